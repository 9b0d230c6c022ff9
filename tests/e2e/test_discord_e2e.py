"""End to end: the real discord.py client of our bot against the loopback fake Discord."""

from __future__ import annotations

import asyncio
import copy
import io
import json
import random
import re

import pytest
from PIL import Image

from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeUser, all_text, component_ids

pytestmark = pytest.mark.e2e

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
TOY_SECRET = re.compile(r"\bsecret [123]\b|You chose")


# -- helpers ----------------------------------------------------------------------------------
def table_of(h: Harness, channel: int):
    assert h.bot is not None
    return h.bot.service.table_at(f"discord:{channel}")


def user_for_seat(h: Harness, channel: int, seat: int) -> FakeUser:
    uid = int(table_of(h, channel).players[seat].user_id)
    return h.fake.users[uid]


async def open_table(
    h: Harness, game: str, players: list[FakeUser], channel: int | None = None, **options
) -> None:
    channel = channel or h.fake.general
    created = await h.cmd(players[0], "game new", channel, game=game, **options)
    assert not created.replies[0]["content"].startswith("Unknown"), created.reply_text()
    for p in players[1:]:
        await h.cmd(p, "game join", channel)
    started = await h.cmd(players[0], "game start", channel)
    assert "started" in started.reply_text(), started.reply_text()


def check_channel_images(h: Harness) -> int:
    """Every image anyone can see in the guild was drawn from a public view."""
    count = 0
    for msg in h.fake.public_messages():
        for _name, data in msg.get("_files", []):
            assert h.spy.viewer_for(data) is None, f"non-public image in {msg['content'][:80]}"
            count += 1
    return count


async def play_toy_turn_by_autocomplete(h: Harness, channel: int, rnd: random.Random) -> None:
    table = table_of(h, channel)
    seat = table.game.pending(table.state)[0]
    user = user_for_seat(h, channel, seat)
    choices = await h.choices(user, "", channel)
    assert 0 < len(choices) <= 25
    reply = await h.cmd(user, "move", channel, action=rnd.choice(choices)["value"])
    assert reply.ephemeral and "Played" in reply.reply_text(), reply.reply_text()


def hidden_characters(table) -> set[str]:
    """Ids and names of Almadi characters dealt or in hand that the public view does not show."""
    public_dump = json.dumps(table.public_view()).lower()
    found: set[str] = set()
    for seat in range(len(table.players)):
        private = table.view_for(seat)["private"] or {}
        cards = (private.get("hand") or []) + (private.get("dealt") or [])
        found |= {c["id"] for c in cards} | {c["name"] for c in cards}
    return {s for s in found if s.lower() not in public_dump}


def latest_with_components(h: Harness, channel: int) -> dict:
    msgs = [m for m in h.fake.channel_messages(channel) if m["components"]]
    assert msgs, "no message with components"
    return msgs[-1]


def buttons_for(h: Harness, channel: int, seat: int) -> dict:
    """The newest message offering ``seat`` its current decision: the channel's post, or — while
    its player goes on with a turn (one post per turn) — the reply to their last step."""

    def mine(m: dict) -> bool:
        ids = component_ids(m)
        return int(m["channel_id"]) == channel and any(i.split(":")[4] == str(seat) for i in ids)

    replies = [m for inter in h.fake.interactions.values() for m in inter.replies]
    msgs = [m for m in [*h.fake.channel_messages(channel), *replies] if mine(m)]
    assert msgs, f"no message offers seat {seat} a decision"
    return max(msgs, key=lambda m: int(m["id"]))


# -- (1) start: board, DMs, mention -----------------------------------------------------------
async def test_almadi_start_board_dms_and_mention(harness: Harness):
    h = harness
    h.spy.real = True  # the real renderer for this one
    await h.start()
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    await open_table(h, "almadi", [ann, bob, cy], seats=3)
    posts = h.fake.channel_messages(h.fake.general)
    board_post = next(m for m in posts if "begins" in m["content"])
    ((name, data),) = board_post["_files"]
    assert name == "board.png" and data.startswith(PNG_SIGNATURE)
    image = Image.open(io.BytesIO(data))
    image.verify()
    assert min(Image.open(io.BytesIO(data)).size) >= 300
    # the image is described by the public board's text, within Discord's 1,024 characters
    from bot.ops import alt_text

    table = table_of(h, h.fake.general)
    (attached,) = board_post["attachments"]
    alt = attached.get("description") or ""
    assert 100 < len(alt) <= 1024 and alt.endswith(
        "/game board text:True\nAny word of it: /explain"
    ), alt
    assert alt.split("\n")[0] in alt_text.board_words(table.public_view(), table.names)
    # and the whole board in words, for the caller alone, beside the image
    asked = await h.cmd(bob, "game board", text=True)
    assert asked.ephemeral
    files = dict(asked.replies[-1]["_files"])
    assert sorted(files) == ["board.png", "board.txt"]
    assert files["board.txt"].decode() == alt_text.board_words(table.public_view(), table.names)
    # each player got a DM with their private view (text + image), described by that view
    for user in (ann, bob, cy):
        dms = h.fake.dms_to(user)
        assert dms, f"no DM for {user.name}"
        assert "private view" in dms[0]["content"]
        ((_, dm_png),) = dms[0]["_files"]
        assert dm_png.startswith(PNG_SIGNATURE)
        assert 0 < len(dms[0]["attachments"][0].get("description") or "") <= 1024
    assert not h.fake.violations
    # the player to act is mentioned, and only they are pinged
    (seat,) = table.game.pending(table.state)
    actor = user_for_seat(h, h.fake.general, seat)
    assert f"<@{actor.id}>" in board_post["content"]
    assert [str(u) for u in board_post["_allowed_mentions"]["users"]] == [str(actor.id)]
    assert check_channel_images(h) >= 1
    assert all(v["viewer"] is None for v in h.spy.calls if v is not None) is False  # DMs drawn
    assert {v["viewer"] for v in h.spy.calls} == {None, 0, 1, 2}


# -- (2) complete games -----------------------------------------------------------------------
async def test_toy_game_to_the_end_with_autocomplete_buttons_and_selects(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    await open_table(h, "toy", [ann, bob], seats=2)
    ch = h.fake.general
    # secrets chosen with the buttons the bot posted
    msg = latest_with_components(h, ch)
    ids = component_ids(msg)
    assert ids == [f"cs:b:{table_of(h, ch).id}:0:{s}:{i}" for s in (0, 1) for i in range(3)]
    posts = len(h.fake.channel_messages(ch))
    pressed = await h.press(ann, int(msg["id"]), ids[2])  # ann: secret 3
    assert pressed.ephemeral and "Played `secret 3`" in pressed.reply_text()
    # the buttons stay (removing them was an edit per move, half the counted requests); ann's
    # are spent now, refused with a pointer to the latest message
    stale = await h.press(ann, int(msg["id"]), ids[1])
    assert stale.ephemeral and "earlier position" in stale.reply_text()
    # one post announced the window: bob answers with its buttons, no post in between
    await h.delivered()
    assert len(h.fake.channel_messages(ch)) == posts
    await h.press(bob, int(msg["id"]), ids[3])  # bob: secret 1
    assert table_of(h, ch).state["secret"] == [3, 1]
    # then alternate: buttons for ann, autocomplete + /move for bob
    rnd = random.Random(7)
    while not table_of(h, ch).game.is_over(table_of(h, ch).state):
        table = table_of(h, ch)
        seat = table.game.pending(table.state)[0]
        if seat == 0:
            msg = latest_with_components(h, ch)
            await h.press(ann, int(msg["id"]), component_ids(msg)[1])
        else:
            await play_toy_turn_by_autocomplete(h, ch, rnd)
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "Final scores" in final and "secret" in final and "added" in final
    assert re.search(r"1\. (ann|bob).*\*\*\d+\*\*", final)
    assert "Winner" in final
    # before the end, no public text told anyone's secret number
    for m in h.fake.public_messages():
        if "Final scores" not in m["content"]:
            assert not TOY_SECRET.search(m["content"]), m["content"]
    check_channel_images(h)


async def test_toy_select_menu_for_long_labels(bot: Harness, monkeypatch):
    """A decision with long labels is offered as a select; choosing works."""
    from tests.support.toy_game import ToyGame

    monkeypatch.setattr(
        ToyGame,
        "describe",
        lambda self, state, seat, action, locale="en": (
            f"{action} — a long description of this choice, for the select menu"
        ),
    )
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    await open_table(h, "toy", [ann, bob], seats=2)
    msg = latest_with_components(h, h.fake.general)
    selects = [c for row in msg["components"] for c in row["components"] if c["type"] == 3]
    assert len(selects) == 2 and len(selects[0]["options"]) == 3
    chosen = await h.press(ann, int(msg["id"]), selects[0]["custom_id"], ["1"])
    assert "Played `secret 2`" in chosen.reply_text()
    assert table_of(h, h.fake.general).state["secret"][0] == 2


async def test_full_almadi_game_with_characters(bot: Harness):
    """A whole 2-player Almadi game (Characters variant) through the fake: moves picked from
    autocomplete, some through the posted buttons/selects; secrets never appear in public."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "almadi", [ann, bob], seats=2, characters=True)
    rnd = random.Random(11)
    steps = 0
    seen_public = 0
    private_routes = 0
    while True:
        table = table_of(h, ch)
        if table.game.is_over(table.state):
            break
        steps += 1
        assert steps < 400
        seat = table.game.pending(table.state)[0]
        user = user_for_seat(h, ch, seat)
        # what this seat must keep secret right now
        secrets = hidden_characters(table)
        assert secrets or steps > 3  # the dealt characters are secret from the start
        msg = buttons_for(h, ch, seat)
        mine = [c for row in msg["components"] for c in row["components"]]
        mine = [c for c in mine if c["custom_id"].split(":")[4] == str(seat)]
        if steps % 3 == 0 and mine:
            comp = rnd.choice(mine)
            if comp["custom_id"].startswith("cs:p:"):
                private_routes += 1
                opened = await h.press(user, int(msg["id"]), comp["custom_id"])
                assert opened.ephemeral and opened.original["components"]
                continue  # (the choices arrived ephemerally; play by /move below next time)
            if comp["type"] == 3:
                values = [o["value"] for o in comp["options"] if o["value"] != "more"]
                reply = await h.press(user, int(msg["id"]), comp["custom_id"], [rnd.choice(values)])
            else:
                reply = await h.press(user, int(msg["id"]), comp["custom_id"])
        else:
            choices = await h.choices(user, "", ch)
            assert 0 < len(choices) <= 25
            reply = await h.cmd(user, "move", ch, action=rnd.choice(choices)["value"])
        assert reply.ephemeral and "Played" in reply.reply_text(), reply.reply_text()
        # a character recruited now became public; at the end, final scoring may name them
        over = table.game.is_over(table.state)
        secrets = set() if over else secrets & hidden_characters(table)
        new_public = h.fake.public_messages()[seen_public:]
        seen_public += len(new_public)
        text = all_text(new_public) + json.dumps([m["components"] for m in new_public])
        for secret in secrets:
            assert secret not in text, f"{secret} leaked publicly"
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "Final scores" in final and "Winner" in final
    assert re.search(r"1\. (ann|bob)", final)
    assert private_routes >= 1  # the secret "keep" choice was offered privately
    assert steps >= 60, steps  # really a whole game (2 players × 16 turns, several steps each)
    print(f"almadi: {steps} steps, {len(h.fake.requests)} requests")
    assert len(await h.bot.service.log_of(table_of(h, ch).id)) == table_of(h, ch).seq
    check_channel_images(h)


async def test_full_al_rashid_game(bot: Harness):
    """A whole 2-player Al-Rashid game through the fake: out-of-turn deciders are mentioned,
    moves come from autocomplete and the posted buttons/selects, battle commitments (which show
    hand values) are only offered privately, and no private log line appears in public."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "al-rashid", [ann, bob], seats=2)
    rnd = random.Random(5)
    steps = 0
    while True:
        table = table_of(h, ch)
        if table.game.is_over(table.state):
            break
        steps += 1
        assert steps < 3000
        seat = table.game.pending(table.state)[0]
        user = user_for_seat(h, ch, seat)
        msg = buttons_for(h, ch, seat)
        if not msg["flags"] & 64:  # a post (not the reply to their own last step)
            assert f"<@{user.id}>" in msg["content"]  # whoever decides next is mentioned
        mine = [c for row in msg["components"] for c in row["components"]]
        mine = [c for c in mine if c["custom_id"].split(":")[4] == str(seat)]
        if steps % 4 == 0 and mine and not mine[0]["custom_id"].startswith("cs:p:"):
            comp = rnd.choice(mine)
            if comp["type"] == 3:
                values = [o["value"] for o in comp["options"] if o["value"] != "more"]
                reply = await h.press(user, int(msg["id"]), comp["custom_id"], [rnd.choice(values)])
            else:
                reply = await h.press(user, int(msg["id"]), comp["custom_id"])
        else:
            choices = await h.choices(user, "", ch)
            assert 0 < len(choices) <= 25
            reply = await h.cmd(user, "move", ch, action=rnd.choice(choices)["value"])
        assert reply.ephemeral and "Played" in reply.reply_text(), reply.reply_text()
    table = table_of(h, ch)
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "Final scores" in final and "family" in final
    public_text = all_text(h.fake.public_messages())
    public_components = json.dumps([m["components"] for m in h.fake.public_messages()])
    assert '"commit ' not in public_components and '"remove ' not in public_components
    public_log = set(table.game.log(table.state, None))
    for seat in range(2):
        for line in set(table.game.log(table.state, seat)) - public_log:
            assert table.named(line) not in public_text, f"private line leaked: {line}"
    check_channel_images(h)
    print(f"al-rashid: {steps} steps")


# -- (3) refusals -----------------------------------------------------------------------------
async def test_refusals_are_ephemeral_and_change_nothing(bot: Harness):
    h = bot
    ann, bob, eve = h.user("ann"), h.user("bob"), h.user("eve")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "move", ch, action="secret 2")
    await h.cmd(bob, "move", ch, action="secret 1")
    table = table_of(h, ch)
    log_before = await h.bot.service.log_of(table.id)
    public_before = len(h.fake.public_messages())
    msg = latest_with_components(h, ch)
    cases = [
        (h.cmd(bob, "move", ch, action="add 1"), "not your turn"),
        (h.cmd(eve, "move", ch, action="add 1"), "not playing"),
        (h.cmd(ann, "move", ch, action="jump 4"), "not a secret sums move"),
        (h.cmd(ann, "move", ch, action="add 3"), "allowed now"),
        (h.cmd(eve, "game start", ch), "already started"),
        (h.cmd(eve, "game cancel", ch), "only the table's creator"),
        (h.cmd(eve, "hand", ch), "no seat"),
        (h.press(bob, int(msg["id"]), component_ids(msg)[0]), "these buttons are for ann"),
    ]
    for sending, expected in cases:
        inter = await sending
        assert inter.ephemeral, inter.replies
        assert expected in inter.reply_text().lower(), inter.reply_text()
    # the autocomplete offers nothing to those who cannot move
    assert await h.choices(bob, "", ch) == []
    assert await h.choices(eve, "", ch) == []
    assert await h.bot.service.log_of(table.id) == log_before
    assert len(h.fake.public_messages()) == public_before
    # an empty /move or /move help lists the legal moves
    helped = await h.cmd(ann, "move", ch)
    assert (
        helped.ephemeral and "`add 1`" in helped.reply_text() and "`add 2`" in helped.reply_text()
    )
    # a moderator may cancel
    mod = h.user("mod", moderator=True)
    cancelled = await h.cmd(mod, "game cancel", ch)
    assert "cancelled" in cancelled.reply_text().lower()
    assert "cancelled" in h.fake.channel_messages(ch)[-1]["content"]


# -- (4) DMs closed ---------------------------------------------------------------------------
async def test_closed_dms_noticed_once_and_hand_works(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob", dms_closed=True)
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "move", ch, action="secret 2")
    await h.cmd(bob, "move", ch, action="secret 3")
    rnd = random.Random(3)
    for _ in range(3):
        await play_toy_turn_by_autocomplete(h, ch, rnd)
    bob_dm_channels = [c for c, u in h.fake.dm_channels.items() if u == bob.id]
    attempts = [
        r for c in bob_dm_channels for r in h.fake.requests_to("POST", rf"/channels/{c}/messages$")
    ]
    assert len(attempts) == 1 and attempts[0].status == 403
    notes = [m for m in h.fake.channel_messages(ch) if "/hand" in m["content"]]
    assert len(notes) == 1 and f"<@{bob.id}>" in notes[0]["content"]
    assert await h.bot.store.dm_closed(str(bob.id))
    hand = await h.cmd(bob, "hand", ch)
    assert hand.ephemeral
    text = hand.reply_text()
    assert "private view" in text
    files = [f for m in hand.replies for f in m.get("_files", [])]
    assert files and files[0][1].startswith(PNG_SIGNATURE)
    assert h.spy.viewer_for(files[0][1]) == 1
    # ann still gets DMs
    assert len(h.fake.dms_to(ann)) >= 2


# -- (5) restart ------------------------------------------------------------------------------
async def test_restart_resumes_game_and_old_buttons_work(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2, options="target=6")
    await h.cmd(ann, "move", ch, action="secret 1")
    before_msg = latest_with_components(h, ch)  # the window's post: bob's buttons still stand
    before_snapshot = copy.deepcopy(before_msg)
    before_ids = component_ids(before_snapshot)[3:]  # bob's
    old_bot = await h.restart()
    assert old_bot is h.bot
    assert table_of(h, ch).seq == 1
    pressed = await h.press(bob, int(before_msg["id"]), before_ids[1])
    assert "Played `secret 2`" in pressed.reply_text()
    rnd = random.Random(5)
    await play_toy_turn_by_autocomplete(h, ch, rnd)
    # stop in the middle again, and finish with a fresh instance
    await h.restart()
    while not table_of(h, ch).game.is_over(table_of(h, ch).state):
        await play_toy_turn_by_autocomplete(h, ch, rnd)
    assert "Final scores" in h.fake.channel_messages(ch)[-1]["content"]
    # old buttons stay on old messages (no edit per move); pressed after the game, refused
    stale = await h.run(
        h.fake.press(bob, int(before_msg["id"]), before_ids[0], as_seen=before_snapshot)
    )
    assert stale.ephemeral and "no longer running" in stale.reply_text()


async def test_undelivered_notices_are_sent_after_a_restart(bot: Harness, monkeypatch):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    table = table_of(h, ch)
    # moves committed while the bot could not post (crash between commit and delivery)
    await h.bot.service.move(f"discord:{ch}", str(ann.id), "secret 3")
    outcome = await h.bot.service.move(f"discord:{ch}", str(bob.id), "secret 1")
    assert outcome.notices and await h.bot.service.undelivered()
    before = len(h.fake.channel_messages(ch))
    await h.restart()
    await h.delivered()  # the backlog goes out once connected
    assert await h.bot.service.undelivered() == []
    assert len(h.fake.channel_messages(ch)) == before + 1
    assert table_of(h, ch).seq == table.seq


# -- (6) deadlines ----------------------------------------------------------------------------
async def test_every_interaction_is_acknowledged_in_time_with_slow_rendering(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    h.spy.delay = 3.5
    msg = latest_with_components(h, ch)
    sent = await asyncio.gather(
        h.run(h.fake.command(ann, ch, "game board"), settle=False),
        h.run(h.fake.command(bob, ch, "hand"), settle=False),
        h.run(h.fake.press(ann, int(msg["id"]), component_ids(msg)[0]), settle=False),
        h.run(h.fake.command(bob, ch, "move", action="secret 2"), settle=False),
        h.run(h.fake.autocomplete(ann, ch, "move", "action", action=""), settle=False),
    )
    await h.settle()
    for inter in h.fake.interactions.values():
        assert inter.ack_delay is not None and inter.ack_delay < 3.0, inter
    board, hand = sent[0], sent[1]
    assert not board.ephemeral and board.replies[0]["_files"]
    assert hand.ephemeral and hand.replies[0]["_files"]
    assert table_of(h, ch).state["secret"] == [1, 2]
    check_channel_images(h)


# -- (7) concurrency ------------------------------------------------------------------------
async def test_two_channels_concurrent_and_ordered_and_deduplicated(bot: Harness):
    h = bot
    fake = h.fake
    ch1, ch2 = fake.general, fake.add_channel("second")
    # the bot learns the new channel through interactions (no GUILD_CREATE needed)
    ann, bob, cy, dan = (h.user(n) for n in ("ann", "bob", "cy", "dan"))
    await asyncio.gather(
        open_table(h, "toy", [ann, bob], ch1, seats=2, options="target=5"),
        open_table(h, "toy", [cy, dan], ch2, seats=2, options="target=7"),
    )
    assert table_of(h, ch1).options["target"] == 5 and table_of(h, ch2).options["target"] == 7
    # two moves delivered at once in one channel apply in arrival order
    first = fake.command(bob, ch1, "move", action="secret 1")
    second = fake.command(ann, ch1, "move", action="secret 3")
    third = fake.command(dan, ch2, "move", action="secret 2")
    fourth = fake.command(cy, ch2, "move", action="secret 2")
    await asyncio.gather(*(h.run(x, settle=False) for x in (first, second, third, fourth)))
    await h.settle()
    log1 = await h.bot.service.log_of(table_of(h, ch1).id)
    log2 = await h.bot.service.log_of(table_of(h, ch2).id)
    assert log1 == [(1, "secret 1"), (0, "secret 3")]
    assert log2 == [(1, "secret 2"), (0, "secret 2")]
    posts1 = [m["content"] for m in fake.channel_messages(ch1)]
    # the window's answers, told in one post when it closes, in the order they came
    assert posts1[-1].split("\n")[:2] == [
        "• bob chose a secret number.",
        "• ann chose a secret number.",
    ]
    # nothing of one game shows up in the other channel
    assert not any("Counter: 0" in p and "cy" in p for p in posts1)
    assert all("ann" not in m["content"] for m in fake.channel_messages(ch2))
    # a duplicated interaction applies once
    move = await h.cmd(ann, "move", ch1, action="add 2")
    posts_before = len(fake.public_messages())
    again = await h.run(fake.redeliver(move))
    assert "already applied" in again.reply_text() and again.ephemeral
    assert len(await h.bot.service.log_of(table_of(h, ch1).id)) == 3
    assert len(fake.public_messages()) == posts_before
    # both games still finish independently
    rnd = random.Random(1)
    for ch in (ch1, ch2):
        while not table_of(h, ch).game.is_over(table_of(h, ch).state):
            await play_toy_turn_by_autocomplete(h, ch, rnd)
        assert "Final scores" in fake.channel_messages(ch)[-1]["content"]


# -- rate limits and limits -------------------------------------------------------------------
async def test_a_429_is_waited_out(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    h.fake.rate_limit("POST", rf"/channels/{h.fake.general}/messages$", times=1, retry_after=0.2)
    await open_table(h, "toy", [ann, bob], seats=2)
    limited = [r for r in h.fake.requests if r.status == 429]
    assert len(limited) == 1
    contents = [m["content"] for m in h.fake.channel_messages(h.fake.general)]
    assert any("opened" in c for c in contents) and any("begins" in c for c in contents)


# -- bot seats, rules, leaving ------------------------------------------------------------------
async def test_bot_seat_rules_and_leave(bot: Harness):
    h = bot
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    ch = h.fake.general
    await h.cmd(ann, "game new", ch, game="toy", seats=3, options="target=8")
    await h.cmd(cy, "game join", ch)
    left = await h.cmd(cy, "game leave", ch)
    assert left.ephemeral and "left" in left.reply_text()
    refused = await h.cmd(bob, "game addbot", ch)
    assert refused.ephemeral and "creator" in refused.reply_text()
    added = await h.cmd(ann, "game addbot", ch)
    assert "Bot 1" in added.reply_text()
    status = await h.cmd(bob, "game status", ch)
    assert status.ephemeral and "Bot 1 (bot)" in status.reply_text()
    await h.cmd(ann, "game start", ch)
    rules = await h.cmd(bob, "rules", ch, game="almadi")
    assert rules.ephemeral and "Almadi" in rules.reply_text()
    games = await h.run(h.fake.autocomplete(bob, ch, "game new", "game", game="al"))
    assert {c["value"] for c in games.choices} == {"almadi", "al-rashid"}
    rnd = random.Random(2)
    await h.cmd(ann, "move", ch, action="secret 2")
    while not table_of(h, ch).game.is_over(table_of(h, ch).state):
        await play_toy_turn_by_autocomplete(h, ch, rnd)
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "Final scores" in final and "Bot 1" in final
    # the table stays visible once finished
    board = await h.cmd(bob, "game board", ch)
    assert not board.ephemeral and "Final scores" in board.reply_text()


async def test_every_deferred_answer_replaces_its_thinking_message(bot: Harness):
    """After a defer, Discord shows "thinking…" until the original response is edited; a
    follow-up is a message beside it. A command, a board with its image, a button press and a
    refusal each answer in place of their loading message."""
    h = bot
    ann, bob, eve = h.user("ann"), h.user("bob"), h.user("eve")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2)
    msg = buttons_for(h, ch, 0)
    cases = [
        await h.cmd(eve, "game join", ch),  # deferred: a refusal (the game runs)
        await h.cmd(ann, "game board", ch),  # deferred for its image
        await h.press(ann, int(msg["id"]), component_ids(msg)[0]),  # deferred: a move
        await h.cmd(ann, "move", ch, action="help"),  # deferred: the legal moves
    ]
    for inter in cases:
        assert inter.ack_type == 5, inter.data
        assert not inter.thinking and not inter.followups, inter.replies
        assert inter.original is not None and inter.original["content"], inter.replies
    assert cases[1].original["_files"]  # the board image is in the edited response
