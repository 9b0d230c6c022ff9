"""Every word an image's legend draws, every code on its pieces and every seat code ("P3") has an
entry ``explain`` answers (console and ``/explain``), in every language, for every game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.table import glossary
from games.core.registry import game_ids, get_game
from i18n import LANGUAGES, t
from renderers.agra import legend_items

LOCALES = Path(__file__).resolve().parents[2] / "i18n" / "locales"


def legend_ids(game_id: str) -> list[str]:
    path = LOCALES / "en" / f"board-{game_id}.ftl"
    if not path.exists():
        return []
    ids = [line.split(" =")[0] for line in path.read_text().splitlines() if " =" in line]
    return [i for i in ids if "-legend-" in i]


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_legend_word_code_and_seat_has_an_entry(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    ids = legend_ids(game_id)
    assert set(ids) <= set(glossary.LEGENDS.get(game_id, {})), "map the new legend words"
    missing = []
    for msg_id in ids:
        label = t(lang, msg_id)
        words = glossary.legend_words(label)
        if words is not None:
            if glossary.entry(game, words, lang) is None:
                missing.append((label, words))
            continue
        for code in re.findall(r"\b([A-Z]+)n\b", label.split(":")[0]):
            for value in (2, 3, 4):  # the values a code stands for on the pieces
                if glossary.entry(game, f"{code}{value}", lang) is None:
                    missing.append((label, f"{code}{value}"))
    for n in range(1, game.spec.max_players + 1):
        said = glossary.entry(game, f"P{n}", lang, ["Ann", "Bob", "Cy", "Di", "Ed"])
        assert said is not None and ["Ann", "Bob", "Cy", "Di", "Ed"][n - 1] in said
        assert glossary.entry(game, f"p{n}", lang) is not None
    assert missing == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_agra_legend_codes_and_goods_have_entries(lang: str) -> None:
    game = get_game("agra")
    board = game.view(game.new(3, "legend"), None)["board"]
    missing = []
    for _kind, _key, label in legend_items(board, lang):
        code, _, meaning = label.partition(" ")
        words = glossary.legend_words(meaning) or ""
        # a range of codes (I–VII) is its ends
        for word in {*re.split("[–-]", code.rstrip("n").lower()), words}:
            if re.search(r"\w", word) and glossary.entry(game, word, lang) is None:
                missing.append((label, word))
    assert missing == []


def test_the_words_the_issue_names() -> None:
    assert "arrow" in (glossary.entry(get_game("almadi"), "activator", "en") or "")
    assert "Live" in (glossary.entry(get_game("almadi"), "live contact", "en") or "")
    assert "meditation" in (glossary.entry(get_game("agra"), "lying worker", "en") or "")
    offered = glossary.known(get_game("agra"), "fr")
    assert "ouvrier couché" in offered and "p4" in offered


def test_a_typographic_apostrophe_reads_as_the_straight_one() -> None:
    """Phones type ’ (iOS replaces ' as you type): ``plus d’Emira`` is the rulebook's term."""
    emira = get_game("emira")
    straight = glossary.look_up(emira, "plus d'Emira", "fr")
    assert glossary.entry(emira, "plus d'Emira", "fr") is not None
    assert glossary.look_up(emira, "plus d\u2019Emira", "fr") == straight
