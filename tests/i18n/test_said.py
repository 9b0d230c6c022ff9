"""Every sentence the table service answers with (``ServiceError``, ``Outcome.reply``) is
recognised by bot/discord/said.py, so French and Italian readers never get it in English; a new
sentence in bot/service.py fails here until it has a pattern and catalogue entries."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.discord.said import match, said
from i18n import t

SERVICE = Path(__file__).resolve().parents[2] / "bot" / "service.py"


def _sample(node: ast.expr) -> str | None:
    """The text of a string literal, an f-string with each placeholder given ``7``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            else:
                parts.append("7")
        return "".join(parts)
    return None


def _sentences() -> list[str]:
    tree = ast.parse(SERVICE.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name in ("ServiceError", "Outcome"):
            text = _sample(node.args[0])
            if text:
                found.append(text)
    return found


def test_the_service_has_sentences_to_check() -> None:
    assert len(_sentences()) >= 30


@pytest.mark.parametrize("sentence", _sentences())
def test_every_service_sentence_is_recognised(sentence: str) -> None:
    found = match(sentence)
    assert found is not None, f"bot/discord/said.py has no pattern for {sentence!r}"
    msg_id, args = found
    assert t("en", msg_id, **args) == sentence  # the English entry says exactly the same
    assert said(sentence, "fr") != sentence and said(sentence, "it") != sentence
    assert said(sentence, "en") == sentence


def test_unknown_sentences_pass_unchanged() -> None:
    assert said("Something new.", "fr") == "Something new."


@pytest.mark.parametrize("count", [1, 2])
def test_counts_in_a_sentence_select_plurals(count: int) -> None:
    tables = "table" if count == 1 else "tables"
    sentence = (
        f"You already have {count} {tables} waiting to start in this server (at most 3). "
        "Start or `/game cancel` one first."
    )
    msg_id, args = match(sentence)  # type: ignore[misc]
    assert t("en", msg_id, **{k: int(v) if v.isdigit() else v for k, v in args.items()}) == sentence
    assert f"{count} {tables} en attente" in said(sentence, "fr")
    assert ("1 tavolo" if count == 1 else "2 tavoli") in said(sentence, "it")
