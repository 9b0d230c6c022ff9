"""Spec section 15 test vectors TV-01 … TV-22."""

from __future__ import annotations

from games.almadi import GAME
from games.almadi import kingdom as K
from games.almadi import rules as R
from games.almadi.data import OBJECTIVES, start_tile_id
from games.almadi.objectives import find_pattern, met, orientations, pattern_present, rotate
from games.almadi.scoring import (
    caravan_numbers,
    character_points,
    mosaic_points,
    oasis_base,
    oasis_bonus,
    palace_scores,
    ruby_points,
    score_all,
)
from games.almadi.state import Player
from games.core.rng import Rng

from .helpers import grid, in_turn, player, set_turn, start_cells


def ids(*xs: str) -> list[str]:
    return [x.lower() for x in xs]


# ---------------------------------------------------------------------------------- TV-01
def test_tv01_annette_turn():
    s = in_turn(2)
    seat = s.order[0]
    p = s.players[seat]
    p.start = "b"
    p.cells = start_cells("b") | {
        (1, 1): "oas-05",
        (1, 2): "pal-02",
        (2, 2): "oas-01",
        (4, 1): "mkt-04",
    }
    s.board[2] = "car-07"  # slot 2.1
    GAME.apply(s, seat, "take 2.1")
    assert "place 2.1" in GAME.legal(s, seat)
    GAME.apply(s, seat, "place 2 1")
    assert s.turn.pool == {"genie": 1, "hammer": 0, "stall": 1, "moon": 0, "ruby": 0}
    n_stalls = len(p.stalls)
    GAME.apply(s, seat, "stall")
    assert len(p.stalls) == n_stalls + 1
    GAME.apply(s, seat, "genie")
    GAME.apply(s, seat, "move 2.1")
    assert "to 4.2" in GAME.legal(s, seat)
    GAME.apply(s, seat, "to 4.2")
    assert s.turn.pool["moon"] == 1 and s.turn.moves_used == 1
    assert p.cells[(4, 2)] == "car-07" and (2, 1) not in p.cells
    # a further move of CAR-07 could not go straight back to (2,1) (D6)
    dests = K.genie_destinations(p.cells, (4, 2), s.turn.last_left["car-07"], False)
    assert (2, 1) not in dests and (3, 2) in dests
    GAME.apply(s, seat, "moon")
    taken = GAME.legal(s, seat)[0]
    pile_before = len(s.pile)
    GAME.apply(s, seat, taken)  # the pool is empty: step 2 ends, row 2 is refilled
    assert len(p.objectives) == 1
    assert len(s.pile) == pile_before - 1 and s.board[2] is not None
    assert s.active != seat


# ---------------------------------------------------------------------------------- TV-02
def juliette() -> Player:
    cells = start_cells("c") | {
        (1, 1): "car-05",
        (1, 2): "car-13",
        (1, 3): "car-14",
        (1, 4): "car-09",
        (2, 1): "car-19",
        (2, 2): "pal-01",
        (2, 3): "oas-10",
        (2, 4): "pal-06",
        (3, 1): "oas-17",
        (3, 2): "pal-11",
        (3, 3): "oas-07",
        (3, 4): "mkt-17",
        (4, 1): "mkt-14",
        (4, 2): "mkt-09",
        (4, 3): "oas-15",
        (4, 4): "car-16",
    }
    return player(
        cells,
        seat=0,
        start="c",
        stalls=["stl-01", "stl-05", "stl-09"],
        mosaics=["mos-01", "mos-09", "mos-17"],
        rubies=2,
        objectives={"bl-05": True},
    )


def annette() -> Player:
    cells = start_cells("a") | {(2, 1): "oas-02", (2, 2): "oas-03"}
    return player(cells, seat=1, start="a", rubies=6)


def test_tv02_juliette_scores_83():
    j, a = juliette(), annette()
    totals, breakdown = score_all([j, a], characters=False)
    assert breakdown[0] == {
        "oases": 15,
        "oasis_bonus": 6,
        "caravans": 22,
        "palaces": 12,
        "jars": 8,
        "mosaics": 10,
        "objectives": 6,
        "rubies": 4,
        "characters": 0,
    }
    assert totals[0] == 83
    assert breakdown[1]["rubies"] == 10 and breakdown[1]["oasis_bonus"] == 6


def test_tv02_extra_checks():
    j = juliette()
    act = K.active_counts(j.cells)
    assert act["genie"] == 3 and act["jar"] == 8
    assert met("bl-01", j)
    assert caravan_numbers(j, False, False) == (37, 22)
    assert caravan_numbers(j, True, False) == (50, 22)
    assert caravan_numbers(j, False, True) == (37, 28)
    j.characters = [f"ch-{i:02d}" for i in (1, 3, 5, 8, 9, 10, 11)]
    _, detail = character_points(j)
    assert detail == {
        "alishar": 4,
        "aziz": 1,
        "dalila": 0,
        "harun": 5,
        "hindbad": 6,
        "khalifa": 0,
        "thieves": 0,
    }


# ---------------------------------------------------------------------------------- TV-03
def test_tv03_ruby_ranking():
    assert ruby_points([5, 5, 4], False) == [12, 12, 4]


# ---------------------------------------------------------------------------------- TV-04
def test_tv04_palaces():
    cells = grid("b", ["sCPC", "sCPM", "sCO.", "s..."])
    scores = dict(
        zip(
            [c for c, t in cells.items() if t.startswith("pal") or t == start_tile_id("b", 3)],
            palace_scores(cells),
            strict=True,
        )
    )
    assert scores == {(1, 2): 0, (2, 2): 3, (3, 0): 2}


# ---------------------------------------------------------------------------------- TV-05
def test_tv05_placement_legality():
    cells = start_cells("a") | {
        (1, 1): "oas-01",
        (1, 2): "oas-02",
        (1, 3): "oas-03",
        (2, 1): "car-01",
    }
    row2 = K.placement_cells(cells, [2])
    assert (2, 2) in row2 and (2, 3) in row2
    assert (2, 5) not in row2 and (2, 0) not in row2
    assert (3, 1) not in row2
    assert (3, 1) in K.placement_cells(cells, [1, 2, 3])  # Morgiane
    row4 = K.placement_cells(cells, [4])
    assert (4, 1) in row4 and (4, 2) not in row4


def test_tv05_through_the_engine_with_morgiane():
    s = in_turn(2, characters=True)
    seat = s.order[0]
    p = s.players[seat]
    p.cells = start_cells("a") | {
        (1, 1): "oas-01",
        (1, 2): "oas-02",
        (1, 3): "oas-03",
        (2, 1): "car-01",
    }
    GAME.apply(s, seat, "take 2.1")
    places = {a for a in GAME.legal(s, seat) if a.startswith("place")}
    assert places == {"place 2.2", "place 2.3"}
    p.characters.append("ch-23")
    places = {a for a in GAME.legal(s, seat) if a.startswith("place")}
    assert {"place 1.4", "place 3.1", "place 2.2"} <= places
    assert "place 4.1" not in places


# ---------------------------------------------------------------------------------- TV-06
def test_tv06_both_directions():
    s = in_turn(2)
    seat = s.order[0]
    p = s.players[seat]
    p.cells = start_cells("a") | {
        (1, 1): "oas-08",
        (1, 2): "pal-13",
        (2, 2): "car-10",
        (3, 1): "mkt-21",
    }
    before = {(c, side, e) for c, side, e in K.live_contacts(p.cells)}
    assert before == {((1, 1), 1, "moon"), ((2, 2), 0, "hammer")}
    s.board[2] = "car-05"
    GAME.apply(s, seat, "take 2.1")
    events = GAME.apply(s, seat, "place 2 1")
    assert s.turn.pool == {"genie": 0, "hammer": 0, "stall": 0, "moon": 0, "ruby": 1}
    assert any("jar" in e.text for e in events)  # reported only
    after = {(c, side, e) for c, side, e in K.live_contacts(p.cells)}
    assert after == before | {((2, 0), 1, "jar"), ((2, 1), 0, "ruby")}


# ------------------------------------------------------------------------- TV-07 … TV-10
ROW1 = {
    (1, 1): "oas-11",
    (1, 2): "car-01",
    (1, 3): "car-08",
    (1, 4): "pal-07",
    (1, 5): "mkt-05",
    (1, 6): "car-02",
    (1, 7): "pal-06",
}


def tv07():
    s = in_turn(2)
    seat = s.order[0]
    p = s.players[seat]
    p.cells = start_cells("e") | ROW1
    s.board[2] = "oas-21"
    GAME.apply(s, seat, "take 2.1")
    GAME.apply(s, seat, "place 2 1")
    return s, seat, p


def test_tv07_two_genies_one_item():
    s, seat, p = tv07()
    assert K.arrival_effects(p.cells, [(2, 1)]) == ["genie", "genie"]
    assert s.turn.pool["genie"] == 1 and s.turn.genie_activated


def test_tv08_chain_capped_at_three():
    s, seat, p = tv07()
    for dst in ("2.3", "2.5", "2.7"):
        GAME.apply(s, seat, "genie")
        src = [c for c, t in p.cells.items() if t == "oas-21"][0]
        GAME.apply(s, seat, f"move {src[0]}.{src[1]}")
        GAME.apply(s, seat, f"to {dst}")
    assert s.turn.moves_used == 3 and s.turn.pool["genie"] == 1
    events = GAME.apply(s, seat, "genie")
    assert "no effect" in events[0].text
    assert s.active != seat  # nothing left: step 2 ended by itself
    assert p.cells[(2, 7)] == "oas-21"


def test_tv08_bonus_after_cap():
    s = in_turn(2, characters=True)
    seat = s.order[0]
    p = s.players[seat]
    p.cells = start_cells("e") | ROW1
    p.characters += ["ch-17"]
    set_turn(s, seat, step="pool", genie_activated=True, moves_used=3)
    s.turn.pool["genie"] = 1
    assert "aladdin" in GAME.legal(s, seat)


def test_tv09_no_direct_return():
    s, seat, p = tv07()
    GAME.apply(s, seat, "genie")
    GAME.apply(s, seat, "move 2.1")
    GAME.apply(s, seat, "to 2.3")
    GAME.apply(s, seat, "genie")
    GAME.apply(s, seat, "move 2.3")
    legal = GAME.legal(s, seat)
    assert "to 2.1" not in legal and "to 2.2" in legal
    assert K.arrival_effects({**p.cells, (2, 2): "oas-21"}, [(2, 2)]) == ["stall"]
    try:
        GAME.apply(s, seat, "to 2.1")
        raise AssertionError("direct return accepted")
    except Exception as e:  # noqa: BLE001
        assert "direct return" in str(e).lower()
    GAME.apply(s, seat, "back")
    GAME.apply(s, seat, "move 1.1")
    assert "to 2.1" in GAME.legal(s, seat)  # the ban is the moving tile's own
    GAME.apply(s, seat, "back")
    GAME.apply(s, seat, "move 2.3")
    GAME.apply(s, seat, "to 2.5")
    # variant: OAS-21 at (2,5), last left (2,3)
    GAME.apply(s, seat, "genie")
    GAME.apply(s, seat, "move 2.5")
    legal = GAME.legal(s, seat)
    assert "to 2.3" not in legal and "to 2.1" in legal
    GAME.apply(s, seat, "to 2.1")
    assert s.turn.pool["genie"] == 1 and s.turn.moves_used == 3


def test_tv10_simultaneous_uses_layout():
    s, seat, p = tv07()
    for dst in ("2.3", "2.5", "2.7"):
        GAME.apply(s, seat, "genie")
        src = [c for c, t in p.cells.items() if t == "oas-21"][0]
        GAME.apply(s, seat, f"move {src[0]}.{src[1]}")
        GAME.apply(s, seat, f"to {dst}")
    live = {(c, side, e) for c, side, e in K.live_contacts(p.cells)}
    assert live == {
        ((1, 1), 1, "jar"),
        ((1, 4), 3, "jar"),
        ((1, 6), 3, "stall"),
        ((1, 6), 1, "hammer"),
        ((1, 7), 2, "genie"),
    }
    assert K.active_counts(p.cells)["genie"] == 1
    assert not met("gr-11", p)


# ---------------------------------------------------------------------------------- TV-11
MARKETS = {2: "mkt-03", 3: "mkt-02", 4: "mkt-01", 5: "mkt-04"}


def markets_for(total: int) -> list[str]:
    """Market ids (each with 2-5 goods, each used once) summing to ``total``."""
    pool = [
        ("mkt-03", 2),
        ("mkt-05", 2),
        ("mkt-10", 2),
        ("mkt-16", 2),
        ("mkt-02", 3),
        ("mkt-08", 3),
        ("mkt-11", 3),
        ("mkt-13", 3),
        ("mkt-01", 4),
        ("mkt-06", 4),
        ("mkt-07", 4),
        ("mkt-12", 4),
        ("mkt-04", 5),
        ("mkt-09", 5),
        ("mkt-14", 5),
        ("mkt-15", 5),
    ]
    best: list[str] = []

    def dfs(i: int, left: int, acc: list[str]) -> bool:
        if left == 0:
            best.extend(acc)
            return True
        if i >= len(pool) or left < 0:
            return False
        return dfs(i + 1, left - pool[i][1], acc + [pool[i][0]]) or dfs(i + 1, left, acc)

    assert dfs(0, total, [])
    return best


def caravan_player(groups: list[int], market_goods: int, stall_cards: int) -> Player:
    cells: dict[tuple[int, int], str] = {}
    k = 1
    for r, g in enumerate(groups):
        for c in range(g):
            cells[(r * 2, c)] = f"car-{k:02d}"
            k += 1
    for i, m in enumerate(markets_for(market_goods)):
        cells[(20, i * 2)] = m
    return player(cells, stalls=[f"stl-{i + 1:02d}" for i in range(stall_cards)])


def caravan_points(p: Player, cogia: bool = False, zobeide: bool = False) -> tuple[int, int]:
    cap, goods = caravan_numbers(p, cogia, zobeide)
    return cap, min(cap, goods)


def dalila(p: Player, cogia: bool = False, zobeide: bool = False) -> int:
    cap, goods = caravan_numbers(p, cogia, zobeide)
    return max(0, goods - cap) // 2


def test_tv11_caravan_capacity():
    assert caravan_points(caravan_player([6, 1], 16, 3)) == (37, 22)  # a
    assert caravan_points(caravan_player([9], 56, 7)) == (65, 65)  # b (56 + 14 = 70)
    c = caravan_player([3, 3], 30, 0)
    assert caravan_points(c) == (20, 20)  # c
    assert caravan_points(c, cogia=True) == (35, 30)  # c'
    d = caravan_player([4], 10, 3)
    assert caravan_points(d) == (15, 15) and dalila(d) == 0  # d
    assert caravan_points(d, zobeide=True) == (15, 15) and dalila(d, zobeide=True) == 3  # d'
    assert caravan_points(caravan_player([2, 2, 1], 40, 0)) == (12, 12)  # e
    f = player(start_cells("a") | {(9, 0): "mkt-04", (9, 2): "mkt-09", (9, 4): "mkt-02"})
    assert caravan_numbers(f, False, False) == (2, 16)
    f.stalls = ["stl-01"]
    assert caravan_points(f) == (2, 2) and dalila(f) == 8  # f: goods 3+5+5+3 + 2 = 18


# ---------------------------------------------------------------------------------- TV-12
def test_tv12_staircase_rotated():
    cells = grid("a", ["s####", "s###", "s##", "s#"])
    rot180 = rotate(rotate(OBJECTIVES["gr-04"].pattern))
    assert rot180 == ("###", "##.", "#..")
    found = find_pattern(cells, OBJECTIVES["gr-04"].pattern, True)
    assert {(pat, r, c) for pat, r, c in found} == {(rot180, 1, 2), (rot180, 2, 1)}
    rect = grid("a", ["s####"] * 4)
    assert not met("gr-04", player(rect)) and not met("gr-07", player(rect))


# ---------------------------------------------------------------------------------- TV-13
def test_tv13_diagonal_rotated():
    cells = grid("a", ["sCCCO", "sCCOC", "sCOCC", "sOCCC"])
    found = find_pattern(cells, OBJECTIVES["bl-02"].pattern, True)
    rot90 = rotate(OBJECTIVES["bl-02"].pattern)
    assert found == [(rot90, 1, 1)]
    counter = grid("a", ["sO", "s.O", "s..O", "s....O"])
    assert not met("bl-02", player(counter))


# ---------------------------------------------------------------------------------- TV-14
def test_tv14_hole_of_two_and_thieves():
    a = grid("a", ["s####", "s#.##", "s#.##", "s####"])
    found = find_pattern(a, OBJECTIVES["gr-05"].pattern, True)
    assert (("?#?", "#.#", "#.#", "?#?"), 1, 1) in found
    pa = player(a, characters=["ch-11"])
    assert character_points(pa)[1]["thieves"] == 0
    b = grid("a", ["s####", "s#.##", "s####", "s####"])
    pb = player(b, characters=["ch-11"])
    assert not met("gr-05", pb)
    assert character_points(pb)[1]["thieves"] == 3


# ---------------------------------------------------------------------------------- TV-15
def test_tv15_empty_column():
    cells = grid("a", ["s.##", "s.##", "s.#", "s.#"])
    assert met("gr-01", player(cells))
    counter = grid("a", ["s#.#", "s#.#", "s#.#", "s#."])
    assert not met("gr-01", player(counter))


# ---------------------------------------------------------------------------------- TV-16
def kingdom16(letter: str, changes: dict[tuple[int, int], str]) -> dict[tuple[int, int], str]:
    rows = []
    for r in range(1, 5):
        rows.append("s" + "".join(changes.get((r, c), "C") for c in range(1, 6)))
    return grid(letter, rows)


def test_tv16_type_patterns_rotation_not_mirror():
    cases = [
        ({(1, 1): "O", (1, 2): "P", (1, 3): "M", (1, 4): "C"}, True, False),
        ({(1, 2): "O", (2, 2): "P", (3, 2): "M", (4, 2): "C"}, True, False),
        ({(1, 1): "C", (1, 2): "M", (1, 3): "P", (1, 4): "O"}, True, False),
        ({(2, 2): "M", (2, 3): "O", (3, 2): "P", (3, 3): "C"}, False, True),
        ({(2, 3): "O", (2, 4): "M", (3, 3): "C", (3, 4): "P"}, False, False),
    ]
    for changes, gr02, gr03 in cases:
        p = player(kingdom16("a", changes))
        assert met("gr-02", p) is gr02, changes
        assert met("gr-03", p) is gr03, changes
    first = kingdom16("a", cases[0][0])
    assert (("OPMC",), 1, 1) in find_pattern(first, ("OPMC",), True)
    with_d = player(kingdom16("d", cases[0][0]))
    assert (("MO", "PC"), 1, 0) in find_pattern(with_d.cells, ("OC", "MP"), True)


# ---------------------------------------------------------------------------------- TV-17
def test_tv17_checkerboard_and_holes():
    cells = grid("a", ["s####", "s##.#", "s#.#.", "s###."])
    assert (("#.#", ".#."), 2, 2) in find_pattern(cells, ("#.#", ".#."), True)
    assert K.holes(cells) == [(2, 3), (3, 2)]
    p = player(cells, characters=["ch-11"])
    assert character_points(p)[1]["thieves"] == 6
    assert not met("gr-04", p) and not met("gr-05", p)


# ---------------------------------------------------------------------------------- TV-18
def test_tv18_ruby_scoring():
    assert ruby_points([6, 6, 3, 0, 3], False) == [12, 12, 4, 0, 4]
    assert ruby_points([4, 2, 2, 1, 1], False) == [12, 8, 8, 2, 2]
    assert ruby_points([3, 3], False) == [10, 10]
    assert ruby_points([0, 5], False) == [0, 10]
    assert ruby_points([7], True) == [3]


# ---------------------------------------------------------------------------------- TV-19
def test_tv19_oasis_scoring():
    x = {
        (1, 1): "oas-01",
        (1, 2): "oas-02",
        (3, 1): "oas-03",
        (3, 2): "oas-04",
        (4, 2): "oas-05",
        (6, 6): "oas-06",
    }
    y = {(1, 1): "oas-01", (1, 2): "oas-02", (1, 3): "oas-03"}
    z = {(1, 1): "oas-01", (1, 3): "oas-02", (3, 1): "oas-03", (3, 3): "oas-04"}
    assert [oasis_base(c) for c in (x, y, z)] == [15, 9, 0]
    assert oasis_bonus([3, 3, 1]) == [6, 6, 0]
    assert oasis_bonus([1, 1, 0]) == [0, 0, 0]
    _, b = score_all([player(x), player(y, seat=1), player(z, seat=2)], False)
    assert [bb["oases"] + bb["oasis_bonus"] for bb in b] == [21, 15, 0]
    _, b = score_all([player(z), player(z, seat=1)], False)
    assert [bb["oases"] + bb["oasis_bonus"] for bb in b] == [0, 0]


# ---------------------------------------------------------------------------------- TV-20
def test_tv20_mosaic_allocation():
    assert mosaic_points([4, 3, 3, 2], 3, False, False) == 10
    assert mosaic_points([4, 2, 0], 3, False, True) == 10
    assert mosaic_points([5, 2], 4, True, False) == 14
    assert mosaic_points([5, 2], 4, True, True) == 16
    assert mosaic_points([], 2, False, False) == 0


# ---------------------------------------------------------------------------------- TV-21
def test_tv21_game_length_three_players():
    from games.core.playout import play_random_game

    po = play_random_game(GAME, 3, "tv21", {"start_tiles": "random"})
    s = po.state
    assert s.turns_total == 48
    assert all(p.turns == 16 and len(p.cells) == 20 for p in s.players)
    takers = [seat for seat, a in po.actions if a.startswith("take")]
    assert len(takers) == 48 and takers[-1] == s.order[2]


def test_tv21_with_dunyazad():
    from games.core.bots import RandomBot

    s = in_turn(3, characters=True, seed="tv21d")
    p2 = s.order[1]
    for q in s.players:  # keep Dunyazad and Zumurrud out of everyone's reach
        for cid in ("ch-07", "ch-26"):
            if cid in q.hand:
                q.hand.remove(cid)
    s.market = [c for c in s.market if c not in ("ch-07", "ch-26")]
    s.players[p2].characters.append("ch-07")
    bots = [RandomBot(i) for i in range(3)]
    extra_turns = []
    while not GAME.is_over(s):
        seat = GAME.pending(s)[0]
        if s.phase == "turn" and s.turn.extra and s.turn.step == "take":
            extra_turns.append(seat)
        GAME.apply(s, seat, bots[seat].choose(GAME, s, seat))
    assert set(extra_turns) == {p2}
    for q in s.players:
        assert len(q.cells) == (21 if q.seat == p2 else 20)
        assert q.turns == (17 if q.seat == p2 else 16)


# ---------------------------------------------------------------------------------- TV-22
def test_tv22_objective_life_cycle():
    s = in_turn(2, characters=True, seed="tv22")
    a_seat, b_seat = s.order
    a, b = s.players[a_seat], s.players[b_seat]
    a.cells = grid("a", ["sOOO", "sO"])  # 4 + start oasis = 5 oases
    s.table_objectives = ["bl-05", "gr-12", "gn-05"]
    set_turn(s, a_seat, step="pool")
    s.turn.pool["moon"] = 3
    s.turn.pool["genie"] = 1
    GAME.apply(s, a_seat, "moon")
    GAME.apply(s, a_seat, "objective bl-05")
    assert a.objectives == {"bl-05": True}
    assert "bl-05" not in R.available_objectives(s, b_seat)
    GAME.apply(s, a_seat, "moon")
    GAME.apply(s, a_seat, "objective gr-12")
    assert a.objectives["gr-12"] is False
    assert "gr-12" in R.available_objectives(s, b_seat)
    # GN-05: 4 palaces in one column, then a genie move breaks it
    a.cells.update({(r, 5): f"pal-{r:02d}" for r in range(1, 5)})
    GAME.apply(s, a_seat, "moon")
    GAME.apply(s, a_seat, "objective gn-05")
    assert a.objectives["gn-05"] is True
    GAME.apply(s, a_seat, "genie")
    GAME.apply(s, a_seat, "move 2.5")
    GAME.apply(s, a_seat, "to 3.6")
    assert a.objectives["gn-05"] is True
    # step 4: scoring 6 + 7 - 3
    _, br = score_all(s.players, True)
    assert br[s.players.index(a)]["objectives"] == 10
    # Jafar (or a Zumurrud copy of Jafar) protects A's GR-12
    a.characters.append("ch-22")
    assert "gr-12" not in R.available_objectives(s, b_seat)
    a.characters.remove("ch-22")
    a.characters.append("ch-26")
    a.copy = "ch-22"
    assert "gr-12" not in R.available_objectives(s, b_seat)
    a.characters.remove("ch-26")
    a.copy = None
    # B's moon takes GR-12 from A: A loses the card and its penalty
    set_turn(s, b_seat, step="pool")
    s.turn.pool["moon"] = 1
    GAME.apply(s, b_seat, "moon")
    GAME.apply(s, b_seat, "objective gr-12")
    assert "gr-12" not in a.objectives and b.objectives == {"gr-12": False}


def test_orientations_are_rotations_only():
    pats = orientations(("OC", "MP"), True)
    assert ("CO", "PM") not in pats  # mirror
    assert len(pats) == 4
    assert pattern_present({}, ("#",), False) is False
    assert Rng("x").to_json()["counter"] == 0
