"""Clock arithmetic (bot/table/clock.py): bank, increment, cap, simultaneous seats, pause."""

from __future__ import annotations

import pytest

from bot.table import clock as C

H = C.HOUR
D = C.DAY


def test_only_pending_seats_spend_time_and_the_mover_gets_the_increment_capped() -> None:
    c = C.new("24h", 3)
    assert c["bank"] == [2 * D] * 3
    c = C.after_move(c, set(), {0}, None, now=0)  # seat 0 to move
    assert C.deadline(c, 0) == 2 * D and C.deadline(c, 1) is None
    c = C.after_move(c, {0}, {1}, actor=0, now=10 * H)  # 10 h spent, +24 h, capped at 48 h
    assert c["bank"][0] == 2 * D
    assert C.left(c, 1, now=10 * H + 5 * H) == 2 * D - 5 * H
    c = C.after_move(c, {1}, {2}, actor=1, now=40 * H)  # 30 h spent: 18 h + 24 h = 42 h
    assert c["bank"][1] == 42 * H
    assert C.left(c, 2, now=40 * H) == 2 * D


def test_simultaneous_seats_all_run_and_keep_running_until_they_answer() -> None:
    c = C.after_move(C.new("24h", 3), set(), {0, 1, 2}, None, now=0)
    c = C.after_move(c, {0, 1, 2}, {1, 2}, actor=0, now=2 * H)
    # seat 0 answered; 1 and 2 keep running from the start (their deadlines do not move)
    assert c["since"] == [None, 0, 0] and c["bank"][0] == 2 * D
    assert C.deadline(c, 1) == 2 * D
    assert C.left(c, 2, now=5 * H) == 2 * D - 5 * H


def test_a_bank_never_goes_below_zero_and_an_untimed_table_has_no_deadline() -> None:
    c = C.after_move(C.new("live", 2), set(), {0}, None, now=0)
    assert C.left(c, 0, now=1e9) == 0
    c = C.after_move(c, {0}, {1}, actor=0, now=1e9)
    assert c["bank"][0] == 30  # empty bank plus the increment
    assert not C.timed(C.new("untimed", 2))


def test_pause_stops_every_clock() -> None:
    c = C.after_move(C.new("24h", 2), set(), {0, 1}, None, now=0)
    c = C.pause(c, now=5 * H)
    assert C.deadline(c, 0) is None and C.reminders(c, 0) == []
    assert C.left(c, 0, now=100 * H) == 2 * D - 5 * H
    c = C.resume(c, now=100 * H)
    assert C.left(c, 0, now=100 * H) == 2 * D - 5 * H
    assert C.deadline(c, 1) == 100 * H + 2 * D - 5 * H


def test_reminders_at_half_and_near_the_end_at_most_two() -> None:
    c = C.after_move(C.new("24h", 1), set(), {0}, None, now=0)
    assert C.reminders(c, 0) == [1 * D, 2 * D - 3 * H]
    live = C.after_move(C.new("live", 1), set(), {0}, None, now=0)
    assert C.reminders(live, 0) == [300, 540]  # half, and a minute before the end
    short = {**live, "bank": [100.0]}  # both would come within a minute of the turn start
    assert C.reminders(short, 0) == []


def test_timeouts_count_and_reset() -> None:
    c = C.count_timeout(C.count_timeout(C.new("24h", 2), 1), 1)
    assert c["timeouts"] == [0, 2]
    assert C.reset_timeouts(c, 1)["timeouts"] == [0, 0]


def test_unknown_speed_and_describe() -> None:
    with pytest.raises(ValueError):
        C.new("fortnightly", 2)
    assert C.describe(2 * D + 3 * H) == "2 d 3 h"
    assert C.describe(5 * H + 10 * 60) == "5 h 10 min"
    assert C.describe(61) == "1 min" and C.describe(5) == "5 s"
