"""``caravanserai tournament simulate``: every format, each registered game, odd counts and
drops, through the real table service; the same arguments give byte-identical output."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.store import open_store

SMALL = {
    # two-player tables keep real games short; odd counts give byes
    "swiss": [
        "--players",
        "5",
        "--table-size",
        "2",
        "--min-table-size",
        "2",
        "--rounds",
        "2",
        "--drop",
        "1:2",
    ],
    "roundrobin": [
        "--players",
        "3",
        "--table-size",
        "2",
        "--min-table-size",
        "2",
        "--rounds",
        "0",
        "--drop",
        "2:1",
    ],
    "elimination": [
        "--players",
        "4",
        "--table-size",
        "3",
        "--min-table-size",
        "2",
        "--advance",
        "1",
    ],
}


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict, str]:
    code = main(["tournament", "simulate", *args])
    out, err = capsys.readouterr()
    return code, json.loads(out), out


@pytest.mark.parametrize("game", ["almadi", "al-rashid"])
@pytest.mark.parametrize("fmt", sorted(SMALL))
def test_every_format_and_game(capsys: pytest.CaptureFixture[str], game: str, fmt: str) -> None:
    code, report, _ = run(capsys, "--game", game, "--format", fmt, "--seed", "3", *SMALL[fmt])
    checks = report["checks"]
    assert code == 0 and checks["ok"], checks
    assert report["game"] == game and report["status"] == "finished"
    assert len(report["standings"]) == int(SMALL[fmt][1])
    if fmt == "elimination":
        assert report["rounds"][-1]["final"]
    else:
        assert any(r["dropped"] for r in report["rounds"])
        dropped = next(s for s in report["standings"] if s["dropped"])
        assert dropped["player"] in (
            report["rounds"][0]["dropped"] + report["rounds"][1]["dropped"]
        )


def test_done_means_shape_with_the_toy_game(capsys: pytest.CaptureFixture[str]) -> None:
    """The 'done' command's shape (13 players, tables of 3–4, 4 rounds), fast with the toy
    game; twice: byte-identical output, no timestamps or paths."""
    args = [
        "--game",
        "toy",
        "--players",
        "13",
        "--format",
        "swiss",
        "--table-size",
        "4",
        "--min-table-size",
        "3",
        "--rounds",
        "4",
        "--seed",
        "1",
    ]
    code, report, out = run(capsys, *args)
    assert code == 0 and report["checks"]["ok"], report["checks"]
    assert [[len(t["players"]) for t in r["tables"]] for r in report["rounds"]] == [
        [4, 3, 3, 3]
    ] * 4
    assert report["points"] == [6, 4, 2, 0] and report["bye_points"] == 3
    assert all("rating" in s for s in report["standings"])
    assert report["checks"]["max_meetings_per_pair"] <= 2
    assert run(capsys, *args)[2] == out
    assert run(capsys, *args[:-1], "2")[2] != out
    assert "/tmp" not in out and "tournament.db" not in out


def test_odd_counts_byes_and_drops_with_the_toy_game(capsys: pytest.CaptureFixture[str]) -> None:
    # 7 players at tables of exactly 3: one bye a round (the fewest possible), rotating
    code, report, _ = run(
        capsys,
        "--game",
        "toy",
        "--players",
        "7",
        "--table-size",
        "3",
        "--min-table-size",
        "3",
        "--rounds",
        "3",
        "--seed",
        "5",
        "--drop",
        "2:4",
    )
    assert code == 0 and report["checks"]["ok"], report["checks"]
    byes = [r["byes"] for r in report["rounds"]]
    assert [len(b) for b in byes] == [1, 1, 0]  # Player 4 drops during round 2
    assert len({p for b in byes for p in b}) == sum(len(b) for b in byes)
    assert report["rounds"][1]["dropped"] == ["Player 4"]
    assert all("Player 4" not in t["players"] for t in report["rounds"][2]["tables"])


def test_refusals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "simulate", "--game", "chess", "--players", "4"]) == 2
    assert "unknown game" in capsys.readouterr().err
    code = main(["tournament", "simulate", "--game", "toy", "--players", "4", "--table-size", "6"])
    assert code == 2 and "2–4 players" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("game", "fmt", "args"),
    [
        (
            "emira",
            "swiss",
            [
                "--players",
                "7",
                "--table-size",
                "3",
                "--min-table-size",
                "3",
                "--rounds",
                "2",
                "--drop",
                "1:2",
            ],
        ),
        (
            "emira",
            "elimination",
            ["--players", "6", "--table-size", "3", "--min-table-size", "3", "--advance", "1"],
        ),
        (
            "emira",
            "roundrobin",
            ["--players", "4", "--table-size", "3", "--min-table-size", "3", "--rounds", "2"],
        ),
        (
            "agra",
            "swiss",
            [
                "--players",
                "5",
                "--table-size",
                "2",
                "--min-table-size",
                "2",
                "--rounds",
                "2",
                "--drop",
                "1:2",
            ],
        ),
        ("agra", "roundrobin", ["--players", "3", "--table-size", "2", "--min-table-size", "2"]),
        (
            "agra",
            "elimination",
            ["--players", "4", "--table-size", "2", "--min-table-size", "2", "--advance", "1"],
        ),
    ],
)
def test_emira_and_agra_tournaments(capsys: pytest.CaptureFixture[str], game, fmt, args) -> None:
    code, report, _ = run(capsys, "--game", game, "--format", fmt, "--seed", "4", *args)
    assert code == 0 and report["checks"]["ok"], report["checks"]
    assert report["status"] == "finished" and len(report["standings"]) == int(args[1])


def test_done_means_absent_players_and_round_deadlines(capsys: pytest.CaptureFixture[str]) -> None:
    """The simulate command: two players never move; their tables are adjudicated at each
    round's deadline, and the tournament ends with every check passing and a podium."""
    args = [
        "--game",
        "almadi",
        "--players",
        "13",
        "--format",
        "swiss",
        "--table-size",
        "4",
        "--min-table-size",
        "3",
        "--rounds",
        "3",
        "--absent",
        "2",
        "--round-days",
        "7",
        "--seed",
        "5",
    ]
    code, report, _ = run(capsys, *args)
    assert code == 0 and report["checks"]["ok"], report["checks"]
    assert report["status"] == "finished" and len(report["standings"]) == 13
    assert report["round_days"] == 7 and report["at_deadline"] == "bots"
    outcomes = [t.get("outcome") for r in report["rounds"] for t in r["tables"]]
    absent = {"Player 12", "Player 13"}
    for r in report["rounds"]:
        for t in r["tables"]:  # exactly the tables of an absent player waited for the deadline
            waited = t.get("outcome") == "adjudicated (bots) at the deadline"
            assert waited == bool(absent & set(t["players"])), t
    assert outcomes.count(None) >= 6
    assert [s["rank"] for s in report["standings"][:3]] == [1, 2, 3]


def test_absent_players_adjudicated_by_standing(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "--game",
        "almadi",
        "--players",
        "6",
        "--format",
        "swiss",
        "--table-size",
        "3",
        "--rounds",
        "1",
        "--absent",
        "1",
        "--round-days",
        "2",
        "--at-deadline",
        "standing",
        "--seed",
        "1",
    ]
    code, report, _ = run(capsys, *args)
    assert code == 0 and report["checks"]["ok"], report["checks"]
    tables = report["rounds"][0]["tables"]
    assert [t.get("outcome") for t in tables].count("adjudicated (standing) at the deadline") == 1


@pytest.mark.parametrize(("players", "size", "unmet"), [("8", "4", 0), ("6", "3", 2)])
def test_round_robin_reports_unmet_pairs(
    capsys: pytest.CaptureFixture[str], players: str, size: str, unmet: int
) -> None:
    args = [
        "--game",
        "almadi",
        "--players",
        players,
        "--format",
        "roundrobin",
        "--table-size",
        size,
        "--rounds",
        "0",
        "--seed",
        "2",
    ]
    code, report, _ = run(capsys, *args)
    checks = report["checks"]
    assert code == 0 and checks["ok"], checks
    assert checks["unmet_pairs"] == unmet and checks["unmet_pairs_minimum"] == 0


def test_export_offline(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    import asyncio

    from bot.tools.tournament_simulate import run_tournament
    from bot.tournaments.formats import Config

    async def make() -> int:
        store = await open_store(tmp_path / "bot.db")
        config = Config("swiss", 2, 2, rounds=1, seed="1")
        tid = await run_tournament(store, game="toy", players=4, config=config)
        await store.close()
        assert tid is not None
        return tid

    tid = asyncio.run(make())
    db = str(tmp_path / "bot.db")
    assert main(["tournament", "export", "--database", db, "--tournament", str(tid)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "finished" and len(data["standings"]) == 4
    assert (
        main(
            [
                "tournament",
                "export",
                "--database",
                db,
                "--tournament",
                str(tid),
                "--as",
                "results-csv",
            ]
        )
        == 0
    )
    assert capsys.readouterr().out.startswith("round,table,outcome,seat")
    assert main(["tournament", "export", "--database", db, "--tournament", "9"]) == 2
    assert "no tournament #9" in capsys.readouterr().err
