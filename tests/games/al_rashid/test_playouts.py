"""Random playouts, replay, persistence, secrecy and bad input."""

from __future__ import annotations

import json
import re

import pytest

from games.al_rashid import GAME
from games.al_rashid.bots import HeuristicBot
from games.core import registry
from games.core.bots import RandomBot
from games.core.errors import IllegalAction, MalformedAction, NotYourTurn, UnknownSeat
from games.core.playout import play_random_game, replay

GAMES_PER_COUNT = 250  # 1,000 complete games across 2–5 players


def test_registered():
    assert registry.get_game("al-rashid") is GAME
    assert GAME.spec.min_players == 2 and GAME.spec.max_players == 5


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_playouts(seats):
    for i in range(GAMES_PER_COUNT):
        out = play_random_game(GAME, seats, f"rp-{seats}-{i}")
        st = out.state
        assert GAME.is_over(st) and GAME.pending(st) == []
        res = GAME.result(st)
        assert res is not None and len(res.scores) == seats
        assert sorted(res.ranks) == list(range(1, seats + 1))  # D-34: total order
        for s in range(seats):
            assert res.breakdown[s]["total"] == res.scores[s]
            assert GAME.legal(st, s) == []
        assert st["year"] == 5


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_heuristic_bot_finishes(seats):
    for i in range(10):
        bots = [HeuristicBot(f"{i}:{s}") for s in range(seats)]
        out = play_random_game(GAME, seats, f"hb-{seats}-{i}", bots=bots)
        assert GAME.result(out.state) is not None


def test_legal_lists_small_and_pending_single():
    for i in range(40):
        seats = 2 + i % 4
        st = GAME.new(seats, f"small-{i}")
        bots = [RandomBot(f"{i}:{s}") for s in range(seats)]
        while not GAME.is_over(st):
            pend = GAME.pending(st)
            assert len(pend) == 1
            p = pend[0]
            legal = GAME.legal(st, p)
            assert 1 <= len(legal) <= 25, legal
            assert len(set(legal)) == len(legal)
            assert all(a == a.lower().strip() and "  " not in a for a in legal)
            for other in range(seats):
                if other != p:
                    assert GAME.legal(st, other) == []
            GAME.apply(st, p, bots[p].choose(GAME, st, p))


def test_replay_and_round_trip():
    for seats in (2, 3, 4, 5):
        out = play_random_game(GAME, seats, f"replay-{seats}")
        again = replay(GAME, seats, f"replay-{seats}", None, out.actions)
        assert GAME.state_hash(again) == GAME.state_hash(out.state)
        decoded = GAME.decode(json.loads(json.dumps(GAME.encode(out.state))))
        assert GAME.state_hash(decoded) == GAME.state_hash(out.state)
        assert GAME.result(decoded).to_json() == GAME.result(out.state).to_json()


def test_mid_game_round_trip_continues_identically():
    st = GAME.new(4, "mid")
    bots = [RandomBot(s) for s in range(4)]
    for _ in range(150):
        p = GAME.pending(st)[0]
        GAME.apply(st, p, bots[p].choose(GAME, st, p))
    copy = GAME.decode(GAME.encode(st))
    assert GAME.state_hash(copy) == GAME.state_hash(st)
    for _ in range(100):
        p = GAME.pending(st)[0]
        a = bots[p].choose(GAME, st, p)
        GAME.apply(st, p, a)
        GAME.apply(copy, p, a)
    assert GAME.state_hash(copy) == GAME.state_hash(st)


# -- secrecy -------------------------------------------------------------------------------------------


def _perturb(st, viewer):
    """Change every secret ``viewer`` is not entitled to (hand values of others, unseen face-down
    token values, stack orders, crisis deck order)."""
    s2 = GAME.copy(st)
    for seat, pl in enumerate(s2["players"]):
        if seat != viewer:
            for h in pl["hand"]:
                h[1] += 10
    for tokens in s2["tokens"].values():
        for t in tokens:
            if not t["up"] and (viewer is None or viewer not in t["known"]):
                t["v"] += 10
    for c in s2["stacks"]:
        s2["stacks"][c] = [v + 10 for v in reversed(s2["stacks"][c])]
    s2["crisis_deck"].reverse()
    return s2


def _digits(text):
    """Digits in a text once seat labels (P1…P5) are removed."""
    return re.search(r"\d", re.sub(r"\bP\d\b", "", text))


def _dump(x):
    return json.dumps(x, sort_keys=True)


def test_views_and_legal_hide_secrets():
    checked = 0
    for i in range(24):
        seats = 2 + i % 4
        st = GAME.new(seats, f"secret-{i}")
        bots = [RandomBot(f"s{i}:{s}") for s in range(seats)]
        step = 0
        while not GAME.is_over(st):
            p = GAME.pending(st)[0]
            if step % 7 == 0:
                for viewer in [None, *range(seats)]:
                    s2 = _perturb(st, viewer)
                    assert _dump(GAME.view(st, viewer)) == _dump(GAME.view(s2, viewer))
                    checked += 1
                s2 = _perturb(st, p)
                assert GAME.legal(st, p) == GAME.legal(s2, p)
                assert GAME.prompt(st, p) == GAME.prompt(s2, p)
            action = bots[p].choose(GAME, st, p)
            events = GAME.apply(st, p, action)
            for e in events:
                if e.private:
                    assert not _digits(e.text), e.text
                if re.search(r" (draws|spies|looks) ", e.text):
                    assert not _digits(e.text), e.text
            step += 1
    assert checked > 1000


def test_view_shape():
    st = GAME.new(4, "shape")
    v = GAME.view(st, None)
    for key in (
        "game",
        "version",
        "viewer",
        "seats",
        "phase",
        "year",
        "active",
        "pending",
        "order",
        "players",
        "private",
        "result",
        "city",
        "map",
        "titles",
        "mercenaries",
        "crisis",
    ):
        assert key in v
    assert v["game"] == "al-rashid" and v["private"] is None and v["result"] is None
    assert [s["id"] for s in v["city"]] == [
        "intrigue",
        "military",
        "traditions",
        "commerce",
        "politics",
        "rashid",
    ]
    assert len(v["map"]) == 7 and all("tokens" in c and "stock" in c for c in v["map"])
    p0 = GAME.pending(st)[0]
    GAME.apply(st, p0, "draw red")
    mine = GAME.view(st, p0)
    assert mine["private"]["hand"][0]["colour"] == "red" and mine["private"]["hand"][0][
        "value"
    ] in (2, 3, 4)
    assert GAME.view(st, None)["players"][p0]["hand"] == {"red": 1, "blue": 0}
    json.dumps(mine)
    out = play_random_game(GAME, 3, "shape-end")
    assert GAME.view(out.state, None)["result"]["scores"] == GAME.result(out.state).scores
    assert GAME.summary(GAME.view(out.state, None))


def test_logs_private_text_only_for_owner():
    st = GAME.new(3, "log")
    p0 = GAME.pending(st)[0]
    GAME.apply(st, p0, "draw blue")
    mine = GAME.log(st, p0)[-1]
    public = GAME.log(st, None)[-1]
    other = GAME.log(st, (p0 + 1) % 3)[-1]
    assert re.search(r"blue \d", mine) and not _digits(public) and other == public


# -- bad input -------------------------------------------------------------------------------------------


def test_bad_input_leaves_state_unchanged():
    st = GAME.new(3, "bad")
    p = GAME.pending(st)[0]
    other = (p + 1) % 3
    h = GAME.state_hash(st)
    with pytest.raises(MalformedAction) as e:
        GAME.apply(st, p, "xyzzy plugh")
    assert "not an Al-Rashid action" in e.value.message and e.value.allowed
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, p, "resolve silk")
    assert e.value.allowed == ["draw red", "draw blue"]
    with pytest.raises(NotYourTurn):
        GAME.apply(st, other, "draw red")
    with pytest.raises(UnknownSeat):
        GAME.apply(st, 7, "draw red")
    assert GAME.state_hash(st) == h
    # placement: a merchant cannot enter Al-Rashid's palace
    while GAME.pending(st) and GAME.view(st, None)["phase"] == "setup":
        q = GAME.pending(st)[0]
        GAME.apply(st, q, "draw red")
    q = GAME.pending(st)[0]
    GAME.apply(st, q, "place merchant")
    h = GAME.state_hash(st)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, q, "place merchant rashid")
    assert "Al-Rashid" in e.value.message
    with pytest.raises(IllegalAction):
        GAME.apply(st, q, "pay wood")
    assert GAME.state_hash(st) == h
    assert GAME.apply(st, q, "  PLACE   Merchant  SILK ")  # normalised text is accepted


def test_describe_and_prompt_for_every_legal_action():
    out = play_random_game(GAME, 4, "texts")
    st = GAME.new(4, "texts")
    for seat, action in out.actions[:400]:
        assert GAME.prompt(st, seat) and GAME.prompt(st, seat) != "Nothing to decide now."
        for a in GAME.legal(st, seat):
            assert GAME.describe(st, seat, a)
        GAME.apply(st, seat, action)
    assert len(GAME.rules_summary()) < 1800
    assert GAME.stats(out.state)["scores"] == GAME.result(out.state).scores
