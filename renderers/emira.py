"""Emira renderer: draws an Emira view (``games/emira/view.py``) as a 1200 px wide image.

Public image: header (round, phase, who acts), the princess(es) in play with preferences and
talents (plus waiting and undecided cards), the auction (high bid, bidder, turn), the market's
six spaces with prices, then one panel per sheik (princesses with talents, appearance, status,
palace, camels, caravans, hand size, gold only when public), the piles and, at the end, the
ranking. Primary facts use 28–40 px type so they stay readable at 400 px display width.

Private panel (``viewer`` set): objective, own gold, event cards with what each does, cards
being chosen or looked at, what was seen privately, then the public board.

Both are trees of tiles (:mod:`renderers.layout`), each drawn from what it shows.

Every word is drawn in the view's language (:func:`kit.locale_of`): the game's own terms (talents,
markers, colours, symbols, event cards, abilities) from ``emira.ftl`` so image and text say one
word, the rest from ``board-emira.ftl``; each tile whose words depend on it gets the locale as a
prop. Texts the engine keeps in English (private looks, the final notes) are worded from the
messages the view carries beside them (:func:`games.core.protocol.word`).
"""

from __future__ import annotations

import json

from games.core.protocol import format_msg, word
from i18n import has
from renderers import cache, kit, layout
from renderers.kit import INK, MUTED, PANEL, PANEL_ALT, font, line_height
from renderers.layout import At, Column, Page, Space, tag, tile

W = 1200
PAD = 20
say = kit.say

PREF_RGB = {
    "appearance": (204, 121, 167),
    "status": (230, 159, 0),
    "palace": (0, 114, 178),
    "money": (0, 158, 115),
    "most": (90, 90, 90),
}
PREF_WORD = {  # a preference's word on a chip (message ids)
    "appearance": "board-emira-pref-appearance",
    "status": "board-emira-pref-status",
    "palace": "board-emira-pref-palace",
    "money": "board-emira-pref-money",
    "most": "board-emira-pref-most",
}
TALENT_RGB = {
    "intelligence": (86, 180, 233),
    "household": (240, 228, 66),
    "cooking": (213, 94, 0),
    "romance": (204, 121, 167),
}
TALENT_LETTER = {"intelligence": "I", "household": "H", "cooking": "C", "romance": "R"}
STEP_NAMES = {  # the round's steps as the header says them (message ids)
    "setup": "board-emira-step-setup",
    "events": "board-emira-step-events",
    "income": "board-emira-step-income",
    "prep_emira": "board-emira-step-prepare",
    "prep_status": "board-emira-step-prepare",
    "prep_appearance": "board-emira-step-prepare",
    "prep_items": "board-emira-step-prepare",
    "auctions": "board-emira-step-auctions",
    "buy": "board-emira-step-buy",
    "choose": "board-emira-step-choose",
    "upkeep_xenia": "board-emira-step-upkeep",
    "upkeep_pay": "board-emira-step-upkeep",
    "end": "board-emira-step-end",
    "over": "board-emira-game-over",
}
SYMBOLS = ("mirror", "camel", "scroll", "crescent", "jar", "seal")
COLOURS = ("green", "white", "red", "blue", "black")


def _step(loc: str, step: str) -> str:
    """The round's step in words, or its internal name when unknown."""
    return say(loc, STEP_NAMES[step]) if step in STEP_NAMES else step


def _symbol(loc: str, symbol: str) -> str:
    return say(loc, f"emira-symbol-{symbol}") if symbol in SYMBOLS else symbol


def _talent(loc: str, talent: str) -> str:
    return say(loc, f"emira-talent-{talent}") if talent in TALENT_RGB else talent.title()


def _banner(view: dict, names: list[str]) -> tuple[int | None, str]:
    """(seat or None, text) of the turn banner: who must decide what."""
    loc = kit.locale_of(view)
    if view.get("result"):
        return None, say(loc, "board-emira-game-over")
    pend = view.get("pending") or []
    kind = (view.get("decision") or {}).get("kind", "")
    step = view.get("step", "")
    what = (
        say(loc, f"board-emira-banner-{kind}")
        if has(f"board-emira-banner-{kind}")
        else say(loc, STEP_NAMES[step])
        if step in STEP_NAMES
        else ""
    )
    if len(pend) == 1:
        return pend[0], say(
            loc, "board-emira-banner", name=kit.seat_name(names, pend[0], loc), what=what
        )
    if pend:
        who = ", ".join(kit.seat_name(names, s, loc) for s in pend)
        return None, say(loc, "board-emira-banner-waiting", who=who, what=what)
    return None, what or "—"


def _turn_banner(view: dict, names: list[str]) -> layout.Node:
    """The turn banner, tagged: it is what the first screen must show."""
    return tag(At(PAD, 0, layout.banner(W - 2 * PAD, *_banner(view, names))), "turn", "decision")


def _pref_word(loc: str, pref: str) -> str:
    return say(loc, PREF_WORD[pref]) if pref in PREF_WORD else pref


def _pref_chip(d, x: int, y: int, rank: int, pref: str, size: int = 26, loc: str = "en") -> int:
    text = f"{rank} {_pref_word(loc, pref)}"
    return kit.chip(d, x, y, text, PREF_RGB.get(pref, MUTED), size)


def _talents(
    d, x: int, y: int, talents: list[str], size: int = 26, words: bool = False, loc: str = "en"
) -> int:
    """Each talent as its icon on a pill of its colour, with its name (``words``) or alone."""
    for t in talents:
        text = _talent(loc, t) if words else ""
        x = kit.sprite_chip(d, x, y, f"talent-{t}", TALENT_RGB.get(t, MUTED), size, text) + 6
    return x


TALENT_ICON = 30  # px: a talent's icon on a sheik's princess (10 px when shown 400 px wide)


def _talents_width(talents: list[str], size: int = 24, loc: str = "en") -> int:
    """The width :func:`_talents` takes for ``talents`` in words."""
    h = max(int(size * 1.45), kit.SPRITE_CHIP_H)
    f = font(size, True)
    return sum(6 + h - 4 + 4 + kit.text_width(_talent(loc, t), f) + 6 + 6 for t in talents)


@cache.kept("catalogue-ids")
def _has(msg_id: str) -> bool:
    from i18n import has

    return has(msg_id)


def _ability(loc: str, card: dict) -> tuple[str, str]:
    """A princess's ability (name, what it does) in ``loc``: the game's catalogue when it has
    her, else the view's words."""
    cid = card.get("id")
    if card.get("ability") and cid and _has(f"emira-ability-{cid}"):
        return say(loc, f"emira-ability-{cid}"), say(loc, f"emira-ability-{cid}.text")
    return card.get("ability") or "", card.get("text") or ""


def _princess_card(
    d, card: dict, x: int, y: int, w: int, tag: str, big: bool, loc: str = "en"
) -> int:
    """A princess: name, preferences (swapped marked), talents, upkeep and ability."""
    lines, f = _card_lines(card, w, big, loc)
    h = _card_height(card, big, len(lines), f)
    kit.rounded(d, (x, y, x + w, y + h), fill=PANEL, outline=kit.darken((150, 120, 60)), width=3)
    name_size = 46 if big else 30
    d.text((x + 14, y + 10), card["name"], font=font(name_size, True), fill=INK)
    d.text((x + w - 14, y + 14), tag, font=font(24, True), fill=MUTED, anchor="ra")
    cy = y + 16 + name_size + 6
    cx = x + 14
    p1, p2 = card["prefs"]
    cx = _pref_chip(d, cx, cy, 1, p1, 30 if big else 24, loc) + 8
    if p2:
        cx = _pref_chip(d, cx, cy, 2, p2, 30 if big else 24, loc) + 8
    if card.get("swapped"):
        cx = kit.chip(d, cx, cy, say(loc, "board-emira-swapped"), (255, 255, 255), 24) + 8
    if big:
        tx = x + w - 14 - _talents_width(card["talents"], 30, loc)
        _talents(d, max(cx + 6, tx), cy, card["talents"], 30, True, loc)
    else:  # in words too: a bare letter is explained nowhere on the card
        _talents(
            d,
            max(cx + 6, x + w - 14 - _talents_width(card["talents"], 24, loc)),
            cy,
            card["talents"],
            24,
            True,
            loc,
        )
    ty = cy + (54 if big else 44)
    if lines:
        kit.draw_lines(d, (x + 14, ty), lines, f, fill=INK)
    return y + h


def _card_lines(card: dict, w: int, big: bool, loc: str) -> tuple[list[str], object]:
    """A princess card's upkeep and ability, wrapped (never cut), and their font."""
    ability, does = _ability(loc, card)
    text = say(loc, "board-emira-ability-does", ability=ability, does=does) if does else ability
    if card["upkeep"] != 50:
        text = say(loc, "board-emira-upkeep", n=card["upkeep"]) + " " + text
    f = font(25 if big else 24)
    return (kit.wrap(text, f, w - 28) if text else []), f


def _card_height(card: dict, big: bool, lines: int, f) -> int:
    """A princess card's height: room for two lines of ability, more when a longer (French or
    Italian) text wraps on more."""
    h = (214 if big else 150) if card["ability"] else (150 if big else 104)
    return h + max(0, lines - 2) * line_height(f)


def _grows(card: dict, w: int, big: bool, loc: str) -> bool:
    """Whether the card's text needs more than its two lines."""
    return len(_card_lines(card, w, big, loc)[0]) > 2


def _header(view: dict, names: list[str], title: str) -> layout.Node:
    """The title bar."""
    loc = kit.locale_of(view)
    step = _step(loc, view.get("step", ""))
    rnd = say(loc, "board-emira-round", n=view.get("round") or 0)
    pending = view.get("pending") or []
    waiting = ""
    if pending and not view.get("result"):
        who = ", ".join(kit.seat_name(names, s, loc) for s in pending)
        waiting = say(loc, "board-emira-waiting", who=who)
    return tile(_header_bar, W, title, step, rnd, waiting)


def _header_bar(d, title: str, step: str, rnd: str, waiting: str) -> int:
    d.rectangle((0, 0, W, 96), fill=(120, 40, 60))
    d.text((PAD, 10), title, font=font(44, True), fill=kit.WHITE)
    d.text((W - PAD, 18), rnd, font=font(36, True), fill=kit.WHITE, anchor="ra")
    d.text((PAD, 60), step, font=font(28, True), fill=(255, 230, 200))
    if waiting:
        f = font(24, True)
        d.text((W - PAD, 64), kit.ellipsize(waiting, f, 700), font=f, fill=kit.WHITE, anchor="ra")
    return 104


def _heading(text: str) -> layout.Node:
    """A section title, a tile 42 rows tall (the next tile's top)."""
    return tile(_heading_text, W, 0, text)


def _heading_text(d, y: int, text: str) -> int:
    d.text((PAD, y), text, font=font(30, True), fill=INK)
    return y + 42


def _spills(cards: list[dict]) -> bool:
    """Whether a two-column row of small cards has a tall card (with an ability) left of a short
    one: the row is laid out by its right card, so the tall one reaches into what follows."""
    return any(
        cards[i]["ability"] and not cards[i + 1]["ability"] for i in range(0, len(cards) - 1, 2)
    )


def _princess_cards(
    d, inplay: list, waiting: list, undecided: list, y: int, loc: str = "en"
) -> int:
    d.text((PAD, y), say(loc, "board-emira-in-play"), font=font(30, True), fill=INK)
    y += 42
    if not inplay:
        d.text((PAD, y), say(loc, "board-emira-none-this-round"), font=font(26), fill=MUTED)
        y += 40
    for i, card in enumerate(inplay):
        tag = say(loc, "board-emira-princess-n", n=i + 1) if len(inplay) > 1 else ""
        y = _princess_card(d, card, PAD, y, W - 2 * PAD, tag, True, loc) + 10
    for title, cards in (
        (say(loc, "board-emira-next-round"), waiting),
        (say(loc, "board-emira-undecided"), undecided),
    ):
        if not cards:
            continue
        d.text((PAD, y), title, font=font(26, True), fill=INK)
        y += 36
        cw = (W - 2 * PAD - 10) // 2
        low = y  # a row under a card that grew starts under the row's tallest card
        for i, card in enumerate(cards):
            cx = PAD + (i % 2) * (cw + 10)
            bottom = _princess_card(d, card, cx, y, cw, "", False, loc)
            if i % 2 == 0:
                low = bottom if _grows(card, cw, False, loc) else y
            if i % 2 == 1 or i == len(cards) - 1:
                y = max(bottom, low) + 10
    return y


def _auction_text(view: dict, names: list[str]) -> str | None:
    """The auction line (None outside an auction): the key of its panel."""
    a = view.get("auction")
    if not a or view.get("step") != "auctions":
        return None
    loc = kit.locale_of(view)
    if a.get("bidder") is not None:
        who = kit.seat_name(names, a["bidder"], loc)
        text = say(loc, "board-emira-high-bid", high=a["high"], who=who)
    else:
        text = say(loc, "board-emira-no-bid")
    if a.get("turn") is not None and (view.get("decision") or {}).get("kind") == "bid":
        text += " · " + say(loc, "board-emira-to-act", who=kit.seat_name(names, a["turn"], loc))
    return text


def _auction_box(d, text: str, y: int) -> int:
    kit.rounded(d, (PAD, y, W - PAD, y + 64), fill=(255, 244, 214), outline=kit.LINE)
    f = kit.fit_font(text, W - 2 * PAD - 24, 36, True, 24)
    d.text((PAD + 12, y + 32), text, font=f, fill=INK, anchor="lm")
    return y + 76


MARKERS = ("beauty", "manners", "dress")


def _marker(loc: str, marker: str) -> str:
    """An appearance marker's name (``Beauty``), the game's term."""
    return say(loc, f"emira-marker-{marker}") if marker in MARKERS else marker.title()


def _market_spaces(d, b: dict, y: int, loc: str = "en") -> int:
    title = say(loc, "board-emira-market")
    d.text((PAD, y), title, font=font(28, True), fill=INK)
    y += 40
    status = b.get("status") is not None
    appearance = b.get("appearance")
    items = [  # (space, value or None when empty, price, icon)
        (
            "status",
            f"{b['status']}" if status else None,
            say(loc, "board-emira-points", n=b.get("status_points")) if status else "",
            None,
        ),
        ("appearance", _marker(loc, appearance) if appearance else None, "350", None),
        ("section", "yes" if b.get("section") else None, "500", "palace"),
        ("camel", "yes" if b.get("camel") else None, "150", "camel"),
        ("small", "yes" if b.get("small") else None, "450 / 550", "caravan"),
        ("large", "yes" if b.get("large") else None, "750 / 900", "caravan"),
    ]
    cw = (W - 2 * PAD - 2 * 10) // 3
    for i, (space, value, price, icon) in enumerate(items):
        x = PAD + (i % 3) * (cw + 10)
        yy = y + (i // 3) * 104
        fill = PANEL if value else PANEL_ALT
        kit.rounded(d, (x, yy, x + cw, yy + 94), fill=fill, outline=kit.LINE)
        name = say(loc, f"board-emira-space-{space}")
        d.text((x + 12, yy + 6), name, font=font(24, True), fill=MUTED)
        if icon:
            size = 34 if space == "small" else 44
            kit.sprite(
                d,
                icon,
                x + cw - 12 - size / 2,
                yy + 8 + size / 2,
                size,
                (150, 100, 40) if value else MUTED,
            )
        if value is None:
            d.text((x + 12, yy + 40), say(loc, "board-emira-empty"), font=font(28), fill=MUTED)
        else:
            shown = value if value != "yes" else price
            d.text((x + 12, yy + 34), shown, font=font(40, True), fill=INK)
            if value != "yes":
                d.text((x + cw - 12, yy + 46), price, font=font(24), fill=MUTED, anchor="ra")
    return y + 2 * 104 + 6


def _objective_words(obj: dict, loc: str) -> str:
    """An objective's words in ``loc``: the message its view carries (worded once per
    language: a frame asks for them again for every sheik's panel and its height)."""
    words = obj.get("words")
    return _objective_said(loc, json.dumps(words)) if words else str(obj.get("text", ""))


@cache.kept("words")
def _objective_said(loc: str, words: str) -> str:
    msg = json.loads(words)
    return format_msg(loc, (msg[0], msg[1]))


def _objective_line(p: dict, loc: str = "en") -> str:
    obj = p.get("objective")
    if not obj:
        return ""
    words = _objective_words(obj, loc)
    text = say(loc, "board-emira-objective", id=obj["id"], words=words)
    return text + (f" — {_proof(loc, p['proof'])}" if p.get("proof") else "")


_PROOFS = {  # the engine's English proofs that are whole sentences (message ids)
    "by number of princesses": "board-emira-proof-number",
    "best score when the game ended": "board-emira-proof-score",
}


def _proof(loc: str, proof: str) -> str:
    """How a sheik fulfilled their objective, in ``loc``: the engine writes it in English
    (``Badra → Intelligence, Nibal → Household``, or one of :data:`_PROOFS`); its talents are
    the game's terms and the names proper names."""
    if proof in _PROOFS:
        return say(loc, _PROOFS[proof])
    parts = []
    for part in proof.split(", "):
        name, arrow, talent = part.rpartition(" → ")
        key = talent.lower()
        parts.append(f"{name} → {_talent(loc, key)}" if arrow and key in TALENT_RGB else part)
    return ", ".join(parts)


OBJ_FONT = 24  # the revealed objective and its proof under a sheik's panel, wrapped
CARD_W, CARD_H, CARD_GAP = 196, 162, 8  # a princess card in a sheik's palace
PALACE_X = 84  # the palace's picture left of its cards
CARAVAN_H = 44  # a row of camels and caravans


def _palace_x(loc: str = "en") -> int:
    """The palace's picture's width: :data:`PALACE_X`, or its word's when longer."""
    return max(PALACE_X, kit.text_width(say(loc, "board-emira-palace-word"), font(24, True)) + 4)


def _cards_per_row(w: int, loc: str = "en") -> int:
    return max(1, (w - 16 - _palace_x(loc)) // (CARD_W + CARD_GAP))


def _palace_rows(p: dict, w: int, loc: str = "en") -> int:
    """Rows of card places in a sheik's palace: one place per princess or free room."""
    places = max(len(p["princesses"]), p["capacity"], 1)
    return -(-places // _cards_per_row(w, loc))


def _caravan_chips(p: dict, loc: str = "en") -> list[tuple[str, str, int]]:
    """(size, text, width) of each caravan chip, in the order drawn."""
    f = font(24, True)
    out = []
    for c in p["caravans"]:
        text = say(
            loc, "board-emira-caravan-chip", size=c["size"], speed=c["speed"], n=c["remaining"]
        )
        out.append((c["size"], text, 6 + 30 + 4 + kit.text_width(text, f) + 6))
    return out


def _caravan_rows(p: dict, w: int, loc: str = "en") -> list[list[tuple[str, str, int]]]:
    """The camels-and-caravans rows: the camels and "Caravans:" start the first."""
    start = 12 + 40 + kit.text_width(_camel_text(p, loc), font(24, True)) + 24
    start += kit.text_width(say(loc, "board-emira-caravans"), font(24, True)) + 10
    rows: list[list] = [[]]
    x = start
    for chip in _caravan_chips(p, loc):
        if rows[-1] and x + chip[2] > w - 12:
            rows.append([])
            x = 12 + 40
        rows[-1].append(chip)
        x += chip[2] + 8
    return rows


def _camel_text(p: dict, loc: str = "en") -> str:
    return say(loc, "board-emira-camels", n=p["camels"], cost=p["camel_rate"])


def _player_height(p: dict, w: int, advanced: bool, loc: str = "en") -> int:
    """The panel's rows: name, values, the palace's card rows, camels and caravans, the
    detail lines (wrapped, never cut) and the revealed objective."""
    h = 128 + _palace_rows(p, w, loc) * (_card_h(p, loc) + CARD_GAP) + 16
    h += CARAVAN_H * len(_caravan_rows(p, w, loc)) + 4
    h += 30 * len(_bit_lines(_bits(p, advanced, loc), w)) + 8
    text = _objective_line(p, loc)
    if not text:
        return h
    lines = kit.wrap(text, font(OBJ_FONT, True), w - 24)
    return h + 4 + line_height(font(OBJ_FONT, True)) * len(lines)


def _player(view: dict, p: dict, names: list[str], w: int) -> layout.Node:
    """A sheik's panel (the same while nothing it shows changed: most sheiks, most moves)."""
    seat = p["seat"]
    loc = kit.locale_of(view)
    name = kit.seat_name(names, seat, loc)
    hil = seat in (view.get("pending") or [])
    first = view.get("first") == seat
    advanced = bool(view.get("advanced"))
    shown = {k: p[k] for k in _PLAYER_SHOWN if k in p}
    return tile(_player_panel, w + 1, shown, name, hil, first, advanced, 0, 0, w, loc)


# what a sheik's panel shows (its key): not the upkeep due, which changes more often
_PLAYER_SHOWN = (
    "seat",
    "colour",
    "frozen",
    "won",
    "gold",
    "princesses",
    "capacity",
    "appearance",
    "status",
    "palace",
    "markers",
    "lent",
    "sets",
    "good_looking",
    "camels",
    "camel_rate",
    "sections",
    "track",
    "status_cards",
    "singing",
    "acting",
    "caravans",
    "hand",
    "kept",
    "suleika",
    "objective",
    "proof",
)


def _bits(p: dict, advanced: bool, loc: str = "en") -> list[str]:
    """A sheik's detail lines (appearance markers, palace and status cards, hand), each
    wrapped, never cut; camels and caravans are drawn as pieces above them."""
    m = p["markers"]
    lent = [k for k, v in (p.get("lent") or {}).items() if v]
    first = " · ".join(f"{_marker(loc, k)} {m[k]}" for k in MARKERS)
    if lent:
        words = ", ".join(say(loc, f"emira-marker-word-{k}") if k in MARKERS else k for k in lent)
        first += " " + say(loc, "board-emira-lent", markers=words)
    extra = []
    if p["sets"]:
        extra.append(say(loc, "board-emira-sets", n=p["sets"]))
    if p["good_looking"]:
        extra.append(say(loc, "board-emira-good-looking", n=p["good_looking"]))
    cards = ", ".join(str(c[0]) for c in p["status_cards"]) or say(loc, "board-emira-none")
    second = [say(loc, "board-emira-sections", n=p["sections"])]
    if advanced:
        second.append(say(loc, "board-emira-track", n=p["track"]))
    second.append(say(loc, "board-emira-status-cards", cards=cards))
    if p["singing"]:
        second.append(say(loc, "board-emira-singing"))
    if p["acting"]:
        second.append(say(loc, "board-emira-acting"))
    second.append(say(loc, "board-emira-hand", n=p["hand"]))
    if p["kept"]:  # event cards kept in play: their names (the English one is their id)
        kept = ", ".join(
            word(loc, (f"emira-event-{k}", {}), k.replace("-", " ")) for k in p["kept"]
        )
        second.append(say(loc, "board-emira-kept", cards=kept))
    if p["suleika"]:
        second.append(say(loc, "board-emira-suleika", n=100 * p["suleika"]))
    return [" · ".join([first, *extra]), " · ".join(second)]


def _bit_lines(bits: list[str], w: int) -> list[str]:
    return [line for b in bits for line in kit.wrap(b, font(24), w - 24)]


PALACE_RGB = (238, 222, 190)  # the palace's sandstone floor
CARD_RGB = (252, 243, 226)
CARD_EDGE = (150, 110, 50)
PREF_SHORT_SIZE = 24


ABILITY_LH = 28  # px between the lines of an ability's name wrapped on a palace card


def _ability_lines(c: dict, loc: str) -> list[str]:
    """The ability's name as a palace card shows it (under a single preference), wrapped to the
    card's width: a longer name takes more lines, never the next card's room."""
    if not c.get("ability") or all(c["prefs"]):
        return []
    name = _ability(loc, c)[0]
    f = font(24, True)
    return [name] if kit.text_width(name, f) <= CARD_W - 8 else kit.wrap(name, f, CARD_W - 12)


def _card_h(p: dict, loc: str = "en") -> int:
    """The height of a sheik's palace cards: :data:`CARD_H`, taller when an ability's name
    needs more than one line."""
    lines = max((len(_ability_lines(c, loc)) for c in p["princesses"]), default=0)
    return CARD_H + max(0, lines - 1) * ABILITY_LH


def _palace_card(d, c: dict, x: int, y: int, h: int = CARD_H, loc: str = "en") -> None:
    """A princess as a small card (``h`` tall): her name, her talents as icons on discs of
    their colour, her two preferences (rank, colour, word) and her ability's name."""
    kit.rounded(d, (x, y, x + CARD_W, y + h), fill=CARD_RGB, outline=CARD_EDGE, width=3)
    f = kit.fit_font(c["name"], CARD_W - 16, 24, True, 24)
    d.text((x + CARD_W / 2, y + 8), c["name"], font=f, fill=INK, anchor="ma")
    ix = x + (CARD_W - len(c["talents"]) * (TALENT_ICON + 12) + 12) / 2
    for t in c["talents"]:  # each talent's icon on a disc of its colour
        col = TALENT_RGB.get(t, MUTED)
        d.ellipse(
            (ix - 3, y + 40, ix + TALENT_ICON + 3, y + 46 + TALENT_ICON),
            fill=col,
            outline=kit.BLACK,
            width=2,
        )
        kit.sprite(
            d,
            f"talent-{t}",
            ix + TALENT_ICON / 2,
            y + 43 + TALENT_ICON / 2,
            TALENT_ICON,
            kit.text_on(col),
        )
        ix += TALENT_ICON + 12
    py = y + 82
    for rank, pref in enumerate(c["prefs"], 1):
        if pref:
            _pref_chip(d, x + 8, py, rank, pref, PREF_SHORT_SIZE, loc)
            py += 36
    lines = _ability_lines(c, loc)
    for i, line in enumerate(lines):  # the last line where a single line always was
        ly = y + h - 6 - (len(lines) - 1 - i) * ABILITY_LH
        d.text((x + CARD_W / 2, ly), line, font=font(24, True), fill=CARD_EDGE, anchor="md")


def _empty_place(d, x: int, y: int, h: int = CARD_H, loc: str = "en") -> None:
    """Room for one more princess: a card's outline (``h`` tall), dashed."""
    for k in range(0, CARD_W, 16):
        d.line((x + k, y, x + min(CARD_W, k + 8), y), fill=CARD_EDGE, width=2)
        d.line((x + k, y + h, x + min(CARD_W, k + 8), y + h), fill=CARD_EDGE, width=2)
    for k in range(0, h, 16):
        d.line((x, y + k, x, y + min(h, k + 8)), fill=CARD_EDGE, width=2)
        d.line((x + CARD_W, y + k, x + CARD_W, y + min(h, k + 8)), fill=CARD_EDGE, width=2)
    room = say(loc, "board-emira-room")
    d.text((x + CARD_W / 2, y + h / 2), room, font=font(24), fill=MUTED, anchor="mm")


def _player_panel(
    d,
    p: dict,
    name: str,
    hil: bool,
    first: bool,
    advanced: bool,
    x: int,
    y: int,
    w: int,
    loc: str = "en",
) -> int:
    seat = p["seat"]
    h = _player_height(p, w, advanced, loc)
    kit.rounded(
        d,
        (x, y, x + w, y + h),
        fill=PANEL,
        outline=kit.HILITE if hil else kit.LINE,
        width=5 if hil else 2,
    )
    kit.player_label(d, seat, name, x + 12, y + 8, 32, w * 3 // 5)
    colour = p["colour"]
    tags = [say(loc, f"emira-colour-{colour}") if colour in COLOURS else str(colour)]
    if first:
        tags.append(say(loc, "board-emira-first-player"))
    if p.get("frozen"):
        tags.append(say(loc, "board-emira-frozen"))
    if p.get("won"):
        tags.append(say(loc, "board-emira-winner"))
    d.text((x + w - 14, y + 16), " · ".join(tags), font=font(24, True), fill=MUTED, anchor="ra")
    gold = p["gold"] if p["gold"] is not None else say(loc, "board-emira-secret")
    cells = [
        (say(loc, "board-emira-princesses"), f"{len(p['princesses'])}/{p['capacity']}"),
        (say(loc, "board-emira-appearance"), str(p["appearance"])),
        (say(loc, "board-emira-status"), str(p["status"])),
        (say(loc, "board-emira-palace"), str(p["palace"])),
        (say(loc, "board-emira-gold"), str(gold)),
    ]
    cw = (w - 24) // len(cells)
    for i, (label, value) in enumerate(cells):
        cx = x + 12 + i * cw
        d.text((cx, y + 52), label, font=font(24, True), fill=MUTED)
        d.text((cx, y + 74), value, font=kit.fit_font(value, cw - 10, 40, True, 24), fill=INK)
    # the palace: its picture, then a card place per princess and per free room
    rows = _palace_rows(p, w, loc)
    px = _palace_x(loc)
    top = y + 128
    ch = _card_h(p, loc)
    ph = rows * (ch + CARD_GAP) + 8
    kit.rounded(
        d, (x + 8, top, x + w - 8, top + ph), fill=PALACE_RGB, outline=CARD_EDGE, width=2, radius=14
    )
    kit.sprite(d, "palace", x + 8 + px / 2, top + 44, 60, CARD_EDGE)
    d.text(
        (x + 8 + px / 2, top + 80),
        say(loc, "board-emira-palace-word"),
        font=font(24, True),
        fill=CARD_EDGE,
        anchor="ma",
    )
    per = _cards_per_row(w, loc)
    places = max(len(p["princesses"]), p["capacity"], 1)
    for i in range(places):
        r, c = divmod(i, per)
        cx = x + 8 + px + c * (CARD_W + CARD_GAP)
        cy = top + 4 + r * (ch + CARD_GAP)
        if i < len(p["princesses"]):
            _palace_card(d, p["princesses"][i], cx, cy, ch, loc)
        else:
            _empty_place(d, cx, cy, ch, loc)
    # camels and caravans, as pieces
    cy = top + ph + 8
    fb = font(24, True)
    for k, row in enumerate(_caravan_rows(p, w, loc)):
        cx = x + 12
        if k == 0:
            kit.sprite(d, "camel", cx + 18, cy + 17, 36, (150, 100, 40))
            cx += 40
            camels = _camel_text(p, loc)
            d.text((cx, cy + 17), camels, font=fb, fill=INK, anchor="lm")
            cx += kit.text_width(camels, fb) + 24
            caravans = say(loc, "board-emira-caravans")
            d.text((cx, cy + 17), caravans, font=fb, fill=INK, anchor="lm")
            cx += kit.text_width(caravans, fb) + 10
            if not row:
                none = say(loc, "board-emira-none")
                d.text((cx, cy + 17), none, font=font(24), fill=MUTED, anchor="lm")
        else:
            cx += 40
        for size, text, _w in row:
            fill = (236, 206, 150) if size == "small" else (205, 150, 80)
            cx = kit.sprite_chip(d, cx, cy, "caravan", fill, 24, text) + 8
        cy += CARAVAN_H
    cy += 4
    fs = font(24)
    for line in _bit_lines(_bits(p, advanced, loc), w):
        d.text((x + 12, cy), line, font=fs, fill=INK)
        cy += 30
    if p.get("objective"):
        ff = font(OBJ_FONT, True)
        lines = kit.wrap(_objective_line(p, loc), ff, w - 24)
        kit.draw_lines(d, (x + 12, cy + 4), lines, ff, fill=(120, 40, 60))
    return y + h + 1  # the outline's last row


def _piles(view: dict) -> layout.Node:
    """Decks, bag, supply and the round's symbols."""
    loc = kit.locale_of(view)
    dk = view.get("decks") or {}
    bag = view.get("bag") or {}
    sup = view.get("supply") or {}
    removed = ", ".join(view.get("removed") or []) or say(loc, "board-emira-none")
    lines = [
        say(
            loc,
            "board-emira-decks",
            emira=dk.get("emira", 0),
            status=dk.get("status", 0),
            events=dk.get("events", 0),
            removed=removed,
        ),
        say(
            loc,
            "board-emira-bag",
            beauty=bag.get("beauty", 0),
            manners=bag.get("manners", 0),
            dress=bag.get("dress", 0),
            camels=sup.get("camel", 0),
            sections=sup.get("section", 0),
            small=sup.get("small", 0),
            large=sup.get("large", 0),
        ),
    ]
    symbols = view.get("symbols") or []
    if symbols:
        played = ", ".join(_symbol(loc, s) for s in symbols)
        lines.append(say(loc, "board-emira-symbols", symbols=played))
    x = view.get("xenia")
    if x and x.get("holder") is not None:
        lines.append(say(loc, "board-emira-xenia", n=x["markers"]))
    return Column(tile(_text_lines, W, lines, 0, MUTED), Space(8))


def _text_lines(d, lines: list[str], y: int, fill: tuple[int, int, int]) -> int:
    """Lines of 24 px text, wrapped to the image's width; returns the row under them."""
    f = font(24)
    for ln in lines:
        for part in kit.wrap(ln, f, W - 2 * PAD):
            d.text((PAD, y), part, font=f, fill=fill)
            y += line_height(f)
    return y


def _body(view: dict, names: list[str]) -> layout.Node:
    """The princesses, the auction and the market, each a tile — but one tile for all three
    when a princess card spills out of its section (a tile holds all it draws) — then the
    sheiks and the piles."""
    inplay = view.get("inplay") or []
    over = bool((view.get("result") or {}).get("scores"))
    waiting = [] if over else view.get("waiting") or []  # no next round after the end
    undecided = [] if over else view.get("undecided") or []
    auction = _auction_text(view, names)
    b = view.get("board") or {}
    loc = kit.locale_of(view)
    top: layout.Node
    if _spills(waiting) or _spills(undecided):
        top = tile(_princesses_and_market, W, inplay, waiting, undecided, auction, b, 0, loc)
    else:
        top = Column(
            tile(_princess_cards, W, inplay, waiting, undecided, 0, loc),
            Space(4),
            tile(_auction_box, W, auction, 0) if auction is not None else None,
            tile(_market_spaces, W, b, 0, loc),
        )
    sheiks = [
        Column(At(PAD, 0, _player(view, p, names, W - 2 * PAD)), Space(9))
        for p in view.get("players") or []
    ]
    board = tag(top, "board")  # the main board: princesses in play, auction, market
    sheiks_title = _heading(say(loc, "board-emira-sheiks"))
    legend = tile(_talent_legend, W, 0, loc)
    return Column(board, sheiks_title, legend, *sheiks, _piles(view))


def _talent_legend(d, y: int, loc: str = "en") -> int:
    """The key to the talent letters on the sheiks' princesses ("Badra I")."""
    x = PAD
    label = say(loc, "board-emira-talents")
    d.text((x, y + 15), label, font=font(24, True), fill=MUTED, anchor="lm")
    x += kit.text_width(label, font(24, True)) + 12
    for t in TALENT_LETTER:
        col = TALENT_RGB.get(t, MUTED)
        x = kit.sprite_chip(d, x, y, f"talent-{t}", col, 24, _talent(loc, t)) + 10
    return y + 44


def _princesses_and_market(
    d,
    inplay: list,
    waiting: list,
    undecided: list,
    auction: str | None,
    b: dict,
    y: int,
    loc: str = "en",
) -> int:
    y = _princess_cards(d, inplay, waiting, undecided, y, loc) + 4
    if auction is not None:
        y = _auction_box(d, auction, y)
    return _market_spaces(d, b, y, loc)


def _worded(loc: str, texts: list[str], msgs: list) -> list[str]:
    """The engine's English ``texts`` in ``loc``, from the messages ``msgs`` the view carries
    beside them (aligned from the end: an older state has fewer, those stay English)."""
    skip = len(texts) - len(msgs)
    return [
        word(loc, tuple(msgs[i - skip]) if i >= skip else None, text)
        for i, text in enumerate(texts)
    ]


def render_public(view: dict, names: list[str]) -> Page:
    loc = kit.locale_of(view)
    res = view.get("result") or {}
    scores = None
    if res.get("scores"):
        labels = [kit.seat_name(names, i, loc) for i in range(view.get("seats") or 0)]
        notes = _worded(loc, res.get("notes") or [], res.get("note_msgs") or [])
        shown = {k: v for k, v in res.items() if k not in ("notes", "note_msgs")}
        shown["breakdown"] = [
            {
                (say(loc, f"board-emira-cat-{k}") if has(f"board-emira-cat-{k}") else k): v
                for k, v in (b or {}).items()
            }
            for b in res.get("breakdown") or []
        ]
        table = tile(_scores, W, shown, labels, notes, 0, loc)
        scores = Column(Space(8), tag(table, "result"), Space(8))
    turn = None
    if not scores:
        turn = Column(Space(8), _turn_banner(view, names))
    title = _header(view, names, say(loc, "board-emira-title"))
    return Page(W, title, scores, turn, Space(6), _body(view, names), Space(10))


def _scores(d, res: dict, labels: list[str], notes: list[str], y: int, loc: str = "en") -> int:
    """The final scores (the breakdown's keys already worded) and the notes under them."""
    y = kit.score_table(d, res, labels, PAD, y, W - 2 * PAD, loc)
    return _text_lines(d, notes, y, INK)


def _event(loc: str, e: dict) -> tuple[str, str]:
    """An event card's (name, what it does) in ``loc``: the game's catalogue, else the view's."""
    cid = e.get("id")
    if cid and _has(f"emira-event-{cid}"):
        return say(loc, f"emira-event-{cid}"), say(loc, f"emira-event-{cid}.text")
    return str(e.get("name", "")), str(e.get("text", ""))


def _timing(loc: str, timing: str) -> str:
    """When an event card is played: ``now`` or ``phase 3`` (``phase 3/6``)."""
    if timing == "now":
        return say(loc, "board-emira-timing-now")
    if timing.startswith("phase "):
        return say(loc, "board-emira-timing-phase", phase=timing.removeprefix("phase "))
    return timing


def _event_cards(d, hand: list, dealt: list, look: list, y: int, loc: str = "en") -> int:
    """The viewer's event cards (and those being chosen): pasted until the hand changes."""
    for key, cards in (("hand", hand), ("dealt", dealt), ("look", look)):
        if not cards and key != "hand":
            continue
        title = say(loc, f"board-emira-events-{key}")
        d.text((PAD, y), title, font=font(28, True), fill=INK)
        y += 40
        if not cards:
            d.text((PAD, y), say(loc, "board-emira-none"), font=font(24), fill=MUTED)
            y += 36
        for e in cards:  # what the card does, wrapped (never cut)
            symbol = e.get("symbol") or ""
            mark = _symbol(loc, symbol) if symbol in SYMBOLS else say(loc, "board-emira-no-symbol")
            name, does = _event(loc, e)
            f = font(24)
            lines = kit.wrap(does, f, W - 2 * PAD - 24)
            h = 42 + 30 * len(lines)
            kit.rounded(d, (PAD, y, W - PAD, y + h), fill=PANEL, outline=kit.LINE)
            d.text((PAD + 12, y + 6), name, font=font(28, True), fill=INK)
            d.text(
                (W - PAD - 12, y + 10),
                f"{mark} · {_timing(loc, str(e.get('timing', '')))}",
                font=font(24),
                fill=MUTED,
                anchor="ra",
            )
            kit.draw_lines(d, (PAD + 12, y + 40), lines, f, fill=INK, spacing=30)
            y += h + 8
    return y


def render_private(view: dict, names: list[str]) -> Page:
    loc = kit.locale_of(view)
    seat = view.get("viewer")
    priv = view.get("private") or {}
    name = kit.seat_name(names, seat, loc)
    awaited = seat in (view.get("pending") or [])
    obj = priv.get("objective") or {}
    title = say(loc, "board-emira-your-objective", id=obj.get("id", ""), text=obj.get("text", ""))
    text = _objective_words(obj, loc) if obj.get("id") else ""
    gold = say(loc, "board-emira-your-gold", gold=priv.get("gold", "?"))
    hand, dealt, look = priv.get("hand") or [], priv.get("dealt") or [], priv.get("look") or []
    looking = _worded(loc, priv.get("looking") or [], priv.get("looking_msgs") or [])
    seen = _worded(loc, priv.get("seen") or [], priv.get("seen_msgs") or [])
    return Page(
        W,
        _header(view, names, say(loc, "board-emira-private-title")),
        tile(_viewer_label, W, seat, name, awaited, 0, loc),
        _turn_banner(view, names),
        Space(8),
        tile(_objective_box, W, title, text, gold, 0),
        tile(_event_cards, W, hand, dealt, look, 0, loc),
        tile(_private_lines, W, looking, seen, 0, loc) if looking or seen else None,
        Space(6),
        _body(view, names),
        Space(10),
    )


def _viewer_label(d, seat: int, name: str, awaited: bool, y: int, loc: str = "en") -> int:
    """Whose panel this is, and whether a decision is theirs to make (from 8 rows under ``y``:
    the badge reaches a row above its box)."""
    y += 8
    kit.player_label(d, seat, name, PAD, y, 32, W // 2)
    if awaited:
        msg = say(loc, "board-emira-awaited")
        w = kit.text_width(msg, font(24, True)) + 16  # a longer phrase starts further left
        kit.chip(d, min(W - PAD - 300, W - 14 - w), y, msg, kit.HILITE, 24)
    return y + 52


def _objective_box(d, title: str, text: str, gold: str, y: int) -> int:
    """The secret objective in words (the formula alone is explained nowhere) and
    the viewer's gold."""
    f = font(30, True)
    gw = kit.text_width(gold, font(36, True))
    lines = kit.wrap(text, f, W - 2 * PAD - 28 - gw - 24)
    h = 44 + line_height(f) * len(lines) + 12
    kit.rounded(d, (PAD, y, W - PAD, y + h), fill=(255, 244, 214), outline=kit.LINE)
    d.text((PAD + 14, y + 10), title, font=font(24, True), fill=MUTED)
    kit.draw_lines(d, (PAD + 14, y + 44), lines, f, fill=INK)
    d.text((W - PAD - 14, y + 50), gold, font=font(36, True), fill=INK, anchor="ra")
    return y + h + 14


def _private_lines(d, looking: list[str], seen: list[str], y: int, loc: str = "en") -> int:
    """Cards the viewer is looking at and what they saw privately."""
    for key, lines in (("looking", looking), ("seen", seen)):
        if not lines:
            continue
        d.text((PAD, y), say(loc, f"board-emira-{key}"), font=font(26, True), fill=INK)
        y = _text_lines(d, lines, y + 36, INK) + 6
    return y


def render(view: dict, names: list[str]) -> Page:
    if view.get("viewer") is None:
        return render_public(view, names)
    return render_private(view, names)


__all__ = ["render", "render_private", "render_public"]
