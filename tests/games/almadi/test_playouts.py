"""Random playouts (1,000+ complete games), replay and encode/decode round trips."""

from __future__ import annotations

import json
import random

import pytest

from games.almadi import GAME
from games.almadi.bots import EagerBot
from games.core.playout import play_random_game, replay

CONFIGS = [(n, ch) for n in (2, 3, 4, 5) for ch in (False, True)]


class CharacterBot:
    """Random, but keen on character actions so the variant is well exercised."""

    def __init__(self, seed: str) -> None:
        self.rng = random.Random(seed)

    def choose(self, game, state, seat):
        actions = game.legal(state, seat)
        keen = [
            a
            for a in actions
            if a.split()[0]
            in (
                "recruit",
                "copy",
                "aladdin",
                "badroulboudour",
                "paribanou",
                "zaynab",
                "ali",
                "swap",
            )
        ]
        if keen and self.rng.random() < 0.8:
            return self.rng.choice(keen)
        items = [a for a in actions if a in ("ruby", "genie", "hammer", "stall", "moon")]
        if items and self.rng.random() < 0.9:
            return "ruby" if "ruby" in items else self.rng.choice(items)
        return self.rng.choice(actions)


def run(n: int, characters: bool, seed: str, bots=None, random_starts: bool = False):
    opts = {"characters": characters, "start_tiles": "random" if random_starts else "choose"}
    po = play_random_game(GAME, n, seed, opts, bots=bots, max_actions=5000)
    res = GAME.result(po.state)
    assert res is not None and len(res.ranks) == n and min(res.ranks) == 1
    assert all(p.turns >= 16 for p in po.state.players)
    assert sum(res.breakdown[i][k] for i in range(n) for k in res.breakdown[i]) == sum(res.scores)
    return po


@pytest.mark.slow
@pytest.mark.parametrize(("n", "characters"), CONFIGS)
def test_random_playouts(n, characters):
    for i in range(125):  # 8 configurations x 125 = 1,000 games
        run(n, characters, f"rp-{n}-{characters}-{i}", random_starts=i % 2 == 1)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_character_heavy_playouts(n):
    recruited = 0
    for i in range(40):
        bots = [CharacterBot(f"cb{n}-{i}-{s}") for s in range(n)]
        po = run(n, True, f"ch-{n}-{i}", bots=bots)
        recruited += sum(len(p.characters) for p in po.state.players)
    assert recruited >= 30


def play_rich(n: int, seed: str, max_actions: int = 6000):
    """Characters variant, everyone starts with 12 rubies, character-keen bots, and seats that
    are not pending act now and then when they may (Zumurrud's copy)."""
    rng = random.Random(seed)
    state = GAME.new(n, seed, {"characters": True, "start_tiles": "random"})
    for p in state.players:
        p.rubies = 6
    state.reserve -= 6 * n
    bots = [CharacterBot(f"{seed}{s}") for s in range(n)]
    actions = []
    while not GAME.is_over(state):
        assert len(actions) < max_actions
        others = [s for s in range(n) if s not in GAME.pending(state) and GAME.legal(state, s)]
        if others and rng.random() < 0.3:
            seat = rng.choice(others)
        else:
            seat = next(s for s in GAME.pending(state) if GAME.legal(state, s))
        action = bots[seat].choose(GAME, state, seat)
        GAME.apply(state, seat, action)
        actions.append((seat, action))
        yield state, seat, action


@pytest.mark.slow
def test_rich_character_games():
    extra = copies = 0
    for i in range(60):
        state = None
        for state, _seat, action in play_rich(2 + i % 4, f"rich{i}"):  # noqa: B007
            copies += action.startswith("copy")
        extra += sum(p.turns == 17 for p in state.players)
        assert GAME.result(state) is not None
    assert extra > 0 and copies > 0


def test_eager_bot_plays_games():
    for n in (2, 4):
        run(n, True, f"eager{n}", bots=[EagerBot(s) for s in range(n)])


@pytest.mark.parametrize(("n", "characters"), CONFIGS)
def test_replay_and_round_trip(n, characters):
    seed = f"replay-{n}-{characters}"
    bots = [CharacterBot(f"{seed}{s}") for s in range(n)] if characters else None
    po = run(n, characters, seed, bots=bots)
    opts = {"characters": characters, "start_tiles": "choose"}
    again = replay(GAME, n, seed, opts, po.actions)
    assert GAME.state_hash(again) == GAME.state_hash(po.state)
    # round trip at several points of the game
    state = GAME.new(n, seed, opts)
    for k, (seat, action) in enumerate(po.actions):
        if k % 17 == 0:
            data = json.loads(json.dumps(GAME.encode(state)))
            copy = GAME.decode(data)
            assert GAME.state_hash(copy) == GAME.state_hash(state)
            assert GAME.legal(copy, seat) == GAME.legal(state, seat)
        GAME.apply(state, seat, action)
    assert GAME.state_hash(state) == GAME.state_hash(po.state)


def test_seeds_differ_and_first_player_random():
    firsts = {GAME.new(4, f"f{i}").order[0] for i in range(40)}
    assert firsts == {0, 1, 2, 3}
    a, b = GAME.new(3, "x"), GAME.new(3, "x")
    assert GAME.state_hash(a) == GAME.state_hash(b)
    assert GAME.state_hash(GAME.new(3, "y")) != GAME.state_hash(a)
