"""PNG encoding of frames, band by band, a band seen before reused without being composed.

A frame is written in its renderer's fixed 256 colours (:mod:`renderers.palette`: one byte a
pixel, each the nearest entry, undithered; a frame without a palette in full RGB), rows
unfiltered, compressed by ISA-L (``isal``: ~10× faster than Pillow's encoder here, files no
larger) at level 1.

Consecutive boards of a table differ in a few places, so the stream is cut into bands of
:data:`BAND_ROWS` rows, each compressed on its own (a raw deflate stream ending on a byte
boundary with a sync flush: no back-reference crosses a band, so bands join in any order under
one zlib header). A band's identity is its composition — which tiles (:mod:`renderers.layout`:
each drawn tile has its own id) lie in it, and where — so a band made of the same tiles at the
same places as one encoded before is not composed, converted or compressed again. No pixel is
hashed: two bands share an identity only if they are the same pastes of the same images.

Only Pillow's public API: rows come from ``Image.tobytes("raw", ("RGB", stride))`` with a stride
one byte longer than the pixels, which Pillow fills with a zero — PNG's "no filter" byte. A band
is composed of its tiles on its own: a whole frame's canvas (~10 MB) cost more in page faults
than composing it.

What is encoded is the frame at 1/:data:`REDUCE` of its drawing each way (renderers draw
1200 px wide; the file is 600): each tile reduced once, every pixel the mean of a square of
drawn ones, kept under the tile's id. Discord shows an image at most ~550 px wide in a chat and
~400 px on a phone, where every word keeps the size it has on the drawing (a 24 px word drawn
at 1200 is 12 px at 600: 8 px at 400 either way), smoothed as if drawn at twice the
resolution; the file has a quarter of the pixels, and the reduction costs less than the
encoding of the pixels it saves. A reduced tile is mapped to the palette once too, so a band
composes and compresses a third of the bytes it would in RGB.
"""

from __future__ import annotations

import io
import struct
import threading
import types
import zlib
from collections import OrderedDict
from typing import Protocol

from PIL import Image

from renderers import cache, palette

_zlib: types.ModuleType  # either module: the same compress/crc32 API
try:
    from isal import isal_zlib as _zlib
except ImportError:  # pragma: no cover - the standard library's zlib, slower
    _zlib = zlib

Placed = tuple[int, Image.Image, int, int]  # a tile's id, its pixels, x, y on the frame


class Frame(Protocol):
    """What is encoded (:class:`renderers.layout.Frame`): tiles pasted in order on ``bg``."""

    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def placed(self) -> tuple[Placed, ...]: ...
    @property
    def bg(self) -> tuple[int, int, int]: ...
    @property
    def palette(self) -> str | None: ...


REDUCE = 2  # drawn pixels per encoded pixel, each way
BAND_ROWS = 32  # rows per band (encoded)
BAND_BUDGET = 16 << 20  # bytes of compressed bands kept per process (a board is ~300 KB)
LEVEL = 1
_FINAL = b"\x03\x00"  # an empty final block (fixed Huffman), after the bands' sync flushes

_bands: OrderedDict[tuple, tuple[bytes, int, int]] = OrderedDict()  # composition → deflated,
# its Adler-32 and length
_bands_size = 0
_looked = [0, 0]  # bands found already compressed, bands looked up
_lock = threading.Lock()
_small: OrderedDict[tuple, Image.Image] = OrderedDict()  # tile id, phase, bg, palette → it
# reduced (and mapped to the palette)
_small_size = 0
SMALL_BUDGET = 16 << 20  # bytes of reduced tiles kept per process (Pillow keeps 4 an RGB pixel)


def to_png(img: Image.Image) -> bytes:
    """``img`` as PNG, every band compressed."""
    if img.mode != "RGB":
        buf = io.BytesIO()
        img.save(buf, format="PNG", compress_level=LEVEL)
        return buf.getvalue()
    tops = range(0, img.height, BAND_ROWS)
    bands = [_deflate(img.crop((0, t, img.width, min(t + BAND_ROWS, img.height)))) for t in tops]
    return _png(img.width, img.height, bands)


def shown(frame: Frame) -> Image.Image:
    """The pixels :func:`frame_png` encodes (in RGB): the reduced tiles on a canvas 1/REDUCE as
    large, in the frame's palette if it has one."""
    width, height = _size(frame)
    canvas = _canvas(frame, width, height)
    for ident, image, x, y in frame.placed:
        canvas.paste(_reduced(frame, ident, image, x, y), (x // REDUCE, y // REDUCE))
    pal = palette.load(frame.palette) if frame.palette else None
    if pal is not None:
        canvas.putpalette(pal.getpalette() or [])
    return canvas.convert("RGB")


def _canvas(frame: Frame, width: int, height: int) -> Image.Image:
    """A blank part of ``frame`` as encoded: its background, as a palette entry if it has one."""
    pal = palette.load(frame.palette) if frame.palette else None
    if pal is None:
        return Image.new("RGB", (width, height), frame.bg)
    return Image.new("P", (width, height), palette.index_of(frame.palette, frame.bg))


def _size(frame: Frame) -> tuple[int, int]:
    return max(1, frame.width // REDUCE), max(1, -(-frame.height // REDUCE))


def _reduced(frame: Frame, ident: int, image: Image.Image, x: int, y: int) -> Image.Image:
    """``image`` (the tile ``ident``, drawn at ``x, y``) at 1/REDUCE, in ``frame``'s palette
    (each pixel the nearest entry, undithered: a tile is the same indices wherever it is
    pasted), made once and kept while it is used. A tile at a place that is not a multiple of
    REDUCE is reduced from that place's grid (padded with the frame's background before it), so
    its pixels are the drawing's means, not moved by half a pixel."""
    global _small_size
    dx, dy = x % REDUCE, y % REDUCE
    bg = frame.bg
    key = (ident, dx, dy, bg, frame.palette)
    with _lock:
        hit = _small.get(key)
        if hit is not None:
            _small.move_to_end(key)
            return hit
    if dx or dy:
        padded = Image.new("RGB", (image.width + dx, image.height + dy), bg)
        padded.paste(image, (dx, dy))
        image = padded
    small = image.reduce(REDUCE) if REDUCE > 1 else image
    pal = palette.load(frame.palette) if frame.palette else None
    if pal is not None:
        small = small.quantize(palette=pal, dither=Image.Dither.NONE)
    with _lock:
        if key not in _small:
            _small[key] = small
            _small_size += _weight(small)
        while _small_size > SMALL_BUDGET and _small:
            _small_size -= _weight(_small.popitem(last=False)[1])
    return small


def _weight(image: Image.Image) -> int:
    """Bytes Pillow keeps for ``image``'s pixels: one a palette index, four an RGB pixel."""
    return (1 if image.mode == "P" else 4) * image.width * image.height


def frame_png(frame: Frame) -> bytes:
    """``frame`` (:func:`shown`) as PNG, reusing the bands of recent frames made of the same
    tiles."""
    width, height = _size(frame)
    count = (height + BAND_ROWS - 1) // BAND_ROWS
    members: list[list[Placed]] = [[] for _ in range(count)]
    drawn: list[list[tuple[int, int, int]]] = [[] for _ in range(count)]  # id, x, y as drawn
    for ident, image, x, y in frame.placed:  # each tile in the bands it covers, in paste order
        small = _reduced(frame, ident, image, x, y)
        top = y // REDUCE
        first = max(0, top // BAND_ROWS)
        last = min(count - 1, (top + small.height - 1) // BAND_ROWS)
        for band in range(first, last + 1):
            members[band].append((ident, small, x // REDUCE, top))
            drawn[band].append((ident, x, y - band * BAND_ROWS * REDUCE))
    # a band is known by its tiles where they were drawn: two places that reduce to one differ
    keys = [
        (
            width,
            min(BAND_ROWS, height - band * BAND_ROWS),
            frame.bg,
            frame.palette,
            tuple(drawn[band]),
        )
        for band in range(count)
    ]
    with _lock:
        found = [_bands.get(key) for key in keys]
        for key, hit in zip(keys, found, strict=True):
            if hit is not None:
                _bands.move_to_end(key)
        _looked[0] += count - found.count(None)
        _looked[1] += count
    missing = [band for band, hit in enumerate(found) if hit is None]
    made: dict[int, tuple[bytes, int, int]] = {}
    for band in missing:  # each band composed of its tiles: memory that stays in the cache
        top = band * BAND_ROWS
        part = _canvas(frame, width, keys[band][1])
        for _, image, x, y in members[band]:
            part.paste(image, (x, y - top))
        made[band] = _deflate(part)
    _keep([(keys[band], made[band]) for band in missing])
    pal = palette.load(frame.palette) if frame.palette else None
    colours = bytes(pal.getpalette() or []) if pal is not None else None
    return _png(
        width,
        height,
        [made[band] if hit is None else hit for band, hit in enumerate(found)],
        colours,
    )


def _deflate(band: Image.Image) -> tuple[bytes, int, int]:
    """``band``'s PNG rows (RGB or palette indices, each after a zero "no filter" byte) as raw
    deflate ending with a sync flush, with their Adler-32 and length. Pillow's raw encoder pads
    each row to the stride asked for with zeros, so its bytes shifted by one are the rows;
    checked, not assumed."""
    stride = len(band.mode) * band.width + 1
    padded = band.tobytes("raw", (band.mode, stride))
    if padded[stride - 1 :: stride].count(0) != band.height:  # pragma: no cover - other Pillow
        rows = [band.crop((0, r, band.width, r + 1)).tobytes() for r in range(band.height)]
        padded = b"".join(row + b"\0" for row in rows)
    parts = [b"\0", memoryview(padded)[:-1]]
    packer = _zlib.compressobj(LEVEL, zlib.DEFLATED, -15)
    packed = b"".join([*(packer.compress(p) for p in parts), packer.flush(zlib.Z_SYNC_FLUSH)])
    return packed, _zlib.adler32(parts[1], _zlib.adler32(b"\0")), len(padded)


def _png(
    width: int, height: int, bands: list[tuple[bytes, int, int]], colours: bytes | None = None
) -> bytes:
    """The file: RGB rows, or palette indices after a PLTE chunk of ``colours``."""
    checksum = 1
    for i, (_, band_sum, length) in enumerate(bands):
        checksum = band_sum if i == 0 else adler32_combine(checksum, band_sum, length)
    idat = b"".join([b"\x78\x01", *(b[0] for b in bands), _FINAL, struct.pack(">I", checksum)])
    header = struct.pack(">IIBBBBB", width, height, 8, 2 if colours is None else 3, 0, 0, 0)
    plte = [] if colours is None else [_chunk(b"PLTE", colours)]
    return b"".join(
        [
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", header),
            *plte,
            _chunk(b"IDAT", idat),
            _chunk(b"IEND", b""),
        ]
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    checksum = _zlib.crc32(data, _zlib.crc32(kind))
    return b"".join([struct.pack(">I", len(data)), kind, data, struct.pack(">I", checksum)])


def _keep(bands: list[tuple[tuple, tuple[bytes, int, int]]]) -> None:
    global _bands_size
    with _lock:
        for key, band in bands:
            if key not in _bands:
                _bands[key] = band
                _bands_size += len(band[0])
        while _bands_size > BAND_BUDGET and _bands:
            dropped = _bands.popitem(last=False)[1][0]
            _bands_size -= len(dropped)


def stats() -> tuple[int, int]:
    """Bands found already compressed and bands looked up, since the process started."""
    with _lock:
        return _looked[0], _looked[1]


def forget_bands() -> None:
    """Drop the kept bands (tests, cold benchmarks)."""
    global _bands_size
    with _lock:
        _bands.clear()
        _bands_size = 0


def _bands_kept() -> dict[str, int]:
    with _lock:
        return {"entries": len(_bands), "bytes": _bands_size}


def forget_reduced() -> None:
    """Drop the kept reduced tiles (tests, cold benchmarks)."""
    global _small_size
    with _lock:
        _small.clear()
        _small_size = 0


def _reduced_kept() -> dict[str, int]:
    with _lock:
        return {"entries": len(_small), "bytes": _small_size}


cache.register("bands", _bands_kept, forget_bands)
cache.register("reduced-tiles", _reduced_kept, forget_reduced)


def adler32_combine(first: int, second: int, second_len: int) -> int:
    """The Adler-32 of two byte strings joined, from theirs (zlib's ``adler32_combine``)."""
    base = 65521
    rem = second_len % base
    low = first & 0xFFFF
    high = (rem * low) % base
    low = (low + (second & 0xFFFF) + base - 1) % base
    high = (high + (first >> 16) + (second >> 16) + base - rem) % base
    return (high << 16) | low
