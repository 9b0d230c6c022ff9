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

from bot import bot_seats, turns
from bot import clock as C
from bot.discord.markdown import escape
from bot.discord.places import channel_of
from bot.service import Notice, ServiceError, TableService
from bot.timekeeping import NOTIFY
from bot.tournaments.store import set_rated
from bot.undo import undo
from games.core import ActionError, normalize
from games.core.registry import game_ids, get_game

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


def played(outcome: Any, user_id: str) -> Reply:
    """The reply to a move. When the turn goes on (no channel post: bot/turns.py) it is the
    mover's view of the step: what happened, the board, and their next choices as buttons."""
    reply = Reply(outcome.reply, notices=outcome.notices)
    for notice in outcome.notices:
        if notice.kind != "step":
            continue
        mine = [d for d in notice.decisions if d.get("user_id") == user_id]
        reply.text = "\n".join([reply.text, notice.text, *(d["prompt"] for d in mine)])
        if notice.view is not None:
            reply.images.append(Image(notice.view, notice.names, "board.png", True))
        reply.decisions = mine
    return reply


def refusal(exc: Exception) -> Reply:
    text = exc.hint() if isinstance(exc, ActionError) else str(exc)
    return Reply(text or "That is not possible now.", ephemeral=True, error=True)


def guarded(fn: Callable[P, Awaitable[Reply]]) -> Callable[P, Awaitable[Reply]]:
    """Turn table/rules refusals into an ephemeral error reply."""

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> Reply:
        try:
            return await fn(*args, **kwargs)
        except (ServiceError, ActionError) as exc:
            return refusal(exc)

    return wrapper


def guarded_sync(fn: Callable[P, Reply]) -> Callable[P, Reply]:
    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> Reply:
        try:
            return fn(*args, **kwargs)
        except (ServiceError, ActionError) as exc:
            return refusal(exc)

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
            raise ServiceError(
                f"Options are written `name=value, name=value`; `{part.strip()}` is not."
            )
        result[name.strip().lower().replace("-", "_")] = value.strip()
    return result


def require_permissions(missing: list[str] | None) -> None:
    """Refuse to open or start a table where the bot could not post."""
    if missing:
        raise ServiceError(
            "I cannot run a game in this channel: I am missing the permission"
            f"{'s' if len(missing) > 1 else ''} {', '.join(f'**{m}**' for m in missing)} here. "
            "A server admin can grant them (channel settings → Permissions → the bot's role)."
        )


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
) -> Reply:
    require_permissions(missing)
    opts: dict[str, Any] = dict(parse_options(options))
    if characters is not None:
        opts["characters"] = characters
    settings = {"speed": speed, "on_timeout": on_timeout, "thread": thread, "bot_level": bot_level}
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
    spec = table.game.spec
    shown = ", ".join(f"{k}={v}" for k, v in table.options.items())
    speed = C.speed_of(table.settings["speed"])
    if speed.timed:
        shown += f"{'; ' if shown else ''}speed: {speed.title}, out of time: {table.settings['on_timeout']}"
    where = f" in <#{channel_of(place)}>" if thread else ""
    return Reply(
        f"You opened a {spec.title} table{where} and took seat 1. Start it with `/game start` "
        f"there once at least {spec.min_players} players are seated.",
        announce=(
            f"{escape(user_name)} opened a **{spec.title}** table (1/{table.max_seats} seats"
            f"{'; ' + shown if shown else ''}). Join with `/game join`."
        ),
    )


@guarded
async def join(service: TableService, place: str, user_id: str, user_name: str) -> Reply:
    table = await service.join(place, user_id, user_name)
    await _try_dms_again(service, user_id)
    return Reply(
        f"You joined the {table.game.spec.title} table (seat {len(table.players)}).",
        announce=f"{escape(user_name)} joined the table ({len(table.players)}/{table.max_seats} seats).",
    )


@guarded
async def leave(service: TableService, place: str, user_id: str, user_name: str) -> Reply:
    table = await service.leave(place, user_id)
    return Reply(
        "You left the table.",
        announce=f"{escape(user_name)} left the table ({len(table.players)}/{table.max_seats} seats).",
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
) -> Reply:
    table = service.require(place)
    if user_id != table.creator and not is_moderator:
        raise ServiceError("Only the table's creator (or a moderator) can add bots.")
    if level not in bot_seats.LEVELS:
        raise ServiceError(f"Bot levels: {', '.join(bot_seats.LEVELS)}.")
    table = await service.join(place, user_id, user_name, bot=True, level=level)
    name = f"{table.players[-1].name} ({level})"
    return Reply(
        f"{name} takes seat {len(table.players)}.",
        announce=f"{name} takes seat {len(table.players)} ({len(table.players)}/{table.max_seats}).",
    )


@guarded
async def start(
    service: TableService,
    place: str,
    user_id: str,
    *,
    is_moderator: bool = False,
    missing: list[str] | None = None,
) -> Reply:
    require_permissions(missing)
    outcome = await service.start(place, user_id, is_moderator=is_moderator)
    return Reply(outcome.reply, notices=outcome.notices)


@guarded
async def resume(
    service: TableService,
    place: str,
    user_id: str,
    *,
    is_moderator: bool = False,
    missing: list[str] | None = None,
) -> Reply:
    require_permissions(missing)
    outcome = await service.resume(place, user_id, is_moderator=is_moderator)
    return Reply(outcome.reply, notices=outcome.notices)


@guarded
async def cancel(
    service: TableService, place: str, user_id: str, *, is_moderator: bool = False
) -> Reply:
    outcome = await service.cancel(place, user_id, is_moderator=is_moderator)
    return Reply(outcome.reply, notices=outcome.notices)


@guarded
async def pause(
    service: TableService, place: str, user_id: str, user_name: str, *, is_moderator: bool
) -> Reply:
    """A holiday: clocks stop and moves wait until ``/game resume``."""
    await service.pause(
        place,
        f"paused by {user_name}; the creator or a moderator continues it with `/game resume`.",
        by=user_id,
        is_moderator=is_moderator,
    )
    return Reply(
        "The table is paused: clocks are stopped. `/game resume` continues it.",
        announce=f"⏸️ {escape(user_name)} paused the game; clocks are stopped.",
    )


@guarded
async def notify(service: TableService, user_id: str, mode: str) -> Reply:
    if mode not in NOTIFY:
        raise ServiceError(f"Choose one of: {', '.join(NOTIFY)}.")
    await service.store.set_notify_pref(user_id, mode)
    said = {
        "both": "a mention in the channel and a DM",
        "channel": "a mention in the channel only",
        "dm": "a DM only (with the buttons to play)",
    }[mode]
    return Reply(f"When it is your turn you will get {said}.")


@guarded
async def resign(service: TableService, place: str, user_id: str) -> Reply:
    outcome = await service.resign(place, user_id)
    return Reply(outcome.reply, notices=outcome.notices)


# -- read-only --------------------------------------------------------------------------------
@guarded_sync
def board(service: TableService, place: str) -> Reply:
    """The public board: public text + image (never ephemeral)."""
    table = service.require(place)
    if table.state is None:
        return Reply(service.status_text(place), ephemeral=False)
    view = table.public_view()
    assert view.get("viewer") is None
    game = table.game
    lines = [f"**{game.spec.title}** — move {table.seq}."]
    summary = game.summary(view)
    if summary:
        lines.append(table.named(summary))
    if game.is_over(table.state):
        lines.append(service.result_text(table))
    else:
        waiting = [table.label(s) for s in game.pending(table.state)]
        lines.append(f"Waiting for: {', '.join(waiting) or 'nobody'}.")
    return Reply(
        "\n".join(lines),
        ephemeral=False,
        images=[Image(view, table.names, "board.png", public=True)],
    )


@guarded_sync
def status(service: TableService, place: str) -> Reply:
    return Reply(service.status_text(place))


@guarded_sync
def hand(service: TableService, place: str, user_id: str) -> Reply:
    """The caller's private view(s), ephemeral, text + image."""
    table = service.require(place)
    mine = table.seats_of(user_id)
    if not mine:
        raise ServiceError("You have no seat at this table, so there is no hand to show.")
    if table.state is None:
        raise ServiceError("The game has not started yet; your hand is dealt at the start.")
    game = table.game
    lines: list[str] = []
    images: list[Image] = []
    for seat in mine:
        view = table.view_for(seat)
        lines.append(f"**{game.spec.title}** — your private view (seat {seat + 1}):")
        secrets_text = game.private_summary(view)
        if secrets_text:
            lines.append(table.named(secrets_text))
        summary = game.summary(view)
        if summary:
            lines.append(table.named(summary))
        if not game.is_over(table.state) and seat in game.pending(table.state):
            lines.append(f"You are to act: {game.prompt(table.state, seat)} (`/move`)")
        images.append(Image(view, table.names, f"hand-{seat + 1}.png", public=False))
    return Reply("\n".join(lines), images=images)


def rules(game: str) -> Reply:
    try:
        engine = get_game(game)
    except (KeyError, ImportError, AttributeError):
        return Reply(f"Unknown game `{game}`. Available: {', '.join(game_ids())}.", error=True)
    return Reply(engine.rules_summary())


# -- moves ----------------------------------------------------------------------------------
def legal_moves_text(service: TableService, place: str, user_id: str) -> str:
    table = service.require(place)
    if table.status != "running":
        raise ServiceError(
            "The game has not started yet." if table.status == "open" else "This game is over."
        )
    service.resolve_seat(table, user_id)  # raises for non-players
    legal = service.legal_for(place, user_id)
    if not legal:
        waiting = ", ".join(table.label(s) for s in table.game.pending(table.state)) or "nobody"
        return f"You have nothing to decide now; waiting for {waiting}."
    lines = ["Your legal moves (type one with `/move`, or pick from its autocomplete):"]
    spec = table.game.numeric(table.state, service.resolve_seat(table, user_id))
    if spec is not None:
        lines.append(
            f"• or type any amount: `{spec.text(spec.min)}` up to `{spec.text(spec.max)}`"
            + (f", in steps of {spec.step}" if spec.step > 1 else "")
        )
    for action, label in legal:
        line = f"• `{action}`" + (f" — {label}" if label != action else "")
        if sum(len(x) + 1 for x in lines) + len(line) > 1900:
            lines.append(f"… and more: start typing in `/move` to filter ({len(legal)} in all).")
            break
        lines.append(line)
    return "\n".join(lines)


@guarded
async def move(
    service: TableService,
    place: str,
    user_id: str,
    text: str | None,
    *,
    interaction_id: str | None = None,
) -> Reply:
    if normalize(text or "") in HELP_WORDS:
        return Reply(legal_moves_text(service, place, user_id))
    if normalize(text or "") == "undo":
        outcome = await undo(service, place, user_id)
        return Reply(outcome.reply, notices=outcome.notices)
    outcome = await service.move(place, user_id, text or "", interaction_id=interaction_id)
    return played(outcome, user_id)


def numeric_choice(
    service: TableService, place: str, user_id: str, typed: str
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
    return (f"{typed} (the amount you typed)", typed)


def autocomplete_moves(
    service: TableService, place: str, user_id: str, current: str
) -> list[tuple[str, str]]:
    """(name, value) choices: the caller's legal moves matching what they typed, ≤ 25; a typed
    amount comes first where the decision takes a number."""
    typed = normalize(current or "")
    typed_amount = numeric_choice(service, place, user_id, typed)
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


def autocomplete_options(game: str, current: str) -> list[tuple[str, str]]:
    """Suggestions for ``/game new options:`` — the chosen game's options as ``name=value``,
    completing the last of the comma-separated parts already typed."""
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
                label = f"{full} — {option.help}"
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
def check_seat(service: TableService, session: int, seat: int, user_id: str) -> str | None:
    """Why ``user_id`` may not press a component of ``session``/``seat`` (None: they may)."""
    table = service.by_id.get(session)
    if table is None or service.tables.get(table.place) is not table or table.status != "running":
        return "This game is no longer running; these buttons do nothing now."
    if not 0 <= seat < len(table.players):
        return "These buttons do not belong to any seat."
    player = table.players[seat]
    if player.user_id != user_id:
        return f"These buttons are for {player.name}. Use `/hand` or `/move` for your own seat."
    if player.automated:
        return "A bot plays this seat now."
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
) -> Reply:
    problem = check_seat(service, session, seat, user_id)
    if problem:
        raise ServiceError(problem)
    table = service.by_id[session]
    if interaction_id and interaction_id in table.interaction_ids:
        return Reply("That move was already applied.")
    if table.seq != seq and turns.still_offered(table, seat, seq):
        seq = table.seq  # a window's post: others answered first, this seat's choices stand
    if table.seq != seq:
        raise ServiceError(
            "Those buttons are from an earlier position; use the latest message or `/move`."
        )
    legal = table.game.legal(table.state, seat)
    if not 0 <= index < len(legal):
        raise ServiceError("That choice is no longer available; use `/move help`.")
    outcome = await service.move(
        table.place,
        user_id,
        legal[index],
        interaction_id=interaction_id,
        seat=seat,
        expected_seq=seq,
    )
    return played(outcome, user_id)


def private_decision(
    service: TableService, session: int, seat: int, user_id: str
) -> tuple[str, dict[str, Any] | None]:
    """The current decision of ``seat`` for its own player (shown ephemerally)."""
    problem = check_seat(service, session, seat, user_id)
    if problem:
        return problem, None
    table = service.by_id[session]
    if table.state is None or table.game.is_over(table.state):
        return "This game is over.", None
    decision = service.decision(table, seat)
    if not decision["actions"]:
        return "You have nothing to decide right now.", None
    return f"{decision['prompt']} (only you see these choices)", decision
