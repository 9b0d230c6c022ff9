"""The one flow model every engine describes its turn structure with (DESIGN §13).

A game's flow is a stack of *frames*, plain JSON dicts kept in the state (top = last), each
with a kind ``"t"``. A :class:`Flow` maps every kind to what it is:

* a :class:`Decision`: the frame's ``seat`` (or every seat of ``seats``, each answering on its
  own) chooses among ``legal(state, frame, seat)`` and ``apply`` carries the choice out, popping
  the frame when the decision is over. ``forced`` marks a decision on public information that is
  taken for the seat when only one answer exists; ``numeric`` describes a number too large to
  list (an auction bid).
* a :class:`Window`: several seats answer without seeing one another's answer; the answers wait
  in the frame's ``answers`` until every seat is in, then ``resolve`` applies them together.
* an :class:`Auto` step: work the game does by itself as soon as the frame reaches the top (a
  "then" step waiting for the decisions pushed above it, the next turn, a phase change).

``advance`` runs automatic steps until a seat must decide; a decision that none of its seats can
answer is skipped, which is how optional windows with nothing possible disappear. When the stack
is empty the game's ``idle`` step (its phase driver) pushes the next frames. ``side`` actions are
offered beside a frame's own (secondary actions, an "at any time" power).

A game whose position is not stored as a stack (Almadi keeps a phase and a step) gives a
``frames`` function that derives the current frame from its state; such a game never pushes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

S = TypeVar("S")
Frame = dict[str, Any]
NumericSpec = tuple[str, int, int, int]  # template, min, max, step
Legal = Callable[[S, Frame, int], list[str]]
Apply = Callable[[S, Frame, int, str], None]

# far beyond any real chain of automatic steps: a flow that does not settle is a bug
SETTLE_LIMIT = 100_000


@dataclass(frozen=True)
class Decision(Generic[S]):
    """A choice of the frame's ``seat`` (or of each of its ``seats``)."""

    legal: Legal[S]
    apply: Apply[S]
    forced: bool = False
    numeric: Callable[[S, Frame, int], NumericSpec | None] | None = None


@dataclass(frozen=True)
class Window(Generic[S]):
    """Several seats answer at once; answers are kept in ``frame["answers"]`` (by seat, as a
    string key) until all are in, then the frame is removed and ``resolve`` applies them.
    ``heard`` runs after each answer (to log that a seat answered, not what)."""

    legal: Legal[S]
    resolve: Callable[[S, Frame], None]
    heard: Apply[S] | None = None


@dataclass(frozen=True)
class Auto(Generic[S]):
    """Automatic work. With ``once`` the frame is removed before the step runs; otherwise the
    step stays on top while it works and removes itself (or pushes decisions above it)."""

    step: Callable[[S, Frame], None]
    once: bool = False


@dataclass(frozen=True)
class Side(Generic[S]):
    """Actions offered beside the top frame's own: ``legal`` lists them for a seat (empty when
    none apply), ``owns`` recognises one, ``apply`` carries it out."""

    legal: Legal[S]
    owns: Callable[[Frame, str], bool]
    apply: Callable[[S, int, str], None]


Step = Decision[S] | Window[S] | Auto[S]


def steps(*tables: Mapping[str, Step[Any]]) -> dict[str, Step[Any]]:
    """Join the step tables of a game's phases, refusing a kind defined twice."""
    out: dict[str, Step[Any]] = {}
    for table in tables:
        for kind, step in table.items():
            if kind in out:
                raise ValueError(f"flow step {kind!r} is defined twice")
            out[kind] = step
    return out


def stack_of(state: Any) -> list[Frame]:
    """The frame stack of a JSON-dict state."""
    stack: list[Frame] = state["stack"]
    return stack


def push(state: Any, frame: Frame) -> None:
    stack_of(state).append(frame)


def push_all(state: Any, frames: Iterable[Frame]) -> None:
    """Push frames so that the first of ``frames`` is decided first."""
    stack_of(state).extend(reversed(list(frames)))


def pop(state: Any) -> Frame:
    return stack_of(state).pop()


def top(state: Any) -> Frame | None:
    stack = stack_of(state)
    return stack[-1] if stack else None


def current(state: Any) -> Frame:
    """The frame on top, for the steps that run while their own frame is open."""
    return stack_of(state)[-1]


def remove(state: Any, frame: Frame) -> None:
    """Take ``frame`` off the stack wherever it is (a window answered while steps above it ran)."""
    stack = stack_of(state)
    if stack and stack[-1] is frame:
        stack.pop()
    elif frame in stack:
        stack.remove(frame)


def frame_seats(frame: Frame) -> list[int]:
    """The seats a frame asks: its ``seats``, or its one ``seat``."""
    if "seats" in frame:
        return list(frame["seats"])
    return [frame["seat"]] if "seat" in frame else []


def _asked(step: Step[Any], frame: Frame) -> list[int]:
    if isinstance(step, Auto):
        return []
    if "seats" not in frame:
        return [frame["seat"]] if "seat" in frame else []
    if isinstance(step, Window):
        return [s for s in frame["seats"] if str(s) not in frame["answers"]]
    return list(frame["seats"])


class Flow(Generic[S]):
    """One game's flow: its step table and how its stack is found, driven and ended."""

    def __init__(
        self,
        name: str,
        table: Mapping[str, Step[S]],
        *,
        frames: Callable[[S], list[Frame]] = stack_of,
        idle: Callable[[S], None] | None = None,
        over: Callable[[S], bool] | None = None,
        side: Side[S] | None = None,
    ) -> None:
        self.name = name
        self.table = dict(table)
        self.frames = frames
        self.idle = idle
        self.over = over
        self.side = side

    # -- reading ----------------------------------------------------------------------------------
    def top(self, state: S) -> Frame | None:
        stack = self.frames(state)
        return stack[-1] if stack else None

    def step(self, frame: Frame) -> Step[S]:
        return self.table[frame["t"]]

    def is_auto(self, frame: Frame) -> bool:
        return isinstance(self.table[frame["t"]], Auto)

    def asked(self, frame: Frame) -> list[int]:
        """The seats a frame still waits for (a window's unanswered seats)."""
        return _asked(self.table[frame["t"]], frame)

    def frame_legal(self, state: S, frame: Frame, seat: int) -> list[str]:
        """The frame's own actions for ``seat`` (no side actions)."""
        step = self.table[frame["t"]]
        if isinstance(step, Auto):
            return []
        return step.legal(state, frame, seat)

    def pending(self, state: S) -> list[int]:
        stack = self.frames(state)
        return _asked(self.table[stack[-1]["t"]], stack[-1]) if stack else []

    def legal(self, state: S, seat: int) -> list[str]:
        stack = self.frames(state)
        if not stack:
            return []
        f = stack[-1]
        step = self.table[f["t"]]
        if isinstance(step, Auto):
            return []
        own = step.legal(state, f, seat) if seat in _asked(step, f) else []
        if self.side is not None:
            return own + self.side.legal(state, f, seat)
        return own

    def numeric(self, state: S, seat: int) -> NumericSpec | None:
        f = self.top(state)
        if f is None:
            return None
        step = self.table[f["t"]]
        if isinstance(step, Decision) and step.numeric and seat in _asked(step, f):
            return step.numeric(state, f, seat)
        return None

    # -- acting -----------------------------------------------------------------------------------
    def apply(self, state: S, seat: int, action: str) -> None:
        """Carry out an action already checked against ``legal``, then advance."""
        f = self.top(state)
        assert f is not None  # legal() offers nothing on an empty stack
        step = self.step(f)
        if self.side is not None and self.side.owns(f, action):
            self.side.apply(state, seat, action)
        elif isinstance(step, Window):
            self.answer(state, f, seat, action)
        elif isinstance(step, Decision):
            step.apply(state, f, seat, action)
        else:  # pragma: no cover - legal() offers nothing on an automatic frame
            raise AssertionError(f["t"])
        self.advance(state)

    def answer(self, state: S, frame: Frame, seat: int, action: str) -> None:
        """Keep a window's answer; once every seat answered, resolve the window."""
        step = self.step(frame)
        assert isinstance(step, Window)
        frame["answers"][str(seat)] = action
        if step.heard is not None:
            step.heard(state, frame, seat, action)
        if all(str(x) in frame["answers"] for x in frame_seats(frame)):
            remove(state, frame)
            step.resolve(state, frame)

    def advance(self, state: S) -> None:
        """Run automatic steps and skip unanswerable decisions until a seat must decide."""
        for _ in range(SETTLE_LIMIT):
            if self.over is not None and self.over(state):
                return
            stack = self.frames(state)
            if not stack:
                if self.idle is None:
                    return
                self.idle(state)
                continue
            f = stack[-1]
            step = self.table[f["t"]]
            if isinstance(step, Auto):
                if step.once:
                    stack.pop()
                step.step(state, f)
                continue
            seats = _asked(step, f)
            if isinstance(step, Decision) and step.forced and len(seats) == 1:
                options = step.legal(state, f, seats[0])
                if len(options) == 1:  # a public decision with one answer is made for the seat
                    step.apply(state, f, seats[0], options[0])
                    continue
            if len(seats) == 1:
                if step.legal(state, f, seats[0]):
                    return
            elif any(step.legal(state, f, s) for s in seats):
                return
            stack.pop()
        raise RuntimeError(f"{self.name}: the automatic flow does not settle")
