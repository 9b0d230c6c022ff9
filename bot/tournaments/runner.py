"""The tournament runner: the thin layer between the pure formats and the table service.

It opens each round's tables through :class:`~bot.table.service.TableService` (create, seat, start),
and learns that a game finished through the service's ``finish_hooks``, which run inside the
transaction that stores the game's end: the tournament result (and the rating update, see
:func:`rate_finished_game`) commit with it or not at all, so a result is never lost or counted
twice. Pairing the next round happens afterwards, in :meth:`TournamentRunner.advance`, which is
idempotent: call it after a game ends, after a restart (:meth:`resume`), or both.

Rounds are stored when planned, before any table opens, and every step re-reads the database,
so a restart at any point resumes exactly: tables already open or running are reused (the
service restores them), missing ones are opened, finished ones are not replayed.

Tournaments that always finish: each table deals from its own secret seed
(:mod:`bot.tournaments.seeds`); a table whose place failed to open is retried with backoff by a
tournament timer (:mod:`bot.tournaments.deadlines`) while the others play; a table whose thread
was deleted continues in a new thread from its current position, and one cancelled is
adjudicated (:mod:`bot.tournaments.adjudicate`) — never dealt again; rounds have deadlines;
tournament tables belong to the tournament (:meth:`TournamentRunner.guard`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from bot.ops import ownership
from bot.table import languages, restore, writes
from bot.table.service import Notice, Table, TableService
from bot.tournaments import adjudicate as adj
from bot.tournaments import deadlines as dl
from bot.tournaments import formats
from bot.tournaments import messages as wd
from bot.tournaments import ratings as rt
from bot.tournaments import seeds as sd
from bot.tournaments import store as ts
from bot.tournaments.formats import Config, ConfigError
from bot.tournaments.messages import Listed, TournamentError, Worded, Words, said, say, w
from bot.tournaments.standings import Standing
from games.core.protocol import OptionError
from games.core.registry import get_game, resolve_id

log = logging.getLogger("caravanserai.tournaments")

PlaceFactory = Callable[[int, int, int], Awaitable[str]]
# tables of a round opened at once: each waits on Discord (its thread) and the database, so a
# round of 50 opens in a fraction of the time; the delivery's rate limits are unchanged
OPEN_AT_ONCE = 8


class PlaceRefused(Exception):
    """The front end could not make a table's place (e.g. Discord refused the thread)."""


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
    the notices of the games it starts go to ``notify``; ``announce`` posts a line in a
    tournament's channel (deadline reminders, adjudications, drops)."""

    def __init__(
        self,
        service: TableService,
        *,
        place_factory: PlaceFactory = default_place,
        auto_advance: bool = False,
        notify: Callable[[int, list[Notice]], Awaitable[None]] | None = None,
        announce: Callable[[int, str], Awaitable[None]] | None = None,
        rate_games: bool = True,
        seed_source: sd.SeedSource = sd.new_seed,
    ) -> None:
        self.service = service
        self.store = service.store
        self.place_factory = place_factory
        self.auto_advance = auto_advance
        self.notify = notify  # gets (tournament id, notices) of rounds paired automatically
        self.announce = announce
        self.new_seed = seed_source
        self.finished: list[int] = []  # tournaments with a table finished since the last look
        self.report: dict[int, list[Words]] = {}  # what the last advance did, for the organiser
        self.on_change: Callable[[], None] | None = None  # the scheduler's wake-up
        # takes each table's first posts as soon as it opens (the front end sends them at
        # once); None: they come back with the round's, as a caller without a courier needs
        self.on_opened: Callable[[list[Notice]], None] | None = None
        self.deadlines = dl.Deadlines(self)
        self._lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[Any]] = set()
        service.finish_hooks.append(self._on_finish)
        if rate_games and rate_finished_game not in service.finish_hooks:
            service.finish_hooks.append(rate_finished_game)
        service.table_guard = self.guard

    def now(self) -> float:
        return self.service.now()

    # -- the hooks -------------------------------------------------------------------------------
    async def guard(self, table: Table, what: str) -> None:
        """Service policy: a running tournament table belongs to the tournament. Its seated
        players cannot pause, resume or cancel it (a cancel would be a free re-deal for a losing
        player); organisers use ``/tournament pause|resume|score``, moderators ``/game``."""
        row = await self.store.fetchone(
            "SELECT tournament_id FROM tournament_tables WHERE session_id = ? AND result IS NULL",
            (table.id,),
        )
        if row is not None:  # words: the front end says them in the caller's language
            raise TournamentError(
                "tourn-guard", id=row["tournament_id"], what=w("tourn-verb", verb=what)
            )

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
            await ts.refuse_if_recorded(db, table.id)
            return
        await self._drop_timed_out(db, tid, table)
        self.finished.append(tid)
        if self.auto_advance:
            self._spawn(self._after_commit(tid))

    async def _drop_timed_out(self, db: Any, tid: int, table: Table) -> None:
        """A player the game dropped for timeouts (or who forfeited) leaves the tournament too
        (``drop_after_timeouts``): never paired again, their standing kept."""
        t = await ts.load(db, tid)
        if t is None or not t.config.drop_after_timeouts:
            return
        gone = []
        for p in table.players:
            e = t.entry_of(p.user_id)
            if p.left_reason in ("dropped", "forfeit") and e is not None and not e.dropped:
                await ts.drop_entry(db, tid, e.entry, t.round, "timeouts")
                gone.append(p.user_id)
        if gone:
            text = ", ".join(f"<@{u}>" for u in gone)
            self._spawn(
                self._say_after_commit(tid, w("tourn-timeouts-drop", players=text, count=len(gone)))
            )

    async def _say_after_commit(self, tid: int, text: Words) -> None:
        async with self.store.transaction():
            pass  # the drop is committed (or rolled back: then nothing is said)
        t = await self.get(tid)
        if any(e.dropped_why == "timeouts" for e in t.entries):
            await self.say(t, text)

    async def place_gone(self, session_id: int) -> None:
        """The front end lost a table's place for good (thread deleted): if it is a tournament
        table, it continues in a new one (in the background, like a round being paired)."""
        row = await self.store.fetchone(
            "SELECT tournament_id FROM tournament_tables WHERE session_id = ? AND result IS NULL",
            (session_id,),
        )
        if row is not None:
            self._spawn(self._after_commit(int(row["tournament_id"])))

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
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

    async def say(self, t: ts.Tournament, words: Words) -> None:
        """A line in the tournament's channel (if the front end gave a way), in the
        tournament's language."""
        if self.announce is not None:
            try:
                await self.announce(t.id, said(t.config.language, words))
            except Exception:
                log.exception("tournament %s: announcement failed", t.id)

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
            raise TournamentError("tourn-unknown-game", game=game) from None
        spec = engine.spec
        config = dataclasses.replace(config, final_min=max(2, spec.min_players))
        try:
            config.validate(spec.min_players, spec.max_players)
            resolved = spec.resolve_options(options)
        except ConfigError as exc:
            raise TournamentError(exc.words[0], **exc.words[1]) from None
        except OptionError as exc:
            raise TournamentError(exc.msg[0], **exc.msg[1]) from None
        except ValueError as exc:
            raise TournamentError("tourn-verbatim", text=str(exc)) from None
        default_name = say(
            config.language,
            "tourn-default-name",
            game=spec.title,
            format=w("tourn-format", format=config.format),
        )
        async with self.store.transaction() as db:
            return await ts.create_tournament(
                db,
                guild=guild,
                place=place,
                name=name or default_name,
                game=spec.id,
                options=resolved,
                config=config,
                rated=rated,
                organiser=organiser,
            )

    async def get(self, tournament_id: int) -> ts.Tournament:
        t = await ts.load(self.store.db, tournament_id)
        if t is None:
            raise TournamentError("tourn-no-such", id=tournament_id)
        return t

    async def register(self, tournament_id: int, user_id: str, name: str) -> int:
        """Register; beyond the cap the player joins the waiting list (returns the entry)."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "registering":
                raise TournamentError("tourn-registration-closed")
            if t.entry_of(user_id, waiting=True):
                raise TournamentError("tourn-already-registered")
            full = bool(t.config.cap) and len(t.entries) >= t.config.cap
            return await ts.add_entry(db, tournament_id, user_id, name, waiting=full)

    async def waiting_place(self, tournament_id: int, user_id: str) -> int | None:
        """1-based place on the waiting list, or None when seated."""
        t = await self.get(tournament_id)
        ids = [e.user_id for e in t.waiting]
        return ids.index(user_id) + 1 if user_id in ids else None

    async def withdraw(self, tournament_id: int, user_id: str) -> str | None:
        """Leave before the start (afterwards, :meth:`drop`). Returns the user id of whoever
        took the freed place from the waiting list."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "registering":
                raise TournamentError("tourn-started-use-drop")
            e = t.entry_of(user_id, waiting=True)
            if e is None:
                raise TournamentError("tourn-not-registered")
            await db.execute(
                "DELETE FROM tournament_entries WHERE tournament_id = ? AND entry = ?",
                (tournament_id, e.entry),
            )
            if e.waiting or not t.waiting:
                return None
            first = t.waiting[0]
            await db.execute(
                "UPDATE tournament_entries SET waiting = 0 WHERE tournament_id = ? AND entry = ?",
                (tournament_id, first.entry),
            )
            return first.user_id

    async def checkin(self, tournament_id: int, user_id: str) -> None:
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "registering":
                raise TournamentError("tourn-checkin-closed")
            if not t.config.checkin:
                raise TournamentError("tourn-no-checkin")
            e = t.entry_of(user_id, waiting=True)
            if e is None:
                raise TournamentError("tourn-checkin-not-registered")
            await db.execute(
                "UPDATE tournament_entries SET checked_in = 1 WHERE tournament_id = ? AND entry = ?",
                (tournament_id, e.entry),
            )

    async def start(self, tournament_id: int) -> list[Notice]:
        """Close registration (no-shows of a check-in leave, the waiting list fills the freed
        places up to the cap, entries are numbered by rating when seeded by rating), pair round
        1 and open its tables."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "registering":
                raise TournamentError("tourn-not-waiting")
            spec = get_game(t.game).spec
            everyone = t.entries + t.waiting  # registration order
            everyone.sort(key=lambda e: (e.waiting, e.entry))
            if t.config.checkin:
                everyone = [e for e in everyone if e.checked_in]
            cap = t.config.cap or len(everyone)
            playing = everyone[:cap]
            least = max(spec.min_players, 2, t.config.min_table_size)
            if len(playing) < least:
                raise TournamentError(
                    "tourn-too-few", count=least, checkin=str(t.config.checkin).lower()
                )
            if t.config.seeding == "rating":
                rating = await ts.ratings_of(db, t.guild, t.game, [e.user_id for e in playing])
                playing.sort(key=lambda e: (-rating.get(e.user_id, float("-inf")), e.entry))
            await ts.renumber(db, tournament_id, playing)
            gone = [e for e in t.entries + t.waiting if e not in playing]
            if gone:
                self.report[tournament_id] = [
                    w("tourn-not-seated", players=", ".join(f"<@{e.user_id}>" for e in gone))
                ]
            await ts.set_status(db, tournament_id, "running")
        return await self.advance(tournament_id)

    async def cancel(self, tournament_id: int) -> None:
        """Stop the tournament (running tables stay as they are; nothing more is paired)."""
        async with self.store.transaction() as db:
            await ts.set_status(db, tournament_id, "cancelled")
            await db.execute(
                "UPDATE tournament_timers SET fired = 1 WHERE tournament_id = ?", (tournament_id,)
            )

    # -- during the tournament -------------------------------------------------------------------
    async def drop(self, tournament_id: int, user_id: str, *, why: str = "left") -> list[Notice]:
        """The player leaves (themselves, or dropped by an organiser): never paired again, keeps
        their standing; a bot finishes their running game (they are placed after everyone who
        did not resign)."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status != "running":
                raise TournamentError("tourn-not-running")
            entry = t.entry_of(user_id)
            if entry is None or entry.dropped:
                if why == "left":
                    raise TournamentError("tourn-you-not-playing")
                raise TournamentError("tourn-they-not-playing", player=f"<@{user_id}>")
            await ts.drop_entry(db, tournament_id, entry.entry, t.round, why)
        notices = await self._resign_dropped(tournament_id)
        return notices + await self.advance(tournament_id)

    async def replace(
        self, tournament_id: int, old_user: str, new_user: str, new_name: str
    ) -> bool:
        """The organiser hands an entry to someone else: they keep its standing, take over its
        seat in the running game (if any) and play its next tables. Returns whether a running
        seat was handed over."""
        async with self.store.transaction() as db:
            t = await ts.load(db, tournament_id)
            if t is None or t.status not in ("registering", "running"):
                raise TournamentError("tourn-over")
            entry = t.entry_of(old_user)
            if entry is None:
                raise TournamentError("tourn-player-not-registered")
            if t.entry_of(new_user, waiting=True):
                raise TournamentError("tourn-replacement-registered")
            history = entry.replaced + [
                {"user_id": entry.user_id, "name": entry.name, "round": t.round}
            ]
            await db.execute(
                "UPDATE tournament_entries SET user_id = ?, name = ?, replaced = ?"
                " WHERE tournament_id = ? AND entry = ?",
                (new_user, new_name, json.dumps(history), tournament_id, entry.entry),
            )
        for row in t.current_tables():
            if row.result is None and entry.entry in row.entries and row.place:
                table = self.service.table_at(row.place)
                if table is not None and table.status in ("open", "running"):
                    seat = row.entries.index(entry.entry)
                    await self._hand_seat(table, seat, old_user, new_user, new_name)
                    return True
        return False

    async def _hand_seat(
        self, table: Table, seat: int, old_user: str, new_user: str, new_name: str
    ) -> None:
        """The replacement sits down in the running game in the old player's place."""
        async with table.lock:
            player = table.players[seat]
            if player.user_id != old_user:
                return
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE seats SET user_id = ?, name = ? WHERE session_id = ? AND seat = ?",
                    (new_user, new_name, table.id, seat),
                )
            player.user_id, player.name = new_user, new_name
        await self._note_languages(table)  # the replacement's private texts in their language

    async def score(self, tournament_id: int, tab: int, places: list[int], by: str) -> list[Notice]:
        """The organiser sets a stuck table's result by hand (``places[i]``: seat i+1's place,
        1 = first): recorded once, the game closed."""
        t = await self.get(tournament_id)
        if t.status != "running":
            raise TournamentError("tourn-not-running")
        row = next((r for r in t.current_tables() if r.tab == tab), None)
        if row is None:
            raise TournamentError("tourn-no-table", round=t.round, tab=tab)
        if row.result is not None:
            raise TournamentError("tourn-table-has-result", tab=tab)
        n = len(row.entries)
        if len(places) != n or not all(1 <= p <= n for p in places):
            raise TournamentError(
                "tourn-score-places",
                tab=tab,
                count=n,
                example=",".join(str(i) for i in range(1, n + 1)),
            )
        table = await self._table_of(row)
        if table is None:
            out = await self._score_once(t, row, places, by, None)
        else:  # under the table's lock, like every move: the game's end and this exclude
            async with table.lock:  # each other, whichever comes first wins
                if table.status not in ("open", "running") or (
                    table.state is not None and table.game.is_over(table.state)
                ):
                    raise TournamentError("tourn-table-has-result", tab=tab)
                out = await self._score_once(t, row, places, by, table)
                table.status = "finished"  # before the lock is released: moves are refused
                table.waiting = set()
        return out + await self.advance(tournament_id)

    async def _score_once(
        self,
        t: ts.Tournament,
        row: ts.TableRow,
        places: list[int],
        by: str,
        table: Table | None,
    ) -> list[Notice]:
        """One transaction: the tournament's result (refused if the table has one, so the
        first of two scores, or the game's own end, wins), the game record closed with the
        same places, the post saying so."""
        n = len(row.entries)
        async with self.store.transaction() as db:
            session = table.id if table else row.session_id
            if not await ts.record_table(
                db, t.id, row, places, [0.0] * n, "scored by hand", session=session
            ):
                raise TournamentError("tourn-table-has-result", tab=row.tab)  # rolled back
            if table is None:
                return []
            await db.execute(
                "UPDATE sessions SET status = 'finished', result = ?, updated_at = ? WHERE id = ?",
                (
                    json.dumps({"ranks": places, "adjudicated": "by hand", "scored_by": by}),
                    self.now(),
                    table.id,
                ),
            )
            await db.execute("DELETE FROM timers WHERE session_id = ? AND fired = 0", (table.id,))
            by_entry = t.by_entry()
            text = say(
                languages.table_language(table),
                "tourn-scored-post",
                places=", ".join(
                    f"{p}. <@{by_entry[e].user_id}>"
                    for p, e in sorted(zip(places, row.entries, strict=True))
                ),
            )
            notice = Notice("public", table.id, table.place, text, final=True)
            await writes.store_notice(db, notice, self.now())
        return [notice]

    async def advance(self, tournament_id: int) -> list[Notice]:
        """Record any game that finished without its hook, bring back tables whose place
        failed, open whatever the current round still needs; once it has finished, pair the
        next round (or finish the tournament). Safe to call at any time, any number of times.
        What it did is in :attr:`report` (for the organiser)."""
        async with self._lock:
            report = self.report.setdefault(tournament_id, [])
            notices: list[Notice] = []
            await self._reconcile(tournament_id)
            while True:
                notices += await self._open_tables(tournament_id, report)
                t = await self.get(tournament_id)
                if t.status != "running":
                    return notices
                if t.rounds and not t.rounds[-1].finished:
                    if t.round not in t.deadlines:  # a round paired before deadlines existed
                        async with self.store.transaction() as db:
                            await self.deadlines.plan_round(db, t, t.round)
                        self.changed()
                    return notices
                # pairing is pure but can take a few hundred ms (a round robin schedule, a
                # weighted Swiss): off the event loop, and outside any transaction
                plan = await asyncio.to_thread(
                    formats.next_round, t.config, t.entry_ids, t.rounds, t.dropped
                )
                async with self.store.transaction() as db:
                    now = await ts.load(db, tournament_id)
                    if now is None or (now.status, now.round, now.dropped) != (
                        t.status,
                        t.round,
                        t.dropped,
                    ):
                        continue  # something changed meanwhile (a drop): pair again
                    if plan is None:
                        await ts.set_status(db, tournament_id, "finished")
                        report.append(w("tourn-report-over"))
                        return notices
                    await ts.save_round(
                        db, tournament_id, plan.number, plan.tables, plan.byes, plan.final
                    )
                    await self.deadlines.plan_round(db, t, plan.number)
                    report.append(
                        w("tourn-report-paired", round=plan.number, count=len(plan.tables))
                    )
                self.changed()

    def take_words(self, tournament_id: int) -> list[Words]:
        """What the last steps did (for the organiser), as words; forgotten once taken."""
        return self.report.pop(tournament_id, [])

    def take_report(self, tournament_id: int, lang: str = "en") -> list[str]:
        return [said(lang, words) for words in self.take_words(tournament_id)]

    def changed(self) -> None:
        """Tell whoever waits on the tournament timers that they moved (the scheduler)."""
        if self.on_change is not None:
            self.on_change()

    async def resume(self) -> list[Notice]:
        """After a restart (once ``service.load()`` ran): carry on every running tournament."""
        notices: list[Notice] = []
        for tid in await ts.running_ids(self.store.db):
            if not await _owned(self.store, tid):  # another bot process's server
                continue
            try:
                notices += await self.advance(tid)
            except Exception:
                log.exception("tournament %s: could not resume; its timers retry", tid)
        return notices

    async def settle(self) -> None:
        """Wait for the rounds that ``auto_advance`` is pairing (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks))

    async def standings(self, tournament_id: int) -> list[Standing]:
        t = await self.get(tournament_id)
        return formats.current_standings(t.config, t.entry_ids, t.rounds, t.dropped)

    async def table_states(
        self, t: ts.Tournament, lang: str = "en"
    ) -> list[tuple[ts.TableRow, str]]:
        """Each current table with its true state, said in ``lang`` (``/tournament info``)."""
        out = []
        for row in t.current_tables():
            out.append((row, said(lang, await self._state_of(row))))
        return out

    async def _state_of(self, row: ts.TableRow) -> Words:
        """A table's state in words (``tourn-state``: one selector over the state's name)."""
        if row.result is not None:
            return wd.outcome(row.outcome or "finished") or w("tourn-outcome-finished")
        if row.session_id is None:
            return w("tourn-state", state="waiting" if row.place is None else "opening")
        table = self.service.by_id.get(row.session_id)
        if table is not None and self.service.table_at(table.place) is table:
            if table.status == "running":
                if table.paused:
                    return w("tourn-state", state="paused", why=table.paused)
                return w("tourn-state", state="playing", move=table.seq)
            return w("tourn-state", state=table.status)
        s = await self.store.fetchone("SELECT status FROM sessions WHERE id = ?", (row.session_id,))
        return w("tourn-state", state=s["status"] if s else "missing")

    # -- internals -------------------------------------------------------------------------------
    async def _open_tables(self, tournament_id: int, report: list[Words]) -> list[Notice]:
        """Open (or bring back) every table of the round that has no result. A table whose
        place cannot be made is left for a retry with backoff (a tournament timer), the others
        open: a round never half-opens silently."""
        t = await self.get(tournament_id)
        if t.status != "running":
            return []
        notices: list[Notice] = []
        failed: list[Words] = []
        late: list[ts.TableRow] = []  # opened now, after failing before: told in the channel
        retrying = await self.deadlines.retry_pending(t)
        rows = [row for row in t.current_tables() if row.result is None]
        missing = [row.place is None for row in rows]
        for row in rows:  # new tables' seeds in table order: a simulation's are a sequence
            if row.session_id is None:
                await self._seed_of(t, row)
        gate = asyncio.Semaphore(OPEN_AT_ONCE)
        done = await asyncio.gather(*(self._open_gated(gate, t, row) for row in rows))
        for row, was_missing, (opened, said_, refused) in zip(rows, missing, done, strict=True):
            report += said_  # in table order, whichever opened first
            if refused is not None:
                failed.append(refused)
                continue
            notices += opened
            if was_missing and retrying and row.place:
                late.append(row)
        if failed:
            due = await self.deadlines.retry_open(t)
            report.append(w("tourn-report-open-failed", tables=Listed("; ", failed), due=int(due)))
        if late:  # told before the retry is marked done: whoever waits for it sees the post
            by = t.by_entry()
            lines = [
                w(
                    "tourn-late-open",
                    tab=r.tab,
                    thread=f"<#{(r.place or '').partition(':')[2]}>",
                    players=", ".join(f"<@{by[e].user_id}>" for e in r.entries),
                )
                for r in late
            ]
            await self.say(t, w("tourn-lines", lines=Listed("\n", lines)))
        if not failed:
            await self.deadlines.opened(t)
        return notices + await self._resign_dropped(tournament_id)

    async def _open_gated(
        self, gate: asyncio.Semaphore, t: ts.Tournament, row: ts.TableRow
    ) -> tuple[list[Notice], list[Words], Words | None]:
        """One table opened once the gate lets it: its notices, its report lines, and why it
        could not open (None: it did)."""
        said_: list[Words] = []
        async with gate:
            try:
                opened = await self._open_table(t, row, said_)
                if self.on_opened is not None:
                    # its posts now; its DMs with the round's, so they do not hold up the
                    # next tables' threads under the global limit (a prefix: order is kept)
                    k = next((i for i, n in enumerate(opened) if n.kind != "public"), len(opened))
                    if k:
                        self.on_opened(opened[:k])
                    opened = opened[k:]
                return opened, said_, None
            except PlaceRefused as exc:
                return [], said_, w("tourn-failed-table", tab=row.tab, why=str(exc))
            except Exception as exc:  # one table's trouble never stops the others
                log.exception("tournament %s: table %s could not be opened", t.id, row.tab)
                why = exc.text(t.config.language) if isinstance(exc, Worded) else str(exc)
                return [], said_, w("tourn-failed-table", tab=row.tab, why=why)

    async def _seed_of(self, t: ts.Tournament, row: ts.TableRow) -> str:
        """The table's own seed: drawn once, stored before any game is dealt from it."""
        seed = row.seed
        linked = self.service.by_id.get(row.session_id) if row.session_id is not None else None
        if seed is None and linked is not None:
            seed = linked.seed  # a table opened before seeds were stored (schema v5): its own
        if seed is None:
            seed = self.new_seed()
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE tournament_tables SET seed = ? WHERE tournament_id = ? AND round = ?"
                    " AND tab = ? AND seed IS NULL",
                    (seed, t.id, row.round, row.tab),
                )
            row.seed = seed
        return seed

    async def _make_place(self, t: ts.Tournament, row: ts.TableRow) -> str:
        try:
            return await self.place_factory(t.id, row.round, row.tab)
        except Exception as exc:
            log.warning("tournament %s: no place for table %s: %s", t.id, row.tab, exc)
            raise PlaceRefused(str(exc) or type(exc).__name__) from exc

    async def _set_place(self, t: ts.Tournament, row: ts.TableRow, place: str) -> None:
        async with self.store.transaction() as db:
            await ts.set_place(db, t.id, row, place)
        row.place = place

    async def _table_of(self, row: ts.TableRow) -> Table | None:
        """The row's game with its current state, loaded again from the database when it is
        no longer live (cancelled, abandoned)."""
        if row.session_id is None:
            return None
        table = self.service.by_id.get(row.session_id)
        if table is not None and table.state is not None and table.status in ("open", "running"):
            return table
        s = await self.store.fetchone("SELECT * FROM sessions WHERE id = ?", (row.session_id,))
        if s is None or s["status"] not in ("running", "abandoned", "cancelled"):
            return table
        data = dict(zip(s.keys(), tuple(s), strict=True))
        data["status"] = "running"  # replayed like a running game: its current position
        return await restore.load_row(self.service, data)

    async def _open_table(
        self, t: ts.Tournament, row: ts.TableRow, report: list[Words]
    ) -> list[Notice]:
        if row.session_id is not None:
            live = self.service.by_id.get(row.session_id)
            if live is None or self.service.table_at(live.place) is not live:
                return await self._recover(t, row, report)
        seed = await self._seed_of(t, row)
        place = row.place
        if place is None:
            place = await self._make_place(t, row)
            await self._set_place(t, row, place)
            report.append(w("tourn-report-opened", tab=row.tab))
        entries = t.by_entry()
        seated = [entries[e] for e in row.entries]
        table = self.service.table_at(place)
        # ours: the session this row links, or (a restart between creating and linking it) the
        # session at its place with its seed
        if table is not None and (table.seed != seed or row.session_id not in (None, table.id)):
            if table.status in ("open", "running"):
                raise TournamentError("tourn-place-taken", place=place)
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
                settings={"speed": t.config.speed}
                | ({languages.TABLE_KEY: t.config.language} if t.config.language != "en" else {}),
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
            raise TournamentError("tourn-seats-mismatch", place=place)
        await self._note_languages(table)
        return (await self.service.start(place, table.creator, is_moderator=True)).notices

    async def _note_languages(self, table: Table) -> None:
        """Each player's own language, where known, noted at the new table before it starts:
        their private panels and DMs follow it rather than the tournament's (bot/table/languages.py).
        Nothing is noted for a player the bot knows nothing of (the table's language it is)."""
        book = languages.of(self.service)
        for player in table.players:
            lang = await book.known(player.user_id)
            if lang is not None:
                await book.seat([table], player.user_id, lang)

    async def _recover(
        self, t: ts.Tournament, row: ts.TableRow, report: list[Words]
    ) -> list[Notice]:
        """A table whose game is no longer live: finished without its hook (recorded by
        :meth:`_reconcile`), its thread deleted (continued in a new thread from its current
        position), or cancelled (adjudicated by the tournament's rule). Never dealt again."""
        s = await self.store.fetchone("SELECT status FROM sessions WHERE id = ?", (row.session_id,))
        status = s["status"] if s else "missing"
        if status == "open":  # created, not started: start it where it is
            return []
        table = await self._table_of(row)
        if table is None:
            report.append(
                w("tourn-report-game-gone", tab=row.tab, session=row.session_id, status=status)
            )
            return []
        if status == "cancelled":
            report.append(
                w("tourn-report-cancelled", tab=row.tab, rule=wd.rule(t.config.at_deadline))
            )
            return await adj.adjudicate(
                self.service,
                table,
                t.config.at_deadline,
                w("tourn-why-cancelled"),
                f"adjudicated ({t.config.at_deadline}) after a cancel",
            )
        if status not in ("abandoned", "running"):
            return []
        if status == "running" and row.place:  # stored as running, not loaded: same place
            return await self._revive(table, row.place, w("tourn-continues"))
        place = await self._make_place(t, row)
        out = await self._revive(table, place, w("tourn-continues-here"), (t.id, row))
        report.append(w("tourn-report-new-thread", tab=row.tab))
        return out

    async def _revive(
        self,
        table: Table,
        place: str,
        headline: Words,
        moved: tuple[int, ts.TableRow] | None = None,
    ) -> list[Notice]:
        """Continue ``table`` (its position replayed from the log) at a new place; ``moved``
        (tournament id, row): the row's place changes in the same transaction as the game's,
        so a restart never finds them apart."""
        service = self.service
        table.place, table.status = place, "running"
        async with service.store.transaction() as db:
            await db.execute(
                "UPDATE sessions SET status = 'running', place = ?, updated_at = ? WHERE id = ?",
                (place, self.now(), table.id),
            )
            if moved is not None:
                await ts.set_place(db, moved[0], moved[1], place)
            await service.time.schedule(db, table)
            out = adj.position_notices(table, headline, self.now())
            for notice in out:
                await service.store_notice(db, notice)
        service.adopt(table)
        table.waiting = set(table.pending_humans())
        if moved is not None:
            moved[1].place = place
        return out

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

    async def adjudicate_round(self, tournament_id: int, round_no: int) -> list[Notice]:
        """The round's deadline: every unfinished table is ended by the tournament's rule."""
        t = await self.get(tournament_id)
        if t.status != "running" or t.round != round_no:
            return []
        notices: list[Notice] = []
        done: list[int] = []
        unplayed: list[int] = []
        rule = t.config.at_deadline
        for row in t.current_tables():
            if row.result is not None:
                continue
            table = await self._table_of(row)
            if table is None or table.state is None:
                # never started (its thread could not be made, its seats never filled): nothing
                # to adjudicate, so its players share the places — the round still ends
                await self._unplayed(t, row, table)
                unplayed.append(row.tab)
                continue
            notices += await adj.adjudicate(
                self.service,
                table,
                rule,
                w("tourn-why-deadline", round=round_no),
                f"adjudicated ({rule}) at the deadline",
            )
            done.append(row.tab)
        await self._reconcile(tournament_id)
        if unplayed:
            tabs = ", ".join(str(d) for d in unplayed)
            await self.say(
                t,
                w(
                    "tourn-unplayed",
                    name=t.name,
                    count=len(unplayed),
                    tabs=tabs,
                    round=round_no,
                ),
            )
        if done:
            tabs = ", ".join(str(d) for d in done)
            await self.say(
                t,
                w(
                    "tourn-adjudicated",
                    name=t.name,
                    round=round_no,
                    count=len(done),
                    tabs=tabs,
                    how=w("tourn-how", rule=rule),
                ),
            )
        return notices

    async def _unplayed(self, t: ts.Tournament, row: ts.TableRow, table: Table | None) -> None:
        """Record a table that never started as a tie of all its players (once)."""
        n = len(row.entries)
        async with self.store.transaction() as db:
            await ts.record_table(
                db, t.id, row, [1] * n, [0.0] * n, "not played", session=row.session_id
            )
            if row.session_id is not None:
                await db.execute(
                    "UPDATE sessions SET status = 'cancelled', updated_at = ? WHERE id = ?"
                    " AND status IN ('open', 'running', 'abandoned')",
                    (self.now(), row.session_id),
                )
        if table is not None and table.status in ("open", "running"):
            table.status = "cancelled"
            self.service.vacate(table)

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
            if "scores" not in result:
                continue  # scored by hand: recorded with it
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


async def _owned(store: Any, tournament_id: int) -> bool:
    """Whether this bot process owns the tournament's server (bot/ops/ownership.py)."""
    if not ownership.partial(store):
        return True
    row = await store.fetchone(
        f"SELECT 1 AS mine FROM tournaments WHERE id = ? AND {ownership.owned(store, 'guild')}",
        (tournament_id,),
    )
    return row is not None
