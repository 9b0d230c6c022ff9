"""Agra in French, Italian and the pseudo-locale: every text surface of whole bot
games goes through the catalogue, English events equal their catalogue messages, secrets stay
secret in every language, and moves typed with French or Italian words replay the same game."""

from __future__ import annotations

import functools
import gc
import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.agra import GAME
from games.agra import text as T
from games.agra.data import NOTABLES
from games.agra.glossary import ABBR, ALIASES, CATEGORIES, TERMS, localized
from games.core.playout import next_actor
from games.core.protocol import Event, format_msg, normalize
from i18n import PSEUDO, t
from i18n.check import problems
from i18n.pseudo import untranslated

LANGS = ("fr", "it")
PROBES = ("zzz", "place quarry", "end turn", "place sailor", "produce 9", "")


@functools.cache
def _positions() -> tuple[tuple[dict[str, Any], int, bool], ...]:
    """Copies of (state, seat to act, over) every 7 moves of one whole easy-bot game at each
    of 2–4 players, and the end: played once for every test of this module. The collector
    waits while they are built and then leaves them be (``gc.freeze``): a thousand kept copies
    of a state are tens of millions of objects, and every full collection walked them all
    (12 of the 17 s this took)."""
    gc.disable()
    try:
        return _play_positions()
    finally:
        gc.enable()
        gc.freeze()


def _play_positions() -> tuple[tuple[dict[str, Any], int, bool], ...]:
    out = []
    for seats in range(2, 5):
        state = GAME.new(seats, f"i18n-{seats}")
        bots = [GAME.make_bot(f"b{seats}:{s}", "easy") for s in range(seats)]
        step = 0
        while not GAME.is_over(state):
            seat = next_actor(GAME, state)
            if step % 7 == 0:
                out.append((GAME.copy(state), seat, False))
            GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
            step += 1
        out.append((state, 0, True))
    return tuple(out)


def _games(every: int) -> Iterator[tuple[dict[str, Any], int, bool]]:
    """Every ``every``-th position of :func:`_positions`, and every game's end."""
    for k, (state, seat, over) in enumerate(_positions()):
        if over or k % every == 0:
            yield state, seat, over


def _surfaces(state: dict[str, Any], seat: int, locale: str) -> list[str]:
    """Every text a player may read now, in ``locale`` (the log only at the end: it grows)."""
    out = []
    for viewer in (None, *range(GAME.seats(state))):
        view = GAME.view(state, viewer)
        out += [
            GAME.summary(view, locale=locale),
            GAME.headline(view, locale=locale),
            GAME.board_text(view, locale=locale),
            GAME.private_summary(view, locale=locale),
        ]
    out.append(GAME.prompt(state, seat, locale=locale))
    out += [GAME.describe(state, seat, a, locale=locale) for a in GAME.legal(state, seat)]
    legal = GAME.legal(state, seat)
    for probe in PROBES:
        if normalize(probe) not in legal:
            reason = GAME.explain(state, seat, probe, locale=locale)
            out.append(str(reason))
    return out


def _notation(state: dict[str, Any], seat: int) -> set[str]:
    """Words that are move notation (typed, echoed as typed): allowed untranslated."""
    words = {w for a in GAME.legal(state, seat) for w in a.split()}
    return words | {w for p in PROBES for w in p.split()}


def test_catalogue_check_passes() -> None:
    assert problems() == []


def test_english_events_equal_their_catalogue_messages() -> None:
    """Every event of whole games at 2–4 players carries a message that formats to exactly its
    English text (public and private), so the two never drift."""
    checked = 0
    for state, _seat, over in _games(10_000):
        if not over:
            continue
        for data in state["log"]:
            event = Event.from_json(data)
            assert event.msg is not None, event.text
            assert format_msg("en", event.msg) == event.text
            assert set(event.private_msgs) == set(event.private), event.text
            for seat, msg in event.private_msgs.items():
                assert format_msg("en", msg) == event.private[seat]
            checked += 1
    assert checked > 1000


def test_english_tables_equal_the_catalogue() -> None:
    """The English tables kept in text.py (the renderer reads KINDS) say what the catalogue
    says, and the score labels are the glossary's."""
    for kind, words in T.KINDS.items():
        assert t("en", f"agra-kind-{kind}") == words
    for stage, words in T.STAGES.items():
        assert t("en", f"agra-stage-{stage}") == words
    for action, words in {**T.ONE_WORD, **T.TWO_WORDS}.items():
        assert t("en", "agra-a-" + action.replace(" ", "-")) == words
    assert GAME.score_labels() == CATEGORIES


def test_pseudo_locale_shows_no_untranslated_word() -> None:
    """Whole games at 2–4 players in the pseudo-locale: every surface's letters went through
    the catalogue, but move notation, seat labels and ids (FT3, CB2-1, N12)."""
    seen = 0
    for state, seat, over in _games(1):
        allowed = tuple(sorted(_notation(state, seat) | {"Agra"}, key=len, reverse=True))
        texts = _surfaces(state, seat, PSEUDO)
        if over:
            texts += GAME.log(state, None, locale=PSEUDO)
            texts += [
                x for s in range(GAME.seats(state)) for x in GAME.log(state, s, locale=PSEUDO)
            ]
            texts.append(GAME.rules_summary(locale=PSEUDO))
            texts += list(GAME.score_labels(locale=PSEUDO).values())
        for text in texts:
            # backquoted move examples and quoted canonical answers are notation
            plain = re.sub(r"`[^`]*`|'[a-z0-9 .+-]*'", " ", text)
            assert untranslated(plain, allowed) == [], text
        seen += len(texts)
    assert seen > 1000


@pytest.mark.parametrize("locale", LANGS)
def test_french_and_italian_texts_have_no_missing_message(locale: str) -> None:
    for state, seat, over in _games(2):
        texts = _surfaces(state, seat, locale)
        if over:
            texts += GAME.log(state, None, locale=locale)
            texts.append(GAME.rules_summary(locale=locale))
        for text in texts:
            assert "agra-" not in text and "{" not in text, text
            assert not re.search(r"\b(Unknown|None)\b", text), text
    english = GAME.board_text(GAME.view(state, None))
    assert GAME.board_text(GAME.view(state, None), locale=locale) != english


def test_french_uses_the_rulebook_words() -> None:
    state = GAME.new(3, "words")
    seat = GAME.pending(state)[0]
    labels = [GAME.describe(state, seat, a, locale="fr") for a in GAME.legal(state, seat)]
    assert any(x.startswith("Placer un ouvrier sur le Marin") for x in labels)  # + a warning
    assert "Placer un ouvrier sur la Carrière" in labels
    board = GAME.board_text(GAME.view(state, None), locale="fr")
    for word in ("Architecte", "Négociant", "Botaniste", "Scierie", "Érudits", "Bâtisseur"):
        assert word in board, word
    assert "Roupie" in t("fr", "agra-ps-rupees", k=1)
    assert t("fr", "agra-ps-rupees", k=0).startswith("Vous avez 0 Roupie ")  # French: 0 is one
    assert t("it", "agra-ps-rupees", k=0).startswith("Hai 0 rupie ")


# -- secrecy by perturbation, in French and Italian --------------------------------------------
def _perturb(state: dict[str, Any], kind: str, seat: int) -> dict[str, Any]:
    other = GAME.copy(state)
    if kind == "rupees":
        other["players"][seat]["rupees"] += 7
    else:
        other["pile"] = list(reversed(other["pile"]))
    return other


@pytest.mark.parametrize("locale", LANGS)
@pytest.mark.parametrize("kind", ["rupees", "pile"])
def test_secrets_stay_secret_in_french_and_italian(locale: str, kind: str) -> None:
    """Another seat's rupees, or the favour-tile pile's order, changed: every other seat's
    texts in ``locale`` are the same."""
    checked = 0
    for state, actor, over in _games(4):
        if over:
            continue
        secret = (actor + 1) % GAME.seats(state)
        other = _perturb(state, kind, secret)
        viewers = [None, *(s for s in range(GAME.seats(state)) if kind == "pile" or s != secret)]
        for viewer in viewers:
            va, vb = GAME.view(state, viewer), GAME.view(other, viewer)
            for method in (GAME.summary, GAME.headline, GAME.board_text, GAME.private_summary):
                assert method(va, locale=locale) == method(vb, locale=locale)
            recent = zip(state["log"][-30:], other["log"][-30:], strict=True)  # the whole log: slow
            for ea, eb in recent:
                said = Event.from_json(ea).for_seat(viewer, locale)
                assert said == Event.from_json(eb).for_seat(viewer, locale)
        if actor != secret or kind == "pile":
            assert GAME.prompt(state, actor, locale=locale) == GAME.prompt(
                other, actor, locale=locale
            )
            if GAME.legal(state, actor) == GAME.legal(other, actor):
                for a in GAME.legal(state, actor):
                    assert GAME.describe(state, actor, a, locale=locale) == GAME.describe(
                        other, actor, a, locale=locale
                    )
        checked += 1
    assert checked > 25


def test_own_rupees_are_told_only_to_their_owner_in_every_language() -> None:
    state = GAME.new(2, "own")
    state["players"][0]["rupees"] = 13
    for locale, words in (("en", "13 rupees"), ("fr", "13 Roupies"), ("it", "13 rupie")):
        assert words in GAME.private_summary(GAME.view(state, 0), locale=locale)
        assert words not in GAME.private_summary(GAME.view(state, 1), locale=locale)
        assert words not in GAME.board_text(GAME.view(state, 1), locale=locale)
        assert words not in GAME.board_text(GAME.view(state, None), locale=locale)


# -- moves typed in French and Italian ------------------------------------------------------------
def _reverse(locale: str) -> dict[str, str]:
    """Canonical word(s) → one alias of ``locale`` (the first listed; phrases included)."""
    out: dict[str, str] = {}
    for typed, canonical in ALIASES[locale].items():
        if canonical in out or re.fullmatch(r"n\d+", canonical):
            continue
        out[canonical] = typed
    return out


def _typed(action: str, reverse: dict[str, str]) -> str:
    """``action`` with every word that has an alias said in the other language."""
    for phrase in sorted((p for p in reverse if " " in p), key=len, reverse=True):
        action = action.replace(phrase, reverse[phrase])
    return " ".join(
        reverse.get(w, w) if " " not in reverse.get(w, "") else w for w in action.split()
    )


@pytest.mark.parametrize("locale", LANGS)
@pytest.mark.parametrize("seats", [2, 3])
def test_moves_typed_in_french_and_italian_replay_the_same_game(locale: str, seats: int) -> None:
    """A whole bot game whose moves are typed with ``locale``'s words: each resolves to the
    canonical move the bot chose, the log stores canonical text, the end state is the same."""
    reverse = _reverse(locale)
    plain, typed = GAME.new(seats, "alias"), GAME.new(seats, "alias")
    bots = [GAME.make_bot(f"alias:{s}", "easy") for s in range(seats)]
    translated = 0
    while not GAME.is_over(plain):
        seat = next_actor(GAME, plain)
        action = bots[seat].choose(GAME, plain, seat)
        words = _typed(action, reverse)
        if words != action:
            assert GAME.steps(typed, seat, words) == [action], (words, action)
            translated += 1
        GAME.apply(plain, seat, action)
        GAME.apply(typed, seat, words)
    assert translated > 100
    assert GAME.state_hash(plain) == GAME.state_hash(typed)
    assert GAME.log(plain, None) == GAME.log(typed, None)


def test_accents_are_optional_and_examples_resolve() -> None:
    state = GAME.new(3, "alias-examples")
    seat = GAME.pending(state)[0]
    for typed in (
        "placer marin",
        "placer carrière",
        "placer carriere",
        "piazza marinaio",
        "piazza cava",
        "placer négociant",
        "piazza commerciante",
    ):
        steps = GAME.steps(state, seat, typed)
        assert len(steps) == 1 and steps[0].startswith("place "), typed


# -- the glossary ---------------------------------------------------------------------------------
def test_english_glossary_equals_its_catalogue_entries() -> None:
    """English ``explain`` keeps glossary.TERMS; the catalogue's English entries (hand-written
    and generated) say exactly the same, so French and Italian translate the real text."""
    by_key, _ = localized("en")
    assert by_key == TERMS
    assert GAME.terms() == TERMS


def test_glossary_in_the_pseudo_locale_shows_no_untranslated_word() -> None:
    numerals = ("III", "VII", "VI", "IV", "II")  # notable levels, meditation spaces
    allowed = (*ABBR.values(), *(n.upper() for n in NOTABLES), *numerals, "Agra")
    terms = GAME.terms(locale=PSEUDO)
    assert len(terms) > 250
    for term, text in terms.items():
        plain = re.sub(r"`[^`]*`", " ", text)
        assert untranslated(plain, allowed) == [], (term, text)


@pytest.mark.parametrize(
    ("locale", "term", "starts"),
    [
        ("fr", "péonage", "Utiliser un emplacement"),
        ("fr", "peonage", "Utiliser un emplacement"),  # the English term, answered in French
        ("fr", "Carrière", "Carrière\u00a0: Bâtiment de niveau 1"),
        ("fr", "quarry", "Carrière\u00a0: Bâtiment de niveau 1"),
        ("fr", "n12", "Calligraphe (N12"),
        ("fr", "calligraphe", "Calligraphe (N12"),
        ("fr", "marin", "Personnage\u00a0: payer"),
        ("fr", "roupie", "Les Roupies sont"),
        ("it", "peonaggio", "Usare uno spazio"),
        ("it", "cava", "Cava: edificio di livello 1"),
        ("it", "sailor", "Personaggio: paga"),
        ("it", "ft3", "FT3 (tessera Favore"),
        ("it", "rupia", "Le rupie sono"),
    ],
)
def test_explain_answers_the_language_s_own_words_and_english_ids(
    locale: str, term: str, starts: str
) -> None:
    found = GAME.explain_term(term, locale=locale)
    assert found is not None and found.startswith(starts), found


def test_an_unknown_or_ambiguous_term_in_french() -> None:
    assert GAME.explain_term("xyzzy", locale="fr") is None
    found = GAME.explain_term("pa", locale="fr")
    assert found is not None and found.startswith("«\u00a0pa\u00a0» peut désigner")


@pytest.mark.parametrize("locale", ["en", *LANGS])
def test_processing_nothing_says_so(locale: str) -> None:
    """§10.2 allows transforming 0 goods: the log says nothing was transformed, not "transforms
    0 wood into paper"."""
    state = GAME.new(2, "zero")
    from games.agra.rules.transform import transform

    transform(state, 0, "paper", 0, False, False)
    event = Event.from_json(state["log"][-1])
    assert event.msg is not None
    said = format_msg(locale, event.msg)
    assert "0" not in said
    assert event.text == format_msg("en", event.msg)


@pytest.mark.parametrize(
    ("locale", "words"),
    [
        ("en", ("farm", "farmers", "cache tiles")),
        ("fr", ("Ferme", "Fermiers", "tuiles Cache")),
        ("it", ("Fattoria", "contadini", "tessere Copertura")),
    ],
)
def test_board_text_tells_each_farm(locale: str, words: tuple[str, ...]) -> None:
    """The ``board`` text writes each player board's farm (what ``farmer`` and ``cache`` act
    on), in the rulebook's words: moving a farmer or removing a cache tile changes it."""
    state = GAME.new(2, "farm")
    before = GAME.board_text(GAME.view(state, 0), locale=locale)
    farm = next(line for line in before.splitlines() if "N1, N5, E1, E5, S1, S5, W1, W5" in line)
    assert all(w in farm for w in words), farm
    p = state["players"][0]
    p["caches"].remove("n1")
    p["farm"]["n"] = 2
    after = GAME.board_text(GAME.view(state, 0), locale=locale)
    line = next(
        x for x in after.splitlines() if "N5, E1, E5, S1, S5, W1, W5" in x and "N1" not in x
    )
    assert " 2," in line and line != farm


@pytest.mark.parametrize(
    ("locale", "lost", "blocked"),
    [
        ("en", "your 1 MP left is lost", "blocks 'deliver'"),
        ("fr", "votre PM restant est perdu", "bloque « livrer »"),
        ("it", "il tuo PM rimasto va perso", "blocca «consegnare»"),
    ],
)
def test_meditation_warns_before_points_are_lost(locale: str, lost: str, blocked: str) -> None:
    """Ending the meditation phase with MP left wastes them: the ``done`` label says so before
    it is chosen, and the prompt names the action the wheel blocks."""
    from tests.games.agra.helpers import blank, play

    s = blank()
    s["spaces"]["trader"] = [0, True]
    play(s, 0, "meditate", "lay trader", "done")  # 1 MP; only a farmer step to spend it on
    assert GAME.legal(s, 0) == ["farmer", "done"]
    assert normalize(lost) in normalize(GAME.describe(s, 0, "done", locale=locale))
    assert normalize(blocked) in normalize(GAME.prompt(s, 0, locale=locale))
    play(s, 0, "farmer", "farmer n +")
    assert "lost" not in GAME.describe(s, 0, "done", locale="en")


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
def test_a_production_building_with_nothing_to_produce_says_so(locale: str) -> None:
    """A farm whose sandstone production is 0 (both farmers next to covered spaces): placing on
    the Quarry would waste the action, and its label says so before it is chosen."""
    from tests.games.agra.helpers import blank

    s = blank()
    p = s["players"][0]
    plain = GAME.describe(s, 0, "place sandstone", locale=locale)
    p["farm"]["n"] = p["farm"]["w"] = 2
    idle = GAME.describe(s, 0, "place sandstone", locale=locale)
    assert idle.startswith(plain) and "0" in idle[len(plain) :], idle
    assert GAME.describe(s, 0, "place wood", locale=locale) == t(
        locale, "agra-d-place", space="wood"
    )


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
def test_a_processing_building_with_no_source_good_says_so(locale: str) -> None:
    """The Paper Mill built, no wood in stock: its processing can only transform 0, and the
    placement's label says so before the worker is placed; one wood and the label is plain."""
    from tests.games.agra.helpers import blank, goods

    s = blank()
    s["built"]["paper"] = True
    plain = t(locale, "agra-d-place", space="paper")
    wasted = GAME.describe(s, 0, "place paper", locale=locale)
    assert wasted == t(locale, "agra-d-place-no-source", text=plain, good="wood"), wasted
    assert wasted.startswith(plain) and "0" in wasted[len(plain) :]
    goods(s, 0, wood=1)
    assert GAME.describe(s, 0, "place paper", locale=locale) == plain
    goods(s, 0, wood=0)
    s["players"][0]["fav"] = 3  # favour action F1 may gain the wood first
    assert GAME.describe(s, 0, "place paper", locale=locale) == plain
    s["players"][0]["fav"] = 0
    s["built"]["paper"] = False  # the Builder's site: its bonus tile may bring the wood
    assert "0" not in GAME.describe(s, 0, "place paper", locale=locale)


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
def test_a_sailor_with_nothing_to_deliver_says_so(locale: str) -> None:
    """An empty stock: no notable within reach wants anything the seat has and no order can be
    filled, so the Sailor's label warns; a good a reachable notable wants, or an order the
    seat can fill, and it is plain again."""
    from games.agra.rules.sailing import accessible
    from tests.games.agra.helpers import blank, goods

    s = blank()
    plain = t(locale, "agra-d-place", space="sailor")
    wasted = GAME.describe(s, 0, "place sailor", locale=locale)
    assert wasted == t(locale, "agra-d-place-no-delivery", text=plain), wasted
    s["merchant"], merchant = "sailor", s["merchant"]  # its 2 favours may buy a good first
    assert GAME.describe(s, 0, "place sailor", locale=locale) == plain
    s["merchant"] = merchant
    from games.agra.data import NOTABLES

    wanted = NOTABLES[accessible(s)[0]["id"]]["demand"][0]
    goods(s, 0, **{wanted: 1})
    assert GAME.describe(s, 0, "place sailor", locale=locale) == plain
    goods(s, 0, **{wanted: 0})
    s["players"][0]["infl"]["merchants"] = 2
    goods(s, 0, **dict.fromkeys(_order_goods(s, "merchants"), 1))
    assert GAME.describe(s, 0, "place sailor", locale=locale) == plain


def _order_goods(s: Any, guild: str) -> tuple[str, str]:
    from games.agra.data import ORDERS

    return ORDERS[guild][s["omark"][guild]]


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
def test_ending_the_sailor_with_a_delivery_left_says_it_is_lost(locale: str) -> None:
    """At the Sailor with nothing paid, the one free delivery is not refunded: `done` while a
    reachable notable still wants a good held says it is lost; once delivered, `done` is plain."""
    from games.agra.data import NOTABLES
    from games.agra.rules.sailing import accessible
    from tests.games.agra.helpers import blank, goods, play

    s = blank()
    wanted = NOTABLES[accessible(s)[0]["id"]]["demand"][0]
    goods(s, 0, **{wanted: 1})
    play(s, 0, "place sailor", "pay none")
    assert GAME.describe(s, 0, "done", locale=locale) == t(locale, "agra-d-done-sail", lost=1)
    give = next(a for a in GAME.legal(s, 0) if a.startswith("give "))
    play(s, 0, give)
    assert GAME.describe(s, 0, "done", locale=locale) == t(locale, "agra-a-done")
