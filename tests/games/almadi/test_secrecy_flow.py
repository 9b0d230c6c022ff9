"""Secrecy by perturbation: two states that differ only in one hidden card of a
hand must give every other seat, and the spectator, the same flow, views, decisions and privacy
of choices — for as long as the same public moves are played in both."""

from __future__ import annotations

import json
import random

from games.almadi import GAME
from games.almadi.data import CHARACTERS
from games.almadi.state import AlmadiState
from games.core import RandomBot


def public_face(state: AlmadiState, owner: int) -> str:
    """Everything seats other than ``owner`` (and spectators) can observe."""
    face = {
        "pending": GAME.pending(state),
        "over": GAME.is_over(state),
        "views": [GAME.view(state, v) for v in [None, *range(state.n)] if v != owner],
        "log": [GAME.log(state, v) for v in [None, *range(state.n)] if v != owner],
        "decisions": {
            s: (
                GAME.choices_are_public(state, s),
                GAME.legal(state, s) if GAME.choices_are_public(state, s) else None,
                GAME.prompt(state, s) if GAME.choices_are_public(state, s) else None,
            )
            for s in GAME.pending(state)
        },
    }
    return json.dumps(face, sort_keys=True)


def swap_hand_card(state: AlmadiState, seat: int, rnd: random.Random) -> AlmadiState | None:
    """A copy where one card of ``seat``'s hand is exchanged with an undealt character whose
    affordability differs (the fact the old flow leaked), or None when there is none."""
    p = state.players[seat]
    boxed = [c for c in state.card_box if c in CHARACTERS]
    for card in rnd.sample(p.hand, len(p.hand)):
        can = p.rubies >= CHARACTERS[card].cost
        others = [c for c in boxed if (p.rubies >= CHARACTERS[c].cost) != can]
        if others:
            twin = GAME.copy(state)
            other = rnd.choice(others)
            hand = twin.players[seat].hand
            hand[hand.index(card)] = other
            twin.card_box[twin.card_box.index(other)] = card
            return twin
    return None


def test_a_hidden_hand_card_changes_nothing_others_observe() -> None:
    compared = 0
    for i in range(40):
        n = 2 + i % 4
        rnd = random.Random(i)
        state = GAME.new(n, f"flow-{i}", {"characters": True})
        bots = [RandomBot(f"flow{i}:{s}") for s in range(n)]
        while not GAME.is_over(state):
            seat = GAME.pending(state)[0]
            active = state.phase == "turn" and state.active is not None
            if active and state.players[state.active].hand and rnd.random() < 0.6:
                owner = state.active
                twin = swap_hand_card(state, owner, rnd)
                if twin is not None:
                    compared += 1
                    a, b = GAME.copy(state), twin
                    for _ in range(6):  # play on with the same public moves
                        assert public_face(a, owner) == public_face(b, owner)
                        if GAME.is_over(a):
                            break
                        actor = GAME.pending(a)[0]
                        move = bots[actor].choose(GAME, a, actor)
                        if move not in GAME.legal(b, actor):
                            break  # a move naming the swapped card: the twins part here
                        GAME.apply(a, actor, move)
                        GAME.apply(b, actor, move)
            GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
    assert compared >= 30
