"""The Emira state (a plain JSON dict) and the quantities of spec section 3 computed from it.

State keys (storage, secrets included; view.py strips them):
``v``; ``n`` seats; ``opts`` resolved options; ``rng`` {seed, counter}; ``round``; ``first``;
``phase`` (setup, play, over); ``players`` (see ``new_player``); ``emira`` Emira deck (top =
index 0, secret order); ``swapped`` cards whose preferences Changing Her Mind swapped;
``inplay`` princesses active this round (in order); ``waiting`` (3 players: next round's);
``undecided`` (oldest first); ``removed`` cards out of the game; ``status_deck`` prices (top =
0, secret order); ``bag`` {marker: count}; ``board`` the six item spaces; ``supply`` camels,
sections, small and large caravans; ``events`` event deck (top = 0, secret); ``discard`` played
event cards; ``symbols`` played this round; ``delayed`` effects waiting for their phase;
``xenia`` her gift cycle while she lives in a palace; ``dry`` consecutive round ends with no
Emira card left; ``stack`` decision/flow frames (top = last); ``log`` events; ``result``.
"""

from __future__ import annotations

from typing import Any

from games.core.rng import Rng
from games.emira.data import (
    BASE_INCOME,
    BLACK_BONUS,
    CAMEL_RATES,
    CARAVANS,
    EMIRA,
    MARKERS,
    START_CAPACITY,
    STIPEND_LIMIT,
    STIPEND_PRINCESSES,
    UPKEEP,
    UPKEEP_SPECIAL,
    status_points,
)

State = dict[str, Any]


# -- randomness and events -------------------------------------------------------------------------
def shuffle(state: State, items: list) -> None:
    r = Rng(state["rng"]["seed"], state["rng"]["counter"])
    r.shuffle(items)
    state["rng"]["counter"] = r.counter


def randint(state: State, low: int, high: int) -> int:
    r = Rng(state["rng"]["seed"], state["rng"]["counter"])
    value = r.randint(low, high)
    state["rng"]["counter"] = r.counter
    return value


def m(key: str, **args: Any) -> list[Any]:
    """The catalogue message ``emira-<key>`` with its arguments, in the plain-JSON form the
    state stores (a ``[id, args]`` pair; an argument may itself be a message or a list)."""
    return [f"emira-{key}", args]


def emit(
    state: State,
    text: str,
    private: dict[int, str] | None = None,
    msg: list[Any] | None = None,
    private_msgs: dict[int, list[Any]] | None = None,
) -> None:
    """Log ``text`` (canonical English) with ``msg``, the same words as a catalogue message, so
    each reader's language words the log (``Event.for_seat``); ``private`` / ``private_msgs``
    likewise for the seats entitled to more."""
    entry: dict[str, Any] = {
        "text": text,
        "private": {str(k): v for k, v in (private or {}).items()},
    }
    if msg is not None:
        entry["msg"] = msg
    if private_msgs:
        entry["private_msgs"] = {str(k): v for k, v in private_msgs.items()}
    state["log"].append(entry)


def label(seat: int) -> str:
    return f"P{seat + 1}"


def name(card: str) -> str:
    return EMIRA[card][0]


def remember(state: State, seat: int, text: str, msg: list[Any]) -> None:
    """A private look kept in the seat's memory (shown in its own view only): the English in
    ``seen``, the same as a message in ``seen_msgs`` (absent from states stored before)."""
    p = state["players"][seat]
    p["seen"].append(f"Round {state['round']}: {text}")
    del p["seen"][:-8]
    p.setdefault("seen_msgs", []).append(m("seen", round=state["round"], text=msg))
    del p["seen_msgs"][:-8]


# -- seats -----------------------------------------------------------------------------------------
def clockwise(state: State, start: int) -> list[int]:
    n = state["n"]
    return [(start + i) % n for i in range(n)]


def odd(state: State) -> bool:
    """Odd rounds (the three-player game plays some phases in odd or even rounds only)."""
    return state["round"] % 2 == 1


def three(state: State) -> bool:
    return state["n"] == 3


def frozen(state: State, seat: int) -> bool:
    """Hind's round-long penalty; it ends at once if she leaves (D-12)."""
    p = state["players"][seat]
    return p["frozen"] == state["round"] and "hind" in p["pal"]


# -- values (section 3) ----------------------------------------------------------------------------
def marker_counts(state: State, seat: int) -> dict[str, int]:
    """Beauty/Manners/Dress on the board: own markers plus Nadia's and Layla's loans (D-15)."""
    p = state["players"][seat]
    counts = dict(p["markers"])
    counts["beauty"] += "nadia" in p["pal"]
    counts["manners"] += "layla" in p["pal"]
    return counts


def sets(state: State, seat: int) -> int:
    return min(marker_counts(state, seat).values())


def appearance(state: State, seat: int) -> int:
    counts = marker_counts(state, seat)
    return sum(counts.values()) + min(counts.values()) + state["players"][seat]["gl"]


def status(state: State, seat: int) -> int:
    p = state["players"][seat]
    bonus = ("halimah" in p["pal"]) + ("rasha" in p["pal"])
    return sum(status_points(c) for c in p["status"]) + bonus


def palace_half(state: State, seat: int) -> int:
    """Palace value in half points: 2 x sections + palace track (advanced; D-7)."""
    p = state["players"][seat]
    return 2 * p["sections"] + (p["track"] if state["opts"]["advanced"] else 0)


def value(state: State, seat: int, pref: str) -> int:
    if pref == "appearance":
        return appearance(state, seat)
    if pref == "status":
        return status(state, seat)
    if pref == "palace":
        return palace_half(state, seat)
    if pref == "money":
        return state["players"][seat]["gold"]
    return len(state["players"][seat]["pal"])


def shown(pref: str, amount: int) -> str:
    if pref == "palace":
        return f"{amount // 2}.5" if amount % 2 else str(amount // 2)
    return str(amount)


def capacity(state: State, seat: int) -> int:
    p = state["players"][seat]
    return START_CAPACITY + p["sections"] + p["guest"]


def has_room(state: State, seat: int) -> bool:
    return len(state["players"][seat]["pal"]) < capacity(state, seat)


def camel_rate(state: State, seat: int) -> int:
    return CAMEL_RATES[state["players"][seat]["rate"]]


def discount(state: State, seat: int) -> int:
    if "sick-camels" in state["delayed"]:
        return 0
    return state["players"][seat]["camels"] * camel_rate(state, seat)


def net(state: State, seat: int, bid: int) -> int:
    return max(0, bid - discount(state, seat))


def max_bid(state: State, seat: int) -> int:
    """The highest bid the seat could pay (D-30)."""
    return (state["players"][seat]["gold"] + discount(state, seat)) // 10 * 10


def upkeep_of(card: str) -> int:
    return UPKEEP_SPECIAL.get(card, UPKEEP)


def upkeep_due(state: State, seat: int, without: tuple[str, ...] = ()) -> int:
    p = state["players"][seat]
    base = sum(upkeep_of(c) for c in p["pal"] if c not in without)
    return base + 100 * p["suleika"]


def stipend_ok(state: State, seat: int) -> bool:
    p = state["players"][seat]
    if frozen(state, seat):
        return False
    many = len(p["pal"]) >= STIPEND_PRINCESSES and not p["caravans"]
    return p["gold"] < STIPEND_LIMIT or many


def gold_public(state: State, seat: int) -> bool:
    return "noor" in state["players"][seat]["pal"]


def income(state: State, seat: int) -> int:
    p = state["players"][seat]
    base = state["opts"].get("base_income", BASE_INCOME)  # E-11: a game option
    return base + (BLACK_BONUS if p["colour"] == "black" else 0)


def caravan_income(caravan: list) -> int:
    return CARAVANS[(caravan[0], caravan[1])][2]


def caravan_start(caravan: list) -> int:
    return CARAVANS[(caravan[0], caravan[1])][3]


def prefs(state: State, card: str) -> tuple[str, str | None]:
    _, p1, p2, *_ = EMIRA[card]
    if card in state["swapped"] and p2:
        return p2, p1
    return p1, p2


def own_markers(state: State, seat: int) -> dict[str, int]:
    return {m: state["players"][seat]["markers"][m] for m in MARKERS}


def new_player(colour: str) -> dict[str, Any]:
    return {
        "colour": colour,
        "gold": 0,
        "obj": None,
        "hand": [],
        "dealt": [],
        "look": [],  # cards seen now (event purchase), secret
        "seen": [],  # private memory of looks
        "met": [],  # princesses who joined this sheik at least once (D-13)
        "pal": [],
        "markers": {m: 0 for m in MARKERS},
        "gl": 0,
        "status": [],
        "sections": 0,
        "track": 0,
        "camels": 0,
        "rate": 0,
        "caravans": [],  # [size, speed, remaining]
        "guest": 0,
        "kept": [],  # Good Looking / Guest House cards face up
        "frozen": None,
        "suleika": 0,
        "unpaid": False,
        "won": None,
    }
