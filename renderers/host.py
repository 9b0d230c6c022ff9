"""What the host adds under a game's image: each player's time left on a timed table. It is
public information the host (not the engine) knows, passed in the view as ``view["host"]``."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers import kit

FOOTER_SIZE = 30  # px at 1200 wide: about 10 px when the image is shown 400 px wide


def with_footer(image: Image.Image, host: dict | None) -> Image.Image:
    """``image`` with a strip for ``host["clock"]`` below it (unchanged without one)."""
    text = (host or {}).get("clock")
    if not text:
        return image
    f = kit.font(FOOTER_SIZE, bold=True)
    lines = kit.wrap(text, f, image.width - 40)
    height = 20 + kit.line_height(f) * len(lines)
    out = Image.new(image.mode, (image.width, image.height + height), kit.BG)
    out.paste(image, (0, 0))
    d = ImageDraw.Draw(out)
    d.line((0, image.height, image.width, image.height), fill=kit.LINE, width=2)
    kit.draw_lines(d, (20, image.height + 10), lines, f)
    return out
