"""Rasterise the game-icons.net sprites the renderers draw (run by hand; output committed).

The icons come from the npm package ``@iconify-json/game-icons`` (CC BY 3.0; ``npm pack
@iconify-json/game-icons`` and unpack it) and are rendered with ``resvg-py`` (a dev-only tool:
the bot itself only reads the PNGs, so its install stays light)::

    pip install -e ".[icons]"; python scripts/build_icons.py path/to/package/icons.json

Each sprite is a 96 × 96 alpha mask (8-bit grey PNG: 255 where the icon is): the renderer
colours it at draw time (:func:`renderers.kit.sprite`). ``renderers/icons/CREDITS.md`` is
written with each icon's author (the game-icons repository's folder the icon lives in).
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

from PIL import Image

OUT = Path(__file__).resolve().parent.parent / "renderers" / "icons"
SIZE = 96  # px: drawn at 24-40 px on a 1200 px image, so always scaled down

# sprite name -> (game-icons name, author); authors from github.com/game-icons/icons folders
ICONS = {
    # Agra goods
    "sandstone": ("stone-block", "Lorc"),
    "wood": ("wood-pile", "Delapouite"),
    "turmeric": ("powder", "Lorc"),
    "cotton": ("cotton-flower", "Delapouite"),
    "cement": ("concrete-bag", "Delapouite"),
    "paper": ("scroll-unfurled", "Lorc"),
    "curry": ("cooking-pot", "Delapouite"),
    "oil": ("drop", "Lorc"),
    "bricks": ("brick-pile", "Delapouite"),
    "planks": ("planks", "Delapouite"),
    "dye": ("paint-bucket", "Delapouite"),
    "cloth": ("rolled-cloth", "Delapouite"),
    "statue": ("stone-bust", "Delapouite"),
    "book": ("open-book", "Lorc"),
    "painting": ("paint-brush", "Delapouite"),
    "clothing": ("robe", "Lorc"),
    # Emira talents
    "talent-intelligence": ("brain", "Lorc"),
    "talent-household": ("broom", "Delapouite"),
    "talent-cooking": ("chef-toque", "Delapouite"),
    "talent-romance": ("rose", "Lorc"),
    # Agra board pieces: workers, the boat, Akbar, meditation, rupees
    "meeple": ("meeple", "Delapouite"),
    "boat": ("sailboat", "Delapouite"),
    "akbar": ("crown", "Lorc"),
    "meditation": ("meditation", "Lorc"),
    "rupee": ("two-coins", "Delapouite"),
    # Emira board pieces: palaces, camels, caravans, gold
    "palace": ("indian-palace", "Delapouite"),
    "camel": ("camel", "Delapouite"),
    "caravan": ("caravan", "Delapouite"),
    # Al-Rashid goods and promissory notes
    "ar-wood": ("wood-pile", "Delapouite"),
    "ar-ceramic": ("amphora", "Delapouite"),
    "ar-metal": ("metal-bar", "Lorc"),
    "ar-spice": ("hot-spices", "Lorc"),
    "ar-silk": ("rolled-cloth", "Delapouite"),
    "ar-note": ("tied-scroll", "Lorc"),
    # Al-Rashid board: the city's palaces, the map's seas
    "ar-palace": ("samara-mosque", "Delapouite"),
    "ar-sea": ("big-wave", "Lorc"),
    # Almadi goods (on market tiles and stall cards)
    "almadi-spices": ("hot-spices", "Lorc"),
    "almadi-pottery": ("painted-pottery", "Delapouite"),
    "almadi-leather": ("animal-hide", "Delapouite"),
    "almadi-carpets": ("red-carpet", "Delapouite"),
}


def rasterise(body: str, width: int, height: int) -> Image.Image:
    """An icon's SVG body as a SIZE × SIZE alpha mask."""
    import resvg_py

    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{SIZE}" height="{SIZE}" color="#000">{body}</svg>'
    )
    png = resvg_py.svg_to_bytes(svg_string=svg, width=SIZE, height=SIZE)
    return Image.open(io.BytesIO(bytes(png))).convert("RGBA").getchannel("A")


def main(icons_json: str) -> None:
    data = json.loads(Path(icons_json).read_text(encoding="utf-8"))
    width, height = data.get("width", 512), data.get("height", 512)
    OUT.mkdir(parents=True, exist_ok=True)
    rows = []
    for name, (source, author) in ICONS.items():
        icon = data["icons"][source]
        mask = rasterise(icon["body"], icon.get("width", width), icon.get("height", height))
        mask.save(OUT / f"{name}.png", optimize=True)
        rows.append(f"| `{name}.png` | `{source}` | {author} |")
    credits = [
        "# Icon credits",
        "",
        "Icons from [game-icons.net](https://game-icons.net) (npm `@iconify-json/game-icons`),",
        "licensed under [CC BY 3.0](https://creativecommons.org/licenses/by/3.0/) (see",
        "`LICENSE.txt`). Rasterised to 96 px alpha masks by `scripts/build_icons.py` (no other",
        "change); the renderers colour them.",
        "",
        "| sprite | game-icons name | author |",
        "| --- | --- | --- |",
        *rows,
        "",
    ]
    (OUT / "CREDITS.md").write_text("\n".join(credits), encoding="utf-8")
    print(f"{len(rows)} sprites in {OUT}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python scripts/build_icons.py path/to/icons.json")
    main(sys.argv[1])
