"""The nouns the table service works with: players, tables in memory, notices to deliver and
the actions applied by one command. Plain data, shared by the service, the presentation of
notices (:mod:`bot.table.notices`) and the front ends."""

from __future__ import annotations

import asyncio
from dataclasses import asdict, dataclass, field
from typing import Any

from games.core import Event, Game
from i18n import named_seats
from i18n.words import WordedError, Words, english, said


class ServiceError(WordedError):
    """A table-level refusal (no table here, table full, not your table…) as a message id and
    its arguments: each front end says it in its reader's language (``text(lang)``); ``str()``
    is the English text."""


@dataclass
class Player:
    user_id: str
    name: str
    is_bot: bool = False
    resigned: bool = False  # a bot plays the seat now; the player ranks after those who stayed
    left_reason: str | None = None  # resigned | dropped (timeouts) | forfeit (out of time)
    bot_level: str | None = None  # a bot seat's level (easy | normal | strong); None: the table's

    @property
    def automated(self) -> bool:
        """Played by a bot: a bot seat, or a human who left (the rules continue)."""
        return self.is_bot or self.resigned

    @property
    def tag(self) -> str:
        """`` (bot)``, `` (resigned)``, `` (dropped)``… for seat lists and results."""
        if self.is_bot:
            return " (bot)"
        return f" ({self.left_reason or 'resigned'})" if self.resigned else ""


@dataclass
class Notice:
    """Something a front end must deliver.

    ``kind`` is ``public`` (the channel: text + image of the public view) or ``private`` (a DM to
    ``user_id``: text + image of that seat's view). ``view`` is already the right view for its
    audience — a public notice only ever carries ``game.view(state, None)``. ``mentions`` lists
    user ids to ping. ``decision`` describes the choice the mentioned seat faces now, for buttons
    or a select menu: ``{"session": id, "seq": n, "seat": s, "user_id": u, "prompt": str,
    "actions": [[action, label], ...]}``.
    """

    kind: str
    session_id: int
    place: str
    text: str
    view: dict[str, Any] | None = None
    names: list[str] = field(default_factory=list)
    seat: int | None = None
    user_id: str | None = None
    mentions: list[str] = field(default_factory=list)
    decisions: list[dict[str, Any]] = field(default_factory=list)
    final: bool = False
    at: float | None = None  # when it was committed (a late post says it is late)
    # an announcement without a board (``The … game was cancelled.``) as words, said in its
    # reader's language when delivered; ``text`` is their English. Rows stored before words
    # existed have none: their text is delivered as it is
    words: Words | None = None
    # the auction post this public notice belongs to (bot/table/turns.py), named by the move it
    # was posted at: the first notice of a run is posted, the later ones edit it (no board)
    run: int | None = None
    id: int | None = None  # outbox row, once stored

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("id")
        if self.words is None:
            data.pop("words")  # the shape older rows have
        if self.run is None:
            data.pop("run")
        return data

    @staticmethod
    def from_json(data: dict[str, Any], notice_id: int | None = None) -> Notice:
        words = data.pop("words", None)
        notice = Notice(**data, id=notice_id)
        if words is not None:  # a JSON list again
            notice.words = (str(words[0]), dict(words[1]))
        return notice

    def text_in(self, locale: object) -> str:
        """What the notice says, in ``locale`` when it carries words."""
        return self.text if self.words is None else said(locale, self.words)


@dataclass
class Outcome:
    """The answer to a command: ``words`` for the person who sent it (ephemeral on Discord),
    said in their language (``text(lang)``), and the notices to deliver. ``duplicate`` is set
    when the same interaction was already applied."""

    words: Words
    notices: list[Notice] = field(default_factory=list)
    duplicate: bool = False

    @property
    def reply(self) -> str:
        """The English text (logs, tests)."""
        return english(self.words)

    def text(self, locale: object) -> str:
        return said(locale, self.words)


@dataclass
class Table:
    """A session in memory. The state is always the replay of the stored log."""

    id: int
    place: str
    guild: str | None
    game: Game[Any]
    options: dict[str, Any]
    seed: str
    max_seats: int
    creator: str
    status: str  # open | running | finished | cancelled | abandoned
    paused: str | None = None  # why the table waits for a moderator (the bot cannot post…)
    players: list[Player] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)  # host settings: speed, on_timeout…
    clock: dict[str, Any] | None = None  # bot/table/clock.py state, for timed tables
    waiting: set[int] = field(default_factory=set)  # human seats pending at the last commit
    rules_version: str = "1"
    state: Any = None
    seq: int = 0  # actions applied
    interaction_ids: set[str] = field(default_factory=set)
    # public events not posted yet, who the last post waited for, who acted since (bot/table/turns.py)
    story: dict[str, Any] = field(default_factory=lambda: {"lines": [], "waiting": [], "acted": []})
    private_digest: dict[int, str] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def game_id(self) -> str:
        return self.game.spec.id

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def seats_of(self, user_id: str) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.user_id == user_id]

    def public_view(self) -> dict[str, Any]:
        return self.game.view(self.state, None)

    def view_for(self, seat: int) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def pending_humans(self) -> list[int]:
        if self.state is None or self.game.is_over(self.state):
            return []
        return [s for s in self.game.pending(self.state) if not self.players[s].automated]

    def label(self, seat: int) -> str:
        """``Ann (seat 1)``: seats are named the same way in every game (engines' own labels,
        ``P1`` or ``seat 1``, only appear inside their texts, where :meth:`named` replaces them)."""
        return f"{self.players[seat].name} (seat {seat + 1})"

    def named(self, text: str) -> str:
        """Engines name seats by ``seat_label`` ("seat 2", "P2") in their texts; people read
        names, so announcements swap each label for the player's name (elided: "d'Ann")."""
        labels = {self.game.seat_label(s).lower(): p.name for s, p in enumerate(self.players)}
        return named_seats(text, labels)


@dataclass
class Applied:
    """One action accepted in this command (the player's, or a bot's that followed)."""

    seat: int
    action: str
    actor: str
    interaction_id: str | None
    events: list[Event]
