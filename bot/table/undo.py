"""``/move undo``: a player takes back their own last move, under the rule good platforms use
(DESIGN §2): nobody else has acted since, no random draw happened, nothing hidden was revealed
(the engine says which moves qualify: :meth:`games.core.Game.undoable`), and the same player
alone is to act before and after — so taking it back never changes who is to act and tells no
one anything. The move leaves the log (kept in ``undone`` for the record) and the table is the
replay of what remains: the same state hash as never having played it."""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

from bot.table import notices
from bot.table.languages import table_language
from bot.table.model import Outcome, ServiceError, Table
from i18n.words import w

if TYPE_CHECKING:
    from bot.table.service import TableService


async def state_at(service: TableService, table: Table, seq: int) -> Any:
    """The table's state after move ``seq``: the latest snapshot at or before it, then the log."""
    game, store = table.game, service.store
    snap = await store.fetchone(
        "SELECT seq, state FROM snapshots WHERE session_id = ? AND seq <= ? "
        "ORDER BY seq DESC LIMIT 1",
        (table.id, seq),
    )
    if snap is not None:
        state, done = game.decode(json.loads(snap["state"])), int(snap["seq"])
    else:
        state, done = game.new(len(table.players), table.seed, table.options), 0
    rows = await store.fetchall(
        "SELECT seat, action FROM actions WHERE session_id = ? AND seq > ? AND seq <= ? "
        "ORDER BY seq",
        (table.id, done, seq),
    )
    for row in rows:
        game.apply(state, row["seat"], row["action"])
    return state


async def undo(service: TableService, place: str, user_id: str) -> Outcome:
    """Take back ``user_id``'s last move; refusals and the reply as words for the caller, the
    channel's post in the table's language."""
    table = service.require(place)
    async with table.lock:
        if table.status != "running":
            raise ServiceError("undo-not-running")
        if table.paused:
            raise ServiceError("svc-paused", why=table.paused)
        seat = service.resolve_seat(table, user_id)
        last = await service.store.fetchone(
            "SELECT seq, seat, action, actor, interaction_id, clock_before FROM actions "
            "WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
            (table.id,),
        )
        if last is None or int(last["seq"]) != table.seq:
            raise ServiceError("undo-nothing")
        if int(last["seat"]) != seat or last["actor"] != user_id:
            raise ServiceError("undo-not-yours")
        game = table.game
        before = await state_at(service, table, table.seq - 1)
        if game.draws(before) != game.draws(table.state):
            raise ServiceError("undo-drew")
        if game.pending(table.state) != [seat] or seat not in game.pending(before):
            raise ServiceError("undo-passed-on")
        if not game.undoable(before, seat, last["action"]):
            raise ServiceError("undo-revealed")
        try:
            out = await _take_back(service, table, seat, last, before)
        except BaseException:
            await service.rebuild(table)
            raise
        return Outcome(w("undo-done"), out)


def _untold(table: Table, seat: int, action: str, before: Any) -> list[str]:
    """The public lines the undone move told (in the table's language), taken out of the turn's
    story still to be posted: the undo's post says what was taken back, never tells it as news."""
    lang = table_language(table)
    events = table.game.apply(copy.deepcopy(before), seat, action)
    lines = [e.for_seat(None, lang) for e in events if e.text]
    story = table.story
    for held in (story.get("lines"), (story.get("run") or {}).get("lines")):
        if lines and held is not None and held[-len(lines) :] == lines:
            del held[-len(lines) :]
    return lines


async def _take_back(
    service: TableService, table: Table, seat: int, last: Any, before: Any
) -> list[Any]:
    seq = int(last["seq"])
    async with service.store.transaction() as db:
        await db.execute("DELETE FROM actions WHERE session_id = ? AND seq = ?", (table.id, seq))
        await db.execute("DELETE FROM snapshots WHERE session_id = ? AND seq >= ?", (table.id, seq))
        # the interaction id stays spent: the same interaction replayed (after a restart) is
        # "already applied", not applied again
        await db.execute(
            "INSERT INTO undone(session_id, seq, seat, action, undone_at, interaction_id)"
            " VALUES (?,?,?,?,?,?)",
            (table.id, seq, seat, last["action"], service.now(), last["interaction_id"]),
        )
        if last["clock_before"] and table.clock is not None:
            # the clock as before the move: the increment it earned goes with it, while the
            # time that really passed since the seat became pending stays spent
            table.clock = json.loads(last["clock_before"])
        taken = _untold(table, seat, last["action"], before)
        table.state, table.seq = before, seq - 1
        name = table.players[seat].name
        what = " ".join(table.named(line) for line in taken)
        headline = w("undo-headline-what", name=name, what=what) if what else None
        headline = headline or w("undo-headline", name=name)
        out = notices.build(table, [], headline=headline, now=service.now())
        out += await service.time.after_commit(db, table, [])
        for notice in out:
            await service.store_notice(db, notice)
    return out
