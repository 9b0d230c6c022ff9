"""Own scenarios: setup, every princess ability, every event kind, auctions, princess choice with
each preference and ties, victory (talents, simultaneous claims, ties), 3-player round types,
and bad input."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction, MalformedAction, NotYourTurn, UnknownSeat
from games.emira import GAME, auctions, flow, upkeep
from games.emira import events as event_cards
from games.emira.data import EMIRA, EVENTS, OBJECTIVES, status_points
from games.emira.rules import choose, join, leave
from games.emira.state import appearance, capacity, discount, frozen, status, upkeep_due

from .helpers import A, B, C, D, blank, do, give, run_from, run_only, texts, who

# -- setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup_components(n):
    st = GAME.new(n, f"setup{n}")
    colours = [p["colour"] for p in st["players"]]
    assert len(set(colours)) == n and all(p["gold"] == 750 for p in st["players"])
    top = 3 if n == 3 else 6
    assert all(status_points(c) < 3 for c in st["status_deck"][:top])
    expected = (14 if n == 3 else 20) - ("red" in colours)
    assert len(st["status_deck"]) == expected
    per = 6 if n == 3 else 8
    assert st["bag"] == {"beauty": per, "manners": per, "dress": per + ("blue" not in colours)}
    assert st["supply"]["camel"] == (16 if n == 3 else 23) - ("green" in colours)
    assert {p["obj"][0] for p in st["players"]} == {str(n)}
    assert len({p["obj"] for p in st["players"]}) == n
    assert sorted(GAME.pending(st)) == list(range(n))  # everyone keeps at once
    assert all(len(p["dealt"]) == 3 for p in st["players"])
    assert not any("restoration" in p["dealt"] for p in st["players"])
    assert len(st["events"]) + 3 * n == 51


def test_simultaneous_secret_keep_then_round_one():
    st = GAME.new(4, "keep")
    dealt = {s: list(st["players"][s]["dealt"]) for s in range(4)}
    for s in (2, 0, 3):
        choice = GAME.legal(st, s)[0]
        events = GAME.apply(st, s, choice)
        card = EVENTS[choice.split()[1]][0]
        assert card not in events[0].text and card in events[0].for_seat(s)
        assert s not in GAME.pending(st)
    assert GAME.pending(st) == [1]
    do(st, 1, GAME.legal(st, 1)[-1])
    assert all(len(p["hand"]) == 1 for p in st["players"])
    assert len(st["events"]) == 51 - 4 and st["round"] == 1
    assert set(dealt[1]) >= set(st["players"][1]["hand"])
    assert len(st["inplay"]) == 1  # round 1: no events; the princess is revealed


def test_advanced_round_one_allows_events_and_has_restoration():
    st = GAME.new(4, "adv", {"advanced": True})
    assert len(st["events"]) + 12 == 54
    for s in range(4):
        do(st, s, GAME.legal(st, s)[0])
    assert st["round"] == 1 and GAME.view(st, None)["step"] == "events"


# -- preferences and ties ---------------------------------------------------------------------------


def test_each_preference_decides():
    st = blank()
    st["players"][C]["status"] = [700]
    assert choose(st, "fatima")[0] == C  # Status
    st["players"][D]["sections"] = 1
    assert choose(st, "adara")[0] == D  # Palace
    st["players"][B]["gold"] = 900
    assert choose(st, "yasmine")[0] == B  # Money
    st["players"][A]["markers"]["dress"] = 1
    assert choose(st, "asima")[0] == A  # Appearance
    give(st, A, "thara")
    assert choose(st, "sidi")[0] == A  # Most Emira


def test_ties_and_second_preference_and_undecided():
    st = blank()
    winner, why = choose(st, "malika")  # Status -> Palace: all 0
    assert winner is None and "still tied, undecided" in why
    st["players"][B]["sections"] = 1
    assert choose(st, "malika")[0] == B


def test_sidi_tie_zero_is_undecided_and_frozen_excluded():
    st = blank()
    assert choose(st, "sidi")[0] is None
    give(st, A, "asima")
    give(st, B, "thara", "nibal")
    st["players"][B]["frozen"] = st["round"]
    give(st, B, "hind")
    assert choose(st, "sidi")[0] == A  # B (most) is frozen


def test_no_room_makes_her_undecided():
    st = blank()
    for s, cards in enumerate([("asima", "thara"), ("nibal", "fatima"), ("malika", "sahar")]):
        give(st, s, *cards)
    give(st, D, "anisah", "raidah")
    winner, why = choose(st, "yasmine")
    assert winner is None and "nobody has room" in why


def test_changing_her_mind_swap_is_used_by_choose():
    st = blank()
    st["players"][A]["markers"]["beauty"] = 2  # appearance
    st["players"][B]["status"] = [300]  # status
    assert choose(st, "asima")[0] == A
    st["swapped"].append("asima")
    assert choose(st, "asima")[0] == B
    join(st, "asima", B)
    assert "asima" not in st["swapped"]


# -- abilities --------------------------------------------------------------------------------------


def test_halimah_rasha_status_follow_the_princess():
    st = blank()
    give(st, A, "halimah", "rasha")
    assert status(st, A) == 2
    leave(st, "halimah", A, "bottom")
    assert status(st, A) == 1


def test_noor_zainab_farah_badra_adara_prices():
    st = blank()
    st["board"].update(camel=True, section=True)
    give(st, A, "farah", "badra")
    assert auctions.action_cost(st, A, "buy camel") == 50
    assert auctions.action_cost(st, A, "buy section") == 400
    assert auctions.action_cost(st, B, "buy camel") == 150
    give(st, B, "zainab")
    assert upkeep.event_price(st, B, "a") == 100 and upkeep.event_price(st, B, "b") == 200
    assert upkeep.event_price(st, C, "b") == 250
    give(st, C, "noor")
    assert GAME.view(st, D)["players"][C]["gold"] == 800


def test_janan_zafirah_upkeep():
    st = blank()
    give(st, A, "janan", "zafirah")
    assert upkeep_due(st, A) == 100


def test_albina_firyal_advanced_track_first_time_only():
    st = blank(advanced=True)
    join(st, "albina", A)
    join(st, "firyal", A)
    assert st["players"][A]["track"] == -2
    leave(st, "albina", A, "bottom")
    join(st, "albina", A)
    assert st["players"][A]["track"] == -2
    st = blank()
    join(st, "albina", A)
    assert st["players"][A]["track"] == 0  # basic game: no ability (D-41)


def test_samira_and_zahrah_only_the_first_time_and_only_with_something():
    st = blank()
    st["stack"] = []
    join(st, "samira", A)  # no own marker: nothing to discard
    flow.advance(st)
    assert not st["stack"] or st["stack"][-1]["t"] != "samira"
    st["players"][B]["markers"]["dress"] = 2
    st["stack"] = []
    join(st, "samira", B)
    flow.advance(st)  # one marker type: automatic
    assert st["players"][B]["markers"]["dress"] == 1
    leave(st, "samira", B, "bottom")
    join(st, "samira", B)
    flow.advance(st)
    assert st["players"][B]["markers"]["dress"] == 1  # not the first time any more


def test_hind_leaving_ends_the_freeze():
    st = blank(rnd=3)
    join(st, "hind", A)
    st["round"] = 4
    assert frozen(st, A)
    leave(st, "hind", A, "bottom")
    assert not frozen(st, A)


def test_suleika_leaving_cancels_pending_triggers():
    st = blank()
    give(st, A, "suleika")
    join(st, "asima", A)
    assert upkeep_due(st, A) == 200
    leave(st, "suleika", A, "bottom")
    assert upkeep_due(st, A) == 50


def test_xenia_unpaid_join_gift_removes_her_and_blocks_victory():
    st = blank()
    st["players"][A]["gold"] = 200
    join(st, "xenia", A)
    assert "xenia" in st["removed"] and st["players"][A]["unpaid"]
    assert st["players"][A]["gold"] == 200


def test_xenia_in_ordinary_tumult_goes_to_the_deck():
    st = blank(rnd=6)
    give(st, A, "xenia")
    st["xenia"] = {"markers": 1, "gift": 3, "joined": 3}
    st["players"][A]["gold"] = 0
    upkeep.pay_upkeep(st, A)
    assert st["emira"][-1] == "xenia" and st["xenia"] is None


def test_great_tumult_advanced():
    st = blank(advanced=True)
    give(st, A, "janan", "asima", "thara", "nibal")
    st["players"][A]["sections"] = 2
    st["players"][A]["gold"] = 120
    upkeep.pay_upkeep(st, A)
    p = st["players"][A]
    assert upkeep_due(st, A) <= 120 or not p["pal"]
    assert p["unpaid"] and len(p["pal"]) < 4
    assert texts(st)[-1].startswith("Great tumult!")


# -- events -------------------------------------------------------------------------------------------


def _play(st, seat, card, *then):
    st["players"][seat]["hand"].append(card)
    st["stack"] = [{"t": "event", "seat": seat}]
    do(st, seat, f"play {card}", *then)


def test_camel_epidemic_and_sick_camels():
    st = blank()
    st["players"][A]["camels"] = 7
    _play(st, A, "camel-epidemic")
    assert st["players"][A]["camels"] == 5
    st["delayed"] = ["sick-camels"]
    assert discount(st, A) == 0


def test_changing_her_mind_leave_swap_bottom():
    st = blank()
    st["emira"][:2] = ["asima", "thara"]
    _play(st, A, "changing-her-mind")
    assert GAME.legal(st, A) == ["leave", "swap", "bottom"]
    assert not GAME.choices_are_public(st, A)
    events = GAME.apply(st, A, "swap")
    assert "Asima" not in events[0].text and "Asima" in events[0].for_seat(A)
    assert st["swapped"] == ["asima"]
    st["stack"] = []
    assert not event_cards.playable(st, B, "changing-her-mind")  # the scroll symbol is used
    st["symbols"] = []
    _play(st, B, "changing-her-mind", "bottom")
    assert st["emira"][0] == "thara" and st["emira"][-1] == "asima"
    assert st["swapped"] == []
    st["emira"][0] = "sidi"
    st["symbols"] = []
    _play(st, C, "changing-her-mind")
    assert GAME.legal(st, C) == ["leave", "bottom"]


def test_court_influence_and_new_orders_reorder():
    st = blank()
    st["emira"][:3] = ["asima", "thara", "nibal"]
    _play(st, A, "court-influence", "order nibal asima thara")
    assert st["emira"][:3] == ["nibal", "asima", "thara"]
    st["status_deck"][:3] = [300, 300, 850]
    _play(st, B, "new-orders")
    assert GAME.legal(st, B) == ["order 300 300 850", "order 300 850 300", "order 850 300 300"]
    do(st, B, "order 850 300 300")
    assert st["status_deck"][:3] == [850, 300, 300]


def test_good_looking_guest_house_new_spice_caravan():
    st = blank()
    st["players"][A]["markers"]["beauty"] = 3
    _play(st, A, "good-looking", "type beauty")
    assert st["players"][A]["gl"] == 1 and appearance(st, A) == 4
    _play(st, A, "guest-house")
    assert capacity(st, A) == 3 and st["players"][A]["kept"] == ["good-looking", "guest-house"]
    st["players"][B]["caravans"] = [["large", "slow", 8], ["small", "fast", 2]]
    assert event_cards.playable(st, B, "new-spice-caravan")
    _play(st, B, "new-spice-caravan")
    assert st["players"][B]["caravans"][1] == ["small", "fast", 3]
    st["players"][C]["caravans"] = [["large", "slow", 8]]
    assert not event_cards.playable(st, C, "new-spice-caravan")


def test_bazaar_and_noble_merchandise_replace_the_draw():
    st = blank()
    st["delayed"] = ["bazaar", "noble-merchandise"]
    st["delayed_seat"] = {"bazaar": B, "noble-merchandise": C}
    st["status_deck"] = [300, 850, 1500]
    run_only(st, "prep_status")
    assert who(st) == C and GAME.legal(st, C) == ["status 300", "status 850", "status 1500"]
    do(st, C, "status 1500")
    assert st["board"]["status"] == 1500 and sorted(st["status_deck"]) == [300, 850]
    st["bag"] = {"beauty": 0, "manners": 2, "dress": 1}
    run_only(st, "prep_appearance")
    assert GAME.legal(st, B) == ["marker manners", "marker dress"]
    do(st, B, "marker dress")
    assert st["board"]["appearance"] == "dress" and st["bag"]["dress"] == 0


def test_double_trouble_and_quiet_days_four_players():
    st = blank()
    st["delayed"] = ["double-trouble"]
    run_only(st, "prep_emira")
    assert len(st["inplay"]) == 2
    st["delayed"] = ["quiet-days"]
    run_only(st, "prep_emira")
    assert st["inplay"] == []


def test_d49_cards_needing_a_pile():
    st = blank()
    st["emira"] = []
    st["status_deck"] = []
    st["bag"] = {"beauty": 0, "manners": 0, "dress": 0}
    for card in (
        "changing-her-mind",
        "court-influence",
        "new-orders",
        "noble-merchandise",
        "bazaar",
    ):
        assert not event_cards.playable(st, A, card)
    assert event_cards.playable(st, A, "camel-breeding") and event_cards.playable(
        st, A, "good-looking"
    )


def test_every_event_kind_is_in_the_data_with_its_symbol():
    assert len(EVENTS) == 18 and len(EMIRA) == 28
    symbols = {k: v[1] for k, v in EVENTS.items()}
    assert symbols["vermin"] == symbols["golden-times"] == "jar"
    assert symbols["guest-house"] is None and symbols["bazaar"] == "mirror"
    assert sum(len(v) for v in OBJECTIVES.values()) >= 16


# -- three players -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("split", "now", "later"), [("split 2-1", 2, 1), ("split 1-2", 1, 2)])
def test_three_player_double_trouble(split, now, later):
    st = blank(n=3, rnd=3)
    _play(st, A, "double-trouble", split)
    run_only(st, "prep_emira")
    assert len(st["inplay"]) == now and len(st["waiting"]) == later


@pytest.mark.parametrize(("when", "now", "later"), [("when odd", 1, 0), ("when even", 0, 1)])
def test_three_player_quiet_days(when, now, later):
    st = blank(n=3, rnd=3)
    _play(st, A, "quiet-days", when)
    run_only(st, "prep_emira")
    assert len(st["inplay"]) == now and len(st["waiting"]) == later


def test_three_player_changing_her_mind_positions():
    st = blank(n=3, rnd=3)
    _play(st, A, "changing-her-mind")
    assert GAME.legal(st, A) == ["look 1", "look 2"]
    st = blank(n=3, rnd=3)
    _play(st, B, "double-trouble", "split 1-2")
    _play(st, A, "changing-her-mind")
    assert GAME.legal(st, A) == ["look 1", "look 2", "look 3"]
    do(st, A, "look 3")
    assert GAME.legal(st, A)[0] == "leave"


def test_three_player_even_rounds_have_no_events():
    st = blank(n=3, rnd=4)
    assert not event_cards.events_allowed(st)
    st["round"] = 5
    assert event_cards.events_allowed(st)


# -- auctions --------------------------------------------------------------------------------------------


def test_nothing_affordable_winner_may_take_nothing():
    st = blank()
    st["board"].update(section=True)
    for s in range(4):
        st["players"][s]["gold"] = 520
    run_from(st, "auctions")
    do(st, A, "bid 30")
    for s in (B, C, D):
        do(st, s, "pass")
    assert GAME.legal(st, A) == ["stipend", "nothing"]  # 490 left: section (500) unaffordable


def test_typed_bid_menu_stays_small_and_refuses_bad_amounts():
    st = blank()
    st["players"][A]["gold"] = 5000
    run_from(st, "auctions")
    legal = GAME.legal(st, A)
    assert len(legal) <= 10 and "bid 10" in legal and "bid 5000" in legal
    before = GAME.state_hash(st)
    for bad in ("bid 15", "bid 0", "bid 5010", "bid -10"):
        with pytest.raises(IllegalAction):
            GAME.apply(st, A, bad)
    with pytest.raises(MalformedAction):
        GAME.apply(st, A, "bid lots")
    assert GAME.state_hash(st) == before
    do(st, A, "bid 340")
    assert GAME.numeric(st, B).min == 350


def test_default_action_is_pass_in_auctions():
    st = blank()
    run_from(st, "auctions")
    assert GAME.default_action(st, A) == "pass" and GAME.default_action(st, B) is None


# -- victory ----------------------------------------------------------------------------------------------


def _five_with(n=5, advanced=False):
    st = blank(n=n, advanced=advanced, rnd=9)
    for s in range(n):
        st["players"][s]["sections"] = 6
        st["players"][s]["gold"] = 5000
    return st


def test_simultaneous_claims_basic_draw_and_advanced_score():
    for advanced in (False, True):
        st = _five_with(advanced=advanced)
        st["players"][A]["obj"] = "5-1"
        st["players"][B]["obj"] = "5-3"
        give(st, A, "noor", "hind", "malika", "asima")
        give(st, B, "nadia", "rasha", "thara", "sahar", "anisah")
        run_from(st, "end")
        res = GAME.result(st)
        assert GAME.is_over(st)
        if advanced:  # B: 5 princesses + 3 > A: 4 + 3
            assert res.winners == [B] and res.ranks[A] == 2
        else:
            assert res.winners == [A, B] and "share a draw" in texts(st)[-1]
        view = GAME.view(st, None)
        assert view["players"][B]["objective"]["id"] == "5-3"
        assert view["players"][C]["objective"] is None  # others stay secret


def test_reveal_objectives_option_and_unpaid_sheik_cannot_win():
    st = _five_with()
    st["opts"]["reveal_objectives"] = True
    st["players"][A]["obj"] = "5-1"
    give(st, A, "noor", "hind", "malika", "asima")
    st["players"][A]["unpaid"] = True
    run_only(st, "end")
    assert not GAME.is_over(st)
    st["players"][A]["unpaid"] = False
    run_only(st, "end")
    assert GAME.is_over(st)
    assert all(p["objective"] for p in GAME.view(st, None)["players"])


# -- bad input -----------------------------------------------------------------------------------------


def test_errors_leave_the_state_unchanged():
    st = GAME.new(4, "errors")
    before = GAME.state_hash(st)
    with pytest.raises(UnknownSeat):
        GAME.apply(st, 7, "pass")
    with pytest.raises(MalformedAction):
        GAME.apply(st, 0, "dance")
    with pytest.raises(IllegalAction):
        GAME.apply(st, 0, "keep restoration")
    assert GAME.state_hash(st) == before
    for s in range(4):
        do(st, s, GAME.legal(st, s)[0])
    waiting = GAME.pending(st)[0]
    other = (waiting + 1) % 4
    before = GAME.state_hash(st)
    with pytest.raises(NotYourTurn):
        GAME.apply(st, other, "pass")
    assert GAME.state_hash(st) == before
    assert GAME.prompt(st, waiting) and GAME.prompt(st, other) == "Nothing to decide now."
    for a in GAME.legal(st, waiting):
        assert GAME.describe(st, waiting, a)


def test_glossary_names_and_board_text():
    assert len(GAME.terms()) >= 40 and "Household" in GAME.explain_term("nibal")
    st = blank(rnd=4)
    st["players"][A]["hand"] = ["golden-times"]
    st["stack"] = [{"t": "event", "seat": A}]
    assert GAME.resolve(st, A, "play golden times") == ["play golden-times"]
    do(st, A, "play golden times")
    assert "golden-times" in st["delayed"]
    assert len(GAME.board_text(GAME.view(st, None)).splitlines()) >= 5


def test_buying_events_is_a_private_look():
    st = blank()
    st["events"][:3] = ["vermin", "bazaar", "guest-house"]
    run_only(st, "buy")
    assert who(st) == A and GAME.legal(st, A) == ["buy a", "buy b", "pass"]
    events = GAME.apply(st, A, "buy b")
    assert events[0].text == "P1 buys option B (3 cards) for 250."
    assert "Vermin" in events[0].for_seat(A)
    assert not GAME.choices_are_public(st, A)
    assert GAME.legal(st, A) == ["keep bazaar", "keep guest-house", "keep vermin"]
    assert [e["name"] for e in GAME.view(st, A)["private"]["look"]] == [
        "Vermin",
        "Bazaar",
        "Guest House",
    ]
    assert "Vermin" not in str(GAME.view(st, B)) and GAME.view(st, B)["private"]["look"] == []
    events = GAME.apply(st, A, "keep guest-house")
    assert "Guest House" not in events[0].text and st["events"][-2:] == ["vermin", "bazaar"]
    assert GAME.view(st, None)["players"][A]["hand"] == 1


def test_menus_stay_small_in_real_games():
    from games.core.playout import next_actor
    from games.emira.bots import CarefulRandomBot

    longest = 0
    for n in (3, 5):
        st = GAME.new(n, f"menus{n}", {"advanced": True})
        bots = [CarefulRandomBot(f"m{s}") for s in range(n)]
        while not GAME.is_over(st):
            seat = next_actor(GAME, st)
            longest = max(longest, len(GAME.legal(st, seat)))
            GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    assert longest <= 25


def test_undo_only_for_public_choices():
    st = blank()
    st["players"][A]["markers"]["beauty"] = 3
    st["players"][A]["hand"] = ["good-looking", "vermin"]
    st["stack"] = [{"t": "event", "seat": A}]
    assert not GAME.undoable(st, A, "play good-looking")  # shows a card of the hand
    do(st, A, "play good-looking")
    assert GAME.undoable(st, A, "type beauty")
    run_from(st, "auctions")
    assert not GAME.undoable(st, who(st), "pass")


def test_the_bazaar_shows_the_bag_the_same_after_the_state_is_stored_with_sorted_keys():
    """The bag is listed in the markers' order: the player choosing a marker reads the same bag
    from a state read back with its keys sorted (a JSON store may sort them)."""
    import json

    st = blank()
    st["delayed"] = ["bazaar"]
    st["delayed_seat"] = {"bazaar": B}
    st["bag"] = {"beauty": 3, "manners": 2, "dress": 1}
    run_only(st, "prep_appearance")
    stored = GAME.decode(json.loads(json.dumps(GAME.encode(st), sort_keys=True)))
    assert GAME.view(stored, B) == GAME.view(st, B)
    assert GAME.view(st, B)["private"]["looking"] == ["Bag: beauty 3, manners 2, dress 1"]
