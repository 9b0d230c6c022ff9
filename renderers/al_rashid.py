"""Al-Rashid renderer: draws an Al-Rashid view (``games/al_rashid/view.py``) as an image.

Public image: header (year, phase, whose turn, current decision), turn order track, the city
(6 palaces: stacked groups of pawns in placement order with predominance and rank, titles still
available in each guild), the map (7 countries: groups, goods and credit notes left, mercenary
tokens face down as "?" or revealed with values), mercenary stacks and crises, then one strip per
player (pawns available, goods and their gold value, notes, titles used/unused, influence,
dishonour, tokens in hand) and the final breakdown once ``result`` is set.

Private panel (``viewer`` set): the seat's hand tokens (colour + value), what it has spied on
face-down tokens, its own strip, and the board as that seat sees it (spied values shown).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers import kit
from renderers.kit import INK, MUTED, PANEL, font, line_height, text_width

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
PAWN_R = {"pasha": 19, "merchant": 16, "sage": 13}
PHASES = {
    "setup": "Setup",
    "placement": "Placement",
    "reserved": "Reserved pawn",
    "window": "Between phases",
    "resolution": "Resolution",
    "over": "Game over",
}


def _name(names: list[str], seat) -> str:
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Seat {(seat or 0) + 1}"


# --------------------------------------------------------------------------------------------
# Small pieces
# --------------------------------------------------------------------------------------------


def pawn(d, seat: int, kind: str, cx: float, cy: float) -> None:
    """A pawn: the seat's shape and colour, size by rank, letter P / M / s inside."""
    r = PAWN_R.get(kind, 12)
    kit.shape(d, kit.player_shape(seat), cx, cy, r, kit.player_colour(seat), kit.BLACK, 2)
    ty = cy + (r * 0.2 if kit.player_shape(seat) == "triangle" else 0)
    d.text(
        (cx, ty),
        PAWN_LETTER.get(kind, "?"),
        font=font(int(r * 1.1), True),
        fill=kit.WHITE,
        anchor="mm",
        stroke_width=2,
        stroke_fill=kit.BLACK,
    )


def good_chip(d, kind: str, x: float, y: float, n: int | None = None, size: int = 26) -> int:
    """A goods square with its abbreviation, then ``×n``; returns the right edge."""
    col = GOODS_RGB.get(kind, (200, 200, 200))
    if kind == "note":
        d.rounded_rectangle(
            (x, y, x + size * 1.3, y + size), radius=4, fill=col, outline=kit.BLACK, width=2
        )
        w = size * 1.3
    else:
        d.rectangle((x, y, x + size, y + size), fill=col, outline=kit.BLACK, width=2)
        w = size
    d.text(
        (x + w / 2, y + size / 2),
        GOODS_ABBR.get(kind, kind[:2]),
        font=font(int(size * 0.5), True),
        fill=kit.text_on(col),
        anchor="mm",
    )
    x2 = x + w
    if n is not None:
        f = font(int(size * 0.8), True)
        d.text((x2 + 3, y + size / 2), f"{n}", font=f, fill=INK, anchor="lm")
        x2 += 3 + text_width(f"{n}", f)
    return int(x2 + 10)


def merc_token(d, colour: str, value, x: float, y: float, size: int = 30) -> int:
    col = MERC_RGB.get(colour, (120, 120, 120))
    d.rounded_rectangle((x, y, x + size, y + size), radius=6, fill=col, outline=kit.BLACK, width=2)
    txt = "?" if value is None else str(value)
    d.text(
        (x + size / 2, y + size / 2),
        txt,
        font=font(int(size * 0.6), True),
        fill=kit.WHITE,
        anchor="mm",
    )
    # a letter so that red/blue is not the only cue
    d.text(
        (x + 3, y + 1),
        "R" if colour == "red" else "B",
        font=font(max(9, size // 4), True),
        fill=kit.WHITE,
    )
    return int(x + size + 6)


def _groups(d, groups: list[dict], x: int, y: int, width: int) -> int:
    """Groups in position order: badge, pawns in placement order, predominance, rank."""
    if not groups:
        d.text((x, y + 4), "no pawns", font=font(18), fill=MUTED)
        return y + 32
    for g in groups:
        seat = g.get("seat", 0)
        px = x
        d.text((px, y + 17), f"#{g.get('rank', '?')}", font=font(18, True), fill=INK, anchor="lm")
        px += 36
        for p in g.get("pawns") or []:
            pawn(d, seat, p, px + PAWN_R.get(p, 12), y + 19)
            px += 2 * PAWN_R.get(p, 12) + 4
        d.text(
            (px + 6, y + 17),
            f"= {g.get('predominance', 0)}",
            font=font(19, True),
            fill=INK,
            anchor="lm",
        )
        y += 42
    return y


def _sector_box(d, sec: dict, x: int, y: int, w: int, h: int, accent, titles: list[dict] | None):
    resolved = sec.get("resolved")
    fill = (225, 222, 215) if resolved else PANEL
    kit.rounded(
        d, (x, y, x + w, y + h), fill=fill, outline=kit.darken(accent, 0.2), width=3, radius=10
    )
    d.rounded_rectangle(
        (x, y, x + w, y + 36), radius=10, fill=accent, outline=kit.darken(accent, 0.2), width=3
    )
    d.rectangle((x + 3, y + 26, x + w - 3, y + 34), fill=accent)
    title = str(sec.get("name") or sec.get("id"))
    f = kit.fit_font(title, w - 20 - (110 if resolved else 0), 21, True, 16)
    title = kit.ellipsize(title, f, w - 20 - (110 if resolved else 0))
    d.text((x + 10, y + 18), title, font=f, fill=kit.text_on(accent), anchor="lm")
    if resolved:
        kit.chip(d, x + w - 112, y + 5, "resolved", (235, 235, 235), 16)
    cy = y + 44
    if "stock" in sec:
        stock = sec.get("stock") or {}
        gx = x + 10
        for k in (*GOODS, "note"):
            n = stock.get(k, 0)
            if n:
                gx = good_chip(d, k, gx, cy, n, 24)
        if gx == x + 10:
            d.text((gx, cy + 2), "stock empty", font=font(18), fill=MUTED)
        cy += 32
        toks = sec.get("tokens") or []
        if toks:
            tx = x + 10
            for t in toks:
                if tx + 36 > x + w:
                    tx = x + 10
                    cy += 36
                tx = merc_token(d, t.get("colour"), t.get("value"), tx, cy)
            cy += 38
    cy = _groups(d, sec.get("groups") or [], x + 10, cy, w - 20)
    if titles is not None:
        avail = [t for t in titles if (t.get("left") or 0) > 0]
        ft = font(18)
        lh = line_height(ft)
        d.line((x + 8, cy + 2, x + w - 8, cy + 2), fill=kit.LINE, width=1)
        cy += 6
        if not avail:
            d.text((x + 10, cy), "no titles left", font=ft, fill=MUTED)
        for t in avail:
            left = t.get("left", 0)
            pp = t.get("pp")
            right = (
                f"{t.get('cost', '?')}g"
                + (f" {pp}PP" if pp is not None else "")
                + (f" ×{left}" if left > 1 else "")
            )
            fr = font(18, True)
            rw = text_width(right, fr)
            d.text(
                (x + 10, cy), kit.ellipsize(str(t.get("name")), ft, w - 30 - rw), font=ft, fill=INK
            )
            d.text((x + w - 10, cy), right, font=fr, fill=INK, anchor="ra")
            cy += lh


def _sector_height(sec: dict, w: int, titles: list[dict] | None) -> int:
    h = 44 + max(1, len(sec.get("groups") or [])) * 42 + 4
    if "stock" in sec:
        h += 32
        toks = sec.get("tokens") or []
        if toks:
            per = max(1, (w - 20) // 36)
            h += 38 * ((len(toks) + per - 1) // per)
    if titles is not None:
        avail = [t for t in titles if (t.get("left") or 0) > 0]
        h += 8 + max(1, len(avail)) * line_height(font(18))
    return h + 8


def _grid(
    d, sectors: list[dict], x: int, y: int, width: int, cols: int, titles: dict | None
) -> int:
    gap = 12
    w = (width - (cols - 1) * gap) // cols
    for i in range(0, len(sectors), cols):
        row = sectors[i : i + cols]
        hs = [
            _sector_height(s, w, (titles or {}).get(s.get("id")) if titles is not None else None)
            for s in row
        ]
        h = max(hs)
        for j, s in enumerate(row):
            if s.get("zone") == "city":
                accent = PALACE_RGB.get(s.get("colour"), (90, 90, 90))
            else:
                accent = (150, 110, 60)
            t = (titles or {}).get(s.get("id")) if titles is not None else None
            _sector_box(d, s, x + j * (w + gap), y, w, h, accent, t)
        y += h + gap
    return y


# --------------------------------------------------------------------------------------------
# Player strip
# --------------------------------------------------------------------------------------------


def _player_strip(d, view: dict, p: dict, names: list[str], x: int, y: int, width: int) -> int:
    seat = p.get("seat", 0)
    titles = p.get("titles") or []
    ft = font(18)
    title_lines = max(1, (len(titles) + 1) // 2)
    h = 150 + title_lines * line_height(ft)
    col = kit.player_colour(seat)
    kit.rounded(d, (x, y, x + width, y + h), fill=PANEL, outline=col, width=4, radius=12)
    d.rectangle((x + 4, y + 4, x + 14, y + h - 4), fill=col)
    hx = kit.player_label(d, seat, _name(names, seat), x + 24, y + 8, 26, width // 2 - 40)
    order = view.get("order") or []
    if seat in order:
        hx = kit.chip(d, hx + 14, y + 10, f"order {order.index(seat) + 1}", (230, 230, 230), 17)
    if view.get("active") == seat and view.get("phase") != "over":
        kit.chip(d, hx + 10, y + 10, "▶ TO PLAY", kit.HILITE, 17)
    res = view.get("result") or {}
    if res.get("scores") and seat < len(res["scores"]):
        d.text(
            (x + width - 16, y + 24),
            f"{res['scores'][seat]} PP",
            font=font(26, True),
            fill=INK,
            anchor="rm",
        )
    # line 2: pawns (available / family), goods + gold
    ly = y + 54
    px = x + 24
    fl = font(18, True)
    for kind in ("pasha", "merchant", "sage"):
        info = (p.get("pawns") or {}).get(kind) or {}
        pawn(d, seat, kind, px + 16, ly + 15)
        txt = f"{info.get('pool', 0)}/{info.get('family', 0)}"
        if info.get("reserved"):
            txt += " +R"
        d.text((px + 36, ly + 15), txt, font=font(21, True), fill=INK, anchor="lm")
        px += 36 + text_width(txt, font(21, True)) + 18
    d.text((px, ly + 15), "(free/family)", font=font(16), fill=MUTED, anchor="lm")
    gx = x + width // 2 + 10
    goods = p.get("goods") or {}
    for k in GOODS:
        gx = good_chip(d, k, gx, ly + 2, goods.get(k, 0), 26)
    d.text(
        (gx + 4, ly + 15), f"= {p.get('gold', 0)} gold", font=font(21, True), fill=INK, anchor="lm"
    )
    # line 3: notes, influence, dishonour, hand
    ly += 44
    hand = p.get("hand") or {}
    bits = [
        ("Notes", str(p.get("notes", 0))),
        ("Influence", str(p.get("influence", 0))),
        ("Dishonour", str(p.get("dishonour", 0))),
        ("Hand", f"{hand.get('red', 0)} red, {hand.get('blue', 0)} blue"),
    ]
    bx = x + 24
    for label, val in bits:
        d.text((bx, ly), label, font=fl, fill=MUTED)
        bx += text_width(label, fl) + 8
        d.text((bx, ly - 2), val, font=font(21, True), fill=INK)
        bx += text_width(val, font(21, True)) + 26
    # titles
    ly += 34
    if not titles:
        d.text((x + 24, ly), "Titles: none", font=ft, fill=MUTED)
    colw = (width - 48) // 2
    for i, t in enumerate(titles):
        tx = x + 24 + (i % 2) * colw
        ty = ly + (i // 2) * line_height(ft)
        used = t.get("used")
        mark = "✔ used" if used else "○ ready"
        gcol = PALACE_RGB.get(_GUILD_COLOUR.get(t.get("guild"), ""), (90, 90, 90))
        d.rectangle((tx, ty + 3, tx + 14, ty + 17), fill=gcol, outline=kit.BLACK)
        label = (
            f"{t.get('name')} ({t.get('type', '')}) {mark if t.get('type') != 'permanent' else ''}"
        )
        d.text(
            (tx + 20, ty),
            kit.ellipsize(label.strip(), ft, colw - 30),
            font=ft,
            fill=MUTED if used else INK,
        )
    return y + h


_GUILD_COLOUR = {
    "intrigue": "black",
    "military": "red",
    "traditions": "violet",
    "commerce": "blue",
    "politics": "cyan",
    "rashid": "green",
}


# --------------------------------------------------------------------------------------------
# Header, order, misc
# --------------------------------------------------------------------------------------------


def _header(d, view: dict, title: str) -> int:
    d.rectangle((0, 0, W, 70), fill=(30, 50, 70))
    d.text((PAD, 35), title, font=font(34, True), fill=kit.WHITE, anchor="lm")
    parts = [
        f"Year {view.get('year', '?')} / 5",
        PHASES.get(view.get("phase"), str(view.get("phase", ""))),
    ]
    d.text((W - PAD, 35), "  ·  ".join(parts), font=font(26, True), fill=kit.WHITE, anchor="rm")
    return 70


def _status(d, view: dict, names: list[str], x: int, y: int, width: int) -> int:
    kit.rounded(d, (x, y, x + width, y + 104), fill=PANEL, outline=kit.LINE, radius=10)
    d.text((x + 14, y + 24), "Order:", font=font(22, True), fill=MUTED, anchor="lm")
    ox = x + 100
    for i, s in enumerate(view.get("order") or []):
        if i:
            d.text((ox, y + 24), "›", font=font(26, True), fill=MUTED, anchor="lm")
            ox += 20
        ox = kit.player_label(d, s, _name(names, s), ox, y + 8, 22, 200) + 10
    po = view.get("pending_order")
    dec = view.get("decision") or {}
    active = view.get("active")
    ly = y + 72
    if view.get("phase") == "over":
        res = view.get("result") or {}
        win = [i for i, r in enumerate(res.get("ranks") or []) if r == 1]
        d.text((x + 14, ly), "Winner:", font=font(22, True), fill=MUTED, anchor="lm")
        wx = x + 24 + text_width("Winner:", font(22, True))
        for s in win:
            wx = kit.player_label(d, s, _name(names, s), wx, ly - 14, 24, 300) + 16
        return y + 116
    who = dec.get("seat", active)
    if who is not None:
        d.text((x + 14, ly), "Now:", font=font(22, True), fill=MUTED, anchor="lm")
        wx = kit.player_label(d, who, _name(names, who), x + 80, ly - 14, 24, 360)
        kind = str(dec.get("kind") or "").replace("_", " ")
        sec = dec.get("sector")
        if kind or sec:
            txt = kind + (f" · {sec}" if sec else "")
            d.text((wx + 14, ly), txt, font=font(20), fill=INK, anchor="lm")
    if po:
        txt = "Next order: " + " › ".join(str(s + 1) for s in po)
        d.text((x + width - 14, ly), txt, font=font(19), fill=MUTED, anchor="rm")
    return y + 116


def _supplies(d, view: dict, x: int, y: int, width: int) -> int:
    merc = view.get("mercenaries") or {}
    kit.rounded(d, (x, y, x + width, y + 62), fill=PANEL, outline=kit.LINE, radius=10)
    mx = x + 14
    d.text((mx, y + 31), "Mercenaries:", font=font(20, True), fill=MUTED, anchor="lm")
    mx += text_width("Mercenaries:", font(20, True)) + 12
    for c in ("red", "blue"):
        m = merc.get(c) or {}
        mx = merc_token(d, c, None, mx, y + 16)
        disc = m.get("discard") or []
        txt = f"{m.get('stack', 0)} left"
        if disc:
            txt += f", discard {' '.join(str(v) for v in disc[-6:])}"
        d.text((mx, y + 31), txt, font=font(19), fill=INK, anchor="lm")
        mx += text_width(txt, font(19)) + 24
    cr = view.get("crisis") or {}
    txt = f"Crises: {', '.join(cr.get('revealed') or []) or 'none'} ({cr.get('deck', 0)} left)"
    d.text(
        (x + width - 14, y + 31),
        kit.ellipsize(txt, font(19), x + width - mx - 20),
        font=font(19),
        fill=INK,
        anchor="rm",
    )
    return y + 74


def _legend(d, x: int, y: int, width: int) -> int:
    items = [
        (lambda dd, cx, cy, r: pawn(dd, 0, "pasha", cx, cy), "pasha (5)"),
        (lambda dd, cx, cy, r: pawn(dd, 0, "merchant", cx, cy), "merchant (3)"),
        (lambda dd, cx, cy, r: pawn(dd, 0, "sage", cx, cy), "sage (1)"),
        (
            lambda dd, cx, cy, r: dd.text(
                (cx, cy), "#1", font=font(18, True), fill=INK, anchor="mm"
            ),
            "rank; = predominance",
        ),
        (
            lambda dd, cx, cy, r: merc_token(dd, "red", None, cx - 13, cy - 13, 26),
            "face-down mercenary",
        ),
    ]
    return kit.legend(d, x, y, items, width, 19, swatch=19)


# --------------------------------------------------------------------------------------------
# Whole images
# --------------------------------------------------------------------------------------------


def _body(img, d, view: dict, names: list[str], y: int) -> int:
    y = _status(d, view, names, PAD, y, W - 2 * PAD)
    y = _supplies(d, view, PAD, y, W - 2 * PAD)
    y = _legend(d, PAD, y, W - 2 * PAD) + 6
    d.text(
        (PAD, y),
        "City: palaces (titles still available: cost, PP, copies)",
        font=font(24, True),
        fill=INK,
    )
    y = _grid(d, view.get("city") or [], PAD, y + 36, W - 2 * PAD, 3, view.get("titles") or {})
    d.text(
        (PAD, y), "Map: countries (stock left, mercenaries, pawns)", font=font(24, True), fill=INK
    )
    y = _grid(d, view.get("map") or [], PAD, y + 36, W - 2 * PAD, 4, None)
    return y


def _estimate(view: dict) -> int:
    h = 70 + 16 + 116 + 74 + 60 + 80
    tit = view.get("titles") or {}
    for secs, cols, with_titles in (
        (view.get("city") or [], 3, True),
        (view.get("map") or [], 4, False),
    ):
        w = (W - 2 * PAD - (cols - 1) * 12) // cols
        for i in range(0, len(secs), cols):
            h += 12 + max(
                _sector_height(s, w, tit.get(s.get("id")) if with_titles else None)
                for s in secs[i : i + cols]
            )
        h += 40
    for p in view.get("players") or []:
        h += 150 + max(1, (len(p.get("titles") or []) + 1) // 2) * 24 + 16
    if (view.get("result") or {}).get("scores"):
        h += 42 + 58 + 42 * len(view["result"]["scores"]) + 30
    return h + 400


def render_public(view: dict, names: list[str]) -> Image.Image:
    img = kit.new_canvas(W, _estimate(view))
    d = ImageDraw.Draw(img)
    y = _header(d, view, "AL-RASHID") + 16
    if (view.get("result") or {}).get("scores"):
        labels = [
            _name(names, i) for i in range(view.get("seats") or len(view.get("players") or []))
        ]
        y = kit.score_table(d, view["result"], labels, PAD, y, W - 2 * PAD)
    y = _body(img, d, view, names, y)
    d.text((PAD, y), "Players", font=font(24, True), fill=INK)
    y += 36
    players = {p.get("seat"): p for p in view.get("players") or []}
    order = [s for s in view.get("order") or [] if s in players] + [
        s for s in players if s not in (view.get("order") or [])
    ]
    for s in order:
        y = _player_strip(d, view, players[s], names, PAD, y, W - 2 * PAD) + 12
    return img.crop((0, 0, W, y + 6))


def render_private(view: dict, names: list[str]) -> Image.Image:
    seat = view.get("viewer")
    priv = view.get("private") or {}
    img = kit.new_canvas(W, _estimate(view) + 400)
    d = ImageDraw.Draw(img)
    y = _header(d, view, "AL-RASHID · your panel") + 16
    kit.player_label(d, seat, _name(names, seat), PAD, y, 30, W // 2)
    if seat in (view.get("pending") or []):
        kit.chip(d, W - PAD - 260, y, "Your decision is awaited", kit.HILITE, 20)
    y += 52
    d.text((PAD, y), "Your mercenary tokens (hidden from others)", font=font(24, True), fill=INK)
    y += 38
    hand = priv.get("hand") or []
    tx = PAD
    if not hand:
        d.text((PAD, y + 8), "none", font=font(22), fill=MUTED)
    for t in hand:
        if tx + 70 > W - PAD:
            tx = PAD
            y += 72
        merc_token(d, t.get("colour"), t.get("value"), tx, y, 62)
        tx += 74
    y += 72
    tot = {
        c: sum(int(t.get("value") or 0) for t in hand if t.get("colour") == c)
        for c in ("red", "blue")
    }
    d.text(
        (PAD, y),
        f"Red (land) total {tot['red']}   ·   Blue (sea) total {tot['blue']}",
        font=font(21, True),
        fill=INK,
    )
    y += 36
    known = priv.get("known") or {}
    d.text((PAD, y), "Spied face-down tokens", font=font(24, True), fill=INK)
    y += 38
    sec_names = {s.get("id"): s.get("name") for s in view.get("map") or []}
    if not known:
        d.text((PAD, y), "none", font=font(22), fill=MUTED)
        y += 34
    for c, toks in known.items():
        d.text((PAD, y + 16), str(sec_names.get(c, c)), font=font(21, True), fill=INK, anchor="lm")
        kx = PAD + 240
        for t in toks:
            kx = merc_token(d, t.get("colour"), t.get("value"), kx, y, 34)
        y += 42
    y += 6
    me = next((p for p in view.get("players") or [] if p.get("seat") == seat), None)
    if me:
        y = _player_strip(d, view, me, names, PAD, y, W - 2 * PAD) + 14
    y = _body(img, d, view, names, y)
    return img.crop((0, 0, W, min(img.height, y + 6)))


def render(view: dict, names: list[str]) -> Image.Image:
    if view.get("viewer") is None:
        return render_public(view, names)
    return render_private(view, names)


__all__ = ["render", "render_private", "render_public"]
