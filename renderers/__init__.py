"""Caravanserai renderers: game views (plain JSON dicts) to PNG images (DESIGN §6).

Public API used by the bot (call it off the event loop, e.g. ``asyncio.to_thread``)::

    render_image(view, names) -> PIL.Image.Image
    render_png(view, names) -> bytes
    render_frame(view, names) -> canvas.Frame  # the canvas itself, valid until the next frame

``view`` is what ``GAME.view(state, seat)`` returns; ``names[seat]`` is the display name of each
seat. With ``view["viewer"] is None`` the public board is drawn, otherwise the private panel of
that seat. Views are never mutated. Renderers never import discord.
"""

from __future__ import annotations

from PIL import Image

from renderers import canvas, host, kit

__all__ = ["render_frame", "render_image", "render_png"]


def _renderer(game_id: str):
    gid = str(game_id or "").strip().lower().replace("_", "-")
    if gid == "almadi":
        from renderers import almadi

        return almadi.render
    if gid in ("al-rashid", "alrashid", "rashid"):
        from renderers import al_rashid

        return al_rashid.render
    if gid == "emira":
        from renderers import emira

        return emira.render
    if gid == "agra":
        from renderers import agra

        return agra.render
    return None


def _summary(view: dict) -> str:
    try:
        from games.core.registry import get_game

        text = get_game(str(view.get("game"))).summary(view)
        if text:
            return text
    except Exception:  # noqa: BLE001 - any failure falls back to a generic line
        pass
    bits = [f"{k}: {view[k]}" for k in ("phase", "turn", "active") if k in view]
    return "\n".join(bits) or "(no summary)"


def render_frame(view: dict, names: list[str]) -> canvas.Frame:
    """The frame on the thread's canvas (valid until the thread draws the next one): what
    :func:`render_png` encodes, for a caller that also needs the pixels (the bench)."""
    names = list(names or [])
    fn = _renderer(view.get("game", ""))
    if fn is None:
        image = host.with_footer(
            kit.text_image(_summary(view), title=str(view.get("game") or "game")), view.get("host")
        )
        return canvas.Frame(image, image.height)
    return fn(view, names)


def render_image(view: dict, names: list[str]) -> Image.Image:
    """The image for ``view``: public board when ``view['viewer'] is None``, else a private panel."""
    return render_frame(view, names).cropped()


def render_png(view: dict, names: list[str]) -> bytes:
    """The image encoded as PNG (:func:`renderers.kit.to_png`: 256 colours), read straight from
    the renderer's canvas (no cropped copy)."""
    return render_frame(view, names).png()
