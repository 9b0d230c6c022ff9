"""Human texts: action labels, prompts, channel summaries and the in-bot rules summary."""

from __future__ import annotations

from typing import Any

from games.almadi.data import CHARACTERS, MOSAICS, OBJECTIVES, STALLS, TILES
from games.almadi.state import AlmadiState

RULES_SUMMARY = """\
**Almadi** (2-5 players, 16 turns each). Build a kingdom of landscapes to the right of your start tile.
**Turn:** 1) take one of the 8 board tiles and place it in your kingdom in the *same row* as its board \
row (column >= 1, empty cell, next to a landscape; tiles never rotate). 2) Every new contact between an \
arrow side and an effect side activates that effect: resolve the pending items in any order, each optional \
(`done` ends the step). 3) The board slot is refilled; the game ends when the pile runs out.
**Effects:** genie = move one of your tiles (any row; max 3 moves a turn; a tile may not go straight back; \
the arrival activates again, one genie item per event); hammer = take the top mosaic; stall = take the top \
stall card; moon = take a table objective or an unfulfilled one of another player; ruby = take a ruby; \
jar = 1 point at the end if still activated.
**Scoring:** oasis groups of 2+ score 3 per oasis, +6 for the largest group; caravans carry goods (market \
goods + 2 per stall card) up to their capacity (group of 1:2, 2:5, 3:10, 4:15, 5:20, 6:35, 7:50, 8+:65); \
palace = 1 + adjacent oases/markets (0 if none); a mosaic on a palace scores it again; fulfilled objectives \
+points, unfulfilled held ones -points; rubies by ranking (12/8/4/2, 2 players 10/4).
**Characters variant:** keep 2 of your dealt characters secretly; recruit from hand or market by paying \
rubies during your turn; rubies then score 1 per pair.
Actions: `take 2.1`, `place 2.3`, `genie`, `move 2.1`, `to 4.2`, `moon`, `objective gr-12`, `done`…"""


def _tile(tid: str | None) -> str:
    if tid is None:
        return "?"
    return f"{tid.upper()} ({TILES[tid].type})"


def _char(cid: str) -> str:
    c = CHARACTERS[cid]
    return f"{c.name.split(',')[0]} ({cid.upper()}, {c.cost} rubies)"


def describe(s: AlmadiState, seat: int, action: str) -> str:
    w = action.split()
    v = w[0]
    p = s.players[seat]
    if v == "start":
        from games.almadi.glossary import start_tile_label

        return start_tile_label(w[1])
    if v == "keep":
        return "Keep " + " and ".join(_char(c) for c in w[1:])
    if v == "take":
        r, sl = (int(x) for x in w[1].split("."))
        return f"Take {_tile(s.board[(r - 1) * 2 + sl - 1])} from row {r}"
    if v == "ali":
        if len(w) == 1:
            return "Use Ali: draw the top pile tile"
        if w[1] == "a":
            return f"Ali A: place {_tile(s.turn.ali_tile)} in any row"
        r, sl = (int(x) for x in w[2].split("."))
        return f"Ali B: put it in slot {w[2]}, take {_tile(s.board[(r - 1) * 2 + sl - 1])}"
    if v == "place":
        row, _, col = w[1].partition(".")
        return f"Place {_tile(s.turn.holding)} at row {row}, column {col}"
    if v in ("genie", "hammer", "stall", "moon", "ruby"):
        return {
            "genie": "Resolve a genie: move a tile",
            "hammer": "Resolve a hammer: take the top mosaic",
            "stall": "Resolve a stall: take the top stall card",
            "moon": "Resolve a moon: take an objective",
            "ruby": "Resolve a ruby: take a ruby",
        }[v]
    if v == "done":
        n = sum(s.turn.pool.values())
        return "End step 2" + (f" (discard {n} item(s))" if n else "")
    if v in ("move", "swap", "to", "with"):
        r, c = (int(x) for x in w[1].split("."))
        tid = p.cells.get((r, c))
        if v == "move":
            return f"Move {_tile(tid)} from {w[1]}"
        if v == "swap":
            return f"Swap {_tile(tid)} at {w[1]} (Hussain)"
        if v == "with":
            return f"…with {_tile(tid)} at {w[1]}"
        return f"…to row {r}, column {c}"
    if v == "back":
        return "Choose another tile"
    if v == "skip":
        return "Skip (no effect)"
    if v == "objective":
        o = OBJECTIVES[w[1]]
        src = "table"
        for q in s.players:
            if w[1] in q.objectives:
                src = f"seat {q.seat + 1}"
        return f"Take {w[1].upper()} ({o.points} pts, from {src}): {o.text}"
    if v == "recruit":
        return f"Recruit {_char(w[1])}"
    if v == "aladdin":
        return "Aladdin: take 1 ruby"
    if v == "badroulboudour":
        return "Badroulboudour: take the top mosaic"
    if v == "paribanou":
        return "Paribanou: take the top stall card"
    if v == "zaynab":
        if w[1] in MOSAICS:
            return f"Zaynab: return {_article(MOSAICS[w[1]])} mosaic, take the top stall card"
        return f"Zaynab: return a {'+'.join(STALLS[w[1]])} stall card, take the top mosaic"
    if v == "copy":
        return f"Zumurrud: copy {_char(w[1])}"
    if v == "pass":
        return "Zumurrud: copy nothing"
    if v == "end":
        return "End the turn"
    return action


STEP_NAMES = {
    "take": "taking a tile",
    "ali": "placing Ali's tile",
    "place": "placing the tile",
    "pool": "resolving effects",
    "genie": "genie: choosing a tile",
    "genie_to": "genie: choosing where",
    "swap_with": "Hussain: choosing the second tile",
    "moon": "moon: choosing an objective",
    "after": "recruiting or ending the turn",
    "start": "choosing start tiles",
    "keep": "keeping characters",
    "zumurrud": "Zumurrud's copy",
    "over": "game over",
}


def _count(n: int, word: str) -> str:
    """``1 ruby``, ``2 rubies``, ``0 stall cards``."""
    if n == 1:
        return f"1 {word}"
    plural = word[:-1] + "ies" if word.endswith("y") and word[-2] not in "aeiou" else word + "s"
    return f"{n} {plural}"


def _article(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


PROMPTS = {
    "take": "Take a landscape from the board (`take row.slot`, e.g. `take 2.1`).",
    "ali": "Ali: place the drawn tile in any row (`ali a`) or swap it with a board tile (`ali b r.s`).",
    "place": "Place the tile in your kingdom (`place row.col`, e.g. `place 2.3`).",
    "pool": "Resolve an activated effect, or `done` to end step 2.",
    "genie": "Genie: choose a tile to move (`move row.col`), or `skip`.",
    "genie_to": "Genie: choose where it goes (`to row.col`), or `back`.",
    "swap_with": "Hussain: choose the second tile (`with row.col`), or `back`.",
    "moon": "Moon: choose an objective to take (`objective id`), or `skip`.",
    "after": "Recruit or use a power, or `end turn`.",
    "setup_start": "Choose your start tile first.",
    "setup_keep": "Keep 2 of your dealt characters first (`keep ch-xx ch-yy`).",
    "end_zumurrud": "Game end: choose Zumurrud's copy (`copy ch-xx`) or `pass`.",
}


def prompt(s: AlmadiState, seat: int, legal: list[str]) -> str:
    if s.phase == "over":
        return "The game is over."
    if not legal:
        return "Nothing to decide now."
    if s.phase == "setup_start":
        left = ", ".join(f"`start {x}`" for x in s.start_available)
        return f"Choose your start tile: {left} (`board` or `explain start` shows each one)."
    if s.phase == "setup_keep":
        return "Keep 2 of your dealt characters, secretly (`hand` shows them: `keep ch-xx ch-yy`)."
    if s.phase == "end_zumurrud":
        return "Game end: choose a power for Zumurrud to copy, or `pass`."
    if seat != s.active:
        return "You may choose a power for Zumurrud to copy (`copy ch-xx`)."
    return PROMPTS.get(s.turn.step, "Your move.")


def summary(view: dict[str, Any]) -> str:
    lines = []
    labels = {p["seat"]: p.get("label", f"seat {p['seat'] + 1}") for p in view["players"]}
    if view["phase"] == "over" and view.get("result"):
        res = view["result"]
        order = sorted(range(len(res["scores"])), key=lambda i: res["ranks"][i])
        lines.append(
            "**Game over.** "
            + ", ".join(f"{res['ranks'][i]}. {labels[i]} {res['scores'][i]}" for i in order)
        )
        return "\n".join(lines)
    if view["phase"] == "setup_start":
        who = ", ".join(labels[s] for s in view["pending"])
        return f"Setup: {who} chooses a start tile ({', '.join(x.upper() for x in view['start_tiles_available'])})."
    if view["phase"] == "setup_keep":
        who = ", ".join(labels[s] for s in view["pending"])
        return f"Setup: waiting for {who} to keep 2 characters."
    if view["phase"] == "end_zumurrud":
        who = ", ".join(labels[s] for s in view["pending"])
        return f"Game end: waiting for {who} (Zumurrud)."
    a = view["active"]
    extra = " (extra turn)" if view.get("extra_turn") else ""
    each = view["turns_total"] // max(1, view["seats"])
    lines.append(
        f"Turn {view['turn']} of {view['turns_total']} ({each} each){extra}: "
        f"**{labels.get(a, '?')}** — {STEP_NAMES.get(view['step'], view['step'])}. "
        f"Pile {view['pile']}, reserve {view['reserve']} rubies."
    )
    pool = view["turn_state"]["pool"]
    items = ", ".join(f"{n} {k}" for k, n in pool.items() if n)
    if items:
        lines.append(f"Pending: {items}; moves used {view['turn_state']['moves_used']}/3.")
    board = []
    for b in view["board"]:
        t = b["tile"]
        board.append(f"{b['slot']} {t['id'].upper() if t else '—'}")
    lines.append("Board: " + ", ".join(board))
    mos = view["mosaics"]
    st = view["stalls"]
    lines.append(
        f"Mosaics: {mos['top'] or 'none'} ({mos['count']}); stalls: "
        f"{'+'.join(st['top']) if st['top'] else 'none'} ({st['count']}); objectives on table: "
        + (", ".join(o["id"].upper() for o in view["table_objectives"]) or "none")
    )
    ps = []
    for p in view["players"]:
        done = sum(1 for o in p["objectives"] if o["fulfilled"])
        ps.append(
            f"{labels[p['seat']]}: {_count(len(p['cells']), 'tile')}, {_count(p['rubies'], 'ruby')}, "
            f"{_count(len(p['mosaics']), 'mosaic')}, {_count(len(p['stalls']), 'stall card')}, "
            f"objectives {done}/{len(p['objectives'])} fulfilled"
            + (f", {_count(len(p['characters']), 'character')}" if p["characters"] else "")
            + (
                f" — **{p['score_now']} pts** if it ended now"
                if p.get("score_now") is not None
                else ""
            )
        )
    lines.append("; ".join(ps))
    return "\n".join(lines)


def private_summary(view: dict[str, Any]) -> str:
    """The viewer's characters: the deal while keeping, then the hand (Characters variant)."""
    private = view.get("private") or {}

    def cards(items: list[dict[str, Any]]) -> str:
        return "".join(
            f"\n• {c['id']} {c['name']} ({c['cost']} rubies): {c['text']}" for c in items
        )

    lines = []
    if private.get("dealt") and view.get("phase") == "setup_keep":
        ids = [c["id"] for c in private["dealt"]]
        lines.append(f"Characters dealt to you (keep 2): {cards(private['dealt'])}")
        if private.get("keep_choice"):
            lines.append("You have chosen; waiting for the others.")
        elif len(ids) >= 2:
            lines.append(f"Keep two with their ids, e.g. `keep {ids[0]} {ids[1]}`.")
    elif private.get("hand"):
        first = private["hand"][0]["id"]
        lines.append(
            f"Your hand (recruit during your turn, e.g. `recruit {first}`): {cards(private['hand'])}"
        )
    elif view.get("options", {}).get("characters") and view.get("viewer") is not None:
        lines.append("Your hand is empty.")
    return "\n".join(lines)


_ARROWS = {"U": "up", "R": "right", "D": "down", "L": "left"}


def _sides(tile: dict[str, Any]) -> str:
    """``up arrow, right genie, down jar, left arrow`` (blank sides left out)."""
    parts = []
    for side, what in tile["sides"].items():
        if what == "blank":
            continue
        parts.append(f"{_ARROWS[side]} {'arrow' if what == 'act' else what}")
    return ", ".join(parts) or "no sides"


def _tile_text(tile: dict[str, Any] | None) -> str:
    if tile is None:
        return "empty"
    goods = f" with {tile['goods']['n']} {tile['goods']['kind']}" if tile.get("goods") else ""
    name = "start tile" if tile["id"].startswith("start-") else tile["id"].upper()
    return f"{name} {tile['type']}{goods} ({_sides(tile)})"


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """The whole position in words, from the view only: the console's ``board`` and the alt text
    of every image. Kingdoms are listed row by row, each tile with its activation sides (arrows)
    and effect sides, live contacts marked."""
    labels = {p["seat"]: p.get("label", f"seat {p['seat'] + 1}") for p in view["players"]}
    lines = [summary(view).splitlines()[0].replace("**", "")]
    if view["phase"] == "over":
        return "\n".join(lines)
    if view["phase"] == "setup_start":
        from games.almadi.glossary import start_tile_text

        lines += ["Start tiles still free:"]
        lines += [f"  {start_tile_text(x)}" for x in view["start_tiles_available"]]
    ts = view["turn_state"]
    if ts.get("holding"):
        lines.append(f"In hand to place: {_tile_text(ts['holding'])}.")
    pool = ", ".join(f"{n} {k}" for k, n in ts["pool"].items() if n)
    if pool:
        lines.append(f"Effects to resolve: {pool} (genie moves used {ts['moves_used']} of 3).")
    lines.append("Central board (take row.slot; the tile goes in the same row of your kingdom):")
    for row in range(1, 5):
        slots = [b for b in view["board"] if b["row"] == row]
        lines.append(
            f"  Row {row}: " + "; ".join(f"{b['slot']} {_tile_text(b['tile'])}" for b in slots)
        )
    mos, st = view["mosaics"], view["stalls"]
    lines.append(
        f"Pile {view['pile']} tiles; reserve {view['reserve']} rubies; mosaics: top "
        f"{mos['top'] or 'none'} ({mos['count']} left); stall cards: top "
        f"{' + '.join(st['top']) if st['top'] else 'none'} ({st['count']} left)."
    )
    objectives = view["table_objectives"]
    lines.append("Objectives on the table (take with a moon):" + ("" if objectives else " none."))
    for o in objectives:
        lines.append(f"  {o['id']} ({o['points']} points): {o['text']}.")
    if view.get("options", {}).get("characters") and view.get("market"):
        lines.append(
            "Character market: "
            + "; ".join(f"{c['id']} {c['name']} ({c['cost']} rubies)" for c in view["market"])
            + "."
        )
    for p in view["players"]:
        score = (
            f", {p['score_now']} points if it ended now" if p.get("score_now") is not None else ""
        )
        lines.append(
            f"{labels[p['seat']]}: {_count(p['rubies'], 'ruby')}, "
            f"{_count(len(p['mosaics']), 'mosaic')}"
            + (f" ({', '.join(p['mosaics'])})" if p["mosaics"] else "")
            + f", {_count(len(p['stalls']), 'stall card')}"
            + (f" ({', '.join('+'.join(x) for x in p['stalls'])})" if p["stalls"] else "")
            + score
            + "."
        )
        rows: dict[int, list[dict[str, Any]]] = {}
        for cell in p["cells"]:
            rows.setdefault(cell["r"], []).append(cell)
        for r in sorted(rows):
            cells = []
            for cell in sorted(rows[r], key=lambda c: c["c"]):
                live = (
                    f" [live: {', '.join(_ARROWS[x] for x in cell['live'])}]"
                    if cell["live"]
                    else ""
                )
                cells.append(f"{r}.{cell['c']} {_tile_text(cell['tile'])}{live}")
            lines.append(f"  Row {r}: " + "; ".join(cells))
        for o in p["objectives"]:
            state = "fulfilled" if o["fulfilled"] else "not fulfilled yet"
            lines.append(f"  Objective {o['id']} ({o['points']} points, {state}): {o['text']}.")
        if p["characters"]:
            lines.append(
                "  Characters: " + ", ".join(f"{c['id']} {c['name']}" for c in p["characters"])
            )
        if view.get("options", {}).get("characters") and p.get("hand_count"):
            lines.append(f"  {_count(p['hand_count'], 'character')} in hand (secret).")
    return "\n".join(lines)
