"""Looking a word up in a game's glossary: the console's ``explain`` and Discord's ``/explain``.

Both front ends answer the same way: the entry itself (an entry that only points elsewhere —
"See `explain mercenaries`." — answered with the entries it points to), or, for a word the
glossary does not know, the few nearest terms, never the whole glossary (250-400 terms).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterable
from typing import Any

from games.core import normalize
from i18n import t

NEAREST = 6  # terms offered for an unknown word
SEAT = re.compile(r"p([1-9])")  # a seat code of the board and the texts: P3
# The words the board images' legends draw (their message ids), each with the English term of
# the game's glossary it stands for: ``explain lying worker`` answers what ``lying`` means. The
# test over the registry fails when a legend gains a message this map does not know.
LEGENDS: dict[str, dict[str, str]] = {
    "almadi": {
        "board-almadi-legend-act": "activation",
        "board-almadi-legend-genie": "genie",
        "board-almadi-legend-hammer": "hammer",
        "board-almadi-legend-stall": "stall",
        "board-almadi-legend-moon": "moon",
        "board-almadi-legend-ruby": "ruby",
        "board-almadi-legend-jar": "jar",
        "board-almadi-legend-live": "contact",
    },
    "al-rashid": {
        "board-al-rashid-legend-rank": "rank",
        "board-al-rashid-legend-face-down": "mercenaries",
        "board-al-rashid-legend-note": "notes",
        "board-al-rashid-legend-mercenary": "mercenaries",
    },
    "agra": {
        "board-agra-legend-standing": "standing",
        "board-agra-legend-lying": "lying",
        "board-agra-legend-rupees": "rupee",
        "board-agra-legend-boat": "boat",
        "board-agra-legend-favour-tile": "favour tile",
        "board-agra-legend-price-token": "price",
        "board-agra-legend-meditation": "meditation track",
    },
}
# codes drawn on pieces, by game: a red or blue mercenary token of value 2-4 (R3, B2)
CODES: dict[str, dict[str, str]] = {"al-rashid": {r"[rb][2-4]": "mercenaries"}}
_CODE = re.compile(r"^(?:[-▲▼]+|[IVX]+[–-][IVX]+|[A-Z]+n)\s+")
_ARTICLE = re.compile(r"^(?:the|a|an|le|la|les|l'|un|une|il|lo|gli|i|l'|un|una|uno)\s+")
# what a rulebook writes before a piece's or a phase's name: "tuile Paysage", "segnalino disonore"
_KIND = re.compile(
    r"^(?:tuiles?|cartes?|jetons?|phase|points? de|tessere|tessera|carta|segnalino|fase(?: di)?"
    r"|punti|azione di|card|tile|token|phase)\s+"
)
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


def legend_words(label: str) -> str | None:
    """The words a legend ``label`` names ("- lying worker" → "lying worker"); None for a
    label that explains codes ("Rn / Bn: red / blue mercenary of value n")."""
    if ":" in label:
        return None
    words = _CODE.sub("", re.sub(r"\s*\([^)]*\)", "", label).strip())
    return _ARTICLE.sub("", normalize(words)).strip() or None


def _board_word(game: Any, typed: str, locale: str) -> str | None:
    """The glossary term a word of the image's legend or a piece's code stands for."""
    gid = game.spec.id
    bare = _ARTICLE.sub("", typed)
    for msg_id, term in LEGENDS.get(gid, {}).items():
        if bare in {legend_words(t(lang, msg_id)) for lang in {locale, "en"}}:
            return term
    for pattern, term in CODES.get(gid, {}).items():
        if re.fullmatch(pattern, typed):
            return term
    return None


def _seat(term: str, locale: str, names: list[str] | None) -> str | None:
    found = SEAT.fullmatch(term)
    if found is None:
        return None
    n = int(found.group(1))
    code = f"P{n}"
    if names is not None and n <= len(names):
        return t(locale, "glossary-seat-named", code=code, n=n, name=names[n - 1])
    return t(locale, "glossary-seat", code=code, n=n)


def straight(term: str) -> str:
    """``term`` with typographic apostrophes straight: phones type ``plus d’Emira``, the
    glossaries write ``plus d'Emira``."""
    return term.replace("\u2019", "'").replace("\u02bc", "'")


def entry(game: Any, term: str, locale: str, names: list[str] | None = None) -> str | None:
    """What ``term`` means in ``game`` (redirects followed once), or None when unknown: a
    glossary term, a word of the image's legend, a seat code (named when ``names`` are)."""
    term = straight(term)
    typed = normalize(term).strip("`'\".,;:!?()")
    seat = _seat(typed, locale, names)
    if seat is not None:
        return seat
    text = game.explain_term(term, locale=locale)
    bare = _KIND.sub("", _ARTICLE.sub("", typed))
    if text is None and bare != typed:  # "la Botaniste", "carte Mosaïque", "fase di piazzamento"
        text = game.explain_term(bare, locale=locale)
    rulebook = game.rulebook_term(bare, locale=locale) if text is None else None
    if rulebook is not None:
        text = game.explain_term(rulebook, locale=locale)
    if text is None:
        board = _board_word(game, typed, locale)
        text = game.explain_term(board, locale=locale) if board else None
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
    typed = normalize(straight(term)).replace("_", " ").strip("`'\".,;:!?()")
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


def known(game: Any, locale: str) -> list[str]:
    """Every word ``explain`` answers for ``game`` in ``locale``: its glossary's terms, the
    words of its images' legends and its seat codes (what autocomplete offers)."""
    return list(_known(game, locale))


@functools.lru_cache(maxsize=64)
def _known(game: Any, locale: str) -> tuple[str, ...]:
    """:func:`known`, gathered once per game and language: the glossaries are constants, and
    autocomplete asks at every keystroke, on the event loop (Agra's took 17 ms)."""
    words = list(game.terms(locale=locale))
    for msg_id in LEGENDS.get(game.spec.id, {}):
        legend = legend_words(t(locale, msg_id))
        if legend and legend not in words:
            words.append(legend)
    words += [f"p{n}" for n in range(1, game.spec.max_players + 1)]
    return tuple(words)


def look_up(game: Any, term: str, locale: str, names: list[str] | None = None) -> str:
    """The answer to ``explain term`` for ``game``: its entry, else the nearest terms."""
    found = entry(game, term, locale, names)
    if found is not None:
        return found
    return unknown(term, known(game, locale), locale)
