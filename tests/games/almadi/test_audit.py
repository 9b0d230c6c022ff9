"""Scenario tests for discrepancies found in the rules audit (spec references in each test)."""

from __future__ import annotations

from games.almadi import GAME

from .helpers import in_turn, start_cells


def test_ali_emptying_pile_keeps_the_end_of_turn_window():
    """8.1/D15 + 10.3: with Ali the game ends at the *end* of the turn that emptied the pile; there
    is no refill, so the turn ends as in 10.3 — a payable character keeps the turn open."""
    s = in_turn(2, characters=True, seed="ali-end")
    seat = s.active
    assert seat is not None
    p = s.players[seat]
    p.characters.append("ch-18")  # Ali
    p.cells = start_cells("a")
    p.rubies = 5
    s.reserve -= 5
    s.pile = s.pile[:1]
    GAME.apply(s, seat, "ali")
    assert s.pile == []
    GAME.apply(s, seat, "ali a")
    s.turn.holding = "oas-21"  # all activation sides: facing start R jar at (2,0) -> jar only
    GAME.apply(s, seat, "place 2 1")
    if s.turn.step == "pool":
        GAME.apply(s, seat, "done")
    assert s.phase == "turn" and s.active == seat and s.turn.step == "after"
    legal = GAME.legal(s, seat)
    assert "end turn" in legal and f"recruit {p.hand[0]}" in legal
    GAME.apply(s, seat, f"recruit {p.hand[0]}")
    if s.phase == "turn" and s.active == seat:
        GAME.apply(s, seat, "end turn")
    assert s.phase != "turn" or s.turn.extra  # the game has ended: no further regular turn
    assert all(q.turns == 1 for q in s.players if q.seat == seat)


def test_hussain_swap_is_one_event_shared_contact_once():
    """CH-21/D19: both arrivals form one event; the contact between the swapped tiles counts
    once, and two genies activated by the event give one genie item (5.3, D7)."""
    s = in_turn(2, characters=True, seed="hussain")
    seat = s.active
    assert seat is not None
    p = s.players[seat]
    p.characters.append("ch-21")
    # OAS-04 (act genie act hammer) at (1,1), OAS-20 (act act ruby genie) at (1,2)
    p.cells = start_cells("a") | {(1, 1): "oas-04", (1, 2): "oas-20", (2, 2): "pal-21"}
    s.turn.step = "pool"
    s.turn.pool["genie"] = 1
    GAME.apply(s, seat, "genie")
    GAME.apply(s, seat, "swap 1.1")
    GAME.apply(s, seat, "with 1.2")
    # OAS-20 at (1,1): L genie <-> start R act (genie); R act <-> OAS-04 L hammer (hammer, once);
    # D ruby <-> (2,1) empty. OAS-04 at (1,2): U act, R genie -> empty, D act <-> PAL-21 U act.
    assert s.turn.pool == {"genie": 1, "hammer": 1, "stall": 0, "moon": 0, "ruby": 0}
    assert s.turn.moves_used == 1
    assert s.turn.last_left == {"oas-04": (1, 1), "oas-20": (1, 2)}


def test_blank_start_sides_with_abriza_rows():
    """3.1/D3: the Up/Down/Left sides of start landscapes are blank, even when Abriza puts a
    tile in row 0 or 5 right above/below the start tile (column 0)."""
    from games.almadi import kingdom as K

    cells = start_cells("a") | {(0, 0): "oas-01", (5, 0): "oas-19"}  # D jar / U ruby
    assert K.arrival_effects(cells, [(0, 0), (5, 0)]) == []
    assert K.active_counts(cells) == {}


def test_zumurrud_copying_jafar_protects_objectives():
    """6.4/D13/D23: Jafar's protection also applies when copied with Zumurrud, and covers
    objectives taken before the copy."""
    from games.almadi import rules as R

    s = in_turn(2, characters=True, seed="zj")
    a = s.active
    assert a is not None
    b = 1 - a
    s.players[b].objectives = {"gr-12": False}
    s.players[a].characters.append("ch-22")
    s.players[b].characters.append("ch-26")
    assert "gr-12" in R.available_objectives(s, a)
    GAME.apply(s, b, "copy ch-22")
    assert "gr-12" not in R.available_objectives(s, a)


def test_row_zero_counts_for_gr12_but_not_bl04_or_empty_symbol():
    """GR-12 counts rows 0-5; BL-04 uses rows 1-4 only; `.` never matches row 0/5 (D20)."""
    from games.almadi.objectives import met, pattern_present

    from .helpers import player

    cells = start_cells("b") | {(0, c): f"car-{c + 1:02d}" for c in range(6)}
    assert met("gr-12", player(cells))
    oases = start_cells("b") | {(0, 1): "oas-01", (2, 1): "oas-02", (3, 1): "oas-03"}
    assert not met("bl-04", player(oases))  # START-B oasis is in row 1, none in row 4
    oases[(4, 1)] = "oas-04"
    assert met("bl-04", player(oases))
    # `#.#` / `.#.` would match at anchor (0,1) if the empty row-0 cell (0,2) counted as `.`
    cells = start_cells("b") | {(0, 1): "car-01", (0, 3): "car-02", (1, 2): "car-03"}
    assert not pattern_present(cells, ("#.#", ".#."), True)
    cells = start_cells("b") | {(1, 1): "car-01", (1, 3): "car-02", (2, 2): "car-03"}
    assert pattern_present(cells, ("#.#", ".#."), True)
