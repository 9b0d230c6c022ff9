"""Words for people: action labels, prompts, summaries, errors and the rules summary.

The sentences are messages of ``i18n/locales/<lang>/emira.ftl`` (English canonical), so French
and Italian players read prompts, menus, summaries, their private texts and refusals in their
language; princess names, ids and the moves' notation (`bid 340`) stay as they are."""

from __future__ import annotations

from typing import Any

from games.emira.data import (
    CARAVANS,
    EMIRA,
    EVENTS,
    MARKERS,
    TALENT_LETTER,
    status_points,
)
from games.emira.glossary import objective_words
from games.emira.state import State, label
from games.emira.words import (
    ability_name,
    ability_text,
    event_name,
    event_text,
    pref_name,
    talent_name,
    tr,
)

RULES_PARTS = ("intro", "round", "gold")

SPENDING = ("bid", "act", "buyev")  # the steps where gold is spent
PROMPT_KEYS = (
    "keep",
    "event",
    "chm_pos",
    "chm",
    "court",
    "orders",
    "looks",
    "spice",
    "vermin",
    "gnaw",
    "split",
    "quiet",
    "noble",
    "bazaar",
    "bid",
    "act",
    "buyev",
    "keepev",
    "sidi",
    "samira",
    "zahrah",
    "xenia",
)


def rules_summary(locale: str = "en") -> str:
    return "\n".join(tr(locale, f"rules-{part}") for part in RULES_PARTS)


def caravan_text(size: str, speed: str, locale: str = "en") -> str:
    _, _, inc, payments = CARAVANS[(size, speed)]
    return tr(locale, "caravan", size=size, speed=speed, income=inc, rounds=payments)


def card_line(card: dict[str, Any], locale: str = "en") -> str:
    """``Nibal (Appearance → Money; Household (H))``: talents spelled out, the letter the
    objectives use beside each."""
    p1, p2 = card["prefs"]
    pref = pref_name(locale, p1) + (f" → {pref_name(locale, p2)}" if p2 else "")
    talents = tr(locale, "or").join(
        f"{talent_name(locale, t)} ({TALENT_LETTER[t]})" for t in card["talents"]
    )
    swapped = tr(locale, "swapped") if card.get("swapped") else ""
    return f"{card['name']} ({pref}{swapped}{'; ' + talents if talents else ''})"


_SIMPLE = {
    "pass": "pass",
    "stipend": "stipend",
    "nothing": "nothing",
    "leave": "leave",
    "swap": "swap",
    "bottom": "bottom",
    "pay gift": "pay-gift",
    "refuse gift": "refuse-gift",
    "split 2-1": "split-2-1",
    "split 1-2": "split-1-2",
    "when odd": "when-odd",
    "when even": "when-even",
}


def describe(state: State, seat: int, action: str, locale: str = "en") -> str:
    from games.emira.auctions import action_cost

    words = action.split()
    verb = words[0]
    if verb in ("keep", "play") and words[1] in EVENTS:
        _name, symbol, _timing, _text = EVENTS[words[1]]
        tag = f" [{tr(locale, f'symbol-{symbol}')}]" if symbol else ""
        return tr(
            locale,
            f"d-{verb}-event",
            name=event_name(locale, words[1]),
            tag=tag,
            text=event_text(locale, words[1]),
        )
    if verb == "bid":
        from games.emira.state import net

        return tr(locale, "d-bid", bid=words[1], pay=net(state, seat, int(words[1])))
    if verb == "buy" and words[1] in ("a", "b"):
        from games.emira.upkeep import event_price

        k = 2 if words[1] == "a" else 3
        return tr(locale, "d-buy-event", k=k, price=event_price(state, seat, words[1]))
    if verb == "buy":
        cost = action_cost(state, seat, action)
        what = words[1]
        if what in ("small", "large"):
            return tr(
                locale, "d-buy-caravan", caravan=caravan_text(what, words[2], locale), cost=cost
            )
        if what == "appearance":
            marker = state["board"]["appearance"]
            word = tr(locale, f"marker-word-{marker}")
            return tr(locale, "d-buy-appearance", marker=word, cost=cost)
        if what == "status":
            points = status_points(cost) if cost is not None else "?"
            return tr(locale, "d-buy-status", cost=cost, points=points)
        return tr(locale, f"d-buy-{'section' if what == 'section' else 'camel'}", cost=cost)
    if action in _SIMPLE:
        return tr(locale, f"d-{_SIMPLE[action]}")
    if verb == "order":
        names = [EMIRA[c][0] if c in EMIRA else c for c in words[1:]]
        return tr(locale, "d-order", names=", ".join(names))
    if verb == "give":
        return tr(locale, "d-give", name=EMIRA[words[1]][0])
    if verb == "discard":
        if words[1] in MARKERS:
            return tr(locale, "d-discard-marker", marker=tr(locale, f"marker-{words[1]}"))
        return tr(locale, "d-discard-status", price=words[1])
    if verb == "status":
        return tr(locale, "d-status", price=words[1], points=status_points(int(words[1])))
    if verb == "marker":
        return tr(locale, "d-marker", marker=tr(locale, f"marker-{words[1]}"))
    if verb == "type":
        return tr(locale, "d-type", marker=tr(locale, f"marker-{words[1]}"))
    if verb == "kind":
        return tr(locale, "d-kind", size=words[1], speed=words[2])
    if verb == "look":
        return tr(locale, "d-look", n=words[1])
    if verb == "advance":
        return tr(locale, "d-advance", size=words[1], speed=words[2], left=words[3])
    if verb == "move":
        return tr(locale, "d-move", payments=tr(locale, "and").join(words[1:]))
    return action


def prompt(state: State, seat: int, locale: str = "en") -> str:
    from games.core.flow import frame_seats, top

    f = top(state)
    if f is None or seat not in frame_seats(f):
        return tr(locale, "prompt-nothing")
    plain = f["t"] in PROMPT_KEYS and f["t"] != "act"  # the act prompt is worded below
    text = tr(locale, f"prompt-{f['t']}") if plain else tr(locale, "prompt-move")
    if f["t"] == "bid":
        frame = next(x for x in reversed(state["stack"]) if x["t"] == "auctions")
        cur = frame["cur"]
        high = (
            tr(locale, "high-bid", high=cur["high"], who=label(cur["bidder"]))
            if cur["bidder"] is not None
            else tr(locale, "no-bid")
        )
        from games.emira.flow import legal

        stipend = "stipend" in legal(state, seat)
        text = tr(
            locale,
            "prompt-auction",
            high=high,
            min=cur["high"] + 10,
            stipend="yes" if stipend else "no",
        )
    if f["t"] == "act":  # the stipend offered only where it is a legal move
        from games.emira.flow import legal

        offered = "yes" if "stipend" in legal(state, seat) else "no"
        text = tr(locale, "prompt-last" if f.get("last") else "prompt-act", stipend=offered)
    if f["t"] in SPENDING:  # before the gold goes: what the round's end will ask (public)
        from games.emira.state import upkeep_due

        text = f"{text} {tr(locale, 'prompt-upkeep', due=upkeep_due(state, seat))}"
    return text


def _gold(p: dict[str, Any], locale: str) -> str:
    return (
        tr(locale, "gold", gold=p["gold"]) if p["gold"] is not None else tr(locale, "gold-secret")
    )


def player_line(p: dict[str, Any], locale: str = "en") -> str:
    princesses = ", ".join(c["name"] for c in p["princesses"]) or tr(locale, "no-princess")
    return tr(
        locale,
        "player",
        who=p["label"],
        colour=tr(locale, f"colour-{p['colour']}"),
        frozen="yes" if p["frozen"] else "no",
        n=len(p["princesses"]),
        capacity=p["capacity"],
        princesses=princesses,
        appearance=p["appearance"],
        status=p["status"],
        palace=p["palace"],
        camels=p["camels"],
        caravans=len(p["caravans"]),
        hand=p["hand"],
        gold=_gold(p, locale),
    )


def headline(view: dict[str, Any], locale: str = "en") -> str:
    if view.get("result"):
        won = [p["label"] for p in view["players"] if p["won"]]
        return tr(
            locale, "over", won=tr(locale, "and").join(won) if won else tr(locale, "see-ranking")
        )
    princess = ", ".join(c["name"] for c in view["inplay"]) or tr(locale, "no-princess")
    who = ", ".join(f"P{s + 1}" for s in view["pending"]) or tr(locale, "nobody")
    step = tr(locale, f"step-{view['step']}")
    auction = view.get("auction")
    high = ""
    if auction and auction["bidder"] is not None:
        high = tr(locale, "headline-high", high=auction["high"], who=f"P{auction['bidder'] + 1}")
    return tr(
        locale, "headline", round=view["round"], step=step, princess=princess, high=high, who=who
    )


def _market_items(view: dict[str, Any], locale: str) -> str:
    b = view["board"]
    items = []
    if b["status"] is not None:
        items.append(tr(locale, "market-status", price=b["status"], points=b["status_points"]))
    if b["appearance"]:
        marker = tr(locale, f"marker-word-{b['appearance']}")
        items.append(tr(locale, "market-marker", marker=marker))
    items += [tr(locale, f"market-{k}") for k in ("section", "camel", "small", "large") if b[k]]
    return tr(locale, "market", items=", ".join(items) or tr(locale, "market-empty"))


def summary(view: dict[str, Any], locale: str = "en") -> str:
    lines = [headline(view, locale)]
    if view.get("result"):  # over: no next round, no market; who won and why
        lines += [player_line(p, locale) for p in view["players"]]
        lines.extend(result_notes(view, locale))
        return "\n".join(lines)
    for key in ("inplay", "waiting", "undecided"):
        if view[key]:
            cards = "; ".join(card_line(c, locale) for c in view[key])
            lines.append(tr(locale, f"s-{key}", cards=cards))
    lines.append(_market_items(view, locale))
    for p in view["players"]:
        lines.append(player_line(p, locale))
    return "\n".join(lines)


def private_summary(view: dict[str, Any], locale: str = "en") -> str:
    private = view.get("private")
    if not private:
        return ""
    obj = private["objective"]
    none = tr(locale, "none")
    hand = "; ".join(
        f"{event_name(locale, e['id'])} — {event_text(locale, e['id'])}" for e in private["hand"]
    )
    lines = [
        tr(locale, "p-objective", id=obj["id"], words=objective_words(obj["id"], locale)),
        tr(locale, "p-gold", gold=private["gold"]),
        tr(locale, "p-hand", cards=hand or none),
    ]
    if private["dealt"]:
        names = ", ".join(event_name(locale, e["id"]) for e in private["dealt"])
        lines.append(tr(locale, "p-dealt", names=names))
    if private["look"]:
        names = ", ".join(event_name(locale, e["id"]) for e in private["look"])
        lines.append(tr(locale, "p-look", names=names))
    if private.get("looking"):
        looking = _worded(locale, private["looking"], private.get("looking_msgs", []))
        lines.append(tr(locale, "p-looking", cards="; ".join(looking)))
    if private["seen"]:
        seen = _worded(locale, private["seen"], private.get("seen_msgs", []))
        lines.append(tr(locale, "p-seen", seen=" | ".join(seen)))
    return "\n".join(lines)


def _worded(locale: str, texts: list[str], msgs: list[Any]) -> list[str]:
    """English ``texts`` in ``locale`` from their messages ``msgs``, aligned from the end (a
    state stored before the messages existed has fewer: those texts stay English)."""
    from games.core.protocol import word

    skip = len(texts) - len(msgs)
    return [
        word(locale, tuple(msgs[i - skip]) if i >= skip else None, text)
        for i, text in enumerate(texts)
    ]


def result_notes(view: dict[str, Any], locale: str = "en") -> list[str]:
    """The result's notes (who fulfilled which objective…) in ``locale``."""
    res = view.get("result") or {}
    return _worded(locale, res.get("notes", []), res.get("note_msgs", []))


def _princess_words(c: dict[str, Any], locale: str = "en") -> str:
    line = card_line(c, locale)
    if not c.get("ability"):
        return tr(locale, "b-princess", card=line, upkeep=c["upkeep"])
    ability = ability_name(locale, c["id"]) if c.get("id") in EMIRA else c["ability"]
    text = (ability_text(locale, c["id"]) if c.get("id") in EMIRA else c["text"]).rstrip(".")
    return tr(
        locale, "b-princess-ability", card=line, upkeep=c["upkeep"], ability=ability, text=text
    )


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """Every public element in words (the console's ``board``, the image's alt text): the
    princesses with their preferences, talents and abilities, the auction, the market, decks,
    bag and supply, the round's symbols, then each sheik's palace, markers, cards and caravans.
    Gold and objectives appear only where the view shows them."""
    none = tr(locale, "b-none")  # an empty list of markers, cards, caravans, symbols…
    lines = [headline(view, locale)]
    if not view.get("result"):
        for key in ("inplay", "waiting", "undecided"):
            for c in view[key]:
                lines.append(tr(locale, f"s-{key}", cards=_princess_words(c, locale)) + ".")
        auction = view.get("auction")
        if auction:
            high = (
                tr(locale, "high-bid", high=auction["high"], who=label(auction["bidder"]))
                if auction["bidder"] is not None
                else tr(locale, "no-bid")
            )
            out = ", ".join(label(x) for x in auction["out"]) or tr(locale, "nobody")
            starter = auction.get("starter")
            by = tr(locale, "b-started", who=label(starter)) if starter is not None else ""
            lines.append(tr(locale, "b-auction", high=high, out=out, by=by))
        lines.append(_market_items(view, locale))
        d, bag, sup = view["decks"], view["bag"], view["supply"]
        lines.append(
            tr(
                locale,
                "b-decks",
                emira=d["emira"],
                status=d["status"],
                events=d["events"],
                discard=d["discard"],
                beauty=bag.get("beauty", 0),
                manners=bag.get("manners", 0),
                dress=bag.get("dress", 0),
                camels=sup["camel"],
                sections=sup["section"],
                small=sup["small"],
                large=sup["large"],
            )
        )
        played = ", ".join(tr(locale, f"symbol-{x}") for x in view["symbols"]) or none
        delayed = ", ".join(event_name(locale, e) for e in view["delayed"] if e in EVENTS) or none
        lines.append(tr(locale, "b-symbols", played=played, delayed=delayed))
        if view["removed"]:
            lines.append(tr(locale, "b-removed", names=", ".join(view["removed"])))
        x = view.get("xenia")
        if x:
            lines.append(tr(locale, "b-xenia", round=x["gift_round"]))
    for p in view["players"]:
        lines.append(player_line(p, locale))
        markers = (
            ", ".join(
                tr(locale, "b-marker-count", marker=tr(locale, f"marker-{k}"), n=n)
                for k, n in p["markers"].items()
                if n
            )
            or none
        )
        cards = (
            ", ".join(
                tr(locale, "b-status-card", price=price, points=pts)
                for price, pts in p["status_cards"]
            )
            or none
        )
        caravans = (
            ", ".join(
                tr(locale, "b-caravan", size=c["size"], speed=c["speed"], left=c["remaining"])
                for c in p["caravans"]
            )
            or none
        )
        extra = tr(
            locale,
            "b-player",
            markers=markers,
            cards=cards,
            caravans=caravans,
            rate=p["camel_rate"],
            upkeep=p["upkeep"],
        )
        lines.append("  " + extra)
        for c in p["princesses"]:
            lines.append("  " + _princess_words(c, locale) + ".")
        if p.get("objective"):
            oid = p["objective"]["id"]
            words = objective_words(oid, locale)
            lines.append("  " + tr(locale, "b-objective", id=oid, words=words))
    if view.get("result"):
        lines.extend(result_notes(view, locale))
    return "\n".join(lines)


def explain(
    state: State, seat: int, action: str, allowed: list[str], locale: str = "en"
) -> tuple[bool, str]:
    """(malformed?, reason) for a refused action."""
    words = action.split()
    verbs = {a.split()[0] for a in allowed}
    if not words:
        return True, tr(locale, "x-empty")
    if words[0] == "bid":
        if len(words) != 2 or not (words[1].isascii() and words[1].isdigit()):
            return True, tr(locale, "x-bid-form")
        from games.emira.flow import numeric

        spec = numeric(state, seat)
        if spec is None:
            return False, tr(locale, "x-no-bid")
        _, low, high, step = spec
        amount = int(words[1])
        if amount % step:
            return False, tr(locale, "x-bid-step", step=step)
        if amount < low:
            return False, tr(locale, "x-bid-low", low=low)
        return False, tr(locale, "x-bid-high", high=high)
    why = prompt(state, seat, locale)
    if words[0] not in verbs:
        return words[0] not in _ALL_VERBS, tr(locale, "x-not-now", action=action, prompt=why)
    return False, tr(locale, "x-not-a-choice", action=action, prompt=why)


_ALL_VERBS = {
    "keep",
    "play",
    "pass",
    "look",
    "leave",
    "swap",
    "bottom",
    "order",
    "type",
    "advance",
    "kind",
    "move",
    "split",
    "when",
    "status",
    "marker",
    "bid",
    "stipend",
    "buy",
    "nothing",
    "give",
    "discard",
    "pay",
    "refuse",
}
