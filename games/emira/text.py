"""Words for people: action labels, prompts, summaries, errors and the rules summary."""

from __future__ import annotations

from typing import Any

from games.emira.data import (
    CARAVANS,
    EMIRA,
    EVENTS,
    MARKERS,
    PREF_NAMES,
    SYMBOL_NAMES,
    TALENT_LETTER,
    status_points,
)
from games.emira.glossary import objective_words
from games.emira.state import State, label

RULES_SUMMARY = """**Emira** (3–5 players). Win princesses for your palace: at the end of a round \
in which you paid your full upkeep, you win with enough princesses whose talents match your \
secret objective (5 players 4, 4 players 5, 3 players 6), or with 6/7/8 princesses whatever \
their talents.
Each round: **1** play one event card (not in round 1) · **2** income (100, black 150, plus \
caravans) · **3** a princess is revealed and the market refilled · **4** auctions: bid for the \
right to act first (`bid 340`, `pass`, `stipend`); the winner pays his bid minus his camel \
discount and takes one action (`buy section`, `buy camel`, `buy appearance`, `buy status`, \
`buy small slow`…), the stipend (150 if under 500 gold, or 4+ princesses and no caravan) or \
`nothing` · **5** buy event cards (`buy a` 150 for 1 of 2, `buy b` 250 for 1 of 3) · **6** the \
princess joins the sheik with room who scores best on her first preference (Appearance, Status, \
Palace, Money), ties broken by the second; still tied → undecided · **7** upkeep 50 per \
princess; who cannot pay loses all his gold and a random princess (tumult) · **8** the first \
player passes left.
Gold is secret unless a Money comparison or Noor reveals it. 3 players: princesses and market \
serve two rounds; events are played in odd rounds and bought in even rounds."""

PROMPTS = {
    "keep": "Keep one of your three event cards (secret).",
    "event": "Play an event card, or pass.",
    "chm_pos": "Changing Her Mind: which Emira card will you look at (before looking)?",
    "chm": "Changing Her Mind: leave her, swap her preferences, or send her to the bottom.",
    "court": "Court Influence: put the top Emira cards back in the order you want (top first).",
    "orders": "New Orders: put the top status cards back in the order you want (top first).",
    "looks": "Good Looking: choose the marker type.",
    "spice": "New Spice Caravan: choose the caravan that moves right.",
    "vermin": "Vermin: choose the caravan kind.",
    "gnaw": "Vermin: choose which of your caravans move left.",
    "split": "Double Trouble: how many princesses this round and next round?",
    "quiet": "Quiet Days: is the single princess active this round or next round?",
    "noble": "Noble Merchandise: choose the status card for the board.",
    "bazaar": "Bazaar: choose the marker for the board.",
    "bid": "Auction: bid (any multiple of 10 you can pay, e.g. `bid 340`), pass, or stipend.",
    "act": "Choose your action, the stipend, or nothing.",
    "buyev": "Buy an event card (A: 1 of 2, B: 1 of 3), or pass.",
    "keepev": "Keep one of the event cards you drew.",
    "sidi": "Sidi Suleiman: choose the princess who leaves with him.",
    "samira": "Samira: discard one of your own appearance markers.",
    "zahrah": "Zahrah: discard one of your status cards.",
    "xenia": "Xenia's gift is due: pay 250 or refuse (she moves on).",
}


def caravan_text(size: str, speed: str) -> str:
    _, _, inc, payments = CARAVANS[(size, speed)]
    return f"{size} {speed} caravan ({inc} × {payments} rounds)"


def card_line(card: dict[str, Any]) -> str:
    """``Nibal (Appearance → Money; Household (H))``: talents spelled out, the letter the
    objectives use beside each."""
    p1, p2 = card["prefs"]
    pref = PREF_NAMES[p1] + (f" → {PREF_NAMES[p2]}" if p2 else "")
    talents = " or ".join(f"{t.title()} ({TALENT_LETTER[t]})" for t in card["talents"])
    swapped = ", swapped" if card.get("swapped") else ""
    return f"{card['name']} ({pref}{swapped}{'; ' + talents if talents else ''})"


def describe(state: State, seat: int, action: str) -> str:
    from games.emira.flow import action_cost

    words = action.split()
    verb = words[0]
    if verb in ("keep", "play") and words[1] in EVENTS:
        name, symbol, timing, text = EVENTS[words[1]]
        tag = f" [{SYMBOL_NAMES[symbol]}]" if symbol else ""
        return f"{verb.title()} {name}{tag}: {text}"
    if verb == "bid":
        from games.emira.state import net

        return f"Bid {words[1]} (you would pay {net(state, seat, int(words[1]))})"
    if verb == "buy" and words[1] in ("a", "b"):
        from games.emira.flow import event_price

        k = 2 if words[1] == "a" else 3
        return f"Buy an event card: draw {k}, keep 1, for {event_price(state, seat, words[1])}"
    if verb == "buy":
        cost = action_cost(state, seat, action)
        what = words[1]
        if what in ("small", "large"):
            return f"Buy a {caravan_text(what, words[2])} for {cost}"
        if what == "appearance":
            return f"Buy the {state['board']['appearance']} marker for {cost}"
        if what == "status":
            return f"Buy the {cost} status card ({status_points(cost)} pt)"
        return f"Buy a {'palace section' if what == 'section' else 'camel'} for {cost}"
    simple = {
        "pass": "Pass",
        "stipend": "Take the 150-gold stipend",
        "nothing": "Take no action (keep your gold)",
        "leave": "Leave her as she is",
        "swap": "Swap her two preferences",
        "bottom": "Send her to the bottom of the Emira deck",
        "pay gift": "Pay Xenia 250",
        "refuse gift": "Refuse: Xenia moves to the richest other sheik",
        "split 2-1": "2 princesses this round, 1 next round",
        "split 1-2": "1 princess this round, 2 next round",
        "when odd": "The princess is active this round",
        "when even": "The princess is active next round",
    }
    if action in simple:
        return simple[action]
    if verb == "order":
        items = words[1:]
        names = [EMIRA[c][0] if c in EMIRA else c for c in items]
        return "Order (top first): " + ", ".join(names)
    if verb == "give":
        return f"Give {EMIRA[words[1]][0]} to Sidi Suleiman"
    if verb == "discard":
        if words[1] in MARKERS:
            return f"Discard a {words[1].title()} marker"
        return f"Discard the {words[1]} status card"
    if verb == "status":
        return f"Put the {words[1]} status card ({status_points(int(words[1]))} pt) on the board"
    if verb == "marker":
        return f"Put a {words[1].title()} marker on the board"
    if verb == "type":
        return f"Good Looking on {words[1].title()}"
    if verb == "kind":
        return f"Vermin on {words[1]} {words[2]} caravans"
    if verb == "look":
        return f"Look at Emira card {words[1]} from the top"
    if verb == "advance":
        return f"Move your {words[1]} {words[2]} caravan ({words[3]} left) one space right"
    if verb == "move":
        return "Move the caravan(s) with " + " and ".join(words[1:]) + " payments left"
    return action


def prompt(state: State, seat: int) -> str:
    from games.emira.flow import frame_seats, top

    f = top(state)
    if f is None or seat not in frame_seats(f):
        return "Nothing to decide now."
    text = PROMPTS.get(f["t"], "Your move.")
    if f["t"] == "bid":
        frame = next(x for x in reversed(state["stack"]) if x["t"] == "auctions")
        cur = frame["cur"]
        high = (
            f"high bid {cur['high']} by {label(cur['bidder'])}"
            if cur["bidder"] is not None
            else "no bid yet"
        )
        from games.emira.flow import legal

        stipend = ", or take the stipend" if "stipend" in legal(state, seat) else ""
        text = f"Auction ({high}): bid at least {cur['high'] + 10} (type any amount) or pass"
        text += stipend + "."
    if f["t"] == "act" and f.get("last"):
        text = "You are the last player: choose an action (no bid), the stipend, or nothing."
    return text


def _gold(p: dict[str, Any]) -> str:
    return f"{p['gold']} gold" if p["gold"] is not None else "gold secret"


def player_line(p: dict[str, Any]) -> str:
    princesses = ", ".join(c["name"] for c in p["princesses"]) or "no princess"
    extra = " FROZEN" if p["frozen"] else ""
    return (
        f"{p['label']} ({p['colour']}){extra}: {len(p['princesses'])}/{p['capacity']} "
        f"princesses [{princesses}] · appearance {p['appearance']} · status {p['status']} · "
        f"palace {p['palace']} · {p['camels']} camels · {len(p['caravans'])} caravans · "
        f"{p['hand']} event cards · {_gold(p)}"
    )


def headline(view: dict[str, Any]) -> str:
    if view.get("result"):
        won = [p["label"] for p in view["players"] if p["won"]]
        return "Game over: " + (" and ".join(won) or "see the ranking") + " won."
    princess = ", ".join(c["name"] for c in view["inplay"]) or "no princess"
    who = ", ".join(f"P{s + 1}" for s in view["pending"]) or "nobody"
    step = view["step"].replace("_", " ")
    auction = view.get("auction")
    high = ""
    if auction and auction["bidder"] is not None:
        high = f" · high bid {auction['high']} (P{auction['bidder'] + 1})"
    return f"Round {view['round']} · {step} · in play: {princess}{high} · waiting for {who}"


def summary(view: dict[str, Any]) -> str:
    lines = [headline(view)]
    if view.get("result"):  # over: no next round, no market; who won and why
        lines += [player_line(p) for p in view["players"]]
        lines.extend(view["result"].get("notes", []))
        return "\n".join(lines)
    if view["inplay"]:
        lines.append("Princess in play: " + "; ".join(card_line(c) for c in view["inplay"]))
    if view["waiting"]:
        lines.append("Next round: " + "; ".join(card_line(c) for c in view["waiting"]))
    if view["undecided"]:
        lines.append("Undecided: " + "; ".join(card_line(c) for c in view["undecided"]))
    from games.emira.flow import market_text  # noqa: F401  (same words as the log)

    b = view["board"]
    items = []
    if b["status"] is not None:
        items.append(f"status {b['status']} ({b['status_points']} pt)")
    if b["appearance"]:
        items.append(f"{b['appearance']} marker")
    items += [
        n
        for k, n in (
            ("section", "section"),
            ("camel", "camel"),
            ("small", "small caravan"),
            ("large", "large caravan"),
        )
        if b[k]
    ]
    lines.append("Market: " + (", ".join(items) or "empty"))
    for p in view["players"]:
        lines.append(player_line(p))
    res = view.get("result")
    if res:
        lines.extend(res.get("notes", []))
    return "\n".join(lines)


def _princess_words(c: dict[str, Any]) -> str:
    ability = f" — {c['ability']}: {c['text'].rstrip('.')}" if c.get("ability") else ""
    return card_line(c) + f", upkeep {c['upkeep']}{ability}"


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """Every public element in words (the console's ``board``, the image's alt text): the
    princesses with their preferences, talents and abilities, the auction, the market, decks,
    bag and supply, the round's symbols, then each sheik's palace, markers, cards and caravans.
    Gold and objectives appear only where the view shows them."""
    lines = summary(view).splitlines()[:1]
    if not view.get("result"):
        for key, title in (
            ("inplay", "Princess in play"),
            ("waiting", "Next round"),
            (
                "undecided",
                "Undecided",
            ),
        ):
            for c in view[key]:
                lines.append(f"{title}: {_princess_words(c)}.")
        auction = view.get("auction")
        if auction:
            high = (
                f"high bid {auction['high']} by {label(auction['bidder'])}"
                if auction["bidder"] is not None
                else "no bid yet"
            )
            out = ", ".join(label(x) for x in auction["out"]) or "nobody"
            starter = auction.get("starter")
            by = f"; started by {label(starter)}" if starter is not None else ""
            lines.append(f"Auction: {high}; passed: {out}{by}.")
        lines.append(summary(view).splitlines()[-len(view["players"]) - 1])  # the market
        d, bag, sup = view["decks"], view["bag"], view["supply"]
        lines.append(
            f"Decks: {d['emira']} Emira cards, {d['status']} status cards, {d['events']} event "
            f"cards ({d['discard']} discarded). Bag: Beauty {bag.get('beauty', 0)}, Manners "
            f"{bag.get('manners', 0)}, Dress {bag.get('dress', 0)}. Supply: {sup['camel']} camels, "
            f"{sup['section']} sections, {sup['small']} small and {sup['large']} large caravans."
        )
        played = ", ".join(SYMBOL_NAMES[x] for x in view["symbols"]) or "none"
        delayed = ", ".join(EVENTS[e][0] for e in view["delayed"] if e in EVENTS) or "none"
        lines.append(f"Event symbols played this round: {played}; events waiting: {delayed}.")
        if view["removed"]:
            lines.append("Gone from the game: " + ", ".join(view["removed"]) + ".")
        x = view.get("xenia")
        if x:
            lines.append(f"Xenia: her gift is due in round {x['gift_round']}.")
    for p in view["players"]:
        lines.append(player_line(p))
        markers = ", ".join(f"{k.title()} {n}" for k, n in p["markers"].items() if n) or "none"
        cards = ", ".join(f"{price} ({pts} pt)" for price, pts in p["status_cards"]) or "none"
        caravans = (
            ", ".join(
                f"{c['size']} {c['speed']} ({c['remaining']} payments left)" for c in p["caravans"]
            )
            or "none"
        )
        lines.append(
            f"  markers {markers}; status cards {cards}; caravans {caravans}; camel discount "
            f"{p['camel_rate']} each; upkeep {p['upkeep']}."
        )
        for c in p["princesses"]:
            lines.append(f"  {_princess_words(c)}.")
        if p.get("objective"):
            lines.append(
                f"  Objective {p['objective']['id']}: {objective_words(p['objective']['id'])}."
            )
    if view.get("result"):
        lines.extend(view["result"].get("notes", []))
    return "\n".join(lines)


def private_summary(view: dict[str, Any]) -> str:
    private = view.get("private")
    if not private:
        return ""
    obj = private["objective"]
    lines = [
        f"Your objective {obj['id']}: {objective_words(obj['id'])}.",
        f"Your gold: {private['gold']}.",
        "Your event cards: "
        + ("; ".join(f"{e['name']} — {e['text']}" for e in private["hand"]) or "none")
        + ".",
    ]
    if private["dealt"]:
        lines.append("Dealt (keep one): " + ", ".join(e["name"] for e in private["dealt"]) + ".")
    if private["look"]:
        lines.append("Drawn (keep one): " + ", ".join(e["name"] for e in private["look"]) + ".")
    if private.get("looking"):
        lines.append("You are looking at: " + "; ".join(private["looking"]) + ".")
    if private["seen"]:
        lines.append("Seen privately: " + " | ".join(private["seen"]))
    return "\n".join(lines)


def explain(state: State, seat: int, action: str, allowed: list[str]) -> tuple[bool, str]:
    """(malformed?, reason) for a refused action."""
    words = action.split()
    verbs = {a.split()[0] for a in allowed}
    if not words:
        return True, "Type a move."
    if words[0] == "bid":
        if len(words) != 2 or not (words[1].isascii() and words[1].isdigit()):
            return True, "Write `bid <amount>`, e.g. `bid 340` (a multiple of 10)."
        from games.emira.flow import numeric

        spec = numeric(state, seat)
        if spec is None:
            return False, "You cannot bid now."
        _, low, high, step = spec
        amount = int(words[1])
        if amount % step:
            return False, f"Bids are multiples of {step}."
        if amount < low:
            return False, f"Bid at least {low}."
        return False, f"You can pay at most a bid of {high} (your gold plus your camel discount)."
    if words[0] not in verbs:
        return words[0] not in _ALL_VERBS, f"'{action}' is not possible now: {prompt(state, seat)}"
    return False, f"'{action}' is not one of the choices now: {prompt(state, seat)}"


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
