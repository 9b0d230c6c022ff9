"""Commands named in the bot's text are command mentions ``</game join:id>`` with the ids Discord
gave the synced commands (fetched again after a restart, when nothing is synced), so every
client shows them in its own language; the fake refuses a mention of no registered command, of
a missing subcommand, in raw text (components, alt text), and a path written as text."""

from __future__ import annotations

import pytest

from bot.discord.mentions import Mentions
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e


def _ids(fake: FakeDiscord) -> dict[str, str]:
    return {name: c["id"] for name, c in fake.commands.items()}


async def test_a_french_table_names_commands_by_mentions_across_a_restart(bot: Harness):
    h = bot
    ann, bob = h.user("ann", locale="fr"), h.user("bob", locale="it")
    opened = await h.cmd(ann, "game new", game="toy", seats=2)
    ids = _ids(h.fake)
    assert f"</game start:{ids['game']}>" in opened.reply_text()
    assert "/partie" not in opened.reply_text() and "`" not in opened.reply_text()
    await h.delivered()
    posts = [m["content"] for m in h.fake.channel_messages(h.fake.general)]
    assert any(f"</game join:{ids['game']}>" in p for p in posts), posts
    refused = await h.cmd(ann, "game leave")  # her own table: she cancels it instead
    assert f"utilisez </game cancel:{ids['game']}> pour" in refused.reply_text()

    await h.restart()  # commands unchanged: not synced again, their ids fetched
    assert h.fake.requests_to("GET", r"/commands$")
    assert _ids(h.fake) == ids
    board = await h.cmd(bob, "game board")  # the table's board, in its language
    assert f"Join with </game join:{ids['game']}>." in board.reply_text()
    assert h.bot is not None and h.bot.mentions.ids == {k: int(v) for k, v in ids.items()}


async def test_the_fake_refuses_what_discord_shows_as_garbage(bot: Harness):
    fake = bot.fake
    game = fake.commands["game"]["id"]
    assert fake.check_mentions(f"Join with </game join:{game}>.") == []
    assert fake.check_mentions(f"</game board:{game}> text:True") == []
    assert fake.check_mentions("</game join:12345>")  # no such id
    assert fake.check_mentions(f"</move:{game}>")  # the id of another command
    assert fake.check_mentions(f"</game juggle:{game}>")  # no such subcommand
    assert fake.check_mentions(f"</game:{game}>")  # a group is not mentioned
    assert fake.check_mentions(f"use `</game join:{game}>`")  # inline code shows it raw
    assert fake.check_mentions("Join with `/game join`.")  # a path written as text
    assert fake.check_mentions("Rejoignez avec /partie rejoindre.")
    assert fake.check_mentions("1/4 seats, a/b, https://example.org/x") == []
    button = {"components": [{"type": 1, "components": [{"type": 2, "label": f"</hand:{game}>"}]}]}
    assert fake.check_texts(button)


def test_a_command_not_yet_known_is_named_as_code_in_the_readers_language() -> None:
    mentions = Mentions()
    assert mentions.name("game join", "fr") == "`/partie rejoindre`"
    mentions.ids = {"game": 7}
    assert mentions.name("game join", "fr") == "</game join:7>"
    assert mentions.name("hand", "it") == "`/mano`"
