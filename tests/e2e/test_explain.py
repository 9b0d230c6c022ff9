"""``/explain term:`` on the loopback Discord: the console's glossary, looked up privately in the
reader's language, with autocomplete over the table's terms (every game's outside a table)."""

from __future__ import annotations

import pytest

from bot.table import glossary
from games.core.registry import get_game
from tests.e2e.conftest import Harness

pytestmark = pytest.mark.e2e


async def _choices(h: Harness, user, channel: int, typed: str) -> list[dict]:
    inter = await h.run(h.fake.autocomplete(user, channel, "explain", "term", term=typed))
    assert inter.ack_type == 8
    return inter.choices


async def test_explain_is_registered_localised_and_works_anywhere(bot: Harness):
    h = bot
    command = h.fake.commands["explain"]
    assert command["name_localizations"] == {"fr": "expliquer", "it": "spiega"}
    assert set(command["description_localizations"]) == {"fr", "it"}
    (term,) = command["options"]
    assert term["name"] == "term" and term["required"] and term["autocomplete"]
    assert term["name_localizations"] == {"fr": "terme", "it": "termine"}
    assert command.get("dm_permission", True)  # like /rules: also in DMs
    assert h.fake.violations == []


async def test_explain_outside_a_table_knows_every_game(bot: Harness):
    h = bot
    ann = h.user("ann")
    ch = h.fake.general
    offered = await _choices(h, ann, ch, "geni")
    assert {"name": "genie (Almadi)", "value": "genie"} in offered
    everything = await _choices(h, ann, ch, "")
    assert len(everything) == 25
    answer = await h.cmd(ann, "explain", ch, term="genie")
    assert answer.ephemeral
    assert get_game("almadi").explain_term("genie") in answer.reply_text()
    assert "**Almadi**" in answer.reply_text()


async def test_explain_at_a_table_in_the_readers_language(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob", locale="fr")
    ch = h.fake.general
    await h.cmd(ann, "game new", ch, game="al-rashid", seats=3)
    almadi_only = await _choices(h, ann, ch, "genie")
    assert almadi_only == []  # the table's game only
    offered = await _choices(h, ann, ch, "merc")
    assert offered and all(c["name"] == c["value"] for c in offered)
    assert "mercenary" in {c["value"] for c in offered}
    game = get_game("al-rashid")
    # a redirect ("See `explain mercenaries`.") answered with what it points to
    answer = await h.cmd(ann, "explain", ch, term="mercenary")
    assert answer.ephemeral
    assert answer.reply_text() == game.explain_term("mercenaries")
    assert "See `explain" not in answer.reply_text()
    # the French reader: French terms, a French answer
    french = {c["value"] for c in await _choices(h, bob, ch, "")}
    assert french <= set(glossary.known(game, "fr"))
    assert french - set(game.terms(locale="en"))
    said = await h.cmd(bob, "explain", ch, term="influence")
    assert said.ephemeral and said.reply_text() == game.explain_term("influence", locale="fr")
    # an unknown word: the nearest terms, never the whole glossary
    missed = await h.cmd(ann, "explain", ch, term="mercenries")
    text = missed.reply_text()
    assert missed.ephemeral and "Did you mean" in text and "`mercenaries`" in text
    assert len(text) < 300
    # a seat code names its player; a legend's words answer what they stand for
    seat = await h.cmd(ann, "explain", ch, term="P1")
    assert seat.reply_text() == "P1: ann, the player in seat 1."
    hidden = await h.cmd(ann, "explain", ch, term="face-down mercenary")
    assert hidden.reply_text() == game.explain_term("mercenaries")
    nothing = await h.cmd(bob, "explain", ch, term="zzzz")
    assert nothing.reply_text() == "Aucune entrée du glossaire pour «\u00a0zzzz\u00a0»."
    assert h.fake.violations == []


async def test_the_moves_list_leads_to_explain(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await h.cmd(ann, "game new", ch, game="toy", seats=2)
    await h.cmd(bob, "game join", ch)
    await h.cmd(ann, "game start", ch)
    listed = await h.cmd(ann, "move", ch, action="help")
    explain_id = h.fake.commands["explain"]["id"]
    assert f"Ask </explain:{explain_id}>: only you see the answer." in listed.reply_text()
    assert h.fake.violations == []
