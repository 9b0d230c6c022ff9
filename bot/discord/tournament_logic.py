"""What each ``/tournament``, ``/leaderboard`` and ``/profile`` command does, as plain functions
over the tournament runner and its store (no discord.py), returning :class:`Reply` objects like
:mod:`bot.discord.game_logic`. The tournament of a channel is the one created there that is still
registering or running (a table's thread belongs to its parent channel's tournament).

Languages: each command takes ``lang``, the caller's language, for its reply; what
goes to the channel (``announce``, round posts, standings, the podium) is in the tournament's
language (``config.language``). Texts are in ``i18n/locales/*/tournaments.ftl``."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from fractions import Fraction
from typing import ParamSpec

from bot.discord.game_logic import Reply, refusal
from bot.discord.markdown import escape
from bot.ops.places import channel_of
from bot.table.service import Notice, ServiceError
from bot.tournaments import deadlines as dl
from bot.tournaments import export as tx
from bot.tournaments import seeds
from bot.tournaments import store as ts
from bot.tournaments.formats import Config
from bot.tournaments.messages import Listed, Worded, Words, dropped_why, rule, said, say, w
from bot.tournaments.runner import TournamentError, TournamentRunner
from games.core.errors import ActionError
from games.core.registry import get_game, resolve_id
from i18n import LANGUAGES, language_name

ORGANISER_ROLE = "tournament_role:{guild}"
P = ParamSpec("P")


def guarded(fn: Callable[P, Awaitable[Reply]]) -> Callable[P, Awaitable[Reply]]:
    """Refusals become an ephemeral error reply in the caller's ``lang`` (the service's and
    the tournaments' refusals carry their words)."""

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> Reply:
        lang = str(kwargs.get("lang", "en"))
        try:
            return await fn(*args, **kwargs)
        except (ServiceError, ActionError, ValueError) as exc:
            if isinstance(exc, Worded):
                return Reply(exc.text(lang), error=True)
            if isinstance(exc, ValueError):
                raise
            return refusal(exc, lang)

    return wrapper


def public_language(t: ts.Tournament) -> str:
    """The language of the tournament's channel posts (and of its tables)."""
    return t.config.language


async def tournament_here(runner: TournamentRunner, places: list[str], guild: str | None) -> int:
    """The id of the tournament of this channel (or of the channel a thread belongs to)."""
    found = await ts.list_tournaments(runner.store, guild, ("registering", "running", "finished"))
    for place in places:
        here = [t for t in found if t["place"] == place]
        active = [t for t in here if t["status"] != "finished"]
        if active or here:  # the one in progress, else the latest finished (its standings)
            return int((active or here)[-1]["id"])
    raise TournamentError("tourn-none-here")


async def may_organise(
    runner: TournamentRunner, guild: str | None, manages_server: bool, roles: list[str]
) -> bool:
    """Organisers: members who may manage the server, or hold the role set with
    ``/tournament config``."""
    if manages_server:
        return True
    role = await runner.store.get_meta(ORGANISER_ROLE.format(guild=guild))
    return role is not None and role in roles


@guarded
async def configure(
    runner: TournamentRunner,
    guild: str | None,
    role_id: str,
    lang: str = "en",
) -> Reply:
    """Set the organisers' role. Only members who can manage the server may (a check on the
    command, bot/discord/checks.py): a holder of the current role could otherwise hand it to
    everyone."""
    await runner.store.set_meta(ORGANISER_ROLE.format(guild=guild), role_id)
    return Reply(say(lang, "tourn-role-set", role=f"<@&{role_id}>"))


def parse_points(text: str | None) -> tuple[Fraction, ...]:
    if not text or not text.strip():
        return ()
    try:
        return tuple(Fraction(p.strip()) for p in text.replace("/", ",").split(",") if p.strip())
    except (ValueError, ZeroDivisionError):
        raise TournamentError("tourn-bad-points", text=text) from None


@guarded
async def new(
    runner: TournamentRunner,
    *,
    guild: str | None,
    place: str,
    organiser: str,
    game: str,
    format: str,
    table_size: int,
    min_table_size: int | None,
    rounds: int,
    speed: str,
    name: str | None,
    points: str | None,
    advance: int | None,
    rated: bool,
    round_days: float = 0,
    at_deadline: str = "bots",
    drop_after_timeouts: bool = True,
    repeats: str = "avoid",
    seeding: str = "random",
    cap: int = 0,
    checkin: bool = False,
    language: str | None = None,
    default_language: str = "en",
    lang: str = "en",
) -> Reply:
    """The pairing seed is drawn from ``secrets`` (never the interaction id, which the
    organiser's client sees); each table later draws its own (bot/tournaments/seeds.py).
    ``language``: the tournament's (its posts and tables) as chosen, else
    ``default_language`` (the server's); ``lang``: the organiser's."""
    if language is not None and language not in LANGUAGES:  # a choice: a stale client
        raise TournamentError("tourn-config-language", choices=", ".join(LANGUAGES))
    existing = await ts.list_tournaments(runner.store, guild)
    if any(t["place"] == place for t in existing):
        raise TournamentError("tourn-channel-taken")
    config = Config(
        format=format,
        table_size=table_size,
        min_table_size=min_table_size or table_size,
        rounds=rounds,
        points=parse_points(points),
        advance=advance or 2,
        seed=seeds.new_seed(),
        speed=speed,
        round_days=round_days,
        at_deadline=at_deadline,
        drop_after_timeouts=drop_after_timeouts,
        repeats=repeats,
        seeding=seeding,
        cap=cap,
        checkin=checkin,
        language=language or default_language,
    )
    tid = await runner.create(
        guild=guild,
        place=place,
        organiser=organiser,
        game=game,
        config=config,
        name=name or "",
        rated=rated,
    )
    t = await runner.get(tid)
    public = public_language(t)
    return Reply(
        say(lang, "tourn-opened-reply", name=t.name, id=tid),
        announce=say(public, "tourn-opened-post", name=escape(t.name), what=describe(t, public)),
    )


def describe(t: ts.Tournament, lang: str = "en") -> str:
    c = t.config
    days = dl.round_days(c)
    return say(
        lang,
        "tourn-describe",
        game=get_game(t.game).spec.title,
        format=w("tourn-format", format=c.format),
        sizes=(
            w("tourn-sizes", size=c.table_size)
            if c.min_table_size == c.table_size
            else w("tourn-sizes-range", min=c.min_table_size, max=c.table_size)
        ),
        rounds=c.rounds,
        speed=w("tourn-speed", speed=c.speed),
        rated=str(t.rated).lower(),
        days=f"{days:g}",
        day_count=int(days) if days == int(days) else days,
        rule=rule(c.at_deadline),
        cap=c.cap,
        checkin=str(c.checkin).lower(),
        seeding=c.seeding,
    )


@guarded
async def join(
    runner: TournamentRunner, tid: int, user_id: str, name: str, lang: str = "en"
) -> Reply:
    await runner.register(tid, user_id, name)
    t = await runner.get(tid)
    public = public_language(t)
    waiting = await runner.waiting_place(tid, user_id)
    if waiting is not None:
        return Reply(
            say(lang, "tourn-join-waiting", name=t.name, cap=t.config.cap, place=waiting),
            announce=say(public, "tourn-waiting-post", player=escape(name), name=escape(t.name)),
        )
    count = len(t.entries)
    announce = say(
        public, "tourn-joined-post", player=escape(name), name=escape(t.name), count=count
    )
    key = "tourn-join-checkin" if t.config.checkin else "tourn-join-reply"
    return Reply(say(lang, key, name=t.name, count=count), announce=announce)


@guarded
async def leave(runner: TournamentRunner, tid: int, user_id: str, lang: str = "en") -> Reply:
    promoted = await runner.withdraw(tid, user_id)
    if promoted:
        public = public_language(await runner.get(tid))
        return Reply(
            say(lang, "tourn-left"),
            announce=say(public, "tourn-promoted-post", player=f"<@{promoted}>"),
        )
    return Reply(say(lang, "tourn-left"))


@guarded
async def checkin(runner: TournamentRunner, tid: int, user_id: str, lang: str = "en") -> Reply:
    await runner.checkin(tid, user_id)
    return Reply(say(lang, "tourn-checked-in"))


def report_text(runner: TournamentRunner, tid: int, lang: str = "en") -> str:
    return "\n".join(runner.take_report(tid, lang))


@guarded
async def start(runner: TournamentRunner, tid: int, lang: str = "en") -> Reply:
    notices = await runner.start(tid)
    t = await runner.get(tid)
    done = report_text(runner, tid, lang)
    return Reply(
        f"{say(lang, 'tourn-started', name=t.name)}\n{done}".strip(),
        announce=round_post(t),
        notices=notices,
    )


@guarded
async def drop(runner: TournamentRunner, tid: int, user_id: str, lang: str = "en") -> Reply:
    notices = await runner.drop(tid, user_id)
    return Reply(say(lang, "tourn-dropped-you"), notices=notices)


@guarded
async def drop_player(
    runner: TournamentRunner, tid: int, user_id: str, by: str, lang: str = "en"
) -> Reply:
    """An organiser drops someone (absent, left the server): a bot takes their running seat."""
    notices = await runner.drop(tid, user_id, why=f"dropped by <@{by}>")
    public = public_language(await runner.get(tid))
    return Reply(
        say(lang, "tourn-dropped-them", player=f"<@{user_id}>"),
        announce=say(public, "tourn-dropped-post", player=f"<@{user_id}>"),
        notices=notices,
    )


@guarded
async def replace(
    runner: TournamentRunner,
    tid: int,
    old_user: str,
    new_user: str,
    new_name: str,
    lang: str = "en",
) -> Reply:
    seat = await runner.replace(tid, old_user, new_user, new_name)
    public = public_language(await runner.get(tid))
    running = str(bool(seat)).lower()
    return Reply(
        say(lang, "tourn-replace-reply", new=f"<@{new_user}>", seat=running),
        announce=say(
            public, "tourn-replace-post", new=f"<@{new_user}>", old=f"<@{old_user}>", seat=running
        ),
    )


def parse_places(text: str) -> list[int]:
    try:
        return [int(p) for p in text.replace(" ", ",").split(",") if p.strip()]
    except ValueError:
        raise TournamentError("tourn-bad-places", text=text) from None


@guarded
async def score(
    runner: TournamentRunner, tid: int, tab: int, places: str, by: str, lang: str = "en"
) -> Reply:
    """The organiser sets a stuck table's result by hand."""
    notices = await runner.score(tid, tab, parse_places(places), by)
    t = await runner.get(tid)
    report = runner.take_words(tid)
    done = "\n".join(said(lang, words) for words in report)
    paired = any(words[0] in ("tourn-report-paired", "tourn-report-over") for words in report)
    return Reply(
        f"{say(lang, 'tourn-scored', tab=tab)}\n{done}".strip(),
        announce=round_post(t) if paired or t.status == "finished" else None,
        notices=notices,
    )


@guarded
async def advance(runner: TournamentRunner, tid: int, lang: str = "en") -> Reply:
    """A stuck round: record what finished, bring back what failed, open what is missing,
    pair what is due — and say which of these it did."""
    before = (await runner.get(tid)).round
    runner.take_report(tid)
    notices = await runner.advance(tid)
    t = await runner.get(tid)
    done = report_text(runner, tid, lang)
    if t.round != before or t.status == "finished":
        return Reply((done + "\n" + round_post(t)).strip(), notices=notices)
    if not done:
        waiting: list[Words] = [
            w("tourn-table-state", tab=row.tab, state=state)
            for row, state in await runner.table_states(t, lang)
            if row.result is None
        ]
        done = (
            say(lang, "tourn-still-playing", round=t.round, tables=Listed(", ", waiting))
            if waiting
            else say(lang, "tourn-nothing-waiting")
        )
    return Reply(done, notices=notices)


@guarded
async def export(runner: TournamentRunner, tid: int, lang: str = "en") -> Reply:
    t = await runner.get(tid)
    return Reply(say(lang, "tourn-export", name=t.name), files=tx.files(t))


@guarded
async def cancel(runner: TournamentRunner, tid: int, lang: str = "en") -> Reply:
    await runner.cancel(tid)
    t = await runner.get(tid)
    return Reply(
        say(lang, "tourn-cancelled"),
        announce=say(public_language(t), "tourn-cancelled-post", name=escape(t.name)),
    )


@guarded
async def pause(
    runner: TournamentRunner, tid: int, name: str, *, resume: bool, lang: str = "en"
) -> Reply:
    """Pause or resume every running table of the current round; the round's deadline is held
    while it is paused (and moved on by the pause's length)."""
    t = await runner.get(tid)
    service = runner.service
    changed: list[Notice] = []
    count = 0
    for row in t.current_tables():
        table = service.table_at(row.place or "")
        if table is None or table.status != "running":
            continue
        if resume and table.paused:
            changed += (await service.resume(table.place, "", is_moderator=True)).notices
            count += 1
        elif not resume and not table.paused:
            # shown in /game status, /tournament info and refusals: the name as typed
            reason = say(public_language(t), "tourn-pause-reason", name=escape(name))
            await service.pause(table.place, reason, by=table.creator, is_moderator=True)
            count += 1
    moved = await runner.deadlines.hold(t, resume=resume)
    clock = ""
    if moved is not None:
        clock = (
            " " + say(lang, "tourn-deadline-moved", left=dl.left_text(moved, lang))
            if resume
            else " " + say(lang, "tourn-deadline-held")
        )
    verb = "resumed" if resume else "paused"
    return Reply(say(lang, "tourn-paused", count=count, verb=verb) + clock, notices=changed)


def standings_text(t: ts.Tournament, limit: int = 40, lang: str | None = None) -> str:
    lang = lang or public_language(t)
    rows = ts.standings_rows(t)
    lines = [
        say(
            lang,
            "tourn-standings-title",
            name=t.name,
            round=t.round,
            status=w("tourn-status", status=t.status),
        )
    ]
    for r in rows[:limit]:
        lines.append(
            say(
                lang,
                "tourn-standings-row",
                rank=r["rank"],
                player=escape(r["player"]),
                dropped=str(bool(r["dropped"])).lower(),
                points=r["points"],
                opp=r["opp_points"],
                score=r["score"],
                games=r["games"],
            )
        )
    if len(rows) > limit:
        lines.append(say(lang, "tourn-standings-more", count=len(rows) - limit))
    return "\n".join(lines)


def round_post(t: ts.Tournament) -> str:
    """The announcement of a round: its tables with their threads and players (in the
    tournament's language)."""
    if t.status == "finished":
        return final_post(t)
    lang = public_language(t)
    by = t.by_entry()
    lines = [say(lang, "tourn-round-title", name=escape(t.name), round=t.round)]
    for row in t.current_tables():
        where = f"<#{channel_of(row.place)}>" if row.place and channel_of(row.place) else "—"
        players = ", ".join(f"<@{by[e].user_id}>" for e in row.entries)
        lines.append(say(lang, "tourn-round-table", tab=row.tab, where=where, players=players))
    byes = [r for r in t.rounds[-1].byes] if t.rounds else []
    if byes:
        lines.append(
            say(lang, "tourn-byes", players=", ".join(f"<@{by[e].user_id}>" for e in byes))
        )
    return "\n".join(lines)


def final_post(t: ts.Tournament) -> str:
    lang = public_language(t)
    rows = ts.standings_rows(t)
    medals = ["🥇", "🥈", "🥉"]
    podium = [
        say(lang, "tourn-podium", medal=medals[i], player=escape(r["player"]), points=r["points"])
        for i, r in enumerate(rows[:3])
    ]
    title = say(lang, "tourn-over-title", name=escape(t.name))
    return "\n".join([title, *podium, "", standings_text(t, lang=lang)])


def thread_name(t: ts.Tournament, round_no: int, tab: int) -> str:
    """A table's thread name, in the tournament's language (Discord: at most 100 characters)."""
    return say(public_language(t), "tourn-thread", name=t.name, round=round_no, tab=tab)[:100]


@guarded
async def info(runner: TournamentRunner, tid: int, lang: str = "en") -> Reply:
    t = await runner.get(tid)
    by = t.by_entry()
    status = w("tourn-status", status=t.status)
    lines = [
        say(
            lang,
            "tourn-info-title",
            name=t.name,
            id=t.id,
            what=describe(t, lang),
            status=status,
            round=t.round,
        ),
        say(lang, "tourn-info-language", language=language_name(t.config.language)),
    ]
    names = ", ".join(escape(e.name) for e in t.entries)
    lines.append(
        say(lang, "tourn-info-players", players=names)
        if names
        else say(lang, "tourn-info-no-players")
    )
    if t.waiting:
        waiting = ", ".join(escape(e.name) for e in t.waiting)
        lines.append(say(lang, "tourn-info-waiting", players=waiting))
    if t.status == "running":
        end = t.deadlines.get(t.round)
        if end:
            lines.append(
                say(
                    lang,
                    "tourn-info-closes",
                    round=t.round,
                    end=int(end),
                    rule=rule(t.config.at_deadline),
                )
            )
        for row, state in await runner.table_states(t, lang):
            where = f"<#{channel_of(row.place)}>" if row.place else "—"
            names = ", ".join(escape(by[e].name) for e in row.entries)
            lines.append(
                say(lang, "tourn-info-table", tab=row.tab, state=state, where=where, players=names)
            )
        gone = [
            w("tourn-info-gone", player=escape(e.name), why=dropped_why(e.dropped_why))
            for e in t.entries
            if e.dropped
        ]
        if gone:
            lines.append(say(lang, "tourn-info-dropped", players=Listed(", ", gone)))
    return Reply("\n".join(lines))


@guarded
async def standings(runner: TournamentRunner, tid: int, lang: str = "en") -> Reply:
    """In the caller's language: the reply to a deferred command is seen by the caller only
    (the channel reads the standings in the round posts and the podium, in the tournament's)."""
    t = await runner.get(tid)
    text = standings_text(t, lang=lang)
    return Reply(text, ephemeral=False, files=[("standings.png", standings_png(t, lang))])


def standings_png(t: ts.Tournament, lang: str | None = None) -> bytes:
    from renderers import kit
    from renderers.png import to_png

    lang = lang or public_language(t)
    rows = ts.standings_rows(t)
    body = "\n".join(
        say(
            lang,
            "tourn-standings-image-row",
            rank=f"{r['rank']:>2}",
            player=r["player"],
            dropped=str(bool(r["dropped"])).lower(),
            points=r["points"],
            opp=r["opp_points"],
            score=r["score"],
        )
        for r in rows
    )
    image = kit.text_image(
        body or say(lang, "tourn-no-games"),
        title=say(lang, "tourn-standings-image-title", name=t.name, round=t.round),
    )
    return to_png(image)


@guarded
async def leaderboard(
    runner: TournamentRunner, guild: str | None, game: str, lang: str = "en"
) -> Reply:
    """In the caller's language (the reply to a deferred command: the caller sees it)."""
    gid = checked_game(game)
    rows = await ts.leaderboard(runner.store, guild, gid, limit=20)
    title = get_game(gid).spec.title
    if not rows:
        return Reply(say(lang, "tourn-leaderboard-empty", game=title), ephemeral=False)
    lines = [say(lang, "tourn-leaderboard-title", game=title)]
    for i, r in enumerate(rows, start=1):
        lines.append(
            say(
                lang,
                "tourn-leaderboard-row",
                rank=i,
                player=escape(r.name),
                rating=f"{r.ordinal:.1f}",
                mu=f"{r.mu:.1f}",
                sigma=f"{r.sigma:.1f}",
                wins=r.wins,
                games=r.games,
            )
        )
    return Reply("\n".join(lines), ephemeral=False)


@guarded
async def profile(
    runner: TournamentRunner,
    guild: str | None,
    game: str,
    user_id: str,
    name: str,
    lang: str = "en",
) -> Reply:
    gid = checked_game(game)
    p = await ts.profile(runner.store, guild or "", gid, user_id)
    title = get_game(gid).spec.title
    rating = (
        w(
            "tourn-profile-rating",
            rating=f"{p.rating.ordinal:.1f}",
            mu=f"{p.rating.mu:.1f}",
            sigma=f"{p.rating.sigma:.1f}",
        )
        if p.rating
        else w("tourn-profile-unrated")
    )
    lines = [
        say(
            lang,
            "tourn-profile",
            player=escape(name),
            game=title,
            games=p.games,
            wins=p.wins,
            rating=rating,
        )
    ]
    for r in p.recent:
        lines.append(
            say(
                lang,
                "tourn-profile-recent",
                session=r["session"],
                rank=r["rank"],
                players=r["players"],
                score=str(r["score"]),
                rated=str(r["rated"]).lower(),
                rating=w("tourn-profile-no-rating") if r["rating"] is None else str(r["rating"]),
            )
        )
    return Reply("\n".join(lines))


def checked_game(game: str) -> str:
    try:
        return get_game(resolve_id(game)).spec.id
    except KeyError:
        raise TournamentError("tourn-unknown-game", game=game) from None
