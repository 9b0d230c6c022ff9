"""The tournament commands as Discord receives them — Manage Server as the default of
the command that sets the organiser role (top-level: Discord ignores it on subcommands), every
option described — and the organiser role cannot be handed on by its holders."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.discord import tournament_logic as tl
from bot.discord.client import CaravanseraiBot
from bot.discord.tournament_cog import TournamentCog
from bot.ops.settings import Settings
from bot.store.sqlite import Store
from bot.table.service import TableService
from bot.tournaments.runner import TournamentRunner

MANAGE_GUILD = 1 << 5


def _options(payload: dict[str, Any], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    out = []
    for opt in payload.get("options", []):
        name = f"{path} {opt['name']}".strip()
        out.append((name, opt))
        out += _options(opt, name)
    return out


async def test_every_option_is_described_and_config_needs_manage_server(
    tmp_path: Path, store: Store
) -> None:
    settings = Settings(
        token="x",
        database=tmp_path / "c.db",
        dev_guild_id=1,
        sync_global=False,
        log_level="INFO",
        snapshot_every=25,
    )
    bot = CaravanseraiBot(settings)
    runner = TournamentRunner(TableService(store))
    await bot.add_cog(TournamentCog(bot, runner))
    commands = {c.name: c.to_dict(bot.tree) for c in bot.tree.get_commands()}
    assert set(commands) == {"tournament", "tournament-config", "leaderboard", "profile"}
    assert int(commands["tournament-config"]["default_member_permissions"]) == MANAGE_GUILD
    assert commands["tournament"]["default_member_permissions"] is None  # players join
    subs = {o["name"] for o in commands["tournament"]["options"]}
    assert {"drop", "score", "checkin", "export", "replace", "advance", "info"} <= subs
    for name, payload in commands.items():
        for path, opt in _options(payload, name):
            text = opt.get("description", "")
            assert text and text not in ("…", "-") and len(text) <= 100, (path, text)
    new = next(o for o in commands["tournament"]["options"] if o["name"] == "new")
    params = {o["name"] for o in new["options"]}
    assert {
        "round_days",
        "at_deadline",
        "drop_after_timeouts",
        "repeats",
        "seeding",
        "cap",
    } <= params
    await bot.close()


async def test_the_role_set_makes_its_holders_organisers(store: Store) -> None:
    """Who may set it is a check on the command (tests/e2e/test_protections.py)."""
    runner = TournamentRunner(TableService(store))
    first = await tl.configure(runner, "g", "111")
    assert not first.error
    assert await store.get_meta(tl.ORGANISER_ROLE.format(guild="g")) == "111"
    assert await tl.may_organise(runner, "g", False, ["111"])
    assert not await tl.may_organise(runner, "g", False, ["222"])


async def test_pairing_seed_is_secret_not_the_interaction(store: Store) -> None:
    runner = TournamentRunner(TableService(store))
    reply = await tl.new(
        runner,
        guild="g",
        place="channel:5",
        organiser="o",
        game="toy",
        format="swiss",
        table_size=2,
        min_table_size=2,
        rounds=1,
        speed="untimed",
        name=None,
        points=None,
        advance=None,
        rated=True,
    )
    assert not reply.error, reply.text
    t = await runner.get(1)
    assert len(t.config.seed) == 32 and t.config.seed != "0"
