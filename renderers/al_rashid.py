"""Al-Rashid renderer: draws an Al-Rashid view (``games/al_rashid/view.py``) as an image.

Public image: header (year, phase, whose turn, current decision), turn order track, the city
(6 palaces: stacked groups of pawns in placement order with predominance and rank, titles still
available in each guild), the map (7 countries: groups, goods and credit notes left, mercenary
tokens face down as "?" or revealed with values), mercenary stacks and crises, then one strip per
player (pawns available, goods and their gold value, notes, titles used/unused, influence,
dishonour, tokens in hand) and the final breakdown once ``result`` is set.

Private panel (``viewer`` set): the seat's hand tokens (colour + value), what it has spied on
face-down tokens, its own strip, and the board as that seat sees it (spied values shown).

Every word is drawn in the view's language (``kit.locale_of``): sector, title, good and pawn
names and the decisions are the game catalogue's own ids (``alrashid-…``), so the image and the
texts say the same word; the image's other words are ``board-al-rashid-…``. A tile whose text
depends on the language takes the locale (or the worded text) as a prop.
"""

from __future__ import annotations

from renderers import kit, layout
from renderers.kit import INK, MUTED, PANEL, font, text_width
from renderers.layout import At, Column, Fixed, Layer, Page, Space, tile

W = 1200
PAD = 20

PALACE_RGB = {
    "black": (50, 50, 50),
    "red": (190, 40, 40),
    "violet": (120, 70, 170),
    "blue": (30, 90, 170),
    "cyan": (0, 150, 180),
    "green": (30, 130, 60),
}
GOODS = ("wood", "ceramic", "metal", "spice", "silk")
GOODS_RGB = {
    "wood": (125, 80, 40),
    "ceramic": (130, 70, 160),
    "metal": (140, 140, 145),
    "spice": (235, 130, 20),
    "silk": (250, 250, 250),
    "note": (240, 220, 120),
}
GOODS_ABBR = {
    "wood": "Wo",
    "ceramic": "Ce",
    "metal": "Me",
    "spice": "Sp",
    "silk": "Si",
    "note": "N",
}
MERC_RGB = {"red": (200, 40, 40), "blue": (30, 90, 190)}
PAWN_LETTER = {"pasha": "P", "merchant": "M", "sage": "s"}
PAWN_R = {"pasha": 24, "merchant": 21, "sage": 18}  # a sage is 36 px: 12 px at 400 wide
GROUP_H = 54
PHASES = {
    "setup": "Setup",
    "placement": "Placement",
    "reserved": "Reserved pawn",
    "window": "Between phases",
    "resolution": "Resolution",
    "over": "Game over",
}


# Phone width: the images are 1200 px wide and shown about 400 px wide on a phone (a factor 1/3).
# Primary information (what each sector offers, who stands where, each player's goods, gold and
# pawns) is drawn at PRIMARY px or more: 8 px at 400 px wide.
PRIMARY = 24

measuring_sizes = kit.measuring_sizes  # the phone-width tests' hook (kind, px of pieces)
_note = kit.note


# --------------------------------------------------------------------------------------------
# Small pieces
# --------------------------------------------------------------------------------------------


def pawn(d, seat: int, kind: str, cx: float, cy: float) -> None:
    """A pawn: the seat's shape and colour, size by rank, letter P / M / s inside."""
    r = PAWN_R.get(kind, 12)
    _note("pawn", 2 * r)
    kit.shape(d, kit.player_shape(seat), cx, cy, r, kit.player_colour(seat), kit.BLACK, 2)
    ty = cy + (r * 0.2 if kit.player_shape(seat) == "triangle" else 0)
    d.text(
        (cx, ty),
        PAWN_LETTER.get(kind, "?"),
        font=font(int(r * 1.35), True),
        fill=kit.WHITE,
        anchor="mm",
        stroke_width=2,
        stroke_fill=kit.BLACK,
    )


def good_chip(d, kind: str, x: float, y: float, n: int | None = None, size: int = 26) -> int:
    """A goods square with its icon (game-icons.net; the legend names it), then ``n``;
    returns the right edge."""
    col = GOODS_RGB.get(kind, (200, 200, 200))
    if kind == "note":
        d.rounded_rectangle(
            (x, y, x + size * 1.3, y + size), radius=4, fill=col, outline=kit.BLACK, width=2
        )
        w = size * 1.3
    else:
        d.rectangle((x, y, x + size, y + size), fill=col, outline=kit.BLACK, width=2)
        w = size
    kit.sprite(d, f"ar-{kind}", x + w / 2, y + size / 2, size - 2, kit.text_on(col))
    x2 = x + w
    _note("goods chip", size)
    if n is not None:
        f = font(int(size * 0.8), True)
        _note("goods count", f.size)
        d.text((x2 + 3, y + size / 2), f"{n}", font=f, fill=INK, anchor="lm")
        x2 += 3 + text_width(f"{n}", f)
    return int(x2 + 10)


def merc_token(d, colour: str | None, value, x: float, y: float, size: int = 30) -> int:
    """A mercenary token: colour plus its letter (R/B, so colour is not the only cue) and the
    value, or "?" when hidden. Returns the x after it."""
    col = MERC_RGB.get(colour or "", (120, 120, 120))
    w = int(size * 1.6)
    d.rounded_rectangle((x, y, x + w, y + size), radius=6, fill=col, outline=kit.BLACK, width=2)
    txt = ("R" if colour == "red" else "B") + ("?" if value is None else str(value))
    d.text(
        (x + w / 2, y + size / 2),
        txt,
        font=font(max(PRIMARY, int(size * 0.6)), True),
        fill=kit.WHITE,
        anchor="mm",
    )
    return int(x + w + 6)


def _groups(d, groups: list[dict], x: int, y: int, width: int, locale: str = "en") -> int:
    """Groups in position order: badge, pawns in placement order, predominance, rank."""
    if not groups:
        d.text((x, y), kit.say(locale, "board-al-rashid-no-pawns"), font=font(PRIMARY), fill=MUTED)
        return y + 34
    for g in groups:
        seat = g.get("seat", 0)
        px = x
        cy = y + GROUP_H / 2 - 1
        d.text((px, cy), f"#{g.get('rank', '?')}", font=font(PRIMARY, True), fill=INK, anchor="lm")
        px += 44
        for p in g.get("pawns") or []:
            pawn(d, seat, p, px + PAWN_R.get(p, 12), cy)
            px += 2 * PAWN_R.get(p, 12) + 4
        d.text(
            (px + 6, cy),
            f"= {g.get('predominance', 0)}",
            font=font(26, True),
            fill=INK,
            anchor="lm",
        )
        _note("rank and predominance", PRIMARY)
        y += GROUP_H
    return y


def sector_name(locale: str, sec: dict) -> str:
    """A sector's name in ``locale`` (the game's own word), from its id."""
    if sec.get("id"):
        return kit.say(locale, "alrashid-sector", id=sec["id"])
    return str(sec.get("name") or "")


def title_cost(locale: str, t: dict) -> str:
    """A title's cost, PP and copies left: "7g 2PP ×2"."""
    left, pp = t.get("left", 0), t.get("pp")
    text = kit.say(locale, "board-al-rashid-cost", cost=t.get("cost", "?"))
    if pp is not None:
        text += kit.say(locale, "board-al-rashid-title-pp", pp=pp)
    return text + (f" ×{left}" if left > 1 else "")


def _title_lines(locale: str, t: dict, w: int) -> list[str]:
    """An available title's name in a palace ``w`` wide, beside its cost: on two lines when
    long (a title's name is never cut)."""
    name = title_name(locale, t["id"]) if t.get("id") else str(t.get("name"))
    rw = text_width(title_cost(locale, t), font(PRIMARY, True))
    return kit.wrap(name, font(TITLE_NAME), w - 30 - rw)


def _sector_box(
    d, sec: dict, x: int, y: int, w: int, h: int, accent, titles: list[dict] | None, locale: str
):
    resolved = sec.get("resolved")
    look = _look(sec)
    fill = (225, 222, 215) if resolved else look[1]
    kit.rounded(
        d, (x, y, x + w, y + h), fill=fill, outline=kit.darken(accent, 0.2), width=3, radius=10
    )
    # the sector's emblem, faint behind its contents: a palace's minaret, a sea's wave, a
    # land's camel (game-icons.net)
    lines, hh, done = _head(locale, sec, w)
    mark = min(110, h - hh - 12)
    if mark >= 40:
        tint = kit.lighten(accent, 0.88) if not resolved else (216, 212, 204)
        kit.sprite(d, look[2], x + w - 14 - mark / 2, y + h - 8 - mark / 2, mark, tint)
    d.rounded_rectangle(
        (x, y, x + w, y + hh), radius=10, fill=accent, outline=kit.darken(accent, 0.2), width=3
    )
    d.rectangle((x + 3, y + hh - 10, x + w - 3, y + hh - 2), fill=accent)
    rw = max(118, text_width(done, font(PRIMARY, True)) + 16) if done else 0
    if hh == HEAD_H:  # the name and the chip on one line
        f = kit.fit_font(lines[0], w - 20 - rw, 26, True, PRIMARY)
        title = kit.ellipsize(lines[0], f, w - 20 - rw)
        d.text((x + 10, y + HEAD_H / 2), title, font=f, fill=kit.text_on(accent), anchor="lm")
    else:  # a long French or Italian name: on its lines, the chip on the last or under it
        f = font(PRIMARY, True)
        for k, line in enumerate(lines):
            d.text(
                (x + 10, y + HEAD_H / 2 + HEAD_ROW * k),
                line,
                font=f,
                fill=kit.text_on(accent),
                anchor="lm",
            )
    _note("sector name", f.size)
    if done:
        kit.chip(d, x + w - rw - 2, y + 5 + hh - HEAD_H, done, (235, 235, 235), PRIMARY, pad=6)
    cy = y + hh + 8
    if "stock" in sec:
        stock = sec.get("stock") or {}
        gx = x + 10
        for good in (*GOODS, "note"):
            n = stock.get(good, 0)
            if n:
                if gx > x + 10 and gx + _chip_w(good, n) > x + w:
                    gx = x + 10
                    cy += CHIP + 8
                gx = good_chip(d, good, gx, cy, n, CHIP)
        if gx == x + 10:
            empty = kit.say(locale, "board-al-rashid-stock-empty")
            d.text((gx, cy + 2), empty, font=font(PRIMARY), fill=MUTED)
        cy += CHIP + 8
        toks = sec.get("tokens") or []
        if toks:
            tx = x + 10
            for t in toks:
                if tx + TOKEN * 1.6 > x + w:
                    tx = x + 10
                    cy += TOKEN + 6
                tx = merc_token(d, t.get("colour"), t.get("value"), tx, cy, TOKEN)
                _note("mercenary", int(TOKEN * 0.6))
            cy += TOKEN + 8
    cy = _groups(d, sec.get("groups") or [], x + 10, cy, w - 20, locale)
    if titles is not None:
        avail = [t for t in titles if (t.get("left") or 0) > 0]
        ft = font(TITLE_NAME)
        lh = TITLE_ROW
        d.line((x + 8, cy + 2, x + w - 8, cy + 2), fill=kit.LINE, width=1)
        cy += 6
        if not avail:
            d.text((x + 10, cy), kit.say(locale, "board-al-rashid-no-titles"), font=ft, fill=MUTED)
        for t in avail:
            right = title_cost(locale, t)
            fr = font(PRIMARY, True)
            _note("title cost", PRIMARY)
            for k, line in enumerate(_title_lines(locale, t, w)):
                d.text((x + 10, cy + k * lh), line, font=ft, fill=INK)
            d.text((x + w - 10, cy), right, font=fr, fill=INK, anchor="ra")
            cy += lh * len(_title_lines(locale, t, w))


HEAD_H = 44  # a sector's title strip
HEAD_ROW = 30  # each further line of a long sector name


def _head(locale: str, sec: dict, w: int) -> tuple[tuple[str, ...], int, str]:
    """A sector's title strip ``w`` wide: (its name's lines, its height, the "resolved" chip's
    words or ""). The name is never cut: when it does not fit beside the chip at 24 px, it
    wraps and the strip grows, the chip on the last line or under it."""
    title = sector_name(locale, sec) or str(sec.get("id"))
    done = kit.say(locale, "board-al-rashid-resolved") if sec.get("resolved") else ""
    rw = max(118, text_width(done, font(PRIMARY, True)) + 16) if done else 0
    f = font(PRIMARY, True)
    if text_width(title, f) <= w - 20 - rw:
        return (title,), HEAD_H, done
    lines = tuple(kit.wrap(title, f, w - 20))
    rows = len(lines) + (1 if done and text_width(lines[-1], f) > w - 20 - rw else 0)
    return lines, HEAD_H + HEAD_ROW * (rows - 1), done


CHIP = 32  # goods chips in a country (count in 25 px bold)
TOKEN = 40  # mercenary tokens on the map (letter and value in 24 px bold)
TITLE_NAME = PRIMARY  # title names in a palace, as the cost beside them
TITLE_ROW = 32


def _chip_w(kind: str, n: int) -> int:
    """The width a goods chip and its count take in a country (as ``good_chip`` draws them)."""
    w = CHIP * 1.3 if kind == "note" else CHIP
    return int(w + 3 + text_width(f"{n}", font(int(CHIP * 0.8), True)) + 10)


def _sector_height(sec: dict, w: int, titles: list[dict] | None, locale: str = "en") -> int:
    groups = sec.get("groups") or []
    h = _head(locale, sec, w)[1] + 8 + (len(groups) * GROUP_H if groups else 30) + 4
    if "stock" in sec:
        stock = sec.get("stock") or {}
        rows, gx = 1, 10
        for k in (*GOODS, "note"):
            n = stock.get(k, 0)
            if n:
                if gx > 10 and gx + _chip_w(k, n) > w:
                    rows, gx = rows + 1, 10
                gx += _chip_w(k, n)
        h += (CHIP + 8) * rows
        toks = sec.get("tokens") or []
        if toks:
            per = max(1, int((w - 20) // (TOKEN * 1.6 + 6)))
            h += (TOKEN + 6) * ((len(toks) + per - 1) // per) + 2
    if titles is not None:
        avail = [t for t in titles if (t.get("left") or 0) > 0]
        rows = sum(len(_title_lines(locale, t, w)) for t in avail)
        h += 8 + max(1, rows) * TITLE_ROW
    return h + 8


RING_PAD = 5  # px around a sector reached by the frame marking the last pawn placed


def _sector_panel(
    d, sec: dict, x: int, y: int, w: int, h: int, accent, titles, ring: int | None, locale: str
) -> int:
    # the tile's margin (room for the ring) shows the zone's ground, not the page's paper
    ground = CITY_WALL if sec.get("zone") == "city" else MAP_GROUND
    d.rectangle((0, 0, x + w + RING_PAD + 1, y + h + RING_PAD + 1), fill=ground)
    _sector_box(d, sec, x, y, w, h, accent, titles, locale)
    if ring is not None:  # the last pawn placed: a thick frame in the placing seat's colour
        col = kit.player_colour(ring)
        d.rounded_rectangle(
            (x - 5, y - 5, x + w + 5, y + h + 5), radius=13, outline=kit.BLACK, width=3
        )
        d.rounded_rectangle((x - 3, y - 3, x + w + 3, y + h + 3), radius=12, outline=col, width=4)
    return y + h + 1  # the box's outline is drawn on its last row


SEAS = {"indianum", "internum"}  # the map's seas (blue, sea mercenaries); the rest is land
CITY_WALL = (214, 190, 146)  # the city's sandstone, behind its palaces
MAP_GROUND = (226, 212, 170)  # the map's desert, behind its countries
SEA_RGB = (35, 105, 165)
LAND_RGB = (150, 110, 60)


def _look(sec: dict) -> tuple[tuple[int, int, int], tuple[int, int, int], str]:
    """(accent, fill, emblem sprite) of a sector: a palace in its guild's colour, a sea in
    blue water, a land in sand."""
    if sec.get("zone") == "city":
        return PALACE_RGB.get(sec.get("colour") or "", (90, 90, 90)), PANEL, "ar-palace"
    if sec.get("id") in SEAS:
        return SEA_RGB, (226, 238, 248), "ar-sea"
    return LAND_RGB, (252, 244, 226), "camel"


def _zone(
    title: str,
    note: str,
    sectors: list[dict],
    titles: dict | None,
    last: dict | None,
    locale: str,
) -> layout.Node:
    """A half of the board as the game has it — the city's palaces on sandstone inside its
    walls, the map's countries on the desert — its title on the ground above them."""
    grid, height = _grid(sectors, W - 2 * ZONE_IN, 3, titles, last, locale)
    city = titles is not None
    ground = tile(_ground, W, city, title, note, ZONE_HEAD + height + 12)
    return Column(Space(6), Layer(ground, At(ZONE_IN, ZONE_HEAD, grid)), Space(12))


ZONE_HEAD = 58  # the zone's title on its ground, above its sectors
ZONE_IN = PAD + 10  # the sectors' margin from the image's edge (10 px of ground beside them)


def _ground(d, city: bool, title: str, note: str, height: int) -> int:
    colour = CITY_WALL if city else MAP_GROUND
    x0, x1 = PAD, W - PAD
    top = 10 if city else 0
    d.rectangle((x0, top, x1, height), fill=colour, outline=kit.darken(colour, 0.35), width=3)
    if city:  # the wall's crenellations
        step = 40
        for cx in range(x0, x1 - step // 2, step):
            d.rectangle((cx + 4, 0, cx + step // 2 + 4, top + 2), fill=colour)
            d.line((cx + 4, 0, cx + step // 2 + 4, 0), fill=kit.darken(colour, 0.35), width=3)
            d.line((cx + 4, 0, cx + 4, top), fill=kit.darken(colour, 0.35), width=3)
            d.line(
                (cx + step // 2 + 4, 0, cx + step // 2 + 4, top),
                fill=kit.darken(colour, 0.35),
                width=3,
            )
    f = font(28, True)
    d.text((x0 + 20, top + 8), title, font=f, fill=INK)
    d.text(
        (x0 + 30 + text_width(title, f), top + 12),
        note,
        font=font(PRIMARY),
        fill=kit.darken(colour, 0.6),
    )
    return height


def _grid(
    sectors: list[dict],
    width: int,
    cols: int,
    titles: dict | None,
    last: dict | None = None,
    locale: str = "en",
) -> tuple[layout.Node, int]:
    """Sectors in rows of ``cols``, each row as tall as its tallest sector, a tile each; and
    the rows' height."""
    gap = 12
    w = (width - (cols - 1) * gap) // cols
    rows = []
    total = 0
    for i in range(0, len(sectors), cols):
        row = sectors[i : i + cols]
        hs = [
            _sector_height(
                s, w, (titles or {}).get(s.get("id")) if titles is not None else None, locale
            )
            for s in row
        ]
        h = max(hs)
        cells = []
        for j, s in enumerate(row):
            accent = _look(s)[0]
            t = (titles or {}).get(s.get("id")) if titles is not None else None
            ring = (
                int(last.get("seat") or 0) if last and last.get("sector") == s.get("id") else None
            )
            args = (s, RING_PAD, RING_PAD, w, h, accent, t, ring, locale)
            cells.append(At(j * (w + gap), 0, tile(_sector_panel, w + 1, *args, pad=RING_PAD)))
        rows.append(Fixed(h + gap, Layer(*cells)))
        total += h + gap
    return Column(*rows), total - gap


# --------------------------------------------------------------------------------------------
# Player strip
# --------------------------------------------------------------------------------------------

_GUILD_COLOUR = {
    "intrigue": "black",
    "military": "red",
    "traditions": "violet",
    "commerce": "blue",
    "politics": "cyan",
    "rashid": "green",
}
TITLE_LH = 32
TITLE_SIZE = PRIMARY  # a title's name is primary: 8 px at 400 px wide, never cut
TITLE_MARK = {"activated": " (A)", "one-shot": " (1)", "permanent": ""}


def title_name(locale: str, tid: str) -> str:
    """A title's name in ``locale`` (the game's own word: image and texts agree)."""
    return kit.say(locale, "alrashid-title", id=tid)


def _title_label(t: dict, locale: str = "en") -> str:
    name = title_name(locale, t["id"]) if t.get("id") else t.get("name")
    label = f"{name}{TITLE_MARK.get(t.get('type', ''), '')}"
    if t.get("type") != "permanent":
        label += " ✔" if t.get("used") else " ○"
    return label


def _title_cells(titles: list[dict], width: int, locale: str = "en") -> list[tuple[int, int, int]]:
    """(row, column, columns spanned) of each title: two columns, a name too long for one
    spanning both (a title's name is never cut; the strip grows by a row instead)."""
    colw = (width - 32) // 2
    f = font(TITLE_SIZE)
    cells, row, col = [], 0, 0
    for t in titles:
        span = 1 if text_width(_title_label(t, locale), f) <= colw - 28 else 2
        if col + span > 2:
            row, col = row + 1, 0
        cells.append((row, col, span))
        row, col = (row + 1, 0) if col + span == 2 else (row, col + span)
    return cells


def _strip_height(p: dict, locale: str = "en") -> int:
    cells = _title_cells(p.get("titles") or [], CELL_W, locale)
    rows = max((r + 1 for r, _c, _n in cells), default=1)
    return 44 + 40 + 40 + 36 + max(1, rows) * TITLE_LH + 10


def _player_strip(
    view: dict, p: dict, names: list[str], width: int, h: int | None = None, locale: str = "en"
) -> layout.Node:
    """One player's strip (the same while nothing it shows changed)."""
    h = max(h or 0, _strip_height(p, locale))
    res = view.get("result") or {}
    shown = {  # what of the view a strip reads
        "result": {"scores": res.get("scores")},
        "order": view.get("order"),
        "active": view.get("active"),
        "phase": view.get("phase"),
    }
    return tile(_draw_player_strip, width, shown, p, names, locale, 1, 1, width, h, pad=1)


def _draw_player_strip(
    d, view: dict, p: dict, names: list[str], locale: str, x, y, width: int, h: int
) -> int:
    say = kit.say
    seat = p.get("seat", 0)
    titles = p.get("titles") or []
    rgb = kit.player_colour(seat)
    kit.rounded(d, (x, y, x + width, y + h), fill=PANEL, outline=rgb, width=4, radius=12)
    d.rectangle((x + 4, y + 4, x + 12, y + h - 4), fill=rgb)
    res = view.get("result") or {}
    score = None
    if res.get("scores") and seat < len(res["scores"]):
        score = say(locale, "board-al-rashid-pp", n=res["scores"][seat])
    elif (p.get("prestige") or {}).get("total") is not None:  # the score if the game ended now
        score = say(locale, "board-al-rashid-pp-now", n=p["prestige"]["total"])
    sw = text_width(score, font(32, True)) + 16 if score else 0
    order = view.get("order") or []
    chips = []
    if seat in order:
        chips.append(
            (say(locale, "board-al-rashid-order", n=order.index(seat) + 1), (230, 230, 230))
        )
    if view.get("active") == seat and view.get("phase") != "over":
        chips.append((say(locale, "board-al-rashid-turn"), kit.HILITE))  # the banner says it all
    chips_w = sum(text_width(c[0], font(PRIMARY, True)) + 28 for c in chips)
    name = kit.seat_name(names, seat, locale)
    need = text_width(name, font(24, True)) + 44
    if chips and seat in order and width - 40 - sw - chips_w < need:
        chips_w -= text_width(chips[0][0], font(PRIMARY, True)) + 28
        chips = chips[1:]  # the order is on the status line; the name comes first
    hx = kit.player_label(d, seat, name, x + 20, y + 6, 30, max(120, width - 40 - sw - chips_w))
    for text, fill in chips:
        hx = kit.chip(d, hx + 10, y + 6, text, fill, PRIMARY)
    if score:
        d.text((x + width - 14, y + 23), score, font=font(32, True), fill=INK, anchor="rm")
    # pawns available / in family
    ly = y + 46
    px = x + 20
    fv = font(26, True)
    _note("player pawns, gold, notes", fv.size)
    for kind in ("pasha", "merchant", "sage"):
        info = (p.get("pawns") or {}).get(kind) or {}
        pawn(d, seat, kind, px + 20, ly + 17)
        txt = f"{info.get('pool', 0)}/{info.get('family', 0)}"
        if info.get("reserved"):
            txt += " +R"
        d.text((px + 43, ly + 17), txt, font=fv, fill=INK, anchor="lm")
        px += 43 + text_width(txt, fv) + 14
    free = say(locale, "board-al-rashid-free-family")
    d.text((px, ly + 17), free, font=font(PRIMARY), fill=MUTED, anchor="lm")
    # goods and their value
    ly += 40
    gx = x + 20
    goods = p.get("goods") or {}
    for k in GOODS:
        gx = good_chip(d, k, gx, ly + 1, goods.get(k, 0), 32) - 2
    gold = say(locale, "board-al-rashid-gold", n=p.get("gold", 0))
    d.text((gx + 2, ly + 17), gold, font=fv, fill=INK, anchor="lm")
    # notes, influence, dishonour, hand
    ly += 40
    hand = p.get("hand") or {}
    bits = [
        (say(locale, "board-al-rashid-notes"), str(p.get("notes", 0))),
        (say(locale, "board-al-rashid-influence"), str(p.get("influence", 0))),
        (say(locale, "board-al-rashid-dishonour"), str(p.get("dishonour", 0))),
        (say(locale, "board-al-rashid-hand"), f"{hand.get('red', 0)}R {hand.get('blue', 0)}B"),
    ]
    fl = font(PRIMARY, True)
    bx = x + 20
    for label, val in bits:
        d.text((bx, ly + 15), label, font=fl, fill=MUTED, anchor="lm")
        bx += text_width(label, fl) + 6
        d.text((bx, ly + 15), val, font=fv, fill=INK, anchor="lm")
        bx += text_width(val, fv) + 16
    # titles, one per line
    ly += 36
    ft = font(TITLE_SIZE)
    if not titles:
        d.text((x + 20, ly), say(locale, "board-al-rashid-no-titles-yet"), font=ft, fill=MUTED)
    colw = (width - 32) // 2
    for t, (row, col, span) in zip(titles, _title_cells(titles, width, locale), strict=True):
        tx = x + 20 + col * colw
        ty = ly + row * TITLE_LH
        used = t.get("used")
        gcol = PALACE_RGB.get(_GUILD_COLOUR.get(t.get("guild"), ""), (90, 90, 90))
        d.rectangle((tx, ty + 5, tx + 18, ty + 23), fill=gcol, outline=kit.BLACK)
        label = _title_label(t, locale)
        d.text(
            (tx + 24, ty),
            kit.ellipsize(label, ft, span * colw - 28),
            font=ft,
            fill=MUTED if used else INK,
        )
    return y + h


# --------------------------------------------------------------------------------------------
# Header, order, misc
# --------------------------------------------------------------------------------------------

HEADER_H = 54


def phase_name(locale: str, phase: object) -> str:
    """The phase as the header and banner name it."""
    if phase in PHASES:
        return kit.say(locale, "board-al-rashid-phase", id=str(phase))
    return str(phase or "")


def _header(view: dict, title: str, locale: str) -> layout.Node:
    """The title bar with the year and phase (it changes a few times a year)."""
    parts = "  ·  ".join(
        [
            kit.say(locale, "board-al-rashid-year", year=view.get("year", "?")),
            phase_name(locale, view.get("phase", "")),
        ]
    )
    return Fixed(HEADER_H, tile(_title_bar, W, title, parts))


def _title_bar(d, title: str, parts: str) -> int:
    d.rectangle((0, 0, W, HEADER_H), fill=(30, 50, 70))
    d.text((PAD, HEADER_H / 2), title, font=font(32, True), fill=kit.WHITE, anchor="lm")
    d.text((W - PAD, HEADER_H / 2), parts, font=font(24, True), fill=kit.WHITE, anchor="rm")
    return HEADER_H + 1  # the bar's last row is HEADER_H


def _heading(text: str, height: int, note: str = "") -> layout.Node:
    """A section title (and a note at the right) across the image: a tile ``height`` rows tall,
    where the rectangles of the tiles under it begin."""
    return tile(_heading_text, W, 0, text, height, note)


def _heading_text(d, y: int, text: str, height: int, note: str) -> int:
    d.text((PAD, y), text, font=font(26, True), fill=INK)
    if note:
        d.text((W - PAD, y + 2), note, font=font(PRIMARY), fill=MUTED, anchor="ra")
    return y + height


def _sector_names(view: dict, locale: str = "en") -> dict:
    out = {}
    for s in (view.get("city") or []) + (view.get("map") or []):
        if s.get("id"):
            out[s["id"]] = sector_name(locale, s) or s["id"]
    return out


def _decision_text(view: dict, locale: str = "en") -> str:
    """The current decision in words: the engine's kind label and the sector's name."""
    dec = view.get("decision") or {}
    kind = str(dec.get("kind") or "")
    label = dec.get("label")  # the engine's message naming the kind
    extra = ("battle", "trade", "guild", "rashid", "finish")  # kinds the engine leaves unnamed
    if label:
        txt = kit.say(locale, str(label[0]), **label[1])
    elif kind in extra:
        txt = kit.say(locale, "board-al-rashid-kind", id=kind)
    else:
        txt = kind.replace("_", " ")
    sec = dec.get("sector")
    if sec:
        txt += f" · {_sector_names(view, locale).get(sec, sec)}"
    return txt


STATUS_H = 98


def _status(view: dict, names: list[str], width: int, locale: str) -> layout.Node:
    """The turn order and who decides what now (or the winners)."""
    order = [(s, kit.seat_name(names, s, locale)) for s in view.get("order") or []]
    if view.get("phase") == "over":
        ranks = (view.get("result") or {}).get("ranks") or []
        win = [(s, kit.seat_name(names, s, locale)) for s, r in enumerate(ranks) if r == 1]
        line: list = ["over", win]
    else:
        who = (view.get("decision") or {}).get("seat", view.get("active"))
        line = [
            "now",
            view.get("pending_order"),
            None if who is None else (who, kit.seat_name(names, who, locale)),
            _decision_text(view, locale) if view.get("decision") else None,
        ]
    status = tile(_draw_status, width + 1, order, line, locale, 1, 1, width, pad=1)
    return Column(status, Space(7))


def _draw_status(d, order: list, line: list, locale: str, x: int, y: int, width: int) -> int:
    h = STATUS_H
    say = kit.say
    kit.rounded(d, (x, y, x + width, y + h), fill=PANEL, outline=kit.LINE, radius=10)
    head = say(locale, "board-al-rashid-order-head")
    d.text((x + 14, y + 26), head, font=font(PRIMARY, True), fill=MUTED, anchor="lm")
    ox = x + 24 + text_width(head, font(PRIMARY, True))
    per = max(90, (x + width - ox - 10) // max(1, len(order)) - 24)
    for i, (s, name) in enumerate(order):
        if i:
            d.text((ox, y + 26), "›", font=font(26, True), fill=MUTED, anchor="lm")
            ox += 20
        ox = kit.player_label(d, s, name, ox, y + 8, 26, min(230, per)) + 8
    ly = y + 72
    if line[0] == "over":
        head = say(locale, "board-al-rashid-winner", n=len(line[1]))
        d.text((x + 14, ly), head, font=font(PRIMARY, True), fill=MUTED, anchor="lm")
        wx = x + 24 + text_width(head, font(PRIMARY, True))
        for s, name in line[1]:
            wx = kit.player_label(d, s, name, wx, ly - 16, 26, 300) + 16
        return y + h + 1
    _, po, who, decision = line
    rx = x + width - 14
    if po:
        txt = say(locale, "board-al-rashid-next-order", order=" › ".join(str(s + 1) for s in po))
        d.text((rx, ly), txt, font=font(PRIMARY), fill=MUTED, anchor="rm")
        rx -= text_width(txt, font(PRIMARY)) + 16
    if who is not None:
        now = say(locale, "board-al-rashid-now")
        d.text((x + 14, ly), now, font=font(PRIMARY, True), fill=MUTED, anchor="lm")
        wx = kit.player_label(
            d, who[0], who[1], x + 24 + text_width(now, font(PRIMARY, True)), ly - 16, 26, 300
        )
        if decision is not None:
            f = font(PRIMARY)
            d.text(
                (wx + 14, ly),
                kit.ellipsize(decision, f, rx - wx - 20),
                font=f,
                fill=INK,
                anchor="lm",
            )
    return y + h + 1  # the box's outline is drawn on its last row


COUNTRIES = ("silk", "spice", "sanmatia", "indianum", "abbasid", "internum", "nilus")


def _crisis_text(cid: str, added: dict, locale: str = "en") -> str:
    """'Y2: R Silk, Nilus · B Indianum' (mercenaries the crisis added: ``added``, the view's;
    'année 2 : R Soie…' in French), or the id alone."""
    eff = added.get(cid)
    if eff is None:
        return str(cid)
    parts = []
    for colour, letter in (("red", "R"), ("blue", "B")):
        where = [
            kit.say(locale, "board-al-rashid-country", id=c) if c in COUNTRIES else c
            for c, col in eff
            if col == colour
        ]
        if where:
            parts.append(f"{letter} {', '.join(where)}")
    deck = "setup" if cid.startswith("s") else "year"
    tile = kit.say(locale, "alrashid-crisis-tile", deck=deck, n=int(cid[1:]))
    return kit.say(locale, "board-al-rashid-crisis", tile=tile, parts=" · ".join(parts))


def _supplies(d, view: dict, locale: str, x: int, y: int, width: int) -> int:
    """The mercenary stacks and the crises revealed. Nothing is cut: a stack that does not fit
    beside the other goes under it, a long heading or crisis (French, Italian) wraps."""
    say = kit.say
    merc = view.get("mercenaries") or {}
    cr = view.get("crisis") or {}
    revealed = list(cr.get("revealed") or [])
    ft, fb = font(PRIMARY), font(PRIMARY, True)
    lh = 32
    cols = 2
    cw = (width - 28) // cols
    head = say(locale, "board-al-rashid-mercenaries")
    stacks = []
    for c in ("red", "blue"):
        m = merc.get(c) or {}
        disc = m.get("discard") or []
        txt = say(locale, "board-al-rashid-stack", n=m.get("stack", 0))
        if disc:
            values = " ".join(str(v) for v in disc[-8:])
            txt += say(locale, "board-al-rashid-discard", values=values)
        stacks.append((c, txt))
    # where each stack goes: beside the heading, or on a line of its own under it
    places: list[tuple[str, str, int, int]] = []
    mx, my = x + 14 + text_width(head, fb) + 12, 0
    for c, txt in stacks:
        need = int(36 * 1.6) + 6 + text_width(txt, ft)
        if places and mx + need > x + width - 10:
            mx, my = x + 14, my + 44
        places.append((c, txt, mx, my))
        mx += need + 24
    heading = kit.wrap(say(locale, "board-al-rashid-crises", n=cr.get("deck", 0)), fb, width - 28)
    added = cr.get("added") or {}
    items = [kit.wrap(_crisis_text(cid, added, locale), ft, cw - 10) for cid in revealed]
    rows = [
        max(len(lines) for lines in items[r : r + cols]) * lh for r in range(0, len(items), cols)
    ]
    h = 50 + my + 36 * len(heading) + max(lh, sum(rows)) + 8
    kit.rounded(d, (x, y, x + width, y + h), fill=PANEL, outline=kit.LINE, radius=10)
    d.text((x + 14, y + 24), head, font=fb, fill=MUTED, anchor="lm")
    for c, txt, mx, dy in places:
        tx = merc_token(d, c, None, mx, y + 7 + dy, 36)
        d.text((tx, y + 24 + dy), txt, font=ft, fill=INK, anchor="lm")
    cy = y + 50 + my
    for line in heading:
        d.text((x + 14, cy), line, font=fb, fill=MUTED)
        cy += 36
    if not revealed:
        d.text((x + 14, cy), say(locale, "alrashid-none"), font=ft, fill=MUTED)
    for i, lines in enumerate(items):
        tx = x + 14 + (i % cols) * cw
        ty = cy + sum(rows[: i // cols])
        kit.draw_lines(d, (tx, ty), lines, ft, fill=INK, spacing=lh)
    return y + h + 1  # the box's outline is drawn on its last row


def _goods_swatch(kind: str):  # noqa: ANN202 - a legend swatch drawer
    return lambda d, cx, cy, r: good_chip(d, kind, cx - 16, cy - 16, None, 32)


def _no_swatch(d, cx: float, cy: float, r: float) -> None:
    """A legend entry whose label starts with its code (no swatch to draw)."""


def _legend(d, locale: str, x: int, y: int, width: int) -> int:
    say = kit.say

    def pawn_label(kind: str, value: int) -> str:
        return say(
            locale,
            "board-al-rashid-pawn",
            pawn=say(locale, "alrashid-pawn", id=kind, n=1),
            value=value,
        )

    items = [
        (lambda dd, cx, cy, r: pawn(dd, 0, "pasha", cx, cy), pawn_label("pasha", 5)),
        (lambda dd, cx, cy, r: pawn(dd, 0, "merchant", cx, cy), pawn_label("merchant", 3)),
        (lambda dd, cx, cy, r: pawn(dd, 0, "sage", cx, cy), pawn_label("sage", 1)),
        (
            lambda dd, cx, cy, r: dd.text(
                (cx, cy), "#1", font=font(PRIMARY, True), fill=INK, anchor="mm"
            ),
            say(locale, "board-al-rashid-legend-rank"),
        ),
        (
            lambda dd, cx, cy, r: merc_token(dd, "red", None, cx - 22, cy - 17, 34),
            "  " + say(locale, "board-al-rashid-legend-face-down"),
        ),
        *[(_goods_swatch(k), say(locale, "alrashid-good", id=k)) for k in GOODS],
        (_goods_swatch("note"), say(locale, "board-al-rashid-legend-note")),
        (_no_swatch, say(locale, "board-al-rashid-legend-mercenary")),
    ]
    return kit.legend(d, x, y, items, width, PRIMARY, swatch=PAWN_R["pasha"])


# --------------------------------------------------------------------------------------------
# Whole images
# --------------------------------------------------------------------------------------------


def _body(view: dict, names: list[str], locale: str) -> layout.Node:
    say = kit.say
    status = None
    if view.get("phase") != "over" or not (view.get("result") or {}).get("scores"):
        status = _status(view, names, W - 2 * PAD, locale)
    shown = {"mercenaries": view.get("mercenaries"), "crisis": view.get("crisis")}
    last = view.get("last")
    return Column(
        At(PAD, 0, status) if status else None,
        layout.tag(
            _zone(
                say(locale, "board-al-rashid-city"),
                say(locale, "board-al-rashid-city-note"),
                view.get("city") or [],
                view.get("titles") or {},
                last,
                locale,
            ),
            "board",
        ),
        _zone(
            say(locale, "board-al-rashid-map"),
            say(locale, "board-al-rashid-map-note"),
            view.get("map") or [],
            None,
            last,
            locale,
        ),
        At(PAD, 0, tile(_supplies, W - 2 * PAD, shown, locale, 1, 1, W - 2 * PAD, pad=1)),
        Space(7),
        At(PAD, -4, tile(_legend, W - 2 * PAD, locale, 2, 2, W - 2 * PAD, pad=2)),
        Space(2),
    )


GAP = 12
CELL_W = (W - 2 * PAD - GAP) // 2


def _players_grid(view: dict, names: list[str], seats: list[int], locale: str) -> layout.Node:
    players = {p.get("seat"): p for p in view.get("players") or []}
    rows = []
    for i in range(0, len(seats), 2):
        row = [players[s] for s in seats[i : i + 2]]
        rh = max(_strip_height(p, locale) for p in row)
        cells = [
            At(PAD + j * (CELL_W + GAP), 0, _player_strip(view, p, names, CELL_W, rh, locale))
            for j, p in enumerate(row)
        ]
        rows.append(Fixed(rh + GAP, Layer(*cells)))
    return Column(*rows)


def _banner_text(view: dict, names: list[str], locale: str = "en") -> tuple[int | None, str]:
    """(seat, text) of the phone banner: whose decision it is, and what."""
    say = kit.say
    if view.get("phase") == "over":
        res = view.get("result") or {}
        win = [i for i, r in enumerate(res.get("ranks") or []) if r == 1]
        who = say(locale, "board-al-rashid-and").join(kit.seat_name(names, s, locale) for s in win)
        over = say(locale, "board-al-rashid-over", who=who, n=len(win))
        return (win[0] if len(win) == 1 else None), over
    dec = view.get("decision") or {}
    seat = dec.get("seat", view.get("active"))
    if seat is None:
        return None, phase_name(locale, view.get("phase", ""))
    who = kit.seat_name(names, seat, locale)
    return seat, say(locale, "board-al-rashid-who-what", who=who, what=_decision_text(view, locale))


def _scores(view: dict, names: list[str], locale: str) -> layout.Node:
    """The final scores (the result does not change once set)."""
    labels = [
        kit.seat_name(names, i, locale)
        for i in range(view.get("seats") or len(view.get("players") or []))
    ]
    # the box's right edge is its column PAD + W - 2 * PAD: the tile takes one column more
    box = tile(_score_box, W - 2 * PAD + 1, view["result"], labels, locale, 1, 1, pad=1)
    return Column(At(PAD, 0, box), Space(3))


def _score_box(d, res: dict, labels: list[str], locale: str, x: int, y: int) -> int:
    """The score table (its columns the breakdown's keys in words), returning the row under its
    box (not the margin below it)."""
    res = dict(res)
    res["breakdown"] = [
        {
            (kit.say(locale, "board-al-rashid-score", id=k) if k != "total" else k): v
            for k, v in (b or {}).items()
        }
        for b in res.get("breakdown") or []
    ]
    return kit.score_table(d, res, labels, x, y, W - 2 * PAD, locale) - 7


def render_public(view: dict, names: list[str]) -> Page:
    locale = kit.locale_of(view)
    over = bool((view.get("result") or {}).get("scores"))
    players = {p.get("seat"): p for p in view.get("players") or []}
    order = [s for s in view.get("order") or [] if s in players] + [
        s for s in players if s not in (view.get("order") or [])
    ]
    return Page(
        W,
        _header(view, kit.say(locale, "board-al-rashid-title"), locale),
        Space(12),
        # at the end the score table says it
        layout.tag(_scores(view, names, locale), "result") if over else None,
        None
        if over
        else At(PAD, 0, layout.banner(W - 2 * PAD, *_banner_text(view, names, locale))),
        None if over else Space(12),
        _body(view, names, locale),
        # the strips begin 1 row above them
        Fixed(
            38,
            _heading(
                kit.say(locale, "board-al-rashid-players"),
                37,
                kit.say(locale, "board-al-rashid-titles-key"),
            ),
        ),
        _players_grid(view, names, order, locale),
    )


VIEWER_PAD = 3  # a triangle badge reaches 2 rows above the viewer's label


def _viewer(view: dict, names: list[str], locale: str) -> layout.Node:
    """The viewer's line; the banner goes under it (its rectangle, 1 row higher, begins where
    this one's ends)."""
    seat = view.get("viewer")
    awaited = seat in (view.get("pending") or [])
    p = VIEWER_PAD
    awaited_text = kit.say(locale, "board-al-rashid-awaited") if awaited else ""
    name = kit.seat_name(names, seat, locale)
    line = tile(_viewer_line, W - 2 * p, seat, name, awaited_text, p, pad=p)
    return Column(At(p, 0, line), Space(p + 1))


def _viewer_line(d, seat: int, name: str, awaited: str, y: int) -> int:
    """The viewer's label, and a chip (``awaited``'s words) when a decision of theirs is
    awaited."""
    kit.player_label(d, seat, name, PAD, y, 28, W // 2)
    if awaited:
        kit.chip_right(d, W - PAD, y, awaited, kit.HILITE, PRIMARY)
    return y + 45 - VIEWER_PAD


SECRETS_PAD = 4  # margin of the secret tokens' panel: the strip's lies 11 px to its left


def _secrets(view: dict, x: int, locale: str) -> layout.Node:
    """The seat's hand tokens and the face-down tokens it spied on, in the column from ``x`` to
    the image's right edge; its margin ends before the next tile's (6 rows lower)."""
    priv = view.get("private") or {}
    sec_names = _sector_names(view, locale)
    hand = priv.get("hand") or []
    known = [[str(sec_names.get(c, c)), toks] for c, toks in (priv.get("known") or {}).items()]
    p = SECRETS_PAD
    right = W - PAD - x + p  # the right margin, in the tile's columns
    return tile(_draw_secrets, W - p - x, hand, known, locale, p, p, right, pad=p)


def _draw_secrets(
    d, hand: list[dict], known: list, locale: str, rx: int, ry: int, right: int
) -> int:
    say = kit.say
    fb = font(PRIMARY, True)
    for line in kit.wrap(say(locale, "board-al-rashid-your-tokens"), fb, right - rx):
        d.text((rx, ry), line, font=fb, fill=INK)
        ry += 34
    tx = rx
    if not hand:
        d.text((rx, ry + 4), say(locale, "alrashid-none"), font=font(PRIMARY), fill=MUTED)
    for t in hand:
        if tx + 80 > right:
            tx = rx
            ry += 56
        tx = merc_token(d, t.get("colour"), t.get("value"), tx, ry, 48) + 4
    ry += 58
    tot = {
        c: sum(int(t.get("value") or 0) for t in hand if t.get("colour") == c)
        for c in ("red", "blue")
    }
    totals = say(locale, "board-al-rashid-totals", red=tot["red"], blue=tot["blue"])
    for line in kit.wrap_parts(totals, fb, right - rx):
        d.text((rx, ry), line, font=fb, fill=INK)
        ry += 36
    for line in kit.wrap(say(locale, "board-al-rashid-spied"), fb, right - rx):
        d.text((rx, ry), line, font=fb, fill=INK)
        ry += 34
    if not known:
        d.text((rx, ry), say(locale, "alrashid-none"), font=font(PRIMARY), fill=MUTED)
        ry += 30
    for name, toks in known:
        label = kit.ellipsize(name, font(PRIMARY, True), 210)
        d.text((rx, ry + 20), label, font=font(PRIMARY, True), fill=INK, anchor="lm")
        kx = rx + 220
        for t in toks:
            if kx + 64 > right:
                kx = rx + 220
                ry += 46
            kx = merc_token(d, t.get("colour"), t.get("value"), kx, ry, TOKEN)
            _note("mercenary", int(TOKEN * 0.6))
        ry += 48
    return ry


def render_private(view: dict, names: list[str]) -> Page:
    locale = kit.locale_of(view)
    seat = view.get("viewer")
    me = next((p for p in view.get("players") or [] if p.get("seat") == seat), None)
    # left: own strip; right: hand tokens and spied tokens
    strip = _player_strip(view, me, names, CELL_W, locale=locale) if me else None
    left = Column(At(PAD, 0, strip), Space(GAP)) if strip is not None else None
    x = PAD + CELL_W + GAP
    return Page(
        W,
        _header(view, kit.say(locale, "board-al-rashid-your-panel"), locale),
        Space(12),
        _viewer(view, names, locale),
        At(PAD, 0, layout.banner(W - 2 * PAD, *_banner_text(view, names, locale))),
        Space(12),
        Layer(left, Column(At(x, 0, _secrets(view, x, locale)), Space(6))),
        _body(view, names, locale),
    )


def render(view: dict, names: list[str]) -> Page:
    if view.get("viewer") is None:
        return render_public(view, names)
    return render_private(view, names)


__all__ = ["render", "render_private", "render_public"]
