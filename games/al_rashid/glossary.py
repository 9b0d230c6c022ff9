"""The Al-Rashid glossary: every term a prompt, the board or an image uses, in words (data only).

``TERMS`` (term → explanation) serves ``Game.terms``/``explain_term`` (the console's
``explain impostor``, later a Discord command); ``NAMES`` (display name → id) lets players type
``title counselor to the caliph``; ``CATEGORIES`` names the final-score breakdown keys.
Effects follow the spec's §12 and §17.4 tables.
"""

from __future__ import annotations

from games.al_rashid.data import (
    CRISES,
    FAVOR_COST,
    FAVOR_NAMES,
    GOODS,
    SECTOR_NAMES,
    SERVICE_COST,
    SETUP_CRISES,
    STOCK,
    TITLES,
)

TITLE_EFFECTS = {
    "smuggler": "Activation: return 1 good of any type and take 1 good of any other type.",
    "plotter": "Every year at the start of resolution you may move 1 of your pawns from one "
    "palace to another.",
    "informer": "Every year at the start of resolution you may move 1 of your pawns from one "
    "country to another.",
    "impostor": "On purchase: carry out two different favors among General, Court Scholar, "
    "Vizier and Qadi without paying for them (not the Caliph's Favorite).",
    "strategist": "In every battle each mercenary token you discard counts 1 more.",
    "recruiter": "Activation: draw 1 mercenary token from the stack of your choice.",
    "raider": "Whenever you win a battle, take 1 good of a type printed on that country.",
    "negotiator": "Activation: look privately at all the tokens on a country; you may then "
    "discard 1 token from your hand to remove 1 token of the same colour there.",
    "loremaster": "The merchant service (Commerce) and the pasha service (Politics) cost you "
    "3 gold less.",
    "enchanter": "On purchase: gain 1 merchant and take 1 dishonour token.",
    "diplomat": "Every year before placement you may set aside a pasha or a merchant; it is "
    "placed after every other pawn.",
    "banker": "Each credit note you use lowers a title's cost by 5 instead of 3.",
    "trader": "Activation: return 1 common good (wood, ceramic, metal) and take 1 of each of "
    "the other two.",
    "hardwood_importer": "Activation: take 1 wood.",
    "pottery_importer": "Activation: take 1 ceramic.",
    "metal_importer": "Activation: take 1 metal.",
    "aide_to_the_qadi": "On purchase: take 1 PI token. End: 4 PP with exactly 5 PI tokens, "
    "5 PP with 6 or more.",
    "steward_of_the_city": "End: 6 PP if you own a title from each of the six palaces.",
    "warehouse_keeper": "End: 4 PP if your goods cover exactly 4 types, 6 PP for all 5.",
    "favorites_maiden": "End: 5 PP if you own at least 3 Intrigue titles.",
    "weapon_master": "End: 3 PP; 6 PP if you own at least 3 Military titles.",
    "dean_of_the_academy": "End: 3 / 5 / 7 PP for exactly 4 / 5 / 6 sages in your family.",
    "economist": "End: 3 / 5 PP for exactly 3 / 4 merchants in your family.",
    "counselor_to_the_caliph": "End: 3 / 5 PP for exactly 2 / 3 pashas in your family.",
    "treasurer": "On purchase: take 1 credit note.",
    "agha": "On purchase: draw 4 mercenary tokens, choosing the stack for each.",
    "silk_monopolist": "On purchase: take 1 silk (3 silk and 1 spice if you own Spice Monopolist).",
    "spice_monopolist": "On purchase: take 1 spice (3 spice and 1 silk if you own Silk "
    "Monopolist).",
    "astrologist": "On purchase: PI tokens by the sages in your family: 2–3 sages 1, 4–5 "
    "sages 2, 6 sages 3.",
    "law_expert": "On purchase: take 1 PI token.",
    "quartermaster": "On purchase: take 2 goods of your choice.",
    "alchemist": "On purchase: you may turn one of your sages into a merchant.",
}

TYPE_TEXT = {
    "activated": "Activated: once per year, at the start of one of your resolution turns "
    "(`use <title>`).",
    "permanent": "Permanent: works from the moment you own it.",
    "one-shot": "One-shot: its effect happens once, when you buy it.",
}

FAVOR_EFFECTS = {
    "general": "return 1 good and draw 1 mercenary token (0 gold)",
    "scholar": "take 1 credit note (2 gold)",
    "vizier": "return 1 good and take 1 good of another type (0 gold)",
    "qadi": "take 1 PI token (1 gold)",
    "favorite": "carry out another guild's favor (General, Court Scholar, Vizier or Qadi) "
    "for 1 gold more than its cost (Intrigue)",
}


def _title(tid: str) -> str:
    number, guild, name, kind, cost, pp = TITLES[tid]
    value = "conditional PP (see the effect)" if pp is None else f"{pp} PP at the end"
    return (
        f"{name} ({number.upper()}, {SECTOR_NAMES[guild]} title, costs {cost} gold, {value}). "
        f"{TITLE_EFFECTS[tid]} {TYPE_TEXT[kind]} Buy it with `title {tid}`."
    )


def _country(cid: str) -> str:
    stock = STOCK[cid]
    goods = ", ".join(f"{n} {g}" for g, n in zip(GOODS, stock[:5], strict=True) if n)
    note = " and a credit note" if stock[5] else ""
    return (
        f"{SECTOR_NAMES[cid]}: a country; its stock, restored each year, is {goods}{note}. "
        "Mercenaries on it must be beaten first; then ranks 1–3 trade."
    )


SERVICE_TEXT = {
    "intrigue": "Intrigue Guild: service = espionage operations (rank 1: 3, rank 2: 2, rank 3: 1; "
    "free): spy on a country's tokens or move one of your pawns between countries. Favor: the "
    "Caliph's Favorite. Titles: Smuggler, Plotter, Informer, Impostor.",
    "military": "Military Guild: service = draw mercenary tokens (3 / 2 / 1 by rank; free). "
    "Favor: the General. Titles: Strategist, Recruiter, Raider, Negotiator.",
    "traditions": "Traditions Guild: service = gain a sage ({} gold by rank). Favor: the Court "
    "Scholar. Titles: Loremaster, Enchanter, Diplomat, Banker.",
    "commerce": "Commerce Guild: service = gain a merchant ({} gold by rank). Favor: the "
    "Vizier. Titles: Trader and the three Importers.",
    "politics": "Politics Guild: service = gain a pasha ({} gold by rank). Favor: the Qadi. "
    "Titles: eight end-of-game titles worth conditional PP.",
    "rashid": "Al-Rashid's Palace: only a group headed by your pasha (placed first there, no "
    "merchants). Each ranked player chooses Benevolence (a free good and a move to the front of "
    "the turn order) and/or one Caliph title.",
}

TERMS: dict[str, str] = {
    "pp": "Prestige points, the score. At the end: pasha 3, merchant 2, sage 1 each; titles; "
    "PI tokens (at most 5); −2 per dishonour token. Ties: wealth (gold), then turn order.",
    "prestige": "Prestige points (PP), the score: see `explain pp`.",
    "pi": "Political influence tokens: 1 PP each at the end, at most 5 count. From the Qadi "
    "favor, Law Expert, Aide to the Qadi and Astrologist.",
    "influence": "Political influence (PI) tokens: see `explain pi`.",
    "dishonour": "Dishonour tokens: −2 PP each at the end. You take 1 for passing a palace "
    "visit with no main action, 2 for fleeing a battle, 2 for a palace group with no pasha "
    "at Al-Rashid's palace, 1 with the Enchanter.",
    "notes": "Credit notes: each lowers the cost of one title by 3 gold (5 with the Banker); "
    "never services or favors. Written `title <id> note`. From trade, the Court Scholar and "
    "the Treasurer.",
    "note": "A credit note: see `explain notes`.",
    "gold": "Gold is not a coin: your goods are worth gold by sets of different types — 1 "
    "type 1, 2 types 3, 3 types 6, 4 types 10, 5 types 15 (each set counts separately). You "
    "pay with goods and get no change.",
    "goods": "Wood, ceramic, metal (common), spice and silk. Taken when trading in countries "
    "and from titles and favors; paid for services, titles and favors.",
    "payment": "One payment per palace visit covers everything declared; choose goods worth at "
    "least the cost with no superfluous good (`pay wood ceramic`, `pay 3 ceramic 2 metal`). "
    "No change is given.",
    "pasha": "Your strongest pawn: predominance 5, 3 PP at the end (family limit 3). Only a "
    "pasha may lead your group in Al-Rashid's palace.",
    "merchant": "A pawn of predominance 3, 2 PP at the end (family limit 4). Never allowed in "
    "Al-Rashid's palace.",
    "sage": "A pawn of predominance 1, 1 PP at the end (family limit 6). It may join a sector "
    "where you already have a leader.",
    "leader": "A pasha or a merchant. Each sector takes at most one of your leaders per year.",
    "family": "Every pawn you own: on the board, reserved or in your pool. Pawns score PP.",
    "predominance": "Your strength in a sector: pasha 5 + merchant 3 + sage 1 for your pawns "
    "there. The highest is rank 1; ties go to who arrived first.",
    "rank": "Your place in a sector by predominance (1 = strongest). Only ranks 1–3 act when "
    "it is resolved.",
    "sector": "One of 13 places for pawns: 6 palaces in the city, 7 countries on the map.",
    "placement": "First phase of a year: in turn order, each player places one pawn at a time "
    "(`place sage military`, or `place sage` then `place sage military`).",
    "resolution": "Second phase: in turn order, each player with pawns on the board resolves one "
    "occupied sector (and may first activate a title).",
    "year": "One of the game's 5 years: a placement phase, then a resolution phase.",
    "resolve": "On your resolution turn, `resolve <sector>` makes that sector act now for ranks "
    "1–3; its pawns then come home.",
    "service": "A guild palace's main offer, price by rank: Intrigue espionage, Military "
    "mercenaries, Traditions a sage, Commerce a merchant, Politics a pasha.",
    "title": "An office bought in a palace (its cost in gold, less a credit note). Activated "
    "titles are used once a year, permanent ones always work, one-shot ones act when bought. "
    "Titles score PP at the end.",
    "favor": "A guild leader's small help, bought with a visit: "
    + "; ".join(f"{FAVOR_NAMES[f]}: {t}" for f, t in FAVOR_EFFECTS.items())
    + ".",
    "visit": "Your part in a guild palace's resolution: declare one or two of service, title, "
    "favor, then pay once (`done`). Taking no main action (`pass`) costs 1 dishonour.",
    "benevolence": "At Al-Rashid's palace: take a free good and move to the front of the turn "
    "order for the next round.",
    "mercenaries": "Red (land) and blue (sea) tokens worth 2–4. You hold them secretly; in a "
    "battle you discard them to beat the tokens of that colour on a country.",
    "mercenary": "See `explain mercenaries`.",
    "battle": "Before trading in a country, every colour of mercenaries on it must be beaten: "
    "`commit <colour> <value>` tokens from your hand (a colour falls when your total is "
    "strictly higher), then `fight`; or `flee` (2 dishonour) before committing.",
    "fight": "`fight` ends your commitments and resolves the battle with what you committed; "
    "commit at least one token first.",
    "flee": "`flee` leaves the battle without trading: 2 dishonour tokens.",
    "trade": "After the battle, ranks 1–3 take items from the country's stock: rank 1 takes "
    "all of one good or 3 items, rank 2 two items, rank 3 one.",
    "espionage": "Intrigue service operations, in the order 1-2-3-1-2-1 by rank: `spy "
    "<country>` (see its face-down tokens) or move one of your pawns between countries.",
    "spy": "Look privately at the face-down tokens of a country (an espionage operation).",
    "crisis": "A crisis tile adds mercenary tokens to countries at the start and after each year.",
    "turn order": "The order players place and resolve in; Benevolence moves players to the front.",
    "dishonor": "See `explain dishonour`.",
    "impostor": _title("impostor"),
}
for _tid in TITLES:
    TERMS[_tid.replace("_", " ")] = _title(_tid)
for _sector, _text in SERVICE_TEXT.items():
    TERMS[_sector] = _text.format(" / ".join(str(c) for c in SERVICE_COST.get(_sector, ())) or "-")
for _cid in STOCK:
    TERMS[_cid] = _country(_cid)
for _favor, _text in FAVOR_EFFECTS.items():
    TERMS[FAVOR_NAMES[_favor].lower()] = (
        f"{FAVOR_NAMES[_favor]}: a favor — {_text}. Cost {FAVOR_COST.get(_favor, '1 + copied')} gold."
        if _favor != "favorite"
        else f"The Caliph's Favorite: Intrigue's favor — {_text}."
    )
    TERMS.setdefault(_favor, TERMS[FAVOR_NAMES[_favor].lower()])

for _cid, _placed in CRISES.items():
    TERMS[_cid] = (
        f"Crisis tile {_cid.upper()} ({'setup' if _cid in SETUP_CRISES else 'end of a year'}): "
        + ", ".join(f"a {colour} mercenary token on {SECTOR_NAMES[c]}" for c, colour in _placed)
        + "."
    )
for _tid, _t in TITLES.items():
    TERMS[_t[0]] = TERMS[_tid.replace("_", " ")]  # the card number (c004) the image prints
    TERMS.setdefault(_t[2].lower(), TERMS[_tid.replace("_", " ")])  # Favorite's Maiden

GOODS_CODES = {"wo": "wood", "ce": "ceramic", "me": "metal", "sp": "spice", "si": "silk"}
"""The goods' two-letter codes on the board image."""
for _code, _good in GOODS_CODES.items():
    TERMS[_code] = f"{_code.title()} = {_good} on the board image. " + TERMS["goods"]
for _good in GOODS:
    TERMS.setdefault(
        _good,
        f"{_good.title()}: a good"
        + (" (common)" if _good in ("wood", "ceramic", "metal") else " (precious)")
        + ". "
        + TERMS["gold"],
    )
TERMS.update(
    {
        "n": "N = a credit note on the board image: see `explain notes`.",
        "al-rashid": "Al-Rashid, the Caliph: " + SERVICE_TEXT["rashid"],
        "red": "Red mercenary tokens (land): `draw red` takes one from the red stack.",
        "blue": "Blue mercenary tokens (sea): `draw blue` takes one from the blue stack.",
        "activated": TYPE_TEXT["activated"],
        "city": "The city: the six palaces (Intrigue, Military, Traditions, Commerce, Politics "
        "guilds and Al-Rashid's palace).",
        "map": "The map: the seven countries, where mercenaries stand and goods are traded.",
        "permanent": TYPE_TEXT["permanent"],
        "one-shot": TYPE_TEXT["one-shot"],
        "plotter/informer": "See `explain plotter` and `explain informer`.",
        # the words of the moves
        "draw": "`draw red` / `draw blue`: take a mercenary token from that stack (or type just "
        "`red` / `blue`).",
        "place": TERMS["placement"],
        "use": "`use <title>`: activate an activated title at the start of your resolution turn.",
        "done": "Finish the current choice: a visit's declarations are then paid and resolved.",
        "pass": "Take no main action in a palace visit (1 dishonour), or skip a choice.",
        "back": "Undo the choice in progress (nothing is paid).",
        "end": "End your resolution turn (after resolving a sector, without activating a title).",
        "add": "`add <good>`: put one more good into the payment being built (long lists).",
        "clear": "Empty the payment being built.",
        "pay": TERMS["payment"],
        "take": "`take <good>`: take a good (trade, favors); `take all <good>`: rank 1 takes the "
        "whole stock of that good.",
        "all": "`take all <good>`: rank 1 trades for the whole stock of one good.",
        "give": "`give <good>`: the good you return in an exchange (Vizier, General, Smuggler).",
        "commit": "`commit <colour> <value>`: put a mercenary token of your hand into the battle "
        "(secretly chosen, public once fought); then `fight`.",
        "remove": "`remove <colour> <value> with <colour> <value>` (Negotiator): discard a token "
        "of your hand to remove one of the same colour from the country.",
        "with": "See `explain remove`.",
        "up": "`remove … up …`: remove the face-up token of that value (Negotiator).",
        "keep": "Negotiator: keep the tokens as they are (remove nothing).",
        "look": "`look <country>`: the Negotiator looks at the tokens on that country.",
        "move": "`move <from> <pawn> <to>`: move one of your pawns (espionage, Plotter, Informer).",
        "forfeit": "Give up the rest of your espionage operations.",
    }
)

NAMES: dict[str, str] = {
    **{TITLES[t][2].lower().replace("'", ""): t for t in TITLES if "_" in t or "'" in TITLES[t][2]},
    **{v.lower(): k for k, v in SECTOR_NAMES.items()},
    "al-rashid": "rashid",
    "al rashid": "rashid",
    "court scholar": "scholar",
}

CATEGORIES = {
    "family": "family pawns",
    "titles": "guild titles",
    "politics_titles": "Politics titles",
    "caliph_titles": "Caliph titles",
    "influence": "PI tokens",
    "dishonour": "dishonour",
}

# verbs whose goods may be typed in any order (the canonical form follows the goods order)
UNORDERED = ("pay",)

EXAMPLES = ("draw red", "place sage military", "title couns", "done")
"""Moves the console's banner shows as examples."""

ALIASES: dict[str, dict[str, str]] = {
    # moves typed in French with the French rulebook's words → the canonical notation's words
    # (Game.resolve tries every language; accents are optional, the longest phrase wins)
    "fr": {
        # verbs
        "piocher": "draw",
        "pioche": "draw",
        "prendre": "take",
        "prends": "take",
        "donner": "give",
        "donne": "give",
        "faveur": "favor",
        "convertir": "convert",
        "rien": "skip",
        "sauter": "skip",
        "regarder": "look",
        "retirer": "remove",
        "garder": "keep",
        "payer": "pay",
        "paie": "pay",
        "ajouter": "add",
        "effacer": "clear",
        "retour": "back",
        "titre": "title",
        "termine": "done",
        "fini": "done",
        "passer": "pass",
        "passe": "pass",
        "bienveillance": "benevolence",
        "espionner": "spy",
        "deplacer": "move",
        "renoncer": "forfeit",
        "engager": "commit",
        "combattre": "fight",
        "fuir": "flee",
        "reserver": "reserve",
        "placer": "place",
        "resoudre": "resolve",
        "activer": "use",
        "utiliser": "use",
        "fin": "end",
        "d'abord": "first",
        "premier": "first",
        # pawns, colours, tokens
        "pacha": "pasha",
        "marchand": "merchant",
        "rouge": "red",
        "bleu": "blue",
        "avoir": "note",
        "tout": "all",
        "visible": "up",
        "avec": "with",
        "ma reserve": "pool",
        # sectors
        "guilde des intrigues": "intrigue",
        "intrigues": "intrigue",
        "guilde militaire": "military",
        "militaire": "military",
        "guilde des traditions": "traditions",
        "guilde du commerce": "commerce",
        "guilde de la politique": "politics",
        "politique": "politics",
        "palais d'al-rashid": "rashid",
        "palais": "rashid",
        "route de la soie": "silk",
        "route des epices": "spice",
        "califat abbasside": "abbasid",
        "abbasside": "abbasid",
        "vallee du nil": "nilus",
        "nil": "nilus",
        # goods
        "bois": "wood",
        "ceramique": "ceramic",
        "ceramiques": "ceramic",
        "metal": "metal",
        "metaux": "metal",
        "epice": "spice",
        "epices": "spice",
        "soie": "silk",
        "soies": "silk",
        # favors
        "favorite du calife": "favorite",
        "general": "general",
        "savant de la cour": "scholar",
        "savant": "scholar",
        "vizir": "vizier",
        # titles
        "contrebandier": "smuggler",
        "traceur": "plotter",
        "informateur": "informer",
        "imposteur": "impostor",
        "stratege": "strategist",
        "recruteur": "recruiter",
        "aventurier": "raider",
        "negociateur": "negotiator",
        "maitre des traditions": "loremaster",
        "enchanteur": "enchanter",
        "diplomate": "diplomat",
        "banquier": "banker",
        "negociant": "trader",
        "importateur de bois": "hardwood_importer",
        "importateur de ceramique": "pottery_importer",
        "importateur de metal": "metal_importer",
        "aide du qadi": "aide_to_the_qadi",
        "intendant de la cite": "steward_of_the_city",
        "gardien du magasin": "warehouse_keeper",
        "fille de la favorite": "favorites_maiden",
        "maitre d'armes": "weapon_master",
        "doyen de l'academie": "dean_of_the_academy",
        "economiste": "economist",
        "conseiller du calife": "counselor_to_the_caliph",
        "tresorier": "treasurer",
        "aga": "agha",
        "monopoliste de la soie": "silk_monopolist",
        "monopoliste de l'epice": "spice_monopolist",
        "astrologue": "astrologist",
        "specialiste du droit": "law_expert",
        "quartier-maitre": "quartermaster",
        "alchimiste": "alchemist",
    },
    # moves typed in Italian with the Italian rulebook's words
    "it": {
        # verbs
        "pesca": "draw",
        "prendi": "take",
        "dai": "give",
        "favore": "favor",
        "converti": "convert",
        "converti riserva": "convert pool",
        "salta": "skip",
        "guarda": "look",
        "rimuovi": "remove",
        "tieni": "keep",
        "paga": "pay",
        "aggiungi": "add",
        "azzera": "clear",
        "indietro": "back",
        "servizio": "service",
        "carica": "title",
        "fatto": "done",
        "passa": "pass",
        "benevolenza": "benevolence",
        "spia": "spy",
        "sposta": "move",
        "rinuncia": "forfeit",
        "impegna": "commit",
        "combatti": "fight",
        "scappa": "flee",
        "riserva": "reserve",
        "piazza": "place",
        "risolvi": "resolve",
        "usa": "use",
        "attiva": "use",
        "fine": "end",
        "prima": "first",
        # pawns, colours, tokens
        "pascia": "pasha",
        "mercante": "merchant",
        "saggio": "sage",
        "rosso": "red",
        "punto influenza politica": "pi",
        "rossa": "red",
        "blu": "blue",
        "nota di credito": "note",
        "nota": "note",
        "tutto": "all",
        "tutte": "all",
        "scoperta": "up",
        "scoperto": "up",
        "con": "with",
        # sectors (the Italian rulebook keeps the countries' English names)
        "corporazione delle spie": "intrigue",
        "spie": "intrigue",
        "corporazione militare": "military",
        "militare": "military",
        "corporazione della cultura": "traditions",
        "cultura": "traditions",
        "corporazione mercantile": "commerce",
        "mercantile": "commerce",
        "corporazione politica": "politics",
        "politica": "politics",
        "palazzo di al-rashid": "rashid",
        "palazzo": "rashid",
        # goods
        "legno pregiato": "wood",
        "legni pregiati": "wood",
        "legno": "wood",
        "vasellame": "ceramic",
        "metalli": "metal",
        "metallo": "metal",
        "spezie": "spice",
        "spezia": "spice",
        "seta": "silk",
        # favors
        "favorita del califfo": "favorite",
        "favorita": "favorite",
        "generale": "general",
        "sapiente di corte": "scholar",
        "sapiente": "scholar",
        "visir": "vizier",
        # titles
        "contrabbandiere": "smuggler",
        "cospiratore": "plotter",
        "informatore": "informer",
        "impostore": "impostor",
        "stratega": "strategist",
        "reclutatore": "recruiter",
        "razziatore": "raider",
        "negoziatore": "negotiator",
        "precettore": "loremaster",
        "incantatore": "enchanter",
        "diplomatico": "diplomat",
        "banchiere": "banker",
        "commerciante": "trader",
        "importatore di legno pregiato": "hardwood_importer",
        "importatore di legno": "hardwood_importer",
        "importatore di vasellame": "pottery_importer",
        "importatore di metalli": "metal_importer",
        "assistente del qadi": "aide_to_the_qadi",
        "sovrintendente cittadino": "steward_of_the_city",
        "capo del magazzino": "warehouse_keeper",
        "ancella della favorita": "favorites_maiden",
        "maestro d'armi": "weapon_master",
        "rettore dell'accademia": "dean_of_the_academy",
        "economo": "economist",
        "consigliere del califfo": "counselor_to_the_caliph",
        "tesoriere": "treasurer",
        "aga": "agha",
        "monopolista di seta": "silk_monopolist",
        "monopolista di spezie": "spice_monopolist",
        "astrologo": "astrologist",
        "esperto di leggi": "law_expert",
        "responsabile degli approvvigionamenti": "quartermaster",
        "alchimista": "alchemist",
    },
}
"""Words of the French and Italian rulebooks players may type (``prendre 2 bois``,
``piazza pascià militare``): :meth:`games.core.protocol.Game.aliases` reads them."""


RULEBOOK: dict[str, dict[str, str]] = {
    # the rulebooks' words (i18n/terms/al-rashid.md) whose entry has another name
    "fr": {
        "titre du calife": "title",
        "bienveillance d'al-rashid": "benevolence",
        "opération d'espionnage": "espionage",
        "réserve": "family",
        "manche": "resolution",
        "rouge": "red",
        "bleu": "blue",
    },
    "it": {
        "carica del califfo": "title",
        "benevolenza di al-rashid": "benevolence",
        "territorio": "sector",
        "area di gioco": "sector",
        "combattere": "fight",
        "scappare": "flee",
        "riserva": "family",
        "round": "resolution",
        "punto influenza politica": "pi",
        "rossa": "red",
        "blu": "blue",
    },
}
