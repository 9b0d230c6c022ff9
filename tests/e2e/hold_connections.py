"""Test support: hold many connections on a port, as an attacker would.

    python -m tests.e2e.hold_connections HOST PORT COUNT [PATH]

Opens ``COUNT`` connections, each sending the start of an HTTP request and never its end (or,
given ``PATH``, a whole ``GET PATH`` request: a flood of scrapes), and opens a new one whenever
the server closes one (so ``COUNT`` are always tried at once). Prints
``held N`` once every connection has been tried the first time (N: how many are open at that
moment), then ``closed N`` lines as the server closes them (at most one a second); runs until
its stdin reaches end of file (a test passes a pipe: it never outlives the test).
"""

from __future__ import annotations

import asyncio
import sys

PARTIAL = b"GET /healthz HTTP/1.1\r\nHost: ops\r\nX-Slow: "


class Holder:
    def __init__(self, host: str, port: int, request: bytes = PARTIAL) -> None:
        self.host, self.port = host, port
        self.request = request
        self.answers = 0
        self.open = 0
        self.closed = 0
        self.failed = 0

    async def one(self, first: asyncio.Event) -> None:
        """One slot: connect, send half a request, wait for the server to close, again."""
        while True:
            try:
                reader, writer = await asyncio.open_connection(self.host, self.port)
            except OSError:
                self.failed += 1
                first.set()
                await asyncio.sleep(0.1)  # refused by the kernel: its backlog is full
                continue
            self.open += 1
            try:
                writer.write(self.request)
                first.set()
                if (await reader.read()).startswith(b"HTTP/1.1 "):  # until the server closes it
                    self.answers += 1
            except OSError:
                first.set()
            finally:
                self.open -= 1
                self.closed += 1
                writer.close()


async def main(host: str, port: int, count: int, path: str | None = None) -> None:
    request = f"GET {path} HTTP/1.1\r\nHost: ops\r\n\r\n".encode() if path else PARTIAL
    holder = Holder(host, port, request)
    firsts = [asyncio.Event() for _ in range(count)]
    tasks = [asyncio.create_task(holder.one(e)) for e in firsts]
    for e in firsts:
        await e.wait()
    print(f"held {holder.open}", flush=True)
    loop = asyncio.get_running_loop()
    stdin = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin)
    reported = -1
    while True:
        try:
            if not await asyncio.wait_for(stdin.read(4096), 1.0):
                break  # end of file: the test is over
        except TimeoutError:
            pass
        if holder.closed != reported:
            reported = holder.closed
            print(
                f"closed {holder.closed} open {holder.open} failed {holder.failed}"
                f" answers {holder.answers}",
                flush=True,
            )
    for t in tasks:
        t.cancel()


if __name__ == "__main__":
    h, p, n, *rest = sys.argv[1:]
    asyncio.run(main(h, int(p), int(n), *rest))
