"""Every one of the 32 titles (§17.4)."""

from __future__ import annotations

import pytest

from games.al_rashid import GAME
from games.al_rashid.data import TITLES, TITLES_BY_GUILD
from games.al_rashid.scoring import breakdown, politics_value
from games.al_rashid.state import group
from tests.games.al_rashid.helpers import (
    blank,
    do,
    frame,
    goods,
    has,
    keep_busy,
    pay_default,
    pending,
    put,
    token,
    turn,
)

RICH = dict(wood=4, ceramic=4, metal=4, spice=4, silk=4)


def acquire(title: str, n: int = 2, **setup):
    """Seat 0 alone in the title's palace, rich, buys the title; returns the state at payment done."""
    st = blank(n)
    guild = TITLES[title][1]
    put(st, 0, guild, "pasha")
    keep_busy(st, *range(n))
    goods(st, 0, **RICH)
    for k, v in setup.items():
        st["players"][0][k] = v
    turn(st, 0)
    do(st, 0, f"resolve {guild}", f"title {title}", "done")
    pay_default(st, 0)
    return st


def test_all_32_titles_listed():
    assert len(TITLES) == 32
    assert sum(len(v) for v in TITLES_BY_GUILD.values()) == 32


def test_copies_by_player_count():
    assert GAME.new(3, "x")["titles"]["smuggler"] == 1
    assert GAME.new(4, "x")["titles"]["smuggler"] == 2
    assert GAME.new(4, "x")["titles"]["weapon_master"] == 1


def test_no_duplicate_title():
    st = acquire("banker", 4)
    assert st["titles"]["banker"] == 1
    st2 = blank(4)
    put(st2, 0, "traditions", "pasha")
    keep_busy(st2, 0, 1, 2, 3)
    goods(st2, 0, **RICH)
    st2["players"][0]["titles"].append("banker")
    turn(st2, 0)
    do(st2, 0, "resolve traditions")
    assert "title banker" not in GAME.legal(st2, 0)


# -- Intrigue ----------------------------------------------------------------------------------------


def test_c001_smuggler():
    st = acquire("smuggler")
    do(st, 0, "use smuggler")
    before = has(st, 0)
    do(st, 0, "give wood")
    assert "take wood" not in GAME.legal(st, 0)
    do(st, 0, "take silk")
    after = has(st, 0)
    assert after["wood"] == before["wood"] - 1 and after["silk"] == before["silk"] + 1
    assert "smuggler" in st["players"][0]["used"]


def test_c002_plotter_and_c003_informer_window():
    st = blank(2)
    pl = st["players"][0]
    pl["titles"] += ["plotter", "informer"]
    put(st, 0, "military", "sage")
    put(st, 0, "silk", "merchant")
    keep_busy(st, 1)
    st["phase"] = "reserved"
    st["stack"] = []
    GAME.apply  # noqa: B018
    from games.al_rashid.flow import advance

    advance(st)
    legal = GAME.legal(st, 0)
    assert "move military sage" in legal and "move silk merchant" in legal
    do(st, 0, "move silk merchant", "move silk merchant spice")
    assert "move silk merchant" not in GAME.legal(st, 0)
    do(st, 0, "move military sage", "move military sage rashid" if False else "back")
    do(st, 0, "move military sage", "move military sage politics")
    assert group(st, "politics", 0) == ["sage"] and group(st, "spice", 0) == ["merchant"]
    assert frame(st)["t"] == "turn"  # window closed by itself


def test_window_skips_when_no_move_and_done():
    st = blank(2)
    st["players"][1]["titles"].append("plotter")
    put(st, 1, "military", "sage")
    keep_busy(st, 0)
    st["phase"] = "reserved"
    st["stack"] = []
    from games.al_rashid.flow import advance

    advance(st)
    assert pending(st) == 1
    do(st, 1, "done")
    assert frame(st)["t"] == "turn" and group(st, "military", 1) == ["sage"]


def test_c004_impostor_two_favors():
    st = acquire("impostor")
    assert frame(st)["t"] == "impostor"
    do(st, 0, "favor scholar")
    assert "favor scholar" not in GAME.legal(st, 0)
    do(st, 0, "favor qadi")
    pl = st["players"][0]
    assert pl["notes"] == 1 and pl["pi"] == 1


def test_c004_impostor_general_needs_goods():
    st = blank(2)
    put(st, 0, "intrigue", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1, metal=1)  # exactly 6
    turn(st, 0)
    do(st, 0, "resolve intrigue", "title impostor", "done", "pay wood ceramic metal")
    assert GAME.legal(st, 0) == ["favor scholar", "favor qadi"]
    do(st, 0, "favor qadi", "favor scholar")


def test_c004_impostor_vizier_then_general():
    st = acquire("impostor")
    do(st, 0, "favor vizier", "give wood", "take silk", "favor general", "give silk", "draw blue")
    assert len(st["players"][0]["hand"]) == 1


# -- Military ---------------------------------------------------------------------------------------------


def test_c005_strategist_bonus_per_token():
    st = acquire("strategist")
    from games.al_rashid.countries import battle_strength

    assert battle_strength(st, 0, [["red", 2], ["red", 3], ["blue", 4]]) == {"red": 7, "blue": 5}
    assert st["players"][0]["titles"] == ["strategist"]


def test_c006_recruiter():
    st = acquire("recruiter")
    do(st, 0, "use recruiter", "draw blue")
    assert [c for c, _ in st["players"][0]["hand"]] == ["blue"]


def test_c007_raider_takes_printed_type():
    st = blank(2)
    put(st, 0, "silk", "pasha")
    keep_busy(st, 0, 1)
    token(st, "silk", "red", 2)
    st["players"][0]["titles"].append("raider")
    st["players"][0]["hand"] = [["red", 3]]
    turn(st, 0)
    do(st, 0, "resolve silk", "commit red 3", "fight")
    assert frame(st)["t"] == "good"
    assert GAME.legal(st, 0) == ["take wood", "take metal", "take spice", "take silk"]
    do(st, 0, "take metal")
    assert has(st, 0) == {"metal": 1} and frame(st)["t"] == "take"


def test_c008_negotiator_requires_tokens():
    st = blank(2)
    st["players"][0]["titles"].append("negotiator")
    keep_busy(st, 0, 1)
    turn(st, 0)
    assert "use negotiator" not in GAME.legal(st, 0)  # no token anywhere (D-48)
    token(st, "nilus", "blue", 3)
    assert "use negotiator" in GAME.legal(st, 0)
    do(st, 0, "use negotiator", "look nilus")
    assert GAME.legal(st, 0) == ["keep"]  # no blue token in hand: looking only
    do(st, 0, "keep")
    assert st["tokens"]["nilus"][0]["known"] == [0]


# -- Traditions ---------------------------------------------------------------------------------------------


def test_c009_loremaster_commerce_and_no_title_discount():
    st = blank(2)
    put(st, 0, "commerce", "pasha")
    keep_busy(st, 0, 1)
    st["players"][0]["titles"].append("loremaster")
    goods(st, 0, **RICH)
    turn(st, 0)
    do(st, 0, "resolve commerce", "service", "done")
    assert frame(st)["cost"] == 5
    st2 = acquire("enchanter", loremaster=None)
    assert "enchanter" in st2["players"][0]["titles"]


def test_c010_enchanter_and_d42_at_limit():
    st = acquire("enchanter")
    pl = st["players"][0]
    assert pl["family"]["merchant"] == 1 and pl["pool"]["merchant"] == 1 and pl["dis"] == 1
    st = blank(2)
    put(st, 0, "traditions", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, **RICH)
    st["players"][0]["family"]["merchant"] = 4
    turn(st, 0)
    do(st, 0, "resolve traditions", "title enchanter", "done")
    pay_default(st, 0)
    assert st["players"][0]["family"]["merchant"] == 4 and st["players"][0]["dis"] == 1


def test_c011_diplomat_reservation_optional():
    st = blank(2)
    st["players"][0]["titles"].append("diplomat")
    st["players"][0]["pool"] = {"pasha": 1, "merchant": 0, "sage": 1}
    st["players"][1]["pool"] = {"pasha": 0, "merchant": 0, "sage": 1}
    st["phase"] = "setup"
    st["stack"] = []
    from games.al_rashid.flow import advance

    advance(st)
    assert GAME.legal(st, 0) == ["reserve pasha", "skip"]
    do(st, 0, "skip")
    assert frame(st)["t"] == "place" and pending(st) == 0


def test_c012_banker_discount_5():
    from games.al_rashid.effects import title_cost

    st = acquire("banker")
    assert title_cost(st, 0, "law_expert", True) == 1
    assert title_cost(st, 1, "law_expert", True) == 3


# -- Commerce ------------------------------------------------------------------------------------------------


def test_c013_trader():
    st = acquire("trader")
    goods(st, 0, wood=1, spice=2)
    assert frame(st)["t"] == "turn"
    do(st, 0, "use trader")
    assert GAME.legal(st, 0) == ["give wood"]
    do(st, 0, "give wood")
    assert has(st, 0) == {"ceramic": 1, "metal": 1, "spice": 2}


@pytest.mark.parametrize(
    "title,good",
    [("hardwood_importer", "wood"), ("pottery_importer", "ceramic"), ("metal_importer", "metal")],
)
def test_c014_c016_importers(title, good):
    st = acquire(title)
    goods(st, 0)
    do(st, 0, f"use {title}")
    assert has(st, 0) == {good: 1}
    assert f"use {title}" not in GAME.legal(st, 0)  # once per turn / year


def test_activated_title_once_per_year():
    st = acquire("hardwood_importer", 2)
    do(st, 0, "use hardwood_importer")
    put(st, 0, "spice", "sage")
    st["stack"] = []
    turn(st, 0)
    assert "use hardwood_importer" not in GAME.legal(st, 0)


# -- Politics (scoring) ---------------------------------------------------------------------------------------


def _pl(titles, fam=(0, 0, 0), pi=0, goods_=(0, 0, 0, 0, 0)):
    return {
        "family": {"pasha": fam[0], "merchant": fam[1], "sage": fam[2]},
        "titles": list(titles),
        "pi": pi,
        "dis": 0,
        "goods": list(goods_),
    }


def test_c017_aide_to_the_qadi_gives_pi():
    st = acquire("aide_to_the_qadi")
    assert st["players"][0]["pi"] == 1


def test_c018_steward_of_the_city():
    six = ["steward_of_the_city", "smuggler", "raider", "banker", "trader", "treasurer"]
    assert politics_value(_pl(six), "steward_of_the_city") == 6
    assert politics_value(_pl(six[:-1]), "steward_of_the_city") == 0


def test_c019_warehouse_keeper():
    t = ["warehouse_keeper"]
    assert politics_value(_pl(t, goods_=(1, 1, 1, 1, 1)), t[0]) == 6
    assert politics_value(_pl(t, goods_=(1, 1, 1, 1, 0)), t[0]) == 4
    assert politics_value(_pl(t, goods_=(5, 1, 1, 0, 0)), t[0]) == 0


def test_c020_favorites_maiden():
    t = ["favorites_maiden", "smuggler", "plotter"]
    assert politics_value(_pl(t), t[0]) == 0
    assert politics_value(_pl(t + ["informer"]), t[0]) == 5


def test_c021_weapon_master():
    t = ["weapon_master", "strategist", "raider"]
    assert politics_value(_pl(t), t[0]) == 3
    assert politics_value(_pl(t + ["recruiter"]), t[0]) == 6


@pytest.mark.parametrize("sages,pp", [(3, 0), (4, 3), (5, 5), (6, 7)])
def test_c022_dean(sages, pp):
    assert (
        politics_value(_pl(["dean_of_the_academy"], fam=(0, 0, sages)), "dean_of_the_academy") == pp
    )


@pytest.mark.parametrize("merchants,pp", [(2, 0), (3, 3), (4, 5)])
def test_c023_economist(merchants, pp):
    assert politics_value(_pl(["economist"], fam=(0, merchants, 0)), "economist") == pp


@pytest.mark.parametrize("pashas,pp", [(1, 0), (2, 3), (3, 5)])
def test_c024_counselor(pashas, pp):
    assert (
        politics_value(
            _pl(["counselor_to_the_caliph"], fam=(pashas, 0, 0)), "counselor_to_the_caliph"
        )
        == pp
    )


# -- Caliph titles ----------------------------------------------------------------------------------------------


def test_c025_treasurer():
    assert acquire("treasurer")["players"][0]["notes"] == 1


def test_c026_agha_four_sequential_draws():
    st = acquire("agha")
    for colour in ("red", "blue", "red", "red"):
        assert pending(st) == 0 and frame(st)["t"] == "draw"
        do(st, 0, f"draw {colour}")
    assert [c for c, _ in st["players"][0]["hand"]] == ["red", "blue", "red", "red"]


def test_c027_c028_monopolists_reverse_order():
    st = blank(2)
    put(st, 0, "rashid", "pasha")
    keep_busy(st, 0, 1)
    st["players"][0]["titles"].append("spice_monopolist")
    goods(st, 0, wood=1, ceramic=1)
    turn(st, 0)
    do(st, 0, "resolve rashid", "title silk_monopolist", "done", "pay wood ceramic")
    assert has(st, 0) == {"silk": 3, "spice": 1}
    st = acquire("spice_monopolist")
    assert st["players"][0]["goods"][3] >= 1


@pytest.mark.parametrize("sages,pi", [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_c029_astrologist(sages, pi):
    st = blank(2)
    put(st, 0, "rashid", "pasha")
    keep_busy(st, 1)
    st["players"][0]["family"]["sage"] = sages
    goods(st, 0, **RICH)
    turn(st, 0)
    do(st, 0, "resolve rashid", "title astrologist", "done")
    pay_default(st, 0)
    assert st["players"][0]["pi"] == pi


def test_c030_law_expert():
    assert acquire("law_expert")["players"][0]["pi"] == 1


def test_c031_quartermaster():
    st = blank(2)
    put(st, 0, "rashid", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1)
    turn(st, 0)
    do(
        st,
        0,
        "resolve rashid",
        "title quartermaster",
        "done",
        "pay wood ceramic",
        "take silk",
        "take silk",
    )
    assert has(st, 0) == {"silk": 2}


def test_c032_alchemist_pool_board_and_limits():
    st = blank(2)
    put(st, 0, "rashid", "pasha")
    put(st, 0, "silk", "sage")
    put(st, 0, "spice", "merchant", "sage")
    keep_busy(st, 1)
    st["players"][0]["pool"]["sage"] = 1
    st["players"][0]["family"]["sage"] += 1
    goods(st, 0, wood=1, ceramic=1)
    turn(st, 0)
    do(st, 0, "resolve rashid", "title alchemist", "done", "pay wood ceramic")
    legal = GAME.legal(st, 0)
    assert legal == ["convert pool", "convert silk", "skip"]
    do(st, 0, "convert silk")
    assert group(st, "silk", 0) == ["merchant"]
    assert st["players"][0]["family"]["merchant"] == 2


def test_one_shot_titles_have_no_later_use():
    st = acquire("treasurer")
    assert not any(a.startswith("use ") for a in GAME.legal(st, 0))


def test_breakdown_categories():
    b = breakdown(_pl(["smuggler", "weapon_master", "treasurer"], fam=(1, 1, 1), pi=2))
    assert b == {
        "family": 6,
        "titles": 1,
        "politics_titles": 3,
        "caliph_titles": 1,
        "influence": 2,
        "dishonour": 0,
        "total": 13,
    }
