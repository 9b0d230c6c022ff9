"""Bot levels (issue 25): every level finishes every game at every player count, and no level's
decision depends on a secret of another seat (perturbation: change another seat's hidden
information, keep the bot's seed → the same sampled world and the same decision)."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from games.core.bots import LEVELS, check_level
from games.core.playout import next_actor
from games.core.registry import get_game
from games.core.search import Budget

TINY = Budget(iterations=1, candidates=2, horizon=4)
SMALL = Budget(iterations=2, candidates=3, horizon=12)
PACKAGES = {"agra": "agra", "al-rashid": "al_rashid", "almadi": "almadi", "emira": "emira"}


def _bots(game_id: str) -> Any:
    return importlib.import_module(f"games.{PACKAGES[game_id]}.bots")


def _sample(game_id: str) -> Any:
    return importlib.import_module(f"games.{PACKAGES[game_id]}.sample")


def _cases() -> list[tuple[str, int]]:
    out = []
    for gid in PACKAGES:
        spec = get_game(gid).spec
        out += [(gid, n) for n in range(spec.min_players, spec.max_players + 1)]
    return out


@pytest.mark.parametrize(("game_id", "players"), _cases())
def test_every_level_finishes_a_game(
    game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seats cycle through strong, normal and easy; strong on a tiny budget keeps it fast."""
    bots = _bots(game_id)
    monkeypatch.setattr(bots, "STRONG", replace(TINY, passive=bots.STRONG.passive))
    game = get_game(game_id)
    options = {"characters": True} if game_id == "almadi" else None
    seed = f"levels:{players}"
    state = game.new(players, seed, options)
    levels = [("strong", "normal", "easy")[s % 3] for s in range(players)]
    actions = 0
    while not game.is_over(state):
        assert actions < 20_000, "the game did not end"
        seat = next_actor(game, state)
        before = game.state_hash(state)
        action = game.make_bot(f"{seed}:{actions}", levels[seat]).choose(game, state, seat)
        assert game.state_hash(state) == before, "a bot changed the state it was given"
        assert action in game.legal(state, seat) or game.accepts(state, seat, action)
        game.apply(state, seat, action)
        actions += 1
    assert game.result(state) is not None


def test_levels_are_checked() -> None:
    assert LEVELS == ("easy", "normal", "strong") and check_level(" Strong ") == "strong"
    with pytest.raises(ValueError, match="unknown bot level 'hard'"):
        get_game("agra").make_bot("x", "hard")


# -- secrets: perturb another seat's hidden information ---------------------------------------
def _agra(state: Any, seat: int) -> None:
    other = (seat + 1) % state["n"]
    state["players"][other]["rupees"] += 7
    state["pile"].reverse()
    state["rng"] = {"seed": "elsewhere", "counter": 3}


def _al_rashid(state: Any, seat: int) -> None:
    other = (seat + 1) % state["n"]
    for card in state["players"][other]["hand"]:
        stack = state["stacks"][card[0]]
        if stack:
            card[1], stack[0] = stack[0], card[1]
    unseen = [
        t for ts in state["tokens"].values() for t in ts if not t["up"] and seat not in t["known"]
    ]
    for colour in ("red", "blue"):  # face-down tokens the seat has not seen trade values
        same = [t for t in unseen if t["c"] == colour]
        if len(same) >= 2:
            same[0]["v"], same[-1]["v"] = same[-1]["v"], same[0]["v"]
    state["crisis_deck"].reverse()
    state["rng"] = {"seed": "elsewhere", "counter": 3}


def _almadi(state: Any, seat: int) -> None:
    sample = _sample("almadi")
    for i, tile in enumerate(state.pile):  # a pile tile trades places with a boxed one
        kind = sample.TYPE_OF.get(tile)
        j = next((k for k, b in enumerate(state.box) if sample.TYPE_OF.get(b) == kind), None)
        if j is not None:
            state.pile[i], state.box[j] = state.box[j], state.pile[i]
            break
    state.pile.reverse()
    other = state.players[(seat + 1) % state.n]
    boxed = [c for c in state.card_box if c in sample.CHARACTERS]
    if other.hand and boxed:
        i = state.card_box.index(boxed[0])
        state.card_box[i], other.hand[0] = other.hand[0], state.card_box[i]
    state.mosaic_pile[1:] = reversed(state.mosaic_pile[1:])
    state.rng.seed = "elsewhere"


def _emira(state: Any, seat: int) -> None:
    other = state["players"][(seat + 1) % state["n"]]
    used = {p["obj"] for p in state["players"]}
    spare = [o for o in sorted(_sample("emira").OBJECTIVES) if o.startswith(f"{state['n']}-")]
    spare = [o for o in spare if o not in used]
    if spare:
        other["obj"] = spare[0]
    if other["hand"] and state["events"]:
        other["hand"][0], state["events"][0] = state["events"][0], other["hand"][0]
    if "noor" not in other["pal"]:
        other["gold"] += 130
    state["emira"].reverse()
    state["status_deck"].reverse()
    state["rng"] = {"seed": "elsewhere", "counter": 3}


PERTURB: dict[str, Callable[[Any, int], None]] = {
    "agra": _agra,
    "al-rashid": _al_rashid,
    "almadi": _almadi,
    "emira": _emira,
}


def _positions(game_id: str, players: int, count: int) -> list[tuple[Any, int]]:
    """Mid-game positions where the seat to act has a real choice."""
    game = get_game(game_id)
    options = {"characters": True} if game_id == "almadi" else None
    state = game.new(players, f"secret:{game_id}", options)
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


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_no_decision_depends_on_another_seats_secret(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    bots = _bots(game_id)
    monkeypatch.setattr(bots, "STRONG", replace(SMALL, passive=bots.STRONG.passive))
    game = get_game(game_id)
    sample = _sample(game_id)
    for k, (state, seat) in enumerate(_positions(game_id, 4, 6)):
        changed = game.copy(state)
        PERTURB[game_id](changed, seat)
        assert game.state_hash(changed) != game.state_hash(state), "nothing was perturbed"
        worlds = [
            game.encode(sample.determinize(game, s, seat, random.Random(k)))
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
    policy = _bots(game_id).make_bot("r", "normal")
    used = 0
    for state, seat in _positions(game_id, 4, 12):
        ranked = policy.rank(game, state, seat)
        assert set(ranked) <= set(game.legal(state, seat))
        used += bool(ranked)
    assert used
