"""Who reads which language.

* A **table** has one language for everything public — channel posts, the public board,
  announcements: ``table.settings["language"]`` (a host setting, stored with the table), chosen
  by ``/game new language:``, else the server's setting (``/settings server-language``), else the
  server's preferred locale when it is French or Italian, else English. An explicit choice wins
  over an inferred one.
* A **player** reads ephemeral replies, DMs and private panels in their own language: their
  ``/settings language`` choice (stored), else the language of their Discord client at their
  last interaction (noted at the tables where they sit, so a DM sent days later follows it).
* Private notices are built inside the table service, which knows tables, not users: each table
  keeps a snapshot of its players' languages in ``table.settings["languages"]`` (only entries
  that differ from the table's language), refreshed when a player joins, switches client
  language or changes their choice.

English tables and English players store nothing new, so English output is byte-identical.
"""

from __future__ import annotations

import json
import weakref
from typing import Any

from bot.table.model import Table
from i18n import DEFAULT, resolve_locale

TABLE_KEY = "language"
PLAYERS_KEY = "languages"
_GUILD_META = "language:guild:"


def table_language(table: Table | None) -> str:
    if table is None:
        return DEFAULT
    return resolve_locale(table.settings.get(TABLE_KEY))


def player_language(table: Table, user_id: str | None) -> str:
    """The language of ``user_id``'s private texts at ``table`` (the table's when unknown)."""
    known = table.settings.get(PLAYERS_KEY, {})
    if user_id is not None and user_id in known:
        return resolve_locale(known[user_id])
    return table_language(table)


def drawn_in(view: dict[str, Any], lang: str) -> dict[str, Any]:
    """``view`` for an image read in ``lang`` (renderers read ``view["locale"]``:
    :func:`renderers.kit.locale_of`). English views stay as the engine made them, so English
    images, the render pool's shared drawings and stored notices are byte-identical."""
    lang = resolve_locale(lang)
    if lang == DEFAULT or view.get("locale") == lang:
        return view
    return {**view, "locale": lang}


def default_table_language(chosen: str | None, server: str | None, preferred: object) -> str:
    """``/game new language:`` > the server's setting > its preferred locale if fr/it > en."""
    if chosen:
        return resolve_locale(chosen)
    if server:
        return resolve_locale(server)
    return resolve_locale(preferred)


class Languages:
    """The players' language choices of one store (read once per user) and the client language
    each was last seen with. The client language is kept in memory only: what DMs need of it is
    already in the snapshot of each table where the player sits, and a member who never sits
    down leaves nothing stored (``/privacy show`` stays empty)."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self._chosen: dict[str, str | None] = {}  # user → their /settings language (None: auto)
        self._seen: dict[str, str] = {}  # user → their client's language at the last interaction

    async def preload(self) -> None:
        """Every stored choice, read once at start: then :meth:`cached` is right for everyone
        (a choice made through another process since is read on its user's next command)."""
        rows = await self.store.fetchall(
            "SELECT user_id, language FROM users WHERE language IS NOT NULL"
        )
        for row in rows:
            self._chosen.setdefault(str(row["user_id"]), row["language"])

    async def choice(self, user_id: str) -> str | None:
        if user_id not in self._chosen:
            row = await self.store.fetchone(
                "SELECT language FROM users WHERE user_id = ?", (user_id,)
            )
            self._chosen[user_id] = row["language"] if row else None
        return self._chosen[user_id]

    async def known(self, user_id: str) -> str | None:
        """Their choice, else the client language last seen, else None (nothing known: a
        table they are seated at by someone else, a tournament's, keeps its own language)."""
        chosen = await self.choice(user_id)
        seen = chosen or self._seen.get(user_id)
        return resolve_locale(seen) if seen else None

    def cached(self, user_id: str, client: object = None) -> str:
        """:meth:`of_user` from memory only (no await: for answers that must not wait, and
        before a command's turn in its place's queue): the choice if known, else ``client``."""
        chosen = self._chosen.get(user_id)
        return resolve_locale(chosen or (client if client is not None else self._seen.get(user_id)))

    def forget(self, user_id: str) -> None:
        """``/privacy forget``: nothing of theirs stays in memory either."""
        self._chosen.pop(user_id, None)
        self._seen.pop(user_id, None)

    async def erase(self, service: Any, user_id: str) -> None:
        """``/privacy forget``: their id leaves every table's snapshot of languages, in memory
        and stored (tables no longer in memory included)."""
        self.forget(user_id)
        for table in service.by_id.values():
            known = table.settings.get(PLAYERS_KEY, {})
            if user_id in known:
                table.settings = _without(table.settings, user_id)
        rows = await self.store.fetchall(
            "SELECT id, settings FROM sessions WHERE settings LIKE ?", (f'%"{user_id}"%',)
        )
        async with self.store.transaction() as db:
            for row in rows:
                settings = json.loads(row["settings"] or "{}")
                if user_id in settings.get(PLAYERS_KEY, {}):
                    await db.execute(
                        "UPDATE sessions SET settings = ? WHERE id = ?",
                        (json.dumps(_without(settings, user_id)), row["id"]),
                    )

    async def of_user(self, user_id: str, client: object = None) -> str:
        """The player's language now: their choice, else ``client`` (this interaction's
        locale), else the client language last seen, else English. Remembers ``client``."""
        chosen = await self.choice(user_id)
        if client is not None:
            self._seen[user_id] = resolve_locale(client)
        return resolve_locale(chosen or self._seen.get(user_id))

    async def choose(self, user_id: str, lang: str | None) -> None:
        """``/settings language``: ``None`` follows the Discord client again (and stores no
        new row for someone who had none)."""
        value = resolve_locale(lang) if lang else None
        async with self.store.transaction() as db:
            if value is None:
                await db.execute("UPDATE users SET language = NULL WHERE user_id = ?", (user_id,))
            else:
                await db.execute(
                    "INSERT INTO users(user_id, language) VALUES (?, ?) "
                    "ON CONFLICT(user_id) DO UPDATE SET language = excluded.language",
                    (user_id, value),
                )
        self._chosen[user_id] = value

    async def guild(self, guild: str | None) -> str | None:
        """The server's language setting (``/settings server-language``), if any."""
        if not guild:
            return None
        return await self.store.get_meta(_GUILD_META + guild)

    async def set_guild(self, guild: str, lang: str | None) -> None:
        await self.store.set_meta(_GUILD_META + guild, resolve_locale(lang) if lang else "")

    async def seat(self, tables: list[Table], user_id: str, lang: str) -> None:
        """Note ``lang`` as ``user_id``'s language at each of ``tables`` where they sit (so the
        private notices built later follow it); stored only where it changed."""
        for table in tables:
            if not table.seats_of(user_id) or table.status not in ("open", "running"):
                continue
            known = dict(table.settings.get(PLAYERS_KEY, {}))
            if lang == table_language(table):
                if known.pop(user_id, None) is None:
                    continue
            elif known.get(user_id) == lang:
                continue
            else:
                known[user_id] = lang
            settings = {k: v for k, v in table.settings.items() if k != PLAYERS_KEY}
            table.settings = settings | ({PLAYERS_KEY: known} if known else {})
            async with self.store.transaction() as db:
                await db.execute(
                    "UPDATE sessions SET settings = ? WHERE id = ?",
                    (json.dumps(table.settings), table.id),
                )


def _without(settings: dict[str, Any], user_id: str) -> dict[str, Any]:
    known = {k: v for k, v in settings.get(PLAYERS_KEY, {}).items() if k != user_id}
    rest = {k: v for k, v in settings.items() if k != PLAYERS_KEY}
    return rest | ({PLAYERS_KEY: known} if known else {})


_BOOKS: weakref.WeakKeyDictionary[Any, Languages] = weakref.WeakKeyDictionary()


def of(service: Any) -> Languages:
    """The :class:`Languages` of a table service (one per service, made on first use)."""
    book = _BOOKS.get(service)
    if book is None:
        book = _BOOKS[service] = Languages(service.store)
    return book
