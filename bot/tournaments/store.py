"""SQL for tournaments and ratings (their tables: the tournaments migration in ``bot/store/sqlite.py``).

Functions taking ``db`` run inside the caller's transaction (the table service's, for the
finish hooks, so a game's end, its tournament result and its rating update commit together);
functions taking ``store`` read on their own.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.store.sqlite import Store, now
from bot.tournaments import formats
from bot.tournaments import ratings as rt
from bot.tournaments.formats import Config
from bot.tournaments.messages import TournamentError
from bot.tournaments.standings import RoundRecord, TableRecord


# -- tournaments ----------------------------------------------------------------------------------
@dataclass
class Entry:
    entry: int
    user_id: str
    name: str
    dropped_round: int | None = None
    replaced: list[dict[str, Any]] = field(default_factory=list)
    waiting: bool = False  # on the waiting list (beyond the cap), not playing yet
    checked_in: bool = False
    dropped_why: str | None = None  # left, dropped by an organiser, timeouts

    @property
    def dropped(self) -> bool:
        return self.dropped_round is not None


@dataclass
class TableRow:
    round: int
    tab: int
    entries: list[int]
    place: str | None
    session_id: int | None
    result: dict[str, Any] | None
    seed: str | None = None  # the table's own secret seed (bot/tournaments/seeds.py)
    outcome: str | None = None  # None: played out; else how it was ended


@dataclass
class Tournament:
    """Everything stored about one tournament, with the rounds as pure records."""

    id: int
    guild: str | None
    place: str
    name: str
    game: str
    options: dict[str, Any]
    config: Config
    rated: bool
    organiser: str
    status: str
    round: int
    entries: list[Entry]
    rounds: list[RoundRecord]
    tables: list[TableRow]
    waiting: list[Entry] = field(default_factory=list)  # the waiting list, first come first
    deadlines: dict[int, float] = field(default_factory=dict)  # round -> its deadline

    @property
    def entry_ids(self) -> list[int]:
        return [e.entry for e in self.entries]

    @property
    def dropped(self) -> list[int]:
        return [e.entry for e in self.entries if e.dropped]

    def entry_of(self, user_id: str, *, waiting: bool = False) -> Entry | None:
        """The user's entry (``waiting``: also on the waiting list)."""
        pool = self.entries + self.waiting if waiting else self.entries
        return next((e for e in pool if e.user_id == user_id), None)

    def by_entry(self) -> dict[int, Entry]:
        return {e.entry: e for e in self.entries}

    def current_tables(self) -> list[TableRow]:
        return [t for t in self.tables if t.round == self.round]


def standings_rows(t: Tournament) -> list[dict[str, Any]]:
    """Standings, best first, with each entry's current holder (for a standings command)."""
    by = t.by_entry()
    return [
        {"player": by[s.entry].name, "user_id": by[s.entry].user_id, **s.to_json()}
        for s in formats.current_standings(t.config, t.entry_ids, t.rounds, t.dropped)
    ]


async def list_tournaments(
    store: Store, guild: str | None, statuses: Sequence[str] = ("registering", "running")
) -> list[dict[str, Any]]:
    """A server's tournaments in the given states, oldest first."""
    marks = ",".join("?" * len(statuses))
    rows = await store.fetchall(
        "SELECT t.id, t.name, t.game, t.place, t.status, t.round, t.config,"
        " (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id) AS players"
        f" FROM tournaments t WHERE t.guild IS ? AND t.status IN ({marks}) ORDER BY t.id",
        (guild, *statuses),
    )
    return [
        {
            "id": r["id"],
            "name": r["name"],
            "game": r["game"],
            "place": r["place"],
            "status": r["status"],
            "round": r["round"],
            "format": json.loads(r["config"])["format"],
            "players": r["players"],
        }
        for r in rows
    ]


async def create_tournament(
    db: Any,
    *,
    guild: str | None,
    place: str,
    name: str,
    game: str,
    options: dict[str, Any],
    config: Config,
    rated: bool,
    organiser: str,
) -> int:
    t = now()
    cur = await db.execute(
        "INSERT INTO tournaments(guild, place, name, game, options, config, rated, organiser,"
        " status, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,'registering',?,?)",
        (
            guild,
            place,
            name,
            game,
            json.dumps(options, sort_keys=True),
            json.dumps(config.to_json(), sort_keys=True),
            int(rated),
            organiser,
            t,
            t,
        ),
    )
    return int(cur.lastrowid or 0)


async def _rows(db: Any, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
    async with db.execute(sql, params) as cur:
        return list(await cur.fetchall())


async def load(db: Any, tournament_id: int) -> Tournament | None:
    """The stored tournament (``db`` is a connection or a Store's)."""
    rows = await _rows(db, "SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
    if not rows:
        return None
    t = rows[0]
    everyone = [
        Entry(
            int(r["entry"]),
            r["user_id"],
            r["name"],
            r["dropped_round"],
            json.loads(r["replaced"]),
            bool(r["waiting"]),
            bool(r["checked_in"]),
            r["dropped_why"],
        )
        for r in await _rows(
            db,
            "SELECT * FROM tournament_entries WHERE tournament_id = ? ORDER BY entry",
            (tournament_id,),
        )
    ]
    tables = [
        TableRow(
            int(r["round"]),
            int(r["tab"]),
            json.loads(r["entries"]),
            r["place"],
            r["session_id"],
            json.loads(r["result"]) if r["result"] else None,
            r["seed"],
            r["outcome"],
        )
        for r in await _rows(
            db,
            "SELECT * FROM tournament_tables WHERE tournament_id = ? ORDER BY round, tab",
            (tournament_id,),
        )
    ]
    entries = [e for e in everyone if not e.waiting]
    rounds = []
    deadlines: dict[int, float] = {}
    for r in await _rows(
        db,
        "SELECT * FROM tournament_rounds WHERE tournament_id = ? ORDER BY round",
        (tournament_id,),
    ):
        number = int(r["round"])
        if r["deadline"] is not None:
            deadlines[number] = float(r["deadline"])
        records = [
            TableRecord(
                tr.entries,
                tr.result["ranks"] if tr.result else None,
                tr.result["scores"] if tr.result else None,
            )
            for tr in tables
            if tr.round == number
        ]
        rounds.append(RoundRecord(number, records, json.loads(r["byes"]), bool(r["final"])))
    return Tournament(
        id=int(t["id"]),
        guild=t["guild"],
        place=t["place"],
        name=t["name"],
        game=t["game"],
        options=json.loads(t["options"]),
        config=Config.from_json(json.loads(t["config"])),
        rated=bool(t["rated"]),
        organiser=t["organiser"],
        status=t["status"],
        round=int(t["round"]),
        entries=entries,
        rounds=rounds,
        tables=tables,
        waiting=[e for e in everyone if e.waiting],
        deadlines=deadlines,
    )


async def running_ids(db: Any) -> list[int]:
    rows = await _rows(db, "SELECT id FROM tournaments WHERE status = 'running' ORDER BY id")
    return [int(r["id"]) for r in rows]


async def set_status(db: Any, tournament_id: int, status: str) -> None:
    await db.execute(
        "UPDATE tournaments SET status = ?, updated_at = ? WHERE id = ?",
        (status, now(), tournament_id),
    )


async def add_entry(
    db: Any, tournament_id: int, user_id: str, name: str, *, waiting: bool = False
) -> int:
    rows = await _rows(
        db,
        "SELECT COALESCE(MAX(entry), 0) + 1 AS n FROM tournament_entries WHERE tournament_id = ?",
        (tournament_id,),
    )
    entry = int(rows[0]["n"])
    await db.execute(
        "INSERT INTO tournament_entries(tournament_id, entry, user_id, name, waiting)"
        " VALUES (?,?,?,?,?)",
        (tournament_id, entry, user_id, name, int(waiting)),
    )
    return entry


async def drop_entry(db: Any, tournament_id: int, entry: int, round_no: int, why: str) -> None:
    await db.execute(
        "UPDATE tournament_entries SET dropped_round = ?, dropped_why = ?"
        " WHERE tournament_id = ? AND entry = ? AND dropped_round IS NULL",
        (round_no, why, tournament_id, entry),
    )


async def renumber(db: Any, tournament_id: int, playing: Sequence[Entry]) -> None:
    """At the start: keep only ``playing`` (no-shows and the rest of the waiting list leave),
    numbered 1… in that order (the seeding order)."""
    keep = {e.entry for e in playing}
    for e in await _rows(
        db, "SELECT entry FROM tournament_entries WHERE tournament_id = ?", (tournament_id,)
    ):
        if int(e["entry"]) not in keep:
            await db.execute(
                "DELETE FROM tournament_entries WHERE tournament_id = ? AND entry = ?",
                (tournament_id, e["entry"]),
            )
    for e in playing:  # out of the way first: entry numbers are a key
        await db.execute(
            "UPDATE tournament_entries SET entry = ? WHERE tournament_id = ? AND entry = ?",
            (-e.entry, tournament_id, e.entry),
        )
    for i, e in enumerate(playing, start=1):
        await db.execute(
            "UPDATE tournament_entries SET entry = ?, waiting = 0 WHERE tournament_id = ?"
            " AND entry = ?",
            (i, tournament_id, -e.entry),
        )


async def ratings_of(
    db: Any, guild: str | None, game: str, users: Sequence[str]
) -> dict[str, float]:
    """The conservative rating (μ − 3σ) of each user who has one on this server."""
    out: dict[str, float] = {}
    for u in users:
        rows = await _rows(
            db,
            "SELECT mu, sigma FROM ratings WHERE guild IS ? AND game = ? AND user_id = ?",
            (guild, game, u),
        )
        if rows:
            out[u] = float(rows[0]["mu"]) - 3 * float(rows[0]["sigma"])
    return out


async def record_table(
    db: Any,
    tournament_id: int,
    row: TableRow,
    ranks: Sequence[int],
    scores: Sequence[float],
    outcome: str,
    *,
    session: int | None,
) -> bool:
    """Record a table's result set by hand (once: False if it already had one)."""
    result = {
        "session": session,
        "ranks": list(ranks),
        "scores": list(scores),
        "resigned": [False] * len(ranks),
    }
    cur = await db.execute(
        "UPDATE tournament_tables SET result = ?, outcome = ? WHERE tournament_id = ?"
        " AND round = ? AND tab = ? AND result IS NULL",
        (json.dumps(result), outcome, tournament_id, row.round, row.tab),
    )
    return bool(cur.rowcount == 1)


async def save_round(
    db: Any,
    tournament_id: int,
    number: int,
    tables: Sequence[Sequence[int]],
    byes: list[int],
    final: bool,
) -> None:
    """Store a planned round and make it current (one transaction: a restart sees all or none)."""
    await db.execute(
        "INSERT INTO tournament_rounds(tournament_id, round, byes, final) VALUES (?,?,?,?)",
        (tournament_id, number, json.dumps(byes), int(final)),
    )
    for tab, players in enumerate(tables, start=1):
        await db.execute(
            "INSERT INTO tournament_tables(tournament_id, round, tab, entries) VALUES (?,?,?,?)",
            (tournament_id, number, tab, json.dumps(list(players))),
        )
    await db.execute(
        "UPDATE tournaments SET round = ?, updated_at = ? WHERE id = ?",
        (number, now(), tournament_id),
    )


async def record_result(
    db: Any,
    session_id: int,
    ranks: Sequence[int],
    scores: Sequence[float],
    resigned: Sequence[bool],
) -> int | None:
    """Record a finished tournament table (the one linked to ``session_id``). Returns the
    tournament id, or None when the session is no tournament table or its result is already
    recorded — so a result is counted exactly once."""
    result = {
        "session": session_id,
        "ranks": list(ranks),
        "scores": list(scores),
        "resigned": [bool(r) for r in resigned],
    }
    rows = await _rows(
        db,
        "SELECT tournament_id FROM tournament_tables WHERE session_id = ? AND result IS NULL",
        (session_id,),
    )
    if not rows:
        return None
    cur = await db.execute(
        "UPDATE tournament_tables SET result = ? WHERE session_id = ? AND result IS NULL",
        (json.dumps(result), session_id),
    )
    return int(rows[0]["tournament_id"]) if cur.rowcount == 1 else None


async def set_place(db: Any, tournament_id: int, row: TableRow, place: str) -> None:
    """Where the table is played (its thread)."""
    await db.execute(
        "UPDATE tournament_tables SET place = ? WHERE tournament_id = ? AND round = ? AND tab = ?",
        (place, tournament_id, row.round, row.tab),
    )


async def place_taken(store: Any, place: str) -> bool:
    """Whether some tournament table is played at ``place`` (asked only of a thread found with
    a table's name before making it again: rare, so no index)."""
    row = await store.fetchone("SELECT 1 AS taken FROM tournament_tables WHERE place = ?", (place,))
    return row is not None


async def recorded_tab(db: Any, session_id: int) -> int | None:
    """The number of the tournament table whose game is ``session_id``, if it has its result."""
    rows = await _rows(
        db,
        "SELECT tab FROM tournament_tables WHERE session_id = ? AND result IS NOT NULL",
        (session_id,),
    )
    return int(rows[0]["tab"]) if rows else None


async def refuse_if_recorded(db: Any, session_id: int) -> None:
    """Refuse (the caller's transaction rolls back) a game's end when its tournament table
    already has a result — set by hand, or by an adjudication of another copy of the game —
    so the tournament and the game record never disagree."""
    tab = await recorded_tab(db, session_id)
    if tab is not None:
        raise TournamentError("tourn-table-has-result", tab=tab)


# -- ratings -------------------------------------------------------------------------------------
async def set_rated(db: Any, session_id: int, rated: bool) -> None:
    """Mark a table rated (the default) or not (``rated:false`` casual tables)."""
    if rated:
        await db.execute("DELETE FROM unrated_sessions WHERE session_id = ?", (session_id,))
    else:
        await db.execute(
            "INSERT OR IGNORE INTO unrated_sessions(session_id) VALUES (?)", (session_id,)
        )


async def record_game(
    db: Any,
    *,
    session_id: int,
    guild: str | None,
    game: str,
    seats: Sequence[rt.Seat],
    names: Sequence[str],
    scores: Sequence[float],
) -> bool:
    """Store each human's result of a finished game and update the ratings, once per session
    (inside the transaction that finishes the game). Returns whether ratings changed."""
    if guild is None:
        return False  # ratings are per server: console games are not recorded
    done = await _rows(db, "SELECT 1 FROM game_results WHERE session_id = ? LIMIT 1", (session_id,))
    if done:
        return False
    unrated = await _rows(db, "SELECT 1 FROM unrated_sessions WHERE session_id = ?", (session_id,))
    rated = [] if unrated else rt.rated_seats(seats)
    priors = []
    for i in rated:
        rows = await _rows(
            db,
            "SELECT mu, sigma FROM ratings WHERE guild = ? AND game = ? AND user_id = ?",
            (guild, game, seats[i].user_id),
        )
        priors.append(rt.Rating(rows[0]["mu"], rows[0]["sigma"]) if rows else rt.Rating())
    keys = [seats[i].rank for i in rated]
    updated = rt.rate(priors, [1 + sum(1 for k in keys if k < x) for x in keys]) if rated else []
    new = dict(zip(rated, updated, strict=True))
    t = now()
    players = len(seats)
    for i, seat in enumerate(seats):
        if seat.is_bot:
            continue
        r = new.get(i)
        await db.execute(
            "INSERT OR IGNORE INTO game_results(session_id, user_id, guild, game, seat, rank,"
            " players, score, rated, mu, sigma, at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                session_id,
                seat.user_id,
                guild,
                game,
                i,
                seat.rank,
                players,
                scores[i],
                int(r is not None),
                r.mu if r else None,
                r.sigma if r else None,
                t,
            ),
        )
        if r is not None:
            await db.execute(
                "INSERT INTO ratings(guild, game, user_id, name, mu, sigma, games, wins,"
                " updated_at) VALUES (?,?,?,?,?,?,1,?,?) ON CONFLICT(guild, game, user_id) DO"
                " UPDATE SET name = excluded.name, mu = excluded.mu, sigma = excluded.sigma,"
                " games = games + 1, wins = wins + excluded.wins,"
                " updated_at = excluded.updated_at",
                (guild, game, seat.user_id, names[i], r.mu, r.sigma, int(seat.rank == 1), t),
            )
    return bool(rated)


@dataclass
class RatingRow:
    user_id: str
    name: str
    mu: float
    sigma: float
    games: int
    wins: int

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    def to_json(self) -> dict[str, Any]:
        return {
            "user_id": self.user_id,
            "name": self.name,
            "rating": round(self.ordinal, 3),
            "mu": round(self.mu, 3),
            "sigma": round(self.sigma, 3),
            "games": self.games,
            "wins": self.wins,
        }


async def leaderboard(
    store: Store, guild: str | None, game: str, *, limit: int = 10, min_games: int = 1
) -> list[RatingRow]:
    """The server's best rated players of a game, by the conservative rating μ - 3σ (none
    outside a server: ``guild`` None matches no row)."""
    rows = await store.fetchall(
        "SELECT * FROM ratings WHERE guild = ? AND game = ? AND games >= ?"
        " ORDER BY mu - 3 * sigma DESC, games DESC, user_id LIMIT ?",
        (guild, game, min_games, limit),
    )
    return [
        RatingRow(r["user_id"], r["name"], r["mu"], r["sigma"], r["games"], r["wins"]) for r in rows
    ]


@dataclass
class Profile:
    user_id: str
    guild: str
    game: str
    games: int  # every finished game in this server, rated or not
    wins: int
    rating: RatingRow | None
    recent: list[dict[str, Any]]

    def to_json(self) -> dict[str, Any]:
        return {
            "user_id": self.user_id,
            "game": self.game,
            "games": self.games,
            "wins": self.wins,
            "rating": self.rating.to_json() if self.rating else None,
            "recent": self.recent,
        }


async def profile(store: Store, guild: str, game: str, user_id: str, *, recent: int = 5) -> Profile:
    """A player's record in a server for one game: games, wins, rating ± uncertainty and their
    latest results (newest first)."""
    rows = await store.fetchall(
        "SELECT session_id, rank, players, score, rated, mu, sigma FROM game_results"
        " WHERE guild = ? AND game = ? AND user_id = ? ORDER BY rowid DESC",
        (guild, game, user_id),
    )
    rating = await store.fetchone(
        "SELECT * FROM ratings WHERE guild = ? AND game = ? AND user_id = ?",
        (guild, game, user_id),
    )
    return Profile(
        user_id,
        guild,
        game,
        games=len(rows),
        wins=sum(1 for r in rows if r["rank"] == 1),
        rating=RatingRow(
            rating["user_id"],
            rating["name"],
            rating["mu"],
            rating["sigma"],
            rating["games"],
            rating["wins"],
        )
        if rating
        else None,
        recent=[
            {
                "session": r["session_id"],
                "rank": r["rank"],
                "players": r["players"],
                "score": r["score"],
                "rated": bool(r["rated"]),
                "rating": round(r["mu"] - 3 * r["sigma"], 3) if r["rated"] else None,
            }
            for r in rows[:recent]
        ],
    )
