"""``Game.views`` gives exactly the views ``Game.view`` gives, whatever an engine shares
between them (the notices of a move are built from it): at every step of every registered game
in ``tests/core/test_conformance.py``; here, Agra's one view part rare in random games."""

from __future__ import annotations

from games.core.playout import next_actor
from games.core.registry import get_game


def test_agra_views_show_the_pile_to_the_seat_choosing_a_mosaic() -> None:
    """Agra's only view part that depends on the decision's seat: the favour pile, shown to the
    player choosing a mosaic from it (rare in playouts, so searched for here)."""
    game = get_game("agra")
    seats = [None, 0, 1, 2, 3]
    for k in range(40):
        state = game.new(4, f"mosaic:{k}")
        bot = game.make_bot(f"mosaic:{k}")
        while not game.is_over(state):
            views = game.views(state, seats)
            if any("pile_contents" in view for view in views):
                assert views == [game.view(state, seat) for seat in seats]
                assert sum("pile_contents" in view for view in views) == 1
                return
            seat = next_actor(game, state)
            game.apply(state, seat, bot.choose(game, state, seat))
    raise AssertionError("no mosaic chosen from the pile in 40 games")
