"""``caravanserai gallery``: every image written, listed on the contact sheet, with its sizes."""

from __future__ import annotations

from PIL import Image

from bot.cli import main


def test_gallery_writes_every_position_and_the_contact_sheet(tmp_path, capsys) -> None:
    assert main(["gallery", "--out", str(tmp_path), "--game", "agra"]) == 0
    out = capsys.readouterr().out
    names = [
        f"agra-{n}p-{stop}-{view}.png"
        for n in (2, 3, 4)
        for stop in ("early", "middle", "final")
        for view in ("public", "private")
    ]
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    for name in names:
        with Image.open(tmp_path / name) as im:
            assert im.width == 1200
        assert f'src="{name}"' in index
        line = next(ln for ln in out.splitlines() if ln.startswith(name))
        assert "smallest text" in line and ", word " in line and ", piece " in line
        assert "; first screen " in line
    assert "18 images" in out


def test_gallery_refuses_an_unknown_game_in_one_line(tmp_path, capsys) -> None:
    assert main(["gallery", "--out", str(tmp_path), "--game", "chess"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and len(err.strip().splitlines()) == 1
    assert not any(tmp_path.iterdir())
