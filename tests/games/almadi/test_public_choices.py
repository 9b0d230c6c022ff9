"""Choices the host may post in the channel (``choices_are_public``) never name a card of the
seat's hidden hand or deal; with characters, the keep choice is always private. Whether a list is
private is decided from public facts, so it may be private without naming a hidden card."""

from __future__ import annotations

from games.almadi import GAME
from games.core import RandomBot


def test_public_choice_lists_name_no_hidden_card() -> None:
    private = 0
    for i in range(10):
        seats = 2 + i % 4
        st = GAME.new(seats, f"public-choices-{i}", {"characters": True})
        bots = [RandomBot(f"pc{i}:{s}") for s in range(seats)]
        while not GAME.is_over(st):
            seat = GAME.pending(st)[0]
            hidden = {c.lower() for c in st.players[seat].hand + st.players[seat].dealt}
            words = {w for a in GAME.legal(st, seat) for w in a.split()}
            if GAME.choices_are_public(st, seat):
                assert not words & hidden
            else:
                private += 1
            GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    assert private >= 10  # at least every keep choice


def test_base_game_choices_are_public() -> None:
    st = GAME.new(3, "base")
    assert all(GAME.choices_are_public(st, s) for s in range(3))
