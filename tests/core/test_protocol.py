"""The engine protocol's shared parts: options, validation, ranking, RNG, playout and replay."""

from __future__ import annotations

import pytest

from games.core import (
    GameSpec,
    IllegalAction,
    MalformedAction,
    NotYourTurn,
    Option,
    Rng,
    UnknownSeat,
    normalize,
    play_random_game,
    rank_by,
)
from games.core.playout import replay
from games.core.registry import game_ids, get_game
from tests.support.toy_game import GAME as TOY


def test_options_defaults_parse_and_refuse() -> None:
    spec = GameSpec(
        "x", "X", 2, 4, (Option("fast", bool, False, "h"), Option("n", int, 3, "h", (3, 4)))
    )
    assert spec.resolve_options(None) == {"fast": False, "n": 3}
    assert spec.resolve_options({"fast": "yes", "n": "4"}) == {"fast": True, "n": 4}
    with pytest.raises(ValueError, match="unknown option"):
        spec.resolve_options({"slow": 1})
    with pytest.raises(ValueError, match="true or false"):
        spec.resolve_options({"fast": "maybe"})
    with pytest.raises(ValueError, match="one of"):
        spec.resolve_options({"n": 5})


def test_rank_by_shares_ties() -> None:
    assert rank_by([10, 12, 10, 3]) == [2, 1, 2, 4]


def test_normalize() -> None:
    assert normalize("  Take   2.1 ") == "take 2.1"


def test_rng_is_deterministic_and_serialisable() -> None:
    a, b = Rng("seed"), Rng("seed")
    assert a.shuffled(range(20)) == b.shuffled(range(20))
    c = Rng.from_json(a.to_json())
    assert c.randint(0, 10**9) == a.randint(0, 10**9)
    assert Rng("other").shuffled(range(20)) != Rng("seed").shuffled(range(20))


def test_apply_validation_errors_leave_state() -> None:
    state = TOY.new(2, "s")
    snapshot = TOY.state_hash(state)
    with pytest.raises(UnknownSeat):
        TOY.apply(state, 5, "secret 1")
    with pytest.raises(MalformedAction) as info:
        TOY.apply(state, 0, "jump")
    assert info.value.allowed == ["secret 1", "secret 2", "secret 3"]
    assert "secret 1" in info.value.hint()
    with pytest.raises(IllegalAction):
        TOY.apply(state, 0, "secret 7")
    TOY.apply(state, 0, "Secret  1")  # normalised
    with pytest.raises(NotYourTurn, match="waiting for seat 2"):
        TOY.apply(state, 0, "secret 2")
    assert TOY.state_hash(state) != snapshot


@pytest.mark.parametrize("game_id", game_ids())
def test_registered_games_play_and_replay(game_id: str) -> None:
    game = get_game(game_id)
    for players in (game.spec.min_players, game.spec.max_players):
        playout = play_random_game(game, players, f"proto-{players}")
        result = game.result(playout.state)
        assert result is not None and len(result.ranks) == players and min(result.ranks) == 1
        rebuilt = replay(game, players, f"proto-{players}", None, playout.actions)
        assert game.state_hash(rebuilt) == game.state_hash(playout.state)
        assert game.state_hash(game.copy(playout.state)) == game.state_hash(playout.state)
        for seat in [None, *range(players)]:
            view = game.view(playout.state, seat)
            assert view["game"] == game.spec.id and view["viewer"] == seat
