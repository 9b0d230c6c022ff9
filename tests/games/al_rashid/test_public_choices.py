"""Choices the host may post in the channel (``choices_are_public``) reveal no hidden value:
whenever the engine says a seat's legal list is public, that list is the same whatever the
hidden information of the game is."""

from __future__ import annotations

from games.al_rashid import GAME
from games.core import RandomBot
from tests.games.al_rashid.test_playouts import _perturb


def test_public_choice_lists_do_not_depend_on_secrets() -> None:
    public = private = 0
    for i in range(12):
        seats = 2 + i % 4
        st = GAME.new(seats, f"public-choices-{i}")
        bots = [RandomBot(f"pc{i}:{s}") for s in range(seats)]
        while not GAME.is_over(st):
            seat = GAME.pending(st)[0]
            if GAME.choices_are_public(st, seat):
                public += 1
                # what everyone but the seat may not know changes nothing in the list
                assert GAME.legal(st, seat) == GAME.legal(_perturb(st, None), seat)
            else:
                private += 1
                assert any(a.startswith(("commit ", "remove ")) for a in GAME.legal(st, seat))
            GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    assert public > 1000 and private > 10
