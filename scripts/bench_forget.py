"""What one ``/privacy forget`` costs on a large database, and what a move elsewhere waits.

    python scripts/bench_forget.py [--moves 50000] [--runs 3] [--db PATH]

Builds a SQLite database of finished games played by bots (``--moves`` moves in all, four seats
a game; the person forgotten sat at one in 20) and one running Almadi table of two other
people; then, for each run on a fresh copy: the forget's processor time (the whole process: the
event loop and the database thread) with nothing else running, and the longest wait of a move
at the running table while a forget runs beside it (moves back to back, each one's wall time).
Works against any checkout (an older ``privacy.forget`` took the names to erase, given here).
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.store.sqlite import Store  # noqa: E402
from bot.table import privacy  # noqa: E402
from bot.table.service import TableService  # noqa: E402
from bot.tools.tournament_simulate import play_table  # noqa: E402

ME, NAME = "4000000000000000001", "Zephyrine Quill"
PER_GAME = 50


async def build(path: Path, moves: int) -> None:
    """Whole Almadi games of four, played by bots through the table service until ``moves``
    moves are stored (the person forgotten sits at one game in 20), then one running table of
    two other people."""
    store = await Store.open(path)
    service = TableService(store)
    service.verify_on_load = False
    played, g = 0, 0
    while played < moves:
        place = f"discord:{100 + g}"
        people = [(ME, NAME) if g % 20 == 0 else (f"u{g}", f"P{g}")]
        people += [(f"o{g}-{s}", f"Other {g}-{s}") for s in range(1, 4)]
        await service.create(place, "almadi", *people[0], seats=4, seed=str(g), guild="7")
        for uid, name in people[1:]:
            await service.join(place, uid, name)
        await service.start(place, people[0][0])
        played += await play_table(service, place, str(g))
        async with store.transaction() as db:  # delivered, as the bot's couriers would
            await db.execute("DELETE FROM outbox")
        g += 1
    await service.create("discord:1", "almadi", "a1", "Ann", seats=2, seed="s", guild="7")
    await service.join("discord:1", "a2", "Bob")
    await service.start("discord:1", "a1")
    await store.close()


async def forget(service: TableService) -> None:
    if "names" in inspect.signature(privacy.forget).parameters:  # the checkout before
        await privacy.forget(service, ME, names=[NAME, "zephyrine", "Zephy"])
    else:
        await privacy.forget(service, ME)


async def one_run(src: Path, work: Path) -> tuple[float, float, float]:
    """(forget's processor seconds, longest move wait beside it, longest move wait alone)."""
    shutil.copy(src, work)
    store = await Store.open(work)
    service = TableService(store)
    service.verify_on_load = False
    await service.load()
    cpu = time.process_time()
    await forget(service)
    cost = time.process_time() - cpu
    await store.close()

    shutil.copy(src, work)
    store = await Store.open(work)
    service = TableService(store)
    service.verify_on_load = False
    await service.load()
    alone = await moves_while(service, None)
    beside = await moves_while(service, asyncio.create_task(forget(service)))
    await store.close()
    return cost, beside, alone


async def moves_while(service: TableService, task: asyncio.Task[None] | None) -> float:
    """Moves at the running table, back to back, until ``task`` ends (else 20 moves)."""
    worst, n = 0.0, 0
    while (task is not None and not task.done()) or (task is None and n < 20):
        t0 = time.perf_counter()
        if await play_table(service, "discord:1", f"m{n}", limit=1) == 0:
            break
        worst = max(worst, time.perf_counter() - t0)
        n += 1
    if task is not None:
        await task
    return worst


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=50_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--db", type=Path, help="build the database here once, reuse it after")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        src, work = args.db or Path(tmp) / "src.db", Path(tmp) / "work.db"
        if not src.exists():
            await build(src, args.moves)
        rows = [await one_run(src, work) for _ in range(args.runs)]
    med = [statistics.median(col) for col in zip(*rows, strict=True)]
    print(f"{args.moves} moves, {args.runs} runs (median; each run: cpu / wait beside / alone)")
    print(f"forget processor time: {med[0] * 1000:.0f} ms")
    print(f"longest move wait beside a forget: {med[1] * 1000:.0f} ms")
    print(f"longest move wait with no forget: {med[2] * 1000:.0f} ms")
    for r in rows:
        print("  " + " / ".join(f"{x * 1000:.0f} ms" for x in r))


if __name__ == "__main__":
    asyncio.run(main())
