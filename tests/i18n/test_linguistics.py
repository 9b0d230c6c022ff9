"""French and Italian as a native speaker reads them, checked on what players read: the logs,
prompts and menu labels of one seeded whole game of every registered game, and every catalogue
message formatted with a game's name and a count of 1, and once more with a player's name
beginning with a vowel ("Ann", "Émile") for every argument it does not count on. Each defect class of
:mod:`i18n.linguistics` is counted per language; a class not yet clean is a strict xfail with
its count (:data:`REMAINING`), so a fix must lower the count and a regression fails. The counts
are printed at the end of the run (tests/i18n/conftest.py)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

import pytest
from fluent.syntax import FluentSerializer, ast

from bot.table.notices import option_text
from games.core.bots import RandomBot
from games.core.playout import next_actor
from games.core.registry import game_ids, get_game, target
from i18n import linguistics as L
from i18n.catalog import COMMAND, catalogue, named_seats, t
from i18n.check import arguments, messages

EVERY = 5  # positions between two samples of prompts and labels
SEAT_LABELS = {"almadi-seat"}  # "seat 2": notation the front ends swap for a name
# front ends put names for seat labels; a vowel first or not ("la place d'Ann", "de Bob")
NAMES = ("Ann", "Bob", "Émile", "Lou")

# (language, class) -> defects still there; 0 or absent: the class must stay clean
REMAINING: dict[tuple[str, str], int] = {}


def _games() -> list[str]:
    """The registered games, not the toys the suite registers for itself."""
    return [g for g in game_ids() if not str(target(g)).startswith("tests.")]


class Remaining(Exception):  # noqa: N818 - reads as what it reports
    """Defects of a class still to fix (the expected failure of a strict xfail)."""


@functools.cache
def _game_texts(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """(texts, menu labels) of one seeded random game per registered game in ``lang``: its
    prompts and labels every few moves, the boards' words at the end, every seat's log; seat
    labels swapped for names as the front ends do."""
    texts: set[str] = set()
    labels: set[str] = set()
    for gid in _games():
        game = get_game(gid)
        seats = max(game.spec.min_players, 3)
        named = _namer(game, seats)
        state = game.new(seats, f"linguistics-{gid}")
        bots = [RandomBot(f"linguistics:{s}") for s in range(seats)]
        step = 0
        while not game.is_over(state):
            seat = next_actor(game, state)
            if step % EVERY == 0:
                legal = game.legal(state, seat)
                texts.add(named(game.prompt(state, seat, locale=lang)))
                labels.update(named(game.describe(state, seat, a, locale=lang)) for a in legal)
                texts.add(named(game.headline(game.view(state, seat), locale=lang)))
            game.apply(state, seat, bots[seat].choose(game, state, seat))
            step += 1
        for viewer in (None, *range(seats)):
            view = game.view(state, viewer)
            texts.update(named(line) for line in game.log(state, viewer, locale=lang))
            texts.add(named(game.summary(view, locale=lang)))
            texts.add(named(game.board_text(view, locale=lang)))
        texts.add(game.rules_summary(locale=lang))
    return frozenset(texts - {""}), frozenset(labels)


def _namer(game: Any, seats: int) -> Callable[[str], str]:
    names = {game.seat_label(s).lower(): NAMES[s] for s in range(seats)}
    return lambda text: named_seats(text, names)


@functools.cache
def _catalogue_texts(lang: str) -> frozenset[str]:
    """Every message and attribute of ``lang``, each game's name for ``$game``, 1 elsewhere:
    a game's name meets its article, a count of one its noun."""
    english = messages("en")
    known = {k: v for domain in english.values() for k, v in domain.items()}
    titles = [get_game(g).spec.title for g in _games()]
    out: set[str] = set()
    bundle = catalogue().bundle(lang)
    for domain in messages(lang).values():
        for msg_id, entry in domain.items():
            if msg_id in SEAT_LABELS:
                continue
            variables = arguments(entry, known)
            for title in titles if "game" in variables else titles[:1]:
                args: dict[str, Any] = dict.fromkeys(variables, 1)
                if "game" in variables:
                    args["game"] = title
                ids = [msg_id] + [f"{msg_id}.{a}" for a in bundle.get_message(msg_id).attributes]
                out.update(t(lang, i, **args) for i in ids)
    return frozenset(out)


@functools.cache
def _named_catalogue_texts(lang: str) -> frozenset[str]:
    """Every message of ``lang`` with a vowel-initial name for each argument it neither counts
    on nor selects with (1 for those): a name meets the ``de``, ``que`` or ``la`` before it."""
    english = messages("en")
    known = {k: v for domain in english.values() for k, v in domain.items()}
    out: set[str] = set()
    cat = catalogue()
    for domain in messages(lang).values():
        for msg_id, entry in domain.items():
            counted = cat.selectors.get(lang, {}).get(msg_id, frozenset())
            variables = arguments(entry, known)
            for name in NAMES[::2]:
                args = {v: 1 if v in counted else name for v in variables}
                attrs = cat.bundle(lang).get_message(msg_id).attributes
                out.update(t(lang, i, **args) for i in [msg_id, *(f"{msg_id}.{a}" for a in attrs)])
    return frozenset(out)


def _counts(entry: ast.Message) -> set[str]:
    """The variables ``entry`` chooses a plural form by (variants ``one``, ``few``, ``many``
    or a number)."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, ast.SelectExpression) and isinstance(
            node.selector, ast.VariableReference
        ):
            keys = {getattr(v.key, "name", "number") for v in node.variants}
            if keys & {"one", "few", "many", "number"}:
                found.add(node.selector.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    walk(entry)
    return found


_SERIALIZE = FluentSerializer()
# arguments English writes before a verb or a word of its own: names, ids, commands
_NOT_COUNTS = {"who", "seat", "player", "game", "name", "tab", "cell", "saved", "new", "id"}
_NOT_COUNTS |= {"pile", "slot", "move", "now", "status", "session", "need", "lost", "year"}
_NOT_COUNTS |= {"round", "strength", "price"}  # numbers naming a thing: round 2, a card's price
_BEFORE_NOUN = re.compile(r"\{ \$([\w-]+) \} [a-z]+s\b")


def _before_noun(entry: ast.Message | None) -> set[str]:
    """The variables English writes before a plural noun ("{ $n } moves left"): counts too."""
    if entry is None:
        return set()
    found = set(_BEFORE_NOUN.findall(_SERIALIZE.serialize_entry(entry))) - _NOT_COUNTS
    return {v for v in found if not v.startswith(COMMAND)}


@functools.cache
def _counted_texts(lang: str) -> frozenset[str]:
    """Every message of ``lang`` with a count argument (one the English or ``lang`` message
    chooses a plural by), formatted with that count 2 and 5 and a name elsewhere."""
    english = messages("en")
    known = {k: v for domain in english.values() for k, v in domain.items()}
    out: set[str] = set()
    bundle = catalogue().bundle(lang)
    for domain in messages(lang).values():
        for msg_id, entry in domain.items():
            counted = (
                _counts(entry) | _counts(known.get(msg_id, entry)) | _before_noun(known.get(msg_id))
            )
            variables = arguments(entry, known)
            if msg_id in SEAT_LABELS or not counted & set(variables):
                continue
            ids = [msg_id, *(f"{msg_id}.{a}" for a in bundle.get_message(msg_id).attributes)]
            for n in (2, 5):
                args = {v: n if v in counted else NAMES[0] for v in variables}
                out.update(t(lang, i, **args) for i in ids)
    return frozenset(out)


@functools.cache
def _english_terms(lang: str) -> tuple[str, ...]:
    """The games' English terms of four letters or more that ``lang``'s glossaries neither
    list nor use in their own explanations (``note`` is Italian too)."""
    words: set[str] = {"seat"}
    theirs: set[str] = set()
    for gid in _games():
        game = get_game(gid)
        words |= {w for w in game.terms(locale="en") if len(w) > 3 and w.isascii()}
        glossary = game.terms(locale=lang)
        theirs |= set(glossary)
        theirs |= {w.lower() for text in glossary.values() for w in re.findall(r"[\w-]+", text)}
    return tuple(sorted(w for w in words - theirs if " " in w or w.isalpha()))


def _texts(lang: str) -> frozenset[str]:
    return _game_texts(lang)[0] | _game_texts(lang)[1] | _catalogue_texts(lang)


DETECT: dict[str, Callable[[str], list[str]]] = {
    "elision": lambda lang: (
        _each(lang, L.french_elision)
        + [x for text in sorted(_named_catalogue_texts(lang)) for x in L.french_elision(text)]
    ),
    "articles": lambda lang: _each(lang, L.italian_articles),
    "plurals": lambda lang: (
        _each(lang, functools.partial(L.plural_agreement, lang))
        + [x for text in sorted(_counted_texts(lang)) for x in L.plural_many(lang, text)]
    ),
    "register": lambda lang: _each(lang, L.italian_voi),
    "spacing": lambda lang: _each(lang, L.french_spacing),
    "labels": lambda lang: [x for lb in _game_texts(lang)[1] for x in _over(lb)],
    "english": lambda lang: _each(lang, functools.partial(L.english_words, _english_terms(lang))),
}
CLASSES = {
    "fr": ("elision", "plurals", "spacing", "labels", "english"),
    "it": ("articles", "plurals", "register", "labels", "english"),
    "en": ("labels",),
}


def _over(label: str) -> list[str]:
    """What of ``label`` Discord would cut: its option's label or description over 100."""
    text, more = option_text("notation", label)
    return L.over_limit(text) + L.over_limit(more or "")


def _each(lang: str, detect: Callable[[str], list[str]]) -> list[str]:
    return [found for text in sorted(_texts(lang)) for found in detect(text)]


def _cases() -> list[Any]:
    out = []
    for lang, classes in CLASSES.items():
        for name in classes:
            left = REMAINING.get((lang, name), 0)
            marks = [pytest.mark.xfail(strict=True, raises=Remaining)] if left else []
            out.append(pytest.param(lang, name, id=f"{lang}-{name}", marks=marks))
    return out


@pytest.mark.parametrize(("lang", "name"), _cases())
def test_linguistics(lang: str, name: str, record_property: Any) -> None:
    found = DETECT[name](lang)
    record_property("linguistics", f"{lang} {name} {len(found)}")
    left = REMAINING.get((lang, name), 0)
    sample = "\n  ".join(found[:15])
    if len(found) > left:
        pytest.fail(f"{lang} {name}: {len(found)} defects (recorded {left}):\n  {sample}")
    if len(found) < left:
        pytest.fail(f"{lang} {name}: {len(found)} left, lower REMAINING from {left}")
    if found:
        raise Remaining(f"{lang} {name}: {len(found)} remaining:\n  {sample}")


def test_a_long_label_gives_what_follows_its_colon_to_the_description() -> None:
    effect = "Choisissez un type de caravane : chaque propriétaire en recule une " * 2
    label = f"Jouer Vermine [Jarre d'épices]\u00a0: {effect.strip()}"
    assert option_text("play vermin", label) == ("Jouer Vermine [Jarre d'épices]", effect.strip())
    assert option_text("play vermin", "Jouer Vermine") == ("Jouer Vermine", "play vermin")
    assert option_text("pass", "pass") == ("pass", None)


def test_a_name_elides_the_de_before_it_in_french_only() -> None:
    assert t("fr", "agra-ev-round-turn", round=2, who="Ann") == "Manche 2\u00a0: au tour d'Ann."
    assert t("fr", "agra-ev-round-turn", round=2, who="Émile").endswith("au tour d'Émile.")
    assert t("fr", "agra-ev-round-turn", round=2, who="Hugo").endswith("au tour de Hugo.")
    assert t("fr", "agra-ev-round-turn", round=2, who="Yann").endswith("au tour de Yann.")
    assert "\ue004" not in t("fr", "agra-ev-round-turn", round=2, who="Bob")
    assert "di Ann" in t("it", "agra-ev-round-turn", round=2, who="Ann")


def test_a_seat_swapped_for_a_name_elides_a_french_de_or_que_only() -> None:
    names = {"seat 1": "Ann", "seat 2": "Bob"}
    assert named_seats("Au tour de seat 1, puis de seat 2.", names) == "Au tour d'Ann, puis de Bob."
    assert named_seats("On attend que seat 1 joue.", names) == "On attend qu'Ann joue."
    assert named_seats("Tocca a seat 1: la seat 1", names) == "Tocca a Ann: la Ann"


def test_a_count_of_two_or_more_wants_its_noun_plural() -> None:
    assert L.plural_many("fr", "Arrêtée après 2 coup.") == ["Arrêtée après 2 coup."]
    assert L.plural_many("fr", "2 coups, 5 or, 10 h") == []
    assert len(L.plural_many("it", "Restano 5 carta; 2 carte, 5 oro")) == 1
