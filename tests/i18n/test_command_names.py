"""Slash commands named in messages: only through ``{ $cmd-… }``, filled by the namer of the
moment (a Discord mention, elsewhere the path in the reader's language), never frozen by the
memo of formatted messages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from i18n import LANGUAGES, command_paths, localised_path, name_commands, naming, t
from i18n.catalog import LOCALES_DIR, memo_info

FILES = sorted((p.parent.name, p.stem) for p in LOCALES_DIR.glob("*/*.ftl"))


def _mention(path: str, lang: str) -> str:
    return f"</{path}:42>"


def test_paths_come_from_the_command_catalogue() -> None:
    paths = command_paths()
    assert paths["cmd-game-join"] == "game join"
    assert paths["cmd-settings-server-language"] == "settings server-language"
    assert paths["cmd-tournament-config"] == "tournament-config"  # top level, not a subcommand
    assert "cmd-game-new-opt-seats" not in paths  # an option is not a command
    assert localised_path("game join", "fr") == "/partie rejoindre"
    assert localised_path("game join", "en") == "/game join"


def test_the_default_names_each_command_in_the_readers_language() -> None:
    for lang, path in (("en", "/game join"), ("fr", "/partie rejoindre"), ("it", "/partita ")):
        assert path in t(lang, "svc-needs-players", game="Agra", min=2, seated=1)


def test_the_memo_does_not_freeze_one_namers_text_for_another() -> None:
    """The same message and arguments, asked under two namers, twice each: the formatting is
    memoised (hits) and each namer still gets its own text."""
    args = {"name": "Ann", "game": "Almadi", "seats": 4}
    before = memo_info()
    plain = t("fr", "new-announce", **args)
    with naming(_mention):
        mention = t("fr", "new-announce", **args)
        again = t("fr", "new-announce", **args)
    assert t("fr", "new-announce", **args) == plain
    assert plain.endswith("Rejoignez-la avec /partie rejoindre.")
    assert mention == again and mention.endswith("Rejoignez-la avec </game join:42>.")
    assert memo_info().hits >= before.hits + 3  # formatted once, named four times
    assert name_commands.get() is not _mention  # the block restored the default


def test_words_inside_words_are_named_by_the_same_namer() -> None:
    from i18n.words import say, w

    with naming(_mention):
        text = say("en", "text-as-given", text=w("svc-use-leave"))
    assert "</game leave:42>" in text


def _top_names() -> set[str]:
    tops = [v for v in command_paths().values() if " " not in v]
    return {localised_path(path, lang)[1:] for path in tops for lang in LANGUAGES}


def _texts(node: object) -> list[str]:
    """The literal text of a message (its placeables' own text left out)."""
    found: list[str] = []

    def walk(item: object) -> None:
        if isinstance(item, ast.TextElement | ast.StringLiteral):
            found.append(item.value)
        if isinstance(item, ast.BaseNode):
            for value in vars(item).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    walk(node)
    return found


@pytest.mark.parametrize(("lang", "domain"), FILES)
def test_no_message_writes_a_command_path_itself(lang: str, domain: str) -> None:
    """A command written as text (``/game join``, ``/partie``) is wrong in every other
    language and cannot be clicked; ``{ $cmd-game-join }`` is filled for each reader. Nor may
    the variable sit in inline code, where Discord shows a mention as its raw text."""
    names = "|".join(sorted(map(re.escape, _top_names()), key=len, reverse=True))
    literal = re.compile(rf"(?<![\w/<])/({names})(?![\w-])")
    source = (Path(LOCALES_DIR) / lang / f"{domain}.ftl").read_text(encoding="utf-8")
    resource = FluentParser(with_spans=False).parse(source)
    known = command_paths()
    bad = []
    for entry in resource.body:
        if not isinstance(entry, ast.Message):
            continue
        for text in _texts(entry):
            bad += [f"{entry.id.name}: {m.group(0)}" for m in literal.finditer(text)]
        for before, name in _commands(entry):
            if name not in known:
                bad.append(f"{entry.id.name}: ${name} is no command")
            elif any(path.startswith(known[name] + " ") for path in known.values()):
                bad.append(f"{entry.id.name}: ${name} is a group (Discord mentions a command)")
            if before.endswith("`"):
                bad.append(f"{entry.id.name}: ${name} inside inline code")
    assert bad == []


def _commands(entry: ast.Message) -> list[tuple[str, str]]:
    """Each ``$cmd-…`` variable of a message with the text just before it."""
    found: list[tuple[str, str]] = []

    def walk(item: object) -> None:
        if isinstance(item, ast.Pattern):
            before = ""
            for element in item.elements:
                expr = getattr(element, "expression", None)
                if isinstance(expr, ast.VariableReference) and expr.id.name.startswith("cmd-"):
                    found.append((before, expr.id.name))
                before = element.value if isinstance(element, ast.TextElement) else ""
        if isinstance(item, ast.BaseNode):
            for value in vars(item).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    walk(entry)
    return found


def test_the_check_sees_a_literal_path() -> None:
    names = "|".join(sorted(map(re.escape, _top_names()), key=len, reverse=True))
    literal = re.compile(rf"(?<![\w/<])/({names})(?![\w-])")
    assert literal.search("Join with `/game join`.")
    assert literal.search("Rejoignez avec /partie rejoindre")
    assert not literal.search("1/4 seats, </game join:1>, https://x.org/games2")
