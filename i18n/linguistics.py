"""What a French or Italian reader notices first, found in finished text: each detector takes
the words a player reads (a log line, a prompt, a menu label, a catalogue message) and returns
the faulty excerpts. The suite runs them over whole seeded games and the catalogues
(tests/i18n/test_linguistics.py), so a defect is caught where it shows, whatever built it.

Heuristics, tuned on this bot's texts: each regular expression names the cases it lets through.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

SELECT_LABEL = 100  # Discord's limits for a select option's label and a button's
BUTTON_LABEL = 80

_CODE = re.compile(r"`[^`\n]*`|<[@#/:][^>\n]*>|https?://\S+")


def prose(text: str) -> str:
    """``text`` without code spans, mentions and links: typed commands stay as typed."""
    return _CODE.sub(" § ", text)


def _excerpt(text: str, match: re.Match[str], margin: int = 18) -> str:
    start, end = max(0, match.start() - margin), min(len(text), match.end() + margin)
    return " ".join(text[start:end].split())


def _find(pattern: re.Pattern[str], text: str, keep: Callable[[re.Match[str]], bool]) -> list[str]:
    body = prose(text)
    return [_excerpt(body, m) for m in pattern.finditer(body) if keep(m)]


# -- French elision and contraction: "de Emira", "le oasis", "que il", "de le" ----------------
_VOWEL = "aeiouyàâäéèêëîïôöûüœæ"
_ELIDE = re.compile(
    rf"(?<![\w'’-])(de|le|la|que|ne|se|je|me|te|ce|jusque|lorsque|puisque)\s+(?:\*\*|_)?"
    rf"([{_VOWEL}][\w-]*)",
    re.IGNORECASE,
)
_CONTRACT = re.compile(r"(?<![\w'’-])(de|à)\s+(le|les)\s+(?![\w'’-]*\s*[=:])", re.IGNORECASE)
# "de un à trois", numbers read aloud, and a few words whose h/vowel does not elide
_NO_ELISION = {"un", "une", "onze", "onzième", "oui", "yeux", "ouest"}


def french_elision(text: str) -> list[str]:
    def elides(m: re.Match[str]) -> bool:
        word = m.group(2).lower()
        if word in _NO_ELISION:
            return False
        return word != "ou" or m.group(1).lower() not in ("le", "la")  # "la ou les caravanes"

    return _find(_ELIDE, text, elides) + _find(_CONTRACT, text, lambda m: True)


# -- Italian "degli"/"gli" before a consonant (and "dei"/"i" where "degli"/"gli" belongs) -------
_GLI = re.compile(r"(?<![\w'’])(degli|agli|dagli|negli|sugli|cogli|gli)\s+([a-zà-ÿ][\w-]*)")
_I = re.compile(r"(?<![\w'’])(dei|ai|dai|nei|sui|coi|i)\s+([a-zà-ÿ][\w-]*)")


def _wants_gli(word: str) -> bool:
    """Whether an Italian masculine plural takes gli: a vowel, s+consonant, z, gn, ps, pn, x."""
    w = word.lower()
    if w[0] in "aeiouàèéìòù" or w[0] in "zx" or w.startswith(("gn", "ps", "pn")):
        return True
    return len(w) > 1 and w[0] == "s" and w[1] not in "aeiouàèéìòù"


# words a plain "i"/"gli" may precede that are not the nouns the article goes with
_GLI_PRONOUN = {"si", "ne", "lo", "la", "li", "le", "è", "era", "hanno", "ha", "dà", "do"}


def italian_articles(text: str) -> list[str]:
    def wrong_gli(m: re.Match[str]) -> bool:
        return m.group(2) not in _GLI_PRONOUN and not _wants_gli(m.group(2))

    def wrong_i(m: re.Match[str]) -> bool:
        return _wants_gli(m.group(2)) and m.group(2) not in ("e", "o", "a", "è")

    return _find(_GLI, text, wrong_gli) + _find(_I, text, wrong_i)


# -- a count whose noun does not agree: "1 coups", "(1 restants)", "1 mattoni" ---------------
_ONE = re.compile(r"(?<![\w.,/:+-])1 ([a-zà-ÿœ]+)\b")
_FR_INVARIABLE = set(
    [
        "fois",
        "pas",
        "plus",
        "mois",
        "prix",
        "choix",
        "poids",
        "temps",
        "corps",
        "cours",
        "dos",
        "bras",
        "repos",
        "tapis",
        "palais",
        "succès",
        "accès",
        "progrès",
        "relais",
        "bois",
        "riz",
        "noix",
        "voix",
        "croix",
        "paix",
        "ananas",
        "sous",
        "dans",
        "vers",
        "après",
        "très",
        "dès",
        "lors",
        "puis",
        "jus",
        "tas",
        "héros",
        "os",
        "avis",
        "colis",
        "pays",
        "souris",
        "fils",
        "biais",
        "bas",
        "gras",
        "jamais",
        "parfois",
        "ailleurs",
        "toujours",
        "chez",
        "assez",
        "des",
        "les",
        "ses",
        "mes",
        "tes",
        "nos",
        "vos",
        "aux",
        "ces",
        "sans",
        "sur",
        "mais",
        "grès",
        "rubis",
        "depuis",
        "assis",
        "px",
        "désormais",
    ]
)
_IT_INVARIABLE = set(
    [
        "crisi",
        "oasi",
        "analisi",
        "tesi",
        "di",
        "dei",
        "nei",
        "ai",
        "dai",
        "sui",
        "coi",
        "tra",
        "fra",
        "più",
        "poi",
        "già",
        "qui",
        "lì",
        "sì",
        "così",
        "ogni",
        "degli",
        "gli",
        "punti_ok",
        "pari",
        "dispari",
    ]
)
_IT_FEMININE_PLURAL = {"carte", "tessere", "monete", "merci", "rimaste", "restanti", "volte"}


def plural_agreement(lang: str, text: str) -> list[str]:
    if lang == "fr":

        def wrong(m: re.Match[str]) -> bool:
            word = m.group(1)
            return len(word) > 1 and word[-1] in "sx" and word not in _FR_INVARIABLE

    elif lang == "it":

        def wrong(m: re.Match[str]) -> bool:
            word = m.group(1)
            plural = word[-1] == "i" or word in _IT_FEMININE_PLURAL
            return len(word) > 2 and plural and word not in _IT_INVARIABLE

    else:

        def wrong(m: re.Match[str]) -> bool:
            word = m.group(1)
            return len(word) > 2 and word.endswith("s") and not word.endswith(("ss", "us", "is"))

    slashed = re.compile(r"\w\((?:s|e|es|x|en|i)\)|\w\((?:e)\)s?\b|\w[aeo]/[aei]\b")
    return _find(_ONE, text, wrong) + _find(slashed, text, lambda m: True)


# a count of two or more beside a singular: "2 coup restant", "5 giocatore"; run on messages
# whose count arguments are 2 and 5 (the other arguments names), so what follows is the count's
# noun or one of these small words
_MANY = re.compile(r"(?<![\w.,/:+-])(?<!n° )(?<!n\. )(?:[2-9]|\d{2,}) ([a-zà-ÿœ]+)\b")
_FR_MANY_OK = {"de", "d", "à", "au", "h", "min", "j", "et", "ou", "sur", "par", "pour", "or", "pt"}
_IT_MANY_OK = {"a", "da", "o", "tra", "fra", "su", "sulla", "dalla", "della", "oro", "ora", "h"}


def plural_many(lang: str, text: str) -> list[str]:
    """A singular noun after a count of two or more (French -s/-x, Italian not -o/-a)."""
    if lang == "fr":

        def wrong(m: re.Match[str]) -> bool:
            word = m.group(1)
            return word[-1] not in "sxz" and word not in _FR_MANY_OK

    else:

        def wrong(m: re.Match[str]) -> bool:
            word = m.group(1)
            return word[-1] in "oa" and word not in _IT_MANY_OK

    return _find(_MANY, text, wrong)


# -- Italian register: the bot says tu; a voi form is the defect ------------------------------
_VOI_WORDS = set(
    [
        "voi",
        "vostro",
        "vostra",
        "vostri",
        "vostre",
        "avete",
        "siete",
        "potete",
        "dovete",
        "volete",
        "sapete",
        "vedete",
        "prendete",
        "scegliete",
        "tenete",
        "scrivete",
        "mettete",
        "rimettete",
        "vincete",
        "risolvete",
        "perdete",
        "ricevete",
        "chiedete",
        "rispondete",
        "leggete",
        "decidete",
        "spendete",
        "vendete",
    ]
)
_VOI_VERB = re.compile(r"\b[a-zà-ÿ]+(?:ereste|ireste|areste|erete|irete|atevi|etevi|itevi)\b")
_VOI_WORD = re.compile(r"\b[a-zà-ÿ]+\b")
# an imperative -ate/-ete/-ite where a sentence or label starts ("Pescate", "Offrite …")
_VOI_START = re.compile(r"(?:^|[.!?:;(\n]\s*|—\s*)([A-ZÀ-Ý][a-zà-ÿ]+(?:ate|ete|ite))\b")
_NOT_VOI = {
    "Partite",
    "Private",
    "Limite",
    "Favorite",
    "Segrete",
    "Complete",
    "Monete",
    "Rate",
    "Entrate",
}


def italian_voi(text: str) -> list[str]:
    body = prose(text)
    found = [_excerpt(body, m) for m in _VOI_WORD.finditer(body) if m.group(0) in _VOI_WORDS]
    found += [_excerpt(body, m) for m in _VOI_VERB.finditer(body)]
    found += [_excerpt(body, m) for m in _VOI_START.finditer(body) if m.group(1) not in _NOT_VOI]
    return found


# -- French spacing: no ordinary space before : ; ! ? » nor after « ---------------------------
_SPACE = re.compile(r" [:;!?»]|« |(?<=[\w)*»])[;!?:](?=\s|$)")  # ordinary or no space


def french_spacing(text: str) -> list[str]:
    return _find(_SPACE, text, lambda m: True)


# -- English game words left in French or Italian text ----------------------------------------
# Al-Rashid's crisis tiles named by English initials (Setup 1, Year 3)
_CODES = re.compile(r"(?:[Cc]rise\s+[SY]|[Cc]risi\s+Y)[1-9](?![\w-])")  # Italian says Setup


def english_words(words: Iterable[str], text: str) -> list[str]:
    """``words`` (English terms absent from the reader's glossary) and English codes found in
    ``text``'s prose."""
    pattern = english_pattern(tuple(sorted(set(words))))
    found = _find(pattern, text, lambda m: True) if pattern.pattern else []
    return found + _find(_CODES, text, lambda m: True)


_ENGLISH: dict[tuple[str, ...], re.Pattern[str]] = {}


def english_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    if words not in _ENGLISH:
        body = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        _ENGLISH[words] = re.compile(rf"(?<![\w'’-])(?:{body})(?![\w'’-])" if body else "")
    return _ENGLISH[words]


def over_limit(label: str, limit: int = SELECT_LABEL) -> list[str]:
    """A menu label longer than Discord shows (it would be cut)."""
    flat = " ".join(label.split())
    return [flat[:60] + f"… ({len(flat)})"] if len(flat) > limit else []
