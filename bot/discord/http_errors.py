"""What each Discord refusal means for the bot: one table, consulted by every courier.

Discord answers a refused request with an HTTP status and, usually, a JSON error code. The bot
reacts by *kind*, never by guessing from the status alone:

========== ==================================================== =================================
kind       codes                                                what the bot does
========== ==================================================== =================================
transient  5xx, 429, dropped connections, 40003 (opening DMs    retry the same notice with a
           too fast), 20016 (slow mode), 20028 (channel write   growing pause, later notices of
           limit), 130000 (API overloaded)                      the place waiting behind it
gone       10003 (unknown channel), 10004 (unknown guild)       archive the table
forbidden  50001 (missing access), 50013 (missing permissions), pause the table, DM its creator
           50083 (archived and locked thread), 160005 (thread
           is locked)
dm_closed  50007, 50278 (the user accepts no DMs from us)       remember it, tell the channel
                                                                once to use ``/hand``
refused    any other 4xx (an unknown code included)             pause the table (public post) or
                                                                tell the player to use ``/hand``
                                                                (DM), with the code, and log it
bug        anything that is not a Discord answer                log it with a traceback; the
                                                                notice is dropped
========== ==================================================== =================================

Retrying a permanent refusal would count toward Discord's ban of 10,000 invalid requests in 10
minutes, and dropping an unknown one silently would stall a table: so every refusal
that is not known to pass by itself stops the place and tells a person.
"""

from __future__ import annotations

import aiohttp
import discord

from i18n.words import Words, as_given, english, w

TRANSIENT_CODES = {
    40003: "Discord says direct messages are being opened too fast",
    20016: "the channel is in slow mode",
    20028: "the channel's write limit was reached",
    130000: "Discord's API is overloaded",
}
GONE = {10003: "the channel was deleted", 10004: "the server is gone"}
# what the table's creator is told (their English is the reason the logs keep)
FORBIDDEN = {
    50001: "refusal-missing-access",
    50013: "refusal-missing-permissions",
    50083: "refusal-thread-archived",
    160005: "refusal-thread-locked",
}
DM_CLOSED = {
    50007: "their direct messages are closed",
    50278: "they do not accept direct messages from this app",
}
THREADS_FULL = 160006  # the server has reached its limit of active threads


class Reason(str):
    """Why Discord refused, in English (the logs); ``words`` say it to people."""

    words: Words

    def __new__(cls, words: Words) -> Reason:
        reason = super().__new__(cls, english(words))
        reason.words = words
        return reason


def words_of(reason: str) -> Words:
    """The words of a reason :func:`classify` gave (a plain one is shown as it is)."""
    return reason.words if isinstance(reason, Reason) else as_given(reason)


class LeakError(RuntimeError):
    """A non-public view was about to be posted in a channel."""


def classify(exc: BaseException) -> tuple[str, str]:
    """``(kind, reason)`` for a failed request; kinds as in the module's table."""
    if isinstance(exc, discord.HTTPException):
        code = exc.code
        if code in TRANSIENT_CODES:
            return "transient", TRANSIENT_CODES[code]
        if code in GONE:
            return "gone", GONE[code]
        if code in FORBIDDEN:
            return "forbidden", Reason(w(FORBIDDEN[code]))
        if code in DM_CLOSED:
            return "dm_closed", DM_CLOSED[code]
        if exc.status >= 500 or exc.status == 429:
            return "transient", f"Discord answered {exc.status}"
        detail = exc.text or exc.status
        return "refused", Reason(w("refusal-code", code=code or exc.status, detail=str(detail)))
    if isinstance(exc, aiohttp.ClientError | OSError | TimeoutError | discord.GatewayNotFound):
        return "transient", f"connection problem ({type(exc).__name__})"
    if isinstance(exc, LeakError):
        return "bug", str(exc)
    return "bug", repr(exc)
