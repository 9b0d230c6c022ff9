"""Final scoring (§20) and tie-breaks (D-34)."""

from __future__ import annotations

from typing import Any

from games.al_rashid.data import (
    COUNSELOR_PP,
    DEAN_PP,
    DISHONOUR_PP,
    ECONOMIST_PP,
    GUILDS,
    PALACES,
    PAWN_PP,
    PAWNS,
    PI_CAP,
    TITLES,
)
from games.al_rashid.payment import gold_value
from games.core.protocol import Result, rank_by


def politics_value(pl: dict[str, Any], title: str) -> int:
    """Conditional PP of a Politics title (§17.4)."""
    fam = pl["family"]
    titles = pl["titles"]
    if title == "aide_to_the_qadi":
        return 5 if pl["pi"] >= 6 else 4 if pl["pi"] == 5 else 0
    if title == "steward_of_the_city":
        return 6 if all(any(TITLES[t][1] == p for t in titles) for p in PALACES) else 0
    if title == "warehouse_keeper":
        kinds = sum(1 for c in pl["goods"] if c)
        return 6 if kinds == 5 else 4 if kinds == 4 else 0
    if title == "favorites_maiden":
        return 5 if sum(1 for t in titles if TITLES[t][1] == "intrigue") >= 3 else 0
    if title == "weapon_master":
        return 6 if sum(1 for t in titles if TITLES[t][1] == "military") >= 3 else 3
    if title == "dean_of_the_academy":
        return DEAN_PP.get(fam["sage"], 0)
    if title == "economist":
        return ECONOMIST_PP.get(fam["merchant"], 0)
    if title == "counselor_to_the_caliph":
        return COUNSELOR_PP.get(fam["pasha"], 0)
    raise KeyError(title)


def breakdown(pl: dict[str, Any]) -> dict[str, int]:
    family = sum(PAWN_PP[p] * pl["family"][p] for p in PAWNS)
    guild = sum(TITLES[t][5] or 0 for t in pl["titles"] if TITLES[t][1] in GUILDS[:4])
    politics = sum(politics_value(pl, t) for t in pl["titles"] if TITLES[t][1] == "politics")
    caliph = sum(TITLES[t][5] or 0 for t in pl["titles"] if TITLES[t][1] == "rashid")
    influence = min(pl["pi"], PI_CAP)
    dishonour = DISHONOUR_PP * pl["dis"]
    out = {
        "family": family,
        "titles": guild,
        "politics_titles": politics,
        "caliph_titles": caliph,
        "influence": influence,
        "dishonour": dishonour,
    }
    out["total"] = sum(out.values())
    return out


def final_result(players: list[dict[str, Any]], order: list[int]) -> Result:
    rows = [breakdown(pl) for pl in players]
    scores = [r["total"] for r in rows]
    wealth = [gold_value(pl["goods"]) for pl in players]
    keys = [(scores[s], wealth[s], -order.index(s)) for s in range(len(players))]
    ranks = rank_by(keys)
    tiebreak = [
        {"wealth": wealth[s], "track_position": order.index(s) + 1} for s in range(len(players))
    ]
    notes = ["Ties on prestige are broken by wealth (gold value of goods), then by turn order."]
    return Result(scores, ranks, rows, tiebreak, notes)
