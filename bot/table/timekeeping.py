"""Games that last days: a table's host settings (speed, what happens to a player out of time),
its clock after every commit, the timers (reminders, timeouts) stored with the move that set
them, and what a due timer does. The arithmetic is in :mod:`bot.table.clock`; the scheduler that wakes
timers up is :mod:`bot.table.scheduler`.

Everything here runs inside the table service's transactions and locks: a timeout is an ordinary
move through the same path as a player's (same lock, same log, an idempotency key derived from
the timer), so it can never fire twice or race a player's move.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from bot.ops.places import is_user_id
from bot.table import clock as C
from bot.table import notices, seat_bots
from bot.table.languages import player_language, table_language
from bot.table.model import Applied, Notice, ServiceError, Table
from i18n import DEFAULT as DEFAULT_LANGUAGE
from i18n import resolve_locale, t
from i18n.words import w

if TYPE_CHECKING:
    from bot.table.ports import Service

log = logging.getLogger("caravanserai.timekeeping")

ON_TIMEOUT = ("bot", "forfeit")
DEFAULT_MAX_TIMEOUTS = 3
NOTIFY = ("both", "channel", "dm")
# speeds whose players are away between moves: they get a DM with the decision when it is
# their turn (live and untimed tables are played in one sitting)
TURN_DMS = ("24h", "48h", "72h")


def resolve_settings(given: dict[str, Any] | None) -> dict[str, Any]:
    """Host settings of a new table, defaults filled in; ServiceError for bad values."""
    given = dict(given or {})
    speed = str(given.pop("speed", None) or C.DEFAULT_SPEED).lower()
    if speed not in C.SPEEDS:
        raise ServiceError("set-unknown-speed", speed=speed, speeds=", ".join(C.SPEEDS))
    on_timeout = str(given.pop("on_timeout", None) or "bot").lower()
    if on_timeout not in ON_TIMEOUT:
        raise ServiceError("set-on-timeout", value=on_timeout)
    max_timeouts = int(given.pop("max_timeouts", None) or DEFAULT_MAX_TIMEOUTS)
    if not 1 <= max_timeouts <= 10:
        raise ServiceError("set-max-timeouts")
    thread = given.pop("thread", None)
    bot_level = str(given.pop("bot_level", None) or "normal").lower()
    if bot_level not in ("normal", "strong"):  # a stand-in for a person plays at least normal
        raise ServiceError("set-bot-level", level=bot_level)
    language = resolve_locale(given.pop("language", None))  # bot/table/languages.py
    if given:
        raise ServiceError("set-unknown", names=", ".join(sorted(given)))
    out: dict[str, Any] = {"speed": speed, "on_timeout": on_timeout, "max_timeouts": max_timeouts}
    if bot_level != "normal":
        out["bot_level"] = bot_level
    if thread:
        out["thread"] = str(thread)
    if language != DEFAULT_LANGUAGE:  # English tables store nothing new
        out["language"] = language
    return out


def acting_human(applied: list[Applied]) -> int | None:
    """The seat of the person who moved in this commit (not a bot, not a timeout)."""
    for a in applied:
        if a.actor not in ("bot", "timeout"):
            return a.seat
    return None


class Timekeeper:
    """The clocks and timers of one table service."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self.changed = False  # timers were written: the scheduler should look again
        self.late: set[int] = set()  # seats timed out in the commit under way
        self.on_change: Any = None  # callable the scheduler sets to be woken

    def now(self) -> float:
        return self.service.now()

    def _wake(self) -> None:
        self.changed = True
        if self.on_change is not None:
            self.on_change()

    # -- after every commit ---------------------------------------------------------------------
    async def after_commit(self, db: Any, table: Table, applied: list[Applied]) -> list[Notice]:
        """Inside the commit's transaction: update the clock, replace the table's timers, and
        return the "your turn" DMs for players who have just become pending."""
        before = table.waiting
        running = table.status == "running" and not table.game.is_over(table.state)
        after = set(table.pending_humans()) if running else set()
        table.waiting = after
        actor = acting_human(applied)
        if table.clock is not None:
            clock = table.clock
            if actor is not None and applied:
                # what /move undo restores (bot/table/undo.py): the clock before this commit
                await db.execute(
                    "UPDATE actions SET clock_before = ? WHERE session_id = ? AND seq > ?",
                    (json.dumps(clock), table.id, table.seq - len(applied)),
                )
            if actor is not None:
                clock = C.reset_timeouts(clock, actor)
            late = frozenset(a.seat for a in applied if a.actor == "timeout")
            late |= frozenset(self.late)
            self.late.clear()
            table.clock = C.after_move(clock, before, after, actor, self.now(), late)
            await db.execute(
                "UPDATE sessions SET clock = ? WHERE id = ?", (json.dumps(table.clock), table.id)
            )
            await self.schedule(db, table)  # untimed tables never have timers
        if table.settings.get("speed") not in TURN_DMS or table.paused:
            return []
        return [self.turn_notice(table, seat) for seat in sorted(after - before - {actor})]

    async def told_by_dm(self, table: Table, applied: list[Applied]) -> frozenset[int]:
        """Before a commit of ``applied`` (the state already moved): the seats its turn DMs will
        reach — at a table played over days, the people who have just become pending, unless
        they read no DMs (closed, or ``/game notify channel``). The channel need not ping them
        too (bot/table/turns.py). Read before the commit's transaction opens."""
        if table.settings.get("speed") not in TURN_DMS or table.paused:
            return frozenset()
        new = set(table.pending_humans()) - table.waiting - {acting_human(applied)}
        store = self.service.store
        out = set()
        for seat in new:
            user_id = table.players[seat].user_id
            if not is_user_id(user_id) or await store.dm_closed(user_id):
                continue
            if await store.notify_pref(user_id) != "channel":
                out.add(seat)
        return frozenset(out)

    async def schedule(self, db: Any, table: Table) -> None:
        """Replace the table's unfired timers by those of its clock now."""
        await db.execute("DELETE FROM timers WHERE session_id = ? AND fired = 0", (table.id,))
        clock = table.clock
        if not C.timed(clock) or table.paused or table.status != "running":
            self._wake()
            return
        assert clock is not None
        for seat in sorted(table.waiting):
            end = C.deadline(clock, seat)
            if end is None:
                continue
            for due in C.reminders(clock, seat):
                if due > self.now():  # one in the past was sent before this commit
                    await self._timer(db, table, seat, "remind", due)
            await self._timer(db, table, seat, "timeout", end)
        self._wake()

    async def _timer(self, db: Any, table: Table, seat: int, kind: str, due: float) -> None:
        await db.execute(
            "INSERT INTO timers(session_id, seat, kind, due, seq) VALUES (?,?,?,?,?)",
            (table.id, seat, kind, due, table.seq),
        )

    def turn_notice(self, table: Table, seat: int, *, reminder: bool = False) -> Notice:
        """A DM telling ``seat`` it is their turn, with the decision's buttons (private choices
        included: only they read it)."""
        player = table.players[seat]
        mine = player_language(table, player.user_id)  # a DM: the player's own language
        left = self.left_text(table, seat, mine)
        title = table.game.spec.title
        head = t(mine, "turn-reminder-dm" if reminder else "turn-dm", game=title)
        where = t(mine, "turn-in", channel=f"<#{channel_id(table.place)}>")
        text = f"{head} {where}.{left}\n" + table.named(
            table.game.prompt(table.state, seat, locale=mine)
        )
        return Notice(
            "turn",
            table.id,
            table.place,
            text,
            names=table.names,
            seat=seat,
            user_id=player.user_id,
            decisions=[notices.decision(table, seat)],
        )

    def left_text(self, table: Table, seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
        if not C.timed(table.clock):
            return ""
        assert table.clock is not None
        left = C.describe(C.left(table.clock, seat, self.now()), lang)
        return " " + t(lang, "turn-time-left", time=left)

    # -- pause ----------------------------------------------------------------------------------
    async def pause(self, db: Any, table: Table) -> None:
        if table.clock is not None:
            table.clock = C.pause(table.clock, self.now())
            await db.execute(
                "UPDATE sessions SET clock = ? WHERE id = ?", (json.dumps(table.clock), table.id)
            )
        await self.schedule(db, table)

    async def resume(self, db: Any, table: Table) -> None:
        if table.clock is not None:
            table.clock = C.resume(table.clock, self.now())
            await db.execute(
                "UPDATE sessions SET clock = ? WHERE id = ?", (json.dumps(table.clock), table.id)
            )
        await self.schedule(db, table)

    # -- due timers -----------------------------------------------------------------------------
    async def fire(self, timer: Any) -> list[Notice] | None:
        """Carry out a due timer (a row of ``timers``) once; returns the notices to deliver, or
        None when the timer was stale (the position moved on) and did nothing."""
        service = self.service
        table = service.by_id.get(int(timer["session_id"]))
        if table is None:
            await self._mark_fired(int(timer["id"]))
            return None
        async with table.lock:
            seat, seq = int(timer["seat"]), int(timer["seq"])
            current = (
                table.status == "running"
                and not table.paused
                and table.seq == seq
                and seat in table.waiting
            )
            if not current:  # the position moved on: a stale timer does nothing
                await self._mark_fired(int(timer["id"]))
                return None
            if timer["kind"] == "remind":
                return await self._remind(table, seat, int(timer["id"]))
            return await self._time_out(table, seat, int(timer["id"]))

    async def _mark_fired(self, timer_id: int) -> None:
        async with self.service.store.transaction() as db:
            await db.execute("UPDATE timers SET fired = 1 WHERE id = ?", (timer_id,))

    async def _remind(self, table: Table, seat: int, timer_id: int) -> list[Notice]:
        player = table.players[seat]
        public = table_language(table)  # a reminder in the channel: the table's language
        left = self.left_text(table, seat, public)
        title = table.game.spec.title
        out = [
            Notice(
                "reminder",
                table.id,
                table.place,
                t(public, "turn-reminder", user=player.user_id, game=title) + left,
                names=table.names,
                seat=seat,
                user_id=player.user_id,
                mentions=[player.user_id],
            ),
            self.turn_notice(table, seat, reminder=True),
        ]
        async with self.service.store.transaction() as db:
            await db.execute("UPDATE timers SET fired = 1 WHERE id = ?", (timer_id,))
            for notice in out:
                await self.service.store_notice(db, notice)
        return out

    async def _time_out(self, table: Table, seat: int, timer_id: int) -> list[Notice]:
        """The seat ran out of time: by the table's policy a bot plays its decision (the rules'
        default answer in a response window), or the player forfeits; after ``max_timeouts``
        timeouts in a row the seat is handed to the bot for good."""
        service, game = self.service, table.game
        player = table.players[seat]
        key = f"timeout:{table.id}:{table.seq}:{seat}"
        assert table.clock is not None
        clock = C.count_timeout(table.clock, seat)
        strikes = clock["timeouts"][seat]
        forfeit = table.settings.get("on_timeout") == "forfeit"
        dropped = forfeit or strikes >= int(table.settings.get("max_timeouts", 3))
        reason = "forfeit" if forfeit else "dropped"
        before = table.seq
        applied: list[Applied] = []
        try:
            if dropped:
                player.resigned, player.left_reason = True, reason
                game.drop(table.state, seat)
            else:
                applied = await self._play_for(table, seat, key)
            applied += await seat_bots.run(service, table)
            table.clock = clock
            self.late.add(seat)  # the commit below refills its bank (after_commit)
            name = player.name
            if dropped and forfeit:
                headline = w("timeout-forfeit", name=name)
            elif dropped:
                headline = w("timeout-dropped", name=name, count=strikes)
            else:
                headline = w("timeout-bot", name=name)
            async with service.store.transaction() as db:
                await db.execute("UPDATE timers SET fired = 1 WHERE id = ?", (timer_id,))
                if dropped:
                    await db.execute(
                        "UPDATE seats SET resigned = 1, left_reason = ? "
                        "WHERE session_id = ? AND seat = ?",
                        (reason, table.id, seat),
                    )
                out = await service.commit(db, table, applied, base_seq=before, headline=headline)
        except BaseException:
            player.resigned, player.left_reason = False, None
            await service.rebuild(table)
            raise
        log.info("session %s: seat %s timed out (%s)", table.id, seat, reason if dropped else 1)
        return out

    async def _play_for(self, table: Table, seat: int, key: str) -> list[Applied]:
        """The seat's decisions until it is no longer pending: the rules' default answer where
        there is one, else its bot's choice."""
        game, state = table.game, table.state
        applied: list[Applied] = []
        default_action = getattr(game, "default_action", None)
        while not game.is_over(state) and seat in game.pending(state) and game.legal(state, seat):
            action = default_action(state, seat) if default_action else None
            if action is None:
                seed = f"{table.seed}:{table.seq + len(applied)}:{seat}"
                action = await seat_bots.decide(self.service, table, seat, seed)
            events = game.apply(state, seat, action)
            ident = key if not applied else f"{key}:{len(applied)}"
            applied.append(Applied(seat, action, "timeout", ident, events))
            if len(applied) > 500:
                raise RuntimeError("a timed-out seat did not finish its decision")
        return applied


def channel_id(place: str) -> str:
    return place.partition(":")[2]
