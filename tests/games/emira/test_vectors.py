"""The spec's test vectors (section 17): TV-R1 … TV-R11 and S1 … S25, in the spec's order.

Basic game, 4 players A (first player), B, C, D = seats 0..3, camel rate 50, unless stated."""

from __future__ import annotations

import pytest

from games.emira import GAME, auctions, flow, upkeep
from games.emira import events as event_cards
from games.emira.rules import choose, join, talent_match
from games.emira.state import (
    appearance,
    camel_rate,
    capacity,
    frozen,
    net,
    palace_half,
    status,
    upkeep_due,
)

from .helpers import A, B, C, D, blank, do, give, run_from, run_only, texts, who


def test_tv_r1_r2_camel_discount_and_no_refund():
    st = blank()
    st["players"][A]["camels"] = 1
    assert net(st, A, 250) == 200
    st["players"][A]["camels"] = 2
    assert net(st, A, 60) == 0


def test_tv_r3_thara_appearance_then_palace():
    st = blank()
    for seat, (app, sections) in enumerate([(4, 1), (4, 2), (3, 5), (2, 0)]):
        st["players"][seat]["markers"]["beauty"] = app
        st["players"][seat]["sections"] = sections
    winner, why = choose(st, "thara")
    assert winner == B
    assert "Appearance P1 4, P2 4, P3 3, P4 2" in why and "Palace P1 1, P2 2" in why


def test_tv_r4_blue_may_decline_then_tumult_if_he_buys():
    st = blank()
    p = st["players"][B]
    p["colour"] = "blue"
    give(st, B, "asima", "thara", "nibal", "fatima", "malika")
    p["sections"] = 3
    p["caravans"] = [["small", "slow", 5]]
    p["gold"] = 700
    st["board"]["section"] = True
    st["stack"] = [{"t": "auctions", "rem": [B], "prev": None, "cur": None}]
    flow.advance(st)
    legal = GAME.legal(st, B)
    assert "nothing" in legal and "stipend" not in legal and "buy section" in legal
    do(st, B, "buy section")
    assert p["gold"] == 200
    upkeep.pay_upkeep(st, B)
    assert p["gold"] == 0 and len(p["pal"]) == 4 and p["unpaid"]
    assert st["emira"][-1] in ("asima", "thara", "nibal", "fatima", "malika")


def test_tv_r5_restoration():
    st = blank(advanced=True)
    st["players"][A]["sections"] = 3
    assert palace_half(st, A) == 6
    st["players"][A]["hand"].append("restoration")
    event_cards.play_event(st, A, "restoration")
    assert palace_half(st, A) == 7  # 3.5


def test_tv_r6_better_breed():
    st = blank()
    p = st["players"][A]
    for rate in (70, 100, 150):
        p["hand"].append("better-breed")
        assert event_cards.playable(st, A, "better-breed")
        event_cards.play_event(st, A, "better-breed")
        assert camel_rate(st, A) == rate
    p["hand"].append("better-breed")
    assert not event_cards.playable(st, A, "better-breed")  # a fourth play is illegal (D-25)
    p["rate"] = 2
    p["camels"] = 2
    assert net(st, A, 250) == 50


def test_tv_r7_capacity():
    st = GAME.new(5, "cap")
    for s, p in enumerate(st["players"]):
        assert capacity(st, s) == (3 if p["colour"] == "white" else 2)
    st = blank()
    st["players"][A]["hand"].append("guest-house")
    event_cards.play_event(st, A, "guest-house")
    st["players"][A]["sections"] = 2
    assert capacity(st, A) == 5 and palace_half(st, A) == 4


def test_tv_r8_caravans_pay_and_leave():
    st = blank(rnd=3)
    st["players"][A]["caravans"] = [["small", "slow", 8]]
    st["players"][B]["caravans"] = [["large", "fast", 4]]
    got_a, got_b = [], []
    for rnd in range(4, 13):
        st["round"] = rnd
        before = (st["players"][A]["gold"], st["players"][B]["gold"])
        run_only(st, "income")
        got_a.append(st["players"][A]["gold"] - before[0] - 100)
        got_b.append(st["players"][B]["gold"] - before[1] - 100)
    assert got_a == [150] * 8 + [0] and got_b == [500] * 4 + [0] * 5
    assert st["players"][A]["caravans"] == [] and st["players"][B]["caravans"] == []


def test_tv_r9_adara_prices():
    st = blank()
    give(st, A, "adara")
    st["board"].update(small=True, large=True)
    costs = [auctions.action_cost(st, A, f"buy {k}") for k in ("small slow", "small fast")]
    costs += [auctions.action_cost(st, A, f"buy {k}") for k in ("large slow", "large fast")]
    assert costs == [400, 500, 650, 800]
    assert auctions.action_cost(st, B, "buy large fast") == 900


def test_tv_r10_set_bonus():
    st = blank()
    st["players"][A]["markers"] = {"beauty": 1, "manners": 1, "dress": 1}
    assert appearance(st, A) == 4
    st["players"][A]["markers"]["beauty"] = 2
    assert appearance(st, A) == 5


def test_tv_r11_unsold_items():
    st = blank()
    st["board"].update(appearance="beauty", camel=True)
    bag = dict(st["bag"])
    camels = st["supply"]["camel"]
    auctions.end_of_auctions(st)
    assert st["bag"]["beauty"] == bag["beauty"] + 1 and st["board"]["camel"]
    st["round"] = 6
    run_only(st, "prep_appearance")
    run_only(st, "prep_items")
    assert st["board"]["appearance"] is not None
    assert st["supply"]["camel"] == camels - 0 and st["board"]["camel"]


def test_s1_auction_sequence_with_passes():
    st = blank()
    st["players"][B]["camels"] = 1
    st["board"].update(status=400, appearance="beauty", section=True, camel=True)
    st["board"].update(small=True, large=True)
    run_from(st, "auctions")
    assert who(st) == A
    do(st, A, "pass")
    do(st, B, "bid 10")
    do(st, C, "bid 30")
    do(st, D, "pass")
    do(st, B, "bid 40")
    do(st, C, "pass")
    assert st["players"][B]["gold"] == 800  # 40 - 50 discount: pays 0
    do(st, B, "buy section")
    assert st["players"][B]["gold"] == 300
    assert who(st) == C
    do(st, C, "bid 100")
    do(st, D, "pass")
    do(st, A, "bid 110")
    do(st, C, "pass")
    assert st["players"][A]["gold"] == 690
    do(st, A, "buy appearance")
    assert st["players"][A]["gold"] == 340
    assert who(st) == C  # left of A is B, already done
    do(st, C, "pass")
    do(st, D, "pass")
    assert any("wins the auction for free" in t for t in texts(st))
    do(st, C, "buy status")
    assert st["players"][C]["gold"] == 400
    assert who(st) == D and GAME.view(st, None)["decision"]["kind"] == "act"
    do(st, D, "buy small slow")
    assert st["players"][D]["gold"] == 350
    b = st["board"]
    assert b["camel"] and b["large"] and not b["small"] and not b["section"]


def test_s2_highest_legal_bid():
    st = blank()
    st["players"][C]["gold"] = 30
    st["players"][C]["camels"] = 2
    st["stack"] = [{"t": "auctions", "rem": [C, D], "prev": B, "cur": None}]
    flow.advance(st)
    assert who(st) == C
    spec = GAME.numeric(st, C)
    assert spec.max == 130 and GAME.accepts(st, C, "bid 130")
    assert not GAME.accepts(st, C, "bid 140")
    assert "bid 130" in GAME.legal(st, C)  # all-in is in the menu


def test_s3_voluntary_bid_makes_the_stipend_possible():
    st = blank()
    p = st["players"][D]
    p["gold"] = 520
    give(st, D, "asima")
    p["caravans"] = [["small", "slow", 5]]
    st["stack"] = [{"t": "auctions", "rem": [D], "prev": None, "cur": None}]
    flow.advance(st)
    legal = GAME.legal(st, D)
    assert "stipend" not in legal and "bid 30" in legal
    do(st, D, "bid 30")
    assert p["gold"] == 490 and "stipend" in GAME.legal(st, D)
    do(st, D, "stipend")
    assert p["gold"] == 640


def test_s4_stipend_without_bidding():
    st = blank()
    st["players"][B]["gold"] = 1200
    give(st, B, "asima", "thara", "nibal", "fatima")
    st["board"]["section"] = True
    run_from(st, "auctions")
    do(st, A, "pass")
    assert "stipend" in GAME.legal(st, B)
    do(st, B, "stipend")
    assert st["players"][B]["gold"] == 1350
    assert who(st) == C
    do(st, C, "bid 10")
    do(st, D, "pass")
    assert who(st) == C and GAME.legal(st, C)[0].startswith("buy") or "nothing" in GAME.legal(st, C)
    af = next(f for f in st["stack"] if f["t"] == "auctions")
    assert B not in af["rem"]


def test_s5_room_filter_and_money_tie_break():
    st = blank()
    give(st, A, "asima", "thara")
    st["players"][A]["markers"]["beauty"] = 3
    for seat, (app, gold) in {B: (2, 400), C: (2, 600), D: (1, 800)}.items():
        st["players"][seat]["markers"]["beauty"] = app
        st["players"][seat]["gold"] = gold
    winner, why = choose(st, "nibal")
    assert winner == C
    assert "P1 full" in why and "Money P2 400, P3 600" in why


def test_s6_undecided_then_joining_mid_auction():
    st = blank(rnd=7)
    for seat, (cards, beauty) in {A: ([700], 3), B: ([700], 3), C: ([300], 0)}.items():
        st["players"][seat]["status"] = cards
        st["players"][seat]["markers"]["beauty"] = beauty
    st["inplay"] = ["fatima"]
    run_only(st, "choose")
    assert st["undecided"] == ["fatima"]
    st["round"] = 8
    st["board"]["status"] = 350
    st["board"]["section"] = True
    run_from(st, "auctions")
    do(st, A, "pass")
    do(st, B, "bid 10")
    do(st, C, "pass")
    do(st, D, "pass")
    do(st, B, "buy status")
    assert status(st, B) == 3
    assert "fatima" in st["players"][B]["pal"] and not st["undecided"]
    assert GAME.view(st, None)["auction"]["high"] == 0  # auction 2 has not started yet
    assert upkeep_due(st, B) == 50


def test_s7_appearance_with_layla_and_good_looking():
    st = blank()
    p = st["players"][A]
    p["markers"] = {"beauty": 3, "manners": 1, "dress": 2}
    p["gl"] = 1
    assert appearance(st, A) == 8
    join(st, "layla", A)
    assert appearance(st, A) == 10
    from games.emira.rules import leave

    leave(st, "layla", A, "bottom")
    assert appearance(st, A) == 8
    join(st, "layla", A)
    st["stack"] = [{"t": "looks", "seat": A}]
    do(st, A, "type manners")
    assert p["gl"] == 1  # floor(1 / 3) = 0: Layla's marker is excluded


@pytest.mark.parametrize(("marker", "after"), [("beauty", 4), ("manners", 3), ("dress", 3)])
def test_s8_samira(marker, after):
    st = blank()
    p = st["players"][A]
    p["markers"] = {"beauty": 1, "manners": 1, "dress": 1}
    give(st, A, "nadia")
    assert appearance(st, A) == 5
    bag = st["bag"][marker]
    st["stack"] = []
    join(st, "samira", A)
    flow.advance(st)
    assert sorted(GAME.legal(st, A)) == ["discard beauty", "discard dress", "discard manners"]
    do(st, A, f"discard {marker}")
    assert appearance(st, A) == after and st["bag"][marker] == bag + 1


def test_s9_zahrah():
    st = blank()
    p = st["players"][C]
    p["status"] = [350, 800]
    give(st, C, "rasha")
    assert status(st, C) == 4
    st["stack"] = []
    join(st, "zahrah", C)
    flow.advance(st)
    assert GAME.legal(st, C) == ["discard 350", "discard 800"]
    do(st, C, "discard 350")
    assert status(st, C) == 3 and st["status_deck"][-1] == 350


def test_s10_tumult_with_special_upkeep():
    st = blank()
    give(st, A, "janan", "zafirah", "asima", "nibal")
    st["players"][A]["sections"] = 2
    assert upkeep_due(st, A) == 200
    st["players"][A]["gold"] = 180
    upkeep.pay_upkeep(st, A)
    p = st["players"][A]
    assert p["gold"] == 0 and len(p["pal"]) == 3 and p["unpaid"]
    assert st["emira"][-1] in ("janan", "zafirah", "asima", "nibal")


def test_s11_suleika_and_double_trouble():
    st = blank()
    give(st, B, "suleika", "asima", "thara")
    st["players"][B]["sections"] = 3
    st["stack"] = []
    join(st, "nibal", B)
    join(st, "fatima", B)
    assert upkeep_due(st, B) == 450
    st = blank()
    give(st, B, "suleika", "asima", "thara")
    st["players"][B]["sections"] = 3
    st["stack"] = []
    join(st, "nibal", B)
    winner, _ = choose(st, "sidi")
    assert winner == B
    join(st, "sidi", B)
    flow.advance(st)
    do(st, B, "give suleika")
    assert upkeep_due(st, B) == 150 and "sidi" in st["removed"]


def test_s12_sidi_tie_then_resolution_after_upkeep():
    st = blank(rnd=7)
    give(st, A, "asima", "thara", "nibal")
    give(st, B, "fatima", "malika", "sahar")
    give(st, C, "anisah")
    for s in (A, B):
        st["players"][s]["sections"] = 1
    st["inplay"] = ["sidi"]
    run_only(st, "choose")
    assert st["undecided"] == ["sidi"]
    st["players"][B]["gold"] = 0
    run_from(st, "upkeep_xenia")
    assert len(st["players"][B]["pal"]) == 2
    assert who(st) == A and GAME.legal(st, A) == ["give asima", "give nibal", "give thara"]
    do(st, A, "give thara")
    assert len(st["players"][A]["pal"]) == 2
    assert {"sidi", "thara"} <= set(st["removed"]) and not st["undecided"]


def test_s13_s14_s15_talent_matching():
    assert talent_match(["noor", "hind", "malika", "asima"], "5-1") is not None
    assert talent_match(["noor", "hind", "asima", "raidah"], "5-1") is None
    assert talent_match(["thara", "samira", "albina", "asima"], "5-6") is not None
    assert talent_match(["fatima", "nadia", "asima", "thara", "malika"], "4-5") is not None


def test_s13_s14_victory_needs_full_payment_and_count():
    st = blank(n=5)
    st["players"][A]["obj"] = "5-1"
    give(st, A, "noor", "hind", "malika", "asima")
    from games.emira.rules import fulfils

    assert fulfils(st, A) == {"malika": "intelligence", "noor": "household", "hind": "romance"}
    st["players"][A]["pal"] = ["noor", "hind", "asima", "raidah"]
    assert fulfils(st, A) is None
    st["players"][A]["pal"] = ["asima", "raidah", "rasha", "firyal", "zafirah", "sahar"]
    assert fulfils(st, A) == {}  # 6 princesses without the talents: by count


def test_s16_xenia_cycle_and_transfer():
    st = blank(rnd=5)
    st["players"][A]["gold"] = 1000
    st["inplay"] = ["xenia"]
    run_only(st, "choose")
    assert "xenia" in st["players"][A]["pal"] and st["players"][A]["gold"] == 750
    assert st["xenia"] == {"markers": 2, "gift": 5, "joined": 5}
    for rnd, markers in ((5, 2), (6, 1), (7, 0)):
        st["round"] = rnd
        run_only(st, "upkeep_xenia")
        assert st["xenia"]["markers"] == markers
    st["round"] = 8
    st["players"][B]["gold"], st["players"][C]["gold"] = 1100, 900
    st["players"][D]["gold"] = 1500
    give(st, D, "asima", "thara")  # D has no room
    run_only(st, "upkeep_xenia")
    assert who(st) == A and GAME.legal(st, A) == ["pay gift", "refuse gift"]
    do(st, A, "refuse gift")
    assert "xenia" in st["players"][B]["pal"] and st["players"][B]["gold"] == 850
    assert st["xenia"]["markers"] == 2 and st["xenia"]["gift"] == 8
    assert "Money P2 1100, P3 900" in texts(st)[-2]
    assert upkeep_due(st, B) == 50 and upkeep_due(st, A) == 0


def _xenia_refused(gold_b: int, gold_c: int, room: bool = True, beauty_c: int = 0) -> dict:
    st = blank(rnd=8)
    give(st, A, "xenia")
    st["xenia"] = {"markers": 0, "gift": 5, "joined": 5}
    st["players"][B]["gold"], st["players"][C]["gold"] = gold_b, gold_c
    st["players"][C]["markers"]["beauty"] = beauty_c
    give(st, D, "asima", "thara")
    if not room:
        give(st, B, "nibal", "fatima")
        give(st, C, "malika", "sahar")
    run_only(st, "upkeep_xenia")
    do(st, A, "refuse gift")
    return st


def test_s16_variants():
    st = _xenia_refused(200, 150)
    assert "xenia" in st["removed"] and st["players"][B]["gold"] == 200
    st = _xenia_refused(900, 900)
    assert st["undecided"] == ["xenia"] and st["xenia_out"] == A
    st["players"][A]["gold"] = 5000
    winner, _ = choose(st, "xenia")
    assert winner is None  # A is not a candidate while she waits
    st["players"][C]["markers"]["beauty"] = 1
    assert choose(st, "xenia")[0] == C
    st = _xenia_refused(900, 900, room=False)
    assert st["undecided"] == ["xenia"] and "xenia" not in st["removed"]


def test_s17_xenia_join_round_protection():
    st = blank(rnd=4)
    give(st, D, "asima", "thara", "nibal", "fatima")
    st["players"][D]["sections"] = 3
    for s in (A, B, C):
        st["players"][s]["gold"] = 400
    st["players"][D]["gold"] = 470
    st["inplay"] = ["xenia"]
    run_only(st, "choose")
    assert st["players"][D]["gold"] == 220
    st["stack"] = []
    upkeep.pay_upkeep(st, D)
    p = st["players"][D]
    assert "xenia" in st["removed"] and len(p["pal"]) == 4 and p["gold"] == 20 and p["unpaid"]


@pytest.mark.parametrize(("supply", "after"), [(3, [4, 2, 3, 0]), (4, [6, 3, 4, 0])])
def test_s18_camel_breeding(supply, after):
    st = blank()
    for s, k in enumerate([4, 2, 3, 0]):
        st["players"][s]["camels"] = k
    st["supply"]["camel"] = supply
    st["board"]["camel"] = True
    st["players"][A]["hand"].append("camel-breeding")
    event_cards.play_event(st, A, "camel-breeding")
    assert [p["camels"] for p in st["players"]] == after
    assert st["supply"]["camel"] == (supply if supply == 3 else 0) and st["board"]["camel"]


def test_s19_vermin():
    st = blank()
    st["players"][A]["caravans"] = [
        ["small", "slow", 5],
        ["small", "slow", 2],
        ["large", "slow", 3],
    ]
    st["players"][B]["caravans"] = [["small", "slow", 1]]
    st["players"][A]["hand"].append("vermin")
    st["stack"] = [{"t": "event", "seat": A}]
    do(st, A, "play vermin", "kind small slow")
    assert st["players"][A]["caravans"] == [
        ["small", "slow", 4],
        ["small", "slow", 1],
        ["large", "slow", 3],
    ]
    assert st["players"][B]["caravans"] == []


def test_vermin_choice_when_three_slow_caravans():
    st = blank()
    st["players"][A]["caravans"] = [
        ["small", "slow", 5],
        ["small", "slow", 2],
        ["small", "slow", 7],
    ]
    st["players"][A]["hand"].append("vermin")
    st["stack"] = [{"t": "event", "seat": A}]
    do(st, A, "play vermin", "kind small slow")
    assert GAME.legal(st, A) == ["move 7", "move 5", "move 2"]
    do(st, A, "move 7")
    assert GAME.legal(st, A) == ["move 5", "move 2"]  # the moved caravan (now 6) is done
    do(st, A, "move 2")
    assert sorted(c[2] for c in st["players"][A]["caravans"]) == [1, 5, 6]


def test_s20_golden_times_and_interrupt():
    for card, expected, moved in (
        ("golden-times", 960, True),
        ("interrupt-spice-trade", 150, False),
    ):
        st = blank()
        p = st["players"][A]
        p["colour"] = "black"
        p["caravans"] = [["large", "fast", 3], ["small", "slow", 5]]
        p["gold"] = 0
        st["delayed"] = [card]
        run_only(st, "income")
        assert p["gold"] == expected
        assert [c[2] for c in p["caravans"]] == ([2, 4] if moved else [3, 5])


def test_s21_hind_freezes_the_next_round():
    st = blank(rnd=6)
    st["players"][A]["markers"]["beauty"] = 0
    st["players"][A]["status"] = [1500]
    st["players"][C]["status"] = [300]
    st["stack"] = []
    join(st, "hind", A)
    st["round"] = 7
    assert frozen(st, A)
    st["players"][A]["hand"] = ["guest-house"]
    st["players"][B]["hand"] = ["guest-house"]
    st["board"]["section"] = True
    st["board"]["camel"] = True
    st["emira"].insert(0, "malika")  # Status -> Palace: A would be the best
    run_from(st, "events")
    assert who(st) == B  # A may not play an event card
    do(st, B, "pass")
    assert who(st) == B  # B starts auction 1 (A frozen)
    assert "stipend" in GAME.legal(st, B) or "pass" in GAME.legal(st, B)
    do(st, B, "pass")
    do(st, C, "pass")
    do(st, D, "pass")
    do(st, B, "nothing")
    do(st, C, "pass")
    do(st, D, "pass")
    do(st, C, "nothing")
    assert GAME.view(st, None)["decision"]["kind"] == "act" and who(st) == D
    do(st, D, "nothing")
    assert who(st) == B  # A cannot buy event cards
    for s in (B, C, D):
        do(st, s, "pass")
    assert "malika" not in st["players"][A]["pal"] and "malika" in st["players"][C]["pal"]


def test_s22_three_player_market_cycle():
    st = blank(n=3, rnd=3)
    st["emira"] = ["asima", "thara", "nibal"] + [
        c for c in st["emira"] if c not in ("asima", "thara", "nibal")
    ]
    st["board"]["status"] = None
    for step in ("prep_emira", "prep_status", "prep_appearance", "prep_items"):
        run_only(st, step)
    assert st["inplay"] == ["asima"] and st["waiting"] == ["thara"]
    b = st["board"]
    assert (
        b["status"]
        and b["appearance"]
        and b["section"]
        and b["camel"]
        and b["small"]
        and b["large"]
    )
    b["section"] = b["camel"] = False
    b["appearance"] = None
    auctions.end_of_auctions(st)  # odd round: nothing returns
    status_card = b["status"]
    assert status_card is not None
    st["round"] = 4
    for step in ("prep_emira", "prep_status", "prep_appearance", "prep_items"):
        run_only(st, step)
    assert st["inplay"] == ["thara"] and st["waiting"] == []
    assert (
        b["section"] and not b["camel"] and b["appearance"] is None and b["status"] == status_card
    )
    auctions.end_of_auctions(st)
    assert b["status"] is None and st["status_deck"][-1] == status_card
    run_only(st, "buy")
    assert who(st) == A and GAME.legal(st, A)[-1] == "pass"  # phase 5 is held in even rounds
    st["round"] = 5
    run_only(st, "buy")
    assert who(st) is None
    for step in ("prep_status", "prep_appearance", "prep_items"):
        run_only(st, step)
    assert b["status"] is not None and b["appearance"] and b["camel"] and b["small"] and b["large"]


def test_s23_symbol_blocking():
    st = blank(rnd=4)
    hands = {
        A: ["golden-times"],
        B: ["interrupt-spice-trade", "guest-house"],
        C: ["guest-house"],
        D: ["camel-epidemic"],
    }
    for s, h in hands.items():
        st["players"][s]["hand"] = list(h)
    run_from(st, "events")
    do(st, A, "play golden-times")
    assert GAME.legal(st, B) == ["play guest-house", "pass"]
    do(st, B, "play guest-house")
    do(st, C, "play guest-house")
    assert GAME.legal(st, D) == ["play camel-epidemic", "pass"]


def test_s24_a_stipend_leaves_one_player():
    st = blank()
    st["players"][D]["gold"] = 450
    st["board"]["section"] = True
    st["stack"] = [{"t": "auctions", "rem": [C, D], "prev": B, "cur": None}]
    flow.advance(st)
    do(st, C, "bid 50")
    do(st, D, "stipend")
    assert st["players"][D]["gold"] == 600 and st["players"][C]["gold"] == 750
    assert who(st) == C and "buy section" in GAME.legal(st, C)
    st = blank()
    st["players"][C]["gold"] = 300
    st["board"]["section"] = True
    st["stack"] = [{"t": "auctions", "rem": [C, D], "prev": B, "cur": None}]
    flow.advance(st)
    do(st, C, "stipend")
    assert "cancelled" in texts(st)[-1] or any("cancelled" in t for t in texts(st))
    assert who(st) == D and st["stack"][-1]["last"] and "bid" not in " ".join(GAME.legal(st, D))[:3]
    assert st["players"][D]["gold"] == 800


def _idle(st: dict, until_round: int) -> None:
    """Everyone passes and takes no action until the game ends or ``until_round`` starts."""
    while not GAME.is_over(st) and st["round"] < until_round:
        seat = who(st)
        legal = GAME.legal(st, seat)
        pick = next((a for a in ("pass", "nothing", "pay gift") if a in legal), legal[0])
        GAME.apply(st, seat, pick)


def _stuck(tumult: bool) -> dict:
    st = blank(rnd=30)
    st["emira"] = ["sidi"]
    st["removed"] = []
    give(st, A, "asima", "thara", "nibal", "fatima")
    give(st, B, "malika", "sahar", "anisah", "raidah")
    give(st, C, "noor", "yasmine")
    give(st, D, "badra")
    for s in range(4):
        st["players"][s]["sections"] = 3
        st["players"][s]["gold"] = 3000
        st["players"][s]["hand"] = []
    if tumult:
        st["players"][B]["gold"] = 150  # round 30 upkeep paid, nothing left for round 31
    run_from(st, "prep_emira")
    return st


def test_s25_the_game_ends_with_a_stuck_card():
    st = _stuck(tumult=False)
    _idle(st, 40)
    assert GAME.is_over(st) and st["round"] == 31 and st["undecided"] == ["sidi"]
    assert "No Emira cards are left" in texts(st)[-1]
    res = GAME.result(st)
    assert res.ranks[C] > res.ranks[A] and min(res.ranks) == 1


def test_s25_variant_a_tumult_refills_the_deck():
    st = _stuck(tumult=True)
    _idle(st, 31)
    st["players"][B]["gold"] = 0
    _idle(st, 32)
    assert not GAME.is_over(st) or st["round"] > 31
    assert any("Tumult! P2" in t for t in texts(st))
    assert "sidi" in st["removed"] and len(st["players"][A]["pal"]) == 3
