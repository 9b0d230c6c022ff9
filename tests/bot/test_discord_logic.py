"""The Discord command logic through its seam (plain functions over the table service)."""

from __future__ import annotations

import pytest

from bot.discord import game_logic
from bot.table.service import TableService

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

PLACE = "discord:100"
A, B, C = "11", "22", "33"


async def _started(service: TableService, game: str = "toy", players=(A, B)) -> None:
    reply = await game_logic.new_game(service, PLACE, players[0], "Ann", game, seats=len(players))
    assert not reply.error, reply.text
    assert reply.announce and "Join with /game join." in reply.announce
    for i, uid in enumerate(players[1:]):
        assert not (await game_logic.join(service, PLACE, uid, f"P{i}")).error
    reply = await game_logic.start(service, PLACE, players[0])
    assert not reply.error, reply.text
    assert reply.notices


async def _log(service: TableService) -> list:
    table = service.require(PLACE)
    return await service.log_of(table.id)


async def test_new_game_options_and_errors(service):
    bad = await game_logic.new_game(service, PLACE, A, "Ann", "toy", options="target")
    assert bad.error and bad.ephemeral and bad.announce is None
    unknown = await game_logic.new_game(service, PLACE, A, "Ann", "nope")
    assert unknown.error and "Available" in unknown.text
    wrong_option = await game_logic.new_game(service, PLACE, A, "Ann", "toy", characters=True)
    assert wrong_option.error and "characters" in wrong_option.text
    ok = await game_logic.new_game(service, PLACE, A, "Ann", "toy", options="target=4")
    assert not ok.error
    assert service.require(PLACE).options["target"] == 4
    again = await game_logic.new_game(service, PLACE, B, "Bob", "toy")
    assert again.error and again.ephemeral


async def test_only_creator_adds_bots_and_cancels(service):
    await game_logic.new_game(service, PLACE, A, "Ann", "toy")
    refused = await game_logic.add_bot(service, PLACE, B, "Bob")
    assert refused.error and "creator" in refused.text
    assert not (await game_logic.add_bot(service, PLACE, A, "Ann")).error
    assert len(service.require(PLACE).players) == 2
    assert (await game_logic.cancel(service, PLACE, B)).error
    assert not (await game_logic.cancel(service, PLACE, B, is_moderator=True)).error
    assert service.table_at(PLACE) is None


async def test_autocomplete_only_callers_moves(service):
    await _started(service)
    assert game_logic.autocomplete_moves(service, PLACE, A, "") == [
        ("secret 1", "secret 1"),
        ("secret 2", "secret 2"),
        ("secret 3", "secret 3"),
    ]
    assert game_logic.autocomplete_moves(service, PLACE, A, "2") == [("secret 2", "secret 2")]
    assert game_logic.autocomplete_moves(service, PLACE, C, "") == []  # not seated
    await game_logic.move(service, PLACE, A, "secret 1")
    await game_logic.move(service, PLACE, B, "secret 2")
    # seat 1 is to add; seat 2 has nothing to choose
    assert [v for _, v in game_logic.autocomplete_moves(service, PLACE, A, "")] == [
        "add 1",
        "add 2",
    ]
    assert game_logic.autocomplete_moves(service, PLACE, B, "") == []
    assert game_logic.autocomplete_moves(service, "discord:999", A, "") == []


def test_autocomplete_caps_at_25_and_100_chars():
    class Many:
        tables: dict = {}  # no table: no numeric amount to offer

        def legal_for(self, place, user_id, seat=None):
            moves = [(f"pick {i}", f"Pick number {i}") for i in range(60)]
            return moves + [("x" * 101, "too long")]

    choices = game_logic.autocomplete_moves(Many(), PLACE, A, "")  # type: ignore[arg-type]
    assert len(choices) == 25
    assert all(1 <= len(n) <= 100 and 1 <= len(v) <= 100 for n, v in choices)
    found = game_logic.autocomplete_moves(Many(), PLACE, A, "number 5")  # type: ignore[arg-type]
    assert found[0] == ("Pick number 5 (pick 5)", "pick 5")
    assert [v for _, v in found] == ["pick 5"] + [f"pick {i}" for i in range(50, 60)]
    prefix = game_logic.autocomplete_moves(Many(), PLACE, A, "pick 1")  # type: ignore[arg-type]
    assert [v for _, v in prefix][:2] == ["pick 1", "pick 10"]


async def test_move_errors_are_ephemeral_and_change_nothing(service):
    await _started(service)
    await game_logic.move(service, PLACE, A, "secret 1")
    await game_logic.move(service, PLACE, B, "secret 3")
    before = await _log(service)
    cases = [
        (B, "add 1", "not your turn"),  # out of turn
        (C, "add 1", "not playing"),  # no seat
        (A, "dance", "not a Secret Sums move"),  # malformed
        (A, "add 3", "Allowed now"),  # illegal, with the legal moves
    ]
    for user, text, expected in cases:
        reply = await game_logic.move(service, PLACE, user, text, interaction_id=f"i-{user}-{text}")
        assert reply.error and reply.ephemeral and not reply.notices, reply
        assert expected.lower() in reply.text.lower(), reply.text
        assert reply.announce is None
    assert await _log(service) == before


async def test_move_help_lists_legal_moves(service):
    await _started(service)
    for text in (None, "", "help"):
        reply = await game_logic.move(service, PLACE, A, text)
        assert not reply.error and reply.ephemeral and not reply.notices
        assert "`secret 1`" in reply.text and "`secret 3`" in reply.text
    outsider = await game_logic.move(service, PLACE, C, "help")
    assert outsider.error


async def test_duplicate_interaction_applies_once(service):
    await _started(service)
    first = await game_logic.move(service, PLACE, A, "secret 2", interaction_id="777")
    second = await game_logic.move(service, PLACE, A, "secret 2", interaction_id="777")
    assert first.notices and not second.notices and "already" in second.text
    assert await _log(service) == [(0, "secret 2")]


async def test_board_is_public_view_and_hand_is_private(service):
    none = game_logic.board(service, PLACE)
    assert none.error and none.ephemeral
    await _started(service)
    await game_logic.move(service, PLACE, A, "secret 3")
    board = game_logic.board(service, PLACE)
    assert not board.error and not board.ephemeral
    assert [img.view["viewer"] for img in board.images] == [None]
    assert all(img.public for img in board.images)
    hand = game_logic.hand(service, PLACE, A)
    assert hand.ephemeral and not hand.error
    assert [(img.view["viewer"], img.public) for img in hand.images] == [(0, False)]
    assert hand.images[0].view["private"] == {"secret": 3}
    assert game_logic.hand(service, PLACE, C).error


async def test_board_with_text_gives_the_caller_the_whole_board_in_words(service, monkeypatch):
    """The image's description holds 1,024 characters of the board text; ``/game board
    text:True`` gives the caller, privately and in their language, all of it as a file, worded
    by the render pool (a worker), never on the event loop."""
    from bot.ops import alt_text
    from bot.ops.render_pool import describe_in_worker

    await _started(service)
    await game_logic.move(service, PLACE, A, "secret 3")

    def on_the_loop(*args: object) -> str:
        raise AssertionError("the board worded on the event loop")

    monkeypatch.setattr(alt_text, "board_words", on_the_loop)
    board = game_logic.board(service, PLACE, lang="fr", text=True)
    monkeypatch.undo()
    assert not board.error and board.ephemeral and not board.files
    drawn, words = board.images
    assert (drawn.filename, drawn.words) == ("board.png", False)
    assert (words.filename, words.words, words.public) == ("board.txt", True, True)
    table = service.require(PLACE)
    view = {**table.public_view(), "locale": "fr"}
    assert words.view == view and not view.get("private")  # the public board: no one's secret
    assert describe_in_worker(words.view, words.names, whole=True) == alt_text.board_words(
        view, table.names
    )
    assert "fichier joint" in board.text
    assert [img.view["viewer"] for img in board.images] == [None, None]
    assert len(game_logic.board(service, PLACE).images) == 1  # without text: the post as before


async def test_press_checks_seat_seq_and_index(service):
    await _started(service)
    table = service.require(PLACE)
    seq = table.seq
    other = await game_logic.press(
        service, session=table.id, seq=seq, seat=0, index=0, user_id=B, interaction_id="p1"
    )
    assert other.error and "for Ann" in other.text
    ok = await game_logic.press(
        service, session=table.id, seq=seq, seat=0, index=1, user_id=A, interaction_id="p2"
    )
    assert not ok.error and ok.notices
    assert (await _log(service)) == [(0, "secret 2")]
    # Ann's buttons of that post are spent; a duplicate of her press applies nothing
    stale = await game_logic.press(
        service, session=table.id, seq=seq, seat=0, index=0, user_id=A, interaction_id="p3"
    )
    assert stale.error and "earlier position" in stale.text
    dup = await game_logic.press(
        service, session=table.id, seq=seq, seat=0, index=1, user_id=A, interaction_id="p2"
    )
    assert not dup.notices
    assert (await _log(service)) == [(0, "secret 2")]
    # Bob's buttons of the window's post still stand though Ann answered first
    window = await game_logic.press(
        service, session=table.id, seq=seq, seat=1, index=0, user_id=B, interaction_id="p4"
    )
    assert not window.error and (await _log(service)) == [(0, "secret 2"), (1, "secret 1")]
    # a seat that must act again, pressing the first post's outdated buttons (its newer ones
    # were in an ephemeral reply a reload dropped): its current choices, in its language
    table = service.require(PLACE)
    acting = [s for s in table.game.pending(table.state) if table.game.legal(table.state, s)]
    assert acting
    seat, moved = acting[0], table.seq
    again = await game_logic.press(
        service,
        session=table.id,
        seq=seq,
        seat=seat,
        index=0,
        user_id=table.players[seat].user_id,
        interaction_id="p5",
        lang="fr",
    )
    assert not again.error and "voici vos choix actuels" in again.text
    assert [d["seq"] for d in again.decisions] == [moved] and table.seq == moved


async def test_rules_and_games():
    assert "Almadi" in game_logic.rules("almadi").text
    assert game_logic.rules("chess").error
    ids = [v for _, v in game_logic.autocomplete_games("")]
    assert "almadi" in ids and "toy" in ids
    assert [v for _, v in game_logic.autocomplete_games("alm")] == ["almadi"]


async def test_a_new_table_earns_closed_dms_one_new_attempt(service):
    await service.store.set_dm_closed(B, True)
    await service.store.set_dm_closed(A, True)
    await game_logic.new_game(service, PLACE, A, "Ann", "toy")
    assert not await service.store.dm_closed(A)
    assert await service.store.dm_closed(B)  # not seated yet: still remembered
    await game_logic.join(service, PLACE, B, "Bob")
    assert not await service.store.dm_closed(B)
