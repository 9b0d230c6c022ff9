"""Every character power (spec 10.6) and the recruitment rules (10.3, 10.4)."""

from __future__ import annotations

import pytest

from games.almadi import GAME
from games.almadi import kingdom as K
from games.almadi import rules as R
from games.almadi.data import MOSAICS
from games.almadi.scoring import character_points, score_all
from games.core.errors import IllegalAction

from .helpers import grid, in_turn, player, set_turn, start_cells


@pytest.fixture
def game():
    s = in_turn(2, characters=True, seed="chars")
    seat = s.order[0]
    return s, seat, s.players[seat]


def test_recruit_from_hand_and_market_only(game):
    s, seat, p = game
    other = s.players[1 - seat]
    p.rubies = 10
    mine, theirs, market = p.hand[0], other.hand[0], s.market[0]
    legal = GAME.legal(s, seat)
    assert f"recruit {mine}" in legal and f"recruit {market}" in legal
    assert f"recruit {theirs}" not in legal
    with pytest.raises(IllegalAction, match="own hand or the market"):
        GAME.apply(s, seat, f"recruit {theirs}")
    cost = int(GAME.view(s, seat)["private"]["hand"][0]["cost"])
    reserve = s.reserve
    GAME.apply(s, seat, f"recruit {mine}")
    assert mine in p.characters and mine not in p.hand
    assert p.rubies == 10 - cost and s.reserve == reserve + cost


def test_cannot_recruit_without_rubies(game):
    s, seat, p = game
    p.rubies = 1
    assert not [a for a in GAME.legal(s, seat) if a.startswith("recruit")]
    with pytest.raises(IllegalAction, match="costs"):
        GAME.apply(s, seat, f"recruit {p.hand[0]}")


def test_recruit_only_on_own_turn(game):
    s, seat, p = game
    other = s.players[1 - seat]
    other.rubies = 10
    assert GAME.legal(s, 1 - seat) == []


def test_end_turn_offered_after_refill_when_optional_remains(game):
    s, seat, p = game
    p.rubies = 10
    GAME.apply(s, seat, "take 1.1")
    GAME.apply(s, seat, GAME.legal(s, seat)[0])  # place somewhere
    while s.turn.step == "pool":
        items = [
            a for a in GAME.legal(s, seat) if a in ("genie", "hammer", "stall", "moon", "ruby")
        ]
        GAME.apply(s, seat, "done")
    assert s.turn.step == "after" and s.active == seat
    assert "end turn" in GAME.legal(s, seat) and isinstance(items, list)
    GAME.apply(s, seat, "end turn")
    assert s.active != seat


# ----------------------------------------------------------------- end-game characters
def test_end_game_characters_scores():
    cells = grid("a", ["sOM.O", "s###", "sO", "s"])
    p = player(
        cells, mosaics=["mos-01", "mos-02", "mos-09"], objectives={"gr-12": True, "bl-05": False}
    )
    p.characters = ["ch-06", "ch-10", "ch-12", "ch-13", "ch-08"]
    _, d = character_points(p)
    assert d["dunya"] == 6  # two stars
    assert d["shahriar"] == 3
    assert d["sheherazade"] == 15
    assert d["harun"] == 4  # rows 1 and 2: start + 3
    # Khalifa: oases at (1,1), (1,4), (3,1), start oasis (2,0): (1,1) and (3,1) and (1,4) have
    # no adjacent oasis; (2,0) neither ((2,1) is a caravan) -> 4 isolated oases
    assert d["khalifa"] == 8


def test_zobeide_dalila_alicogia_in_totals():
    cells = start_cells("a") | {
        (2, 1): "car-01",
        (2, 2): "car-02",
        (8, 8): "mkt-04",
        (8, 10): "mkt-09",
    }
    p = player(cells, stalls=["stl-01", "stl-02"], characters=["ch-05", "ch-14", "ch-02"])
    # caravans: start (4,0) alone + group of 2; Ali Cogia: cap(3) = 10; goods 3+5+5 + 2*2*2 = 21
    _, b = score_all([p, player({}, seat=1)], True)
    assert b[0]["caravans"] == 10
    assert b[0]["characters"] == (21 - 10) // 2


def test_aziza_and_zubaydah_in_mosaics():
    cells = start_cells("a") | {(1, 1): "oas-01", (3, 1): "mkt-02"}
    # start palace (1,0): adjacent oases (1,1) and start (2,0) -> 3; no other palace
    p = player(cells, mosaics=["mos-01", "mos-02", "mos-03"], characters=["ch-04", "ch-15"])
    _, b = score_all([p, player({}, seat=1)], True)
    assert b[0]["mosaics"] == 3 + 3 + 3  # 2 < 3: every mosaic stays unplaced with Aziza
    p.characters = ["ch-15"]
    _, b = score_all([p, player({}, seat=1)], True)
    assert b[0]["mosaics"] == 3 + 3  # start palace (1,0): oases (1,1) and (2,0) -> 3


def test_characters_variant_rubies_pairs():
    p = player({}, rubies=7)
    _, b = score_all([p, player({}, seat=1, rubies=9)], True)
    assert [x["rubies"] for x in b] == [3, 4]


# ----------------------------------------------------------------- in-game characters
def test_abriza_rows_zero_and_five(game):
    s, seat, p = game
    p.cells = start_cells("a") | {(1, 1): "car-01", (2, 1): "car-02"}
    set_turn(s, seat, step="pool")
    s.turn.pool["genie"] = 1
    GAME.apply(s, seat, "genie")
    GAME.apply(s, seat, "move 1.1")
    assert "to 0.0" not in GAME.legal(s, seat)
    p.characters.append("ch-16")
    legal = GAME.legal(s, seat)
    assert "to 0.0" in legal and "to 5.0" in legal and "to 0.1" not in legal
    GAME.apply(s, seat, "to 0.0")
    assert p.cells[(0, 0)] == "car-01"


def test_abriza_placement_stays_in_rows_1_to_4(game):
    s, seat, p = game
    p.characters.append("ch-16")
    GAME.apply(s, seat, "take 1.1")
    assert all(a.split()[1].startswith("1.") for a in GAME.legal(s, seat) if a.startswith("place"))


@pytest.mark.parametrize(
    ("cid", "action", "check"),
    [
        ("ch-17", "aladdin", lambda s, p: p.rubies == 1),
        ("ch-20", "badroulboudour", lambda s, p: len(p.mosaics) == 1),
        ("ch-24", "paribanou", lambda s, p: len(p.stalls) == 1),
    ],
)
def test_genie_bonuses(game, cid, action, check):
    s, seat, p = game
    p.cells = start_cells("e") | {(1, 1): "oas-11"}
    set_turn(s, seat, step="pool")
    s.turn.pool["ruby"] = 1
    assert action not in GAME.legal(s, seat)
    p.characters.append(cid)
    assert action not in GAME.legal(s, seat)  # no genie activated yet
    s.turn.genie_activated = True  # recruited after the activation still works (D18)
    assert action in GAME.legal(s, seat)
    p.rubies = 0
    GAME.apply(s, seat, action)
    assert check(s, p)
    assert action not in GAME.legal(s, seat)  # once per turn


def test_aladdin_empty_reserve(game):
    s, seat, p = game
    p.characters.append("ch-17")
    set_turn(s, seat, step="pool", genie_activated=True)
    s.turn.pool["ruby"] = 1
    s.reserve = 0
    assert "aladdin" not in GAME.legal(s, seat)


def test_ali_option_a(game):
    s, seat, p = game
    p.characters.append("ch-18")
    top = s.pile[0]
    board = list(s.board)
    GAME.apply(s, seat, "ali")
    assert GAME.view(s, None)["turn_state"]["ali_tile"]["id"] == top
    GAME.apply(s, seat, "ali a")
    rows = {a.split()[1].split(".")[0] for a in GAME.legal(s, seat) if a.startswith("place")}
    assert rows == {"1", "2", "3", "4"}
    pile = len(s.pile)
    GAME.apply(s, seat, "place 3 1")
    while s.active == seat:
        GAME.apply(s, seat, "done" if "done" in GAME.legal(s, seat) else "end turn")
    assert s.board == board and len(s.pile) == pile  # no refill after Ali


def test_ali_option_b_and_morgiane(game):
    s, seat, p = game
    p.characters += ["ch-18", "ch-23"]
    top = s.pile[0]
    old = s.board[5]  # slot 3.2
    GAME.apply(s, seat, "ali")
    GAME.apply(s, seat, "ali b 3.2")
    assert s.board[5] == top and s.turn.holding == old
    rows = {a.split()[1].split(".")[0] for a in GAME.legal(s, seat) if a.startswith("place")}
    assert rows == {"2", "3", "4"}


def test_ali_not_in_extra_turn_or_empty_pile(game):
    s, seat, p = game
    p.characters.append("ch-18")
    assert "ali" in GAME.legal(s, seat)
    s.turn.extra = True
    assert "ali" not in GAME.legal(s, seat)


def test_ali_emptying_pile_ends_game_at_end_of_turn(game):
    s, seat, p = game
    p.characters.append("ch-18")
    s.pile = s.pile[:1]
    GAME.apply(s, seat, "ali")
    GAME.apply(s, seat, "ali a")
    GAME.apply(s, seat, "place 1 1")
    while not GAME.is_over(s) and s.phase == "turn" and s.active == seat:
        GAME.apply(s, seat, "done" if "done" in GAME.legal(s, seat) else GAME.legal(s, seat)[0])
    assert s.phase in ("over", "end_zumurrud") or s.turn.extra


def test_ali_baba_double_ruby(game):
    s, seat, p = game
    p.characters.append("ch-19")
    set_turn(s, seat, step="pool")
    s.turn.pool["ruby"] = 2
    GAME.apply(s, seat, "ruby")
    assert p.rubies == 2
    s.reserve = 1
    GAME.apply(s, seat, "ruby")
    assert p.rubies == 3 and s.reserve == 0


def test_hussain_swap(game):
    s, seat, p = game
    p.cells = start_cells("e") | {(1, 1): "oas-11", (1, 2): "car-01", (3, 1): "oas-21"}
    set_turn(s, seat, step="pool")
    s.turn.pool["genie"] = 2
    GAME.apply(s, seat, "genie")
    assert not [a for a in GAME.legal(s, seat) if a.startswith("swap")]
    p.characters.append("ch-21")
    assert "swap 1.1" in GAME.legal(s, seat)
    GAME.apply(s, seat, "swap 1.1")
    assert "with 3.1" in GAME.legal(s, seat)
    GAME.apply(s, seat, "with 3.1")
    assert p.cells[(3, 1)] == "oas-11" and p.cells[(1, 1)] == "oas-21"
    assert s.turn.moves_used == 1
    # OAS-21 (all act) arrives at (1,1): CAR-01's L act -> nothing; start r1 R act -> nothing;
    # OAS-11 at (3,1): L act vs START-E/r3 R act -> nothing; so nothing new except via (2,1) empty
    GAME.apply(s, seat, "genie")
    assert not [a for a in GAME.legal(s, seat) if a.startswith("swap")]  # once per turn


def test_hussain_swap_no_return_and_neighbour_rule(game):
    s, seat, p = game
    p.characters.append("ch-21")
    p.cells = start_cells("a") | {(1, 1): "car-01", (1, 2): "car-02", (3, 3): "car-03"}
    set_turn(s, seat, step="pool")
    s.turn.last_left = {"car-01": (1, 2)}
    s.turn.pool["genie"] = 1
    assert not K.swap_ok(p.cells, (1, 1), (1, 2), s.turn.last_left)  # car-01 back to (1,2)
    assert not K.swap_ok(p.cells, (1, 1), (3, 3), s.turn.last_left)  # car-01 isolated at (3,3)
    assert not K.swap_ok(p.cells, (1, 1), (1, 0), s.turn.last_left)  # start landscape
    GAME.apply(s, seat, "genie")
    assert not [a for a in GAME.legal(s, seat) if a.startswith("swap")]
    p.cells[(3, 2)] = "car-04"
    assert K.swap_ok(p.cells, (1, 1), (3, 3), s.turn.last_left)
    assert "swap 1.1" in GAME.legal(s, seat)


def test_jafar_blocks_moon(game):
    s, seat, p = game
    other = s.players[1 - seat]
    other.objectives = {"gr-12": False}
    assert "gr-12" in R.available_objectives(s, seat)
    other.characters.append("ch-22")
    assert "gr-12" not in R.available_objectives(s, seat)


def test_zaynab_both_ways(game):
    s, seat, p = game
    p.characters.append("ch-25")
    p.mosaics = ["mos-01", "mos-02", "mos-09"]
    p.stalls = ["stl-01"]
    legal = GAME.legal(s, seat)
    assert {"zaynab mos-01", "zaynab mos-09", "zaynab stl-01"} <= set(legal)
    assert "zaynab mos-02" not in legal  # one per motif
    top_stall = s.stall_pile[0]
    GAME.apply(s, seat, "zaynab mos-09")
    assert s.mosaic_pile[-1] == "mos-09" and top_stall in p.stalls
    assert not [a for a in GAME.legal(s, seat) if a.startswith("zaynab")]  # once per turn
    set_turn(s, seat)
    top_mos = s.mosaic_pile[0]
    GAME.apply(s, seat, "zaynab stl-01")
    assert s.stall_pile[-1] == "stl-01" and top_mos in p.mosaics
    set_turn(s, seat)
    s.mosaic_pile = []
    assert not [a for a in GAME.legal(s, seat) if a.startswith("zaynab stl")]


def test_zumurrud_copy_any_time_and_its_own_counter(game):
    s, seat, p = game
    other_seat = 1 - seat
    other = s.players[other_seat]
    other.characters.append("ch-26")
    assert GAME.legal(s, other_seat) == []  # nothing to copy yet
    p.characters.append("ch-17")
    assert GAME.legal(s, other_seat) == ["copy ch-17"]
    assert other_seat not in GAME.pending(s)
    GAME.apply(s, other_seat, "copy ch-17")
    assert other.copy == "ch-17"
    assert GAME.legal(s, other_seat) == []  # permanent
    # the copier gets Aladdin on its own turn, with its own once-per-turn counter
    set_turn(s, other_seat, step="pool", genie_activated=True)
    s.turn.pool["ruby"] = 1
    assert "aladdin" in GAME.legal(s, other_seat)


def test_zumurrud_end_of_game_point_and_dunyazad_copy():
    s = in_turn(2, characters=True, seed="zum")
    a, b = s.order
    s.players[a].characters.append("ch-07")
    s.players[b].characters.append("ch-26")
    s.pile = s.pile[:1]
    GAME.apply(s, a, "take 1.1")
    GAME.apply(s, a, GAME.legal(s, a)[0])
    while s.phase == "turn" and s.active == a:
        GAME.apply(s, a, "done" if "done" in GAME.legal(s, a) else GAME.legal(s, a)[-1])
    assert s.phase == "end_zumurrud" and GAME.pending(s) == [b]
    assert set(GAME.legal(s, b)) == {"copy ch-07", "pass"}
    GAME.apply(s, b, "copy ch-07")
    # extra turns in seating order from the player after the last one (a): b then a
    assert s.phase == "turn" and s.turn.extra and s.active == b


def test_dunyazad_end_every_player_count():
    from games.core.bots import RandomBot

    for n in (2, 3, 4, 5):
        s = in_turn(n, characters=True, seed=f"dz{n}")
        for q in s.players:
            q.hand = [c for c in q.hand if c not in ("ch-07", "ch-26")]
        s.market = [c for c in s.market if c not in ("ch-07", "ch-26")]
        owner = s.order[-1]
        s.players[owner].characters.append("ch-07")
        bots = [RandomBot(i) for i in range(n)]
        while not GAME.is_over(s):
            seat = GAME.pending(s)[0]
            GAME.apply(s, seat, bots[seat].choose(GAME, s, seat))
        for q in s.players:
            assert q.turns == (17 if q.seat == owner else 16)
            assert len(q.cells) == (21 if q.seat == owner else 20)


def test_mosaic_motifs_data():
    assert MOSAICS["mos-01"] == "star" and MOSAICS["mos-32"] == "lattice"
