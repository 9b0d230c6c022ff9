"""A tournament's results out: ``/tournament export`` attaches them and
``caravanserai tournament export --database … --tournament ID`` prints them offline.

JSON: the settings, every round (tables with players, places, scores, points and how each
result came: played, adjudicated, scored by hand), byes, drops and the standings. CSV: one row
per seat of every table (``results.csv``) and the standings (``standings.csv``). Seeds are not
exported (a table's seed is its deal)."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from typing import Any

from bot.tournaments import store as ts
from bot.tournaments.standings import placement_points


def _num(x: Fraction | float) -> float | int:
    if isinstance(x, Fraction):
        return int(x) if x.denominator == 1 else round(float(x), 3)
    return int(x) if float(x).is_integer() else round(float(x), 3)


def to_json(t: ts.Tournament) -> dict[str, Any]:
    by = t.by_entry()
    config = {k: v for k, v in t.config.to_json().items() if k != "seed"}
    rounds = []
    for rnd in t.rounds:
        rows = [r for r in t.tables if r.round == rnd.number]
        tables = []
        for row in rows:
            item: dict[str, Any] = {
                "table": row.tab,
                "players": [
                    {"entry": e, "name": by[e].name, "user_id": by[e].user_id} for e in row.entries
                ],
                "outcome": row.outcome or ("played" if row.result else "unfinished"),
            }
            if row.result:
                ranks = row.result["ranks"]
                item["places"] = ranks
                item["scores"] = [_num(s) for s in row.result["scores"]]
                item["points"] = [_num(p) for p in placement_points(t.config.scale, ranks)]
            tables.append(item)
        rounds.append(
            {
                "round": rnd.number,
                "final": rnd.final,
                "deadline": t.deadlines.get(rnd.number),
                "tables": tables,
                "byes": [by[e].name for e in rnd.byes],
            }
        )
    return {
        "id": t.id,
        "name": t.name,
        "game": t.game,
        "status": t.status,
        "config": config,
        "players": [
            {
                "entry": e.entry,
                "name": e.name,
                "user_id": e.user_id,
                "dropped_round": e.dropped_round,
                "dropped_why": e.dropped_why,
                "replaced": e.replaced,
            }
            for e in t.entries
        ],
        "rounds": rounds,
        "standings": ts.standings_rows(t),
    }


def results_csv(data: dict[str, Any]) -> str:
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(
        [
            "round",
            "table",
            "outcome",
            "seat",
            "entry",
            "player",
            "user_id",
            "place",
            "score",
            "points",
        ]
    )
    for rnd in data["rounds"]:
        for tab in rnd["tables"]:
            for seat, p in enumerate(tab["players"], start=1):
                placed = "places" in tab
                w.writerow(
                    [
                        rnd["round"],
                        tab["table"],
                        tab["outcome"],
                        seat,
                        p["entry"],
                        p["name"],
                        p["user_id"],
                        tab["places"][seat - 1] if placed else "",
                        tab["scores"][seat - 1] if placed else "",
                        tab["points"][seat - 1] if placed else "",
                    ]
                )
    return out.getvalue()


def standings_csv(data: dict[str, Any]) -> str:
    rows = data["standings"]
    out = io.StringIO()
    if rows:
        w = csv.DictWriter(out, fieldnames=list(rows[0]))
        w.writeheader()
        for r in rows:
            w.writerow(r)
    return out.getvalue()


def files(t: ts.Tournament) -> list[tuple[str, bytes]]:
    """The attachments of ``/tournament export``."""
    data = to_json(t)
    stem = f"tournament-{t.id}"
    return [
        (f"{stem}.json", json.dumps(data, indent=1, default=str).encode()),
        (f"{stem}-results.csv", results_csv(data).encode()),
        (f"{stem}-standings.csv", standings_csv(data).encode()),
    ]
