"""The table service: one game session per place (a Discord channel or thread, or a console),
transport-agnostic.

Front ends (Discord cog, console) call these coroutines and deliver the :class:`Notice` objects
they get back. The service owns the truth: it validates through the engine, appends the action
(and any bot moves it triggers) to the log and writes the resulting notices to the outbox in one
transaction, *then* returns them. Nothing is announced that is not committed, and a restart
finds every unsent notice in the outbox (:meth:`TableService.undelivered`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from bot.ops import metrics
from bot.ops.bot_pool import BotPool
from bot.store.sqlite import Store, now
from bot.table import clock as C
from bot.table import notices, restore, seat_bots, writes
from bot.table.model import Applied, Notice, Outcome, Player, ServiceError, Table
from bot.table.timekeeping import Timekeeper, resolve_settings
from games.core import ActionError, Game
from games.core.protocol import OptionError, normalize, short
from games.core.registry import game_ids, get_game, resolve_id
from i18n.words import Words, english, w

__all__ = ["Applied", "Notice", "Outcome", "Player", "ServiceError", "Table", "TableService"]

log = logging.getLogger("caravanserai.service")


class TableService:
    def __init__(
        self,
        store: Store,
        *,
        snapshot_every: int = 25,
        bot_factory: Callable[[str], Any] | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        """``clock`` gives the time in seconds (tests inject one they move forward by days)."""
        self.store = store
        self.now: Callable[[], float] = clock or now
        self.time = Timekeeper(self)
        self.snapshot_every = snapshot_every
        self.tables: dict[str, Table] = {}
        self.by_id: dict[int, Table] = {}
        self.bot_factory = bot_factory
        self.bot_pool: BotPool | None = None  # set by the bot: decisions in worker processes
        self._places_lock = asyncio.Lock()
        self.unrestored: dict[str, int] = {}  # place -> session id whose replay failed
        # hook(db, table), awaited inside the transaction that stores a game's end (tournament
        # results, ratings): they commit with it or not at all
        self.finish_hooks: list[Callable[[Any, Table], Awaitable[None]]] = []
        # guard(table, "pause"|"resume"|"cancel") raises for a non-moderator when the table
        # belongs to something else (a tournament: bot/tournaments/runner.py)
        self.table_guard: Callable[[Table, str], Awaitable[None]] | None = None
        # after load(): replay every restored log in the background (a snapshot is a shortcut,
        # the log the truth); the task is kept here
        self.verify_on_load = True
        self.verifying: asyncio.Future[int] | None = None

    # -- lookup -----------------------------------------------------------------------------------
    def table_at(self, place: str) -> Table | None:
        return self.tables.get(place)

    def require(self, place: str) -> Table:
        table = self.tables.get(place)
        if table is None:
            raise ServiceError("svc-no-game")
        return table

    # -- restart --------------------------------------------------------------------------------
    async def load(self) -> int:
        """Rebuild every open or running table from the database (seed + options + seats + log;
        from the latest snapshot, the whole logs replayed in the background: bot/table/restore.py).
        Returns the number of tables restored."""
        return await restore.load_all(self)

    async def _load_row(self, row: Any) -> Table:
        return await restore.load_row(self, row)

    async def undelivered(self) -> list[Notice]:
        """Notices committed but not yet marked delivered (e.g. the bot stopped in between)."""
        return [Notice.from_json(p, i) for i, p in await self.store.unsent_outbox()]

    async def delivered(self, notice: Notice) -> None:
        if notice.id is not None:
            await self.store.mark_sent(notice.id)

    # -- table management -------------------------------------------------------------------------
    async def create(
        self,
        place: str,
        game_name: str,
        user_id: str,
        user_name: str,
        *,
        options: dict[str, Any] | None = None,
        seats: int | None = None,
        guild: str | None = None,
        seed: str | None = None,
        settings: dict[str, Any] | None = None,
    ) -> Table:
        """Open a table; its creator takes seat 1. ``settings`` are the host's (speed,
        on_timeout, max_timeouts), apart from the game's ``options``."""
        host_settings = resolve_settings(settings)
        game, resolved, max_seats = self._new_game(game_name, options, seats)
        async with self._places_lock:
            if place in self.unrestored:
                raise ServiceError("svc-not-restored", table=self.unrestored[place])
            existing = self.tables.get(place)
            if existing is not None and existing.status in ("open", "running"):
                raise ServiceError(
                    "svc-channel-taken", game=existing.game.spec.title, status=existing.status
                )
            table = Table(
                id=0,
                place=place,
                guild=guild,
                game=game,
                options=resolved,
                seed=seed or secrets.token_hex(8),
                max_seats=max_seats,
                creator=user_id,
                status="open",
                rules_version=game.spec.version,
                players=[Player(user_id, user_name)],
                settings=host_settings,
            )
            table.id = await self._insert_table(table)
            self.adopt(table)
            return table

    @staticmethod
    def _new_game(
        game_name: str, options: dict[str, Any] | None, seats: int | None
    ) -> tuple[Game[Any], dict[str, Any], int]:
        """The game, its options resolved and its number of seats, or the refusal."""
        try:
            game = get_game(resolve_id(game_name))
        except KeyError:
            raise ServiceError(
                "unknown-game", game=short(game_name), games=", ".join(game_ids())
            ) from None
        spec = game.spec
        try:
            resolved = spec.resolve_options(options)
        except OptionError as exc:
            raise ServiceError(exc.msg[0], **exc.msg[1]) from None
        max_seats = seats or spec.max_players
        if not spec.min_players <= max_seats <= spec.max_players:
            raise ServiceError(
                "svc-players",
                game=spec.title,
                min=spec.min_players,
                max=spec.max_players,
                seats=max_seats,
            )
        return game, resolved, max_seats

    async def _insert_table(self, table: Table) -> int:
        """Store a new table and its creator's seat; returns its session id."""
        t = self.now()
        async with self.store.transaction() as db:
            cur = await db.execute(
                "INSERT INTO sessions(place, guild, game, rules_version, options, seed, max_seats,"
                " creator, status, created_at, updated_at, settings)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    table.place,
                    table.guild,
                    table.game.spec.id,
                    table.rules_version,
                    json.dumps(table.options),
                    table.seed,
                    table.max_seats,
                    table.creator,
                    "open",
                    t,
                    t,
                    json.dumps(table.settings),
                ),
            )
            session_id = int(cur.lastrowid or 0)
            creator = table.players[0]
            await db.execute(
                "INSERT INTO seats(session_id, seat, user_id, name) VALUES (?,?,?,?)",
                (session_id, 0, creator.user_id, creator.name),
            )
        return session_id

    async def join(
        self, place: str, user_id: str, user_name: str, *, bot: bool = False, level: str = ""
    ) -> Table:
        """Take the next free seat (``bot=True`` adds a bot seat at ``level``, default the
        table's; ``user_id`` is then who asked)."""
        table = self.require(place)
        async with table.lock:
            if table.status != "open":
                raise ServiceError("svc-started-watch")
            if len(table.players) >= table.max_seats:
                raise ServiceError("svc-table-full", seats=table.max_seats)
            if bot:
                n = sum(1 for p in table.players if p.is_bot) + 1
                player = Player(f"bot:{table.id}:{n}", f"Bot {n}", True, bot_level=level or None)
            else:
                if table.seats_of(user_id):
                    raise ServiceError("svc-already-seated")
                player = Player(user_id, user_name)
            seat = len(table.players)
            async with self.store.transaction() as db:
                row = (
                    table.id,
                    seat,
                    player.user_id,
                    player.name,
                    int(player.is_bot),
                    level or None,
                )
                await db.execute(
                    "INSERT INTO seats(session_id, seat, user_id, name, is_bot, bot_level)"
                    " VALUES (?,?,?,?,?,?)",
                    row,
                )
                await self._touch(db, table)
            table.players.append(player)
            return table

    async def leave(self, place: str, user_id: str) -> Table:
        """Leave a table that has not started (the creator cancels instead)."""
        table = self.require(place)
        async with table.lock:
            if table.status != "open":
                raise ServiceError("svc-use-resign")
            mine = table.seats_of(user_id)
            if not mine:
                raise ServiceError("svc-not-seated")
            if user_id == table.creator:
                raise ServiceError("svc-creator-cancels")
            remaining = [p for p in table.players if p.user_id != user_id]
            async with self.store.transaction() as db:
                await db.execute("DELETE FROM seats WHERE session_id = ?", (table.id,))
                for i, p in enumerate(remaining):
                    await db.execute(
                        "INSERT INTO seats(session_id, seat, user_id, name, is_bot) VALUES (?,?,?,?,?)",
                        (table.id, i, p.user_id, p.name, int(p.is_bot)),
                    )
                await self._touch(db, table)
            table.players = remaining  # only once the seats are stored
            return table

    async def start(self, place: str, user_id: str, *, is_moderator: bool = False) -> Outcome:
        table = self.require(place)
        async with table.lock:
            if table.status != "open":
                raise ServiceError("svc-already-started")
            if user_id != table.creator and not is_moderator:
                raise ServiceError("svc-start-not-allowed")
            spec = table.game.spec
            if len(table.players) < spec.min_players:
                raise ServiceError(
                    "svc-needs-players",
                    game=spec.title,
                    min=spec.min_players,
                    seated=len(table.players),
                )
            state = table.game.new(len(table.players), table.seed, table.options)
            table.state, table.seq, table.status = state, 0, "running"
            speed = table.settings.get("speed", C.DEFAULT_SPEED)
            table.clock = C.new(speed, len(table.players)) if C.SPEEDS[speed].timed else None
            try:
                applied = await seat_bots.run(self, table)
                told = await self.time.told_by_dm(table, applied)
                async with self.store.transaction() as db:
                    await db.execute(
                        "UPDATE sessions SET status = 'running', updated_at = ? WHERE id = ?",
                        (self.now(), table.id),
                    )
                    notices = await self.commit(db, table, applied, started=True, told_by_dm=told)
            except BaseException:
                table.state, table.seq, table.status, table.clock = None, 0, "open", None
                raise
            return Outcome(w("svc-started", game=spec.title), notices)

    async def cancel(self, place: str, user_id: str, *, is_moderator: bool = False) -> Outcome:
        table = self.require(place)
        async with table.lock:
            if user_id != table.creator and not is_moderator:
                raise ServiceError("svc-cancel-not-allowed")
            if self.table_guard and not is_moderator:
                await self.table_guard(table, "cancel")
            if table.status not in ("open", "running"):
                raise ServiceError("svc-cancel-over")
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE sessions SET status = 'cancelled', updated_at = ? WHERE id = ?",
                    (self.now(), table.id),
                )
                words = w("svc-cancelled-notice", game=table.game.spec.title)
                notice = Notice("public", table.id, place, english(words), words=words)
                await self.store_notice(db, notice)
            table.status = "cancelled"
            self.vacate(table)
            return Outcome(w("svc-cancelled"), [notice])

    async def resign(self, place: str, user_id: str) -> Outcome:
        """The player's seat is handed to a bot; they are ranked after everyone who did not resign."""
        table = self.require(place)
        async with table.lock:
            if table.status != "running":
                raise ServiceError("svc-use-leave")
            mine = [s for s in table.seats_of(user_id) if not table.players[s].resigned]
            if not mine:
                raise ServiceError("svc-no-seat")
            for seat in mine:
                table.players[seat].resigned = True
                table.players[seat].left_reason = "resigned"
                table.game.drop(table.state, seat)
            try:
                applied = await seat_bots.run(self, table)
                async with self.store.transaction() as db:
                    for seat in mine:
                        await db.execute(
                            "UPDATE seats SET resigned = 1, left_reason = 'resigned'"
                            " WHERE session_id = ? AND seat = ?",
                            (table.id, seat),
                        )
                    notices = await self.commit(
                        db,
                        table,
                        applied,
                        headline=w("svc-resigned-headline", name=table.players[mine[0]].name),
                    )
            except BaseException:
                for seat in mine:
                    table.players[seat].resigned = False
                    table.players[seat].left_reason = None
                await self.rebuild(table)
                raise
            return Outcome(w("svc-resigned"), notices)

    # -- when the place itself fails --------------------------------------------------
    async def pause(
        self, place: str, reason: str, *, by: str | None = None, is_moderator: bool = False
    ) -> Table | None:
        """Stop a table: moves are refused with ``reason`` and clocks stop until :meth:`resume`.
        ``by`` a person (creator or moderator, a holiday); else the front end cannot reach its
        place (permissions, a locked thread): then what was not delivered is dropped, and
        resuming posts the position afresh."""
        table = self.tables.get(place) if by is None else self.require(place)
        if table is None or table.status not in ("open", "running"):
            if by is not None:
                raise ServiceError("svc-pause-ended")
            return None
        if by is not None and by != table.creator and not is_moderator:
            raise ServiceError("svc-pause-not-allowed")
        if by is not None and self.table_guard and not is_moderator:
            await self.table_guard(table, "pause")
        if by is not None and table.paused:
            raise ServiceError("svc-already-paused", why=table.paused)
        async with table.lock, self.store.transaction() as db:
            await db.execute(
                "UPDATE sessions SET paused = ?, paused_by = ?, updated_at = ? WHERE id = ?",
                (reason, by, self.now(), table.id),
            )
            if by is None:  # dropped: an outbox row only exists to be delivered
                await db.execute(
                    "DELETE FROM outbox WHERE session_id = ? AND sent = 0", (table.id,)
                )
            table.paused = reason
            await self.time.pause(db, table)
        return table

    async def resume(self, place: str, user_id: str, *, is_moderator: bool = False) -> Outcome:
        """Lift a pause (creator or moderator): the current position is posted again."""
        table = self.require(place)
        async with table.lock:
            if user_id != table.creator and not is_moderator:
                raise ServiceError("svc-resume-not-allowed")
            if self.table_guard and not is_moderator:
                await self.table_guard(table, "resume")
            if not table.paused:
                raise ServiceError("svc-not-paused")
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE sessions SET paused = NULL, paused_by = NULL, updated_at = ? WHERE id = ?",
                    (self.now(), table.id),
                )
                table.paused = None
                await self.time.resume(db, table)
                out = []
                if table.status == "running":
                    out = notices.build(
                        table, [], headline=w("svc-resumes-headline"), now=self.now()
                    )
                    for notice in out:
                        await self.store_notice(db, notice)
            return Outcome(w("svc-resumed"), out)

    async def abandon(self, place: str) -> Table | None:
        """The place is gone (channel or thread deleted, bot removed from the server): the table
        is kept in the database as ``abandoned`` and nothing of it is retried or restored."""
        table = self.tables.get(place)
        if table is None:
            return None
        async with table.lock, self.store.transaction() as db:
            if table.status in ("open", "running"):
                await db.execute(
                    "UPDATE sessions SET status = 'abandoned', updated_at = ? WHERE id = ?",
                    (self.now(), table.id),
                )
                table.status = "abandoned"
            await db.execute("DELETE FROM outbox WHERE session_id = ? AND sent = 0", (table.id,))
        self.vacate(table)
        return table

    def places_in_guild(self, guild: str) -> list[str]:
        return [place for place, table in self.tables.items() if table.guild == guild]

    # -- moves ----------------------------------------------------------------------------------
    def resolve_seat(self, table: Table, user_id: str, seat: int | None = None) -> int:
        """The seat ``user_id`` acts for. A user with several seats (console hot-seat) must be
        acting for one that has something to decide, or name it."""
        mine = [s for s in table.seats_of(user_id) if not table.players[s].automated]
        if not mine:
            raise ServiceError("svc-not-playing")
        if seat is not None:
            if seat not in mine:
                raise ServiceError("svc-own-seat")
            return seat
        if len(mine) == 1:
            return mine[0]
        for s in table.game.pending(table.state):
            if s in mine and table.game.legal(table.state, s):
                return s
        return mine[0]

    def legal_for(self, place: str, user_id: str, seat: int | None = None) -> list[tuple[str, str]]:
        """(action, label) pairs this user may play now; empty when nothing (never raises)."""
        table = self.tables.get(place)
        if table is None or table.status != "running" or table.game.is_over(table.state):
            return []
        try:
            s = self.resolve_seat(table, user_id, seat)
        except ServiceError:
            return []
        game, lang = table.game, notices.player_language(table, user_id)  # the reader's words
        return [(a, notices.label(table, s, a, lang)) for a in game.legal(table.state, s)]

    async def move(
        self,
        place: str,
        user_id: str,
        text: str,
        *,
        interaction_id: str | None = None,
        seat: int | None = None,
        expected_seq: int | None = None,
    ) -> Outcome:
        """Play ``text`` for the user's seat. Raises ServiceError or ActionError on refusal, in
        which case nothing changed. ``expected_seq`` (from a button) refuses stale decisions."""
        if interaction_id and await self.store.interaction_used(interaction_id):
            # already applied: here, at another table, or before a restart that ended the game
            return Outcome(w("move-already-applied"), duplicate=True)
        table = self.require(place)
        async with table.lock:
            if interaction_id and interaction_id in table.interaction_ids:
                return Outcome(w("move-already-applied"), duplicate=True)
            if table.status != "running":
                raise ServiceError("not-started" if table.status == "open" else "game-over")
            if table.paused:
                raise ServiceError("svc-paused", why=table.paused)
            acting = self.resolve_seat(table, user_id, seat)
            if expected_seq is not None and expected_seq != table.seq:
                raise ServiceError("buttons-stale")
            action = normalize(text)
            if not action:
                raise ServiceError("svc-type-a-move")
            before = table.seq
            try:
                # what was typed, as the canonical step(s) the log stores (`title couns` →
                # `title counselor_to_the_caliph`); validates, the state untouched on refusal
                steps = table.game.steps(table.state, acting, action)
                applied = [
                    Applied(
                        acting,
                        step,
                        user_id,
                        interaction_id if i == 0 else None,
                        table.game.apply(table.state, acting, step),
                    )
                    for i, step in enumerate(steps)
                ]
            except ActionError as exc:
                exc.message = table.named(exc.message)
                exc.args = (exc.message,)
                raise
            except Exception:
                # the action text may be secret (a kept hand): log where, not what
                log.exception("engine error in session %s at move %s", table.id, table.seq + 1)
                await self.rebuild(table)
                raise ServiceError("svc-engine-failed") from None
            try:
                applied += await seat_bots.run(self, table)
                told = await self.time.told_by_dm(table, applied)
                async with self.store.transaction(batch=self._batch_ok(table)) as db:
                    notices = await self.commit(
                        db, table, applied, base_seq=before, told_by_dm=told
                    )
            except BaseException:
                await self.rebuild(table)
                # the same interaction committed at another table a moment ago (ids are unique)
                if interaction_id and await self.store.interaction_used(interaction_id):
                    return Outcome(w("move-already-applied"), duplicate=True)
                raise
            if interaction_id:
                table.interaction_ids.add(interaction_id)
            moves = " · ".join(a.action for a in applied[: len(steps)])
            return Outcome(w("svc-played", moves=moves), notices)

    def _batch_ok(self, table: Table) -> bool:
        """Whether this commit's writes can run as one batch: not when the game has ended and
        the finish hooks (tournaments, ratings) must read and write inside the transaction."""
        return not (self.finish_hooks and table.game.is_over(table.state))

    # -- the write path: every change to a table (a move, a clock's timeout, an undo, a
    # tournament's adjudication, a restart) goes through these, so how a move commits is
    # decided here once
    def adopt(self, table: Table) -> None:
        """Make ``table`` the one at its place and findable by id (a restored or moved table)."""
        self.tables[table.place] = table
        self.by_id[table.id] = table

    async def rebuild(self, table: Table) -> None:
        """Restore the in-memory state from the stored log (after a failed write or engine bug)."""
        fresh = await self._load_row(
            await self.store.fetchone("SELECT * FROM sessions WHERE id = ?", (table.id,))
        )
        table.state, table.seq, table.status = fresh.state, fresh.seq, fresh.status
        table.players = fresh.players
        table.private_digest = fresh.private_digest

    # -- committing and announcing ---------------------------------------------------------------
    async def commit(
        self,
        db: Any,
        table: Table,
        applied: list[Applied],
        *,
        base_seq: int | None = None,
        started: bool = False,
        headline: Words | None = None,
        told_by_dm: frozenset[int] = frozenset(),
    ) -> list[Notice]:
        """Append ``applied`` to the log, snapshot, write notices to the outbox (all inside the
        caller's transaction) and return the notices. ``told_by_dm``: the seats this commit's
        turn DMs reach (:meth:`Timekeeper.told_by_dm`), whom the channel need not ping."""
        seq = table.seq if base_seq is None else base_seq
        t = self.now()
        for a in applied:
            seq += 1
            await db.execute(
                "INSERT INTO actions(session_id, seq, seat, action, actor, interaction_id, at)"
                " VALUES (?,?,?,?,?,?,?)",
                (table.id, seq, a.seat, a.action, a.actor, a.interaction_id, t),
            )
        game, state = table.game, table.state
        if applied and (
            seq // self.snapshot_every != (seq - len(applied)) // self.snapshot_every
            or game.is_over(state)
        ):
            encoded = game.encode(state)  # once, for the row and its hash (= state_hash)
            await db.execute(
                "INSERT OR REPLACE INTO snapshots(session_id, seq, state, hash) VALUES (?,?,?,?)",
                (table.id, seq, json.dumps(encoded), restore.json_hash(encoded)),
            )
            # restarts start from the latest; older ones only grew the database
            await db.execute(
                "DELETE FROM snapshots WHERE session_id = ? AND seq < ?", (table.id, seq)
            )
        over = game.is_over(state)
        if over:
            result = game.result(state)
            await db.execute(
                "UPDATE sessions SET status = 'finished', result = ?, updated_at = ? WHERE id = ?",
                (json.dumps(result.to_json() if result else None), t, table.id),
            )
            for hook in self.finish_hooks:
                await hook(db, table)
        table.seq = seq
        metrics.moves.labels(game.spec.id).inc(len(applied))
        # the clocks move first: the line under the board shows whose clock runs now
        turn_dms = await self.time.after_commit(db, table, applied)
        out = notices.build(
            table,
            applied,
            started=started,
            headline=headline,
            now=self.now(),
            told_by_dm=told_by_dm,
        )
        if not over:
            await db.execute(
                "UPDATE sessions SET updated_at = ?, digests = ? WHERE id = ?",
                (self.now(), writes.digests_json(table), table.id),
            )
        out = notices.one_dm_each(out + turn_dms, told_by_dm)
        for notice in out:
            await self.store_notice(db, notice)
        if over:
            table.status = "finished"  # stays visible (`/game board`) until a new table replaces it
        return out

    async def store_notice(self, db: Any, notice: Notice) -> None:
        """Queue ``notice`` in the outbox inside the caller's transaction (delivered after it commits)."""
        await writes.store_notice(db, notice, self.now())

    async def _touch(self, db: Any, table: Table) -> None:
        await db.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (self.now(), table.id))

    def vacate(self, table: Table) -> None:
        """Free ``table``'s place (it stays findable by id until the process forgets it)."""
        if self.tables.get(table.place) is table:
            del self.tables[table.place]

    def decision(self, table: Table, seat: int, *, public: bool = False) -> dict[str, Any]:
        return notices.decision(table, seat, public=public)

    def status_text(self, place: str) -> str:
        return notices.status_text(self.require(place), self.now())

    def tables_of(self, user_id: str, guild: str | None) -> list[Table]:
        """The running tables of a server where ``user_id`` sits (``/games``)."""
        return [
            t
            for t in self.by_id.values()
            if t.status == "running"
            and self.tables.get(t.place) is t
            and (guild is None or t.guild == guild)
            and any(p.user_id == user_id and not p.automated for p in t.players)
        ]

    def result_text(self, table: Table) -> str:
        return notices.result_text(table)

    async def log_of(self, table_id: int) -> list[tuple[int, str]]:
        rows = await self.store.fetchall(
            "SELECT seat, action FROM actions WHERE session_id = ? ORDER BY seq", (table_id,)
        )
        return [(r["seat"], r["action"]) for r in rows]
