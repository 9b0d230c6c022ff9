"""Which shards a process owns: Discord's rule for a server's shard, the settings
that split shards over processes, which process syncs the commands, and the settings refusing
what is not built yet (a process owning only some shards)."""

from __future__ import annotations

import pytest

from bot.ops import sharding
from bot.ops.settings import Settings, SettingsError
from bot.ops.sharding import ShardPlan, from_env, shard_of


def test_discords_rule() -> None:
    guild = (123456789 << 22) | 4321  # created at 123456789 ms after the epoch
    assert shard_of(guild, 1) == 0
    assert shard_of(guild, 7) == 123456789 % 7
    assert shard_of(str(guild), 7) == 123456789 % 7  # stored ids are text
    assert shard_of(None, 7) == 0  # DMs arrive on shard 0


def test_plans_from_settings() -> None:
    assert from_env({}) == (ShardPlan(), [])
    assert from_env({"CARAVANSERAI_SHARD_COUNT": "4"}) == (ShardPlan(4), [])
    plan, problems = from_env({"CARAVANSERAI_SHARD_COUNT": "8", "CARAVANSERAI_SHARDS": "0-2,5"})
    assert plan == ShardPlan(8, (0, 1, 2, 5)) and not problems and plan.partial
    assert plan.bot_options() == {"shard_count": 8, "shard_ids": [0, 1, 2, 5]}
    blocks = [
        from_env({"CARAVANSERAI_SHARD_COUNT": "10", "CARAVANSERAI_CLUSTER": f"{i}/3"})[0]
        for i in range(3)
    ]
    assert [p.ids for p in blocks] == [(0, 1, 2), (3, 4, 5), (6, 7, 8, 9)]
    assert [p.syncs_commands for p in blocks] == [True, False, False]  # exactly one
    assert [p.processes for p in blocks] == [3, 3, 3] and plan.processes == 2  # 8 / 4 shards
    every = from_env({"CARAVANSERAI_SHARD_COUNT": "2", "CARAVANSERAI_SHARDS": "0-1"})[0]
    assert every == ShardPlan(2) and not every.partial


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"CARAVANSERAI_SHARD_COUNT": "0"}, "expected a number"),
        ({"CARAVANSERAI_SHARDS": "0-3"}, "need CARAVANSERAI_SHARD_COUNT"),
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_SHARDS": "2-9"}, "not below"),
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_SHARDS": "3-1"}, "backwards"),
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_SHARDS": "a"}, "not a shard id"),
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_CLUSTER": "4/4"}, "expected i/k"),
        ({"CARAVANSERAI_SHARD_COUNT": "2", "CARAVANSERAI_CLUSTER": "0/3"}, "would own none"),
        (
            {
                "CARAVANSERAI_SHARD_COUNT": "4",
                "CARAVANSERAI_SHARDS": "0",
                "CARAVANSERAI_CLUSTER": "0/2",
            },
            "not both",
        ),
    ],
)
def test_bad_settings_are_named(env: dict[str, str], says: str) -> None:
    _, problems = from_env(env)
    assert len(problems) == 1 and says in problems[0], problems


def test_ownership() -> None:
    plan = ShardPlan(4, (1, 3))
    owned = [g for g in range(16) if plan.owns_guild(g << 22)]
    assert owned == [1, 3, 5, 7, 9, 11, 13, 15]
    assert not plan.owns_guild(None)  # DM-only tables are shard 0's
    assert ShardPlan().owns_guild(12345 << 22) and ShardPlan(4).owns_guild(None)


def test_a_process_owning_some_shards_needs_postgresql(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CARAVANSERAI_SHARD_COUNT", "4")
    monkeypatch.setenv("CARAVANSERAI_CLUSTER", "1/2")
    monkeypatch.setenv("CARAVANSERAI_DATABASE", "some.db")
    with pytest.raises(SettingsError) as refused:
        Settings.load(None)
    assert sharding.NEEDS_SERVER in refused.value.problems
    monkeypatch.setenv("CARAVANSERAI_DATABASE", "postgresql://bot@db/caravanserai")
    assert Settings.load(None).shards == ShardPlan(4, (2, 3))
    assert Settings.load(None).shards.processes == 2
    monkeypatch.delenv("CARAVANSERAI_CLUSTER")
    monkeypatch.setenv("CARAVANSERAI_DATABASE", "some.db")
    assert Settings.load(None).shards == ShardPlan(4)


WIDEST = 100_000  # more shard ids than any real plan holds


class _Bounded:
    """Stands in for ``range`` inside bot/ops/sharding.py: refuses to be built wider than any
    plan needs, so a test of a huge setting fails fast instead of filling the memory."""

    def __init__(self, *args: int) -> None:
        self.inner = range(*args)
        if len(self.inner) > WIDEST:
            raise AssertionError(f"built a range of {len(self.inner):,} shard ids")

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.inner)

    def __len__(self) -> int:
        return len(self.inner)


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_SHARDS": "0-300000000"}, "not below"),
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_SHARDS": "0,1-300000000"}, "not below"),
        (
            {"CARAVANSERAI_SHARD_COUNT": "300000001", "CARAVANSERAI_SHARDS": "0-300000000"},
            "at most",
        ),
        ({"CARAVANSERAI_SHARD_COUNT": "300000000", "CARAVANSERAI_CLUSTER": "0/1"}, "at most"),
        ({"CARAVANSERAI_SHARD_COUNT": "300000000"}, "at most"),
        ({"CARAVANSERAI_SHARD_COUNT": "9" * 5000}, "at most"),  # past int()'s own limit
        ({"CARAVANSERAI_SHARD_COUNT": "²"}, "expected a number"),  # a digit int() refuses
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_SHARDS": "0-" + "9" * 5000}, "not below"),
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_SHARDS": "¹"}, "not a shard id"),
        ({"CARAVANSERAI_SHARD_COUNT": "4", "CARAVANSERAI_CLUSTER": "0/" + "9" * 5000}, "would own"),
    ],
)
def test_huge_or_odd_numbers_are_one_line_before_anything_is_built(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], says: str
) -> None:
    monkeypatch.setattr(sharding, "range", _Bounded, raising=False)
    _, problems = from_env(env)
    assert len(problems) == 1 and says in problems[0], problems
    assert problems[0].startswith(tuple(env)) and len(problems[0]) < 200, problems


def test_a_huge_shard_range_stops_the_start_with_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sharding, "range", _Bounded, raising=False)
    monkeypatch.setenv("CARAVANSERAI_DATABASE", "postgresql://bot@db/caravanserai")
    monkeypatch.setenv("CARAVANSERAI_SHARD_COUNT", "4")
    monkeypatch.setenv("CARAVANSERAI_SHARDS", "0-300000000")
    with pytest.raises(SettingsError) as refused:
        Settings.load(None)
    assert refused.value.problems == [
        "CARAVANSERAI_SHARDS: shard 300000000 is not below CARAVANSERAI_SHARD_COUNT=4"
    ]
