"""Looking a word up in a game's glossary: the console's ``explain`` and Discord's ``/explain``.

Both front ends answer the same way: the entry itself (an entry that only points elsewhere —
"See `explain mercenaries`." — answered with the entries it points to), or, for a word the
glossary does not know, the few nearest terms, never the whole glossary (250-400 terms).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Any

from games.core import normalize
from i18n import t

NEAREST = 6  # terms offered for an unknown word
REFERENCE = re.compile(r"`explain ([^`]+)`")
# an entry whose words, its references taken out, are only "See … and …" points elsewhere
REDIRECT_WORDS = 3


def targets(text: str) -> list[str]:
    """The terms ``text`` sends the reader to, when that is all it does."""
    refs = REFERENCE.findall(text)
    rest = REFERENCE.sub("", text)
    if not refs or len(re.findall(r"\w+", rest)) > REDIRECT_WORDS:
        return []
    return refs


def entry(game: Any, term: str, locale: str) -> str | None:
    """What ``term`` means in ``game`` (redirects followed once), or None when unknown."""
    text = game.explain_term(term, locale=locale)
    if text is None:
        return None
    answers = []
    for ref in targets(text):
        target = game.explain_term(ref, locale=locale)
        if target is not None and not targets(target):
            answers.append(target)
    return "\n\n".join(answers) if answers else text


def nearest(term: str, terms: Iterable[str], count: int = NEAREST) -> list[str]:
    """The known terms closest to ``term``: those containing it, then those spelt alike."""
    typed = normalize(term).replace("_", " ").strip("`'\".,;:!?()")
    keys = sorted(set(terms))
    if not typed:
        return []
    found = [k for k in keys if typed in k]
    found.sort(key=lambda k: (not k.startswith(typed), len(k), k))
    alike = difflib.get_close_matches(typed, keys, n=count, cutoff=0.6)
    words = [k for k in keys if any(w in k.split() for w in typed.split() if len(w) > 2)]
    out: list[str] = []
    for k in [*found, *alike, *words]:
        if k not in out:
            out.append(k)
    return out[:count]


def unknown(term: str, terms: Iterable[str], locale: str) -> str:
    """The answer for a word no glossary entry matches: the nearest terms, if any."""
    shown = term.strip()
    close = nearest(term, terms)
    if not close:
        return t(locale, "glossary-unknown", term=shown)
    listed = ", ".join(f"`{k}`" for k in close)
    return t(locale, "glossary-did-you-mean", term=shown, terms=listed)


def look_up(game: Any, term: str, locale: str) -> str:
    """The answer to ``explain term`` for ``game``: its entry, else the nearest terms."""
    found = entry(game, term, locale)
    if found is not None:
        return found
    return unknown(term, game.terms(locale=locale), locale)
