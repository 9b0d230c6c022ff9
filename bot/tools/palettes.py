"""``python -m bot.tools.palettes [game …]``: write each renderer's palette file
(:mod:`renderers.palette`) from its seeded gallery images.

For each game and each allowed player count (2 to 5), the gallery's early, middle and final
positions (:func:`bot.tools.gallery.positions`) are drawn as posted in full colour — the public
board, with and without the host's clock strip, and every seat's panel — and their colours cut to
:data:`renderers.palette.SIZE`. Run it after a renderer's colours change (the palette test says
when); the same command writes the same files.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

from PIL import Image

SEED = "palette"
CLOCK = {"clock": "Clock: Player 1 1d 3h left · Player 2 20h left"}


def images(game_id: str, seed: str = SEED) -> Iterator[Image.Image]:
    """The game's images as posted (600 px wide, full colour), at every player count."""
    from dataclasses import replace

    from bot.tools.gallery import positions
    from games.core.registry import get_game
    from renderers import render_frame

    game = get_game(game_id)
    spec = game.spec
    for players in range(max(2, spec.min_players), min(5, spec.max_players) + 1):
        names = [f"Player {i + 1}" for i in range(players)]
        for _, state in positions(game, players, f"{seed}-{game_id}-{players}"):
            views = [game.view(state, None), {**game.view(state, None), "host": CLOCK}]
            views += [game.view(state, seat) for seat in range(players)]
            for view in views:
                yield replace(render_frame(view, names), palette=None).shown()


def write(game_ids: list[str]) -> None:
    """Each game's renderer's palette file, one line on stdout per file."""
    from games.core.registry import renderer_module
    from renderers import palette

    palette.PALETTE_DIR.mkdir(exist_ok=True)
    for game_id in game_ids:
        module = renderer_module(game_id)
        if module is None:
            continue
        colours = palette.build(images(game_id))
        path = palette.PALETTE_DIR / f"{palette.name_of(module)}.txt"
        path.write_text(palette.dump(colours))
        print(f"{path}: {len(colours)} colours from {game_id}'s gallery")


if __name__ == "__main__":
    from games.core.registry import game_ids

    write(sys.argv[1:] or [g for g in game_ids()])
