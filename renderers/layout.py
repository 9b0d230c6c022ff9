"""Images as trees of tiles: a renderer says *what* is where, the framework caches.

A renderer turns a view into a tree of layout nodes — :class:`Column`, :class:`Layer`,
:class:`At`, :class:`Grid`, :class:`Space`, :class:`Fixed`, :class:`Tagged` — whose leaves are
:class:`Tile`\\ s.
A tile is a draw function and its *props*: ``draw(d, *props)`` draws on a blank tile of its own
(``d`` is a :class:`renderers.kit.Draw`) and returns the row under what it drew.

Caching needs no thought from the author because a draw function cannot see anything but its
props: they are marshalled (plain data only; types and order kept, so ``1``, ``1.0`` and
``True`` stay apart) and the function is called with a copy *unmarshalled from those bytes*.
Those bytes, the function, the width and the theme are the tile's key — so the key holds
everything the function reads, by construction. Draw functions must be module-level functions
(no closures, no bound state); they read only their props and constants.

The framework lays the tree out (heights come from the drawings or the cache), and a
:class:`Frame` is the list of tiles and where they go. It is encoded band by band
(:mod:`renderers.png`): a band's identity is which tiles lie in it and where, so a band seen
before is reused without even being composed.
"""

from __future__ import annotations

import itertools
import json
import marshal
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PIL import Image

from renderers import cache, kit, png
from renderers.png import Placed

BG = kit.BG  # the theme: the colour every tile starts from and the canvas shows between tiles


class Node:
    """Something laid out from (x, y): :meth:`place` appends its tiles and returns its bottom."""

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Tile(Node):
    """``draw(d, *props)`` on a tile ``width + 2 * pad`` wide, its origin ``pad`` px outside the
    node's (x, y) on each side (room for outlines that stand out); ``draw`` returns its bottom
    row in tile coordinates and the tile keeps ``pad`` more rows. The node's bottom is that row
    on the frame."""

    draw: Callable[..., int]
    props: tuple
    width: int
    pad: int = 0

    def __post_init__(self) -> None:
        _check_pure(self.draw)

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        if kit.measuring_texts():  # texts measured on the frame, not on the tile
            with kit.measuring() as inner:
                ident, image, bottom = self._get()
            dx, dy = x - self.pad, y - self.pad
            kit.record(
                kit.DrawnText(
                    t.text, t.size, (t.box[0] + dx, t.box[1] + dy, t.box[2] + dx, t.box[3] + dy)
                )
                for t in inner
            )
        else:
            ident, image, bottom = self._get()
        out.append((ident, image, x - self.pad, y - self.pad))
        return y - self.pad + bottom

    def _get(self) -> tuple[int, Image.Image, int]:
        blob = _marshal(self.props)
        return _CACHE.get((self.draw, self.width, self.pad, BG, blob), self._draw, blob)

    def _draw(self, blob: bytes) -> tuple[tuple[int, Image.Image, int], int]:
        """Draw on a blank tile with props read back from ``blob`` (nothing else), as tall as
        this function's last tile (taller: drawn again); what is below its bottom is cut off."""
        width, known = self.width + 2 * self.pad, (self.draw, self.width + 2 * self.pad)
        rows = _CACHE.rows.get(known, 256)
        while True:
            image = Image.new("RGB", (width, rows), BG)
            bottom = int(self.draw(kit.Draw(image), *marshal.loads(blob)))
            used = max(1, bottom + self.pad)
            _CACHE.rows[known] = used
            if used <= rows:
                image = image if used == rows else image.crop((0, 0, width, used))
                return (next(_ids), image, bottom), width * used * 4
            rows = used


def tile(draw: Callable[..., int], width: int, *props: Any, pad: int = 0) -> Tile:
    return Tile(draw, props, int(width), int(pad))  # the usual way to write a Tile


@dataclass(frozen=True, slots=True)
class Space(Node):
    """``rows`` of nothing (negative: the next node starts higher, over this one's margin)."""

    rows: int

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        return y + self.rows


class Column(Node):
    """Children top to bottom, each from the bottom of the one before."""

    __slots__ = ("children",)

    def __init__(self, *children: Node | None) -> None:
        self.children = [c for c in children if c is not None]

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        for child in self.children:
            y = child.place(x, y, out)
        return y


class Layer(Column):
    """Children all from the same (x, y) (usually each :class:`At` an offset): a row, or things
    side by side of different heights. Its bottom is the lowest child's."""

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        return max((child.place(x, y, out) for child in self.children), default=y)


@dataclass(frozen=True, slots=True)
class At(Node):
    """``child`` moved by (dx, dy); its bottom as the child's."""

    dx: int
    dy: int
    child: Node

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        return self.child.place(x + self.dx, y + self.dy, out)


@dataclass(frozen=True, slots=True)
class Fixed(Node):
    """``child`` taking exactly ``rows`` in its column, however tall it is drawn."""

    rows: int
    child: Node

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        self.child.place(x, y, out)
        return y + self.rows


class Grid(Node):
    """Cells in ``columns`` columns, ``pitch_x`` apart, each row ``pitch_y`` below the last;
    its bottom is under the last row's pitch."""

    __slots__ = ("cells", "columns", "pitch_x", "pitch_y")

    def __init__(self, cells: Sequence[Node], columns: int, pitch_x: int, pitch_y: int) -> None:
        self.cells, self.columns = cells, max(1, columns)
        self.pitch_x, self.pitch_y = pitch_x, pitch_y

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        for i, cell in enumerate(self.cells):
            row, col = divmod(i, self.columns)
            cell.place(x + col * self.pitch_x, y + row * self.pitch_y, out)
        rows = (len(self.cells) + self.columns - 1) // self.columns
        return y + rows * self.pitch_y


# what a phone's first screen must show: whose turn it is, what they must decide, the
# central board; at the end the result takes the place of the first two
ROLES = ("turn", "decision", "board", "result")
Box = tuple[int, int, int, int]  # x0, y0, x1, y1 on the frame, the last two exclusive


class _Placing(list):
    """The tiles placed so far (a list of :data:`Placed`) and the boxes of tagged nodes."""

    __slots__ = ("roles",)

    def __init__(self) -> None:
        super().__init__()
        self.roles: list[tuple[str, Box]] = []


@dataclass(frozen=True, slots=True)
class Tagged(Node):
    """``child``, its box on the frame recorded under ``roles`` (:data:`ROLES`): what the
    first screen of a phone must show — whose turn it is, what they must decide, the central
    board — is checked on the frame (``tests/renderers/test_first_screen.py``), not guessed.
    The box is the union of the tiles the child placed."""

    roles: tuple[str, ...]
    child: Node

    def __post_init__(self) -> None:
        unknown = [r for r in self.roles if r not in ROLES]
        if unknown or not self.roles:
            raise ValueError(f"roles must be among {ROLES}, not {self.roles}")

    def place(self, x: int, y: int, out: list[Placed]) -> int:
        start = len(out)
        bottom = self.child.place(x, y, out)
        mine = out[start:]
        if mine and isinstance(out, _Placing):
            box = (
                min(px for _, _, px, _ in mine),
                min(py for _, _, _, py in mine),
                max(px + im.width for _, im, px, _ in mine),
                max(py + im.height for _, im, _, py in mine),
            )
            out.roles.extend((role, box) for role in self.roles)
        return bottom


def tag(child: Node, *roles: str) -> Tagged:
    """``child`` tagged with ``roles``: ``tag(banner, "turn", "decision")``."""
    return Tagged(tuple(roles), child)


def banner(width: int, seat: int | None, text: str) -> Tagged:
    """The one line a phone user needs first — whose turn and what is decided — in large type,
    marked with the seat's colour and shape (:func:`renderers.kit.draw_banner`): a tile
    ``width`` wide (1 px of margin around), tagged as the first screen's "turn" and "decision"."""
    return tag(tile(kit.draw_banner, width, 1, 1, width, seat, text, pad=1), "turn", "decision")


@dataclass(frozen=True, slots=True)
class Frame:
    """An image as the tiles that make it: ``placed`` pasted in order on ``bg``; ``roles``
    are the boxes of its tagged nodes (:class:`Tagged`), in the order placed."""

    width: int
    height: int
    placed: tuple[Placed, ...]
    bg: tuple[int, int, int] = BG
    roles: tuple[tuple[str, Box], ...] = ()
    palette: str | None = None  # the colours it is posted in (:mod:`renderers.palette`)

    def role_boxes(self, role: str) -> list[Box]:
        """The boxes tagged ``role``."""
        return [box for r, box in self.roles if r == role]

    def image(self) -> Image.Image:
        """The pixels as drawn (tests and inspection measure these): the tiles pasted on a
        blank canvas. What is posted is :meth:`shown`, 1/``png.REDUCE`` as large."""
        canvas = Image.new("RGB", (self.width, self.height), self.bg)
        for _, image, x, y in self.placed:
            canvas.paste(image, (x, y))
        return canvas

    def shown(self) -> Image.Image:
        """The pixels :meth:`png` encodes (:func:`renderers.png.shown`)."""
        return png.shown(self)

    def png(self) -> bytes:
        return png.frame_png(self)


class Page(Column):
    """A whole image: its width and its nodes top to bottom (what a renderer returns)."""

    __slots__ = ("width",)

    def __init__(self, width: int, *children: Node | None) -> None:
        super().__init__(*children)
        self.width = int(width)


def frame(page: Page, footer: Node | None = None, palette: str | None = None) -> Frame:
    """Lay ``page`` out from (0, 0), ``footer`` (the host's strip) under it; posted in
    ``palette`` (None: full colour)."""
    out = _Placing()
    height = page.place(0, 0, out)
    if footer is not None:
        height = footer.place(0, height, out)
    return Frame(
        page.width, max(1, int(height)), tuple(out), roles=tuple(out.roles), palette=palette
    )


_ids = itertools.count(1)


class _Cache:
    """Tiles drawn (and :func:`memo` values), least recently used dropped beyond ``budget``
    bytes (Pillow keeps 4 a pixel). Shared by a process's threads; drawing is outside the lock."""

    def __init__(self, budget: int) -> None:
        self.budget, self.bytes, self.hits = budget, 0, 0
        self.items: OrderedDict[tuple, tuple[Any, int]] = OrderedDict()
        self.lock = threading.Lock()
        self.fresh = 0  # >0: nothing is read from or kept in the cache (tests, measuring)
        self.rows: dict[tuple, int] = {}  # (draw, width) → rows of its last tile

    def get(self, key: tuple, make: Callable[[bytes], tuple[Any, int]], blob: bytes) -> Any:
        """The value kept under ``key``, else ``make(blob)``'s (value, bytes), kept."""
        fresh = self.fresh or kit.recording()
        if not fresh:
            with self.lock:
                hit = self.items.get(key)
                if hit is not None:
                    self.items.move_to_end(key)
                    self.hits += 1
                    return hit[0]
        value, size = make(blob)
        if not fresh and size <= self.budget // 8:
            with self.lock:
                if key not in self.items:
                    self.items[key] = (value, size)
                    self.bytes += size
                while self.bytes > self.budget and self.items:
                    self.bytes -= self.items.popitem(last=False)[1][1]
        return value


_CACHE = _Cache(64 << 20)


def _marshal(props: tuple) -> bytes:
    """The props' bytes; marshal's version 2 writes no back-references, so the same value
    gives the same bytes. Props marshal refuses (a ``str`` subclass, an object) go through JSON
    first, unknown objects as their text: the draw then sees exactly that."""
    try:
        return marshal.dumps(props, 2)
    except ValueError:
        return marshal.dumps(tuple(json.loads(json.dumps(props, default=str))), 2)


_pure: dict[Callable, bool] = {}


def _check_pure(draw: Callable) -> None:
    """Refuse a draw function that could read something besides its props: a lambda, a
    closure, a nested function or a bound method (their hidden state is not in the key)."""
    if draw in _pure:
        return
    code = getattr(draw, "__code__", None)
    qual = getattr(draw, "__qualname__", "")
    if (
        code is None
        or getattr(draw, "__self__", None) is not None
        or draw.__closure__
        or "<" in qual
        or "." in qual
        or any(isinstance(v, dict | list | set) for v in draw.__defaults__ or ())
    ):
        raise TypeError(f"a tile's draw must be a plain module-level function, not {draw!r}")
    _pure[draw] = True


def set_budget(nbytes: int) -> None:
    """Bytes of tiles each process keeps (``CARAVANSERAI_RENDER_CACHE_MB`` in a worker)."""
    _CACHE.budget = int(nbytes)


def stats() -> dict[str, int]:
    """Tiles pasted from the cache, kept, and their bytes (tests, benchmarks)."""
    with _CACHE.lock:
        return {"hits": _CACHE.hits, "tiles": len(_CACHE.items), "bytes": _CACHE.bytes}


def forget() -> None:
    """Drop every kept tile and value (a cold start, for benchmarks and tests)."""
    with _CACHE.lock:
        _CACHE.items.clear()
        _CACHE.bytes = 0


cache.register("tiles", stats, forget)


@contextmanager
def fresh() -> Iterator[None]:
    """Every tile drawn afresh and nothing kept while active (tests comparing both ways)."""
    with _CACHE.lock:
        _CACHE.fresh += 1
    try:
        yield
    finally:
        with _CACHE.lock:
            _CACHE.fresh -= 1


def memo(fn: Callable[..., Any], *props: Any) -> Any:
    """``fn(*props)``, kept like a tile (under ``fn`` and the props' bytes, computed from those
    bytes): a layout that needs a size before drawing (a row of panels as tall as its tallest)
    measures once."""
    _check_pure(fn)
    blob = _marshal(props)
    return _CACHE.get((fn, blob), lambda b: (fn(*marshal.loads(b)), 64), blob)
