"""Agra renderer: draws an Agra view (``games/agra/view.py``) as an image, 1200 px wide.

Public image, top to bottom: header (round, boat, order limit, blocked meditation action), the
turn banner (whose decision, in large type), the final score table once over, the four
characters and the 4 × 4 buildings (site cost, workers standing/lying, Merchant, Builder, rupees
lying there, current values), the river (notables by level with their demand slots and markers),
the Empire (guild order columns, Akbar's slots, favour-tile display), then one strip per player.
Rupee totals appear only in the owner's private panel and after final scoring.

Every word is drawn in the view's language (``kit.locale_of``): the game's terms (buildings,
notables, guilds, goods, favour actions) are the game catalogue's own ids (``agra-n-…``), so the
image and the texts say the same word; the image's other words are ``board-agra-…``. A tile
whose text depends on the language takes the locale (or the worded text) as a prop.
"""

from __future__ import annotations

from PIL import Image, ImageFilter

from renderers import cache, kit, layout
from renderers.kit import INK, MUTED, PANEL, font, text_width
from renderers.layout import At, Column, Fixed, Grid, Layer, Page, Space, tag, tile

W = 1200
PAD = 16

# each good's colour: its chain's (the basic good it is made from), darker by level
GOOD_RGB = {
    "sandstone": (214, 170, 120),
    "wood": (140, 95, 50),
    "turmeric": (240, 190, 40),
    "cotton": (245, 245, 240),
    "cement": (188, 149, 105),
    "paper": (123, 83, 44),
    "curry": (211, 167, 35),
    "oil": (215, 215, 211),
    "bricks": (162, 129, 91),
    "planks": (106, 72, 38),
    "dye": (182, 144, 30),
    "cloth": (186, 186, 182),
    "statue": (136, 108, 76),
    "book": (89, 60, 32),
    "painting": (153, 121, 25),
    "clothing": (156, 156, 153),
}
GUILD_RGB = {"artisans": (200, 90, 60), "merchants": (60, 130, 70), "scholars": (70, 100, 180)}
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")
PLAYER_H = 178  # a player's strip with one row of goods and one line of contracts and tiles
GOOD_SIZE = 24  # a good's pill: 34 px tall, its icon 30 px (10 px when shown 400 px wide)
ORDER_PITCH = 40  # rows of the guild order columns (a 36 px box holding two goods)


def good_colour(g: str) -> tuple[int, int, int]:
    return GOOD_RGB[g]


def good_chip(d, x: int, y: int, g: str, k: int | None = None, size: int = 20) -> int:
    """A good as its icon on a pill of its chain's colour (darker by level), its count after
    it: the legend names each icon (no more 3-letter codes on the board)."""
    size = max(size, GOOD_SIZE)
    return kit.sprite_chip(d, x, y, g, good_colour(g), size, "" if k is None else str(k))


def rupees(n: int, locale: str = "en") -> str:
    """ "1 rupee", "2 rupees" (the language's plural)."""
    return kit.say(locale, "board-agra-rupees", n=n)


def guild_code(locale: str, g: str) -> str:
    """A guild's three-letter code on a notable's card and in the legend."""
    return kit.say(locale, "board-agra-guild-code", guild=g)


def meeple(d, seat: int, cx: float, cy: float, size: int, standing: bool = True) -> None:
    """A worker as the game's wooden meeple in the seat's colour, outlined in black, with the
    seat's shape and number on its chest (colour is never the only cue); lying: on its side."""
    mask = kit.sprite_mask("meeple", size)
    if not standing:
        mask = mask.rotate(90, expand=True)
    w, h = mask.size
    x, y = int(round(cx - w / 2)), int(round(cy - h / 2))
    ring = mask.filter(ImageFilter.MaxFilter(5))
    d.canvas.paste(Image.new("RGB", mask.size, kit.BLACK), (x, y), ring)
    d.canvas.paste(Image.new("RGB", mask.size, kit.player_colour(seat)), (x, y), mask)
    kit.note("meeple", size)
    bx, by = (cx, cy + size * 0.14) if standing else (cx + size * 0.1, cy)
    kit.player_badge(d, seat, bx, by, max(9, size * 0.2))


def worker(d, seat: int, cx: float, cy: float, standing: bool, r: float = 15) -> None:
    """A worker ``r`` px in radius (its meeple 2.8 r tall): standing or lying."""
    meeple(d, seat, cx, cy, int(r * 2.8), standing)


STAGES = ("start", "act", "extra", "orders")  # a turn's stages the banner words (else: end)


def _banner(view: dict, names: list[str], locale: str = "en") -> tuple[int | None, str]:
    if view.get("over"):
        return None, kit.say(locale, "board-agra-over")
    pend = view.get("pending") or []
    dec = view.get("decision") or {}
    kind = dec.get("kind", "")
    label = dec.get("label")  # the engine's message naming the kind
    what = kit.say(locale, str(label[0]), **label[1]) if label else kind
    if len(pend) > 1:
        who = ", ".join(kit.seat_name(names, s, locale) for s in pend)
        return None, kit.say(locale, "board-agra-waiting", who=who, what=what)
    seat = pend[0] if pend else None
    if kind == "turn":
        stage = dec.get("stage", "")
        what = kit.say(locale, "board-agra-stage", stage=stage if stage in STAGES else "end")
    return seat, kit.say(
        locale, "board-agra-who-what", who=kit.seat_name(names, seat, locale), what=what
    )


def _turn_banner(view: dict, names: list[str], locale: str) -> layout.Node:
    """The turn banner, tagged: it is what the first screen must show."""
    banner = layout.banner(W - 2 * PAD, *_banner(view, names, locale))
    return tag(At(PAD, 0, banner), "turn", "decision")


def _header(view: dict, title: str, locale: str) -> layout.Node:
    """The title bar (it changes with the round, the boat, the blocked action)."""
    say = kit.say
    if view.get("over") or (view.get("result") or {}).get("scores"):
        info = say(locale, "board-agra-header-over", round=view["round"])
    else:
        info = say(
            locale,
            "board-agra-header",
            round=view["round"],
            boat=view["boat"],
            limit=view["order_limit"],
            act=view["wheel"],
        )
        if view.get("end_round") is not None:
            info += say(locale, "board-agra-last-round")
    return tile(_title_bar, W, title, info)


def _title_bar(d, title: str, info: str) -> int:
    """The title at the left, the round's facts at the right; when they do not fit beside it
    (longer French and Italian words), the facts go under it, on as many lines as they take,
    and the bar grows."""
    f = font(24, True)
    room = W - 2 * PAD - text_width(title, font(34, True)) - 24
    lines = [info] if text_width(info, f) <= room else kit.wrap_parts(info, f, W - 2 * PAD)
    height = 64 if len(lines) == 1 and lines[0] == info else 64 + 30 * len(lines)
    d.rectangle((0, 0, W, height), fill=(90, 40, 20))
    d.text((PAD, 32), title, font=font(34, True), fill=kit.WHITE, anchor="lm")
    if height == 64:
        d.text((W - PAD, 32), info, font=f, fill=kit.WHITE, anchor="rm")
    else:
        for k, line in enumerate(lines):
            d.text((W - PAD, 64 + 30 * k + 12), line, font=f, fill=kit.WHITE, anchor="rm")
    return height + 1  # the bar's rows are 0 … height


Line = tuple[str, int, bool, tuple[int, int, int], int]  # text, size, bold, colour, rows taken


def _lines(lines: list[Line]) -> layout.Node:
    """Lines of text from (PAD, 0), one tile across the image."""
    return tile(_draw_lines, W, 0, lines)


def _draw_lines(d, y: int, lines: list[Line]) -> int:
    for text, size, bold, fill, rows in lines:
        d.text((PAD, y), text, font=font(size, bold), fill=fill)
        y += rows
    return y


def _title(text: str) -> layout.Node:
    """A section title (as :func:`kit.section_title`), a tile of its own."""
    return _lines([(text, 24, True, INK, kit.line_height(font(24, True)))])


BOARD_RGB = (232, 214, 176)  # the main board's sandstone
RIVER_RGB = (70, 140, 196)
GAP = 18  # between building columns: room for the transformation arrows
COL_W = (W - 2 * PAD - 3 * GAP) // 4
BUILDING_H = 124


NAME_LH = 27  # a second line of a building's or notable's name (24 px bold)


@cache.kept("name-lines")
def _name_lines(locale: str, msg_id: str, arg: str, key: str, width: int) -> tuple[str, ...]:
    """A building's or notable's name in ``locale`` on the lines it takes ``width`` px wide at
    24 px bold (never shrunk under 24 px nor cut: a long French or Italian name wraps)."""
    return tuple(kit.wrap(kit.say(locale, msg_id, **{arg: key}), font(24, True), width))


@cache.kept("name-rows")
def _extra_rows(locale: str, what: str, keys: tuple[str, ...]) -> int:
    """Rows every building (``what`` = "building") or notable card (``keys``: all of that
    kind the game has) gets in ``locale`` for names on two lines: the boxes of one kind keep
    one height, so the grid stays aligned (English: none)."""
    if what == "building":
        names = [_name_lines(locale, "agra-n-building", "good", g, COL_W - 20) for g in keys]
    else:
        names = [_name_lines(locale, "agra-n-notable", "notable", n, COL_W - 20) for n in keys]
    return NAME_LH * (max(len(n) for n in names) - 1)


def _building_rows(view: dict, locale: str) -> int:
    return _extra_rows(locale, "building", tuple(view["board"]["city"]))


def _notable_rows(view: dict, locale: str) -> int:
    return _extra_rows(locale, "notable", tuple(view["board"]["notables"]))


def _board_back(d, h: int, extra: int = 0) -> int:
    """The main board's ground under the characters and the city (its own tile: the
    buildings are drawn over it, each from the same top)."""
    kit.rounded(d, (4, 0, W - 4, h), fill=BOARD_RGB, outline=kit.darken(BOARD_RGB, 0.3), width=3)
    for row in range(4):  # the transformation arrows: each building feeds the next column's
        cy = 84 + row * (BUILDING_H + extra + 8) + 68 + extra  # a building's icon row
        for col in range(3):
            x0 = PAD + (col + 1) * COL_W + col * GAP + 3
            kit.polygon(
                d,
                [(x0, cy - 9), (x0 + GAP - 6, cy), (x0, cy + 9)],
                fill=kit.darken(BOARD_RGB, 0.45),
            )
    return h


def _character(d, name: str, w: list | None, x: int, y: int, cw: int) -> int:
    """A character's action space: its name and the worker standing or lying there."""
    d.rectangle((x, y, x + cw + 1, y + 61), fill=BOARD_RGB)
    kit.rounded(
        d,
        (x, y, x + cw, y + 60),
        fill=(250, 236, 205),
        radius=10,
        outline=kit.darken(BOARD_RGB, 0.4),
    )
    f = kit.fit_font(name, cw - 80, 26, True, 24)  # the meeple's room on the right
    d.text((x + 12, y + 30), name, font=f, fill=INK, anchor="lm")
    if w:
        meeple(d, w[0], x + cw - 34, y + 30, 50 if w[1] else 44, w[1])
    else:
        d.ellipse((x + cw - 52, y + 12, x + cw - 16, y + 48), outline=LINE_SOFT, width=3)
    return y + 61  # the box's last row drawn


LINE_SOFT = (170, 150, 120)  # an empty action space's ring


def _building(
    d,
    g: str,
    built: bool,
    value: int,
    tok: int,
    merchant: bool,
    builder: bool,
    coins: int | None,
    w: list | None,
    cost: int,
    extra: int,
    locale: str,
    x: int,
    yy: int,
    cw: int,
    ch: int,
) -> int:
    """A building as its board tile: its name on a band of its chain's colour, its good's
    icon, the good's value on a coin (raised ▲ or lowered ▼ by a price token), the worker
    standing or lying on it, the Merchant, the Builder and rupees lying there. A construction
    site is hatched and shows its cost."""
    base = good_colour(g)
    d.rectangle((x, yy, x + cw + 1, yy + ch + 1), fill=BOARD_RGB)
    fill = kit.lighten(base, 0.6) if built else (214, 208, 196)
    kit.rounded(
        d, (x, yy, x + cw, yy + ch), fill=fill, radius=10, outline=kit.darken(base, 0.35), width=3
    )
    if not built:  # the site tile's hatching
        for k in range(-ch, cw, 22):
            a, b = max(0, k), min(cw, k + ch)
            d.line(
                (x + a, yy + ch - (a - k), x + b, yy + ch - (b - k)), fill=(200, 193, 180), width=3
            )
    band = base if built else kit.lighten(base, 0.3)
    d.rounded_rectangle((x + 3, yy + 3, x + cw - 3, yy + 36 + extra), radius=8, fill=band)
    lines = _name_lines(locale, "agra-n-building", "good", g, cw - 20)
    for k, name in enumerate(lines):
        f = kit.fit_font(name, cw - 20, 24, True, 24)
        d.text((x + 10, yy + 20 + NAME_LH * k), name, font=f, fill=kit.text_on(band), anchor="lm")
    cy = yy + 63 + extra
    d.ellipse((x + 10, cy - 25, x + 60, cy + 25), fill=base, outline=kit.BLACK, width=2)
    kit.sprite(d, g, x + 35, cy, 38, kit.text_on(base))
    coin = (246, 200, 70)
    d.ellipse(
        (x + 70, cy - 20, x + 110, cy + 20), fill=coin, outline=kit.darken(coin, 0.4), width=2
    )
    d.text((x + 90, cy), str(value), font=font(26, True), fill=INK, anchor="mm")
    if tok:
        d.text((x + 114, cy), "▲" if tok > 0 else "▼", font=font(24, True), fill=INK, anchor="lm")
    if not built:
        price = kit.say(locale, "board-agra-cost", n=cost)
        d.text((x + 142, cy), price, font=font(24, True), fill=INK, anchor="lm")
    bx, by = x + 8, yy + ch - 33
    if merchant:
        bx = kit.chip(d, bx, by, kit.say(locale, "board-agra-merchant"), (255, 212, 0), 24) + 4
    if builder:
        bx = kit.chip(d, bx, by, kit.say(locale, "board-agra-builder"), (180, 180, 255), 24) + 4
    if coins:
        kit.sprite_chip(d, bx, by - 4, "rupee", (250, 236, 160), 24, str(coins))
    if w:
        meeple(d, w[0], x + cw - 38, cy + 14 if w[1] else cy + 22, 64 if w[1] else 54, w[1])
    return yy + ch + 1  # the box's last row drawn


def _buildings(view: dict, locale: str = "en") -> layout.Node:
    """The main board: the four characters and the 4 × 4 city (a column per level, a row per
    chain, arrows from each building to the next it feeds), a tile each on the board's ground:
    a move changes one or two of the twenty."""
    cw = COL_W
    board = view["board"]
    characters = [
        At(
            PAD + i * (cw + GAP),
            8,
            tile(
                _character,
                cw + 1,
                kit.say(locale, "agra-n-space", space=sp),
                view["spaces"].get(sp),
                0,
                0,
                cw,
            ),
        )
        for i, sp in enumerate(board["characters"])
    ]
    extra = _building_rows(view, locale)
    ch = BUILDING_H + extra
    cells = []
    for row in range(4):
        for col in range(4):
            g = board["city"][col * 4 + row]
            args = (
                g,
                bool(view["built"][g]),
                view["values"][g],
                view["tokens"].get(g) or 0,
                view.get("merchant") == g,
                view.get("builder") == g,
                (view.get("coins") or {}).get(g),
                view["spaces"].get(g),
                board["cost"].get(g, 0),
                extra,
                locale,
            )
            cells.append(tile(_building, cw + 1, *args, 0, 0, cw, ch))
    height = 84 + 4 * (ch + 8) + 4
    return Fixed(
        height,
        Layer(
            tile(_board_back, W, height, extra),
            Layer(*characters),
            At(PAD, 84, Grid(cells, 4, cw + GAP, ch + 8)),
        ),
    )


def _notable(
    d, n: dict, info: dict, access: bool, extra: int, locale: str, x: int, yy: int, cw: int, h: int
) -> int:
    """A notable's card on the river (``info``: its guild, level and demand, as printed):
    level and name, its guild (colour and code), each good it demands with the markers
    delivered there; greyed while the boat has not reached it."""
    gcol = GUILD_RGB[info["guild"]]
    fill = PANEL if access else (214, 212, 206)
    kit.rounded(d, (x, yy, x + cw, yy + h), fill=fill, outline=gcol, width=4)
    d.rectangle(
        (x + 4, yy + 4, x + cw - 4, yy + 34 + extra),
        fill=gcol if access else kit.lighten(gcol, 0.4),
    )
    code = guild_code(locale, info["guild"])  # the band's colour says it too (colour blindness)
    # its name (the level: the section's title above the card), on two lines when long
    for k, title in enumerate(_name_lines(locale, "agra-n-notable", "notable", n["id"], cw - 20)):
        f = kit.fit_font(title, cw - 20, 24, True, 24)
        d.text((x + 10, yy + 19 + NAME_LH * k), title, font=f, fill=kit.WHITE, anchor="lm")
    d.text((x + cw - 10, yy + h - 8), code, font=font(24, True), fill=gcol, anchor="rd")
    sx, sy = x + 8, yy + 42 + extra
    for g, slot in zip(info["demand"], n["slots"], strict=True):
        need = 36 + 28 * len(slot)
        if sx + need > x + cw - 4:
            sx, sy = x + 8, sy + 40
        sx = good_chip(d, sx, sy, g, None, 19) + 2
        for seat in slot:
            kit.player_badge(d, seat, sx + 13, sy + 17, 13)
            sx += 28
        sx += 6
    return yy + h + 1  # the outline's last row


NOTABLE_H = 82


def _river_band(d, boat: int, top: int) -> int:
    """The Yamuna: its four sections (levels I–IV, the reachable ones bright), the six
    pontoons and the boat at its pontoon."""
    y0, y1 = 0, 62
    d.rounded_rectangle((4, y0, W - 4, y1), radius=18, fill=RIVER_RGB)
    for k in range(0, W, 60):  # ripples
        d.arc((k, 20, k + 40, 44), 200, 340, fill=kit.lighten(RIVER_RGB, 0.35), width=3)
    for p in range(1, 7):
        px = PAD + 40 + (p - 1) * (W - 2 * PAD - 80) // 5
        here = p == boat
        d.rectangle((px - 22, y1 - 14, px + 22, y1 - 4), fill=(140, 95, 50))
        if here:
            d.ellipse((px - 27, 4, px + 27, 58), fill=kit.WHITE, outline=kit.BLACK, width=2)
            kit.sprite(d, "boat", px, 30, 40, (90, 40, 20))
        else:
            d.text(
                (px, 30),
                str(p),
                font=font(24, True),
                fill=kit.WHITE,
                anchor="mm",
                stroke_width=2,
                stroke_fill=kit.darken(RIVER_RGB, 0.4),
            )
    return y1 + 1


def _section_head(d, level: int, reachable: bool, done: int, cw: int, locale: str) -> int:
    """A river section's title: its level, whether the boat has reached it, notables done."""
    text = kit.say(locale, "board-agra-level", level=ROMAN[level - 1], open=reachable)
    done_text = kit.say(locale, "board-agra-done", n=done) if done else ""
    room = cw - 4 - (text_width(done_text, font(24)) + 8 if done else 0)
    d.text(
        (2, 2), text, font=kit.fit_font(text, room, 24, True, 24), fill=INK if reachable else MUTED
    )
    if done:
        d.text((cw - 2, 4), done_text, font=font(24), fill=MUTED, anchor="ra")
    return 32


def _river(view: dict, locale: str) -> layout.Node:
    """The river: its band with the boat, then the notables in four sections (level I to IV),
    each card a tile until a marker is placed on it or the boat reaches it."""
    notables = view.get("river") or []
    cards = view["board"]["notables"]
    top = view["board"]["reach"][str(view["boat"])]
    cw = COL_W
    done = view.get("completed") or [0, 0, 0, 0]
    extra = _notable_rows(view, locale)
    nh = NOTABLE_H + extra
    columns, tallest = [], 0
    for level in range(1, 5):
        mine = [n for n in notables if cards[n["id"]]["level"] == level]
        cells = [
            tile(_notable, cw + 1, n, cards[n["id"]], level <= top, extra, locale, 0, 0, cw, nh)
            for n in mine
        ]
        x = PAD + (level - 1) * (cw + GAP)
        head = At(
            x, 0, tile(_section_head, cw + 1, level, level <= top, done[level - 1], cw, locale)
        )
        columns.append(Column(head, At(x, 0, Grid(cells, 1, 0, nh + 6))))
        tallest = max(tallest, len(mine))
    return Column(
        _title(kit.say(locale, "board-agra-river", boat=view["boat"])),
        Space(2),
        tile(_river_band, W, view["boat"], top),
        Space(6),
        Fixed(32 + tallest * (nh + 6), Layer(*columns)),
    )


def _guild_orders(
    d, g: str, orders: list, col: list, mark: int | None, locale: str, x: int, y: int, cw: int
) -> int:
    """A guild's order column: each printed order (two goods) and who took it."""
    d.text((x, y), kit.say(locale, "agra-n-guild", guild=g), font=font(24, True), fill=GUILD_RGB[g])
    for j, (a, b) in enumerate(orders):
        yy = y + 30 + j * ORDER_PITCH
        fill = (255, 240, 160) if mark == j else PANEL
        kit.rounded(d, (x, yy, x + cw, yy + ORDER_PITCH - 4), fill=fill, radius=6, width=1)
        d.text((x + 6, yy + 18), f"{j + 1}", font=font(24, True), fill=MUTED, anchor="lm")
        good_chip(d, good_chip(d, x + 26, yy + 1, a, None) + 3, yy + 1, b, None)
        who = col[j]
        if who == -1:
            kit.chip_right(
                d, x + cw - 4, yy + 3, kit.say(locale, "agra-neutral"), (200, 200, 200), 24
            )
        elif who is not None:
            kit.player_badge(d, who, x + cw - 18, yy + 18, 13)
    return y + 30 + (len(orders) - 1) * ORDER_PITCH + ORDER_PITCH - 3  # last box's last row


def _akbar(d, akbar: dict, locale: str, y: int) -> int:
    """Akbar's section: his crown, then each good he wants with the marker delivered there
    (crossed out: a neutral marker holds it), in the order of ``akbar``."""
    kit.sprite(d, "akbar", PAD + 17, y + 16, 34, (170, 120, 20))
    y = kit.section_title(d, PAD + 42, y, kit.say(locale, "board-agra-akbar"), 24) + 2
    x = PAD
    for g, who in akbar.items():
        if x + 110 > W - PAD:
            x = PAD
            y += 42
        nx = good_chip(d, x, y, g, None)
        if who == -1:
            d.line((x, y + 17, nx, y + 17), fill=INK, width=3)
        elif who is not None:
            kit.player_badge(d, who, nx + 15, y + 17, 13)
            nx += 30
        x = nx + 10
    return y + 44


TRACK_LABEL = 170  # px: a track's guild name
TRACK_H = 58


def _track(d, g: str, levels: list[list[int]], locale: str, y: int) -> int:
    """A guild's influence track, levels 1 to 10, each player's marker (shape, colour and
    number) on its level; up to four share a space as a 2 × 2 block."""
    col = GUILD_RGB[g]
    kit.chip(d, PAD, y + 11, kit.say(locale, "agra-n-guild", guild=g), col, 24)
    cw = (W - 2 * PAD - TRACK_LABEL) // len(levels)
    for lv in range(1, len(levels) + 1):
        x = PAD + TRACK_LABEL + (lv - 1) * cw
        d.rectangle(
            (x, y, x + cw - 4, y + TRACK_H - 6),
            fill=kit.lighten(col, 0.8),
            outline=kit.lighten(col, 0.2),
            width=2,
        )
        d.text((x + 5, y + 1), str(lv), font=font(24, True), fill=kit.darken(col, 0.2))
        here = levels[lv - 1]
        for k, seat in enumerate(here[:4]):
            bx = x + cw - 22 - (k % 2) * 32 if len(here) > 1 else x + cw / 2 + 6
            by = y + 14 + (k // 2) * 24 if len(here) > 2 else y + (TRACK_H - 6) / 2
            kit.player_badge(d, seat, bx, by, 12 if len(here) > 2 else 15)
    return y + TRACK_H


def _influence(view: dict, locale: str) -> layout.Node:
    """The Empire board's three influence tracks, a tile each."""
    rows = []
    top = view["board"]["levels"]
    for g in view["board"]["guilds"]:
        levels: list[list[int]] = [[] for _ in range(top)]
        for p in view["players"]:
            levels[min(top, max(1, p["influence"][g])) - 1].append(p["seat"])
        rows.append(tile(_track, W, g, levels, locale, 0))
    return Column(_title(kit.say(locale, "board-agra-tracks")), Space(4), *rows)


def _empire(view: dict, locale: str) -> layout.Node:
    """Guild order columns, each a tile until an order is taken there, and Akbar's slots."""
    cw = (W - 2 * PAD - 16) // 3
    board = view["board"]
    columns = [
        At(
            PAD + i * (cw + 8),
            0,
            tile(
                _guild_orders,
                cw + 1,
                g,
                board["orders"][g],
                view["orders"][g],
                view["order_marker"][g],
                locale,
                0,
                0,
                cw,
            ),
        )
        for i, g in enumerate(board["guilds"])
    ]
    akbar = {g: view["akbar"][g] for g in board["akbar"]}
    return Column(
        _influence(view, locale),
        Space(8),
        _title(kit.say(locale, "board-agra-orders")),
        Space(4),
        Fixed(30 + 6 * ORDER_PITCH + 4, Layer(*columns)),
        tile(_akbar, W, akbar, locale, 0),
        Space(4),
        tile(
            _favour_display, W, _favours(view, view.get("display") or []), view["pile"], locale, 0
        ),
    )


def _favours(view: dict, tiles: list[str]) -> dict[str, list[int]]:
    """``tiles`` with what each costs to have and to use (favours), as printed."""
    return {t: view["board"]["favours"][t] for t in tiles}


def _favour_display(d, tiles: dict[str, list[int]], pile: int, locale: str, y: int) -> int:
    """The favour tiles on display (each with its costs) as tiles: each its code, what it
    costs to have and to use (favours), and what it does; the pile's size beside the title."""
    say = kit.say
    d.text((PAD, y), say(locale, "board-agra-display", pile=pile), font=font(24, True), fill=INK)
    y += 36
    if not tiles:
        d.text((PAD, y), say(locale, "agra-none"), font=font(24), fill=MUTED)
        return y + 34
    cw, f = (W - 2 * PAD - 16) // 3, font(24)
    whats = {t: say(locale, "agra-n-favour", fid=t) for t in tiles}
    rows = max(len(kit.wrap(whats[t], f, cw - 20)) for t in tiles)
    h = 44 + 28 * rows
    for i, (t, (have, spend)) in enumerate(list(tiles.items())[:3]):
        x = PAD + i * (cw + 8)
        kit.rounded(d, (x, y, x + cw, y + h), fill=(236, 226, 246), outline=(120, 90, 150), width=3)
        d.text((x + 10, y + 6), t.upper(), font=font(24, True), fill=(90, 60, 120))
        cost = say(locale, "board-agra-have-spend", have=have, spend=spend)
        d.text((x + cw - 10, y + 8), cost, font=font(24), fill=MUTED, anchor="ra")
        kit.draw_lines(d, (x + 10, y + 40), kit.wrap(whats[t], f, cw - 20), f, fill=INK, spacing=28)
    return y + h + 6


def _player(d, p: dict, goods: list, name: str, locale: str, x: int, y: int, w: int) -> int:
    """A player's strip; ``goods``: every good in the game's order (their stock's order)."""
    h = _player_height(p, goods, w, locale)
    kit.rounded(d, (x, y, x + w, y + h), fill=PANEL, radius=10)
    seat = p["seat"]
    kit.player_label(d, seat, name, x + 8, y + 6, 26, w - 200)
    if p.get("rupees") is not None:
        kit.chip_right(d, x + w - 8, y + 4, rupees(p["rupees"], locale), kit.HILITE, 24)
    _reserve_row(d, p, x + 10, y + 40, x + w - 8, locale)
    ix = x + 10  # influence: on the Empire board's tracks
    prod = p.get("production") or {}
    # what the player's farms produce: each basic good's icon and amount (right-aligned)
    chips = [(g, str(n)) for g, n in prod.items()]  # the basic goods, in the game's order
    farm = kit.say(locale, "board-agra-farm")
    d.text((ix, y + 72 + 17), farm, font=font(24), fill=MUTED, anchor="lm")
    ix += text_width(farm, font(24)) + 4
    for g, n in chips:
        ix = kit.sprite_chip(d, ix, y + 72, g, good_colour(g), GOOD_SIZE, n, pad=3) + 2
    stock = p.get("stock") or {}
    lead = kit.say(locale, "board-agra-goods")
    d.text((x + 10, y + 106 + 17), lead, font=font(24), fill=MUTED, anchor="lm")
    if not stock:
        nx = x + _stock_lead(locale)
        d.text((nx, y + 108), kit.say(locale, "agra-no-goods"), font=font(24), fill=MUTED)
    for g, (cx, row) in _stock_places(p, goods, w, locale).items():
        good_chip(d, x + cx, y + 106 + STOCK_PITCH * row, g, stock[g])
    lines = _extra_lines(p, w, locale)
    top = y + PLAYER_H - 30 + STOCK_PITCH * _extra_stock_rows(p, goods, w, locale)
    kit.draw_lines(d, (x + 10, top), lines, font(EXTRA_SIZE), spacing=EXTRA_LH)
    return y + h + 1  # the box's last row


def _reserve_row(d, p: dict, x: int, y: int, right: int, locale: str) -> None:
    """The player board's top row: workers in reserve (a meeple and how many), favours, and
    the meditation track I–VII with the player's marker on its space."""
    seat, fb = p["seat"], font(24, True)
    meeple(d, seat, x + 14, y + 15, 30)
    x += 32
    text = f"× {p['reserve']}"
    if p.get("cook"):
        text += kit.say(locale, "board-agra-cook", n=p["cook"])
    d.text((x, y + 15), text, font=fb, fill=INK, anchor="lm")
    x += text_width(text, fb) + 18
    text = kit.say(locale, "board-agra-favours", n=p["favours"])
    d.text((x, y + 15), text, font=fb, fill=INK, anchor="lm")
    x += text_width(text, fb) + 18
    box, fr = 42, font(24, True)  # a box holds its Roman numeral at 24 px (8 px at 400 px)
    label = kit.say(locale, "board-agra-meditation")
    if x + text_width(label, font(24)) + 6 + 7 * box > right:
        label = ""
    if label:
        d.text((x, y + 15), label, font=font(24), fill=MUTED, anchor="lm")
        x += text_width(label, font(24)) + 6
    if x + 7 * box > right:  # a narrow strip: only the marker's space, out of VII
        m = p["meditation"]
        col = kit.player_colour(seat)
        here = ROMAN[m - 1] if 1 <= m <= 7 else "–"
        bw = max(box, text_width(here, fr) + 10)
        d.rectangle((x, y, x + bw - 3, y + 30), fill=col, outline=kit.LINE, width=2)
        d.text((x + (bw - 3) / 2, y + 15), here, font=fr, fill=kit.text_on(col), anchor="mm")
        d.text((x + bw + 2, y + 15), "/VII", font=fr, fill=MUTED, anchor="lm")
        return
    for k in range(7):
        here = k == p["meditation"] - 1
        bx = x + k * box
        col = kit.player_colour(seat) if here else PANEL
        d.rectangle((bx, y, bx + box - 3, y + 30), fill=col, outline=kit.LINE, width=2)
        d.text(
            (bx + (box - 3) / 2, y + 15),
            ROMAN[k],
            font=fr,
            fill=kit.text_on(col) if here else MUTED,
            anchor="mm",
        )


EXTRA_SIZE, EXTRA_LH = 24, 30  # a strip's last line(s): contracts, tiles, caches, Akbar


def _extra_lines(p: dict, w: int, locale: str) -> list[str]:
    """The strip's last line, wrapped (never cut: contracts and tiles are what a player has)."""
    extra = []
    if p.get("contracts"):
        extra.append(
            ", ".join(kit.say(locale, "agra-n-notable", notable=c) for c in p["contracts"])
        )
    if p.get("tiles"):
        tiles = " ".join(t.upper() for t in p["tiles"])
        extra.append(kit.say(locale, "board-agra-tiles", tiles=tiles))
    if p.get("bonus_tiles"):
        tiles = " ".join(t.upper() for t in p["bonus_tiles"])
        extra.append(kit.say(locale, "board-agra-bonus", tiles=tiles))
    extra.append(
        kit.say(
            locale, "board-agra-caches", off=8 - len(p.get("caches") or []), akbar=p.get("akbar", 0)
        )
    )
    if p.get("orders"):
        extra.append(kit.say(locale, "board-agra-orders-done", n=p["orders"]))
    if p.get("french"):
        extra.append(kit.say(locale, "board-agra-french", notable="n6", n=p["french"]))
    f = font(EXTRA_SIZE)
    lines: list[str] = []
    for part in extra:  # whole parts per line ("Akbar 1" is not split); a long part wraps
        cand = f"{lines[-1]} · {part}" if lines else part
        if lines and text_width(cand, f) <= w - 20:
            lines[-1] = cand
        else:
            lines += kit.wrap(part, f, w - 20)
    return lines


STOCK_PITCH = 38  # rows of a player's goods


def _stock_lead(locale: str) -> int:
    """Where the goods row's first good starts: after its label."""
    return 10 + text_width(kit.say(locale, "board-agra-goods"), font(24)) + 10


def _stock_places(p: dict, goods: list, w: int, locale: str) -> dict[str, tuple[int, int]]:
    """Where each good of the player's stock goes (in the order of ``goods``): (x from the
    strip's left, row); the first row after the row's label, the next ones under it."""
    lead = _stock_lead(locale)
    stock, places, gx, row = p.get("stock") or {}, {}, lead, 0
    for g in goods:
        if stock.get(g):
            cw = 6 + 30 + 4 + text_width(str(stock[g]), font(GOOD_SIZE, True)) + 6
            if gx > lead and gx + cw > w - 6:
                gx, row = lead, row + 1
            places[g] = (gx, row)
            gx += cw + 4
    return places


def _extra_stock_rows(p: dict, goods: list, w: int, locale: str) -> int:
    """Rows of goods beyond the one a strip always has room for."""
    return max((row for _, row in _stock_places(p, goods, w, locale).values()), default=0)


def _player_height(p: dict, goods: list, w: int, locale: str = "en") -> int:
    extra = EXTRA_LH * (len(_extra_lines(p, w, locale)) - 1)
    return PLAYER_H + extra + STOCK_PITCH * _extra_stock_rows(p, goods, w, locale)


# what a player's strip shows (its key): not the favours used this turn, orders taken, etc.
_PLAYER_SHOWN = (
    "seat",
    "rupees",
    "reserve",
    "cook",
    "favours",
    "meditation",
    "production",
    "stock",
    "contracts",
    "tiles",
    "caches",
    "akbar",
    "bonus_tiles",
    "orders",
    "french",
)


def _players(view: dict, names: list[str], locale: str, only: int | None = None) -> layout.Node:
    """The players' strips, a tile each: the same while that player's goods, workers… are."""
    players = [p for p in view["players"] if only is None or p["seat"] == only]
    cw = (W - 2 * PAD - 8) // 2 if only is None else W - 2 * PAD
    goods = view["board"]["city"]
    cells = [
        tile(
            _player,
            cw + 1,
            {k: p[k] for k in _PLAYER_SHOWN if k in p},
            goods,
            kit.seat_name(names, p["seat"], locale),
            locale,
            0,
            0,
            cw,
        )
        for p in players
    ]
    pitch = max((_player_height(p, goods, cw, locale) for p in players), default=PLAYER_H) + 8
    return Column(At(PAD, 0, Grid(cells, 2 if only is None else 1, cw + 8, pitch)), Space(4))


def _labels(view: dict, names: list[str], locale: str) -> list[str]:
    return [kit.seat_name(names, i, locale) for i in range(view.get("seats") or 0)]


def _scores(res: dict, labels: list[str], locale: str) -> layout.Node:
    """The final score table, a tile across the image."""
    return tile(_score_box, W, res, labels, locale, 0)


def _score_box(d, res: dict, labels: list[str], locale: str, y: int) -> int:
    """The table with the glossary's short column names ("rupees", not the engine's "bag"),
    the game catalogue's words for them (``agra-cat-…``)."""
    res = dict(res)
    res["breakdown"] = [
        {
            (kit.say(locale, f"agra-cat-{k}") if _known_category(k) else k): v
            for k, v in (b or {}).items()
        }
        for b in res.get("breakdown") or []
    ]
    return kit.score_table(d, res, labels, PAD, y, W - 2 * PAD, locale) - 7  # 7 rows up


@cache.kept("catalogue-ids")
def _known_category(key: str) -> bool:
    """Whether the game's catalogue names the score category ``key`` (``agra-cat-…``)."""
    from i18n import has

    return has(f"agra-cat-{key}")


LEGEND_ENTRIES = (  # (kind, key, board-agra-legend-… id): the label is "<code> <meaning>"
    ("standing", "", "standing"),
    ("lying", "", "lying"),
    ("sprite", "rupee", "rupees"),
    ("sprite", "boat", "boat"),
    ("text", "", "favour-tile"),
    ("text", "", "price-token"),
    ("text", "", "meditation"),  # no room on a strip for its name
)


def legend_items(board: dict, locale: str = "en") -> list[tuple[str, str, str]]:
    """(kind, key, label) of every piece and code the image draws (``board``: the view's
    printed boards): goods, guild codes, the workers, rupees, the boat and the codes left in
    text; each label "<code> <meaning>" with the meaning in ``locale``."""
    say = kit.say
    codes = board["codes"]
    items = [("good", g, f"{codes[g]} {say(locale, 'agra-n-good', good=g)}") for g in board["city"]]
    items += [
        ("guild", g, f"{guild_code(locale, g)} {say(locale, 'agra-n-guildw', guild=g)}")
        for g in board["guilds"]
    ]
    items += [(k, key, say(locale, f"board-agra-legend-{m}")) for k, key, m in LEGEND_ENTRIES]
    return items


def _legend(view: dict, locale: str) -> layout.Node:
    """The key to every piece and code on the image (no abbreviation unexplained)."""
    items = legend_items(view["board"], locale)
    return tile(_draw_legend, W, items, kit.say(locale, "board-legend"), 0)


def _draw_legend(d, items: list, title: str, y: int) -> int:
    y = kit.section_title(d, PAD, y, title, 24) + 4
    x = PAD
    for kind, key, label in items:
        code, _, meaning = label.partition(" ")
        f = font(24)
        lead = {"standing": 34, "lying": 48, "sprite": 34, "text": -6}.get(kind)
        if lead is None:
            lead = text_width(code, font(24, True)) + 16 if kind == "guild" else 40
        w = lead + 6 + text_width(label if kind == "text" else meaning, f) + 18
        if x + w > W - PAD:
            x, y = PAD, y + 38
        if kind == "good":
            nx = good_chip(d, x, y, key, None, 19)
        elif kind == "guild":
            nx = kit.chip(d, x, y, code, GUILD_RGB[key], 24)
        elif kind in ("standing", "lying"):
            meeple(d, 0, x + lead / 2, y + 15, 34 if kind == "standing" else 30, kind == "standing")
            nx = x + lead
        elif kind == "sprite":
            kit.sprite(d, key, x + 17, y + 15, 32, INK)
            nx = x + lead
        else:  # code and meaning in one text: the code reads as the entry's first word
            d.text((x, y + 14), label, font=f, fill=INK, anchor="lm")
            x += text_width(label, f) + 24
            continue
        d.text((nx + 6, y + 14), meaning, font=f, fill=INK, anchor="lm")
        x = nx + 6 + text_width(meaning, f) + 18
    return y + 40


def render_public(view: dict, names: list[str]) -> Page:
    locale = kit.locale_of(view)
    res = view.get("result") or {}
    if res.get("scores"):
        top = Column(tag(_scores(res, _labels(view, names, locale), locale), "result"), Space(11))
    else:
        top = Column(_turn_banner(view, names, locale), Space(10))
    return Page(
        W,
        _header(view, kit.say(locale, "board-agra-title"), locale),
        Space(9),
        top,
        tag(_buildings(view, locale), "board"),
        Space(10),
        _river(view, locale),
        Space(8),
        _players(view, names, locale),
        Space(4),
        _empire(view, locale),
        Space(8),
        _legend(view, locale),
    )


def _secret_lines(view: dict, seat: int, locale: str) -> list[Line]:
    """What only the viewer sees above their strip: rupees, their decision's state, the pile."""
    say = kit.say
    rupees_left = view["players"][seat].get("rupees")
    lines: list[Line] = [(say(locale, "board-agra-your-rupees", k=rupees_left), 34, True, INK, 50)]
    if seat in (view.get("pending") or []):
        dec = view.get("decision") or {}
        if "mp" in dec:
            lines.append((say(locale, "board-agra-mp-left", mp=dec["mp"]), 26, True, INK, 38))
        if "your_answer" in dec:
            answer = say(locale, "board-agra-your-answer", action=dec["your_answer"])
            lines.append((answer, 24, False, INK, 36))
    pile = view.get("pile_contents")
    if pile:
        txt = say(locale, "board-agra-pile", tiles=", ".join(t.upper() for t in pile))
        lines += [(part, 24, False, INK, 31) for part in kit.wrap(txt, font(24), W - 2 * PAD)]
    return lines


def _favour_lines(me: dict, favours: dict, locale: str) -> list[Line]:
    """The favour actions the viewer may take: their tiles', then the three common ones (a
    long French or Italian line wraps)."""
    lines: list[Line] = []
    f = font(24)
    for fid in [*(me.get("tiles") or []), "f1", "f2", "f3"]:
        have, spend = favours[fid]
        used = fid in (me.get("used") or []) and fid in ("f1", "f2", "f3")
        text = kit.say(
            locale,
            "board-agra-favour-line",
            code=fid.upper(),
            have=have,
            spend=spend,
            what=kit.say(locale, "agra-n-favour", fid=fid),
            used=str(used).lower(),
        )
        colour = MUTED if fid in ("f1", "f2", "f3") else INK
        lines += [(part, 24, False, colour, 31) for part in kit.wrap(text, f, W - 2 * PAD)]
    return lines


FARM_CELL = 48  # a farm space: its id (N1…) at 24 px, a farmer's meeple, a good's icon
CACHE_RGB = (120, 84, 52)  # a cache tile: dark wood
FARM_CORNERS = {"sandstone": (0, 0), "wood": (6, 0), "cotton": (0, 6), "turmeric": (6, 6)}


def _farm_cell(side: str, i: int) -> tuple[int, int]:
    """A side's space ``i`` (1–5) on the 7 × 7 square's border (§20.4's coordinates)."""
    return {"n": (i, 0), "e": (6, i), "s": (i, 6), "w": (0, i)}[side]


def _farm_counts(farm: dict, caches: list) -> dict[str, list[str]]:
    """Each basic good's free spaces between its corner and the farmers (its production)."""
    lows = {"n": "sandstone", "e": "wood", "s": "cotton", "w": "sandstone"}
    highs = {"n": "wood", "e": "turmeric", "s": "turmeric", "w": "cotton"}
    out: dict[str, list[str]] = {g: [] for g in FARM_CORNERS}
    for side, at in farm.items():
        for i in range(1, 6):
            if i != at and f"{side}{i}" not in caches:
                out[lows[side] if i < at else highs[side]].append(f"{side}{i}")
    return out


def _farm(d, farm: dict, caches: list, seat: int, locale: str, y: int) -> int:
    """The player board's farm as printed: the goods at the corners, cache tiles (their ids,
    as ``cache`` takes them), farmers, and on each free space the icon of the good it counts
    for; beside it each good's production and the spaces that make it, and what acts on it."""
    say, f, fb = kit.say, font(24), font(24, True)
    c, x0 = FARM_CELL, PAD + 6
    d.rectangle((x0, y, x0 + 7 * c, y + 7 * c), fill=BOARD_RGB, outline=kit.LINE, width=2)
    d.rectangle((x0 + c, y + c, x0 + 6 * c, y + 6 * c), fill=PANEL, outline=kit.LINE, width=2)
    counts = _farm_counts(farm, caches)
    good_of = {sp: g for g, sps in counts.items() for sp in sps}
    for g, (cx, cy) in FARM_CORNERS.items():
        col, bx, by = good_colour(g), x0 + cx * c, y + cy * c
        d.rectangle((bx + 2, by + 2, bx + c - 2, by + c - 2), fill=col, outline=INK)
        kit.sprite(d, g, bx + c / 2, by + c / 2, c - 10, kit.text_on(col))
    for side in ("n", "e", "s", "w"):
        for i in range(1, 6):
            cx, cy = _farm_cell(side, i)
            bx, by, sp = x0 + cx * c, y + cy * c, f"{side}{i}"
            if sp in caches:
                d.rectangle((bx + 2, by + 2, bx + c - 2, by + c - 2), fill=CACHE_RGB, outline=INK)
                d.text((bx + c / 2, by + c / 2), sp.upper(), font=fb, fill=PANEL, anchor="mm")
            elif farm.get(side) == i:
                meeple(d, seat, bx + c / 2, by + c / 2, c - 6)
            else:
                col = good_colour(good_of[sp]) if sp in good_of else PANEL
                d.ellipse((bx + 4, by + 4, bx + c - 4, by + c - 4), fill=col, outline=LINE_SOFT)
                if sp in good_of:
                    kit.sprite(d, good_of[sp], bx + c / 2, by + c / 2, 30, kit.text_on(col))
    rx = x0 + 7 * c + 24
    rw = W - PAD - rx
    d.text((rx, y), say(locale, "board-agra-farm-title"), font=fb, fill=INK)
    ry = y + 38
    for k, (g, sps) in enumerate(counts.items()):  # two goods a row
        gx, gy = rx + (k % 2) * (rw // 2), ry + (k // 2) * 42
        ex = good_chip(d, gx, gy, g, len(sps)) + 8
        spaces = " · ".join(sp.upper() for sp in sps) or say(locale, "agra-none")
        d.text((ex, gy + 17), spaces, font=f, fill=INK, anchor="lm")
    ry += 2 * 42 + 6
    d.rectangle((rx + 2, ry + 2, rx + 30, ry + 30), fill=CACHE_RGB, outline=INK)
    for line in kit.wrap(say(locale, "board-agra-farm-cache"), f, rw - 44):
        d.text((rx + 44, ry + 16), line, font=f, fill=INK, anchor="lm")
        ry += 31
    meeple(d, seat, rx + 16, ry + 18, 34)
    ry += 6
    for line in kit.wrap(say(locale, "board-agra-farm-farmer"), f, rw - 44):
        d.text((rx + 44, ry + 12), line, font=f, fill=INK, anchor="lm")
        ry += 31
    ry += 8
    rule = kit.wrap(say(locale, "board-agra-farm-rule"), f, rw)
    ry = kit.draw_lines(d, (rx, ry), rule, f, fill=MUTED, spacing=30)
    return max(y + 7 * c, ry) + 10


def render_private(view: dict, names: list[str]) -> Page:
    locale = kit.locale_of(view)
    seat = view["viewer"]
    me = view["players"][seat]
    return Page(
        W,
        _header(view, kit.say(locale, "board-agra-your-panel"), locale),
        Space(9),
        _turn_banner(view, names, locale),
        Space(10),
        _lines(_secret_lines(view, seat, locale)),
        _players(view, names, locale, only=seat),
        _lines(_favour_lines(view["players"][seat], view["board"]["favours"], locale)),
        Space(8),
        tile(_farm, W, me["farm"], me["caches"], seat, locale, 0),
        Space(8),
        tag(_buildings(view, locale), "board"),
        Space(6),
        _river(view, locale),
        Space(4),
        _empire(view, locale),
        Space(10),
        _legend(view, locale),
    )


def render(view: dict, names: list[str]) -> Page:
    if view.get("viewer") is None:
        return render_public(view, names)
    return render_private(view, names)


__all__ = ["W", "render", "render_private", "render_public", "text_width"]
