"""The command tree the bot registers (no login, no network)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord.client import CaravanseraiBot
from bot.discord.cog import GameCog
from bot.ops.settings import Settings

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL


def _settings(tmp_path: Path) -> Settings:
    return Settings(
        token="x",
        database=tmp_path / "c.db",
        dev_guild_id=1,
        sync_global=False,
        log_level="INFO",
        snapshot_every=25,
    )


async def test_command_tree(tmp_path):
    bot = CaravanseraiBot(_settings(tmp_path))
    assert not bot.intents.members and not bot.intents.message_content  # no privileged intents
    await bot.add_cog(GameCog(bot))
    commands = {c.name: c for c in bot.tree.get_commands()}
    assert set(commands) == {"game", "games", "move", "hand", "rules", "explain", "settings"}
    sub = {c.name for c in commands["game"].commands}
    assert sub == {
        "new",
        "join",
        "leave",
        "addbot",
        "start",
        "resume",
        "pause",
        "notify",
        "log",
        "replay",
        "export",
        "board",
        "status",
        "resign",
        "cancel",
    }
    move = commands["move"]
    (action,) = move.parameters
    assert action.autocomplete and not action.required
    new = next(c for c in commands["game"].commands if c.name == "new")
    params = {p.name: p for p in new.parameters}
    assert params["game"].autocomplete and params["game"].required
    assert {"seats", "characters", "options"} <= set(params)
    payload = commands["game"].to_dict(bot.tree)
    assert payload["name"] == "game" and len(payload["options"]) == 15
    # guild-only commands say so one way (contexts: guild only), /rules works anywhere
    contexts = {c.name: c.to_dict(bot.tree).get("contexts") for c in bot.tree.get_commands()}
    assert contexts == {
        "game": [0],
        "games": [0],
        "move": [0],
        "hand": [0],
        "rules": [0, 1],
        "explain": [0, 1],
        "settings": [0],
    }
    # installed by servers only: "User Install" would offer commands where no table can live
    for command in bot.tree.get_commands():
        assert command.to_dict(bot.tree)["integration_types"] == [0], command.name
    assert params["seats"].min_value == 2 and params["seats"].max_value == 5
    assert params["options"].autocomplete
    # only the guild events are asked for: no message events, so no prefix commands
    assert bot.intents.guilds and not bot.intents.guild_messages and not bot.intents.dm_messages
    await bot.close()


def _interaction(bot: CaravanseraiBot, user_id: int, permissions: int = 0, itype: int = 4):
    import discord

    payload = {
        "id": "900",
        "application_id": "1",
        "type": itype,
        "token": "t",
        "version": 1,
        "attachment_size_limit": 10 * 1024 * 1024,
        "guild_id": "5",
        "channel_id": "100",
        "channel": {"id": "100", "type": 0, "guild_id": "5", "name": "general", "position": 0},
        "member": {
            "user": {
                "id": str(user_id),
                "username": f"u{user_id}",
                "discriminator": "0",
                "avatar": None,
            },
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": str(permissions),
        },
        "data": {"id": "1", "name": "move", "type": 1, "options": []},
    }
    return discord.Interaction(data=payload, state=bot._connection)


async def test_interaction_seams(tmp_path, service):
    import discord

    from bot.discord import game_logic
    from bot.discord.cog import is_moderator, place_of

    bot = CaravanseraiBot(_settings(tmp_path))
    bot._connection.user = discord.ClientUser(
        state=bot._connection,
        data={"id": "1", "username": "bot", "discriminator": "0", "avatar": None},
    )
    bot._service = service
    cog = GameCog(bot)
    await game_logic.new_game(service, "discord:100", "11", "Ann", "toy", seats=2)
    await game_logic.join(service, "discord:100", "22", "Bob")
    await game_logic.start(service, "discord:100", "11")
    ann = _interaction(bot, 11)
    assert place_of(ann) == "discord:100" and not is_moderator(ann)
    assert is_moderator(_interaction(bot, 33, permissions=1 << 4))  # Manage Channels
    choices = await cog.move_autocomplete(ann, "2")
    assert [(c.name, c.value) for c in choices] == [("secret 2", "secret 2")]
    assert await cog.move_autocomplete(_interaction(bot, 33), "") == []
    await bot.close()
