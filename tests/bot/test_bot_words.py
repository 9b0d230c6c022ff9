"""The bot's last English words in French and Italian: ``/move undo``, the
delivery's catch-up and late posts, the permission names a moderator must switch on, the
operator's durations and the ``total`` of a final score. English stays what it was."""

from __future__ import annotations

import random

import pytest

from bot.discord import permissions
from bot.discord.delivery import catch_up
from bot.discord.ops_cog import ago
from bot.table.model import Notice
from bot.table.notices import result_text
from bot.table.service import ServiceError, TableService
from bot.table.undo import undo
from i18n import t

PLACE = "discord:100"


async def _started(service: TableService, game: str = "almadi") -> None:
    await service.create(PLACE, game, "u0", "P0", seats=2, seed="words")
    await service.join(PLACE, "u1", "P1")
    await service.start(PLACE, "u0")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "There is no move to take back yet."),
        ("fr", "Il n'y a pas encore de coup à reprendre."),
        ("it", "Non c'è ancora nessuna mossa da riprendere."),
    ],
)
async def test_undo_refuses_in_the_callers_language(
    service: TableService, lang: str, words: str
) -> None:
    await _started(service)
    with pytest.raises(ServiceError) as refused:
        await undo(service, PLACE, "u0")
    assert refused.value.text(lang) == words


async def test_an_undo_is_posted_in_the_tables_language(service: TableService) -> None:
    settings = {"language": "it"}
    await service.create(PLACE, "agra", "u0", "P0", seats=2, seed="w", settings=settings)
    await service.join(PLACE, "u1", "P1")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    rnd = random.Random(3)
    for _ in range(120):
        seat = next(s for s in table.game.pending(table.state) if table.game.legal(table.state, s))
        action = rnd.choice(table.game.legal(table.state, seat))
        await service.move(PLACE, f"u{seat}", action, seat=seat)
        try:
            outcome = await undo(service, PLACE, f"u{seat}")
        except ServiceError:
            continue
        assert outcome.text("fr") == "Votre dernier coup a été repris."  # a French caller
        post = next(n for n in outcome.notices if n.kind in ("public", "step"))
        assert f"↩️ P{seat} ha ripreso la sua ultima mossa, che non conta più: " in post.text
        return
    raise AssertionError("no move could be taken back")


def test_a_catch_up_in_the_audiences_language() -> None:
    notices = [Notice("public", 1, PLACE, f"• event {i}", at=1000.0 + i) for i in range(20)]
    assert catch_up(notices).text.startswith("**Catching up** (since <t:1000:R>): 20 updates")
    french = catch_up(notices, "fr").text
    assert french.startswith("**Rattrapage** (depuis <t:1000:R>)\u00a0: 20 mises à jour")
    assert "… (4 événements plus anciens) …" in french
    assert "eventi precedenti" in catch_up(notices, "it").text


def test_permissions_are_named_as_each_client_names_them() -> None:
    lacking = ["Send Messages", "Attach Files"]
    assert permissions.named(lacking, "en") == "**Send Messages**, **Attach Files**"
    assert permissions.named(lacking, "fr") == "**Envoyer des messages**, **Joindre des fichiers**"
    assert permissions.named(lacking, "it") == "**Inviare messaggi**, **Allegare file**"


def test_the_operators_durations() -> None:
    assert [ago(s) for s in (45, 600, 7200, 259_200)] == ["45s", "10 min", "2 h", "3 days"]
    assert ago(259_200, "fr") == "3 jours" and ago(259_200, "it") == "3 giorni"


async def test_the_total_of_a_final_score_is_a_word_of_the_reader(service: TableService) -> None:
    await _started(service, "al-rashid")
    table = service.table_at(PLACE)
    from games.core import RandomBot

    bots = [RandomBot(f"w{s}") for s in range(2)]
    while not table.game.is_over(table.state):
        seat = table.game.pending(table.state)[0]
        table.game.apply(table.state, seat, bots[seat].choose(table.game, table.state, seat))
    assert ", total " in result_text(table, lang="en")
    assert ", totale " in result_text(table, lang="it")
    assert t("fr", "score-total") in result_text(table, lang="fr")


def test_where_an_incident_happened_is_said_in_the_operators_language() -> None:
    from bot.discord.ops_cog import WHERE

    for where, msg_id in WHERE.items():
        assert t("en", msg_id) == where
        assert t("fr", msg_id) != where and t("it", msg_id) != where


def test_time_left_in_each_language_and_english_as_its_catalogue() -> None:
    from bot.table import clock as C

    cases = {
        45: ("clock-seconds", {"s": 45}),
        600: ("clock-minutes", {"m": 10}),
        3600: ("clock-hours", {"h": 1}),
        3700: ("clock-hours-minutes", {"h": 1, "m": 1}),
        86400: ("clock-days", {"d": 1}),
        200_000: ("clock-days-hours", {"d": 2, "h": 7}),
    }
    for seconds, (msg_id, args) in cases.items():
        assert C.describe(seconds) == t("en", msg_id, **args)  # the fast English path agrees
        assert C.describe(seconds, "fr") == t("fr", msg_id, **args)
    assert C.describe(200_000, "fr") == "2 j 7 h" and C.describe(200_000, "it") == "2 g 7 h"
