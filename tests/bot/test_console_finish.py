"""The console finishes what it starts: a seat handed to the bot plays to the end, `export`
writes the /game export record, finished games and their images are kept, a resumed game
shows where it stands, the banner's examples are the game's own, scores read in short labels."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.console.app import help_text, score_part, tie_break_text
from bot.store import open_store
from bot.table.history import check_record
from games.core.registry import get_game
from tests.support.console import play_script


async def _play(tmp_path: Path, game: str, script: list[str], **kwargs: object) -> tuple[int, str]:
    return await play_script(tmp_path, game, script, **{"seed": "finish", **kwargs})


async def test_bot_plays_your_seat_to_the_end_and_the_record_is_kept(tmp_path: Path) -> None:
    early = tmp_path / "early.json"
    status, text = await _play(tmp_path, "almadi", [f"export {early}", "bot"])
    assert status == 0, text[-2000:]
    assert "A bot plays Player 1 from now on" in text
    assert "Final scores" in text and "Winner" in text
    # during the game: the public record only (no seed, no moves)
    public = json.loads(early.read_text())
    assert public["status"] == "running" and "actions" not in public and "seed" not in public
    assert "public record so far" in text
    # at the end: the complete record, kept beside the database, replays exactly
    kept = sorted(tmp_path.glob("almadi-*.json"))
    assert len(kept) == 1 and f"kept in {kept[0]}" in text
    record = json.loads(kept[0].read_text())
    assert record["status"] == "finished" and record["actions"]
    assert check_record(record)["ok"]


async def test_export_after_the_end_is_the_complete_record(tmp_path: Path) -> None:
    """`export` in a running game names the file; a bad path is refused without stopping."""
    status, text = await _play(
        tmp_path, "al-rashid", ["export", f"export {tmp_path / 'no' / 'dir' / 'x.json'}", "quit"]
    )
    assert status == 0
    assert "Type `export FILE`" in text and "Cannot write" in text


async def test_bot_all_and_a_wrong_word(tmp_path: Path) -> None:
    status, text = await _play(tmp_path, "emira", ["bot them", "bot all"], players=3, bots=1)
    assert "Type `bot`" in text
    assert status == 0 and "A bot plays Player 1, Player 2 from now on" in text
    # Emira's scores read in words: a princess count is not points, no sentences as labels
    final = text.split("Final scores")[1]
    assert "princesses (2 points each)" in final
    assert "Princesses in your palace" not in final and "points each). " not in final


async def test_resume_reprints_the_position(tmp_path: Path) -> None:
    await _play(tmp_path, "agra", ["meditate", "quit"])
    status, text = await _play(tmp_path, "agra", ["quit"], players=None, bots=None, resume=True)
    assert "Resuming Agra" in text
    assert "Last moves:" in text and "Agra round 1" in text


@pytest.mark.parametrize(
    ("game", "example", "foreign"),
    [
        ("agra", "`place sailor`", "title couns"),
        ("almadi", "`take 2.1`", "place sage"),
        ("emira", "`bid 340`", "title couns"),
        ("al-rashid", "`title couns`", "take 2.1"),
    ],
)
async def test_the_banner_shows_the_games_own_examples(
    tmp_path: Path, game: str, example: str, foreign: str
) -> None:
    status, text = await _play(tmp_path, game, ["quit"], players=3)
    banner = help_text(get_game(game))
    assert example in banner and foreign not in banner
    assert banner in text and "`bot`" in banner and "`export FILE`" in banner


async def test_a_new_game_keeps_the_earlier_games_images(tmp_path: Path) -> None:
    """Frames of the folder's earlier game move to game-<id>/, they are never deleted."""
    from bot.console.app import _archive_images

    folder = tmp_path / "out"
    folder.mkdir()
    for name in ("0001-public.png", "0002-seat-1.png", "latest-public.png"):
        (folder / name).write_bytes(b"png")
    store = await open_store(tmp_path / "a.db")
    try:
        moved = await _archive_images(folder, store)
        assert moved is not None and moved.name == "game-earlier"
        assert sorted(p.name for p in moved.iterdir()) == [
            "0001-public.png",
            "0002-seat-1.png",
            "latest-public.png",
        ]
        assert not list(folder.glob("*.png"))
        assert await _archive_images(folder, store) is None  # nothing left to move
        (folder / "0001-public.png").write_bytes(b"png")
        again = await _archive_images(folder, store)
        assert again is not None and again.name == "game-earlier-2"
    finally:
        await store.close()


async def test_starting_again_after_a_finished_game_keeps_it(tmp_path: Path) -> None:
    status, _ = await _play(tmp_path, "almadi", ["bot"])
    assert status == 0
    kept = sorted(tmp_path.glob("almadi-*.json"))
    status, text = await _play(tmp_path, "almadi", ["quit"], seed="second")
    assert status == 0 and "Resuming" not in text
    assert sorted(tmp_path.glob("almadi-*.json")) == kept  # the finished game's record stays


def test_score_labels_and_tie_breaks() -> None:
    assert score_part("{n} princesses (2 points each)", 3) == "3 princesses (2 points each)"
    assert score_part("rupees", 24) == "rupees 24"
    assert tie_break_text({"wealth": 12, "track_position": 2}) == "wealth 12, track position 2"
    assert tie_break_text(7) == "7" and tie_break_text([2, 0, 0]) == ""
