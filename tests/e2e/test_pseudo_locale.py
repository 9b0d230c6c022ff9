"""A whole game in the pseudo-locale: every string the bot itself writes goes through
the catalogues, so in :data:`i18n.PSEUDO` each of its letters is accented. What is left in plain
ASCII on any surface — posts, DMs, replies, buttons, select menus, autocomplete — comes from the
game engine (its events, prompts and labels: translated per game in part 2), listed here one by
one for the toy game, so that any *new* untranslated string of the bot fails this test."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import renderers
from bot.ops import logs
from games.core.registry import game_ids, get_game
from games.core.testing import hooks
from games.emira.data import EMIRA
from i18n import PSEUDO, t
from i18n.pseudo import untranslated
from renderers import kit
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import all_text
from tests.e2e.test_discord_e2e import (
    buttons_for,
    latest_with_components,
    table_of,
    user_for_seat,
)

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


# -- the four games -------------------------------------------------------------------------
# Words the engines write in English, as whole words (games/*, not the bot's): Agra's refusal
# names the verb to type unquoted ("try produce"), notation; its images number the river's
# levels and the meditation track in Roman numerals (symbols, like digits). Emira's princesses
# (Firyal, Samira…) and talents as letters (HHICC) are names, not words.
ENGINE_WORDS: dict[str, str] = {  # space-separated
    "agra": "produce III VII",
}
_EMIRA_NAMES = re.compile(  # the princesses' own names, and talents as letters (IIHCR)
    r"\b(?:" + "|".join(card[0] for card in EMIRA.values()) + r"|[CHIR]{5})\b"
)

# the text drawn on the images during play is checked too (renderers.kit.measuring), except
# where a game's renderer is still being translated (none now: every renderer draws through
# kit.say)
IMAGES_PENDING: set[str] = set()

GAMES = [  # (game, extra /game new options, human steps before the bots finish the game)
    (g, hooks(get_game(g)).options, hooks(get_game(g)).human_steps) for g in game_ids()
]


def _components(messages: list[dict]) -> list[str]:
    out: list[str] = []
    for m in messages:
        for row in m.get("components", []):
            for c in row["components"]:
                out += [c.get("label") or "", c.get("placeholder") or ""]
                out += [
                    o["label"] + " " + (o.get("description") or "") for o in c.get("options", [])
                ]
    return out


def _notation(messages: list[dict]) -> set[str]:
    """The canonical moves offered (component values): notation, the same in every language."""
    return {
        o["value"]
        for m in messages
        for row in m.get("components", [])
        for c in row["components"]
        for o in c.get("options", [])
    }


# canonical in every language: typed notation (`take 2.1`), what the player typed echoed
# ('zzz qqq'), options as name=value, tile ids (PAL-21)
_CODE = re.compile(r"`[^`\n]*`|'[^'\n]*'|\b\w+=\w+|\b[A-Z]{3}-\d+")


@pytest.mark.parametrize(("game", "options", "steps"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_whole_game_of_each_engine_in_the_pseudo_locale(
    bot: Harness, game: str, options: dict, steps: int, monkeypatch: pytest.MonkeyPatch
):
    """Two or three players in the pseudo-locale play ``steps`` decisions of a real game through
    autocomplete, posted buttons, select menus and the private chooser, reading every surface
    on the way (``/game status``, ``/hand``, ``/game board``, ``/move help``, ``/rules``,
    ``/game log``, a refused move, explained by the engine); then everyone resigns and bots
    finish the game (posts, DMs and final scores read too). No plain English word may remain."""
    if not hooks(get_game(game)).localized:
        pytest.skip(f"{game} speaks English only (games.core.testing)")
    h = bot
    assert h.bot is not None
    create = h.bot.service.create

    async def seeded(*args: Any, **kwargs: Any) -> Any:  # the same deal every run
        return await create(*args, **{**kwargs, "seed": f"pseudo-{game}"})

    monkeypatch.setattr(h.bot.service, "create", seeded)
    h.fake.guild_locale = "qps"
    people = [h.user(n, locale="qps") for n in ("ann", "bob", "cid")]
    seated = people[: max(2, get_game(game).spec.min_players)]
    ch = h.fake.general
    texts: list[str] = []
    notation: set[str] = set()
    created = await h.cmd(seated[0], "game new", ch, game=game, seats=len(seated), **options)
    texts.append(created.reply_text())
    for p in seated[1:]:
        texts.append((await h.cmd(p, "game join", ch)).reply_text())
    started = await h.cmd(seated[0], "game start", ch)
    texts.append(started.reply_text())
    assert "⟧" in started.reply_text(), started.reply_text()
    rnd = random.Random(7)
    replies: list[dict] = []
    for step in range(steps):
        table = table_of(h, ch)
        if table.game.is_over(table.state):
            break
        seat = table.game.pending(table.state)[0]
        user = user_for_seat(h, ch, seat)
        choices = await h.choices(user, "", ch)
        texts += [c["name"] for c in choices]
        notation |= {c["value"] for c in choices}
        notation |= {
            a for s in table.game.pending(table.state) for a in table.game.legal(table.state, s)
        }
        msg = buttons_for(h, ch, seat)
        mine = [c for row in msg["components"] for c in row["components"]]
        mine = [c for c in mine if c["custom_id"].split(":")[4] == str(seat)]
        if step == 1:  # a refusal: the engine explains it in the reader's language
            refused = await h.cmd(user, "move", ch, action="zzz qqq")
            texts.append(refused.reply_text())
        if step % 3 == 2 and mine:
            comp = rnd.choice(mine)
            values = [o["value"] for o in comp.get("options", []) if o["value"] != "more"]
            reply = await h.press(user, int(msg["id"]), comp["custom_id"], values[:1] or None)
            replies += reply.replies
            if mine[0]["custom_id"].startswith("cs:p:") or comp.get("type") == 3 and not values:
                reply = await h.cmd(user, "move", ch, action=rnd.choice(choices)["value"])
        else:
            reply = await h.cmd(user, "move", ch, action=rnd.choice(choices)["value"])
        replies += reply.replies
        texts.append(reply.reply_text())
        if step % 6 == 0:
            for command in ("game status", "hand", "game board", "game log"):
                texts.append((await h.cmd(user, command, ch)).reply_text())
            texts.append((await h.cmd(user, "move", ch, action="help")).reply_text())
    texts.append((await h.cmd(seated[0], "rules", ch, game=game)).reply_text())
    await h.delivered()
    played = len(h.spy.calls)  # the images drawn while people played (the end's come after)
    for p in seated:  # bots finish the game
        texts.append((await h.cmd(p, "game resign", ch)).reply_text())
    await h.delivered()
    table = table_of(h, ch) or h.bot.service.by_id[max(h.bot.service.by_id)]
    assert table.game.is_over(table.state)
    messages = [*h.fake.public_messages(), *(m for p in seated for m in h.fake.dms_to(p))]
    texts.append(all_text(messages))
    texts += [m.get("content") or "" for m in replies]
    texts += _components([*messages, *replies])
    notation |= _notation([*messages, *replies])
    drawn = [v for v in h.spy.calls if v.get("game") == table.game.spec.id]
    assert drawn and all(v.get("locale") == PSEUDO for v in drawn)  # images in the reader's
    if game not in IMAGES_PENDING:  # during play, and the final board with its scores
        during = [v for v in h.spy.calls[:played] if v.get("game") == table.game.spec.id]
        public = next(v for v in reversed(during) if v.get("viewer") is None)
        private = next(v for v in reversed(during) if v.get("viewer") is not None)
        final = next(v for v in reversed(drawn) if v.get("viewer") is None)
        for view in (public, private, final):
            with kit.measuring() as written:
                renderers.render_png(view, list(table.names))
            assert any("⟦" in w.text for w in written)  # the image's words, in pseudo
            texts.append("\n".join(w.text for w in written))
    names = tuple(p.name for p in seated) + (table.game.spec.title,) + tuple(notation)
    words = ENGINE_WORDS.get(game, "").split()
    engine = re.compile(r"\b(?:" + "|".join(words) + r")\b" if words else r"(?!)")

    def plain(text: str) -> list[str]:
        text = engine.sub(" ", _EMIRA_NAMES.sub(" ", _CODE.sub(" ", text)))
        return untranslated(text, names)

    assert sum(text.count("⟦") for text in texts) > 100  # the bot really spoke pseudo
    left = sorted({w for text in texts for w in plain(text)})
    bad = [line for text in texts for line in text.splitlines() if plain(line)]
    assert left == [], "\n".join([repr(left), *bad[:20]])


async def test_table_management_and_the_days_in_the_pseudo_locale(bot: Harness):
    """What surrounds a game, in the pseudo-locale: refusals of /game new (a setting, an option,
    its syntax) and of seats, /game status of an open table, /game addbot, pause and resume,
    /game notify, /move undo, /game replay, /game export, /games, /privacy show, the operator's
    /caravanserai status, and a 24h table's turn DMs, reminder and timeout."""
    h = bot
    h.fake.guild_locale = "qps"
    ann, bob, cid = (h.user(n, locale="qps") for n in ("ann", "bob", "cid"))
    assert h.bot is not None
    h.bot.owner_id = ann.id
    logs.INCIDENTS.clear()  # earlier tests' incidents (their exception names are not words)
    ch = h.fake.general
    texts: list[str] = []

    async def say(user, path: str, **options: Any) -> None:
        texts.append((await h.cmd(user, path, ch, **options)).reply_text())

    await say(ann, "game new", game="toy", options="colour=red")
    await say(ann, "game new", game="toy", options="target")
    await say(ann, "game new", game="toy", options="target=lots")
    await say(ann, "game new", game="toy", seats=3, speed="24h")
    await say(ann, "game status")
    await say(bob, "game join")
    await say(bob, "game join")
    await say(cid, "game leave")
    await say(bob, "game start")
    await say(ann, "game addbot")
    await say(ann, "game start")
    await say(cid, "move", action="add 1")
    await say(ann, "move", action="undo")
    await say(ann, "game replay", move=999)
    await say(ann, "game replay", move=0)
    await say(ann, "game export")
    await say(ann, "games")
    await say(ann, "game notify", mode="dm")
    await say(cid, "game pause")
    await say(ann, "game pause")
    await say(ann, "game pause")
    await say(ann, "game resume")
    await say(ann, "game resume")
    await say(ann, "privacy show")
    await say(ann, "caravanserai status")
    await say(bob, "caravanserai status")
    await h.delivered()
    await h.advance(20 * 3600)  # a reminder
    await h.advance(40 * 3600)  # out of time: a bot plays the move
    await say(ann, "game cancel")
    await h.delivered()
    messages = [*h.fake.public_messages(), *h.fake.dms_to(ann), *h.fake.dms_to(bob)]
    texts.append(all_text(messages))
    texts += _components(messages)
    # player and bot names, the game, an option name and the one typed (notation)
    names = ("ann", "bob", "cid", "Bot", "Secret Sums", "toy", "target", "colour")
    left = sorted({w for text in texts for w in _words(_CODE.sub(" ", text), names)})
    bad = [ln for tx in texts for ln in tx.splitlines() if _words(_CODE.sub(" ", ln), names)]
    assert sum(text.count("⟦") for text in texts) > 40
    told = all_text(messages)
    assert told.count("⏰") >= 2  # the reminder and the timeout were posted (and DMed)
    assert t(PSEUDO, "svc-cancelled-notice", game="Secret Sums") in told
    assert left == [], "\n".join([repr(left), *bad[:20]])
