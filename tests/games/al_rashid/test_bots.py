"""The Al-Rashid bot that plays empty, resigned and timed-out seats plays like a beginner."""

from __future__ import annotations

import statistics

from games.al_rashid import GAME
from games.al_rashid.bots import HeuristicBot, _pp
from games.core.bots import RandomBot
from games.core.playout import play_random_game


def _player(**changes: object) -> dict:
    player = {
        "family": {"pasha": 1, "merchant": 1, "sage": 1},
        "titles": [],
        "pi": 0,
        "goods": [1, 1, 0, 0, 0],
    }
    player.update(changes)
    return player


def test_politics_titles_are_valued_for_the_player() -> None:
    """Not the first listed: what each would score for this family, tokens and goods."""
    assert (
        _pp("counselor_to_the_caliph", _player(family={"pasha": 2, "merchant": 1, "sage": 1})) == 3
    )
    assert _pp("counselor_to_the_caliph", _player()) > 0  # one pasha away
    assert _pp("dean_of_the_academy", _player()) == 0  # three sages away
    assert _pp("weapon_master", _player()) == 3
    assert _pp("strategist") == 2


def test_bots_score_like_beginners_in_four_player_games() -> None:
    scores, dishonour = [], []
    for i in range(3):
        bots = [HeuristicBot(f"g{i}:{s}") for s in range(4)]
        result = GAME.result(play_random_game(GAME, 4, f"four-{i}", None, bots).state)
        scores += result.scores
        dishonour += [row["dishonour"] for row in result.breakdown]
    assert statistics.mean(scores) > 8
    assert statistics.mean(dishonour) > -5  # rarely flees or passes


def test_bot_beats_random_play() -> None:
    bot, rnd = [], []
    for i in range(2):
        bots = [HeuristicBot(f"b{i}:0"), RandomBot(f"b{i}:1"), HeuristicBot(f"b{i}:2")]
        result = GAME.result(play_random_game(GAME, 3, f"beat-{i}", None, bots).state)
        bot += [result.scores[0], result.scores[2]]
        rnd.append(result.scores[1])
    assert statistics.mean(bot) > statistics.mean(rnd) + 10
