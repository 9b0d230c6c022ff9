"""Almadi renderer: draws an Almadi view (``games/almadi/view.py``) as an image.

``render_public(view, names)`` draws the table: the central board (8 offered landscapes by row),
piles, reserve, table objectives, character market, whose turn and the pending pool, then one
panel per player (kingdom grid with effect/activation sides and live contacts, rubies, stall and
mosaic cards, objectives, characters, hand size), and the final scoring table once ``result`` is
set. ``render_private(view, names)`` draws the viewer's panel for a DM: hand / dealt characters
with costs and powers, their kingdom and holdings, and the tiles on offer.

Only the view is read (never mutated); the public drawing ignores ``private`` and ``hand``.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers import kit
from renderers.kit import INK, MUTED, PANEL, font, line_height, text_width

W = 1200
PAD = 20

TYPE_COLOURS = {
    "oasis": (150, 205, 150),
    "caravan": (232, 205, 140),
    "market": (232, 160, 130),
    "palace": (180, 172, 228),
}
TYPE_LETTERS = {"oasis": "O", "caravan": "C", "market": "M", "palace": "P"}
GOODS_ABBR = {"spices": "Sp", "pottery": "Po", "leather": "Le", "carpets": "Ca"}
GOODS_COLOURS = {
    "spices": (200, 60, 30),
    "pottery": (190, 110, 60),
    "leather": (110, 70, 40),
    "carpets": (40, 90, 160),
}
MOTIF_GLYPH = {"star": "★", "rosette": "✿", "arabesque": "§", "lattice": "#"}
OBJ_COLOURS = {
    "grey": (130, 130, 130),
    "gray": (130, 130, 130),
    "blue": (0, 114, 178),
    "yellow": (230, 190, 0),
    "green": (0, 140, 100),
    "red": (200, 50, 40),
}
CHAR_COLOUR = (120, 70, 40)
SIDES = ("U", "R", "D", "L")
EFFECTS = ("genie", "hammer", "stall", "moon", "ruby", "jar")


def _name(names: list[str], seat: int) -> str:
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Seat {(seat or 0) + 1}"


# --------------------------------------------------------------------------------------------
# Tiles
# --------------------------------------------------------------------------------------------


def _tile_key(tile: dict) -> tuple:
    sides = tile.get("sides") or {}
    goods = tile.get("goods") or None
    g = (goods.get("kind"), goods.get("n")) if isinstance(goods, dict) else None
    return (tile.get("type", "?"), tuple(sides.get(s, "blank") for s in SIDES), g)


@lru_cache(maxsize=1024)
def _tile_image(key: tuple, size: int, live: frozenset, start: bool) -> Image.Image:
    ttype, sides, goods = key
    img = Image.new("RGB", (size, size), TYPE_COLOURS.get(ttype, (200, 200, 200)))
    d = ImageDraw.Draw(img)
    s = size
    ir = max(6, int(s * 0.13))  # icon radius
    m = ir + max(3, s // 22)  # icon centre distance from edge
    # faint diagonals divide the tile into its four side zones
    diag = kit.darken(TYPE_COLOURS.get(ttype, (200, 200, 200)), 0.12)
    d.line((0, 0, s, s), fill=diag, width=1)
    d.line((0, s, s, 0), fill=diag, width=1)
    # centre: type letter (and goods on markets)
    cbox = (m + ir, m + ir, s - m - ir, s - m - ir)
    letter = TYPE_LETTERS.get(ttype, "?")
    if goods:
        kind, n = goods
        d.text(
            (s / 2, s / 2 - s * 0.09),
            f"{n}",
            font=font(int(s * 0.24), True),
            fill=INK,
            anchor="mm",
        )
        d.text(
            (s / 2, s / 2 + s * 0.13),
            GOODS_ABBR.get(kind, str(kind)[:2]),
            font=font(int(s * 0.17), True),
            fill=GOODS_COLOURS.get(kind, INK),
            anchor="mm",
        )
    else:
        kit.text_centered(
            d, cbox, letter, font(int(s * 0.30), True), fill=kit.darken(TYPE_COLOURS[ttype], 0.45)
        ) if ttype in TYPE_COLOURS else None
    # live edges
    bar = max(5, s // 12)
    for side in live:
        box = {
            "U": (0, 0, s - 1, bar),
            "D": (0, s - 1 - bar, s - 1, s - 1),
            "L": (0, 0, bar, s - 1),
            "R": (s - 1 - bar, 0, s - 1, s - 1),
        }[side]
        d.rectangle(box, fill=kit.HILITE, outline=kit.BLACK, width=2)
    centres = {"U": (s / 2, m), "R": (s - m, s / 2), "D": (s / 2, s - m), "L": (m, s / 2)}
    for side, kind in zip(SIDES, sides, strict=True):
        if kind == "blank":
            continue
        cx, cy = centres[side]
        kit.icon(d, kind, cx, cy, ir, direction=side)
    # type letter in a corner on markets so the type stays readable
    if goods:
        d.text((4, 2), letter, font=font(max(10, int(s * 0.16)), True), fill=INK)
    outline = kit.BLACK
    d.rectangle((0, 0, s - 1, s - 1), outline=outline, width=3 if start else 2)
    if start:
        d.rectangle((3, 3, s - 4, s - 4), outline=(90, 90, 90), width=1)
    return img


def tile_image(tile: dict, size: int, live=(), start: bool = False) -> Image.Image:
    """A drawn landscape (cached); do not modify the returned image."""
    return _tile_image(_tile_key(tile), int(size), frozenset(live or ()), bool(start))


def _empty_cell(d, x: int, y: int, size: int) -> None:
    d.rectangle((x + 2, y + 2, x + size - 3, y + size - 3), fill=kit.EMPTY_CELL, outline=kit.LINE)


# --------------------------------------------------------------------------------------------
# Kingdom
# --------------------------------------------------------------------------------------------


def kingdom_extent(player: dict) -> tuple[int, int, int]:
    cells = player.get("cells") or []
    rows = [c.get("r", 1) for c in cells]
    cols = [c.get("c", 0) for c in cells]
    rmin = min([1, *rows])
    rmax = max([4, *rows])
    cmax = max([3, *cols])
    return rmin, rmax, cmax


def kingdom_size(player: dict, tile: int) -> tuple[int, int]:
    rmin, rmax, cmax = kingdom_extent(player)
    label_w = 30
    return label_w + (cmax + 1) * tile, 30 + (rmax - rmin + 1) * tile


def draw_kingdom(
    img: Image.Image, d, player: dict, x: int, y: int, tile: int, selected: str | None = None
) -> None:
    rmin, rmax, cmax = kingdom_extent(player)
    cells = {(c.get("r"), c.get("c")): c for c in (player.get("cells") or [])}
    label_w = 30
    fs = font(18, True)
    gx, gy = x + label_w, y + 30
    start = player.get("start")
    # column header: start column label and column numbers
    for c in range(cmax + 1):
        cx = gx + c * tile + tile / 2
        label = f"start {str(start).upper()}" if c == 0 and start else str(c)
        f = kit.fit_font(label, tile - 4, 18, True, 11)
        d.text((cx, y + 14), label, font=f, fill=MUTED if c else INK, anchor="mm")
    for r in range(rmin, rmax + 1):
        ry = gy + (r - rmin) * tile
        d.text((x + label_w / 2, ry + tile / 2), str(r), font=fs, fill=MUTED, anchor="mm")
        for c in range(cmax + 1):
            cx = gx + c * tile
            cell = cells.get((r, c))
            if cell and cell.get("tile"):
                im = tile_image(cell["tile"], tile, cell.get("live") or (), bool(cell.get("start")))
                img.paste(im, (cx, ry))
            elif 1 <= r <= 4 and c >= 1:
                _empty_cell(d, cx, ry, tile)
    if selected:
        try:
            sr, sc = (int(v) for v in str(selected).split("."))
        except ValueError:
            sr, sc = -99, -99
        if rmin <= sr <= rmax and 0 <= sc <= cmax:
            bx, by = gx + sc * tile, gy + (sr - rmin) * tile
            d.rectangle((bx - 3, by - 3, bx + tile + 2, by + tile + 2), outline=kit.BLACK, width=7)
            d.rectangle((bx - 1, by - 1, bx + tile, by + tile), outline=kit.HILITE, width=3)
    if start:
        # bracket around the start column (left, top, bottom; the right edge keeps its contacts)
        bottom = gy + (rmax - rmin + 1) * tile + 2
        d.line((gx - 3, gy - 3, gx - 3, bottom), fill=INK, width=4)
        d.line((gx - 3, gy - 3, gx + tile - 8, gy - 3), fill=INK, width=4)
        d.line((gx - 3, bottom, gx + tile - 8, bottom), fill=INK, width=4)


# --------------------------------------------------------------------------------------------
# Small holdings
# --------------------------------------------------------------------------------------------


def _goods_total(stalls: list) -> dict[str, int]:
    out: dict[str, int] = {}
    for cardg in stalls or []:
        for g in cardg or []:
            out[g] = out.get(g, 0) + 1
    return out


def _stall_text(stalls: list) -> str:
    if not stalls:
        return "none"
    faces = ["+".join(GOODS_ABBR.get(g, str(g)[:2]) for g in cardg) for cardg in stalls]
    return f"{len(stalls)} ({sum(len(c) for c in stalls)} goods): " + " ".join(faces)


def _mosaic_text(mosaics: list) -> str:
    if not mosaics:
        return "none"
    counts: dict[str, int] = {}
    for m in mosaics:
        counts[m] = counts.get(m, 0) + 1
    return f"{len(mosaics)}: " + "  ".join(
        f"{MOTIF_GLYPH.get(k, '')}{k}×{n}" for k, n in sorted(counts.items())
    )


def _obj_line(d, x: int, y: int, obj: dict, width: int, size: int = 18) -> int:
    col = OBJ_COLOURS.get(str(obj.get("colour", "grey")).lower(), (130, 130, 130))
    f = font(size)
    fb = font(size, True)
    h = line_height(f)
    fulfilled = obj.get("fulfilled")
    mark = "✔" if fulfilled else "✘"
    d.rounded_rectangle((x, y + 2, x + 30, y + h - 2), radius=5, fill=col, outline=kit.BLACK)
    d.text(
        (x + 15, y + h / 2),
        str(obj.get("points", "?")),
        font=fb,
        fill=kit.text_on(col),
        anchor="mm",
    )
    mark_col = (0, 120, 60) if fulfilled else (190, 30, 30)
    d.text((x + 36, y + h / 2), mark, font=fb, fill=mark_col, anchor="lm")
    tx = x + 36 + text_width(mark, fb) + 6
    label = f"{obj.get('id', '')} {obj.get('text', '')}".strip()
    d.text(
        (tx, y + h / 2), kit.ellipsize(label, f, width - (tx - x)), font=f, fill=INK, anchor="lm"
    )
    return y + h


def _info_rows(player: dict, show_hand_cards: bool) -> list[tuple[str, str]]:
    rows = [
        ("Rubies", str(player.get("rubies", 0))),
        ("Stalls", _stall_text(player.get("stalls") or [])),
        ("Mosaics", _mosaic_text(player.get("mosaics") or [])),
    ]
    chars = player.get("characters") or []
    if chars or "hand_count" in player:
        rec = ", ".join(str(c.get("name") or c.get("id")).split(",")[0] for c in chars) or "none"
        zc = player.get("zumurrud_copy")
        if zc:
            rec += f" (Zumurrud copies {zc})"
        rows.append(("Recruited", rec))
        if not show_hand_cards:
            rows.append(("Hand", f"{player.get('hand_count', 0)} hidden"))
    return rows


def _player_panel_height(player: dict, tile: int, width: int, show_hand: bool) -> int:
    _, kh = kingdom_size(player, tile)
    info_h = 44 + len(_info_rows(player, show_hand)) * 30 + 36
    info_h += max(1, len(player.get("objectives") or [])) * line_height(font(18))
    return max(kh, info_h) + 56


def _tile_for(player: dict, max_w: int, base: int) -> int:
    _, _, cmax = kingdom_extent(player)
    return max(44, min(base, (max_w - 30) // (cmax + 1)))


def draw_player_panel(
    img,
    d,
    view: dict,
    player: dict,
    names: list[str],
    x: int,
    y: int,
    width: int,
    tile: int,
    show_hand: bool = False,
) -> int:
    """Draw one player's panel; returns its bottom y."""
    seat = player.get("seat", 0)
    h = _player_panel_height(player, tile, width, show_hand)
    active = view.get("active") == seat and view.get("phase") != "over"
    pending = seat in (view.get("pending") or [])
    col = kit.player_colour(seat)
    kit.rounded(d, (x, y, x + width, y + h), fill=PANEL, outline=col, width=4, radius=12)
    d.rectangle((x + 4, y + 4, x + 14, y + h - 4), fill=col)
    # header
    hx = kit.player_label(d, seat, _name(names, seat), x + 24, y + 8, size=28, max_width=width // 2)
    tag = None
    if active:
        tag = ("▶ TO PLAY", kit.HILITE)
    elif pending:
        tag = ("to choose", (220, 220, 220))
    elif view.get("phase") == "setup_keep" and player.get("kept"):
        tag = ("kept ✔", (220, 220, 220))
    if view.get("viewer") == seat:
        kit.chip(d, hx + 14, y + 10, "YOU", (40, 40, 40), 18)
        hx += 70
    if tag:
        kit.chip(d, hx + 14, y + 10, tag[0], tag[1], 18)
    res = view.get("result") or {}
    if res.get("scores"):
        sc = res["scores"][seat] if seat < len(res["scores"]) else None
        if sc is not None:
            f = font(26, True)
            d.text((x + width - 16, y + 26), f"{sc} pts", font=f, fill=INK, anchor="rm")
    # kingdom
    kw, kh = kingdom_size(player, tile)
    if player.get("start") is None and not player.get("cells"):
        d.text((x + 24, y + 70), "No start tile yet", font=font(20), fill=MUTED)
        kw = 260
    else:
        sel = (view.get("turn_state") or {}).get("selected") if active else None
        draw_kingdom(img, d, player, x + 18, y + 50, tile, sel)
    # info column
    ix = x + 18 + kw + 20
    iw = x + width - 16 - ix
    iy = y + 56
    fl = font(19, True)
    fv = font(19)
    for label, value in _info_rows(player, show_hand):
        d.text((ix, iy), label, font=fl, fill=MUTED)
        lx = ix + 112
        if label == "Rubies":
            kit.icon(d, "ruby", lx + 11, iy + 12, 11)
            d.text((lx + 28, iy), value, font=font(21, True), fill=INK)
        else:
            d.text((lx, iy), kit.ellipsize(value, fv, iw - 112), font=fv, fill=INK)
        iy += 30
    iy += 6
    d.text((ix, iy), "Objectives", font=fl, fill=MUTED)
    iy += 28
    objs = player.get("objectives") or []
    if not objs:
        d.text((ix, iy), "none", font=fv, fill=INK)
    for o in objs:
        iy = _obj_line(d, ix, iy, o, iw)
    return y + h


# --------------------------------------------------------------------------------------------
# Central board and table
# --------------------------------------------------------------------------------------------

CB_TILE = 104


def draw_central(img, d, view: dict, x: int, y: int) -> tuple[int, int]:
    """The 8 offered landscapes by row; returns (right, bottom)."""
    ts = CB_TILE
    d.text((x, y), "Central board", font=font(24, True), fill=INK)
    y0 = y + 36
    slots = {b.get("slot"): b for b in view.get("board") or []}
    taken = (view.get("turn_state") or {}).get("taken")
    fr = font(22, True)
    for r in range(1, 5):
        ry = y0 + (r - 1) * (ts + 12)
        d.text((x + 22, ry + ts / 2), f"{r}", font=font(30, True), fill=INK, anchor="mm")
        for k in (1, 2):
            sx = x + 48 + (k - 1) * (ts + 14)
            slot = f"{r}.{k}"
            b = slots.get(slot)
            if b and b.get("tile"):
                img.paste(tile_image(b["tile"], ts), (sx, ry))
            else:
                _empty_cell(d, sx, ry, ts)
                kit.text_centered(
                    d, (sx, ry, sx + ts, ry + ts), "taken" if slot == taken else "—", fr, MUTED
                )
    right = x + 48 + 2 * ts + 14
    return right, y0 + 4 * (ts + 12)


def _stat_box(d, x, y, w, h, title, value, sub: str | None = None, icon: str | None = None):
    kit.rounded(d, (x, y, x + w, y + h), fill=PANEL, outline=kit.LINE, width=2, radius=10)
    d.text((x + 10, y + 6), title, font=font(18, True), fill=MUTED)
    vx = x + 10
    if icon:
        kit.icon(d, icon, x + 24, y + 48, 13)
        vx = x + 44
    d.text((vx, y + 32), value, font=kit.fit_font(value, x + w - vx - 6, 28, True, 14), fill=INK)
    if sub:
        d.text(
            (x + 10, y + h - 26), kit.ellipsize(sub, font(17), w - 16), font=font(17), fill=MUTED
        )


def _motif_text(top) -> str:
    return f"{MOTIF_GLYPH.get(top, '')} {top}" if top else "empty"


def draw_status(img, d, view: dict, names: list[str], x: int, y: int, width: int) -> int:
    """Pile/mosaic/stall/reserve boxes plus the turn state; returns bottom y."""
    bw = (width - 3 * 12) // 4
    bh = 92
    mos = view.get("mosaics") or {}
    st = view.get("stalls") or {}
    _stat_box(d, x, y, bw, bh, "Tile pile", str(view.get("pile", 0)), "tiles left")
    _stat_box(
        d,
        x + (bw + 12),
        y,
        bw,
        bh,
        "Mosaics",
        _motif_text(mos.get("top")),
        f"{mos.get('count', 0)} in pile",
    )
    top = st.get("top")
    stop = "+".join(GOODS_ABBR.get(g, str(g)[:2]) for g in top) if top else "empty"
    _stat_box(d, x + 2 * (bw + 12), y, bw, bh, "Stalls", stop, f"{st.get('count', 0)} in pile")
    _stat_box(
        d,
        x + 3 * (bw + 12),
        y,
        bw,
        bh,
        "Reserve",
        str(view.get("reserve", 0)),
        "rubies",
        icon="ruby",
    )
    y += bh + 14
    # turn box
    phase = view.get("phase")
    kit.rounded(d, (x, y, x + width, y + 150), fill=PANEL, outline=kit.LINE, width=2, radius=10)
    ty = y + 10
    if phase == "over":
        d.text((x + 14, ty), "Game over", font=font(26, True), fill=INK)
        res = view.get("result") or {}
        ranks = res.get("ranks") or []
        win = [i for i, r in enumerate(ranks) if r == 1]
        if win:
            wx = kit.player_label(d, win[0], _name(names, win[0]), x + 14, ty + 44, 26, width - 40)
            for extra in win[1:]:
                wx = kit.player_label(d, extra, _name(names, extra), wx + 16, ty + 44, 26, 300)
            d.text(
                (wx + 12, ty + 60),
                "wins!" if len(win) == 1 else "share the win!",
                font=font(24, True),
                fill=INK,
                anchor="lm",
            )
        return y + 150
    if phase in ("setup_start", "setup_keep", "end_zumurrud"):
        label = {
            "setup_start": "Setup: choose a start tile",
            "setup_keep": "Setup: keep 2 characters",
        }.get(phase, "End of game: Zumurrud chooses a power")
        d.text((x + 14, ty), label, font=font(24, True), fill=INK)
        pend = view.get("pending") or []
        px = x + 14
        d.text((px, ty + 46), "Waiting for:", font=font(20), fill=MUTED)
        px += 130
        for s in pend:
            px = kit.player_label(d, s, _name(names, s), px, ty + 38, 24, 260) + 18
        if phase == "setup_start":
            av = " ".join(str(a).upper() for a in view.get("start_tiles_available") or [])
            d.text((x + 14, ty + 92), f"Start tiles left: {av}", font=font(21), fill=INK)
        return y + 150
    active = view.get("active")
    if active is not None:
        d.text((x + 14, ty + 14), "Turn:", font=font(22, True), fill=MUTED, anchor="lm")
        ax = kit.player_label(d, active, _name(names, active), x + 90, ty, 26, width - 260)
        step = str(view.get("step") or "")
        if view.get("extra_turn"):
            step = f"extra turn, {step}" if step else "extra turn"
        if step:
            d.text(
                (ax + 16, ty + 16),
                f"({step.replace('_', ' ')})",
                font=font(19),
                fill=MUTED,
                anchor="lm",
            )
    ts = view.get("turn_state") or {}
    pool = ts.get("pool") or {}
    py = ty + 62
    d.text((x + 14, py), "Pool:", font=font(22, True), fill=MUTED, anchor="lm")
    px = x + 90
    any_item = False
    for k in ("genie", "hammer", "stall", "moon", "ruby"):
        n = int(pool.get(k, 0) or 0)
        if n <= 0:
            continue
        any_item = True
        kit.icon(d, k, px + 15, py, 15)
        d.text((px + 36, py), f"×{n}", font=font(24, True), fill=INK, anchor="lm")
        px += 36 + text_width(f"×{n}", font(24, True)) + 18
    if not any_item:
        d.text((px, py), "empty", font=font(21), fill=MUTED, anchor="lm")
    extra = f"Genie moves {ts.get('moves_used', 0)}/3"
    if ts.get("taken"):
        extra += f"  ·  took {ts['taken']}"
    if ts.get("genie_activated"):
        extra += "  ·  genie activated"
    d.text((x + 14, ty + 100), extra, font=font(20), fill=INK)
    hold = ts.get("holding")
    if hold and not ts.get("ali_tile"):
        row = ts.get("hold_row")
        lab = "Placing" + (f" (row {row})" if row else "")
        d.text((x + width - 90, ty + 60), lab, font=font(18, True), fill=MUTED, anchor="rm")
        img.paste(tile_image(hold, 72), (x + width - 84, ty + 26))
    ali = ts.get("ali_tile")
    if ali:
        d.text((x + width - 90, ty + 60), "Ali drew", font=font(18, True), fill=MUTED, anchor="rm")
        img.paste(tile_image(ali, 72), (x + width - 84, ty + 26))
    return y + 150


def _legend_items() -> list[tuple]:
    items: list[tuple] = []
    for k in ("act", *EFFECTS):
        items.append(
            (
                (lambda kk: lambda dd, cx, cy, r: kit.icon(dd, kk, cx, cy, r, "U"))(k),
                ICON_NAMES_SHORT[k],
            )
        )

    def live(dd, cx, cy, r):
        dd.rectangle(
            (cx - r, cy - r * 0.35, cx + r, cy + r * 0.35),
            fill=kit.HILITE,
            outline=kit.BLACK,
            width=2,
        )

    items.append((live, "live contact"))
    for t, col in TYPE_COLOURS.items():
        items.append(
            ((lambda c, tt: lambda dd, cx, cy, r: _type_swatch(dd, cx, cy, r, c, tt))(col, t), t)
        )
    return items


ICON_NAMES_SHORT = {
    "act": "activator",
    "genie": "genie (move)",
    "hammer": "hammer (mosaic)",
    "stall": "stall card",
    "moon": "moon (objective)",
    "ruby": "ruby",
    "jar": "jar (end pts)",
}


def _type_swatch(d, cx, cy, r, col, t):
    d.rectangle((cx - r, cy - r, cx + r, cy + r), fill=col, outline=kit.BLACK, width=2)
    d.text((cx, cy), TYPE_LETTERS[t], font=font(int(r * 1.2), True), fill=INK, anchor="mm")


def draw_objective_cards(d, objs: list[dict], x: int, y: int, width: int, cols: int = 4) -> int:
    if not objs:
        d.text((x, y), "none left", font=font(20), fill=MUTED)
        return y + 30
    gap = 12
    cw = (width - (cols - 1) * gap) // cols
    ch = 106
    for i, o in enumerate(objs):
        cx = x + (i % cols) * (cw + gap)
        cy = y + (i // cols) * (ch + gap)
        col = OBJ_COLOURS.get(str(o.get("colour", "grey")).lower(), (130, 130, 130))
        kit.card(
            d,
            (cx, cy, cx + cw, cy + ch),
            f"{o.get('id', '')} · {o.get('colour', '')}",
            str(o.get("text", "")),
            accent=col,
            corner=f"{o.get('points', '?')} pts",
            title_size=19,
            body_size=18,
        )
    rows = (len(objs) + cols - 1) // cols
    return y + rows * (ch + gap)


def draw_character_cards(
    d, chars: list[dict], x: int, y: int, width: int, cols: int = 4, ch: int = 150, body: int = 17
) -> int:
    if not chars:
        d.text((x, y), "none", font=font(20), fill=MUTED)
        return y + 30
    gap = 12
    cw = (width - (cols - 1) * gap) // cols
    for i, c in enumerate(chars):
        cx = x + (i % cols) * (cw + gap)
        cy = y + (i // cols) * (ch + gap)
        kind = c.get("kind")
        tag = "end-game scoring" if kind == "end" else "in-game power" if kind == "game" else None
        accent = CHAR_COLOUR if kind == "end" else (40, 90, 120)
        title = str(c.get("name") or c.get("id") or "?").split(",")[0]
        kit.card(
            d,
            (cx, cy, cx + cw, cy + ch),
            title,
            str(c.get("text", "")),
            accent=accent,
            corner=f"{c.get('cost', '?')}◆",
            title_size=19,
            body_size=body,
            tag=tag,
        )
    rows = (len(chars) + cols - 1) // cols
    return y + rows * (ch + gap)


def draw_score_table(d, view: dict, names: list[str], x: int, y: int, width: int) -> int:
    return kit.score_table(
        d,
        view.get("result") or {},
        [_name(names, i) for i in range(view.get("seats") or 0)],
        x,
        y,
        width,
    )


# --------------------------------------------------------------------------------------------
# Whole images
# --------------------------------------------------------------------------------------------


def _header(d, view: dict, title: str, x: int, y: int, width: int) -> int:
    d.rectangle((0, 0, W, 70), fill=(60, 40, 30))
    d.text((x, 35), title, font=font(34, True), fill=kit.WHITE, anchor="lm")
    turn = view.get("turn")
    tt = view.get("turns_total")
    parts = []
    if turn is not None and view.get("phase") == "turn":
        parts.append(f"Turn {turn}" + (f" / {tt}" if tt else ""))
    if view.get("phase") == "over":
        parts.append("Game over")
    elif str(view.get("phase", "")).startswith("setup"):
        parts.append("Setup")
    opts = view.get("options") or {}
    if opts.get("characters"):
        parts.append("characters")
    d.text((x + width, 35), "  ·  ".join(parts), font=font(26, True), fill=kit.WHITE, anchor="rm")
    return 70


def _estimate_public_height(view: dict, tile: int) -> int:
    h = 70 + 20 + 36 + 4 * (CB_TILE + 12) + 20
    h += 40 + 2 * 118 + 20  # objectives
    if view.get("market"):
        rows = (len(view["market"]) + 3) // 4
        h += 40 + rows * 162 + 20
    for p in view.get("players") or []:
        h += _player_panel_height(p, tile, W - 2 * PAD, False) + 16
    if (view.get("result") or {}).get("scores"):
        h += 42 + 58 + 42 * len(view["result"]["scores"]) + 30
    return h + 200


def render_public(view: dict, names: list[str]) -> Image.Image:
    players = view.get("players") or []
    base_tile = 84
    tile = min([_tile_for(p, W - 2 * PAD - 400, base_tile) for p in players] or [base_tile])
    img = kit.new_canvas(W, _estimate_public_height(view, tile))
    d = ImageDraw.Draw(img)
    y = _header(d, view, "ALMADI", PAD, 0, W - 2 * PAD) + 16
    if (view.get("result") or {}).get("scores"):
        y = draw_score_table(d, view, names, PAD, y, W - 2 * PAD) + 4
    right, bottom = draw_central(img, d, view, PAD, y)
    sx = right + 28
    sw = W - PAD - sx
    sy = draw_status(img, d, view, names, sx, y + 36, sw)
    sy = kit.legend(d, sx, sy + 10, _legend_items(), sw, size=18)
    y = max(bottom, sy) + 14
    d.text((PAD, y), "Table objectives", font=font(24, True), fill=INK)
    y = draw_objective_cards(d, view.get("table_objectives") or [], PAD, y + 36, W - 2 * PAD) + 10
    if view.get("market") or (view.get("options") or {}).get("characters"):
        d.text((PAD, y), "Character market (cost in rubies ◆)", font=font(24, True), fill=INK)
        y = draw_character_cards(d, view.get("market") or [], PAD, y + 36, W - 2 * PAD) + 10
    order = view.get("order") or [p.get("seat", i) for i, p in enumerate(players)]
    by_seat = {p.get("seat", i): p for i, p in enumerate(players)}
    seq = [by_seat[s] for s in order if s in by_seat] + [
        p for s, p in by_seat.items() if s not in order
    ]
    for p in seq:
        y = draw_player_panel(img, d, view, p, names, PAD, y, W - 2 * PAD, tile) + 16
    return img.crop((0, 0, W, y + 4))


def render_private(view: dict, names: list[str]) -> Image.Image:
    seat = view.get("viewer")
    players = view.get("players") or []
    me = next((p for p in players if p.get("seat") == seat), None) or {"seat": seat}
    priv = view.get("private") or {}
    hand = priv.get("hand") if priv.get("hand") is not None else me.get("hand") or []
    dealt = priv.get("dealt") or []
    tile = _tile_for(me, W - 2 * PAD - 420, 96)
    est = (
        70 + 60 + 2 * 260 + _player_panel_height(me, tile, W, True) + 36 + 4 * (CB_TILE + 12) + 400
    )
    est += ((len(hand) + 2) // 3 + (len(dealt) + 2) // 3) * 200
    img = kit.new_canvas(W, est)
    d = ImageDraw.Draw(img)
    y = _header(d, view, "ALMADI · your panel", PAD, 0, W - 2 * PAD) + 16
    kit.player_label(d, seat, _name(names, seat), PAD, y, 30, W - 2 * PAD)
    phase = view.get("phase")
    msg = ""
    if view.get("active") == seat and phase == "turn":
        msg = "It is your turn"
    elif seat in (view.get("pending") or []):
        msg = "Your choice is awaited"
    if msg:
        kit.chip(d, W - PAD - 300, y, msg, kit.HILITE, 20)
    y += 50
    show_chars = bool(hand or dealt or (view.get("options") or {}).get("characters"))
    if dealt and phase == "setup_keep":
        d.text((PAD, y), "Characters dealt to you (keep 2)", font=font(24, True), fill=INK)
        y = draw_character_cards(d, dealt, PAD, y + 36, W - 2 * PAD, cols=3, ch=180, body=19) + 10
    if show_chars:
        d.text((PAD, y), "Your hidden hand (cost in rubies ◆)", font=font(24, True), fill=INK)
        y = draw_character_cards(d, hand, PAD, y + 36, W - 2 * PAD, cols=3, ch=180, body=19) + 10
    y = draw_player_panel(img, d, view, me, names, PAD, y, W - 2 * PAD, tile, show_hand=True) + 16
    if view.get("board"):
        right, bottom = draw_central(img, d, view, PAD, y)
        sx = right + 28
        sy = draw_status(img, d, view, names, sx, y + 36, W - PAD - sx)
        sy = kit.legend(d, sx, sy + 10, _legend_items(), W - PAD - sx, size=18)
        y = max(bottom, sy) + 10
    return img.crop((0, 0, W, min(img.height, y + 4)))


def render(view: dict, names: list[str]) -> Image.Image:
    if view.get("viewer") is None:
        return render_public(view, names)
    return render_private(view, names)


__all__ = ["render", "render_private", "render_public", "tile_image"]
