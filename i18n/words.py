"""Words: a message id with named arguments, said late in a reader's language.

The table service, its clocks, the tournaments' runner and the operator's health checks decide
*what* happened long before anyone reads it, and different readers read the same fact in
different languages (the caller's reply in theirs, the channel's post in the table's). So they
answer with :data:`Words` and the front ends say them through :func:`i18n.t`. An argument that
is itself :data:`Words` (a format's name, a rule) or a :class:`Listed` is said in the same
language. The shape is that of an engine's ``games.core.protocol.Msg``, so one can stand for
the other.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Self

from i18n.catalog import DEFAULT, resolve_locale, t

Words = tuple[str, dict[str, Any]]


def w(msg_id: str, **args: Any) -> Words:
    return (msg_id, args)


def as_given(text: str) -> Words:
    """Text already worded (an engine's explanation in the caller's language), as words."""
    return w("text-as-given", text=text)


def say(locale: object, msg_id: str, **args: Any) -> str:
    """``msg_id`` in ``locale``; arguments that are :data:`Words` are said first."""
    lang = resolve_locale(locale)
    return t(lang, msg_id, **{k: _value(lang, v) for k, v in args.items()})


def said(locale: object, words: Words) -> str:
    return say(locale, words[0], **words[1])


def english(words: Words) -> str:
    """The canonical English text (logs, exceptions' ``str()``, the operator's endpoint)."""
    return said(DEFAULT, words)


def is_words(value: Any) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and isinstance(value[0], str)
        and isinstance(value[1], dict)
    )


def _value(lang: str, value: Any) -> Any:
    if isinstance(value, Listed):
        return value.sep.join(said(lang, item) for item in value.items)
    if is_words(value):
        return said(lang, value)
    return value


class Listed(NamedTuple):
    """A list argument: each item said in the reader's language, joined by ``sep``."""

    sep: str
    items: list[Words]


class Worded:
    """Mixin for what carries words (a refusal, an answer): ``text(locale)`` says them."""

    words: Words

    def text(self, locale: object) -> str:
        return said(locale, self.words)


class WordedError(Worded, Exception):
    """A refusal as words; ``str()`` is the English text (logs, tests)."""

    def __init__(self, msg_id: str, **args: Any) -> None:
        self.words = w(msg_id, **args)
        super().__init__(english(self.words))

    @classmethod
    def given(cls, text: str) -> Self:
        """A refusal whose text is already worded for its reader."""
        return cls("text-as-given", text=text)
