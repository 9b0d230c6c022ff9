"""PNG encoding of frames, with the compressed bands of recent frames reused (issue 13).

An RGB frame is written lossless, its rows unfiltered, compressed by ISA-L (``isal``: 5× the
standard library's deflate at level 1, files no larger) when it is installed.

Consecutive boards of a table differ in a few places: measured over 150 actions of each game,
76–93 % of 32-row bands are byte for byte the same as in the frame before. So the stream is cut
into bands of :data:`BAND_ROWS` rows, each compressed on its own (a raw deflate stream ending on a
byte boundary with a sync flush: no back-reference crosses a band, so bands join in any order
under one zlib header). A band is looked up by its length and two checksums of its bytes — CRC-32
and Adler-32, 64 bits together, the Adler-32 needed for the stream anyway — and a band seen
recently is not compressed again. Files grow by ~6 bytes a band.

Identifying a band by checksums and not by its bytes is a bet that two different bands never
share both: for bands that change between frames, one chance in 2^64 per lookup.
"""

from __future__ import annotations

import io
import struct
import threading
import zlib
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

try:
    from isal import isal_zlib as _isal_zlib
except ImportError:  # pragma: no cover - the standard library's zlib then, no bands kept
    _isal_zlib = None

BAND_ROWS = 32  # rows per band: 16 reused 3 points more bands than 32, 64 eight points fewer
BAND_BUDGET = 48 << 20  # bytes of compressed bands kept (a board is ~300 KB): ~160 frames
SPLIT_DEFLATE = 1 << 20  # bytes: more than this to compress is shared with a helper thread
_FINAL = b"\x03\x00"  # an empty final block (fixed Huffman), after the bands' sync flushes

Band = tuple[int, int, int, int]  # level, length, CRC-32, Adler-32

_bands: OrderedDict[Band, bytes] = OrderedDict()
_bands_size = 0
_looked = [0, 0]  # bands found already compressed, bands looked up
_lock = threading.Lock()
_helper: ThreadPoolExecutor | None = None


def to_png(
    img: Image.Image, level: int = 1, height: int | None = None, reuse: bool = True
) -> bytes:
    """Encode the top ``height`` rows of ``img`` (all by default) as PNG.

    ``reuse=False`` compresses every band afresh (the bench's "encoding alone"). Measured with
    ``caravanserai bench``: reducing to a 256-colour palette made files 2.4× smaller but cost
    6–9 ms a frame, more than all the rest of the encoding; Discord's clients show a resized
    copy inline anyway. Modes other than RGB go through Pillow's encoder."""
    rows = img.height if height is None else max(1, min(int(height), img.height))
    if img.mode == "RGB":
        return _png_rgb(img, rows, level, reuse)
    if rows < img.height:
        img = img.crop((0, 0, img.width, rows))
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=level)
    return buf.getvalue()


def _png_rgb(img: Image.Image, height: int, level: int, reuse: bool) -> bytes:
    """The top ``height`` rows of an RGB image as PNG, every row unfiltered.

    PNG puts a filter byte (0: none) before each row. Pillow's raw encoder writes rows with a
    stride one byte longer than the pixels and zero-fills that byte, so the bytes of rows 0…n-1
    are the PNG stream of rows 1…n, each ending with the next row's filter byte: the stream is
    one zero byte, then all of them but the last, packed in one call with no copy."""
    width = img.width
    stride = 3 * width + 1
    encoder = Image._getencoder("RGB", "raw", ("RGB", stride))
    try:
        encoder.setimage(img.im, (0, 0, width, height))
        _, status, data = encoder.encode(stride * height)
    finally:
        encoder.cleanup()
    if status < 0 or len(data) != stride * height:
        raise RuntimeError(f"raw encoder status {status}, {len(data)} bytes")
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"".join(
        [
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", header),
            _chunk(b"IDAT", _deflate_rows(memoryview(data), stride, level, reuse)),
            _chunk(b"IEND", b""),
        ]
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc32 = zlib.crc32 if _isal_zlib is None else _isal_zlib.crc32  # ISA-L's: 10× quicker
    checksum = crc32(data, crc32(kind))
    return b"".join([struct.pack(">I", len(data)), kind, data, struct.pack(">I", checksum)])


def _deflate_rows(data: memoryview, stride: int, level: int, reuse: bool) -> bytes:
    """The zlib stream of ``b"\\0" + data[:-1]`` (see :func:`_png_rgb`): band by band, or as one
    stream when bands are not to be reused (quicker by ~1 ms for a whole board: each band
    starts a compressor afresh)."""
    if _isal_zlib is None:  # pragma: no cover - isal is a dependency
        packer = zlib.compressobj(level)
        return b"".join([packer.compress(b"\0"), packer.compress(data[:-1]), packer.flush()])
    level = min(level, 3)
    if not reuse:
        return _deflate_whole(data, level)
    step = BAND_ROWS * stride
    total = len(data)
    parts: list[list[bytes | memoryview]] = [[b"\0", data[: min(step, total) - 1]]]
    parts += [
        [data[start - 1 : min(start + step, total) - 1]] for start in range(step, total, step)
    ]
    keys: list[Band] = []
    checksum = 1
    for band in parts:
        crc, adler = 0, 1
        for part in band:
            crc = _isal_zlib.crc32(part, crc)
            adler = _isal_zlib.adler32(part, adler)
        length = sum(len(part) for part in band)
        keys.append((level, length, crc, adler))
        checksum = adler if len(keys) == 1 else adler32_combine(checksum, adler, length)
    packed: list[bytes | None] = [None] * len(parts)
    with _lock:
        for i, key in enumerate(keys):
            hit = _bands.get(key)
            if hit is not None:
                _bands.move_to_end(key)
                packed[i] = hit
        _looked[0] += len(keys) - packed.count(None)
        _looked[1] += len(keys)
    missing = [i for i, hit in enumerate(packed) if hit is None]
    _compress(parts, missing, packed, level, split=True)
    _keep([(keys[i], packed[i]) for i in missing])  # type: ignore[misc]
    return b"".join([b"\x78\x01", *packed, _FINAL, struct.pack(">I", checksum)])  # type: ignore[list-item]


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


def _keep(bands: list[tuple[Band, bytes]]) -> None:
    global _bands_size
    with _lock:
        for key, packed in bands:
            if key not in _bands:
                _bands[key] = packed
                _bands_size += len(packed)
        while _bands_size > BAND_BUDGET and _bands:
            _, dropped = _bands.popitem(last=False)
            _bands_size -= len(dropped)


def stats() -> tuple[int, int]:
    """Bands found already compressed and bands looked up, since the process started."""
    with _lock:
        return _looked[0], _looked[1]


def forget_bands() -> None:
    """Drop the kept bands (tests; a worker never needs to)."""
    global _bands_size
    with _lock:
        _bands.clear()
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
