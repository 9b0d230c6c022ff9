"""A base for engines whose whole state is one plain JSON dict (Al-Rashid, Emira, Agra): storage,
copies and the seat count are the same for all of them, so they live here once."""

from __future__ import annotations

from typing import Any

from games.core.plain import plain
from games.core.protocol import Game

JsonState = dict[str, Any]


class JsonStateGame(Game[JsonState]):
    """The state is a JSON-compatible dict with a format version ``v`` and a seat count ``n``."""

    state_version = 1

    def encode(self, state: JsonState) -> JsonState:
        return plain(state)

    def decode(self, data: JsonState) -> JsonState:
        if data.get("v") != self.state_version:
            raise ValueError(f"unknown {self.spec.title} state version")
        return plain(data)

    def copy(self, state: JsonState) -> JsonState:
        return plain(state)

    def seats(self, state: JsonState) -> int:
        return state["n"]
