"""The table service and what it asks (clocks and settings, the front end's checks before a
table, the health checks, Discord's refusals, the tournaments' runner) answer with message ids
and arguments, never sentences: every id they can emit exists in English, French and Italian,
a French or Italian reader never gets the English, and English reads as it always did."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from bot.discord import http_errors
from bot.discord.game_logic import refusal
from bot.table.model import Notice, Outcome, ServiceError
from games.core.protocol import OptionError
from games.core.registry import get_game
from i18n import t
from i18n.words import english, said, w

ROOT = Path(__file__).resolve().parents[2]
# the modules whose answers reach people as words
SOURCES = [
    "bot/table/service.py",
    "bot/table/timekeeping.py",
    "bot/table/undo.py",
    "bot/table/history.py",
    "bot/discord/limits.py",
    "bot/discord/game_logic.py",
    "bot/ops/health.py",
    "bot/tournaments/runner.py",
    "bot/tournaments/adjudicate.py",
]
CALLS = {"ServiceError", "TournamentError", "w", "OptionError", "Outcome"}
# ids whose French or Italian may read as the English: a text passed through as it is, a
# list of lines, "table 2 (why)" (the same word in French)
SAME_IN_EVERY_LANGUAGE = {"text-as-given", "tourn-verbatim", "tourn-lines", "tourn-failed-table"}


def _ids(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _ids(node.body) + _ids(node.orelse)
    return []


def _emitted() -> list[tuple[str, str, tuple[str, ...]]]:
    """(module, id, argument names) of every call that makes words in :data:`SOURCES`."""
    found = []
    for path in SOURCES:
        for node in ast.walk(ast.parse((ROOT / path).read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in CALLS:
                continue
            first = node.args[1] if name == "OptionError" and len(node.args) > 1 else node.args[0]
            names = tuple(k.arg for k in node.keywords if k.arg)
            found += [(path, msg_id, names) for msg_id in _ids(first)]
    # Discord's refusals the table's creator is told (bot/discord/http_errors.py)
    found += [("bot/discord/http_errors.py", i, ()) for i in http_errors.FORBIDDEN.values()]
    return found


EMITTED = _emitted()


def test_the_scan_finds_the_service_s_words() -> None:
    by_module = {path for path, _, _ in EMITTED}
    assert len(EMITTED) >= 70 and by_module >= set(SOURCES) - {"bot/table/history.py"}


@pytest.mark.parametrize(("path", "msg_id", "names"), EMITTED)
def test_every_id_is_said_in_every_language(path: str, msg_id: str, names: tuple[str, ...]) -> None:
    args: dict[str, Any] = {name: 7 for name in names}
    english_text = t("en", msg_id, **args)
    assert english_text != msg_id, f"{path}: {msg_id} is not in the English catalogue"
    for lang in ("fr", "it"):
        text = t(lang, msg_id, **args)
        assert text != msg_id, f"{path}: {msg_id} missing in {lang}"
        if msg_id not in SAME_IN_EVERY_LANGUAGE:
            assert text != english_text, f"{path}: {msg_id} is English in {lang}"


# English exactly as the service wrote it before it spoke in ids (tests and golden logs read it)
ENGLISH = [
    (w("svc-no-game"), "There is no game here. Start one with /game new."),
    (w("svc-table-full", seats=4), "The table is full (4 seats)."),
    (
        w("svc-players", game="Agra", min=2, max=4, seats=5),
        "Agra is for 2–4 players, not 5.",
    ),
    (w("svc-played", moves="take 2.1 · pass"), "Played `take 2.1 · pass`."),
    (w("svc-resigned-headline", name="Ann"), "Ann resigned; a bot plays their seat."),
    (w("svc-cancelled-notice", game="Agra"), "The Agra game was cancelled."),
    (w("set-max-timeouts"), "`max_timeouts` is between 1 and 10."),
    (
        w("lim-over-cap", count=1, cap=3),
        "You already have 1 table waiting to start in this "
        "server (at most 3). Start or /game cancel one first.",
    ),
    (w("health-outbox-stuck", count=12, age="340"), "outbox stuck (12 notices, oldest 340s)"),
    (
        w("refusal-code", code=50035, detail="Invalid Form Body"),
        "Discord refused it with code 50035 (Invalid Form Body)",
    ),
]


@pytest.mark.parametrize(("words", "text"), ENGLISH)
def test_english_reads_as_before(words: Any, text: str) -> None:
    assert english(words) == text


def test_an_engine_s_option_error_is_said_in_the_reader_s_language() -> None:
    spec = get_game("almadi").spec
    with pytest.raises(OptionError) as refused:
        spec.resolve_options({"characters": "maybe"})
    assert str(refused.value) == "option characters expects true or false, not 'maybe'"
    assert english(refused.value.msg) == str(refused.value)
    assert "maybe" in said("fr", refused.value.msg) != str(refused.value)


def test_a_refusal_and_an_answer_are_said_to_each_reader() -> None:
    exc = ServiceError("svc-not-seated")
    assert str(exc) == "You are not seated at this table."
    assert refusal(exc, "fr").text == t("fr", "svc-not-seated") != str(exc)
    assert refusal(exc, "it").text == t("it", "svc-not-seated")
    outcome = Outcome(w("svc-started", game="Agra"))
    assert outcome.reply == "Agra has started."
    assert outcome.text("it") == t("it", "svc-started", game="Agra") != outcome.reply


def test_a_discord_refusal_keeps_english_for_the_logs_and_words_for_people() -> None:
    reason = http_errors.Reason(w(http_errors.FORBIDDEN[50013]))
    assert reason == "I am missing a permission in this channel (Missing Permissions)"
    assert said("fr", http_errors.words_of(reason)) == t("fr", "refusal-missing-permissions")
    assert said("fr", http_errors.words_of("something else")) == "something else"


def test_an_announcement_is_stored_as_words_and_an_older_row_still_delivers() -> None:
    words = w("svc-cancelled-notice", game="Agra")
    notice = Notice("public", 1, "discord:1", english(words), words=words)
    stored = Notice.from_json(notice.to_json(), 5)
    assert stored.text_in("fr") == t("fr", "svc-cancelled-notice", game="Agra")
    assert stored.text_in("en") == "The Agra game was cancelled."
    # a row the bot wrote before notices carried words: its text, as it was written
    old = {k: v for k, v in notice.to_json().items() if k != "words"}
    assert "words" not in Notice("public", 1, "discord:1", "x").to_json()
    assert Notice.from_json(old, 6).text_in("fr") == "The Agra game was cancelled."
