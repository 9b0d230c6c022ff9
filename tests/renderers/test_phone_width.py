"""Legible at phone width: the primary information of each image reads when the image is
shown 400 px wide.

The images are 1200 px wide, so 400 px is a factor 1/3: primary texts are drawn at 24 px or more
(8 px at 400 px), primary icons and pieces at 26 px or more. Texts are measured with
``renderers.kit.measuring()`` (every text drawn, with its font size); the pieces kit does not see
(Almadi's tiles are cached images; icons, pawns and goods chips are shapes) are recorded by each
renderer's ``measuring_sizes()``, which also tags the primary texts it draws.

Every test runs in each language (``langs.LANGS``): French and Italian words are longer
and must read as well; the bot games are played once and drawn in each language.
"""

from __future__ import annotations

import functools
import re

import pytest

from renderers import al_rashid, almadi, kit, render_image
from tests.renderers.langs import LANGS, in_lang

PHONE = 400
MIN_TEXT_AT_400 = 8.0  # px: primary text
# smallest size at 1200 px per recorded kind: texts by font size, icons and pieces by diameter
# (or side), tiles by side
MIN_SIZE = {
    # Almadi
    "offer label": 24,
    "offer tile": 90,
    "tile in hand": 90,
    "tile letter": 24,
    "goods count": 24,
    "goods icon": 30,  # the good on a market tile: 10 px at 400 px
    "edge icon": 30,  # icons: 10 px at 400 px
    "pool icon": 30,  # icons: 10 px at 400 px
    "pool count": 24,
    "ruby icon": 30,  # icons: 10 px at 400 px
    "holding": 24,
    "table supply": 30,  # its icon; the value beside it is text
    # Al-Rashid
    "sector name": 24,
    "title cost": 24,
    "goods chip": 30,
    "pawn": 26,
    "mercenary": 24,
    "rank and predominance": 24,
    "player pawns, gold, notes": 24,
    # every game: a game-icons.net sprite (kit.sprite), 10 px when shown 400 px wide
    "icon": 30,
}
REQUIRED = {
    "almadi": {"offer label", "offer tile", "edge icon", "holding", "table supply"},
    "al-rashid": {"sector name", "title cost", "goods count", "goods chip", "pawn"},
}
# Almadi's kingdom pieces: primary while the game runs; at the end (kingdoms 6-8 columns wide,
# tiles 64-73 px in a two-panel row) the score table is the primary information
KINGDOM = {"edge icon", "tile letter", "goods count"}
MODULES = {"almadi": almadi, "al-rashid": al_rashid}
# a score: "12 PP", "12 PP now", "12 PP actuels", "12 PP ora" (its unit is the same in every language)
SCORE = re.compile(r"^-?\d+ (pts?|PP)( \w+)?$")  # Italian "12 pt ora"


@functools.cache
def _positions(game_id: str, players: int) -> tuple[dict, ...]:
    """Views of a real game early, in the middle and at the end (public and seat 1), played
    once for every language."""
    from games.core.playout import next_actor
    from games.core.registry import get_game

    game = get_game(game_id)
    options = {"characters": True} if game_id == "almadi" else None
    state = game.new(players, f"phone-width-{players}", options)
    views = []
    for stop in (10, 60, 10_000):
        while not game.is_over(state) and stop > 0:
            seat = next_actor(game, state)
            game.apply(state, seat, game.make_bot(f"pw:{stop}").choose(game, state, seat))
            stop -= 1
        views += [game.view(state, None), game.view(state, 0)]
    return tuple(views)


def measure(view: dict, names: list[str]):
    """(image, texts drawn, recorded sizes) of one rendering."""
    module = MODULES[view.get("game", "almadi")] if view.get("game") in MODULES else None
    assert module is not None
    with kit.measuring() as drawn, module.measuring_sizes() as sizes:
        img = render_image(view, names)
    return img, drawn, sizes


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", ["almadi", "al-rashid"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_primary_information_reads_at_400px(game_id: str, players: int, lang: str) -> None:
    names = [f"Player {i + 1}" for i in range(players)]
    seen: set[str] = set()
    for view in (in_lang(v, lang) for v in _positions(game_id, players)):
        img, drawn, sizes = measure(view, names)
        # tall is fine on a phone (Almadi's wide kingdoms get a row each: up to ~3.2 x; French
        # and Italian objective texts wrap on more lines: a 5-player final board is 3.21 x)
        assert img.width == 1200 and img.height <= 3.3 * img.width
        scale = PHONE / img.width
        if not view.get("result"):  # whose turn, what now
            banner = [t for t in drawn if t.size >= kit.BANNER_SIZE - 16 and ":" in t.text]
            assert banner and max(t.size for t in banner) * scale >= 12
        # each player's name (a private panel: the viewer's), largest on its own panel
        seats = range(players) if view.get("viewer") is None else [view["viewer"]]
        for name in (names[s] for s in seats):
            on = [t.size for t in drawn if t.text == name]
            assert on and max(on) * scale >= MIN_TEXT_AT_400, (name, on)
        scores = [t for t in drawn if SCORE.match(t.text)]
        assert len(scores) >= len(seats) or view.get("result")
        assert all(t.size * scale >= MIN_TEXT_AT_400 for t in scores), scores
        for kind, px in sizes:
            assert kind in MIN_SIZE, kind
            if view.get("result") and kind in KINGDOM:
                continue  # game over: no decision depends on the kingdoms' edges any more
            assert px >= MIN_SIZE[kind], (kind, px)
        seen |= {kind for kind, _ in sizes}
    assert REQUIRED[game_id] <= seen, REQUIRED[game_id] - seen


def test_almadi_edge_icons_are_clearly_larger_than_before() -> None:
    """At the kingdom tile sizes the layout uses, an edge icon is 9 px or more at 400 px wide
    (it was about 3 px: 16 px icons on 66 px tiles, two panels and the table per row)."""
    for tile in (almadi.PAIR_TILE, almadi.SOLO_TILE, 85):
        assert 2 * almadi._icon_radius(tile) * PHONE / almadi.W >= 8.6


# Agra and Emira: every word on the public board and the private panels is drawn at
# 24 px or more and nothing is cut with "…". The one exception: a seat's number alone (one digit,
# 1 to the number of players) inside a badge or meeple of that seat's colour and shape, which the
# colour and shape identify; any other text, digits included, is held to 24 px.
WORDS_GAMES = {"agra": (2, 3, 4), "emira": (3, 4, 5)}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("game_id", "players"), [(g, n) for g, counts in WORDS_GAMES.items() for n in counts]
)
def test_every_word_reads_at_400px(game_id: str, players: int, lang: str) -> None:
    names = [f"Player {i + 1}" for i in range(players)]
    seat_digits = {str(s + 1) for s in range(players)}
    for view in (in_lang(v, lang) for v in _positions(game_id, players)):
        with kit.measuring() as drawn:
            img = render_image(view, names)
        scale = PHONE / img.width
        assert img.width == 1200
        texts = [t for t in drawn if t.text.strip()]
        assert texts
        cut = [t.text for t in texts if "…" in t.text]
        assert not cut, cut
        small = [
            (t.text, t.size)
            for t in texts
            if t.size * scale < MIN_TEXT_AT_400 and t.text.strip() not in seat_digits
        ]
        assert not small, small


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_almadi_setup_and_character_cards_read_at_400px(players: int) -> None:
    """The start-tile choice (the first image a table sees) and the character cards, with and
    without the Characters variant: every word ≥ 8 px at 400 px, nothing cut with "…"."""
    from games.core.playout import next_actor
    from games.core.registry import get_game

    game = get_game("almadi")
    names = [f"Player {i + 1}" for i in range(players)]
    for options in ({"characters": True}, None):
        state = game.new(players, f"phone-setup-{players}", options)
        views = [game.view(state, None), game.view(state, 0)]
        for _ in range(3 * players):  # past the set-up, characters dealt and kept
            seat = next_actor(game, state)
            game.apply(state, seat, game.make_bot("pw").choose(game, state, seat))
        views += [game.view(state, None), game.view(state, 0)]
        for view in views:
            img, drawn, _sizes = measure(view, names)
            assert img.height <= 3.2 * img.width
            scale = PHONE / img.width
            small = [t for t in drawn if re.search(r"[A-Za-z]{2,}", t.text) and t.size * scale < 8]
            assert not small, [(t.text, t.size) for t in small]
            assert not [t.text for t in drawn if "…" in t.text]
