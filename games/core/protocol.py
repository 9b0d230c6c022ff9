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
* a **response window** (follow a transformation, a reward every player picks) may leave several
  seats pending. ``default_action(state, seat)`` is the answer the rules give a pending seat that
  did not answer in time (``"decline"``); None lets the seat's bot decide. Hosts apply it on a
  window's timeout like an ordinary move.
* a **numeric parameter** (an auction bid: any multiple of 10 the bidder can pay) is too large to
  list. ``legal`` then offers a few useful amounts (minimum raise, some steps, all-in) and
  ``numeric(state, seat)`` describes the rest as a :class:`Numeric` (template ``"bid {n}"``,
  min, max, step); ``accepts`` — used by ``apply`` — takes any legal action or any value of the
  numeric parameter, without building a list of numbers. Front ends offer the menu and, when
  ``numeric`` is not None, let the player type a number (autocomplete can propose the typed
  value once it is accepted). ``numeric`` is as private as ``legal`` (``choices_are_public``).
* every method that returns words for people (``summary``, ``prompt``, ``describe``, ``log``,
  ``explain``, ``terms``, ``board_text``, ``rules_summary``…) takes a keyword-only ``locale``
  (``"en"``, ``"fr"``, ``"it"``; DESIGN §12). English stays the engine's canonical text; other
  languages come from the game's catalogue ``i18n/locales/<lang>/<game>.ftl``. Actions stay
  canonical in every language: the log replays the same game whoever typed the move.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from types import ModuleType
from typing import Any, Generic, Protocol, TypeVar

from games.core.errors import IllegalAction, MalformedAction, NotYourTurn, UnknownSeat
from games.core.plain import plain

S = TypeVar("S")
JSON = dict[str, Any]


class OptionError(ValueError):
    """A game option refused: the English text, and ``msg`` (an id of the bot's catalogue and
    its arguments) for a front end to say it in its reader's language."""

    def __init__(self, english: str, msg_id: str, **args: Any) -> None:
        super().__init__(english)
        self.msg: Msg = (msg_id, args)


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
                given = repr(short(raw))
                raise OptionError(
                    f"option {self.name} expects true or false, not {given}",
                    "opt-bool",
                    name=self.name,
                    value=given,
                )
        elif self.kind is int:
            try:
                value = int(raw)
            except (TypeError, ValueError):
                given = repr(short(raw))
                raise OptionError(
                    f"option {self.name} expects a whole number, not {given}",
                    "opt-int",
                    name=self.name,
                    value=given,
                ) from None
        else:
            value = str(raw).strip().lower()
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(
                f"option {self.name} must be one of: {allowed}",
                "opt-choice",
                name=self.name,
                allowed=allowed,
            )
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
            listed = ", ".join(short(u) for u in unknown[:3])
            raise OptionError(
                f"unknown option {listed} for {self.id} (options: {names})",
                "opt-unknown",
                names=listed,
                game=self.id,
                options=names,
            )
        return {
            name: (o.parse(given[name]) if name in given else o.default)
            for name, o in known.items()
        }


def short(text: Any, limit: int = 40) -> str:
    """What a person typed, shortened for an error message (it may be 200,000 characters)."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


Msg = tuple[str, dict[str, Any]]
"""A message id of the game's catalogue (``i18n/locales/<lang>/<game>.ftl``) and its arguments."""


def word(locale: str, msg: Msg | None, english: str) -> str:
    """``english`` in ``locale``: the engine's own English text stays canonical (logs, golden
    files and state hashes keep it); other languages format ``msg`` through the catalogue. A text
    with no message (an event logged before games spoke other languages) stays English."""
    if msg is None:
        return english
    from i18n import DEFAULT, resolve_locale  # lazily: engines and bots never need it

    lang = resolve_locale(locale)
    return english if lang == DEFAULT else format_msg(lang, msg)


def _is_msg(value: Any) -> bool:
    return (
        isinstance(value, list | tuple)
        and len(value) == 2
        and isinstance(value[0], str)
        and isinstance(value[1], dict)
    )


def format_msg(locale: str, msg: Msg) -> str:
    """``msg`` worded in ``locale``, its arguments first: an argument that is itself a message
    (``("almadi-type-oasis", {})``, a list after JSON) is worded in the same language, and a list
    of messages or values (seat labels) is worded and joined with ", " — an event stores a tile's
    type or an objective's text as an id, so the reader's language words it, not the language of
    whoever played."""
    from i18n import t  # lazily: engines and bots never need it

    def value(v: Any) -> Any:
        if _is_msg(v):
            return format_msg(locale, (v[0], v[1]))
        if isinstance(v, list | tuple):  # messages or plain values (seat labels): joined
            return ", ".join(str(value(x)) for x in v)
        return v

    return t(locale, msg[0], **{k: value(v) for k, v in msg[1].items()})


@dataclass
class Event:
    """Something that happened, told to people.

    ``text`` is safe for everyone to read. ``private`` holds fuller texts for the seats entitled
    to them (the drawer of a card reads which card it was). ``msg`` / ``private_msgs`` are the
    same texts as catalogue messages, so a front end can word them in another language
    (:func:`word`); both are optional so logs written before them still decode.
    """

    text: str
    private: dict[int, str] = field(default_factory=dict)
    msg: Msg | None = None
    private_msgs: dict[int, Msg] = field(default_factory=dict)

    def for_seat(self, seat: int | None, locale: str = "en") -> str:
        if seat is not None and seat in self.private:
            return word(locale, self.private_msgs.get(seat), self.private[seat])
        return word(locale, self.msg, self.text)

    def to_json(self) -> JSON:
        data: JSON = {"text": self.text, "private": {str(k): v for k, v in self.private.items()}}
        if self.msg is not None:
            data["msg"] = [self.msg[0], self.msg[1]]
        if self.private_msgs:
            data["private_msgs"] = {str(k): [m[0], m[1]] for k, m in self.private_msgs.items()}
        return data

    @staticmethod
    def from_json(data: JSON) -> Event:
        msg = data.get("msg")
        return Event(
            data["text"],
            {int(k): v for k, v in data.get("private", {}).items()},
            (msg[0], dict(msg[1])) if msg else None,
            {int(k): (m[0], dict(m[1])) for k, m in data.get("private_msgs", {}).items()},
        )


@dataclass(frozen=True)
class Numeric:
    """A number the seat may type into an action besides the menu in ``legal``: every text
    ``template.format(n=n)`` with ``min <= n <= max`` and ``(n - min) % step == 0`` is legal."""

    template: str  # "bid {n}"
    min: int
    max: int
    step: int = 1

    def text(self, n: int) -> str:
        return self.template.format(n=n)

    def value(self, action: str) -> int | None:
        """The number in ``action`` when it is one of the accepted values, else None."""
        head, _, tail = self.template.partition("{n}")
        text = normalize(action)
        middle = text[len(head) : len(text) - len(tail)] if tail else text[len(head) :]
        # ASCII digits only: "⁴" passes str.isdigit() but int() refuses it
        if not text.startswith(head) or not text.endswith(tail) or not middle.isascii():
            return None
        if not middle.isdigit():
            return None
        n = int(middle)
        ok = self.min <= n <= self.max and (n - self.min) % self.step == 0
        return n if ok else None

    def to_json(self) -> JSON:
        return {"template": self.template, "min": self.min, "max": self.max, "step": self.step}


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


MAX_ACTION_CHARS = 200  # the longest canonical action of any game is far shorter
QUOTE_CHARS = 40


def echo(text: str) -> str:
    """Typed text as an error message may echo it: a short prefix, never the whole input. A
    catalogue message puts it between its language's quotes ('…' en, « … » fr, «…» it)."""
    text = " ".join(str(text).split())
    return text if len(text) <= QUOTE_CHARS else f"{text[: QUOTE_CHARS - 1]}…"


def quote(text: str) -> str:
    """:func:`echo` between English quotes, for the engines' canonical English texts."""
    return f"'{echo(text)}'"


def _short_echo(message: str, text: str) -> str:
    """A game's explanation may quote what was typed: keep only a short prefix of it."""
    if len(text) <= QUOTE_CHARS or text not in message:
        return message
    return message.replace(f"'{text}'", quote(text)).replace(text, quote(text)[1:-1])


def normalize(text: str) -> str:
    """Canonical spelling of typed action text: lower case, single spaces."""
    return " ".join(str(text).strip().lower().split())


_CELL = re.compile(r"(?<=\d)\.(?=\d)")
_COUNT = re.compile(r"(?<![\w.])(\d+) ([a-z][a-z_-]*)\b")


def _key(text: str) -> list[str]:
    """Words of an action for matching typed text: ``2.1`` and ``2 1`` are the same."""
    return _CELL.sub(" ", normalize(text)).split()


def _words_match(typed: list[str], words: list[str]) -> bool:
    """Each typed word equals the action's word or (not for numbers) begins it."""
    return len(typed) == len(words) and all(
        t == w or (not t[0].isdigit() and w.startswith(t))
        for t, w in zip(typed, words, strict=True)
    )


def _expand_counts(text: str) -> str:
    """``pay 3 ceramic 2 metal`` → ``pay ceramic ceramic ceramic metal metal`` (counts ≤ 30)."""
    return _COUNT.sub(
        lambda m: (
            " ".join([m.group(2)] * int(m.group(1))) if 0 < int(m.group(1)) <= 30 else m.group(0)
        ),
        text,
    )


_PATTERNS: dict[tuple[str, ...], re.Pattern[str]] = {}


def fold(text: str) -> str:
    """``text`` without accents (``récolter`` → ``recolter``): a typed alias matches with or
    without them, whatever the player's keyboard."""
    decomposed = unicodedata.normalize("NFD", text)  # NFD: "⁴" stays "⁴", never a digit
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_ALIAS_TABLES: dict[tuple[tuple[str, int], ...], tuple[Any, dict[str, dict[str, str]]]] = {}


def _alias_tables(aliases: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """Each language's aliases keyed by their folded spelling, and the ``mixed`` table of the
    words that mean one thing in every language (``titolo trésorier``): folding every alias
    again for every typed line was most of what resolving a line cost. The tables are the
    glossaries' constants, so they are known by identity (and kept, so an id is never reused)."""
    key = tuple((lang, id(table)) for lang, table in sorted(aliases.items()))
    hit = _ALIAS_TABLES.get(key)
    if hit is not None:
        return hit[1]
    tables = {
        lang: {fold(normalize(k)): normalize(v) for k, v in table.items()}
        for lang, table in sorted(aliases.items())
    }
    meanings: dict[str, set[str]] = {}
    for table in tables.values():
        for typed, canonical in table.items():
            meanings.setdefault(typed, set()).add(canonical)
    tables["mixed"] = {k: next(iter(v)) for k, v in meanings.items() if len(v) == 1}
    _ALIAS_TABLES[key] = (list(aliases.values()), tables)
    return tables


def _replacement(table: dict[str, str], match: re.Match[str]) -> str:
    """The words ``table`` puts in place of the matched ones (for ``re.sub``)."""
    return table[match.group(0)]


def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    if names not in _PATTERNS:
        _PATTERNS[names] = re.compile(
            r"(?<![\w-])(" + "|".join(map(re.escape, names)) + r")(?![\w-])"
        )
    return _PATTERNS[names]


def score_part(label: str, value: Any) -> str:
    """One final-score category in words: ``{n}`` in a label marks where the number goes
    (``3 princesses (2 points each)``, a count that is not points), else ``label value``."""
    return label.format(n=value) if "{n}" in label else f"{label} {value}"


def _singulars(word: str) -> list[str]:
    """``rupees`` → ``rupee``, ``oases`` → ``oasis``-style guesses, ``sailor's`` → ``sailor``:
    the forms a glossary lists once, in the singular."""
    out = []
    for end, repl in (("'s", ""), ("ies", "y"), ("es", ""), ("s", ""), ("es", "is")):
        if word.endswith(end) and len(word) > len(end) + 1:
            out.append(word[: -len(end)] + repl)
    return out


def _bare_answer(allowed: list[str], words: list[str]) -> str | None:
    """The one legal move ``words`` answer on their own: the words that end it (the sector of
    ``place pasha sanmatia``, the ``2`` of ``produce 2``, the ``beauty`` of ``type beauty``) or
    begin it (``end`` for ``end turn``), when no other move ends or begins so. Whole words of
    the move only: ``1`` is never the half of a cell ``3.1``."""
    found = set()
    for action in allowed:
        parts = action.split()
        for m in range(1, len(parts)):
            if _words_match(words, _key(" ".join(parts[-m:]))) or _words_match(
                words, _key(" ".join(parts[:m]))
            ):
                found.add(action)
    return found.pop() if len(found) == 1 else None


def after_steps_text(steps: Sequence[str], reason: str) -> str:
    """The refusal of a line whose first ``steps`` are legal: which part failed, and that the
    reason is about the position after those steps, not the real one."""
    shown = ", then ".join(f"`{s}`" for s in steps)
    after = "After it" if len(steps) == 1 else "After them"
    return f"Legal now: {shown}. {after}, the rest is not: {reason}"


def _after_steps(error: IllegalAction, allowed: list[str]) -> IllegalAction:
    """``error`` (met after legal first steps) reworded for the real position: the moves
    listed are the ones allowed now."""
    error.message = after_steps_text(error.before, error.message)
    error.args = (error.message,)
    error.allowed = allowed
    return error


class Game(ABC, Generic[S]):
    """Base class of every engine. Subclasses implement the abstract methods; ``apply`` validation
    lives here, in one place, for every game."""

    spec: GameSpec
    texts: ModuleType | None = None
    """The game's module of words for people: each word method of this class whose namesake
    it defines calls it with the same arguments, the locale last — ``describe(state, seat,
    action, locale)``, ``prompt(state, seat, locale)``, ``summary(view, locale)``,
    ``private_summary``, ``headline``, ``board_text`` (all ``(view, locale)``),
    ``rules_summary(locale)``, ``score_labels(locale)``. A method it does not define keeps the
    default below; a game overrides a method only to add to it."""
    glossary: ModuleType | None = None
    """The game's glossary data module: ``TERMS``, ``NAMES``, ``ALIASES``, ``UNORDERED``,
    ``CATEGORIES``, ``EXAMPLES`` (each optional; see the methods that read them)."""
    testing: str | None = None
    """The module of the game's hooks for the generic test suites (``games.almadi.testing``,
    see :mod:`games.core.testing`); None: the defaults."""

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
        return self.decode(plain(self.encode(state)))

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
        events: list[Event] = []
        for step in self.steps(state, seat, action):
            events += self._apply(state, seat, step)
        return events

    def steps(self, state: S, seat: int, action: str) -> list[str]:
        """The canonical legal step(s) ``action`` stands for, in order (what a log stores); the
        validation :meth:`apply` does, without changing the state. Raises the same errors."""
        if not isinstance(seat, int) or not 0 <= seat < self.seats(state):
            raise UnknownSeat(f"There is no seat {seat} in this game.")
        text = normalize(action)
        if len(text) > MAX_ACTION_CHARS:  # before any parsing: a huge text costs nothing
            raise MalformedAction(
                f"{quote(text)} is too long to be a move ({len(text)} characters); moves are "
                "short, like `take 2.1`."
            )
        allowed = self.legal(state, seat)
        if text in allowed:
            return [text]
        if not allowed:
            waiting = self.pending(state)
            if self.is_over(state):
                raise NotYourTurn("The game is over; no more moves are accepted.")
            who = ", ".join(self.seat_label(s) for s in waiting) or "nobody"
            raise NotYourTurn(f"It is not your turn: waiting for {who}.", allowed=[])
        # typed conveniences (abbreviations, display names, counts, several steps in one line)
        return self.resolve(state, seat, text)

    def _refusal(self, state: S, seat: int, text: str) -> IllegalAction:
        """The error explaining why ``text`` is not legal for ``seat`` now."""
        allowed = self.legal(state, seat)
        reason = self.explain(state, seat, text)
        if reason is None:
            error = IllegalAction(f"{quote(text)} is not a legal move now.", allowed=allowed)
        elif isinstance(reason, MalformedAction | IllegalAction):
            reason.allowed = allowed
            reason.message = _short_echo(reason.message, text)
            reason.args = (reason.message,)
            error = reason
        else:
            error = IllegalAction(_short_echo(str(reason), text), allowed=allowed)
        error.explained = text
        return error

    def resolve(self, state: S, seat: int, text: str) -> list[str]:
        """The canonical legal action(s) that typed ``text`` stands for, applied in this order;
        raises the :class:`IllegalAction` explaining the refusal. The state is not changed.

        One place, for every game, turns what people type into the canonical notation before
        validation (``apply`` calls it, so a stored typed text replays identically; front ends
        may call it first to log the canonical steps):

        * an unambiguous abbreviation: each word a prefix of the action's word (``title couns``),
          never for numbers; ``2 1`` and ``2.1`` are the same position;
        * display names from ``names()`` (``recruit aladdin`` → ``recruit ch-01``);
        * words of other languages from ``aliases()`` (``prendre 2.1`` → ``take 2.1``);
        * counts: ``pay 3 ceramic 2 metal`` → ``pay ceramic ceramic ceramic metal metal``;
          ``pay all``: the one legal ``pay …`` (where there are several, they are listed);
        * a multi-step action in one line when each step is legal in turn: after a legal first
          step the rest is read either as the whole text again (``place sage`` then ``place sage
          military``) or as the next step (``move 2.1`` then ``to 4.2``).
        """
        text = normalize(text)
        deepest: tuple[int, IllegalAction] | None = None
        readings: list[tuple[str, ...]] = []  # the moves the text reads as, one per language
        for lang, base in [("", text), *self._translated(text)]:
            for variant in self._variants(base):
                found = self._resolve_words(state, seat, _key(variant), 0)
                if isinstance(found, list):
                    if tuple(found) not in readings:
                        readings.append(tuple(found))
                    break
                if deepest is None or found[0] > deepest[0]:
                    deepest = found
            if not lang and readings:  # the canonical words won: an alias never overrides them
                return list(readings[0])
        if len(readings) == 1:
            return list(readings[0])
        if readings:  # two languages read the words as different moves
            shown = " or ".join(f"`{' then '.join(steps)}`" for steps in readings)
            raise IllegalAction(
                f"{quote(text)} could mean {shown} (words of different languages): type the "
                "move in one language.",
                allowed=[steps[0] for steps in readings],
            )
        assert deepest is not None
        if deepest[1].before:  # legal first steps, then a refused rest: say which part failed
            raise _after_steps(deepest[1], self.legal(state, seat))
        if deepest[0] == 0:  # nothing matched at all: explain the text as typed, in canonical
            translated = self._translated(text)  # words when another language's words it has
            raise self._refusal(state, seat, translated[0][1] if translated else text)
        raise deepest[1]

    def _variants(self, text: str) -> list[str]:
        """``text`` as typed, with display names, with counts expanded, and with both."""
        variants = [text]
        for variant in (self._named(text), _expand_counts(text), _expand_counts(self._named(text))):
            if variant not in variants:
                variants.append(variant)
        return variants

    def _translated(self, text: str) -> list[tuple[str, str]]:
        """``text`` with each language's aliases put back into canonical words, one
        ``(locale, text)`` per language whose aliases change it (accents optional)."""
        folded = fold(text)
        tables = _alias_tables(self.aliases())
        out: list[tuple[str, str]] = []
        for lang, keyed in tables.items():
            if not keyed:
                continue
            pattern = _names_pattern(tuple(sorted(keyed, key=len, reverse=True)))
            canonical = pattern.sub(partial(_replacement, keyed), folded)
            if canonical != text and all(canonical != t for _, t in out):
                out.append((lang, canonical))
        return out

    def aliases(self) -> dict[str, dict[str, str]]:
        """Words players may type in other languages, ``{"fr": {"prendre": "take"}, "it":
        {...}}``: a typed word or phrase → the canonical word(s) it stands for. ``resolve`` tries
        every language whatever the player's own (a French player may type English, or Italian):
        the canonical reading wins, two languages reading different moves are refused as
        ambiguous, and the log keeps the canonical text, so a game replays the same whatever
        its players' languages. Default: the declared ``glossary.ALIASES``."""
        return dict(_declared(self.glossary, "ALIASES", {}))

    def _resolve_words(
        self, state: S, seat: int, words: list[str], depth: int, reread: int = 0
    ) -> list[str] | tuple[int, IllegalAction]:
        """Resolution of ``words`` at ``state``: the steps, or (depth reached, refusal).

        ``reread``: how many leading words are the previous step's, read again because the
        next step may repeat them (``place sage`` then ``place sage military``). The first
        step found must then reach past them: those words were consumed, and a step still
        legal after itself must not be taken twice (``take wood take metal``)."""
        allowed = self.legal(state, seat)
        if not allowed:
            return depth, self._refusal(state, seat, " ".join(words))
        keyed = {a: _key(a) for a in allowed}
        exact = [a for a, k in keyed.items() if k == words]
        if exact:
            return [exact[0]]
        if self.numeric(state, seat) is not None and self.accepts(state, seat, " ".join(words)):
            return [" ".join(words)]
        if words[:1] and words[0] in self.unordered_verbs():  # `keep ch-17 ch-03`, `pay metal wood`
            same = [
                a for a, k in keyed.items() if k[:1] == words[:1] and sorted(k) == sorted(words)
            ]
            if len(same) == 1:
                return same
        whole = [a for a, k in keyed.items() if _words_match(words, k)]
        if not whole and len(words) == 2 and words[1] == "all":
            # `pay all`: the one legal action of that verb (several: say which they are)
            whole = [a for a, k in keyed.items() if k[0] == words[0] and len(k) > 1]
        if len(whole) == 1:
            return whole
        if len(whole) > 1:
            shown = " or ".join(f"`{a}`" for a in whole[:6])
            return depth + 1, IllegalAction(
                f"'{' '.join(words)}' could mean {shown}: type more of it.", allowed=whole
            )
        # the deepest refusal met; this level's own is built only if no deeper one exists
        # (explaining a refusal costs more than reading the words)
        best: tuple[int, IllegalAction] | None = None
        for cut in range(len(words) - 1, reread, -1):
            # a step typed in full is that step, even where it begins a longer one as well
            # (`place cloth` beside `place clothing`)
            firsts = [a for a, k in keyed.items() if k == words[:cut]] or [
                a for a, k in keyed.items() if _words_match(words[:cut], k)
            ]
            if len(firsts) != 1:
                continue
            first = firsts[0]
            after = self.copy(state)
            self._apply(after, seat, first)
            rest = words[cut:]
            for again, follow in ((len(_key(first)), _key(first) + rest), (0, rest)):
                if depth >= 6:  # a long line of steps: stop, never loop
                    continue
                found = self._resolve_words(after, seat, follow, depth + 1, again)
                if isinstance(found, list):
                    return [first, *found]
                # on a tie the rest as typed explains better than the step's words read again
                if found[0] > (depth if best is None else best[0]) or (
                    not again and best is not None and found[0] == best[0]
                ):
                    found[1].before.insert(0, first)
                    best = found
            if best is not None:
                return best
        if best is None and depth == 0:
            bare = self._bare_amount(state, seat, words) or _bare_answer(allowed, words)
            if bare is not None:
                return [bare]
        return best or (depth, self._refusal(state, seat, " ".join(words)))

    def _bare_amount(self, state: S, seat: int, words: list[str]) -> str | None:
        """A number alone where the seat may type one (``30`` for ``bid 30``)."""
        spec = self.numeric(state, seat)
        if spec is None or len(words) != 1 or not words[0].isdigit():
            return None
        text = spec.text(int(words[0]))
        return text if self.accepts(state, seat, text) else None

    def unordered_verbs(self) -> tuple[str, ...]:
        """Verbs whose words form a set, typed in any order (``keep``, ``pay``): ``resolve``
        finds the canonical order. Default: the declared ``glossary.``UNORDERED``."""
        return tuple(_declared(self.glossary, "UNORDERED", ()))

    def names(self) -> dict[str, str]:
        """Display names players may type for ids (``"counselor to the caliph"`` →
        ``"counselor_to_the_caliph"``). Default: the declared ``glossary.``NAMES``."""
        return dict(_declared(self.glossary, "NAMES", {}))

    def _named(self, text: str) -> str:
        names = self.names()
        if not names:
            return text
        pattern = _names_pattern(tuple(sorted(names, key=len, reverse=True)))
        return pattern.sub(lambda m: names[m.group(0)], text)

    def terms(self, *, locale: str = "en") -> dict[str, str]:
        """The glossary: every term a prompt, the board or an image uses (effects, titles…),
        lower-case term → one-paragraph explanation. Default: the declared ``glossary.TERMS``."""
        return dict(_declared(self.glossary, "TERMS", {}))

    def rulebook_term(self, word: str, *, locale: str = "en") -> str | None:
        """The glossary term (English key) a rulebook word of ``locale`` stands for where the
        glossary has no entry of that name ("piste palace" -> "palace"): the declared
        ``glossary.RULEBOOK``, cited by i18n/terms/<game>.md."""
        words = _declared(self.glossary, "RULEBOOK", {}).get(locale, {})
        return words.get(normalize(word).strip("`'\".,;:!?()"))

    def explain_term(self, term: str, *, locale: str = "en") -> str | None:
        """What ``term`` means, for ``explain genie`` (console) or a help command: an exact
        term, a display name, an id, or an unambiguous prefix; ``None`` when unknown."""
        terms = self.terms(locale=locale)
        keyed = {normalize(k).replace("_", " "): k for k in terms}
        typed = normalize(term).replace("_", " ").strip("`'\".,;:!?()")
        names = self.names()
        named = normalize(names.get(typed, typed)).replace("_", " ")
        by_id = {normalize(v).replace("_", " "): k for k, v in names.items()}
        # the term itself first (a building's name before the good it stands for), then the
        # id a display name stands for (or the name an id stands for: `camel-breeding`), then
        # the singular of a plural or possessive
        shown = by_id.get(typed, typed)
        for wanted in (typed, named, shown, *_singulars(typed), *_singulars(named)):
            if wanted in keyed:
                return terms[keyed[wanted]]
        wanted = named
        hits = [k for k in keyed if k.startswith(wanted)] if wanted else []
        if len(hits) == 1:
            return terms[keyed[hits[0]]]
        if len(hits) > 1:
            from i18n import t

            return t(locale, "games-ambiguous", term=term, terms=", ".join(sorted(hits)))
        return None

    def score_labels(self, *, locale: str = "en") -> dict[str, str]:
        """Short names of the final-score breakdown keys, for score tables and texts (the
        declared ``texts.score_labels(locale)``, else ``glossary.CATEGORIES``; a key without one
        reads as itself). A ``{n}``
        marks where the number goes: ``{n} princesses (2 points each)`` — see
        :func:`score_part`."""
        hook = _declared(self.texts, "score_labels", None)
        if hook is not None:
            return dict(hook(locale))
        return dict(_declared(self.glossary, "CATEGORIES", {}))

    def board_text(self, view: JSON, *, locale: str = "en") -> str:
        """The position in words, from the view only: the console's ``board`` and the alt text
        (description) of every posted image, so screen-reader users can play. Default: the
        declared ``texts.board_text(view, locale)``, else ``summary(view)``."""
        hook = _declared(self.texts, "board_text", None)
        return hook(view, locale) if hook is not None else self.summary(view, locale=locale)

    def examples(self) -> tuple[str, ...]:
        """A few moves of this game as players type them (the console's banner): the
        glossary's ``EXAMPLES``, empty when it has none."""
        return tuple(_declared(self.glossary, "EXAMPLES", ()))

    def numeric(self, state: S, seat: int) -> Numeric | None:
        """The numeric parameter ``seat`` may type now (``bid {n}``), or None (the default)."""
        return None

    def accepts(self, state: S, seat: int, action: str) -> bool:
        """Whether ``action`` is legal for ``seat`` now: in ``legal``, or a value of
        ``numeric`` (checked without listing the numbers)."""
        text = normalize(action)
        if text in self.legal(state, seat):
            return True
        spec = self.numeric(state, seat)
        return spec is not None and spec.value(text) is not None

    def explain(
        self, state: S, seat: int, action: str, *, locale: str = "en"
    ) -> str | IllegalAction | None:
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

    def views(self, state: S, seats: Sequence[int | None]) -> list[JSON]:
        """``[view(state, seat) for seat in seats]`` (a move needs the public view and every
        player's). An engine may build them faster by sharing what they have in common: views
        are read-only, so they may share parts."""
        return [self.view(state, seat) for seat in seats]

    def log(self, state: S, seat: int | None, *, locale: str = "en") -> list[str]:
        """The game's event texts as ``seat`` may read them (engines keeping a log override)."""
        return []

    def describe(self, state: S, seat: int, action: str, *, locale: str = "en") -> str:
        """A human label for a legal action (select menus); default: the action text itself."""
        hook = _declared(self.texts, "describe", None)
        return str(hook(state, seat, action, locale)) if hook is not None else action

    def choices_are_public(self, state: S, seat: int) -> bool:
        """Whether ``legal(state, seat)`` may be shown to everyone (buttons in the channel).

        False when the list itself reveals hidden information — which cards are in a hand, the
        values of hidden tokens. The host then offers the choices to that player privately.
        The default is the safe answer; engines say True where their lists are public."""
        return False

    def prompt(self, state: S, seat: int, *, locale: str = "en") -> str:
        """One line telling ``seat`` what it is deciding now (``"Choose a tile to take"``)."""
        hook = _declared(self.texts, "prompt", None)
        return str(hook(state, seat, locale)) if hook is not None else "Your move."

    def summary(self, view: JSON, *, locale: str = "en") -> str:
        """A short text summary of a view, for a channel post or a DM."""
        hook = _declared(self.texts, "summary", None)
        return str(hook(view, locale)) if hook is not None else ""

    def private_summary(self, view: JSON, *, locale: str = "en") -> str:
        """The viewer's secrets in words (their hand, what they spied), for a DM or ``/hand``;
        empty for spectators and for games without secrets. Built from the view only."""
        hook = _declared(self.texts, "private_summary", None)
        return str(hook(view, locale)) if hook is not None else ""

    def headline(self, view: JSON, *, locale: str = "en") -> str:
        """One line for the channel post after a move (the image shows the rest); default: the
        first line of ``summary``."""
        hook = _declared(self.texts, "headline", None)
        if hook is not None:
            return str(hook(view, locale))
        text = self.summary(view, locale=locale)
        return text.splitlines()[0] if text else ""

    def seat_label(self, seat: int, *, locale: str = "en") -> str:
        return f"seat {seat + 1}"

    def stats(self, state: S) -> dict[str, Any]:
        """Per-player numbers for statistics (default: the scores once over)."""
        result = self.result(state)
        return {"scores": result.scores} if result else {}

    def undoable(self, state: S, seat: int, action: str) -> bool:
        """Whether ``seat`` may take ``action`` back right after playing it from ``state``: only
        when it reveals nothing hidden (a card drawn, a hand shown, a face-down token seen).
        The host adds the rest of the rule (nobody else acted since, no random draw, the same
        seat still alone to act). Default: never — each engine opts in for its safe moves."""
        return False

    def draws(self, state: S) -> int:
        """How many random draws the state's generator has made (a draw forbids undo). Reads
        the ``rng`` counter of the encoded state (see :class:`games.core.rng.Rng`)."""
        rng = self.encode(state).get("rng")
        return int(rng.get("counter", 0)) if isinstance(rng, dict) else 0

    def default_action(self, state: S, seat: int) -> str | None:
        """The answer the rules give a pending seat that did not answer in time (a response
        window's default, e.g. "decline" to follow); None = let the seat's bot decide."""
        return None

    def drop(self, state: S, seat: int) -> list[Event]:
        """A seat is handed to a bot (resignation, timeout). Rules continue; the default does
        nothing to the state — the host plays the seat with a bot from then on."""
        return []

    def make_bot(self, seed: str, level: str = "normal") -> Any:
        """The bot that plays empty, resigned and timed-out seats at ``level`` (easy, normal,
        strong; see :mod:`games.core.bots`): an object with ``choose(game, state, seat)``. The
        default plays random legal moves at every level; the games override it."""
        check_level(level)
        return RandomBot(seed)

    def rules_summary(self, *, locale: str = "en") -> str:
        """A short in-bot rules summary (``/rules``)."""
        hook = _declared(self.texts, "rules_summary", None)
        return str(hook(locale)) if hook is not None else self.spec.title


# -- the bots every game has (games.core.bots builds the levels on them) ---------------------------
LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"


class Bot(Protocol):
    def choose(self, game: Game[Any], state: Any, seat: int) -> str: ...


def check_level(level: str) -> str:
    """The level, normalised, or a ValueError naming the levels."""
    name = str(level).strip().lower()
    if name not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")
    return name


class RandomBot:
    """Picks uniformly among the legal actions (every game's ``easy`` level, and the default
    bot of a game without one)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))

    def choose(self, game: Game[Any], state: Any, seat: int) -> str:
        actions = game.legal(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        return self.rng.choice(actions)


def _declared(module: ModuleType | None, name: str, default: Any) -> Any:
    """``name`` of a module a game declares (``texts``, ``glossary``), or ``default``."""
    return default if module is None else getattr(module, name, default)
