"""``Game.views`` gives exactly the views ``Game.view`` gives, whatever an engine shares
between them (the notices of a move are built from it)."""

from __future__ import annotations

import pytest

from games.core.playout import next_actor
from games.core.registry import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
def test_views_are_the_views(game_id: str) -> None:
    game = get_game(game_id)
    for players in sorted({game.spec.min_players, game.spec.max_players}):
        state = game.new(players, f"views:{game_id}:{players}")
        bot = game.make_bot("views")
        seats = [None, *range(players)]
        for _ in range(300):
            assert game.views(state, seats) == [game.view(state, seat) for seat in seats]
            if game.is_over(state):
                break
            seat = next_actor(game, state)
            game.apply(state, seat, bot.choose(game, state, seat))


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
