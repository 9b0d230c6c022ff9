"""The table service's own sentences, in the reader's language.

``bot/table/service.py`` answers in English sentences (``Outcome.reply``, ``ServiceError``) and must not
grow, so until it returns message ids the front end recognises each of its sentences here and
says it again through :func:`i18n.t` (so are the few refusals of ``bot/discord/limits.py``, the
table settings of ``bot/table/timekeeping.py`` and the engines' option errors, which the service passes
on). Every sentence the service can produce is matched (a test reads the service's source and
fails on one that is not), so none reaches a French or Italian reader in English; a sentence
nobody matched is passed on unchanged.
"""

from __future__ import annotations

import re

from i18n import resolve_locale, t

# (full-match pattern, message id); named groups become the message's arguments
SENTENCES: tuple[tuple[str, str], ...] = (
    (r"There is no game here\. Start one with `/game new <game>`\.", "svc-no-game"),
    (r"Unknown game `(?P<game>[^`]*)`\. Available: (?P<games>.*)\.", "unknown-game"),
    (r"(?P<game>.+) is for (?P<min>\d+)–(?P<max>\d+) players, not (?P<seats>\d+)\.", "svc-players"),
    (
        r"This channel's game \(#(?P<table>\d+)\) could not be restored after an update; its "
        r"moves are kept\. Ask the bot's operator, or use another channel\.",
        "svc-not-restored",
    ),
    (
        r"This channel already has a (?P<game>.+) table \((?P<status>\w+)\)\. Finish or "
        r"`/game cancel` it first, or use another channel\.",
        "svc-channel-taken",
    ),
    (r"This game has already started; you can watch it with `/game board`\.", "svc-started-watch"),
    (r"The table is full \((?P<seats>\d+) seats\)\.", "svc-table-full"),
    (r"You are already seated at this table\.", "svc-already-seated"),
    (r"The game has started: use `/game resign` to hand your seat to a bot\.", "svc-use-resign"),
    (r"You are not seated at this table\.", "svc-not-seated"),
    (r"You created this table: use `/game cancel` to close it\.", "svc-creator-cancels"),
    (r"This game has already started\.", "svc-already-started"),
    (r"Only the table's creator \(or a moderator\) can start it\.", "svc-start-not-allowed"),
    (
        r"(?P<game>.+) needs at least (?P<min>\d+) players; (?P<seated>\d+) seated\. Others can "
        r"`/game join`\.",
        "svc-needs-players",
    ),
    (r"(?P<game>.+) has started\.", "svc-started"),
    (r"Only the table's creator or a moderator can cancel this game\.", "svc-cancel-not-allowed"),
    (r"This game is over; there is nothing to cancel\.", "svc-cancel-over"),
    (r"Game cancelled\.", "svc-cancelled"),
    (r"The game has not started: use `/game leave` instead\.", "svc-use-leave"),
    (r"You have no seat in this game\.", "svc-no-seat"),
    (r"You resigned; a bot plays your seat from now on\.", "svc-resigned"),
    (r"Only a game that has not ended can be paused\.", "svc-pause-ended"),
    (r"Only the table's creator or a moderator can pause it\.", "svc-pause-not-allowed"),
    (r"This table is already paused: (?P<why>.*)", "svc-already-paused"),
    (r"Only the table's creator or a moderator can resume it\.", "svc-resume-not-allowed"),
    (r"This table is not paused\.", "svc-not-paused"),
    (r"The table is resumed\.", "svc-resumed"),
    (r"You are not playing in this game; you can watch with `/game board`\.", "svc-not-playing"),
    (r"You can only move for your own seat\.", "svc-own-seat"),
    (r"That move was already applied\.", "move-already-applied"),
    (r"The game has not started yet\.", "not-started"),
    (r"This game is over\.", "game-over"),
    (r"This table is paused: (?P<why>.*)", "svc-paused"),
    (
        r"Those buttons are from an earlier position; use the latest message or `/move`\.",
        "buttons-stale",
    ),
    (
        r"Type a move, e\.g\. `/move take 2\.1`; `/move help` lists your legal moves\.",
        "svc-type-a-move",
    ),
    (r"The rules engine failed on that move; nothing was changed\.", "svc-engine-failed"),
    (r"Played `(?P<moves>.*)`\.", "svc-played"),
    # bot/discord/limits.py: what /game new and /hand check before the service is asked
    (r"You cannot post in this thread, so you cannot open a table in it\.", "lim-thread-post"),
    (r"You cannot post in this channel, so you cannot open a table in it\.", "lim-channel-post"),
    (
        r"You may not create threads in this channel, so I will not open one for you\. Open the "
        r"table here \(without `thread`\), or ask a moderator\.",
        "lim-no-threads",
    ),
    (
        r"You already have (?P<count>\d+) tables? waiting to start in this server \(at most "
        r"(?P<cap>\d+)\)\. Start or `/game cancel` one first\.",
        "lim-over-cap",
    ),
    (
        r"You left this game \(a bot plays your seat\), so its private view is closed to you\.",
        "lim-hand-closed",
    ),
    # the service's public headlines and announcements (bot/table/notices.py, bot/discord/delivery.py)
    (r"(?P<name>.+) resigned; a bot plays their seat\.", "svc-resigned-headline"),
    (r"The game resumes\.", "svc-resumes-headline"),
    (r"The (?P<game>.+) game was cancelled\.", "svc-cancelled-notice"),
    # the table settings of /game new (bot/table/timekeeping.py, asked by the service)
    (r"Unknown speed `(?P<speed>[^`]*)`\. Speeds: (?P<speeds>.*)\.", "set-unknown-speed"),
    (r"`on_timeout` is `bot` or `forfeit`, not `(?P<value>[^`]*)`\.", "set-on-timeout"),
    (r"`max_timeouts` is between 1 and 10\.", "set-max-timeouts"),
    (
        r"Bots standing in for players are `normal` or `strong`, not `(?P<level>[^`]*)`\.",
        "set-bot-level",
    ),
    (r"Unknown table setting\(s\): (?P<names>.*)\.", "set-unknown"),
    # the operator's health reasons (bot/ops/health.py, English for the endpoint and the logs)
    (r"gateway disconnected", "health-gateway"),
    (r"database closed", "health-db-closed"),
    (r"database unreachable \((?P<error>\w+)\)", "health-db-unreachable"),
    (r"scheduler stopped", "health-scheduler"),
    (
        r"outbox stuck \((?P<count>\d+) notices, oldest (?P<age>\d+)s\)",
        "health-outbox-stuck",
    ),
    # why Discord stopped a table (bot/discord/http_errors.py): the pause reason and the DM
    (r"I can no longer see this channel \(Missing Access\)", "refusal-missing-access"),
    (
        r"I am missing a permission in this channel \(Missing Permissions\)",
        "refusal-missing-permissions",
    ),
    (r"the thread is archived and locked", "refusal-thread-archived"),
    (r"the thread is locked", "refusal-thread-locked"),
    (
        r"Discord refused it with code (?P<code>\d+) \((?P<detail>.*)\)",
        "refusal-code",
    ),
    # a game's options, checked by its engine (games/core/protocol.py: Option, GameSpec)
    (r"option (?P<name>\S+) expects true or false, not (?P<value>.*)", "opt-bool"),
    (r"option (?P<name>\S+) expects a whole number, not (?P<value>.*)", "opt-int"),
    (r"option (?P<name>\S+) must be one of: (?P<allowed>.*)", "opt-choice"),
    (
        r"unknown option (?P<names>.+) for (?P<game>\S+) \(options: (?P<options>.*)\)",
        "opt-unknown",
    ),
)
_COMPILED = [(re.compile(pattern, re.DOTALL), msg_id) for pattern, msg_id in SENTENCES]


def match(text: str) -> tuple[str, dict[str, str]] | None:
    """The message id and arguments of one of the service's sentences (None: not one)."""
    for pattern, msg_id in _COMPILED:
        found = pattern.fullmatch(text)
        if found:
            return msg_id, found.groupdict()
    return None


def said(text: str, lang: str) -> str:
    """``text`` (a service sentence) in ``lang``; English and unknown sentences unchanged."""
    if resolve_locale(lang) == "en" or not text:
        return text
    found = match(text)
    if found is None:
        return text
    msg_id, args = found
    # counts as numbers, so that plurals select on them
    return t(lang, msg_id, **{k: int(v) if v.isdigit() else v for k, v in args.items()})
