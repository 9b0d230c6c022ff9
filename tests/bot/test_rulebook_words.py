"""``explain`` answers every rulebook word the term notes (i18n/terms/<game>.md) cite, in the
rulebook's language: a player who owns the French or Italian book types its words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.table import glossary
from games.core.registry import game_ids, get_game, target

TERMS = Path(__file__).resolve().parents[2] / "i18n" / "terms"
COLUMN = {"fr": 1, "it": 2}
# a cell's notes on a word, not words: "(feminine)", "(unchanged)"
_NOTE = re.compile(r"\((?:feminine|unchanged|[^)]*…[^)]*)\)")


# rulebook words with no entry yet
GAPS: dict[tuple[str, str], set[str]] = {}


def _games() -> list[str]:
    return [g for g in game_ids() if not str(target(g)).startswith("tests.")]


def _sources(cells: list[str], split: bool) -> dict[str, str]:
    """Each language's source of a row: its own column, or its part of one shared column."""
    if not split:
        return {"fr": cells[3], "it": cells[4]}
    fr, it = (*re.split(r"; | / ", cells[3], maxsplit=1), "")[:2]
    return {"fr": fr, "it": it}


def _cited(source: str, lang: str) -> bool:
    """Whether a row's source for ``lang`` is the rulebook rather than a choice of ours."""
    code = lang.upper()
    if source.startswith("chosen") or f"{code} chosen" in source:
        return False
    return bool(re.search(rf"\b{code}\b", source))


def _words(cell: str) -> list[str]:
    """The words a cell gives: each of "a / b", and what its brackets add ("tuile (x / y)")."""
    cell = _NOTE.sub("", cell).replace("*", "").strip()
    inner = re.findall(r"\(([^)]*)\)", cell)
    outer = re.sub(r"\s*\([^)]*\)", "", cell)
    out = []
    for part in [outer, *inner]:
        out += [w.strip() for w in re.split(r"\s*/\s*|,\s+", part) if w.strip()]
    return out


def rulebook_words(game_id: str, lang: str) -> list[str]:
    path = TERMS / f"{game_id}.md"
    if not path.exists():
        return []
    words: list[str] = []
    header: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("|") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] == "English":
            header = cells
            continue
        if len(cells) < 4 or not header or cells[1].startswith("the rulebook"):
            continue
        source = _sources(cells, len(header) == 4)[lang]
        if _cited(source, lang):
            words += _words(cells[COLUMN[lang]])
    return words


@pytest.mark.parametrize("game_id", _games())
@pytest.mark.parametrize("lang", ["fr", "it"])
def test_explain_answers_every_rulebook_word_of_the_term_notes(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    missing = [w for w in rulebook_words(game_id, lang) if glossary.entry(game, w, lang) is None]
    assert set(missing) == GAPS.get((game_id, lang), set())
