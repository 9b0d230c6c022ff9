"""The shared resolver reads every registered game's own texts back exactly.

Players type a move's text, or several steps on one line, and ``Game.resolve`` turns it into
canonical steps. The hand-written cases of ``test_protocol`` cannot foresee every game's
vocabulary, so this sweep plays seeded random games of each registered game and, at sampled
positions, checks that each legal action's text resolves to itself and that the line
``"<a> <b>"`` of two legal consecutive steps resolves to exactly ``[a, b]`` — never a step
taken twice, dropped, or read as another move. Registering a game is enough to be swept.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.core import ActionError
from games.core.bots import RandomBot
from games.core.playout import next_actor
from games.core.protocol import Game
from games.core.registry import game_ids, get_game
from tests.support.toy_game import ToyGame

# the sampling bounds: positions per configuration, first steps per position, second steps per
# first step (chosen so the whole sweep stays a few seconds of CPU for the four games)
POSITIONS = 16
FIRSTS = 6
SECONDS = 4
MAX_ACTIONS = 5_000  # a random game longer than this stops being sampled (never an error)


def configurations(game: Game[Any]) -> list[tuple[int, dict[str, Any]]]:
    """Player counts and option sets to sweep: the fewest players with the default options,
    the most with every option away from its default, and a middle count with the defaults."""
    spec = game.spec
    changed: dict[str, Any] = {}
    for option in spec.options:
        if option.kind is bool:
            changed[option.name] = not option.default
        elif option.choices:
            changed[option.name] = next(c for c in option.choices if c != option.default)
    middle = (spec.min_players + spec.max_players) // 2
    configs = [(spec.min_players, {}), (spec.max_players, changed), (middle, {})]
    return [c for i, c in enumerate(configs) if c not in configs[:i]]


def resolved(game: Game[Any], state: Any, seat: int, text: str) -> list[str] | str:
    """What ``text`` resolves to, or the refusal's message."""
    try:
        return game.resolve(state, seat, text)
    except ActionError as refusal:
        return f"refused: {refusal}"


def check_position(
    game: Game[Any], state: Any, seat: int, rng: random.Random, wrong: list[str]
) -> tuple[int, int]:
    """Check the texts typed at one position; return (single texts, lines) checked."""
    allowed = game.legal(state, seat)
    for action in allowed:
        got = resolved(game, state, seat, action)
        if got != [action]:
            wrong.append(f"{action!r} -> {got!r}")
    lines = 0
    for first in rng.sample(allowed, min(FIRSTS, len(allowed))):
        after = game.copy(state)
        game.apply(after, seat, first)
        if game.is_over(after) or seat not in game.pending(after):
            continue
        follows = game.legal(after, seat)
        for second in rng.sample(follows, min(SECONDS, len(follows))):
            lines += 1
            got = resolved(game, state, seat, f"{first} {second}")
            if got != [first, second]:
                wrong.append(f"{first!r} + {second!r} -> {got!r}")
    return len(allowed), lines


def sweep(game: Game[Any], players: int, options: dict[str, Any], seed: str) -> dict[str, Any]:
    """Play one random game, then replay it checking ``POSITIONS`` positions spread over it
    (replayed rather than copied: a copy of every position costs more than the checks)."""
    state = game.new(players, seed, options)
    bots = [RandomBot(f"{seed}:{s}") for s in range(players)]
    moves: list[tuple[int, str]] = []
    while not game.is_over(state) and len(moves) < MAX_ACTIONS:
        seat = next_actor(game, state)
        moves.append((seat, bots[seat].choose(game, state, seat)))
        game.apply(state, seat, moves[-1][1])
    rng = random.Random(seed)
    # half of the positions where the same seat moves again, so that lines of two steps exist
    # even in games where most steps end the turn
    again = [i for i in range(len(moves) - 1) if moves[i + 1][0] == moves[i][0]]
    sampled = set(rng.sample(again, min(POSITIONS // 2, len(again))))
    others = [i for i in range(len(moves)) if i not in sampled]
    sampled |= set(rng.sample(others, min(POSITIONS - len(sampled), len(others))))
    wrong: list[str] = []
    singles = lines = 0
    state = game.new(players, seed, options)
    for index, (seat, action) in enumerate(moves):
        if index in sampled:
            one, two = check_position(game, state, seat, rng, wrong)
            singles += one
            lines += two
        game.apply(state, seat, action)
    return {"positions": len(sampled), "singles": singles, "lines": lines, "wrong": wrong}


class _Market(ToyGame):
    """Goods taken one by one (each still legal after itself), where ``place cloth`` also
    begins ``place clothing``: the two shapes the generic sweep first found read wrongly."""

    def legal(self, state: dict[str, Any], seat: int) -> list[str]:
        taken = state.setdefault("taken", [])
        if len(taken) < 3:
            return ["take wood", "take metal", "place cloth", "place clothing", "done"]
        return ["process 0", "done"]

    def _apply(self, state: dict[str, Any], seat: int, action: str) -> list[Any]:
        state.setdefault("taken", []).append(action)
        return []


def test_a_step_still_legal_after_itself_is_taken_once() -> None:
    market = _Market()
    state = market.new(2, "s")
    assert market.resolve(state, 0, "take wood take metal") == ["take wood", "take metal"]
    assert market.resolve(state, 0, "take wood take wood") == ["take wood", "take wood"]
    assert market.resolve(state, 0, "take wood done") == ["take wood", "done"]
    assert market.resolve(state, 0, "take w take m take w process 0") == [
        "take wood",
        "take metal",
        "take wood",
        "process 0",
    ]
    assert "taken" not in state or state["taken"] == []  # resolving never changes the state


def test_a_step_typed_in_full_is_not_a_prefix_of_a_longer_one() -> None:
    market = _Market()
    state = market.new(2, "s")
    assert market.resolve(state, 0, "place cloth done") == ["place cloth", "done"]
    assert market.resolve(state, 0, "place clothing done") == ["place clothing", "done"]
    assert market.resolve(state, 0, "place clothi done") == ["place clothing", "done"]


@pytest.mark.parametrize("game_id", game_ids())
def test_typed_texts_resolve_to_exactly_their_steps(game_id: str) -> None:
    game = get_game(game_id)
    totals = {"positions": 0, "singles": 0, "lines": 0}
    wrong: list[str] = []
    for players, options in configurations(game):
        found = sweep(game, players, options, f"sweep-{game_id}-{players}")
        for key in totals:
            totals[key] += found[key]
        wrong += [f"{players}p {options}: {w}" for w in found["wrong"]]
    print(f"{game_id}: {totals}, wrong {len(wrong)}")
    assert totals["singles"] >= POSITIONS, totals  # the sweep really typed texts
    assert not wrong, f"{len(wrong)} wrong of {totals}:\n" + "\n".join(wrong[:15])
