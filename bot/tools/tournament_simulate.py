"""``caravanserai tournament simulate``: a whole tournament with simulated players, through the
real table service and database (a temporary file), without Discord.

``--absent K``: the last K players never move. Their tables wait until the round's deadline
(``--round-days``; simulated time, moved forward by the simulation) and are then adjudicated by
``--at-deadline`` (bots or standing) through the same tournament timers as on a server.

Every simulated player is an ordinary human seat whose moves a bot chooses and sends through
:meth:`TableService.move`, so pairing, seating, the finish hooks, ratings and drops run exactly
as on Discord. Tables are played one after another in table order, so the same arguments always
give the same games, ratings and report (no times or paths in it).
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table.service import TableService
from bot.tournaments import deadlines, designs, formats, pairing, seeds
from bot.tournaments import store as ts
from bot.tournaments.formats import Config
from bot.tournaments.runner import TournamentRunner
from bot.tournaments.standings import placement_points
from bot.tournaments.table_sizes import split_with_byes

GUILD = "simulation"
MOVES_BEFORE_DROP = 6
START = 1_700_000_000.0  # the simulated clock's start (no wall time in the report)


class SimClock:
    """Simulated time: moved forward to each round's deadline when only absent players are left
    to move."""

    def __init__(self) -> None:
        self.t = START

    def __call__(self) -> float:
        return self.t


def _user(i: int) -> str:
    return f"sim:{i}"


async def play_table(
    service: TableService,
    place: str,
    seed: str,
    limit: int | None = None,
    absent: frozenset[str] = frozenset(),
) -> int:
    """Play the table's human seats with bots, through the service; ``limit`` moves at most.
    Seats of ``absent`` users never move: play stops when only they are left to decide."""
    played = 0
    while limit is None or played < limit:
        table = service.table_at(place)
        if table is None or table.status != "running" or table.game.is_over(table.state):
            break
        game, state = table.game, table.state
        humans = table.pending_humans()
        seat = next(
            (s for s in humans if table.players[s].user_id not in absent and game.legal(state, s)),
            None,
        )
        if seat is None and any(table.players[s].user_id in absent for s in humans):
            break  # waiting for someone who never comes: the round's deadline settles it
        if seat is None:
            raise RuntimeError(f"{place}: no human seat can move at move {table.seq}")
        action = game.make_bot(f"{seed}:{place}:{table.seq}").choose(game, state, seat)
        await service.move(place, table.players[seat].user_id, action, seat=seat)
        played += 1
    return played


async def run_tournament(
    store: Store,
    *,
    game: str,
    players: int,
    config: Config,
    options: dict[str, Any] | None = None,
    drops: Sequence[tuple[int, int]] = (),
    progress: Callable[[str], None] = lambda _: None,
    stop_after_moves: int | None = None,
    absent: int = 0,
) -> int | None:
    """Create, fill and play a tournament on ``store``; returns its id. With
    ``stop_after_moves`` it stops (returns None) once that many moves were played, to test a
    restart; call :func:`continue_tournament` on a fresh service to carry on. The last
    ``absent`` players never move."""
    clock = SimClock()
    service = TableService(store, snapshot_every=50, clock=clock)
    runner = TournamentRunner(service, seed_source=seeds.Counter(config.seed))
    tid = await runner.create(
        guild=GUILD,
        place="simulation",
        organiser="sim:organiser",
        game=game,
        config=config,
        options=options,
        name="simulation",
    )
    for i in range(1, players + 1):
        await runner.register(tid, _user(i), f"Player {i}")
    await runner.start(tid)
    away = frozenset(_user(i) for i in range(players - absent + 1, players + 1))
    done = await _drive(runner, tid, drops, progress, stop_after_moves, away, clock)
    return tid if done else None


async def continue_tournament(
    store: Store,
    tournament_id: int,
    *,
    drops: Sequence[tuple[int, int]] = (),
    progress: Callable[[str], None] = lambda _: None,
) -> None:
    """Restart: a new service loads the stored tables, the runner resumes, play carries on."""
    clock = SimClock()
    service = TableService(store, snapshot_every=50, clock=clock)
    await service.load()
    t = await ts.load(store.db, tournament_id)
    assert t is not None
    counter = seeds.Counter(t.config.seed, start=sum(1 for r in t.tables if r.seed))
    runner = TournamentRunner(service, seed_source=counter)
    await runner.resume()
    await _drive(runner, tournament_id, drops, progress, None, frozenset(), clock)


async def _drive(
    runner: TournamentRunner,
    tid: int,
    drops: Sequence[tuple[int, int]],
    progress: Callable[[str], None],
    stop_after_moves: int | None,
    absent: frozenset[str],
    clock: SimClock,
) -> bool:
    moves = 0
    while True:
        t = await runner.get(tid)
        if t.status != "running":
            return True
        by_entry = t.by_entry()
        progress(f"round {t.round}: {len(t.current_tables())} tables")
        for row in t.current_tables():
            if row.result is not None or row.place is None:
                continue
            for rnd, entry in drops:
                e = by_entry.get(entry)
                if rnd == t.round and entry in row.entries and e and not e.dropped:
                    moves += await play_table(
                        runner.service, row.place, t.config.seed, MOVES_BEFORE_DROP
                    )
                    progress(f"round {t.round}: {e.name} drops")
                    await runner.drop(tid, e.user_id)
            budget = None if stop_after_moves is None else stop_after_moves - moves
            moves += await play_table(runner.service, row.place, t.config.seed, budget, absent)
            if stop_after_moves is not None and moves >= stop_after_moves:
                return False
        for rnd, entry in drops:  # players with a bye this round drop too
            e = (await runner.get(tid)).by_entry().get(entry)
            if rnd == t.round and e and not e.dropped:
                await runner.drop(tid, e.user_id)
        played = t.round
        await runner.advance(tid)
        t = await runner.get(tid)
        stuck = [r for r in t.current_tables() if r.result is None]
        if t.status == "running" and t.round == played and stuck and t.round in t.deadlines:
            # only absent players are left to move: time passes until the round's deadline
            clock.t = max(clock.t, t.deadlines[t.round] + 1)
            progress(f"round {t.round}: deadline, {len(stuck)} table(s) adjudicated")
            await runner.deadlines.run_due(clock.t)
            await runner.advance(tid)


async def report(store: Store, tournament_id: int) -> dict[str, Any]:
    """The tournament as JSON: rounds, tables, results, standings, ratings and checks."""
    t = await ts.load(store.db, tournament_id)
    assert t is not None
    cfg = t.config
    names = {e.entry: e.name for e in t.entries}
    rounds_out = []
    for rnd in t.rounds:
        tables = []
        for tab, (rec, row) in enumerate(
            zip(rnd.tables, [r for r in t.tables if r.round == rnd.number], strict=True), 1
        ):
            item: dict[str, Any] = {"table": tab, "session": row.session_id}
            item["players"] = [names[e] for e in rec.players]
            if row.outcome:
                item["outcome"] = row.outcome
            if rec.ranks is not None and rec.scores is not None:
                item["scores"] = rec.scores
                item["ranks"] = rec.ranks
                item["points"] = [_num(p) for p in placement_points(cfg.scale, rec.ranks)]
                if row.result and any(row.result["resigned"]):
                    item["resigned"] = [
                        names[e]
                        for e, r in zip(rec.players, row.result["resigned"], strict=True)
                        if r
                    ]
            tables.append(item)
        rounds_out.append(
            {
                "round": rnd.number,
                **({"final": True} if rnd.final else {}),
                "tables": tables,
                "byes": [names[e] for e in rnd.byes],
                "dropped": [names[e.entry] for e in t.entries if e.dropped_round == rnd.number],
            }
        )
    ratings = {r.user_id: r for r in await ts.leaderboard(store, GUILD, t.game, limit=10_000)}
    standings_out = []
    for row_out in ts.standings_rows(t):
        user = row_out.pop("user_id")
        row_out.pop("entry")
        if user in ratings:
            r = ratings[user]
            row_out["rating"] = {
                "mu": round(r.mu, 3),
                "sigma": round(r.sigma, 3),
                "ordinal": round(r.ordinal, 3),
            }
        standings_out.append(row_out)
    return {
        "game": t.game,
        "format": cfg.format,
        "players": len(t.entries),
        "table_size": cfg.table_size,
        "min_table_size": cfg.min_table_size,
        "rounds_requested": cfg.rounds,
        "points": [_num(p) for p in cfg.scale],
        "bye_points": _num(cfg.bye_value),
        "seed": cfg.seed,
        **(
            {"round_days": deadlines.round_days(cfg), "at_deadline": cfg.at_deadline}
            if any(r.outcome for r in t.tables) or cfg.round_days
            else {}
        ),
        "status": t.status,
        "rounds": rounds_out,
        "standings": standings_out,
        "checks": await checks(store, t),
    }


def _num(x: Fraction) -> float | int:
    return int(x) if x.denominator == 1 else round(float(x), 3)


def _round_checks(t: ts.Tournament, problems: list[str]) -> tuple[bool, bool, bool]:
    """Round by round: everyone active plays once, table sizes within bounds, fewest byes."""
    cfg = t.config
    dropped_at = {e.entry: e.dropped_round for e in t.entries}
    everyone_plays = sizes_ok = byes_minimal = True
    previous: set[int] | None = None
    for rnd in t.rounds:
        seated = [e for tab in rnd.tables for e in tab.players]
        present = seated + rnd.byes
        if len(present) != len(set(present)):
            everyone_plays = False
            problems.append(f"round {rnd.number}: someone is seated twice")
        # dropping during round r happens after its pairing: they are still in round r
        active = {e for e in t.entry_ids if (d := dropped_at[e]) is None or d >= rnd.number}
        if cfg.format == "elimination" and previous is not None:
            if not set(present) <= previous & active:
                everyone_plays = False
                problems.append(f"round {rnd.number}: an eliminated or dropped player played")
        elif set(present) != active:
            everyone_plays = False
            problems.append(f"round {rnd.number}: not every active player took part")
        lo, hi = (2, cfg.table_size) if rnd.final else (cfg.min_table_size, cfg.table_size)
        for tab in rnd.tables:
            if not lo <= len(tab.players) <= hi:
                sizes_ok = False
                problems.append(f"round {rnd.number}: a table of {len(tab.players)}")
        if not (cfg.format == "roundrobin" and cfg.table_size == 2) and not rnd.final:
            _, fewest = split_with_byes(len(present), cfg.table_size, cfg.min_table_size)
            if len(rnd.byes) != fewest:
                byes_minimal = False
                problems.append(f"round {rnd.number}: {len(rnd.byes)} byes, {fewest} needed")
        previous = set(seated) | set(rnd.byes)
    return everyone_plays, sizes_ok, byes_minimal


async def checks(store: Store, t: ts.Tournament) -> dict[str, Any]:
    """What a correct tournament guarantees, checked on what was stored."""
    cfg = t.config
    problems: list[str] = []
    everyone_plays, sizes_ok, byes_minimal = _round_checks(t, problems)
    met = pairing.meetings(tab.players for rnd in t.rounds for tab in rnd.tables)
    sessions = [row.session_id for row in t.tables]
    results_once = all(row.result is not None for row in t.tables) and len(set(sessions)) == len(
        sessions
    )
    for row in t.tables:
        s = await store.fetchone("SELECT status FROM sessions WHERE id = ?", (row.session_id,))
        n = await store.fetchone(
            "SELECT COUNT(*) AS n FROM game_results WHERE session_id = ?", (row.session_id,)
        )
        if s is None or s["status"] != "finished" or n is None or n["n"] != len(row.entries):
            results_once = False
            problems.append(f"round {row.round} table {row.tab}: result not stored exactly once")
    standings = formats.current_standings(cfg, t.entry_ids, t.rounds, t.dropped)
    standings_ok = sorted(s.entry for s in standings) == sorted(t.entry_ids)
    finished = t.status == "finished"
    rounds_ok = True
    planned = formats.total_rounds(cfg, len(t.entries))
    if planned is not None and len(t.rounds) != planned and not t.dropped:
        rounds_ok = False
        problems.append(f"{len(t.rounds)} rounds played, {planned} planned")
    if cfg.format == "elimination" and not (t.rounds and t.rounds[-1].final):
        rounds_ok = False
        problems.append("no final table")
    out: dict[str, Any] = {
        "finished": finished,
        "everyone_plays_each_round": everyone_plays,
        "table_sizes_within_bounds": sizes_ok,
        "fewest_byes": byes_minimal,
        "results_recorded_once": results_once,
        "standings_complete": standings_ok,
        "rounds_complete": rounds_ok,
        "repeat_meetings": sum(c - 1 for c in met.values() if c > 1),
        "pairs_met_more_than_once": sum(1 for c in met.values() if c > 1),
        "max_meetings_per_pair": max(met.values(), default=0),
        "meetings_per_pair": dict(sorted(Counter(met.values()).items())),
        "problems": problems,
    }
    if cfg.format == "roundrobin" and t.rounds:
        unmet, least = formats.unmet_pairs(cfg, t.entry_ids, t.rounds)
        out["unmet_pairs"], out["unmet_pairs_minimum"] = unmet, least
        sizes = [len(tab.players) for tab in t.rounds[0].tables]
        design = designs.affine_schedule(len(t.entries), max(sizes))
        # where a design exists for these numbers its minimum is reached, or it is a problem
        if not t.dropped and design is not None and unmet > least:
            problems.append(f"{unmet} pairs never met; the design leaves {least}")
    out["ok"] = (
        not problems
        and finished
        and everyone_plays
        and sizes_ok
        and byes_minimal
        and results_once
        and (standings_ok and rounds_ok)
    )
    return out


async def simulate(
    *,
    game: str,
    players: int,
    config: Config,
    options: dict[str, Any] | None = None,
    drops: Sequence[tuple[int, int]] = (),
    progress: Callable[[str], None] = lambda _: None,
    db_path: Path | None = None,
    absent: int = 0,
) -> dict[str, Any]:
    """Run a whole tournament in a temporary database and return the report."""
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_store(db_path or Path(tmp) / "tournament.db")
        try:
            # a throwaway database: durability per move is not needed, speed is
            await store.db.execute("PRAGMA synchronous=OFF")
            tid = await run_tournament(
                store,
                game=game,
                players=players,
                config=config,
                options=options,
                drops=drops,
                progress=progress,
                absent=absent,
            )
            assert tid is not None
            return await report(store, tid)
        finally:
            await store.close()


def parse_drop(text: str) -> tuple[int, int]:
    """``ROUND:PLAYER`` (e.g. ``2:5``: player 5 drops during round 2)."""
    try:
        rnd, entry = text.split(":")
        return int(rnd), int(entry)
    except ValueError:
        raise ValueError(f"--drop expects ROUND:PLAYER, got {text!r}") from None


def main(args: Any) -> int:
    """Entry point for the CLI (``args`` from argparse; see bot/cli.py)."""
    from games.core.registry import get_game, resolve_id

    try:
        engine = get_game(resolve_id(args.game))
    except KeyError as exc:
        raise SystemExit(str(exc)) from None
    try:
        points = tuple(Fraction(p) for p in args.points.split(",")) if args.points else ()
        config = Config(
            format=args.format.replace("-", "").replace("_", ""),
            table_size=args.table_size,
            min_table_size=args.min_table_size or args.table_size,
            rounds=args.rounds,
            points=points,
            bye_points=Fraction(args.bye_points) if args.bye_points is not None else None,
            advance=args.advance,
            seed=str(args.seed),
            round_days=args.round_days,
            at_deadline=args.at_deadline,
        )
        if not 0 <= args.absent < args.players:
            raise ValueError("--absent is between 0 and the number of players - 1")
        config.validate(engine.spec.min_players, engine.spec.max_players)
        drops = [parse_drop(d) for d in args.drop or []]
        if any(not 1 <= entry <= args.players for _, entry in drops):
            raise ValueError(f"--drop names a player between 1 and {args.players}")
        least = max(2, config.min_table_size)
        if args.players < least:
            raise ValueError(f"this tournament needs at least {least} players")
        options = engine.spec.resolve_options(_options(args.option))
    except ValueError as exc:
        raise SystemExit(str(exc)) from None

    def progress(line: str) -> None:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()

    result = asyncio.run(
        simulate(
            game=engine.spec.id,
            players=args.players,
            config=config,
            options=options,
            drops=drops,
            progress=progress,
            absent=args.absent,
        )
    )
    print(json.dumps(result))
    return 0 if result["checks"]["ok"] else 1


def _options(pairs: list[str] | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs or []:
        for item in pair.split(","):
            if item.strip():
                key, _, value = item.partition("=")
                options[key.strip()] = value.strip()
    return options


def add_parser(sub: Any) -> None:
    """The ``tournament`` command and its ``simulate`` subcommand (called by bot/cli.py)."""
    p = sub.add_parser(
        "tournament",
        help="tournaments: simulate a whole one with bot players; export a stored one",
        description="Tournament tools (the Discord commands are /tournament …).",
    )
    tsub = p.add_subparsers(dest="tournament_command", required=True, metavar="command")
    s = tsub.add_parser(
        "simulate",
        help="run a whole tournament with bot players through the table service",
        description="Runs a whole tournament with simulated players through the real table "
        "service and a temporary database (no Discord). Prints one JSON object: rounds, tables "
        "and results, final standings, ratings and checks; progress on stderr. The same "
        "arguments give the same output. Exits 1 if a check fails.",
    )
    s.add_argument("--game", required=True, help="almadi, al-rashid, …")
    s.add_argument("--players", type=int, required=True, help="number of players")
    s.add_argument(
        "--format", default="swiss", choices=["swiss", "roundrobin", "round-robin", "elimination"]
    )
    s.add_argument("--table-size", type=int, default=4, help="largest table")
    s.add_argument("--min-table-size", type=int, help="smallest table (default: --table-size)")
    s.add_argument(
        "--rounds", type=int, default=3, help="rounds (swiss; round robin: 0 = a full cycle)"
    )
    s.add_argument("--seed", default="0")
    s.add_argument(
        "--points", help="placement points for a full table, best first (default 6,4,2,0 at 4)"
    )
    s.add_argument("--bye-points", help="points for a bye (default: the mean of the scale)")
    s.add_argument("--advance", type=int, default=2, help="elimination: go through per table")
    s.add_argument(
        "--drop",
        action="append",
        metavar="ROUND:PLAYER",
        help="player PLAYER drops during round ROUND (repeatable)",
    )
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="game option")
    s.add_argument(
        "--absent", type=int, default=0, metavar="K", help="the last K players never move"
    )
    s.add_argument(
        "--round-days",
        type=float,
        default=0,
        metavar="D",
        help="days per round before unfinished tables are adjudicated (0: the speed's default)",
    )
    s.add_argument(
        "--at-deadline",
        choices=["bots", "standing"],
        default="bots",
        help="unfinished tables at the deadline: bots play the rest, or rank by current score",
    )
    s.set_defaults(func=main)
    x = tsub.add_parser(
        "export",
        help="a tournament's rounds, tables, results and standings from a bot's database",
        description="Prints a stored tournament as JSON (default) or one of its CSV tables.",
    )
    x.add_argument("--database", required=True, type=Path, help="the bot's SQLite database")
    x.add_argument("--tournament", required=True, type=int, help="the tournament's id")
    x.add_argument(
        "--as", dest="kind", choices=["json", "results-csv", "standings-csv"], default="json"
    )
    x.set_defaults(func=export_main)


def export_main(args: Any) -> int:
    """``caravanserai tournament export``: read-only, from the database file."""
    from bot.tournaments import export

    if not args.database.exists():
        raise SystemExit(f"no database at {args.database}")

    async def read() -> dict[str, Any] | None:
        store = await open_store(args.database)
        try:
            t = await ts.load(store.db, args.tournament)
            return None if t is None else export.to_json(t)
        finally:
            await store.close()

    data = asyncio.run(read())
    if data is None:
        raise SystemExit(f"there is no tournament #{args.tournament} in {args.database}")
    if args.kind == "results-csv":
        sys.stdout.write(export.results_csv(data))
    elif args.kind == "standings-csv":
        sys.stdout.write(export.standings_csv(data))
    else:
        print(json.dumps(data, indent=1, default=str))
    return 0
