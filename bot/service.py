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
import hashlib
import json
import logging
import re
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from bot.storage import Store, now
from games.core import ActionError, Event, Game
from games.core.protocol import normalize
from games.core.registry import get_game, resolve_id

log = logging.getLogger("caravanserai.service")


class ServiceError(Exception):
    """A table-level refusal (no table here, table full, not your table…). The message is shown
    to the user as it is."""


@dataclass
class Player:
    user_id: str
    name: str
    is_bot: bool = False
    resigned: bool = False

    @property
    def automated(self) -> bool:
        """Played by a bot: a bot seat, or a human who resigned (the rules continue)."""
        return self.is_bot or self.resigned


@dataclass
class Notice:
    """Something a front end must deliver.

    ``kind`` is ``public`` (the channel: text + image of the public view) or ``private`` (a DM to
    ``user_id``: text + image of that seat's view). ``view`` is already the right view for its
    audience — a public notice only ever carries ``game.view(state, None)``. ``mentions`` lists
    user ids to ping. ``decision`` describes the choice the mentioned seat faces now, for buttons
    or a select menu: ``{"session": id, "seq": n, "seat": s, "user_id": u, "prompt": str,
    "actions": [[action, label], ...]}``.
    """

    kind: str
    session_id: int
    place: str
    text: str
    view: dict[str, Any] | None = None
    names: list[str] = field(default_factory=list)
    seat: int | None = None
    user_id: str | None = None
    mentions: list[str] = field(default_factory=list)
    decisions: list[dict[str, Any]] = field(default_factory=list)
    final: bool = False
    id: int | None = None  # outbox row, once stored

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("id")
        return data

    @staticmethod
    def from_json(data: dict[str, Any], notice_id: int | None = None) -> Notice:
        return Notice(**data, id=notice_id)


@dataclass
class Outcome:
    """The answer to a command: ``reply`` for the person who sent it (ephemeral on Discord) and
    the notices to deliver. ``duplicate`` is set when the same interaction was already applied."""

    reply: str
    notices: list[Notice] = field(default_factory=list)
    duplicate: bool = False


@dataclass
class Table:
    """A session in memory. The state is always the replay of the stored log."""

    id: int
    place: str
    guild: str | None
    game: Game[Any]
    options: dict[str, Any]
    seed: str
    max_seats: int
    creator: str
    status: str  # open | running | finished | cancelled
    players: list[Player] = field(default_factory=list)
    rules_version: str = "1"
    state: Any = None
    seq: int = 0  # actions applied
    interaction_ids: set[str] = field(default_factory=set)
    private_digest: dict[int, str] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def game_id(self) -> str:
        return self.game.spec.id

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def seats_of(self, user_id: str) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.user_id == user_id]

    def public_view(self) -> dict[str, Any]:
        return self.game.view(self.state, None)

    def view_for(self, seat: int) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def pending_humans(self) -> list[int]:
        if self.state is None or self.game.is_over(self.state):
            return []
        return [s for s in self.game.pending(self.state) if not self.players[s].automated]

    def label(self, seat: int) -> str:
        return f"{self.players[seat].name} ({self.game.seat_label(seat)})"

    def named(self, text: str) -> str:
        """Engines name seats by ``seat_label`` ("seat 2", "P2") in their texts; people read
        names, so announcements swap each label for the player's name."""
        labels = {self.game.seat_label(s).lower(): p.name for s, p in enumerate(self.players)}
        pattern = re.compile(
            r"\b("
            + "|".join(re.escape(lbl) for lbl in sorted(labels, key=len, reverse=True))
            + r")\b",
            re.IGNORECASE,
        )
        return pattern.sub(lambda m: labels[m.group(0).lower()], text)


@dataclass
class Applied:
    """One action accepted in this command (the player's, or a bot's that followed)."""

    seat: int
    action: str
    actor: str
    interaction_id: str | None
    events: list[Event]


class TableService:
    def __init__(
        self,
        store: Store,
        *,
        snapshot_every: int = 25,
        bot_factory: Callable[[str], Any] | None = None,
    ) -> None:
        self.store = store
        self.snapshot_every = snapshot_every
        self.tables: dict[str, Table] = {}
        self.by_id: dict[int, Table] = {}
        self._bot_factory = bot_factory
        self._places_lock = asyncio.Lock()
        self.unrestored: dict[str, int] = {}  # place -> session id whose replay failed
        # hook(db, table), awaited inside the transaction that stores a game's end (tournament
        # results, ratings): they commit with it or not at all
        self.finish_hooks: list[Callable[[Any, Table], Awaitable[None]]] = []

    # -- lookup -----------------------------------------------------------------------------------
    def table_at(self, place: str) -> Table | None:
        return self.tables.get(place)

    def require(self, place: str) -> Table:
        table = self.tables.get(place)
        if table is None:
            raise ServiceError("There is no game here. Start one with `/game new <game>`.")
        return table

    # -- restart --------------------------------------------------------------------------------
    async def load(self) -> int:
        """Rebuild every open or running table from the database (seed + options + seats + log).
        Returns the number of tables restored."""
        rows = await self.store.fetchall(
            "SELECT * FROM sessions WHERE status IN ('open', 'running') ORDER BY id"
        )
        restored = 0
        for row in rows:
            try:
                table = await self._load_row(row)
            except Exception:
                # e.g. the rules changed under a stored game: keep its log untouched for
                # recovery, and keep every other table running
                log.exception(
                    "session %s (%s) could not be restored; skipped", row["id"], row["game"]
                )
                self.unrestored[row["place"]] = int(row["id"])
                continue
            self.tables[table.place] = table
            self.by_id[table.id] = table
            restored += 1
        return restored

    async def _load_row(self, row: Any) -> Table:
        game = get_game(row["game"])
        if game.spec.version != row["rules_version"]:
            log.warning(
                "session %s was started with %s rules v%s; this engine is v%s",
                row["id"],
                row["game"],
                row["rules_version"],
                game.spec.version,
            )
        seats = await self.store.fetchall(
            "SELECT * FROM seats WHERE session_id = ? ORDER BY seat", (row["id"],)
        )
        table = Table(
            id=row["id"],
            place=row["place"],
            guild=row["guild"],
            game=game,
            options=json.loads(row["options"]),
            seed=row["seed"],
            max_seats=row["max_seats"],
            creator=row["creator"],
            status=row["status"],
            rules_version=row["rules_version"],
            players=[
                Player(s["user_id"], s["name"], bool(s["is_bot"]), bool(s["resigned"]))
                for s in seats
            ],
        )
        if table.status == "running":
            table.state = game.new(len(table.players), table.seed, table.options)
            actions = await self.store.fetchall(
                "SELECT seq, seat, action, interaction_id FROM actions WHERE session_id = ? ORDER BY seq",
                (table.id,),
            )
            snap = await self.store.fetchone(
                "SELECT seq, hash FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
                (table.id,),
            )
            for a in actions:
                game.apply(table.state, a["seat"], a["action"])
                table.seq = a["seq"]
                if a["interaction_id"]:
                    table.interaction_ids.add(a["interaction_id"])
                if (
                    snap
                    and snap["seq"] == table.seq
                    and snap["hash"] != game.state_hash(table.state)
                ):
                    # the log is the truth; a differing snapshot means the engine changed
                    log.error(
                        "session %s: replay differs from its snapshot at move %s",
                        table.id,
                        table.seq,
                    )
            for seat in range(len(table.players)):
                table.private_digest[seat] = self._private_digest(table, seat)
        return table

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
    ) -> Table:
        """Open a table; its creator takes seat 1."""
        try:
            game = get_game(resolve_id(game_name))
        except KeyError:
            from games.core.registry import game_ids

            raise ServiceError(
                f"Unknown game `{game_name}`. Available: {', '.join(game_ids())}."
            ) from None
        spec = game.spec
        try:
            resolved = spec.resolve_options(options)
        except ValueError as exc:
            raise ServiceError(str(exc)) from None
        max_seats = seats or spec.max_players
        if not spec.min_players <= max_seats <= spec.max_players:
            raise ServiceError(
                f"{spec.title} is for {spec.min_players}–{spec.max_players} players, not {max_seats}."
            )
        async with self._places_lock:
            existing = self.tables.get(place)
            if place in self.unrestored:
                raise ServiceError(
                    f"This channel's game (#{self.unrestored[place]}) could not be restored after an "
                    "update; its moves are kept. Ask the bot's operator, or use another channel."
                )
            if existing is not None and existing.status in ("open", "running"):
                raise ServiceError(
                    f"This channel already has a {existing.game.spec.title} table "
                    f"({existing.status}). Finish or `/game cancel` it first, or use another channel."
                )
            seed = seed or secrets.token_hex(8)
            t = now()
            async with self.store.transaction() as db:
                cur = await db.execute(
                    "INSERT INTO sessions(place, guild, game, rules_version, options, seed, max_seats,"
                    " creator, status, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        place,
                        guild,
                        spec.id,
                        spec.version,
                        json.dumps(resolved),
                        seed,
                        max_seats,
                        user_id,
                        "open",
                        t,
                        t,
                    ),
                )
                session_id = int(cur.lastrowid or 0)
                await db.execute(
                    "INSERT INTO seats(session_id, seat, user_id, name) VALUES (?,?,?,?)",
                    (session_id, 0, user_id, user_name),
                )
            table = Table(
                id=session_id,
                place=place,
                guild=guild,
                game=game,
                options=resolved,
                seed=seed,
                max_seats=max_seats,
                creator=user_id,
                status="open",
                rules_version=spec.version,
                players=[Player(user_id, user_name)],
            )
            self.tables[place] = table
            self.by_id[session_id] = table
            return table

    async def join(self, place: str, user_id: str, user_name: str, *, bot: bool = False) -> Table:
        """Take the next free seat (``bot=True`` adds a bot seat; ``user_id`` is then who asked)."""
        table = self.require(place)
        async with table.lock:
            if table.status != "open":
                raise ServiceError(
                    "This game has already started; you can watch it with `/game board`."
                )
            if len(table.players) >= table.max_seats:
                raise ServiceError(f"The table is full ({table.max_seats} seats).")
            if bot:
                n = sum(1 for p in table.players if p.is_bot) + 1
                player = Player(f"bot:{table.id}:{n}", f"Bot {n}", is_bot=True)
            else:
                if table.seats_of(user_id):
                    raise ServiceError("You are already seated at this table.")
                player = Player(user_id, user_name)
            seat = len(table.players)
            async with self.store.transaction() as db:
                await db.execute(
                    "INSERT INTO seats(session_id, seat, user_id, name, is_bot) VALUES (?,?,?,?,?)",
                    (table.id, seat, player.user_id, player.name, int(player.is_bot)),
                )
                await self._touch(db, table)
            table.players.append(player)
            return table

    async def leave(self, place: str, user_id: str) -> Table:
        """Leave a table that has not started (the creator cancels instead)."""
        table = self.require(place)
        async with table.lock:
            if table.status != "open":
                raise ServiceError(
                    "The game has started: use `/game resign` to hand your seat to a bot."
                )
            mine = table.seats_of(user_id)
            if not mine:
                raise ServiceError("You are not seated at this table.")
            if user_id == table.creator:
                raise ServiceError("You created this table: use `/game cancel` to close it.")
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
                raise ServiceError("This game has already started.")
            if user_id != table.creator and not is_moderator:
                raise ServiceError("Only the table's creator (or a moderator) can start it.")
            spec = table.game.spec
            if len(table.players) < spec.min_players:
                raise ServiceError(
                    f"{spec.title} needs at least {spec.min_players} players; "
                    f"{len(table.players)} seated. Others can `/game join`."
                )
            state = table.game.new(len(table.players), table.seed, table.options)
            table.state, table.seq, table.status = state, 0, "running"
            try:
                applied = self._run_bots(table)
                async with self.store.transaction() as db:
                    await db.execute(
                        "UPDATE sessions SET status = 'running', updated_at = ? WHERE id = ?",
                        (now(), table.id),
                    )
                    notices = await self._commit(db, table, applied, started=True)
            except BaseException:
                table.state, table.seq, table.status = None, 0, "open"
                raise
            return Outcome(f"{spec.title} has started.", notices)

    async def cancel(self, place: str, user_id: str, *, is_moderator: bool = False) -> Outcome:
        table = self.require(place)
        async with table.lock:
            if user_id != table.creator and not is_moderator:
                raise ServiceError("Only the table's creator or a moderator can cancel this game.")
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE sessions SET status = 'cancelled', updated_at = ? WHERE id = ?",
                    (now(), table.id),
                )
                notice = Notice(
                    "public", table.id, place, f"The {table.game.spec.title} game was cancelled."
                )
                await self._store_notice(db, notice)
            table.status = "cancelled"
            self._forget(table)
            return Outcome("Game cancelled.", [notice])

    async def resign(self, place: str, user_id: str) -> Outcome:
        """The player's seat is handed to a bot; they are ranked after everyone who did not resign."""
        table = self.require(place)
        async with table.lock:
            if table.status != "running":
                raise ServiceError("The game has not started: use `/game leave` instead.")
            mine = [s for s in table.seats_of(user_id) if not table.players[s].resigned]
            if not mine:
                raise ServiceError("You have no seat in this game.")
            for seat in mine:
                table.players[seat].resigned = True
                table.game.drop(table.state, seat)
            try:
                applied = self._run_bots(table)
                async with self.store.transaction() as db:
                    for seat in mine:
                        await db.execute(
                            "UPDATE seats SET resigned = 1 WHERE session_id = ? AND seat = ?",
                            (table.id, seat),
                        )
                    notices = await self._commit(
                        db,
                        table,
                        applied,
                        headline=f"{table.players[mine[0]].name} resigned; a bot plays their seat.",
                    )
            except BaseException:
                for seat in mine:
                    table.players[seat].resigned = False
                await self._rebuild(table)
                raise
            return Outcome("You resigned; a bot plays your seat from now on.", notices)

    # -- moves ----------------------------------------------------------------------------------
    def resolve_seat(self, table: Table, user_id: str, seat: int | None = None) -> int:
        """The seat ``user_id`` acts for. A user with several seats (console hot-seat) must be
        acting for one that has something to decide, or name it."""
        mine = [s for s in table.seats_of(user_id) if not table.players[s].automated]
        if not mine:
            raise ServiceError(
                "You are not playing in this game; you can watch with `/game board`."
            )
        if seat is not None:
            if seat not in mine:
                raise ServiceError("You can only move for your own seat.")
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
        game = table.game
        return [(a, game.describe(table.state, s, a)) for a in game.legal(table.state, s)]

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
        table = self.require(place)
        async with table.lock:
            if interaction_id and interaction_id in table.interaction_ids:
                return Outcome("That move was already applied.", duplicate=True)
            if table.status != "running":
                raise ServiceError(
                    "The game has not started yet."
                    if table.status == "open"
                    else "This game is over."
                )
            acting = self.resolve_seat(table, user_id, seat)
            if expected_seq is not None and expected_seq != table.seq:
                raise ServiceError(
                    "Those buttons are from an earlier position; use the latest message or `/move`."
                )
            action = normalize(text)
            if not action:
                raise ServiceError(
                    "Type a move, e.g. `/move take 2.1`; `/move help` lists your legal moves."
                )
            before = table.seq
            try:
                # validates first and raises ActionError with the state untouched
                events = table.game.apply(table.state, acting, action)
            except ActionError as exc:
                exc.message = table.named(exc.message)
                exc.args = (exc.message,)
                raise
            except Exception:
                # the action text may be secret (a kept hand): log where, not what
                log.exception("engine error in session %s at move %s", table.id, table.seq + 1)
                await self._rebuild(table)
                raise ServiceError(
                    "The rules engine failed on that move; nothing was changed."
                ) from None
            applied = [Applied(acting, action, user_id, interaction_id, events)]
            try:
                applied += self._run_bots(table)
                async with self.store.transaction() as db:
                    notices = await self._commit(db, table, applied, base_seq=before)
            except BaseException:
                await self._rebuild(table)
                raise
            if interaction_id:
                table.interaction_ids.add(interaction_id)
            return Outcome(f"Played `{action}`.", notices)

    def _run_bots(self, table: Table) -> list[Applied]:
        """Let automated seats act until a human must decide or the game ends."""
        applied: list[Applied] = []
        game, state = table.game, table.state
        guard = 0
        while not game.is_over(state):
            bot_seat = next(
                (
                    s
                    for s in game.pending(state)
                    if table.players[s].automated and game.legal(state, s)
                ),
                None,
            )
            if bot_seat is None:
                break
            guard += 1
            if guard > 50_000:
                raise RuntimeError("bots did not finish")
            bot_seed = f"{table.seed}:{table.seq + len(applied)}:{bot_seat}"
            bot = self._bot_factory(bot_seed) if self._bot_factory else game.make_bot(bot_seed)
            action = bot.choose(game, state, bot_seat)
            events = game.apply(state, bot_seat, action)
            applied.append(Applied(bot_seat, action, "bot", None, events))
        return applied

    async def _rebuild(self, table: Table) -> None:
        """Restore the in-memory state from the stored log (after a failed write or engine bug)."""
        fresh = await self._load_row(
            await self.store.fetchone("SELECT * FROM sessions WHERE id = ?", (table.id,))
        )
        table.state, table.seq, table.status = fresh.state, fresh.seq, fresh.status
        table.players = fresh.players
        table.private_digest = fresh.private_digest

    # -- committing and announcing ---------------------------------------------------------------
    async def _commit(
        self,
        db: Any,
        table: Table,
        applied: list[Applied],
        *,
        base_seq: int | None = None,
        started: bool = False,
        headline: str | None = None,
    ) -> list[Notice]:
        """Append ``applied`` to the log, snapshot, write notices to the outbox (all inside the
        caller's transaction) and return the notices."""
        seq = table.seq if base_seq is None else base_seq
        t = now()
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
            await db.execute(
                "INSERT OR REPLACE INTO snapshots(session_id, seq, state, hash) VALUES (?,?,?,?)",
                (table.id, seq, json.dumps(game.encode(state)), game.state_hash(state)),
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
        else:
            await self._touch(db, table)
        table.seq = seq
        notices = self._notices(table, applied, started=started, headline=headline)
        for notice in notices:
            await self._store_notice(db, notice)
        if over:
            table.status = "finished"  # stays visible (`/game board`) until a new table replaces it
        return notices

    async def _store_notice(self, db: Any, notice: Notice) -> None:
        cur = await db.execute(
            "INSERT INTO outbox(session_id, payload, created_at) VALUES (?,?,?)",
            (notice.session_id, json.dumps(notice.to_json()), now()),
        )
        notice.id = int(cur.lastrowid or 0)

    async def _touch(self, db: Any, table: Table) -> None:
        await db.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (now(), table.id))

    def _forget(self, table: Table) -> None:
        if self.tables.get(table.place) is table:
            del self.tables[table.place]

    def _private_digest(self, table: Table, seat: int) -> str:
        private = table.game.view(table.state, seat).get("private")
        return hashlib.sha256(json.dumps(private, sort_keys=True).encode()).hexdigest()

    def _notices(
        self,
        table: Table,
        applied: list[Applied],
        *,
        started: bool,
        headline: str | None,
    ) -> list[Notice]:
        game, state = table.game, table.state
        lines: list[str] = []
        if headline:
            lines.append(headline)
        if started:
            order = ", ".join(table.label(s) for s in range(len(table.players)))
            lines.append(f"**{game.spec.title}** begins. Players: {order}.")
        events = [e for a in applied for e in a.events]
        lines += [f"• {table.named(e.text)}" for e in events if e.text]
        if len(lines) > 25:
            lines = lines[:3] + [f"… ({len(lines) - 6} more events) …"] + lines[-3:]
        public_view = game.view(state, None)
        headline = game.headline(public_view)  # short: the image shows the rest
        if headline:
            lines.append(table.named(headline))
        notices: list[Notice] = []
        mentions: list[str] = []
        decisions: list[dict[str, Any]] = []
        over = game.is_over(state)
        if over:
            lines.append(self.result_text(table))
        else:
            for seat in table.pending_humans():
                player = table.players[seat]
                mentions.append(player.user_id)
                decisions.append(self.decision(table, seat, public=True))
                lines.append(f"<@{player.user_id}> — {game.prompt(state, seat)}")
        notices.append(
            Notice(
                "public",
                table.id,
                table.place,
                "\n".join(lines),
                public_view,
                table.names,
                mentions=mentions,
                decisions=decisions,
                final=over,
            )
        )
        for seat, player in enumerate(table.players):
            if player.is_bot:
                continue
            digest = self._private_digest(table, seat)
            if not started and digest == table.private_digest.get(seat) and not over:
                continue
            table.private_digest[seat] = digest
            view = game.view(state, seat)
            if not (started or over or _has_content(view.get("private"))):
                continue  # nothing secret to tell (e.g. Almadi without characters)
            private_lines = [e.for_seat(seat) for e in events if e.for_seat(seat) != e.text]
            secrets_text = game.private_summary(view)
            text = "\n".join(
                [f"Your private view in **{game.spec.title}** (seat {seat + 1}):"]
                + [f"• {table.named(line)}" for line in private_lines[-10:]]
                + ([table.named(secrets_text)] if secrets_text else [])
                + [table.named(game.headline(view))]
            )
            notices.append(
                Notice(
                    "private",
                    table.id,
                    table.place,
                    text,
                    view,
                    table.names,
                    seat=seat,
                    user_id=player.user_id,
                    final=over,
                )
            )
        return notices

    def decision(self, table: Table, seat: int, *, public: bool = False) -> dict[str, Any]:
        """What ``seat`` decides now. With ``public=True`` (for a channel post) the actions are
        left out when the engine says they would reveal hidden information; ``secret`` tells
        the front end to offer them privately."""
        game, state = table.game, table.state
        secret = not game.choices_are_public(state, seat)
        actions = game.legal(state, seat)
        return {
            "session": table.id,
            "seq": table.seq,
            "seat": seat,
            "user_id": table.players[seat].user_id,
            "prompt": game.prompt(state, seat),
            "secret": secret,
            "count": len(actions),
            "actions": []
            if public and secret
            else [[a, game.describe(state, seat, a)] for a in actions],
        }

    # -- read-only views for commands -----------------------------------------------------------
    def status_text(self, place: str) -> str:
        table = self.require(place)
        spec = table.game.spec
        seats = "\n".join(
            f"{i + 1}. {p.name}{' (bot)' if p.is_bot else ''}{' (resigned)' if p.resigned else ''}"
            for i, p in enumerate(table.players)
        )
        if table.status == "open":
            return (
                f"**{spec.title}** table, waiting to start ({len(table.players)}/{table.max_seats} seats).\n"
                f"{seats}\nOptions: {json.dumps(table.options)}. Join with `/game join`."
            )
        view = table.public_view()
        waiting = ", ".join(table.label(s) for s in table.game.pending(table.state)) or "nobody"
        return (
            f"**{spec.title}** — move {table.seq}. Waiting for: {waiting}.\n{seats}\n"
            f"{table.named(table.game.summary(view))}"
        )

    def result_text(self, table: Table) -> str:
        result = table.game.result(table.state)
        if result is None:
            return ""
        resigned = [p.resigned for p in table.players]
        order = sorted(range(len(table.players)), key=lambda s: (resigned[s], result.ranks[s]))
        lines = ["**Final scores**"]
        for s in order:
            parts = ", ".join(f"{k} {v}" for k, v in result.breakdown[s].items())
            tag = " (resigned)" if resigned[s] else ""
            lines.append(
                f"{result.ranks[s]}. {table.players[s].name}{tag}: **{result.scores[s]}** — {parts}"
            )
        winners = [table.players[s].name for s in result.winners if not resigned[s]]
        if winners:
            lines.append(f"Winner{'s' if len(winners) > 1 else ''}: {', '.join(winners)}")
        return "\n".join(lines)

    async def log_of(self, table_id: int) -> list[tuple[int, str]]:
        rows = await self.store.fetchall(
            "SELECT seat, action FROM actions WHERE session_id = ? ORDER BY seq", (table_id,)
        )
        return [(r["seat"], r["action"]) for r in rows]


def _has_content(private: Any) -> bool:
    """Whether a view's private part holds anything (empty hands and lists do not count)."""
    if isinstance(private, dict):
        return any(_has_content(v) for v in private.values())
    if isinstance(private, list | tuple):
        return len(private) > 0
    return private not in (None, "", 0, False)
