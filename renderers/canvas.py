"""Canvases as tall as what a frame draws (issue 13: most of a frame's cost was its canvas).

A renderer lays its panels out top to bottom and only knows its height at the end. It used to
draw on a 4,200–7,000 px canvas and crop: allocating, filling and copying 20–30 MB per frame,
more than all the drawing. Now each renderer is :func:`sized`: it draws on the rows its recent
frames needed (plus a margin); the rare frame that needs more is drawn again with the rows it
reported. :func:`finish` adds the host's strip under the frame and returns a :class:`Frame` —
the canvas and the rows drawn — which the PNG encoder reads without a copy.

Each thread keeps a canvas per renderer and repaints the rows a frame may use: a fresh 10 MB
image costs page faults (1–4 ms on this machine), a repaint 0.2 ms — and the panels of its last
frame stay where they are, for the next frame to keep (:mod:`renderers.sheet`). So a
:class:`Frame`'s canvas is only valid until the thread draws the next one: encode it or crop it
at once.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps

from PIL import Image

from renderers import host, kit, png, sheet

MARGIN = 160  # px over the tallest recent frame: a taller one is drawn twice
RECENT = 32  # frames remembered per renderer
UNSIZED = 6000  # a canvas asked for outside a sized renderer

_local = threading.local()
_needed: dict[str, deque[int]] = {}
_lock = threading.Lock()


@dataclass(frozen=True)
class Frame:
    """``image`` is the canvas, at least ``height`` rows tall; the frame is its top ``height`` rows.
    ``changes``: after a strict frame, the rows that may differ from the canvas's last frame
    (:meth:`renderers.sheet.Sheet.changes`)."""

    image: Image.Image
    height: int
    changes: tuple | None = None

    def cropped(self) -> Image.Image:
        """A copy of the frame (the canvas is reused for the thread's next frame)."""
        return self.image.crop((0, 0, self.image.width, self.height))

    def png(self) -> bytes:
        """The frame as PNG; bands in rows that did not change are not even hashed again."""
        return png.to_png(self.image, height=self.height, changes=self.changes)


class _TooShort(Exception):
    def __init__(self, needed: int) -> None:
        super().__init__(needed)
        self.needed = needed


def new(width: int, colour: tuple[int, int, int] = kit.BG) -> Image.Image:
    """The thread's canvas for the renderer being run, its top rows (as many as :func:`sized`
    chose) painted ``colour`` — but for last frame's panels, which :func:`renderers.kit.panel`
    may keep (:mod:`renderers.sheet`)."""
    width = int(width)
    rows = getattr(_local, "height", None) or UNSIZED
    if not kit.memoizing():  # every panel is drawn: a fresh canvas, nothing kept
        _local.rows = rows
        kit.drawing_on(None)
        return Image.new("RGB", (width, rows), colour)
    key = getattr(_local, "key", None)
    sheets: dict[tuple[str | None, int], sheet.Sheet] = _local.__dict__.setdefault("sheets", {})
    page = sheets.get((key, width))
    if page is None or page.image.height < rows or page.colour != colour:
        page = sheets[(key, width)] = sheet.Sheet(Image.new("RGB", (width, rows), colour), colour)
    owner = getattr(_local, "owner", None)
    retain = key is not None and owner is not None and page.owner == owner
    page.begin(rows, retain=retain, strict=key is not None and getattr(_local, "strict", False))
    page.owner = owner
    _local.rows = rows
    _local.page = page
    kit.drawing_on(page if key is not None else None)
    return page.image


def finish(image: Image.Image, y: int, view: dict) -> Frame:
    """The frame drawn on ``image`` down to ``y``, with the host's strip (clocks) below it.

    Raises (caught by :func:`sized`) when the rows painted for it were too few."""
    needed = int(y) + host.footer_height(view.get("host"), image.width)
    if needed > getattr(_local, "rows", image.height):
        raise _TooShort(needed)
    page = getattr(_local, "page", None)
    if page is not None and page.image is image and page.open:
        if needed > y:  # the strip is a region of its own: a strict frame draws only in those
            d = kit.Draw(image)
            kit.drawn(d, 0, int(y), image.width, _footer, image, int(y), view.get("host"))
        page.end()  # may raise sheet.Redraw
        return Frame(image, needed, page.changes())
    host.draw_footer(image, int(y), view.get("host"))
    return Frame(image, needed)


def _footer(image: Image.Image, y: int, host_view: dict | None) -> int:
    host.draw_footer(image, y, host_view)
    return y + host.footer_height(host_view, image.width)


def _owner(view: object = None, names: object = None, *_: object, **__: object) -> object:
    """Whose frames these are: a table's seats and the viewer. Last frame's panels are kept only
    for the same owner — another table's board (a worker draws many) has its panels elsewhere,
    and keeping them would mostly mean drawing the frame twice."""
    try:
        return (tuple(names or ()), (view or {}).get("viewer"))  # type: ignore[union-attr,arg-type]
    except (TypeError, AttributeError):
        return None


def _forget() -> None:
    page = getattr(_local, "page", None)
    if page is not None:
        page.forget()


def sized(
    key: str, first: int, strict: bool = False
) -> Callable[[Callable[..., Frame]], Callable[..., Frame]]:
    """Run a renderer on a canvas as tall as its recent frames needed (``first`` at the start).

    ``strict``: the renderer draws only in panels (:func:`renderers.kit.panel`) and regions
    (:func:`renderers.kit.drawn`), never on the canvas around them (:mod:`renderers.sheet`)."""

    def decorate(render: Callable[..., Frame]) -> Callable[..., Frame]:
        @wraps(render)
        def sized_render(*args, **kwargs) -> Frame:
            with _lock:
                recent = _needed.setdefault(key, deque([first - MARGIN], maxlen=RECENT))
                height = max(recent) + MARGIN
            outer = (getattr(_local, "height", None), getattr(_local, "key", None))
            owner = _owner(*args, **kwargs)
            redraws = 0
            try:
                while True:
                    _local.height, _local.key, _local.page = height, key, None
                    _local.owner, _local.strict = owner, strict
                    try:
                        frame = render(*args, **kwargs)
                        break
                    except _TooShort as short:
                        _forget()
                        height = short.needed + MARGIN
                    except sheet.Redraw:
                        redraws += 1
                        if redraws > 2:  # never seen; a frame drawn on a clean canvas then
                            _forget()
                    except BaseException:
                        _forget()
                        raise
            finally:
                _local.height, _local.key = outer
                _local.owner, _local.strict = None, False
                _local.page = None
                kit.drawing_on(None)
            with _lock:
                recent.append(frame.height)
            return frame

        return sized_render

    return decorate
