"""One way to answer an interaction whose handler failed unexpectedly: a short apology with an
incident id, ephemeral, also written to the log with the traceback, so a player's report
("incident 3f9a0c12") leads an operator to the exact error. Without it Discord shows "The
application did not respond" and nothing is logged where anyone looks."""

from __future__ import annotations

import logging
import secrets

import discord

from bot.discord.replies import say
from i18n import resolve_locale, t

log = logging.getLogger("caravanserai.discord.incidents")


def new_incident(where: str, exc: BaseException | None = None) -> str:
    """Log ``exc`` under a fresh incident id and return the id."""
    incident = secrets.token_hex(4)
    log.error("incident %s in %s", incident, where, exc_info=exc)
    return incident


def apology(incident: str, lang: str = "en") -> str:
    return t(lang, "apology", incident=incident)


async def apologise(interaction: discord.Interaction, where: str, exc: BaseException) -> str:
    """Answer ``interaction`` ephemerally with an incident id (in place of a "thinking…" message, or a
    follow-up, when it was already acknowledged); never raises."""
    incident = new_incident(where, exc)
    if interaction.type is discord.InteractionType.autocomplete:
        return incident  # autocomplete cannot carry a message; the handler answers []
    lang = resolve_locale(interaction.locale)  # from memory: this must not fail again
    try:
        await say(interaction, apology(incident, lang))
    except discord.HTTPException:
        log.warning("could not tell the user about incident %s", incident)
    return incident
