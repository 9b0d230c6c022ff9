"""End to end, games over days on the loopback Discord with a clock the test moves:
reminders and timeouts of an absent player while the others play on, moves from a DM button,
tables in threads, ``/games``, ``/game replay``, ``/game export`` and ``/move undo``."""

from __future__ import annotations

import json
import random

import pytest

from bot.table import clock as C
from bot.table.history import check_record
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeUser, all_text
from tests.e2e.test_discord_e2e import table_of, user_for_seat

pytestmark = pytest.mark.e2e

D, H = C.DAY, C.HOUR


async def open_timed(h: Harness, players: list[FakeUser], channel: int, **options) -> None:
    await h.cmd(players[0], "game new", channel, game="toy", seats=len(players), **options)
    for p in players[1:]:
        await h.cmd(p, "game join", channel)
    started = await h.cmd(players[0], "game start", channel)
    assert "started" in started.reply_text(), started.reply_text()


async def test_five_days_with_an_absent_player(bot: Harness):
    """A 4-player game at 24 h per move: one player never answers; he is reminded, timed out
    (a bot plays for him), dropped after three timeouts, and the game finishes."""
    h = bot
    ann, bob, cy, dan = (h.user(n) for n in ("ann", "bob", "cy", "dan"))
    ch = h.fake.general
    await open_timed(h, [ann, bob, cy, dan], ch, speed="24h", options="target=16")
    start = h.time.now()
    rnd = random.Random(3)
    while not table_of(h, ch).game.is_over(table_of(h, ch).state):
        table = table_of(h, ch)
        present = [s for s in table.game.pending(table.state) if user_for_seat(h, ch, s) != dan]
        if present:
            seat = present[0]
            await h.advance(3 * H)  # people answer within a few hours
            user = user_for_seat(h, ch, seat)
            choices = await h.choices(user, "", ch)
            played = await h.cmd(user, "move", ch, action=rnd.choice(choices)["value"])
            assert "Played" in played.reply_text(), played.reply_text()
            continue
        (seat,) = table.game.pending(table.state)  # only the absent player is waited for
        until = C.deadline(table.clock, seat) - h.time.now()
        await h.advance(until + 1)
    assert h.time.now() - start >= 5 * D
    posts = all_text(h.fake.channel_messages(ch))
    assert f"⏰ <@{dan.id}>, your move" in posts  # reminders in the channel
    assert "dan ran out of time; a bot played their move" in posts
    assert "dan ran out of time 3 times in a row" in posts  # then dropped
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "Final scores" in final and "dan (dropped)" in final
    dms = all_text(h.fake.dms_to(dan))
    assert "It is your turn" in dms and "Reminder" in dms
    # only the absent player was reminded (the others answered within hours), at most twice
    # for each of his turns
    reminders = [m for m in h.fake.channel_messages(ch) if m["content"].startswith("⏰ <@")]
    assert reminders and all(m["content"].startswith(f"⏰ <@{dan.id}>") for m in reminders)
    timeouts = posts.count("dan ran out of time")
    assert len(reminders) <= 2 * timeouts


async def test_a_player_moves_from_the_dm_button(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_timed(h, [ann, bob], ch, speed="48h")
    turn = next(m for m in h.fake.dms_to(ann) if m["components"])
    assert "It is your turn" in turn["content"] and "Time left" in turn["content"]
    button = turn["components"][0]["components"][0]
    pressed = await h.press(ann, int(turn["id"]), button["custom_id"])
    assert "Played `secret" in pressed.reply_text()
    assert table_of(h, ch).seq == 1


async def test_a_table_in_a_thread_that_is_kept_open(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    created = await h.cmd(ann, "game new", ch, game="toy", seats=2, thread=True)
    thread = next(cid for cid, c in h.fake.channels.items() if c["type"] == 11)
    assert f"<#{thread}>" in created.reply_text()
    assert h.fake.channels[thread]["thread_metadata"]["auto_archive_duration"] == 10080
    assert table_of(h, ch) is None and table_of(h, thread) is not None
    await h.cmd(bob, "game join", thread)
    await h.cmd(ann, "game start", thread)
    assert any("begins" in m["content"] for m in h.fake.channel_messages(thread))
    await h.fake.archive_thread(thread, idle=True)  # Discord auto-archives an idle thread
    await h.until(lambda: not h.fake.channels[thread]["thread_metadata"]["archived"])
    played = await h.cmd(ann, "move", thread, action="secret 1")
    assert "Played" in played.reply_text()


async def test_my_games_lists_tables_across_channels(bot: Harness):
    h = bot
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    other = await h.fake.create_channel("other")
    await open_timed(h, [ann, bob], h.fake.general, speed="24h")
    await open_timed(h, [cy, ann], other)
    listed = await h.cmd(ann, "games")
    text = listed.reply_text()
    assert listed.ephemeral and f"<#{h.fake.general}>" in text and f"<#{other}>" in text
    assert "your turn" in text and "left" in text
    assert "no" in (await h.cmd(h.user("eve"), "games")).reply_text().lower()


async def test_replay_export_and_undo(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_timed(h, [ann, bob], ch, options="target=4")
    await h.cmd(ann, "move", ch, action="secret 1")
    await h.cmd(bob, "move", ch, action="secret 2")
    replayed = await h.cmd(bob, "game replay", ch, move=1)
    (name, data) = replayed.replies[-1]["_files"][0]
    assert name == "move-1.png" and h.spy.viewer_for(data) is None
    during = await h.cmd(bob, "game export", ch)
    record = json.loads(during.replies[-1]["_files"][0][1])
    assert "seed" not in record and "actions" not in record
    refused = await h.cmd(ann, "move", ch, action="undo")
    assert "cannot be undone" in refused.reply_text() or "someone else" in refused.reply_text()
    while not table_of(h, ch).game.is_over(table_of(h, ch).state):
        table = table_of(h, ch)
        seat = table.game.pending(table.state)[0]
        await h.cmd(user_for_seat(h, ch, seat), "move", ch, action="add 1")
    after = await h.cmd(bob, "game export", ch)
    record = json.loads(after.replies[-1]["_files"][0][1])
    assert check_record(record)["ok"]
    log = await h.cmd(bob, "game log", ch)  # bob reads his own secret, not ann's
    assert log.ephemeral and "You chose 2" in log.reply_text()
    assert "ann chose a secret number" in log.reply_text()


async def test_a_thread_a_moderator_archived_stays_archived_cached_or_not(bot: Harness):
    """Only Discord's archive of an idle thread is undone while its game runs; a member's
    archive is respected — whether or not discord.py has the thread in its cache (it
    dispatches ``on_thread_update`` only for cached ones)."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await h.cmd(ann, "game new", ch, game="toy", seats=2, thread=True)
    cached = next(cid for cid, c in h.fake.channels.items() if c["type"] == 11)
    unknown = h.fake.add_thread(ch, "made while the bot was away")  # no THREAD_CREATE seen
    for thread in (cached, unknown):
        if thread == unknown:
            await h.cmd(ann, "game new", thread, game="toy", seats=2)
        await h.cmd(bob, "game join", thread)
        await h.cmd(ann, "game start", thread)
    await h.delivered()
    for thread in (cached, unknown):
        meta = h.fake.channels[thread]["thread_metadata"]
        mark = len(h.fake.requests)
        await h.fake.archive_thread(thread)  # a moderator archives it
        await h.fake.archive_thread(thread, idle=True)  # then idle: Discord's archive
        await h.until(lambda m=meta: not m["archived"])  # the idle archive is undone
        reopened = [r for r in h.fake.requests[mark:] if r.path == f"/channels/{thread}"]
        assert len(reopened) == 1, reopened  # only once: the moderator's archive stood
