"""`caravanserai play --lang`: the console's words and the table's posts in French or Italian
(the games' own texts are English until their catalogues exist), and the same game as in
English: the log keeps the canonical moves whatever the language."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.console.app import play_console
from bot.store import open_store


def _no_input(prompt: str) -> str:
    raise EOFError


async def _play(tmp_path: Path, lang: str, script: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = await play_console(
        "almadi",
        2,
        1,
        seed="lang",
        options={},
        script=script,
        out_dir=None,
        db_path=tmp_path / f"{lang}.db",
        write=out,
        read=_no_input,
        lang=lang,
    )
    return status, out.getvalue()


async def _moves(db: Path) -> list[str]:
    store = await open_store(db)
    try:
        rows = await store.fetchall("SELECT action FROM actions ORDER BY seq", ())
        return [r["action"] for r in rows]
    finally:
        await store.close()


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "fr",
            (
                "graine lang\u00a0: Joueur 1, Bot 2",
                "Un bot joue Joueur 1",
                "Scores finaux",
                "Vainqueur",
            ),
        ),
        (
            "it",
            (
                "seme lang: Giocatore 1, Bot 2",
                "un bot gioca per Giocatore 1",
                "Punteggi finali",
                "Vincitor",
            ),
        ),
    ],
)
async def test_a_console_game_in_another_language(
    tmp_path: Path, lang: str, words: tuple[str, ...]
) -> None:
    status, text = await _play(tmp_path, lang, ["bot"])
    assert status == 0, text[-1500:]
    for word in words:
        assert word in text, (word, text[:600])
    lines = text.splitlines()  # the console's own lines (engine events start with "•")
    assert "Final scores" not in lines and not [ln for ln in lines if ln.startswith("Winner")]
    assert "A bot plays" not in text and "Images: off" not in text
    _, english_text = await _play(tmp_path, "en", ["bot"])
    assert "Final scores" in english_text
    assert await _moves(tmp_path / f"{lang}.db") == await _moves(tmp_path / "en.db")


async def test_a_refusal_in_the_console_language(tmp_path: Path) -> None:
    status, text = await _play(tmp_path, "fr", ["quit"])
    assert status == 0
    assert "Arrêtée après" in text and "la partie est sauvegardée dans" in text
