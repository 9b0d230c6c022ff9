"""Every cache of the renderers, declared in one table: its name, what its key is, its size.

Two kinds, one model. The *tiles* (:mod:`renderers.layout`) are drawings keyed by their draw
function and the bytes of their props, bounded by bytes. Below them, the drawing of a tile asks
the same small questions again and again — a word in a language, a label fitted to a width, a
text wrapped, a sprite scaled, a text's glyphs rasterised — whose answers depend only on their
arguments: each is a :func:`kept` function (its arguments are its key) or a :class:`Store` (a
font's own measures), bounded by entries. Sizes live here only; :func:`stats` and
:func:`forget` see every cache, tiles included, so a benchmark starts cold and a test can count.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

# name: (entries kept, what the key is); the tiles are bounded in bytes (layout.set_budget)
SIZES: dict[str, tuple[int, str]] = {
    "words": (8192, "locale, message id, arguments: a catalogue word (Fluent is slow)"),
    "fonts": (64, "size, bold: a font and its fallback"),
    "font-texts": (8192, "per font: text and drawing arguments → measure, mask or stamp"),
    "glyphs": (4096, "font file, character: whether the font has the glyph"),
    "probe-fonts": (8, "font file: the uncached font that answers the glyph question"),
    "fit": (4096, "text, width, size, bold, smallest size: the font a label fits in"),
    "ellipsis": (4096, "text, font, width: the text cut to the width with an ellipsis"),
    "wrap": (2048, "text, font, width, lines: the text's lines"),
    "sprites": (512, "icon name, px: its alpha mask"),
    "landscapes": (256, "Almadi tile type, sides, goods, px, live sides, start: its picture"),
    "name-lines": (512, "locale, message, name, width: a card's name on its lines"),
    "name-rows": (64, "locale, card kind: the rows every card of that kind keeps for names"),
    "catalogue-ids": (256, "message id: whether the catalogues have it (each asker its own)"),
}

_kept: dict[str, list[Any]] = {}  # name → its lru-cached functions
_stores: weakref.WeakSet[Store] = weakref.WeakSet()
_others: dict[str, tuple[Callable[[], dict[str, int]], Callable[[], None]]] = {}


def kept(name: str) -> Callable[[F], F]:
    """``fn`` remembered under its arguments, at most ``SIZES[name]`` answers (least recently
    used dropped): for functions of their arguments alone, whose answers are never mutated.
    Several functions may share a name (and its size); each keeps its own answers."""
    size = SIZES[name][0]

    def wrap(fn: F) -> F:
        remembered = functools.lru_cache(maxsize=size)(fn)
        _kept.setdefault(name, []).append(remembered)
        return remembered  # type: ignore[return-value]  # lru_cache keeps fn's signature

    return wrap


class Store:
    """A dict of answers under ``SIZES[name]`` entries, emptied when full (an object's own
    cache: a font remembers its measures; cheaper than an LRU on the hot path of drawing)."""

    __slots__ = ("__weakref__", "items", "name", "size")

    def __init__(self, name: str) -> None:
        self.name, self.size = name, SIZES[name][0]
        self.items: dict[Any, Any] = {}
        _stores.add(self)

    def get(self, key: Any, make: Callable[[], Any]) -> Any:
        hit = self.items.get(key)
        if hit is None:
            if len(self.items) >= self.size:
                self.items.clear()
            hit = self.items[key] = make()
        return hit


def register(name: str, stats: Callable[[], dict[str, int]], forget: Callable[[], None]) -> None:
    """A cache with its own bounds (the tiles, the PNG bands), seen by :func:`stats` and
    :func:`forget` like the others."""
    _others[name] = (stats, forget)


def stats() -> dict[str, dict[str, int]]:
    """Per cache: entries kept (and hits where counted)."""
    out: dict[str, dict[str, int]] = {}
    for name, fns in _kept.items():
        infos = [fn.cache_info() for fn in fns]
        out[name] = {
            "entries": sum(i.currsize for i in infos),
            "hits": sum(i.hits for i in infos),
            "misses": sum(i.misses for i in infos),
        }
    for store in list(_stores):
        entry = out.setdefault(store.name, {"entries": 0})
        entry["entries"] += len(store.items)
    for name, (count, _) in _others.items():
        out[name] = count()
    return out


def forget() -> None:
    """Empty every cache (a cold start, for benchmarks and tests)."""
    for fns in _kept.values():
        for fn in fns:
            fn.cache_clear()
    for store in list(_stores):
        store.items.clear()
    for _, drop in _others.values():
        drop()
