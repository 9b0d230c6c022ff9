"""The command tree the bot registers (no login, no network)."""

from __future__ import annotations

from pathlib import Path

from bot.discord.client import CaravanseraiBot
from bot.discord.cog import GameCog
from bot.settings import Settings


def _settings(tmp_path: Path) -> Settings:
    return Settings(
        token="x",
        database=tmp_path / "c.db",
        dev_guild_id=1,
        sync_global=False,
        log_level="INFO",
        bot_delay=0,
        snapshot_every=25,
    )


async def test_command_tree(tmp_path):
    bot = CaravanseraiBot(_settings(tmp_path))
    assert not bot.intents.members and not bot.intents.message_content  # no privileged intents
    await bot.add_cog(GameCog(bot))
    commands = {c.name: c for c in bot.tree.get_commands()}
    assert set(commands) == {"game", "move", "hand", "rules"}
    sub = {c.name for c in commands["game"].commands}
    assert sub == {"new", "join", "leave", "addbot", "start", "board", "status", "resign", "cancel"}
    move = commands["move"]
    (action,) = move.parameters
    assert action.autocomplete and not action.required
    new = next(c for c in commands["game"].commands if c.name == "new")
    params = {p.name: p for p in new.parameters}
    assert params["game"].autocomplete and params["game"].required
    assert {"seats", "characters", "options"} <= set(params)
    payload = commands["game"].to_dict(bot.tree)
    assert payload["name"] == "game" and len(payload["options"]) == 9
    await bot.close()
