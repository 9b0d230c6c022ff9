"""``caravanserai bench --load N``: N tables played at once through the real table service, its
storage (SQLite, or ``--database postgresql://…``) and the Discord delivery (couriers, render worker processes, outbox marking),
against a fake Discord that accepts every message at once.

Each table has human seats driven by a simulated player who, when one of their seats must
decide, thinks ``--think`` seconds (uniformly 0.5–1.5 × think), plays a random legal move and
waits until the notices of that move are delivered (the board they look at next). Reported:

* ``moves_per_second``: human moves committed per second (``actions_per_second`` adds the bot
  moves they triggered);
* ``reply_ms``: from sending a move to the service's answer (committed) — p50/p95/p99;
* ``delivery_ms``: from sending a move to the last of its notices posted, images included;
* ``peak_rss_mb``: the bot process and each render worker;
* ``cpu_ms_per_move``: processor time of the bot process and of the render workers per human
  move (Linux), steadier than moves per second on a machine whose speed varies;
* ``db_bytes_per_1000_moves``: growth of the database's used pages;
* ``images_per_move``: images the notices of a move carry (public board, changed private panels);
* ``loop_lag_ms``: how late the event loop woke a 10 ms timer — its largest delay is what every
  other table, autocomplete and the gateway heartbeat waited for (bots decide off the loop).

``bot_seats=K`` gives every table K bot seats (at most all but one): bot-heavy tables, as when
players time out or resign; ``bot_level`` their level (``strong``: a search in pure Python) and
``game`` one game at every table. Bots decide in worker processes (``CARAVANSERAI_BOT_WORKERS``;
``0``: threads of the bench process, as before).

``readers=True`` adds a member per table reading (``/game status``) every 80 ms: a read is
answered when the loop gets to it, and one later than Discord's 3 seconds is ``failed`` (10062)
— ``reads`` reports their count, failures and latency.

``images=False`` skips drawing (the service, storage and couriers alone: what they can carry
when images are not the limit).

Runs stop by themselves after ``--seconds``; tables that end start a new game in their place.

``processes=P`` (PostgreSQL only) runs P bench processes on the one database, as P bot
processes owning one shard each (``CARAVANSERAI_SHARD_COUNT=P``): table ``i`` is in a server of
shard ``i % P``, each process claims its shard, plays its tables and delivers their notices;
they start playing together (a barrier) and the report adds their moves and merges their
latency samples (``per_process`` keeps each one's own numbers).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import resource
import sys
import tempfile
import time
from dataclasses import dataclass
from itertools import count
from pathlib import Path
from typing import Any

from games.core.registry import game_ids, get_game

GAMES = tuple(game_ids())  # every registered game: a new one is benched as soon as it is


class _Channel:
    """A fake Discord channel or DM: accepts everything at once."""

    _ids = count(1)
    id = 1  # a DM channel's id, remembered in the store as the real one is

    async def send(self, content: Any = None, **kwargs: Any) -> Any:
        file = kwargs.get("file")
        if file is not None:
            file.fp.read()  # as the real client does when uploading
        return _Message(next(self._ids))

    def get_partial_message(self, message_id: int) -> Any:
        return _Message(message_id)


class _Message:
    def __init__(self, message_id: int) -> None:
        self.id = message_id

    async def edit(self, **kwargs: Any) -> None:
        return None


class _Client:
    def get_partial_messageable(self, channel_id: int, **kwargs: Any) -> _Channel:
        return _Channel()

    async def create_dm(self, user: Any) -> _Channel:
        return _Channel()


def _pct(samples: list[float], q: float) -> float:
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def _dist(samples: list[float]) -> dict[str, float]:
    return {
        "p50": _pct(samples, 0.5),
        "p95": _pct(samples, 0.95),
        "p99": _pct(samples, 0.99),
        "n": len(samples),
    }


def _rss_peak_mb(pid: int | None = None) -> float:
    if pid is None:
        return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return 0.0


def _cpu_s(pid: int | None = None) -> float:
    """Processor time used so far by this process (all threads) or by process ``pid``."""
    if pid is None:
        return time.process_time()
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
    except (OSError, IndexError, ValueError):
        return 0.0


async def _used_bytes(store: Any) -> int:
    """Bytes in use in the database (pages minus free pages), after a WAL checkpoint."""
    if hasattr(store, "url"):  # PostgreSQL (bot/store/postgres.py): the database's size
        row = await store.fetchone("SELECT pg_database_size(current_database()) AS n")
        return int(row["n"])
    await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    pages = (await store.fetchone("PRAGMA page_count"))[0]
    free = (await store.fetchone("PRAGMA freelist_count"))[0]
    size = (await store.fetchone("PRAGMA page_size"))[0]
    return int((pages - free) * size)


class _Load:
    def __init__(
        self,
        tables: int,
        think: float,
        seconds: float,
        seed: int,
        bot_seats: int | None = None,
        shape: Shape | None = None,
    ) -> None:
        self.n, self.think, self.seconds = tables, think, seconds
        self.bot_seats = bot_seats
        self.options = shape or Shape()
        self.read: list[float] = []  # ms from a read's arrival to its answer
        self.rng = random.Random(seed)
        self.reply: list[float] = []
        self.delivery: list[float] = []
        self.moves = 0
        self.images = 0
        self.actions = 0
        self.games_started = 0
        self.errors = 0
        self.deadline = 0.0
        self.shards: tuple[int, int] | None = None  # (this process's shard, count): --processes
        self.mine = list(range(tables))  # the tables this process plays

    def shape(self, i: int) -> tuple[str, int, int]:
        """Table ``i``: its game, seats and bot seats — a mix of the games, four seats where the
        game allows it, a bot at every third table."""
        gid = self.options.game or GAMES[i % len(GAMES)]
        spec = get_game(gid).spec
        seats = max(spec.min_players, min(4, spec.max_players))
        bots = 1 if i % 3 == 2 and seats > spec.min_players else 0
        if self.bot_seats is not None:
            bots = min(self.bot_seats, seats - 1)
        return gid, seats, bots

    async def open_table(self, service: Any, i: int, round_: int) -> None:
        gid, seats, bots = self.shape(i)
        place = f"discord:{1000 + i}"
        name = f"T{i}P{{}}".format  # each table its own players, as on a server
        guild = None if self.shards is None else str(i << 22)  # server i: shard i % count
        await service.create(
            place, gid, _user(i, 0), name(1), seats=seats, seed=f"L{i}:{round_}", guild=guild
        )
        for s in range(1, seats - bots):
            await service.join(place, _user(i, s), name(s + 1))
        for _ in range(bots):
            await service.join(place, _user(i, 0), "", bot=True, level=self.options.bot_level)
        await service.start(place, _user(i, 0))
        self.games_started += 1

    async def player(self, service: Any, delivery: Any, i: int) -> None:
        """One table's humans: think, move, wait for the board; a new game when one ends."""
        place = f"discord:{1000 + i}"
        rng = random.Random(f"{i}")
        round_ = 0
        first = True  # the first moves are spread over one think time, as players arriving
        while time.monotonic() < self.deadline:
            table = service.table_at(place)
            if table is None or table.status != "running":
                round_ += 1
                await self.open_table(service, i, round_)
                continue
            seats = table.pending_humans()
            if not seats:
                await asyncio.sleep(0.05)
                continue
            seat = seats[0]
            legal = table.game.legal(table.state, seat)
            if not legal:
                await asyncio.sleep(0.05)
                continue
            if self.think:
                factor = rng.uniform(0, 1) if first else rng.uniform(0.5, 1.5)
                first = False
                # a player still thinking at the deadline does not keep the run going
                await asyncio.sleep(min(self.think * factor, self.deadline - time.monotonic()))
                if time.monotonic() >= self.deadline:
                    break
            action = rng.choice(legal)
            before = table.seq
            t0 = time.perf_counter()
            try:
                outcome = await service.move(
                    place, _user(i, seat), action, seat=seat, expected_seq=before
                )
            except Exception as exc:  # noqa: BLE001 - counted; a refused move changes nothing
                self.errors += 1
                if self.errors <= 3:
                    _note(f"bench load: table {i}: {type(exc).__name__}: {exc}")
                continue
            t1 = time.perf_counter()
            await delivery.deliver(outcome.notices)
            t2 = time.perf_counter()
            self.moves += 1
            self.images += sum(1 for n in outcome.notices if n.view is not None)
            self.actions += table.seq - before
            self.reply.append((t1 - t0) * 1000)
            self.delivery.append((t2 - t0) * 1000)

    async def reader(self, service: Any, i: int) -> None:
        """A member reading table ``i`` every 80 ms; each read timed from when it arrived."""
        place = f"discord:{1000 + i}"
        due = time.monotonic()
        while time.monotonic() < self.deadline:
            due += READ_EVERY
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            table = service.table_at(place)
            if table is not None and table.state is not None:
                table.game.view(table.state, None)  # the status text's source
            self.read.append((time.monotonic() - due) * 1000)
            due = max(due, time.monotonic() - READ_EVERY)  # a late loop does not queue reads


READ_EVERY = 0.08
FIRST_RESPONSE_MS = 3000  # Discord's limit for an interaction's first response


@dataclass(frozen=True)
class Shape:
    """What the tables are: one game everywhere (None: a mix), the bot seats' level (empty:
    the table's default), members reading."""

    game: str | None = None
    bot_level: str = ""
    readers: bool = False


def _user(table: int, seat: int) -> str:
    return str(10_000 + table * 10 + seat)  # Discord-like ids: private panels are drawn


def _no_image(view: dict[str, Any], names: list[str]) -> bytes:
    return b""


async def _lag(samples: list[float], every: float = 0.01) -> None:
    """How late the loop wakes a timer, in ms: the longest a callback waited for the loop."""
    loop = asyncio.get_running_loop()
    while True:
        t0 = loop.time()
        await asyncio.sleep(every)
        samples.append((loop.time() - t0 - every) * 1000)


async def _run(
    tables: int,
    think: float,
    seconds: float,
    seed: int,
    images: bool,
    bot_seats: int | None = None,
    database: str | None = None,
    shard: tuple[int, int] | None = None,
    barrier: Any = None,
    shape: Shape | None = None,
) -> dict[str, Any]:
    from bot.discord.delivery import Delivery
    from bot.ops.sharding import ShardPlan
    from bot.store import open_store
    from bot.table.service import TableService

    load = _Load(tables, think, seconds, seed, bot_seats, shape)
    if shard is not None:
        load.shards = shard
        load.mine = [i for i in range(tables) if i % shard[1] == shard[0]]
    lags: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_store(database or Path(tmp) / "load.db")  # or an empty server db
        if shard is None and (await store.fetchall("SELECT COUNT(*) AS n FROM sessions"))[0]["n"]:
            await store.close()  # never a bench's games in a live database
            raise SystemExit("caravanserai: bench --load needs an empty database.")
        if shard is not None:  # one of several processes, as a bot owning one shard
            store.shards = ShardPlan(shard[1], (shard[0],))
            await store.claim()
        service = TableService(store)
        service.bot_pool = _bot_pool()
        render = None if images else _no_image
        delivery = Delivery(_Client(), service, store, render)  # type: ignore[arg-type]  # a stand-in
        try:
            _note(f"bench load: opening {len(load.mine)} tables…")
            for i in load.mine:
                await load.open_table(service, i, 0)
            # the start posts: delivered (and the render workers warmed) before measuring
            await delivery.deliver(await service.undelivered())
            start_bytes = await _used_bytes(store)
            pool = getattr(delivery, "pool", None)  # (absent in older deliveries: threads)
            pids = pool.worker_pids() if pool is not None else []
            if barrier is not None:  # every process starts playing at once
                await asyncio.get_running_loop().run_in_executor(None, barrier.wait)
            start_cpu = (_cpu_s(), sum(_cpu_s(pid) for pid in pids))
            _note(f"bench load: playing for {seconds:g} s (think {think:g} s)…")
            start = time.monotonic()
            load.deadline = start + seconds
            players = [asyncio.create_task(load.player(service, delivery, i)) for i in load.mine]
            if load.options.readers:
                players += [asyncio.create_task(load.reader(service, i)) for i in load.mine]
            progress = asyncio.create_task(_progress(load, start))
            lagging = asyncio.create_task(_lag(lags))
            await asyncio.gather(*players)
            elapsed = time.monotonic() - start
            for task in (progress, lagging):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await delivery.idle()
            used_cpu = (_cpu_s() - start_cpu[0], sum(_cpu_s(pid) for pid in pids) - start_cpu[1])
            growth = await _used_bytes(store) - start_bytes
            workers = {str(pid): _rss_peak_mb(pid) for pid in pids}
        finally:
            await delivery.close()
            if service.bot_pool is not None:
                service.bot_pool.close()
            await store.close()
    return _report(load, think, elapsed, lags, images, bot_seats, used_cpu, growth, workers, shard)


def _report(
    load: _Load,
    think: float,
    elapsed: float,
    lags: list[float],
    images: bool,
    bot_seats: int | None,
    used_cpu: tuple[float, float],
    growth: int,
    workers: dict[str, Any],
    shard: tuple[int, int] | None,
) -> dict[str, Any]:
    """The bench's JSON: rates, latencies and costs per move."""
    return {
        "tables": len(load.mine),
        "think_s": think,
        "seconds": round(elapsed, 1),
        "cores": os.cpu_count(),
        "moves": load.moves,
        "moves_per_second": round(load.moves / elapsed, 1),
        "actions_per_second": round(load.actions / elapsed, 1),
        "reply_ms": _dist(load.reply),
        "delivery_ms": _dist(load.delivery),
        "images_per_move": round(load.images / max(1, load.moves), 2),
        "bot_seats": bot_seats,
        "bot_level": load.options.bot_level or None,
        "loop_lag_ms": {
            "max": round(max(lags, default=0.0), 1),
            "p99": _pct(lags, 0.99),
            "p50": _pct(lags, 0.5),
        },
        **(_reads(load.read) if load.options.readers else {}),
        "images_drawn": images,
        "refused": load.errors,
        "games_started": load.games_started,
        "peak_rss_mb": {"bot": _rss_peak_mb(), "render_workers": workers},
        "cpu_ms_per_move": {
            "bot": round(used_cpu[0] / max(1, load.moves) * 1000, 2),
            "render_workers": round(used_cpu[1] / max(1, load.moves) * 1000, 2),
            "total": round(sum(used_cpu) / max(1, load.moves) * 1000, 2),
        },
        "db_bytes_per_1000_moves": round(growth / max(1, load.moves) * 1000),
        **({"samples": {"reply": load.reply, "delivery": load.delivery}} if shard else {}),
    }


def _reads(read: list[float]) -> dict[str, Any]:
    """The members' reads: how many, how many missed Discord's 3 seconds, their latency."""
    failed = sum(1 for ms in read if ms > FIRST_RESPONSE_MS)
    return {"reads": {**_dist(read), "failed": failed}}


def _bot_pool() -> Any:
    """Worker processes for the bots' decisions, as the bot has (none: threads)."""
    from bot.ops import settings
    from bot.ops.bot_pool import BotPool

    workers = settings.bot_workers()
    if workers == 0:
        return None
    pool = BotPool(workers)
    pool.start()
    return pool


async def _progress(load: _Load, start: float) -> None:
    while True:
        await asyncio.sleep(5)
        elapsed = time.monotonic() - start
        _note(
            f"bench load: {elapsed:.0f} s, {load.moves} moves "
            f"({load.moves / max(elapsed, 1e-9):.1f}/s), reply p95 {_pct(load.reply, 0.95)} ms"
        )


def bench_load(
    tables: int,
    think: float = 30.0,
    seconds: float = 60.0,
    seed: int = 1,
    images: bool = True,
    bot_seats: int | None = None,
    database: str | None = None,
    processes: int = 1,
    shape: Shape | None = None,
) -> dict[str, Any]:
    if processes > 1:
        return _several(tables, think, seconds, seed, images, bot_seats, database, processes)
    return asyncio.run(_run(tables, think, seconds, seed, images, bot_seats, database, shape=shape))


def _child(args: tuple[Any, ...], barrier: Any, results: Any) -> None:
    """One of ``--processes`` (a fresh interpreter): its share of the tables, its report."""
    try:
        results.put(asyncio.run(_run(*args)))
    except BaseException as exc:  # noqa: BLE001 - reported to the parent, which stops
        barrier.abort()
        results.put({"error": f"{type(exc).__name__}: {exc}"})


def _several(
    tables: int,
    think: float,
    seconds: float,
    seed: int,
    images: bool,
    bot_seats: int | None,
    database: str | None,
    processes: int,
) -> dict[str, Any]:
    """``processes`` bench processes on one PostgreSQL database, one shard each."""
    import multiprocessing

    from bot.store import is_server_url, open_store

    if not (database and is_server_url(database)):
        raise SystemExit("caravanserai: bench --processes needs --database postgresql://…")

    async def empty() -> bool:
        store = await open_store(database)
        try:
            return not (await store.fetchall("SELECT COUNT(*) AS n FROM sessions"))[0]["n"]
        finally:
            await store.close()

    if not asyncio.run(empty()):
        raise SystemExit("caravanserai: bench --load needs an empty database.")
    ctx = multiprocessing.get_context("spawn")  # no event loop or connections inherited
    barrier, results = ctx.Barrier(processes), ctx.Queue()
    procs = [
        ctx.Process(
            target=_child,
            args=(
                (tables, think, seconds, seed, images, bot_seats, database, (k, processes)),
                barrier,
                results,
            ),
        )
        for k in range(processes)
    ]
    for proc in procs:
        proc.start()
    reports = [results.get() for _ in procs]
    for proc in procs:
        proc.join()
    failed = [r["error"] for r in reports if "error" in r]
    if failed:
        raise SystemExit(f"caravanserai: bench --processes: {failed[0]}")
    reply = [x for r in reports for x in r["samples"]["reply"]]
    delivery = [x for r in reports for x in r["samples"]["delivery"]]
    elapsed = max(r["seconds"] for r in reports)
    moves = sum(r["moves"] for r in reports)
    for r in reports:
        del r["samples"]
    return {
        "tables": tables,
        "processes": processes,
        "think_s": think,
        "seconds": elapsed,
        "cores": os.cpu_count(),
        "moves": moves,
        "moves_per_second": round(moves / elapsed, 1),
        "actions_per_second": round(sum(r["actions_per_second"] for r in reports), 1),
        "reply_ms": _dist(reply),
        "delivery_ms": _dist(delivery),
        "refused": sum(r["refused"] for r in reports),
        "cpu_ms_per_move": {
            key: round(
                sum(r["cpu_ms_per_move"][key] * r["moves"] for r in reports) / max(1, moves), 2
            )
            for key in ("bot", "render_workers", "total")
        },
        "per_process": reports,
    }


def _note(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()
