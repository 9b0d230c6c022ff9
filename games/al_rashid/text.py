"""Human texts: action labels, prompts, channel summaries, rules summary, illegal-move reasons."""

from __future__ import annotations

from typing import Any

from games.al_rashid.data import (
    FAVOR_COST,
    FAVOR_NAMES,
    GOODS,
    GUILD_FAVOR,
    SECTOR_NAMES,
    SECTORS,
    TITLES,
)
from games.al_rashid.payment import gold_value
from games.al_rashid.state import State, label

VERBS = {
    "draw", "take", "give", "favor", "favorite", "convert", "skip", "look", "remove", "keep",
    "pay", "add", "clear", "back", "service", "title", "done", "pass", "benevolence", "spy",
    "move", "forfeit", "commit", "fight", "flee", "reserve", "place", "resolve", "use", "end",
    "first",
}  # fmt: skip

RULES_SUMMARY = """**Al-Rashid** (2–5 players, 5 years). Each year: **placement** — in turn order place one pawn \
at a time (pasha 5, merchant 3, sage 1; one leader per sector; Al-Rashid's palace needs your pasha first, \
no merchants) until all are placed. **Resolution** — in turn order each player with pawns on the board \
may activate one title and must resolve one occupied sector. Ranks by predominance (ties: who came first); \
only ranks 1–3 act.
**Guild palaces**: one or two of service / title / favor, paid in one payment (no change; credit notes \
lower titles only). No main action = 1 dishonour. Intrigue service: spy or move pawns (order 1-2-3-1-2-1). \
Military: draw mercenaries. Traditions/Commerce/Politics: gain a sage/merchant/pasha.
**Al-Rashid's palace**: Benevolence (a free good + move to the front of turn order next round) and/or a \
Caliph title.
**Countries**: mercenaries on it must be beaten first: contenders in rank order fight (discard tokens of \
the colours there; a colour falls if your total is strictly higher) or flee (2 dishonour). Then the top 3 \
trade: 1st takes all of one good or any 3 items, 2nd 2 items, 3rd 1.
**Goods** are worth gold by sets of different types (1, 3, 6, 10, 15). End of year: countries restocked, \
titles reset, a crisis tile adds mercenaries.
**Scoring**: pasha 3, merchant 2, sage 1, titles, PI tokens (max 5), dishonour −2. Ties: wealth, then \
turn order.
Actions are typed like `place pasha`, `place pasha military`, `resolve silk`, `service`, \
`title banker note`, `done`, `pay wood ceramic`, `commit red 3`, `fight`, `flee`, `take all silk`."""


KIND_TEXT = {
    "draw": "draw a mercenary",
    "good": "take a good",
    "exchange": "exchange a good",
    "impostor": "choose Impostor favors",
    "alchemist": "Alchemist conversion",
    "nego": "Negotiator",
    "pay": "pay",
    "visit": "palace visit",
    "rvisit": "audience",
    "op": "espionage operation",
    "fight": "fight or flee",
    "take": "trade",
    "diplomat": "Diplomat reservation",
    "place": "place a pawn",
    "window": "Plotter/Informer moves",
    "turn": "resolution turn",
    "order": "order of effects",
}


SIMPLE_LABELS = {
    "back": "Back: undo this choice",
    "benevolence": "Benevolence: move to the front of the turn order next round",
    "clear": "Clear the goods chosen so far",
    "end": "End your resolution turn (no title activated)",
    "forfeit": "Forfeit the operation",
    "keep": "Keep the tokens as they are (remove nothing)",
}
"""Labels of one-word moves that would otherwise read as the bare word."""

SERVICE_WHAT = {
    "intrigue": "espionage operations",
    "military": "draw mercenary tokens",
    "traditions": "gain a sage",
    "commerce": "gain a merchant",
    "politics": "gain a pasha",
}


def sector_name(s: str) -> str:
    return SECTOR_NAMES.get(s, s)


def describe(state: State, seat: int, action: str) -> str:
    w = action.split()
    v = w[0]
    if v == "place":
        if len(w) == 2:
            return f"Place a {w[1]}…"
        return f"Place a {w[1]} in {sector_name(w[2])}"
    if v == "resolve":
        return f"Resolve {sector_name(w[1])}"
    if action in SIMPLE_LABELS:
        return SIMPLE_LABELS[action]
    if v == "service":
        from games.al_rashid.palaces import service_cost

        f = state["stack"][-1] if state["stack"] else {}
        sector = f.get("sector", "")
        cost = service_cost(state, seat, sector, f.get("rank", 1)) if sector else 0
        what = SERVICE_WHAT.get(sector, "the palace's service")
        return f"Service: {what} ({cost} gold, paid at `done`)"
    if v == "draw" and len(w) == 2:
        return f"Draw from the {w[1]} mercenary stack"
    if v == "add" and len(w) == 2:
        return f"Add 1 {w[1]} to the payment"
    if v == "give" and len(w) == 2:
        return f"Give 1 {w[1]}"
    if v == "use":
        return f"Activate {TITLES[w[1]][2]}"
    if v == "title":
        t = TITLES[w[1]]
        return f"Title {t[2]} ({t[4]} gold{', with a credit note' if len(w) > 2 else ''})"
    if v == "favor":
        f = state["stack"][-1]
        x = GUILD_FAVOR.get(f.get("sector", ""), "")
        return f"Favor: {FAVOR_NAMES.get(x, x)} ({FAVOR_COST.get(x, 0)} gold)"
    if v == "favorite":
        return f"Caliph's Favorite copying the {FAVOR_NAMES[w[1]]} ({1 + FAVOR_COST[w[1]]} gold)"
    if v == "pay":
        paid = [w[1:].count(g) for g in GOODS]
        frame = state["stack"][-1] if state["stack"] else {}
        worth = gold_value(paid)
        extra = ""
        if "cost" in frame:
            over = worth - frame["cost"]
            extra = f" (worth {worth} gold{f'; {over} over the cost, no change' if over else ''})"
        return "Pay " + (", ".join(w[1:]) or "nothing") + extra
    if v == "take" and len(w) == 3:
        return f"Take all the {w[2]}"
    if v == "take":
        return "Take a credit note" if w[1] == "note" else f"Take 1 {w[1]}"
    if v == "commit":
        return f"Commit your {w[1]} {w[2]} mercenary"
    if v == "fight":
        return "Fight with the committed mercenaries"
    if v == "flee":
        return "Flee (2 dishonour)"
    if v == "pass":
        return "Pass (1 dishonour)"
    if v == "done":
        f = state["stack"][-1] if state["stack"] else {}
        if f.get("t") == "visit" and not f.get("service") and not f.get("title"):
            return "Done — no service or title: 1 dishonour"
        return "Done"
    if v == "spy":
        return f"Spy on {sector_name(w[1])}"
    if v == "move" and len(w) == 3:
        return f"Move your {w[2]} from {sector_name(w[1])}…"
    if v == "move":
        return f"Move your {w[2]} from {sector_name(w[1])} to {sector_name(w[3])}"
    if v == "look":
        return f"Look at the tokens on {sector_name(w[1])}"
    if v == "first":
        return "Resolve the title's effect first" if w[1] == "title" else "Resolve the favor first"
    if v == "remove" and len(w) >= 6:
        side = " (the face-up one)" if w[3] == "up" else ""
        return f"Discard your {w[-2]} {w[-1]} to remove the {w[1]} {w[2]}{side}"
    if v == "convert":
        return (
            "Convert a sage in your pool"
            if w[1] == "pool"
            else f"Convert your sage in {sector_name(w[1])}"
        )
    return action[:1].upper() + action[1:]


def DECIDE_LEGAL(state: State, frame: dict[str, Any]) -> list[str]:  # noqa: N802
    """The legal list of a frame (prompts say only what is true now)."""
    from games.al_rashid.frames import DECIDE

    return DECIDE[frame["t"]][0](state, frame)


def prompt(state: State, seat: int) -> str:
    if not state["stack"] or state["stack"][-1].get("seat") != seat:
        return "Nothing to decide now."
    f = state["stack"][-1]
    t = f["t"]
    sec = sector_name(f.get("sector") or "")
    if t == "draw":
        return f"Draw a mercenary token ({f['why']}): red or blue? ({f['n']} left)"
    if t == "good":
        return f"Take a good of your choice ({f['why']}, {f['n']} left)."
    if t == "exchange":
        return (
            "Choose the good to give."
            if f["give"] is None
            else f"Gave {f['give']}: choose the good to take."
        )
    if t == "impostor":
        return "Impostor: choose a free favor."
    if t == "alchemist":
        return "Alchemist: turn one of your sages into a merchant?"
    if t == "nego":
        return (
            "Negotiator: choose a country to look at."
            if f["sector"] is None
            else "Negotiator: remove a token?"
        )
    if t == "order":
        return "Choose which effect resolves first: the title's or the favor's."
    if t == "pay":
        return f"Pay a cost of {f['cost']} gold (no change given)."
    if t == "visit":
        chosen = _visit_chosen(f)
        if chosen:
            return (
                f"{sec}, rank {f['rank']}: chosen so far {chosen} (paid and resolved at `done`). "
                "Add another (two in all) or `done`; `back` clears the choice."
            )
        return (
            f"{sec}: you are ranked {f['rank']}. Choose service, title and/or favor (up to two), "
            "then `done`; `pass` (nothing) costs 1 dishonour."
        )
    if t == "rvisit":
        return (
            f"Al-Rashid's Palace, rank {f['rank']}: Benevolence and/or a Caliph title, then `done`."
        )
    if t == "op":
        return "Espionage operation: spy, move a pawn between countries, or forfeit."
    if t == "fight":
        legal = DECIDE_LEGAL(state, f)
        if "fight" not in legal:
            first = next((a for a in legal if a.startswith("commit ")), "commit <colour> <value>")
            flee = " or `flee` (2 dishonour)" if "flee" in legal else ""
            return f"Battle in {sec}: commit mercenary tokens first (`{first}`){flee}."
        flee = "; `flee` costs 2 dishonour" if "flee" in legal else ""
        from games.al_rashid.countries import battle_strength

        n = len(f["committed"])
        if not any(a.startswith("commit ") for a in legal):
            # a public list (only `fight` left): the prompt may be posted, values stay private
            return f"Battle in {sec}: {n} token{'s' if n != 1 else ''} committed; `fight`."
        committed = ", ".join(f"{c} {v}" for c, v in f["committed"])
        strength = battle_strength(state, seat, f["committed"])
        mine = ", ".join(f"{c} {k}" for c, k in strength.items())
        return (
            f"Battle in {sec}: committed {committed} (your strength: {mine}). Commit more "
            f"tokens or `fight`{flee}."
        )
    if t == "take":
        n = f["left"]
        return f"Trade in {sec}: take {n} item{'s' if n != 1 else ''}."
    if t == "diplomat":
        return "Diplomat: reserve a pasha or a merchant to place last?"
    if t == "place":
        return (
            "Place a pawn: choose the pawn."
            if f["pawn"] is None
            else f"Place your {f['pawn']}: choose the sector."
        )
    if t == "window":
        return "Start of resolution: use Plotter/Informer to move a pawn, or done."
    if t == "turn":
        return "Your resolution turn: resolve a sector (and optionally activate a title)."
    return "Your move."


def _visit_chosen(f: dict[str, Any]) -> str:
    """The choices of a guild visit so far, in words (the engine resolves them at ``done``)."""
    bits = []
    if f.get("service"):
        bits.append(f"the service ({SERVICE_WHAT.get(f.get('sector', ''), 'service')})")
    if f.get("title"):
        bits.append(f"the title {TITLES[f['title']][2]}" + (" with a note" if f["note"] else ""))
    if f.get("favor"):
        bits.append(f"the favor {FAVOR_NAMES.get(f['favor'], f['favor'])}")
    return " and ".join(bits)


def summary(view: dict[str, Any]) -> str:
    lines = [f"Al-Rashid — year {view['year']}/5, {view['phase']}."]
    lines.append("Turn order: " + " → ".join(label(s) for s in view["order"]))
    if view.get("decision"):
        d = view["decision"]
        where = f" in {sector_name(d['sector'])}" if d.get("sector") else ""
        what = KIND_TEXT.get(d["kind"], d["kind"])
        lines.append(f"Waiting for {label(d['seat'])}: {what}{where}.")
    for p in view["players"]:
        fam = p["pawns"]
        lines.append(
            f"{p['label']}: pasha/merchant/sage {fam['pasha']['family']}/{fam['merchant']['family']}/"
            f"{fam['sage']['family']}, gold {p['gold']}, notes {p['notes']}, PI {p['influence']}, "
            f"dishonour {p['dishonour']}, titles {len(p['titles'])} — {p['prestige']['total']} PP so far"
        )
    if view.get("result"):
        lines.append(final_line(view["result"]))
    return "\n".join(lines)


def explain(state: State, seat: int, action: str, allowed: list[str]) -> tuple[bool, str]:
    """(malformed?, reason)."""
    w = action.split()
    if not w or w[0] not in VERBS:
        return True, f"'{action}' is not an Al-Rashid action."
    for word in w[1:]:
        if not (
            word.isdigit()
            or word in SECTORS
            or word in TITLES
            or word in VERBS
            or word.isalpha()
            or "_" in word
        ):
            return True, f"'{action}' does not parse."
    from games.al_rashid.text import prompt as _prompt

    same = [a for a in allowed if a.split()[0] == w[0]]
    if w[0] == "pay":
        return (
            False,
            "That payment is not allowed: it must cover the cost with no superfluous good.",
        )
    placing = bool(state["stack"]) and state["stack"][-1]["t"] == "place"
    if w[0] == "place" and len(w) == 3 and w[2] in SECTORS and placing:
        return (
            False,
            f"You cannot place a {w[1]} in {sector_name(w[2])} now (one leader per sector; Al-Rashid's palace needs your pasha first and no merchant).",
        )
    if same:
        return False, f"'{action}' is not allowed here. {_prompt(state, seat)}"
    return False, f"You cannot '{w[0]}' now. {_prompt(state, seat)}"


def _pawns(pawns: list[str]) -> str:
    counts = {p: pawns.count(p) for p in ("pasha", "merchant", "sage") if p in pawns}
    return " + ".join(f"{n} {p}{'s' if n > 1 else ''}" for p, n in counts.items())


def _groups(sector: dict[str, Any]) -> str:
    groups = sorted(sector["groups"], key=lambda g: g["rank"])
    if not groups:
        return "empty"
    return "; ".join(
        f"rank {g['rank']} {label(g['seat'])} ({_pawns(g['pawns'])}, predominance "
        f"{g['predominance']})"
        for g in groups
    )


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """The whole position in words, from the view only: the console's ``board`` and the alt text
    of every image — palaces with groups, ranks and titles on offer; countries with groups,
    stock and mercenaries; every player's pawns, goods, titles and score so far."""
    phase = {"placement": "placement", "reserved": "placement (reserved pawns)"}.get(
        view["phase"], view["phase"]
    )
    lines = [f"Al-Rashid — year {view['year']} of 5, {phase}."]
    lines.append("Turn order: " + " → ".join(label(s) for s in view["order"]) + ".")
    if view.get("decision"):
        d = view["decision"]
        where = f" in {sector_name(d['sector'])}" if d.get("sector") else ""
        lines.append(
            f"Waiting for {label(d['seat'])}: {KIND_TEXT.get(d['kind'], d['kind'])}{where}."
        )
    lines.append("City (palaces):")
    for sector in view["city"]:
        done = " (resolved this year)" if sector["resolved"] else ""
        lines.append(f"  {sector['name']}{done}: {_groups(sector)}.")
        offers = view["titles"].get(sector["id"], [])
        left = [
            f"{t['name']} ({t['cost']} gold, {'PP by condition' if t['pp'] is None else str(t['pp']) + ' PP'})"
            for t in offers
            if t["left"]
        ]
        if left:
            lines.append(f"    Titles on offer: {', '.join(left)}.")
    lines.append("Map (countries):")
    for sector in view["map"]:
        done = " (resolved this year)" if sector["resolved"] else ""
        stock = ", ".join(f"{n} {g}" for g, n in sector["stock"].items() if n and g != "note")
        if sector["stock"].get("note"):
            stock += ", a credit note"
        tokens = ", ".join(
            f"{t['colour']} {t['value'] if t['value'] is not None else '?'}"
            + ("" if t["face_up"] else " face down")
            for t in sector["tokens"]
        )
        lines.append(
            f"  {sector['name']}{done}: {_groups(sector)}. Stock: {stock or 'empty'}. "
            f"Mercenaries: {tokens or 'none'}."
        )
    merc = view["mercenaries"]
    lines.append(
        f"Mercenary stacks: red {merc['red']['stack']}, blue {merc['blue']['stack']}. "
        f"Crisis tiles left: {view['crisis']['deck']}."
    )
    for p in view["players"]:
        fam = p["pawns"]
        pawns = ", ".join(
            f"{fam[k]['family']} {k}{'s' if fam[k]['family'] != 1 else ''} "
            f"({fam[k]['pool']} in pool)"
            for k in ("pasha", "merchant", "sage")
        )
        goods = ", ".join(f"{n} {g}" for g, n in p["goods"].items() if n) or "no goods"
        titles = ", ".join(t["name"] + (" (used)" if t["used"] else "") for t in p["titles"])
        hand = p["hand"]
        lines.append(
            f"{p['label']}: {p['prestige']['total']} PP so far. Pawns: {pawns}. Goods: {goods} "
            f"(worth {p['gold']} gold). Credit notes {p['notes']}, PI {p['influence']}, "
            f"dishonour {p['dishonour']}. Mercenaries in hand: {hand['red']} red, "
            f"{hand['blue']} blue. Titles: {titles or 'none'}."
        )
    if view.get("result"):
        lines.append(final_line(view["result"]))
    return "\n".join(lines)


def final_line(r: dict[str, Any]) -> str:
    """``Final: P1 30 (#1), P2 30 (#2)…``, best first; tied players show what broke the tie
    (wealth, then turn-order position), so a rank never looks arbitrary."""
    scores, ranks, tb = r["scores"], r["ranks"], r.get("tiebreak") or []
    parts = []
    for s in sorted(range(len(scores)), key=lambda i: ranks[i]):
        tie = ""
        if scores.count(scores[s]) > 1 and s < len(tb) and isinstance(tb[s], dict):
            tie = f", tie-break: wealth {tb[s]['wealth']}, turn order {tb[s]['track_position']}"
        parts.append(f"{label(s)} {scores[s]} PP (#{ranks[s]}{tie})")
    text = "Final: " + ", ".join(parts) + "."
    if any(scores.count(x) > 1 for x in scores):
        text += " Ties on prestige are broken by wealth (gold value of goods), then turn order."
    return text
