"""What each command does, as plain functions over the table service, free of discord.py.

Every function takes plain arguments (place, user id, name, text…) and returns a :class:`Reply`
saying what to send: a reply for the caller (ephemeral unless stated), images to render, a public
line to announce and notices to deliver. Refusals (``ServiceError``, ``ActionError``) come back as
an ephemeral error reply; nothing is changed and nothing is announced. The cog only adds the
Discord plumbing (deferring, rendering off the loop, sending), which keeps this layer testable
without a client.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, ParamSpec

from bot.discord import permissions
from bot.discord.markdown import escape, escape_names
from bot.discord.translator import choice_id
from bot.ops.places import channel_of
from bot.table import clock as C
from bot.table import languages, notices, seat_bots, turns
from bot.table.move_refusals import explained
from bot.table.service import Notice, ServiceError, TableService
from bot.table.timekeeping import NOTIFY
from bot.table.undo import undo
from bot.tournaments.store import set_rated
from games.core import ActionError, normalize
from games.core.registry import game_ids, get_game
from i18n import has, t
from i18n.words import Worded

MAX_CHOICES = 25
MAX_CHOICE_TEXT = 100
HELP_WORDS = ("", "help", "?", "list", "moves")

P = ParamSpec("P")


@dataclass
class Image:
    view: dict[str, Any]
    names: list[str]
    filename: str
    public: bool
    words: bool = False  # the whole board in words (a text file) instead of its drawing


@dataclass
class Reply:
    text: str
    ephemeral: bool = True
    error: bool = False
    images: list[Image] = field(default_factory=list)
    files: list[tuple[str, bytes]] = field(default_factory=list)  # (filename, data) to attach
    announce: str | None = None  # one public line for the channel (someone joined …)
    notices: list[Notice] = field(default_factory=list)
    decisions: list[dict[str, Any]] = field(default_factory=list)  # buttons, for the caller


def played(outcome: Any, user_id: str, lang: str = "en") -> Reply:
    """The reply to a move. When the turn goes on (no channel post: bot/table/turns.py) it is the
    mover's view of the step: what happened, the board, and their next choices as buttons."""
    reply = Reply(outcome.text(lang), notices=outcome.notices)
    for notice in outcome.notices:
        if notice.kind != "step":
            continue
        mine = [d for d in notice.decisions if d.get("user_id") == user_id]
        step = "\n".join([notice.text, *(d["prompt"] for d in mine)])
        reply.text = "\n".join([reply.text, escape_names(step, notice.names)])  # as in a post
        if notice.view is not None:
            reply.images.append(Image(notice.view, notice.names, "board.png", True))
        reply.decisions = mine
    return reply


def refusal(exc: Exception, lang: str = "en") -> Reply:
    if isinstance(exc, Worded):  # the service's refusals carry their words
        text = exc.text(lang)
    else:
        text = exc.hint() if isinstance(exc, ActionError) else str(exc)
    return Reply(text or t(lang, "refused-generic"), ephemeral=True, error=True)


def guarded(fn: Callable[P, Awaitable[Reply]]) -> Callable[P, Awaitable[Reply]]:
    """Turn table/rules refusals into an ephemeral error reply (in the caller's ``lang``)."""

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> Reply:
        try:
            return await fn(*args, **kwargs)
        except (ServiceError, ActionError) as exc:
            return refusal(exc, str(kwargs.get("lang", "en")))

    return wrapper


def guarded_sync(fn: Callable[P, Reply]) -> Callable[P, Reply]:
    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> Reply:
        try:
            return fn(*args, **kwargs)
        except (ServiceError, ActionError) as exc:
            return refusal(exc, str(kwargs.get("lang", "en")))

    return wrapper


def parse_options(text: str | None) -> dict[str, str]:
    """``"target=12, start_tiles=random"`` → ``{"target": "12", "start_tiles": "random"}``."""
    result: dict[str, str] = {}
    if not text or not text.strip():
        return result
    for part in text.replace(";", ",").split(","):
        if not part.strip():
            continue
        name, sep, value = part.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise ServiceError("options-syntax", part=part.strip())
        result[name.strip().lower().replace("-", "_")] = value.strip()
    return result


def require_permissions(missing: list[str] | None, lang: str = "en") -> None:
    """Refuse to open or start a table where the bot could not post."""
    if missing:
        names = permissions.named(missing, lang)
        raise ServiceError("missing-permissions", count=len(missing), names=names)


# -- table management -------------------------------------------------------------------------
async def _try_dms_again(service: TableService, user_id: str) -> None:
    """Closed DMs are remembered so they are never retried in a loop; sitting down at a new
    table earns one new attempt (the player may have opened their DMs since)."""
    if await service.store.dm_closed(user_id):
        await service.store.set_dm_closed(user_id, False)


@guarded
async def new_game(
    service: TableService,
    place: str,
    user_id: str,
    user_name: str,
    game: str,
    *,
    seats: int | None = None,
    characters: bool | None = None,
    options: str | None = None,
    guild: str | None = None,
    missing: list[str] | None = None,
    speed: str | None = None,
    on_timeout: str | None = None,
    thread: str | None = None,
    rated: bool | None = None,
    bot_level: str | None = None,
    language: str | None = None,
    lang: str = "en",
) -> Reply:
    """``language``: the table's (public posts); ``lang``: the caller's (this reply)."""
    require_permissions(missing, lang)
    opts: dict[str, Any] = dict(parse_options(options))
    if characters is not None:
        opts["characters"] = characters
    settings = {"speed": speed, "on_timeout": on_timeout, "thread": thread, "bot_level": bot_level}
    settings["language"] = language
    table = await service.create(
        place,
        game,
        user_id,
        user_name,
        options=opts,
        seats=seats,
        guild=guild,
        settings={k: v for k, v in settings.items() if v},
    )
    if rated is False:  # a casual table: its result does not touch the server's ratings
        async with service.store.transaction() as db:
            await set_rated(db, table.id, False)
    await _try_dms_again(service, user_id)
    await languages.of(service).seat([table], user_id, lang)
    spec = table.game.spec
    public = languages.table_language(table)
    shown = ", ".join(f"{k}={v}" for k, v in table.options.items())
    table_speed = C.speed_of(table.settings["speed"])
    if table_speed.timed:
        title = t(public, choice_id(table_speed.id))  # the /game new speed: choice's name
        timed = t(public, "new-timed", speed=title, on_timeout=table.settings["on_timeout"])
        shown += f"{'; ' if shown else ''}{timed}"
    opened = {"game": spec.title, "min": spec.min_players}
    if thread:
        reply = t(lang, "new-opened-thread", channel=f"<#{channel_of(place)}>", **opened)
    else:
        reply = t(lang, "new-opened", **opened)
    announced = {"name": escape(user_name), "game": spec.title, "seats": table.max_seats}
    if shown:
        announce = t(public, "new-announce-options", shown=shown, **announced)
    else:
        announce = t(public, "new-announce", **announced)
    return Reply(reply, announce=announce)


@guarded
async def join(
    service: TableService, place: str, user_id: str, user_name: str, *, lang: str = "en"
) -> Reply:
    table = await service.join(place, user_id, user_name)
    await _try_dms_again(service, user_id)
    await languages.of(service).seat([table], user_id, lang)
    public, seats = languages.table_language(table), len(table.players)
    return Reply(
        t(lang, "join-reply", game=table.game.spec.title, seat=seats),
        announce=t(
            public, "join-announce", name=escape(user_name), seats=seats, max=table.max_seats
        ),
    )


@guarded
async def leave(
    service: TableService, place: str, user_id: str, user_name: str, *, lang: str = "en"
) -> Reply:
    table = await service.leave(place, user_id)
    public, seats = languages.table_language(table), len(table.players)
    return Reply(
        t(lang, "leave-reply"),
        announce=t(
            public, "leave-announce", name=escape(user_name), seats=seats, max=table.max_seats
        ),
    )


@guarded
async def add_bot(
    service: TableService,
    place: str,
    user_id: str,
    user_name: str,
    *,
    is_moderator: bool = False,
    level: str = "normal",
    lang: str = "en",
) -> Reply:
    table = service.require(place)
    if user_id != table.creator and not is_moderator:
        raise ServiceError("addbot-not-allowed")
    if level not in seat_bots.LEVELS:
        raise ServiceError("addbot-levels", levels=", ".join(seat_bots.LEVELS))
    table = await service.join(place, user_id, user_name, bot=True, level=level)
    public, seats = languages.table_language(table), len(table.players)
    bot_name = table.players[-1].name
    return Reply(
        t(lang, "addbot-reply", name=bot_name, level=t(lang, f"bot-level-{level}"), seat=seats),
        announce=t(
            public,
            "addbot-announce",
            name=bot_name,
            level=t(public, f"bot-level-{level}"),
            seat=seats,
            max=table.max_seats,
        ),
    )


@guarded
async def start(
    service: TableService,
    place: str,
    user_id: str,
    *,
    is_moderator: bool = False,
    missing: list[str] | None = None,
    lang: str = "en",
) -> Reply:
    require_permissions(missing, lang)
    outcome = await service.start(place, user_id, is_moderator=is_moderator)
    return Reply(outcome.text(lang), notices=outcome.notices)


@guarded
async def resume(
    service: TableService,
    place: str,
    user_id: str,
    *,
    is_moderator: bool = False,
    missing: list[str] | None = None,
    lang: str = "en",
) -> Reply:
    require_permissions(missing, lang)
    outcome = await service.resume(place, user_id, is_moderator=is_moderator)
    return Reply(outcome.text(lang), notices=outcome.notices)


@guarded
async def cancel(
    service: TableService,
    place: str,
    user_id: str,
    *,
    is_moderator: bool = False,
    lang: str = "en",
) -> Reply:
    outcome = await service.cancel(place, user_id, is_moderator=is_moderator)
    return Reply(outcome.text(lang), notices=outcome.notices)


@guarded
async def pause(
    service: TableService,
    place: str,
    user_id: str,
    user_name: str,
    *,
    is_moderator: bool,
    lang: str = "en",
) -> Reply:
    """A holiday: clocks stop and moves wait until ``/game resume``."""
    public = languages.table_language(service.table_at(place))
    await service.pause(
        place,
        # shown in /game status and in refusals: the name as typed, whoever paused
        t(public, "pause-reason", name=escape(user_name)),
        by=user_id,
        is_moderator=is_moderator,
    )
    return Reply(
        t(lang, "pause-reply"),
        announce=t(public, "pause-announce", name=escape(user_name)),
    )


@guarded
async def notify(service: TableService, user_id: str, mode: str, *, lang: str = "en") -> Reply:
    if mode not in NOTIFY:
        raise ServiceError("notify-choose", modes=", ".join(NOTIFY))
    await service.store.set_notify_pref(user_id, mode)
    return Reply(t(lang, "notify-set", mode=mode))


@guarded
async def resign(service: TableService, place: str, user_id: str, *, lang: str = "en") -> Reply:
    outcome = await service.resign(place, user_id)
    return Reply(outcome.text(lang), notices=outcome.notices)


# -- read-only --------------------------------------------------------------------------------
@guarded_sync
def board(service: TableService, place: str, *, lang: str = "en", text: bool = False) -> Reply:
    """The public board: public text + image (never ephemeral), in the table's language; with
    ``text``, for the caller alone in their language, the whole board in words attached (the
    image's description holds only its first 1,024 characters)."""
    table = service.require(place)
    public = lang if text else languages.table_language(table)
    if table.state is None:
        return Reply(notices.status_text(table, service.now(), lang=public), ephemeral=False)
    view = table.public_view()
    assert view.get("viewer") is None
    game = table.game
    lines = [t(public, "board-title", game=game.spec.title, seq=table.seq)]
    summary = game.summary(view, locale=public)
    if summary:
        lines.append(table.named(summary))
    if game.is_over(table.state):
        lines.append(notices.result_text(table, lang=public))
    else:
        waiting = ", ".join(notices.seat_label(table, s, public) for s in game.pending(table.state))
        lines.append(t(public, "waiting-for", waiting=waiting or t(public, "nobody")))
    drawn = languages.drawn_in(view, public)
    images = [Image(drawn, table.names, "board.png", public=True)]
    if text:
        lines.append(t(public, "board-text-file"))
        images.append(Image(drawn, table.names, "board.txt", public=True, words=True))
    return Reply("\n".join(lines), ephemeral=text, images=images)


@guarded_sync
def status(service: TableService, place: str, *, lang: str = "en") -> Reply:
    return Reply(notices.status_text(service.require(place), service.now(), lang=lang))


@guarded_sync
def hand(service: TableService, place: str, user_id: str, *, lang: str = "en") -> Reply:
    """The caller's private view(s), ephemeral, text + image."""
    table = service.require(place)
    mine = table.seats_of(user_id)
    if not mine:
        raise ServiceError("hand-no-seat")
    if table.state is None:
        raise ServiceError("hand-not-started")
    game = table.game
    lines: list[str] = []
    images: list[Image] = []
    decisions: list[dict[str, Any]] = []
    for seat in mine:
        view = table.view_for(seat)
        lines.append(t(lang, "hand-title", game=game.spec.title, seat=seat + 1))
        secrets_text = game.private_summary(view, locale=lang)
        if secrets_text:
            lines.append(table.named(secrets_text))
        summary = game.summary(view, locale=lang)
        if summary:
            lines.append(table.named(summary))
        if not game.is_over(table.state) and seat in game.pending(table.state):
            lines.append(t(lang, "hand-to-act", prompt=game.prompt(table.state, seat, locale=lang)))
            decision = notices.decision(table, seat)  # the seat's own: shown to it alone
            if decision["actions"]:
                decisions.append(decision | {"lang": lang})
        drawn = languages.drawn_in(view, lang)  # the reader's language, like the text
        images.append(Image(drawn, table.names, f"hand-{seat + 1}.png", public=False))
    return Reply("\n".join(lines), images=images, decisions=decisions)


def rules(game: str, *, lang: str = "en") -> Reply:
    try:
        engine = get_game(game)
    except (KeyError, ImportError, AttributeError):
        return Reply(t(lang, "unknown-game", game=game, games=", ".join(game_ids())), error=True)
    return Reply(engine.rules_summary(locale=lang))


# -- moves ----------------------------------------------------------------------------------
def legal_moves_text(service: TableService, place: str, user_id: str, lang: str = "en") -> str:
    table = service.require(place)
    if table.status != "running":
        raise ServiceError("not-started" if table.status == "open" else "game-over")
    service.resolve_seat(table, user_id)  # raises for non-players
    legal = service.legal_for(place, user_id)
    if not legal:
        pending = table.game.pending(table.state)
        waiting = ", ".join(notices.seat_label(table, s, lang) for s in pending)
        return t(lang, "moves-nothing", waiting=waiting or t(lang, "nobody"))
    lines = [t(lang, "moves-title")]
    spec = table.game.numeric(table.state, service.resolve_seat(table, user_id))
    if spec is not None:
        low, high = spec.text(spec.min), spec.text(spec.max)
        lines.append(t(lang, "moves-amount", low=low, high=high, step=spec.step))
    for action, label in legal:
        line = f"• `{action}`" + (f" — {label}" if label != action else "")
        if sum(len(x) + 1 for x in lines) + len(line) > 1900:
            lines.append(t(lang, "moves-more", count=len(legal)))
            break
        lines.append(line)
    lines.append(t(lang, "moves-explain"))  # the way to any word of these moves
    return "\n".join(lines)


@guarded
async def move(
    service: TableService,
    place: str,
    user_id: str,
    text: str | None,
    *,
    interaction_id: str | None = None,
    lang: str = "en",
) -> Reply:
    if normalize(text or "") in HELP_WORDS:
        names = service.require(place).names
        return Reply(escape_names(legal_moves_text(service, place, user_id, lang), names))
    if normalize(text or "") == "undo":
        outcome = await undo(service, place, user_id)
        return Reply(outcome.text(lang), notices=outcome.notices)
    try:
        outcome = await service.move(place, user_id, text or "", interaction_id=interaction_id)
    except ActionError as exc:  # the engine's explanation, in the caller's language
        table = service.require(place)
        seat = service.resolve_seat(table, user_id)
        why = explained(table, seat, text or "", exc, lang)
        raise ServiceError.given(escape_names(why, table.names)) from None
    return played(outcome, user_id, lang)


def numeric_choice(
    service: TableService, place: str, user_id: str, typed: str, lang: str = "en"
) -> tuple[str, str] | None:
    """A typed amount (``bid 340``) as a choice when the caller's decision takes a number and
    the amount is accepted (checked without listing every number)."""
    table = service.tables.get(place)
    if table is None or table.status != "running" or not typed:
        return None
    try:
        seat = service.resolve_seat(table, user_id)
    except ServiceError:
        return None
    spec = table.game.numeric(table.state, seat)
    if spec is None or spec.value(typed) is None:
        return None
    return (t(lang, "amount-typed", amount=typed), typed)


def autocomplete_moves(
    service: TableService, place: str, user_id: str, current: str, lang: str = "en"
) -> list[tuple[str, str]]:
    """(name, value) choices: the caller's legal moves matching what they typed, ≤ 25; a typed
    amount comes first where the decision takes a number."""
    typed = normalize(current or "")
    typed_amount = numeric_choice(service, place, user_id, typed, lang)
    ranked: list[tuple[int, int, str, str]] = []
    for order, (action, label) in enumerate(service.legal_for(place, user_id)):
        if len(action) > MAX_CHOICE_TEXT:
            continue  # cannot be a choice value; still playable by typing it
        if typed and typed not in action and typed not in label.lower():
            continue
        name = label if label == action else f"{label} ({action})"
        if len(name) > MAX_CHOICE_TEXT:
            name = label[: MAX_CHOICE_TEXT - 1] + "…" if len(label) > MAX_CHOICE_TEXT else label
        prefix = 0 if not typed or action.startswith(typed) else 1
        ranked.append((prefix, order, name or action, action))
    ranked.sort()
    out = [(name, action) for _, _, name, action in ranked]
    if typed_amount is not None and typed_amount[1] not in {a for _, a in out}:
        out.insert(0, typed_amount)
    return out[:MAX_CHOICES]


def autocomplete_options(game: str, current: str, lang: str = "en") -> list[tuple[str, str]]:
    """Suggestions for ``/game new options:`` — the chosen game's options as ``name=value``
    (notation, typed as is), completing the last of the comma-separated parts already typed;
    each option's help in ``lang`` (``option-<game>-<name>`` in bot.ftl, else the engine's)."""
    try:
        spec = get_game(game).spec
    except (KeyError, ImportError, AttributeError):
        return []
    done, _, last = (current or "").rpartition(",")
    prefix = f"{done.strip()}, " if done.strip() else ""
    typed = last.strip().lower()
    out: list[tuple[str, str]] = []
    for option in spec.options:
        values = option.choices or ((True, False) if option.kind is bool else (option.default,))
        for value in values:
            text = f"{option.name}={str(value).lower()}"
            if typed and not text.startswith(typed) and typed not in option.name:
                continue
            full = prefix + text
            if len(full) <= MAX_CHOICE_TEXT:
                help_id = f"option-{spec.id}-{option.name}"
                helped = t(lang, help_id) if has(help_id) else option.help
                label = f"{full} — {helped}"
                out.append((label[:MAX_CHOICE_TEXT], full))
    return out[:MAX_CHOICES]


def game_title(game: str) -> str:
    try:
        return get_game(game).spec.title
    except (KeyError, ImportError, AttributeError):
        return game


def autocomplete_games(current: str) -> list[tuple[str, str]]:
    typed = (current or "").strip().lower()
    choices = []
    for gid in game_ids():
        title = get_game(gid).spec.title
        if typed and typed not in gid and typed not in title.lower():
            continue
        choices.append((title, gid))
    return choices[:MAX_CHOICES]


# -- decision components --------------------------------------------------------------------
def check_seat(
    service: TableService, session: int, seat: int, user_id: str, lang: str = "en"
) -> str | None:
    """Why ``user_id`` may not press a component of ``session``/``seat`` (None: they may)."""
    table = service.by_id.get(session)
    if table is None or service.tables.get(table.place) is not table or table.status != "running":
        return t(lang, "buttons-not-running")
    if not 0 <= seat < len(table.players):
        return t(lang, "buttons-no-seat")
    player = table.players[seat]
    if player.user_id != user_id:
        return t(lang, "buttons-not-yours", name=escape(player.name))
    if player.automated:
        return t(lang, "buttons-bot-seat")
    return None


@guarded
async def press(
    service: TableService,
    *,
    session: int,
    seq: int,
    seat: int,
    index: int,
    user_id: str,
    interaction_id: str | None,
    lang: str = "en",
) -> Reply:
    problem = check_seat(service, session, seat, user_id, lang)
    if problem:
        raise ServiceError.given(problem)
    table = service.by_id[session]
    if interaction_id and interaction_id in table.interaction_ids:
        return Reply(t(lang, "move-already-applied"))
    if table.seq != seq and turns.still_offered(table, seat, seq):
        seq = table.seq  # a window's post: others answered first, this seat's choices stand
    if table.seq != seq:
        return current_choices(service, session, seat, user_id, lang)
    legal = table.game.legal(table.state, seat)
    if not 0 <= index < len(legal):
        raise ServiceError("move-choice-gone")
    try:
        outcome = await service.move(
            table.place,
            user_id,
            legal[index],
            interaction_id=interaction_id,
            seat=seat,
            expected_seq=seq,
        )
    except ActionError as exc:
        why = explained(table, seat, legal[index], exc, lang)
        raise ServiceError.given(escape_names(why, table.names)) from None
    return played(outcome, user_id, lang)


def current_choices(
    service: TableService, session: int, seat: int, user_id: str, lang: str = "en"
) -> Reply:
    """The answer to a press on an outdated control by its own seat: a reload or another device
    drops the ephemeral reply that held the next step's choices, so the turn post, the turn DM
    and ``/hand`` are all the player has left; they get the seat's current choices (privately)
    rather than a refusal. A seat with nothing to decide now is told the buttons are old."""
    text, decision = private_decision(service, session, seat, user_id, lang)
    if decision is None:
        raise ServiceError("buttons-stale")
    moved_on = t(lang, "buttons-moved-on")
    return Reply("\n".join([moved_on, text]), decisions=[decision | {"lang": lang}])


def private_decision(
    service: TableService, session: int, seat: int, user_id: str, lang: str = "en"
) -> tuple[str, dict[str, Any] | None]:
    """The current decision of ``seat`` for its own player (shown ephemerally)."""
    problem = check_seat(service, session, seat, user_id, lang)
    if problem:
        return problem, None
    table = service.by_id[session]
    if table.state is None or table.game.is_over(table.state):
        return t(lang, "game-over"), None
    decision = service.decision(table, seat)
    if not decision["actions"]:
        return t(lang, "nothing-to-decide"), None
    return t(lang, "private-choices", prompt=decision["prompt"]), decision
