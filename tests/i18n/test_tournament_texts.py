"""Tournaments in French and Italian: every tournament text is a catalogue message
(``i18n/locales/*/tournaments.ftl``) said in its reader's language — the organiser's or player's
reply in theirs, the channel's posts and the tables' notices in the tournament's — with the
languages' own plurals, and English as it was."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.discord import tournament_logic as tl
from bot.discord.game_logic import refusal
from bot.store import open_store
from bot.store.sqlite import Store
from bot.table import languages
from bot.table.service import ServiceError, TableService
from bot.tournaments import deadlines as dl
from bot.tournaments.formats import Config, ConfigError
from bot.tournaments.messages import dropped_why, outcome, said, w
from bot.tournaments.runner import TournamentError, TournamentRunner
from i18n import has, t

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [
    *sorted((ROOT / "bot" / "tournaments").glob("*.py")),
    ROOT / "bot" / "tools" / "tournament_simulate.py",
    ROOT / "bot" / "discord" / "tournament_logic.py",
    ROOT / "bot" / "discord" / "tournament_cog.py",
]


@pytest.fixture
async def store(tmp_path: Path):
    s = await open_store(tmp_path / "t.db")
    yield s
    await s.close()


def test_every_tournament_message_id_in_the_code_exists() -> None:
    """A renamed or misspelt id would show as the id itself: each one the code names is in the
    English catalogue (and so, by the completeness test, in French and Italian)."""
    found = {
        m for path in SOURCES for m in re.findall(r'"(tourn-[a-z-]+)"', path.read_text("utf-8"))
    }
    assert len(found) > 100
    assert sorted(m for m in found if not has(m)) == []


@pytest.mark.parametrize(
    ("lang", "counts"),
    [
        ("en", ["0 tables", "1 table", "2 tables"]),
        ("fr", ["0 table", "1 table", "2 tables"]),  # French: 0 is singular
        ("it", ["0 tavoli", "1 tavolo", "2 tavoli"]),
    ],
)
def test_plurals_follow_each_language(lang: str, counts: list[str]) -> None:
    for count, expected in zip((0, 1, 2), counts, strict=True):
        assert expected in t(lang, "tourn-report-paired", round=1, count=count)


def test_time_left_in_each_language() -> None:
    hours = [0, 1800, 5 * 3600, 86400, 86400 + 7200, 3 * 86400]
    assert [dl.left_text(s) for s in hours] == [
        "less than an hour",
        "less than an hour",
        "5 h",
        "1 day",
        "1 day 2 h",
        "3 days",
    ]
    assert [dl.left_text(s, "fr") for s in hours[2:]] == ["5 h", "1 jour", "1 jour 2 h", "3 jours"]
    assert dl.left_text(2 * 86400, "it") == "2 giorni"


def test_refusals_carry_words_english_as_before() -> None:
    exc = TournamentError("tourn-no-table", round=2, tab=5)
    assert str(exc) == "Round 2 has no table 5."
    assert exc.text("fr") == "La ronde 2 n'a pas de table 5."
    assert exc.text("it") == "Il turno 2 non ha un tavolo 5."
    with pytest.raises(ConfigError, match="^a Swiss tournament needs at least one round$") as bad:
        Config("swiss", 4, 3).validate()
    assert bad.value.text("fr") == "un tournoi suisse demande au moins une ronde"


def test_the_language_is_stored_with_the_config_and_checked() -> None:
    english = Config("swiss", 4, 3, rounds=2)
    assert "language" not in english.to_json()  # older rows and English ones: no new key
    assert Config.from_json(english.to_json()).language == "en"
    french = Config("swiss", 4, 3, rounds=2, language="fr")
    assert french.to_json()["language"] == "fr"
    assert Config.from_json(french.to_json()) == french
    with pytest.raises(ConfigError, match="language is one of en, fr, it"):
        Config("swiss", 4, 3, rounds=2, language="de").validate()


def test_stored_outcomes_and_drops_are_said_in_the_readers_language() -> None:
    """Outcomes and drop reasons stay canonical English in the database and the exports."""
    assert said("en", outcome("adjudicated (bots) at the deadline")) == (
        "adjudicated (bots) at the deadline"
    )
    assert said("fr", outcome("adjudicated (standing) after a cancel")) == (
        "arbitrée (score actuel) après une annulation"
    )
    assert said("it", outcome("scored by hand")) == "risultato fissato a mano"
    assert said("fr", dropped_why("dropped by <@7>")) == "retiré par <@7>"
    assert said("it", dropped_why(None)) == "uscito"
    assert said("fr", w("tourn-rule", rule="bots")) == "bots"


async def _french_tournament(store: Store, players: int = 4, **extra):
    service = TableService(store)
    count = iter(range(1, 100))

    async def place(tid: int, rnd: int, tab: int) -> str:
        return f"thread:{next(count)}"

    runner = TournamentRunner(service, place_factory=place)
    said_: list[str] = []

    async def announce(tid: int, text: str) -> None:
        said_.append(text)

    runner.announce = announce
    config = Config("swiss", 2, 2, rounds=1, seed="7", speed="untimed", language="fr", **extra)
    tid = await runner.create(guild="g", place="lobby", organiser="o", game="toy", config=config)
    for i in range(1, players + 1):
        await runner.register(tid, f"u{i}", f"P{i}")
    return service, runner, tid, said_


async def test_tables_take_the_tournaments_language_and_players_keep_theirs(store: Store) -> None:
    service, runner, tid, _ = await _french_tournament(store)
    book = languages.of(service)
    await book.choose("u2", "it")  # u2 chose Italian; the others are unknown: the table's
    notices = await runner.start(tid)
    t = await runner.get(tid)
    assert t.name == "Secret Sums suisse"  # the default name, in the tournament's language
    for row in t.current_tables():
        table = service.table_at(row.place or "")
        assert languages.table_language(table) == "fr"
        known = table.settings.get("languages", {})
        assert known == ({"u2": "it"} if table.seats_of("u2") else {})
    private = {n.user_id: n.text for n in notices if n.kind == "private"}
    assert private["u2"].startswith("La tua vista privata")
    assert private["u1"].startswith("Votre vue privée")
    public = [n.text for n in notices if n.kind == "public"]
    assert all(text.startswith("La partie de **Secret Sums** commence") for text in public)
    # the organiser's reply is theirs, the round's post the tournament's
    reply = await tl.advance(runner, tid, lang="it")
    assert reply.text.startswith("Il turno 1 è in corso"), reply.text
    assert tl.round_post(t).startswith("🏆 **Secret Sums suisse** — ronde 1\nTable 1\u00a0: ")


async def test_a_french_tables_refusal_and_deadline_speak_french(store: Store) -> None:
    service, runner, tid, said_ = await _french_tournament(store, round_days=2)
    await runner.start(tid)
    t = await runner.get(tid)
    row = t.current_tables()[0]
    table = service.table_at(row.place or "")
    with pytest.raises(ServiceError, match="^This table belongs to tournament #1") as refused:
        await service.pause(row.place or "", "x", by=table.creator)
    # words, said in the language of whoever was refused (not the table's)
    assert refusal(refused.value, "fr").text.startswith("Cette table appartient au tournoi n° 1")
    assert refusal(refused.value, "it").text.startswith("Questo tavolo")
    notices = await runner.adjudicate_round(tid, 1)
    headlines = [n.text.splitlines()[0] for n in notices if n.kind == "public"]
    assert headlines and all(
        h.startswith("⚖️ La ronde 1 a atteint son échéance. Les bots ont joué") for h in headlines
    )
    assert said_ == [
        "⚖️ **Secret Sums suisse** — la ronde 1 a atteint son échéance\u00a0: tables 1, 2 arbitrées"
        " (les bots ont joué la suite)."
    ]
    await runner.advance(tid)
    final = tl.round_post(await runner.get(tid))
    assert final.startswith("🏆 **Secret Sums suisse** est terminé\u202f!\n🥇 ")
    assert "classement après la ronde 1 (terminé)" in final and " pts (adv. " in final
