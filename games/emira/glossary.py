"""The Emira glossary: every term a prompt, the board or an image uses, in words (data only).

``TERMS`` (term → explanation) serves ``Game.terms``/``explain_term``; ``NAMES`` (display name →
id) lets players type ``play golden times`` or ``give sidi suleiman``; ``CATEGORIES`` names the
final-score breakdown keys."""

from __future__ import annotations

from games.emira.data import EMIRA, EVENTS, OBJECTIVE_TEXT, PREF_NAMES, SYMBOL_NAMES

NAMES: dict[str, str] = {
    **{v[0].lower(): k for k, v in EVENTS.items() if v[0].lower() != k},
    **{v[0].lower(): k for k, v in EMIRA.items() if v[0].lower() != k},
}


def _princess(card: str) -> str:
    name, p1, p2, talents, ability, text = EMIRA[card]
    prefs = PREF_NAMES[p1] + (f", then {PREF_NAMES[p2]}" if p2 else "")
    gift = " / ".join(t.title() for t in talents) or "no talent"
    extra = f" {ability}: {text}" if ability else ""
    return f"{name}: prefers {prefs}; talent {gift}.{extra}"


def _event(card: str) -> str:
    name, symbol, timing, text = EVENTS[card]
    tag = f"symbol {SYMBOL_NAMES[symbol]}" if symbol else "no symbol"
    return f"{name} ({tag}; resolves {timing}): {text}"


TERMS: dict[str, str] = {
    **{EMIRA[c][0].lower(): _princess(c) for c in EMIRA},
    **{EVENTS[e][0].lower(): _event(e) for e in EVENTS},
    **{f"objective {o}": f"Objective {o}: {t}." for o, t in OBJECTIVE_TEXT.items()},
    "appearance": "Beauty + Manners + Dress markers, +1 per complete set of the three, plus "
    "Good Looking bonuses. Nadia lends a Beauty and Layla a Manners marker while they stay.",
    "status": "Points on your status cards (1 to 3), +1 for Singing (Halimah) and Acting (Rasha).",
    "palace": "Palace sections you own (advanced game: +0.5 per palace-track step). The base "
    "palace and Guest Houses give room, not palace value.",
    "money": "Your gold. It is secret, except while Noor lives with you and whenever a princess "
    "compares Money: then the compared sheiks' gold is announced.",
    "most emira": "Sidi Suleiman's only preference: the sheik with the most princesses.",
    "capacity": "Room for princesses: 2 + palace sections + Guest Houses. A princess only "
    "chooses a sheik with room.",
    "undecided": "A princess whose choice is tied (or who finds no room) waits face up and joins "
    "as soon as one sheik is best for her.",
    "stipend": "150 gold instead of an action, if you hold under 500 gold or have 4+ princesses "
    "and no caravan; on your turn in an auction, as an auction winner or as the last player.",
    "auction": "Bid in multiples of 10 (`bid 340`); the winner pays his bid minus his camel "
    "discount, then takes one action. Pass is final for that auction; if everyone passes, the "
    "starter acts for free.",
    "last player": "The one sheik left in the auction phase acts without bidding (he may pay a "
    "voluntary bid to get under 500 gold for the stipend).",
    "camel discount": "Camels × camel rate (50, 70, 100, 150 with Better Breed) off a winning "
    "bid; never below 0, never off an action's cost.",
    "upkeep": "50 per princess each round (Janan 100, Zafirah 0), +100 per newcomer while "
    "Suleika lives with you.",
    "tumult": "Who cannot pay his upkeep pays all his gold and loses a random princess to the "
    "bottom of the Emira deck (advanced: one at a time until he can pay). He cannot win that round.",
    "frozen": "Hind's long wedding night: the round after she joins you, you play no event, "
    "take no auction, buy no event and no princess may choose you.",
    "caravan": "Small slow 450 (150 × 8 rounds), small fast 550 (300 × 4), large slow 750 "
    "(250 × 8), large fast 900 (500 × 4); pays from the next round.",
    "symbol": "Event cards with the same symbol cannot both be played in one round.",
    "victory": "At the end of a round in which you paid your upkeep in full: enough princesses "
    "whose talents fill your objective (5p 4, 4p 5, 3p 6), or 6/7/8 princesses.",
}

CATEGORIES = {
    "princesses": "Princesses in your palace (2 points each).",
    "objective": "3 points when your princesses fill your objective's talents (shown when the "
    "objective is revealed).",
    "secondary": "Appearance + status + palace sections + camels (+ palace track), the advanced "
    "tie-break.",
}
