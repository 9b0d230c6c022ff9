"""Human texts: action labels, prompts, channel summaries and the in-bot rules summary.

Every sentence is a message of ``i18n/locales/<lang>/almadi.ftl`` (English is the canonical
catalogue), so French and Italian players read the same texts in their language; ids, cells and
the moves' notation (`take 2.1`) stay as they are in every language.
"""

from __future__ import annotations

from typing import Any

from games.almadi.data import CHARACTERS, MOSAICS, OBJECTIVES, STALLS, START_ROWS, TILES
from games.almadi.state import AlmadiState
from games.almadi.words import (
    char_name,
    char_text,
    char_title,
    count,
    good,
    goods_pair,
    kind,
    objective_text,
    seat_label,
    tr,
)

RULES_PARTS = ("intro", "turn", "effects", "scoring", "characters", "actions")


def rules_summary(locale: str = "en") -> str:
    return "\n".join(tr(locale, f"rules-{part}") for part in RULES_PARTS)


def _sep(locale: str) -> str:
    return tr(locale, "list-sep")


def _tile(tid: str | None, locale: str = "en") -> str:
    if tid is None:
        return tr(locale, "unknown")
    return tr(locale, "tile-label", id=tid.upper(), type=kind(locale, TILES[tid].type))


def _char(cid: str, locale: str = "en") -> str:
    c = CHARACTERS[cid]
    return tr(locale, "char-label", name=char_name(locale, cid), id=cid.upper(), cost=c.cost)


def start_tile_label(letter: str, locale: str = "en") -> str:
    """A start tile in a menu label's room (under 100 characters): rows 1-4, right sides."""
    rows = []
    for tile_type, right, goods in START_ROWS[letter]:
        side = tr(locale, f"effect-{'arrow' if right == 'act' else right}")
        if goods:
            rows.append(
                tr(
                    locale,
                    "start-label-row-goods",
                    kind=kind(locale, tile_type),
                    goods=good(locale, goods),
                    right=side,
                )
            )
        else:
            rows.append(tr(locale, "start-label-row", kind=kind(locale, tile_type), right=side))
    return tr(locale, "start-label", letter=letter.upper(), rows=_sep(locale).join(rows))


_EFFECT_VERBS = ("genie", "hammer", "stall", "moon", "ruby")
_POWER_VERBS = ("aladdin", "badroulboudour", "paribanou")


def describe(s: AlmadiState, seat: int, action: str, locale: str = "en") -> str:
    w = action.split()
    v = w[0]
    p = s.players[seat]
    if v == "start":
        return start_tile_label(w[1], locale)
    if v == "keep":
        return tr(locale, "d-keep", first=_char(w[1], locale), second=_char(w[2], locale))
    if v == "take":
        r, sl = (int(x) for x in w[1].split("."))
        return tr(locale, "d-take", tile=_tile(s.board[(r - 1) * 2 + sl - 1], locale), row=r)
    if v == "ali":
        if len(w) == 1:
            return tr(locale, "d-ali")
        if w[1] == "a":
            return tr(locale, "d-ali-a", tile=_tile(s.turn.ali_tile, locale))
        r, sl = (int(x) for x in w[2].split("."))
        return tr(locale, "d-ali-b", slot=w[2], tile=_tile(s.board[(r - 1) * 2 + sl - 1], locale))
    if v == "place":
        row, _, col = w[1].partition(".")
        return tr(locale, "d-place", tile=_tile(s.turn.holding, locale), row=row, col=col)
    if v in _EFFECT_VERBS or v in _POWER_VERBS:
        return tr(locale, f"d-{v}")
    if v == "done":
        n = sum(s.turn.pool.values())
        return tr(locale, "d-done-discard", n=n) if n else tr(locale, "d-done")
    if v in ("move", "swap", "to", "with"):
        r, c = (int(x) for x in w[1].split("."))
        if v == "to":
            return tr(locale, "d-to", row=r, col=c)
        return tr(locale, f"d-{v}", tile=_tile(p.cells.get((r, c)), locale), cell=w[1])
    if v in ("back", "skip", "pass", "end"):
        return tr(locale, f"d-{v}")
    if v == "objective":
        o = OBJECTIVES[w[1]]
        src = "table"  # or the holder's seat label, which the front ends swap for a name
        for q in s.players:
            if w[1] in q.objectives:
                src = seat_label("en", q.seat)
        return tr(
            locale,
            "d-objective",
            id=w[1].upper(),
            points=o.points,
            source=src,
            text=objective_text(locale, w[1]),
        )
    if v == "recruit":
        return tr(locale, "d-recruit", char=_char(w[1], locale))
    if v == "zaynab":
        if w[1] in MOSAICS:
            return tr(locale, "d-zaynab-mosaic", mosaic=tr(locale, f"a-mosaic-{MOSAICS[w[1]]}"))
        return tr(locale, "d-zaynab-stall", goods=goods_pair(locale, STALLS[w[1]]))
    if v == "copy":
        return tr(locale, "d-copy", char=_char(w[1], locale))
    return action


PROMPTS = (
    "take",
    "ali",
    "place",
    "pool",
    "genie",
    "genie_to",
    "swap_with",
    "moon",
    "after",
    "setup_start",
    "setup_keep",
    "end_zumurrud",
)


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
"""English step names for the board images (renderers/almadi.py; their words are translated
with the images); a test checks them against the catalogue's ``almadi-step-*``."""


def step_name(locale: str, step: str) -> str:
    return tr(locale, f"step-{step}") if step in STEP_NAMES else step


EXAMPLE = {"take": "2.1", "place": "2.3"}  # a position to show when no legal one is known


def step_prompt(locale: str, step: str, legal: list[str] | None = None) -> str:
    """The step's question; its example is a move legal now (``legal``), never one that is not
    (the first turn's ``place 1.1`` only)."""
    if step not in PROMPTS:
        return tr(locale, "prompt-your-move")
    if step in EXAMPLE:
        where = next(
            (a.split()[1] for a in legal or [] if a.startswith(step + " ") and len(a.split()) == 2),
            EXAMPLE[step],
        )
        return tr(locale, f"prompt-{step}", where=where)
    return tr(locale, f"prompt-{step}")


def prompt(s: AlmadiState, seat: int, legal: list[str], locale: str = "en") -> str:
    if s.phase == "over":
        return tr(locale, "prompt-over")
    if not legal:
        return tr(locale, "prompt-nothing")
    if s.phase == "setup_start":
        left = ", ".join(f"`start {x}`" for x in s.start_available)
        return tr(locale, "prompt-start", choices=left)
    if s.phase == "setup_keep":
        return tr(locale, "prompt-keep")
    if s.phase == "end_zumurrud":
        return tr(locale, "prompt-zumurrud-end")
    if seat != s.active:
        return tr(locale, "prompt-zumurrud")
    return step_prompt(locale, s.turn.step, legal)


def _labels(view: dict[str, Any]) -> dict[int, str]:
    return {p["seat"]: p.get("label", f"seat {p['seat'] + 1}") for p in view["players"]}


def _pool(locale: str, pool: dict[str, int]) -> str:
    return ", ".join(
        tr(locale, "pool-item", n=n, effect=tr(locale, f"effect-{k}")) for k, n in pool.items() if n
    )


def summary(view: dict[str, Any], locale: str = "en") -> str:
    lines = []
    labels = _labels(view)
    if view["phase"] == "over" and view.get("result"):
        res = view["result"]
        order = sorted(range(len(res["scores"])), key=lambda i: res["ranks"][i])
        ranking = ", ".join(
            tr(locale, "s-rank", rank=res["ranks"][i], who=labels[i], score=res["scores"][i])
            for i in order
        )
        return tr(locale, "s-over", ranking=ranking)
    who = ", ".join(labels[s] for s in view["pending"])
    if view["phase"] == "setup_start":
        tiles = ", ".join(x.upper() for x in view["start_tiles_available"])
        return tr(locale, "s-setup-start", who=who, tiles=tiles)
    if view["phase"] == "setup_keep":
        return tr(locale, "s-setup-keep", who=who)
    if view["phase"] == "end_zumurrud":
        return tr(locale, "s-end-zumurrud", who=who)
    a = view["active"]
    lines.append(
        tr(
            locale,
            "s-turn",
            turn=view["turn"],
            total=view["turns_total"],
            each=view["turns_total"] // max(1, view["seats"]),
            extra=tr(locale, "s-extra") if view.get("extra_turn") else "",
            who=labels.get(a, "?"),
            step=step_name(locale, view["step"]),
            pile=view["pile"],
            reserve=view["reserve"],
        )
    )
    pool = view["turn_state"]["pool"]
    if any(pool.values()):
        lines.append(
            tr(
                locale,
                "s-pending",
                items=_pool(locale, pool),
                moves=view["turn_state"]["moves_used"],
            )
        )
    board = []
    for b in view["board"]:
        tile = b["tile"]
        board.append(
            tr(
                locale,
                "s-slot",
                slot=b["slot"],
                tile=tile["id"].upper() if tile else tr(locale, "s-empty-slot"),
            )
        )
    lines.append(tr(locale, "s-board", slots=", ".join(board)))
    mos = view["mosaics"]
    st = view["stalls"]
    none = tr(locale, "none")
    lines.append(
        tr(
            locale,
            "s-supplies",
            mosaic=tr(locale, f"motif-{mos['top']}") if mos["top"] else none,
            mosaics=mos["count"],
            stall=goods_pair(locale, st["top"]) if st["top"] else none,
            stalls=st["count"],
            objectives=", ".join(o["id"].upper() for o in view["table_objectives"]) or none,
        )
    )
    ps = []
    for p in view["players"]:
        done = sum(1 for o in p["objectives"] if o["fulfilled"])
        chars = p["characters"]
        score = p.get("score_now")
        ps.append(
            tr(
                locale,
                "s-player",
                who=labels[p["seat"]],
                tiles=count(locale, len(p["cells"]), "tile"),
                rubies=count(locale, p["rubies"], "ruby"),
                mosaics=count(locale, len(p["mosaics"]), "mosaic"),
                stalls=count(locale, len(p["stalls"]), "stall-card"),
                done=done,
                held=len(p["objectives"]),
                characters=(
                    tr(
                        locale,
                        "s-player-characters",
                        characters=count(locale, len(chars), "character"),
                    )
                    if chars
                    else ""
                ),
                score=tr(locale, "s-player-score", score=score) if score is not None else "",
            )
        )
    lines.append(tr(locale, "s-players-sep").join(ps))
    return "\n".join(lines)


def private_summary(view: dict[str, Any], locale: str = "en") -> str:
    """The viewer's characters: the deal while keeping, then the hand (Characters variant)."""
    private = view.get("private") or {}

    def cards(items: list[dict[str, Any]]) -> str:
        return "".join(
            "\n"
            + tr(
                locale,
                "p-card",
                id=c["id"],
                name=char_title(locale, c["id"]),
                cost=c["cost"],
                text=char_text(locale, c["id"]),
            )
            for c in items
        )

    lines = []
    if private.get("dealt") and view.get("phase") == "setup_keep":
        ids = [c["id"] for c in private["dealt"]]
        lines.append(tr(locale, "p-dealt", cards=cards(private["dealt"])))
        if private.get("keep_choice"):
            lines.append(tr(locale, "p-chosen"))
        elif len(ids) >= 2:
            lines.append(tr(locale, "p-keep-hint", first=ids[0], second=ids[1]))
    elif private.get("hand"):
        first = private["hand"][0]["id"]
        lines.append(tr(locale, "p-hand", first=first, cards=cards(private["hand"])))
    elif view.get("options", {}).get("characters") and view.get("viewer") is not None:
        lines.append(tr(locale, "p-empty"))
    return "\n".join(lines)


def _sides(tile: dict[str, Any], locale: str) -> str:
    """``up arrow, right genie, down jar, left arrow`` (blank sides left out)."""
    parts = []
    for side, what in tile["sides"].items():
        if what == "blank":
            continue
        effect = tr(locale, f"effect-{'arrow' if what == 'act' else what}")
        parts.append(tr(locale, "b-side", dir=tr(locale, f"dir-{side}"), what=effect))
    return ", ".join(parts) or tr(locale, "b-no-sides")


def _tile_text(tile: dict[str, Any] | None, locale: str) -> str:
    if tile is None:
        return tr(locale, "b-empty")
    goods = (
        tr(locale, "b-tile-goods", n=tile["goods"]["n"], kind=good(locale, tile["goods"]["kind"]))
        if tile.get("goods")
        else ""
    )
    name = tr(locale, "b-start-tile") if tile["id"].startswith("start-") else tile["id"].upper()
    return tr(
        locale,
        "b-tile",
        name=name,
        type=kind(locale, tile["type"]),
        goods=goods,
        sides=_sides(tile, locale),
    )


def board_text(view: dict[str, Any], locale: str = "en") -> str:
    """The whole position in words, from the view only: the console's ``board`` and the alt text
    of every image. Kingdoms are listed row by row, each tile with its activation sides (arrows)
    and effect sides, live contacts marked."""
    labels = _labels(view)
    lines = [summary(view, locale).splitlines()[0].replace("**", "")]
    if view["phase"] == "over":
        return "\n".join(lines)
    if view["phase"] == "setup_start":
        from games.almadi.glossary import start_tile_text

        lines.append(tr(locale, "b-start-free"))
        lines += [f"  {start_tile_text(x, locale)}" for x in view["start_tiles_available"]]
    ts = view["turn_state"]
    if ts.get("holding"):
        lines.append(tr(locale, "b-holding", tile=_tile_text(ts["holding"], locale)))
    if any(ts["pool"].values()):
        lines.append(tr(locale, "b-pool", items=_pool(locale, ts["pool"]), moves=ts["moves_used"]))
    lines.append(tr(locale, "b-central"))
    for row in range(1, 5):
        slots = [b for b in view["board"] if b["row"] == row]
        slot_texts = "; ".join(f"{b['slot']} {_tile_text(b['tile'], locale)}" for b in slots)
        lines.append(tr(locale, "b-row", row=row, cells=slot_texts))
    mos, st = view["mosaics"], view["stalls"]
    none = tr(locale, "none")
    lines.append(
        tr(
            locale,
            "b-supplies",
            pile=view["pile"],
            reserve=view["reserve"],
            mosaic=tr(locale, f"motif-{mos['top']}") if mos["top"] else none,
            mosaics=mos["count"],
            stall=goods_pair(locale, st["top"], " + ") if st["top"] else none,
            stalls=st["count"],
        )
    )
    objectives = view["table_objectives"]
    lines.append(tr(locale, "b-objectives" if objectives else "b-objectives-none"))
    for o in objectives:
        lines.append(
            tr(
                locale,
                "b-objective",
                id=o["id"],
                points=o["points"],
                text=objective_text(locale, o["id"]),
            )
        )
    if view.get("options", {}).get("characters") and view.get("market"):
        chars = "; ".join(
            tr(
                locale,
                "b-market-char",
                id=c["id"],
                name=char_title(locale, c["id"]),
                cost=c["cost"],
            )
            for c in view["market"]
        )
        lines.append(tr(locale, "b-market", chars=chars))
    for p in view["players"]:
        score = (
            tr(locale, "b-player-score", score=p["score_now"])
            if p.get("score_now") is not None
            else ""
        )
        mosaic_list = ", ".join(tr(locale, f"motif-{m}") for m in p["mosaics"])
        stall_list = ", ".join(goods_pair(locale, x) for x in p["stalls"])
        lines.append(
            tr(
                locale,
                "b-player",
                who=labels[p["seat"]],
                rubies=count(locale, p["rubies"], "ruby"),
                mosaics=count(locale, len(p["mosaics"]), "mosaic"),
                mosaic_list=tr(locale, "b-player-list", items=mosaic_list) if mosaic_list else "",
                stalls=count(locale, len(p["stalls"]), "stall-card"),
                stall_list=tr(locale, "b-player-list", items=stall_list) if stall_list else "",
                score=score,
            )
        )
        rows: dict[int, list[dict[str, Any]]] = {}
        for cell in p["cells"]:
            rows.setdefault(cell["r"], []).append(cell)
        for r in sorted(rows):
            cells = []
            for cell in sorted(rows[r], key=lambda c: c["c"]):
                live = (
                    tr(
                        locale,
                        "b-live",
                        dirs=", ".join(tr(locale, f"dir-{x}") for x in cell["live"]),
                    )
                    if cell["live"]
                    else ""
                )
                cells.append(
                    tr(
                        locale,
                        "b-cell",
                        cell=f"{r}.{cell['c']}",
                        tile=_tile_text(cell["tile"], locale),
                        live=live,
                    )
                )
            lines.append(tr(locale, "b-row", row=r, cells="; ".join(cells)))
        for o in p["objectives"]:
            lines.append(
                tr(
                    locale,
                    "b-held-objective",
                    id=o["id"],
                    points=o["points"],
                    fulfilled="yes" if o["fulfilled"] else "no",
                    text=objective_text(locale, o["id"]),
                )
            )
        if p["characters"]:
            chars = ", ".join(
                tr(locale, "b-char", id=c["id"], name=char_title(locale, c["id"]))
                for c in p["characters"]
            )
            lines.append(tr(locale, "b-characters", chars=chars))
        if view.get("options", {}).get("characters") and p.get("hand_count"):
            lines.append(tr(locale, "b-hand-count", n=p["hand_count"]))
    return "\n".join(lines)
