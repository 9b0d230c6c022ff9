"""Every image's description (alt text): the board text of the image's own view, in its
language, cut to Discord's 1,024 characters at a line, saying where the whole text is."""

from __future__ import annotations

import functools

import pytest

from bot.ops import alt_text
from bot.tools.gallery import positions
from games.core.registry import get_game
from i18n import t

GAMES = {"agra": 4, "almadi": 5, "al-rashid": 4, "emira": 4}


@functools.cache
def _positions(game_id: str) -> list:
    return [state for _, state in positions(get_game(game_id), GAMES[game_id], "alt")]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_image_is_described_within_1024_characters(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    players = GAMES[game_id]
    names = [f"Name{i}" for i in range(players)]
    for state in _positions(game_id):
        for seat in (None, 0):
            view = {**game.view(state, seat), "locale": lang}
            whole = alt_text.board_words(view, names)
            alt = alt_text.describe(view, names)
            assert 0 < len(alt) <= alt_text.LIMIT
            assert whole == game.board_text(view, locale=lang) or "Name0" in whole
            ask = t(lang, "alt-text-explain")  # every description says where a word is explained
            assert alt.endswith("\n" + ask) and "/" in ask
            alt = alt[: -len(ask) - 1]
            if len(whole.strip()) + 1 + len(ask) <= alt_text.LIMIT:
                assert alt == whole.strip()
                continue
            more = t(lang, "alt-text-more")
            assert alt.endswith(more) and len(alt) > alt_text.LIMIT // 2
            kept = alt[: -len(more)].rstrip("\n").splitlines()
            assert kept == whole.splitlines()[: len(kept)]  # whole lines, from the top


def test_a_line_longer_than_the_room_is_cut_with_an_ellipsis() -> None:
    game = get_game("agra")
    view = {**game.view(game.new(2, "long"), None), "locale": "en"}
    alt = alt_text.describe(view, ["A", "B"], limit=40)
    assert len(alt) <= 40


def test_a_game_without_an_engine_is_described_by_nothing() -> None:
    assert alt_text.describe({"game": "no-such-game", "viewer": None}, []) == ""
