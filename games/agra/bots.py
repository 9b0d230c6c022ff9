"""Agra bots (placeholder: random)."""

from __future__ import annotations

from games.core.bots import RandomBot


class HeuristicBot(RandomBot):
    pass
