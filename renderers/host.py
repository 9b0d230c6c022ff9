"""What the host adds under a game's image: each player's time left on a timed table. It is
public information the host (not the engine) knows, passed in the view as ``view["host"]``."""

from __future__ import annotations

from renderers import kit, layout

FOOTER_SIZE = 30  # px at 1200 wide: about 10 px when the image is shown 400 px wide


def footer(host: dict | None, width: int) -> layout.Node | None:
    """The strip for ``host["clock"]`` across an image ``width`` wide (None without a clock)."""
    text = (host or {}).get("clock")
    return layout.tile(_footer, width, str(text), width) if text else None


def _footer(d: kit.Draw, text: str, width: int) -> int:
    f = kit.font(FOOTER_SIZE, bold=True)
    lines = kit.wrap(text, f, width - 40)
    height = 20 + kit.line_height(f) * len(lines)
    d.line((0, 0, width, 0), fill=kit.LINE, width=2)
    kit.draw_lines(d, (20, 10), lines, f)
    return height
