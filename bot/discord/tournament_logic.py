"""What each ``/tournament``, ``/leaderboard`` and ``/profile`` command does, as plain functions
over the tournament runner and its store (no discord.py), returning :class:`Reply` objects like
:mod:`bot.discord.logic`. The tournament of a channel is the one created there that is still
registering or running (a table's thread belongs to its parent channel's tournament)."""

from __future__ import annotations

from fractions import Fraction

from bot.discord.logic import Reply, guarded
from bot.discord.markdown import escape
from bot.discord.places import channel_of
from bot.service import Notice, ServiceError
from bot.tournaments import deadlines as dl
from bot.tournaments import export as tx
from bot.tournaments import seeds
from bot.tournaments import store as ts
from bot.tournaments.formats import Config
from bot.tournaments.runner import TournamentError, TournamentRunner
from games.core.registry import get_game, resolve_id

ORGANISER_ROLE = "tournament_role:{guild}"


async def tournament_here(runner: TournamentRunner, places: list[str], guild: str | None) -> int:
    """The id of the tournament of this channel (or of the channel a thread belongs to)."""
    found = await ts.list_tournaments(runner.store, guild, ("registering", "running", "finished"))
    for place in places:
        here = [t for t in found if t["place"] == place]
        active = [t for t in here if t["status"] != "finished"]
        if active or here:  # the one in progress, else the latest finished (its standings)
            return int((active or here)[-1]["id"])
    raise TournamentError(
        "There is no tournament in this channel. An organiser opens one with `/tournament new`."
    )


async def may_organise(
    runner: TournamentRunner, guild: str | None, manages_server: bool, roles: list[str]
) -> bool:
    """Organisers: members who may manage the server, or hold the role set with
    ``/tournament config``."""
    if manages_server:
        return True
    role = await runner.store.get_meta(ORGANISER_ROLE.format(guild=guild))
    return role is not None and role in roles


async def require_organiser(
    runner: TournamentRunner, guild: str | None, manages_server: bool, roles: list[str]
) -> None:
    if not await may_organise(runner, guild, manages_server, roles):
        raise TournamentError(
            "Only an organiser can do that: someone who can manage the server, or who has the "
            "organiser role (`/tournament config`)."
        )


@guarded
async def configure(
    runner: TournamentRunner, guild: str | None, role_id: str, manages_server: bool
) -> Reply:
    """Only members who can manage the server set the role: a holder of the current role
    could otherwise hand it to everyone."""
    if not manages_server:
        raise TournamentError("Only members who can manage the server set the organiser role.")
    await runner.store.set_meta(ORGANISER_ROLE.format(guild=guild), role_id)
    return Reply(f"Members with <@&{role_id}> can now organise tournaments in this server.")


def parse_points(text: str | None) -> tuple[Fraction, ...]:
    if not text or not text.strip():
        return ()
    try:
        return tuple(Fraction(p.strip()) for p in text.replace("/", ",").split(",") if p.strip())
    except (ValueError, ZeroDivisionError):
        raise TournamentError(
            f"Points are written best place first, like `6,4,2,0`; `{text}` is not."
        ) from None


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
) -> Reply:
    """The pairing seed is drawn from ``secrets`` (never the interaction id, which the
    organiser's client sees); each table later draws its own (bot/tournaments/seeds.py)."""
    existing = await ts.list_tournaments(runner.store, guild)
    if any(t["place"] == place for t in existing):
        raise TournamentError("This channel already has a tournament; finish or cancel it first.")
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
    return Reply(
        f"Tournament **{t.name}** (#{tid}) is open for registration: `/tournament join`. "
        "Start it with `/tournament start` when everyone is in.",
        announce=f"🏆 **{escape(t.name)}** is open: {describe(t)}. Join with `/tournament join`.",
    )


def describe(t: ts.Tournament) -> str:
    c = t.config
    title = get_game(t.game).spec.title
    sizes = (
        f"tables of {c.table_size}"
        if c.min_table_size == c.table_size
        else f"tables of {c.min_table_size}–{c.table_size}"
    )
    rounds = f", {c.rounds} rounds" if c.rounds else ""
    rated = "" if t.rated else ", unrated"
    extra = f", rounds of {dl.round_days(c):g} days (then {c.at_deadline})"
    if c.cap:
        extra += f", {c.cap} places"
    if c.checkin:
        extra += ", check-in"
    if c.seeding == "rating":
        extra += ", seeded by rating"
    return f"{title}, {c.format}, {sizes}{rounds}, speed {c.speed}{rated}{extra}"


@guarded
async def join(runner: TournamentRunner, tid: int, user_id: str, name: str) -> Reply:
    await runner.register(tid, user_id, name)
    t = await runner.get(tid)
    waiting = await runner.waiting_place(tid, user_id)
    if waiting is not None:
        return Reply(
            f"**{t.name}** is full ({t.config.cap} places): you are number {waiting} on the "
            "waiting list and get a place if someone leaves.",
            announce=f"{escape(name)} is on the waiting list of **{escape(t.name)}**.",
        )
    if t.config.checkin:
        return Reply(
            f"You are registered for **{t.name}** ({len(t.entries)} players). Confirm with "
            "`/tournament checkin` before the start: players who did not are left out.",
            announce=f"{escape(name)} joined **{escape(t.name)}** ({len(t.entries)} players).",
        )
    return Reply(
        f"You are registered for **{t.name}** ({len(t.entries)} players).",
        announce=f"{escape(name)} joined **{escape(t.name)}** ({len(t.entries)} players).",
    )


@guarded
async def leave(runner: TournamentRunner, tid: int, user_id: str) -> Reply:
    promoted = await runner.withdraw(tid, user_id)
    if promoted:
        return Reply(
            "You left the tournament.",
            announce=f"<@{promoted}> gets a place in the tournament (from the waiting list).",
        )
    return Reply("You left the tournament.")


@guarded
async def checkin(runner: TournamentRunner, tid: int, user_id: str) -> Reply:
    await runner.checkin(tid, user_id)
    return Reply("You are checked in. Good luck!")


def report_text(runner: TournamentRunner, tid: int) -> str:
    return "\n".join(runner.take_report(tid))


@guarded
async def start(runner: TournamentRunner, tid: int) -> Reply:
    notices = await runner.start(tid)
    t = await runner.get(tid)
    done = report_text(runner, tid)
    return Reply(
        f"**{t.name}** has started.\n{done}".strip(), announce=round_post(t), notices=notices
    )


@guarded
async def drop(runner: TournamentRunner, tid: int, user_id: str) -> Reply:
    notices = await runner.drop(tid, user_id)
    return Reply(
        "You dropped out: a bot finishes your game, and you are not paired again.",
        notices=notices,
    )


@guarded
async def drop_player(runner: TournamentRunner, tid: int, user_id: str, by: str) -> Reply:
    """An organiser drops someone (absent, left the server): a bot takes their running seat."""
    notices = await runner.drop(tid, user_id, why=f"dropped by <@{by}>")
    return Reply(
        f"<@{user_id}> is dropped: a bot finishes their game, and they are not paired again.",
        announce=f"<@{user_id}> was dropped from the tournament by an organiser.",
        notices=notices,
    )


@guarded
async def replace(
    runner: TournamentRunner, tid: int, old_user: str, new_user: str, new_name: str
) -> Reply:
    seat = await runner.replace(tid, old_user, new_user, new_name)
    now = " and their seat in the running game" if seat else ""
    return Reply(
        f"<@{new_user}> takes over that entry (and its standing){now}.",
        announce=f"<@{new_user}> replaces <@{old_user}> in the tournament{now}.",
    )


def parse_places(text: str) -> list[int]:
    try:
        return [int(p) for p in text.replace(" ", ",").split(",") if p.strip()]
    except ValueError:
        raise TournamentError(
            f"Places are given in seat order, like `2,1,3,4` (seat 1 came second); `{text}` is not."
        ) from None


@guarded
async def score(runner: TournamentRunner, tid: int, tab: int, places: str, by: str) -> Reply:
    """The organiser sets a stuck table's result by hand."""
    notices = await runner.score(tid, tab, parse_places(places), by)
    t = await runner.get(tid)
    done = report_text(runner, tid)
    return Reply(
        f"Table {tab}'s result is recorded; its game is closed.\n{done}".strip(),
        announce=round_post(t) if "paired" in done or t.status == "finished" else None,
        notices=notices,
    )


@guarded
async def advance(runner: TournamentRunner, tid: int) -> Reply:
    """A stuck round: record what finished, bring back what failed, open what is missing,
    pair what is due — and say which of these it did."""
    before = (await runner.get(tid)).round
    runner.take_report(tid)
    notices = await runner.advance(tid)
    t = await runner.get(tid)
    done = report_text(runner, tid)
    if t.round != before or t.status == "finished":
        return Reply((done + "\n" + round_post(t)).strip(), notices=notices)
    if not done:
        waiting = [
            f"{row.tab} ({state})"
            for row, state in await runner.table_states(t)
            if row.result is None
        ]
        done = (
            f"Round {t.round} is under way; nothing was missing. Still playing: tables "
            + ", ".join(waiting)
            + "."
            if waiting
            else "Nothing was waiting to be paired."
        )
    return Reply(done, notices=notices)


@guarded
async def export(runner: TournamentRunner, tid: int) -> Reply:
    t = await runner.get(tid)
    return Reply(
        f"**{t.name}**: rounds, tables, results and standings (JSON and CSV).",
        files=tx.files(t),
    )


@guarded
async def cancel(runner: TournamentRunner, tid: int) -> Reply:
    await runner.cancel(tid)
    t = await runner.get(tid)
    return Reply(
        "The tournament is cancelled.",
        announce=f"**{escape(t.name)}** was cancelled by its organiser.",
    )


@guarded
async def pause(runner: TournamentRunner, tid: int, name: str, *, resume: bool) -> Reply:
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
            reason = f"the tournament is paused by {name}."
            await service.pause(table.place, reason, by=table.creator, is_moderator=True)
            count += 1
    moved = await runner.deadlines.hold(t, resume=resume)
    verb = "resumed" if resume else "paused"
    clock = ""
    if moved is not None:
        clock = (
            f" The round's deadline moved by {dl.left_text(moved)}."
            if resume
            else " The round's deadline is held until `/tournament resume`."
        )
    return Reply(f"{count} table(s) {verb}.{clock}", notices=changed)


def standings_text(t: ts.Tournament, limit: int = 40) -> str:
    rows = ts.standings_rows(t)
    lines = [f"**{t.name}** — standings after round {t.round} ({t.status})"]
    for r in rows[:limit]:
        tag = " (dropped)" if r["dropped"] else ""
        lines.append(
            f"{r['rank']}. {escape(r['player'])}{tag} — **{r['points']}** pts "
            f"(opp. {r['opp_points']}, score {r['score']}, {r['games']} games)"
        )
    if len(rows) > limit:
        lines.append(f"… and {len(rows) - limit} more.")
    return "\n".join(lines)


def round_post(t: ts.Tournament) -> str:
    """The announcement of a round: its tables with their threads and players."""
    if t.status == "finished":
        return final_post(t)
    by = t.by_entry()
    lines = [f"🏆 **{escape(t.name)}** — round {t.round}"]
    for row in t.current_tables():
        where = f"<#{channel_of(row.place)}>" if row.place and channel_of(row.place) else "—"
        players = ", ".join(f"<@{by[e].user_id}>" for e in row.entries)
        lines.append(f"Table {row.tab}: {where} — {players}")
    byes = [r for r in t.rounds[-1].byes] if t.rounds else []
    if byes:
        lines.append("Bye: " + ", ".join(f"<@{by[e].user_id}>" for e in byes))
    return "\n".join(lines)


def final_post(t: ts.Tournament) -> str:
    rows = ts.standings_rows(t)
    medals = ["🥇", "🥈", "🥉"]
    podium = [
        f"{medals[i]} {escape(r['player'])} — {r['points']} pts" for i, r in enumerate(rows[:3])
    ]
    return "\n".join([f"🏆 **{escape(t.name)}** is over!", *podium, "", standings_text(t)])


@guarded
async def info(runner: TournamentRunner, tid: int) -> Reply:
    t = await runner.get(tid)
    by = t.by_entry()
    lines = [f"**{t.name}** (#{t.id}): {describe(t)} — {t.status}, round {t.round}."]
    lines.append("Players: " + (", ".join(escape(e.name) for e in t.entries) or "none yet"))
    if t.waiting:
        lines.append("Waiting list: " + ", ".join(escape(e.name) for e in t.waiting))
    if t.status == "running":
        end = t.deadlines.get(t.round)
        if end:
            lines.append(f"Round {t.round} closes <t:{int(end)}:R> (then {t.config.at_deadline}).")
        for row, state in await runner.table_states(t):
            where = f"<#{channel_of(row.place)}>" if row.place else "—"
            names = ", ".join(escape(by[e].name) for e in row.entries)
            lines.append(f"Table {row.tab} ({state}): {where} — {names}")
        gone = [e for e in t.entries if e.dropped]
        if gone:
            lines.append(
                "Dropped: "
                + ", ".join(f"{escape(e.name)} ({e.dropped_why or 'left'})" for e in gone)
            )
    return Reply("\n".join(lines))


@guarded
async def standings(runner: TournamentRunner, tid: int) -> Reply:
    t = await runner.get(tid)
    text = standings_text(t)
    return Reply(text, ephemeral=False, files=[("standings.png", standings_png(t))])


def standings_png(t: ts.Tournament) -> bytes:
    from renderers import kit
    from renderers.png import to_png

    rows = ts.standings_rows(t)
    body = "\n".join(
        f"{r['rank']:>2}. {r['player']}{' (dropped)' if r['dropped'] else ''} — {r['points']} pts"
        f"  (opp. {r['opp_points']}, score {r['score']})"
        for r in rows
    )
    image = kit.text_image(body or "No games yet.", title=f"{t.name} — round {t.round}")
    return to_png(image)


@guarded
async def leaderboard(runner: TournamentRunner, guild: str | None, game: str) -> Reply:
    gid = checked_game(game)
    rows = await ts.leaderboard(runner.store, guild, gid, limit=20)
    title = get_game(gid).spec.title
    if not rows:
        return Reply(f"No rated {title} games in this server yet.", ephemeral=False)
    lines = [f"**{title}** — leaderboard (rating = μ − 3σ)"]
    for i, r in enumerate(rows, start=1):
        lines.append(
            f"{i}. {escape(r.name)} — **{r.ordinal:.1f}** (μ {r.mu:.1f} ± {r.sigma:.1f}), "
            f"{r.wins}/{r.games} wins"
        )
    return Reply("\n".join(lines), ephemeral=False)


@guarded
async def profile(
    runner: TournamentRunner, guild: str | None, game: str, user_id: str, name: str
) -> Reply:
    gid = checked_game(game)
    p = await ts.profile(runner.store, guild or "", gid, user_id)
    title = get_game(gid).spec.title
    rating = (
        f"rating **{p.rating.ordinal:.1f}** (μ {p.rating.mu:.1f} ± {p.rating.sigma:.1f})"
        if p.rating
        else "not rated yet"
    )
    lines = [f"**{escape(name)}** at {title}: {p.games} games, {p.wins} wins, {rating}."]
    for r in p.recent:
        lines.append("• " + ", ".join(f"{k} {v}" for k, v in r.items() if k != "session_id"))
    return Reply("\n".join(lines))


def checked_game(game: str) -> str:
    try:
        return get_game(resolve_id(game)).spec.id
    except KeyError:
        raise ServiceError(f"Unknown game `{game}`.") from None
