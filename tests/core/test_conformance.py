"""The conformance sweep: every registered game obeys the engine protocol at every step.

Like OpenSpiel's random simulation over every registered game, each game is played by seeded
random bots at every player count its spec allows with its default options, and at the most
players with every option changed. At every step of those games every legal action is
canonical text (normalised, no duplicates, short) and a move typed by a seat the game is not
waiting for is refused. At the first ``FIRST_STEPS`` steps, at ``SPREAD`` steps spread over the
game and at the checked positions below (a round trip costs the whole state, its growing log
included):

* the state's encode/decode round trip is plain JSON, keeps the state hash, and the game goes on
  from the decoded state (the live state IS the decoded one from then on; its keys keep their
  order, as the snapshots' TEXT column keeps them: Agra's log follows the order a payment's
  materials were chosen in);
* an illegal text is refused with an :class:`ActionError` and changes nothing (same hash);
* each seat's view (and the spectator's) is plain JSON, ``views`` gives exactly the ``view`` of
  each seat, and both equal the views of a state rebuilt by replaying the log so far.

At ``CHECKED`` positions per configuration (half of them where the same seat moves again, so
that lines of two steps exist) the dearer checks run: every legal action applies on a copy, its
own text resolves to exactly itself — and so do its words in every language the game's
``aliases`` offer and its ids written as display names (``names``) — and the line ``"<a> <b>"``
of two legal consecutive steps resolves to exactly ``[a, b]``, never a step taken twice, dropped
or read as another move. Registering a game is enough to be swept.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from typing import Any

import pytest

from games.core import ActionError, IllegalAction
from games.core.bots import RandomBot
from games.core.playout import next_actor
from games.core.protocol import MAX_ACTION_CHARS, Game, normalize
from games.core.registry import game_ids, get_game
from tests.support.toy_game import ToyGame

CHECKED = 8  # positions per configuration with the dear checks
FIRSTS = 6  # first steps per checked position typed with a second one on the same line
SECONDS = 4  # second steps per first step
MAX_ACTIONS = 5_000  # a random game longer than this stops being swept (never an error)
ILLEGAL = "qzx 97"  # no game's word: refused by every game at every position
# a round trip costs the whole state, and a game's log grows in its state (Emira's and Agra's
# reach 500,000 characters): the first steps of each game (every opening decision) and steps
# spread evenly over the rest are round-tripped, besides the CHECKED positions
FIRST_STEPS = 12
SPREAD = 24


def configurations(game: Game[Any]) -> list[tuple[int, dict[str, Any]]]:
    """Every player count the spec allows with the default options, and the most players with
    every option changed (booleans flipped, a choice away from its default: the last one)."""
    spec = game.spec
    changed: dict[str, Any] = {}
    for option in spec.options:
        if option.kind is bool:
            changed[option.name] = not option.default
        elif option.choices:
            changed[option.name] = [c for c in option.choices if c != option.default][-1]
    configs: list[tuple[int, dict[str, Any]]] = [
        (n, {}) for n in range(spec.min_players, spec.max_players + 1)
    ]
    return configs + [(spec.max_players, changed)] if changed else configs


def plain(data: Any) -> bool:
    """Whether ``data`` is plain JSON: what a JSON round trip gives back unchanged (no tuple,
    no integer key, no set, no NaN)."""
    return json.loads(json.dumps(data, allow_nan=False)) == data


def resolved(game: Game[Any], state: Any, seat: int, text: str) -> list[str] | str:
    """What ``text`` resolves to, or the refusal's message."""
    try:
        return game.resolve(state, seat, text)
    except ActionError as refusal:
        return f"refused: {refusal}"


def _substitute(text: str, table: dict[str, str]) -> str:
    """``text`` with each whole word or phrase of ``table`` replaced (longest first)."""
    if not table:
        return text
    keys = sorted(table, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, keys)) + r")(?![\w-])")
    return pattern.sub(lambda m: table[m.group(0)], text)


def typed_forms(game: Game[Any]) -> dict[str, dict[str, str]]:
    """For each language the game's ``aliases`` offer, canonical words → the first word of that
    language standing for them; ``"names"``: ids → the first display name standing for them."""
    forms: dict[str, dict[str, str]] = {}
    for lang, table in sorted(game.aliases().items()):
        reverse: dict[str, str] = {}
        for typed, canonical in table.items():
            reverse.setdefault(normalize(canonical), normalize(typed))
        forms[lang] = reverse
    names: dict[str, str] = {}
    for display, ident in game.names().items():
        names.setdefault(normalize(ident), normalize(display))
    forms["names"] = names
    return forms


def round_trip(
    game: Game[Any], live: Any, replayed: Any, seats: list[int | None], wrong: list[str]
) -> Any:
    """The state's round trip and the views at one step; returns the decoded state the game
    goes on from."""
    data = game.encode(live)
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), allow_nan=False)
    stored = json.loads(json.dumps(data))  # keys in their order, as the TEXT column keeps them
    assert stored == data, "encode is not plain JSON (a tuple, an integer key, a set…)"
    decoded = game.decode(stored)
    views = game.views(decoded, seats)
    assert plain(views), "a view is not plain JSON"
    for view, seat in zip(views, seats, strict=True):
        assert view["game"] == game.spec.id and view["viewer"] == seat
        if view != game.view(replayed, seat):
            wrong.append(f"seat {seat}'s view of the decoded state is not the replayed log's")
    if not game.is_over(decoded):
        seat = next_actor(game, decoded)
        with pytest.raises(ActionError):
            game.apply(decoded, seat, ILLEGAL)
    # one hash for both: the round trip kept the state, and the refusal changed nothing
    assert game.state_hash(decoded) == hashlib.sha256(blob.encode()).hexdigest()
    return decoded


def check_every_step(game: Game[Any], state: Any, wrong: list[str]) -> None:
    """The cheapest checks, at every step: canonical legal texts, and a seat the game is not
    waiting for refused without a change."""
    if game.is_over(state):
        return
    seat = next_actor(game, state)
    allowed = game.legal(state, seat)
    assert len(set(allowed)) == len(allowed), f"duplicate legal actions {allowed}"
    for action in allowed:
        if normalize(action) != action or len(action) > MAX_ACTION_CHARS:
            wrong.append(f"not canonical: {action!r}")
    waiting = set(game.pending(state))
    idle = next((s for s in range(game.seats(state)) if s not in waiting), None)
    if idle is not None and not game.legal(state, idle):
        with pytest.raises(ActionError):
            game.apply(state, idle, allowed[0])


def check_position(
    game: Game[Any],
    state: Any,
    seat: int,
    forms: dict[str, dict[str, str]],
    rng: random.Random,
    wrong: list[str],
) -> dict[str, int]:
    """The dear checks of one position; returns how many texts of each kind were typed."""
    allowed = game.legal(state, seat)
    counts = {"actions": len(allowed), "typed": 0, "lines": 0}
    for action in allowed:
        game.apply(game.copy(state), seat, action)  # applies (raises otherwise)
        texts = [action] + [_substitute(action, table) for table in forms.values()]
        for text in dict.fromkeys(texts):
            counts["typed"] += 1
            got = resolved(game, state, seat, text)
            if got != [action]:
                wrong.append(f"{text!r} (for {action!r}) -> {got!r}")
    for first in rng.sample(allowed, min(FIRSTS, len(allowed))):
        after = game.copy(state)
        game.apply(after, seat, first)
        if game.is_over(after) or seat not in game.pending(after):
            continue
        follows = game.legal(after, seat)
        for second in rng.sample(follows, min(SECONDS, len(follows))):
            counts["lines"] += 1
            got = resolved(game, state, seat, f"{first} {second}")
            if got != [first, second]:
                wrong.append(f"{first!r} + {second!r} -> {got!r}")
    return counts


def playout(game: Game[Any], players: int, options: dict[str, Any], seed: str) -> list[int]:
    """The seats of a seeded random game's moves, to choose the checked positions."""
    state = game.new(players, seed, options)
    bots = [RandomBot(f"{seed}:{s}") for s in range(players)]
    movers: list[int] = []
    while not game.is_over(state) and len(movers) < MAX_ACTIONS:
        seat = next_actor(game, state)
        movers.append(seat)
        game.apply(state, seat, bots[seat].choose(game, state, seat))
    return movers


def sweep(game: Game[Any], players: int, options: dict[str, Any], seed: str) -> dict[str, Any]:
    """Play one seeded random game checking every step, and the dear checks at ``CHECKED``
    positions spread over it (chosen from a first, unchecked playout of the same game)."""
    movers = playout(game, players, options, seed)
    rng = random.Random(seed)
    again = [i for i in range(len(movers) - 1) if movers[i + 1] == movers[i]]
    sampled = set(rng.sample(again, min(CHECKED // 2, len(again))))
    others = [i for i in range(len(movers)) if i not in sampled]
    sampled |= set(rng.sample(others, min(CHECKED - len(sampled), len(others))))
    forms = typed_forms(game)
    seats: list[int | None] = [None, *range(players)]
    bots = [RandomBot(f"{seed}:{s}") for s in range(players)]
    live = game.new(players, seed, options)
    replayed = game.new(players, seed, options)
    wrong: list[str] = []
    totals = {"steps": 0, "round_trips": 0, "views": 0, "actions": 0, "typed": 0, "lines": 0}
    spaced = {len(movers) * k // SPREAD for k in range(SPREAD)}
    trips = sampled | spaced | set(range(FIRST_STEPS))
    for index in range(MAX_ACTIONS + 1):
        totals["steps"] += 1
        if index in trips or game.is_over(live):
            live = round_trip(game, live, replayed, seats, wrong)
            totals["round_trips"] += 1
            totals["views"] += len(seats)
        check_every_step(game, live, wrong)
        if game.is_over(live) or index == MAX_ACTIONS:
            break
        seat = next_actor(game, live)
        if index in sampled:
            for key, n in check_position(game, live, seat, forms, rng, wrong).items():
                totals[key] += n
        action = bots[seat].choose(game, live, seat)
        game.apply(live, seat, action)
        game.apply(replayed, seat, action)
    assert game.state_hash(live) == game.state_hash(replayed)
    if game.is_over(live):
        result = game.result(live)
        assert result is not None and len(result.ranks) == players and min(result.ranks) == 1
    return {**totals, "positions": len(sampled), "wrong": wrong}


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_every_registered_game_conforms_at_every_step(game_id: str) -> None:
    game = get_game(game_id)
    totals: dict[str, int] = {}
    wrong: list[str] = []
    for players, options in configurations(game):
        found = sweep(game, players, options, f"sweep-{game_id}-{players}-{len(options)}")
        for key, value in found.items():
            if key != "wrong":
                totals[key] = totals.get(key, 0) + value
        wrong += [f"{players}p {options}: {w}" for w in found["wrong"]]
    print(f"{game_id}: {totals}, wrong {len(wrong)}")
    assert totals["typed"] >= CHECKED, totals  # the sweep really typed texts
    assert not wrong, f"{len(wrong)} wrong of {totals}:\n" + "\n".join(wrong[:15])


# -- the shapes of typed lines the sweep first found read wrongly ---------------------------------
class _Market(ToyGame):
    """Goods taken one by one (each still legal after itself), where ``place cloth`` also
    begins ``place clothing``."""

    def legal(self, state: dict[str, Any], seat: int) -> list[str]:
        taken = state.setdefault("taken", [])
        if len(taken) < 3:
            return ["take wood", "take metal", "place cloth", "place clothing", "done"]
        return ["process 0", "done"]

    def _apply(self, state: dict[str, Any], seat: int, action: str) -> list[Any]:
        state.setdefault("taken", []).append(action)
        return []


def test_a_step_still_legal_after_itself_is_taken_once() -> None:
    market = _Market()
    state = market.new(2, "s")
    assert market.resolve(state, 0, "take wood take metal") == ["take wood", "take metal"]
    assert market.resolve(state, 0, "take wood take wood") == ["take wood", "take wood"]
    assert market.resolve(state, 0, "take wood done") == ["take wood", "done"]
    assert market.resolve(state, 0, "take w take m take w process 0") == [
        "take wood",
        "take metal",
        "take wood",
        "process 0",
    ]
    assert "taken" not in state or state["taken"] == []  # resolving never changes the state


def test_a_refusal_after_legal_first_steps_names_them_and_the_part_refused() -> None:
    """The reason met after the legal first steps is about the position after them: the message
    says so and lists the moves allowed in the real position, not in that one."""
    market = _Market()
    state = market.new(2, "s")
    with pytest.raises(IllegalAction) as refused:
        market.resolve(state, 0, "take wood take metal take wood take metal")
    error = refused.value
    assert error.before == ["take wood", "take metal", "take wood"]
    assert error.message.startswith(
        "Legal now: `take wood`, then `take metal`, then `take wood`. After them, the rest is "
        "not: 'take metal'"
    ), error.message
    assert error.explained == "take metal"
    assert error.allowed == market.legal(state, 0)
    with pytest.raises(IllegalAction) as whole:  # nothing legal first: the real position's
        market.resolve(state, 0, "process 0")
    assert whole.value.before == [] and not whole.value.message.startswith("Legal now")


def test_a_step_typed_in_full_is_not_a_prefix_of_a_longer_one() -> None:
    market = _Market()
    state = market.new(2, "s")
    assert market.resolve(state, 0, "place cloth done") == ["place cloth", "done"]
    assert market.resolve(state, 0, "place clothing done") == ["place clothing", "done"]
    assert market.resolve(state, 0, "place clothi done") == ["place clothing", "done"]
