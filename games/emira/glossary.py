"""The Emira glossary: every term a prompt, the board or an image uses, in words (data only).

``TERMS`` (term → explanation) serves ``Game.terms``/``explain_term``; ``NAMES`` (display name →
id) lets players type ``play golden times`` or ``give sidi suleiman``; ``CATEGORIES`` names the
final-score breakdown keys."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.emira.data import (
    EMIRA,
    EVENTS,
    LETTER_TALENT,
    OBJECTIVES,
    PREF_NAMES,
    SYMBOL_NAMES,
    WIN_COUNTS,
)

TALENT_TEXT = {
    "intelligence": "Intelligence (I): a princess talent; objectives ask for it by its letter I.",
    "household": "Household (H): a princess talent; objectives ask for it by its letter H.",
    "cooking": "Cooking (C): a princess talent; objectives ask for it by its letter C.",
    "romance": "Romance (R): a princess talent; objectives ask for it by its letter R.",
}


_EN = {
    "obj-and": "{first} and {last}",
    "obj-among": "{k} among {names}: {shape}",
    "obj-count": "{n} {talent}",
    "obj-either": "{first} or {second}",
    "obj-shape-2-3": "2 of one and 1 of the other",
    "obj-shape-3-4": "one of each, plus a second of any one of them",
    "obj-shape-3-5": "2 each of two of them and 1 of the third",
    "obj-shape-other": "at least 1 and at most 2 of each",
    "obj-words": "{head} ({size} of your princesses, each counting for one of her talents; "
    "letters: {letters})",
}
"""The English of the objective words without the catalogues (the glossary is built when the
engine resolves typed text); a test checks them against ``emira-obj-*``."""

Msg = tuple[str, dict[str, Any]]
_SHAPES = {(2, 3): "2-3", (3, 4): "3-4", (3, 5): "3-5"}


def _and(items: list[Any]) -> Any:
    """``a, b and c`` as a message (a list argument is joined with ", " when worded)."""
    return (
        items[0] if len(items) == 1 else ("emira-obj-and", {"first": items[:-1], "last": items[-1]})
    )


def _talent(letter: str) -> Msg:
    return (f"emira-talent-{LETTER_TALENT[letter]}", {})


def objective_msg(obj: str) -> Msg:
    """An objective in words, as a message of the catalogue (its arguments messages too), from
    its accepted slot distributions (``OBJECTIVES``): the talents every distribution has, then
    the free part (``3-3``: "2 Intelligence, and 3 more among Household and Romance: 2 of one
    and 1 of the other"). Views carry it, so every reader words it in their language."""
    dists = [Counter(d) for d in OBJECTIVES[obj]]
    order = "IHCR"
    letters = [x for x in order if len({d[x] for d in dists}) > 1]  # counts that vary
    parts: list[Any] = [
        ("emira-obj-count", {"n": dists[0][x], "talent": _talent(x)})
        for x in order
        if dists[0][x] and x not in letters
    ]
    if letters:
        k = sum(dists[0][x] for x in letters)
        shape: tuple[str, dict[str, Any]] = (
            f"emira-obj-shape-{_SHAPES.get((len(letters), k), 'other')}",
            {},
        )
        names = _and([_talent(x) for x in letters])
        parts.append(("emira-obj-among", {"k": k, "names": names, "shape": shape}))
    spelled: Any = OBJECTIVES[obj][-1]
    for other in reversed(OBJECTIVES[obj][:-1]):
        spelled = ("emira-obj-either", {"first": other, "second": spelled})
    head = _and(parts)
    return ("emira-obj-words", {"head": head, "size": len(OBJECTIVES[obj][0]), "letters": spelled})


def _english(value: Any) -> str:
    """A message of :func:`objective_msg` in English (:data:`_EN`, no catalogue)."""
    if isinstance(value, tuple):
        key, args = value
        if key.startswith("emira-talent-"):
            return key.removeprefix("emira-talent-").title()
        return _EN[key.removeprefix("emira-")].format(**{k: _english(v) for k, v in args.items()})
    if isinstance(value, list):
        return ", ".join(_english(v) for v in value)
    return str(value)


def objective_words(obj: str, locale: str = "en") -> str:
    """:func:`objective_msg` worded in ``locale`` (English without the catalogues)."""
    if locale == "en":
        return _english(objective_msg(obj))
    from games.core.protocol import format_msg

    return format_msg(locale, objective_msg(obj))


NAMES: dict[str, str] = {
    **{v[0].lower(): k for k, v in EVENTS.items() if v[0].lower() != k},
    **{v[0].lower(): k for k, v in EMIRA.items() if v[0].lower() != k},
}


def _princess(card: str) -> str:
    name, p1, p2, talents, ability, text = EMIRA[card]
    prefs = PREF_NAMES[p1] + (f", then {PREF_NAMES[p2]}" if p2 else "")
    gift = " or ".join(t.title() for t in talents) or "no talent"
    extra = f" {ability}: {text}" if ability else ""
    return f"{name}: prefers {prefs}; talent {gift}.{extra}"


def _event(card: str) -> str:
    name, symbol, timing, text = EVENTS[card]
    tag = f"symbol {SYMBOL_NAMES[symbol]}" if symbol else "no symbol"
    return f"{name} ({tag}; resolves {timing}): {text}"


TERMS: dict[str, str] = {
    **{EMIRA[c][0].lower(): _princess(c) for c in EMIRA},
    **{EVENTS[e][0].lower(): _event(e) for e in EVENTS},
    **{f"objective {o}": f"Objective {o}: {objective_words(o)}." for o in OBJECTIVES},
    **{o: f"Objective {o}: {objective_words(o)}." for o in OBJECTIVES},
    **TALENT_TEXT,
    **{x.lower(): TALENT_TEXT[t] for x, t in LETTER_TALENT.items()},
    "talent": "Each princess has a talent (Intelligence I, Household H, Cooking C, Romance R; "
    "a few have two, and count for either). Your secret objective asks for talents.",
    "talents": "See `explain talent`.",
    "objective": "Your secret objective card: the talents your princesses must have to win "
    "(5 players 4 princesses, 4 players 5, 3 players 6). `hand` shows yours in words; `explain "
    "3-3` any objective.",
    "princess": "An Emira card: her preferences (first, then second) decide which sheik she "
    "joins; her talents count for your objective; her ability (if any) acts while she stays.",
    "princesses": "Princesses in your palace: 2 points each at the end; enough of them with the "
    "right talents (or "
    + " / ".join(f"{p[1]}" for _, p in sorted(WIN_COUNTS.items(), reverse=True))
    + " for 5/4/3 players, whatever their talents) win.",
    "sheik": "A player: you are a sheik courting the princesses.",
    "preference": "What a princess compares to choose a sheik: "
    + ", ".join(PREF_NAMES[p] for p in PREF_NAMES)
    + "; her second preference breaks ties.",
    "emira": "The princesses (Emira cards).",
    "event": "Event cards: kept in hand, played in the event phase (one per symbol per round), "
    "bought in the buy phase (`buy a`, `buy b`).",
    "event card": "See `explain event`.",
    "beauty": "An appearance marker (see `explain appearance`).",
    "manners": "An appearance marker (see `explain appearance`).",
    "dress": "An appearance marker (see `explain appearance`).",
    "marker": "Appearance markers: Beauty, Manners, Dress (see `explain appearance`).",
    "section": "A palace section: +1 palace value and +1 room for a princess.",
    "guest house": "Room for one more princess, but no palace value.",
    "camel": "Camels lower what you pay for a winning bid (see `explain camel discount`) and "
    "count for the tie-break.",
    "camels": "See `explain camel`.",
    "market": "What the auction winners may buy this round: a status card, an appearance "
    "marker, a section, a camel, caravans.",
    "round": "The eight steps of a round: event, income, princess revealed, auctions, buy "
    "events, the princess chooses, upkeep, first player passes left.",
    "income": "100 gold each round (the black sheik 150), plus caravans' payments.",
    "gold": "Your money (secret). Needed for bids, upkeep and events.",
    "bid": "`bid <amount>`: a multiple of 10 you can pay after your camel discount.",
    "small": "A small caravan (see `explain caravan`).",
    "large": "A large caravan (see `explain caravan`).",
    "slow": "A slow caravan pays less for 8 rounds (see `explain caravan`).",
    "fast": "A fast caravan pays more for 4 rounds (see `explain caravan`).",
    "nothing": "Take no action (keep your gold).",
    "gift": "Xenia's gift: pay 250 or refuse (she moves on).",
    "next round": "The princess revealed for next round (3 players: two rounds per princess).",
    "in play": "The princess choosing a sheik this round.",
    "tie-break": "Appearance + status + palace sections + camels (+ palace track in the "
    "advanced game): breaks ties between equal scores.",
    "secondary": "See `explain tie-break`.",
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

for _card, (_name, _p1, _p2, _talents, _ability, _text) in EMIRA.items():
    if _ability:
        TERMS.setdefault(_ability.lower(), f"{_ability} ({_name}'s ability): {_text}")
for _symbol, _symbol_name in SYMBOL_NAMES.items():
    _events = ", ".join(v[0] for v in EVENTS.values() if v[1] == _symbol)
    TERMS.setdefault(
        _symbol,
        f"{_symbol_name}: an event symbol ({_events}). Two events with the same symbol cannot "
        "both be played in one round.",
    )
    TERMS.setdefault(_symbol_name.lower(), TERMS[_symbol])
for _dists in OBJECTIVES.values():
    for _dist in _dists:
        TERMS.setdefault(
            _dist.lower(),
            f"Talent letters of an objective ({_dist}): I Intelligence, H Household, C Cooking, "
            "R Romance; one princess for each letter.",
        )
TERMS.update(
    {
        "a": "`buy a`: pay 150 (Zainab 100), draw 2 event cards, keep 1.",
        "b": "`buy b`: pay 250 (Zainab 200), draw 3 event cards, keep 1.",
        "buy": "`buy <thing>`: the auction winner's action (section, camel, appearance, status, a "
        "caravan), or an event card in the buy phase (`buy a`, `buy b`).",
        "play": "`play <event>`: play an event card from your hand in the event phase.",
        "keep": "`keep <event>`: the event card you keep of those dealt or drawn.",
        "pass": "Do nothing now (no event, no bid: a pass in an auction is final).",
        "discard": "`discard <marker|status>`: the appearance marker or status card you give up "
        "(Samira, Zahrah).",
        "leave": "Changing Her Mind: leave the princess as she is.",
        "swap": "Changing Her Mind: swap the princess's two preferences.",
        "bottom": "Changing Her Mind: send the princess to the bottom of the Emira deck.",
        "type": "`type <marker>`: Good Looking's marker type.",
        "pay": "`pay gift`: pay Xenia's 250 gold.",
        "refuse": "`refuse gift`: Xenia moves on to the richest other sheik.",
        "order": "`order <cards…>`: the new order of the cards you looked at, top first.",
        "give": "`give <princess>`: the princess who leaves with Sidi Suleiman.",
        "status card": TERMS["status"],
        "now": "An event that resolves as soon as it is played (others wait for a phase).",
        "bag": "The bag of appearance markers (Beauty, Manners, Dress) the market draws from.",
        "supply": "Camels, palace sections and caravans not yet bought.",
        "deck": "The face-down piles: Emira cards (princesses), status cards, event cards.",
        "acting": "Rasha's Acting card: +1 status while she lives with you.",
        "singing": "Halimah's Singing card: +1 status while she lives with you.",
        "advanced": "The advanced game (option): palace track, tumult one princess at a time, "
        "secondary score as tie-break among winners.",
    }
)

CATEGORIES = {
    "princesses": "{n} princesses (2 points each)",
    "objective": "objective {n}",
    "secondary": "tie-break {n}",
}
"""Short names of the final-score columns; ``{n}`` marks where the number goes (a princess
count is not points)."""

EXAMPLES = ("bid 340", "buy camel", "play golden times", "pass")
"""Moves the console's banner shows as examples."""

ALIASES: dict[str, dict[str, str]] = {
    # the moves' words in French (the rulebook's: enchère, chameau, apparence, statut…) and
    # Italian (chosen, i18n/terms/emira.md); accents are optional when typed
    "fr": {
        "enchérir": "bid",
        "passer": "pass",
        "aide": "stipend",
        "acheter": "buy",
        "rien": "nothing",
        "garder": "keep",
        "jouer": "play",
        "chameau": "camel",
        "apparence": "appearance",
        "statut": "status",
        "petite": "small",
        "grande": "large",
        "lente": "slow",
        "rapide": "fast",
        "laisser": "leave",
        "intervertir": "swap",
        "dessous": "bottom",
        "payer": "pay",
        "refuser": "refuse",
        "cadeau": "gift",
        "donner": "give",
        "défausser": "discard",
        "marqueur": "marker",
        "regarder": "look",
        "avancer": "advance",
        "reculer": "move",
        "ordre": "order",
    },
    "it": {
        "offri": "bid",
        "passa": "pass",
        "sussidio": "stipend",
        "compra": "buy",
        "niente": "nothing",
        "tieni": "keep",
        "gioca": "play",
        "cammello": "camel",
        "aspetto": "appearance",
        "sezione": "section",
        "piccola": "small",
        "grande": "large",
        "lenta": "slow",
        "veloce": "fast",
        "lascia": "leave",
        "inverti": "swap",
        "fondo": "bottom",
        "paga": "pay",
        "rifiuta": "refuse",
        "dono": "gift",
        "dai": "give",
        "scarta": "discard",
        "segnalino": "marker",
        "guarda": "look",
        "avanza": "advance",
        "arretra": "move",
        "ordine": "order",
    },
}

CORE_TERMS = (
    "talent",
    "talents",
    "objective",
    "princess",
    "princesses",
    "sheik",
    "preference",
    "emira",
    "event",
    "event card",
    "beauty",
    "manners",
    "dress",
    "marker",
    "section",
    "guest house",
    "camel",
    "camels",
    "market",
    "round",
    "income",
    "gold",
    "bid",
    "small",
    "large",
    "slow",
    "fast",
    "nothing",
    "gift",
    "next round",
    "in play",
    "tie-break",
    "secondary",
    "appearance",
    "status",
    "palace",
    "money",
    "most emira",
    "capacity",
    "undecided",
    "stipend",
    "auction",
    "last player",
    "camel discount",
    "upkeep",
    "tumult",
    "frozen",
    "caravan",
    "symbol",
    "victory",
    "a",
    "b",
    "buy",
    "play",
    "keep",
    "pass",
    "discard",
    "leave",
    "swap",
    "bottom",
    "type",
    "pay",
    "refuse",
    "order",
    "give",
    "status card",
    "now",
    "bag",
    "supply",
    "deck",
    "acting",
    "singing",
    "advanced",
)
"""The terms written out in :data:`TERMS` (the rest are built from the cards' tables); each is
``emira-term-<term>`` in the catalogue, its ``.term`` the word a player types in that language."""


def localized_terms(locale: str, *, catalogue_english: bool = False) -> dict[str, str]:
    """The glossary in ``locale``: every term under its English key (English terms, ids and
    princess names work in every language) and under the language's own word (``enchère``,
    ``asta``), explained in that language. English is :data:`TERMS` itself
    (``catalogue_english`` builds it from the catalogue instead: a test checks both agree)."""
    from games.emira.words import ability_name, ability_text, event_name, event_text, tr
    from i18n import resolve_locale

    lang = resolve_locale(locale)
    if lang == "en" and not catalogue_english:
        return dict(TERMS)
    built: dict[str, tuple[str, str | None]] = {}  # English key -> (text, the language's word)

    def pref(p: str) -> str:
        return tr(lang, f"pref-{p}")

    for card, (name, p1, p2, talents, ability, _text) in EMIRA.items():
        prefs = tr(lang, "term-then", first=pref(p1), second=pref(p2)) if p2 else pref(p1)
        gift = tr(lang, "or").join(tr(lang, f"talent-{t}") for t in talents)
        extra = (
            tr(lang, "term-extra", ability=ability_name(lang, card), text=ability_text(lang, card))
            if ability
            else ""
        )
        text = tr(
            lang,
            "term-princess-card",
            name=name,
            prefs=prefs,
            talents=gift or tr(lang, "term-no-talent"),
            extra=extra,
        )
        built[name.lower()] = (text, None)
    for card, (name, symbol, timing, _text) in EVENTS.items():
        tag = (
            tr(lang, "term-symbol-tag", symbol=tr(lang, f"symbol-{symbol}"))
            if symbol
            else tr(lang, "term-no-symbol")
        )
        when = (
            tr(lang, "term-timing-now")
            if timing == "now"
            else tr(lang, "term-timing-phase", n=timing.split()[1])
        )
        text = tr(
            lang,
            "term-event-card-text",
            name=event_name(lang, card),
            tag=tag,
            timing=when,
            text=event_text(lang, card),
        )
        built[name.lower()] = (text, event_name(lang, card))
    for o in OBJECTIVES:
        text = tr(lang, "term-objective-card", id=o, words=objective_words(o, lang))
        built[f"objective {o}"] = (text, tr(lang, "term-objective-word", id=o))
        built[o] = (text, None)
    for letter, talent in LETTER_TALENT.items():
        name = tr(lang, f"talent-{talent}")
        text = tr(lang, "term-talent-card", name=name, letter=letter)
        built[talent] = (text, name)
        built[letter.lower()] = (text, None)
    for key in CORE_TERMS:
        slug = key.replace(" ", "-")
        built[key] = (tr(lang, f"term-{slug}"), tr(lang, f"term-{slug}.term"))
    for card, (name, *_rest, ability, _text) in EMIRA.items():
        if ability and ability.lower() not in built:
            text = tr(
                lang,
                "term-ability",
                ability=ability_name(lang, card),
                name=name,
                text=ability_text(lang, card),
            )
            built[ability.lower()] = (text, ability_name(lang, card))
    for symbol, symbol_name in SYMBOL_NAMES.items():
        events = ", ".join(event_name(lang, e) for e, v in EVENTS.items() if v[1] == symbol)
        local = tr(lang, f"symbol-{symbol}")
        text = tr(lang, "term-symbol-card", symbol=local, events=events)
        for key in (symbol, symbol_name.lower()):
            if key not in built:
                built[key] = (text, local)
    for dists in OBJECTIVES.values():
        for dist in dists:
            if dist.lower() not in built:
                built[dist.lower()] = (tr(lang, "term-dist", dist=dist), None)
    out = {key: built[key][0] for key in TERMS}  # TERMS' keys, in its order
    for key in TERMS:
        local_term = built[key][1]
        if local_term:
            out.setdefault(local_term.lower(), built[key][0])
    return out


RULEBOOK: dict[str, dict[str, str]] = {
    # the rulebook's words (i18n/terms/emira.md) whose entry has another name
    "fr": {
        "section de palace": "section",
        "petite caravane d'épices": "caravan",
        "grande caravane d'épices": "caravan",
        "piste palace": "palace",
        "jeu avancé": "advanced",
        "grand tumulte": "tumult",
        **dict.fromkeys(("vert", "blanc", "rouge", "bleu", "noir"), "sheik"),  # the sheiks' colours
    },
}
