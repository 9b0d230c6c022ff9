"""The words of a seat's secrets (DM and /hand text) name only that seat's own cards."""

from __future__ import annotations

from games.almadi import GAME
from games.core import RandomBot


def test_private_summary_names_own_cards_only() -> None:
    for i in range(6):
        seats = 2 + i % 4
        st = GAME.new(seats, f"private-text-{i}", {"characters": True})
        bots = [RandomBot(f"pt{i}:{s}") for s in range(seats)]
        steps = 0
        while not GAME.is_over(st):
            if steps % 5 == 0:
                assert GAME.private_summary(GAME.view(st, None)) == ""
                for seat in range(seats):
                    text = GAME.private_summary(GAME.view(st, seat))
                    own = {c.lower() for c in st.players[seat].hand + st.players[seat].dealt}
                    for other in range(seats):
                        if other == seat:
                            continue
                        p = st.players[other]
                        for card in set(p.hand + p.dealt) - own:
                            name = GAME.view(st, other)["private"]
                            names = {
                                c["name"] for c in name["hand"] + name["dealt"] if c["id"] == card
                            }
                            assert not any(n in text for n in names)
                    for card in st.players[seat].hand:
                        view = GAME.view(st, seat)
                        assert any(
                            c["name"] in text for c in view["private"]["hand"] if c["id"] == card
                        )
            seat = GAME.pending(st)[0]
            GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
            steps += 1


def test_base_game_has_no_private_text() -> None:
    st = GAME.new(2, "base")
    assert GAME.private_summary(GAME.view(st, 0)) == ""
