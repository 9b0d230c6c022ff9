"""Panels pasted from ``kit.panel``'s memory are exactly the panels drawing them would give.

A panel is kept under a key that must hold everything its drawing reads; a key that misses
something would show a stale panel (an old score, a moved pawn). So whole games are rendered
twice — panels pasted where they can be, then everything drawn — and every pixel is compared,
for the public board and every private panel, with and without the host's clock strip.
"""

from __future__ import annotations

import pytest
from PIL import ImageChops

from games.core.playout import next_actor
from games.core.registry import get_game
from renderers import kit, render_image

CLOCK = {"clock": "Clock: Name 0 1d 3h left · Name 1 20h left · a line long enough to wrap " * 2}


def _assert_frames_as_drawn(game, state, names: list[str], frame: int, clock: bool) -> None:
    """The board and one seat's panel (seats in turn), as the renderers make them (panels pasted
    or kept), are the images drawn whole."""
    for viewer in (None, frame % len(names)):
        view = game.view(state, viewer)
        if clock:
            view = {**view, "host": CLOCK}
        image = render_image(view, names)
        with kit.unmemoized():
            drawn = render_image(view, names)
        assert image.size == drawn.size, (frame, viewer)
        assert ImageChops.difference(image, drawn).getbbox() is None, (frame, viewer)


@pytest.mark.parametrize("game_id", ["almadi", "al-rashid", "emira", "agra"])
def test_pasted_panels_are_the_panels_drawn(game_id: str) -> None:
    game = get_game(game_id)
    players = max(game.spec.min_players, min(4, game.spec.max_players))
    names = [f"Name {i} ü" for i in range(players)]
    state = game.new(players, f"panels:{game_id}")
    bot = game.make_bot("panels")
    kit.forget_panels()
    hits = kit.panel_hits()
    frames = 0
    while frames < 24 and not game.is_over(state):
        for _ in range(2 + frames % 3):
            if game.is_over(state):
                break
            seat = next_actor(game, state)
            game.apply(state, seat, bot.choose(game, state, seat))
        _assert_frames_as_drawn(game, state, names, frames, clock=frames % 4 == 3)
        frames += 1
    assert kit.panel_hits() > hits  # panels were pasted, so the comparison meant something


@pytest.mark.parametrize("game_id", ["almadi", "al-rashid", "emira", "agra"])
def test_panels_kept_on_the_canvas_are_the_panels_drawn(game_id: str) -> None:
    """The canvas keeps last frame's panels in place (renderers.sheet): a frame after every
    single action, for the board and for each seat in turn, across a game's end and a new game
    (every panel moves), never shows a pixel that drawing the whole frame would not."""
    game = get_game(game_id)
    players = max(game.spec.min_players, min(4, game.spec.max_players))
    names = [f"Name {i} ü" for i in range(players)]
    bot = game.make_bot("kept")
    state = game.new(players, f"kept:{game_id}:0")
    kit.forget_panels()
    kept_before = kit.panels_kept()
    for frame in range(70):
        if game.is_over(state) or frame == 45:  # a new game part-way: the layout jumps
            state = game.new(players, f"kept:{game_id}:{frame}")
        seat = next_actor(game, state)
        game.apply(state, seat, bot.choose(game, state, seat))
        _assert_frames_as_drawn(game, state, names, frame, clock=frame % 9 == 4)
    assert kit.panels_kept() > kept_before + 70  # so the comparison meant something


def test_sheet_keeps_panels_and_redraws_when_old_pixels_would_show() -> None:
    """The bookkeeping itself: a panel kept where it was; one moved leaves old pixels that no
    new panel covers, so the frame must be drawn again; one painted over at its place is clean."""
    from PIL import Image

    from renderers.sheet import Redraw, Sheet

    page = Sheet(Image.new("RGB", (100, 100), (1, 2, 3)), (1, 2, 3))
    page.begin(100, retain=True)
    page.place(10, 10, b"a", (9, 9, 51, 31), 30)
    page.place(10, 40, b"b", (9, 39, 51, 61), 60)
    page.end()
    page.image.paste((200, 0, 0), (9, 9, 51, 61))  # the panels' pixels

    page.begin(100, retain=True)
    assert page.image.getpixel((0, 0)) == (1, 2, 3)  # around the panels: painted
    assert page.image.getpixel((20, 20)) == (200, 0, 0)  # the panels: left as they are
    assert page.kept(10, 10, b"a") == 30
    assert page.kept(10, 40, b"other key") is None
    page.clear(10, 40)  # about to draw the new panel at b's place: b painted over
    assert page.image.getpixel((20, 50)) == (1, 2, 3)
    page.place(10, 40, b"c", (9, 39, 51, 61), 60)
    page.end()  # b's region is all c's: nothing old shows

    page.begin(100, retain=True)
    assert page.kept(10, 10, b"a") == 30
    page.place(10, 50, b"c", (9, 49, 51, 71), 70)  # c pasted lower: its old top rows are stale
    assert page.covers_old((9, 45, 51, 47))
    with pytest.raises(Redraw):
        page.end()
    page.begin(100, retain=True)  # drawn again: both panels kept, the rest painted
    assert page.image.getpixel((20, 42)) == (1, 2, 3)
    assert page.kept(10, 10, b"a") == 30 and page.kept(10, 50, b"c") == 70
    page.end()


def test_png_of_a_strict_frame_is_the_frame_drawn_whole() -> None:
    """Almadi's board is strict (drawn only in panels and regions): the sheet paints nothing
    around them and tells the encoder which rows changed, and the encoder does not hash the
    others again. Every PNG of a game, action after action and across a game's end and a new
    game, decodes to the board drawn whole; and most bands were not hashed again."""
    import io

    from PIL import Image

    from renderers import png, render_png

    game = get_game("almadi")
    names = ["Annette", "Bernard with a very long display name"]
    bot = game.make_bot("strict")
    state = game.new(2, "strict:0")
    skipped = png.hashes_skipped()
    frames = 0
    ends = 0
    while ends < 1 or frames < 40:
        if game.is_over(state):
            ends += 1
            state = game.new(2, f"strict:{frames}")
        seat = next_actor(game, state)
        game.apply(state, seat, bot.choose(game, state, seat))
        view = game.view(state, None)
        if frames % 7 == 3:
            view = {**view, "host": CLOCK}
        decoded = Image.open(io.BytesIO(render_png(view, names)))
        decoded.load()
        with kit.unmemoized():
            drawn = render_image(view, names)
        assert decoded.size == drawn.size, frames
        assert ImageChops.difference(decoded.convert("RGB"), drawn).getbbox() is None, frames
        frames += 1
    assert png.hashes_skipped() - skipped > frames * 10  # so the shortcut was taken


def test_a_strict_sheet_paints_only_old_panels_and_reports_changed_rows() -> None:
    from PIL import Image

    from renderers.sheet import Sheet

    bg = (1, 2, 3)
    page = Sheet(Image.new("RGB", (100, 100), bg), bg)
    page.begin(100, retain=True, strict=True)
    page.place(10, 10, b"a", (10, 10, 50, 30), 30)
    page.place(10, 40, b"b", (10, 40, 50, 60), 60)
    page.image.paste((200, 0, 0), (10, 10, 50, 30))  # the panels' pixels
    page.image.paste((200, 0, 0), (10, 40, 50, 60))
    page.end()
    assert page.changes()[2] == ((10, 30), (40, 60))

    page.begin(100, retain=True, strict=True)
    assert page.image.getpixel((20, 20)) == (200, 0, 0)  # nothing painted at the start
    assert page.kept(10, 10, b"a") == 30  # b is not asked for: gone at the end
    page.end()  # no Redraw: b's old pixels are painted over
    assert page.image.getpixel((20, 50)) == bg and page.image.getpixel((20, 20)) == (200, 0, 0)
    assert page.changes()[2] == ((40, 60),)

    page.begin(100, retain=False, strict=True)  # another table's frame: a's pixels go
    assert page.image.getpixel((20, 20)) == bg
    page.end()
    page.begin(100, retain=True)  # a frame that is not strict: any row may change
    page.end()
    assert page.changes() is None
