"""Refusals never tell a player where a hidden card is: trying another player's hand card reads
exactly like trying a card nobody was dealt."""

from __future__ import annotations

import pytest

from games.almadi import GAME
from games.almadi.data import CHARACTERS
from games.core import ActionError
from games.core.playout import next_actor


def test_refusal_for_a_hidden_card_matches_an_undealt_card() -> None:
    st = GAME.new(2, "leak", {"characters": True})
    while GAME.view(st, None)["phase"] != "turn":
        seat = next_actor(GAME, st)
        GAME.apply(st, seat, GAME.legal(st, seat)[0])
    seat = GAME.pending(st)[0]
    st.players[seat].rubies = 10
    other_hand = st.players[1 - seat].hand
    seen = (
        set(st.players[seat].hand) | set(st.market) | {c for p in st.players for c in p.characters}
    )
    undealt = next(
        c
        for c in CHARACTERS
        if c not in seen
        and c not in other_hand
        and not any(c in p.hand or c in p.dealt for p in st.players)
    )
    messages = set()
    for card in [*other_hand, undealt]:
        with pytest.raises(ActionError) as info:
            GAME.apply(st, seat, f"recruit {card}")
        messages.add(info.value.message.replace(card, "X").replace(card.upper(), "X"))
    assert len(messages) == 1, messages
