"""``/explain term:``: the console's glossary where people play. At a table the words are its
game's; elsewhere (another channel, a DM) every game's, each answer headed by its game. The
glossary is public (rules text), so neither the answer nor the autocomplete can leak a secret."""

from __future__ import annotations

from typing import Any

from bot.discord.game_logic import MAX_CHOICE_TEXT, MAX_CHOICES, Reply
from bot.table import glossary
from bot.table.service import TableService
from games.core import normalize
from games.core.registry import game_ids, get_game


def games_here(service: TableService, place: str | None) -> list[Any]:
    """The games whose words ``/explain`` knows at ``place``: its table's, else all."""
    table = service.table_at(place) if place else None
    if table is not None:
        return [table.game]
    return [get_game(gid) for gid in game_ids()]


def names_here(service: TableService, place: str | None) -> list[str] | None:
    """The seats' names at ``place`` (a seat code is answered with its player), if a table."""
    table = service.table_at(place) if place else None
    return [p.name for p in table.players] if table is not None else None


def explain(service: TableService, place: str | None, term: str, *, lang: str = "en") -> Reply:
    """The entry for ``term`` (every game's that has one, outside a table), else the nearest."""
    games = games_here(service, place)
    found = [(g, glossary.entry(g, term, lang, names_here(service, place))) for g in games]
    known = [(g, text) for g, text in found if text is not None]
    if known and len(games) == 1:
        return Reply(known[0][1])
    if known:
        return Reply("\n\n".join(f"**{g.spec.title}** — {text}" for g, text in known))
    terms = [k for g in games for k in glossary.known(g, lang)]
    return Reply(glossary.unknown(term, terms, lang))


def autocomplete_terms(
    service: TableService, place: str | None, current: str, lang: str = "en"
) -> list[tuple[str, str]]:
    """(name, value) choices: the terms beginning with what was typed, then those containing
    it; outside a table each named with its game."""
    games = games_here(service, place)
    typed = normalize(current or "").strip()
    owners: dict[str, list[str]] = {}
    for game in games:
        for term in glossary.known(game, lang):
            if len(term) <= MAX_CHOICE_TEXT and (not typed or typed in term):
                owners.setdefault(term, []).append(game.spec.title)
    ranked = sorted(owners, key=lambda k: (not k.startswith(typed), len(k), k))[:MAX_CHOICES]
    if len(games) == 1:
        return [(term, term) for term in ranked]
    named = [(f"{term} ({', '.join(owners[term])})", term) for term in ranked]
    return [(name if len(name) <= MAX_CHOICE_TEXT else term, term) for name, term in named]
