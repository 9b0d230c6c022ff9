"""Loading the Fluent catalogues and formatting one message (see :mod:`i18n` for the why)."""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast

log = logging.getLogger(__name__)

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT = "en"
LANGUAGES: tuple[str, ...] = ("en", "fr", "it")  # the languages players can choose
SUPPORTED = LANGUAGES
PSEUDO = "qps"  # generated from English; tests only (Discord never sends it)
_LONG = 500  # characters: longer arguments are put in after formatting (see t)
_NAMES = {"en": "English", "fr": "Français", "it": "Italiano", PSEUDO: "Pseudo"}


def resolve_locale(value: object) -> str:
    """The catalogue language for a Discord locale (``discord.Locale`` or its text), a stored
    choice or ``None``: ``fr``, ``it``, ``en-US``/``en-GB`` map to themselves' language; anything
    else (``de``, ``pt-BR``, unknown) to English, because a half-French reply helps nobody."""
    if value is None:
        return DEFAULT
    text = str(getattr(value, "value", value)).strip().lower().replace("_", "-")
    if text == PSEUDO or text.startswith(PSEUDO + "-"):
        return PSEUDO
    primary = text.split("-", 1)[0]
    return primary if primary in LANGUAGES else DEFAULT


def language_name(locale: str) -> str:
    """A language's own name (``Français``), the same in every locale: players look for it."""
    return _NAMES.get(resolve_locale(locale), _NAMES[DEFAULT])


class PerLanguage(dict):  # type: ignore[type-arg]
    """language → value, each language made the first time it is read: a console game in one
    language parses only that language's files (and English, the fallback), not all of them."""

    def __init__(self, make: Callable[[str], Any], languages: tuple[str, ...]) -> None:
        super().__init__()
        self.make = make
        self.languages = languages

    def __missing__(self, lang: str) -> Any:
        if lang not in self.languages:
            raise KeyError(lang)
        value = self.make(lang)
        self[lang] = value
        return value

    def get(self, lang: str, default: Any = None) -> Any:  # type: ignore[override]
        return self[lang] if lang in self.languages else default

    def every(self) -> dict[str, Any]:
        """Every language, made now (what iterating means)."""
        return {lang: self[lang] for lang in self.languages}

    def __iter__(self) -> Iterator[str]:
        return iter(self.every())

    def __len__(self) -> int:
        return len(self.languages)

    def __contains__(self, lang: object) -> bool:
        return lang in self.languages

    def keys(self) -> Any:
        return self.every().keys()

    def values(self) -> Any:
        return self.every().values()

    def items(self) -> Any:
        return self.every().items()


@dataclass
class Catalogue:
    """Every language's bundle plus the parsed files (the completeness tests read them), each
    language loaded when first asked for (:meth:`load_all`: all of them now)."""

    bundles: dict[str, FluentBundle] = field(default_factory=dict)
    files: dict[str, dict[str, ast.Resource]] = field(default_factory=dict)  # lang → domain → AST
    selectors: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)  # lang → id →
    commands: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)  # lang → id →

    def bundle(self, locale: str) -> FluentBundle:
        return self.bundles.get(locale) or self.bundles[DEFAULT]

    def load_all(self) -> Catalogue:
        """Every language parsed now (the bot at start, off its event loop; render workers)."""
        for lang in (*LANGUAGES, PSEUDO):
            self.bundles[lang]
            self.selectors[lang]
            self.commands[lang]
        return self


def _bundle(locale: str, resources: list[ast.Resource]) -> FluentBundle:
    # no Unicode isolation marks around placeables: Discord shows them as stray characters and
    # they would break mentions and markdown
    bundle = FluentBundle([locale], use_isolating=False)
    for resource in resources:
        bundle.add_resource(resource)  # the parsed file itself: each file is parsed once
    return bundle


@functools.cache
def catalogue() -> Catalogue:
    """The bot's catalogues, each language parsed once when first used and never read again:
    parsing the ~40 files of four languages takes about a second and ~33 MB, so the bot loads
    them all off its event loop at start (``setup_hook``), and each render worker as it starts
    (:meth:`Catalogue.load_all`); the console only the languages it speaks."""
    return load(LOCALES_DIR)


def load(root: Path) -> Catalogue:
    """Every ``<lang>/<domain>.ftl`` under ``root`` and the pseudo-locale made from English,
    each language parsed on first use."""
    parser = FluentParser(with_spans=False)
    cat = Catalogue()

    def files(lang: str) -> dict[str, ast.Resource]:
        return {
            path.stem: parser.parse(path.read_text(encoding="utf-8"))
            for path in sorted((root / lang).glob("*.ftl"))
        }

    def bundle(lang: str) -> FluentBundle:
        if lang == PSEUDO:
            from i18n import pseudo  # noqa: PLC0415 - pseudo imports this module's names

            english = [pseudo.pseudo_resource(res) for res in cat.files[DEFAULT].values()]
            return _bundle(DEFAULT, english)  # English plural rules
        return _bundle(lang, list(cat.files[lang].values()))

    def selectors(lang: str) -> dict[str, frozenset[str]]:
        # which numbers each message selects on (see t), from the files, with those of the
        # messages it references (they read the same arguments)
        entries = [
            entry
            for res in cat.files[DEFAULT if lang == PSEUDO else lang].values()
            for entry in res.body
            if isinstance(entry, ast.Message)
        ]
        found = {entry.id.name: set(_selectors(entry)) for entry in entries}
        refs = {entry.id.name: _references(entry) for entry in entries}
        for _ in range(4):  # references nest a few levels at most
            for msg_id, names in found.items():
                for ref in refs[msg_id]:
                    names |= found.get(ref, set())
        return {msg_id: frozenset(names) for msg_id, names in found.items()}

    def commands(lang: str) -> dict[str, frozenset[str]]:
        # the commands each message names (see t)
        return {
            entry.id.name: found
            for res in cat.files[DEFAULT if lang == PSEUDO else lang].values()
            for entry in res.body
            if isinstance(entry, ast.Message) and (found := _commands_named(entry))
        }

    cat.files = PerLanguage(files, LANGUAGES)
    cat.bundles = PerLanguage(bundle, (*LANGUAGES, PSEUDO))
    cat.selectors = PerLanguage(selectors, (*LANGUAGES, PSEUDO))
    cat.commands = PerLanguage(commands, (*LANGUAGES, PSEUDO))
    return cat


def _nodes(node: object) -> Iterator[object]:
    """``node`` and every node below it in a Fluent syntax tree."""
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _nodes(child)


def _selectors(message: ast.Message) -> frozenset[str]:
    """Variables the message (value or attributes) branches on or passes to a function or a
    term: they reach Fluent as they are (a number, a key), never marked (see :func:`elided`)."""
    found: set[str] = set()
    for node in _nodes(message):
        if isinstance(node, ast.SelectExpression):
            selector = node.selector
            if isinstance(selector, ast.VariableReference):
                found.add(selector.id.name)
        if isinstance(node, ast.FunctionReference | ast.TermReference) and node.arguments:
            given = [*node.arguments.positional, *(a.value for a in node.arguments.named)]
            found.update(a.id.name for a in given if isinstance(a, ast.VariableReference))
    return frozenset(found)


def _references(message: ast.Message) -> frozenset[str]:
    """The messages ``message`` places (``{ agra-n-act }``), which see its arguments."""
    return frozenset(n.id.name for n in _nodes(message) if isinstance(n, ast.MessageReference))


def _commands_named(message: ast.Message) -> frozenset[str]:
    """The ``$cmd-…`` variables of a message: the slash commands it names (see :data:`Namer`)."""
    return frozenset(
        n.id.name
        for n in _nodes(message)
        if isinstance(n, ast.VariableReference) and n.id.name.startswith(COMMAND)
    )


def has(msg_id: str) -> bool:
    """Whether English (the reference catalogue) defines ``msg_id`` (``id`` or ``id.attr``)."""
    base, _, attr = msg_id.partition(".")
    bundle = catalogue().bundles[DEFAULT]
    if not bundle.has_message(base):
        return False
    return not attr or attr in bundle.get_message(base).attributes


def _arg(value: Any, number: bool) -> Any:
    """Numbers are written as Python writes them — a table id or a score of 1000 reads "1000"
    as it always did (Fluent would write "1,000" / "1 000") — and reach Fluent as numbers only
    where the message selects on them (plurals): formatting a Fluent number through Babel
    costs about 0.2 ms, ten times the rest of a message."""
    if isinstance(value, bool):
        return str(value).lower()
    if number and isinstance(value, str) and value.isascii() and value.isdigit():
        value = int(value)  # a count read from an action's text ("process 1") still agrees
    if isinstance(value, int | float | Decimal):
        return fluent_number(value, useGrouping=False) if number else str(value)
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)


def t(locale: object, msg_id: str, **args: Any) -> str:
    """The message ``msg_id`` (``id`` or ``id.attribute``) in ``locale`` with its named
    arguments. A message missing in that language falls back to English (the completeness test
    keeps that from happening); an id nobody defined comes back as itself, logged, rather than
    failing a player's command over a string.

    The same message with the same arguments is formatted once: a board's text, its image's
    words and a post say the same lines move after move, and Fluent costs tens of microseconds
    a message. The key holds each argument's type (``1``, ``1.0`` and ``True`` are written
    differently); a message with another kind of argument is formatted every time. The
    commands a message names are filled after the memo, by the namer of the caller's context:
    the memo holds their slots, never one front end's mentions."""
    lang = resolve_locale(locale)
    if all(type(v) in _PLAIN for v in args.values()):
        text = _memo(lang, msg_id, tuple((k, type(v), v) for k, v in args.items()))
    else:
        text = _format(catalogue(), lang, msg_id, args)
    return _SLOT.sub(lambda m: _name(m.group(1), lang), text) if _OPEN in text else text


_PLAIN = frozenset({str, int, float, bool, Decimal, type(None)})  # values that never change
MEMO_SIZE = 4096  # formatted messages kept: about 5 MB


@functools.lru_cache(maxsize=MEMO_SIZE)
def _memo(lang: str, msg_id: str, args: tuple[tuple[str, type, Any], ...]) -> str:
    return _format(catalogue(), lang, msg_id, {k: v for k, _, v in args})


def memo_info() -> Any:
    """The memo's hits and misses (``functools`` cache info), for tests and benchmarks."""
    return _memo.cache_info()


def _format(cat: Catalogue, lang: str, msg_id: str, args: dict[str, Any]) -> str:
    base, _, attr = msg_id.partition(".")
    for key in (lang, DEFAULT):
        bundle = cat.bundle(key)
        if not bundle.has_message(base):
            continue
        message = bundle.get_message(base)
        pattern = message.attributes.get(attr) if attr else message.value
        if pattern is None:
            continue
        numbers = cat.selectors.get(key, {}).get(base, frozenset())
        values = {k: _arg(v, k in numbers) for k, v in args.items()}
        if lang == "fr":  # an argument's words may join the "de" or "la" before them
            values = {
                k: _NAME + v if isinstance(v, str) and k not in numbers else v
                for k, v in values.items()
            }
        # the commands it names are slots, filled after the memo by the namer of the moment
        for var in cat.commands.get(key, {}).get(base, ()):
            values.setdefault(var, f"{_OPEN}{var}{_CLOSE}")
        # fluent.runtime refuses a placeable longer than 1000 characters (a guard against
        # expansion attacks); a long argument (a list of terms, a board) goes in afterwards
        long = {k: v for k, v in values.items() if isinstance(v, str) and len(v) > _LONG}
        marks = {k: f"\ue000{i}\ue001" for i, k in enumerate(long)}
        text, errors = bundle.format_pattern(pattern, values | marks)
        if errors:
            log.warning("i18n %s %s: %s", lang, msg_id, "; ".join(map(str, errors)))
        text = str(text)
        for key, mark in marks.items():
            text = text.replace(mark, long[key])
        return french_spaces(elided(text, _ELIDE_ARG)) if lang == "fr" else text
    log.warning("i18n: no message %r", msg_id)
    return msg_id


# -- naming slash commands ------------------------------------------------------------------------
# A message names a command with a variable ``{ $cmd-game-join }``: the id of the command's name in
# commands.ftl. Nobody passes it; t fills it with the current namer's text for the command's
# English path (``game join``): on Discord a mention ``</game join:id>`` that each client shows in
# its own language and makes clickable, elsewhere the path a client in the reader's language lists
# (``/partie rejoindre``).

Namer = Callable[[str, str], str]  # (English path ``game join``, language) -> the text naming it
COMMAND = "cmd-"
_OPEN, _CLOSE = "\ue002", "\ue003"  # private-use marks around a slot; never in a catalogue
_SLOT = re.compile(f"{_OPEN}([^{_CLOSE}]*){_CLOSE}")


def command_ids(path: str) -> list[str]:
    """The commands.ftl ids of each word of a path: ``cmd-game``, ``cmd-game-join``."""
    words = path.split(" ")
    return [COMMAND + "-".join(words[: i + 1]) for i in range(len(words))]


def localised_path(path: str, lang: str) -> str:
    """``/partie rejoindre``: the command as a client in ``lang`` lists it (English elsewhere)."""
    return "/" + " ".join(t(lang, msg_id) for msg_id in command_ids(path))


name_commands: ContextVar[Namer] = ContextVar("name_commands", default=localised_path)


@contextmanager
def naming(namer: Namer) -> Iterator[None]:
    """Commands named by ``namer`` inside the block (a front end's wording, or text where
    Discord shows no mention: components, alt text, command descriptions)."""
    token = name_commands.set(namer)
    try:
        yield
    finally:
        name_commands.reset(token)


def plain(locale: object, msg_id: str, **args: Any) -> str:
    """:func:`t` with each command named by its path in the reader's language, for text where
    Discord shows a mention as its raw ``</…:id>``: components, alt text, command descriptions."""
    with naming(localised_path):
        return t(locale, msg_id, **args)


@functools.cache
def command_paths() -> dict[str, str]:
    """Every command's variable -> its English path, from commands.ftl: an id is its parent's id
    and its English name (``cmd-settings`` + ``server-language``), a top-level command's is
    ``cmd-`` and its name (``cmd-tournament-config``); options and choices are neither."""
    names = {
        entry.id.name: "".join(
            e.value for e in entry.value.elements if isinstance(e, ast.TextElement)
        ).strip()
        for entry in catalogue().files[DEFAULT].get("commands", ast.Resource()).body
        if isinstance(entry, ast.Message) and entry.value is not None
    }
    paths: dict[str, str] = {}
    for msg_id in sorted(names, key=len):
        name = names[msg_id]
        if msg_id == COMMAND + name:
            paths[msg_id] = name
            continue
        parent = msg_id.removesuffix("-" + name)
        if parent != msg_id and parent in paths:
            paths[msg_id] = f"{paths[parent]} {name}"
    return paths


def _name(var: str, lang: str) -> str:
    path = command_paths().get(var)
    if path is None:
        log.warning("i18n: no command %r", var)
        return var
    return name_commands.get()(path, lang)


_NARROW = re.compile(r" (?=[;!?])")  # U+202F before ; ! ? (Imprimerie nationale)
_WIDE = re.compile(r" (?=[:»])|(?<=«) ")  # U+00A0 before : and inside « »
_QUOTES = re.compile(r"«(?=[^\s\u00a0])|(?<=[^\s\u00a0])»")
_MARKS = re.compile(r"[;!?:«»]")
_BARE = re.compile(r"(?<=[\w)*»])([;!?:])(?=\s|$)")  # "or; 3 de plus": a space goes before


def french_spaces(text: str) -> str:
    """French typography on finished text, once for every message: the space before ``; ! ?``
    narrow and unbreakable, the one before ``:`` and inside ``« »`` unbreakable, so neither
    Discord nor an image leaves a lone "?" at a line's start. Code spans keep their spaces
    (a typed command stays as typed)."""
    if not _MARKS.search(text):
        return text
    parts = text.split("`")
    for i in range(0, len(parts), 2):  # even parts lie outside code spans
        part = _BARE.sub(
            lambda m: ("\u00a0" if m.group(1) == ":" else "\u202f") + m.group(1), parts[i]
        )
        part = _NARROW.sub("\u202f", part)
        part = _WIDE.sub("\u00a0", part)
        parts[i] = _QUOTES.sub(lambda m: "«\u00a0" if m.group(0) == "«" else "\u00a0»", part)
    return "`".join(parts)


# -- French elision before what was not in the catalogue: a name, a term, a seat's player --------
# "la place de { $name }" reads "la place d'Ann": only where an argument or a swapped seat label
# begins, so the catalogues' own words keep what their authors wrote. Not before h (names vary:
# "de Hugo", "d'Hélène") nor y ("de Yanis").
_NAME = "\ue004"  # private-use mark where an argument's text begins; never left in a text
_VOWELS = "aeiouàâäéèêëîïôöùûüœæ"
_ELIDE_ARG = re.compile(
    rf"(?<![\w'’-])(de|que|jusque|lorsque|puisque|le|la|ne|je|me|te|se|ce) ((?:\*\*|_)?){_NAME}"
    rf"(?=[{_VOWELS}])",
    re.IGNORECASE,
)
# in a text of unknown language only French words: Italian has "la", "le", "se", "ne" too
_ELIDE_NAME = re.compile(
    rf"(?<![\w'’-])(de|que|jusque|lorsque|puisque) ((?:\*\*|_)?){_NAME}(?=[{_VOWELS}])",
    re.IGNORECASE,
)


def elided(text: str, where: re.Pattern[str] = _ELIDE_ARG) -> str:
    """``text`` with each marked beginning's elision made ("de Ann" -> "d'Ann") and the marks
    gone."""
    if _NAME not in text:
        return text
    return where.sub(lambda m: f"{m.group(1)[:-1]}'{m.group(2)}", text).replace(_NAME, "")


def named_seats(text: str, labels: dict[str, str]) -> str:
    """``text`` with each seat label (lower-cased key: "seat 2") swapped for its player's name,
    elided after a French "de" or "que" ("au tour d'Ann"). Engines name seats by label; the
    front ends swap them after formatting, so this is where a name meets the word before it."""
    if not labels:
        return text
    pattern = re.compile(
        r"\b(" + "|".join(re.escape(k) for k in sorted(labels, key=len, reverse=True)) + r")\b",
        re.IGNORECASE,
    )
    swapped = pattern.sub(lambda m: _NAME + labels[m.group(0).lower()], text)
    return elided(swapped, _ELIDE_NAME)
