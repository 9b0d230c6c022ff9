"""Who reads which language (bot/table/languages.py): the table's default, a player's choice over
their client, the snapshot of players' languages a table keeps for its DMs, and nothing stored
for a member who only looked."""

from __future__ import annotations

from pathlib import Path

from bot.store import open_store
from bot.table import languages
from bot.table.service import TableService


def test_default_table_language() -> None:
    pick = languages.default_table_language
    assert pick("it", "fr", "fr") == "it"  # the /game new option wins
    assert pick(None, "fr", "it") == "fr"  # then the server's setting
    assert pick(None, None, "it") == "it"  # then its preferred locale, when fr or it
    assert pick(None, None, "de") == "en"
    assert pick(None, "", "en-US") == "en"


async def test_choice_client_and_table_snapshot(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "l.db")
    try:
        service = TableService(store)
        table = await service.create("p", "toy", "1", "Ann", seats=2, settings={"language": "fr"})
        await service.join("p", "2", "Bob")
        book = languages.of(service)
        assert await book.of_user("2", "it") == "it"  # the client's language
        # only remembered, not stored: a member who never chose leaves no row
        assert await store.fetchone("SELECT * FROM users WHERE user_id = '2'") is None
        await book.seat([table], "2", "it")
        assert languages.player_language(table, "2") == "it"
        assert languages.player_language(table, "1") == "fr"  # the table's, when unknown
        row = await store.fetchone("SELECT settings FROM sessions WHERE id = ?", (table.id,))
        assert '"languages": {"2": "it"}' in row["settings"]  # survives a restart
        await book.choose("2", "en")
        assert await book.of_user("2", "it") == "en"  # a choice beats the client
        await book.choose("2", None)
        assert await book.of_user("2", "it") == "it"
        await book.seat([table], "2", "fr")  # the table's own language: no entry needed
        assert "languages" not in table.settings
        await book.seat([table], "2", "it")
        await book.erase(service, "2")  # /privacy forget: the id leaves the snapshot too
        assert "languages" not in table.settings and book.cached("2") == "en"
        row = await store.fetchone("SELECT settings FROM sessions WHERE id = ?", (table.id,))
        assert '"2"' not in row["settings"]
    finally:
        await store.close()
