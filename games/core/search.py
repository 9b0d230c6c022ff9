"""The ``strong`` level: determinized Monte Carlo rollouts over the engine's own rules.

For each of a fixed number of iterations the bot builds one *determinization*: a full state
consistent with what the seat may know, in which everything hidden from it (other seats' hands,
secret gold, deck orders, the random generator) is re-dealt from the unseen pool with the bot's
own generator (``sample``, one per game in ``games/<game>/sample.py``). Every candidate action is
applied to a copy of that same determinization and the game is played on by the ``normal``
heuristic for every seat (the same rollout seeds for every candidate: common random numbers, so
the comparison is between actions, not between lucky dice) for at most ``horizon`` actions; the
state reached is valued by the game's score-if-it-ended-now (``value``), a finished game by its
result. When there are more actions than the budget's ``candidates``, the heuristic's ``rank``
(if it has one) picks which to compare, else chance. The candidate with the best mean margin
over the best opponent wins; the ``normal`` choice is always a candidate and keeps the move unless another beats it by ``margin``, so noise
in a small budget falls back on the heuristic rather than on a random move.

Why flat rollouts and not a tree: the engines' decisions are long chains of small sub-choices
(take, place, pay, follow…) with hidden information, where a tree over one determinization
overfits the sampled cards (strategy fusion) and a budget of under a second allows only a few
hundred rollout actions per candidate anyway.

The budget is counted in iterations and actions, never in wall-clock time, so a decision is a
pure function of (what the seat knows, seat, seed): replays and tests are deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.core.errors import ActionError
from games.core.protocol import Bot, Game

Sampler = Callable[[Game[Any], Any, int, random.Random], Any]
Valuer = Callable[[Game[Any], Any], list[float]]


@dataclass(frozen=True)
class Budget:
    """How much a ``strong`` decision may cost (counted, not timed)."""

    iterations: int = 8  # determinizations; every candidate is played once in each
    candidates: int = 6  # actions compared, the normal bot's choice first
    horizon: int = 60  # rollout actions after the candidate before the state is valued
    margin: float = 0.02  # mean utility another action must gain over the normal choice
    scale: float = 10.0  # score points worth one unit of utility (a win is worth one unit)
    # moves that change nothing by themselves (Agra's ``back`` and secondary-action menus):
    # proposed only when the heuristic picks them, else a search could walk in and out of a
    # menu for ever; any action after which the seat may go ``back`` is treated the same way
    passive: tuple[str, ...] = ("back",)


class SearchBot:
    """Determinized rollouts with the game's ``normal`` bot as prior and rollout policy."""

    def __init__(
        self,
        seed: int | str,
        *,
        policy: Callable[[str], Bot],
        sample: Sampler,
        value: Valuer,
        budget: Budget = Budget(),
        copy: Callable[[Any], Any] | None = None,
    ) -> None:
        self.seed = str(seed)
        self.copy = copy  # a quicker copy than game.copy for the sampled worlds (no log)
        self.policy = policy
        self.sample = sample
        self.value = value
        self.budget = budget

    def choose(self, game: Game[Any], state: Any, seat: int) -> str:
        legal = game.legal(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(f"{self.seed}:search:{seat}")
        b = self.budget
        worlds = [self.sample(game, state, seat, rng) for _ in range(b.iterations)]
        # the heuristic's own choice (the heuristics read no other seat's secret: tested)
        heuristic = self.policy(f"{self.seed}:prior")
        prior = heuristic.choose(game, state, seat)
        if prior not in legal and not game.accepts(state, seat, prior):
            prior = legal[0]  # (a typed amount, e.g. Emira's bids, is accepted off the menu)
        others = [a for a in legal if a != prior and a not in b.passive]
        if len(others) >= b.candidates:
            others = _widen(heuristic, game, state, seat, others, b.candidates - 1, rng)
        candidates = [prior, *others]
        totals = dict.fromkeys(candidates, 0.0)
        counts = dict.fromkeys(candidates, 0)
        for i, world in enumerate(worlds):
            for action in list(candidates):
                after = self.copy(world) if self.copy else game.copy(world)
                try:
                    game.apply(after, seat, action)
                except ActionError:  # a typed choice about cards this world dealt differently
                    continue
                if i == 0 and action != prior and _opens_menu(game, after, seat):
                    candidates.remove(action)  # a menu the heuristic would not open: see passive
                    continue
                self._rollout(game, after, f"{self.seed}:{i}")
                totals[action] += self._utility(game, after, seat)
                counts[action] += 1
        if not counts[prior]:
            return prior
        means = {a: totals[a] / counts[a] for a in candidates if counts[a] == counts[prior]}
        best = max(means, key=lambda a: means[a])
        return best if means[best] - means[prior] > b.margin else prior

    def _rollout(self, game: Game[Any], state: Any, seed: str) -> None:
        bots: dict[int, Bot] = {}
        for _ in range(self.budget.horizon):
            if game.is_over(state):
                return
            actor = _next_actor(game, state)
            if actor is None:
                return
            bot = bots.get(actor)
            if bot is None:
                bot = bots[actor] = self.policy(f"{seed}:{actor}")
            game.apply(state, actor, bot.choose(game, state, actor))

    def _utility(self, game: Game[Any], state: Any, seat: int) -> float:
        """Margin over the best opponent in score units, plus one for a won (or shared) game."""
        values = self.value(game, state)
        best_other = max(v for s, v in enumerate(values) if s != seat)
        utility = (values[seat] - best_other) / self.budget.scale
        result = game.result(state) if game.is_over(state) else None
        if result is not None and result.ranks[seat] == 1:
            utility += 1.0 / result.ranks.count(1)
        return utility


def _widen(
    heuristic: Any,
    game: Game[Any],
    state: Any,
    seat: int,
    others: list[str],
    k: int,
    rng: random.Random,
) -> list[str]:
    """``k`` of the other actions to compare with the heuristic's choice: those its ``rank``
    puts first, if it has one (a placement among fourteen sectors: the few it rates best, not
    a random few of mostly hopeless ones), the rest drawn at random."""
    rank = getattr(heuristic, "rank", None)
    ranked = rank(game, state, seat) if rank else []
    chosen = [a for a in ranked if a in others][:k]
    rest = [a for a in others if a not in chosen]
    return chosen + rng.sample(rest, k - len(chosen))


def _opens_menu(game: Game[Any], state: Any, seat: int) -> bool:
    """The action only opened a menu the seat may leave with ``back`` (nothing happened yet)."""
    return seat in game.pending(state) and "back" in game.legal(state, seat)


def _next_actor(game: Game[Any], state: Any) -> int | None:
    for seat in game.pending(state):
        if game.legal(state, seat):
            return seat
    return None


def redeal(rng: random.Random, groups: list[list[Any]]) -> list[list[Any]]:
    """What a seat cannot see, dealt again: the groups' items pooled, sorted (so the result
    depends on the pool, not on where the real items lay), shuffled by the bot's own ``rng`` and
    dealt back in the same sizes — the games' ``sample.determinize`` build worlds with it."""
    pool = sorted(x for g in groups for x in g)
    rng.shuffle(pool)
    out, k = [], 0
    for g in groups:
        out.append(pool[k : k + len(g)])
        k += len(g)
    return out
