"""The tournament runner: the thin layer between the pure formats and the table service.

It opens each round's tables through :class:`~bot.service.TableService` (create, seat, start),
and learns that a game finished through the service's ``finish_hooks``, which run inside the
transaction that stores the game's end: the tournament result (and the rating update, see
:func:`rate_finished_game`) commit with it or not at all, so a result is never lost or counted
twice. Pairing the next round happens afterwards, in :meth:`TournamentRunner.advance`, which is
idempotent: call it after a game ends, after a restart (:meth:`resume`), or both.

Rounds are stored when planned, before any table opens, and every step re-reads the database,
so a restart at any point resumes exactly: tables already open or running are reused (the
service restores them), missing ones are opened, finished ones are not replayed.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.service import Notice, ServiceError, Table, TableService
from bot.tournaments import formats
from bot.tournaments import ratings as rt
from bot.tournaments import store as ts
from bot.tournaments.formats import Config, ConfigError
from bot.tournaments.standings import Standing
from games.core.registry import get_game, resolve_id

log = logging.getLogger("caravanserai.tournaments")

PlaceFactory = Callable[[int, int, int], Awaitable[str]]


class TournamentError(ServiceError):
    """A tournament-level refusal, shown to the user as it is."""


async def default_place(tournament_id: int, round_no: int, tab: int) -> str:
    return f"tournament:{tournament_id}:{round_no}:{tab}"


async def rate_finished_game(db: Any, table: Table) -> None:
    """Finish hook: store each human's result and update the server's ratings for the game."""
    result = table.game.result(table.state)
    if result is None:
        return
    resigned = [p.resigned for p in table.players]
    ranks = rt.final_ranks(result.ranks, resigned)
    seats = [
        rt.Seat(p.user_id, p.is_bot, p.resigned, ranks[i]) for i, p in enumerate(table.players)
    ]
    await ts.record_game(
        db,
        session_id=table.id,
        guild=table.guild,
        game=table.game_id,
        seats=seats,
        names=table.names,
        scores=result.scores,
    )


class TournamentRunner:
    """Runs tournaments on a table service. ``place_factory`` chooses where each table is
    played (Discord: a thread per table); the default names a place without a channel. With
    ``auto_advance`` the next round is paired as soon as the last game of a round ends, and
    the notices of the games it starts go to ``notify``."""

    def __init__(
        self,
        service: TableService,
        *,
        place_factory: PlaceFactory = default_place,
        auto_advance: bool = False,
        notify: Callable[[int, list[Notice]], Awaitable[None]] | None = None,
        rate_games: bool = True,
    ) -> None:
        self.service = service
        self.store = service.store
        self.place_factory = place_factory
        self.auto_advance = auto_advance
        self.notify = notify  # gets (tournament id, notices) of rounds paired automatically
        self.finished: list[int] = []  # tournaments with a table finished since the last look
        self._lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[Any]] = set()
        service.finish_hooks.append(self._on_finish)
        if rate_games and rate_finished_game not in service.finish_hooks:
            service.finish_hooks.append(rate_finished_game)

    # -- the hook --------------------------------------------------------------------------------
    async def _on_finish(self, db: Any, table: Table) -> None:
        result = table.game.result(table.state)
        if result is None:
            return
        resigned = [p.resigned for p in table.players]
        tid = await ts.record_result(
            db,
            table.id,
            rt.final_ranks(result.ranks, resigned),
            result.scores,
            resigned,
        )
        if tid is None:
            return
        self.finished.append(tid)
        if self.auto_advance:
            task = asyncio.get_running_loop().create_task(self._after_commit(tid))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _after_commit(self, tid: int) -> None:
        # the hook runs inside the service's transaction: wait until it is over (committed or
        # rolled back) before reading anything, then pair what is due
        async with self.store.transaction():
            pass
        try:
            notices = await self.advance(tid)
        except Exception:
            # the round stays as stored; the next advance (or a restart's resume) retries
            log.exception("tournament %s: pairing the next round failed", tid)
            return
        if self.notify is not None:  # also when it only finished: the front end posts the end
            await self.notify(tid, notices)

    # -- setting up ------------------------------------------------------------------------------
    async def create(
        self,
        *,
        guild: str | None,
        place: str,
        organiser: str,
        game: str,
        config: Config,
        options: dict[str, Any] | None = None,
        name: str = "",
        rated: bool = True,
    ) -> int:
        """Open a tournament for registration; returns its id."""
        try:
            engine = get_game(resolve_id(game))
        except KeyError:
            raise TournamentError(f"Unknown game `{game}`.") from None
        spec = engine.spec
        config = dataclasses.replace(config, final_min=max(2, spec.min_players))
        try:
            config.validate(spec.min_players, spec.max_players)
            resolved = spec.resolve_options(options)
        except (ConfigError, ValueError) as exc:
            raise TournamentError(str(exc)) from None
        async with self.store.transaction() as db:
            return await ts.create_tournament(
                db,
                guild=guild,
                place=place,
                name=name or f"{spec.title} {config.format}",
                game=spec.id,
                options=resolved,
                config=config,
                rated=rated,
                organiser=organiser,
            )

    async def get(self, tournament_id: int) -> ts.Tournament:
        t = await ts.load(self.store.db, tournament_id)
        if t is None:
            raise TournamentError(f"There is no tournament #{tournament_id}.")
        return t

    async def register(self, tournament_id: int, user_id: str, name: str) -> int:
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "registering":
                raise TournamentError("Registration is closed for this tournament.")
            if t.entry_of(user_id):
                raise TournamentError("You are already registered.")
            return await ts.add_entry(db, tournament_id, user_id, name)

    async def withdraw(self, tournament_id: int, user_id: str) -> None:
        """Leave before the start (afterwards, :meth:`drop`)."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "registering":
                raise TournamentError("The tournament has started: use drop instead.")
            if not t.entry_of(user_id):
                raise TournamentError("You are not registered.")
            await db.execute(
                "DELETE FROM tournament_entries WHERE tournament_id = ? AND user_id = ?",
                (tournament_id, user_id),
            )

    async def start(self, tournament_id: int) -> list[Notice]:
        """Close registration, pair round 1 and open its tables."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "registering":
                raise TournamentError("This tournament is not waiting to start.")
            spec = get_game(t.game).spec
            least = max(spec.min_players, 2, t.config.min_table_size)
            if len(t.entries) < least:
                raise TournamentError(f"At least {least} players must register first.")
            await ts.set_status(db, tournament_id, "running")
        return await self.advance(tournament_id)

    async def cancel(self, tournament_id: int) -> None:
        """Stop the tournament (running tables stay as they are; nothing more is paired)."""
        async with self.store.transaction() as db:
            await ts.set_status(db, tournament_id, "cancelled")

    # -- during the tournament -------------------------------------------------------------------
    async def drop(self, tournament_id: int, user_id: str) -> list[Notice]:
        """The player leaves: never paired again, keeps their standing; a bot finishes their
        running game (they are placed after everyone who did not resign)."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "running":
                raise TournamentError("This tournament is not running.")
            entry = t.entry_of(user_id)
            if entry is None or entry.dropped:
                raise TournamentError("You are not playing in this tournament.")
            await db.execute(
                "UPDATE tournament_entries SET dropped_round = ? WHERE tournament_id = ?"
                " AND entry = ?",
                (t.round, tournament_id, entry.entry),
            )
        notices = await self._resign_dropped(tournament_id)
        return notices + await self.advance(tournament_id)

    async def replace(
        self, tournament_id: int, old_user: str, new_user: str, new_name: str
    ) -> None:
        """The organiser hands an entry to someone else: they keep its standing and play its
        next tables; a game already running stays with the old player (who may finish it)."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status not in ("registering", "running"):
                raise TournamentError("This tournament is over.")
            entry = t.entry_of(old_user)
            if entry is None:
                raise TournamentError("That player is not registered.")
            if t.entry_of(new_user):
                raise TournamentError("The replacement is already registered.")
            history = entry.replaced + [
                {"user_id": entry.user_id, "name": entry.name, "round": t.round}
            ]
            await db.execute(
                "UPDATE tournament_entries SET user_id = ?, name = ?, replaced = ?"
                " WHERE tournament_id = ? AND entry = ?",
                (new_user, new_name, json.dumps(history), tournament_id, entry.entry),
            )

    async def advance(self, tournament_id: int) -> list[Notice]:
        """Record any game that finished without its hook, open whatever the current round
        still needs; once it has finished, pair the next round (or finish the tournament). Safe
        to call at any time, any number of times."""
        async with self._lock:
            notices: list[Notice] = []
            await self._reconcile(tournament_id)
            while True:
                notices += await self._open_tables(tournament_id)
                async with self.store.transaction() as db:
                    t = await ts.load(db, tournament_id)
                    if t is None or t.status != "running":
                        return notices
                    if t.rounds and not t.rounds[-1].finished:
                        return notices
                    plan = formats.next_round(t.config, t.entry_ids, t.rounds, t.dropped)
                    if plan is None:
                        await ts.set_status(db, tournament_id, "finished")
                        return notices
                    await ts.save_round(
                        db, tournament_id, plan.number, plan.tables, plan.byes, plan.final
                    )

    async def resume(self) -> list[Notice]:
        """After a restart (once ``service.load()`` ran): carry on every running tournament."""
        notices: list[Notice] = []
        for tid in await ts.running_ids(self.store.db):
            notices += await self.advance(tid)
        return notices

    async def settle(self) -> None:
        """Wait for the rounds that ``auto_advance`` is pairing (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks))

    async def standings(self, tournament_id: int) -> list[Standing]:
        t = await self.get(tournament_id)
        return formats.current_standings(t.config, t.entry_ids, t.rounds, t.dropped)

    # -- internals -------------------------------------------------------------------------------
    async def _open_tables(self, tournament_id: int) -> list[Notice]:
        t = await self.get(tournament_id)
        if t.status != "running":
            return []
        notices: list[Notice] = []
        for row in t.current_tables():
            if row.result is None:
                notices += await self._open_table(t, row)
        return notices + await self._resign_dropped(tournament_id)

    async def _open_table(self, t: ts.Tournament, row: ts.TableRow) -> list[Notice]:
        place = row.place
        if place is None:
            place = await self.place_factory(t.id, row.round, row.tab)
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE tournament_tables SET place = ? WHERE tournament_id = ? AND round = ?"
                    " AND tab = ?",
                    (place, t.id, row.round, row.tab),
                )
        entries = t.by_entry()
        seated = [entries[e] for e in row.entries]
        seed = f"{t.config.seed}:{t.id}:{row.round}:{row.tab}"
        table = self.service.table_at(place)
        # ours: the session this row links, or (a restart between creating and linking it) the
        # session at its place with its seed
        if table is not None and (table.seed != seed or row.session_id not in (None, table.id)):
            if table.status in ("open", "running"):
                raise TournamentError(f"{place} already has another game.")
            table = None
        if table is None:
            first = seated[0]
            table = await self.service.create(
                place,
                t.game,
                first.user_id,
                first.name,
                options=t.options,
                seats=len(seated),
                guild=t.guild,
                seed=seed,
                settings={"speed": t.config.speed},
            )
        if row.session_id != table.id:
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE tournament_tables SET session_id = ? WHERE tournament_id = ?"
                    " AND round = ? AND tab = ?",
                    (table.id, t.id, row.round, row.tab),
                )
                await ts.set_rated(db, table.id, t.rated)
        if table.status != "open":
            return []
        for e in seated[len(table.players) :]:
            await self.service.join(place, e.user_id, e.name)
        expected = [e.user_id for e in seated]
        if [p.user_id for p in table.players] != expected:
            raise TournamentError(f"The seats at {place} do not match the pairing.")
        return (await self.service.start(place, table.creator, is_moderator=True)).notices

    async def _resign_dropped(self, tournament_id: int) -> list[Notice]:
        """Hand each dropped player's seat in a running tournament game to a bot."""
        t = await self.get(tournament_id)
        by_entry = t.by_entry()
        notices: list[Notice] = []
        for row in t.current_tables():
            if row.result is not None or row.place is None:
                continue
            table = self.service.table_at(row.place)
            if table is None or table.status != "running":
                continue
            for seat, e in enumerate(row.entries):
                player = table.players[seat]
                if by_entry[e].dropped and not player.resigned and not player.is_bot:
                    notices += (await self.service.resign(row.place, player.user_id)).notices
        return notices

    async def _reconcile(self, tournament_id: int) -> None:
        """Record tables whose session finished while no runner was listening."""
        t = await self.get(tournament_id)
        for row in t.current_tables():
            if row.result is not None or row.session_id is None:
                continue
            session = await self.store.fetchone(
                "SELECT id, result FROM sessions WHERE id = ? AND status = 'finished'"
                " AND result IS NOT NULL",
                (row.session_id,),
            )
            if session is None:
                continue
            result = json.loads(session["result"])
            seats = await self.store.fetchall(
                "SELECT resigned FROM seats WHERE session_id = ? ORDER BY seat", (session["id"],)
            )
            resigned = [bool(s["resigned"]) for s in seats]
            async with self.store.transaction() as db:
                await ts.record_result(
                    db,
                    int(session["id"]),
                    rt.final_ranks(result["ranks"], resigned),
                    result["scores"],
                    resigned,
                )
