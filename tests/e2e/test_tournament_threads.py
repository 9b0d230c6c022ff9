"""End to end, one tournament table, one thread, whatever the moment the bot process dies: a kill
between Discord creating a table's thread and the bot storing it used to leave that thread empty
and open a second one at the restart. The kill is simulated in the process: the first thread is
made, then the bot stops dead before it writes anything (a ``BaseException`` nothing handles,
as a ``kill -9`` leaves nothing handled), and it starts again on the same database."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Harness

pytestmark = [pytest.mark.e2e, pytest.mark.both_stores]  # on SQLite and on PostgreSQL


class Killed(BaseException):
    """The process died here."""


def threads_of(h: Harness, channel: int) -> list[int]:
    return [
        cid
        for cid, c in h.fake.channels.items()
        if c.get("type") == 11 and c.get("parent_id") == str(channel)
    ]


async def test_a_kill_between_creating_a_thread_and_storing_it_leaves_one_thread(
    bot: Harness,
) -> None:
    h = bot
    ch = h.fake.general
    org = h.user("org", moderator=True)
    players = [h.user(name) for name in ("ann", "bob", "cy", "dan")]
    options = dict(game="toy", format="swiss", table_size=2, rounds=1, speed="untimed")
    made = await h.cmd(org, "tournament new", ch, **options, name="Cup")
    assert "open for registration" in made.reply_text(), made.reply_text()
    for p in players:
        await h.cmd(p, "tournament join", ch)
    assert h.bot is not None and h.bot.tournaments is not None
    runner = h.bot.tournaments
    real = runner.place_factory
    made_places: list[str] = []

    async def dies_after_the_first_thread(tid: int, rnd: int, tab: int) -> str:
        place = await real(tid, rnd, tab)
        made_places.append(place)
        raise Killed(place)

    runner.place_factory = dies_after_the_first_thread
    started = await h.run(h.fake.command(org, ch, "tournament start"))
    started.abandoned = True  # killed before it could answer: "thinking…" for ever
    assert len(made_places) == 1 and len(threads_of(h, ch)) == 1
    await h.restart()
    runner = h.bot.tournaments
    await runner.settle()
    await h.delivered()
    t = await runner.get(1)
    tables = t.current_tables()
    places = sorted(row.place or "" for row in tables)
    threads = threads_of(h, ch)
    assert len(tables) == 2 and len(threads) == 2, (places, threads)
    assert places == sorted(f"discord:{tid}" for tid in threads)
    assert made_places[0] in places  # the thread made before the kill is the table's
    for row in tables:
        table = h.bot.service.table_at(row.place or "")
        assert table is not None and table.status == "running" and table.id == row.session_id
        thread = int((row.place or "").split(":")[1])
        assert any("begins" in m["content"] for m in h.fake.channel_messages(thread))


async def test_a_kill_while_a_deleted_tables_thread_is_made_again_leaves_one_thread(
    bot: Harness,
) -> None:
    """A table whose thread a moderator deleted continues in a new thread; killed right after
    Discord made that one, the bot continues the table there after its restart."""
    h = bot
    ch = h.fake.general
    org = h.user("org", moderator=True)
    options = dict(game="toy", format="swiss", table_size=2, rounds=1, speed="untimed")
    await h.cmd(org, "tournament new", ch, **options, name="Cup")
    for name in ("ann", "bob", "cy", "dan"):
        await h.cmd(h.user(name), "tournament join", ch)
    started = await h.cmd(org, "tournament start", ch)
    assert "has started" in started.reply_text(), started.reply_text()
    assert h.bot is not None and h.bot.tournaments is not None
    runner = h.bot.tournaments
    first = (await runner.get(1)).current_tables()[0]
    session = first.session_id
    real = runner.place_factory
    made_places: list[str] = []

    async def dies_after_the_thread(tid: int, rnd: int, tab: int) -> str:
        place = await real(tid, rnd, tab)
        made_places.append(place)
        raise Killed(place)

    runner.place_factory = dies_after_the_thread
    await h.fake.delete_channel(int((first.place or "").split(":")[1]))
    await h.until(lambda: bool(made_places))
    await h.restart()
    runner = h.bot.tournaments
    await runner.settle()
    await h.delivered()
    tables = (await runner.get(1)).current_tables()
    threads = threads_of(h, ch)
    assert len(threads) == 2, threads
    assert sorted(row.place or "" for row in tables) == sorted(f"discord:{t}" for t in threads)
    again = next(row for row in tables if row.tab == first.tab)
    assert again.place == made_places[0] and again.session_id == session  # the same game
    table = h.bot.service.table_at(again.place)
    assert table is not None and table.status == "running" and table.id == session
