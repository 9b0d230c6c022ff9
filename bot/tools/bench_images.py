"""``caravanserai bench --images``: what a whole game's images weigh and cost, per title.

One seeded bot game per title is played to its end; after every move the public board and the
mover's private panel are drawn as the bot draws them (one process, its caches warm from the
moves before, the bands of earlier frames reused). Reported per title: bytes per board (median
and largest), the same for the private panels, the boards' pixel size, and milliseconds per
frame drawn and encoded (median and p95), wall-clock and of processor time (the process's: on a
shared machine the wall clock also counts others' work). Measured numbers, never asserted by
tests.
"""

from __future__ import annotations

import statistics
import struct
import sys
import time
from typing import Any

GAMES = {"agra": 4, "almadi": 5, "al-rashid": 4, "emira": 4}  # title: seats played


def bench_images(games: dict[str, int] | None = None, seed: str = "bench-images") -> dict:
    """Per title, the numbers above (a game per title, the seats of :data:`GAMES`)."""
    from games.core.playout import next_actor
    from games.core.registry import get_game
    from renderers import render_frame

    report: dict[str, Any] = {}
    for gid, players in (games or GAMES).items():
        game = get_game(gid)
        names = [f"Player {i + 1}" for i in range(players)]
        state = game.new(players, f"{seed}-{gid}", None)
        bots = [game.make_bot(f"{seed}:{s}") for s in range(players)]
        kb: dict[str, list[float]] = {"public": [], "private": []}
        ms: list[float] = []
        cpu: list[float] = []
        size = (0, 0)
        while not game.is_over(state):
            seat = next_actor(game, state)
            game.apply(state, seat, bots[seat].choose(game, state, seat))
            for kind, viewer in (("public", None), ("private", seat)):
                view = game.view(state, viewer)
                start, used = time.perf_counter(), time.process_time()
                frame = render_frame(view, names)
                data = frame.png()
                ms.append((time.perf_counter() - start) * 1000)
                cpu.append((time.process_time() - used) * 1000)
                kb[kind].append(len(data) / 1024)
                if kind == "public":  # the posted size, from the PNG's header
                    size = max(size, struct.unpack(">II", data[16:24]), key=lambda s: s[1])
        ordered = sorted(ms)
        report[gid] = {
            "players": players,
            "frames": len(ms),
            "public_kb_median": round(statistics.median(kb["public"])),
            "public_kb_largest": round(max(kb["public"])),
            "private_kb_median": round(statistics.median(kb["private"])),
            "private_kb_largest": round(max(kb["private"])),
            "tallest_board": list(size),
            "ms_per_frame_median": round(statistics.median(ms), 1),
            "ms_per_frame_p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
            "cpu_ms_per_frame_median": round(statistics.median(cpu), 1),
            "cpu_ms_per_frame_mean": round(statistics.mean(cpu), 2),
        }
        sys.stderr.write(f"bench images {gid}: {report[gid]}\n")
    return report


if __name__ == "__main__":  # run against another tree: PYTHONPATH=<tree> python bench_images.py
    import json

    print(json.dumps(bench_images(), indent=2))
