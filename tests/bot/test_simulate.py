"""``caravanserai simulate --bots``: the report's fields and its determinism."""

from __future__ import annotations

import pytest

import games.emira.bots as emira_bots
from bot.cli import simulate
from bot.tools.simulate import parse_levels, wilson
from games.core.search import Budget

FIELDS = {
    "game",
    "players",
    "options",
    "games",
    "completed",
    "errors",
    "actions",
    "seconds",
    "games_per_second",
    "mean_scores",
    "digest",
    "seats",
    "rounds",
    "end_causes",
    "ms_per_decision",
    "cpu_ms_per_decision",
}


@pytest.fixture(autouse=True)
def _small_strong(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(emira_bots, "STRONG", Budget(iterations=1, candidates=2, horizon=4))


# the report fields that measure time: the only ones two runs of one seed may differ in
TIMED = {
    "seconds",
    "games_per_second",
    "ms_per_decision",
    "cpu_ms_per_decision",
    "ms_per_choice",
    "ms_per_choice_p90",
}


def test_report_fields() -> None:
    report = simulate("emira", 3, 3, "7", {}, bots="strong,normal,easy")
    assert set(report) >= FIELDS
    assert (report["completed"], report["errors"]) == (3, 0)
    assert [s["level"] for s in report["seats"]] == ["strong", "normal", "easy"]
    for seat in report["seats"]:
        assert {"level", "win_rate", "score_mean", "score_sd", "win_ci95"} <= set(seat)
        low, high = seat["win_ci95"]
        assert 0 <= low <= seat["win_rate"] <= high <= 1
    assert sum(s["win_rate"] for s in report["seats"]) == pytest.approx(1.0, abs=0.01)
    rounds = report["rounds"]
    assert rounds["min"] <= rounds["mean"] <= rounds["max"]
    assert sum(report["end_causes"].values()) == 3
    assert set(report["end_causes"]) <= {"victory", "no princesses", "round limit"}
    assert set(report["ms_per_decision"]) == {"strong", "normal", "easy"}
    assert set(report["ms_per_choice"]) == {"strong", "normal", "easy"}
    assert set(report["cpu_ms_per_decision"]) == {"strong", "normal", "easy"}


def test_report_is_deterministic_except_timings() -> None:
    a = simulate("agra", 2, 2, "s", {}, bots="normal,easy")
    b = simulate("agra", 2, 2, "s", {}, bots="normal,easy")
    assert {k: v for k, v in a.items() if k not in TIMED} == {
        k: v for k, v in b.items() if k not in TIMED
    }
    assert simulate("agra", 2, 2, "t", {}, bots="normal,easy")["digest"] != a["digest"]
    assert simulate("agra", 2, 2, "s", {}, bots="easy,normal")["digest"] != a["digest"]


def test_without_bots_every_seat_plays_random_moves_as_before() -> None:
    report = simulate("almadi", 3, 2, "7", {})
    assert [s["level"] for s in report["seats"]] == ["random"] * 3
    assert set(report["ms_per_decision"]) == {"random"}


def test_one_level_fills_every_seat_and_bad_levels_are_refused() -> None:
    assert parse_levels("normal", 3) == ["normal"] * 3
    assert parse_levels(None, 3) is None
    with pytest.raises(ValueError, match="one per seat"):
        parse_levels("normal,easy", 3)
    with pytest.raises(ValueError, match="unknown bot level 'hard'"):
        parse_levels("hard", 2)
    with pytest.raises(SystemExit, match="unknown bot level"):
        simulate("agra", 2, 1, "0", {}, bots="hard,easy")


def test_wilson_interval() -> None:
    assert wilson(0, 0) == [0.0, 0.0]
    low, high = wilson(45, 100)
    assert 0.35 < low < 0.45 < high < 0.55


def test_jobs_give_the_serial_report_but_for_timings() -> None:
    serial = simulate("emira", 3, 4, "j", {}, bots="strong,normal,easy")
    forked = simulate("emira", 3, 4, "j", {}, bots="strong,normal,easy", jobs=2)
    assert {k: v for k, v in forked.items() if k not in TIMED} == {
        k: v for k, v in serial.items() if k not in TIMED
    }
    assert set(forked["ms_per_decision"]) == {"strong", "normal", "easy"}


def test_an_interrupted_run_reports_the_games_it_finished() -> None:
    from bot.tools.simulate import simulate as run
    from games.core.registry import get_game

    def stop_after_two(done: int, total: int, note: str) -> None:
        if done == 2:
            raise KeyboardInterrupt

    report = run(get_game("agra"), 2, 5, "i", {}, ["normal", "easy"], stop_after_two)
    assert (report["games"], report["completed"], report["interrupted"]) == (5, 2, True)
    assert sum(s["win_rate"] for s in report["seats"]) == pytest.approx(1.0)
    assert "interrupted" not in run(get_game("agra"), 2, 2, "i", {}, ["normal", "easy"])
