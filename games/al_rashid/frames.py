"""The frame stack: every pending decision (and every multi-step resolution) is a frame.

A *decision* frame has a ``seat`` and registers ``legal(state, frame) -> [action]`` and
``apply(state, frame, action)``. An *automatic* frame registers ``step(state, frame)`` which pushes
decision frames or pops itself. ``advance`` runs automatic work until a seat must decide; a
decision frame whose legal list is empty is skipped (popped), which is how optional windows with
nothing possible, impossible draws (D-05) and exhausted trades disappear.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.al_rashid.state import State

Frame = dict[str, Any]
DECIDE: dict[
    str, tuple[Callable[[State, Frame], list[str]], Callable[[State, Frame, str], None]]
] = {}
AUTO: dict[str, Callable[[State, Frame], None]] = {}


def decision(kind: str, legal: Callable, apply: Callable) -> None:
    DECIDE[kind] = (legal, apply)


def auto(kind: str, step: Callable) -> None:
    AUTO[kind] = step


def push(state: State, frame: Frame) -> None:
    state["stack"].append(frame)


def push_all(state: State, frames: list[Frame]) -> None:
    """Push frames so that the first of ``frames`` is decided first."""
    state["stack"].extend(reversed(frames))


def pop(state: State) -> Frame:
    return state["stack"].pop()


def top(state: State) -> Frame | None:
    return state["stack"][-1] if state["stack"] else None


def current(state: State) -> Frame:
    """The frame on top of the stack, for the steps that run while their own frame is open."""
    return state["stack"][-1]


def frame_legal(state: State, frame: Frame) -> list[str]:
    return DECIDE[frame["t"]][0](state, frame)
