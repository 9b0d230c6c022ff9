"""End to end, what goes wrong on real servers: failed posts, missing permissions,
deleted channels and threads, the bot removed from a server, secret decisions played by buttons,
exceptions inside handlers, command registration, and a dropped gateway connection."""

from __future__ import annotations

import logging
import random
import re
import sqlite3

import pytest

from bot.discord import game_logic
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import (
    ATTACH_FILES,
    EPHEMERAL,
    SEND_MESSAGES,
    FakeUser,
    component_ids,
)
from tests.e2e.test_discord_e2e import (
    buttons_for,
    latest_with_components,
    open_table,
    table_of,
    user_for_seat,
)

pytestmark = pytest.mark.e2e


def posts_to(h: Harness, channel: int) -> list:
    return h.fake.requests_to("POST", rf"/channels/{channel}/messages$")


def session_status(h: Harness, session_id: int) -> str:
    with sqlite3.connect(h.database) as db:
        (status,) = db.execute("SELECT status FROM sessions WHERE id = ?", (session_id,)).fetchone()
    return status


# -- (1) posts that fail for a moment ---------------------------------------------------------
@pytest.mark.parametrize("failure", [503, "drop"])
async def test_a_failed_post_is_retried_and_the_game_goes_on(bot: Harness, failure):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "move", ch, action="secret 2")
    h.fake.fail("POST", rf"/channels/{ch}/messages$", times=2, status=failure)
    await h.cmd(bob, "move", ch, action="secret 1")
    # a second move while the first post is still being retried: posts stay in order
    await h.cmd(ann, "move", ch, action="add 1")
    await h.delivered()
    contents = [m["content"] for m in h.fake.channel_messages(ch)]
    text = "\n".join(contents)
    assert text.index("bob chose a secret number") < text.index("added 1")  # in order
    assert f"<@{bob.id}>" in contents[-1]  # bob is told it is his turn, without a restart
    assert "Catching up" in contents[-1]  # what piled up behind the outage is one post
    assert await h.bot.service.undelivered() == []
    statuses = [r.status for r in posts_to(h, ch)]
    assert statuses.count(-1 if failure == "drop" else 503) == 2
    await h.cmd(bob, "move", ch, action="add 2")
    assert table_of(h, ch).seq == 4


async def test_a_stale_backlog_is_posted_once_as_a_catch_up(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    place = f"discord:{ch}"
    # three moves committed while the bot could not post (it stopped before delivering)
    for user, action in ((ann, "secret 1"), (bob, "secret 2"), (ann, "add 1")):
        await h.bot.service.move(place, str(user.id), action)
    before = len(h.fake.channel_messages(ch))
    await h.restart()
    await h.delivered()
    new = h.fake.channel_messages(ch)[before:]
    assert len(new) == 1, [m["content"] for m in new]
    text = new[0]["content"]
    assert "ann chose a secret number" in text and "bob chose a secret number" in text
    assert "added 1" in text and f"<@{bob.id}>" in text
    assert new[0]["_files"] and new[0]["components"]  # the current board and decision
    assert await h.bot.service.undelivered() == []


# -- (2) permissions, deleted channels, removal from the server -------------------------------
async def test_new_and_start_say_which_permissions_are_missing(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = await h.fake.create_channel("locked")
    await h.fake.deny(ch, SEND_MESSAGES | ATTACH_FILES)
    refused = await h.cmd(ann, "game new", ch, game="toy", seats=2)
    assert refused.ephemeral
    assert "Send Messages" in refused.reply_text() and "Attach Files" in refused.reply_text()
    assert table_of(h, ch) is None
    await h.fake.allow(ch)
    await h.cmd(ann, "game new", ch, game="toy", seats=2)
    await h.cmd(bob, "game join", ch)
    await h.fake.deny(ch, ATTACH_FILES)
    start = await h.cmd(ann, "game start", ch)
    assert start.ephemeral and "Attach Files" in start.reply_text()
    assert table_of(h, ch).status == "open"


async def test_losing_permissions_mid_game_pauses_the_table_and_tells_its_creator(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "move", ch, action="secret 2")
    await h.fake.deny(ch, SEND_MESSAGES)
    before = len(posts_to(h, ch))
    await h.cmd(bob, "move", ch, action="secret 3")  # committed; its post is refused
    await h.delivered()
    assert len(posts_to(h, ch)) == before + 1  # tried once, never again
    table = table_of(h, ch)
    assert table.paused
    dm = h.fake.dms_to(ann)[-1]["content"]
    assert "Send Messages" in dm and "paused" in dm and "/game resume" in dm
    refused = await h.cmd(ann, "move", ch, action="add 1")
    assert refused.ephemeral and "paused" in refused.reply_text()
    assert table_of(h, ch).seq == 2
    # a restart retries nothing for a paused table
    await h.restart()
    await h.delivered()
    assert len(posts_to(h, ch)) == before + 1
    assert table_of(h, ch).paused
    # permissions fixed: resume posts the current position once, and play goes on
    await h.fake.allow(ch)
    resumed = await h.cmd(ann, "game resume", ch)
    assert "resumed" in resumed.reply_text().lower()
    await h.delivered()
    last = h.fake.channel_messages(ch)[-1]
    assert f"<@{ann.id}>" in last["content"] and last["_files"] and last["components"]
    played = await h.cmd(ann, "move", ch, action="add 1")
    assert "Played" in played.reply_text()


async def test_deleted_channel_and_thread_archive_their_tables(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    room = await h.fake.create_channel("room")
    thread = await h.fake.create_thread(h.fake.general, "a game")
    await open_table(h, "toy", [ann, bob], room, seats=2)
    await open_table(h, "toy", [ann, bob], thread, seats=2)
    ids = [table_of(h, room).id, table_of(h, thread).id]
    await h.fake.delete_channel(room)
    await h.fake.delete_channel(thread)
    await h.until(lambda: table_of(h, room) is None and table_of(h, thread) is None)
    assert [session_status(h, i) for i in ids] == ["abandoned", "abandoned"]
    requests = len(h.fake.requests)
    await h.restart()
    await h.delivered()
    assert not [
        r for r in h.fake.requests[requests:] if str(room) in r.path or str(thread) in r.path
    ]


async def test_a_post_to_a_channel_deleted_while_offline_abandons_its_table(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = await h.fake.create_channel("gone")
    await open_table(h, "toy", [ann, bob], ch, seats=2)
    session = table_of(h, ch).id
    await h.stop()
    h.fake.channels.pop(ch)  # deleted while the bot was away: no gateway event
    await h.start()
    await h.bot.service.move(f"discord:{ch}", str(ann.id), "secret 1")  # e.g. timeout moves
    await h.bot.service.move(f"discord:{ch}", str(bob.id), "secret 1")  # (a post: window closed)
    await h.bot.delivery.deliver(await h.bot.service.undelivered())
    await h.delivered()
    assert session_status(h, session) == "abandoned"
    assert len([r for r in posts_to(h, ch) if r.status == 404]) == 1


async def test_removal_from_the_server_archives_its_tables(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    await open_table(h, "toy", [ann, bob], seats=2)
    session = table_of(h, h.fake.general).id
    await h.fake.remove_from_guild()
    await h.until(lambda: table_of(h, h.fake.general) is None)
    assert session_status(h, session) == "abandoned"


async def test_an_archived_locked_thread_pauses_the_table(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    thread = await h.fake.create_thread(h.fake.general, "locked game")
    await open_table(h, "toy", [ann, bob], thread, seats=2)
    await h.cmd(ann, "move", thread, action="secret 1")
    await h.fake.archive_thread(thread, locked=True)
    await h.cmd(bob, "move", thread, action="secret 1")
    await h.delivered()
    assert table_of(h, thread).paused
    assert "archived" in h.fake.dms_to(ann)[-1]["content"]


# -- (3) secret decisions by buttons only -----------------------------------------------------
async def press_for(h: Harness, channel: int, user: FakeUser, seat: int, rnd: random.Random):
    """Play ``seat``'s decision with the posted components only (opening private choices
    through their ephemeral message). Returns (reply, played privately)."""
    msg = buttons_for(h, channel, seat)
    mine = [c for row in msg["components"] for c in row["components"]]
    mine = [c for c in mine if c["custom_id"].split(":")[4] == str(seat)]
    assert mine, f"no component for seat {seat} in {msg['content'][:80]!r}"
    comp = rnd.choice(mine)
    # offered privately: behind a "choose privately" button, or in the reply to the player's
    # own last step (ephemeral: one post per turn)
    private = comp["custom_id"].startswith("cs:p:") or bool(msg["flags"] & EPHEMERAL)
    if comp["custom_id"].startswith("cs:p:"):
        opened = await h.press(user, int(msg["id"]), comp["custom_id"])
        assert opened.ephemeral, opened.replies
        msg = opened.replies[-1]
        assert msg["flags"] & EPHEMERAL and msg["components"], opened.reply_text()
        comps = [c for row in msg["components"] for c in row["components"]]
        assert not any(c["custom_id"].startswith("cs:p:") for c in comps), "private loop"
        comp = rnd.choice(comps)
    if comp["type"] == 3:
        values = [o["value"] for o in comp["options"] if o["value"] != "more"]
        reply = await h.press(user, int(msg["id"]), comp["custom_id"], [rnd.choice(values)])
    else:
        reply = await h.press(user, int(msg["id"]), comp["custom_id"])
    assert reply.ephemeral and "Played" in reply.reply_text(), reply.reply_text()
    return reply, private


async def test_almadi_keep_two_is_played_by_buttons_only(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "almadi", [ann, bob], seats=2, characters=True)
    rnd = random.Random(4)
    kept = 0
    for _ in range(40):
        table = table_of(h, ch)
        seat = table.game.pending(table.state)[0]
        reply, private = await press_for(h, ch, user_for_seat(h, ch, seat), seat, rnd)
        kept += "keep" in reply.reply_text()
        if kept == 2:
            break
    assert kept == 2
    assert all(table_of(h, ch).players[s] for s in (0, 1))


async def test_al_rashid_commit_is_played_by_buttons_only(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "al-rashid", [ann, bob], seats=2)
    rnd = random.Random(8)
    commits = 0
    for _ in range(600):
        table = table_of(h, ch)
        if table.game.is_over(table.state):
            break
        seat = table.game.pending(table.state)[0]
        reply, private = await press_for(h, ch, user_for_seat(h, ch, seat), seat, rnd)
        commits += private and "commit" in reply.reply_text()
        if commits >= 1:
            break
    assert commits >= 1


# -- (4) exceptions inside handlers -----------------------------------------------------------
def boom(*args, **kwargs):
    raise RuntimeError("kaboom")


async def boom_async(*args, **kwargs):
    raise RuntimeError("kaboom")


async def test_an_exception_inside_a_handler_gets_an_apology_and_an_incident_id(
    bot: Harness, monkeypatch, caplog
):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    msg = latest_with_components(h, ch)
    monkeypatch.setattr(game_logic, "status", boom)
    monkeypatch.setattr(game_logic, "board", boom)
    monkeypatch.setattr(game_logic, "hand", boom)
    monkeypatch.setattr(game_logic, "press", boom_async)
    monkeypatch.setattr(game_logic, "autocomplete_moves", boom)
    caplog.set_level(logging.ERROR)
    answers = [
        await h.cmd(ann, "game status", ch),
        await h.cmd(ann, "game board", ch),
        await h.cmd(ann, "hand", ch),
        await h.press(ann, int(msg["id"]), component_ids(msg)[0]),
    ]
    for inter in answers:
        assert inter.ephemeral, inter.replies
        found = re.search(r"incident `?([0-9a-f]{8})`?", inter.reply_text())
        assert found, inter.reply_text()
        assert found.group(1) in caplog.text
    choices = await h.choices(ann, "", ch)
    assert choices == []  # autocomplete answers (empty) instead of timing out
    assert table_of(h, ch).seq == 0


# -- command registration ---------------------------------------------------------------------
async def test_commands_are_registered_once_and_synced_only_when_changed(harness: Harness):
    h = harness
    h.overrides = {"sync_global": True}
    await h.start()
    names = h.fake.visible_command_names()
    assert len(names) == len(set(names)), names  # nothing twice in the dev guild
    assert {"game", "move"} <= set(names)
    syncs = len(h.fake.syncs)
    await h.restart()
    assert len(h.fake.syncs) == syncs  # the same tree is not synced again


# -- gateway ------------------------------------------------------------------------------------
async def test_a_dropped_gateway_connection_resumes_and_the_game_goes_on(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.fake.drop_gateway()
    played = await h.cmd(ann, "move", ch, action="secret 1")
    assert "Played" in played.reply_text()
    assert h.fake.resumes == 1 and h.fake.identifies == 1


# -- names ----------------------------------------------------------------------------------
async def test_player_names_are_shown_as_typed_not_as_markdown(bot: Harness):
    h = bot
    ann, bob = h.user("**Ann**"), h.user("_bob_")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "move", ch, action="secret 1")
    contents = [m["content"] for m in h.fake.channel_messages(ch)]
    assert any("\\*\\*Ann\\*\\* opened" in c for c in contents)
    assert any("\\_bob\\_ joined" in c for c in contents)
    begins = next(c for c in contents if "begins" in c)
    assert "\\*\\*Ann\\*\\*" in begins and "\\_bob\\_" in begins
