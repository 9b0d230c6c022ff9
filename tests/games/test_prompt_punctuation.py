"""A prompt or a summary ends its sentences with one mark: never "follow the transformation?."
nor "permanent..", in any language, at positions of seeded random games of every game."""

from __future__ import annotations

import random
import re

import pytest

from games.core.playout import next_actor
from games.core.registry import game_ids, get_game
from i18n import LANGUAGES

DOUBLE = re.compile(r"[?!]\.|(?<!\.)\.\.(?!\.)")  # `?.`, `!.`, `..` (an ellipsis is fine)


@pytest.mark.parametrize("game_id", game_ids())
def test_prompts_end_with_one_mark(game_id: str) -> None:
    game = get_game(game_id)
    bad: set[str] = set()
    for seed in range(3):
        state = game.new(max(game.spec.min_players, 3), f"marks-{seed}")
        rnd = random.Random(seed)
        for i in range(2500):
            if game.is_over(state):
                break
            seat = next_actor(game, state)
            for lang in LANGUAGES if i % 3 == 0 else ():
                view = game.view(state, None)
                for said in (
                    game.prompt(state, seat, locale=lang),
                    game.summary(view, locale=lang),
                ):
                    bad.update(m.string for m in DOUBLE.finditer(said))
            game.apply(state, seat, rnd.choice(game.legal(state, seat)))
    assert not bad, sorted(bad)[:3]
