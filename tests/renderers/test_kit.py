"""Shared kit helpers and the public dispatch API."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from renderers import kit, png, render_frame, render_image, render_png


def test_fonts_are_cached_truetype():
    assert kit.font(20) is kit.font(20)
    assert kit.font(20, True) is not kit.font(20)
    assert kit.text_width("Almadi", kit.font(30)) > kit.text_width("Almadi", kit.font(15))


def test_wrap_fit_and_ellipsize():
    f = kit.font(18)
    lines = kit.wrap("the quick brown fox jumps over the lazy dog " * 5, f, 200)
    assert len(lines) > 2 and all(kit.text_width(ln, f) <= 200 for ln in lines)
    cut = kit.wrap("word " * 100, f, 200, max_lines=2)
    assert len(cut) == 2 and cut[-1].endswith("…")
    assert kit.ellipsize("a" * 200, f, 100).endswith("…")
    assert kit.fit_font("x" * 80, 200, 30, min_size=10).size < 30


def test_players_have_distinct_colours_and_shapes():
    assert len(set(kit.PLAYER_COLOURS)) == len(kit.PLAYER_COLOURS) == 5
    assert len(set(kit.PLAYER_SHAPES)) == 5


def test_icons_badges_cards_legend_draw():
    img = Image.new("RGB", (600, 300), kit.BG)
    d = ImageDraw.Draw(img)
    for i, k in enumerate(["act", "genie", "hammer", "stall", "moon", "ruby", "jar", "blank"]):
        kit.icon(d, k, 30 + i * 40, 30, 14, "R")
    for s in range(5):
        kit.player_badge(d, s, 30 + s * 40, 80, 14)
    kit.card(d, (10, 110, 250, 250), "Title", "Body " * 30, accent=(0, 114, 178), corner="4")
    y = kit.legend(d, 260, 110, [(lambda dd, x, y, r: kit.icon(dd, "ruby", x, y, r), "ruby")], 300)
    assert y > 110
    assert img.getextrema() != ((246, 246), (241, 241), (230, 230))


def test_to_png_and_unknown_game_fallback():
    data = render_png({"game": "nope", "phase": "x", "viewer": None}, [])
    assert data[:4] == b"\x89PNG"
    img = render_image({"game": "nope"}, ["a"])
    assert img.width > 0 and img.height > 0
    assert png.to_png(kit.text_image("hello")).startswith(b"\x89PNG")


# -- phone size: nothing clipped, primary information large ----------------------------------------
def _positions(game_id: str, players: int) -> list[dict]:
    """Views of a real game at its start, middle and end (public and seat 1)."""
    from games.core.playout import next_actor
    from games.core.registry import get_game

    game = get_game(game_id)
    options = {"characters": True} if game_id == "almadi" else None
    state = game.new(players, f"phone-{players}", options)
    views = []
    for stop in (8, 80, 10_000):
        while not game.is_over(state) and stop > 0:
            seat = next_actor(game, state)
            game.apply(state, seat, game.make_bot(f"p:{stop}").choose(game, state, seat))
            stop -= 1
        views += [game.view(state, None), game.view(state, 0)]
    return views


@pytest.mark.parametrize("game_id", ["almadi", "al-rashid"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_images_are_not_clipped_and_the_banner_reads_at_400px(game_id: str, players: int) -> None:
    names = [f"Player {i + 1}" for i in range(players)]
    for view in _positions(game_id, players):
        with kit.measuring() as drawn:
            img = render_image(view, names)
        for t in drawn:
            left, top, right, bottom = t.box
            assert left >= 0 and right <= img.width and bottom <= img.height, (t, img.size)
        cut = [t.text for t in drawn if t.text.startswith("Pla") and t.text.endswith("…")]
        assert not cut, cut  # short names are never cut, whatever badges sit beside them
        scale = 400 / img.width
        if view.get("result"):
            continue  # the final score table replaces the banner
        banner = [t for t in drawn if t.size >= kit.BANNER_SIZE - 16 and ":" in t.text]
        assert banner and max(t.size for t in banner) * scale >= 10  # whose turn, what now


def test_cached_font_draws_the_same_pixels_as_freetype():
    from PIL import ImageChops, ImageFont

    plain = ImageFont.truetype(str(kit.FONT_DIR / kit.FONT_FILES[True]), 23)
    cached = kit.font(23, True)
    images = []
    for f in (plain, cached, cached):  # the second cached drawing reuses the masks
        img = Image.new("RGB", (420, 120), kit.BG)
        d = ImageDraw.Draw(img)
        d.text((10.5, 10), "Almadi — 12 pts", font=f, fill=kit.INK)
        d.text(
            (200, 80),
            "mm",
            font=f,
            fill=kit.WHITE,
            anchor="mm",
            stroke_width=2,
            stroke_fill=kit.BLACK,
        )
        images.append(img)
        assert f.getlength("Almadi") == plain.getlength("Almadi")
        assert f.getbbox("Almadi", anchor="mm") == plain.getbbox("Almadi", anchor="mm")
    assert ImageChops.difference(images[0], images[1]).getbbox() is None
    assert ImageChops.difference(images[0], images[2]).getbbox() is None


def test_the_font_is_noto_sans_with_its_licence():
    assert kit.font(20).getname() == ("Noto Sans", "Regular")
    assert kit.font(20, True).getname() == ("Noto Sans", "Bold")
    licence = (kit.FONT_DIR / "LICENSE-Noto.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Google" in licence


# every symbol the renderers or the games' texts draw today (tests/renderers/test_first_screen
# and the gallery draw the rest); Noto Sans lacks some, DejaVu Sans draws those
SYMBOLS = "§…·—→–×−◆✔✘○▼▶▲≥≤›✿★⁴•µ±éàüçñ’“”"


def test_every_symbol_drawn_has_a_glyph():
    for bold in (False, True):
        missing = [c for c in SYMBOLS if not kit.glyph_font(c, bold)]
        assert not missing, missing
    assert kit.glyph_font("a") == "NotoSans-Regular.ttf"
    assert kit.glyph_font("→") == "DejaVuSans.ttf"  # Noto Sans has no arrows
    assert kit.glyph_font("\ue000") == ""  # neither has a private-use character


def test_a_symbol_noto_lacks_is_drawn_by_the_fallback_where_it_belongs():
    from PIL import ImageChops, ImageFont

    f = kit.font(30)
    spare = ImageFont.truetype(str(kit.FONT_DIR / kit.FALLBACK_FILES[False]), 30)
    noto = ImageFont.truetype(str(kit.FONT_DIR / kit.FONT_FILES[False]), 30)
    # alone: the fallback's pixels exactly, on Noto's baseline
    ours, theirs = Image.new("L", (80, 60)), Image.new("L", (80, 60))
    kit.Draw(ours).text((10, 40), "→", font=f, fill=255, anchor="ls")
    ImageDraw.Draw(theirs).text((10, 40), "→", font=spare, fill=255, anchor="ls")
    assert ImageChops.difference(ours, theirs).getbbox() is None
    # mixed: the text before the arrow in Noto, the arrow after it, one box measured
    img = Image.new("L", (300, 60))
    with kit.measuring() as drawn:
        kit.Draw(img).text((10, 10), "ab → c", font=f, fill=255)
    head = Image.new("L", (300, 60))
    ImageDraw.Draw(head).text((10, 10), "ab ", font=noto, fill=255)
    split = 10 + int(noto.getlength("ab "))
    assert (
        ImageChops.difference(img.crop((0, 0, split, 60)), head.crop((0, 0, split, 60))).getbbox()
        is None
    )
    assert img.crop((split, 0, 300, 60)).getbbox() is not None  # the arrow and "c" drawn
    ink = img.getbbox()
    box = drawn[0].box
    assert abs(box[0] - ink[0]) <= 2 and abs(box[2] - ink[2]) <= 2
    assert abs(box[1] - ink[1]) <= 2 and abs(box[3] - ink[3]) <= 2
    assert f.getlength("ab → c") == noto.getlength("ab ") + spare.getlength("→") + noto.getlength(
        " c"
    )
    # anchored at its middle, a mixed text is placed as the same text all in Noto would be
    mixed, plain = Image.new("L", (300, 100)), Image.new("L", (300, 100))
    kit.Draw(mixed).text((150, 50), "x → y", font=f, fill=255, anchor="mm")
    ImageDraw.Draw(plain).text((150, 50), "x - y", font=noto, fill=255, anchor="mm")
    assert abs(mixed.getbbox()[0] - plain.getbbox()[0]) <= 8  # the arrow is wider than "-"
    assert mixed.getbbox()[1::2] == plain.getbbox()[1::2]  # the same baseline and height


def test_png_is_the_frame_exactly():
    import io

    from PIL import ImageChops

    from games.core.registry import get_game

    game = get_game("almadi")
    view = game.view(game.new(4, "png"), None)
    frame = render_frame(view, ["A", "B", "C", "D"]).shown()  # the drawing as posted
    data = render_png(view, ["A", "B", "C", "D"])
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 10 * 1024 * 1024
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.mode == "P" and img.size == frame.size  # one byte a pixel: renderers.palette
    assert ImageChops.difference(frame, img.convert("RGB")).getbbox() is None  # what is shown
    assert data == render_png(view, ["A", "B", "C", "D"])  # deterministic


def test_rounded_boxes_are_pillows_pixels():
    """kit.Draw pastes small boxes through cached masks and large ones in nine slices."""
    import random

    from PIL import ImageChops

    rng = random.Random(13)
    for _ in range(400):
        w, h = rng.randint(20, 500), rng.randint(20, 400)
        radius = rng.choice([0, 3, 5, 8, 12, 16, 20, 7.5])
        width = rng.choice([0, 1, 2, 4, 6])
        fill = rng.choice([None, (200, 100, 50), (10, 10, 10)])
        outline = rng.choice([None, (0, 0, 0), (200, 100, 50)])
        base = Image.effect_noise((w + 40, h + 40), 60).convert("RGB")
        expected, drawn = base.copy(), base.copy()
        box = (10, 12, 10 + w, 12 + h)
        ImageDraw.Draw(expected).rounded_rectangle(
            box, radius, fill=fill, outline=outline, width=width
        )
        kit.Draw(drawn).rounded_rectangle(
            box, radius=radius, fill=fill, outline=outline, width=width
        )
        assert ImageChops.difference(expected, drawn).getbbox() is None, (w, h, radius, width)


def test_a_rounded_box_drawn_in_clipped_parts_is_the_box_drawn_whole():
    """A panel cut in parts (Almadi's player panels) draws each part's share of one frame: the
    parts, each clipped to its rectangle, give the box's pixels, and nothing outside them."""
    import random

    from PIL import ImageChops

    rng = random.Random(17)
    for _ in range(150):
        w, h = rng.randint(20, 420), rng.randint(20, 300)
        radius, width = rng.choice([5, 10, 12, 16]), rng.choice([0, 2, 4])
        base = Image.effect_noise((w + 40, h + 40), 60).convert("RGB")
        box = (10, 12, 10 + w, 12 + h)
        whole = base.copy()
        d = kit.Draw(whole)
        kit.rounded(d, box, fill=(250, 240, 230), outline=(0, 114, 178), width=width, radius=radius)
        kit.fill(d, (14, 16, 23, 12 + h - 3), (0, 114, 178))
        xs = sorted({10, 10 + w + 1, *(rng.randint(10, 10 + w) for _ in range(2))})
        ys = sorted({12, 12 + h + 1, *(rng.randint(12, 12 + h) for _ in range(2))})
        parts = base.copy()
        d = kit.Draw(parts)
        for x0, x1 in zip(xs, xs[1:], strict=False):
            for y0, y1 in zip(ys, ys[1:], strict=False):
                clip = (x0, y0, x1, y1)
                kit.rounded(
                    d,
                    box,
                    fill=(250, 240, 230),
                    outline=(0, 114, 178),
                    width=width,
                    radius=radius,
                    clip=clip,
                )
                kit.fill(d, (14, 16, 23, 12 + h - 3), (0, 114, 178), clip=clip)
        assert ImageChops.difference(whole, parts).getbbox() is None, (w, h, radius, width)
    one = base.copy()
    kit.rounded(kit.Draw(one), box, fill=(0, 0, 0), outline=(9, 9, 9), clip=(15, 20, 40, 30))
    changed = ImageChops.difference(one, base).getbbox()
    assert changed is not None and changed[0] >= 15 and changed[1] >= 20
    assert changed[2] <= 40 and changed[3] <= 30


def test_every_character_any_game_draws_has_a_glyph():
    """Each character of every text drawn on the boards and panels of every game (a middle
    position) is in Noto Sans or its fallback: no "missing glyph" box on any image."""
    from bot.tools import gallery
    from games.core.registry import game_ids, get_game

    missing = set()
    for game_id in game_ids():
        game = get_game(game_id)
        players = max(2, game.spec.min_players)
        _stop, state = gallery.positions(game, players, f"glyphs-{game_id}")[1]
        for seat in (None, 0):
            _frame, drawn, _sizes = gallery.measure(game.view(state, seat), ["Ana", "Bo"])
            for t in drawn:
                for bold in (False, True):
                    missing |= {(game_id, c) for c in t.text if not kit.glyph_font(c, bold)}
    assert not missing, missing


def test_nested_measuring_keeps_the_outer_record():
    """An inner measuring context (a tile measured on its own) that ends while the outer
    record is still empty leaves the outer one in place: later texts are recorded."""
    img = Image.new("RGB", (200, 50))
    with kit.measuring() as outer:
        with kit.measuring():
            pass
        kit.Draw(img).text((5, 5), "after", font=kit.font(20), fill=kit.INK)
    assert [t.text for t in outer] == ["after"]
    assert not kit._RECORDING
