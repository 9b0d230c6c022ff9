"""Shared fixtures: the toy game is registered for host tests; a module marked
``both_stores`` runs each of its tests on SQLite and on PostgreSQL (``only_store(name)`` keeps a
test to one): every ``Store.open`` of a SQLite file then opens a database of the suite's
PostgreSQL server instead (:func:`tests.support.postgres.on_postgres`). ``both_stores(lazy=True)``
adds a third run on SQLite with every running table restored lazily, as a restart past
:data:`bot.table.restore.LAZY_ABOVE` tables does (``not_lazy`` keeps a test out of it)."""

from __future__ import annotations

import gc
import os

import pytest

from games.core.registry import register
from tests.support.postgres import on_postgres, pg_server  # noqa: F401 - the server fixture

register("toy", "tests.support.toy_game:GAME")

STORES = ("sqlite", "postgresql")


def pytest_collection_finish(session: pytest.Session) -> None:
    """The collector leaves what collection imported alone (``gc.freeze``: modules, catalogues)
    and runs less often: the suite's games build and drop states of tens of thousands of
    containers, and a quarter of a playout's processor time went to collections that walked
    them again and again (an Emira playout and the refusal tests: 14.9 -> 11.4 s, same run)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 20, 20)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """One worker more than the processors (``-n auto``): the end-to-end tests spend much of
    their time waiting on a bot process or a database, and a processor should not idle then."""
    return (os.cpu_count() or 1) + 1


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Long tests (marked ``slow``) first, dealt in turn to each worker's share, then the other
    modules whole (their shared positions are built once, by one worker): xdist hands each
    worker a contiguous share and steals from the end of the busiest, so a long test left at
    the end kept one core busy while the other waited (up to 175 s of a run)."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    slow = [i for i in items if i.get_closest_marker("slow") is not None]
    modules: dict[str, list[pytest.Item]] = {}
    for item in items:
        if item.get_closest_marker("slow") is None:
            modules.setdefault(item.nodeid.split("::")[0], []).append(item)
    shares = [slow[w::workers] for w in range(max(1, workers))]
    for tests in modules.values():
        min(shares, key=len).extend(tests)
    items[:] = [item for share in shares for item in share]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if metafunc.definition.get_closest_marker("both_stores") is None:
        return
    marker = metafunc.definition.get_closest_marker("both_stores")
    only = metafunc.definition.get_closest_marker("only_store")
    names = [only.args[0]] if only else list(STORES)
    lazy = marker is not None and marker.kwargs.get("lazy") and not only
    if lazy and metafunc.definition.get_closest_marker("not_lazy") is None:
        names.append("sqlite-lazy")
    metafunc.parametrize("store_backend", names, indirect=True)


@pytest.fixture(autouse=True)
def store_backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The back end this test's stores open on (``sqlite`` unless parametrised); autouse, so it
    patches before any fixture of the test opens a store."""
    name: str = getattr(request, "param", "sqlite")
    if name == "postgresql":
        on_postgres(monkeypatch, request.getfixturevalue("pg_server"))
    elif name == "sqlite-lazy":
        monkeypatch.setattr("bot.table.restore.LAZY_ABOVE", 0)
    return name
