"""The words of a seat's secrets (DM and /hand text) depend only on what that seat may know."""

from __future__ import annotations

from games.al_rashid import GAME
from games.core import RandomBot
from tests.games.al_rashid.test_playouts import _perturb


def test_private_summary_is_the_seats_own_knowledge() -> None:
    for i in range(6):
        seats = 2 + i % 4
        st = GAME.new(seats, f"private-text-{i}")
        bots = [RandomBot(f"pt{i}:{s}") for s in range(seats)]
        steps = 0
        while not GAME.is_over(st):
            if steps % 9 == 0:
                assert GAME.private_summary(GAME.view(st, None)) == ""
                for seat in range(seats):
                    mine = GAME.private_summary(GAME.view(st, seat))
                    # changing everything this seat may not know changes nothing in its text
                    assert mine == GAME.private_summary(GAME.view(_perturb(st, seat), seat))
                    hand = st["players"][seat]["hand"]
                    assert mine.startswith("Your mercenary tokens:")
                    assert mine.count(",") >= max(0, len(hand) - 1)
            seat = GAME.pending(st)[0]
            GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
            steps += 1
