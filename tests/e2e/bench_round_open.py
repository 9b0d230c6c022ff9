"""Bench (not collected: run it by name): a 200-player Swiss round of Almadi at 50 tables opening
through the loopback Discord under its 50/s limit, with real images; prints when the last table's
first post and the last player's first private message arrived, from the start command, and
when each kind of request and the renders ran (BENCH_DMS_KNOWN=0: no DM channel known yet).
    PYTHONPATH=$PWD python -m pytest -n 0 -s tests/e2e/bench_round_open.py"""

from __future__ import annotations

import os
import time

import pytest

from tests.e2e.conftest import Harness, RenderSpy

pytestmark = pytest.mark.e2e


async def test_bench_a_50_table_round_opens(harness: Harness) -> None:
    h = harness
    stamps: list[tuple[float, float]] = []

    class Timed(RenderSpy):
        def __call__(self, view, names):  # type: ignore[no-untyped-def]
            a = time.monotonic()
            out = super().__call__(view, names)
            stamps.append((a, time.monotonic()))
            return out

    h.spy = Timed(real=True)
    await h.start()
    ch = h.fake.general
    org = h.user("org", moderator=True)
    players = [h.user(f"p{i:03}") for i in range(200)]
    options = dict(game="almadi", format="swiss", table_size=4, rounds=1, speed="untimed")
    await h.cmd(org, "tournament new", ch, **options, name="Bench")
    assert h.bot is not None and h.bot.tournaments is not None
    runner = h.bot.tournaments
    for p in players:
        await runner.register(1, str(p.id), p.name)
    if os.environ.get("BENCH_DMS_KNOWN", "1") == "1":  # remembered, as after a restart now
        for p in players:
            cid = h.fake.snowflake()
            h.fake.dm_channels[cid] = p.id
            await h.bot.store.set_dm_channel(str(p.id), str(cid))
    t0 = time.monotonic()
    c0 = time.process_time()
    await h.cmd(org, "tournament start", ch)
    await runner.settle()
    await h.delivered(timeout=600)
    cpu = time.process_time() - c0
    threads = {cid for cid, c in h.fake.channels.items() if c.get("type") == 11}
    first: dict[int, float] = {}
    for r in h.fake.requests:
        if r.method == "POST" and r.path.endswith("/messages"):
            cid = int(r.path.split("/")[2])
            first.setdefault(cid, r.at - t0)
    dm_of = {u: c for c, u in h.fake.dm_channels.items()}
    made = [r.at - t0 for r in h.fake.requests_to("POST", r"/threads$")]
    posts = sorted(first[c] for c in threads if c in first)
    dms = sorted(first[d] for d in dm_of.values() if d in first)
    kinds: dict[str, list[float]] = {}
    for r in h.fake.counted_requests:
        if r.at < t0:
            continue
        cid = r.path.split("/")[2] if r.path.startswith("/channels/") else ""
        where = (
            "dm"
            if cid and int(cid) in dm_of.values()
            else "thread"
            if cid and int(cid) in threads
            else "other"
        )
        kinds.setdefault(
            f"{r.method} {where} {r.path.rsplit('/', 1)[-1] if not r.path.split('/')[-1].isdigit() else 'id'}",
            [],
        ).append(r.at - t0)
    if stamps:
        busy = sum(b - a for a, b in stamps)
        print(
            f"  renders: {len(stamps)} from {min(a for a, _ in stamps) - t0:.1f} to {max(b for _, b in stamps) - t0:.1f} s, {busy:.1f} s inside"
        )
    for k, v in sorted(kinds.items()):
        print(f"  {k}: {len(v)} from {min(v):.1f} to {max(v):.1f} s")
    print(
        f"\nBENCH tables {len(threads)} posted {len(posts)}: first post last {posts[-1]:.1f} s"
        f" (median {posts[len(posts) // 2]:.1f}); private DMs {len(dms)}: last {dms[-1]:.1f} s"
        f" (median {dms[len(dms) // 2]:.1f}); requests {len(h.fake.counted_requests)};"
        f" threads made by {max(made):.1f} s; test process cpu {cpu:.1f} s"
    )
