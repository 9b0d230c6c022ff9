"""A whole game in the pseudo-locale (issue 27): every string the bot itself writes goes through
the catalogues, so in :data:`i18n.PSEUDO` each of its letters is accented. What is left in plain
ASCII on any surface — posts, DMs, replies, buttons, select menus, autocomplete — comes from the
game engine (its events, prompts and labels: translated per game in part 2), listed here one by
one for the toy game, so that any *new* untranslated string of the bot fails this test."""

from __future__ import annotations

import random
import re

import pytest

from i18n.pseudo import untranslated
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import all_text
from tests.e2e.test_discord_e2e import latest_with_components, table_of, user_for_seat

pytestmark = pytest.mark.e2e

# the toy engine's own words (games/*: part 2 translates engines)
ENGINE = re.compile(
    r"Secret Sums|secret [123]|add [12]|\w+ chose a secret number\.|You chose \d\."
    r"|\w+ added \d; counter \d+\.|Counter: \d+\.|Pick your secret number\.|Add 1 or 2\."
    r"|\b(?:secret|added)\b|\b\w+=\w+"  # score labels, options as name=value
)


def _words(text: str, names: tuple[str, ...]) -> list[str]:
    return untranslated(ENGINE.sub(" ", text), allowed=names)


async def test_a_whole_toy_game_in_the_pseudo_locale(bot: Harness):
    h = bot
    h.fake.guild_locale = "qps"  # the table follows the server's locale
    ann, bob = h.user("ann", locale="qps"), h.user("bob", locale="qps")
    ch = h.fake.general
    names = ("ann", "bob")
    texts: list[str] = []
    created = await h.cmd(ann, "game new", ch, game="toy", seats=2)
    joined = await h.cmd(bob, "game join", ch)
    started = await h.cmd(ann, "game start", ch)
    texts += [r.reply_text() for r in (created, joined, started)]
    rnd = random.Random(1)
    steps = 0
    while not table_of(h, ch).game.is_over(table_of(h, ch).state):
        steps += 1
        assert steps < 100
        table = table_of(h, ch)
        seat = table.game.pending(table.state)[0]
        user = user_for_seat(h, ch, seat)
        choices = await h.choices(user, "", ch)
        texts += [c["name"] for c in choices]
        if steps % 2:
            reply = await h.cmd(user, "move", ch, action=rnd.choice(choices)["value"])
        else:
            msg = latest_with_components(h, ch)
            ids = [c["custom_id"] for row in msg["components"] for c in row["components"]]
            mine = [i for i in ids if i.split(":")[4] == str(seat)] or ids
            reply = await h.press(user, int(msg["id"]), mine[0])
        texts.append(reply.reply_text())
        for command in ("game status", "hand", "game board"):
            texts.append((await h.cmd(user, command, ch)).reply_text())
        texts.append((await h.cmd(user, "move", ch, action="help")).reply_text())
    await h.delivered()
    messages = [*h.fake.public_messages(), *h.fake.dms_to(ann), *h.fake.dms_to(bob)]
    texts.append(all_text(messages))
    for m in messages:
        for row in m.get("components", []):
            for c in row["components"]:
                texts += [c.get("label") or "", c.get("placeholder") or ""]
                texts += [
                    o["label"] + " " + (o.get("description") or "") for o in c.get("options", [])
                ]
    assert sum(text.count("⟦") for text in texts) > 100  # the bot really spoke pseudo
    left = sorted({w for text in texts for w in _words(text, names)})
    bad = [line for t in texts for line in t.splitlines() if _words(line, names)]
    assert left == [], "\n".join([repr(left), *bad[:12]])
