"""Al-Rashid renderer: public and private views at every player count and a finished game.

Views come from the engine's own ``build_view`` on a lightly scripted state (pawns placed,
titles, tokens), plus a hand-written minimal view so the renderer is tested without the engine.
"""

from __future__ import annotations

import copy
import io
import random

import pytest
from PIL import Image

from games.al_rashid.data import CRISES, TITLES
from games.core.playout import next_actor
from games.core.registry import get_game
from renderers import al_rashid, png, render_frame, render_image, render_png
from tests.renderers.langs import LANGS, in_lang, positions, views

NAMES = ["Annette", "Bernard with a very long display name", "Juliette", "Laurent", "Zoé"]


def _check_png(data: bytes, max_ratio: float = 1.6) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 10 * 1024 * 1024
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.width == al_rashid.W // png.REDUCE  # drawn 1200 wide, posted at half
    assert 300 <= img.height <= max_ratio * img.width  # compact enough for a phone
    return img


# text at 24 px or more (8 px at 400 wide) and the city and map as board zones make the image
# taller; tall is fine on a phone as long as the first screen shows the turn, the decision and
# the board (tests/renderers/test_first_screen.py)
RATIO = {2: 2.0, 3: 2.1, 4: 2.2, 5: 2.5}


def make_view(n: int, viewer: int | None = None, over: bool = False, seed: int = 1) -> dict:
    """A realistic view built by the engine's view code from a scripted state."""
    state_mod = pytest.importorskip("games.al_rashid.state")
    view_mod = pytest.importorskip("games.al_rashid.view")
    data = pytest.importorskip("games.al_rashid.data")
    rng = random.Random(seed * 7 + n)
    s = state_mod.new_state(n, f"render-{seed}")
    for seat in range(n):
        pl = s["players"][seat]
        pl["family"] = {"pasha": 2, "merchant": 3, "sage": 5}
        pl["pool"] = dict(pl["family"])
    for _ in range(3 * n):
        seat = rng.randrange(n)
        sec = rng.choice(list(data.SECTORS))
        for p in rng.choice([["merchant", "sage"], ["pasha"], ["sage", "sage"], ["pasha", "sage"]]):
            if state_mod.can_enter(s, seat, p, sec) and s["players"][seat]["pool"][p] > 0:
                state_mod.add_pawn(s, seat, p, sec)
    for seat in range(n):
        pl = s["players"][seat]
        pl["titles"] = rng.sample(list(data.TITLES), rng.randint(0, 4))
        pl["used"] = pl["titles"][:1]
        pl["pi"], pl["dis"], pl["notes"] = rng.randint(0, 5), rng.randint(0, 2), rng.randint(0, 2)
        pl["hand"] = [("red", 3), ("blue", 4), ("red", 2)][: rng.randint(1, 3)]
    toks = [t for c in data.COUNTRIES for t in s["tokens"][c]]
    if toks:
        toks[0]["up"] = True
        if viewer is not None:
            toks[-1]["known"].append(viewer)
    s["phase"], s["turn"] = "placement", s["order"][0]
    result = None
    if over:
        bd = [{"titles": rng.randint(0, 20), "influence": rng.randint(0, 9)} for _ in range(n)]
        scores = [sum(b.values()) for b in bd]
        ranks = [1 + sum(o > x for o in scores) for x in scores]
        result = {"scores": scores, "ranks": ranks, "breakdown": bd, "tiebreak": None, "notes": []}
        s["phase"] = "over"
    return view_mod.build_view(s, viewer, result)


MINIMAL = {
    "game": "al-rashid",
    "version": "1",
    "viewer": None,
    "seats": 2,
    "phase": "resolution",
    "year": 3,
    "active": 1,
    "pending": [1],
    "decision": {"seat": 1, "kind": "choose_sector", "sector": None},
    "order": [1, 0],
    "pending_order": [0, 1],
    "city": [
        {
            "id": "rashid",
            "name": "Al-Rashid's Palace",
            "zone": "city",
            "colour": "green",
            "resolved": True,
            "groups": [],
        },
    ],
    "map": [
        {
            "id": "nilus",
            "name": "Nilus Valley",
            "zone": "map",
            "resolved": False,
            "groups": [
                {"seat": 0, "pawns": ["pasha", "sage"], "predominance": 6, "position": 1, "rank": 1}
            ],
            "stock": {"wood": 4, "ceramic": 1, "metal": 2, "spice": 0, "silk": 0, "note": 0},
            "printed": {"wood": 4, "ceramic": 1, "metal": 2, "spice": 0, "silk": 0, "note": 0},
            "tokens": [
                {"colour": "blue", "face_up": False, "value": None},
                {"colour": "red", "face_up": True, "value": 4},
            ],
        },
    ],
    "titles": {
        "rashid": [
            {
                "id": "agha",
                "number": "c026",
                "name": "Agha",
                "type": "one-shot",
                "cost": 7,
                "pp": 1,
                "left": 1,
            }
        ]
    },
    "mercenaries": {"red": {"stack": 20, "discard": [2, 3]}, "blue": {"stack": 25, "discard": []}},
    "crisis": {"revealed": ["s1", "y2"], "deck": 6},
    "players": [
        {
            "seat": s,
            "label": f"P{s + 1}",
            "position": s,
            "pawns": {
                k: {"family": 2, "pool": 1, "board": 1, "reserved": 0}
                for k in ("pasha", "merchant", "sage")
            },
            "goods": {"wood": 1, "ceramic": 0, "metal": 2, "spice": 1, "silk": 0},
            "gold": 7,
            "notes": 1,
            "influence": 2,
            "dishonour": 0,
            "titles": [],
            "hand": {"red": 1, "blue": 0},
        }
        for s in range(2)
    ],
    "private": None,
    "result": None,
}


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_public_every_count(seats):
    view = make_view(seats)
    before = copy.deepcopy(view)
    assert view["private"] is None
    _check_png(render_png(view, NAMES[:seats]), RATIO[seats])
    assert view == before


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_private_every_count(seats):
    view = make_view(seats, viewer=seats - 1)
    assert view["private"]["hand"]
    before = copy.deepcopy(view)
    _check_png(render_png(view, NAMES[:seats]), RATIO[seats])
    assert view == before


@pytest.mark.parametrize("seats", [2, 5])
def test_finished_game(seats):
    view = make_view(seats, over=True)
    img = _check_png(render_png(view, NAMES[:seats]), RATIO[seats])
    assert img.width == al_rashid.W // png.REDUCE


def test_minimal_handwritten_view_without_names():
    view = copy.deepcopy(MINIMAL)
    _check_png(render_png(view, []))
    assert view == MINIMAL
    priv = copy.deepcopy(MINIMAL)
    priv["viewer"] = 0
    priv["private"] = {
        "seat": 0,
        "hand": [{"colour": "red", "value": 3}],
        "known": {"nilus": [{"colour": "blue", "value": 2}]},
    }
    assert render_image(priv, ["A", "B"]).width == al_rashid.W


def test_readable_decision_and_crisis_texts():
    """The decision and the crises are worded from the view alone: the engine names the
    decision's kind (its label) and lists the mercenaries each revealed crisis added."""
    view = copy.deepcopy(MINIMAL)
    view["decision"] = {"seat": 1, "kind": "visit", "sector": "nilus", "label": None}
    assert al_rashid._decision_text(view) == "visit · Nilus Valley"
    view["decision"]["label"] = ["alrashid-kind", {"id": "visit"}]
    assert al_rashid._decision_text(view) == "palace visit · Nilus Valley"
    added = {"y2": [["silk", "red"], ["nilus", "red"], ["indianum", "blue"]]}
    assert al_rashid._crisis_text("y2", added) == "Y2: R Silk, Nilus · B Indianum"
    assert al_rashid._crisis_text("y2", added, "fr").startswith("année 2\u00a0: R ")
    assert al_rashid._crisis_text("zz", added) == "zz"


def test_the_view_names_the_decision_and_each_revealed_crisis():
    game = get_game("al-rashid")
    state = game.new(3, "crises")
    while not game.is_over(state) and len(state["crisis"]) < 2:
        seat = next_actor(game, state)
        game.apply(state, seat, game.make_bot("c").choose(game, state, seat))
    view = game.view(state, None)
    revealed = view["crisis"]["revealed"]
    assert len(revealed) >= 2
    assert view["crisis"]["added"] == {c: [list(p) for p in CRISES[c]] for c in revealed}
    label = view["decision"]["label"]
    assert label is None or label == ["alrashid-kind", {"id": view["decision"]["kind"]}]


@pytest.mark.parametrize(
    ("seats", "viewer", "over"), [(3, None, False), (5, 4, False), (2, 0, True)]
)
def test_the_same_view_again_is_the_same_tiles(seats, viewer, over):
    """Every part of both views is a cached tile: the same view again pastes the same tiles at
    the same places (so the encoder reuses every band)."""
    view = make_view(seats, viewer, over)
    first = render_frame(view, NAMES[:seats])
    again = render_frame(view, NAMES[:seats])
    assert [(t[0], t[2], t[3]) for t in first.placed] == [(t[0], t[2], t[3]) for t in again.placed]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_word_reads_at_400px_and_nothing_is_cut(players, lang):
    """The palaces' title lists (name, cost, PP) and every other word are drawn at
    24 px or more (8 px when the image is shown 400 px wide) and never cut with "…" (a seat's
    digit in its badge, read with its colour and shape, may be smaller); in every language,
    and nothing drawn leaves the image."""
    from bot.tools import gallery

    names = [f"Player {i + 1}" for i in range(players)]
    titles = set()
    for _stop, _seat, view in views("al-rashid", players, f"words-{players}"):
        frame, drawn, _sizes = gallery.measure(in_lang(view, lang), names)
        words = [t for t in drawn if any(c.isalpha() for c in t.text)]
        assert all(t.size >= 24 for t in words), [t for t in words if t.size < 24]
        assert not [t.text for t in drawn if "…" in t.text]
        out = [t for t in drawn if t.box[0] < 0 or t.box[2] > frame.width]
        assert not out, out
        titles |= {t.text for t in drawn if t.text in title_names(lang)}
    assert titles  # the palaces' titles were drawn (and checked above)


def title_names(lang: str) -> set[str]:
    """The palaces' title names as drawn in ``lang``."""
    from renderers import al_rashid as r

    return {r.title_name(lang, tid) for tid in TITLES}


def test_the_board_is_the_city_and_the_map_with_their_look():
    """The city's palaces on their wall and the map's countries on the desert, seas in blue
    with a wave, lands in sand with a camel; the city is the first screen's board."""
    from renderers import render_frame

    view = make_view(4)
    frame = render_frame(view, NAMES[:4])
    (board,) = frame.role_boxes("board")
    assert board[0] <= al_rashid.PAD and board[2] >= al_rashid.W - al_rashid.PAD
    looks = {s["id"]: al_rashid._look(s) for s in view["city"] + view["map"]}
    assert looks["indianum"][2] == looks["internum"][2] == "ar-sea"
    assert looks["silk"][2] == "camel" and looks["indianum"][0] != looks["silk"][0]
    assert {looks[s["id"]][2] for s in view["city"]} == {"ar-palace"}
    img = frame.image()
    # the city's sandstone shows between its palaces
    x = al_rashid.ZONE_IN // 2 + al_rashid.PAD // 2
    column = [img.getpixel((x, y)) for y in range(board[1], board[3])]
    assert column.count(al_rashid.CITY_WALL) > (board[3] - board[1]) // 2


@pytest.mark.parametrize("lang", [*LANGS, "qps"])
def test_images_hide_every_secret_in_every_language(lang):
    """Secrecy by perturbation: other seats' mercenary tokens, unseen face-down tokens, the
    stacks' and the crisis deck's order changed — the public board and seat 1's panel are the
    same images; seat 1's own hand changed — its panel shows it."""
    from games.al_rashid import GAME
    from tests.games.al_rashid.test_playouts import _perturb

    names = NAMES[:3]
    for _stop, state in positions("al-rashid", 3, "words-3")[:2]:
        for viewer in (None, 0):
            same = _perturb(state, viewer)
            a = render_png(in_lang(GAME.view(state, viewer), lang), names)
            assert a == render_png(in_lang(GAME.view(same, viewer), lang), names), viewer
        mine = GAME.copy(state)
        for token in mine["players"][0]["hand"]:
            token[1] += 10
        assert mine["players"][0]["hand"]  # its own secret to change
        a = render_png(in_lang(GAME.view(state, 0), lang), names)
        assert a != render_png(in_lang(GAME.view(mine, 0), lang), names)
