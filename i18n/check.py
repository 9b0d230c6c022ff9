"""Catalogue consistency, for the tests and ``python -m i18n.check``: every English message has
a French and an Italian one in the same domain file, nothing stale is left, and the
translations use the same placeholders, attributes and selectors as English."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from i18n.catalog import DEFAULT, LANGUAGES, PSEUDO, Catalogue, catalogue


@dataclass(frozen=True)
class Shape:
    """What a translation must keep of the English message."""

    variables: frozenset[str]
    selectors: frozenset[str]  # variables a select expression branches on (plurals…)
    attributes: frozenset[str]
    has_value: bool


class _Collect(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selectors: set[str] = set()
        self.references: set[str] = set()

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.references.add(node.id.name)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        selector: ast.InlineExpression | ast.Placeable = node.selector
        if isinstance(selector, ast.FunctionReference) and selector.arguments.positional:
            selector = selector.arguments.positional[0]
        if isinstance(selector, ast.VariableReference):
            self.selectors.add(selector.id.name)
        self.generic_visit(node)


def shape(entry: ast.Message) -> Shape:
    collect = _Collect()
    collect.visit(entry)
    return Shape(
        frozenset(collect.variables),
        frozenset(collect.selectors),
        frozenset(a.id.name for a in entry.attributes),
        entry.value is not None,
    )


def arguments(entry: ast.Message, known: dict[str, ast.Message]) -> set[str]:
    """The variables ``entry`` reads, also through the messages it references: a referenced
    message sees the caller's arguments (a game's name selectors, ``{ agra-n-good }``)."""
    seen: set[str] = set()
    out: set[str] = set()
    todo = [entry]
    while todo:
        node = todo.pop()
        collect = _Collect()
        collect.visit(node)
        out |= collect.variables
        for ref in collect.references - seen:
            seen.add(ref)
            if ref in known:
                todo.append(known[ref])
    return out


def messages(lang: str, cat: Catalogue | None = None) -> dict[str, dict[str, ast.Message]]:
    """domain → message id → parsed message, for one language."""
    return {
        domain: {e.id.name: e for e in res.body if isinstance(e, ast.Message)}
        for domain, res in (cat or catalogue()).files[lang].items()
    }


def problems(cat: Catalogue | None = None) -> list[str]:
    """Every inconsistency, one line each (empty: the catalogues are complete)."""
    out: list[str] = []
    cat = cat or catalogue()
    for lang in LANGUAGES:
        seen: dict[str, str] = {}
        for domain, res in cat.files[lang].items():
            for entry in res.body:
                if isinstance(entry, ast.Junk):
                    out.append(
                        f"{lang}/{domain}.ftl: cannot parse {(entry.content or '').strip()[:60]!r}"
                    )
                elif isinstance(entry, ast.Message):
                    if entry.id.name in seen:
                        other = seen[entry.id.name]
                        out.append(f"{lang}: {entry.id.name} in both {other}.ftl and {domain}.ftl")
                    seen[entry.id.name] = domain
    english = messages(DEFAULT, cat)
    for lang in LANGUAGES:
        if lang == DEFAULT:
            continue
        theirs = messages(lang, cat)
        for domain in sorted(set(english) | set(theirs)):
            ref, tr = english.get(domain, {}), theirs.get(domain, {})
            for msg_id in sorted(set(ref) - set(tr)):
                out.append(f"{lang}/{domain}.ftl: missing {msg_id}")
            for msg_id in sorted(set(tr) - set(ref)):
                out.append(f"{lang}/{domain}.ftl: stale {msg_id} (not in {DEFAULT})")
            for msg_id in sorted(set(ref) & set(tr)):
                want, got = shape(ref[msg_id]), shape(tr[msg_id])
                where = f"{lang}/{domain}.ftl {msg_id}"
                if want.variables != got.variables:
                    out.append(
                        f"{where}: placeholders {sorted(got.variables)} != {sorted(want.variables)}"
                    )
                if not want.selectors <= got.selectors:
                    out.append(
                        f"{where}: selects on {sorted(got.selectors)}, en on {sorted(want.selectors)}"
                    )
                if want.attributes != got.attributes or want.has_value != got.has_value:
                    out.append(f"{where}: attributes differ from {DEFAULT}")
    out.extend(format_errors(cat))
    return out


def format_errors(cat: Catalogue | None = None) -> list[str]:
    """Format every message and attribute of every language (and the pseudo-locale) with a
    number for each placeholder: a reference to a missing message or term shows up here."""
    out: list[str] = []
    cat = cat or catalogue()
    english = messages(DEFAULT, cat)
    known = {k: v for domain_msgs in english.values() for k, v in domain_msgs.items()}
    for domain_msgs in english.values():
        for msg_id, entry in domain_msgs.items():
            args = dict.fromkeys(arguments(entry, known), 3)
            for lang in (*LANGUAGES, PSEUDO):
                bundle = cat.bundles[lang]
                if not bundle.has_message(msg_id):
                    continue
                message = bundle.get_message(msg_id)
                patterns = [message.value, *message.attributes.values()]
                for pattern in patterns:
                    if pattern is None:
                        continue
                    _, errors = bundle.format_pattern(pattern, args)
                    if errors:
                        out.append(f"{lang} {msg_id}: {'; '.join(map(str, errors))}")
    return out


def main() -> int:
    found = problems()
    print("\n".join(found) or "catalogues complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
