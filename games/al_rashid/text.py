"""Human texts: action labels, prompts, channel summaries, rules summary, illegal-move reasons.

Every text is a message of the game's catalogue (``i18n/locales/<lang>/al-rashid.ftl``) worded
in the reader's ``locale``; English is the canonical one. Names (sectors, titles, goods…) go in
as nested messages (:mod:`games.al_rashid.words`), so each language words them its own way.
"""

from __future__ import annotations

import functools
from typing import Any

from games.al_rashid import words as nm
from games.al_rashid.data import (
    FAVOR_COST,
    GOODS,
    GUILD_FAVOR,
    SECTOR_NAMES,
    SECTORS,
    TITLES,
)
from games.al_rashid.payment import gold_value
from games.al_rashid.state import State, label
from games.core.protocol import format_msg

VERBS = {
    "draw",
    "take",
    "give",
    "favor",
    "favorite",
    "convert",
    "skip",
    "look",
    "remove",
    "keep",
    "pay",
    "add",
    "clear",
    "back",
    "service",
    "title",
    "done",
    "pass",
    "benevolence",
    "spy",
    "move",
    "forfeit",
    "commit",
    "fight",
    "flee",
    "reserve",
    "place",
    "resolve",
    "use",
    "end",
    "first",
}

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

KINDS = tuple(KIND_TEXT)
"""Decision kinds of the view's ``decision`` (the renderer draws :data:`KIND_TEXT`)."""

SIMPLE = ("back", "benevolence", "clear", "end", "forfeit", "keep")
"""One-word moves with a label of their own (``alrashid-d-<word>``): the bare word says too
little in a menu."""


def _t(locale: str, msg_id: str, **args: Any) -> str:
    return format_msg(locale, (msg_id, args))


def sector_name(s: str, locale: str = "en") -> str:
    return nm.name(locale, nm.sector(s)) if s in SECTOR_NAMES else s


def score_label(key: str, locale: str = "en") -> str:
    return _t(locale, "alrashid-score", id=key)


def rules_summary(locale: str = "en") -> str:
    return _t(locale, "alrashid-rules")


def describe(state: State, seat: int, action: str, locale: str = "en") -> str:
    w = action.split()
    v = w[0]
    t = functools.partial(_t, locale)
    if v == "place":
        if len(w) == 2:
            return t("alrashid-d-place-pawn", pawn=nm.pawn(w[1]))
        return t("alrashid-d-place", pawn=nm.pawn(w[1]), sector=nm.sector(w[2]))
    if v == "resolve":
        return t("alrashid-d-resolve", sector=nm.sector(w[1]))
    if action in SIMPLE:
        return t(f"alrashid-d-{action}")
    if v == "service":
        from games.al_rashid.palaces import service_cost

        f = state["stack"][-1] if state["stack"] else {}
        sector = f.get("sector", "")
        cost = service_cost(state, seat, sector, f.get("rank", 1)) if sector else 0
        return t("alrashid-d-service", what=_service_what(sector), cost=cost)
    if v == "draw" and len(w) == 2:
        return t("alrashid-d-draw", colour=nm.colour(w[1]))
    if v == "add" and len(w) == 2:
        return t("alrashid-d-add", goods=nm.goods(w[1], 1))
    if v == "give" and len(w) == 2:
        return t("alrashid-d-give", goods=nm.goods(w[1], 1))
    if v == "use":
        return t("alrashid-d-use", title=nm.title(w[1]))
    if v == "title":
        return t(
            "alrashid-d-title",
            title=nm.title(w[1]),
            cost=TITLES[w[1]][4],
            note="true" if len(w) > 2 else "false",
        )
    if v == "favor":
        f = state["stack"][-1]
        x = GUILD_FAVOR.get(f.get("sector", ""), "")
        return t("alrashid-d-favor", favor=nm.favor(x), cost=FAVOR_COST.get(x, 0))
    if v == "favorite":
        return t(
            "alrashid-d-favorite",
            who=nm.favor("favorite"),
            favor=nm.favor(w[1]),
            cost=1 + FAVOR_COST[w[1]],
        )
    if v == "pay":
        paid = [w[1:].count(g) for g in GOODS]
        frame = state["stack"][-1] if state["stack"] else {}
        goods = [nm.good(g) for g in w[1:]] or nm.nested("alrashid-nothing")
        if "cost" not in frame:
            return t("alrashid-d-pay", goods=goods)
        worth = gold_value(paid)
        return t("alrashid-d-pay-worth", goods=goods, worth=worth, over=worth - frame["cost"])
    if v == "take" and len(w) == 3:
        return t("alrashid-d-take-all", good=nm.good(w[2]))
    if v == "take":
        if w[1] == "note":
            return t("alrashid-d-take-note")
        return t("alrashid-d-take", goods=nm.goods(w[1], 1))
    if v == "commit":
        return t("alrashid-d-commit", token=nm.token(w[1], int(w[2])))
    if v in ("fight", "flee", "pass", "skip"):
        return t(f"alrashid-d-{v}")
    if v == "done":
        f = state["stack"][-1] if state["stack"] else {}
        if f.get("t") == "visit" and not f.get("service") and not f.get("title"):
            return t("alrashid-d-done-nothing")
        return t("alrashid-d-done")
    if v == "spy":
        return t("alrashid-d-spy", sector=nm.sector(w[1]))
    if v == "move" and len(w) == 3:
        return t("alrashid-d-move-from", pawn=nm.pawn(w[2]), src=nm.sector(w[1]))
    if v == "move":
        return t("alrashid-d-move", pawn=nm.pawn(w[2]), src=nm.sector(w[1]), dst=nm.sector(w[3]))
    if v == "look":
        return t("alrashid-d-look", sector=nm.sector(w[1]))
    if v == "first":
        return t("alrashid-d-first", first=w[1])
    if v == "remove" and len(w) >= 6:
        return t(
            "alrashid-d-remove",
            spent=nm.token(w[-2], int(w[-1])),
            removed=nm.token(w[1], int(w[2])),
            up="true" if w[3] == "up" else "false",
        )
    if v == "convert":
        if w[1] == "pool":
            return t("alrashid-d-convert-pool")
        return t("alrashid-d-convert", sector=nm.sector(w[1]))
    if v == "reserve" and len(w) == 2:
        return t("alrashid-d-reserve", pawn=nm.pawn(w[1]))
    return action[:1].upper() + action[1:]


def _service_what(sector: str) -> nm.Nested:
    return nm.nested("alrashid-service-what", id=sector or "other")


def frame_legal(state: State, frame: dict[str, Any]) -> list[str]:
    """The legal list of a frame (prompts say only what is true now)."""
    from games.al_rashid.flow import FLOW

    return FLOW.frame_legal(state, frame, frame["seat"])


def prompt(state: State, seat: int, locale: str = "en") -> str:
    t = functools.partial(_t, locale)
    if not state["stack"] or state["stack"][-1].get("seat") != seat:
        return t("alrashid-p-nothing")
    f = state["stack"][-1]
    kind = f["t"]
    sec = nm.sector(f["sector"]) if f.get("sector") else ""
    if kind == "draw":
        return t("alrashid-p-draw", why=nm.why(f["why"]), n=f["n"])
    if kind == "good":
        return t("alrashid-p-good", why=nm.why(f["why"]), n=f["n"])
    if kind == "exchange":
        if f["give"] is None:
            return t("alrashid-p-exchange-give")
        return t("alrashid-p-exchange-take", gave=nm.good(f["give"]))
    if kind == "impostor":
        return t("alrashid-p-impostor", who=nm.title("impostor"))
    if kind == "alchemist":
        return t("alrashid-p-alchemist", who=nm.title("alchemist"))
    if kind == "nego":
        who = nm.title("negotiator")
        if f["sector"] is None:
            return t("alrashid-p-nego-look", who=who)
        return t("alrashid-p-nego-remove", who=who)
    if kind == "order":
        return t("alrashid-p-order")
    if kind == "pay":
        return t("alrashid-p-pay", cost=f["cost"])
    if kind == "visit":
        chosen = _visit_chosen(f)
        if chosen:
            return t("alrashid-p-visit-chosen", sector=sec, rank=f["rank"], chosen=chosen)
        # before it is chosen: a favour alone costs a dishonour, as `pass` does
        visit = t("alrashid-p-visit", sector=sec, rank=f["rank"])
        return f"{visit} {t('alrashid-p-favor-alone')}"
    if kind == "rvisit":
        return t("alrashid-p-rvisit", sector=nm.sector("rashid"), rank=f["rank"])
    if kind == "op":
        return t("alrashid-p-op")
    if kind == "fight":
        return f"{_fight_prompt(state, seat, f, t)} {_to_beat(state, f, t)}"
    if kind == "take":
        return t("alrashid-p-take", sector=sec, n=f["left"])
    if kind == "diplomat":
        return t("alrashid-p-diplomat", who=nm.title("diplomat"))
    if kind == "place":
        if f["pawn"] is None:
            return t("alrashid-p-place")
        return t("alrashid-p-place-pawn", pawn=nm.pawn(f["pawn"]))
    if kind == "window":
        return t("alrashid-p-window", plotter=nm.title("plotter"), informer=nm.title("informer"))
    if kind == "turn":
        return t("alrashid-p-turn")
    return t("alrashid-p-move")


def _fight_prompt(state: State, seat: int, f: dict[str, Any], t: Any) -> str:
    """A battle's choice: commit tokens, fight or flee."""
    sec = nm.sector(f["sector"])
    legal = frame_legal(state, f)
    flee = "true" if "flee" in legal else "false"
    if "fight" not in legal:
        first = next((a for a in legal if a.startswith("commit ")), "commit <colour> <value>")
        return t("alrashid-p-fight-commit", sector=sec, first=first, flee=flee)
    from games.al_rashid.countries import battle_strength

    n = len(f["committed"])
    if not any(a.startswith("commit ") for a in legal):
        # a public list (only `fight` left): the prompt may be posted, values stay private
        return t("alrashid-p-fight-only", sector=sec, n=n)
    committed = [nm.token(c, v) for c, v in f["committed"]]
    strength = battle_strength(state, seat, f["committed"])
    mine = [nm.token(c, k) for c, k in strength.items()]
    return t("alrashid-p-fight", sector=sec, committed=committed, mine=mine, flee=flee)


def _to_beat(state: State, f: dict[str, Any], t: Any) -> str:
    """What a fight must beat, before it is fought: each colour's total on the country (a
    colour falls only to a strictly greater strength)."""
    totals: dict[str, int] = {}
    for token in state["tokens"][f["sector"]]:
        totals[token["c"]] = totals.get(token["c"], 0) + token["v"]
    against = [nm.token(c, v) for c, v in sorted(totals.items())]
    return t("alrashid-p-to-beat", against=against)


def _visit_chosen(f: dict[str, Any]) -> list[Any] | None:
    """The choices of a guild visit so far, as messages (the engine resolves them at ``done``)."""
    bits: list[Any] = []
    if f.get("service"):
        bits.append(nm.nested("alrashid-chosen-service", what=_service_what(f.get("sector", ""))))
    if f.get("title"):
        note = "true" if f["note"] else "false"
        bits.append(nm.nested("alrashid-chosen-title", title=nm.title(f["title"]), note=note))
    if f.get("favor"):
        bits.append(nm.nested("alrashid-chosen-favor", favor=nm.favor(f["favor"])))
    if not bits:
        return None
    if len(bits) == 1:
        return bits[0]
    return nm.nested("alrashid-and", first=bits[0], second=bits[1])


def _decision(view: dict[str, Any]) -> Any:
    """``Waiting for P2: trade in Silk Road.`` as a nested message, or ``None``."""
    d = view.get("decision")
    if not d:
        return None
    what = nm.nested("alrashid-kind", id=d["kind"])
    if d.get("sector"):
        return nm.nested(
            "alrashid-waiting-in", seat=label(d["seat"]), what=what, sector=nm.sector(d["sector"])
        )
    return nm.nested("alrashid-waiting", seat=label(d["seat"]), what=what)


def summary(view: dict[str, Any], locale: str = "en") -> str:
    t = functools.partial(_t, locale)
    lines = [t("alrashid-s-head", year=view["year"], phase=_phase(view["phase"]))]
    lines.append(t("alrashid-s-order", order=" → ".join(label(s) for s in view["order"])))
    waiting = _decision(view)
    if waiting:
        lines.append(nm.name(locale, waiting))
    for p in view["players"]:
        fam = p["pawns"]
        lines.append(
            t(
                "alrashid-s-player",
                seat=p["label"],
                pashas=fam["pasha"]["family"],
                merchants=fam["merchant"]["family"],
                sages=fam["sage"]["family"],
                gold=p["gold"],
                notes=p["notes"],
                pi=p["influence"],
                dishonour=p["dishonour"],
                titles=len(p["titles"]),
                pp=p["prestige"]["total"],
            )
        )
    if view.get("result"):
        lines.append(final_line(view["result"], locale))
    return "\n".join(lines)


def _phase(phase: str) -> Any:
    return nm.nested("alrashid-phase", id=phase)


def headline(view: dict[str, Any], locale: str = "en") -> str:
    """The first line of :func:`summary` (year and phase), without building the rest."""
    return _t(locale, "alrashid-s-head", year=view["year"], phase=_phase(view["phase"]))


def private_summary(view: dict[str, Any], locale: str = "en") -> str:
    """Your mercenary tokens (values only you know) and the face-down tokens you spied."""
    private = view.get("private")
    if not private:
        return ""
    t = functools.partial(_t, locale)
    hand = private.get("hand") or []
    totals = {c: sum(k["value"] for k in hand if k["colour"] == c) for c in ("red", "blue")}
    tokens = [nm.token(k["colour"], k["value"]) for k in hand] or nm.nested("alrashid-none")
    lines = [t("alrashid-private-hand", tokens=tokens, red=totals["red"], blue=totals["blue"])]
    known = private.get("known") or {}
    spied = [
        nm.nested(
            "alrashid-private-country",
            sector=nm.sector(country),
            tokens=[nm.token(k["colour"], k["value"]) for k in seen],
        )
        for country, seen in known.items()
        if seen
    ]
    if spied:
        joined: Any = spied[0]
        for item in spied[1:]:
            joined = nm.nested("alrashid-two-parts", first=joined, second=item)
        lines.append(t("alrashid-private-spied", spied=joined))
    return "\n".join(lines)


def explain(
    state: State, seat: int, action: str, allowed: list[str], locale: str = "en"
) -> tuple[bool, str]:
    """(malformed?, reason)."""
    t = functools.partial(_t, locale)
    w = action.split()
    if not w or w[0] not in VERBS:
        return True, t("alrashid-x-unknown", action=action)
    for word in w[1:]:
        if not (
            word.isdigit()
            or word in SECTORS
            or word in TITLES
            or word in VERBS
            or word.isalpha()
            or "_" in word
        ):
            return True, t("alrashid-x-parse", action=action)
    same = [a for a in allowed if a.split()[0] == w[0]]
    if w[0] == "pay":
        return False, t("alrashid-x-pay")
    placing = bool(state["stack"]) and state["stack"][-1]["t"] == "place"
    if w[0] == "place" and len(w) == 3 and w[2] in SECTORS and placing:
        pawn: Any = nm.pawn(w[1]) if w[1] in ("pasha", "merchant", "sage") else w[1]
        return False, t("alrashid-x-place", pawn=pawn, sector=nm.sector(w[2]))
    if same:
        return False, t("alrashid-x-here", action=action, prompt=prompt(state, seat, locale))
    return False, t("alrashid-x-verb", verb=w[0], prompt=prompt(state, seat, locale))


def _pawns(pawns: list[str]) -> Any:
    counts = [(p, pawns.count(p)) for p in ("pasha", "merchant", "sage") if p in pawns]
    parts = [nm.nested("alrashid-pawns-n", pawn=nm.pawn(p, n), n=n) for p, n in counts]
    joined: Any = parts[0]
    for part in parts[1:]:
        joined = nm.nested("alrashid-plus", first=joined, second=part)
    return joined


def _groups(sector: dict[str, Any]) -> Any:
    groups = sorted(sector["groups"], key=lambda g: g["rank"])
    if not groups:
        return nm.nested("alrashid-empty-group")
    parts = [
        nm.nested(
            "alrashid-group",
            rank=g["rank"],
            seat=label(g["seat"]),
            pawns=_pawns(g["pawns"]),
            predominance=g["predominance"],
        )
        for g in groups
    ]
    joined: Any = parts[0]
    for part in parts[1:]:
        joined = nm.nested("alrashid-two-parts", first=joined, second=part)
    return joined


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """The whole position in words, from the view only: the console's ``board`` and the alt text
    of every image — palaces with groups, ranks and titles on offer; countries with groups,
    stock and mercenaries; every player's pawns, goods, titles and score so far."""
    t = functools.partial(_t, locale)
    phase = nm.nested("alrashid-phase-long", id=view["phase"])
    lines = [t("alrashid-b-head", year=view["year"], phase=phase)]
    lines.append(t("alrashid-b-order", order=" → ".join(label(s) for s in view["order"])))
    waiting = _decision(view)
    if waiting:
        lines.append(nm.name(locale, waiting))
    lines.append(t("alrashid-b-city"))
    for sector in view["city"]:
        done = "true" if sector["resolved"] else "false"
        lines.append(
            t(
                "alrashid-b-palace",
                sector=nm.sector(sector["id"]),
                done=done,
                groups=_groups(sector),
            )
        )
        offers = view["titles"].get(sector["id"], [])
        left = [
            nm.nested(
                "alrashid-b-offer",
                title=nm.title(k["id"]),
                cost=k["cost"],
                pp="conditional" if k["pp"] is None else k["pp"],
            )
            for k in offers
            if k["left"]
        ]
        if left:
            lines.append(t("alrashid-b-offers", titles=left))
    lines.append(t("alrashid-b-map"))
    for sector in view["map"]:
        done = "true" if sector["resolved"] else "false"
        stock: list[Any] = [nm.goods(g, n) for g, n in sector["stock"].items() if n and g != "note"]
        if sector["stock"].get("note"):
            stock.append(nm.nested("alrashid-a-credit-note"))
        tokens = [
            nm.nested(
                "alrashid-b-token",
                token=nm.token(k["colour"], k["value"]),
                up="true" if k["face_up"] else "false",
            )
            for k in sector["tokens"]
        ]
        lines.append(
            t(
                "alrashid-b-country",
                sector=nm.sector(sector["id"]),
                done=done,
                groups=_groups(sector),
                stock=stock or nm.nested("alrashid-empty"),
                tokens=tokens or nm.nested("alrashid-none"),
            )
        )
    merc = view["mercenaries"]
    lines.append(
        t(
            "alrashid-b-stacks",
            red=merc["red"]["stack"],
            blue=merc["blue"]["stack"],
            crisis=view["crisis"]["deck"],
        )
    )
    for p in view["players"]:
        fam = p["pawns"]
        pawns = [
            nm.nested(
                "alrashid-b-pawns",
                pawn=nm.pawn(k, fam[k]["family"]),
                n=fam[k]["family"],
                pool=fam[k]["pool"],
            )
            for k in ("pasha", "merchant", "sage")
        ]
        goods = [nm.goods(g, n) for g, n in p["goods"].items() if n] or nm.nested(
            "alrashid-no-goods"
        )
        titles = [
            nm.nested(
                "alrashid-b-title", title=nm.title(k["id"]), used="true" if k["used"] else "false"
            )
            for k in p["titles"]
        ] or nm.nested("alrashid-none")
        hand = p["hand"]
        lines.append(
            t(
                "alrashid-b-player",
                seat=p["label"],
                pp=p["prestige"]["total"],
                pawns=pawns,
                goods=goods,
                gold=p["gold"],
                notes=p["notes"],
                pi=p["influence"],
                dishonour=p["dishonour"],
                red=hand["red"],
                blue=hand["blue"],
                titles=titles,
            )
        )
    if view.get("result"):
        lines.append(final_line(view["result"], locale))
    return "\n".join(lines)


def final_line(r: dict[str, Any], locale: str = "en") -> str:
    """``Final: P1 30 (#1), P2 30 (#2)…``, best first; tied players show what broke the tie
    (wealth, then turn-order position), so a rank never looks arbitrary."""
    scores, ranks, tb = r["scores"], r["ranks"], r.get("tiebreak") or []
    parts = []
    for s in sorted(range(len(scores)), key=lambda i: ranks[i]):
        tied = scores.count(scores[s]) > 1 and s < len(tb) and isinstance(tb[s], dict)
        parts.append(
            nm.nested(
                "alrashid-final-part",
                seat=label(s),
                pp=scores[s],
                rank=ranks[s],
                tie="true" if tied else "false",
                wealth=tb[s]["wealth"] if tied else 0,
                position=tb[s]["track_position"] if tied else 0,
            )
        )
    ties = "true" if any(scores.count(x) > 1 for x in scores) else "false"
    return _t(locale, "alrashid-final", parts=parts, ties=ties)


# -- the glossary in every language (``explain <term>``) ------------------------------------------

FIXED_TERMS = (
    "pp",
    "prestige",
    "pi",
    "influence",
    "dishonour",
    "notes",
    "note",
    "gold",
    "goods",
    "payment",
    "pasha",
    "merchant",
    "sage",
    "leader",
    "family",
    "predominance",
    "rank",
    "sector",
    "placement",
    "resolution",
    "year",
    "resolve",
    "service",
    "title",
    "visit",
    "benevolence",
    "mercenaries",
    "mercenary",
    "battle",
    "fight",
    "flee",
    "trade",
    "espionage",
    "spy",
    "crisis",
    "turn order",
    "dishonor",
    "n",
    "red",
    "blue",
    "city",
    "map",
    "plotter/informer",
    "draw",
    "use",
    "done",
    "pass",
    "back",
    "end",
    "add",
    "clear",
    "take",
    "all",
    "give",
    "commit",
    "remove",
    "with",
    "up",
    "keep",
    "look",
    "move",
    "forfeit",
    "place",
    "pay",
    "favor",
    "al-rashid",
)
"""Glossary terms with a message of their own (``alrashid-term-<slug>``, ``.term`` its name in
that language); the rest are built from names: titles, palaces, countries, favors, goods…"""


def _slug(key: str) -> str:
    return key.replace(" ", "-").replace("/", "-")


def glossary(locale: str = "en") -> list[tuple[str, str, str]]:
    """Every glossary entry as (English term, term in ``locale``, explanation in ``locale``).
    English terms stay the canonical keys (``explain pp`` works in every language); in English
    this is exactly ``glossary.TERMS`` (a test compares them)."""
    from games.al_rashid.data import (
        CRISES,
        FAVOR_NAMES,
        PALACES,
        SERVICE_COST,
        SETUP_CRISES,
        STOCK,
    )
    from games.al_rashid.glossary import GOODS_CODES

    t = functools.partial(_t, locale)
    out: list[tuple[str, str, str]] = []
    for key in FIXED_TERMS:
        out.append((key, t(f"alrashid-term-{_slug(key)}.term"), t(f"alrashid-term-{_slug(key)}")))
    for tid, (number, guild, name, kind, cost, pp) in TITLES.items():
        text = t(
            "alrashid-term-a-title",
            name=nm.title(tid),
            number=number.upper(),
            guild=nm.sector(guild),
            cost=cost,
            value=nm.nested("alrashid-term-title-pp", pp="conditional" if pp is None else pp),
            effect=nm.nested("alrashid-effect", id=tid),
            type=nm.nested("alrashid-title-type", id=kind),
            id=tid,
        )
        local = nm.name(locale, nm.title(tid)).lower()
        out += [(tid.replace("_", " "), local, text), (number, number, text)]
        if name.lower() != tid.replace("_", " "):
            out.append((name.lower(), local, text))
    for kind in ("activated", "permanent", "one-shot"):
        out.append(
            (
                kind,
                t("alrashid-title-type.term", id=kind),
                t("alrashid-title-type", id=kind),
            )
        )
    for sector in PALACES:
        costs = " / ".join(str(c) for c in SERVICE_COST.get(sector, ())) or "-"
        out.append(
            (
                sector,
                t("alrashid-term-guild.term", id=sector),
                t("alrashid-term-guild", id=sector, costs=costs),
            )
        )
    for cid, stock in STOCK.items():
        goods = [nm.goods(g, n) for g, n in zip(GOODS, stock[:5], strict=True) if n]
        text = t(
            "alrashid-term-country",
            sector=nm.sector(cid),
            goods=goods,
            note="true" if stock[5] else "false",
        )
        out.append((cid, nm.name(locale, nm.sector(cid)).lower(), text))
    for favor in FAVOR_NAMES:
        effect = nm.nested("alrashid-favor-effect", id=favor)
        if favor == "favorite":
            text = t("alrashid-term-favorite", effect=effect)
        else:
            text = t(
                "alrashid-term-favor-one",
                name=nm.favor(favor),
                effect=effect,
                cost=FAVOR_COST[favor],
            )
        local = nm.name(locale, nm.favor(favor)).lower()
        out.append((FAVOR_NAMES[favor].lower(), local, text))
        if favor != FAVOR_NAMES[favor].lower():
            out.append((favor, local, text))
    for cid, placed in CRISES.items():
        tokens = [
            nm.nested("alrashid-term-crisis-token", colour=nm.colour(c), sector=nm.sector(s))
            for s, c in placed
        ]
        when = "setup" if cid in SETUP_CRISES else "year"
        text = t("alrashid-term-a-crisis", tile=nm.crisis(cid), when=when, placed=tokens)
        out.append((cid, nm.name(locale, nm.crisis(cid)).lower(), text))
    for code, good in GOODS_CODES.items():
        out.append((code, code, t("alrashid-term-code", code=code.title(), good=nm.good(good))))
    for good in GOODS:
        common = "true" if good in ("wood", "ceramic", "metal") else "false"
        text = t("alrashid-term-good", name=nm.nested("alrashid-good-cap", id=good), common=common)
        out.append((good, nm.name(locale, nm.good(good)).lower(), text))
    return out
