"""Hidden information: hands, dealt cards, keep choices, pile and box never leak."""

from __future__ import annotations

import json

from games.almadi import GAME
from games.core.playout import play_random_game

from .test_playouts import play_rich


def secrets_of(state, seat):
    """Ids that ``seat`` must not see."""
    out = set(state.pile) | set(state.box) | set(state.mosaic_pile[1:]) | set(state.stall_pile[1:])
    out |= {c for c in state.card_box if c.startswith("ch-")}
    for p in state.players:
        if p.seat != seat:
            out |= set(p.hand) | set(p.dealt) | set(p.kept or [])
    # cards below the pile tops are ids (mos-/stl-) that never appear in views at all
    public = set()
    for p in state.players:
        public |= set(p.characters)
    public |= set(state.market)
    return out - public


def check(state, seen_log: int = 0):
    for viewer in [None, *range(state.n)]:
        blob = json.dumps(GAME.view(state, viewer))
        secrets = secrets_of(state, viewer)
        for secret in secrets:
            assert f'"{secret}"' not in blob, (viewer, secret)
        assert "seed" not in blob and "counter" not in blob
        hidden_chars = [x.upper() for x in secrets if x.startswith("ch-")]
        for text in GAME.log(state, viewer)[seen_log:]:
            for secret in hidden_chars:
                assert secret not in text, (viewer, secret, text)
        if viewer is not None:
            for other in range(state.n):
                if other != viewer:
                    for cid in state.players[viewer].hand:
                        assert all(cid not in a for a in GAME.legal(state, other))


def test_views_hide_secrets_in_rich_games():
    for i in range(6):
        seen = 0
        for state, _seat, _action in play_rich(2 + i % 4, f"sec{i}"):
            check(state, seen)
            seen = len(state.log)


def test_keep_choices_hidden_until_all_chose():
    s = GAME.new(3, "keep", {"characters": True, "start_tiles": "random"})
    assert GAME.pending(s) == s.order or set(GAME.pending(s)) == {0, 1, 2}
    first = s.order[0]
    choice = GAME.legal(s, first)[0]
    events = GAME.apply(s, first, choice)
    kept = choice.split()[1:]
    assert all(c.upper() not in events[0].text for c in kept)
    assert all(c.upper() in events[0].for_seat(first) for c in kept)
    for viewer in (None, s.order[1]):
        blob = json.dumps(GAME.view(s, viewer))
        assert all(f'"{c}"' not in blob for c in s.players[first].dealt)
    assert s.market == []


def test_public_view_has_no_hand_and_pile_only_as_count():
    po = play_random_game(GAME, 4, "pv", {"characters": True})
    v = GAME.view(po.state, None)
    assert v["private"] is None
    assert all(p["hand"] is None for p in v["players"])
    assert isinstance(v["pile"], int)
    own = GAME.view(po.state, 2)
    assert own["players"][2]["hand"] is not None and own["players"][1]["hand"] is None
