"""Formats: Swiss rounds, byes, drops, round robin schedules, elimination brackets."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from bot.tournaments.formats import Config, ConfigError, current_standings, next_round
from bot.tournaments.pairing import meetings, pair
from bot.tournaments.standings import RoundRecord, TableRecord
from games.core.protocol import rank_by


def play(
    config: Config, n: int, *, drops: dict[int, list[int]] | None = None, seed: int = 0
) -> list[RoundRecord]:
    """Play a whole tournament with random results; ``drops`` maps round → entries dropping
    after it."""
    rng = random.Random(seed)
    entries = list(range(1, n + 1))
    dropped: list[int] = []
    rounds: list[RoundRecord] = []
    while True:
        plan = next_round(config, entries, rounds, dropped)
        if plan is None:
            return rounds
        tables = []
        for players in plan.tables:
            scores = [rng.randint(0, 20) for _ in players]
            tables.append(TableRecord(players, rank_by(scores), scores))
        rounds.append(RoundRecord(plan.number, tables, plan.byes, plan.final))
        dropped += (drops or {}).get(plan.number, [])
        assert len(rounds) < 50


def seated(rnd: RoundRecord) -> list[int]:
    return [p for t in rnd.tables for p in t.players]


def test_swiss_13_players() -> None:
    config = Config("swiss", 4, 3, rounds=4, seed="1").validate()
    rounds = play(config, 13)
    assert len(rounds) == 4
    for rnd in rounds:
        assert [len(t.players) for t in rnd.tables] == [4, 3, 3, 3]
        assert sorted(seated(rnd)) == list(range(1, 14)) and rnd.byes == []
    assert rounds == play(config, 13)  # deterministic
    assert rounds != play(Config("swiss", 4, 3, rounds=4, seed="2"), 13)


def test_swiss_groups_by_standing() -> None:
    config = Config("swiss", 4, 4, rounds=2, seed="1")
    rounds = play(config, 16)
    standing = [s.entry for s in current_standings(config, range(1, 17), rounds[:1])]
    # round 2: table 1 holds the leaders unless a repeat forced a swap (none is needed here:
    # each first-round table sends one player to each second-round table at most once)
    leaders = set(standing[:4])
    assert len(leaders & set(rounds[1].tables[0].players)) >= 2
    assert all(
        meetings(rounds[0].tables[i].players for i in range(4))[pair(a, b)] == 0
        for t in rounds[1].tables
        for a in t.players
        for b in t.players
        if a < b
    )


def test_swiss_byes_rotate_and_score() -> None:
    config = Config("swiss", 4, 4, rounds=5, seed="b")
    rounds = play(config, 5)
    assert [len(r.byes) for r in rounds] == [1] * 5
    assert sorted(e for r in rounds for e in r.byes) == [1, 2, 3, 4, 5]
    assert config.bye_value == 3
    st = {s.entry: s for s in current_standings(config, range(1, 6), rounds)}
    assert all(s.byes == 1 and s.games == 4 for s in st.values())


def test_swiss_drops_are_not_paired_again() -> None:
    config = Config("swiss", 4, 3, rounds=3, seed="d")
    rounds = play(config, 9, drops={1: [4, 7]})
    assert 4 in seated(rounds[0]) and 7 in seated(rounds[0])
    for rnd in rounds[1:]:
        assert 4 not in seated(rnd) and 7 not in seated(rnd)
        assert sorted(seated(rnd)) == [1, 2, 3, 5, 6, 8, 9]
        assert [len(t.players) for t in rnd.tables] == [4, 3]
    st = current_standings(config, range(1, 10), rounds, [4, 7])
    assert {s.entry for s in st if s.dropped} == {4, 7}


def test_swiss_too_few_left_ends_early() -> None:
    config = Config("swiss", 4, 3, rounds=5, seed="e")
    rounds = play(config, 4, drops={1: [1, 2]})
    assert len(rounds) == 1


def test_round_robin_pairs_every_pair_once() -> None:
    for n in (4, 5, 6, 7):
        config = Config("roundrobin", 2, 2, seed="r")
        rounds = play(config, n)
        assert len(rounds) == (n - 1 if n % 2 == 0 else n)
        met = meetings(t.players for r in rounds for t in r.tables)
        assert len(met) == n * (n - 1) // 2 and set(met.values()) == {1}
        byes = Counter(e for r in rounds for e in r.byes)
        assert byes == (Counter() if n % 2 == 0 else Counter(range(1, n + 1)))


def test_round_robin_drop_gives_byes() -> None:
    rounds = play(Config("roundrobin", 2, 2, seed="r"), 6, drops={2: [3]})
    for rnd in rounds[2:]:
        assert 3 not in seated(rnd) and len(rnd.byes) == 1


def test_round_robin_larger_tables_spread_meetings() -> None:
    config = Config("roundrobin", 3, 3, seed="r")
    rounds = play(config, 9)
    assert len(rounds) == 4  # 8 opponents, 2 new ones per round
    met = meetings(t.players for r in rounds for t in r.tables)
    assert len(met) == 36 and set(met.values()) == {1}  # a perfect schedule exists and is found
    small = play(Config("roundrobin", 4, 2, rounds=3, seed="r"), 4)
    assert [[len(t.players) for t in r.tables] for r in small] == [[4], [4], [4]]


def test_elimination_bracket() -> None:
    config = Config("elimination", 4, 3, advance=2, seed="x").validate()
    rounds = play(config, 13)
    assert [[len(t.players) for t in r.tables] for r in rounds] == [[4, 3, 3, 3], [4, 4], [4]]
    assert [r.final for r in rounds] == [False, False, True]
    for before, after in zip(rounds, rounds[1:], strict=False):
        through = set()
        for t in before.tables:
            assert t.ranks is not None
            through |= {p for p, r in zip(t.players, t.ranks, strict=True) if r <= 2}
        assert set(seated(after)) <= through | set(before.byes)
    st = current_standings(config, range(1, 14), rounds)
    final = rounds[-1].tables[0]
    assert final.ranks is not None
    winner = final.players[final.ranks.index(min(final.ranks))]
    assert st[0].entry == winner
    assert {s.entry for s in st[:4]} == set(final.players)


def test_elimination_byes_and_drops() -> None:
    config = Config("elimination", 4, 4, advance=2, seed="y")
    rounds = play(config, 5)
    assert len(rounds[0].byes) == 1 and [len(t.players) for t in rounds[0].tables] == [4]
    assert rounds[1].final and len(rounds[1].tables[0].players) == 3
    assert rounds[0].byes[0] in rounds[1].tables[0].players
    # a survivor who drops does not go through: the next placed player does
    config = Config("elimination", 3, 3, advance=1, seed="z")
    first = play(config, 9)[0]
    winners = [t.players[t.ranks.index(1)] for t in first.tables if t.ranks]
    rounds = play(config, 9, drops={1: [winners[0]]})
    assert winners[0] not in seated(rounds[1]) and len(seated(rounds[1])) == 3


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (Config("chess", 4, 3, rounds=1), "unknown format"),
        (Config("swiss", 4, 3), "at least one round"),
        (Config("swiss", 3, 4, rounds=1), "minimum ≤ maximum"),
        (Config("swiss", 6, 3, rounds=1), "2–5 players"),
        (Config("elimination", 4, 2, advance=2), "fewer players must go through"),
        (Config("swiss", 4, 3, rounds=1, points=(Fraction(1), Fraction(2))), "points"),
    ],
)
def test_config_errors(config: Config, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        config.validate(2, 5)


def test_config_round_trip_and_points() -> None:
    config = Config("swiss", 4, 3, rounds=3, points=(10, 5, 2, 0), bye_points=Fraction(4))
    assert Config.from_json(config.to_json()) == config
    assert config.scale == [10, 5, 2, 0] and config.bye_value == 4
