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
            assert im.width == 600  # as posted: drawn 1200 wide
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


def test_gallery_in_french_writes_every_game_and_says_the_language(tmp_path, capsys) -> None:
    """``--lang fr``: the contact sheet is French; every game draws in French (one player
    count each here, the whole gallery is the same loop), the views given their locale."""
    from bot.tools import gallery
    from games.core.registry import game_ids, get_game, renderer_module

    assert main(["gallery", "--out", str(tmp_path), "--game", "agra", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert '<html lang="fr">' in index and "Galerie Caravanserai (Français)" in index
    assert "agra, 2 joueurs" in index and "début · public" in index
    assert "18 images" in out
    line = next(ln for ln in out.splitlines() if ln.startswith("agra-2p-early-public.png: "))
    assert "smallest text" in line  # the stdout lines keep their shape
    for game_id in [g for g in game_ids() if renderer_module(g)]:  # not a test's toy game
        players = max(2, get_game(game_id).spec.min_players)
        shots = gallery.shoot(game_id, players, tmp_path, "fr-test", "fr")
        assert len(shots) == 6
        for s in shots:
            with Image.open(tmp_path / s.file) as im:
                assert im.width == 600


def test_gallery_sets_the_locale_of_every_view_it_draws(tmp_path, monkeypatch) -> None:
    from bot.tools import gallery

    seen = []
    real = gallery.measure

    def spy(view, names):  # noqa: ANN001, ANN202
        seen.append((view.get("locale"), tuple(names)))
        return real(view, names)

    monkeypatch.setattr(gallery, "measure", spy)
    gallery.shoot("agra", 2, tmp_path, "it-test", "it")
    assert seen and all(
        lang == "it" and names == ("Giocatore 1", "Giocatore 2") for lang, names in seen
    )
