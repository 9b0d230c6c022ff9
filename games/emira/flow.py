"""The round (sections 5 and 7) as a stack of frames, on the flow model of ``games.core.flow``.

Each phase module (setup, events, market, auctions, upkeep) holds its rules and a ``STEPS``
table of its decisions and automatic steps; this module joins them into the game's ``FLOW``
and drives a round: the ``round`` frame walks the phase steps in order, and each step may push
decisions that resolve before the next step.
"""

from __future__ import annotations

from collections.abc import Callable

from games.core.flow import Auto, Flow, Frame, NumericSpec, frame_seats, pop, steps, top
from games.emira import auctions, events, market, setup, upkeep
from games.emira.state import State

__all__ = ["FLOW", "advance", "apply", "frame_seats", "legal", "numeric", "pending", "top"]

ROUND_STEPS: dict[str, Callable[[State], None]] = {
    "events": events.run_events,
    "income": market.run_income,
    "prep_emira": market.prep_emira,
    "prep_status": market.prep_status,
    "prep_appearance": market.prep_appearance,
    "prep_items": market.prep_items,
    "auctions": auctions.run_auctions,
    "buy": upkeep.run_buy,
    "choose": upkeep.run_choose,
    "upkeep_xenia": upkeep.upkeep_xenia,
    "upkeep_pay": upkeep.upkeep_pay,
    "end": upkeep.end_round,
}
ROUND_ORDER = tuple(ROUND_STEPS)


def _round_step(state: State, f: Frame) -> None:
    if f["i"] >= len(ROUND_ORDER):
        pop(state)
        return
    step = ROUND_ORDER[f["i"]]
    f["i"] += 1
    state["step"] = step
    ROUND_STEPS[step](state)


FLOW: Flow[State] = Flow(
    "emira",
    steps(
        {"round": Auto(_round_step)},
        setup.STEPS,
        events.STEPS,
        market.STEPS,
        auctions.STEPS,
        upkeep.STEPS,
    ),
)


def advance(state: State) -> None:
    """Run automatic frames until a seat must decide or the game is over."""
    FLOW.advance(state)


def pending(state: State) -> list[int]:
    return FLOW.pending(state)


def legal(state: State, seat: int) -> list[str]:
    return FLOW.legal(state, seat)


def numeric(state: State, seat: int) -> NumericSpec | None:
    return FLOW.numeric(state, seat)


def apply(state: State, seat: int, action: str) -> None:
    FLOW.apply(state, seat, action)
