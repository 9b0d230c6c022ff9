"""Bot levels: every level finishes every game at every player count, and no level's
decision depends on a secret of another seat (perturbation: change another seat's hidden
information, keep the bot's seed → the same sampled world and the same decision)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from games.core.bots import LEVELS, check_level
from games.core.playout import next_actor
from games.core.registry import game_ids, get_game
from games.core.search import Budget
from games.core.testing import hooks

TINY = Budget(iterations=1, candidates=2, horizon=4)
SMALL = Budget(iterations=2, candidates=3, horizon=12)


def _shrink(game_id: str, budget: Budget, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's ``strong`` level on ``budget`` (a game without a strong bot: nothing)."""
    bots = hooks(get_game(game_id)).bots
    if bots is not None:
        monkeypatch.setattr(bots, "STRONG", replace(budget, passive=bots.STRONG.passive))


def _cases() -> list[tuple[str, int]]:
    out = []
    for gid in game_ids():
        spec = get_game(gid).spec
        out += [(gid, n) for n in range(spec.min_players, spec.max_players + 1)]
    return out


@pytest.mark.parametrize(("game_id", "players"), _cases())
def test_every_level_finishes_a_game(
    game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seats cycle through strong, normal and easy; strong on a tiny budget keeps it fast."""
    _shrink(game_id, TINY, monkeypatch)
    game = get_game(game_id)
    options = hooks(game).options
    seed = f"levels:{players}"
    state = game.new(players, seed, options)
    levels = [("strong", "normal", "easy")[s % 3] for s in range(players)]
    actions = 0
    while not game.is_over(state):
        assert actions < 20_000, "the game did not end"
        seat = next_actor(game, state)
        # hashing a whole state (half a megabyte in Emira and Agra) twice a move was most of
        # this test's time: every 5th decision still catches a bot that writes to its state
        watched = actions % 5 == 0
        before = game.state_hash(state) if watched else ""
        action = game.make_bot(f"{seed}:{actions}", levels[seat]).choose(game, state, seat)
        assert not watched or game.state_hash(state) == before, "a bot changed its state"
        assert action in game.legal(state, seat) or game.accepts(state, seat, action)
        game.apply(state, seat, action)
        actions += 1
    assert game.result(state) is not None


def test_levels_are_checked() -> None:
    assert LEVELS == ("easy", "normal", "strong") and check_level(" Strong ") == "strong"
    with pytest.raises(ValueError, match="unknown bot level 'hard'"):
        get_game("agra").make_bot("x", "hard")


# -- secrets: perturb another seat's hidden information (the game's hooks) -------------------
def _positions(game_id: str, players: int, count: int) -> list[tuple[Any, int]]:
    """Mid-game positions where the seat to act has a real choice."""
    game = get_game(game_id)
    state = game.new(players, f"secret:{game_id}", hooks(game).options)
    out: list[tuple[Any, int]] = []
    actions = 0
    while not game.is_over(state) and len(out) < count:
        seat = next_actor(game, state)
        if actions % 7 == 3 and len(game.legal(state, seat)) > 1:
            out.append((game.copy(state), seat))
        game.apply(state, seat, game.make_bot(f"p{actions}").choose(game, state, seat))
        actions += 1
    assert len(out) == count
    return out


@pytest.mark.parametrize("game_id", game_ids())
def test_no_decision_depends_on_another_seats_secret(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = get_game(game_id)
    found = hooks(game)
    if found.perturb is None:
        pytest.skip(f"{game_id} declares no perturbation of the secrets (games.core.testing)")
    _shrink(game_id, SMALL, monkeypatch)
    players = min(4, game.spec.max_players)
    for k, (state, seat) in enumerate(_positions(game_id, players, 6)):
        changed = game.copy(state)
        found.perturb(changed, seat)
        assert game.state_hash(changed) != game.state_hash(state), "nothing was perturbed"
        if found.determinize is not None:
            worlds = [
                game.encode(found.determinize(game, s, seat, random.Random(k)))
                for s in (state, changed)
            ]
            assert worlds[0] == worlds[1], "the sampled world depends on another seat's secret"
        for level in LEVELS:
            bot_seed = f"same:{k}"
            picks = [
                game.make_bot(bot_seed, level).choose(game, game.copy(s), seat)
                for s in (state, changed)
            ]
            assert picks[0] == picks[1], f"{level} decided differently on a perturbed secret"


@pytest.mark.parametrize("characters", [False, True])
def test_almadi_seat_score_is_the_rules_score(characters: bool) -> None:
    """The bots' incremental score equals the rules' ``score_all`` for every seat all game long
    (random moves reach odd boards: holes, characters, rubies ranks)."""
    from games.almadi.bots import seat_score
    from games.almadi.scoring import score_all

    game = get_game("almadi")
    for players in (2, 4):
        state = game.new(players, f"score:{players}", {"characters": characters})
        rng = random.Random(players)
        while not game.is_over(state):
            scores, _ = score_all(state.players, characters)
            assert [seat_score(state, s) for s in range(players)] == scores
            seat = next_actor(game, state)
            game.apply(state, seat, rng.choice(game.legal(state, seat)))


def test_strong_compares_the_alternatives_the_heuristic_rates_best() -> None:
    """``_widen``: a heuristic with ``rank`` names the alternatives (best first, only legal
    ones), chance fills the rest; without ``rank`` chance alone, as before ranks existed."""
    from games.core.search import _widen

    class Ranked:
        def rank(self, game: Any, state: Any, seat: int) -> list[str]:
            return ["z", "gone", "y"]

    others = ["a", "b", "c", "y", "z"]
    assert _widen(Ranked(), None, None, 0, others, 2, random.Random(1)) == ["z", "y"]
    three = _widen(Ranked(), None, None, 0, others, 3, random.Random(1))
    assert three[:2] == ["z", "y"] and three[2] in {"a", "b", "c"}
    plain = _widen(object(), None, None, 0, others, 2, random.Random(1))
    assert plain == random.Random(1).sample(others, 2)


@pytest.mark.parametrize("game_id", ["al-rashid", "almadi"])
def test_heuristic_ranks_name_only_legal_actions(game_id: str) -> None:
    """Every ranked action is legal; the search uses the rank at real positions."""
    game = get_game(game_id)
    policy = game.make_bot("r", "normal")
    used = 0
    for state, seat in _positions(game_id, 4, 12):
        ranked = policy.rank(game, state, seat)
        assert set(ranked) <= set(game.legal(state, seat))
        used += bool(ranked)
    assert used
