"""Ending a tournament table that cannot finish in time: at the round deadline, when
its thread is gone for good, or when an organiser cancelled it.

Two rules, chosen when the tournament is created (``at_deadline``):

* ``bots``: every seat's remaining decisions are played by the game's bot, seeded by the
  table's own secret seed and the move number, and stored as ordinary moves of the log (actor
  ``adjudicator``): the result comes from the rules.
* ``standing``: the game ends now and is ranked by its current public score (a game without a
  public running score — Al-Rashid, Emira, Agra hide or lack one — is played out by bots
  instead, see :data:`PUBLIC_SCORE`).

Either way the whole adjudication is one transaction: the result is recorded exactly once with
the moves (or the end) that made it, and a restart in the middle simply does it again.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

from bot.table import notices
from bot.table.languages import table_language
from bot.table.model import Applied
from bot.table.service import Notice, Table, TableService
from bot.tournaments import ratings as rt
from bot.tournaments import store as ts
from bot.tournaments.messages import Words, say, w
from games.core.protocol import rank_by

log = logging.getLogger("caravanserai.tournaments")

# each seat's running score read from the public view, for games where it is public and is what
# the final score grows from (tests register their toy game here)
PUBLIC_SCORE: dict[str, Callable[[dict[str, Any]], list[float]]] = {
    "almadi": lambda view: [float(p["score_now"]) for p in view["players"]],
}
MAX_STEPS = 20_000  # a bot-played game is a few hundred decisions; a loop is a bug


def standing_scores(table: Table) -> list[float] | None:
    """Each seat's current public score, or None when the game has none."""
    read = PUBLIC_SCORE.get(table.game.spec.id)
    if read is None:
        return None
    try:
        return read(table.game.view(table.state, None))
    except (KeyError, TypeError, ValueError):
        log.exception("session %s: no public score to adjudicate by", table.id)
        return None


def play_out(table: Table, state: Any) -> list[Applied]:
    """Every remaining decision of every seat of ``state`` (a copy of the table's), by the
    game's bot, seeded by the table's seed and the move number. Pure computation: it runs in
    a worker thread (an Almadi game takes over a second of bot play)."""
    game = table.game
    applied: list[Applied] = []
    while not game.is_over(state):
        seat = next((s for s in game.pending(state) if game.legal(state, s)), None)
        if seat is None or len(applied) > MAX_STEPS:
            raise RuntimeError(f"session {table.id}: adjudication cannot finish the game")
        seq = table.seq + len(applied)
        action = game.make_bot(f"{table.seed}:adjudicate:{seq}:{seat}").choose(game, state, seat)
        events = game.apply(state, seat, action)
        applied.append(Applied(seat, action, "adjudicator", f"adjudicate:{table.id}:{seq}", events))
    return applied


async def adjudicate(
    service: TableService, table: Table, rule: str, why: Words, outcome: str
) -> list[Notice]:
    """End ``table`` by ``rule`` (``bots`` or ``standing``), announcing ``why`` (in the table's
    language); ``outcome`` is stored as it is (canonical English, for exports); the finish
    hooks record the tournament result. ``table`` must hold its current state (running, or a
    cancelled/abandoned table loaded again). Returns the notices to deliver."""
    async with table.lock:
        if table.status == "finished" or table.state is None:
            return []
        scores = standing_scores(table) if rule == "standing" else None
        if scores is None:
            return await _by_bots(service, table, why, outcome)
        return await _by_standing(service, table, scores, why, outcome)


async def _by_bots(service: TableService, table: Table, why: Words, outcome: str) -> list[Notice]:
    before = table.seq
    state = table.game.copy(table.state)
    applied = await asyncio.to_thread(play_out, table, state)  # off the event loop
    try:
        table.state = state  # under the table's lock: nobody reads it half-played
        async with service.store.transaction() as db:
            await db.execute(
                "UPDATE sessions SET status = 'running' WHERE id = ?", (table.id,)
            )  # a cancelled table is ended, not left cancelled
            await db.execute(
                "UPDATE tournament_tables SET outcome = ? WHERE session_id = ?",
                (outcome, table.id),
            )
            out = await service.commit(
                db,
                table,
                applied,
                base_seq=before,
                headline=w("tourn-by-bots", why=why, count=len(applied)),
            )
    except BaseException:
        await service.rebuild(table)
        raise
    table.status = "finished"
    log.info("session %s adjudicated by bots (%d decisions)", table.id, len(applied))
    return out


async def _by_standing(
    service: TableService, table: Table, scores: list[float], why: Words, outcome: str
) -> list[Notice]:
    resigned = [p.resigned for p in table.players]
    # equal scores share a place (the game's own tie-breaks need the end of the game)
    ranks = rank_by([(s,) for s in scores])
    final = rt.final_ranks(ranks, resigned)
    result = {"scores": scores, "ranks": ranks, "adjudicated": "standing"}
    lines = [say(table_language(table), "tourn-by-standing", why=why)]
    order = sorted(range(len(scores)), key=lambda s: final[s])
    lines += [f"{final[s]}. {table.label(s)} — {scores[s]:g}" for s in order]
    notice = Notice("public", table.id, table.place, "\n".join(lines), final=True)
    async with service.store.transaction() as db:
        await db.execute(
            "UPDATE sessions SET status = 'finished', result = ?, updated_at = ? WHERE id = ?",
            (json.dumps(result), service.now(), table.id),
        )
        await db.execute("DELETE FROM timers WHERE session_id = ? AND fired = 0", (table.id,))
        if await ts.record_result(db, table.id, final, scores, resigned) is None:
            await ts.refuse_if_recorded(db, table.id)  # scored meanwhile: that result stands
        await db.execute(
            "UPDATE tournament_tables SET outcome = ? WHERE session_id = ?", (outcome, table.id)
        )
        seats = [
            rt.Seat(p.user_id, p.is_bot, p.resigned, final[i]) for i, p in enumerate(table.players)
        ]
        await ts.record_game(
            db,
            session_id=table.id,
            guild=table.guild,
            game=table.game_id,
            seats=seats,
            names=table.names,
            scores=scores,
        )
        await service.store_notice(db, notice)
    table.status = "finished"
    table.waiting = set()
    log.info("session %s adjudicated by standing", table.id)
    return [notice]


def position_notices(table: Table, headline: Words, now: float) -> list[Notice]:
    """The current position posted afresh (a table whose thread was re-created)."""
    return notices.build(table, [], headline=headline, now=now)
