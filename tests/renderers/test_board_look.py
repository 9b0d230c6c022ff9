"""Agra's and Emira's boards drawn as the games look: every worker a meeple on its
space (standing or lying, its seat's colour and shape), the river with the boat, the influence
tracks; the sheiks' princesses as cards in their palaces with a free place per room; the turn
banner and the central board on the first screen (400 × 700 px once shown 400 px wide)."""

from __future__ import annotations

from functools import cache

import pytest

from bot.tools.gallery import measure, positions
from games.core.registry import get_game
from renderers import agra, kit, layout, render_png

NAMES = ["Ana", "Bo", "Cid", "Dee", "Eve"]
FIRST_SCREEN = 700 * 1200 // 400  # rows of a 1200 px image on a phone's first screen


@cache
def _views(game_id: str, players: int) -> list[dict]:
    game = get_game(game_id)
    out = []
    for _stop, state in positions(game, players, "look"):
        out += [game.view(state, None), game.view(state, 0)]
    return out


def _workers(view: dict) -> int:
    return sum(1 for w in view["spaces"].values() if w)


@pytest.mark.parametrize("players", [2, 4])
def test_agra_every_worker_is_a_meeple_and_the_board_is_on_the_first_screen(players: int):
    from games.agra import data as D

    for view in _views("agra", players):
        _img, drawn, sizes = measure(view, NAMES[:players])
        meeples = [px for kind, px in sizes if kind == "meeple"]
        assert min(meeples) * 400 / 1200 >= 10
        with kit.measuring_sizes() as on_board:  # the main board alone: a meeple per worker
            layout.frame(layout.Page(agra.W, agra._buildings(view))).image()
        assert len([k for k, _ in on_board if k == "meeple"]) == _workers(view)
        texts = {t.text: t for t in drawn}
        for g in D.GOODS:  # the whole city lies in the first screen
            assert texts[D.BUILDING_NAME[g]].box[3] <= FIRST_SCREEN, g
        for sp in D.CHARACTERS:
            assert texts[sp.capitalize()].box[3] <= FIRST_SCREEN
        if not view.get("result"):  # whose turn and what they decide, above the board
            banner = [t for t in drawn if ":" in t.text and t.size >= 30]
            assert banner and banner[0].box[3] < texts["Quarry"].box[1]
        assert any(t.text.startswith("River Yamuna") for t in drawn)
        assert "Influence tracks" in texts
        assert "standing worker" in texts and "lying worker" in texts


def test_agra_a_worker_lying_down_or_moving_changes_the_board():
    view = next(v for v in _views("agra", 3) if v["viewer"] is None and _workers(v))
    names = NAMES[:3]
    base = render_png(view, names)
    space, (seat, standing) = next((k, w) for k, w in view["spaces"].items() if w)
    lying = dict(view, spaces=dict(view["spaces"], **{space: [seat, not standing]}))
    assert render_png(lying, names) != base
    other = dict(view, spaces=dict(view["spaces"], **{space: [(seat + 1) % 3, standing]}))
    assert render_png(other, names) != base


def test_agra_influence_is_drawn_on_the_tracks_and_the_boat_on_its_pontoon():
    view = next(v for v in _views("agra", 3) if v["viewer"] is None)
    names = NAMES[:3]
    base = render_png(view, names)
    players = [dict(p) for p in view["players"]]
    players[1] = dict(players[1], influence=dict(players[1]["influence"], scholars=7))
    assert render_png(dict(view, players=players), names) != base
    moved = dict(view, boat=view["boat"] % 6 + 1)
    assert render_png(moved, names) != base


@pytest.mark.parametrize("players", [3, 5])
def test_emira_princesses_are_cards_in_their_sheiks_palace(players: int):
    for view in _views("emira", players):
        _img, drawn, sizes = measure(view, NAMES[:players])
        icons = [px for kind, px in sizes if kind == "icon"]
        tops = sorted({(t.box[1], t.text) for t in drawn if t.text in NAMES[:players]})
        sheiks = tops[-players:]  # the sheiks' panels come last
        rooms = {t.box for t in drawn if t.text == "room"}  # a tile drawn twice: once
        free = sum(max(0, p["capacity"] - len(p["princesses"])) for p in view["players"])
        assert len(rooms) == free
        for i, p in enumerate(view["players"]):
            top = sheiks[i][0]
            bottom = sheiks[i + 1][0] if i + 1 < players else 10**6
            for c in p["princesses"]:  # each card inside its own sheik's panel
                assert any(t.text == c["name"] and top < t.box[1] < bottom for t in drawn), c[
                    "name"
                ]
        talents = sum(len(c["talents"]) for p in view["players"] for c in p["princesses"])
        assert len(icons) >= talents
        assert min(icons) * 400 / 1200 >= 10


@pytest.mark.parametrize("players", [3, 5])
def test_emira_banner_and_princess_in_play_are_on_the_first_screen(players: int):
    for view in _views("emira", players):
        if view.get("result"):
            continue
        drawn = measure(view, NAMES[:players])[1]
        banner = [t for t in drawn if t.size >= 30 and ":" in t.text and t.box[1] < 400]
        assert banner and banner[0].box[3] <= FIRST_SCREEN
        market = [t for t in drawn if t.text.startswith("Market")]
        assert market and market[0].box[3] <= FIRST_SCREEN
        if view.get("viewer") is None and view.get("inplay"):
            card = [t for t in drawn if t.text == view["inplay"][0]["name"]]
            assert card and card[0].box[3] <= FIRST_SCREEN


def test_emira_caravans_and_camels_are_pieces():
    view = next(
        v
        for n in (4, 5, 3)
        for v in _views("emira", n)
        if v["viewer"] is None and any(p["caravans"] for p in v["players"])
    )
    names = NAMES[: view["seats"]]
    drawn = measure(view, names)[1]
    k, p = next((k, p) for k, p in enumerate(view["players"]) if p["caravans"])
    c = p["caravans"][0]
    assert any(t.text == f"{c['size']} {c['speed']}, {c['remaining']} left" for t in drawn)
    base = render_png(view, names)
    players = [dict(p) for p in view["players"]]
    players[k] = dict(p, camels=p["camels"] + 1)
    assert render_png(dict(view, players=players), names) != base
