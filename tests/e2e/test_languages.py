"""Languages end to end: a French table whose Italian-speaking player reads their
private texts in Italian, an Italian table chosen with ``/game new language:``, the player's own
``/settings language``, and the French and Italian command names Discord receives."""

from __future__ import annotations

import json
import random

import pytest

from bot.discord import limits
from bot.table import languages
from i18n import t
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import all_text
from tests.e2e.test_discord_e2e import buttons_for, hidden_characters, table_of, user_for_seat

pytestmark = pytest.mark.e2e


async def _play_to_the_end(h: Harness, ch: int, seed: int) -> int:
    """Moves from autocomplete and the posted components until the game ends; secrets (the
    characters not yet shown) never reach a public message. Returns the steps played."""
    rnd = random.Random(seed)
    steps = seen = 0
    while not table_of(h, ch).game.is_over(table_of(h, ch).state):
        steps += 1
        assert steps < 400
        table = table_of(h, ch)
        seat = table.game.pending(table.state)[0]
        user = user_for_seat(h, ch, seat)
        secrets = hidden_characters(table)
        msg = buttons_for(h, ch, seat)
        mine = [c for row in msg["components"] for c in row["components"]]
        mine = [c for c in mine if c["custom_id"].split(":")[4] == str(seat)]
        if steps % 3 == 0 and mine and not mine[0]["custom_id"].startswith("cs:p:"):
            comp = rnd.choice(mine)
            values = [o["value"] for o in comp.get("options", []) if o["value"] != "more"]
            pressed = h.press(user, int(msg["id"]), comp["custom_id"], values[:1] or None)
            reply = await pressed
        else:
            choices = await h.choices(user, "", ch)
            reply = await h.cmd(user, "move", ch, action=rnd.choice(choices)["value"])
        assert reply.ephemeral and not reply.reply_text().startswith("⚠"), reply.reply_text()
        over = table.game.is_over(table.state)
        secrets = set() if over else secrets & hidden_characters(table)
        new = h.fake.public_messages()[seen:]
        seen += len(new)
        text = all_text(new) + json.dumps([m["components"] for m in new], ensure_ascii=False)
        for secret in secrets:
            assert secret not in text, f"{secret} leaked publicly"
    return steps


async def test_french_table_with_an_italian_player_to_the_end(bot: Harness):
    h = bot
    h.fake.guild_locale = "fr"  # the server's preferred locale: new tables speak French
    ann = h.user("ann", locale="fr")
    bob = h.user("bob", locale="it")  # bob's Discord client is in Italian
    ch = h.fake.general
    created = await h.cmd(ann, "game new", ch, game="almadi", seats=2, characters=True)
    assert "Vous avez ouvert une table d'Almadi" in created.reply_text(), created.reply_text()
    joined = await h.cmd(bob, "game join", ch)
    assert "Ti sei unito al tavolo di Almadi (posto 2)" in joined.reply_text()
    await h.delivered()
    public = all_text(h.fake.channel_messages(ch))
    assert "ann a ouvert une table d'**Almadi** (1/2 places" in public
    assert "bob a rejoint la table (2/2 places)" in public  # public: the table's language
    await h.cmd(ann, "game start", ch)
    await h.delivered()
    begins = next(m for m in h.fake.channel_messages(ch) if "commence" in m["content"])
    assert "Joueurs\u00a0: ann (place 1), bob (place 2)" in begins["content"]
    # private texts: each in the reader's own language
    assert h.fake.dms_to(ann)[0]["content"].startswith("Votre vue privée dans **Almadi**")
    assert h.fake.dms_to(bob)[0]["content"].startswith("La tua vista privata in **Almadi**")
    hand = await h.cmd(bob, "hand", ch)
    assert hand.ephemeral and "la tua vista privata (posto 2)" in hand.reply_text()
    steps = await _play_to_the_end(h, ch, seed=3)
    assert steps >= 40, steps
    await h.delivered()
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "**Scores finaux**" in final and "Vainqueur" in final, final
    # no English words of the bot's own in public (the engine's texts are part 2's)
    english = ("Final scores", "Winner", "begins. Players", "joined the table", "Waiting for")
    public = all_text(h.fake.public_messages())
    ours = [line for line in public.splitlines() if not line.startswith("• ")]  # • events
    found = [line for line in ours if any(w in line for w in english)]
    assert not found, found
    labels = [
        c.get("label", "")
        for m in h.fake.public_messages()
        for row in m["components"]
        for c in row["components"]
    ]
    assert any(label.endswith(": choisir en privé") for label in labels)  # secret choices
    assert not [label for label in labels if "privately" in label]
    # bob's last private texts stayed Italian through the game
    assert all("Votre vue" not in m["content"] for m in h.fake.dms_to(bob))
    assert any("La tua vista privata" in m["content"] for m in h.fake.dms_to(bob)[1:])


async def test_italian_table_by_option_and_a_player_who_changes_language(bot: Harness):
    h = bot
    ann, bob = h.user("ann"), h.user("bob", locale="fr")
    ch = h.fake.general
    await h.cmd(
        ann, "game new", ch, game="almadi", seats=2, characters=True, language="it", speed="24h"
    )
    await h.cmd(bob, "game join", ch)
    await h.cmd(ann, "game start", ch)
    await h.delivered()
    public = all_text(h.fake.channel_messages(ch))
    assert "La partita di **Almadi** comincia" in public
    assert h.fake.dms_to(bob)[0]["content"].startswith("Votre vue privée")
    assert h.fake.dms_to(ann)[0]["content"].startswith("Your private view")  # en-US client
    # the turn DMs of a turn-based table (with the buttons to play from the DM) too
    turns = {
        user.name: [m["content"] for m in h.fake.dms_to(user) if "**Almadi**" in m["content"]]
        for user in (ann, bob)
    }
    # (a DM's lines: the first turn DM carries the private view too, then the call to act)
    firsts = [ln.split(" **")[0] for texts in turns.values() for x in texts for ln in x.split("\n")]
    assert {"It is your turn in", "C'est votre tour dans"} & set(firsts), turns
    assert not [x for x in turns["bob"] if "It is your turn" in x]
    assert not [x for x in turns["ann"] if "C'est votre tour" in x]
    # bob chooses English for himself: his replies and later DMs follow at once
    chosen = await h.cmd(bob, "settings language", ch, language="en")
    assert chosen.reply_text() == "Your language is now English."
    status = await h.cmd(bob, "game status", ch)
    assert "Waiting for:" in status.reply_text()
    back = await h.cmd(bob, "settings language", ch, language="auto")
    assert (
        back.reply_text()
        == "Votre langue suit maintenant celle de votre client Discord\u00a0: Français."
    )
    assert "En attente de\u00a0:" in (await h.cmd(bob, "game status", ch)).reply_text()


async def test_server_language_needs_manage_server(bot: Harness):
    """The check on the command refuses in the caller's language and nothing runs."""
    h = bot
    member, mod = h.user("member"), h.user("mod", moderator=True)
    refused = await h.cmd(member, "settings server-language", language="fr")
    assert refused.ephemeral and "manage the server" in refused.reply_text()
    for name, lang in (("membre", "fr"), ("membro", "it")):
        other = h.user(name, locale=lang)
        refused = await h.cmd(other, "settings server-language", language="fr")
        assert refused.ephemeral and refused.reply_text() == t(lang, "server-language-not-allowed")
    assert await languages.of(h.bot.service).guild(str(h.fake.guild_id)) is None  # unchanged
    done = await h.cmd(mod, "settings server-language", language="it")
    assert "Italiano" in done.reply_text()
    created = await h.cmd(member, "game new", game="almadi", seats=2)
    assert "You opened" in created.reply_text()  # the caller's own language
    await h.delivered()
    assert "ha aperto un tavolo di **Almadi**" in all_text(h.fake.channel_messages(h.fake.general))


async def test_discord_receives_french_and_italian_command_names(bot: Harness):
    h = bot
    assert not h.fake.violations
    game = h.fake.commands["game"]
    assert game["name_localizations"] == {"fr": "partie", "it": "partita"}
    new = next(o for o in game["options"] if o["name"] == "new")
    language = next(o for o in new["options"] if o["name"] == "language")
    assert language["name_localizations"] == {"fr": "langue", "it": "lingua"}
    assert [c["value"] for c in language["choices"]] == ["en", "fr", "it"]


async def test_privacy_forget_in_french_leaves_no_trace_of_the_language(bot: Harness):
    """A French player's language is noted at their table (for DMs): forgetting them removes
    it with the rest, and the whole exchange is in French."""
    import sqlite3

    h = bot
    ann, bob = h.user("ann"), h.user("Quintessa Vale", locale="fr")
    ch = h.fake.general
    await h.cmd(ann, "game new", ch, game="toy", seats=2)
    await h.cmd(bob, "game join", ch)
    table = h.bot.service.table_at(f"discord:{ch}")
    assert table.settings["languages"] == {str(bob.id): "fr"}
    await h.cmd(bob, "settings language", ch, language="it")
    shown = await h.cmd(bob, "privacy show")
    assert (
        "**Cosa conservo su di te**" in shown.reply_text() and "language=it" in shown.reply_text()
    )
    await h.cmd(bob, "settings language", ch, language="auto")
    asked = await h.cmd(bob, "privacy forget")
    assert "Appuyez sur **M'oublier**" in asked.reply_text()
    message = asked.replies[0]
    (button,) = [c for row in message["components"] for c in row["components"]]
    assert button["label"] == "M'oublier"
    done = await h.press(bob, int(message["id"]), button["custom_id"])
    assert done.reply_text().startswith("C'est fait"), done.reply_text()
    await h.delivered()
    with sqlite3.connect(h.database) as db:
        for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            for row in db.execute(f'SELECT * FROM "{name}"'):
                assert str(bob.id) not in " ".join(str(v) for v in row), (name, row)


def reads_before_answers(h: Harness, user_ids: set[str]) -> list[str]:
    """Every database read the bot makes about one of ``user_ids`` while an interaction of
    theirs is still unacknowledged (the list fills as the bot runs)."""
    assert h.bot is not None and h.bot.store is not None
    store, seen = h.bot.store, []

    def waiting(uid: str) -> bool:
        return any(
            str(i.user.id) == uid and i.acked_at is None for i in h.fake.interactions.values()
        )

    for name in ("fetchone", "fetchall"):
        real = getattr(store, name)

        async def read(sql, params=(), *args, _real=real, **kwargs):
            for uid in user_ids & {str(p) for p in params or ()}:
                if waiting(uid):
                    seen.append(f"{sql} for {uid}")
            return await _real(sql, params, *args, **kwargs)

        setattr(store, name, read)
    return seen


async def test_read_commands_answer_from_memory_in_the_callers_language(bot: Harness):
    """Read commands (status, board, rules, games, hand, log) answer before any database read
    about their caller — even the caller's language comes from memory, loaded at start: after a
    restart, a player who chose French reads French at once."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    from tests.e2e.test_discord_e2e import open_table

    await open_table(h, "toy", [ann, bob], seats=2)
    await h.cmd(ann, "settings language", language="fr")
    await h.restart()
    seen = reads_before_answers(h, {str(ann.id), str(bob.id)})
    status = await h.cmd(ann, "game status", ch)
    french = limits.status(h.bot.service, f"discord:{ch}", lang="fr").text
    assert status.reply_text() == french != limits.status(h.bot.service, f"discord:{ch}").text
    for user, path, options in [
        (bob, "game status", {}),
        (bob, "game board", {}),
        (bob, "rules", {"game": "toy"}),
        (bob, "games", {}),
        (bob, "hand", {}),
        (bob, "game log", {}),
        (ann, "hand", {}),
    ]:
        await h.cmd(user, path, ch, **options)
    assert seen == []
