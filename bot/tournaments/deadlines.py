"""Round deadlines and the tournament's own timers.

A round has a time limit (``round_days``; 0 takes the default of the tables' speed,
:data:`ROUND_DAYS`). When a round is paired its timers are stored in the same transaction:
announcements at half-time and one day before the end ("round closes in …"), and the deadline,
when every unfinished table is adjudicated by the tournament's ``at_deadline`` rule
(:mod:`bot.tournaments.adjudicate`) and the next round paired. A table whose place could not be
made gets an ``open`` timer that retries with backoff.

The scheduler (:mod:`bot.table.scheduler`) wakes these timers like the tables' own: each is marked
fired in a transaction after what it did, a timer that raises is retried with backoff (never
dropped), and timers that fell due while the bot was stopped fire at start-up. Adjudicating a
table is one transaction of its own, so a restart in the middle of a deadline finishes the
tables not yet done and records each exactly once.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol

from bot.ops import ownership
from bot.table.model import Notice
from bot.tournaments import store as ts
from bot.tournaments.messages import Words, rule, w
from i18n import t as say

if TYPE_CHECKING:
    from bot.store.sqlite import Store


class Runner(Protocol):
    """What the timers need of the tournament runner (which builds them: no import back)."""

    store: Store
    notify: Callable[[int, list[Notice]], Awaitable[None]] | None

    def now(self) -> float: ...

    def changed(self) -> None: ...

    async def say(self, t: ts.Tournament, words: Words) -> None: ...

    async def get(self, tournament_id: int) -> ts.Tournament: ...

    async def advance(self, tournament_id: int) -> list[Notice]: ...

    async def adjudicate_round(self, tournament_id: int, round_no: int) -> list[Notice]: ...


log = logging.getLogger("caravanserai.tournaments")

DAY = 86_400.0
# default round length in days per table speed: a 4-player game is 44–224 decisions per seat;
# a correspondence round gives most tables time to finish and bounds the rest
ROUND_DAYS: dict[str, float] = {"untimed": 7, "live": 1, "24h": 14, "48h": 21, "72h": 28}
KINDS = ("half", "day_left", "deadline", "open")
RETRY_FIRST, RETRY_MAX = 30.0, 3600.0  # backoff of a failed timer or thread: 30 s … 1 h


def round_days(config: Any) -> float:
    return float(config.round_days or ROUND_DAYS.get(config.speed, 7))


def backoff(attempts: int) -> float:
    return min(RETRY_MAX, RETRY_FIRST * 2 ** max(0, attempts - 1))


def left_text(seconds: float, locale: str = "en") -> str:
    """A time left to the nearest hour, in ``locale`` (``2 days 3 h``)."""
    days, hours = divmod(round(max(0.0, seconds) / 3600), 24)
    return say(locale, "tourn-time-left", days=days, hours=hours)


class Deadlines:
    """The tournament timers of one runner."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner
        self.store = runner.store

    async def plan_round(self, db: Any, t: ts.Tournament, number: int) -> None:
        """Inside the transaction that stores round ``number``: its deadline and reminders."""
        now = self.runner.now()
        length = round_days(t.config) * DAY
        end = now + length
        await db.execute(
            "UPDATE tournament_rounds SET deadline = ? WHERE tournament_id = ? AND round = ?",
            (end, t.id, number),
        )
        dues = {"deadline": end, "half": now + length / 2}
        if length > 2 * DAY:
            dues["day_left"] = end - DAY
        for kind, due in dues.items():
            await db.execute(
                "INSERT OR IGNORE INTO tournament_timers(tournament_id, round, kind, due)"
                " VALUES (?,?,?,?)",
                (t.id, number, kind, due),
            )

    async def retry_open(self, t: ts.Tournament) -> float:
        """A table could not be opened: try the round again later (backoff); returns when."""
        row = await self.store.fetchone(
            "SELECT attempts FROM tournament_timers WHERE tournament_id = ? AND round = ?"
            " AND kind = 'open'",
            (t.id, t.round),
        )
        attempts = (int(row["attempts"]) if row else 0) + 1
        due = self.runner.now() + backoff(attempts)
        async with self.store.transaction() as db:
            await db.execute(
                "INSERT INTO tournament_timers(tournament_id, round, kind, due, attempts)"
                " VALUES (?,?,'open',?,?) ON CONFLICT(tournament_id, round, kind) DO UPDATE"
                " SET due = excluded.due, attempts = excluded.attempts, fired = 0",
                (t.id, t.round, due, attempts),
            )
        self.runner.changed()
        return due

    async def retry_pending(self, t: ts.Tournament) -> bool:
        """Whether a table of the current round failed to open and waits for a retry."""
        row = await self.store.fetchone(
            "SELECT id FROM tournament_timers WHERE tournament_id = ? AND round = ?"
            " AND kind = 'open' AND fired = 0",
            (t.id, t.round),
        )
        return row is not None

    async def opened(self, t: ts.Tournament) -> None:
        """Every table of the round is open: no retry is pending."""
        row = await self.store.fetchone(
            "SELECT id FROM tournament_timers WHERE tournament_id = ? AND round = ?"
            " AND kind = 'open' AND fired = 0",
            (t.id, t.round),
        )
        if row is not None:
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE tournament_timers SET fired = 1 WHERE id = ?", (row["id"],)
                )

    async def hold(self, t: ts.Tournament, *, resume: bool) -> float | None:
        """``/tournament pause``: the round's timers are held (``fired = 2``) from now;
        ``resume``: they and the deadline move on by the pause's length (returned)."""
        key = f"tournament_held:{t.id}"
        now = self.runner.now()
        held = await self.store.get_meta(key)
        data = json.loads(held) if held else None
        if data is not None and data["round"] != t.round:
            data = None  # a pause of a round that has ended since
        if not resume:
            if t.status != "running" or data is not None:
                return None
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE tournament_timers SET fired = 2 WHERE tournament_id = ? AND round = ?"
                    " AND fired = 0 AND kind != 'open'",
                    (t.id, t.round),
                )
                await db.execute(
                    "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE"
                    " SET value = excluded.value",
                    (key, json.dumps({"round": t.round, "at": now})),
                )
            return 0.0
        if data is None:
            return None
        shift = max(0.0, now - float(data["at"]))
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE tournament_timers SET fired = 0, due = due + ? WHERE tournament_id = ?"
                " AND round = ? AND fired = 2",
                (shift, t.id, data["round"]),
            )
            await db.execute(
                "UPDATE tournament_rounds SET deadline = deadline + ? WHERE tournament_id = ?"
                " AND round = ?",
                (shift, t.id, data["round"]),
            )
            await db.execute("DELETE FROM meta WHERE key = ?", (key,))
        self.runner.changed()
        return shift

    async def next_due(self) -> float | None:
        row = await self.store.fetchone(
            f"SELECT MIN(due) AS due FROM tournament_timers WHERE fired = 0{_owned(self.store)}"
        )
        return None if row is None or row["due"] is None else float(row["due"])

    async def run_due(self, now: float) -> list[tuple[int, list[Notice]]]:
        """Fire every tournament timer due at ``now``; the notices go to the runner's
        ``notify`` (and are returned). A timer that raises is retried with backoff and logged."""
        rows = await self.store.fetchall(
            f"SELECT * FROM tournament_timers WHERE fired = 0 AND due <= ?{_owned(self.store)}"
            " ORDER BY due, id",
            (now,),
        )
        out: list[tuple[int, list[Notice]]] = []
        for row in rows:
            tid = int(row["tournament_id"])
            try:
                notices = await self._fire(row)
            except Exception:
                attempts = int(row["attempts"]) + 1
                log.exception(
                    "tournament %s: timer %s (%s) failed; retried (attempt %d)",
                    tid,
                    row["id"],
                    row["kind"],
                    attempts,
                )
                async with self.store.transaction() as db:
                    await db.execute(
                        "UPDATE tournament_timers SET due = ?, attempts = ? WHERE id = ?",
                        (now + backoff(attempts), attempts, row["id"]),
                    )
                continue
            if notices is not None:
                out.append((tid, notices))
                if self.runner.notify is not None:
                    await self.runner.notify(tid, notices)
        return out

    async def _fire(self, row: Any) -> list[Notice] | None:
        runner, tid, number, kind = (
            self.runner,
            int(row["tournament_id"]),
            row["round"],
            row["kind"],
        )
        t = await runner.get(tid)
        current = t.status == "running" and t.round == number
        unfinished = [r for r in t.current_tables() if r.result is None] if current else []
        notices: list[Notice] | None = None
        if kind == "open" and current:
            notices = await runner.advance(tid)
        elif kind == "deadline" and current and unfinished:
            notices = await runner.adjudicate_round(tid, number)
            notices += await runner.advance(tid)
        elif kind in ("half", "day_left"):
            end = t.deadlines.get(number, runner.now())
            # overdue (the bot was stopped past the deadline): the deadline says it all
            if unfinished and end > runner.now():
                tabs = ", ".join(str(r.tab) for r in unfinished)
                await runner.say(
                    t,
                    w(
                        "tourn-closes-in",
                        name=t.name,
                        round=number,
                        left=left_text(end - runner.now(), t.config.language),
                        end=int(end),
                        count=len(unfinished),
                        tabs=tabs,
                        rule=rule(t.config.at_deadline),
                    ),
                )
            notices = []
        async with self.store.transaction() as db:  # unless it was moved on (a retry)
            await db.execute(
                "UPDATE tournament_timers SET fired = 1 WHERE id = ? AND due = ?",
                (row["id"], row["due"]),
            )
        return notices


def _owned(store: Any) -> str:
    """Several bot processes: each fires the timers of its own servers' tournaments only."""
    if not ownership.partial(store):
        return ""
    return (
        " AND tournament_id IN (SELECT id FROM tournaments WHERE"
        f" {ownership.owned(store, 'tournaments.guild')})"
    )
