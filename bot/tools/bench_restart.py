"""``caravanserai bench --restart N``: how long a restart takes to resume N stored tables.

The database is written as the table service writes it (sessions, seats, the action log, the
latest snapshot every 25 moves, each seat's private digest), from games played by the engines
with random moves — building it through the service would take minutes. Then a fresh
:class:`~bot.table.service.TableService` loads it; ``load_s`` is the time until every table is ready
for moves, ``verify_s`` the background replay of every log that follows (off the start-up path).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from games.core.registry import game_ids, get_game

GAMES = tuple(game_ids())  # every registered game: a new one is benched as soon as it is


async def _build(store: Any, tables: int, moves: int, snapshot_every: int) -> int:
    from bot.table import notices, writes
    from bot.table.model import Player, Table

    columns = {r[1] for r in await store.fetchall("PRAGMA table_info(sessions)")}
    rng = random.Random(5)
    total = 0
    for i in range(tables):
        game = get_game(GAMES[i % len(GAMES)])
        spec = game.spec
        seats = max(spec.min_players, min(4, spec.max_players))
        seed = f"R{i}"
        options = spec.resolve_options(None)
        state = game.new(seats, seed, options)
        log: list[tuple[int, int, str]] = []
        snapshot: tuple[int, str, str] | None = None
        n = rng.randint(moves // 2, moves * 3 // 2)
        while len(log) < n and not game.is_over(state):
            seat = next(s for s in game.pending(state) if game.legal(state, s))
            action = rng.choice(game.legal(state, seat))
            game.apply(state, seat, action)
            log.append((len(log) + 1, seat, action))
            if len(log) % snapshot_every == 0:
                snapshot = (len(log), json.dumps(game.encode(state)), game.state_hash(state))
        if game.is_over(state):
            continue
        total += len(log)
        names = [f"P{s + 1}" for s in range(seats)]
        table = Table(
            id=0,
            place="",
            guild=None,
            game=game,
            options=options,
            seed=seed,
            max_seats=seats,
            creator="u0",
            status="running",
            players=[Player(f"{i}:{s}", names[s]) for s in range(seats)],
            state=state,
        )
        # as the service stores them after every move: the digests of move ``seq``
        table.seq = len(log)
        table.private_digest = {s: notices.private_digest(table, s) for s in range(seats)}
        async with store.transaction() as db:
            cols = "place, guild, game, rules_version, options, seed, max_seats, creator, status"
            cols += ", created_at, updated_at"
            values: list[Any] = [f"bench:{i}", None, spec.id, spec.version, json.dumps(options)]
            values += [seed, seats, "u0", "running", 0.0, 0.0]
            if "digests" in columns:
                cols += ", digests"
                values.append(writes.digests_json(table))
            cur = await db.execute(
                f"INSERT INTO sessions({cols}) VALUES ({','.join('?' * len(values))})", values
            )
            sid = int(cur.lastrowid or 0)
            await db.executemany(
                "INSERT INTO seats(session_id, seat, user_id, name) VALUES (?,?,?,?)",
                [(sid, s, f"{i}:{s}", names[s]) for s in range(seats)],
            )
            await db.executemany(
                "INSERT INTO actions(session_id, seq, seat, action, actor, at) "
                "VALUES (?,?,?,?,?,0)",
                [(sid, q, s, a, f"{i}:{s}") for q, s, a in log],
            )
            if snapshot is not None:
                await db.execute(
                    "INSERT INTO snapshots(session_id, seq, state, hash) VALUES (?,?,?,?)",
                    (sid, *snapshot),
                )
        if (i + 1) % 200 == 0:
            _note(f"bench restart: {i + 1}/{tables} tables stored")
    return total


async def _run(tables: int, moves: int, database: str | None = None) -> dict[str, Any]:
    from bot.store import open_store
    from bot.table.service import TableService

    with tempfile.TemporaryDirectory() as tmp:
        path = database or Path(tmp) / "restart.db"  # or an empty PostgreSQL database
        store = await open_store(path)
        if (await store.fetchall("SELECT COUNT(*) AS n FROM sessions"))[0]["n"]:
            await store.close()
            raise SystemExit("caravanserai: bench --restart needs an empty database.")
        stored_moves = await _build(store, tables, moves, 25)
        await store.close()
        _note("bench restart: loading…")
        t0 = time.perf_counter()
        store = await open_store(path)
        service = TableService(store)
        restored = await service.load()
        load_s = time.perf_counter() - t0
        first_answer_s = await _first_answer(service, t0)
        verifying = getattr(service, "verifying", None)
        verify_s = None
        if verifying is not None:
            _note("bench restart: background replay of every log…")
            t1 = time.perf_counter()
            differing = await verifying
            verify_s = round(time.perf_counter() - t1, 2)
            if differing:
                _note(f"bench restart: {differing} tables differ from their full replay")
        await store.close()
    return {
        "tables": restored,
        "stored_moves": stored_moves,
        "load_s": round(load_s, 2),
        "first_answer_s": first_answer_s,
        "verify_s": verify_s,
    }


async def _first_answer(service: Any, t0: float) -> float | None:
    """Seconds from opening the store until the first move after the restart is committed
    (a table in the middle: its state restored now if tables are restored lazily)."""
    running = [t for t in service.by_id.values() if t.status == "running"]
    if not running:
        return None
    table = running[len(running) // 2]
    seat = next(s for s in table.game.pending(table.state) if table.game.legal(table.state, s))
    action = table.game.legal(table.state, seat)[0]
    await service.move(table.place, table.players[seat].user_id, action, seat=seat)
    return round(time.perf_counter() - t0, 2)


def bench_restart(tables: int, moves: int = 60, database: str | None = None) -> dict[str, Any]:
    return asyncio.run(_run(tables, moves, database))


def _note(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()
