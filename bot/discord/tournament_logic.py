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
async def configure(runner: TournamentRunner, guild: str | None, role_id: str) -> Reply:
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
    seed: str,
) -> Reply:
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
        seed=seed,
        speed=speed,
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
    return f"{title}, {c.format}, {sizes}{rounds}, speed {c.speed}{rated}"


@guarded
async def join(runner: TournamentRunner, tid: int, user_id: str, name: str) -> Reply:
    await runner.register(tid, user_id, name)
    t = await runner.get(tid)
    return Reply(
        f"You are registered for **{t.name}** ({len(t.entries)} players).",
        announce=f"{escape(name)} joined **{escape(t.name)}** ({len(t.entries)} players).",
    )


@guarded
async def leave(runner: TournamentRunner, tid: int, user_id: str) -> Reply:
    await runner.withdraw(tid, user_id)
    return Reply("You left the tournament.")


@guarded
async def start(runner: TournamentRunner, tid: int) -> Reply:
    notices = await runner.start(tid)
    t = await runner.get(tid)
    return Reply(f"**{t.name}** has started.", announce=round_post(t), notices=notices)


@guarded
async def drop(runner: TournamentRunner, tid: int, user_id: str) -> Reply:
    notices = await runner.drop(tid, user_id)
    return Reply(
        "You dropped out: a bot finishes your game, and you are not paired again.",
        notices=notices,
    )


@guarded
async def replace(
    runner: TournamentRunner, tid: int, old_user: str, new_user: str, new_name: str
) -> Reply:
    await runner.replace(tid, old_user, new_user, new_name)
    return Reply(
        f"<@{new_user}> takes over that entry (and its standing) from the next table on.",
        announce=f"<@{new_user}> replaces <@{old_user}> in the tournament.",
    )


@guarded
async def advance(runner: TournamentRunner, tid: int) -> Reply:
    """A stuck round: record what finished, open what is missing, pair what is due."""
    before = (await runner.get(tid)).round
    notices = await runner.advance(tid)
    t = await runner.get(tid)
    text = "Nothing was waiting to be paired." if t.round == before else round_post(t)
    return Reply(text, notices=notices)


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
    """Pause or resume every running table of the current round."""
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
    verb = "resumed" if resume else "paused"
    return Reply(f"{count} table(s) {verb}.", notices=changed)


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
    if t.status == "running":
        for row in t.current_tables():
            where = f"<#{channel_of(row.place)}>" if row.place else "—"
            done = "finished" if row.result else "playing"
            names = ", ".join(escape(by[e].name) for e in row.entries)
            lines.append(f"Table {row.tab} ({done}): {where} — {names}")
    return Reply("\n".join(lines))


@guarded
async def standings(runner: TournamentRunner, tid: int) -> Reply:
    t = await runner.get(tid)
    text = standings_text(t)
    return Reply(text, ephemeral=False, files=[("standings.png", standings_png(t))])


def standings_png(t: ts.Tournament) -> bytes:
    from renderers import kit

    rows = ts.standings_rows(t)
    body = "\n".join(
        f"{r['rank']:>2}. {r['player']}{' (dropped)' if r['dropped'] else ''} — {r['points']} pts"
        f"  (opp. {r['opp_points']}, score {r['score']})"
        for r in rows
    )
    image = kit.text_image(body or "No games yet.", title=f"{t.name} — round {t.round}")
    return kit.to_png(image)


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
