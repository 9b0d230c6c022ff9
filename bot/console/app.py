"""The console front end: play a game in the terminal through the same table service, storage
and notices as Discord, with bots in any seat. Board images go to a folder.

Human seats type moves in the game's notation (abbreviations, display names and several steps
in one line are accepted: the protocol's ``Game.resolve`` turns them into the canonical moves
that are logged). ``help`` lists the legal moves, ``rules`` the rules summary, ``explain <term>``
the glossary, ``board`` the whole position in words, ``hand`` the acting player's secrets,
``quit`` stops. The game is saved after every move in the folder's database: it is never
replaced without ``--new`` and continues with ``--resume``.
"""

from __future__ import annotations

import asyncio
import json
import re
import signal
import sys
import threading
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table import clock as C
from bot.table import glossary, turns
from bot.table.languages import drawn_in, table_language
from bot.table.move_refusals import explained
from bot.table.scheduler import Scheduler
from bot.table.service import Notice, ServiceError, Table, TableService
from bot.table.undo import undo
from games.core import ActionError
from games.core.protocol import score_part
from i18n import DEFAULT, resolve_locale, t

PLACE = "console"
WATCH = "console:watch:"  # user ids of the seats the console's own bots play in --watch
COMMANDS = (
    "help",
    "moves",
    "rules",
    "explain",
    "board",
    "hand",
    "log",
    "undo",
    "bot",
    "autoplay",
    "export",
    "quit",
)
FALLBACK_EXAMPLES = ("pass",)
QUIT = ("quit", "exit")


def command_words(lang: str) -> dict[str, str]:
    """Typed word → console command: the English names, which work in every language, and the
    reader's own (``aide``, ``règles``, ``expliquer``; ``aiuto``, ``regole``, ``spiega``), with
    or without accents."""
    words = {c: c for c in COMMANDS} | {"?": "help", "exit": "quit"}
    for command in COMMANDS:
        own = t(lang, f"console-cmd-{command}")
        words.setdefault(own, command)
        words.setdefault(_folded(own), command)
    return words


def _folded(word: str) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c)
    )


def help_text(game: Any, lang: str = DEFAULT) -> str:
    """The banner: the console's commands, with example moves of *this* game (the game
    declared ``glossary.EXAMPLES``: ``Game.examples``)."""
    examples = game.examples() or FALLBACK_EXAMPLES
    shown = ", ".join(f"`{e}`" for e in examples)
    return t(lang, "console-help", examples=t(lang, "console-examples", moves=shown))


def tie_break_text(tiebreak: Any) -> str:
    """What broke a tie, from ``Result.tiebreak[seat]`` (a number or named numbers)."""
    if isinstance(tiebreak, dict):
        return ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in tiebreak.items())
    if isinstance(tiebreak, int | float):
        return str(tiebreak)
    return ""


PUBLIC = ("public", "step")  # notices of the public view (a step: one of a turn)


class Stop(Exception):
    """The console cannot start or resume: one line for the user, exit status 2."""


@dataclass
class Setup:
    """What the command line asked for (``None``: not given; a resume keeps the saved value)."""

    game: str
    players: int | None
    bots: int | None
    seed: str | None = None
    options: dict[str, Any] | None = None
    resume: bool = False
    new: bool = False
    watch: bool = False
    resume_hint: str = ""
    speed: str | None = None
    bot_level: str | None = None  # --bot-level: the level of the bot seats and --watch
    lang: str = DEFAULT  # --lang: the table's language and the console's own words
    lang_given: bool = True  # False: a resume speaks the saved game's language


class Console:
    def __init__(
        self,
        service: TableService,
        out_dir: Path | None,
        *,
        script: Iterator[str] | None = None,
        read: Callable[[str], str] | None = None,
        write: TextIO = sys.stdout,
        images: bool = True,
        delay: float = 0.0,
        resume_hint: str = "",
        where: str = "",
        lang: str = DEFAULT,
    ) -> None:
        self.service = service
        self.lang = resolve_locale(lang)
        self.out_dir = out_dir
        self.script = script
        self.read = read or input
        self.out = write
        self.images = images and out_dir is not None
        self.delay = delay
        self.resume_hint = resume_hint
        self.where = where
        self.frames = _last_frame(out_dir) if self.images else 0
        self.table: Table | None = None
        self.acting: int | None = None
        self.scheduler: Scheduler | None = None  # timed games: reminders and timeouts
        self.log_seen = 0  # game log entries already told (private lines are printed once)
        self.auction_lines: dict[int, list[str]] = {}  # the auction post's lines printed
        self.autoplay: set[int] = set()  # human seats handed to the console's bot (`bot`)
        self.bot_level: str | None = None  # --bot-level (None: normal)
        self.quit = False  # the player typed `quit`: stopped on purpose (exit status 0)
        self.public_told = 0  # public log lines told: each step is told once, not again
        self.words = command_words(self.lang)

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    # -- output -------------------------------------------------------------------------------
    async def deliver(self, notices: list[Notice]) -> None:
        """Print what happened, write every image, mark the notices delivered."""
        table = self.table
        for notice in notices:
            if notice.kind in PUBLIC:  # a step of a turn too: here every step is shown
                text = self._public_text(notice)
                if text:
                    self.say(text)
                    self.say()
            if self.images:
                await self._write_image(notice)
            await self.service.delivered(notice)
        if table is not None and table.state is not None:
            self._say_private(table)
            if self.images:
                await self._write_latest_seats()

    def _say_private(self, table: Table) -> None:
        """What only a human seat may read (a drawn token, a Negotiator's look), from the game's
        log since the last move — printed on the shared screen, as the README warns."""
        public = table.game.log(table.state, None, locale=self.lang)
        for seat in self._humans():
            mine = table.game.log(table.state, seat, locale=self.lang)
            lines = [
                mine[i]
                for i in range(self.log_seen, len(mine))
                if i < len(public) and mine[i] != public[i]
            ]
            if lines:
                self.say(t(self.lang, "console-only-for", name=table.players[seat].name))
                for line in lines:
                    self.say(f"• {_plain(table.named(line))}")
                self.say()
        self.log_seen = len(public)

    def _public_text(self, notice: Notice) -> str:
        """The channel post for the terminal: no mentions (the prompt below says whose turn it
        is), and the final scores with readable category names."""
        lines = [ln for ln in notice.text_in(self.lang).splitlines() if not ln.startswith("<@")]
        if notice.run is not None:  # an auction's post, edited bid by bid: its new lines only
            told = [ln for ln in lines if ln.startswith("• ")]
            seen = self.auction_lines.get(notice.run, [])
            self.auction_lines = {notice.run: told}
            if told[: len(seen)] == seen:
                said = [i for i, ln in enumerate(lines) if ln.startswith("• ")][: len(seen)]
                lines = [ln for i, ln in enumerate(lines) if i not in said]
        elif self.table is not None and self.table.state is not None:
            lines = self._untold(lines)
        if not notice.final and not any(ln.startswith(("• ", "**")) for ln in lines):
            return ""  # a step with no event (`place sage` before the sector): the prompt says it
        if notice.final and self.table is not None:
            heading = _plain(t(self.lang, "final-scores"))  # as bot/table/notices.py writes it
            cut = next((i for i, ln in enumerate(lines) if heading in ln), len(lines))
            lines = lines[:cut] + [self.final_text(self.table)]
        return _plain("\n".join(lines))

    def _untold(self, lines: list[str]) -> list[str]:
        """A post's lines with its story replaced by the public lines not told yet: the console
        prints every step as it happens, so a turn's post does not tell them again."""
        table = self.table
        assert table is not None
        public = table.game.log(table.state, None, locale=self.lang)
        if not public:  # a game keeping no log: its posts tell the story
            return lines
        # as a post clips a long story (a whole bots-only game in one commit)
        fresh = turns.clip([table.named(line) for line in public[self.public_told :]], self.lang)
        new = [f"• {line}" for line in fresh]
        self.public_told = len(public)
        at = next((i for i, ln in enumerate(lines) if ln.startswith("• ")), None)
        kept = [ln for ln in lines if not ln.startswith("• ")]
        if at is None:
            at = 1 if kept and kept[0].startswith("↩️") else 0  # an undo's headline first
        return kept[:at] + new + kept[at:]

    def final_text(self, table: Table) -> str:
        result = table.game.result(table.state)
        if result is None:
            return ""
        label = table.game.score_labels(locale=self.lang)
        resigned = [p.resigned for p in table.players]
        order = sorted(range(len(table.players)), key=lambda s: (resigned[s], result.ranks[s]))
        lang = self.lang
        lines = [t(lang, "console-final-scores")]
        tiebreak = result.tiebreak or []
        for s in order:
            parts = ", ".join(
                score_part(label.get(k, k.replace("_", " ")), v)
                for k, v in result.breakdown[s].items()
                if k != "total"  # the score itself, printed first
                and any(row.get(k) for row in result.breakdown)  # e.g. characters, variant off
            )
            tag = " " + t(lang, "console-resigned") if resigned[s] else ""
            tied = result.scores.count(result.scores[s]) > 1 and s < len(tiebreak)
            tie = tie_break_text(tiebreak[s]) if tied else ""
            name, score = table.players[s].name + tag, result.scores[s]
            lines.append(
                t(
                    lang,
                    "console-final-line",
                    rank=result.ranks[s],
                    name=name,
                    score=score,
                    parts=parts,
                )
                + (" " + t(lang, "console-tie-break", tie=tie) if tie else "")
            )
        winners = [table.players[s].name for s in result.winners if not resigned[s]]
        if winners:
            lines.append(t(lang, "winners", count=len(winners), names=", ".join(winners)))
        if any(result.scores.count(x) > 1 for x in result.scores):
            lines += [_plain(table.named(n)) for n in result.notes if "tie" in n.lower()]
        return "\n".join(lines)

    async def _write_image(self, notice: Notice) -> None:
        if notice.view is None or self.out_dir is None:
            return
        from renderers import render_png

        self.frames += 1
        who = "public" if notice.kind in PUBLIC else f"seat-{(notice.seat or 0) + 1}"
        png = await asyncio.to_thread(render_png, notice.view, notice.names)
        (self.out_dir / f"{self.frames:04d}-{who}.png").write_bytes(png)
        if notice.kind in PUBLIC:
            (self.out_dir / "latest-public.png").write_bytes(png)

    async def _write_latest_seats(self) -> None:
        """Every human seat's private image is redrawn after every move: an old image never
        passes for the current position."""
        from renderers import render_png

        table = self.table
        assert table is not None and self.out_dir is not None
        for seat in self._humans():
            # in the table's language, as its notices' images (bot/table/notices.py)
            view = drawn_in(table.view_for(seat), table_language(table))
            png = await asyncio.to_thread(render_png, view, table.names)
            (self.out_dir / f"latest-seat-{seat + 1}.png").write_bytes(png)

    def _humans(self) -> list[int]:
        table = self.table
        if table is None:
            return []
        return [
            s
            for s, p in enumerate(table.players)
            if not p.automated and not p.user_id.startswith(WATCH)
        ]

    # -- input --------------------------------------------------------------------------------
    async def _next_line(self, prompt: str) -> str | None:
        """The next typed line; ``None`` at end of input. Ctrl-C raises KeyboardInterrupt here
        (input is read on the main thread, so it interrupts at once)."""
        if self.script is not None:
            for line in self.script:
                line = line.split("#", 1)[0].strip()
                if line:
                    self.say(f"{prompt}{line}")
                    return line
            self.script = None
        try:
            return self.read(prompt)
        except EOFError:
            return None

    def completions(self, typed: str) -> list[str]:
        """Legal moves and console commands beginning with ``typed`` (tab completion)."""
        table, seat = self.table, self.acting
        options: list[str] = list(dict.fromkeys([*COMMANDS, *self.words]))
        if table is not None and seat is not None and table.status == "running":
            options = table.game.legal(table.state, seat) + options
            said, _, _ = typed.partition(" ")
            if " " in typed and self.words.get(said.lower()) == "explain":
                terms = glossary.known(table.game, self.lang)
                options = [f"{said} {t}" for t in terms]
        return [o for o in options if o.startswith(typed.lower())]

    def stopped(self, why: str) -> None:
        """``why``: a message id (console-interrupted, console-input-ended, console-stopped)."""
        table, lang = self.table, self.lang
        where = " " + t(lang, "console-in", path=self.where) if self.where else ""
        reason = t(lang, why)
        if table is not None:
            text = t(lang, "console-saved-after", why=reason, moves=table.seq, where=where)
        else:
            text = t(lang, "console-saved", why=reason, where=where)
        hint = " " + t(lang, "console-continue-with", hint=self.resume_hint)
        self.say(text + (hint if self.resume_hint else ""))

    # -- the game loop ------------------------------------------------------------------------
    async def play(self, table: Table) -> bool:
        """Run the game to its end (True) or until the player quits / input ends (False)."""
        self.table = table
        game = table.game
        while table.status == "running":
            if self.scheduler is not None:  # a timed game: what fell due while you thought
                await self.scheduler.run_due()
                if table.status != "running":
                    break
            watched = next(
                (
                    s
                    for s in game.pending(table.state)
                    if (table.players[s].user_id.startswith(WATCH) or s in self.autoplay)
                    and game.legal(table.state, s)
                ),
                None,
            )
            if watched is not None:
                await self._bot_move(table, watched)
                continue
            humans = table.pending_humans()
            acting = next((s for s in humans if game.legal(table.state, s)), None)
            if acting is None:
                self.say(t(self.lang, "console-stuck"))
                return False
            self.acting = acting
            player = table.players[acting]
            left = ""
            if C.timed(table.clock):
                assert table.clock is not None
                time_left = C.describe(C.left(table.clock, acting, self.service.now()), self.lang)
                left = " · " + t(self.lang, "console-time-left", time=time_left)
            prompt = f"[{player.name}{left} · {_plain(game.prompt(table.state, acting, locale=self.lang))}] > "
            try:
                line = await self._next_line(prompt)
            except KeyboardInterrupt:
                self.say()
                self.stopped("console-interrupted")
                return False
            if line is None:
                if self.read is input:
                    self.say()
                self.stopped("console-input-ended")
                return False
            line = line.strip()
            if not line:
                continue
            if await self._command(table, acting, line):
                if self.quit:
                    return False
                continue
            await self._move(table, acting, line)
        return table.status == "finished"

    async def _bot_move(self, table: Table, seat: int) -> None:
        """--watch, or a seat handed over with `bot`: the console's bot plays the seat (the
        same bot and seed as the host's)."""
        game = table.game
        level = self.bot_level or "normal"
        if not table.players[seat].user_id.startswith(WATCH) and level == "easy":
            level = "normal"  # a stand-in for a person never plays below normal
        bot = game.make_bot(f"{table.seed}:{table.seq}:{seat}", level)
        action = await asyncio.to_thread(bot.choose, game, table.state, seat)
        outcome = await self.service.move(PLACE, table.players[seat].user_id, action, seat=seat)
        await self.deliver(outcome.notices)
        if self.delay:
            await asyncio.sleep(self.delay)

    async def _move(self, table: Table, seat: int, line: str) -> None:
        game = table.game
        player = table.players[seat]
        try:
            steps = game.resolve(game.copy(table.state), seat, line)
        except ActionError as exc:
            self.say(f"  ✗ {_plain(table.named(explained(table, seat, line, exc, self.lang)))}")
            return
        if len(steps) > 1 or steps[0] != " ".join(line.lower().split()):
            self.say(f"  = {' · '.join(steps)}")
        for step in steps:  # the canonical steps are what the log stores
            try:
                outcome = await self.service.move(PLACE, player.user_id, step, seat=seat)
            except (ActionError, ServiceError) as exc:
                if isinstance(exc, ActionError):
                    text = explained(table, seat, step, exc, self.lang)
                else:
                    text = exc.text(self.lang)
                self.say(f"  ✗ {_plain(text)}")
                return
            await self.deliver(outcome.notices)

    async def _command(self, table: Table, seat: int, line: str) -> bool:
        """Console commands (True when ``line`` was one)."""
        game = table.game
        typed, _, rest = line.partition(" ")
        word = self.words.get(typed.lower()) or self.words.get(_folded(typed), "")
        if word == "quit" and not rest:
            self.stopped("console-stopped")
            self.quit = True
            return True
        if word in ("help", "moves") and not rest:
            for action, label in self.service.legal_for(PLACE, table.players[seat].user_id, seat):
                shown = _plain(table.named(label)) if label != action else ""
                self.say(f"  {action:<28} {shown}")
            self.say(help_text(game, self.lang))
            return True
        if word == "rules" and not rest:
            self.say(_plain(game.rules_summary(locale=self.lang)))
            self.say(t(self.lang, "console-rules-explain"))
            return True
        if word == "explain":
            self.say(self.explain(table, rest))
            return True
        if word == "board" and not rest:
            self.say(_plain(table.named(game.board_text(table.public_view(), locale=self.lang))))
            return True
        if word == "hand" and not rest:
            view = table.view_for(seat)
            text = game.private_summary(view, locale=self.lang)
            name = table.players[seat].name
            self.say(
                _plain(table.named(text))
                if text
                else t(self.lang, "console-nothing-secret", name=name)
            )
            if not game.choices_are_public(table.state, seat):
                # the moves that name secret ids (characters in hand, token values)
                moves = ", ".join(f"`{a}`" for a in game.legal(table.state, seat)[:12])
                self.say(t(self.lang, "console-your-moves", moves=moves))
            return True
        if word == "log" and not rest:  # as the acting seat may read it (its secrets included)
            for text in game.log(table.state, seat, locale=self.lang)[-15:]:
                self.say(f"  {_plain(table.named(text))}")
            return True
        if word in ("bot", "autoplay"):
            self.say(self.hand_over(table, seat, rest.strip().lower()))
            return True
        if word == "export":
            self.say(await self.export(table, rest.strip()))
            return True
        if word == "undo" and not rest:
            try:
                outcome = await undo(self.service, PLACE, table.players[seat].user_id)
            except ServiceError as exc:
                self.say(f"  ✗ {_plain(exc.text(self.lang))}")
                return True
            self.say(f"  {outcome.text(self.lang)}")
            await self.deliver(outcome.notices)
            return True
        return False

    def hand_over(self, table: Table, seat: int, which: str) -> str:
        """`bot`: the console's bot plays the acting seat from now on (`bot all`, `autoplay`:
        every human seat), so a game can be seen to its end. For this session only: a resumed
        game gives the seats back to their players."""
        if which not in ("", "all"):
            return t(self.lang, "console-bot-usage")
        seats = self._humans() if which == "all" else [seat]
        self.autoplay.update(seats)
        names = ", ".join(table.players[s].name for s in seats)
        return t(self.lang, "console-bot-plays", names=names)

    async def export(self, table: Table, name: str) -> str:
        """`export FILE`: the record `/game export` gives — public while the game runs, complete
        (seed and every move, for `caravanserai replay FILE`) once it has ended."""
        if not name:
            return t(self.lang, "console-export-usage")
        path = Path(name).expanduser()
        data = await self._record(table)
        try:
            path.write_text(json.dumps(data, indent=1))
        except OSError as exc:
            return "  ✗ " + t(self.lang, "console-export-failed", path=path, error=exc.strerror)
        if "actions" in data:
            return t(self.lang, "console-export-complete", path=path)
        return t(self.lang, "console-export-public", path=path)

    async def _record(self, table: Table) -> dict[str, Any]:
        from bot.table.history import record

        return await record(self.service, table)

    async def keep_record(self, table: Table, folder: Path) -> Path | None:
        """A finished game's complete record, written next to its database (kept: a later game
        in the same folder never removes it)."""
        path = folder / f"{table.game_id}-{table.id}.json"
        try:
            path.write_text(json.dumps(await self._record(table), indent=1))
        except OSError:
            return None
        return path

    def explain(self, table: Table, term: str) -> str:
        game = table.game
        terms = sorted(game.terms(locale=self.lang))
        if not term.strip():
            example = terms[0] if terms else "move"
            return t(self.lang, "console-terms", terms=", ".join(terms), example=example)
        names = [p.name for p in table.players]
        return _plain(glossary.look_up(game, term, self.lang, names))


def _plain(text: str) -> str:
    """Discord markdown to terminal text."""
    return re.sub(r"<@[^>]+> — ", "→ ", text.replace("**", ""))


def _last_frame(out_dir: Path | None) -> int:
    if out_dir is None or not out_dir.is_dir():
        return 0
    numbers = [int(p.name[:4]) for p in out_dir.glob("[0-9][0-9][0-9][0-9]-*.png")]
    return max(numbers, default=0)


def _install_readline(console: Console) -> None:
    """Line editing, history and tab completion of legal moves (interactive terminals only)."""
    try:
        import readline
    except ImportError:  # pragma: no cover - not on every platform
        return
    matches: list[str] = []

    def complete(text: str, index: int) -> str | None:
        nonlocal matches
        if index == 0:
            line = readline.get_line_buffer()
            cut = len(line) - len(text)
            matches = [m[cut:] for m in console.completions(line)]
        return matches[index] if index < len(matches) else None

    readline.set_completer_delims(" ")
    readline.set_completer(complete)
    readline.parse_and_bind("tab: complete")


async def play_console(
    game_name: str,
    players: int | None,
    bots: int | None,
    *,
    seed: str | None,
    options: dict[str, Any] | None,
    script: list[str] | None,
    out_dir: Path | None,
    db_path: Path,
    write: TextIO = sys.stdout,
    read: Callable[[str], str] | None = None,
    resume: bool = False,
    new: bool = False,
    watch: bool = False,
    delay: float = 0.0,
    resume_hint: str = "",
    speed: str | None = None,
    bot_level: str | None = None,
    lang: str | None = None,
) -> int:
    """Create (or resume) a console table and play it. Returns a process exit status: 0 the
    game ended or the player quit, 1 stopped otherwise (input ended, Ctrl-C; saved), 2 it could
    not start (the reason is printed). ``lang``: the run's one language (None: on a resume the
    saved game's, else English)."""
    if threading.current_thread() is threading.main_thread():
        # Ctrl-C interrupts the input line at once (asyncio would otherwise wait for Enter)
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    store = await open_store(db_path)
    try:
        service = TableService(store)
        await service.load()
        console = Console(
            service,
            out_dir,
            script=iter(script) if script else None,
            read=read,
            write=write,
            delay=delay,
            resume_hint=resume_hint,
            where=str(db_path),
            lang=lang or DEFAULT,
        )
        setup = Setup(
            game_name,
            players,
            bots,
            seed,
            options,
            resume,
            new,
            watch,
            resume_hint,
            speed,
            bot_level,
            resolve_locale(lang or DEFAULT),
            lang_given=lang is not None,
        )
        console.bot_level = bot_level
        try:
            table = await _open_table(service, console, setup, store)
        except Stop as exc:
            console.say(str(exc))
            return 2
        return await _play_to_end(
            console, table, db_path, interactive=read is None and script is None
        )
    finally:
        await store.close()


async def _play_to_end(console: Console, table: Table, db_path: Path, *, interactive: bool) -> int:
    """Play ``table`` until it ends or the player stops; the exit status of :func:`play_console`."""
    console.table = table
    if C.timed(table.clock):
        console.scheduler = Scheduler(console.service, console.deliver)
    if interactive and sys.stdin.isatty():
        _install_readline(console)
    try:
        finished = await console.play(table) if table.status == "running" else True
    except KeyboardInterrupt:
        console.say()
        console.stopped("console-interrupted")
        return 1
    if finished and table.state is not None and table.game.is_over(table.state):
        kept = await console.keep_record(table, db_path.parent)
        if kept is not None:
            console.say(t(console.lang, "console-record-kept", path=kept))
    return 0 if finished or console.quit else 1


def _resume(console: Console, saved: Table, setup: Setup, images: str) -> Table:
    """The saved table, checked against the command line and shown where it stands, in the
    run's one language: the one asked for (the posts too, for this run), else the game's."""
    if setup.lang_given:
        saved.settings["language"] = console.lang
    else:
        console.lang = table_language(saved)
        console.words = command_words(console.lang)
    lang = console.lang
    _check_same(saved, setup, lang)
    console.table = saved
    console.log_seen = len(saved.game.log(saved.state, None))
    console.public_told = console.log_seen
    seated = ", ".join(p.name for p in saved.players)
    title, seed, seq = saved.game.spec.title, saved.seed, saved.seq
    console.say(
        t(
            lang,
            "console-resuming",
            game=title,
            seed=seed,
            seq=seq,
            players=seated,
            images=images,
        )
    )
    if any(not p.automated and not p.user_id.startswith(WATCH) for p in saved.players):
        console.say(help_text(saved.game, lang))
    console.say(resume_status(saved, lang))
    return saved


async def _open_table(service: TableService, console: Console, setup: Setup, store: Store) -> Table:
    """The saved table to resume, or a new one; refuses (``Stop``) rather than guessing."""
    saved = service.table_at(PLACE)
    if saved is not None and saved.status != "running":
        saved = None
    lang = console.lang
    where = " " + t(lang, "console-in", path=console.where) if console.where else ""
    images = str(console.out_dir or t(lang, "console-images-off"))
    if setup.resume:
        if saved is None:
            raise Stop(t(lang, "console-nothing-to-resume", where=where))
        return _resume(console, saved, setup, images)
    if saved is not None and not setup.new:
        seated = ", ".join(p.name for p in saved.players)
        title = saved.game.spec.title
        raise Stop(
            t(lang, "console-unfinished", game=title, seq=saved.seq, players=seated, where=where)
        )
    players, bots = setup.players, setup.bots or 0
    if players is None:
        raise Stop(t(lang, "console-players-required"))
    if not 0 <= bots <= players:
        raise Stop(t(lang, "console-bots-range", players=players, bots=bots))
    if saved is not None:
        await service.cancel(PLACE, saved.creator, is_moderator=True)
    if console.out_dir is not None:
        moved = await _archive_images(console.out_dir, store)
        if moved is not None:
            console.say(t(lang, "console-images-kept", path=moved))
        console.frames = 0
    humans = players - bots
    watch = setup.watch and humans == 0

    def seat_id(i: int) -> str:
        if i < humans:
            return f"console:{i + 1}"
        return f"{WATCH}{i + 1}" if watch else f"console:bot:{i + 1}"

    def seat_name(i: int) -> str:
        return t(lang, "console-player" if i < humans else "console-bot", n=i + 1)

    try:
        table = await service.create(
            PLACE,
            setup.game,
            seat_id(0),
            seat_name(0),
            options=setup.options,
            seats=players,
            seed=setup.seed,
            settings=_settings(setup),
        )
    except ServiceError as exc:
        raise Stop(exc.text(lang)) from None
    for i in range(1, players):
        if i < humans or watch:
            await service.join(PLACE, seat_id(i), seat_name(i))
        else:
            await service.join(PLACE, seat_id(0), "", bot=True, level=setup.bot_level or "")
    # bots are named by their seat number, in memory and in the database (resume keeps names)
    async with store.transaction() as db:
        for i, p in enumerate(table.players):
            if i >= humans:
                p.name = seat_name(i)
                p.is_bot = p.is_bot or (i == 0 and not watch)
                await db.execute(
                    "UPDATE seats SET name = ?, is_bot = ? WHERE session_id = ? AND seat = ?",
                    (p.name, int(p.is_bot), table.id, i),
                )
    console.table = table
    outcome = await service.start(PLACE, table.creator)
    seated = ", ".join(p.name for p in table.players)
    title = table.game.spec.title
    console.say(
        t(lang, "console-banner", game=title, seed=table.seed, players=seated, images=images)
    )
    if humans:
        console.say(help_text(table.game, lang))
    await console.deliver(outcome.notices)
    return table


def _settings(setup: Setup) -> dict[str, Any] | None:
    """The table's host settings: its speed, and its language (English stores nothing)."""
    settings: dict[str, Any] = {"speed": setup.speed} if setup.speed else {}
    if setup.lang != DEFAULT:
        settings["language"] = setup.lang
    return settings or None


def resume_status(table: Table, lang: str = DEFAULT) -> str:
    """What a resumed game looks like now: the last moves and the position's summary (the
    prompt below says whose turn it is)."""
    game = table.game
    last = [
        f"  {_plain(table.named(line))}" for line in game.log(table.state, None, locale=lang)[-5:]
    ]
    summary = _plain(table.named(game.summary(table.public_view(), locale=lang)))
    heading = t(lang, "console-last-moves")
    return "\n".join(([heading, *last] if last else []) + ([summary] if summary else []))


async def _archive_images(out_dir: Path, store: Store) -> Path | None:
    """The board images of the folder's earlier game move to ``game-<id>/`` (never deleted):
    the new game's frames start again at 0001. None when there were none."""
    old = [*out_dir.glob("[0-9][0-9][0-9][0-9]-*.png"), *out_dir.glob("latest-*.png")]
    if not old:
        return None
    row = await store.fetchone(
        "SELECT id FROM sessions WHERE place = ? ORDER BY id DESC LIMIT 1", (PLACE,)
    )
    base = f"game-{row['id']}" if row is not None else "game-earlier"
    target, k = out_dir / base, 1
    while target.exists():
        k += 1
        target = out_dir / f"{base}-{k}"
    target.mkdir()
    for path in old:
        path.rename(target / path.name)
    return target


def _check_same(saved: Table, setup: Setup, lang: str = DEFAULT) -> None:
    """--resume continues the saved game as it is: differing arguments are refused, not ignored."""
    players = len(saved.players)
    bots = sum(1 for p in saved.players if p.is_bot or p.user_id.startswith(WATCH))
    problems = []

    def differs(what: str, saved_value: Any, given: Any = "") -> None:
        problems.append(t(lang, f"console-differs-{what}", saved=saved_value, given=given))

    if saved.game_id != saved.game.spec.id or setup.game != saved.game_id:
        differs("game", saved.game.spec.title, setup.game)
    if setup.players is not None and setup.players != players:
        differs("players", players, setup.players)
    if setup.bots is not None and setup.bots != bots:
        differs("bots", bots, setup.bots)
    if setup.options and setup.options != saved.options:
        wanted = ", ".join(f"{k}={v}" for k, v in sorted(saved.options.items()))
        differs("options", wanted or t(lang, "console-differs-options-none"))
    if setup.seed is not None and setup.seed != saved.seed:
        differs("seed", saved.seed, setup.seed)
    saved_speed = saved.settings.get("speed", C.DEFAULT_SPEED)
    if setup.speed is not None and setup.speed != saved_speed:
        differs("speed", saved_speed, setup.speed)
    if problems:
        raise Stop(t(lang, "console-cannot-resume", problems=", ".join(problems)))
