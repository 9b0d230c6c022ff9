"""Influence tracks, level bonuses and favour tiles (§17)."""

from __future__ import annotations

from itertools import combinations

from games.agra import data as D
from games.agra.rules.base import P
from games.agra.state import (
    M,
    State,
    gain_favours,
    label,
    log,
    shuffle,
    trigger_end,
)
from games.core.flow import Decision, Step, push, remove


def raise_track(s: State, seat: int, guild: str) -> None:
    p = P(s, seat)
    if p["infl"][guild] >= D.TOP_LEVEL:
        log(
            s,
            f"{label(seat)}'s {guild} marker is already at the top (step lost).",
            msg=M("track-top", who=label(seat), guild=guild),
        )
        return
    p["infl"][guild] += 1
    lvl = p["infl"][guild]
    log(
        s,
        f"{label(seat)} moves up to {guild} level {lvl}.",
        msg=M("track-up", who=label(seat), guild=guild, n=lvl),
    )
    if lvl in (3, 6):
        push(s, {"t": "lvl", "seat": seat, "level": lvl})
    if lvl == D.TOP_LEVEL:
        trigger_end(
            s,
            f"{label(seat)} reached the top of the {guild} track",
            ("track", {"who": label(seat), "guild": guild}),
        )


def take_tile(s: State, seat: int, tile: str) -> None:
    p = P(s, seat)
    if tile in s["display"]:
        s["display"].remove(tile)
    else:
        s["pile"].remove(tile)
    p["tiles"].append(tile)
    log(
        s,
        f"{label(seat)} takes favour tile {tile.upper()}.",
        msg=M("takes-tile", who=label(seat), tile=tile.upper(), fid=tile),
    )
    refill(s)
    if len(p["tiles"]) > 3:
        push(s, {"t": "discard", "seat": seat})


def refill(s: State) -> None:
    while len(s["display"]) < 3 and s["pile"]:
        s["display"].append(s["pile"].pop(0))


def _lvl():
    def legal(s, f, seat):
        return ["favours"] + [f"tile {t}" for t in s["display"]]

    def do(s, f, seat, a):
        remove(s, f)
        if a == "favours":
            k = gain_favours(s, seat, 1 if f["level"] == 3 else 2)
            log(
                s,
                f"{label(seat)} takes {k} favour(s) (level {f['level']} bonus).",
                msg=M("level-favours", who=label(seat), k=k, n=f["level"]),
            )
        else:
            take_tile(s, seat, a.split()[1])

    return legal, do


def _discard():
    def legal(s, f, seat):
        return [f"discard {t}" for t in P(s, seat)["tiles"]]

    def do(s, f, seat, a):
        remove(s, f)
        t = a.split()[1]
        P(s, seat)["tiles"].remove(t)
        s["pile"].append(t)
        shuffle(s, s["pile"])
        log(
            s,
            f"{label(seat)} discards favour tile {t.upper()}.",
            msg=M("discards-tile", who=label(seat), tile=t.upper(), fid=t),
        )
        refill(s)

    return legal, do


def _mosaic():
    def legal(s, f, seat):
        out = [f"tile {t}" for t in s["display"]]
        out += [f"tile {t}" for t in sorted(s["pile"], key=lambda x: int(x[2:]))]
        if len(P(s, seat)["tiles"]) >= 3:
            out.append("none")
        return out

    def do(s, f, seat, a):
        remove(s, f)
        if a != "none":
            take_tile(s, seat, a.split()[1])
        shuffle(s, s["pile"])

    return legal, do


def _track():
    def legal(s, f, seat):
        return [f"raise {g}" for g in D.GUILDS]

    def do(s, f, seat, a):
        remove(s, f)
        raise_track(s, seat, a.split()[1])

    return legal, do


def _track2():
    def legal(s, f, seat):
        return [f"raise {a} {b}" for a, b in combinations(D.GUILDS, 2)]

    def do(s, f, seat, a):
        remove(s, f)
        w = a.split()
        raise_track(s, seat, w[2])
        raise_track(s, seat, w[1])

    return legal, do


STEPS: dict[str, Step[State]] = {
    "lvl": Decision(*_lvl()),
    "discard": Decision(*_discard()),
    "mosaic": Decision(*_mosaic()),
    "track": Decision(*_track()),
    "track2": Decision(*_track2()),
}
