"""When Discord pushes back: refusals, limits and backlogs through the real client.

The loopback fake answers as Discord does: 40003 on DM opens, 160005 or an unknown code on a
post, a global limit of 50 requests per second (always on), per-route buckets."""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import EXEMPT
from tests.e2e.test_discord_e2e import open_table, table_of

pytestmark = pytest.mark.e2e


async def test_dm_opens_refused_as_too_fast_are_retried_and_every_hand_arrives(bot: Harness):
    """40003 ("opening direct messages too fast") is transient: the hands arrive, in order,
    without a restart, and nobody is told to use /hand."""
    h = bot
    players = [h.user(n) for n in ("ann", "bob", "cid")]
    h.fake.refuse("POST", r"^/users/@me/channels$", 403, 40003, times=2)
    await open_table(h, "almadi", players, seats=3, characters=True)
    await h.delivered()
    opens = h.fake.requests_to("POST", r"^/users/@me/channels$")
    assert [r.status for r in opens][:2] == [403, 403]
    for p in players:
        dms = h.fake.dms_to(p)
        assert dms and any(m["_files"] for m in dms), p.name  # their private view, with image
        assert not await h.bot.store.dm_closed(str(p.id))
    assert "/hand" not in " ".join(m["content"] for m in h.fake.channel_messages(h.fake.general))
    # each DM channel was opened once: the bot keeps it (Discord refuses bursts of opens)
    assert len({r.json["recipient_id"] for r in opens}) == len(opens) - 2


@pytest.mark.parametrize(("code", "said"), [(160005, "locked"), (99999, "99999")])
async def test_an_unknown_or_permanent_refusal_pauses_the_table_and_tells_its_creator(
    bot: Harness, code: int, said: str
):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.delivered()
    h.fake.refuse("POST", rf"^/channels/{ch}/messages$", 400, code)
    await h.cmd(ann, "move", ch, action="secret 1")
    await h.cmd(bob, "move", ch, action="secret 2")  # the window closes: a post
    await h.delivered()
    table = table_of(h, ch)
    assert table.paused and said in table.paused
    told = h.fake.dms_to(ann)[-1]["content"]
    assert "paused" in told and said in told
    # no post is retried into the refusal (each would count toward the invalid-request ban)
    refused = [r for r in h.fake.requests_to("POST", rf"^/channels/{ch}/messages$") if r.status]
    assert [r.status for r in refused].count(400) == 1


async def test_a_notice_stranded_between_commit_and_courier_is_swept(bot: Harness):
    """An exception after the commit and before the courier: the sweep sends it, no restart."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.delivered()
    await h.cmd(ann, "move", ch, action="secret 1")
    await h.delivered()
    before = len(h.fake.channel_messages(ch))
    outcome = await h.bot.service.move(f"discord:{ch}", str(bob.id), "secret 2")
    assert outcome.notices  # committed, never handed to a courier
    assert await h.bot.delivery.sweep() == 0  # seen once: maybe about to be submitted
    assert await h.bot.delivery.sweep() >= 1  # still nobody's: sent now
    await h.delivered()
    assert await h.bot.service.undelivered() == []
    assert len(h.fake.channel_messages(ch)) == before + 1


@pytest.mark.slow
async def test_a_restart_answers_at_once_and_catches_up_under_the_global_limit(bot: Harness):
    """Connect first, then post the backlog, paced below Discord's 50 requests per second:
    a command sent right after the restart is answered before the backlog is out, and no
    global 429 is drawn."""
    h = bot
    h.overrides = {"requests_per_second": 10.0}  # a backlog that takes seconds even here
    await h.restart()
    service = h.bot.service
    ann = str(h.user("ann", dms_closed=True).id)
    channels = [h.fake.add_channel(f"table-{i}") for i in range(60)]
    for i, ch in enumerate(channels):  # tables whose posts were never delivered
        place = f"discord:{ch}"
        await service.create(place, "toy", ann, "Ann", seats=2, seed=f"backlog-{i}")
        await service.join(place, ann, "Ann", bot=True)
        await service.start(place, ann)
    assert len(await service.undelivered()) >= len(channels)
    await h.stop()
    h.fake.requests.clear()
    await h.start()
    asked = await h.cmd(h.user("zoe"), "games")
    await h.delivered()
    backlog = [
        r
        for r in h.fake.requests
        if r.method == "POST" and re.fullmatch(r"/channels/(\d+)/messages", r.path)
    ]
    assert len(backlog) >= len(channels)
    assert asked.acked_at is not None and asked.acked_at < max(r.at for r in backlog)
    assert h.fake.global_429s == 0
    assert await h.bot.service.undelivered() == []


async def test_commands_carry_contexts_and_install_types_and_every_option_a_description(
    bot: Harness,
):
    h = bot
    syncs = h.fake.requests_to("PUT", r"/commands$")  # what the bot sent
    assert syncs and syncs[-1].json
    for cmd in syncs[-1].json:
        name = cmd["name"]
        anywhere = name in ("rules", "explain")
        assert cmd.get("contexts") == ([0, 1] if anywhere else [0]), name
        # the deprecated flag, which older clients read, says the same (guild_only)
        assert cmd.get("dm_permission", True) == anywhere, name
        assert cmd.get("integration_types") == [0], name
        stack = list(cmd.get("options") or [])
        while stack:
            option = stack.pop()
            assert option["description"] not in ("", "…", "..."), (name, option["name"])
            stack += option.get("options") or []


async def test_per_route_buckets_are_waited_out_without_429s(bot: Harness):
    """Discord's per-route bucket for a channel's posts (announced in the headers) is
    respected before the fact."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    h.fake.route_limit("POST", r"^/channels/(\d+)/messages$", limit=3, per=0.5)
    await open_table(h, "toy", [ann, bob], seats=2)
    for action in ("secret 1", "secret 2"):
        await h.cmd(ann if action == "secret 1" else bob, "move", ch, action=action)
    await h.delivered()
    posts = h.fake.requests_to("POST", rf"^/channels/{ch}/messages$")
    assert posts and all(r.status == 200 for r in posts)


def counted(h: Harness, since: int = 0) -> list:
    """Requests that count toward Discord's global limit, from request number ``since``."""
    return [r for r in h.fake.requests[since:] if not EXEMPT.match(r.path)]


async def test_a_move_costs_one_counted_request_without_dms(bot: Harness):
    """No edit to remove the previous message's buttons: a move is one board post."""
    h = bot
    ann, bob = h.user("ann", dms_closed=True), h.user("bob", dms_closed=True)
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.delivered()
    start = len(h.fake.requests)
    moves = 0
    for user, action in ((ann, "secret 1"), (bob, "secret 3"), (ann, "add 1"), (bob, "add 2")):
        await h.cmd(user, "move", ch, action=action)
        moves += 1
    await h.delivered()
    assert not [r for r in counted(h, start) if r.method == "PATCH"]
    assert len(counted(h, start)) / moves <= 1.2
    await asyncio.sleep(0)
