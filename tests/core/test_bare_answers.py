"""The bare answer to the question a prompt asks is accepted: the sector, the number, the marker,
the track — the words that end exactly one legal move — and the words that begin exactly one
(``end`` when only ``end turn`` is legal). Found at positions of seeded random games."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from games.core.playout import next_actor
from games.core.registry import get_game


def _positions(game_id: str, wanted: Callable[[list[str]], bool], seats: int = 3):
    """(state, seat, legal) at positions whose legal moves ``wanted`` accepts (a few games)."""
    game = get_game(game_id)
    for seed in range(8):
        state = game.new(seats, f"bare-{seed}")
        rnd = random.Random(seed)
        for _ in range(1500):
            if game.is_over(state):
                break
            seat = next_actor(game, state)
            legal = game.legal(state, seat)
            if wanted(legal):
                yield game.copy(state), seat, legal
            game.apply(state, seat, rnd.choice(legal))


def _verb(legal: list[str], verb: str, words: int) -> bool:
    return len(legal) > 1 and all(a.split()[0] == verb and len(a.split()) == words for a in legal)


CASES: list[tuple[str, Callable[[list[str]], bool], Callable[[str], str]]] = [
    # "Place your pasha: choose the sector." → `sanmatia`
    ("al-rashid", lambda legal: _verb(legal, "place", 3), lambda a: a.split()[-1]),
    ("al-rashid", lambda legal: _verb(legal, "resolve", 2), lambda a: a.split()[-1]),
    # "How many goods to produce." → `2`
    ("agra", lambda legal: _verb(legal, "produce", 2), lambda a: a.split()[-1]),
    # "Choose a track." → `artisans`
    ("agra", lambda legal: _verb(legal, "raise", 2), lambda a: a.split()[-1]),
    # "Good Looking: choose the marker type." → `beauty`
    ("emira", lambda legal: _verb(legal, "type", 2), lambda a: a.split()[-1]),
]


@pytest.mark.parametrize(("game_id", "wanted", "bare"), CASES)
def test_the_bare_answer_is_the_move(game_id: str, wanted: Any, bare: Any) -> None:
    game = get_game(game_id)
    checked = 0
    for state, seat, legal in _positions(game_id, wanted):
        for action in legal:
            assert game.resolve(state, seat, bare(action)) == [action], (legal, bare(action))
        checked += 1
        if checked >= 3:
            break
    assert checked, "no such position came up"


@pytest.mark.parametrize("game_id", ["agra"])
def test_the_first_word_of_the_only_move_of_its_kind(game_id: str) -> None:
    """`end` when `end turn` is the only move beginning so."""
    game = get_game(game_id)
    checked = 0
    for state, seat, legal in _positions(game_id, lambda legal: "end turn" in legal, seats=2):
        if sum(a.split()[0] == "end" for a in legal) == 1:
            assert game.resolve(state, seat, "end") == ["end turn"], legal
            checked += 1
        if checked >= 3:
            break
    assert checked, "no such position came up"


def test_an_ambiguous_bare_word_is_still_refused() -> None:
    """`1` never stands for `take 3.1` (a cell's half is no answer), nor a tail two moves end
    with."""
    from games.core import ActionError

    game = get_game("almadi")
    for state, seat, _legal in _positions("almadi", lambda legal: _verb(legal, "take", 2)):
        with pytest.raises(ActionError):
            game.resolve(state, seat, "1")
        break


def test_a_bare_amount_where_a_number_is_asked() -> None:
    """Emira's bid: `30` for `bid 30`."""
    game = get_game("emira")
    checked = 0
    for state, seat, _legal in _positions("emira", lambda legal: True):
        spec = game.numeric(state, seat)
        if spec is None:
            continue
        amount = spec.min + spec.step
        if amount <= spec.max:
            assert game.resolve(state, seat, str(amount)) == [spec.text(amount)]
            checked += 1
        if checked >= 3:
            break
    assert checked, "no bid came up"


def test_almadi_prompts_suggest_only_legal_moves() -> None:
    """The example in a take or place prompt is a move legal now (the first turn's `place 1.1`
    only, never `place 2.3`)."""
    import re

    game = get_game("almadi")
    checked = 0
    for state, seat, legal in _positions("almadi", lambda legal: True, seats=2):
        prompt = game.prompt(state, seat)
        for example in re.findall(r"`((?:take|place) \d\.\d)`", prompt):
            assert example in legal, (prompt, legal)
            checked += 1
        if checked >= 40:
            break
    assert checked


def test_agra_raise_and_influence_name_the_same_move() -> None:
    game = get_game("agra")
    seen = set()
    for state, seat, legal in _positions("agra", lambda legal: True, seats=2):
        for action in legal:
            verb, _, rest = action.partition(" ")
            if verb in ("raise", "influence") and rest and verb not in seen:
                other = "influence" if verb == "raise" else "raise"
                assert game.resolve(state, seat, f"{other} {rest}") == [action], legal
                seen.add(verb)
        if len(seen) == 2:
            break
    assert seen == {"raise", "influence"}, seen
