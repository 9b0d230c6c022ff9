"""Emira in French, Italian and the pseudo-locale: every text surface of whole bot games goes
through the catalogue (``i18n/locales/<lang>/emira.ftl``) — the rules summary, prompts, menu
labels, headline and summary, the private summary with its private looks, refusals, score
labels, every event of the log (public and private), the board text, the end-of-game notes and
the glossary (``explain`` answers the language's own terms; English terms keep working).
English stays byte-identical to the engine's canonical events, secrets stay secret in every
language, and French/Italian move words resolve to the canonical actions."""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator

import pytest

from games.core.playout import next_actor
from games.core.protocol import Event, format_msg
from games.emira import GAME
from games.emira.bots import CarefulRandomBot
from games.emira.data import EMIRA
from games.emira.glossary import _EN, CATEGORIES, CORE_TERMS, TERMS, localized_terms
from games.emira.text import tr
from i18n import PSEUDO
from i18n.check import problems
from i18n.pseudo import untranslated
from tests.games.emira.test_secrecy import perturbations

CONFIGS = [(3, {}), (4, {}), (5, {"advanced": True})]
ALL_CONFIGS = [(n, {"advanced": a}) for n in (3, 4, 5) for a in (False, True)]


def _game(n: int, options: dict, seed: str) -> Iterator[dict]:
    for state, _events in _game_events(n, options, seed):
        yield state


def _game_events(n: int, options: dict, seed: str) -> Iterator[tuple[dict, list[Event]]]:
    """A whole game of careful random bots: (state after each move, the move's events)."""
    state = GAME.new(n, seed, options)
    bots = [CarefulRandomBot(f"{seed}:{s}") for s in range(n)]
    yield state, [Event.from_json(e) for e in state["log"]]  # the setup's events
    while not GAME.is_over(state):
        seat = next_actor(GAME, state)
        events = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
        yield state, events


def _surfaces(state: dict, seat: int | None, locale: str) -> list[str]:
    view = GAME.view(state, seat)
    out = [
        GAME.summary(view, locale=locale),
        GAME.headline(view, locale=locale),
        GAME.board_text(view, locale=locale),
    ]
    out.append(GAME.private_summary(view, locale=locale))
    if seat is not None:
        out.append(GAME.prompt(state, seat, locale=locale))
        legal = GAME.legal(state, seat)
        out += [GAME.describe(state, seat, a, locale=locale) for a in legal]
        for bad in ("bid 5", "bid 99990", "fly away", "buy camel"):
            if bad not in legal:
                out.append(str(GAME.explain(state, seat, bad, locale=locale)))
    return out


_NOTATION = re.compile(r"`[^`]*`|\bP\d\b|\b[IHCR]{2,}\b|'[^']*'")
_NAMES = tuple(sorted({w for name, *_ in EMIRA.values() for w in re.findall(r"[A-Za-z]+", name)}))
_NAMES += ("Emira", "Noor", "Xenia", "Sidi", "Suleiman", "Samira", "Zahrah")


def _plain_words(text: str) -> list[str]:
    return untranslated(_NOTATION.sub(" ", text), _NAMES)


def _texts_read(
    n: int, options: dict, seed: str, locale: str, every: int
) -> tuple[dict, list[str]]:
    """(the final state, every text read during a seeded game): every event of every move as
    each seat reads it, and every ``every``-th move and at the end the surfaces of every seat."""
    texts: list[str] = []
    for i, (state, events) in enumerate(_game_events(n, options, seed)):
        texts += [e.for_seat(s, locale) for e in events for s in (None, *range(n))]
        if i % every == 0 or GAME.is_over(state):
            for seat in (None, *range(n)):
                texts += _surfaces(state, seat, locale)
    return state, texts


@pytest.mark.parametrize(("n", "options"), CONFIGS)
def test_whole_games_in_the_pseudo_locale_show_no_untranslated_word(n, options, caplog):
    """Every surface of a whole game, every seat and a spectator, sampled every few moves, and
    every event of every move as each seat reads it, and the whole log at the end: a plain
    English word is a string that bypassed the catalogue."""
    caplog.set_level(logging.WARNING, logger="i18n")
    found: dict[str, str] = {}
    state, texts = _texts_read(n, options, f"qps-{n}", PSEUDO, every=4)
    for text in texts:
        for word in _plain_words(text):
            found.setdefault(word, text)
    for seat in (None, *range(n)):
        for text in GAME.log(state, seat, locale=PSEUDO):
            for word in _plain_words(text):
                found.setdefault(word, text)
    text = GAME.rules_summary(locale=PSEUDO) + "\n".join(GAME.score_labels(locale=PSEUDO).values())
    for word in _plain_words(text):
        found.setdefault(word, text)
    assert not found, found
    assert not caplog.records, [r.getMessage() for r in caplog.records]


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize(("n", "options"), [(4, {}), (5, {"advanced": True})])
def test_french_and_italian_have_no_missing_message(lang, n, options, caplog):
    caplog.set_level(logging.WARNING, logger="i18n")
    state, texts = _texts_read(n, options, f"{lang}-{n}", lang, every=3)
    for text in texts:
        assert "emira-" not in text, text
    assert not caplog.records, [r.getMessage() for r in caplog.records]
    log = "\n".join(GAME.log(state, None, locale=lang))
    assert {"fr": "Le tour 2 commence", "it": "Inizia il round 2"}[lang] in log
    assert {"fr": "Revenus\u00a0: ", "it": "Entrate: "}[lang] in log
    assert {"fr": "enchère", "it": "asta"}[lang] in GAME.rules_summary(locale=lang).lower()


@pytest.mark.parametrize(("n", "options"), ALL_CONFIGS)
def test_events_in_english_through_the_catalogue_equal_the_engine_text(n, options):
    """The catalogue's English and the engine's canonical English never drift apart: every
    event of whole games (3-5 players, advanced or not), public and private, with its message."""
    count = 0
    for _state, events in _game_events(n, options, f"en-{n}-{options['advanced']}"):
        for e in events:
            assert e.msg is not None, e.text
            assert format_msg("en", e.msg) == e.text
            assert set(e.private_msgs) == set(e.private), e.text
            for seat, private in e.private.items():
                assert format_msg("en", e.private_msgs[seat]) == private
            back = Event.from_json(e.to_json())  # stored and read back: the same words
            assert format_msg("fr", back.msg) == format_msg("fr", e.msg)
            count += 1
    assert count > 100


def test_private_looks_and_notes_in_english_come_from_their_messages():
    """The looks a seat remembers and the result's notes: English through the catalogue equals
    the engine's text (French and Italian read the same messages)."""
    checked = 0
    for n, options in CONFIGS:
        for state in _game(n, options, f"looks-{n}"):
            for p in state["players"]:
                msgs = p.get("seen_msgs", [])
                assert len(msgs) == len(p["seen"])
                for text, msg in zip(p["seen"], msgs, strict=True):
                    assert format_msg("en", tuple(msg)) == text
                    checked += 1
            for s in range(n):
                view = GAME.view(state, s)
                for text, msg in zip(
                    view["private"]["looking"], view["private"]["looking_msgs"], strict=True
                ):
                    assert format_msg("en", tuple(msg)) == text
        res = state["result"]
        assert [format_msg("en", tuple(m)) for m in res["note_msgs"]] == res["notes"]
    assert checked > 3


def test_catalogue_is_complete_for_emira():
    assert [p for p in problems() if "emira" in p] == []


def test_english_glossary_comes_from_the_catalogue_too():
    assert localized_terms("en", catalogue_english=True) == TERMS
    assert list(localized_terms("en", catalogue_english=True)) == list(TERMS)
    assert GAME.terms(locale="en") == TERMS


@pytest.mark.parametrize("lang", ["fr", "it", PSEUDO])
def test_glossary_in_every_language_is_translated_and_every_term_explains(lang, caplog):
    """Every English term still answers; every term's own word in the language answers with the
    same explanation; in the pseudo-locale no explanation has an untranslated word."""
    caplog.set_level(logging.WARNING, logger="i18n")
    terms = GAME.terms(locale=lang)
    assert set(TERMS) <= set(terms)
    for key, text in TERMS.items():
        assert GAME.explain_term(key, locale=lang) == terms[key]
        if key in CORE_TERMS and lang != PSEUDO:
            assert terms[key] != text, key  # written in the language, not left English
    for key in CORE_TERMS:
        word = tr(lang, f"term-{key.replace(' ', '-')}.term")
        assert GAME.explain_term(word, locale=lang) == terms[word.lower()] == terms[key]
    for key, text in terms.items():
        assert "emira-" not in text, key
        if lang == PSEUDO:
            assert not _plain_words(text), (key, text)
    assert not caplog.records, [r.getMessage() for r in caplog.records]


def test_french_and_italian_glossaries_use_the_rulebooks_words():
    assert "ristourne des chameaux" in GAME.explain_term("enchère", locale="fr")
    assert GAME.explain_term("auction", locale="fr") == GAME.explain_term("enchère", locale="fr")
    assert GAME.explain_term("vermine", locale="fr").startswith("Vermine (symbole Jarre")
    assert "Grande romance (capacité de Samira)" in GAME.explain_term("grande romance", locale="fr")
    assert "Méfiance" in GAME.explain_term("noor", locale="fr")
    assert GAME.explain_term("objectif 3-3", locale="fr").startswith(
        "Objectif 3-3\u00a0: 2 Intelligence"
    )
    assert GAME.explain_term("entretien", locale="fr") == GAME.explain_term("upkeep", locale="fr")
    assert "sconto dei cammelli" in GAME.explain_term("asta", locale="it")
    assert GAME.explain_term("parassiti", locale="it").startswith("Parassiti (simbolo Giara")
    assert GAME.explain_term("mantenimento", locale="it") == GAME.explain_term(
        "upkeep", locale="it"
    )
    assert GAME.explain_term("obiettivo 4-2", locale="it").startswith("Obiettivo 4-2: 2 Intell")


def test_english_objective_words_and_labels_come_from_the_catalogue_too():
    for key, text in _EN.items():
        args = {k: "{" + k + "}" for k in re.findall(r"{(\w+)}", text)}
        assert tr("en", key, **args) == text.format(**args)
    assert {k: tr("en", f"cat-{k}") for k in CATEGORIES} == CATEGORIES
    assert GAME.score_labels(locale="fr")["objective"] == "objectif {n}"


def test_french_terms_are_the_rulebooks():
    fr = GAME.rules_summary(locale="fr")
    assert "Apparence, Statut, Palace, Argent" in fr and "cheik" in fr
    state = GAME.new(3, "terms", {})
    labels = [
        GAME.describe(state, s, a, locale="fr") for s in range(3) for a in GAME.legal(state, s)
    ]
    assert labels and all(label.startswith("Garder ") for label in labels), labels


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_secrecy_by_perturbation_in_french_and_italian(lang):
    """Another seat's objective, hand, hidden gold or a deck's order changed: what a seat
    reads in French or Italian is the same — its surfaces (board text and private looks
    included) and the events of the next move when another seat's hand or look changed
    (applied to both when it is another seat's and legal in both; a deck or the RNG changed may
    change what it reveals). The log's private entries: the test below."""
    rng = random.Random(lang)
    checked = 0
    for i, state in enumerate(_game(4, {}, f"sec-{lang}")):
        if i % 29 or GAME.is_over(state):
            continue
        for x in range(4):
            for what, other in perturbations(state, x, rng).items():
                for viewer in [None] + [s for s in range(4) if s != x]:
                    assert _surfaces(other, viewer, lang) == _surfaces(state, viewer, lang)
                    checked += 1
                if what in ("hand", "look", "dealt"):  # not what the next move may reveal
                    _same_next_events(state, other, x, lang)
    assert checked > 50


def _same_next_events(state: dict, other: dict, x: int, lang: str) -> None:
    actor = next_actor(GAME, state)
    if actor == x or next_actor(GAME, other) != actor:
        return
    action = CarefulRandomBot(f"next:{actor}").choose(GAME, state, actor)
    if action not in GAME.legal(other, actor):
        return
    a, b = GAME.copy(state), GAME.copy(other)
    ea, eb = GAME.apply(a, actor, action), GAME.apply(b, actor, action)
    for viewer in [None] + [s for s in range(4) if s != x]:
        assert [e.for_seat(viewer, lang) for e in ea] == [e.for_seat(viewer, lang) for e in eb]


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_another_seats_private_events_never_reach_a_seat_in_its_language(lang):
    """The log's private texts changed for one seat: every other seat (and a spectator) reads
    the same log in French or Italian; the owner reads its own private words."""
    *_, state = _game(4, {"advanced": True}, f"priv-{lang}")
    owner = next(int(s) for e in state["log"] for s in e.get("private_msgs", {}))
    other = GAME.copy(state)
    for e in other["log"]:
        if str(owner) in e.get("private_msgs", {}):
            e["private"][str(owner)] = "changed"
            e["private_msgs"][str(owner)] = [
                "emira-e-you-keep",
                {"card": ["emira-event-vermin", {}]},
            ]
    for viewer in [None] + [s for s in range(4) if s != owner]:
        assert GAME.log(other, viewer, locale=lang) == GAME.log(state, viewer, locale=lang)
    assert GAME.log(other, owner, locale=lang) != GAME.log(state, owner, locale=lang)


_WORDS = {
    "fr": {
        "bid": "enchérir",
        "pass": "passer",
        "buy": "acheter",
        "keep": "garder",
        "play": "jouer",
        "camel": "chameau",
        "status": "statut",
        "small": "petite",
        "large": "grande",
        "slow": "lente",
        "fast": "rapide",
        "nothing": "rien",
        "stipend": "aide",
    },
    "it": {
        "bid": "offri",
        "pass": "passa",
        "buy": "compra",
        "keep": "tieni",
        "play": "gioca",
        "camel": "cammello",
        "section": "sezione",
        "small": "piccola",
        "large": "grande",
        "slow": "lenta",
        "fast": "veloce",
        "nothing": "niente",
        "stipend": "sussidio",
    },
}


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_moves_typed_in_french_or_italian_resolve_to_the_canonical_action(lang):
    """Every move of a whole game typed with the language's words is the canonical action."""
    words = _WORDS[lang]
    state = GAME.new(4, f"alias-{lang}", {})
    bots = [CarefulRandomBot(f"alias:{s}") for s in range(4)]
    typed_words = set()
    while not GAME.is_over(state):
        seat = next_actor(GAME, state)
        action = bots[seat].choose(GAME, state, seat)
        typed = " ".join(words.get(w, w) for w in action.split())
        assert GAME.steps(state, seat, typed) == [action], typed
        GAME.apply(state, seat, typed)
        typed_words |= set(typed.split()) & set(words.values())
    assert len(typed_words) >= 6, typed_words


_RARE = {  # rule tests that reach what whole bot games seldom do (draws, gold tie-breaks, Xenia…)
    "tests.games.emira.test_e7_income": (
        "test_advanced_simultaneous_winners_tied_on_score_richer_wins",
        "test_advanced_simultaneous_winners_tied_on_gold_too_share_a_draw",
        "test_basic_simultaneous_winners_share_a_draw_whatever_their_gold",
        "test_the_round_end_uses_gold_for_simultaneous_claims",
    ),
    "tests.games.emira.test_vectors": (
        "test_s16_xenia_cycle_and_transfer",
        "test_s16_variants",
        "test_s17_xenia_join_round_protection",
    ),
    "tests.games.emira.test_scenarios": (
        "test_changing_her_mind_leave_swap_bottom",
        "test_xenia_unpaid_join_gift_removes_her_and_blocks_victory",
        "test_xenia_in_ordinary_tumult_goes_to_the_deck",
        "test_simultaneous_claims_basic_draw_and_advanced_score",
    ),
}


def test_rare_events_in_english_through_the_catalogue_equal_the_engine_text(monkeypatch):
    """The same drift check on the rule tests' rare positions (shared draws, gold deciding,
    Xenia's join-round protection and transfers, Changing Her Mind's swap): every event
    emitted has its message, and its English is the engine's text."""
    import importlib

    from games.emira import auctions, events, market, rules, setup, state, upkeep

    emitted: list[tuple[str, dict, list, dict]] = []

    def emit(st, text, private=None, msg=None, private_msgs=None):  # noqa: ANN001, ANN202
        emitted.append((text, private or {}, msg, private_msgs or {}))
        state.emit(st, text, private, msg, private_msgs)

    for module in (setup, events, market, auctions, upkeep, rules):
        monkeypatch.setattr(module, "emit", emit)
    for module, names in _RARE.items():
        for name in names:
            getattr(importlib.import_module(module), name)()
    ids = set()
    for text, private, msg, private_msgs in emitted:
        assert msg is not None, text
        assert format_msg("en", tuple(msg)) == text
        for seat, words in private.items():
            assert format_msg("en", tuple(private_msgs[seat])) == words
        ids |= set(re.findall(r"emira-[\w-]+", repr((msg, private_msgs))))
    assert {"emira-f-draw", "emira-f-gold", "emira-f-and", "emira-e-upkeep-xenia"} <= ids
    assert {"emira-chm-swapped", "emira-e-xenia-moves"} <= ids
