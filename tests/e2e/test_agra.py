"""End to end, a whole Agra game through the loopback Discord at 24 h per move: a
transformation's follow window is answered with the button posted in the channel (and offered
in the followers' DMs), the rest is played by each seat's bot straight through the table
service; rupee totals never reach the channel before the end."""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import all_text
from tests.e2e.test_discord_e2e import check_channel_images, open_table, table_of

pytestmark = pytest.mark.e2e


async def test_a_whole_agra_game_with_a_follow_window_answered_by_button(bot: Harness):
    h = bot
    h.speak_as_the_bot()  # moves go through the table service itself
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    followed = False
    # a deal is random: about 1 game in 10 has no follow window; a new table then
    for attempt in range(4):
        ch = h.fake.add_channel(f"agra-{attempt}")
        table, game, followed = await _play(h, ch, [ann, bob, cy])
        if followed:
            break
    assert followed
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "Final scores" in final
    # the final post tells each score once (the engine's final scoring line was told too)
    result = game.result(table.state)
    for player, score in zip(table.players, result.scores, strict=True):
        told = re.findall(rf"(?<!\w){re.escape(player.name)}\W+{score}(?!\w)", final)
        assert len(told) == 1, final
    # a post says once what the player to act decides (the headline said it again)
    for post in h.fake.channel_messages(ch):
        calls = [line for line in post["content"].splitlines() if line.startswith("<@")]
        for line in calls:
            asked = line.rsplit(": ", 1)[-1]
            alike = sum(call.endswith(asked) for call in calls)  # a window asks each follower
            assert post["content"].count(asked) == alike, post["content"]
            assert "P1" not in line and "P2" not in line and "P3" not in line, line  # names
    check_channel_images(h)
    # what each seat alone read (its rupees, its tiles) never appeared in the channel
    public_text = all_text(h.fake.public_messages())
    public_log = set(game.log(table.state, None))
    private = [line for s in range(3) for line in set(game.log(table.state, s)) - public_log]
    assert private
    for line in private:
        assert table.named(line) not in public_text, line


async def _play(h: Harness, ch: int, players: list) -> tuple:
    await open_table(h, "agra", players, ch, seats=3, speed="24h")
    table = table_of(h, ch)
    game = table.game
    followed = False
    steps = 0
    while not game.is_over(table.state):
        steps += 1
        assert steps < 6000
        pending = game.pending(table.state)
        seat = next(s for s in pending if game.legal(table.state, s))
        if not followed and len(pending) > 1 and "follow" in game.legal(table.state, seat):
            # a follow window: every eligible player is mentioned, with a button each
            post = h.fake.channel_messages(ch)[-1]
            for s in pending:
                assert f"<@{table.players[s].user_id}>" in post["content"]
            user = h.fake.users[int(table.players[seat].user_id)]
            dm = h.fake.dms_to(user)[-1]
            assert "follow" in all_text([dm]).lower() and dm["components"]  # in the DM too
            button = next(
                c
                for row in post["components"]
                for c in row["components"]
                if c["custom_id"].split(":")[4] == str(seat)
                and c.get("label", "").startswith(("Follow", "follow"))
            )
            pressed = await h.press(user, int(post["id"]), button["custom_id"])
            assert "Played `follow`" in pressed.reply_text(), pressed.reply_text()
            followed = True
            continue
        action = game.make_bot(f"a{steps}").choose(game, table.state, seat)
        outcome = await h.bot.service.move(
            f"discord:{ch}", table.players[seat].user_id, action, seat=seat
        )
        await h.bot.delivery.deliver(outcome.notices)
    await h.delivered()
    return table, game, followed
