"""The languages the image tests run in, and played positions they share.

French and Italian words are longer than English ones: every test that checks words fit an
image (phone width, nothing clipped or cut, first screen) runs in each of :data:`LANGS`, the
view given its locale by :func:`in_lang` as the bot does for each image's reader. Playing a bot
game is the slow part and does not depend on the language, so :func:`positions` and
:func:`views` play each (game, players, seed) once per test session and every language draws
the same states (views are never mutated by renderers).
"""

from __future__ import annotations

import functools

from i18n import LANGUAGES, PSEUDO
from i18n.pseudo import accent

LANGS: tuple[str, ...] = LANGUAGES  # en, fr, it
PSEUDO_LANG = PSEUDO


def in_lang(view: dict, locale: str) -> dict:
    """``view`` drawn in ``locale`` (a new dict: views are never mutated)."""
    return {**view, "locale": locale}


def names(players: int, locale: str = "en") -> list[str]:
    """Seat names for a test: "Player n", accented in the pseudo-locale so a test looking for
    untranslated English words does not find the names (display names are never translated)."""
    plain = [f"Player {i + 1}" for i in range(players)]
    return [accent(n) for n in plain] if locale == PSEUDO else plain


@functools.cache
def positions(game_id: str, players: int, seed: str) -> tuple[tuple[str, object], ...]:
    """``bot.tools.gallery.positions`` (early, middle, final states of one seeded bot game), played
    once per session. Callers must not mutate the states."""
    from bot.tools import gallery
    from games.core.registry import get_game

    return tuple(gallery.positions(get_game(game_id), players, seed))


@functools.cache
def views(game_id: str, players: int, seed: str) -> tuple[tuple[str, int | None, dict], ...]:
    """(stop, seat, view) of the public board and seat 1's panel at each of :func:`positions`;
    give each its language with :func:`in_lang`."""
    from games.core.registry import get_game

    game = get_game(game_id)
    return tuple(
        (stop, seat, game.view(state, seat))
        for stop, state in positions(game_id, players, seed)
        for seat in (None, 0)
    )
