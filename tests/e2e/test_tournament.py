"""End to end, community tournaments. A 7-player Swiss tournament of Almadi at tables
of 3–4 over 2 rounds, run through the loopback Discord — a thread per table, the next round
paired by itself, final standings and a podium. And a 30-player event through every
incident (refused thread, absent player, drop, replacement, deleted thread, deadlines)."""

from __future__ import annotations

import asyncio
import re
from fractions import Fraction

import pytest

from bot.tournaments import store as ts
from bot.tournaments.standings import placement_points
from games.core import RandomBot
from games.core.registry import game_ids, get_game
from tests.e2e.conftest import Harness, play_to_end
from tests.e2e.fake_discord import all_text

pytestmark = pytest.mark.e2e


async def play_out(h: Harness, place: str, via_discord: bool) -> None:
    """Finish the game at ``place`` with each player's bot choosing; the first move of a table
    goes through ``/move`` like a player's, the rest straight to the table service."""
    bot = h.bot
    assert bot is not None
    table = bot.service.table_at(place)
    n = 0
    while table.status == "running":
        seat = next(s for s in table.game.pending(table.state) if table.game.legal(table.state, s))
        user_id = table.players[seat].user_id
        action = RandomBot(f"t{n}").choose(table.game, table.state, seat)
        if via_discord and n == 0:
            user = h.fake.users[int(user_id)]
            channel = int(place.split(":")[1])
            played = await h.cmd(user, "move", channel, action=action)
            assert "Played" in played.reply_text(), played.reply_text()
        else:
            outcome = await bot.service.move(place, user_id, action, seat=seat)
            await bot.delivery.deliver(outcome.notices)
        n += 1


@pytest.mark.slow
async def test_a_small_swiss_tournament_runs_by_itself(bot: Harness):
    h = bot
    ch = h.fake.general
    org = h.user("org", moderator=True)
    players = [h.user(name) for name in ("ann", "bob", "cy", "dan", "eve", "fay", "gus")]
    refused = await h.cmd(
        players[0],
        "tournament new",
        ch,
        game="almadi",
        format="swiss",
        table_size=4,
        min_table_size=3,
        rounds=2,
        speed="untimed",
    )
    assert refused.ephemeral and "organiser" in refused.reply_text()
    made = await h.cmd(
        org,
        "tournament new",
        ch,
        game="almadi",
        format="swiss",
        table_size=4,
        min_table_size=3,
        rounds=2,
        speed="untimed",
        name="Autumn cup",
    )
    assert "open for registration" in made.reply_text(), made.reply_text()
    for p in players:
        joined = await h.cmd(p, "tournament join", ch)
        assert "registered" in joined.reply_text(), joined.reply_text()
    started = await h.cmd(org, "tournament start", ch)
    assert "has started" in started.reply_text(), started.reply_text()
    runner = h.bot.tournaments
    rounds_seen = []
    for round_no in (1, 2):
        await runner.settle()
        await h.delivered()
        t = await runner.get((await runner.get(1)).id)
        assert t.round == round_no
        tables = t.current_tables()
        assert sorted(len(r.entries) for r in tables) == [3, 4]
        rounds_seen.append([sorted(r.entries) for r in tables])
        for row in tables:  # each table is a new thread of the tournament's channel
            thread = int(row.place.split(":")[1])
            assert h.fake.channels[thread]["type"] == 11
            assert h.fake.channels[thread]["parent_id"] == str(ch)
            assert any("begins" in m["content"] for m in h.fake.channel_messages(thread))
        posts = all_text(h.fake.channel_messages(ch))
        assert f"round {round_no}" in posts and "Table 1:" in posts
        for i, row in enumerate(tables):
            await play_out(h, row.place, via_discord=(i == 0))
    await runner.settle()
    await h.delivered()
    t = await runner.get(1)
    assert t.status == "finished"
    everyone = sorted(e for tables in rounds_seen for r in tables for e in r)
    assert everyone == sorted(list(range(1, 8)) * 2)  # all seven played both rounds
    final = h.fake.channel_messages(ch)[-1]["content"]
    assert "is over" in final and "🥇" in final and "🥈" in final and "🥉" in final
    standings = await h.cmd(players[0], "tournament standings", ch)
    text = standings.reply_text()
    assert "standings after round 2" in text and text.count(" pts") == 7
    assert standings.replies[-1]["_files"][0][0] == "standings.png"
    board = await h.cmd(players[0], "leaderboard", ch, game="almadi")
    assert "leaderboard" in board.reply_text() and "ann" in board.reply_text()
    profile = await h.cmd(players[1], "profile", ch, game="almadi")
    assert "2 games" in profile.reply_text() and "rating" in profile.reply_text()


async def tournament_timers_done(h: Harness) -> None:
    """Wait until every tournament timer that fell due has fired and what it caused (rounds
    paired, tables adjudicated, threads opened) was delivered."""
    bot = h.bot
    assert bot is not None and bot.store is not None
    for _ in range(6000):
        row = await bot.store.fetchone(
            "SELECT COUNT(*) AS n FROM tournament_timers WHERE fired = 0 AND due <= ?",
            (h.time.now(),),
        )
        if row["n"] == 0:
            break
        await asyncio.sleep(0.02)
    else:
        raise AssertionError("due tournament timers did not fire")
    await bot.tournaments.settle()
    await h.delivered()
    await bot.tournaments.settle()


@pytest.mark.slow
async def test_a_30_player_swiss_event_survives_every_incident(bot: Harness):
    """The always-finish loopback test: 30 players, Almadi at tables of 3–4, 3 rounds with deadlines
    of 2 days. Discord refuses one thread (160006: retried), one player leaves the server and
    never moves (their table is adjudicated at the deadline), one drops, one is replaced mid-game (the replacement
    plays the running seat), a moderator deletes a table's thread mid-round (the game continues
    in a new thread from its position), a seated player's /game cancel is refused. To stay
    fast, only the incidents' tables are played by their players; the rest (and rounds 2–3)
    are left to the deadlines, time travelling through the injected clock. It finishes with a
    podium and correct standings."""
    h, fake = bot, bot.fake
    ch = fake.general
    org = h.user("org", moderator=True)
    players = [h.user(f"p{i:02}") for i in range(30)]
    newcomer = h.user("newcomer")
    made = await h.cmd(
        org,
        "tournament new",
        ch,
        game="almadi",
        format="swiss",
        table_size=4,
        min_table_size=3,
        rounds=3,
        speed="untimed",
        round_days=2,
        name="Winter cup",
    )
    assert "open for registration" in made.reply_text(), made.reply_text()
    for p in players:
        await h.cmd(p, "tournament join", ch)
    fake.refuse("POST", r"/channels/\d+/threads", 400, 160006)  # too many active threads
    started = await h.cmd(org, "tournament start", ch)
    text = started.reply_text()
    assert "has started" in text and "Could not open table 1" in text and "Retrying" in text
    runner = h.bot.tournaments
    await runner.settle()
    await h.delivered()
    t = await runner.get(1)
    assert [r.place is None for r in t.tables] == [True] + [False] * 7
    h.time.advance(60)  # the retry (30 s backoff) opens it
    await tournament_timers_done(h)
    t = await runner.get(1)
    assert all(r.place for r in t.tables) and len({r.place for r in t.tables}) == 8
    late = all_text(fake.channel_messages(ch)[-2:])
    assert (
        "Table 1 is open now" in late and str(t.by_entry()[t.tables[0].entries[0]].user_id) in late
    )
    users = {str(u.id): u for u in [*players, newcomer]}
    tables = t.current_tables()
    by = t.by_entry()
    absent = users[by[tables[0].entries[0]].user_id]
    fake.member_leaves(absent)  # never seen again: their table waits for the deadline
    leaver = users[by[tables[1].entries[0]].user_id]
    replaced = users[by[tables[2].entries[1]].user_id]
    deleted_row = tables[3]

    # a seated player cannot cancel their tournament table
    thread = int((tables[2].place or "").split(":")[1])
    seated = users[by[tables[2].entries[0]].user_id]  # seat 1: recorded as its creator
    for what in ("game cancel", "game pause"):
        refused = await h.cmd(seated, what, thread)
        assert "belongs to tournament #1" in refused.reply_text(), refused.reply_text()
    paused = await h.cmd(org, "tournament pause", ch)  # an organiser's works
    assert "8 table(s) paused" in paused.reply_text(), paused.reply_text()
    resumed = await h.cmd(org, "tournament resume", ch)
    assert "8 table(s) resumed" in resumed.reply_text(), resumed.reply_text()
    # one drops, one is replaced (the newcomer takes over the running seat)
    dropped = await h.cmd(leaver, "tournament drop", ch)
    assert "dropped out" in dropped.reply_text(), dropped.reply_text()
    swap = await h.cmd(org, "tournament replace", ch, player=replaced, by=newcomer)
    assert "running game" in swap.reply_text(), swap.reply_text()
    seat_table = h.bot.service.table_at(tables[2].place or "")
    assert str(newcomer.id) in [p.user_id for p in seat_table.players]
    # a moderator deletes a table's thread mid-game: it continues in a new thread
    old_thread = int((deleted_row.place or "").split(":")[1])
    await play_to_end_partly(h, deleted_row.place or "", 8)
    seq = h.bot.service.table_at(deleted_row.place or "").seq
    await fake.delete_channel(old_thread)
    for _ in range(3000):
        row = (await runner.get(1)).current_tables()[3]
        if row.place != deleted_row.place:
            break
        await asyncio.sleep(0.02)
    await runner.settle()
    await h.delivered()
    new_place = (await runner.get(1)).current_tables()[3].place or ""
    assert new_place != deleted_row.place
    moved = h.bot.service.table_at(new_place)
    assert moved is not None and moved.seq == seq  # the same game, not a new deal
    new_thread = int(new_place.split(":")[1])
    assert any("continues here" in m["content"] for m in fake.channel_messages(new_thread))
    info = await h.cmd(org, "tournament info", ch)
    assert "Winter cup" in info.reply_text() and "playing, move" in info.reply_text()

    # the tables of the incidents play to the end (the replacement in the running seat, the
    # re-created thread); the others are left to the deadline like the absent player's
    for row in (await runner.get(1)).current_tables()[1:4]:
        await play_to_end(h, row.place or "")
    await runner.settle()
    await h.delivered()
    assert (await runner.get(1)).round == 1  # table 1 waits for a player who never moves
    h.time.advance(86_400)  # half-time: announced
    await tournament_timers_done(h)
    assert "round 1 closes in 1 day" in all_text(fake.channel_messages(ch)[-1:])
    assert "Still playing: tables 1, 5, 6, 7, 8." in all_text(fake.channel_messages(ch)[-1:])
    h.time.advance(86_400 + 1)  # the deadline: table 1 is adjudicated, round 2 paired
    await tournament_timers_done(h)
    t = await runner.get(1)
    outcomes = [r.outcome for r in t.tables if r.round == 1]
    deadline = "adjudicated (bots) at the deadline"
    assert t.round == 2 and outcomes == [deadline, None, None, None] + [deadline] * 4
    posts = all_text(fake.channel_messages(ch))
    assert "round 1 reached its deadline: tables 1, 5, 6, 7, 8 adjudicated" in posts
    for _ in (2, 3):  # later rounds are left to their deadlines
        h.time.advance(2 * 86_400 + 1)
        await tournament_timers_done(h)
    t = await runner.get(1)
    assert t.status == "finished" and len(t.rounds) == 3
    final = all_text(fake.channel_messages(ch)[-3:])
    assert "is over" in final and "🥇" in final and "🥈" in final and "🥉" in final

    # correct standings: every result once, the leaver never paired again, the replacement
    # holds the replaced entry, points add up
    t = await runner.get(1)
    assert all(r.result is not None for r in t.tables)
    leaver_entry = t.entry_of(str(leaver.id))
    assert leaver_entry is not None and leaver_entry.dropped_round == 1
    assert all(leaver_entry.entry not in r.entries for r in t.tables if r.round > 1)
    assert t.entry_of(str(replaced.id)) is None and t.entry_of(str(newcomer.id)) is not None
    rows = ts.standings_rows(t)
    assert len(rows) == 30 and [r["rank"] for r in rows] == list(range(1, 31))
    scale = t.config.scale
    expected: dict[int, Fraction] = {e.entry: Fraction(0) for e in t.entries}
    for rnd in t.rounds:
        for rec in rnd.tables:
            for e, pts in zip(rec.players, placement_points(scale, rec.ranks or []), strict=True):
                expected[e] += pts
        for e in rnd.byes:
            expected[e] += t.config.bye_value
    points = {r["entry"]: Fraction(str(r["points"])) for r in rows}
    assert points == expected
    assert [r["points"] for r in rows] == sorted((r["points"] for r in rows), reverse=True)
    assert absent  # never moved: their tables were adjudicated
    sessions = {r.session_id for r in t.tables}
    assert len(sessions) == 24  # 8 tables a round, none dealt twice
    exported = await h.cmd(org, "tournament export", ch)
    names = [f[0] for f in exported.replies[-1]["_files"]]
    assert names == ["tournament-1.json", "tournament-1-results.csv", "tournament-1-standings.csv"]


async def play_to_end_partly(h: Harness, place: str, moves: int) -> None:
    bot = h.bot
    assert bot is not None
    for n in range(moves):
        table = bot.service.table_at(place)
        if table is None or table.status != "running":
            return
        game, state = table.game, table.state
        seat = next(s for s in table.pending_humans() if game.legal(state, s))
        action = RandomBot(f"d{n}").choose(game, state, seat)
        outcome = await bot.service.move(place, table.players[seat].user_id, action, seat=seat)
        await bot.delivery.deliver(outcome.notices)


# -- tournaments in French and Italian --------------------------------------------------
# the toy engine's own words (English only: the toy game has no catalogue)
TOY_WORDS = re.compile(
    r"Secret Sums|secret [123]|add [12]|\w+ chose a secret number\.|You chose \d\."
    r"|\w+ added \d; counter \d+\.|Counter: \d+\.|Pick your secret number\.|Add 1 or 2\."
    r"|\b(?:secret|added)\b|\b\w+=\w+"
)


async def _toy_tournament(h: Harness, org, players, **options):
    """Create a toy tournament at tables of 2 (one round), register ``players`` and start it;
    returns every reply (create, joins, info, start), the tournament settled and delivered."""
    ch = h.fake.general
    base = dict(game="toy", format="swiss", table_size=2, rounds=1, speed="untimed", name="Coupe")
    replies = [await h.cmd(org, "tournament new", ch, **(base | options))]
    replies += [await h.cmd(p, "tournament join", ch) for p in players]
    replies.append(await h.cmd(players[-1], "tournament info", ch))
    replies.append(await h.cmd(org, "tournament start", ch))
    await h.bot.tournaments.settle()
    await h.delivered()
    return replies


async def _play_round(h: Harness) -> list:
    """Every table of the current round played to the end, each move through ``/move`` (the
    replies, in each mover's language, are returned)."""
    runner = h.bot.tournaments
    t = await runner.get(1)
    replies = []
    for row in t.current_tables():
        channel = int(row.place.split(":")[1])
        table = h.bot.service.table_at(row.place)
        n = 0
        while table.status == "running":
            seat = next(
                s for s in table.game.pending(table.state) if table.game.legal(table.state, s)
            )
            user = h.fake.users[int(table.players[seat].user_id)]
            action = RandomBot(f"t{n}").choose(table.game, table.state, seat)
            replies.append(await h.cmd(user, "move", channel, action=action))
            n += 1
    await runner.settle()
    await h.delivered()
    return replies


async def test_a_french_tournament_with_an_italian_player(bot: Harness):
    """The server speaks French: the tournament's posts, its tables' posts and the standings are
    French; bob's client is Italian: his replies and DMs are Italian."""
    h = bot
    h.fake.guild_locale = "fr"
    ch = h.fake.general
    org = h.user("org", moderator=True, locale="fr")
    ann, bob = h.user("ann", locale="fr"), h.user("bob", locale="it")
    cy, dan = h.user("cy", locale="fr"), h.user("dan", locale="en-US")
    made, *joins, info, started = await _toy_tournament(h, org, [ann, cy, dan, bob])
    assert "Le tournoi **Coupe** (n° 1) est ouvert aux inscriptions" in made.reply_text()
    assert joins[0].reply_text() == "Vous êtes inscrit à **Coupe** (1 joueur)."
    assert joins[2].reply_text() == "You are registered for **Coupe** (3 players)."
    assert joins[3].reply_text() == "Sei iscritto a **Coupe** (4 giocatori)."
    assert info.ephemeral and "Lingua: Français" in info.reply_text(), info.reply_text()
    assert "svizzero, tavoli da 2" in info.reply_text()
    assert started.reply_text().startswith(
        "**Coupe** a commencé.\nRonde 1 appariée\u00a0: 2 tables."
    )
    t = await h.bot.tournaments.get(1)
    assert t.config.language == "fr"
    threads = [int(row.place.split(":")[1]) for row in t.current_tables()]
    for thread in threads:  # the tables speak the tournament's language
        table = h.bot.service.table_at(f"discord:{thread}")
        assert table.settings["language"] == "fr"
        assert "La partie de **Secret Sums** commence" in all_text(h.fake.channel_messages(thread))
    # bob's private view: Italian (his client), though the table is French
    assert h.fake.dms_to(bob)[0]["content"].startswith("La tua vista privata in **Secret Sums**")
    assert h.fake.dms_to(ann)[0]["content"].startswith("Votre vue privée dans **Secret Sums**")
    moves = await _play_round(h)
    by_bob = [r for r in moves if r.user.id == bob.id]
    assert by_bob and all(r.ephemeral and "Giocato" in r.reply_text() for r in by_bob)
    t = await h.bot.tournaments.get(1)
    assert t.status == "finished"
    standings = await h.cmd(bob, "tournament standings", ch)  # seen by bob only: Italian
    assert "**Coupe** — classifica dopo il turno 1 (concluso)" in standings.reply_text()
    assert standings.replies[-1]["_files"][0][0] == "standings.png"
    posts = all_text(h.fake.channel_messages(ch))
    assert "🏆 **Coupe** est ouvert\u00a0: Secret Sums, suisse, tables de 2, 1 ronde" in posts
    assert "bob s'est inscrit à **Coupe** (4 joueurs)." in posts
    assert "🏆 **Coupe** — ronde 1\nTable 1\u00a0: <#" in posts
    assert "🏆 **Coupe** est terminé\u202f!\n🥇" in posts
    english = (
        " joined ",
        "is open",
        "round 1",
        "Table 1:",
        "is over",
        "standings after",
        " pts (opp.",
        "games)",
        "Join with",
        "begins",
        "Players:",
        "Final scores",
        "Winner",
    )
    public = all_text(h.fake.public_messages())
    assert not [w for w in english if w in public], [w for w in english if w in public]


async def test_the_language_option_is_a_choice(bot: Harness):
    h = bot
    org = h.user("org", moderator=True)
    options = dict(game="toy", format="swiss", table_size=2, rounds=1, speed="untimed")
    refused = await h.cmd(org, "tournament new", **options, language="de")
    assert refused.ephemeral and refused.reply_text() == "language is one of en, fr, it"
    assert await ts.list_tournaments(h.bot.store, str(h.fake.guild_id)) == []
    made = await h.cmd(org, "tournament new", **options, language="it")
    assert "open for registration" in made.reply_text()  # the organiser's own language
    await h.delivered()
    assert "🏆 **Secret Sums svizzero** è aperto" in all_text(
        h.fake.channel_messages(h.fake.general)
    )
    new = next(o for o in h.fake.commands["tournament"]["options"] if o["name"] == "new")
    language = next(o for o in new["options"] if o["name"] == "language")
    assert [c["value"] for c in language["choices"]] == ["en", "fr", "it"]
    assert language["name_localizations"] == {"fr": "langue", "it": "lingua"}


async def test_a_tournament_in_the_pseudo_locale_leaves_no_english(bot: Harness):
    """Every word the bot writes for a tournament goes through the catalogues: in the
    pseudo-locale nothing of its own is left in plain ASCII — replies, refusals, posts, the
    tables' posts and buttons, DMs, autocomplete (the toy engine's own words aside)."""
    from i18n.pseudo import untranslated

    h = bot
    h.fake.guild_locale = "qps"
    ch = h.fake.general
    org = h.user("org", moderator=True, locale="qps")
    players = [h.user(name, locale="qps") for name in ("ann", "bob", "cy", "dan")]
    replies = await _toy_tournament(h, org, players, name="Cup")
    replies.append(await h.cmd(players[0], "tournament join", ch))  # refused: already in
    replies.append(await h.cmd(players[0], "tournament info", ch))
    replies.append(await h.cmd(org, "tournament advance", ch))
    replies += await _play_round(h)
    for path, user in (("tournament standings", players[1]), ("tournament info", players[1])):
        replies.append(await h.cmd(user, path, ch))
    replies.append(await h.cmd(players[2], "leaderboard", ch, game="toy"))
    replies.append(await h.cmd(players[2], "profile", ch, game="toy"))
    replies.append(await h.cmd(players[2], "tournament drop", ch))  # refused: it is over
    complete = await h.run(h.fake.autocomplete(org, ch, "tournament new", "game", game=""))
    texts = [r.reply_text() for r in replies]
    texts += [c["name"] for c in complete.choices]
    messages = [*h.fake.public_messages(), *(m for p in players for m in h.fake.dms_to(p))]
    texts.append(all_text(messages))
    for m in messages:
        for row in m.get("components", []):
            texts += [c.get("label") or "" for c in row["components"]]
            texts += [o["label"] for c in row["components"] for o in c.get("options", [])]
    titles = tuple(get_game(g).spec.title for g in game_ids())  # the games' own names
    names = ("ann", "bob", "cy", "dan", "org", "Cup", "toy", "Pseudo", *titles)
    assert sum(text.count("⟦") for text in texts) > 50
    bad = [
        line
        for text in texts
        for line in text.splitlines()
        if untranslated(TOY_WORDS.sub(" ", line), allowed=names)
    ]
    assert not bad, "\n".join(bad[:12])
