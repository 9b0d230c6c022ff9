"""Agra rules engine (spec: shared/rules/agra.md)."""

from games.agra.game import GAME, Agra

__all__ = ["GAME", "Agra"]
