"""End to end through the loopback Discord, the protections of the last round that were only
tested at the logic layer: who sets the tournament organiser role, what a player who resigned
or was dropped may still see, names shown as typed, and who may stop a tournament table. Each
test asserts on what the fake Discord received: payloads, DMs, interaction responses."""

from __future__ import annotations

import asyncio
import copy
import json
import re
from typing import Any

import pytest

from bot.discord import tournament_logic as tl
from bot.discord.markdown import escape
from games.core import RandomBot
from i18n import t
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import MANAGE_CHANNELS, MANAGE_GUILD, FakeUser, component_ids
from tests.e2e.test_discord_e2e import open_table, table_of

pytestmark = pytest.mark.e2e


def role_key(h: Harness) -> str:
    return tl.ORGANISER_ROLE.format(guild=h.fake.guild_id)


def snapshot(h: Harness, channel: int) -> tuple[Any, ...]:
    """What a refused command must leave as it was: the table in memory and in the database
    (its position, seats, pause) and what the channel shows."""
    table = table_of(h, channel)
    seats = [(p.user_id, p.resigned, p.left_reason) for p in table.players]
    return (
        table.status,
        table.paused,
        table.seq,
        json.dumps(table.game.encode(copy.deepcopy(table.state)), sort_keys=True, default=str),
        seats,
        len(h.fake.channel_messages(channel)),
    )


async def db_session(h: Harness, session_id: int) -> tuple[str, str | None]:
    row = await h.bot.store.fetchone(
        "SELECT status, paused FROM sessions WHERE id = ?", (session_id,)
    )
    return row["status"], row["paused"]


# -- the organiser role ------------------------------------------------------------------------
async def test_only_manage_server_sets_the_organiser_role(bot: Harness):
    """Discord hides ``/tournament-config`` from members without Manage Server (its
    ``default_member_permissions``), but a server can grant the command to anyone in its
    Integrations settings: the bot refuses them again, in their language, and nothing changes —
    not for a channel moderator (Manage Channels), not for a holder of the organiser role."""
    h = bot
    h.speak_as_the_bot()  # the texts expected of its replies name commands as it does
    ch = h.fake.general
    assert int(h.fake.commands["tournament-config"]["default_member_permissions"]) == MANAGE_GUILD
    owner = h.user("owner", moderator=True)  # Manage Server
    ann = h.user("ann")
    modo = h.user("modo", locale="fr")
    modo.granted = MANAGE_CHANNELS  # moderates channels, cannot manage the server
    tenente = h.user("tenente", locale="it")
    hosts = await h.fake.create_role("hosts")
    others = await h.fake.create_role("others")

    made = await h.cmd(owner, "tournament-config", ch, role=hosts)
    assert made.ephemeral and made.reply_text() == t("en", "tourn-role-set", role=f"<@&{hosts}>")
    assert "roles" not in made.replies[0]["_allowed_mentions"]["parse"]  # the role is not pinged
    assert await h.bot.store.get_meta(role_key(h)) == str(hosts)
    tenente.roles.append(hosts)  # an organiser now, not a server manager

    posts = len(h.fake.public_messages())
    attempts = [
        (ann, h.fake.guild_id, "en"),  # @everyone
        (modo, others, "fr"),
        (tenente, h.fake.guild_id, "it"),  # a holder would hand the role to everyone
    ]
    for user, role, lang in attempts:
        refused = await h.cmd(user, "tournament-config", ch, role=role)
        assert refused.ephemeral, refused.replies
        assert refused.reply_text() == t(lang, "tourn-role-manage-only"), refused.reply_text()
        assert await h.bot.store.get_meta(role_key(h)) == str(hosts)
    assert len(h.fake.public_messages()) == posts  # nothing was announced

    # the role set by the owner is the one that counts: its holder organises, the others not
    options = dict(game="toy", format="swiss", table_size=2, rounds=1, speed="untimed")
    opened = await h.cmd(tenente, "tournament new", ch, **options)
    assert "aperto alle iscrizioni" in opened.reply_text(), opened.reply_text()
    for user, lang in ((ann, "en"), (modo, "fr")):
        refused = await h.cmd(user, "tournament start", ch)
        assert refused.ephemeral and refused.reply_text() == t(lang, "tourn-organisers-only")
    t1 = await h.bot.tournaments.get(1)
    assert t1.status == "registering"


# -- a resigned or dropped player --------------------------------------------------------------
def last_dm_with_buttons(h: Harness, user: FakeUser) -> dict[str, Any]:
    return next(m for m in reversed(h.fake.dms_to(user)) if m["components"])


def channel_buttons_for(h: Harness, channel: int, seat: int) -> tuple[dict[str, Any], str]:
    """The newest channel post with a component for ``seat``, and that component's id."""
    for message in reversed(h.fake.channel_messages(channel)):
        for cid in component_ids(message):
            if cid.split(":")[4] == str(seat):
                return message, cid
    raise AssertionError(f"no post offers seat {seat} a decision")


async def no_private_view_left(
    h: Harness, user: FakeUser, channel: int, old: list[tuple[dict[str, Any], str]], lang: str
) -> None:
    """``user`` left the game at ``channel``: ``/hand`` is refused without an image, ``/game
    log`` reads as a spectator's, and each of the ``old`` (message, component) presses is
    refused and changes nothing."""
    before = snapshot(h, channel)
    hand = await h.cmd(user, "hand", channel)
    assert hand.ephemeral and hand.reply_text() == t(lang, "lim-hand-closed"), hand.reply_text()
    assert not [f for m in hand.replies for f in m.get("_files", [])]
    watcher = h.user(f"watcher-{lang}", locale=lang)
    log = await h.cmd(user, "game log", channel)
    assert log.reply_text() == (await h.cmd(watcher, "game log", channel)).reply_text()
    assert await h.choices(user, "", channel) == []  # no legal moves offered either
    for message, custom_id in old:
        pressed = await h.press(user, int(message["id"]), custom_id)
        assert pressed.ephemeral, pressed.replies
        assert pressed.reply_text() == t(lang, "buttons-bot-seat"), pressed.reply_text()
    assert snapshot(h, channel) == before


async def play_humans(h: Harness, channel: int, moves: int, seed: str) -> None:
    """Up to ``moves`` moves of the table's human seats, each through ``/move``."""
    for n in range(moves):
        table = table_of(h, channel)
        if table.status != "running":
            return
        seat = next(s for s in table.pending_humans() if table.game.legal(table.state, s))
        user = h.fake.users[int(table.players[seat].user_id)]
        action = RandomBot(f"{seed}{n}").choose(table.game, table.state, seat)
        played = await h.cmd(user, "move", channel, action=action)
        assert played.ephemeral and "Played" in played.reply_text(), played.reply_text()


async def test_a_resigned_player_has_no_private_view_of_the_seat(bot: Harness):
    """bob resigns while everyone picks a secret: the bot picks his. From then on he gets no
    DM of the seat while the game runs, ``/hand`` and ``/game log`` show him nothing of it (the
    bot's secret least of all), and his old DM and channel buttons are refused in his
    language without changing anything."""
    h = bot
    ch = h.fake.general
    ann, bob, cy = h.user("ann"), h.user("bob", locale="fr"), h.user("cy")
    await open_table(h, "toy", [ann, bob, cy], seats=3, speed="24h")
    await h.delivered()
    table = table_of(h, ch)
    seat = table.seats_of(str(bob.id))[0]
    dm = last_dm_with_buttons(h, bob)  # his turn DM: "secret 1", "secret 2", "secret 3"
    old = [(dm, component_ids(dm)[0]), channel_buttons_for(h, ch, seat)]
    assert "vue privée" in (await h.cmd(bob, "hand", ch)).reply_text()  # seated: his view

    resigned = await h.cmd(bob, "game resign", ch)
    assert resigned.ephemeral and "bot" in resigned.reply_text(), resigned.reply_text()
    await h.delivered()
    assert table.players[seat].resigned and table.state["secret"][seat] is not None
    dms = {u.id: len(h.fake.dms_to(u)) for u in (ann, bob, cy)}
    await no_private_view_left(h, bob, ch, old, "fr")

    await play_humans(h, ch, 4, "r")  # ann and cy pick their secrets and play on
    assert table.status == "running" and table.seq > 4
    assert len(h.fake.dms_to(bob)) == dms[bob.id]  # not one DM of the seat since he resigned
    assert all(len(h.fake.dms_to(u)) > dms[u.id] for u in (ann, cy))  # theirs went on
    await no_private_view_left(h, bob, ch, old, "fr")


async def test_a_dropped_tournament_player_has_no_private_view_of_the_seat(bot: Harness):
    """bob drops out of the tournament, the organiser drops cy: a bot plays each one's seat
    at the running table, and neither sees anything of it any more (``/hand``, ``/game log``,
    DMs, their old DM and channel buttons), each told in their own language."""
    h = bot
    ch = h.fake.general
    org = h.user("org", moderator=True)
    ann, bob, cy = h.user("ann"), h.user("bob", locale="fr"), h.user("cy", locale="it")
    base = dict(game="toy", format="swiss", table_size=3, rounds=1, speed="24h", name="Cup")
    assert "open for registration" in (await h.cmd(org, "tournament new", ch, **base)).reply_text()
    for p in (ann, bob, cy):
        await h.cmd(p, "tournament join", ch)
    assert "has started" in (await h.cmd(org, "tournament start", ch)).reply_text()
    await h.bot.tournaments.settle()
    await h.delivered()
    place = (await h.bot.tournaments.get(1)).current_tables()[0].place or ""
    thread = int(place.split(":")[1])
    table = table_of(h, thread)
    old: dict[int, list[tuple[dict[str, Any], str]]] = {}
    for user in (bob, cy):
        dm = last_dm_with_buttons(h, user)
        seat = table.seats_of(str(user.id))[0]
        old[user.id] = [(dm, component_ids(dm)[0]), channel_buttons_for(h, thread, seat)]

    dropped = await h.cmd(bob, "tournament drop", ch)
    assert dropped.reply_text() == t("fr", "tourn-dropped-you"), dropped.reply_text()
    by_org = await h.cmd(org, "tournament drop", ch, player=cy)
    assert by_org.reply_text() == t("en", "tourn-dropped-them", player=f"<@{cy.id}>")
    await h.bot.tournaments.settle()
    await h.delivered()
    assert [p.resigned for p in table.players] == [p.user_id != str(ann.id) for p in table.players]
    dms = {u.id: len(h.fake.dms_to(u)) for u in (bob, cy)}
    for user, lang in ((bob, "fr"), (cy, "it")):
        await no_private_view_left(h, user, thread, old[user.id], lang)

    mine = len(h.fake.dms_to(ann))
    await play_humans(h, thread, 2, "d")  # ann plays on against two bots
    assert table.status == "running" and len(h.fake.dms_to(ann)) > mine
    assert {u.id: len(h.fake.dms_to(u)) for u in (bob, cy)} == dms
    for user, lang in ((bob, "fr"), (cy, "it")):
        await no_private_view_left(h, user, thread, old[user.id], lang)


# -- names as typed ----------------------------------------------------------------------------
GHOST = "123456789012345678"  # nobody's id: a name written as a mention of it
NAMES = ["*Ann*_", "@everyone", f"<@{GHOST}>", "`x`", "||spoiler||", "# heading"]


def bot_messages(h: Harness) -> list[dict[str, Any]]:
    """Everything the bot wrote: channel and thread posts (as edited since), DMs, and every
    answer to an interaction."""
    out = list(h.fake.messages.values())
    for inter in h.fake.interactions.values():
        out += inter.replies
    return out


def shown_as_typed(h: Harness, names: list[str]) -> dict[str, int]:
    """Every name in every message the bot wrote is escaped where it appears (nothing of it
    formats), and no message may ping anyone but the players it means: ``allowed_mentions``
    parses nothing, so ``@everyone`` and ``<@…>`` in a name stay text. Returns how often each
    name was seen (escaped), so a test can tell the check was not vacuous."""
    seen = dict.fromkeys(names, 0)
    players = {str(u.id) for u in h.fake.users.values()}
    for m in bot_messages(h):
        text = m.get("content") or ""
        for name in names:
            shown = escape(name)
            bare = text.replace(shown, "") if shown != name else ""
            assert name not in bare, f"{name!r} unescaped in {text!r}"
            seen[name] += text.count(shown)
        mentions = m.get("_allowed_mentions")
        assert mentions is not None, f"no allowed_mentions: {text!r}"  # Discord: parse all
        assert mentions.get("parse") == [], (mentions, text)
        assert {str(u) for u in mentions.get("users") or []} <= players, (mentions, text)
    return seen


async def test_names_are_shown_as_typed_in_every_post_dm_and_status(bot: Harness):
    """Display names full of Discord markdown and mention syntax, at an Al-Rashid table (whose
    DMs name the other players) and in a tournament: every channel post, thread post, DM, the
    status message, ``/game status`` and every other answer shows them escaped, and nothing
    pings (``@everyone``, ``<@id>``)."""
    h = bot
    ch = h.fake.general
    players = [h.user(name) for name in NAMES[:4]]
    moderator = h.user(NAMES[4], moderator=True)
    await open_table(h, "al-rashid", players, speed="24h")
    table = table_of(h, ch)
    await play_humans(h, ch, 3, "n")
    while all(table.players[s].name == "@everyone" for s in table.pending_humans()):
        await play_humans(h, ch, 1, f"w{table.seq}")  # /games names whom it waits for
    await h.cmd(moderator, "game pause", ch)  # "paused by ||spoiler||"
    for user in players[:2]:
        for what in ("game status", "game board", "game log", "hand", "games"):
            await h.cmd(user, what, ch)
    refused = await h.cmd(players[1], "move", ch, action="help")
    assert refused.ephemeral, refused.replies
    await h.cmd(moderator, "game resume", ch)
    # someone else's buttons: "These buttons are for …"
    other = next(s for s in table.pending_humans() if table.players[s].name != "@everyone")
    message, custom_id = channel_buttons_for(h, ch, other)
    stranger = next(u for u in players if str(u.id) != table.players[other].user_id)
    pressed = await h.press(stranger, int(message["id"]), custom_id)
    assert escape(table.players[other].name) in pressed.reply_text(), pressed.reply_text()
    h.bot.delivery.status.every = 0.0  # the status message follows every board post
    await play_humans(h, ch, 4, "e")
    await h.delivered()
    dms = [m for u in players for m in h.fake.dms_to(u)]
    for name in NAMES[:4]:
        assert any(escape(name) in m["content"] for m in dms), name

    # a tournament of all six, at tables of 3, organised by a seventh
    org = h.user("_org_", moderator=True)
    tch = await h.fake.create_channel("cup")
    base = dict(game="toy", format="swiss", table_size=3, rounds=1, speed="untimed", name="Cup")
    await h.cmd(org, "tournament new", tch, **base)
    entrants = [*players, moderator, h.user(NAMES[5])]
    for user in entrants:
        await h.cmd(user, "tournament join", tch)
    await h.cmd(org, "tournament start", tch)
    await h.bot.tournaments.settle()
    await h.delivered()
    await h.cmd(org, "tournament pause", tch)  # "paused by _org_"
    await h.cmd(entrants[0], "tournament info", tch)
    first = (await h.bot.tournaments.get(1)).current_tables()[0]
    thread = int((first.place or "").split(":")[1])
    seated = h.fake.users[int(table_of(h, thread).players[0].user_id)]
    await h.cmd(seated, "game status", thread)
    await h.cmd(seated, "move", thread, action="secret 1")  # refused: paused
    await h.cmd(org, "tournament resume", tch)
    rows = (await h.bot.tournaments.get(1)).current_tables()
    for row in rows:
        thread = int((row.place or "").split(":")[1])
        await play_humans(h, thread, 40, f"t{thread}")
    await h.bot.tournaments.settle()
    await h.delivered()
    assert (await h.bot.tournaments.get(1)).status == "finished"
    for row in rows:  # each table's status message, edited at the end: the result, by name
        status = h.fake.messages[int(await h.bot.store.get_meta(f"status:{row.session_id}") or 0)]
        names = [p.name for p in h.bot.service.by_id[row.session_id].players]
        assert status["edited_timestamp"] is not None
        assert all(escape(name) in status["content"] for name in names), status["content"]
    await h.cmd(entrants[1], "tournament standings", tch)
    seen = shown_as_typed(h, [*NAMES, "_org_"])
    assert all(seen.values()), seen


# -- a tournament table is the tournament's ----------------------------------------------------
async def test_a_seated_player_cannot_cancel_or_pause_a_tournament_table(bot: Harness):
    """At a running tournament table neither seated player — not even seat 1, recorded as the
    table's creator — may cancel, pause or resume it with ``/game``, nor pause or cancel the
    tournament: each is refused in their language and the table, its thread and the
    tournament stay as they were. The organiser's ``/tournament pause`` works, and still no
    player may lift it."""
    h = bot
    h.speak_as_the_bot()  # the texts expected of its replies name commands as it does
    ch = h.fake.general
    org = h.user("org", moderator=True)
    ann, bob = h.user("ann", locale="fr"), h.user("bob", locale="it")
    base = dict(game="toy", format="swiss", table_size=2, rounds=1, speed="24h", name="Cup")
    assert "open for registration" in (await h.cmd(org, "tournament new", ch, **base)).reply_text()
    for p in (ann, bob):
        await h.cmd(p, "tournament join", ch)
    await h.cmd(org, "tournament start", ch)
    await h.bot.tournaments.settle()
    await h.delivered()
    row = (await h.bot.tournaments.get(1)).current_tables()[0]
    thread = int((row.place or "").split(":")[1])
    table = table_of(h, thread)
    langs = {str(ann.id): "fr", str(bob.id): "it"}
    creator = h.fake.users[int(table.creator or 0)]
    seated = [creator, *(u for u in (ann, bob) if u is not creator)]

    def refusal(user: FakeUser, verb: str) -> str:
        """The creator is told the table is the tournament's; the other, that it is not theirs."""
        lang = langs[str(user.id)]
        if user is not creator:
            return t(lang, f"svc-{verb}-not-allowed")
        return t(lang, "tourn-guard", id=1, what=t(lang, "tourn-verb", verb=verb))

    async def refused_everything(verbs: tuple[str, ...]) -> None:
        before = snapshot(h, thread), await db_session(h, table.id), len(h.fake.public_messages())
        for user in seated:
            for verb in verbs:
                reply = await h.cmd(user, f"game {verb}", thread)
                assert reply.ephemeral and reply.reply_text() == refusal(user, verb), reply.replies
            for what in ("pause", "resume", "cancel"):  # the tournament's: organisers only
                reply = await h.cmd(user, f"tournament {what}", ch)
                expected = t(langs[str(user.id)], "tourn-organisers-only")
                assert reply.ephemeral and reply.reply_text() == expected, reply.replies
        await h.delivered()
        after = snapshot(h, thread), await db_session(h, table.id), len(h.fake.public_messages())
        assert after == before
        t1 = await h.bot.tournaments.get(1)
        assert t1.status == "running" and t1.current_tables()[0].result is None

    await refused_everything(("cancel", "pause"))
    assert table.status == "running" and table.paused is None
    paused = await h.cmd(org, "tournament pause", ch)
    assert "1 table(s) paused" in paused.reply_text(), paused.reply_text()
    assert table.paused
    await refused_everything(("cancel", "resume"))
    assert table.paused
    resumed = await h.cmd(org, "tournament resume", ch)
    assert "1 table(s) resumed" in resumed.reply_text(), resumed.reply_text()
    assert table.paused is None and table.status == "running"


# -- a turn DM pressed during a burst ----------------------------------------------------------
def queue_counted_requests(h: Harness, count: int) -> list[asyncio.Task[Any]]:
    """``count`` counted requests queued in the bot's one limiter (as a tournament round's
    turn DMs or a restart's catch-up queue them), served in arrival order."""
    assert h.bot is not None
    filler = h.user("filler")
    return [asyncio.create_task(h.bot.http.get_user(filler.id)) for _ in range(count)]


def first(h: Harness, method: str, pattern: str, after: int) -> int:
    """The index in the fake's log of the first matching request from ``after`` on."""
    rx = re.compile(pattern)
    for i, rec in enumerate(h.fake.requests[after:], after):
        if rec.method == method and rx.search(rec.path):
            return i
    raise AssertionError(f"no {method} {pattern}")


async def test_a_turn_dm_press_behind_a_burst_is_answered_before_the_member_lookup(bot: Harness):
    """A press in a DM is checked against the server's member list — a counted request, slow,
    behind every request queued in the limiter. The press is acknowledged first; a member who
    stays plays, one who left is refused (in place of the "thinking…" message)."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_table(h, "toy", [ann, bob], seats=2, speed="24h")
    await h.delivered()
    h.fake.member_lookup_delay = 0.5
    h.fake.member_leaves(bob)
    dms = {u.name: last_dm_with_buttons(h, u) for u in (ann, bob)}
    lookups = rf"/guilds/{h.fake.guild_id}/members/"
    for user, played in ((ann, True), (bob, False)):
        seq = table_of(h, ch).seq
        mark = len(h.fake.requests)
        queued = queue_counted_requests(h, 200)
        dm = dms[user.name]
        pressed = await h.press(user, int(dm["id"]), component_ids(dm)[0])
        await asyncio.gather(*queued)
        callback = first(h, "POST", rf"/interactions/{pressed.id}/", mark)
        assert callback < first(h, "GET", lookups + str(user.id), mark)
        assert pressed.ack_type == 5  # deferred; the answer edits it
        assert not pressed.thinking and not pressed.followups, pressed.replies
        if played:
            await h.until(lambda s=seq: table_of(h, ch).seq > s)
        else:
            assert pressed.reply_text() == t("en", "not-a-member-any-more")
            assert table_of(h, ch).seq == seq  # nothing was played
    await h.delivered()
