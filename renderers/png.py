"""PNG encoding of frames, with the compressed bands of recent frames reused (issue 13).

An RGB frame is written lossless, its rows unfiltered, compressed by ISA-L (``isal``: 5× the
standard library's deflate at level 1, files no larger) when it is installed.

Consecutive boards of a table differ in a few places: measured over 150 actions of each game,
76–93 % of 32-row bands are byte for byte the same as in the frame before. So the stream is cut
into bands of :data:`BAND_ROWS` rows, each compressed on its own (a raw deflate stream ending on a
byte boundary with a sync flush: no back-reference crosses a band, so bands join in any order
under one zlib header). A band is looked up by its size and a 128-bit hash of its pixels (XXH3,
from ``xxhash``: 4× quicker than the CRC-32 and Adler-32 it replaced, which together gave 64
bits), and a band seen recently is not compressed again. Files grow by ~6 bytes a band.

Identifying a band by a hash and not by its bytes is a bet that two different bands never share
it: for bands that change between frames, one chance in 2^128 per lookup.
"""

from __future__ import annotations

import ctypes
import io
import struct
import threading
import zlib
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

import xxhash
from PIL import Image

try:
    from isal import isal_zlib as _isal_zlib
except ImportError:  # pragma: no cover - the standard library's zlib then, no bands kept
    _isal_zlib = None

BAND_ROWS = 32  # rows per band: 16 reused 3 points more bands than 32, 64 eight points fewer
BAND_BUDGET = 48 << 20  # bytes of compressed bands kept (a board is ~300 KB): ~160 frames
SPLIT_DEFLATE = 1 << 20  # bytes: more than this to compress is shared with a helper thread
_FINAL = b"\x03\x00"  # an empty final block (fixed Huffman), after the bands' sync flushes

Band = tuple[int, int, int, int]  # level, width, rows, XXH3-128 of the pixels

_bands: OrderedDict[Band, tuple[bytes, int]] = OrderedDict()  # → deflated, Adler-32 of rows
_bands_size = 0
_looked = [0, 0]  # bands found already compressed, bands looked up
_skipped = [0]  # bands not hashed: unchanged since their canvas's last frame
_lock = threading.Lock()
_helper: ThreadPoolExecutor | None = None


def to_png(
    img: Image.Image,
    level: int = 1,
    height: int | None = None,
    reuse: bool = True,
    changes: tuple | None = None,
) -> bytes:
    """Encode the top ``height`` rows of ``img`` (all by default) as PNG.

    ``reuse=False`` compresses every band afresh (the bench's "encoding alone"). ``changes``
    (:meth:`renderers.canvas.Frame.png`): the canvas, its frame number and the row spans that
    changed since its last frame — a band outside them, when that frame was encoded here, keeps
    its hash without reading its pixels. Measured with
    ``caravanserai bench``: reducing to a 256-colour palette made files 2.4× smaller but cost
    6–9 ms a frame, more than all the rest of the encoding; Discord's clients show a resized
    copy inline anyway. Modes other than RGB go through Pillow's encoder."""
    rows = img.height if height is None else max(1, min(int(height), img.height))
    if img.mode == "RGB":
        return _png_rgb(img, rows, level, reuse, changes)
    if rows < img.height:
        img = img.crop((0, 0, img.width, rows))
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=level)
    return buf.getvalue()


def _png_rgb(
    img: Image.Image, height: int, level: int, reuse: bool, changes: tuple | None = None
) -> bytes:
    """The top ``height`` rows of an RGB image as PNG, every row unfiltered."""
    width = img.width
    idat = None
    if reuse and _isal_zlib is not None:
        idat = _deflate_bands(img, height, min(level, 3), changes)
    if idat is None:
        idat = _deflate_stream(_rows(img, 0, height), level)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"".join(
        [
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", header),
            _chunk(b"IDAT", idat),
            _chunk(b"IEND", b""),
        ]
    )


def _rows(img: Image.Image, top: int, bottom: int) -> memoryview:
    """Rows ``top``…``bottom-1`` as RGB bytes, each followed by a zero byte.

    PNG puts a filter byte (0: none) before each row. Pillow's raw encoder writes rows with a
    stride one byte longer than the pixels and zero-fills that byte, so these bytes are the PNG
    stream of the rows but for its first zero byte and with one zero too many at the end: the
    stream is ``b"\\0"`` and all of them but the last, packed in one call with no copy."""
    width = img.width
    stride = 3 * width + 1
    size = stride * (bottom - top)
    encoder = Image._getencoder("RGB", "raw", ("RGB", stride))
    try:
        encoder.setimage(img.im, (0, top, width, bottom))
        _, status, data = encoder.encode(size)
    finally:
        encoder.cleanup()
    if status < 0 or len(data) != size:
        raise RuntimeError(f"raw encoder status {status}, {len(data)} bytes")
    return memoryview(data)


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc32 = zlib.crc32 if _isal_zlib is None else _isal_zlib.crc32  # ISA-L's: 10× quicker
    checksum = crc32(data, crc32(kind))
    return b"".join([struct.pack(">I", len(data)), kind, data, struct.pack(">I", checksum)])


def _deflate_stream(data: memoryview, level: int) -> bytes:
    """The zlib stream of ``b"\\0" + data[:-1]`` (:func:`_rows`), compressed afresh."""
    if _isal_zlib is None:  # pragma: no cover - isal is a dependency
        packer = zlib.compressobj(level)
        return b"".join([packer.compress(b"\0"), packer.compress(data[:-1]), packer.flush()])
    return _deflate_whole(data, min(level, 3))


def _deflate_bands(
    img: Image.Image, height: int, level: int, changes: tuple | None = None
) -> bytes | None:
    """The zlib stream of the top ``height`` rows, band by band, reusing bands compressed for
    earlier frames; None when the image's memory cannot be read in place.

    A band is looked up by the hash of its pixels in Pillow's own memory (4 bytes a pixel,
    read without a copy through Pillow's Arrow export), so only the bands not found are
    converted to PNG rows: the conversion cost as much as compressing the whole frame."""
    assert _isal_zlib is not None
    exported = _pixels(img)
    if exported is None:
        return None
    _, memory = exported  # the capsule holds the memory: kept alive until the end
    width = img.width
    quad, stride = 4 * width, 3 * width + 1
    spans = [(top, min(top + BAND_ROWS, height)) for top in range(0, height, BAND_ROWS)]
    last = _last_keys(changes)
    keys: list[Band] = []
    for i, (top, bottom) in enumerate(spans):
        if (
            last is not None
            and i < len(last)
            and last[i][:3] == (level, width, bottom - top)
            and not any(start < bottom and top < end for start, end in changes[2])  # type: ignore[index]
        ):
            keys.append(last[i])  # the same rows as in the canvas's last frame
            _skipped[0] += 1
            continue
        pixels = memory[top * quad : bottom * quad]
        keys.append((level, width, bottom - top, _hash(pixels)))
    if changes is not None:
        with _lock:
            _frames[changes[0]] = (changes[1], keys)
            _frames.move_to_end(changes[0])
            while len(_frames) > FRAMES_KEPT:
                _frames.popitem(last=False)
    found: list[tuple[bytes, int] | None] = [None] * len(spans)
    with _lock:
        for i, key in enumerate(keys):
            hit = _bands.get(key)
            if hit is not None:
                _bands.move_to_end(key)
                found[i] = hit
        _looked[0] += len(keys) - found.count(None)
        _looked[1] += len(keys)
    missing = [i for i, hit in enumerate(found) if hit is None]
    parts: list[list[bytes | memoryview]] = [[] for _ in spans]
    sums: dict[int, int] = {}
    for i in missing:
        rows = _rows(img, *spans[i])
        parts[i] = [b"\0", rows[:-1]]
        sums[i] = _isal_zlib.adler32(rows[:-1], _isal_zlib.adler32(b"\0"))
    packed: list[bytes | None] = [None if hit is None else hit[0] for hit in found]
    _compress(parts, missing, packed, level, split=True)
    _keep([(keys[i], (packed[i], sums[i])) for i in missing])  # type: ignore[misc]
    checksum = 1
    for i, (top, bottom) in enumerate(spans):
        band_sum = sums[i] if found[i] is None else found[i][1]  # type: ignore[index]
        length = stride * (bottom - top)
        checksum = band_sum if i == 0 else adler32_combine(checksum, band_sum, length)
    return b"".join([b"\x78\x01", *packed, _FINAL, struct.pack(">I", checksum)])  # type: ignore[list-item]


_hash = xxhash.xxh3_128_intdigest
FRAMES_KEPT = 64  # canvases whose last frame's band keys are kept (a few per worker thread)
_frames: OrderedDict[int, tuple[int, list[Band]]] = OrderedDict()  # canvas → frame, keys


def _last_keys(changes: tuple | None) -> list[Band] | None:
    """The band keys of the frame before ``changes``'s on the same canvas, if it was encoded."""
    if changes is None:
        return None
    with _lock:
        last = _frames.get(changes[0])
    if last is None or last[0] != changes[1] - 1:
        return None
    return last[1]


class _ArrowArray(ctypes.Structure):
    """The Arrow C data interface's ``struct ArrowArray`` (a stable ABI)."""


_ArrowArray._fields_ = [
    ("length", ctypes.c_int64),
    ("null_count", ctypes.c_int64),
    ("offset", ctypes.c_int64),
    ("n_buffers", ctypes.c_int64),
    ("n_children", ctypes.c_int64),
    ("buffers", ctypes.POINTER(ctypes.c_void_p)),
    ("children", ctypes.POINTER(ctypes.POINTER(_ArrowArray))),
    ("dictionary", ctypes.POINTER(_ArrowArray)),
    ("release", ctypes.c_void_p),
    ("private_data", ctypes.c_void_p),
]
_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def _pixels(img: Image.Image) -> tuple[object, memoryview] | None:
    """Pillow's memory of an RGB image, 4 bytes a pixel row after row, without a copy — with the
    capsule that keeps it alive — or None (an image in several blocks, an older Pillow).

    Pillow exports an image as an Arrow array of pixels, each a fixed-size list of 4 bytes; the
    bytes are the buffer of its one child."""
    try:
        _, capsule = img.__arrow_c_array__()
        array = _ArrowArray.from_address(_capsule_pointer(capsule, b"arrow_array"))
        if array.n_children != 1 or array.offset or array.length != img.width * img.height:
            return None
        child = array.children[0].contents
        size = child.length
        if child.n_buffers != 2 or child.offset or size != 4 * array.length:
            return None
        address = child.buffers[1]
    except (AttributeError, ValueError, TypeError, OSError):
        return None
    if not address:
        return None
    return capsule, memoryview((ctypes.c_char * size).from_address(address)).cast("B")


def _deflate_whole(data: memoryview, level: int) -> bytes:
    """One stream, in two halves at once (see :func:`_compress`): the first raw, ending on a
    byte boundary with a sync flush, the second final; the checksum combined from theirs."""
    assert _isal_zlib is not None
    half = len(data) // 2 if len(data) >= SPLIT_DEFLATE else len(data)
    later = None
    if half < len(data):
        later = _helper_thread().submit(_raw, [data[half - 1 : -1]], level, True)
    first, first_sum = _raw([b"\0", data[: half - 1]], level, later is None)
    if later is None:
        return b"".join([b"\x78\x01", first, struct.pack(">I", first_sum)])
    second, second_sum = later.result()
    checksum = adler32_combine(first_sum, second_sum, len(data) - half)
    return b"".join([b"\x78\x01", first, second, struct.pack(">I", checksum)])


def _raw(parts: list[bytes | memoryview], level: int, last: bool) -> tuple[bytes, int]:
    """Raw deflate of ``parts`` (final, or ending with a sync flush) and their Adler-32."""
    assert _isal_zlib is not None
    packer = _isal_zlib.compressobj(level, _isal_zlib.DEFLATED, -15)
    out = [packer.compress(part) for part in parts]
    out.append(packer.flush(_isal_zlib.Z_FINISH if last else _isal_zlib.Z_SYNC_FLUSH))
    checksum = 1
    for part in parts:
        checksum = _isal_zlib.adler32(part, checksum)
    return b"".join(out), checksum


def _compress(
    parts: list[list[bytes | memoryview]],
    missing: list[int],
    packed: list[bytes | None],
    level: int,
    split: bool = False,
) -> None:
    """Compress the ``missing`` bands into ``packed``. ISA-L lets go of the GIL: when there is
    much to compress (a first frame: 6–8 MB), a helper thread takes the second half — on a
    machine with a spare core the image is ready ~1 ms sooner; with none, they take turns."""
    assert _isal_zlib is not None
    if split and sum(len(p) for i in missing for p in parts[i]) >= SPLIT_DEFLATE:
        half = len(missing) // 2
        later = _helper_thread().submit(_compress, parts, missing[half:], packed, level)
        _compress(parts, missing[:half], packed, level)
        later.result()
        return
    for i in missing:
        packer = _isal_zlib.compressobj(level, _isal_zlib.DEFLATED, -15)
        out = [packer.compress(part) for part in parts[i]]
        out.append(packer.flush(_isal_zlib.Z_SYNC_FLUSH))
        packed[i] = b"".join(out)


def _keep(bands: list[tuple[Band, tuple[bytes, int]]]) -> None:
    global _bands_size
    with _lock:
        for key, band in bands:
            if key not in _bands:
                _bands[key] = band
                _bands_size += len(band[0])
        while _bands_size > BAND_BUDGET and _bands:
            _, (dropped, _) = _bands.popitem(last=False)
            _bands_size -= len(dropped)


def stats() -> tuple[int, int]:
    """Bands found already compressed and bands looked up, since the process started."""
    with _lock:
        return _looked[0], _looked[1]


def hashes_skipped() -> int:
    """Bands whose pixels were not even hashed (unchanged since the last frame), so far."""
    return _skipped[0]


def forget_bands() -> None:
    """Drop the kept bands (tests; a worker never needs to)."""
    global _bands_size
    with _lock:
        _bands.clear()
        _frames.clear()
        _bands_size = 0


def _helper_thread() -> ThreadPoolExecutor:
    global _helper
    with _lock:
        if _helper is None:
            _helper = ThreadPoolExecutor(1, thread_name_prefix="deflate")
        return _helper


def adler32_combine(first: int, second: int, second_len: int) -> int:
    """The Adler-32 of two byte strings joined, from theirs (zlib's ``adler32_combine``)."""
    base = 65521
    rem = second_len % base
    low = first & 0xFFFF
    high = (rem * low) % base
    low = (low + (second & 0xFFFF) + base - 1) % base
    high = (high + (first >> 16) + (second >> 16) + base - rem) % base
    return (high << 16) | low
