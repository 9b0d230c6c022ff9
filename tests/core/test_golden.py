"""Replay the golden game logs: same final state, same scores, same ranks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.core.playout import replay
from games.core.registry import game_ids, get_game
from tests.support.golden import CASES, FOLDER


@pytest.mark.parametrize("name", [c["name"] for c in CASES])
def test_golden_game_replays_identically(name: str) -> None:
    data = json.loads((FOLDER / f"{name}.json").read_text())
    game = get_game(data["game"])
    assert data["rules_version"] == game.spec.version, "rules version changed: migrate or re-record"
    actions = [(seat, action) for seat, action in data["actions"]]
    state = replay(game, data["seats"], data["seed"], data["options"], actions)
    assert game.is_over(state)
    result = game.result(state)
    assert (result.scores, result.ranks) == (data["scores"], data["ranks"])
    assert game.state_hash(state) == data["final_hash"]


def test_every_golden_file_is_a_case() -> None:
    assert {p.stem for p in Path(FOLDER).glob("*.json")} == {c["name"] for c in CASES}


def test_every_registered_game_has_a_golden_game() -> None:
    """A registered game without a golden log would change silently: record one (add a case
    to ``tests/support/golden.py`` and run ``python -m tests.support.golden``)."""
    missing = sorted(set(game_ids()) - {c["game"] for c in CASES})
    assert not missing, f"no golden game for {missing}"
