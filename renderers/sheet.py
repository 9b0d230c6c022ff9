"""A canvas that keeps last frame's panels in place (issue 13: a frame was mostly memory traffic).

A thread draws each renderer's frames on the same canvas (:mod:`renderers.canvas`). Between two
moves most top-level panels (:func:`renderers.kit.panel`) are the same and at the same place, so
instead of painting the whole canvas and pasting them back, a :class:`Sheet` remembers where each
panel of the last frame lies and under which key; at the next frame it paints only the rest, and a
panel asked for at the same place under the same key is already there. Painting and pasting were
a third of a board's drawing — as much memory written as the encoder reads.

What could go wrong is a stale pixel, so the rules are strict. A panel's region holds only what
that panel draws (the convention :func:`renderers.kit.panel` already relies on). A panel of the
last frame that a new panel overlaps is dropped; a new panel drawn over one is painted over and
drawn again (the old panel at the same place is painted over first); and if, when the frame ends, some part of an old panel is neither kept nor covered
by new panels — the layout moved, and text may have been written on old pixels — the frame is
drawn once more, its panels now all in place (:meth:`Sheet.end`).

A *strict* frame (a renderer that draws nothing outside panels and :func:`renderers.kit.drawn`
regions) goes further. Everything outside its panels is background, so the next frame paints
nothing at its start, and old pixels left uncovered at its end are painted over instead of
drawing the frame again. The sheet also knows which rows changed since the last frame
(:meth:`Sheet.changes`), so the PNG encoder hashes only those bands. Painting the canvas and
hashing every band each read the whole frame's memory: as much as encoding it.
"""

from __future__ import annotations

import itertools

from PIL import Image, ImageChops

Rect = tuple[int, int, int, int]  # x0, y0, x1, y1 (exclusive)
Slot = tuple[int, int, bytes]  # a panel's x and y and its key's bytes


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _minus(a: Rect, b: Rect) -> list[Rect]:
    """The parts of ``a`` outside ``b`` (at most four rectangles)."""
    if not _overlap(a, b):
        return [a]
    out = []
    x0, y0, x1, y1 = a
    if y0 < b[1]:
        out.append((x0, y0, x1, b[1]))
    if b[3] < y1:
        out.append((x0, b[3], x1, y1))
    top, bottom = max(y0, b[1]), min(y1, b[3])
    if x0 < b[0]:
        out.append((x0, top, b[0], bottom))
    if b[2] < x1:
        out.append((b[2], top, x1, bottom))
    return out


def _uncovered(area: Rect, cover: list[Rect]) -> list[Rect]:
    parts = [area]
    for c in cover:
        parts = [piece for part in parts for piece in _minus(part, c)]
        if not parts:
            break
    return parts


_idents = itertools.count(1)
AUDIT = False  # check every strict frame (tests): see Sheet._audit


class Redraw(Exception):
    """The frame left parts of old panels uncovered: draw it again (its panels are now in place)."""


class Sheet:
    """One renderer's canvas on one thread, and the panels lying on it."""

    def __init__(self, image: Image.Image, colour: tuple[int, int, int]) -> None:
        self.image = image
        self.colour = colour
        self.valid: dict[Slot, tuple[Rect, int]] = {}  # panels intact on the canvas
        self.pending: dict[Slot, tuple[Rect, int]] = {}  # last frame's, not yet kept or dropped
        self.current: dict[Slot, tuple[Rect, int]] = {}  # this frame's
        self.dirty: list[Rect] = []  # parts of dropped panels still showing their old pixels
        self.wiped: list[Rect] = []  # old panels painted over, maybe with this frame's writing
        self.depth = 0  # >0 while a panel is being drawn: panels inside it are its own business
        self.open = False
        self.owner: object = None  # whose frame is on the canvas (renderers.canvas)
        self.strict = False  # this frame draws only in panels
        self.clean = True  # every pixel outside the ``valid`` panels is background
        self.changed: list[Rect] = []  # where this frame's pixels may differ from the last's
        self.generation = 0  # frames begun on this canvas
        self.ident = next(_idents)  # this canvas, for the encoder

    def begin(self, rows: int, retain: bool, strict: bool = False) -> None:
        """Start a frame on the top ``rows`` rows: paint all but the panels that may be kept —
        for a strict frame on a clean canvas, only the panels that may not."""
        self.generation += 1
        kept = [rect for rect, _ in self.valid.values()] if retain else []
        if strict and self.clean:
            stale = [] if retain else [rect for rect, _ in self.valid.values()]
            for rect in stale:
                self.image.paste(self.colour, rect)
            self.changed = stale
        else:
            rows = self.image.height if strict else rows  # a strict frame leaves it all clean
            self._paint_around(rows, kept)
            self.changed = [(0, 0, self.image.width, rows)]
        self.strict = strict
        self.clean = False  # until the frame ends
        self.pending = dict(self.valid) if retain else {}
        self.valid, self.current, self.dirty, self.wiped = {}, {}, [], []
        self.depth = 0
        self.open = retain or strict

    def _paint_around(self, rows: int, rects: list[Rect]) -> None:
        width = self.image.width
        edges = sorted({0, rows, *(min(max(v, 0), rows) for r in rects for v in (r[1], r[3]))})
        paste = self.image.paste
        for top, bottom in zip(edges, edges[1:], strict=False):
            if bottom <= top:
                continue
            spans = sorted((r[0], r[2]) for r in rects if r[1] <= top and r[3] >= bottom)
            x = 0
            for x0, x1 in spans:
                if x0 > x:
                    paste(self.colour, (x, top, min(x0, width), bottom))
                x = max(x, x1)
            if x < width:
                paste(self.colour, (x, top, width, bottom))

    def kept(self, x: int, y: int, name: bytes) -> int | None:
        """The bottom of the panel ``name`` at (``x``, ``y``) if it is already there."""
        hit = self.pending.pop((x, y, name), None)
        if hit is None:
            return None
        self.current[(x, y, name)] = hit
        return hit[1]

    def clear(self, x: int, y: int) -> None:
        """Before a new panel is drawn at (``x``, ``y``): paint over the old panel there, if any.

        Its region is the new panel's too, but maybe not all of it: the rest is counted stale,
        because painting it may have wiped what this frame wrote there."""
        for slot, (old, _) in self.pending.items():
            if slot[0] == x and slot[1] == y:
                del self.pending[slot]
                self.paint(old)
                self.wiped.append(old)
                return

    def covers_old(self, rect: Rect) -> bool:
        """Whether ``rect`` lies over old pixels (drawing there met them)."""
        return any(_overlap(rect, old) for old, _ in self.pending.values()) or any(
            _overlap(rect, old) for old in self.dirty
        )

    def place(self, x: int, y: int, name: bytes, rect: Rect, bottom: int) -> None:
        """A panel now lies at ``rect``: the old panels under it are dropped."""
        for slot, (old, _) in list(self.pending.items()):
            if _overlap(rect, old):
                del self.pending[slot]
                self.dirty.extend(_minus(old, rect))
        self.current[(x, y, name)] = (rect, bottom)
        self.changed.append(rect)

    def paint(self, rect: Rect) -> None:
        """Paint ``rect`` (a new panel's region) clean."""
        self.image.paste(self.colour, rect)
        self.changed.append(rect)
        self.dirty = [piece for old in self.dirty for piece in _minus(old, rect)]

    def end(self) -> None:
        """Close the frame. Old pixels left outside its panels are painted over in a strict frame;
        otherwise (text may have been written over them) :class:`Redraw` is raised."""
        self.open = False
        cover = [rect for rect, _ in self.current.values()]
        leftovers = self.dirty + self.wiped + [rect for rect, _ in self.pending.values()]
        self.valid = self.current
        self.pending, self.current, self.dirty, self.wiped = {}, {}, [], []
        stale = [piece for rect in leftovers for piece in _uncovered(rect, cover)]
        if self.strict:
            for piece in stale:
                self.image.paste(self.colour, piece)
            self.changed.extend(stale)
            self.clean = True
            if AUDIT:
                self._audit(cover)
        elif stale:
            raise Redraw

    def _audit(self, cover: list[Rect]) -> None:
        """Check that a strict frame left only background outside its panels (the tests turn
        :data:`AUDIT` on: a renderer drawing a pixel outside its regions is caught at once)."""
        copy = self.image.copy()
        for rect in cover:
            copy.paste(self.colour, rect)
        stray = ImageChops.difference(copy, Image.new("RGB", copy.size, self.colour)).getbbox()
        if stray is not None:
            raise AssertionError(f"drawn outside every panel of a strict frame: {stray}")

    def changes(self) -> tuple[int, int, tuple[tuple[int, int], ...]] | None:
        """After a strict frame: (canvas, frame number, the row spans whose pixels may have
        changed since the frame before); None after another frame, which may change any row."""
        if not self.clean:
            return None
        rows = sorted((rect[1], rect[3]) for rect in self.changed if rect[1] < rect[3])
        spans: list[tuple[int, int]] = []
        for top, bottom in rows:
            if spans and top <= spans[-1][1]:
                spans[-1] = (spans[-1][0], max(spans[-1][1], bottom))
            else:
                spans.append((top, bottom))
        return self.ident, self.generation, tuple(spans)

    def forget(self) -> None:
        """The canvas holds no panel we can vouch for (a frame failed half-way)."""
        self.valid, self.pending, self.current = {}, {}, {}
        self.dirty, self.wiped = [], []
        self.open = False
        self.depth = 0
        self.clean = False
