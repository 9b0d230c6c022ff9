"""End to end, running the bot for a community: ``/healthz`` and ``/metrics`` on the
bot's own event loop, the owner's ``/caravanserai status``, ``/privacy show`` and
``/privacy forget`` with its confirmation button."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
import time
from typing import Any

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.discord import game_logic, limits
from bot.table import privacy
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import CREATE_PUBLIC_THREADS, SEND_MESSAGES, FakeUser, component_ids
from tests.e2e.test_discord_e2e import open_table, play_toy_turn_by_autocomplete, table_of

pytestmark = pytest.mark.e2e


async def get(h: Harness, path: str) -> tuple[int, str]:
    assert h.bot is not None and h.bot.ops is not None
    async with aiohttp.ClientSession() as session, session.get(h.bot.ops.url + path) as resp:
        return resp.status, await resp.text()


async def health_becomes(h: Harness, status: int, timeout: float = 20) -> dict[str, Any]:
    """Ask ``/healthz`` until it answers ``status`` (the bot reacts to events in its own time)."""
    deadline = time.monotonic() + timeout
    while True:
        code, body = await get(h, "/healthz")
        if code == status:
            return json.loads(body)
        assert time.monotonic() < deadline, f"/healthz stayed {code}: {body}"
        await asyncio.sleep(0.02)


async def samples(h: Harness) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    code, text = await get(h, "/metrics")
    assert code == 200
    out = {}
    for family in text_string_to_metric_families(text):  # the Prometheus text parser
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def total(found: dict, name: str, **labels: str) -> float:
    return sum(
        v
        for (n, lab), v in found.items()
        if n == name and all(dict(lab).get(k) == w for k, w in labels.items())
    )


async def test_health_and_metrics(harness: Harness) -> None:
    h = harness
    h.overrides = {"http": "127.0.0.1:0"}
    await h.start()
    assert h.bot is not None and h.bot.ops.host == "127.0.0.1"
    ok = await health_becomes(h, 200)
    assert ok["gateway"] and ok["database"] and ok["scheduler"] and ok["reasons"] == []
    before = await samples(h)
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    rnd = random.Random(4)
    while table_of(h, ch).status == "running":
        await play_toy_turn_by_autocomplete(h, ch, rnd)
    await h.delivered()
    after = await samples(h)
    moved = total(after, "caravanserai_moves_total", game="toy")
    assert moved - total(before, "caravanserai_moves_total", game="toy") == table_of(h, ch).seq
    commands = total(after, "caravanserai_commands_total", game="toy")
    assert commands > total(before, "caravanserai_commands_total", game="toy")
    assert total(after, "caravanserai_reply_seconds_count") > total(
        before, "caravanserai_reply_seconds_count"
    )
    assert total(after, "caravanserai_deliveries_total", result="sent") > total(
        before, "caravanserai_deliveries_total", result="sent"
    )
    assert total(after, "caravanserai_render_seconds_count") > 0
    assert total(after, "caravanserai_shards_connected") == 1
    assert total(after, "caravanserai_outbox_depth") == 0
    assert ("caravanserai_event_loop_lag_seconds", ()) in after

    # a 429 (discord.py waits it out and retries by itself) is counted
    await open_table(h, "toy", [ann, bob], seats=2)
    h.fake.rate_limit("POST", rf"/channels/{ch}/messages$", times=1, retry_after=0.05)
    await h.cmd(ann, "move", ch, action="secret 2")
    await h.cmd(bob, "move", ch, action="secret 1")
    await h.delivered()
    limited = await samples(h)
    assert total(limited, "caravanserai_rate_limited_total") == 1 + total(
        after, "caravanserai_rate_limited_total"
    )
    await h.cmd(ann, "game cancel", ch)

    # the gateway drops and stays down: 503 with the reason, then 200 again once it is back
    await h.fake.gateway_outage()
    down = await health_becomes(h, 503)
    assert "gateway disconnected" in down["reasons"]
    assert total(await samples(h), "caravanserai_shards_connected") == 0
    h.fake.gateway_back()
    await health_becomes(h, 200)

    # the outbox is stuck: posts fail, and the oldest waits longer than allowed
    h.fake.fail("POST", rf"/channels/{ch}/messages$", times=10_000, status=503)
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "move", ch, action="secret 2")
    await h.cmd(bob, "move", ch, action="secret 1")
    h.time.advance(h.bot.settings.outbox_stuck_seconds + 1)
    stuck = await health_becomes(h, 503)
    assert any(r.startswith("outbox stuck") for r in stuck["reasons"]), stuck
    assert total(await samples(h), "caravanserai_outbox_depth") >= 1
    retried = await samples(h)
    assert total(retried, "caravanserai_deliveries_total", result="transient", code="503") > 0
    h.fake.failures.clear()
    await health_becomes(h, 200)
    await h.delivered()


async def test_the_endpoint_is_off_by_default(bot: Harness) -> None:
    assert bot.bot is not None and bot.bot.ops is None
    assert not [t for t in asyncio.all_tasks() if t.get_name() == "caravanserai-lag"]


async def test_status_for_the_owner_only(bot: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h = bot
    ann, owner = h.user("ann"), h.user("owner")
    refused = await h.cmd(ann, "caravanserai status")
    assert "Only the bot's owner" in refused.reply_text()
    h.bot.owner_id = owner.id
    await open_table(h, "toy", [ann, owner], seats=2)

    def boom(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(game_logic, "status", boom)
    failed = await h.cmd(ann, "game status")
    incident = re.search(r"incident `([0-9a-f]{8})`", failed.reply_text())
    assert incident is not None
    shown = await h.cmd(owner, "caravanserai status")
    text = shown.reply_text()
    assert shown.ephemeral and "1 running" in text and "Health: all good" in text, text
    assert "Outbox: 0 to deliver" in text
    line = next(x for x in text.splitlines() if incident.group(1) in x)
    assert "RuntimeError" in line and "table " in line  # the table it happened at


async def test_privacy_show_and_forget_with_confirmation(bot: Harness) -> None:
    h = bot
    ann, bob = h.user("Quintessa Vale"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "move", ch, action="secret 2")
    shown = await h.cmd(ann, "privacy show")
    assert shown.ephemeral and str(ann.id) in shown.reply_text()
    assert "Quintessa Vale" in shown.reply_text()
    asked = await h.cmd(ann, "privacy forget")
    assert "resign from 1 running games" in asked.reply_text()
    message = asked.replies[0]
    button = next(
        c["custom_id"]
        for row in message["components"]
        for c in row["components"]
        if c.get("label") == "Forget me"
    )
    other = await h.press(bob, int(message["id"]), button)  # only the one who asked
    assert "Only the person who asked" in other.reply_text()
    assert table_of(h, ch).players[0].user_id == str(ann.id)
    await h.restart()  # the confirmation still works after a restart (a dynamic item)
    done = await h.press(ann, int(message["id"]), button)
    assert "no longer store" in done.reply_text(), done.reply_text()
    await h.delivered()
    table = table_of(h, ch)
    assert table.players[0].resigned and table.players[0].name == privacy.ANON_NAME
    with sqlite3.connect(h.database) as db:
        for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            for row in db.execute(f'SELECT * FROM "{name}"'):
                text = " ".join(str(v) for v in row)
                assert str(ann.id) not in text and "Quintessa Vale" not in text, (name, row)
    again = await h.cmd(ann, "privacy show")
    assert "I store nothing about you" in again.reply_text()


# -- limits against abuse ---------------------------------------------------------------------
def member(h: Harness, name: str, granted: int = 0, denied: int = 0) -> FakeUser:
    user = h.user(name)
    user.granted, user.denied = granted, denied
    return user


def thread_requests(h: Harness) -> list:
    return h.fake.requests_to("POST", r"/channels/\d+/threads$")


async def test_game_new_checks_the_members_rights_and_everything_before_a_thread(bot: Harness):
    h = bot
    ch = h.fake.general
    ann = member(h, "ann", denied=CREATE_PUBLIC_THREADS)  # may post, not create threads
    refused = await h.cmd(ann, "game new", ch, game="toy", thread=True)
    assert "may not create threads" in refused.reply_text()
    assert thread_requests(h) == [] and table_of(h, ch) is None
    creator = h.user("cat")
    for options, expected in [
        ({"game": "chess"}, "Unknown game"),
        ({"game": "toy", "options": "dragons=yes"}, "unknown option"),
        ({"game": "almadi", "seats": 5, "options": "characters"}, "name=value"),
    ]:
        bad = await h.cmd(creator, "game new", ch, thread=True, **options)
        assert expected in bad.reply_text(), bad.reply_text()
    assert thread_requests(h) == []  # a refused command leaves no empty thread
    made = await h.cmd(creator, "game new", ch, game="toy", thread=True)
    assert "You opened" in made.reply_text() and len(thread_requests(h)) == 1
    mute = member(h, "mute", denied=SEND_MESSAGES)  # a read-only channel for them
    silent = await h.cmd(mute, "game new", ch, game="toy")
    assert "cannot post in this channel" in silent.reply_text()
    assert table_of(h, ch) is None


async def test_a_member_has_a_cap_on_open_tables_and_open_tables_expire(harness: Harness):
    h = harness
    h.overrides = {"open_tables_per_member": 2, "open_table_hours": 10.0}
    await h.start()
    ann = h.user("ann")
    ch = h.fake.general
    for _ in range(2):
        opened = await h.cmd(ann, "game new", ch, game="toy", thread=True)
        assert "You opened" in opened.reply_text()
    third = await h.cmd(ann, "game new", ch, game="toy")
    assert "at most 2" in third.reply_text() and table_of(h, ch) is None
    assert len(thread_requests(h)) == 2
    h.time.advance(10 * 3600 + 1)  # nobody started them
    await h.until(lambda: not [t for t in h.bot.service.tables.values() if t.status == "open"])
    await h.delivered()
    closed = [m["content"] for m in h.fake.public_messages() if "Nobody started it" in m["content"]]
    assert len(closed) == 2 and "within 10 hours" in closed[0]
    again = await h.cmd(ann, "game new", ch, game="toy")
    assert "You opened" in again.reply_text()


async def test_names_escaped_on_the_board_and_resigned_players_lose_the_private_view(
    bot: Harness,
):
    h = bot
    ann, bob = h.user("**Ann**"), h.user("_bob_")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    board = await h.cmd(ann, "game board", ch)
    assert "\\*\\*Ann\\*\\*" in board.reply_text() and "**Ann**" not in board.reply_text()
    status = await h.cmd(bob, "game status", ch)
    assert "\\_bob\\_" in status.reply_text(), status.reply_text()
    await h.cmd(ann, "move", ch, action="secret 2")
    log = await h.cmd(bob, "game log", ch)
    assert "\\*\\*Ann\\*\\*" in log.reply_text(), log.reply_text()
    assert "private view" in (await h.cmd(bob, "hand", ch)).reply_text()
    await h.cmd(bob, "game resign", ch)
    closed = await h.cmd(bob, "hand", ch)
    assert "private view is closed" in closed.reply_text() and not closed.replies[0].get("_files")


async def test_a_banned_member_can_no_longer_act(bot: Harness):
    h = bot
    ann, bob, cid = h.user("ann"), h.user("bob"), h.user("cid")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    other = await h.fake.create_channel("side")
    await h.cmd(bob, "game new", other, game="toy", seats=3)
    await h.cmd(cid, "game join", other)
    await h.fake.ban(bob)
    await h.until(lambda: table_of(h, ch).players[1].resigned)
    await h.until(lambda: table_of(h, other) is None or table_of(h, other).status != "open")
    await h.delivered()
    assert table_of(h, ch).status == "running"  # a bot plays bob's seat


async def test_a_member_who_left_has_a_bot_take_the_seat_after_a_grace_period(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    h.fake.member_leaves(bob)  # no gateway event without the privileged members intent
    lookups = h.fake.requests_to("GET", rf"/guilds/{h.fake.guild_id}/members/\d+$")
    h.time.advance(limits.AUDIT_EVERY + 1)  # the audit finds bob gone: the grace begins
    await h.until(
        lambda: (
            len(h.fake.requests_to("GET", rf"/guilds/{h.fake.guild_id}/members/\d+$"))
            >= len(lookups) + 2
        )
    )
    assert not table_of(h, ch).players[1].automated  # he may come back
    h.time.advance(limits.LEFT_GRACE)
    await h.until(lambda: table_of(h, ch).players[1].resigned)
    assert not table_of(h, ch).players[0].automated  # ann, still a member, plays on
    await h.delivered()


async def test_a_member_who_left_cannot_act_from_their_dms(bot: Harness):
    """During the grace period a member who left is still seated, but a press of their turn
    DM's button is refused (the DM proves no membership; Discord is asked)."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2, speed="24h")
    await h.delivered()
    dm = next(m for m in reversed(h.fake.dms_to(bob)) if m["components"])
    h.fake.member_leaves(bob)
    pressed = await h.press(bob, int(dm["id"]), component_ids(dm)[0])
    assert "no longer a member" in pressed.reply_text()
    assert table_of(h, ch).seq == 0  # nothing was played


def forget_button(reply: Any) -> str | None:
    """The custom id of the confirmation button under a ``/privacy forget`` reply, if any."""
    for message in reply.replies:
        for row in message.get("components") or []:
            for c in row["components"]:
                if str(c.get("custom_id", "")).startswith("cs:forget:"):
                    return str(c["custom_id"])
    return None


async def test_forget_is_offered_only_with_something_stored_and_not_twice_in_a_row(
    bot: Harness,
) -> None:
    h = bot
    ann, bob, cid = h.user("Quintessa Vale"), h.user("bob"), h.user("cid")
    nothing = await h.cmd(cid, "privacy forget")
    assert "I store nothing about you" in nothing.reply_text()
    assert forget_button(nothing) is None  # no confirmation for nothing
    await open_table(h, "toy", [ann, bob], seats=2)
    asked = await h.cmd(ann, "privacy forget")
    button = forget_button(asked)
    assert button is not None
    done = await h.press(ann, int(asked.replies[0]["id"]), button)
    assert "no longer store" in done.reply_text()
    again = await h.cmd(ann, "privacy forget")
    assert "moments ago" in again.reply_text() and forget_button(again) is None
    pressed = await h.press(ann, int(asked.replies[0]["id"]), button)  # the old button too
    assert "moments ago" in pressed.reply_text()


async def test_a_post_queued_before_the_forget_goes_out_without_the_name(bot: Harness) -> None:
    """A courier that holds a post (Discord failing for a while) sends it without the name of
    the person forgotten meanwhile."""
    h = bot
    ann, bob = h.user("Quintessa Vale"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.delivered()
    before = len(h.fake.channel_messages(ch))
    h.fake.fail("POST", rf"/channels/{ch}/messages", times=10**6)
    await h.cmd(ann, "game resign", ch)  # the post saying so is held by its courier
    assert h.bot is not None
    await h.until(lambda: bool(h.bot.delivery.held()))
    asked = await h.cmd(ann, "privacy forget")
    button = forget_button(asked)
    assert button is not None
    await h.press(ann, int(asked.replies[0]["id"]), button)
    h.fake.failures.clear()
    await h.delivered()
    posted = h.fake.channel_messages(ch)[before:]
    texts = [json.dumps(m, default=str) for m in posted]
    assert texts and all("Quintessa Vale" not in t and str(ann.id) not in t for t in texts)
    assert any(privacy.ANON_NAME in t for t in texts)
