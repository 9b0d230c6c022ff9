"""Shared fixtures: the toy game is registered for host tests."""

from __future__ import annotations

from games.core.registry import register
from renderers import sheet

register("toy", "tests.support.toy_game:GAME")
sheet.AUDIT = True  # a strict renderer drawing outside its panels fails the test that drew it
