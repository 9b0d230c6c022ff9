"""The Almadi glossary: every term a prompt, the board or an image uses, in words (data only).

``TERMS`` (term → explanation) serves ``Game.terms``/``explain_term`` (the console's
``explain genie``, later a Discord command); ``NAMES`` (display name → id) lets players type
``recruit aladdin``; ``CATEGORIES`` names the final-score breakdown keys. Character and
objective texts come from ``data.py``, so they cannot drift from the engine.
"""

from __future__ import annotations

from games.almadi.data import (
    CAPACITY,
    CHARACTERS,
    MOSAICS,
    OBJECTIVES,
    RUBY_POINTS,
    STALLS,
    START_LETTERS,
    START_ROWS,
    TILES,
)

CELL_SYMBOL = {"#": "#", ".": ".", "?": "?", "O": "O", "P": "P", "M": "M", "C": "C"}
CELL_MEANING = {
    "#": "# a landscape",
    ".": ". an empty cell of rows 1-4 (not column 0)",
    "?": "? anything",
    "O": "O oasis",
    "P": "P palace",
    "M": "M market",
    "C": "C caravan",
}
SIDE_WORDS = {
    "act": "an arrow",
    "jar": "a jar",
    "genie": "a genie",
    "stall": "a stall",
    "hammer": "a hammer",
    "ruby": "a ruby",
    "moon": "a moon",
    "blank": "nothing",
}


def pattern_grid(pattern: tuple[str, ...], rotatable: bool) -> str:
    """An objective's shape as a small text grid with its legend (``explain gr-04``)."""
    rows = ["  " + " ".join(CELL_SYMBOL[ch] for ch in row).rstrip() for row in pattern]
    used = sorted({ch for row in pattern for ch in row}, key=list(CELL_MEANING).index)
    legend = "; ".join(CELL_MEANING[ch] for ch in used)
    turn = " Any rotation counts, never a mirror image." if rotatable else " Exactly as drawn."
    return "\n".join(["Shape in your kingdom:", *rows, f"({legend}.){turn}"])


def start_tile_text(letter: str, locale: str = "en", *, catalogue: bool = False) -> str:
    """A start tile's four landscapes (rows 1-4) and what its right side shows (English
    without the catalogues: the glossary is built when the engine resolves typed text)."""
    if locale == "en" and not catalogue:
        rows = []
        for r, (kind_, right, goods) in enumerate(START_ROWS[letter], start=1):
            what = f"{kind_} with 3 {goods}" if goods else kind_
            rows.append(f"row {r} {what} ({SIDE_WORDS[right]} on the right)")
        return f"Start tile {letter.upper()}: " + "; ".join(rows) + "."
    from games.almadi.words import good, kind, tr

    rows = []
    for r, (tile_type, right, goods) in enumerate(START_ROWS[letter], start=1):
        side = tr(locale, f"side-{right}")
        if goods:
            what = tr(
                locale, "start-row-goods", kind=kind(locale, tile_type), goods=good(locale, goods)
            )
        else:
            what = kind(locale, tile_type)
        rows.append(tr(locale, "start-row", row=r, what=what, side=side))
    return tr(locale, "start-text", letter=letter.upper(), rows="; ".join(rows))


TERMS: dict[str, str] = {
    "kingdom": "Your grid of landscapes, growing to the right of your start tile (column 0). "
    "Rows 1–4; a new tile goes in the row it came from on the board (column 1 or more, empty "
    "cell, next to a landscape). Cells are written row.column, like 2.3.",
    "board": "The central board: 8 landscapes in 4 rows of 2 slots (1.1 … 4.2). You take one "
    "(`take 2.1`) and place it in the same row of your kingdom (`place 2.3`); the slot is "
    "refilled from the pile.",
    "slot": "A place on the central board, written row.slot: 1.1 … 4.2.",
    "pile": "The face-down landscapes that refill the board. When it runs out, the game ends "
    "after the turn.",
    "turn": "Take a board tile and place it (step 1); resolve the effects it activated (step 2); "
    "the board is refilled (step 3). Each player plays 16 turns (fewer with more players: the "
    "pile decides).",
    "step": "Step 1: take and place a tile. Step 2: resolve the activated effects in any order "
    "(`done` ends it). After: recruit characters or use powers, then `end turn`.",
    "activation side": "An arrow on a tile's side. When it faces an effect side of a "
    "neighbouring tile, that effect is activated. Tiles never rotate.",
    "arrow": "An activation side: see `explain activation side`.",
    "act": "An activation side (arrow): see `explain activation side`.",
    "effect side": "A side showing genie, hammer, stall, moon, ruby or jar. It is activated "
    "when it faces an activation side (arrow) of a neighbour.",
    "contact": "Two facing sides of adjacent tiles. Live when one is an arrow and the other an "
    "effect: then the effect activates when either tile arrives.",
    "live": "A contact between an arrow and an effect side in the current layout. Jars and some "
    "objectives count live contacts at the end.",
    "blank": "A side with nothing on it: it never activates anything.",
    "genie": "Effect: move one of your landscapes (not the start tile) to another cell of your "
    "kingdom, any row (`genie`, `move 2.1`, `to 4.2`). At most 3 moves a turn; a tile may not go "
    "straight back; its arrival activates effects again.",
    "hammer": "Effect: take the top mosaic. A mosaic on a palace scores that palace again "
    "(one mosaic per palace).",
    "stall": "Effect: take the top stall card: 2 goods that your caravans can carry (+2 goods "
    "towards capacity).",
    "moon": "Effect: take an objective from the table, or an unfulfilled one from another "
    "player (`moon`, then `objective gr-12`). A held objective scores its points if fulfilled "
    "at the end, and loses them if not.",
    "ruby": "Effect: take a ruby. At the end rubies score by ranking ("
    + ", ".join(f"{n} players {'/'.join(map(str, p))}" for n, p in RUBY_POINTS.items() if n <= 4)
    + "); with characters, rubies pay for recruits and score 1 per pair.",
    "jar": "Effect: nothing during the game; 1 point at the end for each jar side still live.",
    "pool": "The activated effects waiting in step 2 (genie, hammer, stall, moon, ruby). "
    "Resolve them in any order; `done` discards the rest.",
    "pending": "The pool of activated effects you may still resolve this turn.",
    "landscape": "A tile of your kingdom: oasis, palace, market or caravan. You take one from "
    "the board each turn and place it in its row; its sides activate effects on contact.",
    "oasis": "A landscape. Oasis groups of 2+ score 3 per oasis; the largest group scores 6 more.",
    "oases": "See `explain oasis`.",
    "caravan": "A landscape. A group of caravans carries goods up to its capacity ("
    + ", ".join(f"{n}: {c}" for n, c in enumerate(CAPACITY) if n)
    + " for groups of 1…8+ tiles); goods come from markets and stall cards.",
    "market": "A landscape with goods (spices, pottery, leather, carpets) that caravans carry.",
    "palace": "A landscape scoring 1 + adjacent oases and markets (0 if none); a mosaic on it "
    "scores it again.",
    "goods": "Spices, pottery, leather and carpets, shown on markets and stall cards; caravans "
    "turn them into points.",
    "mosaic": "A card from the hammer effect (motifs: star, rosette, arabesque, lattice); each "
    "scores one of your palaces again.",
    "mosaics": "See `explain mosaic`.",
    "stall card": "A card from the stall effect: 2 goods for your caravans.",
    "objective": "A card with a pattern or condition and points (ids like gr-12). Taken with a "
    "moon; +points if fulfilled at the end, −points if held unfulfilled. Only take ones you can "
    "fulfil.",
    "objectives": "See `explain objective`.",
    "reserve": "The rubies left in the general supply.",
    "start tile": "Your first landscape, at column 0 (A–E), chosen in reverse turn order.",
    "extra turn": "A turn given by a character (Dunyazad) at the end of the game.",
    "characters": "Variant: you are dealt characters, keep 2 secretly (`keep ch-03 ch-17`), "
    "and recruit from your hand or the market by paying rubies during your turn "
    "(`recruit ch-17`). End characters score at the end; game characters give powers.",
    "hand": "Your secret characters (Characters variant). `hand` shows them with their ids.",
    "market characters": "Characters face up for everyone to recruit (Characters variant).",
    "score now": "The score each player would have if the game ended now (shown on the board).",
}
_CORE = set(TERMS)  # hand-written terms (one catalogue message each); the rest come from data

for _cid, _c in CHARACTERS.items():
    _short = _c.name.split(",")[0]
    TERMS[_short.lower()] = (
        f"{_c.name} ({_cid.upper()}, {_c.cost} rubies, "
        f"{'end-of-game' if _c.kind == 'end' else 'in-game power'}): {_c.text}"
    )
    TERMS.setdefault(_cid, TERMS[_short.lower()])
for _oid, _o in OBJECTIVES.items():
    TERMS[_oid] = f"Objective {_oid.upper()} ({_o.colour}, {_o.points} points): {_o.text}." + (
        "\n" + pattern_grid(_o.pattern, _o.rotatable) if _o.kind == "pattern" else ""
    )
for _letter in START_LETTERS:
    TERMS[f"start {_letter}"] = start_tile_text(_letter)
    TERMS[_letter] = start_tile_text(_letter) + " (`start " + _letter + "` chooses it.)"
TERMS["start"] = (
    "`start <letter>`: choose your start tile (A-E), in reverse turn order. "
    + " ".join(start_tile_text(x) for x in START_LETTERS)
)
for _motif in sorted(set(MOSAICS.values())):
    TERMS[_motif] = f"A mosaic motif ({_motif}); see `explain mosaic`."


def _tile(tid: str) -> str:
    tile = TILES[tid]
    sides = ", ".join(
        f"{where} {SIDE_WORDS.get(side, side)}"
        for where, side in zip(("top", "right", "bottom", "left"), tile.sides, strict=True)
        if side != "blank"
    )
    goods = f" with {tile.goods_n} {tile.goods_kind}" if tile.goods_kind else ""
    return f"Landscape tile {tid.upper()}: {tile.type}{goods}; sides: {sides or 'all blank'}."


for _tid in TILES:
    TERMS[_tid] = _tile(_tid)
for _sid, (_g1, _g2) in STALLS.items():
    TERMS[_sid] = f"Stall card {_sid.upper()}: {_g1} + {_g2} for your caravans."
for _mid, _motif in MOSAICS.items():
    TERMS[_mid] = f"Mosaic card {_mid.upper()} ({_motif}): scores one of your palaces again."
GOODS_CODES = {"sp": "spices", "po": "pottery", "le": "leather", "ca": "carpets"}
"""The goods' two-letter codes on the board image."""
for _code, _good in GOODS_CODES.items():
    TERMS[_code] = f"{_code.title()} = {_good} on the board image. " + TERMS["goods"]
    TERMS[_good] = f"{_good.title()}: goods. " + TERMS["goods"]
_WORDS = dict(
    {
        "almadi": "Almadi: build a kingdom of landscapes. `rules` has the summary.",
        # the words of the moves
        "take": "`take <row.slot>`: take that board tile (1.1 … 4.2).",
        "place": "`place <row.column>`: put the tile you hold in your kingdom, in its row.",
        "move": "Genie: `move <row.column>` picks the tile to move, then `to <row.column>`.",
        "to": "Genie: `to <row.column>` is where the chosen tile goes.",
        "done": "End step 2: the effects still pending are discarded.",
        "end": "`end turn`: finish your turn (the board is refilled).",
        "end turn": "Finish your turn (the board is refilled).",
        "back": "Leave the choice in progress without doing it.",
        "skip": "Resolve nothing for this effect.",
        "keep": "`keep ch-xx ch-yy`: the two dealt characters you keep (Characters variant).",
        "recruit": "`recruit ch-xx`: pay its rubies and take that character (from your hand or "
        "the market) during your turn.",
        "activated": "The effects activated by the tile just placed, waiting in the pool.",
        "central board": TERMS["board"],
    }
)
TERMS.update(_WORDS)
_CORE |= set(_WORDS)

NAMES: dict[str, str] = {c.name.split(",")[0].lower(): cid for cid, c in CHARACTERS.items()}
NAMES.update({"the 40 thieves": "ch-11", "40 thieves": "ch-11"})

CATEGORIES = {
    "oases": "oases",
    "oasis_bonus": "largest oasis bonus",
    "caravans": "caravans",
    "palaces": "palaces",
    "jars": "jars",
    "mosaics": "mosaics",
    "objectives": "objectives",
    "rubies": "rubies",
    "characters": "characters",
}

# verbs whose ids may be typed in any order (the canonical form sorts them)
UNORDERED = ("keep",)

EXAMPLES = ("start c", "take 2.1", "place 2.1", "done", "end turn")
"""Moves the console's banner shows as examples."""

ALIASES: dict[str, dict[str, str]] = {
    # the moves' words in French (the rulebook's: Marteline, Étal, Lune…) and Italian (chosen,
    # i18n/terms/almadi.md); accents are optional when typed
    "fr": {
        "prendre": "take",
        "placer": "place",
        "poser": "place",
        "génie": "genie",
        "marteline": "hammer",
        "étal": "stall",
        "lune": "moon",
        "rubis": "ruby",
        "fini": "done",
        "déplacer": "move",
        "vers": "to",
        "échanger": "swap",
        "avec": "with",
        "retour": "back",
        "ignorer": "skip",
        "objectif": "objective",
        "recruter": "recruit",
        "garder": "keep",
        "copier": "copy",
        "passer": "pass",
        "fin du tour": "end turn",
        "fin tour": "end turn",
        "départ": "start",
    },
    "it": {
        "prendi": "take",
        "piazza": "place",
        "genio": "genie",
        "martellina": "hammer",
        "bancarella": "stall",
        "luna": "moon",
        "rubino": "ruby",
        "fatto": "done",
        "sposta": "move",
        "verso": "to",
        "scambia": "swap",
        "con": "with",
        "indietro": "back",
        "salta": "skip",
        "obiettivo": "objective",
        "recluta": "recruit",
        "tieni": "keep",
        "copia": "copy",
        "passa": "pass",
        "fine turno": "end turn",
        "partenza": "start",
    },
}

_CORE_TERMS = tuple(k for k in TERMS if k in _CORE)  # hand-written: one catalogue message each
"""Terms explained by a catalogue message (``almadi-term-<term>``); the rest are built from
the data (characters, objectives, tiles, cards) by :func:`localized_terms`."""


def localized_terms(locale: str, *, catalogue_english: bool = False) -> dict[str, str]:
    """The glossary in ``locale``: each term under its English key (English terms and ids work
    in every language) and under the language's own word (``marteline``, ``martellina``), the
    explanation in that language. English is :data:`TERMS` itself (``catalogue_english``
    builds it from the catalogue instead: a test checks both agree)."""
    from games.almadi.words import (
        char_name,
        char_text,
        char_title,
        goods_pair,
        kind,
        objective_text,
        tr,
    )
    from i18n import resolve_locale

    lang = resolve_locale(locale)
    if lang == "en" and not catalogue_english:
        return dict(TERMS)
    out: dict[str, str] = {}

    def add(english: str, local: str | None, text: str) -> None:
        out[english] = text
        if local:
            out.setdefault(local.lower(), text)

    for key in _CORE_TERMS:
        slug = key.replace(" ", "-")
        add(key, tr(lang, f"term-{slug}.term"), tr(lang, f"term-{slug}"))
    for cid, c in CHARACTERS.items():
        text = tr(
            lang,
            "term-character",
            title=char_title(lang, cid),
            id=cid.upper(),
            cost=c.cost,
            kind=c.kind,
            text=char_text(lang, cid),
        )
        add(c.name.split(",")[0].lower(), char_name(lang, cid), text)
        out.setdefault(cid, text)
    for oid, o in OBJECTIVES.items():
        text = tr(
            lang,
            "term-objective-card",
            id=oid.upper(),
            colour=tr(lang, f"colour-{o.colour}"),
            points=o.points,
            text=objective_text(lang, oid),
        )
        if o.kind == "pattern":
            text += "\n" + _grid(o.pattern, o.rotatable, lang)
        out[oid] = text

    def start_text(letter: str) -> str:
        return start_tile_text(letter, lang, catalogue=True)

    for letter in START_LETTERS:
        out[f"start {letter}"] = start_text(letter)
        out[letter] = tr(lang, "term-start-letter", text=start_text(letter), letter=letter)
    tiles = " ".join(start_text(x) for x in START_LETTERS)
    add("start", tr(lang, "term-start.term"), tr(lang, "term-start", tiles=tiles))
    for motif in sorted(set(MOSAICS.values())):
        add(
            motif,
            tr(lang, f"motif-{motif}"),
            tr(lang, "term-motif", motif=tr(lang, f"motif-{motif}")),
        )
    for tid, tile in TILES.items():
        sides = ", ".join(
            tr(
                lang,
                "term-tile-side",
                where=tr(lang, f"where-{where}"),
                side=tr(lang, f"side-{side}"),
            )
            for where, side in zip(("top", "right", "bottom", "left"), tile.sides, strict=True)
            if side != "blank"
        )
        goods = (
            tr(lang, "term-tile-goods", n=tile.goods_n, kind=tr(lang, f"good-{tile.goods_kind}"))
            if tile.goods_kind
            else ""
        )
        out[tid] = tr(
            lang,
            "term-tile",
            id=tid.upper(),
            type=kind(lang, tile.type),
            goods=goods,
            sides=sides or tr(lang, "term-tile-blank"),
        )
    for sid, pair in STALLS.items():
        out[sid] = tr(lang, "term-stall-id", id=sid.upper(), goods=goods_pair(lang, pair, " + "))
    for mid, motif in MOSAICS.items():
        out[mid] = tr(lang, "term-mosaic-id", id=mid.upper(), motif=tr(lang, f"motif-{motif}"))
    goods_text = tr(lang, "term-goods")
    for code, goods in GOODS_CODES.items():
        name = tr(lang, f"good-{goods}")
        out[code] = tr(lang, "term-goods-code", code=code.title(), goods=name, text=goods_text)
        add(goods, name, tr(lang, "term-goods-name", goods=name.capitalize(), text=goods_text))
    return out


def _grid(pattern: tuple[str, ...], rotatable: bool, locale: str) -> str:
    """:func:`pattern_grid` in ``locale``."""
    from games.almadi.words import tr

    rows = ["  " + " ".join(CELL_SYMBOL[ch] for ch in row).rstrip() for row in pattern]
    used = sorted({ch for row in pattern for ch in row}, key=list(CELL_MEANING).index)
    legend = "; ".join(tr(locale, f"grid-{_CELL_IDS[ch]}") for ch in used)
    turn = tr(locale, "grid-rotations" if rotatable else "grid-exact")
    return "\n".join(
        [tr(locale, "grid-title"), *rows, tr(locale, "grid-legend", legend=legend, turn=turn)]
    )


_CELL_IDS = {"#": "any", ".": "empty", "?": "anything", "O": "O", "P": "P", "M": "M", "C": "C"}


RULEBOOK: dict[str, dict[str, str]] = {
    # the rulebook's words (i18n/terms/almadi.md) whose entry has another name
    "fr": {
        "ligne": "kingdom",
        "colonne": "kingdom",
        "trou": "the 40 thieves",
        **dict.fromkeys(("gris", "bleu", "jaune", "vert", "rouge"), "objective"),  # its colours
    },
}
