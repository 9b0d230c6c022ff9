"""End to end, DM channels remembered in the database: a restart does not open a DM channel
again for each player of the next round (each open is a counted request; 200 players would
cost 200 of a round's requests)."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Harness, play_to_end

pytestmark = [pytest.mark.e2e, pytest.mark.both_stores]  # on SQLite and on PostgreSQL


async def test_after_a_restart_a_new_rounds_dms_open_no_dm_channel(bot: Harness) -> None:
    h = bot
    ch = h.fake.general
    org = h.user("org", moderator=True)
    players = [h.user(name) for name in ("ann", "bob", "cy", "dan")]
    options = dict(game="toy", format="swiss", table_size=2, rounds=2, speed="untimed")
    await h.cmd(org, "tournament new", ch, **options, name="Cup")
    for p in players:
        await h.cmd(p, "tournament join", ch)
    await h.cmd(org, "tournament start", ch)
    assert h.bot is not None and h.bot.tournaments is not None
    await h.bot.tournaments.settle()
    await h.delivered()
    opened = h.fake.dm_channel_opens
    dms = {u for u in h.fake.dm_channels.values()}
    assert opened == len(dms) == 4, (opened, dms)  # one each, in round 1
    await h.restart()
    runner = h.bot.tournaments
    await runner.settle()
    await h.delivered()
    t = await runner.get(1)
    for row in t.current_tables():
        await play_to_end(h, row.place or "", seed="d")
    await runner.settle()
    await h.delivered()
    t = await runner.get(1)
    assert t.round == 2
    sent = len(h.fake.requests_to("POST", r"^/channels/\d+/messages$"))
    for row in t.current_tables():
        await play_to_end(h, row.place or "", seed="d")
    await runner.settle()
    await h.delivered()
    to_dms = [
        r
        for r in h.fake.requests_to("POST", r"^/channels/\d+/messages$")[sent:]
        if int(r.path.split("/")[2]) in h.fake.dm_channels
    ]
    assert to_dms, "round 2 sent no DM"
    assert h.fake.dm_channel_opens == opened  # round 2 after the restart: none opened again
