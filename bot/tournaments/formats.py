"""Tournament formats: what the next round is, given the rounds played so far.

* ``swiss``: a fixed number of rounds; players grouped by standing (leaders on table 1),
  repeat meetings minimised (see :mod:`bot.tournaments.pairing`).
* ``roundrobin``: for small groups. Tables of 2 follow the circle method (everyone meets
  everyone exactly once in N-1 rounds, N rounds with a bye each when N is odd); larger tables are
  grouped for the freshest meetings, so over the rounds pairs meet as evenly as possible. When
  everybody fits at one table, they all play together every round.
* ``elimination``: the top ``advance`` of every table go through (the best runners-up too when
  fewer would be left than the game needs, ``final_min``); once the survivors fit at one
  table they play the final.

Byes: when the active players cannot all be seated within the size bounds, the fewest possible
sit out. In Swiss and round robin they are the players with the fewest byes so far, the lowest
standing first, and score ``bye_points`` (default: the mean of the full-table scale, 3 on
6/4/2/0) and a neutral ½ game score; in elimination the best-placed players get the byes and go
through. Dropped players are never seated again but stay in the standings.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from bot.table.clock import SPEEDS
from bot.tournaments import designs, pairing, standings
from bot.tournaments.messages import Worded, english, w
from bot.tournaments.table_sizes import TableSplitError, check_bounds, split_with_byes
from i18n import LANGUAGES, PSEUDO

FORMATS = ("swiss", "roundrobin", "elimination")
AT_DEADLINE = ("bots", "standing")
REPEATS = ("avoid", "weighted", "allow")
REPEAT_WEIGHT = 2  # "weighted": a repeat meeting costs as much as moving a player 2 tables
SEEDING = ("random", "rating")
# the defaults of the settings added later: stored only when they differ (older rows stay valid)
EXTRA_DEFAULTS: dict[str, Any] = {
    "round_days": 0,
    "at_deadline": "bots",
    "drop_after_timeouts": True,
    "repeats": "avoid",
    "seeding": "random",
    "cap": 0,
    "checkin": False,
    "language": "en",
}


class ConfigError(Worded, ValueError):
    """The tournament settings cannot work; the message (``words``) says why."""

    def __init__(self, msg_id: str, **args: Any) -> None:
        self.words = w(msg_id, **args)
        super().__init__(english(self.words))


@dataclass(frozen=True)
class Config:
    format: str
    table_size: int
    min_table_size: int
    rounds: int = 0  # swiss: required; round robin: 0 = a full cycle; elimination: ignored
    points: tuple[Fraction, ...] = ()  # scale for a full table; () = 2·(size-1-place)
    bye_points: Fraction | None = None  # None = mean of the scale
    advance: int = 2  # elimination: how many of each table go through
    seed: str = "0"
    speed: str = (
        "untimed"  # the tables' game clock (bot/table/clock.py): a round ends in bounded time
    )
    final_min: int = 2  # elimination: the game's fewest players, so the final can be played
    round_days: float = 0  # a round's time limit in days; 0 = the speed's default (deadlines.py)
    at_deadline: str = "bots"  # unfinished tables at the deadline: bots play on, or standing
    drop_after_timeouts: bool = True  # a player dropped from a game for timeouts leaves
    repeats: str = "avoid"  # swiss: avoid repeat meetings first, or allow (standing first)
    seeding: str = "random"  # round 1 order: random, or by the server's rating
    cap: int = 0  # most players seated (0 = no cap); later ones wait for a free place
    checkin: bool = False  # players confirm with /tournament checkin; no-shows leave at start
    language: str = "en"  # its public posts and its tables': en, fr or it

    @property
    def scale(self) -> list[Fraction]:
        return list(self.points) if self.points else standings.default_scale(self.table_size)

    @property
    def bye_value(self) -> Fraction:
        if self.bye_points is not None:
            return self.bye_points
        return sum(self.scale, Fraction(0)) / len(self.scale)

    def validate(self, game_min: int = 2, game_max: int = 99) -> Config:
        if self.format not in FORMATS:
            raise ConfigError("tourn-config-format", format=self.format, choices=", ".join(FORMATS))
        try:
            check_bounds(self.table_size, self.min_table_size)
        except TableSplitError:
            raise ConfigError(
                "tourn-config-bounds", min=self.min_table_size, max=self.table_size
            ) from None
        if self.min_table_size < game_min or self.table_size > game_max:
            raise ConfigError(
                "tourn-config-game-size",
                game_min=game_min,
                game_max=game_max,
                min=self.min_table_size,
                max=self.table_size,
            )
        if self.speed not in SPEEDS:
            raise ConfigError("tourn-config-speed", speed=self.speed, choices=", ".join(SPEEDS))
        if self.at_deadline not in AT_DEADLINE:
            raise ConfigError("tourn-config-at-deadline", choices=", ".join(AT_DEADLINE))
        if self.repeats not in REPEATS:
            raise ConfigError("tourn-config-repeats", choices=", ".join(REPEATS))
        if self.seeding not in SEEDING:
            raise ConfigError("tourn-config-seeding", choices=", ".join(SEEDING))
        if self.language not in (*LANGUAGES, PSEUDO):  # the pseudo-locale: tests only
            raise ConfigError("tourn-config-language", choices=", ".join(LANGUAGES))
        if not 0 <= self.round_days <= 90:
            raise ConfigError("tourn-config-round-days")
        if self.cap and self.cap < self.min_table_size:
            raise ConfigError("tourn-config-cap", cap=self.cap, min=self.min_table_size)
        if self.format == "swiss" and self.rounds < 1:
            raise ConfigError("tourn-config-swiss-rounds")
        if self.rounds < 0:
            raise ConfigError("tourn-config-negative-rounds")
        if self.points and (
            len(self.points) != self.table_size
            or any(a < b for a, b in zip(self.points, self.points[1:], strict=False))
        ):
            raise ConfigError("tourn-config-points", count=self.table_size)
        if self.format == "elimination" and not 1 <= self.advance < self.min_table_size:
            raise ConfigError("tourn-config-advance", advance=self.advance, min=self.min_table_size)
        return self

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "table_size": self.table_size,
            "min_table_size": self.min_table_size,
            "rounds": self.rounds,
            "points": [str(p) for p in self.points],
            "bye_points": None if self.bye_points is None else str(self.bye_points),
            "advance": self.advance,
            "seed": self.seed,
            **({"speed": self.speed} if self.speed != "untimed" else {}),
            **({"final_min": self.final_min} if self.final_min != 2 else {}),
            **{k: getattr(self, k) for k, v in EXTRA_DEFAULTS.items() if getattr(self, k) != v},
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Config:
        bye = data.get("bye_points")
        return Config(
            format=data["format"],
            table_size=int(data["table_size"]),
            min_table_size=int(data["min_table_size"]),
            rounds=int(data.get("rounds", 0)),
            points=tuple(Fraction(p) for p in data.get("points", [])),
            bye_points=None if bye is None else Fraction(bye),
            advance=int(data.get("advance", 2)),
            seed=str(data.get("seed", "0")),
            speed=str(data.get("speed", "untimed")),
            final_min=int(data.get("final_min", 2)),
            round_days=float(data.get("round_days", 0)),
            at_deadline=str(data.get("at_deadline", "bots")),
            drop_after_timeouts=bool(data.get("drop_after_timeouts", True)),
            repeats=str(data.get("repeats", "avoid")),
            seeding=str(data.get("seeding", "random")),
            cap=int(data.get("cap", 0)),
            checkin=bool(data.get("checkin", False)),
            language=str(data.get("language", "en")),
        )


@dataclass
class Plan:
    """The next round: tables (entry ids in seat order, seat 1 first) and byes."""

    number: int
    tables: list[list[int]]
    byes: list[int]
    final: bool = False


def current_standings(
    config: Config,
    entries: Sequence[int],
    rounds: Sequence[standings.RoundRecord],
    dropped: Sequence[int] = (),
) -> list[standings.Standing]:
    return standings.compute(
        entries,
        rounds,
        scale=config.scale,
        bye_points=config.bye_value,
        seed=config.seed,
        dropped=dropped,
        elimination=config.format == "elimination",
        by_entry=config.seeding == "rating",
    )


def total_rounds(config: Config, n_entries: int) -> int | None:
    """Rounds planned for swiss and round robin (None: elimination ends with its final)."""
    if config.format == "swiss":
        return config.rounds
    if config.format == "roundrobin":
        if config.rounds:
            return config.rounds
        if n_entries <= config.table_size:
            return 1
        if config.table_size == 2:
            return n_entries - 1 if n_entries % 2 == 0 else n_entries
        return -(-(n_entries - 1) // (config.table_size - 1))
    return None


def next_round(
    config: Config,
    entries: Sequence[int],
    rounds: Sequence[standings.RoundRecord],
    dropped: Sequence[int] = (),
) -> Plan | None:
    """The round to play next, or None when the tournament is over. Call once the last round
    has finished."""
    if rounds and not rounds[-1].finished:
        raise ValueError("the current round has not finished")
    number = len(rounds) + 1
    rng = random.Random(f"{config.seed}:round:{number}")
    order = [s.entry for s in current_standings(config, entries, rounds, dropped) if not s.dropped]
    met = pairing.meetings(t.players for r in rounds for t in r.tables)
    if config.format == "elimination":
        plan = _elimination(config, number, order, rounds, set(dropped))
    else:
        limit = total_rounds(config, len(entries))
        if limit is not None and number > limit:
            return None
        if config.format == "swiss":
            plan = _swiss(config, number, order, rounds, met, rng)
        else:
            plan = _round_robin(config, number, list(entries), order, rounds, met, rng, dropped)
    if plan is None or not plan.tables:
        return None
    for table in plan.tables:
        rng.shuffle(table)  # seat order (who plays first) is drawn
    return plan


def _bye_takers(order: list[int], rounds: Sequence[standings.RoundRecord], n: int) -> list[int]:
    """The ``n`` players with the fewest byes so far, the lowest standing first."""
    if n == 0:
        return []
    had = {e: sum(e in r.byes for r in rounds) for e in order}
    pos = {e: i for i, e in enumerate(order)}
    return sorted(order, key=lambda e: (had[e], -pos[e]))[:n]


def _swiss(
    config: Config,
    number: int,
    order: list[int],
    rounds: Sequence[standings.RoundRecord],
    met: Any,
    rng: random.Random,
) -> Plan | None:
    sizes, nbye = split_with_byes(len(order), config.table_size, config.min_table_size)
    if not sizes:
        return None
    byes = _bye_takers(order, rounds, nbye)
    seated = [e for e in order if e not in byes]
    if config.repeats == "allow":  # standing only: the leaders meet on table 1 again
        return Plan(number, pairing.fill(seated, sizes), sorted(byes))
    weight = REPEAT_WEIGHT if config.repeats == "weighted" else 0
    return Plan(number, pairing.group(seated, sizes, met, rng, repeat_weight=weight), sorted(byes))


def _round_robin(
    config: Config,
    number: int,
    entries: list[int],
    order: list[int],
    rounds: Sequence[standings.RoundRecord],
    met: Any,
    rng: random.Random,
    dropped: Sequence[int],
) -> Plan | None:
    active = set(order)
    if config.table_size == 2 and len(entries) > 2:
        ring: list[int | None] = list(entries) + ([None] if len(entries) % 2 else [])
        tables, byes = [], []
        for a, b in pairing.circle(ring, number - 1):
            live = [p for p in (a, b) if p is not None and p in active]
            if len(live) == 2:
                tables.append(live)
            else:
                byes += live
        return Plan(number, tables, sorted(byes))
    sizes, nbye = split_with_byes(len(order), config.table_size, config.min_table_size)
    if not sizes:
        return None
    planned = total_rounds(config, len(entries)) or number
    if not nbye and not dropped and number <= planned:
        # everyone still in: the whole schedule (a design, or the search's), one round at a time
        who = sorted(entries)
        random.Random(f"{config.seed}:roundrobin").shuffle(who)
        plan = designs.schedule(len(who), sizes, planned, config.seed)[number - 1]
        return Plan(number, [[who[i] for i in t] for t in plan], [])
    byes = _bye_takers(order, rounds, nbye)
    seated = sorted(e for e in order if e not in byes)
    rng.shuffle(seated)
    return Plan(number, pairing.group(seated, sizes, met, rng, by_standing=False), sorted(byes))


def unmet_pairs(
    config: Config, entries: Sequence[int], rounds: Sequence[standings.RoundRecord]
) -> tuple[int, int]:
    """Round robin: (pairs who never met, the fewest possible — the design's 0 where one exists
    for these numbers, else the counting bound over the rounds played)."""
    tables = [t.players for r in rounds for t in r.tables]
    unmet = designs.unmet_pairs(entries, tables)
    sizes = [len(t.players) for t in rounds[0].tables] if rounds else []
    return unmet, designs.unmet_minimum(len(entries), sizes, len(rounds))


def _elimination(
    config: Config,
    number: int,
    order: list[int],
    rounds: Sequence[standings.RoundRecord],
    dropped: set[int],
) -> Plan | None:
    if rounds and rounds[-1].final:
        return None
    pos = {e: i for i, e in enumerate(order)}
    if rounds:
        last = rounds[-1]
        through = [e for e in last.byes if e not in dropped]
        runners_up: list[tuple[int, int, int]] = []  # (place, standing, entry) left behind
        for t in last.tables:
            assert t.ranks is not None
            alive = [e for e in t.players if e not in dropped]
            place = dict(zip(t.players, t.ranks, strict=True))
            alive.sort(key=lambda e: (place[e], pos.get(e, len(pos))))
            through += alive[: config.advance]
            runners_up += [(place[e], pos.get(e, len(pos)), e) for e in alive[config.advance :]]
        # a final needs a playable table: the best runners-up fill it up to the game's minimum
        for _, _, e in sorted(runners_up)[: max(0, config.final_min - len(through))]:
            through.append(e)
        pool = sorted(through, key=lambda e: pos.get(e, len(pos)))
    else:
        pool = order
    if len(pool) <= 1:
        return None
    if len(pool) <= config.table_size:
        return Plan(number, [list(pool)], [], final=True)
    sizes, nbye = split_with_byes(len(pool), config.table_size, config.min_table_size)
    # the best placed of those with the fewest byes skip the round and go through: nobody has
    # a second bye while another player still in has had none
    had = {e: sum(e in r.byes for r in rounds) for e in pool}
    byes = sorted(pool, key=lambda e: (had[e], pos.get(e, len(pos))))[:nbye]
    rest = [e for e in pool if e not in byes]
    return Plan(number, pairing.snake(rest, sizes), sorted(byes))
