"""A real PostgreSQL server for the tests, started by the suite itself.

``initdb`` in a temporary directory, ``pg_ctl start`` listening only on a unix socket inside it
(no port to collide with), one fresh database per test (``pg_url``). The binaries are Debian's
(``pg_config --bindir``, else ``/usr/lib/postgresql/*/bin``); as root they run as the
``postgres`` user (the server refuses root). Without them the PostgreSQL tests skip with one
line; under CI (``CI`` set) on a machine that has them, nothing skips: a failure fails.
"""

from __future__ import annotations

import asyncio
import glob
import itertools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

PORT = 5432  # names the socket file in our own directory; nothing listens on TCP


def bindir() -> Path | None:
    """Where initdb/pg_ctl are, or None."""
    candidates: list[str] = []
    try:
        out = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True, timeout=10)
        candidates.append(out.stdout.strip())
    except (OSError, subprocess.SubprocessError):
        pass
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    for c in candidates:
        if c and (Path(c) / "initdb").is_file() and (Path(c) / "pg_ctl").is_file():
            return Path(c)
    return None


def missing() -> str | None:
    """Why PostgreSQL tests cannot run here, or None."""
    if bindir() is None:
        return "PostgreSQL is not installed (no initdb/pg_ctl; Debian: apt install postgresql)"
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        return "asyncpg is not installed (pip install -e '.[dev]')"
    return None


class Server:
    """One PostgreSQL server in a temporary directory; :meth:`database` makes fresh databases."""

    def __init__(self, *, durable: bool = False) -> None:
        """``durable``: fsync and synchronous commits as in production (benchmarks); tests
        run without (the server is thrown away, and nothing here kills it)."""
        self.durable = durable
        bins = bindir()
        assert bins is not None
        self.bin = bins
        self.root = Path(tempfile.mkdtemp(prefix="cpg"))  # short: unix socket paths are ≤107
        self.data = self.root / "data"
        self.user: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres", "postgres")
            self.user = ["runuser", "-u", "postgres", "--"]
        self._names = itertools.count(1)
        self._options = (
            f"-c listen_addresses='' -c unix_socket_directories={self.root} -p {PORT}"
            " -c max_connections=200 -c shared_buffers=32MB"
        )
        if not self.durable:
            self._options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"

    def _run(self, *args: str) -> None:
        subprocess.run([*self.user, *args], check=True, capture_output=True, timeout=120)

    def start(self) -> Server:
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        )
        self.resume()
        return self

    def restart(self) -> None:
        """``pg_ctl restart`` as an operator runs it (fast mode: every client connection is cut,
        the server's advisory locks with them); returns once the server accepts connections."""
        log = str(self.root / "log")  # as at start: else the server holds our output pipe open
        self._run(
            str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "-l", log, "restart"
        )

    def halt(self) -> None:
        """The first half of a restart: stopped (clients cut) until :meth:`resume`."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def resume(self) -> None:
        """Start the server (again); returns once it accepts connections."""
        log = str(self.root / "log")
        pg_ctl = str(self.bin / "pg_ctl")
        self._run(pg_ctl, "-D", str(self.data), "-o", self._options, "-w", "-l", log, "start")

    def ready_at(self) -> float:
        """When the server last said it accepts connections (its log; a UNIX time): pg_ctl
        returns a poll later, so measurements of "the server is back" start here."""
        lines = (self.root / "log").read_text(errors="replace").splitlines()
        last = [ln for ln in lines if "ready to accept connections" in ln][-1]
        stamp = datetime.strptime(last[:23], "%Y-%m-%d %H:%M:%S.%f")  # the log's UTC time
        return stamp.replace(tzinfo=UTC).timestamp()

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, name: str = "postgres") -> str:
        return f"postgresql://postgres@/{name}?host={self.root}&port={PORT}"

    def database(self) -> str:
        """A new empty database; its URL."""
        name = f"t{os.getpid()}_{next(self._names)}"
        self._run(
            str(self.bin / "createdb"),
            "-h",
            str(self.root),
            "-p",
            str(PORT),
            "-U",
            "postgres",
            name,
        )
        return self.url(name)


class Admin:
    """The operator's connection to the server (its ``postgres`` database): lets a test keep a
    database's clients out and cut the connections of one store, as a failover would."""

    def __init__(self, server: Server, url: str) -> None:
        self.server, self.name = server, url.split("?")[0].rsplit("/", 1)[-1]
        self.raw: Any = None

    async def __aenter__(self) -> Admin:
        import asyncpg

        self.raw = await asyncpg.connect(self.server.url())
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.allow(True)
        await self.raw.close()

    async def pids(self) -> set[int]:
        rows = await self.raw.fetch(
            "SELECT pid FROM pg_stat_activity WHERE datname = $1", self.name
        )
        return {r["pid"] for r in rows}

    async def allow(self, yes: bool) -> None:
        await self.raw.execute(f'ALTER DATABASE "{self.name}" WITH ALLOW_CONNECTIONS {yes}')

    async def cut(self, pids: set[int]) -> None:
        """Terminate ``pids`` and wait until the server has let go of their locks."""
        await self.raw.execute(
            "SELECT pg_terminate_backend(p) FROM unnest($1::int[]) p", list(pids)
        )
        while await self.raw.fetchval(
            "SELECT count(*) FROM pg_locks WHERE pid = ANY($1::int[])", list(pids)
        ):
            await asyncio.sleep(0.02)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    why = missing()
    if why is not None:
        if os.environ.get("CI") and bindir() is not None:
            pytest.fail(f"CI with PostgreSQL installed must run these tests: {why}")
        pytest.skip(why)
    server = Server().start()
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server: Server) -> str:
    """A fresh, empty database on the suite's server."""
    return pg_server.database()


def on_postgres(monkeypatch: pytest.MonkeyPatch, server: Server) -> dict[str, str]:
    """Every ``Store.open(<a SQLite file path>)`` of the test opens the PostgreSQL back end
    instead, one database per file name (reopening the same file reopens the same database):
    the SQLite tests of a module marked ``both_stores`` (tests/conftest.py) run unchanged on
    PostgreSQL, restarts included. Returns the file → URL map."""
    from bot.store import is_server_url, sqlite
    from bot.store.postgres import PgStore

    urls: dict[str, str] = {}

    async def open_(path: str | Path) -> sqlite.Store:
        if is_server_url(path):
            return await PgStore.open(str(path))
        key = str(path)
        if key not in urls:
            urls[key] = server.database()
        return await PgStore.open(urls[key])

    monkeypatch.setattr(sqlite.Store, "open", staticmethod(open_))
    return urls
