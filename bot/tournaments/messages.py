"""Tournament words: message ids with named arguments, said late in a reader's
language through :func:`i18n.t` (catalogue ``i18n/locales/<lang>/tournaments.ftl``).

The runner and its timers decide *what* happened (a round paired, a table that failed, a
refusal) long before anyone reads it, and different readers read the same fact in different
languages: the organiser's reply in theirs, the channel's post in the tournament's. So they
keep :data:`Words` — an id and its arguments — and the front end says them. An argument that is
itself :data:`Words` (a format's name, an at-deadline rule) is said in the same language.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from bot.table.model import ServiceError
from i18n import DEFAULT, resolve_locale, t

Words = tuple[str, dict[str, Any]]


def w(msg_id: str, **args: Any) -> Words:
    return (msg_id, args)


def say(locale: object, msg_id: str, **args: Any) -> str:
    """``msg_id`` in ``locale``; arguments that are :data:`Words` are said first."""
    lang = resolve_locale(locale)
    return t(lang, msg_id, **{k: _value(lang, v) for k, v in args.items()})


def _value(lang: str, value: Any) -> Any:
    if isinstance(value, Listed):
        return value.sep.join(said(lang, item) for item in value.items)
    if _is_words(value):
        return said(lang, value)
    return value


def said(locale: object, words: Words) -> str:
    return say(locale, words[0], **words[1])


def _is_words(value: Any) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and isinstance(value[0], str)
        and isinstance(value[1], dict)
    )


def rule(at_deadline: str) -> Words:
    """An ``at_deadline`` rule as shown to people (``bots``/``standing``)."""
    return w("tourn-rule", rule=at_deadline)


def outcome(text: str | None) -> Words | None:
    """How a table's result came, as stored (canonical English, kept in exports) → words.
    Unknown forms are shown as stored."""
    if text is None:
        return None
    for suffix, msg_id in (
        (" at the deadline", "tourn-outcome-deadline"),
        (" after a cancel", "tourn-outcome-cancel"),
    ):
        if text.startswith("adjudicated (") and text.endswith(")" + suffix):
            return w(msg_id, rule=rule(text[len("adjudicated (") : -len(")" + suffix)]))
    fixed = {
        "scored by hand": "tourn-outcome-by-hand",
        "not played": "tourn-outcome-not-played",
        "finished": "tourn-outcome-finished",
    }
    if text in fixed:
        return w(fixed[text])
    return w("tourn-verbatim", text=text)


class Worded:
    """Mixin for refusals carrying words: ``str()`` stays the English text (logs, tests)."""

    words: Words

    def text(self, locale: object) -> str:
        return said(locale, self.words)


def english(words: Words) -> str:
    return said(DEFAULT, words)


class TournamentError(Worded, ServiceError):
    """A tournament-level refusal: message id and arguments (``words``), said in the reader's
    language by the front end; ``str()`` is the English text."""

    def __init__(self, msg_id: str, **args: Any) -> None:
        self.words = w(msg_id, **args)
        super().__init__(english(self.words))


class Listed(NamedTuple):
    """A list argument: each item said in the reader's language, joined by ``sep``."""

    sep: str
    items: list[Words]


def dropped_why(text: str | None) -> Words:
    """Why an entry left, as stored (``left``, ``timeouts``, ``dropped by <@id>``) → words."""
    if not text or text == "left":
        return w("tourn-why-left")
    if text == "timeouts":
        return w("tourn-why-timeouts")
    if text.startswith("dropped by "):
        return w("tourn-why-by", who=text[len("dropped by ") :])
    return w("tourn-verbatim", text=text)
