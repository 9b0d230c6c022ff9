"""Images at 400 px: the defects found at 400 px (one test each), and every abbreviation drawn
on an image is explained by the image's legend or the game's glossary (``explain``)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot.tools.gallery import measure, positions
from games.core.registry import get_game

NAMES = ["Ana", "Bo", "Cid", "Dee", "Eve"]
# a short code: up to 3 letters (capitalised or upper case, "+" allowed) with optional digits,
# or letters and digits ("FT10", "B3"); ordinary short words are not codes
CODE = re.compile(r"^(?:[A-Z][A-Za-z+]{0,2}\d*|[A-Za-z]{1,3}\d+)$")
WORDS = {
    "A",
    "I",
    "It",
    "At",
    "On",
    "Now",
    "Her",
    "His",
    "The",
    "You",
    "YOU",
    "Two",
    "One",
    "No",
    "Yes",
    "And",
    "Or",
    "To",
    "Of",
    "In",
    "By",
    "Up",
    "All",
    "Any",
    "For",
    "Bo",
    "Ana",
    "Cid",
    "Dee",
    "Eve",
    "Set",
    "Top",
    "New",
    "Pay",
    "Out",
    "Off",
    "Old",
    "Big",
    "Low",
}


@cache
def _views(game_id: str, players: int) -> list[dict]:
    game = get_game(game_id)
    out = []
    for _stop, state in positions(game, players, "i24"):
        out += [game.view(state, None), game.view(state, 0)]
    return out


def _tokens(text: str) -> list[str]:
    return [t.strip(".!?'\"") for t in re.split(r"[\s·,:;()/→=×\[\]{}]+", text) if t]


@pytest.mark.parametrize("game_id", ["agra", "emira", "al-rashid", "almadi"])
def test_every_code_drawn_is_in_the_legend_or_the_glossary(game_id: str) -> None:
    game = get_game(game_id)
    players = max(3, game.spec.min_players)
    unexplained: dict[str, str] = {}
    for view in _views(game_id, players):
        _img, drawn, _sizes = measure(view, NAMES[:players])
        texts = [t.text for t in drawn]
        for text in texts:
            for tok in _tokens(text):
                if not CODE.match(tok) or tok in WORDS or tok in NAMES:
                    continue
                if game.explain_term(tok) is None and not _in_legend(tok, texts):
                    unexplained[tok] = text
    assert not unexplained, unexplained


def _in_legend(tok: str, texts: list[str]) -> bool:
    """``tok`` has a legend entry on the image: a text "<tok> <meaning>" drawn there, or
    "<letters>n <meaning>" for a code with a number ("Rn red mercenary of value n": R3)."""
    generic = re.sub(r"\d+$", "n", tok)
    entry = re.compile(rf"(^|\s)({re.escape(tok)}|{re.escape(generic)})[\s/:]")
    return any(entry.search(t.strip()) and len(t) > len(tok) + 8 for t in texts)


def _texts(view: dict, players: int) -> list[str]:
    return [t.text for t in measure(view, NAMES[:players])[1]]


def test_agra_game_over_header_and_one_rupee_and_the_glossary_codes() -> None:
    from games.agra import glossary

    final_public = _views("agra", 3)[4]
    # one table: the image (drawn from the view) and explain cannot disagree
    assert final_public["board"]["codes"] == glossary.ABBR
    assert final_public["result"]
    texts = _texts(final_public, 3)
    assert not any("END TRIGGERED" in t for t in texts)
    assert any("game over" in t.lower() for t in texts)
    early = dict(_views("agra", 3)[0])
    early["players"] = [dict(p) for p in early["players"]]
    early["players"][0]["rupees"] = 1
    texts = _texts(early, 3)
    assert "1 rupee" in texts and "1 rupees" not in texts


def test_emira_objective_in_words_and_next_talents_spelled_out() -> None:
    from games.emira.glossary import objective_words

    view = _views("emira", 3)[1]  # early, seat 1's panel
    texts = _texts(view, 3)
    words = objective_words(view["private"]["objective"]["id"])
    assert " ".join(texts).count(words.split(":")[0]) >= 1
    for card in view.get("waiting") or []:
        for t in card["talents"]:
            assert t.title() in texts, (card["name"], t)
    assert all(w in texts for w in ("Intelligence", "Household", "Cooking", "Romance"))


def test_emira_after_game_over_no_next_round_no_question_mark_and_objective_uncut() -> None:
    view = _views("emira", 3)[4]
    assert view["result"]
    texts = _texts(view, 3)
    assert "Next round" not in texts and "Undecided" not in texts
    assert "?" not in texts
    assert not any(t.endswith("…") for t in texts), [t for t in texts if t.endswith("…")]
    winner = next(p for p in view["players"] if p.get("won"))
    if winner.get("proof"):
        tail = winner["proof"].split()[-1]
        assert any(t.rstrip().endswith(tail) for t in texts)


def test_al_rashid_long_title_names_are_never_cut_and_read_at_400px() -> None:
    import tests.renderers.test_al_rashid as T

    view = T.make_view(4)
    view["players"] = [dict(p) for p in view["players"]]
    long = [
        {"name": "Hardwood Importer", "type": "activated", "used": False, "guild": "g"},
        {"name": "Counselor to the Caliph", "type": "permanent", "used": False, "guild": "g"},
        {"name": "Banker", "type": "permanent", "used": False, "guild": "g"},
    ]
    view["players"][1]["titles"] = long
    drawn = measure(view, NAMES[:4])[1]
    for label in ("Hardwood Importer (A) ○", "Counselor to the Caliph", "Banker"):
        on = [t for t in drawn if t.text == label]
        assert on and max(t.size for t in on) * 400 / 1200 >= 8, label  # the owner's strip
    assert not any("Hardwood" in t.text and t.text.endswith("…") for t in drawn)


def test_almadi_no_empty_offer_at_the_end_and_long_holdings_wrap() -> None:
    from renderers import almadi

    final = dict(_views("almadi", 3)[4])
    assert final["result"]
    final["board"] = [dict(b, tile=None) for b in final["board"]]
    final["players"] = [dict(p) for p in final["players"]]
    final["players"][0]["stalls"] = [["leather", "carpets"], ["pottery", "carpets"]] * 3
    final["players"][0]["mosaics"] = ["star", "arabesque", "rosette", "lattice"] * 2
    texts = _texts(final, 3)
    assert almadi.OFFER_TITLE not in texts  # the empty offer board is not drawn once over
    cut = [t for t in texts if t.endswith("…")]
    assert not cut, cut
    assert any(t.endswith("(12 goods)") for t in texts)


def test_almadi_tile_letters_and_market_counts_stay_visible_under_edge_icons() -> None:
    """The tile's letter (top left corner) and a market's count (centre) are never covered by
    the side icons: each of their pixels on a tile without icons is the same on the tile with
    an icon on every side."""
    from renderers import almadi, kit

    for ttype, goods in (("palace", None), ("market", {"kind": "spices", "n": 4})):
        for size in (almadi.PAIR_TILE, 72):
            bare = {"type": ttype, "sides": dict.fromkeys("URDL", "blank"), "goods": goods}
            full = dict(bare, sides={"U": "ruby", "R": "genie", "D": "jar", "L": "stall"})
            a = almadi.tile_image(bare, size).load()
            b = almadi.tile_image(full, size).load()
            lo, hi = size // 3, size - size // 3  # the centre, where the count is
            if not goods:
                lo, hi = 0, size // 3  # the corner, where the letter is
            colour = kit.INK if goods else kit.darken(almadi.TYPE_COLOURS[ttype], 0.55)
            ink = [(x, y) for x in range(lo, hi) for y in range(lo, hi) if a[x, y] == colour]
            assert ink, (ttype, size)
            assert all(a[p] == b[p] for p in ink), (ttype, size)


@pytest.mark.parametrize("players", [2, 4])
def test_agra_goods_are_icons_10px_at_400px_each_named_in_the_legend(players: int) -> None:
    """Goods are drawn as icons (no 3-letter code on the board), every icon is 10 px or more
    when the image is shown 400 px wide, and the legend names every good."""
    from games.agra import data as D
    from renderers import agra

    for view in _views("agra", players):
        _img, drawn, sizes = measure(view, NAMES[:players])
        icons = [px for kind, px in sizes if kind == "icon"]
        assert icons and min(icons) * 400 / agra.W >= 10, min(icons or [0])
        texts = [t.text for t in drawn]
        assert all(g in texts for g in D.GOODS)  # the legend's names
        codes = set(view["board"]["codes"].values())
        assert not [t for t in texts if t in codes]  # no chip holds a bare code any more


def test_emira_talents_are_icons_and_each_sheik_panel_keeps_its_height() -> None:
    """Talents are icons (10 px or more at 400 px) on the sheiks' princesses; each sheik's
    lines are drawn above the next sheik's name (a panel is never cut short)."""
    for view in _views("emira", 3)[::2]:
        _img, drawn, sizes = measure(view, NAMES[:3])
        icons = [px for kind, px in sizes if kind == "icon"]
        if any(p["princesses"] for p in view["players"]):
            assert icons and min(icons) * 400 / 1200 >= 10
        names = sorted((t.box[1], t.text) for t in drawn if t.text in NAMES[:3])
        caravans = sorted(t.box[3] for t in drawn if t.text.startswith("Caravans:"))
        tops = [y for y, _ in names][-3:]  # the sheiks' panels (the scores come first)
        for bottom, next_top in zip(caravans, tops[1:], strict=False):
            assert bottom < next_top, (bottom, next_top)


def test_agra_a_players_contracts_and_tiles_wrap_instead_of_being_cut() -> None:
    view = dict(_views("agra", 3)[4])
    view["players"] = [dict(p) for p in view["players"]]
    view["players"][0]["contracts"] = ["n1", "n2", "n3", "n14", "n15"]
    view["players"][0]["tiles"] = ["ft3", "ft4", "ft12", "ft13"]
    texts = _texts(view, 3)
    assert not [t for t in texts if t.endswith("…")]
    from games.agra import data as D

    joined = " ".join(texts)
    for n in view["players"][0]["contracts"]:
        assert D.NOTABLES[n]["name"].split()[-1] in joined
    assert "FT13" in joined and "Akbar" in joined


def test_agra_farm_output_is_icons_and_a_full_stock_does_not_cover_the_last_line() -> None:
    from games.agra import data as D

    view = dict(_views("agra", 3)[2])
    view["players"] = [dict(p) for p in view["players"]]
    view["players"][0]["stock"] = dict.fromkeys(D.GOODS, 3)  # every good: three rows of chips
    drawn = measure(view, NAMES[:3])[1]
    texts = [t.text for t in drawn]
    assert not [t for t in texts if t.startswith("farm ") and any(c.isdigit() for c in t)]
    name = next(t for t in drawn if t.text == NAMES[0])
    last = [t for t in drawn if "Akbar" in t.text and name.box[1] < t.box[1] < name.box[1] + 400]
    counts = [t for t in drawn if t.text == "3" and name.box[1] < t.box[1] < last[0].box[1]]
    assert len(counts) >= len(D.GOODS)  # every good's count above the strip's last line
    assert all(t.box[3] <= last[0].box[1] for t in counts)
