"""PNG encoding (renderers.png): every row exactly, whether bands are compressed afresh or
reused from earlier frames."""

from __future__ import annotations

import io
import random
import zlib

import pytest
from PIL import Image, ImageChops, ImageDraw

from renderers import png


def _decoded(data: bytes) -> Image.Image:
    out = Image.open(io.BytesIO(data))
    out.load()
    return out


@pytest.mark.parametrize("reuse", [False, True])
@pytest.mark.parametrize("size", [(1, 1), (3, 7), (641, 5), (1200, 64), (1200, 333)])
def test_every_row_unfiltered_and_exactly(size, reuse):
    """The rows come from Pillow's raw encoder with a padded stride (png._png_rgb): a wrong
    padding byte would be read as a PNG filter and change the pixels. 1200×333 is over
    ``SPLIT_DEFLATE``: compressed in two parts joined under one checksum."""
    img = Image.effect_noise(size, 80).convert("RGB")
    for rows in (None, max(1, size[1] - 2)):
        out = _decoded(png.to_png(img, height=rows, reuse=reuse))
        want = img if rows is None else img.crop((0, 0, size[0], rows))
        assert out.size == want.size and ImageChops.difference(out, want).getbbox() is None


def test_bands_of_earlier_frames_are_reused_and_the_image_is_exact():
    """A board changing in a few places between frames: each frame decodes to its pixels, the
    unchanged bands are not compressed again, and a changed band never comes from the cache —
    even a change of one pixel, or bands swapped, or the same band at another height."""
    rng = random.Random(13)
    png.forget_bands()
    img = Image.effect_noise((600, 20 * png.BAND_ROWS + 7), 60).convert("RGB")
    draw = ImageDraw.Draw(img)
    for frame in range(40):
        before = png.stats()
        if frame % 5 == 4:  # swap two bands: same bands, other places
            a, b = rng.sample(range(20), 2)
            ra = img.crop((0, a * png.BAND_ROWS, 600, (a + 1) * png.BAND_ROWS))
            rb = img.crop((0, b * png.BAND_ROWS, 600, (b + 1) * png.BAND_ROWS))
            img.paste(rb, (0, a * png.BAND_ROWS))
            img.paste(ra, (0, b * png.BAND_ROWS))
        else:
            x, y = rng.randrange(600), rng.randrange(img.height)
            if frame % 2:
                img.putpixel((x, y), tuple(rng.randrange(256) for _ in range(3)))
            else:
                draw.rectangle((x, y, x + 40, y + 9), fill=(rng.randrange(256), 10, 20))
        data = png.to_png(img)
        assert ImageChops.difference(_decoded(data), img).getbbox() is None, frame
        after = png.stats()
        found, looked = after[0] - before[0], after[1] - before[1]
        assert looked == 21
        if frame:
            assert found >= 21 - 2, frame  # only the changed bands were compressed
        assert png.to_png(img) == data  # the same image, the same bytes
        assert _decoded(png.to_png(img, reuse=False)).tobytes() == img.tobytes()


def test_a_band_is_found_by_its_checksums_and_length():
    """Two images sharing all but one band: the second reuses the first's other bands."""
    png.forget_bands()
    img = Image.effect_noise((300, 4 * png.BAND_ROWS), 60).convert("RGB")
    png.to_png(img)
    other = img.copy()
    spot = (5, png.BAND_ROWS + 3)  # in the second band
    old = img.getpixel(spot)
    other.putpixel(spot, (255 - old[0], old[1], old[2]))
    before = png.stats()
    data = png.to_png(other)
    after = png.stats()
    assert (after[0] - before[0], after[1] - before[1]) == (3, 4)
    assert _decoded(data).tobytes() == other.tobytes()


def test_adler32_of_joined_parts_is_combined_from_theirs():
    for first, second in [
        (b"", b"x"),
        (b"abc", b"defg"),
        (bytes(range(256)) * 300, b"\xff" * 70000),
    ]:
        want = zlib.adler32(first + second)
        got = png.adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second))
        assert got == want


def test_images_pillow_cannot_lend_are_encoded_whole():
    """A canvas in several memory blocks (taller than Pillow's block) is not exported in
    place: it is encoded as one fresh stream, exactly."""
    img = Image.new("RGB", (1200, 4000), (200, 190, 180))
    ImageDraw.Draw(img).rectangle((10, 3000, 900, 3900), fill=(1, 2, 3))
    assert png._pixels(img) is None
    before = png.stats()
    out = _decoded(png.to_png(img))
    assert png.stats() == before  # no band looked up
    assert out.tobytes() == img.tobytes()


def test_pixels_are_pillows_memory_row_after_row():
    img = Image.effect_noise((37, 11), 60).convert("RGB")
    exported = png._pixels(img)
    assert exported is not None
    _, memory = exported
    rgb = bytes(b for i, b in enumerate(bytes(memory)) if i % 4 != 3)
    assert rgb == img.tobytes()
