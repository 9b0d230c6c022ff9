"""The bots' copy of an Almadi state (no JSON round trip for every candidate)."""

from __future__ import annotations

from dataclasses import fields

from games.almadi import GAME
from games.almadi.bots import EagerBot
from games.almadi.sample import fast_copy
from games.core.playout import next_actor


def _mid_game():
    state = GAME.new(4, "copy", {"characters": True})
    for k in range(60):
        seat = next_actor(GAME, state)
        GAME.apply(state, seat, EagerBot(f"c{k}").choose(GAME, state, seat))
    return state


def test_fast_copy_is_the_state_without_its_log() -> None:
    state = _mid_game()
    copied = fast_copy(state)
    expected = state.to_json()
    expected["log"] = []
    assert copied.to_json() == expected


def test_fast_copy_shares_no_mutable_part() -> None:
    """Every list, dict or object field is a new object, in the state, its players and turn,
    so a field added to the state later cannot be shared between a bot's copy and the game."""
    state = _mid_game()
    copied = fast_copy(state)
    pairs = [(state, copied), (state.turn, copied.turn)]
    pairs += list(zip(state.players, copied.players, strict=True))
    for original, twin in pairs:
        for f in fields(original):
            value = getattr(original, f.name)
            if (
                isinstance(value, list | dict | set)
                or hasattr(value, "__dict__")
                or hasattr(value, "__slots__")
            ):
                assert getattr(twin, f.name) is not value, f"{type(original).__name__}.{f.name}"


def test_eager_bot_leaves_the_state_alone() -> None:
    state = _mid_game()
    before = GAME.state_hash(state)
    seat = next_actor(GAME, state)
    EagerBot("x").choose(GAME, state, seat)
    assert GAME.state_hash(state) == before
