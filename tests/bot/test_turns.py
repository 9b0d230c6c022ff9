"""One board post per turn (issue 30): when a commit is posted, the turn's story, the buttons
of a window's post, and the story kept across a restart."""

from __future__ import annotations

import random
from pathlib import Path

from bot import turns
from bot.service import TableService
from bot.storage import Store
from games.core.registry import get_game

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
    store = await Store.open(tmp_path / "db.sqlite")
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
