"""Almadi renderer: draws an Almadi view (``games/almadi/view.py``) as an image.

``render_public(view, names)`` draws the table: the central board (8 offered landscapes by row),
piles, reserve, table objectives, character market, whose turn and the pending pool, then one
panel per player (kingdom grid with effect/activation sides and live contacts, rubies, stall and
mosaic cards, objectives, characters, hand size), and the final scoring table once ``result`` is
set. ``render_private(view, names)`` draws the viewer's panel for a DM: hand / dealt characters
with costs and powers, their kingdom and holdings, and the tiles on offer.

Only the view is read (never mutated); the public drawing ignores ``private`` and ``hand``.
Every word is drawn in the view's language (:func:`kit.locale_of`): the game's own terms from its
catalogue (``almadi-…`` ids, so image and text say the same word), the rest from
``board-almadi.ftl``; each tile whose words depend on it gets the locale as a prop.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from i18n import has
from renderers import cache, kit, layout
from renderers.kit import INK, MUTED, PANEL, font, line_height, text_width
from renderers.layout import At, Column, Fixed, Layer, Page, Space, tile

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

# Phone width: the images are 1200 px wide and shown about 400 px wide on a phone (a factor 1/3).
# Primary information (the offer, edge icons, each player's score-relevant state) is drawn at
# PRIMARY px or more: 8 px at 400 px wide.
PRIMARY = 24

measuring_sizes = kit.measuring_sizes  # the phone-width tests' hook (kind, px of pieces)
_note = kit.note
say = kit.say


# --------------------------------------------------------------------------------------------
# Tiles
# --------------------------------------------------------------------------------------------


def _tile_key(tile: dict) -> tuple:
    sides = tile.get("sides") or {}
    goods = tile.get("goods") or None
    g = (goods.get("kind"), goods.get("n")) if isinstance(goods, dict) else None
    return (tile.get("type", "?"), tuple(sides.get(s, "blank") for s in SIDES), g)


@cache.kept("landscapes")  # a miss redraws one (the kingdoms are cached as tiles)
def _tile_image(key: tuple, size: int, live: frozenset, start: bool) -> Image.Image:
    ttype, sides, goods = key
    img = Image.new("RGB", (size, size), TYPE_COLOURS.get(ttype, (200, 200, 200)))
    d = kit.Draw(img)
    s = size
    ir = _icon_radius(s)
    m = ir + max(3, s // 30)  # icon centre distance from edge: close to it, room in the centre
    # faint diagonals divide the tile into its four side zones
    diag = kit.darken(TYPE_COLOURS.get(ttype, (200, 200, 200)), 0.12)
    d.line((0, 0, s, s), fill=diag, width=1)
    d.line((0, s, s, 0), fill=diag, width=1)
    # live edges
    bar = max(5, s // 12)
    for side in sorted(live, key=SIDES.index):  # fixed order: the bars overlap at corners
        box = {
            "U": (0, 0, s - 1, bar),
            "D": (0, s - 1 - bar, s - 1, s - 1),
            "L": (0, 0, bar, s - 1),
            "R": (s - 1 - bar, 0, s - 1, s - 1),
        }[side]
        d.rectangle(box, fill=kit.HILITE, outline=kit.BLACK, width=2)
    centres = {"U": (s / 2, m), "R": (s - m, s / 2), "D": (s / 2, s - m), "L": (m, s / 2)}
    halo = kit.lighten(TYPE_COLOURS.get(ttype, (200, 200, 200)), 0.7)
    for side, kind in zip(SIDES, sides, strict=True):
        if kind == "blank":
            continue
        cx, cy = centres[side]
        if kind != "act":  # a pale disc behind each symbol: contrast on every tile colour
            hr = ir + max(2, s // 40)
            d.ellipse((cx - hr, cy - hr, cx + hr, cy + hr), fill=halo)
        kit.icon(d, kind, cx, cy, ir, direction=side)
    hs = max(2, s // 30)  # halo around the centre's text
    # the corners hold no side icon: the type letter top left, a market's good bottom right,
    # its count alone in the centre (at 400 px the icons covered the letters)
    cbox = (m + ir, m + ir, s - m - ir, s - m - ir)
    letter = TYPE_LETTERS.get(ttype, "?")
    if goods:
        kind, n = goods
        kit.text_centered(
            d, cbox, f"{n}", font(_tile_fonts(s)[1], True), fill=INK, stroke=hs, stroke_fill=halo
        )
        g = _tile_fonts(s)[2]  # the icon's side: the corner left by the side icons
        gx, gy = s - 2 - g, s - 2 - g
        d.rounded_rectangle(
            (gx, gy, s - 2, s - 2), radius=max(3, g // 5), fill=GOODS_COLOURS.get(kind, INK)
        )
        kit.sprite(d, f"almadi-{kind}", gx + g / 2, gy + g / 2, g, kit.WHITE)
    d.text(
        (5, 2),  # over a live bar there, if any: dark on yellow, haloed
        letter,
        font=font(_tile_fonts(s)[0], True),
        fill=kit.darken(TYPE_COLOURS.get(ttype, (200, 200, 200)), 0.55),
        stroke_width=1,
        stroke_fill=halo,
    )
    outline = kit.BLACK
    d.rectangle((0, 0, s - 1, s - 1), outline=outline, width=3 if start else 2)
    if start:
        d.rectangle((3, 3, s - 4, s - 4), outline=(90, 90, 90), width=1)
    return img


def _icon_radius(size: int) -> int:
    # as large as four side icons can be without touching each other or the centre letter
    return max(6, int(size * 0.18))


def _tile_fonts(size: int) -> tuple[int, int, int]:
    """(type letter, goods count, goods icon) sizes on a tile of ``size`` px: the letter and
    the goods icon in the corners the side icons leave, the count between the side icons."""
    return max(14, int(size * 0.24)), max(16, int(size * 0.28)), max(15, int(size * 0.30))


def tile_image(tile: dict, size: int, live=(), start: bool = False) -> Image.Image:
    """A drawn landscape (cached); do not modify the returned image."""
    if kit.recording():
        key = _tile_key(tile)
        letter, count, good = _tile_fonts(int(size))
        _note("tile letter" if key[2] is None else "goods count", count if key[2] else letter)
        if key[2] is not None:
            _note("goods icon", good)
        if any(k not in ("blank", "act") for k in key[1]):
            _note("edge icon", 2 * _icon_radius(int(size)))
    return _tile_image(_tile_key(tile), int(size), frozenset(live or ()), bool(start))


def _empty_cell(d, x: int, y: int, size: int) -> None:
    d.rectangle((x + 2, y + 2, x + size - 3, y + size - 3), fill=kit.EMPTY_CELL, outline=kit.LINE)


# --------------------------------------------------------------------------------------------
# Kingdom
# --------------------------------------------------------------------------------------------

KLABEL = 28  # width of the row-number column
KHEAD = 27  # height of the column-number header


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
    return KLABEL + (cmax + 1) * tile, KHEAD + (rmax - rmin + 1) * tile


def draw_kingdom(
    img: Image.Image,
    d,
    player: dict,
    x: int,
    y: int,
    tile: int,
    selected: str | None = None,
    last: str | None = None,
) -> None:
    rmin, rmax, cmax = kingdom_extent(player)
    cells = {(c.get("r"), c.get("c")): c for c in (player.get("cells") or [])}
    fs = font(22, True)
    gx, gy = x + KLABEL, y + KHEAD
    start = player.get("start")
    # column header: start letter over column 0, then column numbers
    for c in range(cmax + 1):
        cx = gx + c * tile + tile / 2
        label = str(start).upper() if c == 0 and start else str(c)
        d.text((cx, y + KHEAD / 2), label, font=fs, fill=MUTED if c else INK, anchor="mm")
    for r in range(rmin, rmax + 1):
        ry = gy + (r - rmin) * tile
        d.text((x + KLABEL / 2, ry + tile / 2), str(r), font=fs, fill=MUTED, anchor="mm")
        for c in range(cmax + 1):
            cx = gx + c * tile
            cell = cells.get((r, c))
            if cell and cell.get("tile"):
                im = tile_image(cell["tile"], tile, cell.get("live") or (), bool(cell.get("start")))
                img.paste(im, (cx, ry))
            elif 1 <= r <= 4 and c >= 1:
                _empty_cell(d, cx, ry, tile)
    if last and last != selected:
        try:
            lr, lc = (int(v) for v in str(last).split("."))
        except ValueError:
            lr, lc = -99, -99
        if rmin <= lr <= rmax and 0 <= lc <= cmax:  # the last tile placed or moved
            bx, by = gx + lc * tile, gy + (lr - rmin) * tile
            d.rectangle((bx - 3, by - 3, bx + tile + 2, by + tile + 2), outline=kit.BLACK, width=7)
            d.rectangle((bx - 1, by - 1, bx + tile, by + tile), outline=kit.WHITE, width=3)
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


def _char_name(view: dict, cid, loc: str = "en") -> str:
    """A character's short name: the game's catalogue in ``loc``, else from anywhere in the
    view, else the id."""
    if not cid:
        return ""
    if _known_char(str(cid)):
        return say(loc, f"almadi-name-{cid}")
    pools = [view.get("market") or []]
    for p in view.get("players") or []:
        pools.append(p.get("characters") or [])
        pools.append(p.get("hand") or [])
    pools.append((view.get("private") or {}).get("hand") or [])
    pools.append((view.get("private") or {}).get("dealt") or [])
    for pool in pools:
        for c in pool:
            if c.get("id") == cid and c.get("name"):
                return str(c["name"]).split(",")[0]
    return str(cid)  # every character the game has is in its catalogue


GOOD_PX = 30  # a good's icon on a stall card: 10 px at 400 wide
CARD_H = GOOD_PX + 6


def good_icon(d, kind: str, x: float, y: float, size: int = GOOD_PX) -> None:
    """A good: its icon (game-icons.net) in white on a rounded square of its colour."""
    d.rounded_rectangle(
        (x, y, x + size - 1, y + size - 1),
        radius=max(3, size // 5),
        fill=GOODS_COLOURS.get(kind, (120, 120, 120)),
    )
    kit.sprite(d, f"almadi-{kind}", x + size / 2, y + size / 2, size, kit.WHITE)


def _card_w(card: list) -> int:
    return 6 + len(card) * (GOOD_PX + 3) + 3


def _stall_cards(
    d, cards: list, x: int, y: int, left: int, right: int, lh: int, loc: str = "en"
) -> tuple[int, int]:
    """Stall cards from (x, y), each a card holding its goods' icons, wrapping from ``left``
    before ``right``, then the number of goods; returns where the flow ends (x, row's y).
    With ``d`` None only measures."""
    for card in cards:
        w = _card_w(card)
        if x > left and x + w > right:
            x, y = left, y + lh
        if d is not None:
            top = y + (lh - CARD_H) / 2
            d.rounded_rectangle(
                (x, top, x + w, top + CARD_H),
                radius=6,
                fill=(250, 240, 215),
                outline=(150, 110, 60),
                width=2,
            )
            for i, g in enumerate(card):
                good_icon(d, g, x + 6 + i * (GOOD_PX + 3), top + 3)
                _note("goods icon", GOOD_PX)
        x += w + 6
    n = sum(len(c) for c in cards)
    tail = say(loc, "board-almadi-goods-count", n=n)
    f = font(PRIMARY)
    if x > left and x + text_width(tail, f) > right:
        x, y = left, y + lh
    if d is not None:
        d.text((x, y + lh / 2), tail, font=f, fill=MUTED, anchor="lm")
    return x + text_width(tail, f), y


def _mosaic_text(mosaics: list, loc: str = "en") -> str:
    if not mosaics:
        return say(loc, "board-almadi-no-mosaics")
    counts: dict[str, int] = {}
    for m in mosaics:
        counts[m] = counts.get(m, 0) + 1
    return "  ".join(
        f"{MOTIF_GLYPH.get(k, '')}{_motif(loc, k)}×{n}" for k, n in sorted(counts.items())
    )


def _motif(loc: str, motif: str) -> str:
    """A mosaic motif in words (the game's term)."""
    return say(loc, f"almadi-motif-{motif}") if motif in MOTIF_GLYPH else str(motif)


def _term(loc: str, prefix: str, key: str, known) -> str:
    """The game's own word ``almadi-<prefix>-<key>`` for a known ``key``, else the key."""
    return say(loc, f"almadi-{prefix}-{key}") if key in known else str(key)


def _char_title(loc: str, c: dict) -> str:
    """A character's short name in ``loc`` (the game's catalogue), else the view's."""
    cid = c.get("id")
    if cid and _known_char(cid):
        return say(loc, f"almadi-name-{cid}")
    return str(c.get("name") or cid or "?").split(",")[0]


def _char_power(loc: str, c: dict) -> str:
    """A character's power in ``loc`` (the game's catalogue), else the view's text."""
    cid = c.get("id")
    if cid and _known_char(cid):
        return say(loc, f"almadi-power-{cid}")
    return str(c.get("text", ""))


def _obj_text(loc: str, obj: dict) -> str:
    """An objective card's text in ``loc`` (the game's catalogue), else the view's."""
    oid = obj.get("id")
    if oid and _known_objective(oid):
        return say(loc, f"almadi-obj-{oid}")
    return str(obj.get("text", ""))


@cache.kept("catalogue-ids")
def _known_char(cid: str) -> bool:
    from i18n import has

    return has(f"almadi-name-{cid}") and has(f"almadi-power-{cid}")


@cache.kept("catalogue-ids")
def _known_step(step: str) -> bool:
    from i18n import has

    return has(f"almadi-step-{step}")


@cache.kept("catalogue-ids")
def _known_objective(oid: str) -> bool:
    from i18n import has

    return has(f"almadi-obj-{oid}")


def _obj_line(
    d, x: int, y: int, obj: dict, width: int, size: int = 18, lines: int = 2, loc: str = "en"
) -> int:
    """Points box, ✔/✘ (when known), id and text wrapped on up to ``lines`` lines."""
    col = OBJ_COLOURS.get(str(obj.get("colour", "grey")).lower(), (130, 130, 130))
    f = font(size)
    fb = font(size, True)
    h = line_height(f)
    tx = x + 36
    fulfilled = obj.get("fulfilled")
    mark = None if fulfilled is None else ("✔" if fulfilled else "✘")
    if mark:
        tx += text_width(mark, fb) + 6
    label = f"{obj.get('id', '')} {_obj_text(loc, obj)}".strip()
    wrapped = kit.wrap(label, f, width - (tx - x), lines)
    if d is not None:
        d.rounded_rectangle((x, y + 2, x + 30, y + h - 2), radius=5, fill=col, outline=kit.BLACK)
        d.text(
            (x + 15, y + h / 2),
            str(obj.get("points", "?")),
            font=fb,
            fill=kit.text_on(col),
            anchor="mm",
        )
        if mark:
            mark_col = (0, 120, 60) if fulfilled else (190, 30, 30)
            d.text((x + 36, y + h / 2), mark, font=fb, fill=mark_col, anchor="lm")
        kit.draw_lines(d, (tx, y + 1), wrapped, f, fill=INK, spacing=h - 2)
    return y + max(h, (h - 2) * len(wrapped) + 2)


# a holding's label and value: a text, or stall cards (each a list of goods) drawn as cards
Holding = tuple[str, str | list[list]]


def _holding_items(
    view: dict, player: dict, show_hand_cards: bool, loc: str = "en"
) -> list[Holding]:
    items: list[Holding] = [
        ("◆", str(player.get("rubies", 0))),
        (
            say(loc, "board-almadi-label-stalls"),
            [list(c) for c in player.get("stalls") or []] or say(loc, "board-almadi-no-stalls"),
        ),
        (say(loc, "board-almadi-label-mosaics"), _mosaic_text(player.get("mosaics") or [], loc)),
    ]
    chars = player.get("characters") or []
    variant = bool((view.get("options") or {}).get("characters"))
    if chars or variant:  # no "Hand: 0 hidden" when the Characters variant is off
        if not show_hand_cards:
            hidden = say(loc, "board-almadi-hidden", n=player.get("hand_count", 0))
            items.insert(1, (say(loc, "board-almadi-label-hand"), hidden))
        rec = ", ".join(_char_title(loc, c) for c in chars) or say(loc, "board-almadi-no-recruits")
        zc = player.get("zumurrud_copy")
        if zc:
            rec += " " + say(loc, "board-almadi-zumurrud-copies", name=_char_name(view, zc, loc))
        items.append((say(loc, "board-almadi-label-recruited"), rec))
    return items


def _draw_holdings(d, view, player, x, y, width, show_hand_cards: bool) -> int:
    """Holdings as a wrapped flow of label/value pairs, then objectives; returns bottom y.
    With ``d`` None only measures."""
    loc = kit.locale_of(view)
    items = _holding_items(view, player, show_hand_cards, loc)
    return _draw_holdings_items(d, items, player.get("objectives") or [], x, y, width, loc)


def _draw_holdings_items(
    d, items: list, objs: list, x: int, y: int, width: int, loc: str = "en"
) -> int:
    fl = font(PRIMARY, True)
    fv = font(PRIMARY)
    lh = 40
    cx = x
    for label, value in items:
        lw = 40 if label == "◆" else text_width(label, fl) + 6  # labels end with their colon
        if isinstance(value, list):  # stall cards, drawn as cards of goods icons
            if cx > x and cx + lw + _card_w(value[0]) > x + width:
                cx, y = x, y + lh
            if d is not None:
                d.text((cx, y + lh / 2), label, font=fl, fill=MUTED, anchor="lm")
            cx, y = _stall_cards(d, value, cx + lw, y, x + lw, x + width, lh, loc)
            cx += 24
            continue
        vw = text_width(value, fv)
        if cx > x and cx + lw + vw > x + width:
            cx = x
            y += lh
        # a value too long for the row wraps under its label ("(8 goo…" was cut)
        parts = kit.wrap(value, fv, max(40, x + width - cx - lw)) or [""]
        if d is not None:
            _note("holding", PRIMARY)
            if label == "◆":
                kit.icon(d, "ruby", cx + 15, y + lh / 2, 15)  # 30 px: 10 px at 400 wide
                _note("ruby icon", 30)
                d.text((cx + lw, y + lh / 2), value, font=font(28, True), fill=INK, anchor="lm")
            else:
                d.text((cx, y + lh / 2), label, font=fl, fill=MUTED, anchor="lm")
                for i, part in enumerate(parts):
                    d.text((cx + lw, y + lh / 2 + i * lh), part, font=fv, fill=INK, anchor="lm")
        if len(parts) > 1:  # the next item starts a row of its own
            cx, y = x + width, y + (len(parts) - 1) * lh
            continue
        cx += lw + text_width(parts[0], fv) + 24
    y += lh + 2
    if objs:
        for o in objs:
            y = _obj_line(d, x, y, o, width, PRIMARY, 3, loc) + 2
    else:
        if d is not None:
            d.text((x, y), say(loc, "board-almadi-objectives-none"), font=fv, fill=MUTED)
        y += lh
    return y


PANEL_HEAD = 46


def _panel_layout(player: dict, tile: int, width: int) -> tuple[bool, int, int]:
    """(holdings beside the kingdom?, kingdom width, kingdom height)."""
    if player.get("start") is None and not player.get("cells"):
        kw, kh = 240, 40
    else:
        kw, kh = kingdom_size(player, tile)
    return width - 36 - kw >= 380, kw, kh


def player_panel_height(view, player: dict, tile: int, width: int, show_hand: bool) -> int:
    loc = kit.locale_of(view)
    items = _holding_items(view, player, show_hand, loc)
    shape = {"cells": player.get("cells"), "start": player.get("start")}
    objs = player.get("objectives") or []
    return layout.memo(_panel_height, items, objs, shape, tile, width, loc)


def _panel_height(
    items: list, objs: list, player: dict, tile: int, width: int, loc: str = "en"
) -> int:
    side, kw, kh = _panel_layout(player, tile, width)
    if side:
        ih = _draw_holdings_items(None, items, objs, 0, 0, width - kw - 56, loc)
        return PANEL_HEAD + max(kh, ih) + 14
    ih = _draw_holdings_items(None, items, objs, 0, 0, width - 36, loc)
    return PANEL_HEAD + kh + 10 + ih + 10


def draw_player_panel(
    view: dict,
    player: dict,
    names: list[str],
    width: int,
    tile: int,
    show_hand: bool = False,
    height: int | None = None,
) -> layout.Node:
    """One player's panel, ``height`` tall (at least :func:`player_panel_height`: the row's
    tallest) or as tall as it needs.

    The panel is cut into parts that tile it — header, kingdom, holdings and the frame's edges
    — each a tile drawing its share of the common frame: an action changes one or two of them
    (the turn passing changes headers, a tile placed a kingdom)."""
    seat = player.get("seat", 0)
    loc = kit.locale_of(view)
    h = height if height is not None else player_panel_height(view, player, tile, width, show_hand)
    side, kw, kh = _panel_layout(player, tile, width)
    parts = []
    for part, box in _panel_parts(0, 0, width, h, side, kw, kh).items():
        content: tuple = ()
        if part == "head":
            content = ("head", *_head_content(view, player, names, width))
        elif part == "kingdom":
            active = view.get("active") == seat and view.get("phase") != "over"
            last = view.get("last") or {}
            cells = {"cells": player.get("cells"), "start": player.get("start")}
            sel = (view.get("turn_state") or {}).get("selected") if active else None
            mine = last.get("cell") if last.get("seat") == seat else None
            content = ("kingdom", cells, tile, sel, mine, loc)
        elif part == "holdings":
            items = _holding_items(view, player, show_hand, loc)
            objs = player.get("objectives") or []
            if side:
                where = (16 + kw + 24, PANEL_HEAD + 4, width - 30 - kw - 24)
            else:
                where = (20, PANEL_HEAD + kh + 10, width - 36)
            content = ("holdings", items, objs, *where, loc)
        # the part's tile: the panel's frame and content drawn from (-x0, -y0), kept in the box
        x0, y0, x1, y1 = box
        frame = (-x0, -y0, width, h, seat)
        piece = layout.tile(_draw_part, x1 - x0, (0, 0, x1 - x0, y1 - y0), frame, content)
        parts.append(At(x0, y0, piece))
    return Fixed(h, Layer(*parts))


KINGDOM_PAD = 6  # px right of and under a kingdom's box reached by its highlights and bracket


def _panel_parts(
    x: int, y: int, width: int, h: int, side: bool, kw: int, kh: int
) -> dict[str, kit.Box]:
    """The rectangles (exclusive) tiling a player panel drawn from (x, y) to (x + width,
    y + h) inclusive: nothing a part draws crosses into another. The kingdom draws nothing
    above or left of its box; its highlights reach :data:`KINGDOM_PAD` px right and below."""
    right, bottom = x + width + 1, y + h + 1
    ky = y + PANEL_HEAD
    kx1 = min(x + 16 + kw + KINGDOM_PAD, right)  # a kingdom of 48 px tiles may fill the width
    ky1 = ky + kh + KINGDOM_PAD
    parts = {"head": (x, y, right, ky), "edge": (x, ky, x + 16, bottom)}
    parts["kingdom"] = (x + 16, ky, kx1, ky1)
    if side:
        parts["holdings"] = (kx1, ky, right, bottom)
        parts["under"] = (x + 16, ky1, kx1, bottom)
    else:
        parts["beside"] = (kx1, ky, right, ky1)
        parts["holdings"] = (x + 16, ky1, right, bottom)
    return {part: box for part, box in parts.items() if box[0] < box[2] and box[1] < box[3]}


def _draw_part(d, box: kit.Box, frame: tuple, content: tuple) -> int:
    """A part of a player panel: its share of the frame, then what it shows."""
    x, y, width, h, seat = frame
    col = kit.player_colour(seat)
    kit.rounded(d, (x, y, x + width, y + h), fill=PANEL, outline=col, width=4, radius=12, clip=box)
    kit.fill(d, (x + 4, y + 4, x + 13, y + h - 3), col, clip=box)  # the seat's stripe
    if content:
        _PART_DRAW[content[0]](d, x, y, *content[1:])
    return box[3]


def _head_content(view: dict, player: dict, names: list[str], width: int) -> tuple:
    """What a panel's header shows: name, chips (YOU, the turn) and score, and where."""
    seat = player.get("seat", 0)
    loc = kit.locale_of(view)
    res = view.get("result") or {}
    score = None
    if res.get("scores") and seat < len(res["scores"]):
        score = say(loc, "board-almadi-points", n=res["scores"][seat])
    elif player.get("score_now") is not None:
        score = say(loc, "board-almadi-points-now", n=player["score_now"])
    tag = None
    if view.get("active") == seat and view.get("phase") != "over":
        tag = (say(loc, "board-almadi-chip-turn"), kit.HILITE)  # short: the banner says it
    elif seat in (view.get("pending") or []):
        tag = (say(loc, "board-almadi-chip-to-choose"), (220, 220, 220))
    elif view.get("phase") == "setup_keep" and player.get("kept"):
        tag = (say(loc, "board-almadi-chip-kept"), (220, 220, 220))
    chips = []
    if view.get("viewer") == seat:
        chips.append((say(loc, "board-almadi-chip-you"), (40, 40, 40)))
    if tag:
        chips.append(tag)
    return seat, kit.seat_name(names, seat, loc), chips, score, width


def _draw_head(
    d, x: int, y: int, seat: int, name: str, chips: list, score: str | None, width: int
) -> None:
    sw = text_width(score, font(32, True)) + 16 if score else 0
    chips_w = sum(text_width(c[0], font(PRIMARY, True)) + 30 for c in chips)
    name_w = max(120, width - 40 - sw - chips_w)
    hx = kit.player_label(d, seat, name, x + 20, y + 8, size=30, max_width=name_w)
    for text, fill in chips:
        hx = kit.chip(d, hx + 10, y + 6, text, fill, PRIMARY, pad=6)
    if score:
        d.text((x + width - 14, y + 24), score, font=font(32, True), fill=INK, anchor="rm")


def _draw_kingdom_part(
    d, x: int, y: int, player: dict, tile: int, sel, mine, loc: str = "en"
) -> None:
    """A panel's kingdom (``player``: its cells and start tile), or a line saying there is none."""
    if player.get("start") is None and not player.get("cells"):
        none = say(loc, "board-almadi-no-start-tile")
        d.text((x + 22, y + PANEL_HEAD + 8), none, font=font(24), fill=MUTED)
    else:
        draw_kingdom(d.canvas, d, player, x + 16, y + PANEL_HEAD, tile, sel, mine)


def _draw_holdings_part(
    d, x: int, y: int, items: list, objs: list, dx: int, dy: int, width: int, loc: str = "en"
) -> None:
    _draw_holdings_items(d, items, objs, x + dx, y + dy, width, loc)


_PART_DRAW: dict[str, Callable[..., None]] = {
    "head": _draw_head,
    "kingdom": _draw_kingdom_part,
    "holdings": _draw_holdings_part,
}


def _tile_for(player: dict, max_w: int, base: int) -> int:
    _, _, cmax = kingdom_extent(player)
    return max(48, min(base, (max_w - KLABEL) // (cmax + 1)))


# --------------------------------------------------------------------------------------------
# Central board and table
# --------------------------------------------------------------------------------------------


OFFER_TITLE = "On offer: the central board (row, then its 2 tiles)"  # English, for tests


def draw_central(d, view: dict, x: int, y: int, width: int, loc: str = "en") -> int:
    """The 8 offered landscapes, the 4 rows side by side across ``width`` (a phone shows them
    large); returns the bottom y."""
    title = say(loc, "board-almadi-offer-title")
    d.text((x, y), kit.ellipsize(title, font(26, True), width), font=font(26, True), fill=INK)
    y0 = y + 38
    slots = {b.get("slot"): b for b in view.get("board") or []}
    taken = (view.get("turn_state") or {}).get("taken")
    gap, ggap, lab = 6, 18, 34
    ts = min(130, (width - 3 * ggap - 4 * lab - 4 * gap) // 8)
    gw = lab + 2 * ts + gap
    fr = font(max(PRIMARY, ts // 5), True)
    for r in range(1, 5):
        gx = x + (r - 1) * (gw + ggap)
        d.text((gx + lab / 2 - 2, y0 + ts / 2), f"{r}", font=font(38, True), fill=INK, anchor="mm")
        _note("offer label", 38)
        for k in (1, 2):
            sx = gx + lab + (k - 1) * (ts + gap)
            slot = f"{r}.{k}"
            b = slots.get(slot)
            if b and b.get("tile"):
                d.canvas.paste(tile_image(b["tile"], ts), (sx, y0))
                _note("offer tile", ts)
            else:
                _empty_cell(d, sx, y0, ts)
                gone = say(loc, "board-almadi-taken") if slot == taken else "—"
                kit.text_centered(d, (sx, y0, sx + ts, y0 + ts), gone, fr, MUTED)
    return y0 + ts


def _motif_text(top, loc: str = "en") -> str:
    return (
        f"{MOTIF_GLYPH.get(top, '')} {_motif(loc, top)}" if top else say(loc, "board-almadi-empty")
    )


def _stat_lines(view: dict, width: int) -> layout.Node:
    loc = kit.locale_of(view)
    mos = view.get("mosaics") or {}
    st = view.get("stalls") or {}
    top = st.get("top")
    stop = list(top) if top else say(loc, "board-almadi-empty")  # the top card's goods, as icons
    rows = [
        (
            say(loc, "board-almadi-tile-pile"),
            f"{view.get('pile', 0)}",
            say(loc, "board-almadi-left", n=view.get("pile", 0)),
            None,
        ),
        (
            say(loc, "board-almadi-mosaics"),
            _motif_text(mos.get("top"), loc),
            say(loc, "board-almadi-in-pile", n=mos.get("count", 0)),
            None,
        ),
        (
            say(loc, "board-almadi-stalls"),
            stop,
            say(loc, "board-almadi-in-pile", n=st.get("count", 0)),
            None,
        ),
        (
            say(loc, "board-almadi-reserve"),
            str(view.get("reserve", 0)),
            say(loc, "board-almadi-rubies", n=view.get("reserve", 0)),
            "ruby",
        ),
    ]
    return tile(_stat_rows, width, rows, 2, 2, width, pad=2)


def _stat_rows(d, rows: list[tuple], x: int, y: int, width: int) -> int:
    fl, fv, fs = font(PRIMARY, True), font(26, True), font(PRIMARY)
    cols = 2 if width >= 640 else 1
    cw = width // cols
    lh = 38
    # the values' column: 120 px, or past the longest label (French and Italian ones are longer)
    vcol = max(120, max((kit.text_width(r[0], fl) + 10 for r in rows), default=0))
    for i, (label, value, sub, ic) in enumerate(rows):
        cx = x + (i % cols) * cw
        cy = y + (i // cols) * lh + lh / 2
        d.text((cx, cy), label, font=fl, fill=MUTED, anchor="lm")
        vx = cx + vcol
        if ic:
            kit.icon(d, ic, vx + 15, cy, 15)  # 30 px: 10 px at 400 wide
            vx += 34
        if isinstance(value, list):  # the stall pile's top card: its goods' icons
            for g in value:
                good_icon(d, g, vx, cy - GOOD_PX / 2)
                vx += GOOD_PX + 3
            vx += 5
        else:
            d.text((vx, cy), value, font=fv, fill=INK, anchor="lm")
            vx += text_width(value, fv) + 8
        _note("table supply", 30)
        d.text((vx, cy), kit.ellipsize(sub, fs, cx + cw - vx - 4), font=fs, fill=MUTED, anchor="lm")
    return y + ((len(rows) + cols - 1) // cols) * lh


def _step_text(step: str, loc: str = "en") -> str:
    """The step in words (the game's catalogue, as its texts say it), never its internal name."""
    if _known_step(step):
        return say(loc, f"almadi-step-{step}")
    return step.replace("_", " ")


def _and(loc: str, names: list[str]) -> str:
    """``A and B and C`` in ``loc``."""
    who = names[0] if names else ""
    for name in names[1:]:
        who = say(loc, "board-almadi-and", first=who, second=name)
    return who


def _banner_text(view: dict, names: list[str]) -> tuple[int | None, str]:
    """(seat, text) of the phone banner: whose turn and what they decide."""
    loc = kit.locale_of(view)
    phase = view.get("phase")
    if phase == "over":
        res = view.get("result") or {}
        win = [i for i, r in enumerate(res.get("ranks") or []) if r == 1]
        who = _and(loc, [kit.seat_name(names, s, loc) for s in win])
        text = say(loc, "board-almadi-banner-over", who=who, n=len(win))
        return (win[0] if len(win) == 1 else None), text
    pending = view.get("pending") or []
    active = view.get("active")
    seat = active if active is not None else (pending[0] if len(pending) == 1 else None)
    step = _step_text(str(view.get("step") or ""), loc)
    if seat is None:
        who = ", ".join(kit.seat_name(names, s, loc) for s in pending)
        who = who or say(loc, "board-almadi-nobody")
        return None, say(loc, "board-almadi-banner-waiting", who=who, step=step)
    pool = (view.get("turn_state") or {}).get("pool") or {}
    items = ", ".join(
        say(loc, "board-almadi-pool-item", n=n, item=_term(loc, "effect", k, EFFECTS))
        for k, n in pool.items()
        if n
    )
    name = kit.seat_name(names, seat, loc)
    if items:
        return seat, say(loc, "board-almadi-banner-pool", name=name, step=step, items=items)
    return seat, say(loc, "board-almadi-banner", name=name, step=step)


def _turn_block(d, view: dict, names: list[str], x: int, y: int, width: int) -> int:
    """Whose turn, step, pool, genie moves and the tile in hand; returns bottom y (it changes
    with almost every action)."""
    loc = kit.locale_of(view)
    phase = view.get("phase")
    d.line((x, y, x + width, y), fill=kit.LINE, width=2)
    y += 8
    if phase == "over":
        d.text((x, y), say(loc, "board-almadi-game-over"), font=font(26, True), fill=INK)
        y += 36
        res = view.get("result") or {}
        win = [i for i, r in enumerate(res.get("ranks") or []) if r == 1]
        wx = x
        said = say(loc, "board-almadi-wins", n=len(win))
        # the names share what the words leave: a long name is shortened, never overflows
        each = max(60, (width - text_width(said, font(PRIMARY, True)) - 4) // max(1, len(win)) - 12)
        for s in win:
            wx = kit.player_label(d, s, kit.seat_name(names, s, loc), wx, y, 24, each) + 12
        if win:
            d.text((wx, y + 15), said, font=font(PRIMARY, True), fill=INK, anchor="lm")
        return y + 40
    if phase in ("setup_start", "setup_keep", "end_zumurrud"):
        label = say(loc, f"board-almadi-phase-{phase.replace('_', '-')}")
        d.text((x, y), kit.ellipsize(label, font(26, True), width), font=font(26, True), fill=INK)
        y += 34
        waiting = say(loc, "board-almadi-waiting-for")
        d.text((x, y + 15), waiting, font=font(24), fill=MUTED, anchor="lm")
        px = x + text_width(waiting, font(24)) + 10
        for s in view.get("pending") or []:
            w = 34 + min(180, text_width(kit.seat_name(names, s, loc), font(24, True)))
            if px + w > x + width:
                px, y = x, y + 34
            px = kit.player_label(d, s, kit.seat_name(names, s, loc), px, y + 2, 24, 214) + 14
        y += 36
        if phase == "setup_start":
            av = " ".join(str(a).upper() for a in view.get("start_tiles_available") or [])
            left = say(loc, "board-almadi-start-tiles-left", tiles=av)
            d.text((x, y), left, font=font(24), fill=INK)
            y += 34
        return y
    ts = view.get("turn_state") or {}
    hold = ts.get("ali_tile") or ts.get("holding")
    hs = 100  # the tile in hand, as large as the offer's
    hold_bottom = y + 28 + hs if hold else y
    tw = 0
    if hold:
        if ts.get("ali_tile"):
            lab = say(loc, "board-almadi-ali-drew")
        elif ts.get("hold_row"):
            lab = say(loc, "board-almadi-placing-row", row=ts["hold_row"])
        else:
            lab = say(loc, "board-almadi-placing")
        d.canvas.paste(tile_image(hold, hs), (x + width - hs - 4, y + 28))
        _note("tile in hand", hs)
        d.text((x + width, y), lab, font=font(PRIMARY, True), fill=INK, anchor="ra")
        tw = max(hs + 12, text_width(lab, font(PRIMARY, True)) + 8)
    inner = width - tw
    active = view.get("active")
    if active is not None:
        turn = say(loc, "board-almadi-turn-label")
        d.text((x, y + 15), turn, font=font(PRIMARY, True), fill=MUTED, anchor="lm")
        nx = max(72, text_width(turn, font(PRIMARY, True)) + 10)  # past a longer word
        kit.player_label(
            d, active, kit.seat_name(names, active, loc), x + nx, y, 26, inner - nx - 6
        )
        y += 34
        step = str(view.get("step") or "")
        if view.get("extra_turn"):
            extra = say(loc, "board-almadi-extra-turn")
            step = (
                say(loc, "board-almadi-extra-step", step=_step_text(step, loc)) if step else extra
            )
        elif step:
            step = _step_text(step, loc)
        if step:
            now = say(loc, "board-almadi-now", step=step)
            lines = kit.wrap(now, font(PRIMARY), inner, 2)  # a longer step wraps, never cut
            y = kit.draw_lines(d, (x, y), lines, font(PRIMARY), fill=MUTED, spacing=32)
    pool = ts.get("pool") or {}
    py = y + 16
    pool_word = say(loc, "board-almadi-pool")
    d.text((x, py), pool_word, font=font(PRIMARY, True), fill=MUTED, anchor="lm")
    px = x + max(64, text_width(pool_word, font(PRIMARY, True)) + 5)
    any_item = False
    for k in ("genie", "hammer", "stall", "moon", "ruby"):
        n = int(pool.get(k, 0) or 0)
        if n <= 0:
            continue
        any_item = True
        kit.icon(d, k, px + 15, py, 15)
        d.text((px + 34, py), f"×{n}", font=font(26, True), fill=INK, anchor="lm")
        _note("pool icon", 30)
        _note("pool count", 26)
        px += 34 + text_width(f"×{n}", font(26, True)) + 16
    if not any_item:
        d.text(
            (px, py),
            say(loc, "board-almadi-no-effects"),
            font=font(PRIMARY),
            fill=MUTED,
            anchor="lm",
        )
    y += 40
    bits = [say(loc, "board-almadi-genie-moves", n=ts.get("moves_used", 0))]
    if ts.get("taken"):
        bits.append(say(loc, "board-almadi-took", slot=ts["taken"]))
    if ts.get("genie_activated"):
        bits.append(say(loc, "board-almadi-genie-activated"))
    lines = kit.wrap("  ·  ".join(bits), font(PRIMARY), inner, 3)
    y = kit.draw_lines(d, (x, y), lines, font(PRIMARY), fill=INK)
    return max(y, hold_bottom)


def _legend_items(loc: str = "en") -> list[tuple]:
    items: list[tuple] = []
    for k in ("act", *EFFECTS):
        items.append(
            (
                (lambda kk: lambda dd, cx, cy, r: kit.icon(dd, kk, cx, cy, r, "U"))(k),
                say(loc, ICON_NAMES_SHORT[k]),
            )
        )

    def live(dd, cx, cy, r):
        dd.rectangle(
            (cx - r, cy - r * 0.35, cx + r, cy + r * 0.35),
            fill=kit.HILITE,
            outline=kit.BLACK,
            width=2,
        )

    items.append((live, say(loc, "board-almadi-legend-live")))
    for t, col in TYPE_COLOURS.items():
        items.append(
            (
                (lambda c, tt: lambda dd, cx, cy, r: _type_swatch(dd, cx, cy, r, c, tt))(col, t),
                say(loc, f"almadi-type-{t}"),
            )
        )
    for g in GOODS_COLOURS:
        items.append(
            (
                (lambda gg: lambda dd, cx, cy, r: good_icon(dd, gg, cx - r, cy - r, int(2 * r)))(g),
                say(loc, f"almadi-good-{g}"),
            )
        )
    return items


ICON_NAMES_SHORT = {  # the legend's words for the side icons (message ids)
    "act": "board-almadi-legend-act",
    "genie": "board-almadi-legend-genie",
    "hammer": "board-almadi-legend-hammer",
    "stall": "board-almadi-legend-stall",
    "moon": "board-almadi-legend-moon",
    "ruby": "board-almadi-legend-ruby",
    "jar": "board-almadi-legend-jar",
}


def _type_swatch(d, cx, cy, r, col, t):
    d.rectangle((cx - r, cy - r, cx + r, cy + r), fill=col, outline=kit.BLACK, width=2)
    d.text((cx, cy), TYPE_LETTERS[t], font=font(int(r * 1.3), True), fill=INK, anchor="mm")


def _legend(d, x: int, y: int, width: int, loc: str = "en") -> int:
    f = font(PRIMARY)
    r = 15
    cx = x
    lh = 38
    for fn, label in _legend_items(loc):
        w = int(2 * r + 6 + text_width(label, f) + 14)
        if cx + w > x + width and cx > x:
            cx = x
            y += lh
        fn(d, cx + r, y + lh / 2, r)
        d.text((cx + 2 * r + 6, y + lh / 2), label, font=f, fill=INK, anchor="lm")
        cx += w
    return y + lh


_TURN_READS = ("phase", "result", "pending", "turn_state", "active", "step", "extra_turn")


def draw_table(view: dict, names: list[str], width: int) -> layout.Node:
    """The central board across the whole width, then piles, turn and pool, then the legend."""
    loc = kit.locale_of(view)
    taken = (view.get("turn_state") or {}).get("taken")
    central = {"board": view.get("board"), "turn_state": {"taken": taken}}
    half = (width - 24) // 2  # piles on the left, the turn on the right
    tx, tw = half + 24, width - half - 24
    turn = {k: view.get(k) for k in _TURN_READS}
    turn["start_tiles_available"] = view.get("start_tiles_available")
    turn["locale"] = loc
    over = bool((view.get("result") or {}).get("scores"))
    return Column(
        # the offer at the end is no information: the scores and kingdoms say it all
        None
        if over
        else layout.tag(tile(draw_central, width, central, 1, 1, width, loc, pad=1), "board"),
        None if over else Space(12),
        Layer(
            Column(_stat_lines(view, half), Space(4)),
            At(tx, 0, tile(_turn_block, tw, turn, names, 2, 2, tw, pad=2)),
        ),
        Space(6),
        tile(_legend, width, 2, 2, width, loc, pad=2),
        Space(2),
    )


def draw_objective_list(d, objs: list[dict], x: int, y: int, width: int, loc: str = "en") -> int:
    """Objectives as a two-column list (points, id, text wrapped on 2 lines)."""
    if not objs:
        d.text((x, y), say(loc, "board-almadi-none-left"), font=font(PRIMARY), fill=MUTED)
        return y + 34
    cols = 2 if width >= 800 else 1
    gap = 24
    cw = (width - (cols - 1) * gap) // cols
    for i in range(0, len(objs), cols):
        ys = [
            _obj_line(d, x + j * (cw + gap), y, o, cw, PRIMARY, 3, loc)
            for j, o in enumerate(objs[i : i + cols])
        ]
        y = max(ys) + 4
    return y


def _objectives(objs: list[dict], width: int, loc: str = "en") -> layout.Node:
    """:func:`draw_objective_list` as a tile."""
    return tile(draw_objective_list, width, objs, 1, 1, width, loc, pad=1)


def draw_character_cards(
    d,
    chars: list[dict],
    x: int,
    y: int,
    width: int,
    cols: int = 4,
    body: int = 24,
    loc: str = "en",
) -> int:
    """Character cards, each row as tall as its longest text; returns bottom y."""
    if not chars:
        d.text((x, y), say(loc, "board-almadi-none"), font=font(24), fill=MUTED)
        return y + 32
    gap = 10
    cw = (width - (cols - 1) * gap) // cols
    fb = font(body)
    lh = line_height(fb)
    for i in range(0, len(chars), cols):
        row = chars[i : i + cols]
        nl = max(len(kit.wrap(_char_power(loc, c), fb, cw - 16)) for c in row)
        ch = int(24 * 1.6) + 4 + line_height(font(body, True)) + nl * lh + 8
        for j, c in enumerate(row):
            cx = x + j * (cw + gap)
            kind = c.get("kind")
            tag = say(loc, f"board-almadi-char-{kind}") if kind in ("end", "game") else None
            accent = CHAR_COLOUR if kind == "end" else (40, 90, 120)
            kit.card(
                d,
                (cx, y, cx + cw, y + ch),
                _char_title(loc, c),
                _char_power(loc, c),
                accent=accent,
                corner=f"{c.get('cost', '?')}◆",
                title_size=24,
                body_size=body,
                tag=tag,
            )
        y += ch + gap
    return y


def draw_score_table(d, view: dict, names: list[str], x: int, y: int, width: int) -> int:
    loc = kit.locale_of(view)
    res = dict(view.get("result") or {})
    res["breakdown"] = [
        {
            (say(loc, f"board-almadi-cat-{k}") if has(f"board-almadi-cat-{k}") else k): v
            for k, v in (b or {}).items()
        }
        for b in res.get("breakdown") or []
    ]
    labels = [kit.seat_name(names, i, loc) for i in range(view.get("seats") or 0)]
    return kit.score_table(d, res, labels, x, y, width, loc)


# --------------------------------------------------------------------------------------------
# Whole images
# --------------------------------------------------------------------------------------------

HEADER_H = 54


def _header(view: dict, title: str, x: int, width: int) -> layout.Node:
    """The title bar across the image, and the turn (it changes once a turn)."""
    return tile(_title_bar, W, title, _header_parts(view), x, width)


def _title_bar(d, title: str, parts: list[str], x: int, width: int) -> int:
    d.rectangle((0, 0, W - 1, HEADER_H - 1), fill=(60, 40, 30))  # within its panel
    d.text((x, HEADER_H / 2), title, font=font(32, True), fill=kit.WHITE, anchor="lm")
    d.text(
        (x + width, HEADER_H / 2),
        "  ·  ".join(parts),
        font=font(24, True),
        fill=kit.WHITE,
        anchor="rm",
    )
    return HEADER_H


def _header_parts(view: dict) -> list[str]:
    loc = kit.locale_of(view)
    turn = view.get("turn")
    tt = view.get("turns_total")
    parts = []
    if turn is not None and view.get("phase") == "turn":  # as the text summary
        if tt:
            parts.append(say(loc, "board-almadi-turn-of", turn=turn, total=tt))
        else:
            parts.append(say(loc, "board-almadi-turn", turn=turn))
    if view.get("phase") == "over":
        parts.append(say(loc, "board-almadi-game-over"))
    elif str(view.get("phase", "")).startswith("setup"):
        parts.append(say(loc, "board-almadi-setup"))
    opts = view.get("options") or {}
    if opts.get("characters"):
        parts.append(say(loc, "board-almadi-variant-characters"))
    return parts


def _ordered_players(view: dict) -> list[dict]:
    players = view.get("players") or []
    order = view.get("order") or [p.get("seat", i) for i, p in enumerate(players)]
    by_seat = {p.get("seat", i): p for i, p in enumerate(players)}
    return [by_seat[s] for s in order if s in by_seat] + [
        p for s, p in by_seat.items() if s not in order
    ]


GAP = 12
CELL_W = (W - 2 * PAD - GAP) // 2
SOLO_TILE = 110  # kingdom tiles with one panel per row (2 players, or wide kingdoms)
PAIR_TILE = 100  # kingdom tiles with two panels per row (3-5 players)
READABLE_TILE = 100  # px: side icons 36 px, goods icons 30 px (12 and 10 px at 400 wide)


def _solo_tile(player: dict) -> int:
    """A kingdom's tiles in a panel across the image: the holdings beside it while its tiles
    stay readable, else under it (a kingdom 7-8 columns wide)."""
    beside = _tile_for(player, W - 2 * PAD - 36 - 420, SOLO_TILE)
    return beside if beside >= READABLE_TILE else _tile_for(player, W - 2 * PAD - 36, SOLO_TILE)


def _heading(width: int, text: str) -> layout.Node:
    """A section title, a tile 36 rows tall (the next tile's top)."""
    return tile(_heading_text, width, 0, 0, text)


def _heading_text(d, x: int, y: int, text: str) -> int:
    d.text((x, y), text, font=font(26, True), fill=INK)
    return y + 36


def _score_box(d, view: dict, names: list[str], x: int, y: int, width: int) -> int:
    """The final scores, returning the row under their box (not the margin below it)."""
    return draw_score_table(d, view, names, x, y, width) - 7


def _market_left(d, market: list, x: int, y: int, width: int, loc: str = "en") -> int:
    names_left = ", ".join(_char_title(loc, c) for c in market)
    label = say(loc, "board-almadi-market-left")
    d.text((x, y), label, font=font(24, True), fill=MUTED)
    lw = text_width(label, font(24, True)) + 12
    lines = kit.wrap(names_left or say(loc, "board-almadi-market-empty"), font(24), width - lw)
    return kit.draw_lines(d, (x + lw, y), lines, font(24))


def render_public(view: dict, names: list[str]) -> Page:
    """Header, turn banner (or final scores), the table (the offer across the whole width, piles,
    turn, legend), the player panels (one per row for 2 players, two per row for 3-5), then
    table objectives and the character market."""
    loc = kit.locale_of(view)
    seq = _ordered_players(view)
    full = W - 2 * PAD
    pair = min([_tile_for(p, CELL_W - 32, PAIR_TILE) for p in seq] or [PAIR_TILE])
    # two panels a row while the kingdoms' tiles stay readable; wide kingdoms get the width
    per_row = 1 if len(seq) <= 2 or pair < READABLE_TILE else 2
    cell_w = full if per_row == 1 else CELL_W
    tile_px = min([_solo_tile(p) for p in seq] or [SOLO_TILE]) if per_row == 1 else pair
    over = bool((view.get("result") or {}).get("scores"))
    title = say(loc, "board-almadi-title")
    top: list[layout.Node | None] = [_header(view, title, PAD, full), Space(12)]
    if not over:  # at the end the score table says it
        top += [At(PAD, 0, layout.banner(full, *_banner_text(view, names))), Space(12)]
    else:
        # the box's right edge is its column PAD + full: the tile takes one column more
        shown = {"result": view.get("result"), "seats": view.get("seats"), "locale": loc}
        scores = At(PAD, 0, tile(_score_box, full + 1, shown, names, 0, 0, full))
        top += [layout.tag(scores, "result"), Space(1)]
    top += [At(PAD, 0, draw_table(view, names, full)), Space(12)]
    objs = view.get("table_objectives") or []
    beside = per_row == 2 and len(seq) % 2 == 1  # the table objectives fill the empty cell
    rows: list[layout.Node | None] = []
    for i in range(0, len(seq), per_row):
        row = seq[i : i + per_row]
        rh = max(player_panel_height(view, p, tile_px, cell_w, False) for p in row)
        cells: list[layout.Node] = [
            At(
                PAD + j * (cell_w + GAP),
                0,
                draw_player_panel(view, p, names, cell_w, tile_px, height=rh),
            )
            for j, p in enumerate(row)
        ]
        if beside and len(row) == 1:
            ox = PAD + CELL_W + GAP + 8
            cells.append(At(ox, 4, _heading(CELL_W - 8, say(loc, "board-almadi-table-objectives"))))
            cells.append(At(ox, 42, _objectives(objs, CELL_W - 8, loc)))
        # at the end the kingdoms are the board (the offer is gone)
        first = over and not rows
        rows += [layout.tag(Layer(*cells), "board") if first else Layer(*cells), Space(GAP)]
    rows.append(Space(2))
    if not beside:
        heading = _heading(full, say(loc, "board-almadi-table-objectives"))
        rows += [Fixed(38, At(PAD, 0, heading))]
        rows += [At(PAD, 0, _objectives(objs, full, loc)), Space(8)]
    market = view.get("market") or []
    if market or (view.get("options") or {}).get("characters"):
        if over:
            rows += [At(PAD, 0, tile(_market_left, full, market, 0, 0, full, loc)), Space(6)]
        else:
            cols = max(3, min(4, len(market)))  # a name at 24 px fits a quarter of the width
            cards = tile(draw_character_cards, full, market, 1, 1, full, cols, 24, loc, pad=1)
            heading = _heading(full, say(loc, "board-almadi-character-market"))
            rows += [Fixed(38, At(PAD, 0, heading))]
            rows += [At(PAD, 0, cards), Space(2)]
    return Page(W, *top, *rows, Space(4))


def render_private(view: dict, names: list[str]) -> Page:
    loc = kit.locale_of(view)
    seat = view.get("viewer")
    players = view.get("players") or []
    me = next((p for p in players if p.get("seat") == seat), None) or {"seat": seat}
    priv = view.get("private") or {}
    hand = priv["hand"] if priv.get("hand") is not None else me.get("hand") or []
    dealt = priv.get("dealt") or []
    full = W - 2 * PAD
    tile_px = _solo_tile(me)
    phase = view.get("phase")
    msg = ""
    if view.get("active") == seat and phase == "turn":
        msg = say(loc, "board-almadi-your-turn")
    elif seat in (view.get("pending") or []):
        msg = say(loc, "board-almadi-your-choice")
    show_chars = bool(hand or dealt or (view.get("options") or {}).get("characters"))
    dealt_now = dealt and phase == "setup_keep"
    return Page(
        W,
        _header(view, say(loc, "board-almadi-private-title"), PAD, full),
        # the viewer's line, from the header's margin (a badge may reach above its line)
        Fixed(12 + 46, tile(_you_line, W, seat, kit.seat_name(names, seat, loc), msg, 12)),
        At(PAD, 0, layout.banner(full, *_banner_text(view, names))),
        Space(12),
        _cards_section(say(loc, "board-almadi-dealt"), dealt, full, loc) if dealt_now else None,
        _cards_section(say(loc, "board-almadi-hand-title"), hand, full, loc)
        if show_chars
        else None,
        At(PAD, 0, draw_player_panel(view, me, names, full, tile_px, show_hand=True)),
        Space(12),
        Column(At(PAD, 0, draw_table(view, names, full)), Space(8)) if view.get("board") else None,
        Space(4),
    )


def _you_line(d, seat: int, name: str, msg: str, y: int) -> int:
    kit.player_label(d, seat, name, PAD, y, 28, W - 2 * PAD - 320)
    if msg:
        kit.chip_right(d, W - PAD, y, msg, kit.HILITE, PRIMARY)
    return y + 46


def _cards_section(title: str, cards: list, width: int, loc: str = "en") -> layout.Node:
    """A private panel's row of character cards under its title."""
    return Column(
        Fixed(38, tile(_heading_text, W, PAD, 0, title)),
        At(PAD, 0, tile(draw_character_cards, width, cards, 1, 1, width, 3, 24, loc, pad=1)),
        Space(2),
    )


def render(view: dict, names: list[str]) -> Page:
    if view.get("viewer") is None:
        return render_public(view, names)
    return render_private(view, names)


__all__ = ["render", "render_private", "render_public", "tile_image"]
