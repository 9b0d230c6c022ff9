"""An image's description (alt text) and the whole board in words, from the view alone.

Every engine writes its board as text (``Game.board_text``: 2,000-8,000 characters); Discord
keeps at most :data:`LIMIT` characters of an attachment's description, so the description is
the board text's first lines that fit, and says where the rest is. The text is the view's
(``view["viewer"]``: the public board for a post, the player's own for their panel), in the
view's language, seats named as the players are.
"""

from __future__ import annotations

from typing import Any

from games.core.registry import get_game
from i18n import named_seats, plain, resolve_locale

LIMIT = 1024  # characters Discord keeps of an attachment's description


def board_words(view: dict[str, Any], names: list[str]) -> str:
    """The whole board of ``view`` in words, in its language, seats named."""
    locale = resolve_locale(view.get("locale") or "en")
    try:
        game = get_game(str(view.get("game")))
    except (KeyError, ImportError, AttributeError):
        return ""
    text = game.board_text(view, locale=locale)
    labels = {game.seat_label(s).lower(): n for s, n in enumerate(names) if n}
    return named_seats(text, labels)


def describe(view: dict[str, Any], names: list[str], limit: int = LIMIT) -> str:
    """The description of ``view``'s image: the board text's first whole lines within
    ``limit`` characters, then where the rest is when some was left out, and always where any
    word of it is explained (``/explain``)."""
    lang = resolve_locale(view.get("locale") or "en")
    text = board_words(view, names).strip()
    if not text:
        return ""
    ask = plain(lang, "alt-text-explain")  # plain: Discord shows no mention in a description
    if len(text) + 1 + len(ask) <= limit:
        return f"{text}\n{ask}"
    more = plain(lang, "alt-text-more")
    room = limit - len(more) - len(ask) - 2
    kept: list[str] = []
    used = 0
    for line in text.splitlines():
        if used + len(line) + 1 > room:
            if not kept:  # one line longer than the room: its start
                kept.append(line[: max(0, room - 1)].rstrip() + "…")
            break
        kept.append(line)
        used += len(line) + 1
    return "\n".join([*kept, more, ask])[:limit]
