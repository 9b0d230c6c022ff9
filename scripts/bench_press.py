"""How long a turn-DM press waits for its first response while the bot's limiter is busy.

    python scripts/bench_press.py [--queued 200] [--lookup 0.3] [--runs 3]

Runs the real bot against the loopback fake Discord (tests/e2e/fake_discord.py), opens a
two-player table with turn DMs, then, for each run: queues ``--queued`` counted requests in
the bot's one limiter (as a tournament round's turn DMs or a restart's catch-up do), presses
the DM button of the seat to act at once, and measures the time from the press to Discord
receiving the interaction's first response (its callback), and whether it was in time
(Discord drops a response after 3 s: the press is lost). The member lookup a DM press needs
answers after ``--lookup`` seconds. Each run uses a fresh presser (no member lookup
remembered). A benchmark, not a test: it prints the numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord.gateway  # noqa: E402
import discord.http  # noqa: E402
import yarl  # noqa: E402

from games.core.registry import register  # noqa: E402
from tests.e2e.conftest import Harness  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord, component_ids  # noqa: E402

register("toy", "tests.support.toy_game:GAME")  # the suite's two-player game


async def one_run(h: Harness, n: int, queued: int) -> tuple[float, bool]:
    assert h.bot is not None
    ann, bob = h.user(f"ann{n}"), h.user(f"bob{n}")
    ch = await h.fake.create_channel(f"bench-{n}")
    await h.cmd(ann, "game new", ch, game="toy", seats=2, speed="24h")
    await h.cmd(bob, "game join", ch)
    await h.cmd(ann, "game start", ch)
    await h.delivered()
    dm = next(m for m in reversed(h.fake.dms_to(ann)) if m["components"])
    filler = h.user("filler")
    tasks = [asyncio.create_task(h.bot.http.get_user(filler.id)) for _ in range(queued)]
    await asyncio.sleep(0)  # every request is in the limiter's queue before the press
    pressed = await h.fake.press(ann, int(dm["id"]), component_ids(dm)[0])
    await asyncio.gather(*tasks)

    def callbacks() -> list:
        return [r for r in h.fake.requests if r.path.startswith(f"/interactions/{pressed.id}/")]

    await h.until(lambda: bool(callbacks()))  # answered in time, or refused as too late
    await h.delivered()
    callback = callbacks()[0]
    return callback.at - pressed.created, callback.status == 200


async def main(queued: int, lookup: float, runs: int) -> None:
    logging.basicConfig(level=logging.ERROR)
    fake = FakeDiscord()
    await fake.start()
    discord.http.Route.BASE = fake.rest_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    with tempfile.TemporaryDirectory() as tmp:
        h = Harness(fake, Path(tmp) / "bench.db")
        await h.start()
        fake.member_lookup_delay = lookup
        try:
            results = [await one_run(h, n, queued) for n in range(runs)]
        finally:
            await h.stop()
            await fake.stop()
    waits = [w for w, _ in results]
    print(
        f"first response to a turn-DM press behind {queued} queued requests "
        f"(member lookup {lookup:.2f} s), {runs} runs: median {statistics.median(waits):.3f} s, "
        f"max {max(waits):.3f} s; in time (<= 3 s): {sum(ok for _, ok in results)}/{runs}"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queued", type=int, default=200)
    parser.add_argument("--lookup", type=float, default=0.3)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    asyncio.run(main(args.queued, args.lookup, args.runs))
