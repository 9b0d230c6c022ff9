"""One board post per turn: when a commit is posted, the turn's story, the buttons
of a window's post, and the story kept across a restart."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.store import open_store
from bot.table import turns
from bot.table.service import TableService
from games.core.registry import get_game

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

PLACE = "discord:100"


async def _table(service: TableService, game: str, seats: int, seed: str = "t") -> None:
    await service.create(PLACE, game, "u0", "P0", seats=seats, seed=seed)
    for i in range(1, seats):
        await service.join(PLACE, f"u{i}", f"P{i}")
    await service.start(PLACE, "u0")


async def _play(service: TableService, moves: int, rnd: random.Random) -> list:
    table = service.table_at(PLACE)
    assert table is not None
    posted: list = []
    for _ in range(moves):
        if table.game.is_over(table.state):
            break
        seat = next(s for s in table.game.pending(table.state) if table.game.legal(table.state, s))
        before = set(table.pending_humans())
        outcome = await service.move(
            PLACE, f"u{seat}", rnd.choice(table.game.legal(table.state, seat)), seat=seat
        )
        kinds = [n.kind for n in outcome.notices if n.kind in ("public", "step")]
        assert len(kinds) == 1, kinds  # every commit is either posted or a step
        posted.append((kinds[0], before, set(table.pending_humans()), outcome.notices))
    return posted


async def test_an_agra_turn_is_one_post(service: TableService) -> None:
    await _table(service, "agra", 3)
    steps = await _play(service, 300, random.Random(3))
    posts = [s for s in steps if s[0] == "public"]
    changes = sum(1 for _, before, after, _ in steps if after != before)
    assert len(posts) <= changes + 1
    assert len(posts) < len(steps) / 2  # a turn is several decisions
    for kind, before, after, _ in steps:
        if kind == "step":
            assert after <= before  # the same player(s) go on deciding


async def test_the_post_tells_every_public_event_of_the_turn_in_order(
    service: TableService,
) -> None:
    await _table(service, "agra", 2, seed="story")
    table = service.table_at(PLACE)
    assert table is not None
    rnd = random.Random(5)
    pending_events: list[str] = []
    checked = 0
    for kind, _, _, notices in await _play(service, 200, rnd):
        public = next(n for n in notices if n.kind in ("public", "step"))
        events = [line[2:] for line in public.text.splitlines() if line.startswith("• ")]
        if kind == "step":
            pending_events += events
            continue
        if pending_events:
            text = public.text
            at = 0
            for event in pending_events:  # every line of the turn, in order (merged or not)
                who = next((n for n in table.names if event.startswith(n + " ")), None)
                tail = event[len(who) + 1 :].rstrip(".") if who else event.rstrip(".")
                found = text.find(tail, at)
                assert found >= 0, (tail, text)
                at = found + len(tail)
            checked += 1
        pending_events = []
    assert checked >= 3


def test_sentences_merge_one_players_consecutive_events() -> None:
    lines = [
        "Ann places a worker on the Quarry.",
        "Ann produces 2 sandstone.",
        "Round 2: Bob's turn.",
        "Bob pays 1 rupee.",
        "Ann Marie passes.",
    ]
    told = turns.sentences(lines, ["Ann", "Bob", "Ann Marie"])
    assert told == [
        "Ann places a worker on the Quarry, produces 2 sandstone.",
        "Round 2: Bob's turn.",
        "Bob pays 1 rupee.",
        "Ann Marie passes.",
    ]


async def test_the_story_and_a_windows_buttons_survive_a_restart(tmp_path: Path) -> None:
    """The toy game starts with both seats choosing a secret number at once: one post opens that
    window; after one answer and a restart, the other seat's buttons of that post still stand."""
    store = await open_store(tmp_path / "db.sqlite")
    try:
        service = TableService(store, snapshot_every=5)
        await _table(service, "toy", 2, seed="window")
        table = service.table_at(PLACE)
        assert table is not None and len(table.pending_humans()) == 2
        seq = table.seq
        game = get_game("toy")
        outcome = await service.move(PLACE, "u0", game.legal(table.state, 0)[0], seat=0)
        assert [n.kind for n in outcome.notices if n.kind in ("public", "step")] == ["step"]
        assert turns.still_offered(table, 1, seq) and not turns.still_offered(table, 0, seq)
        fresh = TableService(store, snapshot_every=5)
        await fresh.load()
        again = fresh.table_at(PLACE)
        assert again is not None and again.story == table.story
        assert turns.still_offered(again, 1, seq)
    finally:
        await store.close()


async def _mid_turn(service: TableService, game_id: str, rnd: random.Random) -> int:
    """Play until a step leaves its player deciding with no post; returns that seat."""
    table = service.table_at(PLACE)
    assert table is not None
    for _ in range(400):
        seat = next(s for s in table.game.pending(table.state) if table.game.legal(table.state, s))
        action = rnd.choice(table.game.legal(table.state, seat))
        outcome = await service.move(PLACE, f"u{seat}", action, seat=seat)
        if any(n.kind == "step" for n in outcome.notices) and table.pending_humans() == [seat]:
            return seat
    raise AssertionError("no step left a player deciding")


async def test_a_reminder_and_a_timeout_in_the_middle_of_a_turn_reach_the_right_player(
    tmp_path: Path,
) -> None:
    from bot.table import clock as C
    from bot.table.model import Notice
    from bot.table.scheduler import Scheduler
    from tests.support.manual_time import ManualTime

    store = await open_store(tmp_path / "days.db")
    try:
        time = ManualTime()
        service = TableService(store, clock=time.now)
        sent: list[Notice] = []

        async def deliver(notices: list[Notice]) -> None:
            sent.extend(notices)

        scheduler = Scheduler(service, deliver, time)
        await service.create(
            PLACE, "agra", "u0", "P0", seats=2, seed="mid", settings={"speed": "24h"}
        )
        await service.join(PLACE, "u1", "P1")
        await service.start(PLACE, "u0")
        seat = await _mid_turn(service, "agra", random.Random(9))
        table = service.table_at(PLACE)
        assert table is not None
        time.advance(C.left(table.clock, seat, time.now()) / 2 + 1)
        while await scheduler.run_due():
            pass
        reminders = [n for n in sent if n.kind == "reminder"]
        assert reminders and all(n.user_id == f"u{seat}" for n in reminders)
        time.advance(3 * C.DAY)
        while await scheduler.run_due():
            pass
        posts = [n for n in sent if n.kind == "public"]
        assert posts and "ran out of time" in posts[-1].text and "P" in posts[-1].text
        assert table.players[seat].name in posts[-1].text
    finally:
        await store.close()


def test_two_turns_differing_in_one_hidden_card_post_the_same_story() -> None:
    """Secrecy by perturbation over whole turns: the posts and steps everyone but the owner sees
    are identical when one seat's hidden hand differs."""
    import json

    from bot.table.model import Applied
    from bot.table.notices import build
    from games.al_rashid import GAME
    from tests.bot.test_notice_secrecy import swap_hand_value, table_for

    rnd = random.Random(4)
    checked = 0
    for trial in range(30):
        state = GAME.new(3, f"twins-{trial}")
        for _ in range(rnd.randrange(10, 80)):
            if GAME.is_over(state):
                break
            seat = GAME.pending(state)[0]
            GAME.apply(state, seat, rnd.choice(GAME.legal(state, seat)))
        if GAME.is_over(state):
            continue
        owner = (GAME.pending(state)[0] + 1) % 3
        twin = swap_hand_value(state, owner, rnd)
        if twin is None:
            continue
        tables = [table_for(GAME, s) for s in (state, GAME.copy(twin))]
        seen: list[list[str]] = [[], []]
        moves = random.Random(trial)
        for _ in range(12):
            if GAME.is_over(tables[0].state) or owner in GAME.pending(tables[0].state):
                break
            seat = GAME.pending(tables[0].state)[0]
            action = moves.choice(GAME.legal(tables[0].state, seat))
            for i, table in enumerate(tables):
                events = GAME.apply(table.state, seat, action)
                for notice in build(table, [Applied(seat, action, "p", None, events)]):
                    if notice.kind == "private" and notice.seat == owner:
                        continue
                    seen[i].append(
                        json.dumps(
                            [notice.kind, notice.text, notice.view, notice.decisions],
                            sort_keys=True,
                        )
                    )
        assert seen[0] == seen[1]
        checked += bool(seen[0])
    assert checked >= 10


async def test_a_resigned_player_no_longer_gets_the_seats_private_view(
    service: TableService,
) -> None:
    await _table(service, "al-rashid", 3, seed="resign")
    await service.resign(PLACE, "u1")
    table = service.table_at(PLACE)
    assert table is not None
    rnd = random.Random(2)
    for _ in range(60):
        if table.game.is_over(table.state):
            break
        humans = [
            s
            for s in table.game.pending(table.state)
            if s != 1 and table.game.legal(table.state, s)
        ]
        if not humans:
            break
        seat = humans[0]
        outcome = await service.move(
            PLACE, f"u{seat}", rnd.choice(table.game.legal(table.state, seat)), seat=seat
        )
        assert not [n for n in outcome.notices if n.kind == "private" and n.user_id == "u1"]
