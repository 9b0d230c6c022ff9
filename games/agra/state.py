"""Agra state (a plain JSON dict) and the small rules every part of the engine shares: values,
the marker supply, gains, rupees, logging, farm production, influence steps.

Layout (spec §21.5): ``players[i]`` holds rupees (secret), workers, stock, favours, tiles,
contracts, farm, meditation index (0 = space I), influence levels, once-per-turn uses. Board
spaces map to ``[owner, standing]`` or None. ``stack`` holds the frames (rules.py).
"""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.core.protocol import Msg
from games.core.rng import Rng

State = dict[str, Any]
NAMES = ("Ana", "Ben", "Cid", "Dan")


def label(seat: int) -> str:
    return f"P{seat + 1}"


def new_player() -> dict[str, Any]:
    return {
        "rupees": D.START_RUPEES,
        "reserve": D.WORKERS,
        "cook": 0,
        "stock": {g: 0 for g in D.GOODS},
        "fav": 0,
        "tiles": [],
        "contracts": [],
        "btiles": [],
        "caches": list(D.CACHES),
        "farm": {"n": 3, "e": 3, "s": 3, "w": 3},
        "med": 0,
        "infl": {g: 1 for g in D.GUILDS},
        "french": 0,
        "used": [],
        "temp": 0,
        "stepped": [],
    }


def blank_state(n: int, seed: str) -> State:
    return {
        "v": 1,
        "n": n,
        "rng": Rng(seed).to_json(),
        "first": 0,
        "round": 1,
        "turn": 0,
        "end_round": None,
        "over": False,
        "result": None,
        "tokens": {},
        "built": {g: D.LEVEL[g] == 1 for g in D.GOODS},
        "coins": {g: 0 for g in D.GOODS},
        "bonus": list(D.BONUS_TILES),
        "wheel": "deliver",
        "river": [],
        "done_lvl": [0, 0, 0, 0, 0],
        "boat": 1,
        "clothing_bonus": False,
        "orders": {g: [None] * 6 for g in D.GUILDS},
        "omark": {g: 0 for g in D.GUILDS},
        "akbar": {g: None for g in D.AKBAR_SLOTS},
        "pile": [],
        "display": [],
        "merchant": "sandstone",
        "builder": "cement",
        "spaces": {sp: None for sp in D.SPACES},
        "players": [new_player() for _ in range(n)],
        "stack": [],
        "log": [],
    }


# -- randomness ------------------------------------------------------------------------------------
def rng(s: State) -> Rng:
    return Rng.from_json(s["rng"])


def roll(s: State) -> int:
    r = rng(s)
    value = r.randint(1, 6)
    s["rng"] = r.to_json()
    return value


def shuffle(s: State, items: list) -> None:
    r = rng(s)
    r.shuffle(items)
    s["rng"] = r.to_json()


# -- log -----------------------------------------------------------------------------------------
def log(
    s: State,
    text: str,
    private: dict[int, str] | None = None,
    msg: Msg | None = None,
    pmsg: dict[int, Msg] | None = None,
) -> None:
    """One event: the canonical English ``text`` (and ``private`` texts), plus the same as
    catalogue messages (``msg``, ``pmsg``: ``i18n/locales/<lang>/agra.ftl``) so front ends word
    it in each reader's language; ids and goods stay canonical in the arguments."""
    entry: dict[str, Any] = {
        "text": text,
        "private": {str(k): v for k, v in (private or {}).items()},
    }
    if msg is not None:
        entry["msg"] = [msg[0], msg[1]]
    if pmsg:
        entry["private_msgs"] = {str(k): [m[0], m[1]] for k, m in pmsg.items()}
    s["log"].append(entry)


def M(name: str, **args: Any) -> Msg:
    """The catalogue message ``agra-ev-<name>`` with its arguments (seat labels as ``who``)."""
    return (f"agra-ev-{name}", args)


# -- values and markers --------------------------------------------------------------------------
def value(s: State, good: str) -> int:
    return D.PRINTED_VALUE[good] + s["tokens"].get(good, 0)


def on_notables(s: State, seat: int) -> int:
    return sum(slot.count(seat) for n in s["river"] for slot in n["slots"])


def markers_used(s: State, seat: int) -> int:
    p = s["players"][seat]
    orders = sum(col.count(seat) for col in s["orders"].values())
    akbar = sum(1 for v in s["akbar"].values() if v == seat)
    return (
        sum(p["stock"].values())
        + p["fav"]
        + p["french"]
        + p["temp"]
        + orders
        + akbar
        + on_notables(s, seat)
    )


def supply(s: State, seat: int) -> int:
    return D.MARKERS - markers_used(s, seat)


def gain_goods(s: State, seat: int, good: str, k: int = 1) -> int:
    """Gain up to ``k`` goods, limited by the marker supply (D-06); returns how many."""
    k = max(0, min(k, supply(s, seat)))
    s["players"][seat]["stock"][good] += k
    return k


def gain_favours(s: State, seat: int, k: int) -> int:
    k = max(0, min(k, supply(s, seat)))
    s["players"][seat]["fav"] += k
    return k


def gain_rupees(s: State, seat: int, k: int, why: str, reason: Msg | None = None) -> None:
    """Rupees are secret (§21.1): the amount and the new total go only to the seat.
    ``reason`` is ``why`` as a catalogue selector key and its arguments (``agra-why``)."""
    if k <= 0:
        return
    p = s["players"][seat]
    p["rupees"] += k
    args = {"why": reason[0], **reason[1]} if reason else {"why": why}
    log(
        s,
        f"{label(seat)} gains rupees ({why}).",
        {seat: f"You gain {k} rupee{'s' if k != 1 else ''} ({why}); you now have {p['rupees']}."},
        M("gain-rupees", who=label(seat), **args),
        {seat: M("gain-rupees-you", k=k, total=p["rupees"], **args)},
    )


def pay_rupees(s: State, seat: int, k: int, why: str, reason: Msg | None = None) -> None:
    p = s["players"][seat]
    p["rupees"] -= k
    args = {"why": reason[0], **reason[1]} if reason else {"why": why}
    log(
        s,
        f"{label(seat)} pays rupees ({why}).",
        {seat: f"You pay {k} rupee{'s' if k != 1 else ''} ({why}); you now have {p['rupees']}."},
        M("pay-rupees", who=label(seat), **args),
        {seat: M("pay-rupees-you", k=k, total=p["rupees"], **args)},
    )


# -- farm (§4.5, §20.4) ----------------------------------------------------------------------------
def production(p: dict[str, Any], good: str) -> int:
    total = 0
    for side, low in D.FARM_GOODS[good]:
        f = p["farm"][side]
        rng_ = range(1, f) if low else range(f + 1, 6)
        total += sum(1 for x in rng_ if f"{side}{x}" not in p["caches"])
    return total


def farmer_moves(p: dict[str, Any]) -> list[str]:
    out = []
    for side in D.SIDES:
        f = p["farm"][side]
        for d, to in (("-", f - 1), ("+", f + 1)):
            if 1 <= to <= 5 and f"{side}{to}" not in p["caches"]:
                out.append(f"farmer {side} {d}")
    return out


def move_farmer(p: dict[str, Any], side: str, d: str) -> None:
    p["farm"][side] += 1 if d == "+" else -1


# -- workers ---------------------------------------------------------------------------------------
def lying(s: State, seat: int) -> list[str]:
    return [sp for sp, w in s["spaces"].items() if w and w[0] == seat and not w[1]]


def standing(s: State, seat: int) -> list[str]:
    return [sp for sp, w in s["spaces"].items() if w and w[0] == seat and w[1]]


def own(p: dict[str, Any], nid: str) -> bool:
    return nid in p["contracts"]


def owner_of(s: State, nid: str) -> int | None:
    for i, p in enumerate(s["players"]):
        if nid in p["contracts"]:
            return i
    return None


def clockwise_from(s: State, seat: int) -> list[int]:
    """Seats in clockwise order starting at the left of ``seat`` (§21.3)."""
    n = s["n"]
    return [(seat + k) % n for k in range(1, n)]


def trigger_end(s: State, why: str, reason: Msg | None = None) -> None:
    """The end is triggered at once and for good (§18.1, D-47); ``reason`` as for gain_rupees."""
    if s["end_round"] is None:
        s["end_round"] = s["round"]
        log(
            s,
            f"The end of the game is triggered ({why}): this round is finished, then one more.",
            msg=M("end-triggered", **({"why": reason[0], **reason[1]} if reason else {"why": why})),
        )
