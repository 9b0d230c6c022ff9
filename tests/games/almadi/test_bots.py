"""The Almadi bot that plays empty, resigned and timed-out seats plays like a beginner."""

from __future__ import annotations

import statistics

from games.almadi import GAME
from games.almadi.bots import EagerBot
from games.core.bots import RandomBot
from games.core.playout import play_random_game


def test_bot_never_holds_an_objective_it_cannot_fulfil() -> None:
    """Held unfulfilled objectives score negative: the bot takes only fulfilled ones."""
    for i, options in enumerate([{}, {"characters": True}]):
        playout = play_random_game(
            GAME, 3, f"obj-{i}", options, [EagerBot(f"obj-{i}:{s}") for s in range(3)]
        )
        result = GAME.result(playout.state)
        assert all(row["objectives"] >= 0 for row in result.breakdown), result.breakdown


def test_bot_beats_random_play() -> None:
    bot, rnd = [], []
    for i in range(2):
        bots = [EagerBot(f"b{i}:0"), RandomBot(f"b{i}:1"), EagerBot(f"b{i}:2")]
        result = GAME.result(play_random_game(GAME, 3, f"beat-{i}", None, bots).state)
        bot += [result.scores[0], result.scores[2]]
        rnd.append(result.scores[1])
    assert statistics.mean(bot) > statistics.mean(rnd) + 15
