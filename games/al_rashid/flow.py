"""Game flow (§6, §7, §9, §19): setup draws, Diplomat window, placement, Plotter/Informer window,
resolution rounds and turns (activation + resolve), end of year, end of game."""

from __future__ import annotations

from games.al_rashid import countries, effects, palaces
from games.al_rashid import words as nm
from games.al_rashid.countries import start_country
from games.al_rashid.data import (
    ACTIVATED_TITLES,
    COLOURS,
    COMMON,
    COUNTRIES,
    GOODS,
    IMPORTER_GOOD,
    LEADERS,
    PALACES,
    PAWNS,
    SECTOR_NAMES,
    SECTORS,
    STOCK,
    TITLES,
    YEARS,
)
from games.al_rashid.effects import draw_frame, exchange_frame
from games.al_rashid.moves import destinations, move, sources
from games.al_rashid.palaces import start_palace
from games.al_rashid.state import (
    State,
    add_pawn,
    board_has_pawns,
    can_draw,
    can_enter,
    emit,
    label,
    on_board,
    resolve_crisis,
)
from games.core.flow import Auto, Decision, Flow, Frame, Step, pop, push, push_all, steps

# -- Diplomat reservation (§7.2) ------------------------------------------------------------------------


def _diplomat_legal(state: State, f: Frame, seat: int) -> list[str]:
    pool = state["players"][f["seat"]]["pool"]
    out = [f"reserve {p}" for p in LEADERS if pool[p]]
    return out + ["skip"] if out else []


def _diplomat_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    if action == "skip":
        emit(
            state,
            f"{label(seat)} reserves no pawn (Diplomat).",
            msg=("alrashid-ev-diplomat-skip", {"seat": label(seat), "who": nm.title("diplomat")}),
        )
        return
    pawn = action.split()[1]
    pl = state["players"][seat]
    pl["pool"][pawn] -= 1
    pl["reserved"] = pawn
    emit(
        state,
        f"{label(seat)} reserves a {pawn} on the Diplomat tile.",
        msg=(
            "alrashid-ev-diplomat",
            {"seat": label(seat), "pawn": nm.pawn(pawn), "who": nm.title("diplomat")},
        ),
    )


# -- placement (§7.3–7.5) ---------------------------------------------------------------------------------


def _place_legal(state: State, f: Frame, seat: int) -> list[str]:
    if f["pawn"] is None:
        pool = state["players"][seat]["pool"]
        return [f"place {p}" for p in PAWNS if pool[p]]
    out = [f"place {f['pawn']} {s}" for s in SECTORS if can_enter(state, seat, f["pawn"], s)]
    return out if f["reserved"] else out + ["back"]


def _place_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "back":
        f["pawn"] = None
        return
    if len(words) == 2:
        f["pawn"] = words[1]
        return
    pawn, sector = words[1], words[2]
    pl = state["players"][seat]
    if f["reserved"]:
        pl["reserved"] = None
    else:
        pl["pool"][pawn] -= 1
    add_pawn(state, seat, pawn, sector)
    pop(state)
    emit(
        state,
        f"{label(seat)} places a {pawn} in {SECTOR_NAMES[sector]}.",
        msg=(
            "alrashid-ev-place",
            {"seat": label(seat), "pawn": nm.pawn(pawn), "sector": nm.sector(sector)},
        ),
    )


# -- Plotter / Informer window (§9.1) ----------------------------------------------------------------------


def _window_legal(state: State, f: Frame, seat: int) -> list[str]:
    if f["src"] is not None:
        zone = "palaces" if f["src"] in PALACES else "countries"
        return [
            f"move {f['src']} {f['pawn']} {d}"
            for d in destinations(state, seat, zone, f["src"], f["pawn"])
        ] + ["back"]
    out = []
    if f["plot"]:
        out += [f"move {s} {p}" for s, p in sources(state, seat, "palaces")]
    if f["inform"]:
        out += [f"move {s} {p}" for s, p in sources(state, seat, "countries")]
    return out + ["done"] if out else []


def _window_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "done":
        pop(state)
        emit(
            state,
            f"{label(f['seat'])} ends the start-of-resolution moves.",
            msg=("alrashid-ev-window-done", {"seat": label(f["seat"])}),
        )
    elif words[0] == "back":
        f["src"] = f["pawn"] = None
    elif len(words) == 3:
        f["src"], f["pawn"] = words[1], words[2]
    else:
        palace = words[1] in PALACES
        move(state, f["seat"], words[2], words[1], words[3], "Plotter" if palace else "Informer")
        f["src"] = f["pawn"] = None
        f["plot" if palace else "inform"] = False


# -- resolution turn (§9.4, §17.2) ---------------------------------------------------------------------------


def can_activate(state: State, seat: int, title: str) -> bool:
    """D-48 preconditions."""
    pl = state["players"][seat]
    if title not in pl["titles"] or title in pl["used"]:
        return False
    if title == "smuggler":
        return sum(pl["goods"]) > 0
    if title == "trader":
        return any(pl["goods"][GOODS.index(g)] for g in COMMON)
    if title == "recruiter":
        return any(can_draw(state, c) for c in COLOURS)
    if title == "negotiator":
        return any(state["tokens"][c] for c in COUNTRIES)
    return True


def _turn_legal(state: State, f: Frame, seat: int) -> list[str]:
    out = []
    if not f["res"]:
        out += [f"resolve {s}" for s in SECTORS if state["sectors"][s]]
    if not f["act"]:
        uses = [f"use {t}" for t in ACTIVATED_TITLES if can_activate(state, seat, t)]
        out += uses
        if f["res"] and uses:
            out.append("end")
    return out


def _turn_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "end":
        pop(state)
        return
    if words[0] == "resolve":
        sector = words[1]
        f["res"] = True
        state["resolved"].append(sector)
        emit(
            state,
            f"{label(seat)} resolves {SECTOR_NAMES[sector]}.",
            msg=("alrashid-ev-resolve", {"seat": label(seat), "sector": nm.sector(sector)}),
        )
        push(state, {"t": "finish", "sector": sector})
        if sector in PALACES:
            start_palace(state, sector)
        else:
            start_country(state, sector)
        return
    title = words[1]
    f["act"] = True
    pl = state["players"][seat]
    pl["used"].append(title)
    emit(
        state,
        f"{label(seat)} activates {TITLES[title][2]}.",
        msg=("alrashid-ev-activate", {"seat": label(seat), "title": nm.title(title)}),
    )
    if title in IMPORTER_GOOD:
        pl["goods"][GOODS.index(IMPORTER_GOOD[title])] += 1
        emit(
            state,
            f"{label(seat)} takes 1 {IMPORTER_GOOD[title]}.",
            msg=(
                "alrashid-ev-import",
                {"seat": label(seat), "goods": nm.goods(IMPORTER_GOOD[title], 1)},
            ),
        )
    elif title in ("smuggler", "trader"):
        push(state, exchange_frame(seat, title))
    elif title == "recruiter":
        push(state, draw_frame(seat, 1, "Recruiter"))
    elif title == "negotiator":
        push(state, {"t": "nego", "seat": seat, "sector": None})


def _finish_step(state: State, f: Frame) -> None:
    pop(state)
    from games.al_rashid.state import return_all

    return_all(state, f["sector"])


# -- phases ---------------------------------------------------------------------------------------------------


def start_year(state: State) -> None:
    state["phase"] = "placement"
    state["ptr"] = 0
    emit(state, f"Year {state['year']} begins.", msg=("alrashid-ev-year", {"year": state["year"]}))
    owners = [s for s in state["order"] if "diplomat" in state["players"][s]["titles"]]
    push_all(state, [{"t": "diplomat", "seat": s} for s in owners])


def _apply_pending_order(state: State) -> None:
    if state["pending_order"]:
        state["order"] = state["pending_order"]
        state["pending_order"] = None
        emit(
            state,
            "Turn order is now " + ", ".join(label(s) for s in state["order"]) + ".",
            msg=("alrashid-ev-order-now", {"order": [label(s) for s in state["order"]]}),
        )


def end_of_year(state: State) -> None:
    for c in COUNTRIES:
        state["stock"][c] = list(STOCK[c])
    state["resolved"] = []  # a sector stays resolved only until the end of the year (§9.5)
    for pl in state["players"]:
        pl["used"] = []
    tile = state["crisis_deck"].pop()
    state["year"] += 1
    resolve_crisis(state, tile)
    start_year(state)


def flow_step(state: State) -> None:
    """Called when no frame is pending: move the game forward by one automatic step."""
    phase = state["phase"]
    order = state["order"]
    n = len(order)
    if phase == "setup":
        start_year(state)
    elif phase == "placement":
        for k in range(n):
            seat = order[(state["ptr"] + k) % n]
            if sum(state["players"][seat]["pool"].values()):
                state["ptr"] = (state["ptr"] + k + 1) % n
                state["turn"] = seat
                push(state, {"t": "place", "seat": seat, "pawn": None, "reserved": False})
                return
        state["phase"] = "reserved"
        owners = [s for s in order if state["players"][s]["reserved"]]
        push_all(
            state,
            [
                {"t": "place", "seat": s, "pawn": state["players"][s]["reserved"], "reserved": True}
                for s in owners
            ],
        )
    elif phase == "reserved":
        state["phase"] = "window"
        state["turn"] = None
        frames = []
        for s in order:
            titles = state["players"][s]["titles"]
            plot, inform = "plotter" in titles, "informer" in titles
            if plot or inform:
                frames.append(
                    {
                        "t": "window",
                        "seat": s,
                        "plot": plot,
                        "inform": inform,
                        "src": None,
                        "pawn": None,
                    }
                )
        push_all(state, frames)
    elif phase == "window":
        state["phase"] = "resolution"
        state["round"] = list(order)
        state["ri"] = 0
        emit(state, "Resolution phase.", msg=("alrashid-ev-resolution", {}))
    elif phase == "resolution":
        if not board_has_pawns(state):
            _apply_pending_order(state)
            state["turn"] = None
            if state["year"] >= YEARS:
                state["phase"] = "over"
                emit(state, "The game is over.", msg=("alrashid-ev-over", {}))
            else:
                end_of_year(state)
            return
        while True:
            while state["ri"] < len(state["round"]):
                seat = state["round"][state["ri"]]
                state["ri"] += 1
                if on_board(state, seat):
                    state["turn"] = seat
                    push(state, {"t": "turn", "seat": seat, "act": False, "res": False})
                    return
            _apply_pending_order(state)
            state["round"] = list(state["order"])
            state["ri"] = 0


def advance(state: State) -> None:
    """Run automatic steps until a seat must decide or the game is over."""
    FLOW.advance(state)


def setup_draws(state: State) -> None:
    push_all(state, [draw_frame(s, 1, "setup") for s in state["order"]])


STEPS: dict[str, Step[State]] = {
    "diplomat": Decision(_diplomat_legal, _diplomat_apply),
    "place": Decision(_place_legal, _place_apply),
    "window": Decision(_window_legal, _window_apply),
    "turn": Decision(_turn_legal, _turn_apply),
    "finish": Auto(_finish_step),
}


FLOW: Flow[State] = Flow(
    "al-rashid",
    steps(STEPS, countries.STEPS, effects.STEPS, palaces.STEPS),
    idle=flow_step,
    over=lambda state: not state["stack"] and state["phase"] == "over",
)
