"""Agra renderer: draws an Agra view (``games/agra/view.py``) as an image, 1200 px wide.

Public image, top to bottom: header (round, boat, order limit, blocked meditation action), the
turn banner (whose decision, in large type), the final score table once over, the four
characters and the 4 × 4 buildings (site cost, workers standing/lying, Merchant, Builder, rupees
lying there, current values), the river (notables by level with their demand slots and markers),
the Empire (guild order columns, Akbar's slots, favour-tile display), then one strip per player.
Rupee totals appear only in the owner's private panel and after final scoring.
"""

from __future__ import annotations

from games.agra import data as D
from games.agra import glossary as G
from renderers import kit, layout
from renderers.kit import INK, MUTED, PANEL, font, text_width
from renderers.layout import At, Column, Fixed, Grid, Layer, Page, Space, tile

W = 1200
PAD = 16

GOOD_RGB = {
    "sandstone": (214, 170, 120),
    "wood": (140, 95, 50),
    "turmeric": (240, 190, 40),
    "cotton": (245, 245, 240),
}
GUILD_RGB = {"artisans": (200, 90, 60), "merchants": (60, 130, 70), "scholars": (70, 100, 180)}
# the good codes come from the glossary (each is an ``explain`` term), so image and text agree
ABBR = G.ABBR
GUILD_CODE = {g: g[:3].upper() for g in D.GUILDS}  # ART, MER, SCH on notables and strips
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")
PLAYER_H = 178  # a player's strip with one row of goods and one line of contracts and tiles
GOOD_SIZE = 24  # a good's pill: 34 px tall, its icon 30 px (10 px when shown 400 px wide)
ORDER_PITCH = 40  # rows of the guild order columns (a 36 px box holding two goods)


def good_colour(g: str) -> tuple[int, int, int]:
    base = GOOD_RGB[D.CHAIN[g]]
    level = D.LEVEL[g]
    return kit.darken(base, 0.12 * (level - 1)) if level > 1 else base


def good_chip(d, x: int, y: int, g: str, k: int | None = None, size: int = 20) -> int:
    """A good as its icon on a pill of its chain's colour (darker by level), its count after
    it: the legend names each icon (issue 24: no more 3-letter codes on the board)."""
    size = max(size, GOOD_SIZE)
    return kit.sprite_chip(d, x, y, g, good_colour(g), size, "" if k is None else str(k))


def rupees(n: int) -> str:
    """ "1 rupee", "2 rupees"."""
    return f"{n} rupee" + ("" if n == 1 else "s")


def worker(d, seat: int, cx: float, cy: float, standing: bool, r: float = 15) -> None:
    kit.player_badge(d, seat, cx, cy, r)
    if not standing:
        d.line((cx - r, cy + r + 3, cx + r, cy + r + 3), fill=INK, width=4)
        d.text((cx + r + 2, cy - r), "z", font=font(18, True), fill=INK)


def _banner(view: dict, names: list[str]) -> tuple[int | None, str]:
    if view.get("over"):
        return None, "Game over: final scoring"
    pend = view.get("pending") or []
    dec = view.get("decision") or {}
    kind = dec.get("kind", "")
    from games.agra.text import KINDS

    what = KINDS.get(kind, kind)
    if len(pend) > 1:
        who = ", ".join(kit.seat_name(names, s) for s in pend)
        return None, f"Waiting for {who}: {what}"
    seat = pend[0] if pend else None
    if kind == "turn":
        what = {
            "start": "meditate or place a worker",
            "act": "place a worker",
            "extra": "statue: place another worker",
            "orders": "Akbar, an order or end turn",
        }.get(dec.get("stage", ""), "end the turn")
    return seat, f"{kit.seat_name(names, seat)}: {what}"


def _header(view: dict, title: str) -> layout.Node:
    """The title bar (it changes with the round, the boat, the blocked action)."""
    info = (
        f"Round {view['round']}  ·  boat {view['boat']}/6  ·  order limit {view['order_limit']}"
        f"  ·  blocked: {view['wheel']}"
    )
    if view.get("over") or (view.get("result") or {}).get("scores"):
        info = f"Round {view['round']}  ·  game over: final scores"
    elif view.get("end_round") is not None:
        info += "  ·  last round"
    return tile(_title_bar, W, title, info)


def _title_bar(d, title: str, info: str) -> int:
    d.rectangle((0, 0, W, 64), fill=(90, 40, 20))
    d.text((PAD, 32), title, font=font(34, True), fill=kit.WHITE, anchor="lm")
    f = kit.fit_font(info, W - 2 * PAD - 200, 24, True, 16)
    d.text((W - PAD, 32), info, font=f, fill=kit.WHITE, anchor="rm")
    return 65  # the bar's rows are 0 … 64


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


def _character(d, sp: str, w: list | None, x: int, y: int, cw: int) -> int:
    kit.rounded(d, (x, y, x + cw, y + 56), fill=(250, 236, 205), radius=10)
    d.text((x + 12, y + 28), sp.capitalize(), font=font(26, True), fill=INK, anchor="lm")
    if w:
        worker(d, w[0], x + cw - 30, y + 26, w[1], 17)
    return y + 57  # the box's last row drawn


def _building(
    d,
    g: str,
    built: bool,
    vtxt: str,
    merchant: bool,
    builder: bool,
    coins: int | None,
    w: list | None,
    x: int,
    yy: int,
    cw: int,
    ch: int,
) -> int:
    fill = kit.lighten(good_colour(g), 0.55) if built else (215, 210, 200)
    kit.rounded(d, (x, yy, x + cw, yy + ch), fill=fill, radius=10)
    name = D.BUILDING_NAME[g]
    f = kit.fit_font(name, cw - 70, 21, True, 14)
    d.text((x + 8, yy + 6), kit.ellipsize(name, f, cw - 70), font=f, fill=INK)
    d.text((x + cw - 8, yy + 6), vtxt, font=font(24, True), fill=INK, anchor="ra")
    if not built:
        d.text((x + 8, yy + 36), f"site · cost {D.COST[g]}", font=font(20), fill=MUTED)
    bx = x + 8
    if merchant:
        bx = kit.chip(d, bx, yy + ch - 34, "Merchant", (255, 212, 0), 18) + 4
    if builder:
        bx = kit.chip(d, bx, yy + ch - 34, "Builder", (180, 180, 255), 18) + 4
    if coins:
        kit.chip(d, bx, yy + ch - 34, f"{coins} R", (250, 250, 250), 18)
    if w:
        worker(d, w[0], x + cw - 26, yy + ch - 28, w[1], 17)
    return yy + ch + 1  # the box's last row drawn


def _buildings(view: dict) -> layout.Node:
    """Characters and buildings, a tile each: a move changes one or two of the twenty. A lying
    worker's "z" may stand out of its box on the right, into the 8 px gap: the tiles are 6 px
    wider than their boxes."""
    cw = (W - 2 * PAD - 3 * 8) // 4
    characters = [
        At(PAD + i * (cw + 8), 0, tile(_character, cw + 6, sp, view["spaces"].get(sp), 0, 0, cw))
        for i, sp in enumerate(D.CHARACTERS)
    ]
    ch = 96
    cells = []
    for row in range(4):
        for col in range(4):
            g = D.GOODS[col * 4 + row]
            built = bool(view["built"][g])
            tok = view["tokens"].get(g)
            vtxt = f"{view['values'][g]}" + ("▲" if tok == 1 else "▼" if tok == -1 else "")
            merchant = view.get("merchant") == g
            builder = view.get("builder") == g
            coins = (view.get("coins") or {}).get(g)
            w = view["spaces"].get(g)
            args = (g, built, vtxt, merchant, builder, coins, w)
            cells.append(tile(_building, cw + 6, *args, 0, 0, cw, ch))
    return Column(
        Fixed(64, Layer(*characters)),
        At(PAD, 0, Grid(cells, 4, cw + 8, ch + 6)),
        Space(4),
    )


def _notable(d, n: dict, access: bool, x: int, yy: int, cw: int, h: int) -> int:
    info = D.NOTABLES[n["id"]]
    fill = PANEL if access else (222, 218, 210)
    kit.rounded(d, (x, yy, x + cw, yy + h), fill=fill, outline=GUILD_RGB[info["guild"]], width=4)
    title = f"{ROMAN[info['level'] - 1]} {info['name']}"
    d.text((x + 10, yy + 6), title, font=font(22, True), fill=INK if access else MUTED)
    d.text(
        (x + cw - 10, yy + 8), GUILD_CODE[info["guild"]], font=font(18, True),
        fill=GUILD_RGB[info["guild"]], anchor="ra",
    )  # fmt: skip
    sx = x + 10
    for g, slot in zip(info["demand"], n["slots"], strict=True):
        sx = good_chip(d, sx, yy + 40, g, None, 19) + 2
        for seat in slot:
            kit.player_badge(d, seat, sx + 13, yy + 57, 12)
            sx += 26
        sx += 10
    return yy + h + 1  # the outline's last row


def _river(view: dict) -> layout.Node:
    """The notables, each a tile until a demand marker is placed on it or the boat opens it."""
    notables = view.get("river") or []
    top = {1: 1, 2: 2, 3: 2, 4: 3, 5: 4, 6: 4}[view["boat"]]
    cw = (W - 2 * PAD - 8) // 2
    h = 80
    cells = [
        tile(_notable, cw + 1, n, D.NOTABLES[n["id"]]["level"] <= top, 0, 0, cw, h)
        for n in notables
    ]
    done = view.get("completed") or []
    return Column(
        _title(f"River — boat at pontoon {view['boat']}"),
        Space(4),
        At(PAD, 0, Grid(cells, 2, cw + 8, h + 6)),
        _lines([("Completed by level: " + " / ".join(map(str, done)), 20, False, MUTED, 30)]),
    )


def _guild_orders(d, g: str, col: list, mark: int | None, x: int, y: int, cw: int) -> int:
    d.text((x, y), g.capitalize(), font=font(22, True), fill=GUILD_RGB[g])
    for j, (a, b) in enumerate(D.ORDERS[g]):
        yy = y + 30 + j * ORDER_PITCH
        fill = (255, 240, 160) if mark == j else PANEL
        kit.rounded(d, (x, yy, x + cw, yy + ORDER_PITCH - 4), fill=fill, radius=6, width=1)
        d.text((x + 6, yy + 18), f"{j + 1}", font=font(20, True), fill=MUTED, anchor="lm")
        good_chip(d, good_chip(d, x + 26, yy + 1, a, None) + 3, yy + 1, b, None)
        who = col[j]
        if who == -1:
            kit.chip_right(d, x + cw - 4, yy + 5, "neutral", (200, 200, 200), 16)
        elif who is not None:
            kit.player_badge(d, who, x + cw - 18, yy + 18, 13)
    return y + 30 + (len(D.ORDERS[g]) - 1) * ORDER_PITCH + ORDER_PITCH - 3  # last box's last row


def _akbar(d, akbar: dict, y: int) -> int:
    y = kit.section_title(d, PAD, y, "Akbar", 24) + 2
    x = PAD
    for g in D.AKBAR_SLOTS:
        who = akbar[g]
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


def _empire(view: dict) -> layout.Node:
    """Guild order columns, each a tile until an order is taken there, and Akbar's slots."""
    cw = (W - 2 * PAD - 16) // 3
    columns = [
        At(PAD + i * (cw + 8), 0, tile(_guild_orders, cw + 1, g, view["orders"][g],
                                       view["order_marker"][g], 0, 0, cw))
        for i, g in enumerate(D.GUILDS)
    ]  # fmt: skip
    akbar = {g: view["akbar"][g] for g in D.AKBAR_SLOTS}
    disp = ", ".join(t.upper() for t in view.get("display") or []) or "empty"
    return Column(
        _title("Guild orders"),
        Space(4),
        Fixed(30 + 6 * ORDER_PITCH + 4, Layer(*columns)),
        tile(_akbar, W, akbar, 0),
        _lines([(f"Favour tiles on display: {disp} · pile {view['pile']}", 20, False, INK, 32)]),
    )


def _player(d, p: dict, name: str, x: int, y: int, w: int) -> int:
    h = _player_height(p, w)
    kit.rounded(d, (x, y, x + w, y + h), fill=PANEL, radius=10)
    seat = p["seat"]
    kit.player_label(d, seat, name, x + 8, y + 6, 26, w - 200)
    if p.get("rupees") is not None:
        kit.chip_right(d, x + w - 8, y + 6, rupees(p["rupees"]), kit.HILITE, 22)
    line = (
        f"workers {p['reserve']}"
        + (f" (+{p['cook']} Cook)" if p.get("cook") else "")
        + f" · favours {p['favours']} · meditation {ROMAN[p['meditation'] - 1]}"
    )
    d.text((x + 10, y + 44), line, font=font(21, True), fill=INK)
    inf = p["influence"]
    ix = x + 10
    for g in D.GUILDS:
        ix = kit.chip(d, ix, y + 75, f"{GUILD_CODE[g]} {inf[g]}", GUILD_RGB[g], 19, pad=6) + 4
    prod = p.get("production") or {}
    # what the player's farms produce: each basic good's icon and amount (right-aligned)
    chips = [(g, str(prod.get(g, 0))) for g in D.BASIC]
    fw = sum(3 + 30 + 4 + text_width(n, font(GOOD_SIZE, True)) + 3 + 2 for _, n in chips)
    ix = max(ix + 4, x + w - 6 - fw - text_width("farm", font(18)) - 4)
    d.text((ix, y + 72 + 17), "farm", font=font(18), fill=MUTED, anchor="lm")
    ix += text_width("farm", font(18)) + 4
    for g, n in chips:
        ix = kit.sprite_chip(d, ix, y + 72, g, good_colour(g), GOOD_SIZE, n, pad=3) + 2
    stock = p.get("stock") or {}
    if not stock:
        d.text((x + 10, y + 110), "no goods", font=font(19), fill=MUTED)
    for g, (cx, row) in _stock_places(p, w).items():
        good_chip(d, x + cx, y + 106 + STOCK_PITCH * row, g, stock[g])
    lines = _extra_lines(p, w)
    top = y + PLAYER_H - 30 + STOCK_PITCH * _extra_stock_rows(p, w)
    kit.draw_lines(d, (x + 10, top), lines, font(EXTRA_SIZE), spacing=EXTRA_LH)
    return y + h + 1  # the box's last row


EXTRA_SIZE, EXTRA_LH = 20, 25  # a strip's last line(s): contracts, tiles, caches, Akbar


def _extra_lines(p: dict, w: int) -> list[str]:
    """The strip's last line, wrapped (never cut: contracts and tiles are what a player has)."""
    extra = []
    if p.get("contracts"):
        extra.append(", ".join(D.NOTABLES[c]["name"] for c in p["contracts"]))
    if p.get("tiles"):
        extra.append("tiles " + " ".join(t.upper() for t in p["tiles"]))
    extra.append(f"caches {8 - len(p.get('caches') or [])} off · Akbar {p.get('akbar', 0)}")
    f, lines = font(EXTRA_SIZE), []
    for part in extra:  # whole parts per line ("Akbar 1" is not split); a long part wraps
        cand = f"{lines[-1]} · {part}" if lines else part
        if lines and text_width(cand, f) <= w - 20:
            lines[-1] = cand
        else:
            lines += kit.wrap(part, f, w - 20)
    return lines


STOCK_PITCH = 38  # rows of a player's goods


def _stock_places(p: dict, w: int) -> dict[str, tuple[int, int]]:
    """Where each good of the player's stock goes: (x from the strip's left, row)."""
    stock, places, gx, row = p.get("stock") or {}, {}, 10, 0
    for g in D.GOODS:
        if stock.get(g):
            cw = 6 + 30 + 4 + text_width(str(stock[g]), font(GOOD_SIZE, True)) + 6
            if gx > 10 and gx + cw > w - 6:
                gx, row = 10, row + 1
            places[g] = (gx, row)
            gx += cw + 4
    return places


def _extra_stock_rows(p: dict, w: int) -> int:
    """Rows of goods beyond the one a strip always has room for."""
    return max((row for _, row in _stock_places(p, w).values()), default=0)


def _player_height(p: dict, w: int) -> int:
    extra = EXTRA_LH * (len(_extra_lines(p, w)) - 1)
    return PLAYER_H + extra + STOCK_PITCH * _extra_stock_rows(p, w)


# what a player's strip shows (its key): not the favours used this turn, orders taken, etc.
_PLAYER_SHOWN = (
    "seat", "rupees", "reserve", "cook", "favours", "meditation", "influence", "production",
    "stock", "contracts", "tiles", "caches", "akbar",
)  # fmt: skip


def _players(view: dict, names: list[str], only: int | None = None) -> layout.Node:
    """The players' strips, a tile each: the same while that player's goods, workers… are."""
    players = [p for p in view["players"] if only is None or p["seat"] == only]
    cw = (W - 2 * PAD - 8) // 2 if only is None else W - 2 * PAD
    cells = [
        tile(_player, cw + 1, {k: p[k] for k in _PLAYER_SHOWN if k in p},
             kit.seat_name(names, p["seat"]), 0, 0, cw)
        for p in players
    ]  # fmt: skip
    pitch = max((_player_height(p, cw) for p in players), default=PLAYER_H) + 8
    return Column(At(PAD, 0, Grid(cells, 2 if only is None else 1, cw + 8, pitch)), Space(4))


def _labels(view: dict, names: list[str]) -> list[str]:
    return [kit.seat_name(names, i) for i in range(view.get("seats") or 0)]


def _scores(res: dict, labels: list[str]) -> layout.Node:
    """The final score table, a tile across the image."""
    return tile(_score_box, W, res, labels, 0)


def _score_box(d, res: dict, labels: list[str], y: int) -> int:
    return kit.score_table(d, res, labels, PAD, y, W - 2 * PAD) - 7  # the box ends 7 rows up


def legend_items() -> list[tuple[str, str, str]]:
    """(kind, code, meaning) of every code the image draws: goods chips, guild codes, tiles."""
    items = [("good", g, f"{ABBR[g]} {g}") for g in D.GOODS]
    items += [("guild", g, f"{GUILD_CODE[g]} {g}") for g in D.GUILDS]
    items += [
        ("text", "", "R rupees on a building"),
        ("text", "", "FTn favour tile n"),
        ("text", "", "z lying worker"),
        ("text", "", "▲▼ price token"),
    ]
    return items


def _legend() -> layout.Node:
    """The key to every code on the image (issue 24: no abbreviation unexplained)."""
    return tile(_draw_legend, W, legend_items(), 0)


def _draw_legend(d, items: list, y: int) -> int:
    y = kit.section_title(d, PAD, y, "Legend", 24) + 4
    x = PAD
    for kind, key, label in items:
        code, _, meaning = label.partition(" ")
        f = font(20)
        w = text_width(code, font(19, True)) + 16 + 6 + text_width(meaning, f) + 18
        if x + w > W - PAD:
            x, y = PAD, y + 34
        if kind == "good":
            nx = good_chip(d, x, y, key, None, 19)
        elif kind == "guild":
            nx = kit.chip(d, x, y, code, GUILD_RGB[key], 19)
        else:  # code and meaning in one text: the code reads as the entry's first word
            d.text((x, y + 14), label, font=f, fill=INK, anchor="lm")
            x += text_width(label, f) + 24
            continue
        d.text((nx + 6, y + 14), meaning, font=f, fill=INK, anchor="lm")
        x = nx + 6 + text_width(meaning, f) + 18
    return y + 40


def render_public(view: dict, names: list[str]) -> Page:
    res = view.get("result") or {}
    if res.get("scores"):
        top = Column(_scores(res, _labels(view, names)), Space(11))
    else:
        top = Column(At(PAD, 0, kit.banner(W - 2 * PAD, *_banner(view, names))), Space(10))
    return Page(
        W,
        _header(view, "AGRA"),
        Space(9),
        top,
        _players(view, names),
        Space(6),
        _buildings(view),
        Space(6),
        _river(view),
        Space(4),
        _empire(view),
        Space(8),
        _legend(),
    )


def _secret_lines(view: dict, seat: int) -> list[Line]:
    """What only the viewer sees above their strip: rupees, their decision's state, the pile."""
    lines: list[Line] = [
        (f"Your rupees (secret): {view['players'][seat].get('rupees')}", 34, True, INK, 50)
    ]
    if seat in (view.get("pending") or []):
        dec = view.get("decision") or {}
        if "mp" in dec:
            lines.append((f"Meditation points left: {dec['mp']}", 26, True, INK, 38))
        if "your_answer" in dec:
            lines.append((f"Your answer: {dec['your_answer']}", 24, False, INK, 36))
    pile = view.get("pile_contents")
    if pile:
        txt = "Favour-tile pile (Mosaic Maker): " + ", ".join(t.upper() for t in pile)
        lines.append((kit.ellipsize(txt, font(22), W - 2 * PAD), 22, False, INK, 34))
    return lines


def _favour_lines(me: dict) -> list[Line]:
    """The favour actions the viewer may take: their tiles', then the three common ones."""
    lines: list[Line] = []
    for t in me.get("tiles") or []:
        have, spend, what = D.FAVOUR_ACTIONS[t]
        lines.append((f"{t.upper()} (have {have}, spend {spend}): {what}", 21, False, INK, 30))
    for fid in ("f1", "f2", "f3"):
        have, spend, what = D.FAVOUR_ACTIONS[fid]
        used = " — used this turn" if fid in (me.get("used") or []) else ""
        text = f"{fid.upper()} (have {have}, spend {spend}): {what}{used}"
        lines.append((text, 21, False, MUTED, 30))
    return lines


def render_private(view: dict, names: list[str]) -> Page:
    seat = view["viewer"]
    return Page(
        W,
        _header(view, "AGRA · your panel"),
        Space(9),
        At(PAD, 0, kit.banner(W - 2 * PAD, *_banner(view, names))),
        Space(10),
        _lines(_secret_lines(view, seat)),
        _players(view, names, only=seat),
        _lines(_favour_lines(view["players"][seat])),
        Space(8),
        _buildings(view),
        Space(6),
        _river(view),
        Space(4),
        _empire(view),
        Space(10),
        _legend(),
    )


def render(view: dict, names: list[str]) -> Page:
    if view.get("viewer") is None:
        return render_public(view, names)
    return render_private(view, names)


__all__ = ["W", "render", "render_private", "render_public", "text_width"]
