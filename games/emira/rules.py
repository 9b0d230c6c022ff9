"""Princess choice (5.6), joining and leaving (8.2), abilities (8.3) and victory (6)."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from games.core.flow import push
from games.emira.data import (
    EMIRA,
    LETTER_TALENT,
    OBJECTIVES,
    PREF_NAMES,
    SIDI,
    WIN_COUNTS,
    XENIA_GIFT,
    XENIA_MARKERS,
    status_points,
)
from games.emira.state import (
    State,
    appearance,
    emit,
    frozen,
    has_room,
    label,
    m,
    name,
    own_markers,
    palace_half,
    prefs,
    shown,
    status,
    value,
)


# -- the frame stack -------------------------------------------------------------------------------
def recheck(state: State) -> None:
    """Queue a re-evaluation of undecided princesses (a checkpoint, 5.6.3) unless the current
    phase is treated as one block (phases 2 and 7, D-10)."""
    if not state.get("hold"):
        push(state, {"t": "recheck"})


# -- CHOOSE (5.6.1) --------------------------------------------------------------------------------
Told = list[Any]
"""A catalogue message in the state's plain-JSON form (``state.m``): the same words as the
English beside it, for readers of other languages."""


def card_title(state: State, card: str) -> str:
    p1, p2 = prefs(state, card)
    if p2 is None:
        return f"{name(card)} ({PREF_NAMES[p1]})"
    return f"{name(card)} ({PREF_NAMES[p1]} → {PREF_NAMES[p2]})"


def _title_msg(state: State, card: str) -> Told:
    p1, p2 = prefs(state, card)
    if p2 is None:
        return m("c-title", name=name(card), pref=m(f"pref-{p1}"))
    return m("c-title-2", name=name(card), pref=m(f"pref-{p1}"), then=m(f"pref-{p2}"))


def _values_msg(state: State, seats: list[int], pref: str) -> Told:
    return [m("c-value", who=label(s), value=shown(pref, value(state, s, pref))) for s in seats]


def _tie_chain(parts: list[Told]) -> Told:
    """Parts joined by "; tie → " (a list argument would be joined by commas)."""
    out = parts[0]
    for part in parts[1:]:
        out = m("c-tie", a=out, b=part)
    return out


def candidates(state: State, card: str) -> list[int]:
    excluded = state["xenia_out"] if card == "xenia" else None
    return [s for s in range(state["n"]) if not frozen(state, s) and s != excluded]


def _values(state: State, seats: list[int], pref: str) -> str:
    return ", ".join(f"{label(s)} {shown(pref, value(state, s, pref))}" for s in seats)


def choose(state: State, card: str) -> tuple[int | None, str]:
    """The sheik the card joins (None: undecided) and a one-line reason (values compared)."""
    winner, why, _msg = choose_told(state, card)
    return winner, why


def choose_told(state: State, card: str) -> tuple[int | None, str, Told]:
    """:func:`choose` with its reason also as a catalogue message (the log's other languages)."""
    cands = candidates(state, card)
    title, title_msg = card_title(state, card), _title_msg(state, card)
    if card == SIDI:
        best = max((len(state["players"][s]["pal"]) for s in cands), default=0)
        tops = [s for s in cands if len(state["players"][s]["pal"]) == best]
        counts, counts_msg = _values(state, cands, "most"), _values_msg(state, cands, "most")
        if len(tops) == 1:
            return (
                tops[0],
                f"{title}: princesses {counts} → {label(tops[0])}.",
                m("c-sidi", title=title_msg, counts=counts_msg, who=label(tops[0])),
            )
        return (
            None,
            f"{title}: princesses {counts}; tie for most → undecided.",
            m("c-sidi-tie", title=title_msg, counts=counts_msg),
        )
    room = [s for s in cands if has_room(state, s)]
    full = [s for s in cands if s not in room]
    note = f" ({', '.join(label(s) for s in full)} full)" if full else ""
    note_msg: Told | str = m("c-full", who=[label(s) for s in full]) if full else ""
    if not room:
        return (
            None,
            f"{title}: nobody has room{note} → undecided.",
            m("c-no-room", title=title_msg, note=note_msg),
        )
    parts, parts_msg = [], []
    for pref in prefs(state, card):
        if pref is None:
            break
        best = max(value(state, s, pref) for s in room)
        parts.append(f"{PREF_NAMES[pref]} {_values(state, room, pref)}")
        parts_msg.append(m("c-part", pref=m(f"pref-{pref}"), values=_values_msg(state, room, pref)))
        room = [s for s in room if value(state, s, pref) == best]
        if len(room) == 1:
            return (
                room[0],
                f"{title}{note}: " + "; tie → ".join(parts) + f" → {label(room[0])}.",
                m(
                    "c-joins",
                    title=title_msg,
                    note=note_msg,
                    parts=_tie_chain(parts_msg),
                    who=label(room[0]),
                ),
            )
    return (
        None,
        f"{title}{note}: " + "; tie → ".join(parts) + " → still tied, undecided.",
        m("c-tied", title=title_msg, note=note_msg, parts=_tie_chain(parts_msg)),
    )


def xenia_target(state: State, refuser: int) -> tuple[int | None, str, Told]:
    """Richest other sheik with room, not frozen; tie → Appearance; still tied → None (D-17).
    The reason comes in English and as a catalogue message."""
    cands = [
        s for s in range(state["n"]) if s != refuser and not frozen(state, s) and has_room(state, s)
    ]
    if not cands:
        return None, "nobody else has room", m("x-nobody")
    parts = [f"Money {_values(state, cands, 'money')}"]
    parts_msg = [m("c-part", pref=m("pref-money"), values=_values_msg(state, cands, "money"))]
    best = max(state["players"][s]["gold"] for s in cands)
    cands = [s for s in cands if state["players"][s]["gold"] == best]
    if len(cands) > 1:
        parts.append(f"Appearance {_values(state, cands, 'appearance')}")
        parts_msg.append(
            m("c-part", pref=m("pref-appearance"), values=_values_msg(state, cands, "appearance"))
        )
        best = max(appearance(state, s) for s in cands)
        cands = [s for s in cands if appearance(state, s) == best]
    why, why_msg = "; tie → ".join(parts), _tie_chain(parts_msg)
    if len(cands) == 1:
        return cands[0], why, why_msg
    return None, why + "; still tied", m("x-still-tied", why=why_msg)


# -- joining and leaving (8.2) --------------------------------------------------------------------
def join(state: State, card: str, seat: int) -> None:
    """Card joins ``seat``'s palace with its join effects; decisions are pushed as frames."""
    p = state["players"][seat]
    if card in state["swapped"]:
        state["swapped"].remove(card)
    if card == "xenia":
        state["xenia_out"] = None
    if card == SIDI:
        recheck(state)
        if p["pal"]:
            push(state, {"t": "sidi", "seat": seat})
        else:  # cannot happen with two or more candidates; kept for safety
            state["removed"].append(SIDI)
        return
    first = card not in p["met"]
    if first:
        p["met"].append(card)
    suleika_before = "suleika" in p["pal"]
    p["pal"].append(card)
    frames: list[dict] = []
    if card == "xenia":
        if p["gold"] < XENIA_GIFT:
            p["pal"].remove(card)
            state["removed"].append(card)
            p["unpaid"] = True
            emit(
                state,
                f"{label(seat)} cannot pay Xenia's gift of 250: Xenia leaves the game.",
                msg=m("e-xenia-cannot", who=label(seat)),
            )
            recheck(state)
            return
        p["gold"] -= XENIA_GIFT
        state["xenia"] = {
            "markers": XENIA_MARKERS,
            "gift": state["round"],
            "joined": state["round"],
        }
        emit(
            state,
            f"{label(seat)} pays Xenia's gift of 250.",
            msg=m("e-xenia-pays", who=label(seat)),
        )
    if card == "samira" and first and any(own_markers(state, seat).values()):
        frames.append({"t": "samira", "seat": seat})
    if card == "zahrah" and first and p["status"]:
        frames.append({"t": "zahrah", "seat": seat})
    if card == "hind":
        p["frozen"] = state["round"] + 1
        emit(
            state,
            f"{label(seat)} will be frozen next round (Hind's long wedding night).",
            msg=m("e-hind", who=label(seat)),
        )
    if card in ("albina", "firyal") and first and state["opts"]["advanced"]:
        p["track"] -= 1
        emit(
            state,
            f"{label(seat)}'s palace track moves back one space ({name(card)}).",
            msg=m("e-track-back", who=label(seat), name=name(card)),
        )
    if suleika_before:
        p["suleika"] += 1
    recheck(state)
    for frame in frames:
        push(state, frame)


def leave(state: State, card: str, seat: int, to: str) -> None:
    """A princess leaves a palace: continuous effects end at once (they are computed from the
    palace), Suleika's pending triggers are cancelled, Xenia's cycle is cleared (D-19/D-21).
    ``to`` is "bottom" (Emira deck), "removed" (out of the game) or "none" (the caller places
    her: a Xenia transfer, a great tumult's shuffled departures)."""
    p = state["players"][seat]
    p["pal"].remove(card)
    if card == "suleika":
        p["suleika"] = 0
    if card == "xenia":
        state["xenia"] = None
    if to == "bottom":
        state["emira"].append(card)
    elif to == "removed":
        state["removed"].append(card)


# -- one-time effects resolved by decisions ---------------------------------------------------------
def discard_marker(state: State, seat: int, marker: str) -> None:
    state["players"][seat]["markers"][marker] -= 1
    state["bag"][marker] += 1
    emit(
        state,
        f"{label(seat)} discards a {marker.title()} marker into the bag (Samira).",
        msg=m("e-samira", who=label(seat), marker=m(f"marker-{marker}")),
    )


def discard_status(state: State, seat: int, price: int) -> None:
    state["players"][seat]["status"].remove(price)
    state["status_deck"].append(price)
    emit(
        state,
        f"{label(seat)} discards the {price} status card ({status_points(price)} pt) under the "
        "status deck (Zahrah).",
        msg=m("e-zahrah", who=label(seat), price=price, points=status_points(price)),
    )


# -- objectives and victory (6) --------------------------------------------------------------------
def talent_match(cards: list[str], objective: str) -> dict[str, str] | None:
    """An assignment {princess: talent} filling one accepted distribution's slots, or None."""
    for dist in OBJECTIVES[objective]:
        slots = [LETTER_TALENT[c] for c in dist]
        found = _match(slots, cards, {})
        if found is not None:
            return found
    return None


def _match(slots: list[str], cards: list[str], used: dict[str, str]) -> dict[str, str] | None:
    if not slots:
        return dict(used)
    talent = slots[0]
    for card in cards:
        if card not in used and talent in EMIRA[card][3]:
            used[card] = talent
            found = _match(slots[1:], cards, used)
            if found is not None:
                return found
            del used[card]
    return None


def fulfils(state: State, seat: int) -> dict[str, str] | None:
    """The assignment proving the objective (by talents or by count), or None (6.1)."""
    p = state["players"][seat]
    low, high = WIN_COUNTS[state["n"]]
    count = len(p["pal"])
    if count >= low:
        found = talent_match(p["pal"], p["obj"])
        if found is not None:
            return found
    if count >= high:
        return {}
    return None


def primary_score(state: State, seat: int, objective_known: bool = True) -> int:
    p = state["players"][seat]
    bonus = 3 if objective_known and talent_match(p["pal"], p["obj"]) is not None else 0
    return 2 * len(p["pal"]) + bonus


def secondary_score_half(state: State, seat: int) -> int:
    """13.5 secondary score in half points (palace track counts 0.5 per step)."""
    p = state["players"][seat]
    track = p["track"] if state["opts"]["advanced"] else 0
    whole = appearance(state, seat) + status(state, seat) + p["sections"] + p["camels"]
    return 2 * whole + track


def assignment_text(assign: dict[str, str]) -> str:
    if not assign:
        return "by number of princesses"
    return ", ".join(f"{name(c)} → {t.title()}" for c, t in assign.items())


def assignment_msg(assign: dict[str, str]) -> Told:
    """:func:`assignment_text` as a catalogue message."""
    if not assign:
        return m("f-by-number")
    return [m("f-assign", name=name(c), talent=m(f"talent-{t}")) for c, t in assign.items()]


def permutations_of(items: list) -> list[tuple]:
    """Distinct orders of a few cards (identical status cards give fewer orders)."""
    return sorted(set(permutations(items)), key=lambda t: [str(x) for x in t])


__all__ = [
    "assignment_msg",
    "assignment_text",
    "choose",
    "choose_told",
    "discard_marker",
    "discard_status",
    "fulfils",
    "join",
    "leave",
    "palace_half",
    "permutations_of",
    "primary_score",
    "recheck",
    "secondary_score_half",
    "status",
    "talent_match",
    "xenia_target",
]
