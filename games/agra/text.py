"""Human texts: action labels, prompts, summaries, defaults of response windows, errors."""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.agra.rules.orders import can_order
from games.agra.rules.production import prod_max
from games.agra.rules.sailing import delivery_options
from games.agra.rules.secondary import secondaries
from games.agra.state import State, label, value
from games.core.protocol import Msg, Result

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


def tr(locale: str, key: str, **args: Any) -> str:
    """The catalogue message ``agra-<key>`` (``i18n/locales/<lang>/agra.ftl``): every word these
    texts say, English included, comes from there; ids (goods, spaces, notables, guilds) are
    passed as they are and the catalogue names them in each language."""
    from i18n import t  # lazily: the engine and the bots never need the catalogues

    return t(locale, f"agra-{key}", **args)


def space(sp: str, locale: str = "en") -> str:
    return tr(locale, "n-space", space=sp)


def deciding(d: dict[str, Any] | None, locale: str = "en") -> str:
    """What a view's ``decision`` asks, in words (never the frame's internal name)."""
    if not d:
        return tr(locale, "nothing-to-decide")
    if d.get("kind") == "turn":
        stage = d.get("stage", "")
        return tr(locale, f"stage-{stage}" if stage in STAGES else "stage-end")
    kind = str(d.get("kind", ""))
    # said inside a sentence ("waiting for P3: follow the transformation."): no question mark
    return tr(locale, f"kind-{kind}" if kind in KINDS else "kind-other").rstrip("? \u00a0\u202f")


def _place(s: State, seat: int, space: str, locale: str) -> str:
    """A placement's label: peonage, an ejection, the Builder's site, or a plain placement."""
    occ = s["spaces"].get(space)
    if occ is not None and occ[0] == seat:
        return tr(locale, "d-place-again", space=space)
    if occ is not None:
        return tr(locale, "d-place-eject", space=space, who=label(occ[0]))
    if space in D.LEVEL and not s["built"][space]:
        return tr(locale, "d-place-site", space=space)
    return tr(locale, "d-place", space=space)


def _placement(s: State, seat: int, space: str, locale: str) -> str:
    """A placement's label, with the waste it would be said before the worker is placed: a
    production of 0, a processing with no source good, a Sailor with nothing to deliver (only
    where no favour, luxury or Merchant's visit could bring the goods first)."""
    text = _place(s, seat, space, locale)
    if space in D.BASIC and prod_max(s, seat, space) == 0:
        return tr(locale, "d-place-idle", text=text, good=space)
    if secondaries(s, seat) or s["merchant"] == space:  # a favour or luxury may still bring goods
        return text
    stock = s["players"][seat]["stock"]
    built = space not in D.LEVEL or s["built"][space]  # a site's bonus tile may bring goods
    if space in D.ARROW_SOURCE and built and stock[D.ARROW_SOURCE[space]] == 0:
        return tr(locale, "d-place-no-source", text=text, good=D.ARROW_SOURCE[space])
    idle_sailor = not delivery_options(s, seat, False) and not any(
        can_order(s, seat, g) for g in D.GUILDS
    )
    if space == "sailor" and idle_sailor:
        return tr(locale, "d-place-no-delivery", text=text)
    return text


def _sail_lost(s: State, seat: int, f: dict[str, Any]) -> int:
    """Sailor deliveries that ending now would lose (neither made nor refunded), counted only
    while one could still be made: the free one and any paid beyond the refund (§12)."""
    left = f["D"] - f["used"]
    could = delivery_options(s, seat, False) or (
        not f["order"] and left >= 2 and any(can_order(s, seat, g) for g in D.GUILDS)
    )
    return max(0, left - min(left, f["pv"])) if left > 0 and could else 0


def describe(s: State, seat: int, action: str, locale: str = "en") -> str:
    w = action.split()
    v = w[0]
    if action in TWO_WORDS:
        return tr(locale, "a-" + action.replace(" ", "-"))
    top = s["stack"][-1] if s["stack"] else {}
    if action == "done" and top.get("t") == "med" and top["mp"] > 0:
        return tr(locale, "d-done-med", mp=top["mp"])  # said before the points are lost
    if action == "done" and top.get("t") == "sail" and top["seat"] == seat:
        lost = _sail_lost(s, seat, top)
        if lost:
            return tr(locale, "d-done-sail", lost=lost)
    if len(w) == 1:
        return tr(locale, f"a-{action}") if action in ONE_WORD else action.capitalize()
    if v == "place":
        return _placement(s, seat, w[1], locale)
    if v in ("process", "produce"):
        return tr(locale, f"d-{v}", k=w[1], ft2="yes" if "ft2" in w else "no")
    if v == "pay" and len(w) == 2 and w[1] not in ("none", "done", "rupees", "favours"):
        return tr(locale, "d-pay", good=w[1], value=value(s, w[1]))
    if v == "give" and len(w) >= 3:
        dbl = "yes" if "x2" in w else "no"
        return tr(locale, "d-deliver", good=w[2], notable=w[1], double=dbl)
    if v == "favour":
        m = "yes" if "mollah" in w else "no"
        return tr(locale, "d-favour", tile=w[1].upper(), fid=w[1], mollah=m)
    if v in ("order",):
        g = w[1]
        idx = s["omark"][g]
        if idx is None:
            return tr(locale, "d-order-none", guild=g)
        g1, g2 = D.ORDERS[g][idx]
        return tr(locale, "d-order", guild=g, g1=g1, g2=g2)
    if v == "akbar":
        if len(w) > 2:
            return tr(locale, "d-akbar-slot", good=w[-1], slot=w[1])
        return tr(locale, "d-akbar", good=w[-1])
    if v == "build":
        return tr(locale, "d-build", good=w[1], cost=D.COST[w[1]])
    if v == "transform":
        src = D.ARROW_SOURCE[w[1]]
        return tr(locale, "d-transform", src=src, tgt=w[1], ft2="yes" if "ft2" in w else "no")
    if v == "notable":
        return tr(locale, "d-notable", notable=w[1])
    if v == "bonus":
        _l, guild, fav, rup, cache = D.BONUS_TILES[w[1]]
        return tr(
            locale,
            "d-bonus",
            tile=w[1].upper(),
            guild=guild or "none",
            fav=fav,
            cache="yes" if cache else "no",
            rupees=rup,
        )
    if v == "tile":
        return tr(locale, "d-tile", tile=w[1].upper(), fid=w[1])
    if v == "use":
        return tr(locale, "d-use", good=w[1], value=D.MATERIALS[w[1]])
    if v in ("lay", "stand"):
        return tr(locale, f"d-{v}", space=w[1])
    if v == "cache":
        return tr(locale, "d-cache", cache=w[1].upper())
    if v == "farmer":
        return tr(locale, "d-farmer", side=w[1], dir="forward" if w[2] == "+" else "back")
    if v in ("gain", "take", "sell", "send", "swap", "give") and len(w) == 2:
        return tr(locale, f"d-{v}", good=w[1], value=value(s, w[1]))
    if v == "influence":
        return tr(locale, "d-influence", guild=w[1])
    if v == "on":
        return tr(locale, "d-on", good=w[1])
    if v == "face":
        return tr(locale, "d-face-up" if w[1] == "up" else "d-face-down")
    if v == "mosaic":
        return tr(locale, "d-mosaic", mp=w[1], k=1 if w[1] == "1" else 2)
    if v == "follow":
        return tr(locale, "d-follow", ft2="yes" if "ft2" in w else "no")
    if v == "raise":
        if len(w) == 2:
            return tr(locale, "d-raise", guild=w[1])
        return tr(locale, "d-raise2", guild=w[1], guild2=w[2])
    return action


def prompt(s: State, seat: int, locale: str = "en") -> str:
    if s["over"]:
        return tr(locale, "p-over")
    if not s["stack"]:
        return ""
    f = s["stack"][-1]
    if f["t"] == "turn":
        stage = f["stage"]
        return tr(
            locale,
            "p-turn",
            stage=tr(locale, f"stage-{stage}" if stage in STAGES else "stage-end-yours"),
        )
    if f["t"] == "follow":
        return tr(
            locale, "p-follow", who=label(f["actor"]), src=D.ARROW_SOURCE[f["tgt"]], tgt=f["tgt"]
        )
    if f["t"] == "med":  # the blocked action named before the player looks for it
        return tr(locale, "p-med-blocked", mp=f["mp"], act=s["wheel"])
    if f["t"] == "sail":
        return tr(locale, "p-sail", k=f["D"] - f["used"])
    if f["t"] == "p5":
        return tr(locale, "p-p5", value=f["vals"][str(seat)])
    kind = tr(locale, f"kind-{f['t']}" if f["t"] in KINDS else "kind-yours")
    end = "" if kind.endswith(("?", "!", ".")) else "."  # a question keeps its own mark
    return kind[0].upper() + kind[1:] + end


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


def explain(
    s: State, seat: int, action: str, allowed: list[str], locale: str = "en"
) -> tuple[bool, str]:
    words = action.split()
    verbs = {a.split()[0] for a in allowed}
    if not words:
        return True, tr(locale, "x-empty")
    if not allowed:
        return False, tr(locale, "x-nothing")
    if words[0] == "place" and len(words) > 1 and words[1] in D.SPACES:
        sp = words[1]
        p = s["players"][seat]
        occ = s["spaces"][sp]
        if sp in D.LEVEL and not s["built"][sp] and s["builder"] != sp:
            return False, tr(locale, "x-not-built", good=sp)
        if occ is not None and occ[0] == seat:
            return False, tr(locale, "x-peonage")
        if p["reserve"] == 0:
            return False, tr(locale, "x-no-reserve")
    if action == "end turn" and "end turn" not in allowed:
        return False, tr(locale, "x-place-first")
    if words[0] not in verbs:
        return True, tr(locale, "x-not-a-move", action=action, verbs=", ".join(sorted(verbs)))
    return False, tr(locale, "x-not-legal", action=action)


def _goods(stock: dict[str, int], locale: str = "en") -> str:
    held = [tr(locale, "goods-k", k=k, good=g) for g, k in stock.items() if k]
    return ", ".join(held) or tr(locale, "no-goods")


def headline(view: dict[str, Any], locale: str = "en") -> str:
    """The channel post's line under the turn's story: the round and the boat. Not whose turn
    it is nor what they decide — the story's "Round 3: Ann's turn." and the post's call to the
    player who must act say that, and saying it a third time made every post repeat itself."""
    if view["over"]:
        return tr(locale, "h-over")
    boat = tr(locale, "s-boat", boat=view["boat"], limit=view["order_limit"], act=view["wheel"])
    return f"{tr(locale, 'h-round', round=view['round'])} {boat}"


def turn_line(view: dict[str, Any], locale: str = "en") -> str:
    """Whose turn it is and what is waited for (the summary's first line)."""
    if view["over"]:
        return tr(locale, "h-over")
    pend = tr(locale, "and").join(label(x) for x in view["pending"]) or tr(locale, "nobody")
    return tr(
        locale,
        "h-turn",
        round=view["round"],
        who=label(view["turn"]),
        pending=pend,
        deciding=deciding(view["decision"], locale),
    )


def summary(view: dict[str, Any], locale: str = "en") -> str:
    lines = [turn_line(view, locale)]
    lines.append(
        tr(locale, "s-boat", boat=view["boat"], limit=view["order_limit"], act=view["wheel"])
    )
    for p in view["players"]:
        infl = "/".join(str(p["influence"][g]) for g in D.GUILDS)
        lines.append(
            tr(
                locale,
                "s-player",
                who=p["label"],
                goods=_goods(p["stock"], locale),
                favours=p["favours"],
                infl=infl,
                med=p["meditation"],
                k=len(p["contracts"]),
            )
        )
    res = view.get("result")
    if res:
        scores = ", ".join(f"{label(i)} {sc}" for i, sc in enumerate(res["scores"]))
        lines.append(tr(locale, "s-final", scores=scores))
    return "\n".join(lines)


def _who(x: int | None, locale: str = "en") -> str:
    if x is None:
        return tr(locale, "free")
    return tr(locale, "neutral") if x < 0 else label(x)


def _worker(w: list[Any] | None, locale: str = "en") -> str:
    if not w:
        return tr(locale, "empty")
    return tr(locale, "worker", who=label(w[0]), up="yes" if w[1] else "no")


def _space_line(view: dict[str, Any], sp: str, locale: str = "en") -> str:
    """One action space: the building (or character), who stands there, Merchant, rupees."""
    bits = [_worker(view["spaces"].get(sp), locale)]
    if sp in D.GOODS and not view["built"][sp]:
        bits = [tr(locale, "b-site", cost=D.COST[sp])]
    if view["merchant"] == sp:
        bits.append(tr(locale, "b-merchant"))
    if view["builder"] == sp:
        bits.append(tr(locale, "b-builder"))
    coins = view["coins"].get(sp)
    if coins:
        bits.append(tr(locale, "b-coins", k=coins))
    return tr(locale, "b-space", space=sp, bits=", ".join(bits))


def _farm_line(p: dict[str, Any], locale: str) -> str:
    """A player board's farm: where each farmer stands and which cache tiles still cover it
    (what ``farmer`` and ``cache`` act on, and what makes the production values)."""
    caches = ", ".join(c.upper() for c in p["caches"]) or tr(locale, "none")
    return tr(locale, "b-farm", who=p["label"], caches=caches, **p["farm"])


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """Every public element of the board in words (the console's ``board``, the image's alt
    text): spaces and who stands on them, goods' values, the river's notables and their
    markers, guild orders, Akbar, favour tiles, then each player's public holdings."""
    lines = [headline(view, locale)]
    if view.get("end_round") is not None and not view["over"]:
        lines.append(tr(locale, "b-end", round=view["end_round"]))
    lines.append(
        tr(
            locale,
            "b-boat",
            boat=view["boat"],
            level=D.ACCESSIBLE[view["boat"]],
            limit=view["order_limit"],
            act=view["wheel"],
            who=label(view["first"]),
        )
    )
    chars = "; ".join(_space_line(view, c, locale) for c in D.CHARACTERS)
    lines.append(tr(locale, "b-characters", spaces=chars))
    for lvl in range(1, 5):
        row = [g for g in D.GOODS if D.LEVEL[g] == lvl]
        spaces = "; ".join(_space_line(view, g, locale) for g in row)
        lines.append(tr(locale, "b-buildings", level=lvl, spaces=spaces))
    vals = view["values"]
    changed = [
        tr(locale, "good-v", good=g, v=vals[g]) for g in D.GOODS if vals[g] != D.PRINTED_VALUE[g]
    ]
    lines.append(tr(locale, "b-values", changed=", ".join(changed), any=len(changed)))
    river = []
    for n in view["river"]:
        nd = D.NOTABLES[n["id"]]
        slots = ", ".join(
            tr(
                locale,
                "b-slot",
                good=good,
                marks="+".join(label(x) for x in marks) if marks else tr(locale, "empty"),
            )
            for good, marks in zip(nd["demand"], n["slots"], strict=False)
        )
        river.append(
            tr(
                locale,
                "b-notable",
                notable=n["id"],
                id=n["id"].upper(),
                level=nd["level"],
                guild=nd["guild"],
                slots=slots,
            )
        )
    lines.append(tr(locale, "b-river", notables="; ".join(river) or tr(locale, "no-notable-left")))
    done = view.get("completed") or []
    lines.append(
        tr(locale, "b-completed", done=", ".join(f"{i + 1}: {k}" for i, k in enumerate(done)))
    )
    for g in D.GUILDS:
        col = view["orders"][g]
        idx = view["order_marker"][g]
        current = (
            tr(locale, "b-order-goods", g1=D.ORDERS[g][idx][0], g2=D.ORDERS[g][idx][1])
            if idx is not None
            else tr(locale, "b-order-full")
        )
        filled = [
            tr(
                locale,
                "b-order-by",
                g1=D.ORDERS[g][i][0],
                g2=D.ORDERS[g][i][1],
                who=_who(x, locale),
            )
            for i, x in enumerate(col)
            if x is not None
        ]
        lines.append(
            tr(
                locale,
                "b-orders",
                guild=g,
                current=current,
                filled=", ".join(filled) or tr(locale, "none"),
                k=sum(x is not None for x in col),
                limit=view["order_limit"],
            )
        )
    akbar = ", ".join(
        tr(locale, "b-akbar-slot", slot=slot, who=_who(x, locale))
        for slot, x in view["akbar"].items()
    )
    lines.append(tr(locale, "b-akbar", slots=akbar))
    display = ", ".join(tr(locale, "tile-text", tile=t.upper(), fid=t) for t in view["display"])
    lines.append(
        tr(
            locale,
            "b-tiles",
            display=display or tr(locale, "none"),
            pile=view["pile"],
            bonus=", ".join(b.upper() for b in view["bonus_tiles"]) or tr(locale, "none"),
        )
    )
    for p in view["players"]:
        infl = ", ".join(tr(locale, "b-infl", guild=g, level=p["influence"][g]) for g in D.GUILDS)
        contracts = ", ".join(tr(locale, "n-notable", notable=c) for c in p["contracts"])
        tiles = ", ".join(t.upper() for t in p["tiles"]) or tr(locale, "none")
        prod = ", ".join(tr(locale, "good-v", good=g, v=p["production"][g]) for g in D.BASIC)
        secret = p.get("rupees") is not None
        lines.append(
            tr(
                locale,
                "b-player",
                who=p["label"],
                goods=_goods(p["stock"], locale),
                favours=p["favours"],
                tiles=tiles,
                reserve=p["reserve"],
                cook=p["cook"],
                med=D_ROMAN[p["meditation"] - 1],
                infl=infl,
                contracts=contracts or tr(locale, "none"),
                prod=prod,
                caches=len(D.CACHES) - len(p["caches"]),
                orders=p["orders"],
                akbar=p["akbar"],
                shown="yes" if secret else "no",
                rupees=p["rupees"] if secret else 0,
            )
        )
        lines.append(_farm_line(p, locale))
    res = view.get("result")
    if res:
        lines.append(tr(locale, "b-final"))
        labels = score_labels(locale)
        for i in sorted(range(len(res["scores"])), key=lambda i: res["ranks"][i]):
            bits = ", ".join(
                f"{labels.get(k, k)} {v}" for k, v in res["breakdown"][i].items() if k != "total"
            )
            tb = res.get("tiebreak")
            tied = tb and sum(s == res["scores"][i] for s in res["scores"]) > 1
            tie = tr(locale, "b-tie", tb=tb[i]) if tied else ""
            lines.append(f"{res['ranks'][i]}. {label(i)} {res['scores'][i]} ({bits}{tie})")
    return "\n".join(lines)


def score_labels(locale: str = "en") -> dict[str, str]:
    """The final-score columns' names (``glossary.CATEGORIES`` in English)."""
    from games.agra.glossary import CATEGORIES

    return {k: tr(locale, f"cat-{k}") for k in CATEGORIES}


D_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")


def private_summary(view: dict[str, Any], locale: str = "en") -> str:
    """Your secret rupee total (and what only you see: the pile while the Mosaic Maker lets you
    choose, your stored window answer)."""
    v = view.get("viewer")
    if v is None:
        return ""
    p = view["players"][v]
    tiles = ", ".join(tr(locale, "tile-text", tile=t.upper(), fid=t) for t in p["tiles"])
    lines = [
        tr(locale, "ps-rupees", k=p["rupees"]),
        tr(locale, "ps-tiles", tiles=tiles or tr(locale, "none")),
    ]
    if view.get("pile_contents"):
        pile = ", ".join(t.upper() for t in view["pile_contents"])
        lines.append(tr(locale, "ps-pile", tiles=pile))
    answer = (view.get("decision") or {}).get("your_answer")
    if answer:
        lines.append(tr(locale, "ps-answer", action=answer))
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
