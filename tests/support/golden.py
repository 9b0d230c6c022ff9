"""Golden game logs: complete games recorded once and replayed on every test run, so a rules
change that alters an old game is noticed (the 18xx habit). Regenerate deliberately, after
reviewing why a game changed, with ``python -m tests.support.golden``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from games.core.playout import next_actor
from games.core.registry import get_game

FOLDER = Path(__file__).resolve().parent.parent / "golden"

CASES: list[dict[str, Any]] = [
    {"name": "almadi-2p-base", "game": "almadi", "seats": 2, "seed": "golden-a", "options": {}},
    {
        "name": "almadi-4p-characters",
        "game": "almadi",
        "seats": 4,
        "seed": "golden-b",
        "options": {"characters": True},
    },
    {"name": "al-rashid-3p", "game": "al-rashid", "seats": 3, "seed": "golden-c", "options": {}},
    {"name": "al-rashid-5p", "game": "al-rashid", "seats": 5, "seed": "golden-d", "options": {}},
    {"name": "emira-3p", "game": "emira", "seats": 3, "seed": "golden-e", "options": {}},
    {
        "name": "emira-5p-advanced",
        "game": "emira",
        "seats": 5,
        "seed": "golden-f",
        "options": {"advanced": True},
    },
    {"name": "agra-2p", "game": "agra", "seats": 2, "seed": "golden-g", "options": {}},
    {"name": "agra-4p", "game": "agra", "seats": 4, "seed": "golden-h", "options": {}},
    {"name": "toy-3p", "game": "toy", "seats": 3, "seed": "golden-t", "options": {}},
]


def record(case: dict[str, Any]) -> dict[str, Any]:
    game = get_game(case["game"])
    state = game.new(case["seats"], case["seed"], case["options"])
    bots = [game.make_bot(f"{case['seed']}:{s}") for s in range(case["seats"])]
    actions: list[list[Any]] = []
    while not game.is_over(state):
        seat = next_actor(game, state)
        action = bots[seat].choose(game, state, seat)
        game.apply(state, seat, action)
        actions.append([seat, action])
    result = game.result(state)
    return {
        **case,
        "rules_version": game.spec.version,
        "actions": actions,
        "final_hash": game.state_hash(state),
        "scores": result.scores,
        "ranks": result.ranks,
    }


def main() -> None:
    from games.core.registry import register

    register("toy", "tests.support.toy_game:GAME")  # as tests/conftest.py does
    FOLDER.mkdir(exist_ok=True)
    for case in CASES:
        data = record(case)
        (FOLDER / f"{case['name']}.json").write_text(json.dumps(data, indent=0) + "\n")
        print(case["name"], len(data["actions"]), "actions", data["scores"])


if __name__ == "__main__":
    main()
