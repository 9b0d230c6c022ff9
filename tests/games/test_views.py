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
