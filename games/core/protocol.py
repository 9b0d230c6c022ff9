"""The engine protocol every Caravanserai game implements (DESIGN §2).

A game is a stateless object whose methods take a state. The bot, the console, the renderers and
the tests only ever talk to a game through this surface, so a new game plugs in without touching
them. Shapes, in short:

* ``state`` is a game-specific object; ``encode``/``decode`` turn it into plain JSON data.
* an **action** is its canonical text (``"take 2.1"``, ``"place 2 3"``): it is what players type,
  what autocomplete offers, what the log stores. ``legal`` lists every action a seat may take now,
  built step by step so that each list stays small (ideally ≤ 25 for a Discord select menu).
* ``pending`` names the seats the game is waiting for. Several seats may be pending at once
  (simultaneous secret choices). A seat that is *not* pending may still have optional legal
  actions (an "at any time" power); ``legal`` is the authority on who may act.
* ``apply`` validates first, then mutates the state in place and returns events. An illegal
  action raises an :class:`~games.core.errors.ActionError` and leaves the state untouched.
* ``view`` is the only place hidden information is removed; renderers draw views, never states.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from games.core.errors import IllegalAction, MalformedAction, NotYourTurn, UnknownSeat

S = TypeVar("S")
JSON = dict[str, Any]


@dataclass(frozen=True)
class Option:
    """A game option a table creator may set (``/game new almadi characters:true``)."""

    name: str
    kind: type  # bool, int or str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()

    def parse(self, raw: Any) -> Any:
        """Turn a user-supplied value (often text) into the option's type, or raise ValueError."""
        if self.kind is bool:
            if isinstance(raw, bool):
                value: Any = raw
            elif str(raw).strip().lower() in ("1", "true", "yes", "on", "y"):
                value = True
            elif str(raw).strip().lower() in ("0", "false", "no", "off", "n"):
                value = False
            else:
                raise ValueError(f"option {self.name} expects true or false, not {raw!r}")
        elif self.kind is int:
            try:
                value = int(raw)
            except (TypeError, ValueError):
                raise ValueError(
                    f"option {self.name} expects a whole number, not {raw!r}"
                ) from None
        else:
            value = str(raw).strip().lower()
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise ValueError(f"option {self.name} must be one of: {allowed}")
        return value


@dataclass(frozen=True)
class GameSpec:
    id: str  # "almadi", "al-rashid", "emira", "agra"
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    version: str = "1"  # rules/data version stored with each session (DESIGN §2)

    def resolve_options(self, given: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in, unknown names refused, values parsed."""
        given = dict(given or {})
        known = {o.name: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            names = ", ".join(known) or "none"
            raise ValueError(
                f"unknown option {', '.join(unknown)} for {self.id} (options: {names})"
            )
        return {
            name: (o.parse(given[name]) if name in given else o.default)
            for name, o in known.items()
        }


@dataclass
class Event:
    """Something that happened, told to people.

    ``text`` is safe for everyone to read. ``private`` holds fuller texts for the seats entitled
    to them (the drawer of a card reads which card it was).
    """

    text: str
    private: dict[int, str] = field(default_factory=dict)

    def for_seat(self, seat: int | None) -> str:
        if seat is not None and seat in self.private:
            return self.private[seat]
        return self.text

    def to_json(self) -> JSON:
        return {"text": self.text, "private": {str(k): v for k, v in self.private.items()}}

    @staticmethod
    def from_json(data: JSON) -> Event:
        return Event(data["text"], {int(k): v for k, v in data.get("private", {}).items()})


@dataclass
class Result:
    """The end of a game: scores, per-category breakdown and ranks (1 = best, ties share)."""

    scores: list[int]
    ranks: list[int]
    breakdown: list[dict[str, int]]
    tiebreak: list[Any] | None = None  # what broke ties, if the rules define it
    notes: list[str] = field(default_factory=list)

    @property
    def winners(self) -> list[int]:
        return [s for s, r in enumerate(self.ranks) if r == 1]

    def to_json(self) -> JSON:
        return {
            "scores": self.scores,
            "ranks": self.ranks,
            "breakdown": self.breakdown,
            "tiebreak": self.tiebreak,
            "notes": self.notes,
        }

    @staticmethod
    def from_json(data: JSON) -> Result:
        return Result(
            data["scores"],
            data["ranks"],
            data["breakdown"],
            data.get("tiebreak"),
            data.get("notes", []),
        )


def rank_by(keys: list[Any]) -> list[int]:
    """Competition ranking, higher key is better: equal keys share the better rank."""
    return [1 + sum(1 for other in keys if other > k) for k in keys]


def normalize(text: str) -> str:
    """Canonical spelling of typed action text: lower case, single spaces."""
    return " ".join(str(text).strip().lower().split())


class Game(ABC, Generic[S]):
    """Base class of every engine. Subclasses implement the abstract methods; ``apply`` validation
    lives here, in one place, for every game."""

    spec: GameSpec

    # -- creation and persistence -------------------------------------------------------------
    @abstractmethod
    def new(self, seats: int, seed: str, options: dict[str, Any] | None = None) -> S:
        """A fresh game. ``options`` are resolved through ``spec.resolve_options``."""

    @abstractmethod
    def encode(self, state: S) -> JSON:
        """Plain JSON data for the whole state (secrets included: this is storage, not a view)."""

    @abstractmethod
    def decode(self, data: JSON) -> S: ...

    def copy(self, state: S) -> S:
        return self.decode(json.loads(json.dumps(self.encode(state))))

    def state_hash(self, state: S) -> str:
        blob = json.dumps(self.encode(state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()

    # -- flow -----------------------------------------------------------------------------------
    @abstractmethod
    def seats(self, state: S) -> int:
        """Number of seats."""

    @abstractmethod
    def pending(self, state: S) -> list[int]:
        """Seats the game is waiting for, in the order they are expected to act. Empty when over."""

    @abstractmethod
    def legal(self, state: S, seat: int) -> list[str]:
        """Every legal action for ``seat`` now, canonical text, without duplicates."""

    @abstractmethod
    def _apply(self, state: S, seat: int, action: str) -> list[Event]:
        """Carry out an action already known to be legal."""

    def apply(self, state: S, seat: int, action: str) -> list[Event]:
        """Validate ``action`` for ``seat`` and carry it out, mutating ``state``.

        Raises an :class:`ActionError` subclass, leaving the state unchanged, when the seat does
        not exist, has nothing to do now, or the action is malformed or illegal.
        """
        if not isinstance(seat, int) or not 0 <= seat < self.seats(state):
            raise UnknownSeat(f"There is no seat {seat} in this game.")
        text = normalize(action)
        allowed = self.legal(state, seat)
        if text in allowed:
            return self._apply(state, seat, text)
        if not allowed:
            waiting = self.pending(state)
            if self.is_over(state):
                raise NotYourTurn("The game is over; no more moves are accepted.")
            who = ", ".join(self.seat_label(s) for s in waiting) or "nobody"
            raise NotYourTurn(f"It is not your turn: waiting for {who}.", allowed=[])
        reason = self.explain(state, seat, text)
        if reason is None:
            raise IllegalAction(f"'{text}' is not a legal move now.", allowed=allowed)
        if isinstance(reason, MalformedAction | IllegalAction):
            reason.allowed = allowed
            raise reason
        raise IllegalAction(str(reason), allowed=allowed)

    def explain(self, state: S, seat: int, action: str) -> str | IllegalAction | None:
        """Why ``action`` is not legal (for a helpful error). Return a MalformedAction when the
        text does not even parse. ``None`` gives a generic message."""
        return None

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """Final scores and ranks once ``is_over``; ``None`` before."""

    # -- information ----------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> JSON:
        """Everything ``seat`` may know (``None``: a spectator). Hidden information is removed
        here and only here. Must contain ``"game"``, ``"viewer"`` and ``"seats"``."""

    def log(self, state: S, seat: int | None) -> list[str]:
        """The game's event texts as ``seat`` may read them (engines keeping a log override)."""
        return []

    def describe(self, state: S, seat: int, action: str) -> str:
        """A human label for a legal action (select menus); default: the action text itself."""
        return action

    def choices_are_public(self, state: S, seat: int) -> bool:
        """Whether ``legal(state, seat)`` may be shown to everyone (buttons in the channel).

        False when the list itself reveals hidden information — which cards are in a hand, the
        values of hidden tokens. The host then offers the choices to that player privately.
        The default is the safe answer; engines say True where their lists are public."""
        return False

    def prompt(self, state: S, seat: int) -> str:
        """One line telling ``seat`` what it is deciding now (``"Choose a tile to take"``)."""
        return "Your move."

    def summary(self, view: JSON) -> str:
        """A short text summary of a view, for a channel post or a DM."""
        return ""

    def private_summary(self, view: JSON) -> str:
        """The viewer's secrets in words (their hand, what they spied), for a DM or ``/hand``;
        empty for spectators and for games without secrets. Built from the view only."""
        return ""

    def headline(self, view: JSON) -> str:
        """One line for the channel post after a move (the image shows the rest); default: the
        first line of ``summary``."""
        text = self.summary(view)
        return text.splitlines()[0] if text else ""

    def seat_label(self, seat: int) -> str:
        return f"seat {seat + 1}"

    def stats(self, state: S) -> dict[str, Any]:
        """Per-player numbers for statistics (default: the scores once over)."""
        result = self.result(state)
        return {"scores": result.scores} if result else {}

    def drop(self, state: S, seat: int) -> list[Event]:
        """A seat is handed to a bot (resignation, timeout). Rules continue; the default does
        nothing to the state — the host plays the seat with a bot from then on."""
        return []

    def make_bot(self, seed: str) -> Any:
        """The bot that plays empty, resigned and timed-out seats (default: random legal moves).
        Games with a better heuristic player override this."""
        from games.core.bots import RandomBot

        return RandomBot(seed)

    def rules_summary(self) -> str:
        """A short in-bot rules summary (``/rules``)."""
        return self.spec.title
