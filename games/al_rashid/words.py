"""Al-Rashid's names as catalogue messages (``i18n/locales/<lang>/al-rashid.ftl``).

An event keeps ids, not one language's words: a sector, title, good… goes into a message's
arguments as the nested message ``[id, {args}]`` that :func:`games.core.protocol.format_msg` words in
the reader's language. The text modules format the same messages with :func:`name`.
"""

from __future__ import annotations

from typing import Any

from games.core.protocol import Msg, format_msg

Nested = list[Any]  # [message id, {arguments}]: JSON-friendly, as the log stores it


def nested(msg_id: str, **args: Any) -> Nested:
    return [msg_id, args]


def sector(sid: str) -> Nested:
    return nested("alrashid-sector", id=sid)


def title(tid: str) -> Nested:
    return nested("alrashid-title", id=tid)


def favor(fid: str) -> Nested:
    return nested("alrashid-favor", id=fid)


def good(gid: str) -> Nested:
    """A good's bare name (``wood``), as in a list of goods or ``take all the wood``."""
    return nested("alrashid-good", id=gid)


def goods(gid: str, n: int) -> Nested:
    """``3 wood`` with the language's plural (``3 bois``, ``3 legni pregiati``)."""
    return nested("alrashid-goods", id=gid, n=n)


def pawn(pid: str, n: int = 1) -> Nested:
    """A pawn's name, singular or plural by ``n`` (no number written)."""
    return nested("alrashid-pawn", id=pid, n=n)


def colour(cid: str) -> Nested:
    return nested("alrashid-colour", id=cid)


def token(cid: str, value: int | None) -> Nested:
    """A mercenary token ``red 3`` (``?`` when face down and unknown)."""
    return nested("alrashid-token", colour=colour(cid), value="?" if value is None else value)


def crisis(cid: str) -> Nested:
    """A crisis tile by its deck and number: ``S3`` / ``Y5`` in English (the ids players type),
    ``préparation 3`` / ``année 5`` in French, as the rulebooks name the decks."""
    return nested("alrashid-crisis-tile", deck="setup" if cid[0] == "s" else "year", n=int(cid[1:]))


def why(reason: str) -> Nested:
    """What a draw, a good or a move comes from (``Military service``, ``Raider``…)."""
    return nested("alrashid-why", id=reason.lower().replace(" ", "-"))


def name(locale: str, item: Nested) -> str:
    """``item`` worded in ``locale``."""
    return format_msg(locale, (item[0], item[1]))


def msg(msg_id: str, **args: Any) -> Msg:
    return (msg_id, args)
