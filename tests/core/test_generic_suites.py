"""Registering a game is enough for every generic suite to take it up.

The toy game (``tests/support/toy_game.py``) is registered by ``tests/conftest.py`` alone, with
one line, as a fifth game would be by ``games/core/registry.py``: each generic suite must have
collected it among its cases (some skip it with a reason: it has no renderer and speaks only
English). A suite that kept its own list of games would miss it and fail here."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from games.core.registry import game_ids

# module -> the generic tests in it, parametrised over the registered games
SUITES: dict[str, tuple[str, ...]] = {
    "tests.core.test_conformance": ("test_every_registered_game_conforms_at_every_step",),
    "tests.core.test_golden": ("test_golden_game_replays_identically",),
    "tests.games.test_bot_levels": (
        "test_every_level_finishes_a_game",
        "test_no_decision_depends_on_another_seats_secret",
    ),
    "tests.games.test_terms": ("test_explain_answers_every_term_of_the_game",),
    "tests.renderers.test_layout": (
        "test_whole_games_through_the_cache_are_the_games_drawn_fresh",
    ),
    "tests.renderers.test_first_screen": ("test_the_first_screen_shows_turn_decision_and_board",),
    "tests.renderers.test_image_words": ("test_every_word_drawn_is_translated_and_fits",),
    "tests.e2e.test_pseudo_locale": ("test_a_whole_game_of_each_engine_in_the_pseudo_locale",),
    "tests.e2e.test_turns": (
        "test_a_whole_game_posts_one_board_per_turn_within_the_request_budget",
    ),
}


def _values(test: Any) -> list[Any]:
    """Every value of every parametrisation of ``test`` (the first of a tuple of values)."""
    out: list[Any] = []
    for mark in getattr(test, "pytestmark", []):
        if mark.name != "parametrize":
            continue
        for value in mark.args[1]:
            value = value.values if hasattr(value, "values") else value  # pytest.param
            out.append(value[0] if isinstance(value, tuple | list) else value)
    return out


@pytest.mark.parametrize(("module", "test"), [(m, t) for m, tests in SUITES.items() for t in tests])
def test_the_toy_game_is_among_the_cases_of_every_generic_suite(module: str, test: str) -> None:
    values = _values(getattr(importlib.import_module(module), test))
    assert values, f"{module}.{test} is not parametrised"
    if module == "tests.core.test_golden":  # golden cases are named games
        from tests.support.golden import CASES

        values = [c["game"] for c in CASES if c["name"] in values]
    assert set(game_ids()) <= set(values), (module, test, sorted(set(game_ids()) - set(values)))
    assert "toy" in game_ids()
