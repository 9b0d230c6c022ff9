"""Each renderer's images are posted in its fixed 256 colours (renderers/palette.py) and lose
nothing a reader sees: every colour that fills an area is in the palette exactly, edges are
about a level off. A failure here means a renderer's drawing left its palette behind: run
``python -m bot.tools.palettes`` (and look at the images)."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image, ImageChops

from bot.tools.gallery import positions
from games.core.registry import game_ids, get_game, renderer_module
from renderers import palette, render_frame

GAMES = [g for g in game_ids() if renderer_module(g)]
AREA = 0.002  # a colour on this share of an image's pixels fills an area: it must be exact


def test_every_renderer_has_a_palette_with_kits_colours():
    for game_id in GAMES:
        name = palette.name_of(str(renderer_module(game_id)))
        text = (palette.PALETTE_DIR / f"{name}.txt").read_text()
        colours = palette.parse(text)
        assert len(text.split()) == palette.SIZE == len(colours), game_id
        assert set(palette.FORCED) <= set(colours), game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_images_keep_their_colours_in_the_palette(game_id: str):
    game = get_game(game_id)
    players = max(3, game.spec.min_players)
    names = [f"Name {i}" for i in range(players)]
    _, middle = positions(game, players, f"palette-check-{game_id}")[1]
    for viewer in (None, 1):
        frame = render_frame(game.view(middle, viewer), names)
        assert frame.palette == palette.name_of(str(renderer_module(game_id)))
        posted = Image.open(io.BytesIO(frame.png()))
        assert posted.mode == "P"
        shown = frame.shown()
        assert ImageChops.difference(posted.convert("RGB"), shown).getbbox() is None
        full = replace(frame, palette=None).shown()
        pixels = full.width * full.height
        entries = set(palette.parse(palette.dump(palette_colours(frame.palette))))
        areas = [c for n, c in full.getcolors(1 << 24) or () if n >= AREA * pixels]
        assert [c for c in areas if c not in entries] == [], (game_id, viewer)
        diff = ImageChops.difference(shown, full).convert("L").histogram()
        mean = sum(i * n for i, n in enumerate(diff)) / pixels
        assert mean < 1.5, (game_id, viewer, mean)


def palette_colours(name: str | None) -> list[tuple[int, int, int]]:
    image = palette.load(str(name))
    assert image is not None
    flat = image.getpalette() or []
    return [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, len(flat), 3)]
