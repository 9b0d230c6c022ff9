"""Every sentence the table service answers with (``ServiceError``, ``Outcome.reply``) is
recognised by bot/discord/said.py, so French and Italian readers never get it in English; a new
sentence in bot/table/service.py fails here until it has a pattern and catalogue entries."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.discord.said import match, said
from i18n import t

SERVICE = Path(__file__).resolve().parents[2] / "bot" / "table" / "service.py"


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


ROOT = SERVICE.parents[2]


def _headlines() -> list[str]:
    """The English the service writes into posts itself: ``headline=`` of the notices it builds
    and the text of the notices it makes (``Notice(kind, session, place, text)``)."""
    tree = ast.parse(SERVICE.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for keyword in node.keywords:
            if keyword.arg == "headline":
                found.append(_sample(keyword.value))
        if getattr(node.func, "id", None) == "Notice" and len(node.args) >= 4:
            found.append(_sample(node.args[3]))
    return [text for text in found if text]


def _raised(path: str) -> list[str]:
    """The ``ServiceError`` sentences of another module the service asks (``/game new``)."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ServiceError":
            text = node.args and _sample(node.args[0])
            if text:
                found.append(text)
    return found


def _english_of(sentence: str) -> str:
    found = match(sentence)
    assert found is not None, f"bot/discord/said.py has no pattern for {sentence!r}"
    msg_id, args = found
    return t("en", msg_id, **{k: int(v) if v.isdigit() else v for k, v in args.items()})


OTHERS = [
    *_headlines(),
    *_raised("bot/table/timekeeping.py"),
    # the engines' option errors (games/core/protocol.py), as the service passes them on
    "option characters expects true or false, not 'maybe'",
    "option base_income expects a whole number, not 'lots'",
    "option start_tiles must be one of: choose, random",
    "unknown option colour for almadi (options: characters, start_tiles)",
    "unknown option colour for agra (options: none)",
    # the operator's health reasons (bot/ops/health.py)
    "gateway disconnected",
    "database closed",
    "database unreachable (TimeoutError)",
    "scheduler stopped",
    "outbox stuck (12 notices, oldest 340s)",
]


def test_the_service_writes_headlines_to_check() -> None:
    assert len(_headlines()) >= 3 and len(_raised("bot/table/timekeeping.py")) >= 5


@pytest.mark.parametrize("sentence", OTHERS)
def test_headlines_settings_and_options_are_said_again(sentence: str) -> None:
    assert _english_of(sentence) == sentence
    for lang in ("fr", "it"):
        assert said(sentence, lang) != sentence, lang


def test_health_reasons_and_refusals_are_recognised() -> None:
    from bot.discord.http_errors import FORBIDDEN
    from bot.ops import health

    source = (ROOT / "bot" / "ops" / "health.py").read_text(encoding="utf-8")
    for reason in ("gateway disconnected", "database closed", "scheduler stopped"):
        assert f'"{reason}"' in source  # the list above follows the module
    assert health.check is not None
    for reason in FORBIDDEN.values():
        assert _english_of(reason) == reason
        assert said(reason, "fr") != reason and said(reason, "it") != reason
    code = "Discord refused it with code 50035 (Invalid Form Body)"
    assert _english_of(code) == code and "50035" in said(code, "fr")
