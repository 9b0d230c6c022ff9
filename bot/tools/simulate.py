"""``caravanserai simulate``: bots play many complete games and the report shows the game's
shape — who wins at which bot level, scores and their spread, rounds, how games end and how
long a bot takes to decide.

Every decision is made by a bot created for that decision, seeded from (base seed, game, action
count, seat) as the table service does, so a report is a pure function of its arguments: the
``digest`` (SHA-256 over the final states) is the same for the same arguments. Timings (seconds,
median ms per decision, and per decision with more than one legal action — ``ms_per_choice``,
with its 90th percentile) are measured on the side and never enter the digest. ``--jobs N``
plays the games in N worker processes with the same seeds: the report is the same as a serial
run's but for the timings. An interrupted run (SIGINT) still reports the games it finished, as
``completed`` of ``games`` with ``"interrupted": true``.
"""

from __future__ import annotations

import hashlib
import importlib
import math
import multiprocessing
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from games.core.bots import LEVELS, RandomBot, check_level
from games.core.playout import StuckGame, next_actor
from games.core.protocol import Game

RANDOM = "random"  # the seats' label without --bots: uniform random legal moves, as before


def parse_levels(raw: str | None, players: int) -> list[str] | None:
    """``strong,normal,normal`` → one level per seat; a single level is used for every seat."""
    if raw is None:
        return None
    levels = [check_level(x) for x in raw.split(",") if x.strip()]
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise ValueError(
            f"--bots names {len(levels)} levels for {players} players: give one per seat "
            f"(levels: {', '.join(LEVELS)})"
        )
    return levels


def end_cause(game: Game[Any], state: Any) -> str:
    """Why a finished game ended, from the game's ``sample`` module (``end`` if it has none)."""
    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        module = importlib.import_module(f"{package}.sample")
    except ImportError:
        return "end"
    fn = getattr(module, "end_cause", None)
    return fn(state) if fn else "end"


def rounds_of(game: Game[Any], state: Any) -> int | None:
    """The game's length in its own unit (rounds, years or turns) from ``stats``."""
    stats = game.stats(state)
    for key in ("rounds", "round", "year"):
        if isinstance(stats.get(key), int):
            return int(stats[key])
    turns = stats.get("turns")
    if isinstance(turns, list) and turns:
        return max(int(t) for t in turns)
    return None


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    """95 % Wilson score interval of a win rate (shared wins count as fractions)."""
    if n == 0:
        return [0.0, 0.0]
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def play_one(
    game: Game[Any],
    players: int,
    seed: str,
    options: dict[str, Any],
    levels: list[str] | None,
    timings: dict[str, list[float]],
    max_actions: int = 100_000,
) -> tuple[Any, int]:
    """One complete game; every decision by a fresh bot of the seat's level (as the table
    service makes them), timed."""
    state = game.new(players, seed, options)
    # without levels, every seat plays as before levels existed: one uniform random bot per seat
    random_bots = [RandomBot(f"{seed}:{s}") for s in range(players)] if levels is None else []
    actions = 0
    while not game.is_over(state):
        if actions >= max_actions:
            raise StuckGame(f"game did not end within {max_actions} actions")
        seat = next_actor(game, state)
        bot_seed = f"{seed}:{actions}:{seat}"
        if levels is None:
            level, bot = RANDOM, random_bots[seat]
        else:
            level, bot = levels[seat], game.make_bot(bot_seed, levels[seat])
        choice = len(game.legal(state, seat)) > 1
        start, cpu = time.perf_counter(), time.thread_time()
        action = bot.choose(game, state, seat)
        spent = time.perf_counter() - start
        timings.setdefault(level, []).append(spent)
        # processor time too: on a shared machine the wall clock also counts other programs
        timings.setdefault(f"{level} (cpu)", []).append(time.thread_time() - cpu)
        if choice:  # a real choice: where the search spends its budget
            timings.setdefault(f"{level} (choices)", []).append(spent)
        game.apply(state, seat, action)
        actions += 1
    if game.result(state) is None:
        raise StuckGame("game is over but has no result")
    return state, actions


def one_game(
    game: Game[Any],
    players: int,
    seed: str,
    index: int,
    options: dict[str, Any],
    levels: list[str] | None,
) -> dict[str, Any]:
    """Game ``index`` of a run, summed up for the report: a plain dict, so a worker process can
    send it back; a failure is returned (``error``), never raised."""
    timings: dict[str, list[float]] = {}
    try:
        state, played = play_one(game, players, f"{seed}:{index}", options, levels, timings)
    except Exception as exc:  # every failure is reported, none stops the run
        return {"error": f"game {index}: {type(exc).__name__}: {exc}", "timings": timings}
    result = game.result(state)
    assert result is not None  # play_one raised StuckGame otherwise
    return {
        "scores": [float(x) for x in result.scores],
        "ranks": list(result.ranks),
        "actions": played,
        "rounds": rounds_of(game, state),
        "cause": end_cause(game, state),
        "hash": game.state_hash(state),
        "timings": timings,
    }


# the run a worker process plays its games for (set before the pool forks, read by _work)
_RUN: tuple[Game[Any], int, str, dict[str, Any], list[str] | None] | None = None


def _work(index: int) -> dict[str, Any]:
    assert _RUN is not None  # set before the pool forks
    game, players, seed, options, levels = _RUN
    return one_game(game, players, seed, index, options, levels)


def _records(
    game: Game[Any],
    players: int,
    games: int,
    seed: str,
    options: dict[str, Any],
    levels: list[str] | None,
    jobs: int,
) -> Iterator[dict[str, Any]]:
    """Every game's record in game order: played here, or by ``jobs`` forked worker processes
    (each game depends only on its own seed, so the records are the same either way)."""
    if jobs <= 1 or games <= 1:
        for i in range(games):
            yield one_game(game, players, seed, i, options, levels)
        return
    global _RUN
    _RUN = (game, players, seed, options, levels)
    # fork: the workers inherit the loaded engines (and any budget a test has patched)
    with multiprocessing.get_context("fork").Pool(min(jobs, games)) as pool:
        results = pool.imap(_work, range(games))
        for _ in range(games):
            while True:  # a bounded wait, so SIGINT reaches the main thread (see simulate)
                try:
                    yield results.next(timeout=0.5)
                    break
                except multiprocessing.TimeoutError:
                    continue


def _decision_costs(timings: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """Median decision times by level: wall clock, processor time, and over real choices."""
    return {
        "ms_per_decision": {
            level: round(1000 * statistics.median(t), 3)
            for level, t in sorted(timings.items())
            if not level.endswith((" (choices)", " (cpu)"))
        },
        # the same in processor time (what a decision costs whatever else the machine runs)
        "cpu_ms_per_decision": {
            level.removesuffix(" (cpu)"): round(1000 * statistics.median(t), 3)
            for level, t in sorted(timings.items())
            if level.endswith(" (cpu)")
        },
        # the same over decisions with more than one legal action (a single one costs nothing)
        "ms_per_choice": {
            level.removesuffix(" (choices)"): round(1000 * statistics.median(t), 3)
            for level, t in sorted(timings.items())
            if level.endswith(" (choices)")
        },
        "ms_per_choice_p90": {
            level.removesuffix(" (choices)"): round(1000 * statistics.quantiles(t, n=10)[-1], 3)
            for level, t in sorted(timings.items())
            if level.endswith(" (choices)") and len(t) >= 2
        },
    }


def _seats(
    levels: list[str], wins: list[float], scores: list[list[float]], completed: int
) -> list[dict[str, Any]]:
    """Each seat's bot level, win rate (with its 95% interval) and score spread."""
    return [
        {
            "seat": s + 1,
            "level": levels[s],
            "win_rate": round(wins[s] / completed, 3) if completed else 0.0,
            "win_ci95": wilson(wins[s], completed),
            "score_mean": round(statistics.fmean(scores[s]), 2) if completed else 0.0,
            "score_sd": round(statistics.pstdev(scores[s]), 2) if completed else 0.0,
        }
        for s in range(len(levels))
    ]


def simulate(
    game: Game[Any],
    players: int,
    games: int,
    seed: str,
    options: dict[str, Any],
    levels: list[str] | None = None,
    progress: Callable[[int, int, str], None] | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """The JSON report (see the module docstring); ``options`` are already resolved. ``jobs``
    worker processes play the games; the report differs from a serial run only in timings."""
    digest = hashlib.sha256()
    scores: list[list[float]] = [[] for _ in range(players)]
    wins = [0.0] * players
    rounds: list[int] = []
    causes: Counter[str] = Counter()
    timings: dict[str, list[float]] = {}
    completed = errors = actions = 0
    failures: list[str] = []
    start = time.perf_counter()
    interrupted = False
    try:
        for i, record in enumerate(_records(game, players, games, seed, options, levels, jobs)):
            for level, spent in record["timings"].items():
                timings.setdefault(level, []).extend(spent)
            if "error" in record:
                errors += 1
                if len(failures) < 5:
                    failures.append(record["error"])
                continue
            completed += 1
            actions += record["actions"]
            ranks = record["ranks"]
            firsts = ranks.count(1)
            for s, score in enumerate(record["scores"]):
                scores[s].append(score)
                if ranks[s] == 1:
                    wins[s] += 1 / firsts
            if record["rounds"] is not None:
                rounds.append(record["rounds"])
            causes[record["cause"]] += 1
            digest.update(record["hash"].encode())
            if progress:  # the wins so far: a long run shows where it is heading
                progress(i + 1, games, "wins " + " ".join(f"{w:g}" for w in wins))
    except KeyboardInterrupt:  # SIGINT (Ctrl-C): the report of the games finished so far
        interrupted = True
    seconds = time.perf_counter() - start
    seat_levels = levels or [RANDOM] * players
    report: dict[str, Any] = {
        "game": game.spec.id,
        "players": players,
        "options": options,
        "bots": seat_levels,
        "games": games,
        "completed": completed,
        "errors": errors,
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(completed / seconds, 2) if seconds else None,
        "mean_scores": [round(statistics.fmean(s), 2) for s in scores] if completed else [],
        "seats": _seats(seat_levels, wins, scores, completed),
        "rounds": {
            "mean": round(statistics.fmean(rounds), 2) if rounds else None,
            "min": min(rounds) if rounds else None,
            "max": max(rounds) if rounds else None,
        },
        "end_causes": dict(sorted(causes.items())),
        **_decision_costs(timings),
        "digest": digest.hexdigest(),
    }
    if failures:
        report["failures"] = failures
    if interrupted:
        report["interrupted"] = True
    return report
