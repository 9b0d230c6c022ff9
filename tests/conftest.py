"""Shared fixtures: the toy game is registered for host tests."""

from __future__ import annotations

from games.core.registry import register

register("toy", "tests.support.toy_game:GAME")
