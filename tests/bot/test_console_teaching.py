"""The console teaches the game: rules, glossary, the board in words, secrets with their ids,
true prompts, tab completion."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.console.app import Console, play_console
from bot.store import open_store
from games.core.playout import next_actor
from games.core.registry import get_game


def _no_input(prompt: str) -> str:
    raise EOFError


async def _console(tmp_path: Path, game: str, script: list[str], **options: object) -> str:
    out = io.StringIO()
    await play_console(
        game,
        2,
        1,
        seed="teach",
        options=dict(options),
        script=script,
        out_dir=None,
        db_path=tmp_path / "t.db",
        write=out,
        read=_no_input,
    )
    return out.getvalue()


async def test_rules_explain_board_and_hand(tmp_path: Path) -> None:
    text = await _console(
        tmp_path,
        "almadi",
        ["rules", "explain genie", "explain impostor", "explain", "board"]
        + ["start b", "start c", "hand"],  # one start tile is free; then the deal
        characters=True,
    )
    assert "Almadi (2-5 players" in text  # the /rules summary
    assert "Effect: move one of your landscapes" in text  # explain genie
    assert "No glossary entry for 'impostor'" in text  # an Al-Rashid term, not Almadi's
    assert "Terms: " in text and "moon" in text
    assert "Central board" in text and "Row 1:" in text and "arrow" in text  # board in words
    hand = text.split("> hand")[1]
    assert "ch-" in hand and "`keep ch-" in hand  # the ids the next move needs


async def test_explain_answers_redirects_and_offers_the_nearest_terms(tmp_path: Path) -> None:
    text = await _console(tmp_path, "al-rashid", ["explain mercenary", "explain mercenries"])
    redirect, unknown = text.split("> explain mercenary")[1].split("> explain mercenries")
    assert "See `explain" not in redirect and "Red (land) and blue (sea)" in redirect
    assert "Did you mean" in unknown and "`mercenaries`" in unknown
    assert "Terms:" not in unknown and len(unknown.split("\n>")[0]) < 300  # never the glossary


async def test_al_rashid_glossary_and_board(tmp_path: Path) -> None:
    text = await _console(tmp_path, "al-rashid", ["explain impostor", "explain pp", "board"])
    assert "Impostor (C004" in text and "two different favors" in text
    assert "Prestige points" in text
    assert "City (palaces):" in text and "Map (countries):" in text and "Turn order:" in text


async def test_prompts_and_labels_say_dishonour_and_commit_first() -> None:
    game = get_game("al-rashid")
    state = game.new(3, "battle")
    seen_fight = seen_pass = False
    for _ in range(6000):
        if game.is_over(state) or (seen_fight and seen_pass):
            break
        seat = next_actor(game, state)
        legal = game.legal(state, seat)
        frame = state["stack"][-1]["t"]
        if frame == "fight" and "fight" not in legal and any(a.startswith("commit") for a in legal):
            assert "commit mercenary tokens first" in game.prompt(state, seat)
            seen_fight = True
        if "pass" in legal:
            assert "1 dishonour" in game.describe(state, seat, "pass")
            assert "1 dishonour" in game.prompt(state, seat)
            seen_pass = True
        if "flee" in legal:
            assert "2 dishonour" in game.describe(state, seat, "flee")
        game.apply(state, seat, game.make_bot(f"b{seat}").choose(game, state, seat))
    assert seen_pass


async def test_tab_completion_offers_legal_moves_and_commands(tmp_path: Path) -> None:
    from bot.table.service import TableService

    await _console(tmp_path, "almadi", ["start b"])
    store = await open_store(tmp_path / "t.db")
    try:
        service = TableService(store)
        await service.load()
        console = Console(service, None, write=io.StringIO())
        console.table = service.table_at("console")
        console.acting = 0
        assert "take 1.1" in console.completions("ta")
        assert console.completions("exp") == ["explain", "export"]
        assert "explain genie" in console.completions("explain ge")
    finally:
        await store.close()


async def test_private_lines_are_printed_for_the_human_seat(tmp_path: Path) -> None:
    """What only a human may read (the token drawn, a Negotiator's look) is printed, marked."""
    text = await _console(tmp_path, "al-rashid", ["draw red"])
    private = text.split("(only for Player 1:)")[1]
    assert "draws red " in private.splitlines()[1]  # the value, which the public line hides


async def test_no_internal_names_in_a_whole_console_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import random
    import re

    from bot.console import app as console_module

    rng = random.Random(2)
    outputs = []
    for game_id in ("almadi", "al-rashid"):

        async def typed(self: Console, prompt: str) -> str:
            table = self.service.table_at(console_module.PLACE)
            seat = next(s for s in table.pending_humans() if table.game.legal(table.state, s))
            line = rng.choice(table.game.legal(table.state, seat))
            self.say(prompt + line)
            return line

        monkeypatch.setattr(Console, "_next_line", typed)
        outputs.append(
            await _console(tmp_path / game_id, game_id, [], characters=True)
            if game_id == "almadi"
            else await _console(tmp_path / game_id, game_id, [])
        )
    for text in outputs:
        assert "Final scores" in text
        prose = "\n".join(ln for ln in text.splitlines() if "] > " not in ln)  # not typed moves
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", prose), re.findall(r"\b[a-z]+_[a-z_]+\b", prose)


def test_al_rashid_prompts_warn_before_the_penalty() -> None:
    """A favour alone costs a dishonour, and a fight must beat each colour's total: the prompt
    says so before the move is made."""
    import random

    game = get_game("al-rashid")
    state = game.new(3, "warn")
    rnd = random.Random(3)
    visits = fights = 0
    for _ in range(6000):
        if game.is_over(state) or (visits and fights > 2):
            break
        seat = next_actor(game, state)
        frame = state["stack"][-1]
        nothing = not any(frame.get(k) for k in ("service", "title", "favor"))
        if frame["t"] == "visit" and nothing and "favor" in game.legal(state, seat):
            assert "A favor alone (no service or title) costs 1 dishonour" in game.prompt(
                state, seat
            )
            visits += 1
        if frame["t"] == "fight":
            totals: dict[str, int] = {}
            for token in state["tokens"][frame["sector"]]:
                totals[token["c"]] = totals.get(token["c"], 0) + token["v"]
            said = game.prompt(state, seat)
            assert "must be greater than its total on the country" in said, said
            assert all(f"{c} {v}" in said for c, v in totals.items()), (said, totals)
            fights += 1
        game.apply(state, seat, rnd.choice(game.legal(state, seat)))
    assert visits and fights


def test_emira_prompts_say_the_upkeep_before_gold_is_spent() -> None:
    """Bidding, the market and the event cards: the prompt says the round's upkeep (public:
    the palace's princesses), so a purchase that leaves less is not a surprise tumult; a bid
    is asked as what it is, a multiple of 10."""
    import random

    from games.emira.state import upkeep_due

    game = get_game("emira")
    state = game.new(3, "upkeep")
    rnd = random.Random(5)
    seen: set[str] = set()
    for _ in range(3000):
        if game.is_over(state) or len(seen) == 3:
            break
        seat = next_actor(game, state)
        frame = state["stack"][-1]["t"]
        if frame in ("bid", "act", "buyev"):
            said = game.prompt(state, seat)
            due = upkeep_due(state, seat)
            assert f"Your upkeep this round: {due} gold" in said, said
            assert "type any amount" not in said
            seen.add(frame)
        game.apply(state, seat, rnd.choice(game.legal(state, seat)))
    assert seen == {"bid", "act", "buyev"}, seen


def test_emira_act_prompts_offer_the_stipend_only_when_legal() -> None:
    import random

    game = get_game("emira")
    seen = {True: 0, False: 0}
    for seed in range(4):
        state = game.new(3, f"stipend-{seed}")
        rnd = random.Random(seed)
        for _ in range(2500):
            if game.is_over(state):
                break
            seat = next_actor(game, state)
            legal = game.legal(state, seat)
            if state["stack"][-1]["t"] == "act":
                offered = "stipend" in game.prompt(state, seat)
                assert offered == ("stipend" in legal), (game.prompt(state, seat), legal)
                seen[offered] += 1
            game.apply(state, seat, rnd.choice(legal))
    assert seen[True] and seen[False], seen
