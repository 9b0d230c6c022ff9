"""Shared drawing kit for the Caravanserai renderers (DESIGN §6).

Everything here is plain Pillow: a palette with colour-blind-safe player colours (Okabe–Ito), each
paired with a shape and a number so that colour is never the only cue; cached fonts; text helpers
(fit, wrap, centre, outline); small vector icons for game symbols; cards, chips and a legend.

Conventions: images are RGB, coordinates are integer pixels, ``d`` is a :class:`Draw`.
Helpers never keep references to the views they are given and never mutate them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from renderers import cache

FONT_DIR = Path(__file__).resolve().parent / "fonts"

# --------------------------------------------------------------------------------------------
# Palette
# --------------------------------------------------------------------------------------------

BG = (246, 241, 230)  # warm paper
PANEL = (255, 252, 245)
PANEL_ALT = (238, 232, 218)
INK = (28, 28, 32)
MUTED = (95, 92, 88)
LINE = (150, 140, 125)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)
HILITE = (255, 212, 0)  # live contacts, active player; always drawn with a black outline
EMPTY_CELL = (226, 219, 204)

# Okabe–Ito colours, each with a distinct shape; the seat number is drawn inside the shape.
PLAYER_COLOURS = [
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
]
PLAYER_SHAPES = ["circle", "square", "triangle", "diamond", "hexagon"]
PLAYER_COLOUR_NAMES = ["blue", "vermillion", "green", "purple", "orange"]


# --------------------------------------------------------------------------------------------
# Words: every text drawn on an image is a catalogue message in the image's language
# --------------------------------------------------------------------------------------------


def locale_of(view: dict) -> str:
    """The language an image is drawn in: ``view["locale"]``, set by the front end for the
    image's reader (the public board: the table's language; a private panel: the player's).
    Engines never set it, so a view without one draws in English."""
    from i18n import resolve_locale

    return resolve_locale(view.get("locale"))


def say(locale: str, msg_id: str, **args: object) -> str:
    """``i18n.t`` for renderers: the message ``msg_id`` in ``locale`` (ids of the renderer
    catalogues ``board*.ftl``, or a game's own term ids, so image and text use one word).

    Remembered: a frame asks for the same hundred or so words as the one before (sector and
    title names, headings), and Fluent resolves a select over 30 variants in about 0.2 ms —
    20-30 ms a frame, where the tiles themselves are reused in about 1 ms. The catalogues are
    loaded once and never change while the process runs, so a word depends only on its
    arguments (unhashable ones are worded every time)."""
    try:
        return _said(locale, msg_id, tuple(sorted(args.items())))
    except TypeError:
        from i18n import t

        return t(locale, msg_id, **args)


@cache.kept("words")
def _said(locale: str, msg_id: str, args: tuple[tuple[str, object], ...]) -> str:
    from i18n import t

    return t(locale, msg_id, **dict(args))


def player_colour(seat: int) -> tuple[int, int, int]:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def player_shape(seat: int) -> str:
    return PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]


def text_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour[:3]
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return INK if lum > 140 else WHITE


def lighten(colour: tuple[int, int, int], amount: float = 0.5) -> tuple[int, int, int]:
    r, g, b = colour[:3]  # an RGBA colour loses its alpha
    return int(r + (255 - r) * amount), int(g + (255 - g) * amount), int(b + (255 - b) * amount)


def darken(colour: tuple[int, int, int], amount: float = 0.3) -> tuple[int, int, int]:
    r, g, b = colour[:3]  # an RGBA colour loses its alpha
    return int(r * (1 - amount)), int(g * (1 - amount)), int(b * (1 - amount))


# --------------------------------------------------------------------------------------------
# Fonts and text
# --------------------------------------------------------------------------------------------


class CachedFont(ImageFont.FreeTypeFont):
    """A font that remembers what it measured and rasterised, and draws what it lacks in its
    ``fallback``. Most of a frame's text (labels, names, numbers) is the same as in the previous
    frame, and FreeType's rendering and measuring were over half of the drawing time; the
    results depend only on the arguments, so a frame reuses them (a mask or stamp is only read
    by Pillow's drawing, never written).

    Noto Sans has full Latin but not every symbol the boards use (→ − ✔ ★ ▲…): a text with such
    a character is measured as runs, each in the first font that has its glyphs, and
    :class:`Draw` draws it run by run (:func:`glyph_font` says which font draws a character)."""

    def __init__(self, path: str, size: int, fallback: CachedFont | None = None) -> None:
        super().__init__(path, size)
        self.file_path = path  # Pillow types its own ``path`` as any file-like source
        self.fallback = fallback
        self._kept = cache.Store("font-texts")

    def _remember(self, kind: str, compute, *args, **kwargs):
        """``compute(*args, **kwargs)``, kept under its arguments (unhashable ones, such as
        features given as a list, are computed every time)."""
        kept = self._kept.items
        try:
            key = (kind, args, tuple(sorted(kwargs.items())))
            hit = kept.get(key)
        except TypeError:
            return compute(*args, **kwargs)
        if hit is None:
            if len(kept) >= self._kept.size:
                kept.clear()
            hit = kept[key] = compute(*args, **kwargs)
        return hit

    def runs(self, text: str) -> tuple[tuple[str, CachedFont], ...] | None:
        """``text`` cut into runs, each with the font drawing it; None when this font has every
        glyph (the usual case: then nothing differs from a plain font)."""
        if self.fallback is None or text.isascii():
            return None
        return self._remember("runs", self._runs, text)

    def _runs(self, text: str) -> tuple[tuple[str, CachedFont], ...] | None:
        fallback = self.fallback
        if fallback is None:
            return None
        cut: list[tuple[str, CachedFont]] = []
        for ch in text:
            f = self if ch.isspace() or _has_glyph(self.file_path, ch) else fallback
            if cut and cut[-1][1] is f:
                cut[-1] = (cut[-1][0] + ch, f)
            else:
                cut.append((ch, f))
        return None if len(cut) == 1 and cut[0][1] is self else tuple(cut)

    def anchor_shift(self, anchor: str | None, box: tuple, length: float) -> tuple[float, float]:
        """Where ``anchor`` lies from the left end of the baseline of a text ``length`` long
        whose ink is ``box`` (from that point): FreeType's rules, with this font's metrics."""
        h, v = (anchor or "la")[0], (anchor or "la")[1]
        ascent, descent = self.getmetrics()
        ax = {"l": 0.0, "m": length / 2, "r": float(length)}.get(h, 0.0)
        ay = {"a": -ascent, "d": descent, "m": (descent - ascent) / 2, "t": box[1], "b": box[3]}
        return ax, float(ay.get(v, 0.0))

    def getmask2(self, *args, **kwargs):
        return self._remember("mask", super().getmask2, *args, **kwargs)

    def stamp(self, text: str, anchor: str, start: tuple[float, float]):
        """``text`` drawn by plain ``ImageDraw.text`` in white on black ("L") from a point
        whose fractional parts are ``start``, and where on the stamp that point's whole pixel
        lies: blended in a colour at the whole pixel of a point on a canvas, it gives the
        pixels ``ImageDraw.text`` gives there (a mask blended at full ink is the mask itself).
        None when float rounding would start the text at another fraction."""
        return self._remember("stamp", self._stamp, text, anchor, start)

    def _stamp(self, text: str, anchor: str, start: tuple[float, float]):
        left, top, right, bottom = self.getbbox(text, anchor=anchor)
        origin = STAMP_MARGIN + max(0, -left, -top)
        at = (origin + start[0], origin + start[1])
        if (math.modf(at[0])[0], math.modf(at[1])[0]) != start:
            return None
        size = (origin + max(0, right) + STAMP_MARGIN, origin + max(0, bottom) + STAMP_MARGIN)
        image = Image.new("L", size)
        ImageDraw.Draw(image).text(at, text, fill=255, font=self, anchor=anchor)
        return image, origin

    def getlength(self, text, *args, **kwargs):
        runs = self.runs(text) if isinstance(text, str) else None
        if runs:
            return sum(f.getlength(t, *args, **kwargs) for t, f in runs)
        return self._remember("length", super().getlength, text, *args, **kwargs)

    def getbbox(
        self,
        text,
        mode="",
        direction=None,
        features=None,
        language=None,
        stroke_width=0,
        anchor=None,
    ):
        runs = self.runs(text) if isinstance(text, str) else None
        if not runs:
            return self._remember(
                "box",
                super().getbbox,
                text,
                mode,
                direction,
                features,
                language,
                stroke_width,
                anchor,
            )
        pen, box = 0.0, None
        for t, f in runs:
            b = f.getbbox(t, mode, direction, features, language, stroke_width, "ls")
            b = (b[0] + pen, b[1], b[2] + pen, b[3])
            box = (
                b
                if box is None
                else (min(box[0], b[0]), min(box[1], b[1]), max(box[2], b[2]), max(box[3], b[3]))
            )
            pen += f.getlength(t, mode, direction, features, language)
        assert box is not None
        ax, ay = self.anchor_shift(anchor, box, pen)
        return (
            int(math.floor(box[0] - ax)),
            int(math.floor(box[1] - ay)),
            int(math.ceil(box[2] - ax)),
            int(math.ceil(box[3] - ay)),
        )


STAMP_MARGIN = 4  # px around a text's box on its stamp: a fractional start moves ink by 1 px


def _has_glyph(path: str, ch: str) -> bool:
    """Whether the font at ``path`` has a glyph for ``ch``: drawn, it differs from what the
    font draws for a private-use character (its "missing glyph" box). Pillow does not expose
    a font's character map; this asks FreeType through drawing only."""
    return _ink(path, ch) != _ink(path, "\ue000")


@cache.kept("glyphs")
def _ink(path: str, ch: str) -> bytes:
    """``ch`` drawn at 32 px in the font at ``path`` (plain Pillow, uncached font)."""
    im = Image.new("L", (64, 64))
    ImageDraw.Draw(im).text((8, 8), ch, font=_probe_font(path), fill=255)
    return im.tobytes()


@cache.kept("probe-fonts")
def _probe_font(path: str) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, 32)


class Draw(ImageDraw.ImageDraw):
    """``ImageDraw.Draw`` whose texts are recorded while :func:`measuring` (tests: nothing
    clipped, sizes legible at phone width), one line of text drawn from its cached stamp
    (the same pixels: ``test_cached_font_draws_the_same_pixels_as_freetype``). ``canvas`` is
    the image drawn on, for the helpers that paste or crop (Pillow keeps its own private)."""

    def __init__(self, im: Image.Image, mode: str | None = None) -> None:
        super().__init__(im, mode)
        self.canvas = im

    def text(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):
        if _RECORDING and font is not None and str(text).strip():
            box = self.textbbox(xy, str(text), font=font, anchor=anchor)
            _RECORDING[-1].append(
                DrawnText(str(text), int(getattr(font, "size", 0)), tuple(map(int, box)))
            )
        runs = font.runs(text) if isinstance(font, CachedFont) and type(text) is str else None
        if runs and "\n" not in text and (anchor is None or len(anchor) == 2):
            self._runs(xy, text, runs, fill, font, anchor, args, kwargs)
            return None
        self._line(xy, text, fill, font, anchor, *args, **kwargs)
        return None

    def _runs(self, xy, text, runs, fill, font, anchor, args, kwargs) -> None:
        """A text some of whose characters are drawn by the fallback font: each run from its
        place on the baseline, the whole placed by ``anchor`` as one text would be."""
        stroke = kwargs.get("stroke_width", 0)
        box = font.getbbox(text, stroke_width=stroke, anchor="ls")
        ax, ay = font.anchor_shift(anchor, box, font.getlength(text))
        x, y = xy[0] - ax, xy[1] - ay
        for part, f in runs:
            self._line((x, y), part, fill, f, "ls", *args, **kwargs)
            x += f.getlength(part)

    def _line(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs) -> None:
        """One text in one font (unrecorded)."""
        stamp = None
        if not (
            args
            or kwargs
            or fill is None
            or type(font) is not CachedFont
            or type(text) is not str
            or "\n" in text
            or self.fontmode != "L"
            or (anchor is not None and len(anchor) != 2)
            or xy[0] < 0
            or xy[1] < 0
        ):
            stamp = font.stamp(text, anchor or "la", (math.modf(xy[0])[0], math.modf(xy[1])[0]))
        if stamp is None:
            super().text(xy, text, fill, font, anchor, *args, **kwargs)
            return
        # ImageDraw.text for one line, its ~20 µs of Python skipped: the text's (cached) stamp
        # blended in the fill colour where ImageDraw would have blended its mask
        image, origin = stamp
        self.bitmap((int(xy[0]) - origin, int(xy[1]) - origin), image, fill=fill)


Box = tuple[int, int, int, int]  # x0, y0, x1, y1, the last two exclusive


def _cut(box: Box, clip: Box | None) -> Box | None:
    """``box`` inside ``clip`` (None: nothing left)."""
    if clip is None:
        return box
    cut = (max(box[0], clip[0]), max(box[1], clip[1]), min(box[2], clip[2]), min(box[3], clip[3]))
    return cut if cut[0] < cut[2] and cut[1] < cut[3] else None


_RECORDING: list[list] = []  # the lists of :func:`measuring` contexts, innermost last


FONT_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}  # OFL, LICENSE-Noto
# symbols Noto Sans lacks (arrows, minus, check marks, stars, triangles) come from DejaVu Sans
FALLBACK_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@cache.kept("fonts")
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Noto Sans at ``size`` px (never under 6), DejaVu Sans drawing the symbols it lacks."""
    size = max(6, int(size))
    spare = CachedFont(str(FONT_DIR / FALLBACK_FILES[bold]), size)
    return CachedFont(str(FONT_DIR / FONT_FILES[bold]), size, spare)


def glyph_font(ch: str, bold: bool = False) -> str:
    """The file of the font that draws ``ch`` (tests: every symbol drawn has a glyph)."""
    for name in (FONT_FILES[bold], FALLBACK_FILES[bold]):
        if ch.isspace() or _has_glyph(str(FONT_DIR / name), ch):
            return name
    return ""


def text_size(text: str, f: ImageFont.FreeTypeFont) -> tuple[int, int]:
    left, top, right, bottom = f.getbbox(text)  # whole pixels for a FreeType font
    return int(right - left), int(bottom - top)


def text_width(text: str, f: ImageFont.FreeTypeFont) -> int:
    return int(math.ceil(f.getlength(text)))


@cache.kept("fit")
def fit_font(text: str, max_width: int, size: int, bold: bool = False, min_size: int = 10):
    """The largest font no bigger than ``size`` in which ``text`` fits ``max_width`` (cached:
    the same label is fitted in every frame)."""
    s = size
    while s > min_size and text_width(text, font(s, bold)) > max_width:
        s -= 1
    return font(s, bold)


@cache.kept("ellipsis")
def ellipsize(text: str, f: ImageFont.FreeTypeFont, max_width: int) -> str:
    if text_width(text, f) <= max_width:
        return text
    while text and text_width(text + "…", f) > max_width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap_parts(text: str, f: ImageFont.FreeTypeFont, width: int, sep: str = "  ·  ") -> list[str]:
    """``text`` on lines ``width`` wide, cut between its ``sep`` parts when it can (a status
    line of several facts reads best when no fact is split across lines)."""
    lines: list[str] = []
    for part in text.split(sep):
        cand = f"{lines[-1]}{sep}{part}" if lines else part
        if lines and text_width(cand, f) <= width:
            lines[-1] = cand
        else:
            lines += wrap(part, f, width)
    return lines


def wrap(
    text: str, f: ImageFont.FreeTypeFont, max_width: int, max_lines: int | None = None
) -> list[str]:
    """Greedy word wrap; the last allowed line is ellipsized when text is cut."""
    return list(_wrap(str(text), f, max_width, max_lines))


_BREAKS = re.compile(r"[ \t]+")


@cache.kept("wrap")
def _wrap(
    text: str, f: ImageFont.FreeTypeFont, max_width: int, max_lines: int | None
) -> tuple[str, ...]:
    """:func:`wrap`, cached per layout (a card's body is wrapped again in every frame)."""
    lines: list[str] = []
    for para in str(text).split("\n"):
        # break at ordinary spaces only: a non-breaking one (French "Tour :") holds its words
        words = [w for w in _BREAKS.split(para) if w]
        cur = ""
        for w in words:
            cand = f"{cur} {w}" if cur else w
            if text_width(cand, f) <= max_width:
                cur = cand
                continue
            if cur:
                lines.append(cur)
            cur = w if text_width(w, f) <= max_width else ellipsize(w, f, max_width)
        lines.append(cur)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + " …", f, max_width)
        if not lines[-1].endswith("…"):
            lines[-1] += "…"
    return tuple(lines)


def line_height(f: ImageFont.FreeTypeFont) -> int:
    ascent, descent = f.getmetrics()
    return int((ascent + descent) * 1.08)


def draw_lines(d, xy, lines, f, fill=INK, spacing: int | None = None) -> int:
    """Draw lines top-down from ``xy``; returns the y below the last line."""
    x, y = xy
    lh = spacing or line_height(f)
    for ln in lines:
        d.text((x, y), ln, font=f, fill=fill)
        y += lh
    return y


def text_centered(d, box, text, f, fill=INK, stroke: int = 0, stroke_fill=WHITE) -> None:
    """Centre ``text`` in ``box`` (x0, y0, x1, y1) using the anchor 'mm'."""
    x0, y0, x1, y1 = box
    d.text(
        ((x0 + x1) / 2, (y0 + y1) / 2),
        text,
        font=f,
        fill=fill,
        anchor="mm",
        stroke_width=stroke,
        stroke_fill=stroke_fill,
    )


def outlined_text(d, xy, text, f, fill=WHITE, outline=BLACK, width: int = 2, anchor="la"):
    d.text(xy, text, font=f, fill=fill, anchor=anchor, stroke_width=width, stroke_fill=outline)


# --------------------------------------------------------------------------------------------
# Shapes
# --------------------------------------------------------------------------------------------


def regular_polygon(cx: float, cy: float, r: float, n: int, rotation: float = 0.0):
    return [
        (
            cx + r * math.cos(math.radians(rotation + 360 * i / n)),
            cy + r * math.sin(math.radians(rotation + 360 * i / n)),
        )
        for i in range(n)
    ]


def polygon(d, pts, fill=None, outline=None, width: int = 1) -> None:
    """``d.polygon``, drawn on a patch around the polygon when its outline is thick.

    For a thick outline Pillow masks with the polygon drawn on an image as large as the whole
    canvas: 0.3 ms on a tall frame for every badge and icon, more than the rest of the frame's
    shapes together. On a patch the pixels are the same."""
    image = getattr(d, "canvas", None)
    if width <= 1 or outline is None or image is None:
        d.polygon(pts, fill=fill, outline=outline, width=width)
        return
    pad = width + 2
    x0 = math.floor(min(x for x, _ in pts)) - pad
    y0 = math.floor(min(y for _, y in pts)) - pad
    x1 = math.ceil(max(x for x, _ in pts)) + pad
    y1 = math.ceil(max(y for _, y in pts)) + pad
    patch = image.crop((x0, y0, x1, y1))
    ImageDraw.Draw(patch).polygon(
        [(x - x0, y - y0) for x, y in pts], fill=fill, outline=outline, width=width
    )
    image.paste(patch, (x0, y0))


def shape(d, kind: str, cx: float, cy: float, r: float, fill, outline=BLACK, width: int = 2):
    """Draw a filled shape of radius ``r`` centred at (cx, cy)."""
    if kind == "circle":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
    elif kind == "square":
        q = r * 0.88
        d.rectangle((cx - q, cy - q, cx + q, cy + q), fill=fill, outline=outline, width=width)
    elif kind == "triangle":
        pts = regular_polygon(cx, cy + r * 0.18, r * 1.15, 3, -90)
        polygon(d, pts, fill=fill, outline=outline, width=width)
    elif kind == "diamond":
        pts = regular_polygon(cx, cy, r * 1.08, 4, -90)
        polygon(d, pts, fill=fill, outline=outline, width=width)
    elif kind == "hexagon":
        pts = regular_polygon(cx, cy, r * 1.02, 6, 0)
        polygon(d, pts, fill=fill, outline=outline, width=width)
    elif kind == "star":
        pts = []
        for i in range(10):
            rr = r * 1.1 if i % 2 == 0 else r * 0.5
            a = math.radians(-90 + 36 * i)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        polygon(d, pts, fill=fill, outline=outline, width=width)
    else:
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)


def player_badge(d, seat: int, cx: float, cy: float, r: float) -> None:
    """The seat's shape in its colour with the seat number (1-based) inside."""
    col = player_colour(seat)
    shape(d, player_shape(seat), cx, cy, r, col, outline=BLACK, width=max(1, int(r / 8)))
    f = font(int(r * (1.1 if player_shape(seat) == "triangle" else 1.3)), True)
    ty = cy + (r * 0.2 if player_shape(seat) == "triangle" else 0)
    d.text(
        (cx, ty),
        str(seat + 1),
        font=f,
        fill=WHITE,
        anchor="mm",
        stroke_width=max(1, int(r / 7)),
        stroke_fill=BLACK,
    )


def player_label(d, seat: int, name: str, x: int, y: int, size: int = 24, max_width: int = 400):
    """Badge plus name; returns the x after the label."""
    r = size * 0.6
    player_badge(d, seat, x + r, y + size * 0.6, r)
    f = fit_font(name, max_width - int(2 * r) - 8, size, True, max(14, int(size * 0.8)))
    name = ellipsize(name, f, max_width - int(2 * r) - 8)
    d.text((x + 2 * r + 8, y + size * 0.6), name, font=f, fill=INK, anchor="lm")
    return x + int(2 * r) + 8 + text_width(name, f)


def fill(d: Draw, box: Box, colour: tuple[int, int, int], clip: Box | None = None) -> None:
    """Fill ``box`` (x0, y0, x1, y1, exclusive) with ``colour``; only inside ``clip`` if given."""
    cut = _cut(box, clip)
    if cut is not None:
        d.canvas.paste(colour, cut)


def rounded(
    d, box, fill, outline=LINE, width: int = 2, radius: int = 10, clip: Box | None = None
) -> None:
    """A rounded box; only its part inside ``clip`` when given (integer corners): Almadi's
    player panel is cut in parts, each drawing its share of one frame."""
    if clip is None:
        d.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
        return
    x0, y0, x1, y1 = box
    cut = _cut((x0, y0, x1 + 1, y1 + 1), clip)
    if cut is None:
        return
    patch = d.canvas.crop(cut)  # the box drawn on what lies there, only the cut pasted back
    ImageDraw.Draw(patch).rounded_rectangle(
        (x0 - cut[0], y0 - cut[1], x1 - cut[0], y1 - cut[1]),
        radius=radius,
        fill=fill,
        outline=outline,
        width=width,
    )
    d.canvas.paste(patch, cut[:2])


def chip_right(
    d, right: int, y: int, text: str, fill, size: int = 20, fg=None, pad: int = 8
) -> int:
    """A pill ending at ``right`` (a badge at the image's right edge is never clipped);
    returns its left edge."""
    w = text_width(text, font(size, True)) + 2 * pad
    chip(d, right - w, y, text, fill, size, fg, pad)
    return right - w


BANNER_SIZE = 40  # the turn banner: 13 px tall when the image is shown 400 px wide


def draw_banner(d, x: int, y: int, width: int, seat: int | None, text: str) -> int:
    """The turn banner (:func:`renderers.layout.banner`) at (x, y), ``width`` wide."""
    h = int(BANNER_SIZE * 1.6)
    rounded(d, (x, y, x + width, y + h), fill=HILITE if seat is not None else PANEL_ALT, radius=12)
    tx = x + 16
    if seat is not None:
        player_badge(d, seat, tx + h * 0.32, y + h / 2, h * 0.32)
        tx += int(h * 0.64) + 12
    f = fit_font(text, x + width - tx - 12, BANNER_SIZE, True, 24)
    d.text((tx, y + h / 2), ellipsize(text, f, x + width - tx - 12), font=f, fill=INK, anchor="lm")
    return y + h


def chip(d, x: int, y: int, text: str, fill, size: int = 20, fg=None, pad: int = 8) -> int:
    """A pill with text; returns its right edge."""
    f = font(size, True)
    w = text_width(text, f) + 2 * pad
    h = int(size * 1.45)
    d.rounded_rectangle((x, y, x + w, y + h), radius=h // 2, fill=fill, outline=BLACK, width=2)
    d.text((x + w / 2, y + h / 2), text, font=f, fill=fg or text_on(fill), anchor="mm")
    return x + w


# --------------------------------------------------------------------------------------------
# Sprites: game-icons.net icons (CC BY 3.0, renderers/icons/CREDITS.md), pre-rasterised by
# scripts/build_icons.py as alpha masks and coloured here
# --------------------------------------------------------------------------------------------

ICON_DIR = Path(__file__).resolve().parent / "icons"
SPRITE_CHIP_H = 34  # px: the smallest pill holding an icon


@cache.kept("sprites")
def sprite_mask(name: str, size: int) -> Image.Image:
    """The sprite ``name`` as a ``size`` px alpha mask (scaled down from its 96 px master)."""
    with Image.open(ICON_DIR / f"{name}.png") as im:
        mask = im.convert("L")
    return mask.resize((size, size), Image.Resampling.LANCZOS)


def has_sprite(name: str) -> bool:
    return (ICON_DIR / f"{name}.png").is_file()


def sprite(d, name: str, cx: float, cy: float, size: int, colour) -> None:
    """Icon ``name`` ``size`` px square centred on (cx, cy), in ``colour``."""
    size = max(4, int(size))
    mask = sprite_mask(name, size)
    x, y = int(round(cx - size / 2)), int(round(cy - size / 2))
    d.canvas.paste(Image.new("RGB", (size, size), colour), (x, y), mask)
    note("icon", size)


def sprite_chip(
    d, x: int, y: int, name: str, fill, size: int = 20, count: str = "", pad: int = 6
) -> int:
    """A pill like :func:`chip` holding icon ``name`` (and ``count`` after it) instead of a
    code: colour and shape tell the thing, the legend names it. At least 34 px tall: the icon
    is 30 px or more (10 px when the image is shown 400 px wide). Returns its right edge."""
    h = max(int(size * 1.45), SPRITE_CHIP_H)
    f = font(size, True)
    isz = h - 4
    w = pad + isz + (4 + text_width(count, f) if count else 0) + pad
    d.rounded_rectangle((x, y, x + w, y + h), radius=h // 2, fill=fill, outline=BLACK, width=2)
    fg = text_on(fill)
    sprite(d, name, x + pad + isz / 2, y + h / 2, isz, fg)
    if count:
        d.text((x + pad + isz + 4, y + h / 2), count, font=f, fill=fg, anchor="lm")
    return x + w


# --------------------------------------------------------------------------------------------
# Effect icons (Almadi symbols; also used as generic icons)
# --------------------------------------------------------------------------------------------

ICON_COLOURS = {
    "genie": (120, 60, 180),
    "hammer": (70, 90, 110),
    "stall": (214, 120, 20),
    "moon": (240, 200, 30),
    "ruby": (205, 30, 60),
    "jar": (140, 90, 45),
    "act": (255, 255, 255),
    "blank": (200, 200, 200),
}
ICON_LETTERS = {"genie": "G", "hammer": "H", "stall": "S", "moon": "", "ruby": "", "jar": "J"}
ICON_NAMES = {
    "genie": "Genie: move a tile",
    "hammer": "Hammer: take a mosaic",
    "stall": "Stall: take a stall card",
    "moon": "Moon: take an objective",
    "ruby": "Ruby: take a ruby",
    "jar": "Jar: 1 pt if live at end",
    "act": "Arrow: activates the facing symbol",
}


def _crescent(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A crescent opening to the right: the outer circle minus a circle shifted right."""
    ox, oy, ro = r * 0.55, -r * 0.2, r * 0.92
    pts = []
    for i in range(0, 361, 6):
        a = math.radians(i)
        x, y = r * math.cos(a), r * math.sin(a)
        if math.hypot(x - ox, y - oy) >= ro:
            pts.append((i, x, y))
    # order the outer arc so that it is contiguous (it wraps around 180 degrees)
    outer = sorted(pts, key=lambda t: t[0])
    inner = []
    for i in range(0, 361, 4):
        a = math.radians(i)
        x, y = ox + ro * math.cos(a), oy + ro * math.sin(a)
        if math.hypot(x, y) <= r:
            inner.append((x, y))
    poly = [(cx + x, cy + y) for _, x, y in outer]
    # the outer arc runs bottom -> left -> top; come back down along the inner arc
    poly += [(cx + x, cy + y) for x, y in sorted(inner, key=lambda p: p[1])]
    return poly


def icon(d, kind: str, cx: float, cy: float, r: float, direction: str = "U") -> None:
    """Draw a symbol of radius ``r``. ``direction`` orients the activation arrow (U/R/D/L)."""
    w = max(1, int(r / 7))
    if kind == "act":
        ang = {"U": -90, "R": 0, "D": 90, "L": 180}.get(direction, -90)
        pts = regular_polygon(cx, cy, r * 0.95, 3, ang)
        polygon(d, pts, fill=WHITE, outline=BLACK, width=max(2, w))
        return
    if kind == "blank" or kind not in ICON_COLOURS:
        return
    col = ICON_COLOURS[kind]
    if kind == "ruby":
        pts = [(cx, cy + r), (cx - r, cy - r * 0.2), (cx - r * 0.5, cy - r * 0.8)]
        pts += [(cx + r * 0.5, cy - r * 0.8), (cx + r, cy - r * 0.2)]
        polygon(d, pts, fill=col, outline=BLACK, width=w)
        d.line((cx - r, cy - r * 0.2, cx + r, cy - r * 0.2), fill=BLACK, width=max(1, w - 1))
        return
    if kind == "moon":
        polygon(d, _crescent(cx, cy, r), fill=col, outline=BLACK, width=w)
        return
    if kind == "jar":
        d.ellipse(
            (cx - r * 0.85, cy - r * 0.45, cx + r * 0.85, cy + r), fill=col, outline=BLACK, width=w
        )
        d.rectangle(
            (cx - r * 0.4, cy - r, cx + r * 0.4, cy - r * 0.3), fill=col, outline=BLACK, width=w
        )
    elif kind == "hammer":
        d.rectangle((cx - r, cy - r, cx + r, cy + r), fill=col, outline=BLACK, width=w)
    elif kind == "stall":
        pts = [
            (cx - r, cy - r * 0.2),
            (cx, cy - r),
            (cx + r, cy - r * 0.2),
            (cx + r, cy + r),
            (cx - r, cy + r),
        ]
        polygon(d, pts, fill=col, outline=BLACK, width=w)
    else:  # genie
        shape(d, "hexagon", cx, cy, r, col, BLACK, w)
    letter = ICON_LETTERS.get(kind, "")
    if letter:
        ty = cy + (r * 0.22 if kind in ("jar", "stall") else 0)
        d.text((cx, ty), letter, font=font(int(r * 1.15), True), fill=WHITE, anchor="mm")


# --------------------------------------------------------------------------------------------
# Cards and legends
# --------------------------------------------------------------------------------------------


def card(
    d,
    box,
    title: str,
    body: str = "",
    accent=(120, 120, 120),
    corner: str | None = None,
    title_size: int = 20,
    body_size: int = 17,
    max_body_lines: int | None = None,
    fill=PANEL,
    tag: str | None = None,
) -> None:
    """A card: accent header strip with title (and a corner value), wrapped body text below."""
    x0, y0, x1, y1 = box
    rounded(d, box, fill=fill, outline=darken(accent, 0.35), width=3, radius=10)
    hh = int(title_size * 1.6)
    d.rounded_rectangle(
        (x0, y0, x1, y0 + hh), radius=10, fill=accent, outline=darken(accent, 0.35), width=3
    )
    d.rectangle((x0 + 3, y0 + hh - 10, x1 - 3, y0 + hh - 2), fill=accent)
    fg = text_on(accent)
    cw = 0
    if corner:
        fc = font(title_size, True)
        cw = text_width(corner, fc) + 16
        d.text((x1 - 8, y0 + hh / 2), corner, font=fc, fill=fg, anchor="rm")
    ft = fit_font(title, x1 - x0 - 16 - cw, title_size, True, 12)
    d.text(
        (x0 + 8, y0 + hh / 2),
        ellipsize(title, ft, x1 - x0 - 16 - cw),
        font=ft,
        fill=fg,
        anchor="lm",
    )
    y = y0 + hh + 4
    if tag:
        fg2 = font(max(12, body_size), True)  # a word: as large as the body
        d.text((x0 + 8, y), tag, font=fg2, fill=MUTED)
        y += line_height(fg2)
    if body:
        fb = font(body_size)
        lh = line_height(fb)
        room = max(1, (y1 - 6 - y) // lh)
        lines = wrap(body, fb, x1 - x0 - 16, min(room, max_body_lines or room))
        draw_lines(d, (x0 + 8, y), lines, fb, fill=INK, spacing=lh)


def legend(
    d,
    x: int,
    y: int,
    items: list[tuple],
    max_width: int,
    size: int = 18,
    swatch: float | None = None,
) -> int:
    """Lay out (draw_fn, label) items in rows; ``draw_fn(d, cx, cy, r)`` draws the swatch.

    Returns the y below the legend.
    """
    f = font(size)
    r = swatch or size * 0.6
    cx = x
    lh = int(max(size * 1.7, 2 * r + 6))
    for fn, label in items:
        w = int(2 * r + 8 + text_width(label, f) + 22)
        if cx + w > x + max_width and cx > x:
            cx = x
            y += lh
        fn(d, cx + r, y + lh / 2, r)
        d.text((cx + 2 * r + 8, y + lh / 2), label, font=f, fill=INK, anchor="lm")
        cx += w
    return y + lh


def section_title(d, x: int, y: int, text: str, size: int = 24, fill=INK) -> int:
    f = font(size, True)
    d.text((x, y), text, font=f, fill=fill)
    return y + line_height(f)


def score_table(
    d, res: dict, labels: list[str], x: int, y: int, width: int, locale: str = "en"
) -> int:
    """Final scores: one row per seat (best first), one column per breakdown category (the
    categories as the caller worded them, in ``locale`` like the table's own words)."""
    scores = res.get("scores") or []
    ranks = res.get("ranks") or []
    bd = res.get("breakdown") or []
    cats: list[str] = []
    for b in bd:
        for k in b or {}:
            if k not in cats and k != "total":
                cats.append(k)
    # a category nobody scored in (e.g. characters with the variant off) is left out
    cats = [c for c in cats if any((b or {}).get(c) for b in bd)]
    d.text((x, y), say(locale, "board-final-scores"), font=font(28, True), fill=INK)
    y += 40
    n = len(scores)
    name_w = 250
    rank_w = 60
    tot_w = 90
    cw = max(60, (width - name_w - rank_w - tot_w) // max(1, len(cats)))
    hdr_h = 60
    row_h = 42
    rounded(d, (x, y, x + width, y + hdr_h + row_h * n + 6), fill=PANEL, outline=LINE, radius=10)
    d.text((x + 10, y + hdr_h / 2), "#", font=font(24, True), fill=MUTED, anchor="lm")
    player = say(locale, "board-player")
    d.text((x + rank_w, y + hdr_h / 2), player, font=font(24, True), fill=MUTED, anchor="lm")
    for i, c in enumerate(cats):
        cx = x + name_w + rank_w + i * cw + cw / 2
        words = c.replace("_", " ").split()
        lines = [words[0], " ".join(words[1:])] if len(words) > 1 else words
        if len(lines) == 1 and text_width(lines[0], font(24, True)) > cw - 6:
            k = (len(lines[0]) + 1) // 2  # hyphenate a long single word over two lines
            lines = [lines[0][:k] + "-", lines[0][k:]]
        for j, ln in enumerate(lines):
            fl = fit_font(ln, cw - 6, 24, True, 22)
            ly = y + hdr_h / 2 + (j - (len(lines) - 1) / 2) * 26
            d.text((cx, ly), ln, font=fl, fill=MUTED, anchor="mm")
    d.text(
        (x + width - tot_w / 2, y + hdr_h / 2),
        say(locale, "board-total"),
        font=fit_font(say(locale, "board-total"), tot_w - 6, 24, True, 24),
        fill=INK,
        anchor="mm",
    )
    order = sorted(range(n), key=lambda s: (ranks[s] if s < len(ranks) else 99, s))
    for row, s in enumerate(order):
        ry = y + hdr_h + row * row_h
        if row % 2 == 0:
            d.rectangle((x + 3, ry, x + width - 3, ry + row_h), fill=PANEL_ALT)
        rk = ranks[s] if s < len(ranks) else "?"
        d.text((x + 12, ry + row_h / 2), str(rk), font=font(26, True), fill=INK, anchor="lm")
        player_label(
            d,
            s,
            labels[s] if s < len(labels) else say(locale, "board-seat", n=s + 1),
            x + rank_w,
            ry + 5,
            26,
            name_w - 10,
        )
        b = bd[s] if s < len(bd) else {}
        for i, c in enumerate(cats):
            cx = x + name_w + rank_w + i * cw + cw / 2
            v = (b or {}).get(c, "")
            d.text((cx, ry + row_h / 2), str(v), font=font(24), fill=INK, anchor="mm")
        d.text(
            (x + width - tot_w / 2, ry + row_h / 2),
            str(scores[s]),
            font=font(26, True),
            fill=INK,
            anchor="mm",
        )
    return y + hdr_h + row_h * n + 14


def new_canvas(width: int, height: int, colour=BG) -> Image.Image:
    return Image.new("RGB", (int(width), int(height)), colour)


def text_image(text: str, width: int = 900, title: str | None = None) -> Image.Image:
    """A plain image showing some text (fallback for unknown games)."""
    fb = font(22)
    lines: list[str] = []
    for para in (text or "").split("\n"):
        lines.extend(wrap(para, fb, width - 48) or [""])
    lh = line_height(fb)
    top = 24 + (44 if title else 0)
    img = new_canvas(width, top + lh * max(1, len(lines)) + 24)
    d = Draw(img)
    if title:
        d.text((24, 20), title, font=font(30, True), fill=INK)
    draw_lines(d, (24, top), lines, fb)
    return img


def seat_name(names: list[str], seat: int | None, locale: str = "en") -> str:
    """The display name of a seat, or "Seat n" in ``locale`` when the host gave none."""
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return say(locale, "board-seat", n=(seat or 0) + 1)


# --------------------------------------------------------------------------------------------
# Measuring: clipping and legibility at phone width
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DrawnText:
    text: str
    size: int  # font size in image pixels
    box: tuple[int, int, int, int]  # left, top, right, bottom


@contextmanager
def measuring() -> Iterator[list[DrawnText]]:
    """Record every text drawn while active (tests: nothing clipped; the README's smallest text
    size at 400 px is ``min(size) * 400 / image width``). Renderers draw through :class:`Draw`."""
    drawn: list[DrawnText] = []
    _RECORDING.append(drawn)
    try:
        yield drawn
    finally:
        _forget(_RECORDING, drawn)


_SIZES: list[list[tuple[str, int]]] = []  # the lists of :func:`measuring_sizes`, innermost last


@contextmanager
def measuring_sizes() -> Iterator[list[tuple[str, int]]]:
    """Record the (kind, px) of the primary pieces drawn while active (:func:`note`): icons and
    tiles by their diameter or side, which :func:`measuring` (texts only) does not see."""
    rec: list[tuple[str, int]] = []
    _SIZES.append(rec)
    try:
        yield rec
    finally:
        _forget(_SIZES, rec)


def _forget(stack: list[list], mine: list) -> None:
    """Take ``mine`` off ``stack`` by identity: ``list.remove`` compares by value, and an
    inner context's empty list equals an outer one still empty (it removed the outer one, and
    the texts drawn after went to the inner list, unseen)."""
    for i in range(len(stack) - 1, -1, -1):
        if stack[i] is mine:
            del stack[i]
            return


def note(kind: str, px: float) -> None:
    """A primary piece of ``px`` drawn (recorded only while :func:`measuring_sizes`)."""
    if _SIZES:
        _SIZES[-1].append((kind, int(px)))


def measuring_texts() -> bool:
    """Whether texts are being recorded (:func:`measuring`)."""
    return bool(_RECORDING)


def record(texts: Iterable[DrawnText]) -> None:
    """Add ``texts`` to the innermost :func:`measuring` list (a tile's texts, moved to where
    the tile lies on the frame)."""
    if _RECORDING:
        _RECORDING[-1].extend(texts)


def recording() -> bool:
    """Whether drawings are being measured (tiles are then all drawn afresh)."""
    return bool(_RECORDING or _SIZES)
