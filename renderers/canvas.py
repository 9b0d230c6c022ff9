"""Canvases as tall as what a frame draws (issue 13: most of a frame's cost was its canvas).

A renderer lays its panels out top to bottom and only knows its height at the end. It used to
draw on a 4,200–7,000 px canvas and crop: allocating, filling and copying 20–30 MB per frame,
more than all the drawing. Now each renderer is :func:`sized`: it draws on the rows its recent
frames needed (plus a margin); the rare frame that needs more is drawn again with the rows it
reported. :func:`finish` adds the host's strip under the frame and returns a :class:`Frame` —
the canvas and the rows drawn — which the PNG encoder reads without a copy.

Each thread keeps its canvas and repaints the rows a frame may use: a fresh 10 MB image costs
page faults (1–4 ms on this machine), a repaint 0.2 ms. So a :class:`Frame`'s canvas is only
valid until the thread draws the next one: encode it or crop it at once.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps

from PIL import Image

from renderers import host, kit

MARGIN = 160  # px over the tallest recent frame: a taller one is drawn twice
RECENT = 32  # frames remembered per renderer
UNSIZED = 6000  # a canvas asked for outside a sized renderer

_local = threading.local()
_needed: dict[str, deque[int]] = {}
_lock = threading.Lock()


@dataclass(frozen=True)
class Frame:
    """``image`` is the canvas, at least ``height`` rows tall; the frame is its top ``height`` rows."""

    image: Image.Image
    height: int

    def cropped(self) -> Image.Image:
        """A copy of the frame (the canvas is reused for the thread's next frame)."""
        return self.image.crop((0, 0, self.image.width, self.height))


class _TooShort(Exception):
    def __init__(self, needed: int) -> None:
        super().__init__(needed)
        self.needed = needed


def new(width: int, colour: tuple[int, int, int] = kit.BG) -> Image.Image:
    """The thread's canvas, its top rows (as many as :func:`sized` chose) painted ``colour``."""
    width = int(width)
    rows = getattr(_local, "height", None) or UNSIZED
    canvases: dict[int, Image.Image] = _local.__dict__.setdefault("canvases", {})
    image = canvases.get(width)
    if image is None or image.height < rows:
        image = canvases[width] = Image.new("RGB", (width, rows), colour)
    else:
        image.paste(colour, (0, 0, width, rows))
    _local.rows = rows
    return image


def finish(image: Image.Image, y: int, view: dict) -> Frame:
    """The frame drawn on ``image`` down to ``y``, with the host's strip (clocks) below it.

    Raises (caught by :func:`sized`) when the rows painted for it were too few."""
    needed = int(y) + host.footer_height(view.get("host"), image.width)
    if needed > getattr(_local, "rows", image.height):
        raise _TooShort(needed)
    host.draw_footer(image, int(y), view.get("host"))
    return Frame(image, needed)


def sized(key: str, first: int) -> Callable[[Callable[..., Frame]], Callable[..., Frame]]:
    """Run a renderer on a canvas as tall as its recent frames needed (``first`` at the start)."""

    def decorate(render: Callable[..., Frame]) -> Callable[..., Frame]:
        @wraps(render)
        def sized_render(*args, **kwargs) -> Frame:
            with _lock:
                recent = _needed.setdefault(key, deque([first - MARGIN], maxlen=RECENT))
                height = max(recent) + MARGIN
            outer = getattr(_local, "height", None)
            try:
                while True:
                    _local.height = height
                    try:
                        frame = render(*args, **kwargs)
                        break
                    except _TooShort as short:
                        height = short.needed + MARGIN
            finally:
                _local.height = outer
            with _lock:
                recent.append(frame.height)
            return frame

        return sized_render

    return decorate
