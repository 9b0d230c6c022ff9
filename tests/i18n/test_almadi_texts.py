"""Almadi in French, Italian and the pseudo-locale: every text surface of whole bot games goes
through the catalogue (``i18n/locales/<lang>/almadi.ftl``), English stays byte-identical to the
engine's canonical events, secrets stay secret in every language, and French/Italian move words
resolve to the canonical actions (the log, and so a replay, is the same whatever the language).
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.almadi import GAME
from games.almadi.glossary import CATEGORIES, TERMS, localized_terms
from games.almadi.state import AlmadiState
from games.almadi.text import STEP_NAMES, tr
from games.core.playout import next_actor, replay
from games.core.protocol import Event, format_msg
from i18n import PSEUDO
from i18n.check import problems
from i18n.pseudo import untranslated
from tests.games.almadi.test_playouts import CharacterBot

CONFIGS = [(n, ch) for n in (2, 3, 4, 5) for ch in (False, True)]
LANGS = ("fr", "it", PSEUDO)


def _game(n: int, characters: bool, seed: str) -> Iterator[tuple[AlmadiState, int, list[Event]]]:
    """A whole game of character-keen random bots: (state after the move, mover, events)."""
    state = GAME.new(n, seed, {"characters": characters, "start_tiles": "choose"})
    bots = [CharacterBot(f"{seed}:{s}") for s in range(n)]
    while not GAME.is_over(state):
        seat = next_actor(GAME, state)
        events = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
        yield state, seat, events


def _surfaces(state: AlmadiState, seat: int | None, locale: str) -> list[str]:
    """Every text ``seat`` reads now in ``locale`` (views, prompt, menu labels, refusals)."""
    view = GAME.view(state, seat)
    out = [
        GAME.summary(view, locale=locale),
        GAME.board_text(view, locale=locale),
        GAME.private_summary(view, locale=locale),
        GAME.headline(view, locale=locale),
    ]
    if seat is not None:
        out.append(GAME.prompt(state, seat, locale=locale))
        legal = GAME.legal(state, seat)
        out += [GAME.describe(state, seat, a, locale=locale) for a in legal]
        for bad in ("take 9.9", "place 1 0", "genie", "recruit ch-26", "objective gr-01", "to 2.2"):
            if bad not in legal:
                out.append(str(GAME.explain(state, seat, bad, locale=locale)))
    return out


_NOTATION = re.compile(
    r"`[^`]*`|\bseat \d\b|\b[A-Za-z]{3}-\d\d\b|\bstart-[a-e]/r\d\b|'[^']*'", re.I
)
"""What stays as it is in every language: moves as typed (`take 2.1`), the engine's seat labels
(front ends put player names there), ids (MKT-07, ch-17) and typed text echoed back."""
_NAMES = (
    "Almadi",
    "Ali",
    "Shar",
    "Cogia",
    "Aziz",
    "Aziza",
    "Dalila",
    "Dunya",
    "Dunyazad",
    "Harun",
    "Rashid",
    "Hindbad",
    "Khalifa",
    "Shahriar",
    "Sheherazade",
    "Zobeide",
    "Zubaydah",
    "Abriza",
    "Aladdin",
    "Baba",
    "Badroulboudour",
    "Hussain",
    "Jafar",
    "Morgiane",
    "Paribanou",
    "Zaynab",
    "Zumurrud",
)


def _plain_words(text: str) -> list[str]:
    return untranslated(_NOTATION.sub(" ", text), _NAMES)


@pytest.mark.parametrize(("n", "characters"), CONFIGS)
def test_whole_games_in_the_pseudo_locale_show_no_untranslated_word(n, characters, caplog):
    """Every surface of a whole game, every seat and a spectator, sampled each few moves (all
    events, every move): a plain English word is a string that bypassed the catalogue."""
    caplog.set_level(logging.WARNING, logger="i18n")
    found: dict[str, str] = {}
    for i, (state, _seat, events) in enumerate(_game(n, characters, f"qps-{n}-{characters}")):
        texts = [e.for_seat(s, PSEUDO) for e in events for s in (None, *range(n))]
        if i % 7 == 0 or GAME.is_over(state):
            for s in (None, *range(n)):
                texts += _surfaces(state, s, PSEUDO)
        for text in texts:
            for word in _plain_words(text):
                found.setdefault(word, text)
    for s in (None, *range(n)):
        for text in GAME.log(state, s, locale=PSEUDO):
            for word in _plain_words(text):
                found.setdefault(word, text)
    text = GAME.rules_summary(locale=PSEUDO) + "\n".join(GAME.score_labels(locale=PSEUDO).values())
    for word in _plain_words(text):
        found.setdefault(word, text)
    assert not found, found
    assert not caplog.records, [r.getMessage() for r in caplog.records]


def test_glossary_in_every_language_is_translated():
    for lang in LANGS:
        terms = GAME.terms(locale=lang)
        assert set(TERMS) <= set(terms)  # English terms and ids keep working
        if lang == PSEUDO:
            bad = {k: v for k, v in terms.items() if _plain_words(v)}
            assert not bad, list(bad.items())[:3]


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize(("n", "characters"), [(2, True), (5, False)])
def test_french_and_italian_games_have_no_missing_message(lang, n, characters, caplog):
    caplog.set_level(logging.WARNING, logger="i18n")
    for i, (state, _seat, events) in enumerate(_game(n, characters, f"{lang}-{n}")):
        texts = [e.for_seat(s, lang) for e in events for s in (None, *range(n))]
        if i % 5 == 0:
            for s in (None, *range(n)):
                texts += _surfaces(state, s, lang)
        for text in texts:
            assert "almadi-" not in text, text
    assert not caplog.records, [r.getMessage() for r in caplog.records]
    # a French event reads French: the rulebook's words
    log = "\n".join(GAME.log(state, None, locale=lang))
    assert {"fr": "Scores finaux", "it": "Punteggi finali"}[lang] in log


def test_catalogue_is_complete_for_almadi():
    assert [p for p in problems() if "almadi" in p] == []


@pytest.mark.parametrize(("n", "characters"), CONFIGS)
def test_events_in_english_through_the_catalogue_equal_the_engine_text(n, characters):
    """The catalogue's English and the engine's canonical English never drift apart."""
    count = 0
    for _state, _seat, events in _game(n, characters, f"en-{n}-{characters}"):
        for e in events:
            assert e.msg is not None, e.text
            assert format_msg("en", e.msg) == e.text
            for seat, private in e.private.items():
                assert format_msg("en", e.private_msgs[seat]) == private
            back = Event.from_json(e.to_json())  # stored and read back: same words
            assert format_msg("fr", back.msg) == format_msg("fr", e.msg)
            count += 1
    assert count > 50


def test_english_glossary_step_names_and_labels_come_from_the_catalogue_too():
    assert localized_terms("en", catalogue_english=True) == TERMS
    assert {k: tr("en", f"step-{k}") for k in STEP_NAMES} == STEP_NAMES
    assert {k: tr("en", f"cat-{k}") for k in CATEGORIES} == CATEGORIES
    assert GAME.score_labels(locale="en") == CATEGORIES


def test_french_terms_are_the_rulebooks():
    fr = GAME.terms(locale="fr")
    assert "carte Mosaïque" in GAME.explain_term("marteline", locale="fr")
    assert GAME.explain_term("hammer", locale="fr") == GAME.explain_term("marteline", locale="fr")
    assert "carte Étal" in GAME.explain_term("étal", locale="fr")
    assert "Mosaïque" in fr["mos-01"] and "Caravane" in fr["car-01"]
    assert "Les 40 voleurs" in fr["les 40 voleurs"]
    it = GAME.terms(locale="it")
    assert "carta Mosaico" in GAME.explain_term("martellina", locale="it")
    assert GAME.explain_term("hammer", locale="it") == GAME.explain_term("martellina", locale="it")
    assert GAME.score_labels(locale="fr")["palaces"] == "Palais"
    assert "Mosaico" in it["mos-01"]


# -- secrecy by perturbation ----------------------------------------------------------------------


def _perturbed(state: AlmadiState, viewer: int, rng: random.Random) -> AlmadiState:
    """The same game with what ``viewer`` cannot know changed: the other seats' hands and
    deals swapped with unseen cards of the box, the face-down piles shuffled below their tops."""
    other = GAME.copy(state)
    for p in other.players:
        if p.seat == viewer:
            continue
        pool = [c for c in other.card_box if c.startswith("ch-")]
        rng.shuffle(pool)
        for attr in ("hand", "dealt"):
            cards = getattr(p, attr)
            for i, card in enumerate(cards):
                if pool and card not in (p.kept or []):
                    new = pool.pop()
                    other.card_box[other.card_box.index(new)] = card
                    cards[i] = new
    rng.shuffle(other.pile)
    for pile in (other.mosaic_pile, other.stall_pile):
        rest = pile[1:]
        rng.shuffle(rest)
        pile[1:] = rest
    return other


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("n", [2, 3, 5])
def test_secrecy_by_perturbation_in_french_and_italian(lang, n):
    rng = random.Random(f"{lang}{n}")
    checked = 0
    for i, (state, _seat, _events) in enumerate(_game(n, True, f"sec-{lang}-{n}")):
        if i % 9:
            continue
        for viewer in range(n):
            other = _perturbed(state, viewer, rng)
            assert _surfaces(other, viewer, lang) == _surfaces(state, viewer, lang)
            assert GAME.log(other, viewer, locale=lang) == GAME.log(state, viewer, locale=lang)
            checked += 1
    assert checked > 10


def test_perturbation_changes_what_the_owner_reads():
    """The perturbation is not empty: the seat whose hand changed reads a different hand."""
    rng = random.Random("own")
    for state, _seat, _events in _game(3, True, "own"):
        if state.phase == "turn" and any(p.hand for p in state.players):
            owner = next(p.seat for p in state.players if p.hand)
            viewer = (owner + 1) % 3
            other = _perturbed(state, viewer, rng)
            mine = GAME.private_summary(GAME.view(state, owner), locale="fr")
            assert GAME.private_summary(GAME.view(other, owner), locale="fr") != mine
            return
    raise AssertionError("no hand in the game")


# -- moves typed in French and Italian -------------------------------------------------------------


_TO_FR = {
    "take": "prendre",
    "place": "placer",
    "genie": "génie",
    "hammer": "marteline",
    "stall": "étal",
    "moon": "lune",
    "ruby": "rubis",
    "done": "fini",
    "move": "déplacer",
    "to": "vers",
    "swap": "échanger",
    "with": "avec",
    "back": "retour",
    "skip": "ignorer",
    "objective": "objectif",
    "recruit": "recruter",
    "keep": "garder",
    "copy": "copier",
    "pass": "passer",
    "start": "départ",
}
_TO_IT = {
    "take": "prendi",
    "place": "piazza",
    "genie": "genio",
    "hammer": "martellina",
    "stall": "bancarella",
    "moon": "luna",
    "ruby": "rubino",
    "done": "fatto",
    "move": "sposta",
    "to": "verso",
    "swap": "scambia",
    "with": "con",
    "back": "indietro",
    "skip": "salta",
    "objective": "obiettivo",
    "recruit": "recluta",
    "keep": "tieni",
    "copy": "copia",
    "pass": "passa",
    "start": "partenza",
}


def _typed(action: str, words: dict[str, str]) -> str:
    if action == "end turn":
        return {"prendre": "fin du tour", "prendi": "fine turno"}[words["take"]]
    verb, *rest = action.split()
    return " ".join([words.get(verb, verb), *rest])


@pytest.mark.parametrize("words", [_TO_FR, _TO_IT], ids=["fr", "it"])
def test_moves_typed_in_french_or_italian_resolve_to_the_canonical_action_and_replay(words):
    state = GAME.new(3, "alias", {"characters": True, "start_tiles": "choose"})
    bots = [CharacterBot(f"alias:{s}") for s in range(3)]
    log: list[tuple[int, str]] = []
    typed_words: set[str] = set()
    while not GAME.is_over(state):
        seat = next_actor(GAME, state)
        action = bots[seat].choose(GAME, state, seat)
        typed = _typed(action, words)
        steps = GAME.steps(state, seat, typed)
        assert steps == [action], (typed, steps)
        GAME.apply(state, seat, typed)
        log.append((seat, action))
        typed_words.add(typed.split()[0])
    assert len(typed_words & set(words.values())) >= 8
    again = replay(GAME, 3, "alias", {"characters": True, "start_tiles": "choose"}, log)
    assert GAME.state_hash(again) == GAME.state_hash(state)


def test_french_aliases_with_or_without_accents():
    state = GAME.new(2, "acc", {"start_tiles": "random"})
    seat = GAME.pending(state)[0]
    take = GAME.legal(state, seat)[0]
    assert GAME.steps(state, seat, take.replace("take", "prendre")) == [take]
    slot = take.split()[1]
    assert GAME.steps(state, seat, f"prendi {slot}") == [take]
    copy = GAME.copy(state)
    GAME.apply(copy, seat, take)
    place = GAME.legal(copy, seat)[0]
    assert GAME.steps(copy, seat, place.replace("place", "poser")) == [place]


def _args_of(event: Event) -> dict[str, Any]:
    assert event.msg is not None
    return event.msg[1]


def test_events_store_ids_not_words():
    """An event's arguments are ids and catalogue messages: the reader's language words them."""
    for _state, _seat, events in _game(2, True, "ids"):
        for e in events:
            for value in _args_of(e).values():
                if isinstance(value, str):
                    assert value == value.strip() and "almadi-" not in value
