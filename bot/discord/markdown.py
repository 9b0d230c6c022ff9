"""Player names in Discord posts are shown as typed, never as formatting: a member called
``**Ann**`` or ``_bob_`` must not bold or italicise the post (or break a mention line)."""

from __future__ import annotations

import re
from collections.abc import Callable

_SPECIAL = re.compile(r"([\\*_~`|>#\[\]()-])")


def escape(text: str) -> str:
    """``text`` with Discord's markdown characters escaped."""
    return _SPECIAL.sub(r"\\\1", text)


def escape_names(text: str, names: list[str]) -> str:
    """Escape each of ``names`` where it appears in ``text`` (a post built by the table service
    from plain names); the rest of the post keeps its formatting."""
    for name in sorted({n for n in names if n and escape(n) != n}, key=len, reverse=True):
        text = re.sub(rf"(?<![\w\\]){re.escape(name)}(?!\w)", _constant(escape(name)), text)
    return text


def _constant(text: str) -> Callable[[re.Match[str]], str]:
    """A replacement for :func:`re.sub` that inserts ``text`` as it is (a replacement string
    would read its backslashes as escapes)."""
    return lambda _m: text
