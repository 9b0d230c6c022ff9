"""Every game teaches itself: ``explain`` answers every term a player meets.

The terms are collected from real bot playouts of each game: every word of every legal move,
the words of the move labels, prompts, board texts (the images' alt text), private summaries,
log lines and the rules summary, the identifiers in the views (what the images draw: ids,
goods, kinds) and the renderers' abbreviation tables. A *term* in running text is a
capitalised word or an abbreviation (``Snd``, ``PP``, ``MP``); glossary phrases are matched
first (``Cement Works``), and ordinary English words are listed in ``COMMON`` below. Drawn
texts are collected from the views and the renderers' tables rather than through
``renderers.kit.measuring()``: the renderer framework is being rebuilt, and every drawn word
comes from a view or one of those tables.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.core.playout import next_actor
from games.core.registry import game_ids, get_game
from games.core.testing import hooks
from i18n import has

# a game's players: one more than its fewest, at least 3 (Emira 4, the others 3)
GAMES = {
    g: min(max(3, get_game(g).spec.min_players + 1), get_game(g).spec.max_players)
    for g in game_ids()
}
SEEDS = ("terms-a", "terms-b")

# ordinary words met capitalised inside a sentence (titles of cards keep them small)
COMMON = set(
    ["a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with"]
)
SEAT = re.compile(r"^(P\d(\+P\d)*('s)?|seat|Player)$")
START = re.compile(
    r"(^|[.:;!?·•—(\[]\s*|\d\)\s*|\n\s*|\*\*)$"
)  # what precedes a sentence's first word
WORD = re.compile(r"[A-Za-z][A-Za-z0-9'+\-]*[A-Za-z0-9+]|[A-Za-z]")
# view keys whose values are the engine's own states, never drawn as words (decision kinds,
# phases) or drawn as a colour (a player's colour)
INTERNAL_KEYS = {
    "game",
    "kind",
    "phase",
    "step",
    "stage",
    "t",
    "colour",
    "color",
    "label",
    "options",
}


def _options(game_id: str) -> dict[str, Any] | None:
    return hooks(get_game(game_id)).options


def _strings(value: Any) -> Iterator[str]:
    """Every string value inside a view that an image may draw (keys are the engine's)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in INTERNAL_KEYS:
                yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def collect(game_id: str, seats: int, seed: str) -> dict[str, set[str]]:
    """Texts of one playout by source: moves, labels, prompts, board, private, log, view ids."""
    game = get_game(game_id)
    state = game.new(seats, seed, _options(game_id))
    out: dict[str, set[str]] = {k: set() for k in ("move", "text", "id")}
    out["text"].add(game.rules_summary())
    k = 0
    while True:
        over = game.is_over(state)
        if not over:
            for s in range(seats):
                legal = game.legal(state, s)
                if legal:
                    out["text"].add(game.prompt(state, s))
                for a in legal:
                    out["move"].add(a)
                    out["text"].add(game.describe(state, s, a))
        if k % 7 == 0 or over:
            for view in (game.view(state, None), game.view(state, 0)):
                out["text"] |= {game.board_text(view), game.private_summary(view)}
                out["text"].add(game.summary(view))
                out["id"] |= {x for x in _strings(view) if " " not in x and len(x) < 30}
        if over:
            out["text"] |= set(game.log(state, 0))
            break
        seat = next_actor(game, state)
        game.apply(state, seat, game.make_bot(f"{seed}:{k}").choose(game, state, seat))
        k += 1
    return out


def _drawn_tables(game_id: str) -> set[str]:
    """The abbreviations the renderers draw (their tables), where the module imports."""
    import importlib

    codes: set[str] = set()
    try:
        module = importlib.import_module(f"renderers.{game_id.replace('-', '_')}")
    except Exception:  # noqa: BLE001 - the renderer framework may be mid-rebuild
        return codes
    for name in ("ABBR", "GOODS_ABBR"):
        codes |= set(getattr(module, name, {}).values())
    return codes


def _resolves(game: Any, term: str) -> bool:
    text = game.explain_term(term)
    return text is not None and not text.startswith(f"'{term}' could be")


def unresolved(game_id: str, seats: int) -> dict[str, str]:
    """Terms ``explain`` cannot answer → where they were met."""
    game = get_game(game_id)
    phrases = sorted((t for t in [*game.terms(), *game.names()] if " " in t), key=len, reverse=True)
    phrase = re.compile(
        r"(?i)(?<![\w-])(" + "|".join(re.escape(p) for p in phrases) + r")(?![\w-])"
    )
    missing: dict[str, str] = {}
    for seed in SEEDS:
        found = collect(game_id, seats, seed)
        for move in found["move"]:
            for word in move.split():
                if re.fullmatch(r"[\d.+\-]+", word) or _resolves(game, word):
                    continue
                missing.setdefault(word, f"move `{move}`")
        for text in found["text"]:
            rest = phrase.sub(" ", text) if phrases else text
            for match in WORD.finditer(rest):
                word = match.group(0)
                if not (word[0].isupper() or word.isupper()) or SEAT.match(word):
                    continue
                code = sum(c.isupper() for c in word) > 1 or any(c.isdigit() for c in word)
                if not code and START.search(rest[: match.start()]):
                    continue  # a sentence's first word: ordinary English unless met mid-sentence
                if word.lower().strip("'") in COMMON or _resolves(game, word):
                    continue
                missing.setdefault(word, f"text: {text[:80]!r}")
        for ident in found["id"]:
            if not re.search(r"[a-z]", ident) or re.fullmatch(r"[\d.+\-:/]+", ident):
                continue
            if ident.lower() in COMMON or _resolves(game, ident):
                continue
            if has(ident):  # a catalogue message id the front end words (never shown as is)
                continue
            missing.setdefault(ident, "view")
    for code in _drawn_tables(game_id):
        if not _resolves(game, code):
            missing.setdefault(code, "drawn abbreviation")
    return missing


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_explain_answers_every_term_of_the_game(game_id: str) -> None:
    if not get_game(game_id).terms():
        pytest.skip(f"{game_id} declares no glossary")
    missing = unresolved(game_id, GAMES[game_id])
    assert not missing, f"{len(missing)} terms `explain` does not know: {missing}"


def test_agra_abbreviations_and_internal_names() -> None:
    """The 3-letter good codes of the Agra image and the terms of the issue are explained."""
    game = get_game("agra")
    for term in ("Snd", "Wd", "Cl+", "Plk", "Sta", "Pnt", "Bk", "MP", "Akbar", "statue"):
        assert _resolves(game, term), term
    assert "Sculptor" in (game.explain_term("Sculptor's Workshop") or "")
    assert "Quarry" in (game.explain_term("quarry") or "")  # the building, not the good
    assert "Sufi" in (game.explain_term("n2") or "")


def test_emira_letters_are_talents_and_objectives_read_in_words() -> None:
    game = get_game("emira")
    assert (game.explain_term("I") or "").startswith("Intelligence")
    assert (game.explain_term("H") or "").startswith("Household")
    words = game.explain_term("3-3") or ""
    assert "2 Intelligence" in words and "Household and Romance" in words


def test_almadi_objective_shape_and_start_tiles() -> None:
    game = get_game("almadi")
    staircase = game.explain_term("gr-04") or ""
    assert ". . #\n  . # #\n  # # #" in staircase
    assert "row 2 market with 3 leather" in (game.explain_term("start c") or "")
    state = game.new(3, "start-tiles")
    seat = game.pending(state)[0]
    assert all("row" in game.board_text(game.view(state, None)) for _ in (0,))
    labels = [game.describe(state, seat, a) for a in game.legal(state, seat)]
    assert all(len(x) <= 100 and "(arrow)" in x for x in labels), labels


# -- small text defects, each with its test ------------------------------------------------------
def _agra_texts(seats: int, seed: str) -> tuple[list[str], list[tuple[str, str]], Any]:
    """(headlines and turn lines, (action, label) pairs, final state) of an Agra bot playout."""
    from games.agra.text import turn_line

    game = get_game("agra")
    state = game.new(seats, seed)
    heads, labels, k = [], [], 0
    while not game.is_over(state):
        view = game.view(state, None)
        heads += [game.headline(view), turn_line(view)]
        seat = next_actor(game, state)
        labels += [(a, game.describe(state, seat, a)) for a in game.legal(state, seat)]
        game.apply(state, seat, game.make_bot(f"{seed}:{k}").choose(game, state, seat))
        k += 1
    return heads, labels, state


def test_agra_texts_name_no_internal_frame_and_label_every_move() -> None:
    from games.agra.text import KINDS

    internal = {f"({k})" for k in KINDS} | {f": {k}." for k in KINDS if k not in KINDS.values()}
    heads, labels, state = _agra_texts(3, "defects")
    for head in heads:
        assert not any(x in head for x in internal), head
        assert head.endswith("."), head
    assert all("waiting for" in line for line in heads[1::2])  # the turn line says who
    for action, text in labels:
        assert text.strip().lower() != action, action  # `end turn`, `pay none`… say what they do
    game = get_game("agra")
    board = game.board_text(game.view(state, None))
    assert "bag" not in game.log(state, None)[-1] and "rupees" in game.log(state, None)[-1]
    assert "Final scores:" in board and "END TRIGGERED" not in board
    every = "\n".join([*game.log(state, None), board, *heads])
    assert not re.search(r"\b1 rupees\b|rupee\(s\)", every)


def test_agra_board_text_names_every_public_element() -> None:
    game = get_game("agra")
    state = game.new(3, "board-words")
    for k in range(120):
        seat = next_actor(game, state)
        game.apply(state, seat, game.make_bot(f"bw:{k}").choose(game, state, seat))
    view = game.view(state, None)
    text = game.board_text(view)
    from games.agra import data as D

    for building in D.BUILDING_NAME.values():
        assert building in text, building
    for n in view["river"]:
        assert D.NOTABLES[n["id"]]["name"] in text
    for who in ("Architect", "Sailor", "Trader", "Botanist"):
        assert f"{who}: " in text
    for part in ("Artisans orders", "Merchants orders", "Scholars orders", "Akbar's slots"):
        assert part in text
    assert "Favour tiles on display" in text and "Boat at pontoon" in text
    assert "the Merchant is here" in text and "the Builder is here" in text
    # the secret rupees stay out of the public text, and are in the owner's
    assert "rupees." not in text.split("Final scores")[0].splitlines()[-1]


def test_al_rashid_answers_red_and_says_what_service_and_commit_did() -> None:
    game = get_game("al-rashid")
    state = game.new(3, "answers")
    seat = game.pending(state)[0]
    assert "red or blue" in game.prompt(state, seat)
    assert game.steps(state, seat, "red") == ["draw red"]
    assert game.steps(state, seat, "blue") == ["draw blue"]
    seen_service = seen_commit = False
    for k in range(8000):
        if game.is_over(state) or (seen_service and seen_commit):
            break
        seat = next_actor(game, state)
        legal = game.legal(state, seat)
        if "service" in legal and not seen_service:
            after = game.copy(state)
            game.apply(after, seat, "service")
            assert "chosen so far the service" in game.prompt(after, seat)
            assert "Service:" in game.describe(state, seat, "service")
            seen_service = True
        commits = [a for a in legal if a.startswith("commit ")]
        if commits and not seen_commit:
            after = game.copy(state)
            game.apply(after, seat, commits[0])
            colour, value = commits[0].split()[1:]
            prompt = game.prompt(after, seat)
            assert f"committed {colour} {value}" in prompt or "committed; `fight`" in prompt
            seen_commit = True
        game.apply(state, seat, game.make_bot(f"a{k}").choose(game, state, seat))
    assert seen_service and seen_commit


def test_al_rashid_tie_on_points_shows_the_tie_break() -> None:
    from games.al_rashid.text import final_line

    result = {
        "scores": [30, 30, 12],
        "ranks": [2, 1, 3],
        "tiebreak": [
            {"wealth": 10, "track_position": 1},
            {"wealth": 15, "track_position": 2},
            {"wealth": 3, "track_position": 3},
        ],
    }
    line = final_line(result)
    assert line.index("P2 30") < line.index("P1 30")
    assert "tie-break: wealth 15" in line and "tie-break: wealth 10" in line
    assert "P3 12 PP (#3)" in line and "broken by wealth" in line


def test_agra_one_rupee_is_singular() -> None:
    from games.agra.text import private_summary

    view = {"viewer": 0, "players": [{"rupees": 1, "tiles": []}]}
    assert private_summary(view).startswith("You have 1 rupee (secret")
    view["players"][0]["rupees"] = 2
    assert private_summary(view).startswith("You have 2 rupees (secret")
