"""The operator port (``/healthz``, ``/metrics``) cannot be used against the bot: a request that
is never finished is closed after the read timeout, connections past the cap are closed at once
(so held connections cannot take the process's file descriptors), and a port already in use is
one log line, not a failed start."""

from __future__ import annotations

import asyncio
import logging
import socket
from typing import Any

import pytest

from bot.ops import http

BOUND = 60.0  # only matters when something is really stuck


class FakeBot:
    """What :class:`bot.ops.http.OpsServer` uses of the Discord client."""

    def __init__(self, address: str | None = None) -> None:
        self.settings = type("S", (), {"http": address, "outbox_stuck_seconds": 300.0})()
        self.store = None
        self.listeners: list[tuple[Any, str]] = []

    def add_listener(self, func: Any, name: str) -> None:
        self.listeners.append((func, name))

    def remove_listener(self, func: Any, name: str) -> None:
        self.listeners.remove((func, name))

    def is_closed(self) -> bool:
        return False

    def is_ready(self) -> bool:
        return True


async def half_sent(server: http.OpsServer) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection that sent the start of a request and never its end."""
    reader, writer = await asyncio.open_connection(server.host, server.port)
    writer.write(b"GET /healthz HTTP/1.1\r\nHost: ops\r\nX-Slow: ")
    await writer.drain()
    return reader, writer


async def closed(reader: asyncio.StreamReader) -> bytes:
    """Everything the server sent until it closed the connection (a reset, when it closed
    with our request unread, is a close too)."""
    try:
        return await asyncio.wait_for(reader.read(), BOUND)
    except ConnectionResetError:
        return b""


async def healthz(server: http.OpsServer) -> bytes:
    reader, writer = await asyncio.open_connection(server.host, server.port)
    writer.write(b"GET /healthz HTTP/1.1\r\nHost: ops\r\n\r\n")
    await writer.drain()
    try:
        return await closed(reader)  # answered, then closed: one request per connection
    finally:
        writer.close()


async def test_a_half_sent_request_is_closed_after_the_read_timeout() -> None:
    server = http.OpsServer(FakeBot(), "127.0.0.1:0", read_timeout=0.2)
    await server.start()
    try:
        reader, writer = await half_sent(server)
        assert await closed(reader) == b""  # closed with nothing said
        writer.close()
        # a whole request is still answered (503: the fake bot has no database)
        assert (await healthz(server)).startswith(b"HTTP/1.1 503")
    finally:
        await server.stop()


async def test_connections_past_the_cap_are_closed_at_once() -> None:
    server = http.OpsServer(FakeBot(), "127.0.0.1:0", read_timeout=BOUND * 10, max_connections=4)
    await server.start()
    held = [await half_sent(server) for _ in range(4)]
    try:
        await asyncio.wait_for(server.wait_open(4), BOUND)
        extra = [await half_sent(server) for _ in range(20)]
        # past the cap: closed at once, long before the read timeout
        for reader, writer in extra:
            assert await closed(reader) == b""
            writer.close()
        assert server.open_connections == 4 and server.refused >= 20
        # one held connection ends: its place serves a whole request again
        held.pop()[1].close()
        await asyncio.wait_for(server.wait_open(3), BOUND)
        assert (await healthz(server)).startswith(b"HTTP/1.1 503")
    finally:
        for _, writer in held:
            writer.close()
        await server.stop()


async def test_a_port_in_use_is_one_log_line_not_a_failed_start(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        bot = FakeBot(f"127.0.0.1:{port}")
        with caplog.at_level(logging.INFO, logger="caravanserai.ops"):
            assert await http.serve(bot) is None
    lines = [r for r in caplog.records if r.name == "caravanserai.ops"]
    assert len(lines) == 1, lines
    assert lines[0].levelno == logging.ERROR and lines[0].exc_info is None
    assert f"127.0.0.1:{port}" in lines[0].getMessage()
    assert bot.listeners == []  # nothing of the endpoint is left behind
