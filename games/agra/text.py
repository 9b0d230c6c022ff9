"""Human texts: action labels, prompts, summaries, defaults of response windows, errors."""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.agra.rules import value
from games.agra.state import State, label
from games.core.protocol import Msg, Result

RULES_SUMMARY = """**Agra** (2–4 players). Rupees are victory points and **secret** until the end.
Each turn: optional **meditation** (lay standing workers for MP; exchange, deliver, transform, \
remove a cache tile — one outer action is blocked — or move farmers), then the mandatory **action**: \
place a worker on a character (Architect: +1 influence or build; Sailor: pay a good for deliveries to \
notables and one guild order; Trader: price token and/or exchange; Botanist: two of meditate, cache, \
farmers), a built building (produce or transform up to 3 goods — others may *follow* with one good), or \
the Builder's site. A space held by another player ejects it (it gains favours); your own costs 2 rupees \
(peonage). Then optionally serve **Akbar** one good or fulfil one **guild order**, and `end turn`.
At any prompt of your turn: oil/curry stand workers up, favour actions, luxury goods (statue = extra \
action, painting = 2 influence, book, clothing = sell), notable abilities.
Notables on the river pay 1 rupee per marker on them when you deliver; the majority wins the card. \
Completed notables move the boat (events). The end comes after the round following a level IV notable, \
an influence of 10 or a full order column. Final scoring: end notables, influence majorities × orders, \
meditation VII (5), cache tiles removed, Akbar (0/1/3/5, +3 each).
Moves look like `place sailor`, `pay curry`, `give n2 curry`, `process 3`, `follow`, `end turn`."""

KINDS = {
    "turn": "turn",
    "lay": "lay workers down for meditation points",
    "med": "meditation actions",
    "arch": "Architect: influence or build",
    "mat": "choose building materials",
    "bonus": "choose a construction bonus tile",
    "proc": "how many goods to transform",
    "prod": "how many goods to produce",
    "dyer": "Dyer swap",
    "spay": "Sailor: pay a good",
    "sail": "Sailor: deliveries",
    "trade": "Trader",
    "tok": "price token",
    "tx": "Trader exchange",
    "bot": "Botanist options",
    "cache": "remove a cache tile",
    "farm": "move farmers",
    "follow": "follow the transformation?",
    "jag": "Jagirdar delivery",
    "infl": "influence steps from notables",
    "lvl": "influence level bonus",
    "discard": "discard a favour tile",
    "mosaic": "Mosaic Maker: take a favour tile",
    "track": "choose a track",
    "track2": "painting: two tracks",
    "stand": "stand workers up",
    "gain": "gain a good",
    "sell": "sell a good",
    "french": "French Trader delivery",
    "x1": "exchange a good",
    "mdn": "deliver to which notable",
    "mdg": "goods for the notable",
    "mtr": "transform along which arrow",
    "sadr": "Sadr us-Sudur: serve Akbar",
    "ft7": "serve Akbar or fulfil an order",
    "p5": "pontoon 5: take a good",
    "fmenu": "favour actions",
    "fdel": "favour delivery to a notable",
    "peon": "pay the peonage (rupees or favours)",
    "bmove": "the Builder moves",
    "boat": "the boat moves",
    "merchant": "the Merchant moves",
    "next": "the next turn",
    "mainend": "the end of the action",
    "wproc": "transform at the new building",
}
"""What each decision frame asks, in words (the headline, the image's banner)."""

STAGES = {
    "start": "meditate, or place a worker",
    "act": "place a worker",
    "extra": "place a worker (statue extra action)",
    "orders": "orders phase: Akbar, a guild order, or end turn",
}


def deciding(d: dict[str, Any] | None) -> str:
    """What a view's ``decision`` asks, in words (never the frame's internal name)."""
    if not d:
        return "nothing to decide"
    if d.get("kind") == "turn":
        return STAGES.get(d.get("stage", ""), "end the turn")
    kind = str(d.get("kind", ""))
    return KINDS.get(kind, "a decision")


ONE_WORD = {
    "favour": "Favour actions…",
    "meditate": "Meditate (lay workers for MP)",
    "exchange": "Exchange…",
    "deliver": "Deliver to a notable…",
    "transform": "Transform a good…",
    "cache": "Remove a cache tile…",
    "farmer": "Move a farmer…",
    "farmers": "Move farmers…",
    "token": "Price token…",
    "take": "Done giving: take goods",
    "pay": "Pay these materials",
    "statue": "Statue: an extra main action",
    "book": "Book: stand up to 3 workers, +1 favour",
    "painting": "Painting: +1 on two tracks",
    "clothing": "Sell a clothing",
    "oil": "Spend oil: stand up 1 worker",
    "curry": "Spend curry: stand up 1 worker",
    "caliph": "Caliph: spend cotton, stand up 1 worker",
    "french": "French Trader delivery…",
    "english": "English Trader exchange…",
    "cook": "Take a worker back from the Cook",
    "favours": "Take the favours",
    "decline": "Do not follow",
    "follow": "Follow with 1 good",
    "back": "Back: leave this menu",
    "done": "Done: finish this step",
    "none": "Take none",
    "pass": "Pass (nothing to do here)",
}

TWO_WORDS = {
    "end turn": "End your turn",
    "no swap": "Keep the goods produced (no swap)",
    "oil curry": "Spend oil and curry: stand up to 3 workers",
    "pay done": "Stop paying: deliveries are set",
    "pay favours": "Pay the peonage with 3 favours (FT14)",
    "pay none": "Pay nothing: 1 delivery",
    "pay rupees": "Pay the peonage in rupees",
    "favours": "Take the favours",
}

GUILD = {"artisans": "Artisans", "merchants": "Merchants", "scholars": "Scholars"}


def space(sp: str) -> str:
    return sp.capitalize() if sp in D.CHARACTERS else D.BUILDING_NAME[sp]


def describe(s: State, seat: int, action: str) -> str:
    w = action.split()
    v = w[0]
    if action in TWO_WORDS:
        return TWO_WORDS[action]
    if len(w) == 1:
        return ONE_WORD.get(action, action.capitalize())
    if v == "place":
        occ = s["spaces"].get(w[1])
        if occ is not None and occ[0] == seat:
            return f"Use {space(w[1])} again (peonage)"
        if occ is not None:
            return f"Place a worker on {space(w[1])} (ejects {label(occ[0])})"
        if w[1] in D.LEVEL and not s["built"][w[1]]:
            return f"Place a worker on the Builder's site: {space(w[1])} (built for free)"
        return f"Place a worker on {space(w[1])}"
    if v in ("process", "produce"):
        verb = "Transform" if v == "process" else "Produce"
        return f"{verb} {w[1]} good(s)" + (" +1 with FT2" if "ft2" in w else "")
    if v == "pay" and len(w) == 2 and w[1] not in ("none", "done", "rupees", "favours"):
        return f"Pay 1 {w[1]} (value {value(s, w[1])})"
    if v == "give" and len(w) >= 3:
        dbl = " ×2 (double delivery)" if "x2" in w else ""
        return f"Deliver {w[2]} to the {D.NOTABLES[w[1]]['name']}{dbl}"
    if action == "favour":
        return "Favour actions…"
    if v == "favour":
        fid = w[1]
        m = " with the Mollah" if "mollah" in w else ""
        return f"Favour action {fid.upper()}: {D.FAVOUR_ACTIONS[fid][2]}{m}"
    if v in ("order",):
        g = w[1]
        idx = s["omark"][g]
        goods = " + ".join(D.ORDERS[g][idx]) if idx is not None else ""
        return f"Fulfil the {GUILD[g]} order ({goods})"
    if v == "akbar":
        return f"Serve Akbar {w[-1]}" + (f" on the {w[1]} slot" if len(w) > 2 else "")
    if v == "build":
        return f"Build the {D.BUILDING_NAME[w[1]]} (cost {D.COST[w[1]]})"
    if v == "transform":
        return f"Transform {D.ARROW_SOURCE[w[1]]} into {w[1]}" + (
            " (+1 with FT2)" if "ft2" in w else ""
        )
    if v == "notable":
        return f"Deliver to the {D.NOTABLES[w[1]]['name']}"
    if v == "bonus":
        _l, guild, fav, rup, cache = D.BONUS_TILES[w[1]]
        bits = [f"+1 {GUILD[guild]}"] if guild else []
        bits += [f"{fav} favour"] if fav else []
        bits += ["remove a cache tile"] if cache else []
        return f"{w[1].upper()}: " + ", ".join(bits + [f"{rup} rupees"])
    if v == "tile":
        t = w[1]
        return f"Favour tile {t.upper()}: {D.FAVOUR_ACTIONS[t][2]}"
    if v == "use":
        return f"Add 1 {w[1]} (construction value {D.MATERIALS[w[1]]})"
    if v == "lay":
        return f"Lay down your worker on {space(w[1])}"
    if v == "stand":
        return f"Stand up your worker on {space(w[1])}"
    if v == "cache":
        return f"Remove the cache tile at {w[1].upper()}"
    if v == "farmer":
        side = {"n": "north", "e": "east", "s": "south", "w": "west"}[w[1]]
        return f"Move the {side} farmer {'forward' if w[2] == '+' else 'back'}"
    if v in ("gain", "take", "sell", "send", "swap") and len(w) == 2:
        verb = {
            "gain": "Gain",
            "take": "Take",
            "sell": "Sell",
            "send": "Deliver",
            "swap": "Swap for",
        }
        return f"{verb[v]} 1 {w[1]} (value {value(s, w[1])})"
    if v == "give" and len(w) == 2:
        return f"Give 1 {w[1]} (value {value(s, w[1])})"
    if v == "influence":
        return f"+1 level on the {GUILD[w[1]]} track"
    if v == "on":
        return f"Put the token on {w[1]}"
    if v == "face":
        return "Raise face (+1)" if w[1] == "up" else "Lower face (−1)"
    if v == "mosaic":
        return f"Convert {w[1]} MP into {1 if w[1] == '1' else 2} favour(s)"
    if v == "follow":
        return "Follow with 1 good" + (" (+1 with FT2)" if "ft2" in w else "")
    if v == "raise":
        return "+1 level on " + " and ".join(GUILD[g] for g in w[1:])
    return action


def prompt(s: State, seat: int) -> str:
    if s["over"]:
        return "The game is over."
    if not s["stack"]:
        return ""
    f = s["stack"][-1]
    kind = KINDS.get(f["t"], "your decision")
    if f["t"] == "turn":
        stage = STAGES.get(f["stage"], "end your turn")
        return f"Your turn: {stage}."
    if f["t"] == "follow":
        return f"{label(f['actor'])} transforms {D.ARROW_SOURCE[f['tgt']]} into {f['tgt']}: follow?"
    if f["t"] == "med":
        return f"Meditation: {f['mp']} MP left."
    if f["t"] == "sail":
        return f"Sailor: {f['D'] - f['used']} deliveries left."
    if f["t"] == "p5":
        return f"Pontoon 5: take a good of value {f['vals'][str(seat)]}."
    return kind[0].upper() + kind[1:] + "."


def default_action(s: State, seat: int, legal: list[str]) -> str | None:
    """§21.3 defaults; None while it is the seat's own turn decision (the bot decides)."""
    f = s["stack"][-1]
    t = f["t"]
    if t == "follow":
        return "decline"
    if t == "p5":
        return legal[0] if legal else None  # first good in canonical order (D-35)
    if "seats" in f or f.get("seat") == s["turn"]:
        return None
    if t == "jag" or t == "sadr":
        return "pass"
    if t == "lvl":
        return "favours"
    if t == "mosaic":
        tiles = sorted(s["display"], key=lambda x: int(x[2:]))
        return "none" if "none" in legal or not tiles else f"tile {tiles[0]}"
    if t == "bonus":
        return sorted(legal)[0] if legal else None
    if t == "proc":
        return "process 0"
    if t == "stand":
        return next((a for a in legal if a != "done"), "done")
    if t == "track":
        p = s["players"][seat]
        low = min(D.GUILDS, key=lambda g: (p["infl"][g], D.GUILDS.index(g)))
        return f"raise {low}"
    if t == "infl":
        return "done"
    if t == "discard":
        return legal[-1] if legal else None
    return legal[-1] if legal else None


def explain(s: State, seat: int, action: str, allowed: list[str]) -> tuple[bool, str]:
    words = action.split()
    verbs = {a.split()[0] for a in allowed}
    if not words:
        return True, "Type a move."
    if not allowed:
        return False, "You have nothing to decide now."
    if words[0] == "place" and len(words) > 1 and words[1] in D.SPACES:
        sp = words[1]
        p = s["players"][seat]
        occ = s["spaces"][sp]
        if sp in D.LEVEL and not s["built"][sp] and s["builder"] != sp:
            return False, f"The {D.BUILDING_NAME[sp]} is not built (only the Builder's site is)."
        if occ is not None and occ[0] == seat:
            return False, (
                "Peonage costs 2 rupees (1 with the Calligrapher, or 3 favours with FT14) "
                "and you cannot pay it."
            )
        if p["reserve"] == 0:
            return False, "You have no worker in reserve: only your own spaces (peonage)."
    if action == "end turn" and "end turn" not in allowed:
        return False, "Place a worker first: the action phase is mandatory."
    if words[0] not in verbs:
        return True, f"'{action}' is not a move here; try {', '.join(sorted(verbs))}."
    return False, f"'{action}' is not legal now."


def _goods(stock: dict[str, int]) -> str:
    return ", ".join(f"{k} {g}" for g, k in stock.items() if k) or "no goods"


def headline(view: dict[str, Any]) -> str:
    if view["over"]:
        return "Agra: the game is over."
    pend = " and ".join(label(x) for x in view["pending"]) or "nobody"
    return (
        f"Agra round {view['round']}, {label(view['turn'])}'s turn — waiting for {pend}: "
        f"{deciding(view['decision'])}."
    )


def summary(view: dict[str, Any]) -> str:
    lines = [headline(view)]
    lines.append(
        f"Boat at pontoon {view['boat']}, order limit {view['order_limit']}, "
        f"wheel blocks {view['wheel']}."
    )
    for p in view["players"]:
        infl = "/".join(str(p["influence"][g]) for g in D.GUILDS)
        lines.append(
            f"{p['label']}: {_goods(p['stock'])}; {p['favours']} favours; influence {infl}; "
            f"meditation {p['meditation']}; {len(p['contracts'])} notables."
        )
    res = view.get("result")
    if res:
        lines.append(
            "Final: " + ", ".join(f"{label(i)} {sc}" for i, sc in enumerate(res["scores"]))
        )
    return "\n".join(lines)


def _who(x: int | None) -> str:
    return "neutral" if x is not None and x < 0 else label(x) if x is not None else "free"


def _worker(w: list[Any] | None) -> str:
    if not w:
        return "empty"
    return f"{label(w[0])} {'standing' if w[1] else 'lying'}"


def _space_line(view: dict[str, Any], sp: str) -> str:
    """One action space: the building (or character), who stands there, Merchant, rupees."""
    bits = [_worker(view["spaces"].get(sp))]
    if sp in D.GOODS and not view["built"][sp]:
        bits = [f"construction site, cost {D.COST[sp]}"]
    if view["merchant"] == sp:
        bits.append("the Merchant is here (+2 favours)")
    if view["builder"] == sp:
        bits.append("the Builder is here (a worker builds it for free)")
    coins = view["coins"].get(sp)
    if coins:
        bits.append(f"{coins} rupee{'s' if coins != 1 else ''} lying here")
    return f"{space(sp)}: " + ", ".join(bits)


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """Every public element of the board in words (the console's ``board``, the image's alt
    text): spaces and who stands on them, goods' values, the river's notables and their
    markers, guild orders, Akbar, favour tiles, then each player's public holdings."""
    from games.agra.glossary import CATEGORIES

    lines = [headline(view)]
    if view.get("end_round") is not None and not view["over"]:
        lines.append(
            f"The end is triggered (round {view['end_round']}): after this round, one more."
        )
    lines.append(
        f"Boat at pontoon {view['boat']} of 6 (notables up to level "
        f"{D.ACCESSIBLE[view['boat']]} accessible); order limit {view['order_limit']}; "
        f"meditation action blocked: {view['wheel']}; first player {label(view['first'])}."
    )
    lines.append("Characters: " + "; ".join(_space_line(view, c) for c in D.CHARACTERS) + ".")
    for lvl in range(1, 5):
        row = [g for g in D.GOODS if D.LEVEL[g] == lvl]
        lines.append(
            f"Buildings level {lvl}: " + "; ".join(_space_line(view, g) for g in row) + "."
        )
    vals = view["values"]
    changed = [f"{g} {vals[g]}" for g in D.GOODS if vals[g] != D.PRINTED_VALUE[g]]
    lines.append(
        "Goods' values: basic 1, manufactured 2, luxury 3"
        + (f"; changed by price tokens: {', '.join(changed)}" if changed else "")
        + "."
    )
    river = []
    for n in view["river"]:
        nd = D.NOTABLES[n["id"]]
        slots = ", ".join(
            f"{good} " + ("+".join(label(x) for x in marks) if marks else "empty")
            for good, marks in zip(nd["demand"], n["slots"], strict=False)
        )
        river.append(
            f"{nd['name']} ({n['id'].upper()}, level {nd['level']}, {nd['guild']}): {slots}"
        )
    lines.append("River: " + ("; ".join(river) or "no notable left") + ".")
    done = view.get("completed") or []
    lines.append(
        "Notables completed by level: " + ", ".join(f"{i + 1}: {k}" for i, k in enumerate(done))
    )
    for g in D.GUILDS:
        col = view["orders"][g]
        idx = view["order_marker"][g]
        current = " + ".join(D.ORDERS[g][idx]) if idx is not None else "none (column full)"
        filled = [
            f"{' + '.join(D.ORDERS[g][i])} by {_who(x)}" for i, x in enumerate(col) if x is not None
        ]
        lines.append(
            f"{GUILD[g]} orders: current {current}; fulfilled: "
            + (", ".join(filled) or "none")
            + f" ({sum(x is not None for x in col)}/{view['order_limit']} markers)."
        )
    akbar = ", ".join(f"{slot} {_who(x)}" for slot, x in view["akbar"].items())
    lines.append(f"Akbar's slots: {akbar}.")
    lines.append(
        "Favour tiles on display: "
        + (", ".join(f"{t.upper()} ({D.FAVOUR_ACTIONS[t][2]})" for t in view["display"]) or "none")
        + f"; {view['pile']} in the pile. Construction bonus tiles left: "
        + (", ".join(b.upper() for b in view["bonus_tiles"]) or "none")
        + "."
    )
    for p in view["players"]:
        infl = ", ".join(f"{GUILD[g]} {p['influence'][g]}" for g in D.GUILDS)
        contracts = ", ".join(D.NOTABLES[c]["name"] for c in p["contracts"]) or "none"
        tiles = ", ".join(t.upper() for t in p["tiles"]) or "none"
        prod = ", ".join(f"{g} {p['production'][g]}" for g in D.BASIC)
        rupees = f"; {_n(p['rupees'], 'rupee')}" if p.get("rupees") is not None else ""
        lines.append(
            f"{p['label']}: {_goods(p['stock'])}; {p['favours']} favours; favour tiles {tiles}; "
            f"{p['reserve']} workers in reserve"
            + (f", {p['cook']} on the Cook" if p["cook"] else "")
            + f"; meditation {D_ROMAN[p['meditation'] - 1]}; influence {infl}; notables "
            f"{contracts}; production {prod}; "
            f"{_n(len(D.CACHES) - len(p['caches']), 'cache tile')} removed; "
            f"{_n(p['orders'], 'order')} fulfilled, {_n(p['akbar'], 'Akbar good')}{rupees}."
        )
    res = view.get("result")
    if res:
        lines.append("Final scores:")
        for i in sorted(range(len(res["scores"])), key=lambda i: res["ranks"][i]):
            bits = ", ".join(
                f"{CATEGORIES.get(k, k)} {v}"
                for k, v in res["breakdown"][i].items()
                if k != "total"
            )
            tb = res.get("tiebreak")
            tie = (
                f"; tie-break {tb[i]}"
                if tb and sum(s == res["scores"][i] for s in res["scores"]) > 1
                else ""
            )
            lines.append(f"{res['ranks'][i]}. {label(i)} {res['scores'][i]} ({bits}{tie})")
    return "\n".join(lines)


def _n(k: int, what: str) -> str:
    return f"{k} {what}{'s' if k != 1 else ''}"


D_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")


def private_summary(view: dict[str, Any]) -> str:
    """Your secret rupee total (and what only you see: the pile while the Mosaic Maker lets you
    choose, your stored window answer)."""
    v = view.get("viewer")
    if v is None:
        return ""
    p = view["players"][v]
    tiles = ", ".join(f"{t.upper()} ({D.FAVOUR_ACTIONS[t][2]})" for t in p["tiles"]) or "none"
    lines = [
        f"You have {_n(p['rupees'], 'rupee')} (secret until final scoring).",
        f"Favour tiles: {tiles}.",
    ]
    if view.get("pile_contents"):
        lines.append("Favour-tile pile: " + ", ".join(t.upper() for t in view["pile_contents"]))
    answer = (view.get("decision") or {}).get("your_answer")
    if answer:
        lines.append(f"Your answer, applied when everyone has answered: {answer}.")
    return "\n".join(lines)


def final_text(s: State, res: Result) -> str:
    from games.agra.glossary import CATEGORIES

    parts = []
    for i, row in enumerate(res.breakdown):
        bits = ", ".join(f"{CATEGORIES.get(k, k)} {v}" for k, v in row.items() if k != "total")
        tied = res.scores.count(res.scores[i]) > 1 and res.tiebreak
        tie = f", tie-break {res.tiebreak[i]}" if tied and res.tiebreak else ""
        parts.append(f"{label(i)} {row['total']} ({bits}{tie}; rank {res.ranks[i]})")
    tb = (
        " Ties are broken by the value of goods in stock + favours."
        if any(res.scores.count(x) > 1 for x in res.scores)
        else ""
    )
    return "Final scoring: " + "; ".join(parts) + "." + tb


def final_msg(res: Result) -> Msg:
    """:func:`final_text` as a catalogue message (``agra-ev-final``; one ``agra-final-<i>`` per
    seat, the same numbers)."""
    args: dict[str, Any] = {
        "n": len(res.scores),
        "ties": "yes" if any(res.scores.count(x) > 1 for x in res.scores) else "no",
    }
    for i, row in enumerate(res.breakdown):
        k = i + 1
        tied = res.scores.count(res.scores[i]) > 1 and res.tiebreak
        args |= {f"who{k}": label(i), f"t{k}": row["total"], f"rank{k}": res.ranks[i]}
        args |= {f"{cat}{k}": v for cat, v in row.items() if cat != "total"}
        args[f"tie{k}"] = "yes" if tied and res.tiebreak else "no"
        args[f"tb{k}"] = res.tiebreak[i] if res.tiebreak else 0
    return ("agra-ev-final", args)


__all__ = ["value"]
