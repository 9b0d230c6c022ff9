"""Emira renderer: public board and private panels through a whole game, every player count,
the end screen, and a hand-written minimal view; widths, sizes and phone-legible proportions."""

from __future__ import annotations

import copy
import io
import re

import pytest
from PIL import Image, ImageChops

from games.core.playout import next_actor
from games.emira import GAME
from games.emira.bots import HeuristicBot
from games.emira.data import EMIRA
from renderers import emira, kit, layout, png, render_frame, render_image, render_png

NAMES = ["Annette", "Bernard with a very long display name", "Juliette", "Laurent", "Zoé"]


def _check(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 3 * 1024 * 1024
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.width == emira.W // png.REDUCE == 600  # drawn 1200 wide, posted at half
    assert 300 <= img.height <= 2600
    return img


def _positions(n: int, advanced: bool, every: int = 60):
    st = GAME.new(n, f"render-{n}", {"advanced": advanced})
    bots = [HeuristicBot(f"r{s}") for s in range(n)]
    k = 0
    while not GAME.is_over(st):
        if k % every == 0:
            yield st
        seat = next_actor(GAME, st)
        GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
        k += 1
    yield st


@pytest.mark.parametrize(("n", "advanced"), [(3, False), (4, True), (5, False)])
def test_public_and_private_images_through_a_game(n, advanced):
    last = None
    for st in _positions(n, advanced):
        public = GAME.view(st, None)
        _check(render_png(public, NAMES[:n]))
        _check(render_png(GAME.view(st, k := st["round"] % n), NAMES[:n]))
        assert k in range(n)
        last = public
    assert last["result"] is not None
    end = render_image(last, NAMES[:n])
    assert end.width == 1200


def test_views_are_not_mutated_and_missing_names_are_fine():
    st = next(_positions(4, False, every=1))
    view = GAME.view(st, 2)
    before = copy.deepcopy(view)
    img = render_image(view, [])
    assert view == before and img.width == 1200


def test_minimal_hand_written_view():
    card = {
        "id": "nibal",
        "name": "Nibal",
        "prefs": ["appearance", "money"],
        "swapped": True,
        "talents": ["household"],
        "ability": "",
        "text": "",
        "upkeep": 50,
    }
    player = {
        "seat": 0,
        "label": "P1",
        "colour": "red",
        "gold": None,
        "gold_public": False,
        "hand": 2,
        "appearance": 4,
        "markers": {"beauty": 1, "manners": 1, "dress": 1},
        "lent": {"beauty": False, "manners": False},
        "sets": 1,
        "good_looking": 0,
        "status": 1,
        "status_cards": [[350, 1]],
        "singing": False,
        "acting": False,
        "palace": "1.5",
        "sections": 1,
        "track": 1,
        "capacity": 3,
        "camels": 2,
        "camel_rate": 70,
        "caravans": [{"size": "small", "speed": "slow", "remaining": 3}],
        "princesses": [card],
        "kept": ["guest-house"],
        "frozen": True,
        "suleika": 1,
        "upkeep": 150,
        "objective": None,
        "won": False,
        "proof": None,
    }
    view = {
        "game": "emira",
        "viewer": None,
        "seats": 1,
        "round": 3,
        "first": 0,
        "step": "auctions",
        "pending": [0],
        "inplay": [card],
        "waiting": [card],
        "undecided": [],
        "removed": [],
        "decks": {},
        "bag": {},
        "board": {"status": None},
        "supply": {},
        "symbols": ["jar"],
        "auction": {"high": 40, "bidder": 0, "turn": 0},
        "decision": {"kind": "bid", "seats": [0]},
        "xenia": None,
        "players": [player],
        "advanced": True,
        "result": None,
    }
    _check(render_png(view, ["Solo"]))


def test_phone_legibility_primary_text_is_large():
    """At 400 px display width (a third of 1200) the primary lines use ≥ 26 px type."""
    from renderers.kit import font

    assert font(30, True).size >= 26 * 1
    st = next(_positions(5, True, every=1))
    img = render_image(GAME.view(st, None), NAMES)
    assert img.height / img.width < 4.5


def _card(name: str, ability: str) -> dict:
    return {
        "id": name.lower(),
        "name": name,
        "prefs": ["status", "palace"],
        "swapped": False,
        "talents": ["cooking"],
        "ability": ability,
        "text": "does something" if ability else "",
        "upkeep": 50,
    }


@pytest.mark.parametrize("viewer", [None, 1])
def test_strict_frames_when_a_princess_card_spills_onto_the_market(viewer):
    """A tall card left of a short one reaches past its section: the princesses, the auction and
    the market are one tile then, and tiles from the cache give the pixels drawn afresh."""
    st = next(_positions(4, True, every=1))
    view = GAME.view(st, viewer)
    names = NAMES[:4]
    for waiting in ([_card("Tall", "Rich"), _card("Short", "")], [_card("Other", "")]):
        v = {
            **view,
            "step": "auctions",
            "waiting": waiting,
            "auction": {"high": 40, "bidder": 0, "turn": 1},
        }
        for _ in range(2):
            image = render_frame(v, names).image()
            with layout.fresh():
                drawn = render_image(v, names)
            assert image.size == drawn.size
            assert ImageChops.difference(image, drawn).getbbox() is None
    assert emira._spills([_card("Tall", "Rich"), _card("Short", "")])


# --------------------------------------------------------------------------------------------
# In every language: the words drawn come from the catalogues, fit and stay legible
# --------------------------------------------------------------------------------------------

LANGS = ("fr", "it", "qps")  # qps: i18n.PSEUDO, accented bracketed English
ACCENTED = ["Ŵàĺî", "Ɓéŕţàñ", "Ĵûĺîé", "Ĺàûŕé", "Žöé"]  # names with no plain-ASCII word
PRINCESSES = tuple(card[0] for card in EMIRA.values())  # proper names, the same in every language
FORMULA = re.compile(r"[IHCR]+")  # an objective's talent letters ("IIHC"), a notation


@pytest.fixture(scope="module")
def played() -> list[dict]:
    """Public and seat-1 views of bot games at 3, 4 (advanced) and 5 players: at the set-up,
    early, in the middle (an auction, private looks) and at the end. Played once for every
    language's tests."""
    views = []
    for n, advanced in ((3, False), (4, True), (5, False)):
        st = GAME.new(n, f"languages-{n}", {"advanced": advanced})
        bots = [HeuristicBot(f"lang{s}") for s in range(n)]
        played = 0
        for stop in (0, 3 * n, 60, 150, 10_000):
            while not GAME.is_over(st) and played < stop:
                seat = next_actor(GAME, st)
                GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
                played += 1
            views += [GAME.view(st, None), GAME.view(st, 0)]
    return views


@pytest.mark.parametrize("locale", LANGS)
def test_every_word_is_translated_fits_and_reads_at_400px(played, locale: str) -> None:
    """On the public boards and private panels of whole games at 3-5 players: in French and
    Italian every word at 24 px or more (8 px at 400 px wide; a seat's digit in its badge
    excepted), nothing cut with "…" or past the image's edge; in the pseudo-locale (its
    brackets make every text wider than a language would) no plain-ASCII word but the
    princesses' names, one that bypassed the catalogues."""
    from i18n.pseudo import untranslated

    for view in played:
        n = view["seats"]
        with kit.measuring() as texts:
            img = render_image({**view, "locale": locale}, ACCENTED[:n])
        where = (n, view.get("step"), view.get("viewer"))
        shown = [t for t in texts if t.text.strip()]
        if locale == "qps":
            allowed = (*ACCENTED, *PRINCESSES)
            left = [
                (t.text, words)
                for t in shown
                if (words := [w for w in untranslated(t.text, allowed) if not FORMULA.fullmatch(w)])
            ]
            assert not left, (where, left)
            continue
        assert img.width == 1200
        digits = {str(s + 1) for s in range(n)}
        cut = [t.text for t in shown if "…" in t.text]
        assert not cut, (where, cut)
        small = [(t.text, t.size) for t in shown if t.size < 24 and t.text.strip() not in digits]
        assert not small, (where, small)
        out = [t.text for t in shown if t.box[0] < 0 or t.box[2] > img.width]
        assert not out, (where, out)


def test_the_images_words_follow_the_view_locale() -> None:
    """One position drawn for a French and an Italian reader: the rulebook's terms (the game's
    catalogue: talents, markers) and the board's own words; without a locale, English."""
    st = next(_positions(4, False, every=1))
    view = GAME.view(st, 0)
    words = {}
    for locale in (None, "fr", "it"):
        shown = view if locale is None else {**view, "locale": locale}
        with kit.measuring() as texts:
            render_image(shown, NAMES[:4])
        words[locale] = " ".join(t.text for t in texts)
    assert "Sheiks" in words[None] and "Household" in words[None]
    assert "Cheiks" in words["fr"] and "Ménage" in words["fr"] and "Beauté" in words["fr"]
    assert "Sceicchi" in words["it"] and "Casa" in words["it"] and "Bellezza" in words["it"]
    for locale in ("fr", "it"):
        assert "Sheiks" not in words[locale] and "Your event cards" not in words[locale]


@pytest.mark.parametrize("locale", ["en", *LANGS])
def test_images_hide_every_secret_in_every_language(locale: str) -> None:
    """Secrecy by perturbation, in each language: another seat's objective, event cards in
    hand or being chosen, hidden gold, a deck's order changed (``tests/games/emira``'s
    perturbations) — the public board and seat 1's panel are the same images; seat 1's own
    objective changed — its panel shows it."""
    import random

    from games.emira.bots import CarefulRandomBot
    from games.emira.data import OBJECTIVES
    from tests.games.emira.test_secrecy import perturbations

    st = GAME.new(4, "img", {"advanced": True})
    bots = [CarefulRandomBot(f"i{s}") for s in range(4)]
    for _ in range(120):
        seat = next(s for s in GAME.pending(st) if GAME.legal(st, s))
        GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    names = ACCENTED[:4]
    public = render_png({**GAME.view(st, None), "locale": locale}, names)
    panel = render_png({**GAME.view(st, 0), "locale": locale}, names)
    for what, other in perturbations(st, 2, random.Random(1)).items():
        assert render_png({**GAME.view(other, None), "locale": locale}, names) == public, what
        assert render_png({**GAME.view(other, 0), "locale": locale}, names) == panel, what
    mine = GAME.copy(st)
    own = mine["players"][0]["obj"]
    mine["players"][0]["obj"] = next(o for o in OBJECTIVES if o.startswith("4-") and o != own)
    assert render_png({**GAME.view(mine, 0), "locale": locale}, names) != panel
