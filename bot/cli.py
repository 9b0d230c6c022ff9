"""``caravanserai`` command line (also ``python -m bot``).

Subcommands: ``run`` (the Discord bot), ``play`` (console game), ``simulate`` (bots play many
games, JSON report), ``render`` (board images after some bot moves), ``bench`` (engine speed,
render time and command latency).

Every refusal is one line on stderr and an exit status (2: bad arguments or setup, 1: the work
failed), never a traceback; long work reports progress on stderr so stdout stays JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from bot.table.clock import SPEEDS
from games.core.registry import game_ids, get_game, resolve_id

DESCRIPTION = "Caravanserai: board games on Discord, in the terminal, and tools to test them."

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
    except KeyError:
        raise SystemExit(
            f"caravanserai: unknown game {name!r}; choose one of: {', '.join(game_ids())}."
        ) from None


def _game_arg(name: str) -> str:
    """argparse type of the ``game`` argument: a known game id (aliases accepted)."""
    game_id = resolve_id(name)
    if game_id not in game_ids():
        raise argparse.ArgumentTypeError(
            f"unknown game {name!r}; choose one of: {', '.join(game_ids())}"
        )
    return game_id


def _count(name: str, low: int = 0) -> Any:
    """argparse type: a whole number ≥ ``low``."""

    def parse(raw: str) -> int:
        try:
            value = int(raw)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{name} expects a whole number, not {raw!r}"
            ) from None
        if value < low:
            raise argparse.ArgumentTypeError(f"{name} must be at least {low}, not {value}")
        return value

    return parse


def _resolved(game: Any, options: dict[str, Any]) -> dict[str, Any]:
    try:
        return game.spec.resolve_options(options)
    except ValueError as exc:
        raise SystemExit(f"caravanserai: {exc}") from None


def _players(game: Any, n: int) -> int:
    spec = game.spec
    if not spec.min_players <= n <= spec.max_players:
        raise SystemExit(
            f"caravanserai: {spec.title} is for {spec.min_players}–{spec.max_players} players, not {n}."
        )
    return n


def _progress(label: str, done: int, total: int, note: str = "") -> None:
    """A progress line on stderr (stdout stays the JSON report)."""
    if total and (done == total or done % max(1, total // 20) == 0):
        end = "\n" if done == total else "\r" if sys.stderr.isatty() else "\n"
        sys.stderr.write(f"{label}: {done}/{total}{f' ({note})' if note else ''}{end}")
        sys.stderr.flush()


# -- run ------------------------------------------------------------------------------------------
def cmd_run(args: argparse.Namespace) -> int:
    from bot.ops.settings import Settings, SettingsError

    env = Path(args.env)
    if args.env != ".env" and not env.exists():
        raise SystemExit(
            f"caravanserai: settings file {args.env} does not exist (see .env.example)."
        )
    if env.is_dir():
        raise SystemExit(f"caravanserai: --env {args.env} is a folder, not a settings file.")
    try:
        settings = Settings.load(env)
    except SettingsError as exc:  # one line per bad value, then stop: no guessing
        raise SystemExit("\n".join(f"caravanserai: {p}" for p in exc.problems)) from None
    except (OSError, ValueError) as exc:
        raise SystemExit(f"caravanserai: cannot read settings from {args.env}: {exc}") from None
    if not settings.token:
        sys.stderr.write(CONSOLE_HINT)
        return 2
    from bot.discord.client import run

    try:
        run(settings)
    except OSError as exc:  # aiohttp's connection errors are OSErrors: no network, DNS
        raise SystemExit(
            f"caravanserai: cannot reach Discord ({exc.__class__.__name__}: {exc}); "
            "check the network connection and try again."
        ) from None
    except KeyboardInterrupt:
        return 0
    return 0


# -- play -----------------------------------------------------------------------------------------
def cmd_play(args: argparse.Namespace) -> int:
    from bot.console.app import play_console
    from bot.table.service import ServiceError

    game = _game(args.game)
    if args.players is None and not args.resume:
        raise SystemExit("caravanserai: play needs --players (or --resume to continue a game).")
    if args.players is not None:
        _players(game, args.players)
    if args.bots is not None and args.players is not None and not 0 <= args.bots <= args.players:
        raise SystemExit(
            f"caravanserai: --bots must be between 0 and --players ({args.players}), not {args.bots}."
        )
    if args.resume and args.new:
        raise SystemExit(
            "caravanserai: --resume continues the saved game, --new replaces it: pick one."
        )
    if args.watch and args.players is not None and (args.bots or 0) != args.players:
        raise SystemExit(
            "caravanserai: --watch is for games without human seats (--bots = --players)."
        )
    options: dict[str, Any] | None = _resolved(game, _options(args.option))
    if args.resume and not args.option:
        options = None  # keep the saved game's options; given ones are checked against them
    script = None
    if args.script:
        try:
            script = Path(args.script).read_text().splitlines()
        except OSError as exc:
            raise SystemExit(
                f"caravanserai: cannot read --script {args.script}: {exc.strerror}."
            ) from None
    out = Path(args.out) if args.out else default_out(game.spec.id, args.seed)
    db = Path(args.db) if args.db else out / "console.db"
    hint = f"caravanserai play {game.spec.id} --resume" + (
        f" --db {db}" if args.db else f" --out {out}"
    )
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
                resume=args.resume,
                new=args.new,
                watch=args.watch,
                delay=args.delay,
                resume_hint=hint,
                speed=args.speed,
                bot_level=args.bot_level,
                lang=args.lang,
            )
        )
    except ServiceError as exc:
        raise SystemExit(f"caravanserai: {exc}") from None
    except KeyboardInterrupt:
        sys.stderr.write(f"\nInterrupted; the game is saved. Continue with: {hint}\n")
        return 130


def default_out(game_id: str, seed: str | None) -> Path:
    """The console's folder when ``--out`` is not given: ``out/<game>`` or ``out/<game>-<seed>``."""
    return Path("out") / (f"{game_id}-{seed}" if seed else game_id)


# -- simulate -------------------------------------------------------------------------------------
def simulate(
    game_name: str,
    players: int,
    games: int,
    seed: str,
    options: dict[str, Any],
    progress: bool = False,
    bots: str | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Bots play ``games`` complete games (``bot.tools.simulate``) in ``jobs`` processes; ``bots`` is
    ``LEVEL,LEVEL,…``."""
    from bot.tools.simulate import parse_levels
    from bot.tools.simulate import simulate as run

    game = _game(game_name)
    _players(game, players)
    resolved = _resolved(game, options)
    try:
        levels = parse_levels(bots, players)
    except ValueError as exc:
        raise SystemExit(f"caravanserai: {exc}") from None

    def step(done: int, total: int, note: str) -> None:
        _progress(f"simulate {game.spec.id}", done, total, note)

    return run(game, players, games, seed, resolved, levels, step if progress else None, jobs)


def cmd_simulate(args: argparse.Namespace) -> int:
    import signal

    # SIGINT ends a run with the report of the games finished, also when the run was started
    # in the background (where the shell makes SIGINT ignored)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    report = simulate(
        args.game,
        args.players,
        args.games,
        args.seed,
        _options(args.option),
        progress=True,
        bots=args.bots,
        jobs=args.jobs,
    )
    print(json.dumps(report))
    return 0 if report["errors"] == 0 and report["completed"] == args.games else 1


# -- render ---------------------------------------------------------------------------------------
def render_positions(
    game_name: str,
    players: int,
    seed: str,
    moves: int,
    options: dict[str, Any],
    out: Path,
    lang: str = "en",
) -> dict[str, Any]:
    import time

    from bot.table.languages import drawn_in
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
    # seat images are numbered from 1, as the console names them (latest-seat-1.png)
    for key, viewer in [("public", None)] + [(f"seat-{i + 1}", i) for i in range(players)]:
        view = drawn_in(game.view(state, viewer), lang)  # --lang: the words drawn on the image
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
        args.game,
        args.players,
        args.seed,
        args.moves,
        _options(args.option),
        Path(args.out),
        args.lang,
    )
    print(json.dumps(report))
    return 0


# -- bench ----------------------------------------------------------------------------------------
def cmd_bench(args: argparse.Namespace) -> int:
    from bot.tools.bench import bench

    if args.load:  # N tables at once through the service, storage and delivery (bot/bench_load)
        from bot.tools.bench_load import Shape, bench_load

        report = bench_load(
            args.load,
            args.think,
            args.seconds,
            images=not args.no_images,
            bot_seats=args.bot_seats,
            database=args.database,
            processes=args.processes,
            shape=Shape(args.game, args.bot_level, args.readers),
        )
        print(json.dumps(report, indent=2))
        return 0
    if args.images:  # whole games' images: bytes per board, ms per frame (bot/bench_images)
        from bot.tools.bench_images import GAMES, bench_images

        chosen = {g: n for g, n in GAMES.items() if not args.game or g == args.game}
        print(json.dumps(bench_images(chosen), indent=2))
        return 0
    if args.restart:  # resuming N stored tables (bot/bench_restart)
        from bot.tools.bench_restart import bench_restart

        print(json.dumps(bench_restart(args.restart, database=args.database), indent=2))
        return 0
    names = [args.game] if args.game else None
    if args.game:
        _players(_game(args.game), args.players)
    print(json.dumps(bench(names, players=args.players, quick=args.quick), indent=2))
    return 0


# -- parser ---------------------------------------------------------------------------------------
def _options_help() -> str:
    """Each game's options, for ``--option`` help."""
    parts = []
    for gid in game_ids():
        spec = get_game(gid).spec
        for o in spec.options:
            kind = "|".join(map(str, o.choices)) if o.choices else o.kind.__name__
            parts.append(f"{gid}: {o.name}={kind}, default {o.default}: {o.help.rstrip('.')}")
        if not spec.options:
            parts.append(f"{gid}: no options")
    return "game option key=value, repeatable or comma-separated. " + "; ".join(parts)


class _Parser(argparse.ArgumentParser):
    """Argument errors in one line (with where to look), not a usage dump."""

    def error(self, message: str) -> Any:
        self.exit(2, f"{self.prog}: {message} (see `{self.prog} --help`)\n")


class _Formatter(argparse.RawDescriptionHelpFormatter):
    """Shows each meaningful default (not None/False) after the help text."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if default not in (None, False, argparse.SUPPRESS) and "default" not in text:
            text += " (default: %(default)s)"
        return text


def _add_game(p: argparse.ArgumentParser, *, optional: bool = False) -> None:
    ids = game_ids()
    p.add_argument(
        "game",
        type=_game_arg,
        nargs="?" if optional else None,
        metavar="{" + ",".join(ids) + "}",
        help="the game" + (" (default: every game)" if optional else ""),
    )


def _add_players(p: argparse.ArgumentParser, *, required: bool, default: int | None = None) -> None:
    ranges = ", ".join(
        f"{g} {get_game(g).spec.min_players}-{get_game(g).spec.max_players}" for g in game_ids()
    )
    p.add_argument(
        "--players",
        type=_count("--players", 1),
        required=required,
        default=default,
        help=f"number of seats ({ranges})",
    )


def _add_run(sub: Any) -> None:
    """``caravanserai run``."""
    p = sub.add_parser(
        "run",
        help="start the Discord bot (token from .env)",
        description="Start the Discord bot. Settings come from the environment and the --env "
        "file (see .env.example); without DISCORD_TOKEN it explains how to play locally.",
        formatter_class=_Formatter,
    )
    p.add_argument("--env", default=".env", help="settings file")
    p.set_defaults(func=cmd_run)


def _add_play(sub: Any) -> None:
    """``caravanserai play``."""
    p = sub.add_parser(
        "play",
        help="play in the terminal, with bots in any seat",
        description="Play a game in the terminal. You are Player 1 (and the next seats, "
        "hot-seat); bots play the last --bots seats. Type `help` at the prompt for the moves, "
        "`rules` for the rules, `explain <term>` for any word. The game is saved after every "
        "move in the --out folder: run the same command with --resume to continue it.",
        formatter_class=_Formatter,
    )
    _add_game(p)
    _add_players(p, required=False)
    p.add_argument(
        "--bots",
        type=_count("--bots"),
        help="how many seats bots play (the last ones; default 0, or the saved game's)",
    )
    p.add_argument(
        "--seed", help="seed of the deal (default: random); the same seed, the same deal"
    )
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=_options_help())
    p.add_argument(
        "--script", metavar="FILE", help="file of moves to play first, one per line (# comments)"
    )
    p.add_argument(
        "--out",
        metavar="FOLDER",
        help="folder for the saved game and the board images (default: out/GAME, or "
        "out/GAME-SEED with --seed)",
    )
    p.add_argument(
        "--db", metavar="FILE", help="SQLite file of the saved game (default: OUT/console.db)"
    )
    p.add_argument("--resume", action="store_true", help="continue the game saved in the folder")
    p.add_argument(
        "--new", action="store_true", help="replace an unfinished game saved in the folder"
    )
    p.add_argument(
        "--watch",
        action="store_true",
        help="no human seat: print every move as the bots play, with --delay between moves",
    )
    p.add_argument(
        "--delay",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="pause after each move with --watch",
    )
    p.add_argument(
        "--speed",
        choices=list(SPEEDS),
        default=None,
        help="game clock: each player's time bank (live: 10 min + 30 s a move; 24h/48h/72h "
        "per move); a player out of time has a bot play the move (default: untimed)",
    )
    p.add_argument("--no-images", action="store_true", help="do not render board images")
    p.add_argument(
        "--bot-level",
        choices=("easy", "normal", "strong"),
        default=None,
        help="how well the bots play: random moves, the game's heuristic, or a search over it "
        "(default: normal; a seat handed to a bot with `bot` plays at least normal)",
    )
    p.add_argument(
        "--lang",
        choices=("en", "fr", "it"),
        default=None,
        help="the language of the game's posts and of the console (default: English; a new "
        "game keeps it, --resume speaks the saved game's unless --lang is given)",
    )
    p.set_defaults(func=cmd_play)


def _add_simulate(sub: Any) -> None:
    """``caravanserai simulate``."""
    p = sub.add_parser(
        "simulate",
        help="bots play many complete games; prints a JSON report",
        description="Bots play --games complete games. Prints a JSON report (stdout) with a "
        "digest that is the same for the same arguments; progress goes to stderr. Exits 1 if "
        "any game raised or did not end.",
        formatter_class=_Formatter,
    )
    _add_game(p)
    _add_players(p, required=True)
    p.add_argument("--games", type=_count("--games", 1), default=100, help="number of games")
    p.add_argument("--seed", default="0", help="base seed (game i uses SEED:i)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=_options_help())
    p.add_argument(
        "--bots",
        metavar="LEVEL,LEVEL,…",
        help="the bot level of each seat in order (easy, normal, strong; one level = every "
        "seat); the report gives each seat's win rate and scores (default: uniform random "
        "moves, as before levels existed)",
    )
    p.add_argument(
        "--jobs",
        type=_count("--jobs", 1),
        default=1,
        help="worker processes playing the games (the report is the same but for timings)",
    )
    p.set_defaults(func=cmd_simulate)


def _add_render(sub: Any) -> None:
    """``caravanserai render``."""
    p = sub.add_parser(
        "render",
        help="play some bot moves and write public.png and seat-N.png",
        description="Bots play --moves moves, then the public board and every seat's private "
        "panel are written to --out as public.png and seat-1.png, seat-2.png… (the console's "
        "numbering). Prints a JSON report.",
        formatter_class=_Formatter,
    )
    _add_game(p)
    _add_players(p, required=True)
    p.add_argument("--seed", default="0", help="seed of the deal")
    p.add_argument("--moves", type=_count("--moves"), default=40, help="bot moves to play first")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=_options_help())
    p.add_argument("--out", required=True, metavar="FOLDER", help="folder for the images")
    p.add_argument(
        "--lang", choices=("en", "fr", "it"), default="en", help="the language drawn on the images"
    )
    p.set_defaults(func=cmd_render)


def _add_bench_images(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--images",
        action="store_true",
        help="instead: one seeded game per title, its public board and the mover's panel "
        "after every move: bytes per board (median, largest) and ms per frame",
    )


def _add_bench(sub: Any) -> None:
    """``caravanserai bench``."""
    p = sub.add_parser(
        "bench",
        help="engine speed, render time and command latency (JSON)",
        description="Measures engine speed, render time and move latency; prints JSON (stdout), "
        "progress on stderr. Numbers vary by machine.",
        formatter_class=_Formatter,
    )
    _add_game(p, optional=True)
    p.add_argument(
        "--players",
        type=_count("--players", 1),
        default=4,
        help="number of seats (must suit the game when one is named)",
    )
    p.add_argument("--quick", action="store_true", help="fewer samples (for smoke tests)")
    p.add_argument(
        "--load",
        type=_count("--load", 1),
        metavar="N",
        help="instead: N tables played at once (moves/s, reply and delivery latency, memory, "
        "database growth)",
    )
    p.add_argument(
        "--think", type=float, default=30.0, metavar="S", help="--load: seconds between moves"
    )
    p.add_argument(
        "--seconds", type=float, default=60.0, metavar="T", help="--load: how long to play"
    )
    p.add_argument(
        "--no-images",
        action="store_true",
        help="--load: draw no images (the service, storage and delivery alone)",
    )
    p.add_argument(
        "--bot-seats",
        type=_count("--bot-seats", 0),
        default=None,
        metavar="K",
        help="--load: K bot seats at every table (at most all but one): bot-heavy tables",
    )
    p.add_argument(
        "--bot-level",
        choices=("easy", "normal", "strong"),
        default="",
        help="--load: the bot seats' level (strong: a search in pure Python)",
    )
    p.add_argument(
        "--readers",
        action="store_true",
        help="--load: a member per table reading every 80 ms; reads later than Discord's 3 s "
        "are counted as failed",
    )
    p.add_argument(
        "--processes",
        type=_count("--processes", 1),
        default=1,
        metavar="P",
        help="--load: P bench processes on one PostgreSQL --database, one shard each (as P bot "
        "processes)",
    )
    _add_bench_images(p)
    p.add_argument(
        "--restart",
        type=_count("--restart", 1),
        metavar="N",
        help="instead: seconds to resume N stored tables after a restart",
    )
    p.add_argument(
        "--database",
        metavar="URL",
        help="--load/--restart: an EMPTY database to use (postgresql://…) instead of a "
        "temporary SQLite file",
    )
    p.set_defaults(func=cmd_bench)


def _add_replay(sub: Any) -> None:
    """``caravanserai replay``."""
    p = sub.add_parser(
        "replay",
        help="re-run an exported game record and check its final state",
        description="Re-runs a complete game record (from /game export after the game ended): "
        "seed, options, seats and every move. Prints JSON; exits 0 when the replay reproduces "
        "the recorded final state, 1 when it does not.",
        formatter_class=_Formatter,
    )
    p.add_argument("file", help="the exported JSON record")
    p.set_defaults(func=cmd_replay)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="caravanserai",
        description=DESCRIPTION,
        epilog="Run `caravanserai <command> --help` for each command's arguments.",
        formatter_class=_Formatter,
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="command")
    _add_run(sub)
    _add_play(sub)
    _add_simulate(sub)
    _add_render(sub)
    _add_bench(sub)
    _add_replay(sub)
    from bot.tools.db import add_parser as add_db_parser

    add_db_parser(sub, _Formatter)
    from bot.tools.tournament_simulate import add_parser as add_tournament_parser

    add_tournament_parser(sub)
    from bot.tools.gallery import add_parser as add_gallery_parser

    add_gallery_parser(sub, _Formatter)
    return parser


def cmd_replay(args: argparse.Namespace) -> int:
    from bot.table.history import check_record

    path = Path(args.file)
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        raise SystemExit(f"cannot read {path}: {exc}") from None
    try:
        report = check_record(data)
    except (ValueError, KeyError) as exc:
        raise SystemExit(f"{path}: {exc}") from None
    print(json.dumps(report, indent=1))
    return 0 if report["ok"] else 1


def main(argv: list[str] | None = None) -> int:
    """Run a subcommand; every refusal is one line on stderr and an exit status."""
    from bot.store.backup import hide_password  # a database URL's password is never printed

    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except SystemExit as exc:
        if isinstance(exc.code, str):
            message = (
                exc.code if exc.code.startswith("caravanserai") else f"caravanserai: {exc.code}"
            )
            sys.stderr.write(hide_password(message.rstrip()) + "\n")
            return 2
        return int(exc.code or 0)
    except KeyboardInterrupt:
        sys.stderr.write("\ncaravanserai: interrupted.\n")
        return 130
    except Exception as exc:  # noqa: BLE001 - one line, never a traceback
        error = hide_password(f"{type(exc).__name__}: {exc}")
        sys.stderr.write(f"caravanserai: {args.command} failed: {error}\n")
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
