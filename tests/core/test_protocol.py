"""The engine protocol's shared parts: options, validation, ranking, RNG, playout and replay."""

from __future__ import annotations

import pytest

from games.core import (
    GameSpec,
    IllegalAction,
    MalformedAction,
    NotYourTurn,
    Option,
    Rng,
    UnknownSeat,
    normalize,
    rank_by,
)
from games.core.registry import get_game
from tests.support.toy_game import GAME as TOY


def test_options_defaults_parse_and_refuse() -> None:
    spec = GameSpec(
        "x", "X", 2, 4, (Option("fast", bool, False, "h"), Option("n", int, 3, "h", (3, 4)))
    )
    assert spec.resolve_options(None) == {"fast": False, "n": 3}
    assert spec.resolve_options({"fast": "yes", "n": "4"}) == {"fast": True, "n": 4}
    with pytest.raises(ValueError, match="unknown option"):
        spec.resolve_options({"slow": 1})
    with pytest.raises(ValueError, match="true or false"):
        spec.resolve_options({"fast": "maybe"})
    with pytest.raises(ValueError, match="one of"):
        spec.resolve_options({"n": 5})


def test_rank_by_shares_ties() -> None:
    assert rank_by([10, 12, 10, 3]) == [2, 1, 2, 4]


def test_normalize() -> None:
    assert normalize("  Take   2.1 ") == "take 2.1"


def test_rng_is_deterministic_and_serialisable() -> None:
    a, b = Rng("seed"), Rng("seed")
    assert a.shuffled(range(20)) == b.shuffled(range(20))
    c = Rng.from_json(a.to_json())
    assert c.randint(0, 10**9) == a.randint(0, 10**9)
    assert Rng("other").shuffled(range(20)) != Rng("seed").shuffled(range(20))


def test_apply_validation_errors_leave_state() -> None:
    state = TOY.new(2, "s")
    snapshot = TOY.state_hash(state)
    with pytest.raises(UnknownSeat):
        TOY.apply(state, 5, "secret 1")
    with pytest.raises(MalformedAction) as info:
        TOY.apply(state, 0, "jump")
    assert info.value.allowed == ["secret 1", "secret 2", "secret 3"]
    assert "secret 1" in info.value.hint()
    with pytest.raises(IllegalAction):
        TOY.apply(state, 0, "secret 7")
    TOY.apply(state, 0, "Secret  1")  # normalised
    with pytest.raises(NotYourTurn, match="waiting for seat 2"):
        TOY.apply(state, 0, "secret 2")
    assert TOY.state_hash(state) != snapshot


# -- typed text → canonical actions (Game.resolve) -------------------------------------------------
class _Steps(type(TOY)):  # type: ignore[misc]
    """The toy with a two-step action, payments and long ids, to test ``resolve`` alone."""

    def legal(self, state: dict, seat: int) -> list[str]:
        if state.get("placing"):
            return [f"place {state['placing']} {s}" for s in ("military", "commerce")] + ["back"]
        if state.get("paying"):
            return ["pay ceramic ceramic ceramic metal metal", "pay silk", "pay wood"]
        return [
            "place pasha",
            "place sage",
            "title counselor_to_the_caliph",
            "title treasurer",
            "title trader",
            "take 2.1",
            "take 2.2",
            "move 2.1",
        ]

    def names(self) -> dict[str, str]:
        return {"counselor to the caliph": "counselor_to_the_caliph"}

    def _apply(self, state: dict, seat: int, action: str) -> list:
        w = action.split()
        if w[0] == "place" and len(w) == 2:
            state["placing"] = w[1]
        elif w[0] == "take":
            state["paying"] = True
        else:
            state.pop("placing", None)
            state.pop("paying", None)
            state.setdefault("done", []).append(action)
        return []


STEPS = _Steps()


def test_resolve_keeps_exact_and_accepts_unique_prefixes_and_names() -> None:
    state = STEPS.new(2, "s")
    assert STEPS.resolve(state, 0, "take 2.1") == ["take 2.1"]
    assert STEPS.resolve(state, 0, "Take 2 1") == ["take 2.1"]  # row.slot or row slot
    assert STEPS.resolve(state, 0, "title couns") == ["title counselor_to_the_caliph"]
    assert STEPS.resolve(state, 0, "title Counselor to the Caliph") == [
        "title counselor_to_the_caliph"
    ]
    with pytest.raises(IllegalAction, match="could mean"):
        STEPS.resolve(state, 0, "title tr")  # treasurer or trader
    with pytest.raises(IllegalAction):
        STEPS.resolve(state, 0, "take 2")  # numbers are never abbreviated


def test_resolve_one_line_multi_step() -> None:
    state = STEPS.new(2, "s")
    assert STEPS.resolve(state, 0, "place sage military") == ["place sage", "place sage military"]
    assert STEPS.resolve(state, 0, "place s com") == ["place sage", "place sage commerce"]
    assert "placing" not in state  # resolution never changes the state
    STEPS.apply(state, 0, "place pasha commerce")
    assert state["done"] == ["place pasha commerce"]
    with pytest.raises(IllegalAction) as info:
        STEPS.resolve(state, 0, "place sage nowhere")
    # the legal first step named, the rest explained after it, the real position's moves offered
    assert "Legal now: `place sage`. After it, the rest is not" in str(info.value)
    assert "place sage" in info.value.allowed and "place sage military" not in info.value.allowed


def test_resolve_counts_in_payments() -> None:
    state = STEPS.new(2, "s")
    assert STEPS.resolve(state, 0, "take 2.1 pay 3 ceramic 2 metal") == [
        "take 2.1",
        "pay ceramic ceramic ceramic metal metal",
    ]
    STEPS.apply(state, 0, "take 2.2")
    assert STEPS.resolve(state, 0, "pay 3 ceramic 2 metal") == [
        "pay ceramic ceramic ceramic metal metal"
    ]


def test_glossary_hooks_default_to_nothing() -> None:
    assert TOY.terms() == {} and TOY.explain_term("genie") is None
    assert TOY.board_text(TOY.view(TOY.new(2, "s"), None)) == "Counter: 0."


@pytest.mark.parametrize("game_id", ["almadi", "al-rashid"])
def test_real_games_glossary_and_board_text(game_id: str) -> None:
    game = get_game(game_id)
    assert len(game.terms()) >= 20
    state = game.new(3, "gloss")
    for seat in (None, 0):
        text = game.board_text(game.view(state, seat))
        assert len(text.splitlines()) >= 5


def test_real_games_accept_one_line_forms() -> None:
    from games.core.playout import next_actor

    rashid = get_game("al-rashid")
    state = rashid.new(3, "one-line")
    while not any(a.startswith("place ") for a in rashid.legal(state, next_actor(rashid, state))):
        seat = next_actor(rashid, state)
        rashid.apply(state, seat, rashid.legal(state, seat)[0])
    seat = next_actor(rashid, state)
    pawn = rashid.legal(state, seat)[0].split()[1]
    empty = next(s for s in ("military", "commerce", "traditions") if not state["sectors"][s])
    rashid.apply(state, seat, f"place {pawn} {empty}")  # the README's one-line form
    assert any(seat == s for s, _ in state["sectors"][empty])

    almadi = get_game("almadi")
    state = almadi.new(2, "one-line")
    while not almadi.legal(state, next_actor(almadi, state))[0].startswith("take"):
        seat = next_actor(almadi, state)
        almadi.apply(state, seat, almadi.legal(state, seat)[0])
    seat = next_actor(almadi, state)
    after = almadi.copy(state)
    almadi.apply(after, seat, "take 1.1")
    row, col = almadi.legal(after, seat)[0].split()[1].split(".")
    steps = almadi.resolve(state, seat, f"take 1.1 place {row} {col}")
    assert steps == ["take 1.1", f"place {row}.{col}"]


def test_numeric_parameter_accepts_typed_values_beyond_the_menu() -> None:
    from games.core.protocol import Numeric
    from tests.support.toy_game import ToyGame

    class Bidding(ToyGame):
        """The toy game where ``add {n}`` also takes any even number from 2 to 40."""

        def numeric(self, state, seat):
            if seat in self.pending(state) and state["secret"][seat] is not None:
                return Numeric("add {n}", 2, 40, 2)
            return None

        def _apply(self, state, seat, action):
            if action.startswith("add ") and action not in self.legal(state, seat):
                state["added"][seat] += int(action.split()[1])
                state["counter"] += int(action.split()[1])
                state["turn"] = (state["turn"] + 1) % state["n"]
                return []
            return super()._apply(state, seat, action)

    game = Bidding()
    spec = Numeric("bid {n}", 20, 340, 10)
    assert spec.value("Bid  340") == 340 and spec.text(30) == "bid 30"
    assert spec.value("bid 345") is None and spec.value("bid 350") is None
    assert spec.value("bid x") is None and spec.value("bid 10") is None
    state = game.new(2, "s", {"target": 100})
    game.apply(state, 0, "secret 1")
    game.apply(state, 1, "secret 2")
    assert game.accepts(state, 0, "add 1") and game.accepts(state, 0, "add 30")
    assert not game.accepts(state, 0, "add 31") and not game.accepts(state, 1, "add 30")
    game.apply(state, 0, "add 30")
    assert state["counter"] == 30
    before = game.state_hash(state)
    with pytest.raises(IllegalAction):
        game.apply(state, 1, "add 41")
    assert game.state_hash(state) == before
    assert ToyGame().numeric(state, 1) is None  # the default: no numeric parameter


def test_default_action_hook_defaults_to_none() -> None:
    """Response-window defaults: None unless an engine gives the rules' answer."""
    state = TOY.new(2, "s")
    assert TOY.default_action(state, 0) is None


def test_resolve_accepts_sets_in_any_order() -> None:
    """`keep ch-17 ch-03` and `pay metal wood`: the game declares which verbs take sets."""
    from games.core.playout import next_actor

    almadi = get_game("almadi")
    state = almadi.new(2, "order", {"characters": True})
    while almadi.legal(state, next_actor(almadi, state))[0].startswith("start"):
        seat = next_actor(almadi, state)
        almadi.apply(state, seat, almadi.legal(state, seat)[0])
    seat = next_actor(almadi, state)
    first = almadi.legal(state, seat)[0]
    a, b = first.split()[1:]
    assert almadi.resolve(state, seat, f"keep {b} {a}") == [first]
    assert "keep" in almadi.unordered_verbs() and TOY.unordered_verbs() == ()


def test_pay_all_is_the_one_payment_or_a_list_of_them() -> None:
    """`pay all`: the only legal payment, or a refusal naming the choices."""
    from games.al_rashid import GAME as rashid
    from games.core import IllegalAction, RandomBot

    seen_one = seen_many = False
    for g in range(6):
        state = rashid.new(3, f"pay-all-{g}")
        for i in range(3000):
            if rashid.is_over(state) or (seen_one and seen_many):
                break
            seat = rashid.pending(state)[0]
            pays = [a for a in rashid.legal(state, seat) if a.startswith("pay ")]
            if len(pays) == 1 and not seen_one:
                assert rashid.steps(state, seat, "pay all") == pays
                seen_one = True
            elif len(pays) > 1 and not seen_many:
                with pytest.raises(IllegalAction, match="could mean"):
                    rashid.steps(state, seat, "pay all")
                seen_many = True
            rashid.apply(state, seat, RandomBot(f"{g}:{i}").choose(rashid, state, seat))
    assert seen_one and seen_many


# -- moves typed in other languages (Game.aliases) -------------------------------------------------
class _Aliased(_Steps):
    """The resolve toy with French and Italian words for its verbs and a title."""

    def aliases(self) -> dict[str, dict[str, str]]:
        return {
            "fr": {
                "prendre": "take",
                "titre": "title",
                "trésorier": "treasurer",
                "tresor": "treasurer",
            },
            "it": {
                "prendi": "take",
                "titolo": "title",
                "tesoriere": "treasurer",
                "tresor": "trader",
            },
        }


ALIASED = _Aliased()


def test_aliases_resolve_to_canonical_actions_in_every_language() -> None:
    state = ALIASED.new(2, "s")
    assert ALIASED.resolve(state, 0, "prendre 2.1") == ["take 2.1"]
    assert ALIASED.resolve(state, 0, "Prendi 2 2") == ["take 2.2"]
    assert ALIASED.resolve(state, 0, "titre tresorier") == ["title treasurer"]  # accents optional
    assert ALIASED.resolve(state, 0, "titolo trésorier") == ["title treasurer"]  # languages mixed
    assert ALIASED.resolve(state, 0, "take 2.1") == ["take 2.1"]  # English in every language
    assert ALIASED.resolve(state, 0, "prendre 2.1 pay 3 ceramic 2 metal") == [
        "take 2.1",
        "pay ceramic ceramic ceramic metal metal",
    ]
    # the log keeps the canonical text: apply stores the steps, never the typed words
    assert ALIASED.steps(state, 0, "titre trésorier") == ["title treasurer"]


def test_an_alias_two_languages_read_differently_is_refused_clearly() -> None:
    state = ALIASED.new(2, "s")
    with pytest.raises(IllegalAction, match="different languages") as info:
        ALIASED.resolve(state, 0, "title trésor")  # fr: treasurer; it: trader
    assert info.value.allowed == ["title treasurer", "title trader"]
    assert ALIASED.resolve(state, 0, "title treasurer") == ["title treasurer"]


def test_an_unknown_word_in_any_language_changes_nothing() -> None:
    state = ALIASED.new(2, "s")
    before = dict(state)
    with pytest.raises(IllegalAction):
        ALIASED.resolve(state, 0, "prendre 9.9")
    assert state == before
    assert TOY.aliases() == {}
