"""Bots for Almadi. The core RandomBot plays any game; ``EagerBot`` is the beginner-level player
that fills empty, resigned and timed-out seats.

It looks one decision ahead with the real rules: each candidate action is applied to a copy of
the state and the seat's own score-if-it-ended-now is compared, plus a small value for effects
still waiting in the pool. Sub-choices are followed (a ``take`` is worth its best placement, a
``moon`` its best objective, a genie's ``move`` its best destination), so it never takes an objective it has
not fulfilled (held unfulfilled objectives score negative) and resolves effects only when they
help. It does not plan ahead or watch the opponents: a beginner, not a random clicker.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from games.almadi import sample
from games.almadi.scoring import largest_oasis_group, oasis_bonus, ruby_points, score_all
from games.almadi.state import AlmadiState, Player
from games.core.bots import make_level_bot
from games.core.protocol import Game
from games.core.search import Budget

# what an item still waiting in the pool is worth (it may be resolved later this turn)
POOL_VALUE = {"genie": 0.5, "hammer": 2.0, "stall": 1.5, "moon": 0.2, "ruby": 1.5}
# verbs whose real value is in the sub-choice that follows them (a genie's moves are weighed
# once it is resolved: `skip` stays possible, and the search stays fast)
CHAINED = ("take", "move", "swap", "moon", "ali")
# character actions: an in-game power is worth more than its immediate score change
POWERS = ("recruit", "aladdin", "badroulboudour", "paribanou", "zaynab", "copy")


class EagerBot:
    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))

    def choose(self, game: Game[Any], state: AlmadiState, seat: int) -> str:
        actions = game.legal(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        if len(actions) == 1:
            return actions[0]
        if state.phase in ("setup_start", "setup_keep"):
            return self.rng.choice(actions)
        scored = [
            (self._value(game, state, seat, a, 2) + self.rng.random() * 0.01, a) for a in actions
        ]
        return max(scored)[1]

    def rank(self, game: Game[Any], state: AlmadiState, seat: int) -> list[str]:
        """Every legal action, the best by this bot's look-ahead value first (the ``strong``
        search compares these first); none during the random set-up choices."""
        if state.phase in ("setup_start", "setup_keep"):
            return []
        actions = game.legal(state, seat)
        return sorted(actions, key=lambda a: -self._value(game, state, seat, a, 2))

    def _value(
        self, game: Game[Any], state: AlmadiState, seat: int, action: str, depth: int
    ) -> float:
        after = sample.fast_copy(state)  # not game.copy: no JSON, no log (43 ms a move before)
        game.apply(after, seat, action)
        value = _worth(after, seat)
        verb = action.split()[0]
        if verb in POWERS:
            value += 2.5
        if depth > 0 and verb in CHAINED and not game.is_over(after):
            follow = game.legal(after, seat)
            if follow and after.phase == "turn" and after.active == seat:
                value = max(self._value(game, after, seat, a, depth - 1) for a in follow)
        return value


def _worth(state: AlmadiState, seat: int) -> float:
    """The seat's score if the game ended now, plus what its waiting pool items may bring."""
    value = float(seat_score(state, seat))
    if state.phase == "turn" and state.active == seat:
        value += sum(POOL_VALUE.get(k, 0.0) * n for k, n in state.turn.pool.items())
    return value


# a player's own scoring (largest oasis group, total without oasis bonus and rubies) by what it
# depends on: a candidate move changes one player, so the others are looked up, not re-scored
# (score_all was 70 % of a strong decision); cleared when full so a long-running bot stays small
_OWN: dict[tuple[Any, ...], tuple[int, int]] = {}
_OWN_MAX = 20_000


def _own(p: Player, characters: bool) -> tuple[int, int]:
    key = (
        frozenset(p.cells.items()),
        tuple(p.stalls),
        tuple(p.mosaics),
        tuple(p.objectives.items()),
        tuple(p.characters),
        p.copy,
        characters,
    )
    hit = _OWN.get(key)
    if hit is None:
        # scored beside an empty player, then the only terms that compare players are removed
        _, (b, _empty) = score_all([replace(p, rubies=0), Player(seat=-1)], characters)
        hit = (largest_oasis_group(p.cells), sum(b.values()) - b["oasis_bonus"] - b["rubies"])
        if len(_OWN) >= _OWN_MAX:
            _OWN.clear()
        _OWN[key] = hit
    return hit


def seat_score(state: AlmadiState, seat: int) -> int:
    """``score_all(...)[0][seat]`` (tested equal), computing only what changed since a
    position with the same players was last scored."""
    characters = bool(state.options.get("characters"))
    own = [_own(p, characters) for p in state.players]
    bonus = oasis_bonus([largest for largest, _ in own])
    rubies = ruby_points([p.rubies for p in state.players], characters)
    return own[seat][1] + bonus[seat] + rubies[seat]


# strong: rollouts of about a round (EagerBot itself looks one decision ahead) from the actions
# EagerBot rates best, valued by the score now
STRONG = Budget(iterations=5, candidates=4, horizon=16, margin=0.05, scale=5.0)


def make_bot(seed: str, level: str = "normal") -> Any:
    """``easy`` random legal moves, ``normal`` the EagerBot, ``strong`` determinized rollouts
    of it (:mod:`games.core.search`)."""
    return make_level_bot(
        seed,
        level,
        normal=EagerBot,
        sample=sample.determinize,
        value=sample.value,
        budget=STRONG,
        copy=sample.fast_copy,
    )
