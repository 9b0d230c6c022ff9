"""Caravanserai renderers: game views (plain JSON dicts) to PNG images (DESIGN §6).

Public API used by the bot (call it off the event loop, e.g. ``asyncio.to_thread``)::

    render_image(view, names) -> PIL.Image.Image
    render_png(view, names) -> bytes
    render_frame(view, names) -> layout.Frame  # the tiles and where they go

``view`` is what ``GAME.view(state, seat)`` returns; ``names[seat]`` is the display name of each
seat. With ``view["viewer"] is None`` the public board is drawn, otherwise the private panel of
that seat. A game's renderer is the module the game registry names for it
(:func:`games.core.registry.renderer_module`): its ``render(view, names)`` returns a
:class:`renderers.layout.Page`. Views are never mutated. Renderers never import discord.
"""

from __future__ import annotations

import importlib

from PIL import Image

from renderers import host, kit, layout, palette

__all__ = ["render_frame", "render_image", "render_png"]


def _summary(view: dict) -> str:
    """The game's text summary in the image's language (a game without a renderer)."""
    try:
        from games.core.registry import get_game

        text = get_game(str(view.get("game"))).summary(view, locale=kit.locale_of(view))
        if text:
            return text
    except Exception:  # noqa: BLE001 - any failure falls back to a generic line
        pass
    locale = kit.locale_of(view)
    bits = [kit.say(locale, f"board-fallback-{k}", value=view[k]) for k in FALLBACK if k in view]
    return "\n".join(bits) or kit.say(locale, "board-no-summary")


FALLBACK = ("phase", "turn", "active")  # what a view without a summary is described by


def _title(view: dict) -> str:
    """The fallback page's title: the game's id, or "game" in the view's language."""
    return str(view.get("game") or kit.say(kit.locale_of(view), "board-game"))


def render_frame(view: dict, names: list[str]) -> layout.Frame:
    """The frame for ``view``: its renderer's page laid out, the host's strip under it."""
    from games.core.registry import renderer_module

    names = list(names or [])
    module = renderer_module(str(view.get("game") or ""))
    colours = None
    if module is None:
        image = kit.text_image(_summary(view), title=_title(view))
        page = layout.Page(image.width, layout.tile(_text_page, image.width, view, _summary(view)))
    else:
        page = importlib.import_module(module).render(view, names)
        name = palette.name_of(module)
        colours = name if palette.load(name) is not None else None
    return layout.frame(page, host.footer(view.get("host"), page.width), colours)


def _text_page(d: kit.Draw, view: dict, summary: str) -> int:
    image = kit.text_image(summary, title=_title(view))
    d.canvas.paste(image, (0, 0))
    return image.height


def render_image(view: dict, names: list[str]) -> Image.Image:
    """The image for ``view``: public board when ``view['viewer'] is None``, else a private panel."""
    return render_frame(view, names).image()


def render_png(view: dict, names: list[str]) -> bytes:
    """The image encoded as PNG (:mod:`renderers.png`), its unchanged bands reused."""
    return render_frame(view, names).png()
