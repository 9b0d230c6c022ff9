"""End to end, the per-member cap of tables through the loopback Discord: what a member can pile
up (tables waiting to start, running tables where only they play against bots, threads opened in
the last hour) stays within ``CARAVANSERAI_OPEN_TABLES_PER_MEMBER``, whether the commands come
at once from several channels or one after another; ``/game cancel`` archives the table's
thread."""

from __future__ import annotations

import asyncio

import pytest

from bot.discord import limits
from i18n import t
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeUser

pytestmark = pytest.mark.e2e

CAP = 2


@pytest.fixture
async def capped(harness: Harness) -> Harness:
    harness.overrides = {"open_tables_per_member": CAP}
    await harness.start()
    return harness


def threads_made(h: Harness) -> list[int]:
    """The threads of the server, oldest first (only the bot makes threads in these tests)."""
    return [cid for cid, c in h.fake.channels.items() if c.get("type") == 11]


def tables_of(h: Harness, user: FakeUser, *statuses: str) -> list:
    assert h.bot is not None
    return [
        t
        for t in h.bot.service.tables.values()
        if t.creator == str(user.id) and t.status in statuses
    ]


async def at_once(h: Harness, user: FakeUser, path: str, channels: list[int], **options):
    """The same command sent in several channels at the same moment."""
    sent = await asyncio.gather(
        *(h.run(h.fake.command(user, ch, path, **options), settle=False) for ch in channels)
    )
    await h.settle()
    return sent


async def test_simultaneous_new_with_threads_in_several_channels_stay_within_the_cap(
    capped: Harness,
) -> None:
    h = capped
    ann = h.user("ann")
    channels = [await h.fake.create_channel(f"room-{i}") for i in range(6)]
    answers = await at_once(h, ann, "game new", channels, game="toy", thread=True)
    opened = [a for a in answers if "You opened" in a.reply_text()]
    refused = [a for a in answers if "at most 2" in a.reply_text()]
    assert len(opened) == CAP and len(refused) == 6 - CAP, [a.reply_text() for a in answers]
    assert len(tables_of(h, ann, "open")) == CAP
    assert len(threads_made(h)) == CAP  # a refused command opened no thread


async def test_new_then_cancel_archives_the_thread_and_counts_it_for_an_hour(
    capped: Harness,
) -> None:
    h = capped
    ann = h.user("ann")
    ch = h.fake.general
    answers = []
    for _ in range(6):
        made = await h.cmd(ann, "game new", ch, game="toy", thread=True)
        answers.append(made.reply_text())
        if "You opened" not in made.reply_text():
            continue
        thread = threads_made(h)[-1]
        cancelled = await h.cmd(ann, "game cancel", thread)
        assert "cancelled" in cancelled.reply_text(), cancelled.reply_text()
        await h.delivered()
        posts = h.fake.channel_messages(thread)
        assert any("was cancelled" in m["content"] for m in posts)  # said before archiving
        assert h.fake.channels[thread]["thread_metadata"]["archived"], "cancel left it active"
    assert len(threads_made(h)) == CAP, answers
    assert sum("threads opened in the last hour" in a for a in answers) == 6 - CAP, answers
    active = [
        c
        for c in h.fake.channels.values()
        if c.get("thread_metadata") and not c["thread_metadata"]["archived"]
    ]
    assert active == []
    h.time.advance(limits.RECENT_THREADS + 1)
    again = await h.cmd(ann, "game new", ch, game="toy", thread=True)
    assert "You opened" in again.reply_text(), again.reply_text()


async def test_new_addbot_start_loops_stay_within_the_cap(capped: Harness) -> None:
    h = capped
    ann = h.user("ann")
    answers = []
    for i in range(6):
        ch = await h.fake.create_channel(f"solo-{i}")
        made = await h.cmd(ann, "game new", ch, game="toy", seats=2)
        answers.append(made.reply_text())
        if "You opened" not in made.reply_text():
            continue
        await h.cmd(ann, "game addbot", ch)
        started = await h.cmd(ann, "game start", ch)
        assert "started" in started.reply_text(), started.reply_text()
    assert len(tables_of(h, ann, "running")) == CAP, answers
    assert sum("running with only you and bots" in a for a in answers) == 6 - CAP, answers


async def test_the_cap_counts_each_table_once_and_is_said_in_the_members_language(
    capped: Harness,
) -> None:
    """A table opened in a thread is one table (not also a thread); a game with another person
    is not piled up until they resign; the refusal follows the member's client language."""
    h = capped
    marie = h.user("marie", locale="fr")
    bob = h.user("bob")
    first = await h.cmd(marie, "game new", h.fake.general, game="toy", thread=True)
    assert "You opened" not in first.reply_text()  # French
    other = await h.fake.create_channel("side")
    await h.cmd(marie, "game new", other, game="toy")
    third = await h.fake.create_channel("third")
    refused = await h.cmd(marie, "game new", third, game="toy")
    text = refused.reply_text()
    assert "au plus 2" in text and "en attente" in text, text
    assert "waiting" not in text
    # a table with another person at it is not piled up: it is a game
    ch = await h.fake.create_channel("with-bob")
    bob_table = await h.cmd(bob, "game new", ch, game="toy", seats=2)
    assert "You opened" in bob_table.reply_text()
    await h.cmd(marie, "game join", ch)
    assert "started" in (await h.cmd(bob, "game start", ch)).reply_text()
    again = await h.cmd(bob, "game new", await h.fake.create_channel("bob-2"), game="toy")
    assert "You opened" in again.reply_text()
    await h.cmd(marie, "game resign", ch)  # now only bob plays there, beside a bot
    third = await h.cmd(bob, "game new", await h.fake.create_channel("bob-3"), game="toy")
    assert "running with only you and bots" in third.reply_text(), third.reply_text()


async def test_an_open_table_nobody_starts_is_closed_and_its_thread_archived(
    capped: Harness,
) -> None:
    h = capped
    ann = h.user("ann")
    made = await h.cmd(ann, "game new", h.fake.general, game="toy", thread=True)
    assert "You opened" in made.reply_text()
    thread = threads_made(h)[-1]
    assert h.bot is not None
    h.time.advance(h.bot.settings.open_table_hours * 3600 + 1)
    await h.until(lambda: h.fake.channels[thread]["thread_metadata"]["archived"])
    await h.delivered()
    assert any("Nobody started it" in m["content"] for m in h.fake.channel_messages(thread))
    assert h.fake.channels[thread]["thread_metadata"]["archived"]  # the post did not reopen it


@pytest.mark.parametrize("locale", ["en-US", "fr", "it"])
async def test_a_new_thread_at_the_servers_thread_cap_is_refused_and_leaves_nothing(
    harness: Harness, locale: str
) -> None:
    """Discord caps a server's active threads (160006 past it): ``/game new thread:true``
    then says why, in the member's language, and leaves no table nor thread behind."""
    h = harness
    await h.start()
    h.fake.active_thread_limit = 1
    h.fake.add_thread(h.fake.general, "busy")  # the one active thread the server may have
    ann = h.user("ann", locale=locale)
    channels = dict(h.fake.channels)
    refused = await h.cmd(ann, "game new", h.fake.general, game="toy", thread=True)
    assert refused.ephemeral and refused.reply_text() == t(locale, "thread-cap-reached")
    assert h.fake.channels == channels and not threads_made(h)[1:]
    assert not tables_of(h, ann, "open", "running")
    assert h.bot is not None and h.bot.service.table_at(f"discord:{h.fake.general}") is None


async def finish_toy_game(h: Harness, place: str, players: list[FakeUser]) -> None:
    """Play the table at ``place`` to its end, each move through the table service."""
    assert h.bot is not None
    service, table = h.bot.service, h.bot.service.table_at(place)
    while not table.game.is_over(table.state):
        seat = next(s for s in table.game.pending(table.state) if table.game.legal(table.state, s))
        action = table.game.legal(table.state, seat)[0]
        outcome = await service.move(place, str(players[seat].id), action, seat=seat)
        await h.bot.delivery.deliver(outcome.notices)
    await h.delivered()


async def test_a_finished_games_thread_is_archived_after_its_final_post(bot: Harness) -> None:
    """The thread ``/game new thread:true`` opened is archived once the game's final post is
    out (else every game would hold one of the server's capped active threads for ever); a
    thread someone else made for a table stays as it is."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    made = await h.cmd(ann, "game new", h.fake.general, game="toy", seats=2, thread=True)
    assert "You opened" in made.reply_text(), made.reply_text()
    thread = threads_made(h)[-1]
    await h.cmd(bob, "game join", thread)
    await h.cmd(ann, "game start", thread)
    own = await h.fake.create_thread(h.fake.general, "our own thread")
    await h.cmd(ann, "game new", own, game="toy", seats=2)
    await h.cmd(bob, "game join", own)
    await h.cmd(ann, "game start", own)
    await h.delivered()
    assert not h.fake.channels[thread]["thread_metadata"]["archived"]
    for place in (f"discord:{thread}", f"discord:{own}"):
        await finish_toy_game(h, place, [ann, bob])
    assert h.fake.channels[thread]["thread_metadata"]["archived"]
    last_post = max(
        i for i, r in enumerate(h.fake.requests) if r.path == f"/channels/{thread}/messages"
    )
    archived = [
        i
        for i, r in enumerate(h.fake.requests)
        if r.method == "PATCH" and r.path == f"/channels/{thread}"
    ]
    assert archived and archived[0] > last_post, "archived before the final post"
    assert not h.fake.channels[own]["thread_metadata"]["archived"]
