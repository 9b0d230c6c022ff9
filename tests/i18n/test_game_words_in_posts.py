"""The games' own words reach the bot's surfaces in the reader's language: a French table's
posts carry Almadi's French prompt and story, an Italian player's DM its Italian private texts,
the menus' labels and the log follow the reader (English stays the canonical text)."""

from __future__ import annotations

from pathlib import Path

from bot.store import open_store
from bot.table import history, languages, notices
from bot.table.service import TableService


async def test_french_table_italian_player(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "w.db")
    try:
        service = TableService(store)
        table = await service.create(
            "p", "almadi", "1", "Ann", seats=2, settings={"language": "fr"}
        )
        await service.join("p", "2", "Bob")
        await languages.of(service).seat([table], "2", "it")
        started = await service.start("p", "1")
        game, state = table.game, table.state
        seat = game.pending(state)[0]
        public = next(n for n in started.notices if n.kind == "public")
        french = game.prompt(state, seat, locale="fr")
        assert french != game.prompt(state, seat) and table.named(french) in public.text
        # Bob's DM: his private texts in Italian, not the table's French
        bob = next(n for n in started.notices if n.kind == "private" and n.user_id == "2")
        italian = table.named(game.headline(table.view_for(1), locale="it"))
        assert italian and italian in bob.text, bob.text
        assert table.named(game.headline(table.view_for(1), locale="fr")) not in bob.text
        # menus: each reader's own words; the actions themselves stay canonical
        mover = table.players[seat].user_id
        mine = languages.player_language(table, mover)
        labels = service.legal_for("p", mover)
        assert [a for a, _ in labels] == game.legal(state, seat)
        assert [lb for _, lb in labels] == [
            notices.label(table, seat, a, mine) for a in game.legal(state, seat)
        ]
        action = labels[0][0]
        await service.move("p", mover, action)
        assert history.recent(table, None, lang="fr") == [
            table.named(x) for x in game.log(table.state, None, locale="fr")[-15:]
        ]
        assert history.recent(table, None) != history.recent(table, None, lang="fr")
    finally:
        await store.close()
