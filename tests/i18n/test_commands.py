"""French and Italian slash commands: every name, description, option and choice of the tree is
in the catalogues (English mirrors the cogs), and every localised payload obeys Discord's rules
(a sync with an invalid name fails for the whole tree)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import discord
import pytest

from bot.discord.client import CaravanseraiBot
from bot.discord.cog import GameCog
from bot.discord.ops_cog import OpsCog
from bot.discord.tournament_cog import TournamentCog
from bot.discord.translator import CommandTranslator, command_payloads, strings
from bot.ops.settings import Settings
from i18n import t
from i18n.check import messages

# Discord's CHAT_INPUT name rule (letters of any script, digits, - and _), lowercase
NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.fixture
async def bot(tmp_path: Path):
    settings = Settings(
        token="x",
        database=tmp_path / "c.db",
        dev_guild_id=1,
        sync_global=False,
        log_level="INFO",
        snapshot_every=25,
    )
    bot = CaravanseraiBot(settings)
    await bot.add_cog(GameCog(bot))
    await bot.add_cog(TournamentCog(bot, None))  # type: ignore[arg-type]
    await bot.add_cog(OpsCog(bot))
    await bot.tree.set_translator(CommandTranslator())
    yield bot
    await bot.close()


async def test_english_catalogue_mirrors_the_tree(bot: CaravanseraiBot) -> None:
    """Every string of the tree has its id in commands.ftl with the same English text, and the
    file has nothing the tree lacks (a renamed option fails here until the catalogue follows)."""
    tree: dict[str, str] = {}
    for msg_id, english in strings(bot.tree):
        assert tree.setdefault(msg_id, english) == english, f"{msg_id}: two English texts"
    catalogue: dict[str, str] = {}
    for msg_id, entry in messages("en")["commands"].items():
        catalogue[msg_id] = t("en", msg_id)
        for attribute in entry.attributes:
            catalogue[f"{msg_id}.{attribute.id.name}"] = t("en", f"{msg_id}.{attribute.id.name}")
    assert catalogue == tree


def _walk(payload: dict, path: str = ""):
    yield path + payload["name"], payload
    for option in payload.get("options", []):
        if option.get("type") in (1, 2):  # subcommand, group
            yield from _walk(option, path + payload["name"] + " ")


async def test_localised_payload_obeys_discords_rules(bot: CaravanseraiBot) -> None:
    payloads = await command_payloads(bot.tree)
    json.dumps(payloads)  # what is sent
    checked = 0
    for lang in ("fr", "it"):
        top = [p.get("name_localizations", {}).get(lang, p["name"]) for p in payloads]
        assert len(set(top)) == len(top), f"{lang}: two top-level commands share a name"
        for payload in payloads:
            for path, command in _walk(payload):
                name = command["name_localizations"][lang]
                description = command["description_localizations"][lang]
                assert NAME.match(name) and name == name.lower(), (lang, path, name)
                assert 1 <= len(description) <= 100, (lang, path, description)
                children = command.get("options", [])
                names = [o.get("name_localizations", {}).get(lang, o["name"]) for o in children]
                assert len(set(names)) == len(names), (lang, path, names)
                for option in children:
                    if option.get("type") in (1, 2):
                        continue
                    opt_name = option["name_localizations"][lang]
                    opt_desc = option["description_localizations"][lang]
                    assert NAME.match(opt_name) and opt_name == opt_name.lower(), (lang, opt_name)
                    assert 1 <= len(opt_desc) <= 100, (lang, path, opt_name, opt_desc)
                    for choice in option.get("choices", []):
                        assert 1 <= len(choice["name_localizations"][lang]) <= 100
                    checked += 1
    assert checked > 80


async def test_other_locales_keep_discords_english(bot: CaravanseraiBot) -> None:
    payloads = await command_payloads(bot.tree)
    game = next(p for p in payloads if p["name"] == "game")
    assert set(game["name_localizations"]) == {"fr", "it"}
    assert game["name_localizations"] == {"fr": "partie", "it": "partita"}


async def test_translator_answers_none_for_english(bot: CaravanseraiBot) -> None:
    from discord.app_commands import TranslationContext, TranslationContextLocation, locale_str

    game = next(c for c in bot.tree.get_commands() if c.name == "game")
    context = TranslationContext(location=TranslationContextLocation.command_name, data=game)
    translator = CommandTranslator()
    assert await translator.translate(locale_str("game"), discord.Locale.german, context) is None
    assert (
        await translator.translate(locale_str("game"), discord.Locale.french, context) == "partie"
    )
