"""Typed errors for rejected actions. Their messages are shown to players as they are, so they
say what was wrong and, through ``allowed``, what may be done instead — and never reveal secrets."""

from __future__ import annotations


class ActionError(Exception):
    """An action was refused; the state is unchanged."""

    def __init__(self, message: str, allowed: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.allowed: list[str] = list(allowed or [])
        # the canonical words the engine explained (typed aliases put back): a front end asks
        # the engine to explain these again in its reader's language, not the words typed
        self.explained: str | None = None
        # the legal steps a typed line began with before the refused part: ``explained`` is
        # then about the position after them, which is not the real one, so readers are told
        self.before: list[str] = []

    def hint(self, limit: int = 12) -> str:
        """The message plus a short list of what is allowed."""
        if not self.allowed:
            return self.message
        shown = ", ".join(f"`{a}`" for a in self.allowed[:limit])
        more = f" … and {len(self.allowed) - limit} more" if len(self.allowed) > limit else ""
        return f"{self.message} Allowed now: {shown}{more}."


class UnknownSeat(ActionError):
    """The seat number does not exist in this game."""


class NotYourTurn(ActionError):
    """The seat has nothing to decide now."""


class IllegalAction(ActionError):
    """Well-formed, but against the rules in this position."""


class MalformedAction(IllegalAction):
    """The text does not parse as any action of this game."""
