"""End to end, a whole Emira game through the loopback Discord: the secret keep-1-of-3
at setup made with the private-choice button, a numeric bid typed with ``/move``, the rest played
by each seat's bot straight through the table service; no secret reaches the channel."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import all_text
from tests.e2e.test_discord_e2e import check_channel_images, open_table, table_of

pytestmark = pytest.mark.e2e


async def test_a_whole_emira_game(bot: Harness):
    h = bot
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    ch = h.fake.general
    await open_table(h, "emira", [ann, bob, cy], seats=3)
    table = table_of(h, ch)
    game = table.game
    # setup: all three keep 1 of 3 event cards at once, secretly; ann uses the buttons
    assert sorted(game.pending(table.state)) == [0, 1, 2]
    post = next(m for m in reversed(h.fake.channel_messages(ch)) if m["components"])
    ann_seat = table.seats_of(str(ann.id))[0]
    private = next(
        c
        for row in post["components"]
        for c in row["components"]
        if c["custom_id"].startswith("cs:p:") and c["custom_id"].split(":")[4] == str(ann_seat)
    )
    opened = await h.press(ann, int(post["id"]), private["custom_id"])
    choices = [c for row in opened.replies[-1]["components"] for c in row["components"]]
    assert opened.ephemeral and choices and not choices[0]["custom_id"].startswith("cs:p:")
    if choices[0]["type"] == 3:
        value = choices[0]["options"][0]["value"]
        kept = await h.press(ann, int(opened.replies[-1]["id"]), choices[0]["custom_id"], [value])
    else:
        kept = await h.press(ann, int(opened.replies[-1]["id"]), choices[0]["custom_id"])
    assert "Played" in kept.reply_text(), kept.reply_text()
    typed_bid = False
    steps = 0
    while not game.is_over(table.state):
        steps += 1
        assert steps < 5000
        seat = next(s for s in game.pending(table.state) if game.legal(table.state, s))
        user_id = table.players[seat].user_id
        spec = game.numeric(table.state, seat)
        if spec is not None and not typed_bid:
            amounts = [n for n in range(spec.min, spec.max + 1, spec.step)]
            menu = set(game.legal(table.state, seat))
            off_menu = [n for n in amounts if spec.text(n) not in menu]
            if off_menu:  # an amount only typing can give
                user = h.fake.users[int(user_id)]
                choices = await h.choices(user, spec.text(off_menu[0]), ch)
                assert choices[0]["value"] == spec.text(off_menu[0])
                played = await h.cmd(user, "move", ch, action=spec.text(off_menu[0]))
                assert "Played `bid" in played.reply_text(), played.reply_text()
                typed_bid = True
                continue
        action = game.make_bot(f"e{steps}").choose(game, table.state, seat)
        outcome = await h.bot.service.move(f"discord:{ch}", user_id, action, seat=seat)
        await h.bot.delivery.deliver(outcome.notices)
    await h.delivered()
    assert typed_bid
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "Final scores" in final
    check_channel_images(h)
    # what each seat alone read (its cards, what it saw) never appeared in the channel
    public_text = all_text(h.fake.public_messages())
    public_log = set(game.log(table.state, None))
    private_lines = 0
    for seat in range(3):
        for line in set(game.log(table.state, seat)) - public_log:
            private_lines += 1
            assert table.named(line) not in public_text, line
    assert private_lines > 0
