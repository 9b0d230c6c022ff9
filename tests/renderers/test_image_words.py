"""Every word drawn on a board image went through the catalogues (the pseudo-locale
test of "the text recorded while drawing images").

In :data:`i18n.PSEUDO` every message comes out accented and bracketed, so a plain-ASCII word of
three letters or more left in a text drawn (``kit.measuring()`` records each ``DrawnText``) was
written by a renderer in English. The public board and seat 1's private panel are drawn early,
in the middle and at the end of a seeded bot game at every player count; the seats are named
with pseudo accents (display names are never translated) and numbers have no letters. Roman
numerals (levels, tracks) are symbols, not words.

A game is covered once its renderer draws through ``kit.say``: add it to :data:`GAMES` with its
player counts.
"""

from __future__ import annotations

import re

import pytest

from games.core.registry import game_ids, get_game
from games.core.testing import hooks
from i18n import PSEUDO
from i18n.pseudo import untranslated
from renderers import kit, render_frame
from tests.renderers.langs import in_lang, names, views

GAMES: dict[str, tuple[int, ...]] = {
    g: tuple(range(get_game(g).spec.min_players, get_game(g).spec.max_players + 1))
    for g in game_ids()
}
PENDING: set[str] = set()  # renderers still drawing English (being translated)
ROMAN = re.compile(r"^[IVX]+$")
LETTER = re.compile(r"[^\W\d_]")  # a word's letter (accented too), not a seat's digit
# Almadi's tiles and icons carry one letter as a symbol (O/C/M/P, G/H/J/S; the legend names
# them): a word there has two letters or more, as in its phone-width test
WORD = {"almadi": re.compile(r"[^\W\d_]{2}")}


def _proper(game_id: str) -> tuple[str, ...]:
    """A game's proper names, the same in every language (Emira's princesses)."""
    if game_id != "emira":
        return ()
    from games.emira.data import EMIRA

    return tuple(card[0] for card in EMIRA.values())


TALENTS = re.compile(r"^[IHCR]+$")  # Emira: an objective's talents as letters (IIHC), notation


def english_left(drawn: list[kit.DrawnText], game_id: str = "") -> list[tuple[str, list[str]]]:
    """(text, its plain-ASCII words) of every text drawn with a word that bypassed the
    catalogues."""
    out = []
    proper = _proper(game_id)
    for t in drawn:
        words = [
            w
            for w in untranslated(t.text, proper)
            if not ROMAN.match(w) and not (proper and TALENTS.match(w))
        ]
        if words:
            out.append((t.text, words))
    return out


def _cases() -> list:
    return [
        pytest.param(
            g,
            n,
            marks=[pytest.mark.xfail(strict=True, reason="not translated yet")]
            if g in PENDING
            else [],
        )
        for g, counts in GAMES.items()
        for n in counts
    ]


@pytest.mark.parametrize(("game_id", "players"), _cases())
def test_every_word_drawn_is_translated_and_fits(game_id: str, players: int) -> None:
    """Every word is a catalogue's; and the pseudo-locale's longer words (accents, brackets)
    fit as French and Italian ones must: nothing leaves the image, nothing is cut with "…",
    every word is drawn at 24 px or more (8 px when the image is shown 400 px wide)."""
    if not hooks(get_game(game_id)).localized:
        pytest.skip(f"{game_id} speaks English only (games.core.testing)")
    seats = names(players, PSEUDO)
    for stop, seat, view in views(game_id, players, f"words-{players}"):
        with kit.measuring() as drawn:
            frame = render_frame(in_lang(view, PSEUDO), seats)
        assert drawn
        where = (game_id, players, stop, seat)
        left = english_left(drawn, game_id)
        assert not left, (*where, left)
        out = [t for t in drawn if t.box[0] < 0 or t.box[2] > frame.width or t.box[1] < 0]
        assert not out, (*where, out)
        assert not [t.text for t in drawn if "…" in t.text], where
        small = [t for t in drawn if WORD.get(game_id, LETTER).search(t.text) and t.size < 24]
        assert not small, (*where, small)


def test_the_kit_words_are_translated() -> None:
    """The score table's heads and a seat the host gave no name are catalogue words."""
    from PIL import Image

    image = Image.new("RGB", (1200, 400))
    res = {"scores": [3, 5], "ranks": [2, 1], "breakdown": [{"x": 1}, {"x": 2}]}
    with kit.measuring() as drawn:
        kit.score_table(kit.Draw(image), res, [], 0, 0, 1200, PSEUDO)
    texts = {t.text for t in drawn}
    assert kit.say(PSEUDO, "board-final-scores") in texts
    assert kit.say(PSEUDO, "board-seat", n=2) in texts
    assert not [t for t in english_left(drawn) if t[0] != "x"]
    assert kit.seat_name([], 0, "fr") == "Place 1"
    assert kit.seat_name([], 0) == "Seat 1"


def test_the_fallback_page_draws_the_summary_in_the_views_language(monkeypatch) -> None:
    """A game without a renderer: its summary is asked for in the image's language."""
    import games.core.registry as registry
    from renderers import _summary

    asked = []

    class Game:
        def summary(self, view: dict, *, locale: str = "en") -> str:
            asked.append(locale)
            return "text"

    monkeypatch.setattr(registry, "get_game", lambda _id: Game())
    assert _summary({"game": "toy", "locale": "it"}) == "text"
    assert asked == ["it"]


def test_a_view_of_no_known_game_is_drawn_in_its_language() -> None:
    """No renderer and no summary: the plain page's title and lines are catalogue words."""
    from renderers import render_image

    with kit.measuring() as drawn:
        render_image({"phase": "x", "locale": PSEUDO}, [])
    assert {t.text for t in drawn} == {
        kit.say(PSEUDO, "board-game"),
        kit.say(PSEUDO, "board-fallback-phase", value="x"),
    }
    assert not english_left(drawn)
