"""Al-Rashid in French, Italian and the pseudo-locale: every text surface of whole
bot games goes through the catalogue, English events equal their catalogue messages, secrets
stay secret in every language, and moves typed with the rulebooks' words replay the same game."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.al_rashid import GAME
from games.al_rashid.data import COLOURS, FAVORS, GOODS, PAWNS, SECTORS, TITLES
from games.al_rashid.glossary import ALIASES, TERMS
from games.al_rashid.text import VERBS, glossary
from games.core.bots import RandomBot
from games.core.errors import IllegalAction
from games.core.playout import next_actor
from games.core.protocol import Event, fold, format_msg, normalize
from i18n import PSEUDO
from i18n.check import problems
from i18n.pseudo import untranslated
from tests.games.al_rashid.test_playouts import _perturb

LANGS = ("fr", "it")
BAD_PROBES = ("zzz", "place pasha rashid", "pay wood", "fight", "take 9", "use smuggler")


def _bots(seats: int, seed: str, k: int) -> list[Any]:
    """Random bots on even games, easy ones (titles, battles, payments) on odd ones."""
    if k % 2:
        return [GAME.make_bot(f"{seed}:{s}", "easy") for s in range(seats)]
    return [RandomBot(f"{seed}:{s}") for s in range(seats)]


def _games(seeds: int, every: int) -> Iterator[tuple[dict[str, Any], int, bool]]:
    """(state, seat to act, over) every ``every`` moves of whole bot games at 2–5 players."""
    for seats in range(2, 6):
        for k in range(seeds):
            state = GAME.new(seats, f"i18n-{seats}-{k}")
            bots = _bots(seats, f"b{seats}-{k}", k)
            step = 0
            while not GAME.is_over(state):
                seat = next_actor(GAME, state)
                if step % every == 0:
                    yield state, seat, False
                GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
                step += 1
            yield state, 0, True


def _surfaces(state: dict[str, Any], seat: int, over: bool, locale: str) -> list[str]:
    """Every text a player may read now, in ``locale``."""
    out = []
    for viewer in (None, *range(GAME.seats(state))):
        view = GAME.view(state, viewer)
        out += [
            GAME.summary(view, locale=locale),
            GAME.headline(view, locale=locale),
            GAME.board_text(view, locale=locale),
            GAME.private_summary(view, locale=locale),
        ]
    out += GAME.log(state, seat, locale=locale)[-30:] + GAME.log(state, None, locale=locale)[-30:]
    if not over:
        legal = GAME.legal(state, seat)
        out.append(GAME.prompt(state, seat, locale=locale))
        out += [GAME.describe(state, seat, a, locale=locale) for a in legal]
        for probe in BAD_PROBES:
            reason = GAME.explain(state, seat, probe, locale=locale)
            out.append(str(getattr(reason, "message", reason) or ""))
    return out


def _notation_free(text: str) -> str:
    """``text`` without what is canonical notation on purpose: moves in backticks, quoted
    typed text (``'zzz'``) and seat labels."""
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"'[^']*'|«[^»]*»", " ", text)
    return re.sub(r"\bP\d\b", " ", text)


def test_every_event_of_whole_games_has_a_message_equal_to_its_english() -> None:
    """The catalogue's English and the engine's log can never drift apart."""
    ids: set[str] = set()
    for state, _, over in _games(seeds=2, every=10_000):
        if not over:
            continue
        for entry in state["log"]:
            event = Event.from_json(entry)
            assert event.msg is not None, event.text
            assert format_msg("en", event.msg) == event.text
            ids.add(event.msg[0])
            assert set(event.private_msgs) == set(event.private), event.text
            for s, msg in event.private_msgs.items():
                assert format_msg("en", msg) == event.private[s]
    assert len(ids) >= 45  # most kinds of event happened (a sample of whole games)


def test_pseudo_locale_leaves_no_untranslated_word_on_any_surface() -> None:
    found: dict[str, str] = {}
    for state, seat, over in _games(seeds=1, every=9):
        for text in _surfaces(state, seat, over, PSEUDO):
            for word in untranslated(_notation_free(text)):
                found.setdefault(word, text[:160])
    texts = [GAME.rules_summary(locale=PSEUDO), *GAME.score_labels(locale=PSEUDO).values()]
    texts += [f"{k}: {v}" for k, v in GAME.terms(locale=PSEUDO).items()]
    for text in texts:
        for word in untranslated(_notation_free(text)):
            found.setdefault(word, text[:160])
    assert not found, found


@pytest.mark.parametrize("locale", LANGS)
def test_french_and_italian_texts_have_no_missing_message(locale: str) -> None:
    english_only = ("Your mercenary tokens", "Turn order", "Waiting for", "Resolve ")
    for state, seat, over in _games(seeds=1, every=11):
        for text in _surfaces(state, seat, over, locale):
            assert "alrashid-" not in text and "{" not in text, text
            assert not any(e in text for e in english_only), text
    assert "alrashid-" not in GAME.rules_summary(locale=locale)


def test_catalogues_are_complete_for_al_rashid() -> None:
    assert [p for p in problems() if "al-rashid" in p] == []


@pytest.mark.parametrize("locale", LANGS)
def test_secrets_stay_secret_in_every_language(locale: str) -> None:
    """Another seat's hand, unseen tokens, stacks and the crisis deck changed: nothing a seat
    reads changes, in French and Italian as in English."""
    checked = 0
    for state, seat, over in _games(seeds=1, every=13):
        for viewer in (None, *range(GAME.seats(state))):
            other = _perturb(state, viewer)
            for s in (state, other):
                assert GAME.view(s, viewer) == GAME.view(other, viewer)
            mine = GAME.view(state, viewer)
            theirs = GAME.view(other, viewer)
            for method in ("summary", "board_text", "private_summary", "headline"):
                assert getattr(GAME, method)(mine, locale=locale) == getattr(GAME, method)(
                    theirs, locale=locale
                )
            assert GAME.log(state, viewer, locale=locale) == GAME.log(other, viewer, locale=locale)
            if viewer == seat and not over:
                assert GAME.prompt(state, seat, locale=locale) == GAME.prompt(
                    other, seat, locale=locale
                )
                legal = GAME.legal(state, seat)
                assert [GAME.describe(state, seat, a, locale=locale) for a in legal] == [
                    GAME.describe(other, seat, a, locale=locale) for a in legal
                ]
            checked += 1
    assert checked > 100


def _typed(action: str, locale: str) -> str:
    """``action`` in ``locale``'s words: each canonical word replaced by one of its aliases."""
    back: dict[str, str] = {}
    for typed, canonical in sorted(ALIASES[locale].items(), key=lambda kv: len(kv[0])):
        if " " not in canonical:
            back.setdefault(canonical, typed)
    return " ".join(back.get(w, w) for w in action.split())


@pytest.mark.parametrize("locale", LANGS)
def test_moves_typed_in_the_rulebooks_words_replay_the_same_game(locale: str) -> None:
    for seats in (2, 3, 5):
        canonical = GAME.new(seats, f"alias-{locale}-{seats}")
        typed = GAME.new(seats, f"alias-{locale}-{seats}")
        bots = [GAME.make_bot(f"alias:{s}", "easy") for s in range(seats)]
        translated = 0
        while not GAME.is_over(canonical):
            seat = next_actor(GAME, canonical)
            action = bots[seat].choose(GAME, canonical, seat)
            words = _typed(action, locale)
            translated += words != action
            steps = GAME.steps(typed, seat, words)
            assert " ".join(steps[-1:]) == action or steps == [action], (words, steps)
            GAME.apply(canonical, seat, action)
            GAME.apply(typed, seat, words)
        assert translated > 20
        assert GAME.state_hash(typed) == GAME.state_hash(canonical)
        assert GAME.log(typed, None) == GAME.log(canonical, None)


@pytest.mark.parametrize(
    ("typed", "steps"),
    [
        ("placer pacha militaire", ["place pasha", "place pasha military"]),
        ("piazza pascià militare", ["place pasha", "place pasha military"]),
        ("placer marchand route de la soie", ["place merchant", "place merchant silk"]),
        ("piazza saggio spie", ["place sage", "place sage intrigue"]),
        ("Placer Pacha Palais", ["place pasha", "place pasha rashid"]),
    ],
)
def test_french_and_italian_phrases(typed: str, steps: list[str]) -> None:
    state = GAME.new(3, "phrases")
    for _ in range(3):
        GAME.apply(state, next_actor(GAME, state), "draw red")
    assert GAME.steps(state, next_actor(GAME, state), typed) == steps


def test_a_refused_french_move_is_explained_in_canonical_words_and_changes_nothing() -> None:
    state = GAME.new(3, "phrases")
    for _ in range(3):
        GAME.apply(state, next_actor(GAME, state), "draw red")
    before = GAME.state_hash(state)
    with pytest.raises(IllegalAction, match="merchant"):
        GAME.apply(state, next_actor(GAME, state), "placer marchand palais")
    assert GAME.state_hash(state) == before


@pytest.mark.parametrize("locale", LANGS)
def test_no_alias_is_a_canonical_word_with_another_meaning(locale: str) -> None:
    """An alias never changes what a canonical (English) word means: the English reading is
    tried first, but a mixed line would otherwise read differently."""
    canonical = set(VERBS) | set(SECTORS) | set(GOODS) | set(PAWNS) | set(TITLES) | set(FAVORS)
    canonical |= set(COLOURS) | {"note", "all", "up", "with", "pool", "favorite"}
    for typed, word in ALIASES[locale].items():
        assert typed == normalize(typed), typed
        if fold(typed) in canonical:
            assert word == fold(typed), typed


def test_the_english_glossary_is_the_catalogues() -> None:
    """``glossary.TERMS`` (English, canonical) and the catalogue's English never drift apart."""
    english: dict[str, str] = {}
    for key, _, text in glossary("en"):
        english.setdefault(key, text)
    assert english == TERMS
    assert GAME.terms() == TERMS and GAME.terms(locale="en") == TERMS


@pytest.mark.parametrize(
    ("locale", "term", "start"),
    [
        ("fr", "déshonneur", "Jetons Déshonneur"),
        ("fr", "contrebandier", "Contrebandier (C001"),
        ("fr", "smuggler", "Contrebandier (C001"),  # English terms work in every language
        ("fr", "c004", "Imposteur (C004"),
        ("fr", "route de la soie", "Route de la soie\u00a0: un pays"),
        ("fr", "silk", "Route de la soie\u00a0: un pays"),
        ("fr", "soie", "Soie\u00a0: une marchandise"),
        ("fr", "pp", "Points de Prestige"),
        ("it", "disonore", "Segnalini disonore"),
        ("it", "contrabbandiere", "Contrabbandiere (C001"),
        ("it", "smuggler", "Contrabbandiere (C001"),
        ("it", "seta", "Seta: una merce"),
        ("it", "corporazione delle spie", "Corporazione delle Spie: servizio"),
        ("it", "s1", "Tessera Crisi Setup 1"),  # the rulebook's deck, the id players type
        ("fr", "y3", "Tuile crise année 3"),
        ("fr", "préparation 2", "Tuile crise préparation 2"),
    ],
)
def test_explain_answers_in_the_readers_language(locale: str, term: str, start: str) -> None:
    assert (GAME.explain_term(term, locale=locale) or "").startswith(start)


@pytest.mark.parametrize("locale", LANGS)
def test_every_glossary_entry_is_translated(locale: str) -> None:
    terms = GAME.terms(locale=locale)
    assert len(terms) >= len(TERMS) - 5  # a few English synonyms share one term
    english = set(TERMS.values())
    for term, text in terms.items():
        assert "alrashid-" not in text and "{" not in text, term
        assert text not in english, term
