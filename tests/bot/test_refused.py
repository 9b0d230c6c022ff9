"""A refused move in the reader's language (bot/table/move_refusals.py): English readers get the
engine's message exactly as before; French and Italian readers get the engine's ``explain`` in
their language and the allowed moves in the bot's words — and, like every per-player text,
what it says does not depend on another seat's secrets (perturbation, in each language)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.table.move_refusals import explained
from games.al_rashid import GAME as AL_RASHID
from games.almadi import GAME as ALMADI
from games.core import ActionError, Game, RandomBot
from tests.bot.test_notice_secrecy import swap_hand_value, table_for
from tests.games.almadi.test_secrecy_flow import swap_hand_card

PROBES = ("zzz qqq", "take 9.9", "place 1.1", "commit red 5", "remove blue 3", "draw purple")


def refusals(game: Game[Any], state: Any, seat: int) -> list[tuple[str, ActionError]]:
    out = []
    for probe in PROBES:
        try:
            game.steps(game.copy(state), seat, probe)
        except ActionError as exc:
            out.append((probe, exc))
    return out


def told(game: Game[Any], state: Any, seat: int, lang: str) -> list[str]:
    table = table_for(game, state, lang)
    return [explained(table, seat, probe, exc, lang) for probe, exc in refusals(game, state, seat)]


def test_english_readers_get_the_engines_message_unchanged() -> None:
    state = ALMADI.new(2, "refused", {"characters": True})
    table = table_for(ALMADI, state)
    seat = ALMADI.pending(state)[0]
    found = refusals(ALMADI, state, seat)
    assert found
    for probe, exc in found:
        assert explained(table, seat, probe, exc, "en") == exc.hint()


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_other_readers_get_the_engines_explanation_in_their_language(lang: str) -> None:
    for game, state in (
        (ALMADI, ALMADI.new(2, "refused", {"characters": True})),
        (AL_RASHID, AL_RASHID.new(3, "refused")),
    ):
        seat = game.pending(state)[0]
        table = table_for(game, state, lang)
        for probe, exc in refusals(game, state, seat):
            text = explained(table, seat, probe, exc, lang)
            assert exc.message not in text, text
            if exc.allowed:
                assert ("Permis maintenant" if lang == "fr" else "Permesse ora") in text
                assert f"`{exc.allowed[0]}`" in text  # the notation stays canonical


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_a_refusal_says_nothing_of_another_seats_hand(lang: str) -> None:
    compared = 0
    for i in range(4):
        n = 2 + i % 3
        rnd = random.Random(i)
        state = AL_RASHID.new(n, f"refused-{i}")
        bots = [RandomBot(f"x{i}:{s}") for s in range(n)]
        for _ in range(60):
            if AL_RASHID.is_over(state):
                break
            seat = AL_RASHID.pending(state)[0]
            other = (seat + 1) % n
            if state["players"][other]["hand"]:
                twin = swap_hand_value(state, other, rnd)
                if twin is not None:
                    compared += 1
                    assert told(AL_RASHID, state, seat, lang) == told(AL_RASHID, twin, seat, lang)
            AL_RASHID.apply(state, seat, bots[seat].choose(AL_RASHID, state, seat))
        state = ALMADI.new(n, f"refused-{i}", {"characters": True})
        bots = [RandomBot(f"y{i}:{s}") for s in range(n)]
        for _ in range(40):
            if ALMADI.is_over(state):
                break
            seat = ALMADI.pending(state)[0]
            other = (seat + 1) % n
            if state.players[other].hand:
                twin = swap_hand_card(state, other, rnd)
                if twin is not None:
                    compared += 1
                    assert told(ALMADI, state, seat, lang) == told(ALMADI, twin, seat, lang)
            ALMADI.apply(state, seat, bots[seat].choose(ALMADI, state, seat))
    assert compared >= 20, compared


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "Ce n'est pas votre tour\u00a0: en attente de P{seat}."),
        ("it", "Non è il tuo turno: si attende P{seat}."),
    ],
)
def test_not_your_turn_names_whom_the_game_waits_for(lang: str, words: str) -> None:
    state = AL_RASHID.new(2, "refused")
    seat = AL_RASHID.pending(state)[0]
    other = 1 - seat
    action = AL_RASHID.legal(state, seat)[0]
    with pytest.raises(ActionError) as refused:
        AL_RASHID.steps(AL_RASHID.copy(state), other, action)
    table = table_for(AL_RASHID, state, lang)
    # the players' names (table_for names seat s "Ps"); English keeps the engine's message
    assert explained(table, other, action, refused.value, lang) == words.format(seat=seat)
    assert explained(table, other, action, refused.value, "en") == refused.value.hint()


@pytest.mark.parametrize(
    ("game", "typed", "canonical"),
    [(ALMADI, "fini", "done"), (AL_RASHID, "placer marchand palais", "place merchant palace")],
)
@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_move_typed_in_the_rulebooks_words_is_refused_for_its_real_reason(
    game: Game[Any], typed: str, canonical: str, lang: str
) -> None:
    """The words typed are put back into canonical ones before the engine explains them in
    the reader's language, as they are for English readers."""
    state = game.new(3, "refused-words")
    seat = game.pending(state)[0]
    with pytest.raises(ActionError) as refused:
        game.steps(game.copy(state), seat, typed)
    table = table_for(game, state, lang)
    text = explained(table, seat, typed, refused.value, lang)
    why = game.explain(state, seat, canonical, locale=lang)
    reason = why.message if isinstance(why, ActionError) else str(why)
    assert text.startswith(table.named(reason)), text
    assert explained(table, seat, typed, refused.value, "en") == refused.value.hint()


@pytest.mark.parametrize(
    ("lang", "opening"),
    [
        ("en", "Legal now: `take wood`, then `take cloth`. After them, the rest is not: "),
        (
            "fr",
            "Jouables maintenant\u00a0: `take wood`, puis `take cloth`. Après ces coups, la suite",
        ),
        ("it", "Ammesse ora: `take wood`, poi `take cloth`. Dopo queste mosse, il resto no: "),
    ],
)
def test_a_line_refused_after_legal_first_steps_says_which_part_failed(
    lang: str, opening: str
) -> None:
    """Agra's Trader owes 3 of value: `take wood` (1) and `take cloth` (2) are legal in turn,
    a second cloth is not; the reason is given for the position after the two, said to be so,
    and the moves listed are the real position's."""
    from games.agra import GAME as AGRA
    from tests.games.agra.helpers import blank

    state = blank(4)
    seat = state["turn"]
    state["stack"].append({"t": "tx", "seat": seat, "give": ["cloth"], "left": 3})
    with pytest.raises(ActionError) as refused:
        AGRA.steps(AGRA.copy(state), seat, "take wood take cloth take cloth")
    assert refused.value.before == ["take wood", "take cloth"]
    assert refused.value.allowed == AGRA.legal(state, seat)
    text = explained(table_for(AGRA, state, lang), seat, "", refused.value, lang)
    assert text.startswith(opening), text
    assert "`take sandstone`" in text  # allowed in the real position, not after the two steps


@pytest.mark.parametrize(
    ("lang", "opening"),
    [
        ("en", "Legal now: `take wood`. After it, the rest is not: 'metal ceramic'"),
        ("fr", "Jouable maintenant\u00a0: `take wood`. Après ce coup, la suite ne l'est pas"),
        ("it", "Ammessa ora: `take wood`. Dopo questa mossa, il resto no: "),
    ],
)
def test_take_wood_metal_ceramic_names_the_part_refused(lang: str, opening: str) -> None:
    """Al-Rashid's Rashid reward, one good to take: `take wood` is legal and then
    `metal ceramic` is not, and the refusal says so instead of describing the position after
    the wood as if it were the real one."""
    from tests.games.al_rashid.test_scenarios import blank, do, keep_busy, put, turn

    state = blank(4)
    for s in range(4):
        put(state, s, "rashid", "pasha")
    keep_busy(state, 0, 1, 2, 3)
    turn(state, 0)
    do(state, 0, "resolve rashid", "benevolence", "done")
    with pytest.raises(ActionError) as refused:
        AL_RASHID.steps(AL_RASHID.copy(state), 0, "take wood metal ceramic")
    assert refused.value.before == ["take wood"]
    assert refused.value.allowed == AL_RASHID.legal(state, 0)
    text = explained(table_for(AL_RASHID, state, lang), 0, "", refused.value, lang)
    assert text.startswith(opening), text
