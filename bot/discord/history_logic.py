"""What the history and "my games" commands do (``/game log``, ``/game replay``,
``/game export``, ``/games``), as plain functions over the table service, like
:mod:`bot.discord.game_logic`."""

from __future__ import annotations

import json

from bot.discord.game_logic import Image, Reply, guarded, guarded_sync
from bot.discord.markdown import escape
from bot.ops.places import channel_of
from bot.table import clock as C
from bot.table import history
from bot.table.languages import drawn_in
from bot.table.service import TableService
from i18n import t


@guarded_sync
def game_log(service: TableService, place: str, user_id: str, *, lang: str = "en") -> Reply:
    """The recent moves as the caller may read them (their own secrets included). A seat a bot
    plays since its player resigned or was dropped is no longer theirs to read while the game
    runs (its secrets are the bot's now), as with ``/hand``."""
    table = service.require(place)
    over = table.state is not None and table.game.is_over(table.state)
    mine = [s for s in table.seats_of(user_id) if over or not table.players[s].automated]
    seat = mine[0] if mine else None
    lines = history.recent(table, seat, lang=lang)
    if not lines:
        return Reply(t(lang, "log-empty"))
    head = t(lang, "log-head", game=table.game.spec.title, count=len(lines), seq=table.seq)
    return Reply("\n".join([head, *(f"• {line}" for line in lines)]))


@guarded
async def replay_board(service: TableService, place: str, move: int, *, lang: str = "en") -> Reply:
    table = service.require(place)
    view = await history.board_after(service, table, move)
    return Reply(
        t(lang, "replay-head", game=table.game.spec.title, move=move, seq=table.seq),
        # answered to the caller alone: drawn in their language
        images=[Image(drawn_in(view, lang), table.names, f"move-{move}.png", public=True)],
    )


@guarded
async def export(service: TableService, place: str, *, lang: str = "en") -> Reply:
    table = service.require(place)
    data = await history.record(service, table)
    text = t(lang, "export-complete" if "actions" in data else "export-public")
    blob = json.dumps(data, indent=1).encode()
    return Reply(text, files=[(f"{table.game_id}-{table.id}.json", blob)])


@guarded_sync
def my_games(service: TableService, user_id: str, guild: str | None, *, lang: str = "en") -> Reply:
    """``/games``: every running table of this server where the caller sits."""
    tables = service.tables_of(user_id, guild)
    if not tables:
        return Reply(t(lang, "games-none"))
    now = service.now()
    lines = [t(lang, "games-head", count=len(tables))]
    for table in sorted(tables, key=lambda x: x.id):
        pending = table.game.pending(table.state)
        mine = [s for s in table.seats_of(user_id) if s in pending]
        waiting = ", ".join(escape(table.players[s].name) for s in pending) or t(lang, "nobody")
        turn = t(lang, "games-your-turn") if mine else t(lang, "games-waiting", names=waiting)
        left = ""
        if C.timed(table.clock) and table.seats_of(user_id):
            assert table.clock is not None
            seat = table.seats_of(user_id)[0]
            left = " — " + t(
                lang, "games-left", time=C.describe(C.left(table.clock, seat, now), lang)
            )
        paused = " " + t(lang, "games-paused") if table.paused else ""
        where = f"<#{channel_of(table.place)}>"
        line = t(lang, "games-line", game=table.game.spec.title, channel=where, turn=turn)
        lines.append(f"{line}{left}{paused}")
    return Reply(clip_lines(lines, lang=lang))


def clip_lines(lines: list[str], limit: int = 1900, *, lang: str = "en") -> str:
    out: list[str] = []
    for line in lines:
        if sum(len(x) + 1 for x in out) + len(line) > limit:
            out.append(t(lang, "games-more", count=len(lines) - len(out)))
            break
        out.append(line)
    return "\n".join(out)
