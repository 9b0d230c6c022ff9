"""The pseudo-locale: English with every letter accented and every message in ``⟦…⟧``.

A test that runs a game in :data:`i18n.PSEUDO` and still finds plain ASCII words in what the bot
sent has found a string that never went through :func:`i18n.t`; placeholders are untouched, so
the same arguments format, and the brackets show where a message was cut or concatenated.
"""

from __future__ import annotations

import re

from fluent.syntax import FluentSerializer, ast
from fluent.syntax.visitor import Transformer

OPEN, CLOSE = "⟦", "⟧"
_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_WORD = re.compile(r"[A-Za-z]{3,}")
_MENTION = re.compile(r"</[-_\w ]+:\d+>")  # a command mention: each client shows it in its language


def accent(text: str) -> str:
    return text.translate(_ACCENTS)


class _Pseudo(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:  # noqa: N802
        node.value = accent(node.value)
        return node

    def visit_Pattern(self, node: ast.Pattern) -> ast.Pattern:  # noqa: N802
        self.generic_visit(node)
        return node


def _wrap(pattern: ast.Pattern | None) -> None:
    if pattern is not None:
        pattern.elements.insert(0, ast.TextElement(OPEN))
        pattern.elements.append(ast.TextElement(CLOSE))


def pseudo_resource(resource: ast.Resource) -> ast.Resource:
    """``resource`` (parsed English) turned pseudo; the English AST is left as it was (a copy
    is transformed)."""
    copy = resource.clone()
    _Pseudo().visit(copy)
    for entry in copy.body:
        if isinstance(entry, ast.Message | ast.Term):
            _wrap(entry.value)
            for attribute in entry.attributes:
                _wrap(attribute.value)
    return copy


def pseudo_source(resource: ast.Resource) -> str:
    """The pseudo catalogue as Fluent source (to read it, or to ship it to translators)."""
    return str(FluentSerializer(with_junk=False).serialize(pseudo_resource(resource)))


def untranslated(text: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """Plain ASCII words (three letters or more) left in ``text`` once the ``allowed`` ones
    (player names, game names, move notation…) are taken out. Every letter that went through
    :func:`i18n.t` in the pseudo-locale is accented, so what is left bypassed it — also inside
    a translated message, where an English argument would otherwise hide. A command mention
    (``</game join:id>``) is no English: Discord shows it in the reader's language."""
    rest = _MENTION.sub(" ", text)
    for word in sorted(allowed, key=len, reverse=True):
        rest = rest.replace(word, " ")
    return _WORD.findall(rest)
