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
        for viewer in (None, frames % players):
            view = game.view(state, viewer)
            if frames % 4 == 3:
                view = {**view, "host": CLOCK}
            pasted = render_image(view, names)
            with kit.unmemoized():
                drawn = render_image(view, names)
            assert pasted.size == drawn.size, (frames, viewer)
            assert ImageChops.difference(pasted, drawn).getbbox() is None, (frames, viewer)
        frames += 1
    assert kit.panel_hits() > hits  # panels were pasted, so the comparison meant something
