"""Which games exist. Games register lazily so importing one does not import all four."""

from __future__ import annotations

import importlib
from typing import Any

from games.core.protocol import Game

# game id -> "module:attribute" of its Game instance
_GAMES: dict[str, str] = {
    "almadi": "games.almadi:GAME",
    "al-rashid": "games.al_rashid:GAME",
    "emira": "games.emira:GAME",
    "agra": "games.agra:GAME",
}

_ALIASES = {"alrashid": "al-rashid", "al_rashid": "al-rashid", "rashid": "al-rashid"}


def register(game_id: str, target: str) -> None:
    """Make a game available under ``game_id`` (``"module:attribute"``); tests use it for toys."""
    _GAMES[game_id] = target


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
    module_name, attr = _GAMES[game_id].split(":")
    return getattr(importlib.import_module(module_name), attr)
