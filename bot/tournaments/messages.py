"""Tournament words: what the runner and its timers keep of the stored facts (a rule, how a
table's result came, why an entry left) as :data:`i18n.words.Words`, said late in each reader's
language (catalogue ``i18n/locales/<lang>/tournaments.ftl``). The words themselves are
:mod:`i18n.words`, shared with the table service; they are re-exported here for the
tournament modules.
"""

from __future__ import annotations

from bot.table.model import ServiceError
from i18n.words import Listed, Worded, Words, english, is_words, said, say, w

__all__ = ["Listed", "Worded", "Words", "english", "is_words", "said", "say", "w"]


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


class TournamentError(ServiceError):
    """A tournament-level refusal: message id and arguments (``words``), said in the reader's
    language by the front end; ``str()`` is the English text."""


def dropped_why(text: str | None) -> Words:
    """Why an entry left, as stored (``left``, ``timeouts``, ``dropped by <@id>``) → words."""
    if not text or text == "left":
        return w("tourn-why-left")
    if text == "timeouts":
        return w("tourn-why-timeouts")
    if text.startswith("dropped by "):
        return w("tourn-why-by", who=text[len("dropped by ") :])
    return w("tourn-verbatim", text=text)
