"""End to end, a community tournament (issue 12): a 7-player Swiss tournament of Almadi at tables
of 3–4 over 2 rounds, run through the loopback Discord — a thread per table, the next round
paired by itself, final standings and a podium."""

from __future__ import annotations

import pytest

from games.core import RandomBot
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import all_text

pytestmark = pytest.mark.e2e


async def play_out(h: Harness, place: str, via_discord: bool) -> None:
    """Finish the game at ``place`` with each player's bot choosing; the first move of a table
    goes through ``/move`` like a player's, the rest straight to the table service."""
    bot = h.bot
    assert bot is not None
    table = bot.service.table_at(place)
    n = 0
    while table.status == "running":
        seat = next(s for s in table.game.pending(table.state) if table.game.legal(table.state, s))
        user_id = table.players[seat].user_id
        action = RandomBot(f"t{n}").choose(table.game, table.state, seat)
        if via_discord and n == 0:
            user = h.fake.users[int(user_id)]
            channel = int(place.split(":")[1])
            played = await h.cmd(user, "move", channel, action=action)
            assert "Played" in played.reply_text(), played.reply_text()
        else:
            outcome = await bot.service.move(place, user_id, action, seat=seat)
            await bot.delivery.deliver(outcome.notices)
        n += 1


async def test_a_small_swiss_tournament_runs_by_itself(bot: Harness):
    h = bot
    ch = h.fake.general
    org = h.user("org", moderator=True)
    players = [h.user(name) for name in ("ann", "bob", "cy", "dan", "eve", "fay", "gus")]
    refused = await h.cmd(
        players[0],
        "tournament new",
        ch,
        game="almadi",
        format="swiss",
        table_size=4,
        min_table_size=3,
        rounds=2,
        speed="untimed",
    )
    assert refused.ephemeral and "organiser" in refused.reply_text()
    made = await h.cmd(
        org,
        "tournament new",
        ch,
        game="almadi",
        format="swiss",
        table_size=4,
        min_table_size=3,
        rounds=2,
        speed="untimed",
        name="Autumn cup",
    )
    assert "open for registration" in made.reply_text(), made.reply_text()
    for p in players:
        joined = await h.cmd(p, "tournament join", ch)
        assert "registered" in joined.reply_text(), joined.reply_text()
    started = await h.cmd(org, "tournament start", ch)
    assert "has started" in started.reply_text(), started.reply_text()
    runner = h.bot.tournaments
    rounds_seen = []
    for round_no in (1, 2):
        await runner.settle()
        await h.delivered()
        t = await runner.get((await runner.get(1)).id)
        assert t.round == round_no
        tables = t.current_tables()
        assert sorted(len(r.entries) for r in tables) == [3, 4]
        rounds_seen.append([sorted(r.entries) for r in tables])
        for row in tables:  # each table is a new thread of the tournament's channel
            thread = int(row.place.split(":")[1])
            assert h.fake.channels[thread]["type"] == 11
            assert h.fake.channels[thread]["parent_id"] == str(ch)
            assert any("begins" in m["content"] for m in h.fake.channel_messages(thread))
        posts = all_text(h.fake.channel_messages(ch))
        assert f"round {round_no}" in posts and "Table 1:" in posts
        for i, row in enumerate(tables):
            await play_out(h, row.place, via_discord=(i == 0))
    await runner.settle()
    await h.delivered()
    t = await runner.get(1)
    assert t.status == "finished"
    everyone = sorted(e for tables in rounds_seen for r in tables for e in r)
    assert everyone == sorted(list(range(1, 8)) * 2)  # all seven played both rounds
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "is over" in final and "🥇" in final and "🥈" in final and "🥉" in final
    standings = await h.cmd(players[0], "tournament standings", ch)
    text = standings.reply_text()
    assert "standings after round 2" in text and text.count(" pts") == 7
    assert standings.replies[-1]["_files"][0][0] == "standings.png"
    board = await h.cmd(players[0], "leaderboard", ch, game="almadi")
    assert "leaderboard" in board.reply_text() and "ann" in board.reply_text()
    profile = await h.cmd(players[1], "profile", ch, game="almadi")
    assert "2 games" in profile.reply_text() and "rating" in profile.reply_text()
