"""Complete games: ≥ 1,000 playouts across 2–4 players, replay, persistence, bad input."""

from __future__ import annotations

import statistics

import pytest

from games.agra import GAME
from games.agra.bots import HeuristicBot, PlayoutBot
from games.core import registry
from games.core.errors import IllegalAction, MalformedAction, NotYourTurn, UnknownSeat
from games.core.playout import next_actor, play_random_game, replay

GAMES_PER_COUNT = 340  # 1,020 complete games across 2-4 players


def test_registered():
    assert registry.get_game("agra") is GAME
    assert (GAME.spec.min_players, GAME.spec.max_players) == (2, 4)


def _check_over(st, seats):
    assert GAME.is_over(st) and GAME.pending(st) == []
    res = GAME.result(st)
    assert res is not None and len(res.ranks) == seats and min(res.ranks) == 1
    for s in range(seats):
        assert res.breakdown[s]["total"] == res.scores[s]
        assert GAME.legal(st, s) == []
    return res


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_playouts(seats):
    """Exploring heuristic bots (15 % random moves, racing up their strongest track so games
    stay short): every kind of decision is visited, games end by the rules' triggers rather than
    the stalemate ruling R-1, and notables get completed. (Balanced bots, whose games end by
    level IV notables too, are checked below.)"""
    rounds, notables, by_stalemate = [], 0, 0
    for i in range(GAMES_PER_COUNT):
        bots = [HeuristicBot(f"{i}:{s}", explore=0.15, rush=True) for s in range(seats)]
        out = play_random_game(GAME, seats, f"po-{seats}-{i}", bots=bots)
        _check_over(out.state, seats)
        rounds.append(out.state["round"])
        notables += sum(out.state["done_lvl"])
        by_stalemate += any("no player could place" in e["text"] for e in out.state["log"])
    assert notables > GAMES_PER_COUNT  # more than one notable completed per game on average
    assert by_stalemate < GAMES_PER_COUNT * 0.15  # R-1 ends a few 2-player games
    assert 8 <= statistics.mean(rounds) <= 40


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_uniform_random_games_end(seats):
    for i in range(2):
        out = play_random_game(GAME, seats, f"rnd-{seats}-{i}")
        _check_over(out.state, seats)
        out = play_random_game(
            GAME, seats, f"pb-{seats}-{i}", bots=[PlayoutBot(f"{i}{s}") for s in range(seats)]
        )
        _check_over(out.state, seats)


def test_replay_and_persistence_are_exact():
    for seats in (2, 3, 4):
        bots = [HeuristicBot(f"r{s}", explore=0.3) for s in range(seats)]
        out = play_random_game(GAME, seats, f"rep-{seats}", bots=bots)
        again = replay(GAME, seats, f"rep-{seats}", None, out.actions)
        assert GAME.state_hash(again) == GAME.state_hash(out.state)
        copy = GAME.decode(GAME.encode(out.state))
        assert GAME.state_hash(copy) == GAME.state_hash(out.state)


def test_lists_are_small_and_without_duplicates():
    big = 0
    total = 0
    for i in range(6):
        seats = 2 + i % 3
        st = GAME.new(seats, f"small-{i}")
        bots = [HeuristicBot(f"{i}:{s}", explore=0.3) for s in range(seats)]
        while not GAME.is_over(st):
            for p in GAME.pending(st):
                legal = GAME.legal(st, p)
                assert legal and len(set(legal)) == len(legal)
                total += 1
                big += len(legal) > 25
            seat = next_actor(GAME, st)
            GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    assert big <= total // 50  # a long list is rare (many goods, many notables)


def test_bad_input_raises_typed_errors_and_changes_nothing():
    st = GAME.new(3, "bad")
    seat = GAME.pending(st)[0]
    other = (seat + 1) % 3
    before = GAME.state_hash(st)
    with pytest.raises(UnknownSeat):
        GAME.apply(st, 7, "place sailor")
    with pytest.raises(NotYourTurn):
        GAME.apply(st, other, "place sailor")
    with pytest.raises(MalformedAction):
        GAME.apply(st, seat, "fly away")
    with pytest.raises(IllegalAction):
        GAME.apply(st, seat, "place statue")  # unbuilt and not the Builder's site
    with pytest.raises(IllegalAction):
        GAME.apply(st, seat, "end turn")  # the main action is mandatory
    assert GAME.state_hash(st) == before
    GAME.apply(st, seat, "Place   SAILOR")  # normalised
    assert GAME.state_hash(st) != before


def test_over_game_refuses_moves():
    out = play_random_game(GAME, 2, "over", bots=[HeuristicBot(0), HeuristicBot(1)])
    with pytest.raises(NotYourTurn):
        GAME.apply(out.state, 0, "end turn")


def test_describe_prompt_and_summaries_for_every_decision():
    st = GAME.new(3, "texts")
    bots = [HeuristicBot(f"t{s}", explore=0.3) for s in range(3)]
    while not GAME.is_over(st):
        for p in GAME.pending(st):
            assert GAME.prompt(st, p)
            for a in GAME.legal(st, p):
                assert GAME.describe(st, p, a)
        view = GAME.view(st, None)
        assert GAME.summary(view) and GAME.headline(view)
        seat = next_actor(GAME, st)
        GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    assert "Final scoring" in GAME.log(st, None)[-1]
    assert GAME.rules_summary().startswith("**Agra**")


def test_refusals_explain_why():
    st = GAME.new(2, "why")
    seat = GAME.pending(st)[0]
    with pytest.raises(IllegalAction, match="not built"):
        GAME.apply(st, seat, "place book")
    with pytest.raises(IllegalAction, match="mandatory"):
        GAME.apply(st, seat, "end turn")
    st["spaces"]["trader"] = [seat, False]
    st["players"][seat]["rupees"] = 0
    with pytest.raises(IllegalAction, match="Peonage"):
        GAME.apply(st, seat, "place trader")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_make_bot_is_the_heuristic_bot_and_finishes(seats):
    bots = [GAME.make_bot(f"mb{s}") for s in range(seats)]
    assert all(isinstance(b, HeuristicBot) for b in bots)
    out = play_random_game(GAME, seats, f"mb-{seats}", bots=bots)
    res = _check_over(out.state, seats)
    assert sum(out.state["done_lvl"]) >= 1 and max(res.scores) > 0


def test_balanced_bots_complete_notables_and_reach_the_main_trigger():
    """Not degenerate at any player count: the river is worked (notables completed in every
    game) and some games end by a level IV notable, the main trigger."""
    endings = {"level IV": 0}
    for seats in (2, 3, 4):
        for i in range(8):
            bots = [HeuristicBot(f"bal{i}:{s}") for s in range(seats)]
            st = play_random_game(GAME, seats, f"bal-{seats}-{i}", bots=bots).state
            assert sum(st["done_lvl"]) >= 3
            trigger = next(e["text"] for e in st["log"] if "is triggered" in e["text"])
            endings["level IV"] += "level IV" in trigger
    assert endings["level IV"] >= 1
