"""Almadi seen from one seat (for the ``strong`` bot): a full state built only from what the
seat may know. Hidden from it are which landscapes are in the pile and which in the box (only
how many of each type is public) and the pile's order, the mosaic and stall piles below their
visible top cards, the other seats' characters (hands, deals, keep choices) and the random
generator. Each is re-dealt from its unseen pool (sorted first, so the result does not depend
on where the real secrets lie) with the bot's own generator; the log is left out."""

from __future__ import annotations

import copy
import random
from typing import Any

from games.almadi.data import CHARACTERS, MOSAICS, STALLS, TILES_BY_TYPE
from games.almadi.scoring import score_all
from games.almadi.state import AlmadiState
from games.core.rng import Rng
from games.core.search import redeal

TYPE_OF = {t: kind for kind, tiles in TILES_BY_TYPE.items() for t in tiles}


def fast_copy(state: AlmadiState) -> AlmadiState:
    """An independent copy without the log (the rules only append to it), built field by field
    rather than through JSON (the bots copy the state for every candidate: 0.4 ms through JSON
    with a grown log). ``tests/games/almadi/test_bot_copy.py`` checks that every mutable field
    is copied, so a field added to the state cannot be shared by mistake."""
    t = state.turn
    turn = _clone(t, pool=dict(t.pool), last_left=dict(t.last_left), used=list(t.used))
    players = [
        _clone(
            p,
            cells=dict(p.cells),
            stalls=list(p.stalls),
            mosaics=list(p.mosaics),
            objectives=dict(p.objectives),
            characters=list(p.characters),
            hand=list(p.hand),
            dealt=list(p.dealt),
            kept=None if p.kept is None else list(p.kept),
        )
        for p in state.players
    ]
    return _clone(
        state,
        options=dict(state.options),
        rng=Rng(state.rng.seed, state.rng.counter),
        order=list(state.order),
        start_queue=list(state.start_queue),
        start_available=list(state.start_available),
        players=players,
        board=list(state.board),
        pile=list(state.pile),
        box=list(state.box),
        mosaic_pile=list(state.mosaic_pile),
        stall_pile=list(state.stall_pile),
        card_box=list(state.card_box),
        table_objectives=list(state.table_objectives),
        market=list(state.market),
        turn=turn,
        extra_queue=list(state.extra_queue),
        end_passed=list(state.end_passed),
        log=[],
        result=copy.deepcopy(state.result),
    )


def _clone(obj: Any, **changes: Any) -> Any:
    """``dataclasses.replace`` without its ``__init__`` (a third of a strong decision): the
    fields are taken over as they are, then ``changes`` replace the mutable ones."""
    twin = object.__new__(type(obj))
    twin.__dict__.update(obj.__dict__)
    twin.__dict__.update(changes)
    return twin


def determinize(game: Any, state: AlmadiState, seat: int, rng: random.Random) -> AlmadiState:
    s = fast_copy(state)
    # landscapes: per type, the pile's share of the unseen tiles, in a fresh order
    pile: list[str] = []
    box: list[str] = [t for t in s.box if t not in TYPE_OF]
    for kind in TILES_BY_TYPE:
        in_pile = [t for t in s.pile if TYPE_OF.get(t) == kind]
        in_box = [t for t in s.box if TYPE_OF.get(t) == kind]
        new_pile, new_box = redeal(rng, [in_pile, in_box])
        pile += new_pile
        box += new_box
    pile.sort()
    rng.shuffle(pile)
    s.pile, s.box = pile, box
    # mosaic and stall piles: the top card is visible, the rest comes from the unseen pool
    boxed = {
        "m": [c for c in s.card_box if c in MOSAICS],
        "s": [c for c in s.card_box if c in STALLS],
    }
    rest_box = [c for c in s.card_box if c not in MOSAICS and c not in STALLS]
    mos_rest, boxed["m"] = redeal(rng, [s.mosaic_pile[1:], boxed["m"]])
    s.mosaic_pile = s.mosaic_pile[:1] + mos_rest
    stall_rest, boxed["s"] = redeal(rng, [s.stall_pile[1:], boxed["s"]])
    s.stall_pile = s.stall_pile[:1] + stall_rest
    # characters: the other seats' hands and deals come from the unseen characters
    others = [p for p in s.players if p.seat != seat]
    chars_box = [c for c in rest_box if c in CHARACTERS]
    rest_box = [c for c in rest_box if c not in CHARACTERS]
    groups = [p.hand for p in others] + [p.dealt for p in others] + [chars_box]
    dealt = redeal(rng, groups)
    for i, p in enumerate(others):
        p.hand = sorted(dealt[i])
        p.dealt = sorted(dealt[len(others) + i])
        if p.kept is not None:
            p.kept = sorted(rng.sample(p.dealt, len(p.kept)))
    s.card_box = rest_box + boxed["m"] + boxed["s"] + dealt[-1]
    s.rng = Rng(f"sample:{rng.random()}")
    return s


def value(game: Any, state: AlmadiState) -> list[float]:
    """Each seat's score if the game ended now (the final result once it has)."""
    result = game.result(state)
    if result is not None:
        return [float(x) for x in result.scores]
    scores, _ = score_all(state.players, bool(state.options.get("characters")))
    return [float(x) for x in scores]


def end_cause(state: AlmadiState) -> str:
    """Almadi ends when the landscape pile runs out (for ``caravanserai simulate``)."""
    return "pile empty" if not state.pile else "other"
