"""``/move undo`` for every game: allowed only for one's own last move while nobody else acted
since, nothing random was drawn, nothing hidden was revealed and the same player alone is still
to act; an undo leaves exactly the state of never having played the move."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.table.service import ServiceError, TableService
from bot.table.undo import undo
from games.core.registry import get_game

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

PLACE = "discord:100"

REASONS = {
    "passed the turn": "turn passed",
    "someone else has acted": "other acted",
    "drew at random": "random draw",
    "revealed something": "revealed",
    "no move to take back": "nothing",
    "game in progress": "game over",
}


def reason_of(message: str) -> str:
    return next(v for k, v in REASONS.items() if k in message)


async def play_with_undos(service: TableService, game_id: str, seats: int, moves: int) -> Counter:
    """Play ``moves`` random moves; after each, try to take it back: an accepted undo must give
    the state from before the move (then the move is played again), a refusal changes nothing."""
    game = get_game(game_id)
    await service.create(PLACE, game_id, "u0", "P0", seats=seats, seed=f"undo-{game_id}")
    for i in range(1, seats):
        await service.join(PLACE, f"u{i}", f"P{i}")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    rnd = random.Random(game_id)
    seen: Counter = Counter()
    for _ in range(moves):
        if game.is_over(table.state):
            break
        seat = next(s for s in game.pending(table.state) if game.legal(table.state, s))
        action = rnd.choice(game.legal(table.state, seat))
        before = game.state_hash(table.state)
        await service.move(PLACE, f"u{seat}", action, seat=seat)
        after, seq = game.state_hash(table.state), table.seq
        try:
            await undo(service, PLACE, f"u{seat}")
        except ServiceError as refused:
            seen[reason_of(str(refused))] += 1
            assert game.state_hash(table.state) == after and table.seq == seq
            continue
        seen["undone"] += 1
        assert game.state_hash(table.state) == before and table.seq == seq - 1
        await service.move(PLACE, f"u{seat}", action, seat=seat)
        assert game.state_hash(table.state) == after
    return seen


@pytest.mark.parametrize(
    ("game_id", "seats", "expected"),
    [
        ("almadi", 3, {"undone", "turn passed", "revealed"}),
        ("al-rashid", 3, {"undone", "turn passed", "revealed"}),
        ("emira", 3, {"turn passed"}),
        ("agra", 2, {"undone", "turn passed", "random draw"}),
        ("toy", 2, {"turn passed"}),
    ],
)
async def test_undo_in_every_game(service: TableService, game_id, seats, expected) -> None:
    seen = await play_with_undos(service, game_id, seats, moves=120)
    assert expected <= set(seen), seen
    rows = await service.store.fetchall("SELECT COUNT(*) AS n FROM undone")
    assert rows[0]["n"] == seen["undone"]


async def test_undo_is_refused_after_another_player_acted(service: TableService) -> None:
    await service.create(PLACE, "almadi", "u0", "Ann", seats=2, seed="other")
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    first = table.game.pending(table.state)[0]
    await service.move(PLACE, f"u{first}", table.game.legal(table.state, first)[0], seat=first)
    with pytest.raises(ServiceError, match="passed the turn"):
        await undo(service, PLACE, f"u{first}")
    second = table.game.pending(table.state)[0]
    assert second != first
    await service.move(PLACE, f"u{second}", table.game.legal(table.state, second)[0], seat=second)
    with pytest.raises(ServiceError, match="someone else has acted"):
        await undo(service, PLACE, f"u{first}")


async def test_undo_refuses_a_move_that_starts_a_simultaneous_choice(
    service: TableService,
) -> None:
    await service.create(PLACE, "toy", "u0", "Ann", seats=2, seed="s")
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    await service.move(PLACE, "u0", "secret 2")  # Bob still chooses: the turn is not Ann's alone
    with pytest.raises(ServiceError, match="passed the turn"):
        await undo(service, PLACE, "u0")


async def test_an_emira_choice_on_public_information_can_be_taken_back(
    service: TableService,
) -> None:
    """Emira's undoable moves are rare (Samira's discard, Sidi's princess…): play until one."""
    from games.core import RandomBot

    await service.create(PLACE, "emira", "u0", "P0", seats=3, seed="u0", options={"advanced": True})
    await service.join(PLACE, "u1", "P1")
    await service.join(PLACE, "u2", "P2")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    game = table.game
    for i in range(1000):
        seat = next(s for s in game.pending(table.state) if game.legal(table.state, s))
        action = RandomBot(f"0:{i}").choose(game, table.state, seat)
        allowed = game.undoable(table.state, seat, action)
        before = game.state_hash(table.state)
        await service.move(PLACE, f"u{seat}", action, seat=seat)
        if allowed and game.pending(table.state) == [seat]:
            await undo(service, PLACE, f"u{seat}")
            assert game.state_hash(table.state) == before
            return
    pytest.fail("no undoable Emira move came up")


@pytest.mark.parametrize(("game_id", "seats"), [("almadi", 3), ("al-rashid", 3), ("agra", 2)])
async def test_the_undo_post_tells_what_was_taken_back_not_the_move_as_news(
    service: TableService, game_id: str, seats: int
) -> None:
    """The post after an undo says what was taken back in its headline; the turn's story it
    tells no longer holds the undone move."""
    import copy

    game = get_game(game_id)
    await service.create(PLACE, game_id, "u0", "Ann", seats=seats, seed=f"told-{game_id}")
    for i in range(1, seats):
        await service.join(PLACE, f"u{i}", ["Bob", "Cy"][i - 1])
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    rnd = random.Random(game_id)
    checked = 0
    for _ in range(400):
        if game.is_over(table.state) or checked >= 3:
            break
        seat = next(s for s in game.pending(table.state) if game.legal(table.state, s))
        action = rnd.choice(game.legal(table.state, seat))
        events = game.apply(copy.deepcopy(table.state), seat, action)
        lines = [table.named(e.for_seat(None, "en")) for e in events if e.text]
        await service.move(PLACE, f"u{seat}", action, seat=seat)
        try:
            out = await undo(service, PLACE, f"u{seat}")
        except ServiceError:
            continue
        if not lines:
            await service.move(PLACE, f"u{seat}", action, seat=seat)
            continue
        (post,) = [n for n in out.notices if n.kind == "public"]
        headline, _, story = post.text.partition("\n")
        name = table.players[seat].name
        assert headline.startswith(f"↩️ {name} took back their last move"), post.text
        assert lines[0].rstrip(".") in headline, (headline, lines)
        for line in lines:
            assert line.rstrip(".") not in story, (line, post.text)
        checked += 1
        await service.move(PLACE, f"u{seat}", action, seat=seat)
    assert checked, "no undo with a public line came up"
