"""The Almadi words every text is made of (catalogue messages, landscape types, goods,
characters): shared by the texts and the glossary, below both."""

from __future__ import annotations

from typing import Any


def tr(locale: str, key: str, **args: Any) -> str:
    """The Almadi message ``almadi-<key>`` in ``locale``."""
    from i18n import t  # noqa: PLC0415 - engines and bots load without the catalogues

    return t(locale, f"almadi-{key}", **args)


def kind(locale: str, tile_type: str) -> str:
    """``oasis`` / ``Oasis`` / ``Oasi``: a landscape type in words."""
    return tr(locale, f"type-{tile_type}")


def good(locale: str, goods: str) -> str:
    return tr(locale, f"good-{goods}")


def goods_pair(locale: str, pair: list[str] | tuple[str, ...], sep: str = "+") -> str:
    return sep.join(good(locale, g) for g in pair)


def char_name(locale: str, cid: str) -> str:
    """A character's own name (``Aladdin``; the 40 Thieves have one in each language)."""
    return tr(locale, f"name-{cid}")


def char_title(locale: str, cid: str) -> str:
    """``Aladdin, master of the lamp``: the name and the rulebook's epithet."""
    return tr(
        locale, "char-title", name=char_name(locale, cid), epithet=tr(locale, f"epithet-{cid}")
    )


def char_text(locale: str, cid: str) -> str:
    return tr(locale, f"power-{cid}")


def objective_text(locale: str, oid: str) -> str:
    return tr(locale, f"obj-{oid}")


def count(locale: str, n: int, what: str) -> str:
    """``1 ruby``, ``2 rubies``, ``0 stall cards`` (the catalogue's plural rules)."""
    return tr(locale, f"n-{what}", n=n)


def seat_label(locale: str, seat: int) -> str:
    return tr(locale, "seat", n=seat + 1)
