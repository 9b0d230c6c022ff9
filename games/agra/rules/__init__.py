"""Agra's rules by phase, every pending decision a frame of ``games.core.flow``.

A decision frame has a ``seat``; a response window (following a transformation, pontoon 5)
has ``seats`` answering at the same time, their ``answers`` kept until all are in and then
applied clockwise from the actor's left (§21.3). Automatic steps run once as soon as they
reach the top: they are how "then" steps (Builder/Merchant moves after an action, the boat
after a completion, the end of a turn) wait for the decisions pushed above them. A decision
with no legal action is skipped. Frames flagged ``sec`` also offer the active player's
secondary actions (§14, §21.4) as the flow's side actions.

Each phase module holds its rules and a ``STEPS`` table; this package joins them into ``FLOW``
and names the rules other modules (bots, views, texts) use.
"""

from __future__ import annotations

from games.agra.rules import (
    botanist,
    build,
    influence,
    meditation,
    orders,
    placement,
    production,
    sailing,
    secondary,
    trader,
    transform,
    turn,
)
from games.agra.rules.base import fa_cost, fa_ok
from games.agra.rules.build import can_build, mat_total
from games.agra.rules.influence import raise_track
from games.agra.rules.meditation import mp_for
from games.agra.rules.orders import can_order, order_limit
from games.agra.rules.placement import eject, move_builder, move_merchant
from games.agra.rules.production import prod_max
from games.agra.rules.sailing import accessible, deliver_notable, delivery_options
from games.agra.rules.secondary import do_secondary, favour_menu, is_secondary, side_actions
from games.agra.rules.trader import token_ops
from games.agra.rules.turn import start_turn
from games.agra.state import State
from games.core.flow import Flow, Side, steps

__all__ = [
    "FLOW",
    "accessible",
    "advance",
    "apply",
    "can_build",
    "can_order",
    "deliver_notable",
    "delivery_options",
    "eject",
    "fa_cost",
    "fa_ok",
    "favour_menu",
    "legal",
    "mat_total",
    "move_builder",
    "move_merchant",
    "mp_for",
    "order_limit",
    "pending",
    "prod_max",
    "raise_track",
    "start_turn",
    "token_ops",
]

FLOW: Flow[State] = Flow(
    "agra",
    steps(
        turn.STEPS,
        placement.STEPS,
        build.STEPS,
        transform.STEPS,
        production.STEPS,
        sailing.STEPS,
        orders.STEPS,
        influence.STEPS,
        meditation.STEPS,
        trader.STEPS,
        botanist.STEPS,
        secondary.STEPS,
    ),
    over=lambda s: bool(s["over"]),
    side=Side(side_actions, is_secondary, do_secondary),
)


def pending(s: State) -> list[int]:
    return FLOW.pending(s)


def legal(s: State, seat: int) -> list[str]:
    return FLOW.legal(s, seat)


def apply(s: State, seat: int, action: str) -> None:
    """Carry out an action already validated by ``legal``, then advance."""
    FLOW.apply(s, seat, action)


def advance(s: State) -> None:
    """Run automatic frames and skip empty decisions until someone must decide."""
    FLOW.advance(s)
