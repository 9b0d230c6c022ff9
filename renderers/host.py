"""What the host adds under a game's image: each player's time left on a timed table. It is
public information the host (not the engine) knows, passed in the view as ``view["host"]``."""

from __future__ import annotations

from PIL import Image

from renderers import kit

FOOTER_SIZE = 30  # px at 1200 wide: about 10 px when the image is shown 400 px wide


def _lines(host: dict | None, width: int) -> list[str]:
    text = (host or {}).get("clock")
    if not text:
        return []
    return kit.wrap(text, kit.font(FOOTER_SIZE, bold=True), width - 40)


def footer_height(host: dict | None, width: int) -> int:
    """Rows the strip for ``host["clock"]`` takes at ``width`` (0 without a clock)."""
    lines = _lines(host, width)
    return 20 + kit.line_height(kit.font(FOOTER_SIZE, bold=True)) * len(lines) if lines else 0


def draw_footer(image: Image.Image, y: int, host: dict | None) -> None:
    """Draw the strip for ``host["clock"]`` on ``image`` from row ``y`` (room checked by the caller)."""
    lines = _lines(host, image.width)
    if not lines:
        return
    d = kit.Draw(image)
    height = footer_height(host, image.width)
    d.rectangle((0, y, image.width, y + height - 1), fill=kit.BG)
    d.line((0, y, image.width, y), fill=kit.LINE, width=2)
    kit.draw_lines(d, (20, y + 10), lines, kit.font(FOOTER_SIZE, bold=True))


def with_footer(image: Image.Image, host: dict | None) -> Image.Image:
    """``image`` with the strip below it (unchanged without a clock): for images not drawn on a
    :mod:`renderers.canvas` canvas."""
    height = footer_height(host, image.width)
    if not height:
        return image
    out = Image.new(image.mode, (image.width, image.height + height), kit.BG)
    out.paste(image, (0, 0))
    draw_footer(out, image.height, host)
    return out
