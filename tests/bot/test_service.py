"""The table service: sessions, seats, moves, refusals that change nothing, restart, outbox."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table.service import ServiceError, TableService
from games.core import IllegalAction, MalformedAction, NotYourTurn
from games.core.playout import next_actor

pytestmark = pytest.mark.both_stores(lazy=True)  # SQLite, PostgreSQL, SQLite restored lazily

PLACE = "discord:100"


async def toy_table(service: TableService, seats: int = 2, place: str = PLACE) -> None:
    await service.create(place, "toy", "u0", "Ann", seats=seats, seed="s")
    for i in range(1, seats):
        await service.join(place, f"u{i}", f"P{i}")
    await service.start(place, "u0")


async def log_rows(store: Store, place: str = PLACE) -> list[tuple]:
    rows = await store.fetchall(
        "SELECT a.seq, a.seat, a.action FROM actions a JOIN sessions s ON s.id = a.session_id "
        "WHERE s.place = ? ORDER BY a.seq",
        (place,),
    )
    return [tuple(r) for r in rows]


async def test_one_session_per_place(service: TableService) -> None:
    await service.create(PLACE, "toy", "u0", "Ann")
    with pytest.raises(ServiceError, match="already has"):
        await service.create(PLACE, "almadi", "u1", "Bob")
    await service.create("discord:101", "almadi", "u1", "Bob")  # another channel is fine


async def test_unknown_game_and_bad_options(service: TableService) -> None:
    with pytest.raises(ServiceError, match="Unknown game"):
        await service.create(PLACE, "chess", "u0", "Ann")
    with pytest.raises(ServiceError, match="unknown option"):
        await service.create(PLACE, "almadi", "u0", "Ann", options={"dragons": "yes"})
    with pytest.raises(ServiceError, match="2–5 players"):
        await service.create(PLACE, "almadi", "u0", "Ann", seats=7)
    assert service.table_at(PLACE) is None


async def test_join_full_started_and_twice(service: TableService) -> None:
    await service.create(PLACE, "toy", "u0", "Ann", seats=2)
    with pytest.raises(ServiceError, match="already seated"):
        await service.join(PLACE, "u0", "Ann")
    await service.join(PLACE, "u1", "Bob")
    with pytest.raises(ServiceError, match="full"):
        await service.join(PLACE, "u2", "Cid")
    await service.start(PLACE, "u0")
    with pytest.raises(ServiceError, match="already started"):
        await service.start(PLACE, "u0")
    with pytest.raises(ServiceError, match="already started"):
        await service.join(PLACE, "u3", "Dee")


async def test_only_creator_or_moderator_starts_and_cancels(service: TableService) -> None:
    await service.create(PLACE, "toy", "u0", "Ann", seats=2)
    await service.join(PLACE, "u1", "Bob")
    with pytest.raises(ServiceError, match="creator"):
        await service.start(PLACE, "u1")
    with pytest.raises(ServiceError, match="creator"):
        await service.cancel(PLACE, "u1")
    await service.start(PLACE, "u1", is_moderator=True)
    await service.cancel(PLACE, "u9", is_moderator=True)
    assert service.table_at(PLACE) is None or service.table_at(PLACE).status == "cancelled"
    await service.create(PLACE, "toy", "u0", "Ann")  # the channel is free again


async def test_too_few_players(service: TableService) -> None:
    await service.create(PLACE, "toy", "u0", "Ann", seats=3)
    with pytest.raises(ServiceError, match="at least 2"):
        await service.start(PLACE, "u0")


async def test_refusals_change_nothing(service: TableService, store: Store) -> None:
    await toy_table(service)
    table = service.table_at(PLACE)
    await service.move(PLACE, "u0", "secret 1")
    before_hash, before_log = table.game.state_hash(table.state), await log_rows(store)
    # u0 already chose: nothing to do (out of turn)
    with pytest.raises(NotYourTurn):
        await service.move(PLACE, "u0", "secret 2")
    # acting for another seat
    with pytest.raises(ServiceError, match="your own seat"):
        await service.move(PLACE, "u0", "secret 2", seat=1)
    # not seated at all
    with pytest.raises(ServiceError, match="not playing"):
        await service.move(PLACE, "stranger", "secret 2")
    with pytest.raises(MalformedAction):
        await service.move(PLACE, "u1", "fly away")
    with pytest.raises(IllegalAction):
        await service.move(PLACE, "u1", "secret 9")
    with pytest.raises(ServiceError):
        await service.move(PLACE, "u1", "   ")
    assert table.game.state_hash(table.state) == before_hash
    assert await log_rows(store) == before_log


async def test_illegal_almadi_moves_change_nothing(service: TableService, store: Store) -> None:
    await service.create(PLACE, "almadi", "u0", "Ann", seats=2, seed="x")
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    before_hash, before_log = table.game.state_hash(table.state), await log_rows(store)
    acting = table.game.pending(table.state)[0]
    other = 1 - acting
    for user, text, error in [
        (f"u{other}", table.game.legal(table.state, acting)[0], NotYourTurn),
        (f"u{acting}", "place 9 9", IllegalAction),
        (f"u{acting}", "xyzzy", IllegalAction),
    ]:
        with pytest.raises(error) as info:
            await service.move(PLACE, user, text)
        assert str(info.value)
    assert table.game.state_hash(table.state) == before_hash
    assert await log_rows(store) == before_log


async def test_duplicate_interaction_applies_once(service: TableService, store: Store) -> None:
    await toy_table(service)
    first = await service.move(PLACE, "u0", "secret 2", interaction_id="i-1")
    again = await service.move(PLACE, "u0", "secret 2", interaction_id="i-1")
    assert first.notices and not again.notices and again.duplicate
    assert len(await log_rows(store)) == 1


async def test_stale_button_refused(service: TableService) -> None:
    await toy_table(service)
    table = service.table_at(PLACE)
    seq = table.seq
    await service.move(PLACE, "u0", "secret 2", expected_seq=seq)
    with pytest.raises(ServiceError, match="earlier position"):
        await service.move(PLACE, "u1", "secret 1", expected_seq=seq)


async def test_restart_restores_every_table(tmp_path: Path) -> None:
    path = tmp_path / "restart.db"
    store = await open_store(path)
    service = TableService(store, snapshot_every=3)
    hashes = {}
    for n, place in enumerate(["discord:1", "discord:2", "discord:3"]):
        await service.create(
            place, "almadi", "a", "Ann", seats=2, seed=f"r{n}", options={"characters": n % 2 == 1}
        )
        await service.join(place, "b", "Bob")
        await service.start(place, "a")
        table = service.table_at(place)
        for _ in range(10 + 7 * n):
            seat = next_actor(table.game, table.state)
            await service.move(place, "ab"[seat], table.game.legal(table.state, seat)[0], seat=seat)
        hashes[place] = (table.game.state_hash(table.state), table.seq)
    await service.create("discord:4", "toy", "a", "Ann")  # open, not started
    await store.close()

    store = await open_store(path)
    try:
        revived = TableService(store)
        assert await revived.load() == 4
        for place, (digest, seq) in hashes.items():
            table = revived.table_at(place)
            assert (table.game.state_hash(table.state), table.seq) == (digest, seq)
        assert revived.table_at("discord:4").status == "open"
        # the game goes on after the restart
        table = revived.table_at("discord:1")
        seat = next_actor(table.game, table.state)
        await revived.move(
            "discord:1", "ab"[seat], table.game.legal(table.state, seat)[0], seat=seat
        )
    finally:
        await store.close()


async def test_snapshots_equal_replay(service: TableService, store: Store) -> None:
    await service.create(PLACE, "almadi", "a", "Ann", seats=2, seed="snap")
    await service.join(PLACE, "b", "Bob")
    await service.start(PLACE, "a")
    table = service.table_at(PLACE)
    for _ in range(23):
        seat = next_actor(table.game, table.state)
        await service.move(PLACE, "ab"[seat], table.game.legal(table.state, seat)[-1], seat=seat)
    snaps = await store.fetchall(
        "SELECT seq, state, hash FROM snapshots WHERE session_id = ?", (table.id,)
    )
    assert snaps
    from games.core.playout import replay

    actions = await service.log_of(table.id)
    for snap in snaps:
        state = replay(table.game, 2, "snap", table.options, actions[: snap["seq"]])
        assert table.game.state_hash(state) == snap["hash"]
        assert table.game.state_hash(table.game.decode(json.loads(snap["state"]))) == snap["hash"]


async def test_outbox_survives_until_delivered(tmp_path: Path) -> None:
    path = tmp_path / "outbox.db"
    store = await open_store(path)
    service = TableService(store)
    await toy_table(service)
    outcome = await service.move(PLACE, "u0", "secret 3")
    await service.delivered(outcome.notices[0])
    await store.close()
    store = await open_store(path)
    try:
        revived = TableService(store)
        await revived.load()
        pending = await revived.undelivered()
        # the start notices and the second notice of the move were never marked delivered
        assert outcome.notices[0].id not in {n.id for n in pending}
        assert outcome.notices[1].id in {n.id for n in pending}
        for notice in pending:
            await revived.delivered(notice)
        assert await revived.undelivered() == []
    finally:
        await store.close()


async def test_bots_fill_seats_and_finish(service: TableService) -> None:
    await service.create(PLACE, "almadi", "u0", "Ann", seats=3, seed="bots")
    await service.join(PLACE, "u0", "", bot=True)
    await service.join(PLACE, "u0", "", bot=True)
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    while table.status == "running":
        assert table.pending_humans() == [0] or table.game.is_over(table.state)
        outcome = await service.move(PLACE, "u0", table.game.legal(table.state, 0)[0])
    final = outcome.notices[0]
    assert final.final and "Final scores" in final.text


async def test_resign_hands_seat_to_bot_and_ranks_last(service: TableService) -> None:
    await toy_table(service, seats=3)
    await service.move(PLACE, "u0", "secret 3")
    outcome = await service.resign(PLACE, "u1")
    assert "resigned" in outcome.notices[0].text
    table = service.table_at(PLACE)
    while table.status == "running":
        seat = next(s for s in table.game.pending(table.state) if not table.players[s].automated)
        outcome = await service.move(PLACE, f"u{seat}", table.game.legal(table.state, seat)[-1])
    text = outcome.notices[0].text
    assert text.index("(resigned)") > text.index("Ann")
    with pytest.raises(ServiceError):
        await service.resign(PLACE, "u1")


async def test_public_notices_carry_only_public_views(service: TableService) -> None:
    """Almadi with characters: hands are secret; public posts and their views never show them."""
    await service.create(
        PLACE, "almadi", "u0", "Ann", seats=3, seed="sec", options={"characters": True}
    )
    await service.join(PLACE, "u1", "Bob")
    await service.join(PLACE, "u2", "Cid")
    start = await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    notices = list(start.notices)
    for _ in range(60):
        if table.status != "running":
            break
        seat = next_actor(table.game, table.state)
        notices += (
            await service.move(PLACE, f"u{seat}", table.game.legal(table.state, seat)[0], seat=seat)
        ).notices
    hands = {
        s: {c["id"] for c in (table.view_for(s)["private"] or {}).get("hand") or []}
        for s in range(3)
    }
    assert any(hands.values())
    for notice in notices:
        if notice.kind == "public":
            assert notice.view["viewer"] is None
            blob = json.dumps(notice.view) + notice.text
            for cards in hands.values():
                for card in cards:
                    assert card not in blob.lower()
        else:
            assert notice.view["viewer"] == notice.seat
            others = set().union(*(hands[s] for s in hands if s != notice.seat))
            blob = (json.dumps(notice.view) + notice.text).lower()
            assert not any(card in blob for card in others)


async def test_autocomplete_lists_only_callers_moves(service: TableService) -> None:
    await toy_table(service)
    await service.move(PLACE, "u0", "secret 1")
    assert service.legal_for(PLACE, "u0") == []
    assert [a for a, _ in service.legal_for(PLACE, "u1")] == ["secret 1", "secret 2", "secret 3"]
    assert service.legal_for(PLACE, "stranger") == []
    assert service.legal_for("nowhere", "u1") == []


async def test_schema_version_and_migration(store: Store) -> None:
    from bot.store.sqlite import SCHEMA_VERSION

    assert await store.schema_version() == SCHEMA_VERSION


async def test_secret_decisions_are_posted_without_their_choices(service: TableService) -> None:
    """Almadi's keep-2 choice names the cards dealt: the public notice carries no choices."""
    await service.create(
        PLACE, "almadi", "u0", "Ann", seats=2, seed="keep", options={"characters": True}
    )
    await service.join(PLACE, "u1", "Bob")
    table = service.table_at(PLACE)
    notices = (await service.start(PLACE, "u0")).notices
    while table.game.view(table.state, None)["phase"] != "setup_keep":
        seat = next_actor(table.game, table.state)
        notices = (
            await service.move(PLACE, f"u{seat}", table.game.legal(table.state, seat)[0], seat=seat)
        ).notices
    public = [n for n in notices if n.kind == "public"][0]
    assert public.decisions and all(d["secret"] and d["actions"] == [] for d in public.decisions)
    # not even how many choices there are: that length can itself be a secret
    assert all("count" not in d for d in public.decisions)
    # the player still gets the full list for themselves
    assert service.decision(table, 0)["actions"]


async def test_a_table_that_cannot_be_replayed_does_not_stop_the_others(tmp_path: Path) -> None:
    path = tmp_path / "broken.db"
    store = await open_store(path)
    service = TableService(store)
    await toy_table(service, place="discord:1")
    await toy_table(service, place="discord:2")
    await service.move("discord:1", "u0", "secret 1")
    async with store.transaction() as db:  # a stored move the rules no longer accept
        await db.execute("UPDATE actions SET action = 'secret 9' WHERE session_id = 1")
    await store.close()
    store = await open_store(path)
    try:
        revived = TableService(store)
        assert await revived.load() == 1
        assert revived.table_at("discord:2") is not None
        with pytest.raises(ServiceError, match="could not be restored"):
            await revived.create("discord:1", "toy", "u0", "Ann")
        rows = await store.fetchall("SELECT action FROM actions WHERE session_id = 1")
        assert [r["action"] for r in rows] == ["secret 9"]  # nothing lost
    finally:
        await store.close()


@pytest.mark.not_lazy  # a lazy table finds a broken snapshot on first use: test_lazy_tables
async def test_load_reports_a_snapshot_the_replay_disagrees_with(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "snap.db"
    store = await open_store(path)
    service = TableService(store, snapshot_every=2)
    await toy_table(service)
    await service.move(PLACE, "u0", "secret 1")
    await service.move(PLACE, "u1", "secret 2")
    await service.move(PLACE, "u0", "add 1")
    async with store.transaction() as db:
        await db.execute("UPDATE snapshots SET hash = 'tampered'")
    await store.close()
    store = await open_store(path)
    try:
        revived = TableService(store)
        with caplog.at_level("ERROR", logger="caravanserai.service"):
            assert await revived.load() == 1
        assert "differs from its snapshot" in caplog.text
        assert revived.table_at(PLACE).seq == 3  # the log is the truth
    finally:
        await store.close()
