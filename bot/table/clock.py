"""Game clocks: pure arithmetic on stored facts (DESIGN §8), in the manner of Board Game Arena's
turn-based time banks.

A table plays at a :class:`Speed`: each player starts with a *bank* of time and gets an
*increment* after each move they make, never above the starting bank. Only the seats the game is
waiting for spend time — several at once for simultaneous choices and response windows — and a
pause stops every clock. The state is a plain dict stored with the table and changed in the same
transaction as the move that changed it:

``{"speed": id, "bank": [seconds left at "since"], "since": [instant or None],
"paused_at": instant or None, "timeouts": [consecutive timeouts per seat]}``
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MINUTE = 60.0
HOUR = 60 * MINUTE
DAY = 24 * HOUR

Clock = dict[str, Any]


@dataclass(frozen=True)
class Speed:
    id: str
    title: str
    bank: float  # seconds at the start, and the cap
    increment: float  # seconds added after each of the player's moves

    @property
    def timed(self) -> bool:
        return self.bank > 0


SPEEDS: dict[str, Speed] = {
    s.id: s
    for s in (
        Speed("untimed", "untimed", 0, 0),
        Speed("live", "live: 10 min + 30 s per move", 10 * MINUTE, 30),
        Speed("24h", "24 h per move (bank up to 2 days)", 2 * DAY, DAY),
        Speed("48h", "48 h per move (bank up to 4 days)", 4 * DAY, 2 * DAY),
        Speed("72h", "72 h per move (bank up to 6 days)", 6 * DAY, 3 * DAY),
    )
}
DEFAULT_SPEED = "untimed"


def speed_of(speed_id: str) -> Speed:
    try:
        return SPEEDS[speed_id]
    except KeyError:
        raise ValueError(f"unknown speed {speed_id!r}; speeds: {', '.join(SPEEDS)}") from None


def new(speed_id: str, seats: int) -> Clock:
    speed = speed_of(speed_id)
    return {
        "speed": speed.id,
        "bank": [speed.bank] * seats,
        "since": [None] * seats,
        "paused_at": None,
        "timeouts": [0] * seats,
    }


def timed(clock: Clock | None) -> bool:
    return bool(clock and speed_of(clock["speed"]).timed)


def after_move(
    clock: Clock,
    before: set[int],
    after: set[int],
    actor: int | None,
    now: float,
    timed_out: frozenset[int] = frozenset(),
) -> Clock:
    """The clock after a commit: seats pending ``before`` spent the time since they became
    pending; the ``actor`` (a player who moved) gets the increment, capped; seats pending
    ``after`` start running from now, or keep running if they were already waited for. A seat that ``timed_out`` gets one increment
    for its next decision (else it would time out again at once). Returns a new dict."""
    speed = speed_of(clock["speed"])
    bank, since = list(clock["bank"]), list(clock["since"])
    for seat in range(len(bank)):
        if seat in before and seat in after and seat != actor and since[seat] is not None:
            continue  # still waited for, and did not move: its clock just keeps running
        if seat in before and since[seat] is not None:
            bank[seat] = max(0.0, bank[seat] - (now - since[seat]))
            since[seat] = None
        if seat == actor:
            bank[seat] = min(speed.bank, bank[seat] + speed.increment)
        if seat in timed_out:
            bank[seat] = max(bank[seat], speed.increment)
        if seat in after:
            since[seat] = now
    return {**clock, "bank": bank, "since": since}


def left(clock: Clock, seat: int, now: float) -> float:
    """Seconds ``seat`` has left at ``now`` (its clock frozen during a pause)."""
    since = clock["since"][seat]
    if since is None:
        return float(clock["bank"][seat])
    at = clock["paused_at"] if clock["paused_at"] is not None else now
    return max(0.0, clock["bank"][seat] - (at - since))


def deadline(clock: Clock, seat: int) -> float | None:
    """When ``seat`` runs out of time (None: not running, or paused)."""
    since = clock["since"][seat]
    if since is None or clock["paused_at"] is not None:
        return None
    return since + clock["bank"][seat]


def reminders(clock: Clock, seat: int) -> list[float]:
    """When to remind ``seat`` before its deadline: at half of its time left and when a tenth
    is left (at least a minute before, at most three hours) — two reminders a move at most,
    none that would come within a minute of the turn starting."""
    end = deadline(clock, seat)
    since = clock["since"][seat]
    if end is None or since is None:
        return []
    span = end - since
    times = [since + span / 2, end - min(3 * HOUR, max(MINUTE, span / 10))]
    return sorted({t for t in times if since + MINUTE <= t < end})


def pause(clock: Clock, now: float) -> Clock:
    return clock if clock["paused_at"] is not None else {**clock, "paused_at": now}


def resume(clock: Clock, now: float) -> Clock:
    """Running clocks continue as if the pause had not happened."""
    paused_at = clock["paused_at"]
    if paused_at is None:
        return clock
    shift = now - paused_at
    since = [None if s is None else s + shift for s in clock["since"]]
    return {**clock, "since": since, "paused_at": None}


def count_timeout(clock: Clock, seat: int) -> Clock:
    timeouts = list(clock["timeouts"])
    timeouts[seat] += 1
    return {**clock, "timeouts": timeouts}


def reset_timeouts(clock: Clock, seat: int) -> Clock:
    if not clock["timeouts"][seat]:
        return clock
    timeouts = list(clock["timeouts"])
    timeouts[seat] = 0
    return {**clock, "timeouts": timeouts}


def describe(seconds: float, lang: str = "en") -> str:
    """``2 d 3 h``, ``5 h 10 min``, ``4 min``, for people (``2 j 3 h`` in French). English is
    formatted here: clock lines are drawn for every player of every notice, and the catalogue
    costs a hundred times more."""
    from i18n import DEFAULT, resolve_locale, t

    seconds = max(0, int(seconds))
    days, rest = divmod(seconds, int(DAY))
    hours, rest = divmod(rest, int(HOUR))
    minutes = rest // 60
    if resolve_locale(lang) == DEFAULT:
        if days:
            return f"{days} d {hours} h" if hours else f"{days} d"
        if hours:
            return f"{hours} h {minutes} min" if minutes else f"{hours} h"
        return f"{minutes} min" if minutes else f"{seconds} s"
    if days:
        return (
            t(lang, "clock-days-hours", d=days, h=hours) if hours else t(lang, "clock-days", d=days)
        )
    if hours:
        if minutes:
            return t(lang, "clock-hours-minutes", h=hours, m=minutes)
        return t(lang, "clock-hours", h=hours)
    if minutes:
        return t(lang, "clock-minutes", m=minutes)
    return t(lang, "clock-seconds", s=seconds)
