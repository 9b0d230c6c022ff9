"""The console front end: play a game in the terminal through the same table service, storage
and notices as Discord, with bots in any seat. Board images go to a folder.

Human seats type moves in the game's canonical notation; ``help`` lists the legal moves,
``board`` and ``hand`` print the public and private summaries, ``quit`` stops (the game stays
saved in the database and can be resumed with the same ``--db``).
"""

from __future__ import annotations

import asyncio
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

from bot.service import Notice, ServiceError, Table, TableService
from bot.storage import Store
from games.core import ActionError

PLACE = "console"
HELP = "Commands: a move, `help` (legal moves), `board`, `hand`, `quit`."


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
    ) -> None:
        self.service = service
        self.out_dir = out_dir
        self.script = script
        self.read = read or input
        self.out = write
        self.images = images and out_dir is not None
        self.frames = 0

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    async def deliver(self, notices: list[Notice]) -> None:
        for notice in notices:
            if notice.kind == "public":
                self.say(_plain(notice.text))
                self.say()
            if self.images:
                await self._write_image(notice)
            await self.service.delivered(notice)

    async def _write_image(self, notice: Notice) -> None:
        if notice.view is None or self.out_dir is None:
            return
        from renderers import render_png

        self.frames += 1
        who = "public" if notice.kind == "public" else f"seat-{(notice.seat or 0) + 1}"
        png = await asyncio.to_thread(render_png, notice.view, notice.names)
        path = self.out_dir / f"{self.frames:04d}-{who}.png"
        path.write_bytes(png)
        if notice.kind == "public":
            (self.out_dir / "latest-public.png").write_bytes(png)
        else:
            (self.out_dir / f"latest-{who}.png").write_bytes(png)

    async def _next_line(self, prompt: str) -> str | None:
        if self.script is not None:
            for line in self.script:
                line = line.split("#", 1)[0].strip()
                if line:
                    self.say(f"{prompt}{line}")
                    return line
            self.script = None
        try:
            return await asyncio.to_thread(self.read, prompt)
        except EOFError:
            return None

    async def play(self, table: Table) -> bool:
        """Run the game to its end (True) or until the player quits / input ends (False)."""
        game = table.game
        while table.status == "running":
            humans = table.pending_humans()
            acting = next((s for s in humans if game.legal(table.state, s)), None)
            if acting is None:
                self.say("No human seat can act; the game is stuck.")
                return False
            player = table.players[acting]
            prompt = f"[{player.name} · {game.prompt(table.state, acting)}] > "
            line = await self._next_line(prompt)
            if line is None:
                self.say("Input ended; the game is saved and can be resumed with the same --db.")
                return False
            line = line.strip()
            word = line.lower()
            if word in ("quit", "exit"):
                self.say("Stopped; the game is saved.")
                return False
            if word in ("help", "?", "moves"):
                for action, label in self.service.legal_for(PLACE, player.user_id, acting):
                    self.say(f"  {action:<24} {label if label != action else ''}")
                self.say(HELP)
                continue
            if word == "board":
                self.say(_plain(self.service.status_text(PLACE)))
                continue
            if word == "hand":
                view = table.view_for(acting)
                text = "\n".join(filter(None, [game.private_summary(view), game.summary(view)]))
                self.say(_plain(table.named(text)))
                continue
            if not line:
                continue
            try:
                outcome = await self.service.move(PLACE, player.user_id, line, seat=acting)
            except ActionError as exc:
                self.say(f"  ✗ {exc.hint()}")
                continue
            except ServiceError as exc:
                self.say(f"  ✗ {exc}")
                continue
            await self.deliver(outcome.notices)
        return table.status == "finished"


def _plain(text: str) -> str:
    """Discord markdown to terminal text."""
    return re.sub(r"<@[^>]+> — ", "→ ", text.replace("**", ""))


async def play_console(
    game_name: str,
    players: int,
    bots: int,
    *,
    seed: str | None,
    options: dict[str, Any],
    script: list[str] | None,
    out_dir: Path | None,
    db_path: Path,
    write: TextIO = sys.stdout,
    read: Callable[[str], str] | None = None,
) -> int:
    """Create (or resume) a console table and play it. Returns a process exit status."""
    if not 0 <= bots <= players:
        raise ServiceError("--bots must be between 0 and --players.")
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    store = await Store.open(db_path)
    try:
        service = TableService(store)
        await service.load()
        console = Console(
            service, out_dir, script=iter(script) if script else None, read=read, write=write
        )
        table = service.table_at(PLACE)
        if table is not None and table.status == "running" and table.game_id != game_name:
            table = None
        if table is None or table.status != "running":
            if table is not None:
                await service.cancel(PLACE, table.creator, is_moderator=True)
            humans = players - bots
            first_id = "console:1" if humans else "console:host"
            table = await service.create(
                PLACE,
                game_name,
                first_id,
                "Player 1" if humans else "Host",
                options=options,
                seats=players,
                seed=seed,
            )
            if not humans:
                # the host is not a player: replace its seat by a bot
                table.players[0].is_bot = True
                table.players[0].name = "Bot 1"
                async with store.transaction() as db:
                    await db.execute(
                        "UPDATE seats SET is_bot = 1, name = 'Bot 1' WHERE session_id = ?",
                        (table.id,),
                    )
            for i in range(1, players):
                if i < humans:
                    await service.join(PLACE, f"console:{i + 1}", f"Player {i + 1}")
                else:
                    await service.join(PLACE, first_id, "", bot=True)
            _rename_bots(table, humans)
            outcome = await service.start(PLACE, first_id)
            console.say(f"Seed: {table.seed}. Images: {out_dir or 'off'}. {HELP}")
            await console.deliver(outcome.notices)
        else:
            console.say(f"Resuming {table.game.spec.title} at move {table.seq}.")
        finished = await console.play(table) if table.status == "running" else True
        return 0 if finished else 1
    finally:
        await store.close()


def _rename_bots(table: Table, humans: int) -> None:
    """Bots are named by their seat number in the console (display only)."""
    for i, p in enumerate(table.players):
        if p.is_bot:
            p.name = f"Bot {i + 1}"
