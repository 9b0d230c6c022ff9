"""A table's place on Discord is ``discord:<channel id>`` (a thread is a channel too)."""

from __future__ import annotations


def place_key(channel_id: int) -> str:
    return f"discord:{channel_id}"


def channel_of(place: str) -> int | None:
    prefix, _, rest = place.partition(":")
    return int(rest) if prefix == "discord" and rest.isascii() and rest.isdigit() else None


def is_user_id(text: str | None) -> bool:
    """A Discord snowflake (bot seats and console players have other ids)."""
    return bool(text and text.isascii() and text.isdigit())
