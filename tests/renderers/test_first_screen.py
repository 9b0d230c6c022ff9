"""The first screen of a phone (the image shown 400 px wide, its top 700 px) shows whose turn it
is, what they must decide and the central board.

What is checked, on the frames of seeded bot games at every player count from 2 to 5 the game
allows, early, in the middle and at the end (``bot.tools.gallery.positions``):

- the public board: the nodes tagged ``turn`` and ``decision`` (:func:`renderers.layout.tag`)
  end within the first 700 px, and the first node tagged ``board`` starts high enough that
  200 px of it (all of it when shorter) lie within them; at the end, ``result`` (the score
  table) takes the place of ``turn`` and ``decision``;
- seat 1's private panel: ``turn`` and ``decision`` end within the first 700 px (nothing is
  decided at the end).

Rules in ``bot.tools.gallery.roles_needed`` and ``bot.tools.gallery.first_screen_misses``, which the
gallery reports per image. A game is checked once its renderer tags its nodes: add it to
:data:`GAMES`. Each case runs in every language (``langs.LANGS``): longer French and Italian
words must not push the banner or the board down (the game is played once for all three).
"""

from __future__ import annotations

import pytest

from bot.tools import gallery
from games.core.registry import game_ids, get_game, renderer_module
from renderers import layout, render_frame
from tests.renderers.langs import LANGS, in_lang, views

GAMES = game_ids()


def _cases() -> list[tuple[str, int]]:
    out = []
    for game_id in GAMES:
        spec = get_game(game_id).spec
        out += [(game_id, n) for n in range(max(2, spec.min_players), min(5, spec.max_players) + 1)]
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game_id", "players"), _cases())
def test_the_first_screen_shows_turn_decision_and_board(
    game_id: str, players: int, lang: str
) -> None:
    if renderer_module(game_id) is None:
        pytest.skip(f"{game_id} has no renderer: its text image has no roles to show")
    names = [f"Player {i + 1}" for i in range(players)]
    for stop, seat, plain in views(game_id, players, f"first-{game_id}-{players}"):
        view = in_lang(plain, lang)
        needed = gallery.roles_needed(view)
        frame = render_frame(view, names)
        misses = gallery.first_screen_misses(frame, needed)
        assert not misses, (game_id, players, lang, stop, seat, misses)
        if seat is None:
            assert "board" in needed


def test_a_tag_records_the_box_of_what_it_placed() -> None:
    page = layout.Page(
        300,
        layout.Space(40),
        layout.tag(layout.At(10, 0, layout.tile(_draw_rows, 100, 50)), "turn", "decision"),
        layout.tag(layout.At(20, 5, layout.tile(_draw_rows, 200, 30)), "board"),
    )
    frame = layout.frame(page)
    assert frame.role_boxes("turn") == [(10, 40, 110, 90)]
    assert frame.role_boxes("decision") == [(10, 40, 110, 90)]
    assert frame.role_boxes("board") == [(20, 95, 220, 125)]
    assert frame.role_boxes("result") == []
    with pytest.raises(ValueError, match="roles must be among"):
        layout.tag(layout.Space(1), "score")


def test_the_first_screen_check_says_what_is_missing() -> None:
    page = layout.Page(
        400,
        layout.tag(layout.tile(_draw_rows, 400, 100), "turn"),
        layout.Space(450),
        layout.tag(layout.tile(_draw_rows, 400, 300), "board"),  # 550..850: 150 px shown
    )
    frame = layout.frame(page)
    assert gallery.first_screen_misses(frame, ("turn",)) == []
    assert gallery.first_screen_misses(frame, ("turn", "decision", "board")) == [
        "decision: not tagged",
        "board: starts at 550 px",
    ]
    short = layout.frame(
        layout.Page(800, layout.Space(1300), layout.tag(layout.tile(_draw_rows, 800, 80), "board"))
    )  # shown 400 wide: starts at 650, 40 px tall, all of it within the first 700 px
    assert gallery.first_screen_misses(short, ("board",)) == []


def _draw_rows(d, rows: int) -> int:  # noqa: ANN001
    """A tile ``rows`` tall."""
    d.rectangle((0, 0, 10, rows - 1), fill=(0, 0, 0))
    return rows
