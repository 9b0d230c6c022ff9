"""Which games exist. Games register lazily so importing one does not import all four."""

from __future__ import annotations

import importlib
from typing import Any

from games.core.protocol import Game

# game id -> "module:attribute" of its Game instance, and the module of its renderer (a module
# path, so that games/ never imports Pillow): one registration per game
_GAMES: dict[str, tuple[str, str | None]] = {
    "almadi": ("games.almadi:GAME", "renderers.almadi"),
    "al-rashid": ("games.al_rashid:GAME", "renderers.al_rashid"),
    "emira": ("games.emira:GAME", "renderers.emira"),
    "agra": ("games.agra:GAME", "renderers.agra"),
}

_ALIASES = {"alrashid": "al-rashid", "al_rashid": "al-rashid", "rashid": "al-rashid"}


def register(game_id: str, target: str, renderer: str | None = None) -> None:
    """Make a game available under ``game_id`` (``"module:attribute"``), drawn by the module
    ``renderer`` (its ``render(view, names)``; none: a text image); tests use it for toys."""
    _GAMES[game_id] = (target, renderer)


def renderer_module(name: str) -> str | None:
    """The module drawing ``name``'s views, None for a game without one (or unknown)."""
    entry = _GAMES.get(resolve_id(str(name or "")).replace("_", "-"))
    return entry[1] if entry else None


def target(name: str) -> str | None:
    """``"module:attribute"`` of ``name``'s Game instance (where another process finds it),
    None for an unknown game."""
    entry = _GAMES.get(resolve_id(str(name or "")))
    return entry[0] if entry else None


def game_ids() -> list[str]:
    """Ids of the games whose package is present and importable."""
    return [gid for gid in _GAMES if _try_load(gid) is not None]


def _try_load(game_id: str) -> Game[Any] | None:
    try:
        return get_game(game_id)
    except (ImportError, AttributeError):
        return None


def resolve_id(name: str) -> str:
    key = name.strip().lower()
    return _ALIASES.get(key, key)


def get_game(name: str) -> Game[Any]:
    """The engine for ``name`` (``almadi``, ``al-rashid`` …); KeyError for an unknown game."""
    game_id = resolve_id(name)
    if game_id not in _GAMES:
        raise KeyError(f"unknown game {name!r}; known games: {', '.join(_GAMES)}")
    module_name, attr = _GAMES[game_id][0].split(":")
    return getattr(importlib.import_module(module_name), attr)
