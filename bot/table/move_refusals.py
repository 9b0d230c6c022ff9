"""A refused move in the reader's language.

A game refuses a move by raising :class:`games.core.ActionError` from ``steps``/``apply`` with
its canonical English message (what logs and tests read). The reader of another language gets
the engine's own explanation instead: :meth:`games.core.Game.explain` with their ``locale``,
asked of the unchanged state (a refusal changes nothing) about the canonical words the engine
explained (``ActionError.explained``: "fini" is ``done``), and the moves allowed now, in their
words. English readers keep the engine's message exactly.
"""

from __future__ import annotations

from typing import Any

from games.core import ActionError, NotYourTurn, normalize
from i18n import DEFAULT, resolve_locale, t

SHOWN = 12  # allowed moves listed, as ActionError.hint


def explained(table: Any, seat: int, action: str, exc: ActionError, lang: str) -> str:
    """What to tell ``seat``'s player about ``exc``, the refusal of ``action``, in ``lang``."""
    if resolve_locale(lang) == DEFAULT:
        return exc.hint(SHOWN)
    if isinstance(exc, NotYourTurn):  # the core's refusal: the engine's explain would guess
        if table.game.is_over(table.state):
            return t(lang, "game-over")
        pending = table.game.pending(table.state)
        waiting = ", ".join(table.players[s].name for s in pending) or t(lang, "nobody")
        return t(lang, "not-your-turn", waiting=waiting)
    message = None
    try:
        subject = exc.explained or normalize(action)  # the canonical words, as in English
        why = table.game.explain(_position(table, seat, exc.before), seat, subject, locale=lang)
    except Exception:  # noqa: BLE001 - an explanation is a courtesy; the refusal stands
        why = None
    if isinstance(why, ActionError):
        message = why.message
    elif isinstance(why, str) and why:
        message = why
    text = table.named(message) if message else t(lang, "refused-generic")
    if exc.before:  # the reason is about the position after the line's legal first steps
        steps = f", {t(lang, 'refused-then')} ".join(f"`{s}`" for s in exc.before)
        text = t(lang, "refused-after-steps", steps=steps, count=len(exc.before), reason=text)
    if not exc.allowed:
        return text
    shown = ", ".join(f"`{a}`" for a in exc.allowed[:SHOWN])
    more = max(0, len(exc.allowed) - SHOWN)
    return f"{text} {t(lang, 'allowed-now', moves=shown, more=more)}"


def _position(table: Any, seat: int, steps: list[str]) -> Any:
    """The position the refused part of a line met: the real one after ``steps`` (a copy)."""
    if not steps:
        return table.state
    state = table.game.copy(table.state)
    for step in steps:
        table.game.apply(state, seat, step)
    return state
