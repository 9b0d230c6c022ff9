"""Almadi renderer: sample views at every player count, public and private, and a finished game.

The sample views follow the agreed view shape (``games/almadi/view.py``). When the engine is
importable, real games driven by random moves are rendered too.
"""

from __future__ import annotations

import copy
import io
import random
import re

import pytest
from PIL import Image

from renderers import almadi, kit, png, render_image, render_png

TYPES = ["oasis", "caravan", "market", "palace"]
EFFECTS = ["genie", "hammer", "stall", "moon", "ruby", "jar"]
GOODS = ["spices", "pottery", "leather", "carpets"]
COLOURS = ["grey", "blue", "yellow", "green", "red"]
NAMES = ["Annette", "Bernard with a very long display name", "Juliette", "Laurent", "Zoé"]
CHAR_TEXT = [
    "Each ruby item gives 2 rubies instead of 1.",
    "3 points per hole: an empty cell whose 4 neighbours all hold landscapes.",
    "Once per turn, when a genie has been activated for you this turn, take 1 ruby.",
    "A tile taken from board row r may be placed in kingdom row r-1, r or r+1.",
]


def _tile(rng: random.Random, i: int) -> dict:
    t = rng.choice(TYPES)
    sides = ["act", "act", rng.choice(EFFECTS), rng.choice(EFFECTS)]
    rng.shuffle(sides)
    return {
        "id": f"{t[:3]}-{i:02d}",
        "type": t,
        "sides": dict(zip("URDL", sides, strict=True)),
        "goods": {"kind": rng.choice(GOODS), "n": rng.choice([3, 4, 5])} if t == "market" else None,
    }


def _obj(rng: random.Random, i: int) -> dict:
    return {
        "id": f"{rng.choice(['GR', 'BL', 'YE', 'GN', 'RE'])}-{i:02d}",
        "colour": rng.choice(COLOURS),
        "points": rng.choice([3, 4, 5, 6, 7]),
        "text": rng.choice(
            [
                "At least 5 oases in your kingdom",
                "A row of 6 landscapes",
                "4 palaces in one column, rows 1 to 4",
                "7 jars activated simultaneously",
            ]
        ),
    }


def _char(rng: random.Random, i: int) -> dict:
    return {
        "id": f"ch-{i:02d}",
        "name": rng.choice(["Ali Baba", "The 40 Thieves", "Aladdin", "Morgiane", "Shéhérazade"]),
        "cost": rng.choice([2, 3, 4]),
        "kind": rng.choice(["end", "game"]),
        "text": rng.choice(CHAR_TEXT),
    }


def make_view(
    seats: int,
    *,
    viewer: int | None = None,
    phase: str = "turn",
    characters: bool = True,
    tiles_each: int = 10,
    seed: int = 1,
    abriza: bool = False,
) -> dict:
    rng = random.Random(seed * 31 + seats)
    n = 0

    def nt():
        nonlocal n
        n += 1
        return _tile(rng, n)

    players = []
    for s in range(seats):
        cells = []
        for r in range(1, 5):
            side = rng.choice(["act", "genie", "jar", "stall", "act"])
            cells.append(
                {
                    "r": r,
                    "c": 0,
                    "tile": {
                        "id": f"start-{'abcde'[s]}/r{r}",
                        "type": TYPES[(r + s) % 4],
                        "sides": {"U": "blank", "R": side, "D": "blank", "L": "blank"},
                        "goods": {"kind": "spices", "n": 3}
                        if TYPES[(r + s) % 4] == "market"
                        else None,
                    },
                    "start": True,
                    "live": ["R"] if side != "act" and rng.random() < 0.5 else [],
                }
            )
        used = set()
        for _ in range(tiles_each if phase != "setup_start" else 0):
            r = rng.randint(1, 4)
            c = 1
            while (r, c) in used:
                c += 1
            if rng.random() < 0.15:
                c += 1
            used.add((r, c))
            live = [sd for sd in "URDL" if rng.random() < 0.2]
            cells.append({"r": r, "c": c, "tile": nt(), "start": False, "live": live})
        if abriza and s == 0:
            cells.append({"r": 0, "c": 0, "tile": nt(), "start": False, "live": []})
            cells.append({"r": 5, "c": 2, "tile": nt(), "start": False, "live": []})
        chars = [_char(rng, 10 + s)] if characters and rng.random() < 0.6 else []
        p = {
            "seat": s,
            "start": "abcde"[s] if phase != "setup_start" else None,
            "cells": cells if phase != "setup_start" else [],
            "rubies": rng.randint(0, 7),
            "stalls": [rng.sample(GOODS, 2) for _ in range(rng.randint(0, 4))],
            "mosaics": [
                rng.choice(["star", "rosette", "arabesque", "lattice"])
                for _ in range(rng.randint(0, 3))
            ],
            "objectives": [
                dict(_obj(rng, 40 + s * 3 + k), fulfilled=rng.random() < 0.5)
                for k in range(rng.randint(0, 3))
            ],
            "characters": chars,
            "zumurrud_copy": None,
            "hand_count": 2 if characters else 0,
        }
        if viewer == s:
            p["hand"] = [_char(rng, 1), _char(rng, 2)] if characters else []
        players.append(p)
    over = phase == "over"
    result = None
    if over:
        cats = [
            "oases",
            "oasis_bonus",
            "caravans",
            "palaces",
            "jars",
            "mosaics",
            "objectives",
            "rubies",
            "characters",
        ]
        bd = [{c: rng.randint(0, 20) for c in cats} for _ in range(seats)]
        scores = [sum(b.values()) for b in bd]
        ranks = [1 + sum(1 for o in scores if o > sc) for sc in scores]
        result = {"scores": scores, "ranks": ranks, "breakdown": bd}
    priv = None
    if viewer is not None:
        priv = {
            "hand": players[viewer].get("hand", []),
            "dealt": [_char(rng, k) for k in range(3)] if phase == "setup_keep" else [],
        }
    return {
        "game": "almadi",
        "version": 1,
        "viewer": viewer,
        "seats": seats,
        "options": {"characters": characters},
        "phase": phase,
        "step": "resolve" if phase == "turn" else "",
        "active": None if over or phase.startswith("setup") else 1 % seats,
        "turn": 23,
        "turns_total": {2: 32, 3: 48, 4: 64, 5: 80}[seats],
        "order": list(range(seats)),
        "pending": list(range(seats))
        if phase.startswith("setup")
        else ([] if over else [1 % seats]),
        "board": [
            {"slot": f"{r}.{k}", "row": r, "tile": None if (r, k) == (2, 1) else nt()}
            for r in range(1, 5)
            for k in (1, 2)
        ],
        "pile": 0 if over else 31,
        "mosaics": {"top": "star", "count": 9},
        "stalls": {"top": ["spices", "pottery"], "count": 4},
        "reserve": 17,
        "table_objectives": [_obj(rng, k) for k in range(seats + 2)],
        "market": [_char(rng, 20 + k) for k in range(seats)] if characters else [],
        "start_tiles_available": ["a", "c", "e"] if phase == "setup_start" else [],
        "turn_state": {
            "pool": {"genie": 1, "hammer": 0, "stall": 2, "moon": 1, "ruby": 0},
            "moves_used": 1,
            "taken": "2.1",
            "genie_activated": True,
            "ali_tile": None,
        },
        "players": players,
        "private": priv,
        "result": result,
    }


def _check_png(data: bytes, max_ratio: float = 3.2) -> Image.Image:  # see below
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 10 * 1024 * 1024
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.width == almadi.W // png.REDUCE  # drawn 1200 wide, posted at half
    assert 300 <= img.height <= max_ratio * img.width  # compact enough for a phone
    return img


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("phase", ["setup_start", "setup_keep", "turn", "over"])
def test_public_every_count_and_phase(seats, phase):
    view = make_view(seats, phase=phase)
    before = copy.deepcopy(view)
    # phone-first layout (large offer and kingdom tiles): kingdoms too wide for two
    # panels a row at 100 px tiles (6 columns or more) get one panel each across the image, so
    # 4-5 players with 6-column kingdoms, 3 objectives each, the market and the score table reach
    # 3.15 x the width (3.3 with the character market's cards at 24 px words, worst case: five
    # 6-column kingdoms); tall is fine on a phone when the first screen shows the turn, the
    # decision and the board (tests/renderers/test_first_screen.py)
    _check_png(render_png(view, NAMES[:seats]), 3.4 if seats >= 4 else 2.2)
    assert view == before


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("phase", ["setup_keep", "turn", "over"])
def test_private_every_count(seats, phase):
    view = make_view(seats, viewer=seats - 1, phase=phase)
    before = copy.deepcopy(view)
    _check_png(render_png(view, NAMES[:seats]))
    assert view == before


def test_public_needs_no_private_data():
    view = make_view(4)
    assert view["private"] is None
    assert all("hand" not in p for p in view["players"])
    _check_png(render_png(view, NAMES[:4]))


def test_base_game_without_characters_and_wide_kingdom():
    view = make_view(3, characters=False, tiles_each=26, abriza=True)
    img = render_image(view, [])  # no names: falls back to "Seat n"
    assert img.width == almadi.W


def test_ali_tile_and_empty_piles():
    view = make_view(2)
    view["turn_state"]["ali_tile"] = view["board"][0]["tile"]
    view["mosaics"] = {"top": None, "count": 0}
    view["stalls"] = {"top": None, "count": 0}
    _check_png(render_png(view, NAMES[:2]))


def _engine():
    try:
        from games.almadi import GAME
    except Exception:  # noqa: BLE001 - engine not written yet
        return None
    return GAME


@pytest.mark.parametrize("seats", [2, 5])
def test_real_engine_views(seats):
    game = _engine()
    if game is None:
        pytest.skip("games.almadi not importable yet")
    from games.core import RandomBot

    state = game.new(seats, "render-seed", {"characters": True})
    bot = RandomBot(seed=3) if "seed" in RandomBot.__init__.__code__.co_varnames else RandomBot()
    for _ in range(400):
        if game.is_over(state):
            break
        pend = game.pending(state)
        if not pend:
            break
        seat = pend[0]
        game.apply(state, seat, bot.choose(game, state, seat))
    for viewer in [None, *range(seats)]:
        view = game.view(state, viewer)
        before = copy.deepcopy(view)
        _check_png(render_png(view, NAMES[:seats]))
        assert view == before


def test_zumurrud_copy_shows_a_name():
    view = make_view(3)
    view["players"][0]["zumurrud_copy"] = view["market"][0]["id"]
    # a known character is named by the game's catalogue (in the image's language), by its id
    assert almadi._char_name(view, "ch-20") == "Badroulboudour"
    assert almadi._char_name(view, "ch-20", "fr") == "Badroulboudour"
    assert almadi._char_name(view, "ch-11", "fr") == "Les 40 voleurs"
    view["market"][0] = {**view["market"][0], "id": "ch-x", "name": "Someone, a title"}
    assert almadi._char_name(view, "ch-x") == "Someone"  # unknown to the catalogue: the view's
    assert almadi._char_name(view, "no-such-id") == "no-such-id"
    _check_png(render_png(view, NAMES[:3]))


@pytest.mark.parametrize(
    ("side", "kw"), [(True, 240), (True, 700), (False, 240), (False, 900), (False, 1200)]
)
def test_player_panel_parts_tile_the_panel(side, kw):
    """Each part of a player panel is a panel of its own (kept or pasted alone), so the parts
    must cover the panel's pixels exactly once, a kingdom wider than the panel included."""
    x, y, width, h = 24, 300, 1152, 420
    parts = almadi._panel_parts(x, y, width, h, side, kw, 260)
    area = [[0] * (width + 1) for _ in range(h + 1)]
    for x0, y0, x1, y1 in parts.values():
        assert x <= x0 < x1 <= x + width + 1 and y <= y0 < y1 <= y + h + 1
        for row in range(y0 - y, y1 - y):
            for col in range(x0 - x, x1 - x):
                area[row][col] += 1
    assert all(n == 1 for row in area for n in row)
    assert {"head", "kingdom", "holdings", "edge"} <= set(parts)


# --------------------------------------------------------------------------------------------
# Goods as icons, readable wide kingdoms, the centre never under a side icon, no offer
# once the game is over
# --------------------------------------------------------------------------------------------


def test_a_market_tile_shows_its_good_as_an_icon_not_a_code():
    from renderers import kit

    market = {
        "type": "market",
        "sides": {"U": "genie", "R": "act", "D": "ruby", "L": "jar"},
        "goods": {"kind": "leather", "n": 3},
    }
    for size in (almadi.PAIR_TILE, almadi.SOLO_TILE):
        almadi._tile_image.cache_clear()
        with kit.measuring() as drawn, kit.measuring_sizes() as sizes:
            almadi.tile_image(market, size)
        texts = {t.text for t in drawn}
        assert {"3", "M"} <= texts and not texts & {"Sp", "Po", "Le", "Ca"}
        assert ("icon", almadi._tile_fonts(size)[2]) in sizes and almadi._tile_fonts(size)[2] >= 30
    # each good has its own sprite: the tiles of two goods differ in the corner only
    a = almadi.tile_image(market, 100)
    b = almadi.tile_image({**market, "goods": {"kind": "pottery", "n": 3}}, 100)
    from PIL import ImageChops

    x0, y0, x1, y1 = ImageChops.difference(a, b).getbbox()
    assert x0 >= 100 - 2 - 30 and y0 >= 100 - 2 - 30


@pytest.mark.parametrize("size", [almadi.READABLE_TILE, almadi.SOLO_TILE])
def test_the_centre_letter_and_count_lie_clear_of_the_side_icons(size):
    """At every tile size the layout uses, the type letter and the market count (with their
    halo) and the goods icon do not overlap the discs of the side icons (at 400 px
    the icons covered them)."""
    from renderers import kit

    ir = almadi._icon_radius(size)
    m = ir + max(3, size // 30)
    discs = [(size / 2, m), (size - m, size / 2), (size / 2, size - m), (m, size / 2)]
    letter, count, good = almadi._tile_fonts(size)
    boxes = []  # the ink of each text (a halo of the tile's light colour may touch an icon)
    for digit in "12345":  # the count, centred
        x0, y0, x1, y1 = kit.font(count, True).getbbox(digit, anchor="mm")
        boxes.append((digit, (size / 2 + x0, size / 2 + y0, size / 2 + x1, size / 2 + y1)))
    for text in "OCMP":  # the type letter, in the top left corner
        x0, y0, x1, y1 = kit.font(letter, True).getbbox(text)
        boxes.append((text, (5 + x0, 2 + y0, 5 + x1, 2 + y1)))
    for text, box in boxes:
        for cx, cy in discs:
            nx, ny = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])
            assert (nx - cx) ** 2 + (ny - cy) ** 2 >= ir**2, (text, size, (cx, cy))
    assert letter >= 24 and count >= 24  # 8 px at 400 wide
    gx = size - 2 - good  # the goods icon's corner square
    for cx, cy in discs:
        nx, ny = min(max(cx, gx), size), min(max(cy, gx), size)
        assert (nx - cx) ** 2 + (ny - cy) ** 2 >= (ir - 1) ** 2, (size, (cx, cy))


def test_wide_kingdoms_get_a_row_each_with_readable_tiles():
    from renderers import kit

    view = make_view(4, tiles_each=26)  # kingdoms 7-8 columns wide
    assert max(almadi.kingdom_extent(p)[2] for p in view["players"]) >= 6
    with kit.measuring() as drawn, kit.measuring_sizes() as sizes:
        render_image(view, NAMES[:4])
    edge = [px for kind, px in sizes if kind == "edge icon"]
    assert edge and min(edge) >= 2 * almadi._icon_radius(almadi.READABLE_TILE)
    assert min(px for kind, px in sizes if kind == "icon") >= 30  # 10 px at 400 wide
    assert not [t.text for t in drawn if "…" in t.text]  # "Mosaics: …", "(8 goo…" never cut


def test_stall_cards_are_drawn_as_goods_icons():
    from renderers import kit

    view = make_view(3)
    view["players"][0]["stalls"] = [["spices", "leather"], ["carpets", "carpets", "pottery"]]
    with kit.measuring() as drawn, kit.measuring_sizes() as sizes:
        render_image(view, NAMES[:3])
    texts = [t.text for t in drawn]
    assert "(5 goods)" in texts and not [t for t in texts if "Sp+" in t or "+Le" in t]
    assert sum(1 for kind, _ in sizes if kind == "goods icon") >= 5
    # the legend names each good's icon
    for good in ("spices", "pottery", "leather", "carpets"):
        assert good in texts


def test_no_offer_once_the_game_is_over_and_the_kingdoms_are_the_board():
    from renderers import kit, render_frame

    view = make_view(3, phase="over")
    with kit.measuring() as drawn:
        frame = render_frame(view, NAMES[:3])
    assert almadi.OFFER_TITLE not in [t.text for t in drawn]
    (board,) = frame.role_boxes("board")
    (result,) = frame.role_boxes("result")
    assert board[1] >= result[3] - 2  # the kingdoms, under the scores
    live = render_frame(make_view(3), NAMES[:3])
    assert live.role_boxes("board")  # while it runs, the offer is the board


# --------------------------------------------------------------------------------------------
# In every language: the words drawn come from the catalogues, fit and stay legible
# --------------------------------------------------------------------------------------------

LANGS = ("fr", "it", "qps")  # qps: i18n.PSEUDO, accented bracketed English
# names without a plain-ASCII word: a name can never hide (or be taken for) an English word
ACCENTED = ["Ŵàĺî", "Ɓéŕţàñ", "Ĵûĺîé", "Ĺàûŕé", "Žöé"]
WORD = re.compile(r"[^\W\d_]{2,}")  # a word (two letters or more): a type letter is a symbol


@pytest.fixture(scope="module")
def played() -> list[dict]:
    """Public and seat-1 views of bot games at every player count (the Characters variant on
    at 2 and 4 players, off at 3 and 5): the start-tile choice, the character keep, early, in
    the middle and at the end. Played once for every language's tests."""
    from games.core.playout import next_actor
    from games.core.registry import get_game

    game = get_game("almadi")
    views = []
    for n in (2, 3, 4, 5):
        options = {"characters": n % 2 == 0}
        state = game.new(n, f"languages-{n}", options)
        bots = [game.make_bot(f"lang{s}") for s in range(n)]
        played = 0
        for stop in (0, n, 3 * n, 40, 10_000):
            while not game.is_over(state) and played < stop:
                seat = next_actor(game, state)
                game.apply(state, seat, bots[seat].choose(game, state, seat))
                played += 1
            views += [game.view(state, None), game.view(state, 0)]
    return views


def _drawn(view: dict, locale: str) -> tuple[Image.Image, list, list]:
    names = ACCENTED[: view.get("seats") or 5]
    with kit.measuring() as texts, almadi.measuring_sizes() as sizes:
        img = render_image({**view, "locale": locale}, names)
    return img, texts, sizes


@pytest.mark.parametrize("locale", LANGS)
def test_every_word_is_translated_fits_and_reads_at_400px(played, locale: str) -> None:
    """On the public boards and private panels of whole games at every player count: in
    French and Italian every word at 24 px or more (8 px at 400 px wide), nothing cut with "…"
    or past the image's edge, every piece (tile, icon) as large as in English; in the
    pseudo-locale (its brackets make every text wider than a language would) no plain-ASCII
    word, one that bypassed the catalogues."""
    from i18n.pseudo import untranslated

    for view in played:
        img, texts, sizes = _drawn(view, locale)
        where = (view.get("seats"), view.get("phase"), view.get("viewer"))
        if locale == "qps":
            left = [(t.text, w) for t in texts if (w := untranslated(t.text, tuple(ACCENTED)))]
            assert not left, (where, left)
            continue
        assert img.width == 1200 and img.height <= 3.3 * img.width  # longer texts, more lines
        cut = [t.text for t in texts if "…" in t.text]
        assert not cut, (where, cut)
        small = [(t.text, t.size) for t in texts if WORD.search(t.text) and t.size < 24]
        assert not small, (where, small)
        out = [t.text for t in texts if t.box[0] < 0 or t.box[2] > img.width]
        assert not out, (where, out)
        _, _, english = _drawn(view, "en")
        smallest: dict[str, int] = {}
        for kind, px in english:
            smallest[kind] = min(px, smallest.get(kind, px))
        shrunk = [(k, px) for k, px in sizes if px < smallest.get(k, 0)]
        assert not shrunk, (where, shrunk)  # words change, never the pieces (tiles, icons)


def test_the_images_words_follow_the_view_locale() -> None:
    """The same view drawn for a French and an Italian reader: the rulebook's terms (the
    game's catalogue) and the board's own words in each; a view without a locale is English."""
    view = make_view(3)
    words = {}
    for locale in (None, "fr", "it"):
        shown = view if locale is None else {**view, "locale": locale}
        with kit.measuring() as texts:
            render_image(shown, NAMES[:3])
        words[locale] = " ".join(t.text for t in texts)
    assert "Table objectives" in words[None] and "Tile pile" in words[None]
    assert "Objectifs sur la table" in words["fr"] and "Pioche" in words["fr"]
    assert "Obiettivi sul tavolo" in words["it"] and "Pila" in words["it"]
    assert "Marteline (Mosaïque)" in words["fr"] and "Martellina (Mosaico)" in words["it"]
    for locale in ("fr", "it"):
        assert "Table objectives" not in words[locale]


def _swap_hand_card(state, seat: int):  # noqa: ANN001, ANN202 - an AlmadiState
    """A copy of ``state`` where ``seat``'s first hidden card is swapped with one never dealt."""
    from games.almadi import GAME
    from games.almadi.data import CHARACTERS

    twin = GAME.copy(state)
    boxed = next(c for c in twin.card_box if c in CHARACTERS)
    twin.card_box[twin.card_box.index(boxed)] = twin.players[seat].hand[0]
    twin.players[seat].hand[0] = boxed
    return twin


@pytest.mark.parametrize("locale", ["en", *LANGS])
def test_images_hide_every_secret_in_every_language(locale: str) -> None:
    """Secrecy by perturbation, in each language: another seat's hidden hand card swapped and
    the tile pile's order changed — the public board and seat 1's panel are the same images;
    seat 1's own hand changed — its panel shows it."""
    from games.almadi import GAME
    from games.core.playout import next_actor

    state = GAME.new(3, "secret-images", {"characters": True})
    bots = [GAME.make_bot(f"sec{s}") for s in range(3)]
    while not (state.phase == "turn" and state.players[1].hand and state.players[0].hand):
        seat = next_actor(GAME, state)
        GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
    twins = [_swap_hand_card(state, 1), GAME.copy(state)]
    twins[1].pile.reverse()
    assert twins[1].pile != state.pile
    names = ACCENTED[:3]
    for viewer in (None, 0):
        a = render_png({**GAME.view(state, viewer), "locale": locale}, names)
        for twin in twins:
            assert a == render_png({**GAME.view(twin, viewer), "locale": locale}, names), viewer
    a = render_png({**GAME.view(state, 0), "locale": locale}, names)
    assert a != render_png({**GAME.view(_swap_hand_card(state, 0), 0), "locale": locale}, names)
