"""Secrecy by perturbation at the host (leak 5c): two positions that differ only in one
hidden card must give the channel and every other seat exactly the same notices — texts, views,
mentions, decisions (a public decision once carried the *length* of a secret choice list) and
their images' descriptions (alt text) and whole board texts."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.ops import alt_text
from bot.table.model import Player, Table
from bot.table.notices import build
from games.al_rashid import GAME as AL_RASHID
from games.almadi import GAME as ALMADI
from games.core import Game, RandomBot
from tests.games.almadi.test_secrecy_flow import swap_hand_card

# the table's language, and each player's own: secrecy holds in every language
LANGUAGES = ["en", "fr", "it"]
OTHER = {"en": "it", "fr": "it", "it": "fr"}


def table_for(game: Game[Any], state: Any, lang: str = "en") -> Table:
    n = game.seats(state)
    settings: dict[str, Any] = {}
    if lang != "en":  # the table speaks ``lang``; seat 2's player reads another language
        settings = {"language": lang, "languages": {"101": OTHER[lang]}}
    return Table(
        id=1,
        place="discord:1",
        guild=None,
        game=game,
        options={},
        seed="s",
        max_seats=n,
        creator="u0",
        status="running",
        players=[Player(f"{100 + i}", f"P{i}") for i in range(n)],
        settings=settings,
        state=state,
    )


def seen_by_others(
    game: Game[Any], state: Any, owner: int, lang: str = "en", words: bool = True
) -> str:
    """What everyone but ``owner`` is sent; with ``words``, the images' descriptions and
    board texts too (10 ms an image: compared at every eighth twin)."""
    out = []
    for notice in build(table_for(game, state, lang), []):
        if notice.kind == "private" and notice.seat == owner:
            continue
        said = [""]
        if words and notice.view is not None:  # what a screen reader reads of the image
            alt = alt_text.describe(notice.view, notice.names)
            assert len(alt) <= alt_text.LIMIT
            said = [alt, alt_text.board_words(notice.view, notice.names)]
        out.append(
            [
                notice.kind,
                notice.seat,
                notice.text,
                notice.view,
                notice.mentions,
                notice.decisions,
                *said,
            ]
        )
    return json.dumps(out, sort_keys=True)


def swap_hand_value(state: dict, seat: int, rnd: random.Random) -> dict | None:
    """An Al-Rashid twin where one card in ``seat``'s hand has another value, taken from the
    hidden stack of its colour."""
    hand = state["players"][seat]["hand"]
    for i in rnd.sample(range(len(hand)), len(hand)):
        colour, value = hand[i]
        stack = state["stacks"][colour]
        others = [j for j, v in enumerate(stack) if v != value]
        if others:
            twin = AL_RASHID.copy(state)
            j = rnd.choice(others)
            twin_stack = twin["stacks"][colour]
            twin["players"][seat]["hand"][i] = [colour, twin_stack[j]]
            twin_stack[j] = value
            return twin
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_almadi_notices_do_not_depend_on_a_hidden_hand_card(lang: str) -> None:
    compared = 0
    for i in range(16):
        n = 2 + i % 4
        rnd = random.Random(i)
        state = ALMADI.new(n, f"notice-{i}", {"characters": True})
        bots = [RandomBot(f"n{i}:{s}") for s in range(n)]
        while not ALMADI.is_over(state):
            owner = state.active if state.phase == "turn" else None
            if owner is not None and state.players[owner].hand and rnd.random() < 0.8:
                twin = swap_hand_card(state, owner, rnd)
                if twin is not None:
                    compared += 1
                    words = compared % 8 == 1
                    assert seen_by_others(ALMADI, state, owner, lang, words) == seen_by_others(
                        ALMADI, twin, owner, lang, words
                    )
            seat = ALMADI.pending(state)[0]
            ALMADI.apply(state, seat, bots[seat].choose(ALMADI, state, seat))
    assert compared >= 20


@pytest.mark.parametrize("lang", LANGUAGES)
def test_al_rashid_notices_do_not_depend_on_a_hidden_card_value(lang: str) -> None:
    compared = secret_decisions = 0
    for i in range(6):
        n = 2 + i % 4
        rnd = random.Random(i)
        state = AL_RASHID.new(n, f"notice-{i}")
        bots = [RandomBot(f"r{i}:{s}") for s in range(n)]
        steps = 0
        while not AL_RASHID.is_over(state) and steps < 400:
            steps += 1
            seat = AL_RASHID.pending(state)[0]
            if state["players"][seat]["hand"] and rnd.random() < 0.3:
                twin = swap_hand_value(state, seat, rnd)
                if twin is not None:
                    compared += 1
                    secret_decisions += not AL_RASHID.choices_are_public(state, seat)
                    words = compared % 8 == 1
                    assert seen_by_others(AL_RASHID, state, seat, lang, words) == seen_by_others(
                        AL_RASHID, twin, seat, lang, words
                    )
            AL_RASHID.apply(state, seat, bots[seat].choose(AL_RASHID, state, seat))
    assert compared >= 20 and secret_decisions >= 3
