"""``caravanserai bench``: measured numbers, never asserted by tests (wall-clock varies).

* engine: random games played to the end — actions/s and games/s;
* render: milliseconds for the public board and a private panel over positions of real games
  (median and p95), drawing and encoding; ``public_encode_ms`` encodes the same public images
  alone (the encoder's share) and ``*_kb`` are the file sizes; ``public_per_move_*`` renders the
  board after every action, as the bot does after a move, against encoding it alone;
* command latency: one move through the table service with storage on a temporary SQLite file,
  including the images of the notices it produces, drawn as the bot draws them (render worker
  processes, all of a move's images at once) (median and p95).

``--load N`` (:mod:`bot.tools.bench_load`) plays N tables at once instead.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from games.core.playout import next_actor, play_random_game
from games.core.registry import game_ids, get_game


def _pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def _summary(samples: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(samples), 2),
        "p95": _pct(samples, 0.95),
        "n": len(samples),
    }


def bench_engine(game: Any, players: int, games: int) -> dict[str, Any]:
    actions = 0
    start = time.perf_counter()
    for i in range(games):
        actions += len(play_random_game(game, players, f"bench:{i}").actions)
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2),
        "actions_per_second": round(actions / seconds),
    }


def bench_render(game: Any, players: int, frames: int) -> dict[str, Any]:
    from renderers import png, render_image, render_png

    names = [f"Player {i + 1}" for i in range(players)]
    state = game.new(players, "bench-render")
    bot = game.make_bot("bench")
    public: list[float] = []
    private: list[float] = []
    encode: list[float] = []
    sizes: dict[str, list[float]] = {"public": [], "private": []}
    step = 0
    render_png(game.view(state, None), names)  # warm caches: fonts, static layers
    while len(public) < frames:
        if game.is_over(state):
            state = game.new(players, f"bench-render:{step}")
        for _ in range(7):
            if game.is_over(state):
                break
            seat = next_actor(game, state)
            game.apply(state, seat, bot.choose(game, state, seat))
        step += 1
        t = time.perf_counter()
        sizes["public"].append(len(render_png(game.view(state, None), names)) / 1024)
        public.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        sizes["private"].append(len(render_png(game.view(state, step % players), names)) / 1024)
        private.append((time.perf_counter() - t) * 1000)
        image = render_image(game.view(state, None), names)
        t = time.perf_counter()
        png.to_png(image)
        encode.append((time.perf_counter() - t) * 1000)
    return {
        "public_ms": _summary(public),
        "private_ms": _summary(private),
        "public_encode_ms": _summary(encode),
        "public_kb": _summary(sizes["public"]),
        "private_kb": _summary(sizes["private"]),
        "public_size": list(image.size),
        **_bench_render_per_move(game, players, names, frames * 2),
    }


def _bench_render_per_move(
    game: Any, players: int, names: list[str], frames: int
) -> dict[str, Any]:
    """The public board after every action of a game, as the bot draws it after each move:
    rendered (drawn and encoded, as ``render_png``), then the same image encoded alone from the
    same pixels, every band compressed afresh — and their ratio, median over median; and the
    share of bands the renders found already compressed (:mod:`renderers.png`). (``public_ms``
    above jumps seven actions between frames, so most panels change.)"""
    from renderers import png, render_frame, render_png

    state = game.new(players, "bench-render-moves")
    bot = game.make_bot("bench-moves")
    render_png(game.view(state, None), names)
    rendered: list[float] = []
    encoded: list[float] = []
    reused = [0, 0]
    while len(rendered) < frames:
        if game.is_over(state):
            state = game.new(players, f"bench-render-moves:{len(rendered)}")
        seat = next_actor(game, state)
        game.apply(state, seat, bot.choose(game, state, seat))
        view = game.view(state, None)
        before = png.stats()
        t = time.perf_counter()
        frame = render_frame(view, names)
        frame.png()
        rendered.append((time.perf_counter() - t) * 1000)
        after = png.stats()
        reused = [reused[0] + after[0] - before[0], reused[1] + after[1] - before[1]]
        image = frame.image()
        t = time.perf_counter()
        png.to_png(image)  # every band compressed afresh
        encoded.append((time.perf_counter() - t) * 1000)
    ratio = statistics.median(rendered) / statistics.median(encoded)
    return {
        "public_per_move_ms": _summary(rendered),
        "public_per_move_encode_ms": _summary(encoded),
        "public_per_move_vs_encode": round(ratio, 2),
        "public_per_move_bands_reused": round(reused[0] / max(1, reused[1]), 3),
    }


async def _bench_commands(game_id: str, players: int, moves: int) -> dict[str, Any]:
    from bot.ops.render_pool import RenderPool
    from bot.store.sqlite import Store
    from bot.table.service import TableService

    rng = random.Random(7)
    latencies: list[float] = []
    pool = RenderPool()
    pool.start()
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "bench.db")
        try:
            service = TableService(store)
            game_no = 0
            while len(latencies) < moves:
                place = f"bench:{game_no}"
                await service.create(place, game_id, "u0", "P1", seats=players, seed=f"b{game_no}")
                for i in range(1, players):
                    await service.join(place, f"u{i}", f"P{i + 1}")
                await service.start(place, "u0")
                table = service.table_at(place)
                assert table is not None  # just created and started
                while table.status == "running" and len(latencies) < moves:
                    seat = next_actor(table.game, table.state)
                    action = rng.choice(table.game.legal(table.state, seat))
                    t = time.perf_counter()
                    outcome = await service.move(place, f"u{seat}", action, seat=seat)
                    await asyncio.gather(
                        *(pool.render(n.view, n.names) for n in outcome.notices if n.view)
                    )
                    await store.mark_sent_many([n.id for n in outcome.notices if n.id])
                    latencies.append((time.perf_counter() - t) * 1000)
                game_no += 1
        finally:
            pool.close()
            await store.close()
    return {"move_ms": _summary(latencies)}


def bench(names: list[str] | None, players: int = 4, quick: bool = False) -> dict[str, Any]:
    report: dict[str, Any] = {}
    for name in names or game_ids():
        game = get_game(name)
        # every game when none is named: each at the player count nearest the one asked
        n = max(game.spec.min_players, min(players, game.spec.max_players))
        gid = game.spec.id
        _note(f"bench {gid}, {n} players: engine…")
        engine = bench_engine(game, n, 3 if quick else 50)
        _note(f"bench {gid}: render…")
        render = bench_render(game, n, 3 if quick else 40)
        _note(f"bench {gid}: command latency…")
        command = asyncio.run(_bench_commands(gid, n, 5 if quick else 150))
        report[gid] = {"players": n, "engine": engine, "render": render, "command": command}
    _note("bench: done")
    return report


def _note(text: str) -> None:
    """Progress on stderr: stdout stays the JSON report."""
    sys.stderr.write(text + "\n")
    sys.stderr.flush()
