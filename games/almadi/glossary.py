"""The Almadi glossary: every term a prompt, the board or an image uses, in words (data only).

``TERMS`` (term → explanation) serves ``Game.terms``/``explain_term`` (the console's
``explain genie``, later a Discord command); ``NAMES`` (display name → id) lets players type
``recruit aladdin``; ``CATEGORIES`` names the final-score breakdown keys. Character and
objective texts come from ``data.py``, so they cannot drift from the engine.
"""

from __future__ import annotations

from games.almadi.data import (
    _START,
    CAPACITY,
    CHARACTERS,
    MOSAICS,
    OBJECTIVES,
    RUBY_POINTS,
    STALLS,
    START_LETTERS,
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


def start_tile_text(letter: str) -> str:
    """A start tile's four landscapes (rows 1-4) and what its right side shows."""
    rows = []
    for r, (kind, right, goods) in enumerate(_START[letter], start=1):
        what = f"{kind} with 3 {goods}" if goods else kind
        rows.append(f"row {r} {what} ({SIDE_WORDS[right]} on the right)")
    return f"Start tile {letter.upper()}: " + "; ".join(rows) + "."


def start_tile_label(letter: str) -> str:
    """The same in a menu label's room (under 100 characters): rows 1-4, right sides."""
    rows = [
        f"{kind}{' of ' + goods if goods else ''} ({right if right != 'act' else 'arrow'})"
        for kind, right, goods in _START[letter]
    ]
    return f"Start tile {letter.upper()}: " + ", ".join(rows)


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
TERMS.update(
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
