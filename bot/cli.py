"""``caravanserai`` command line (also ``python -m bot``).

Subcommands: ``run`` (the Discord bot), ``play`` (console game), ``simulate`` (bots play many
games, JSON report), ``render`` (board images after some bot moves), ``bench`` (engine speed,
render time and command latency).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from games.core.registry import get_game, resolve_id

CONSOLE_HINT = (
    "No DISCORD_TOKEN is set. Put your bot token in a .env file (see .env.example and the README),\n"
    "or play locally without Discord:\n"
    "    caravanserai play almadi --players 3 --bots 2\n"
)


def _options(pairs: list[str] | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs or []:
        for item in pair.split(","):
            if not item.strip():
                continue
            if "=" not in item:
                raise SystemExit(f"--option expects key=value, got {item!r}")
            key, value = item.split("=", 1)
            options[key.strip()] = value.strip()
    return options


def _game(name: str) -> Any:
    try:
        return get_game(resolve_id(name))
    except KeyError as exc:
        raise SystemExit(str(exc)) from None


def _resolved(game: Any, options: dict[str, Any]) -> dict[str, Any]:
    try:
        return game.spec.resolve_options(options)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None


def _players(game: Any, n: int) -> int:
    spec = game.spec
    if not spec.min_players <= n <= spec.max_players:
        raise SystemExit(
            f"{spec.title} is for {spec.min_players}–{spec.max_players} players, not {n}."
        )
    return n


# -- run ------------------------------------------------------------------------------------------
def cmd_run(args: argparse.Namespace) -> int:
    from bot.settings import Settings

    settings = Settings.load(args.env)
    if not settings.token:
        sys.stderr.write(CONSOLE_HINT)
        return 2
    from bot.discord.client import run

    run(settings)
    return 0


# -- play -----------------------------------------------------------------------------------------
def cmd_play(args: argparse.Namespace) -> int:
    from bot.console import play_console
    from bot.service import ServiceError

    game = _game(args.game)
    _players(game, args.players)
    options = _resolved(game, _options(args.option))
    script = Path(args.script).read_text().splitlines() if args.script else None
    out = Path(args.out) if args.out else Path("out") / f"{game.spec.id}-{args.seed or 'random'}"
    db = Path(args.db) if args.db else out / "console.db"
    if not args.db and db.exists() and not args.resume:
        db.unlink()
    try:
        return asyncio.run(
            play_console(
                game.spec.id,
                args.players,
                args.bots,
                seed=args.seed,
                options=options,
                script=script,
                out_dir=None if args.no_images else out,
                db_path=db,
            )
        )
    except ServiceError as exc:
        raise SystemExit(str(exc)) from None


# -- simulate -------------------------------------------------------------------------------------
def simulate(
    game_name: str, players: int, games: int, seed: str, options: dict[str, Any]
) -> dict[str, Any]:
    import hashlib
    import time

    from games.core.playout import play_random_game

    game = _game(game_name)
    _players(game, players)
    resolved = _resolved(game, options)
    digest = hashlib.sha256()
    totals = [0.0] * players
    completed = errors = actions = 0
    failures: list[str] = []
    start = time.perf_counter()
    for i in range(games):
        try:
            playout = play_random_game(game, players, f"{seed}:{i}", resolved)
        except Exception as exc:  # every failure is reported, none stops the run
            errors += 1
            if len(failures) < 5:
                failures.append(f"game {i}: {type(exc).__name__}: {exc}")
            continue
        result = game.result(playout.state)
        completed += 1
        actions += len(playout.actions)
        for s, score in enumerate(result.scores):
            totals[s] += score
        digest.update(game.state_hash(playout.state).encode())
    seconds = time.perf_counter() - start
    report: dict[str, Any] = {
        "game": game.spec.id,
        "players": players,
        "options": resolved,
        "games": games,
        "completed": completed,
        "errors": errors,
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(completed / seconds, 2) if seconds else None,
        "mean_scores": [round(t / completed, 2) for t in totals] if completed else [],
        "digest": digest.hexdigest(),
    }
    if failures:
        report["failures"] = failures
    return report


def cmd_simulate(args: argparse.Namespace) -> int:
    report = simulate(args.game, args.players, args.games, args.seed, _options(args.option))
    print(json.dumps(report))
    return 0 if report["errors"] == 0 and report["completed"] == args.games else 1


# -- render ---------------------------------------------------------------------------------------
def render_positions(
    game_name: str, players: int, seed: str, moves: int, options: dict[str, Any], out: Path
) -> dict[str, Any]:
    import time

    from games.core.playout import next_actor
    from renderers import render_png

    game = _game(game_name)
    _players(game, players)
    state = game.new(players, seed, _resolved(game, options))
    played = 0
    while played < moves and not game.is_over(state):
        seat = next_actor(game, state)
        game.apply(state, seat, game.make_bot(f"{seed}:{played}").choose(game, state, seat))
        played += 1
    out.mkdir(parents=True, exist_ok=True)
    names = [f"Player {i + 1}" for i in range(players)]
    files: dict[str, str] = {}
    ms: dict[str, float] = {}
    for key, seat in [("public", None)] + [(f"seat-{i}", i) for i in range(players)]:
        view = game.view(state, seat)
        t = time.perf_counter()
        png = render_png(view, names)
        ms[key] = round((time.perf_counter() - t) * 1000, 1)
        path = out / f"{key}.png"
        path.write_bytes(png)
        files[key] = str(path)
    return {
        "game": game.spec.id,
        "players": players,
        "seed": seed,
        "moves": played,
        "over": game.is_over(state),
        "files": files,
        "ms": ms,
    }


def cmd_render(args: argparse.Namespace) -> int:
    report = render_positions(
        args.game, args.players, args.seed, args.moves, _options(args.option), Path(args.out)
    )
    print(json.dumps(report))
    return 0


# -- bench ----------------------------------------------------------------------------------------
def cmd_bench(args: argparse.Namespace) -> int:
    from bot.bench import bench

    names = [args.game] if args.game else None
    print(json.dumps(bench(names, players=args.players, quick=args.quick), indent=2))
    return 0


# -- parser ---------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="caravanserai", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("run", help="start the Discord bot (token from .env)")
    p.add_argument("--env", default=".env", help="settings file (default .env)")
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("play", help="play in the terminal, with bots in any seat")
    p.add_argument("game")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--bots", type=int, default=0, help="how many seats bots play (the last ones)")
    p.add_argument("--seed")
    p.add_argument("--option", action="append", help="game option key=value (repeatable)")
    p.add_argument("--script", help="file of moves to play first, one per line (# comments)")
    p.add_argument("--out", help="folder for board images (default out/GAME-SEED)")
    p.add_argument("--db", help="SQLite file of the console table (default in the out folder)")
    p.add_argument("--resume", action="store_true", help="continue the game saved in --db/out")
    p.add_argument("--no-images", action="store_true", help="do not render board images")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("simulate", help="bots play K complete games; prints a JSON report")
    p.add_argument("game")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", default="0")
    p.add_argument("--option", action="append")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("render", help="play M bot moves and write public.png and seat-<i>.png")
    p.add_argument("game")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seed", default="0")
    p.add_argument("--moves", type=int, default=40)
    p.add_argument("--option", action="append")
    p.add_argument("--out", required=True)
    p.set_defaults(func=cmd_render)

    p = sub.add_parser("bench", help="engine speed, render time and command latency (JSON)")
    p.add_argument("game", nargs="?")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--quick", action="store_true", help="fewer samples (for smoke tests)")
    p.set_defaults(func=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
