"""Each renderer's 256 colours: what its images are posted in (:mod:`renderers.png`).

A board drawn by one renderer uses a few hundred flat colours (its theme, the seats' colours)
and the antialiased edges between them — 5,000-12,000 colours once reduced to 600 px, most
covering a handful of pixels. Posted as one byte a pixel from a fixed 256-colour palette they are
0.4 of the bytes of three, and as readable: every colour that fills an area is in the palette
exactly, and an edge pixel takes the nearest of the rest (on average about one level off in a
channel). The palette is fixed per renderer, not chosen per image, so a band of tiles encoded
once is the same bytes in every later board.

``renderers/palettes/<renderer>.txt`` (one ``#rrggbb`` a line) is written by
``caravanserai palettes`` (:mod:`bot.tools.palettes`) from that renderer's seeded gallery
images; ``tests/renderers/test_palette.py`` says when a renderer's drawing has left its
palette behind.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

from PIL import Image

from renderers import kit

PALETTE_DIR = Path(__file__).resolve().parent / "palettes"
SIZE = 256
EXACT = 128  # colours kept exactly: the commonest (a renderer's flat colours), kit's first
WEIGHT_CAP = 64  # pixels a colour counts for among the rest: edges, not areas, choose those
Colour = tuple[int, int, int]
FORCED: tuple[Colour, ...] = (  # kit's colours: in every palette, exactly
    kit.BG,
    kit.PANEL,
    kit.PANEL_ALT,
    kit.INK,
    kit.MUTED,
    kit.LINE,
    kit.WHITE,
    kit.BLACK,
    kit.HILITE,
    kit.EMPTY_CELL,
    *kit.PLAYER_COLOURS,
)


def name_of(module: str) -> str:
    """The palette of the renderer ``module`` (``renderers.al_rashid`` → ``al_rashid``)."""
    return module.rsplit(".", 1)[-1]


@functools.cache
def load(name: str) -> Image.Image | None:
    """The palette ``name`` as a 1×1 "P" image (what :meth:`Image.Image.quantize` maps to),
    None without a file: that renderer's images are posted in full colour."""
    path = PALETTE_DIR / f"{name}.txt"
    if not path.is_file():
        return None
    colours = parse(path.read_text())
    image = Image.new("P", (1, 1))
    image.putpalette([v for c in colours for v in c])
    return image


def parse(text: str) -> list[Colour]:
    """The colours of a palette file, padded with black to :data:`SIZE`."""
    found = [line.strip().lstrip("#") for line in text.splitlines() if line.strip()]
    colours = [(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)) for h in found]
    return (colours + [(0, 0, 0)] * SIZE)[:SIZE]


def dump(colours: Sequence[Colour]) -> str:
    """A palette file's text."""
    return "".join(f"#{r:02x}{g:02x}{b:02x}\n" for r, g, b in colours)


def build(images: Iterable[Image.Image]) -> list[Colour]:
    """A palette for ``images`` (RGB, as posted): :data:`FORCED`, then the commonest colours up
    to :data:`EXACT` exactly, then the median cut of every other colour, each counted for at
    most :data:`WEIGHT_CAP` pixels (so the long tail of edge colours is what they are cut for)."""
    counts: Counter[Colour] = Counter()
    for image in images:
        for n, colour in image.convert("RGB").getcolors(1 << 24) or ():
            counts[colour] += n  # type: ignore[index]  # an RGB image's colours are triples
    exact = list(dict.fromkeys([*FORCED, *(c for c, _ in counts.most_common())]))[:EXACT]
    kept = set(exact)
    rest = [c for c, _ in counts.most_common() if c not in kept]
    if not rest:
        return exact
    pixels = b"".join(bytes(c) * min(counts[c], WEIGHT_CAP) for c in rest)
    width = 1024
    height = -(-len(pixels) // (3 * width))
    pixels += bytes(rest[0]) * (width * height - len(pixels) // 3)
    sample = Image.frombytes("RGB", (width, height), pixels)
    cut = sample.quantize(SIZE - len(exact), Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    flat = (cut.getpalette() or [])[: 3 * (SIZE - len(exact))]
    return exact + [tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)]  # type: ignore[misc]


@functools.lru_cache(maxsize=64)
def index_of(name: str, colour: Colour) -> int:
    """The entry of the palette ``name`` that ``colour`` is posted as (the nearest)."""
    pal = load(name)
    if pal is None:
        raise KeyError(name)
    one = Image.new("RGB", (1, 1), colour).quantize(palette=pal, dither=Image.Dither.NONE)
    return int(one.getpixel((0, 0)))  # type: ignore[arg-type]
