"""The Emira words every text is made of (catalogue messages, talents, events, abilities):
shared by the texts and the glossary, below both."""

from __future__ import annotations

from typing import Any


def tr(locale: str, key: str, **args: Any) -> str:
    """The Emira message ``emira-<key>`` in ``locale``."""
    from i18n import t  # noqa: PLC0415 - engines and bots load without the catalogues

    return t(locale, f"emira-{key}", **args)


def pref_name(locale: str, pref: str) -> str:
    return tr(locale, f"pref-{pref}")


def talent_name(locale: str, talent: str) -> str:
    return tr(locale, f"talent-{talent}")


def event_name(locale: str, card: str) -> str:
    return tr(locale, f"event-{card}")


def event_text(locale: str, card: str) -> str:
    return tr(locale, f"event-{card}.text")


def ability_name(locale: str, card: str) -> str:
    return tr(locale, f"ability-{card}")


def ability_text(locale: str, card: str) -> str:
    return tr(locale, f"ability-{card}.text")
