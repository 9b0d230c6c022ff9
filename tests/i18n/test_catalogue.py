"""The translation layer: completeness of the catalogues (and that the check catches what it
must), plural rules per language, locale resolution and the English fallback."""

from __future__ import annotations

from pathlib import Path

import pytest

from i18n import PSEUDO, catalogue, resolve_locale, t
from i18n.catalog import load
from i18n.check import problems
from i18n.pseudo import untranslated


def test_catalogues_are_complete() -> None:
    assert problems() == []


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def _seats(one: str, other: str) -> str:
    return f"seats = {{ $n ->\n    [one] {one}\n   *[other] {{ $n }} {other}\n}}\n"


GOOD = {
    "en/bot.ftl": "hello = Hello { $name }\n" + _seats("one seat", "seats"),
    "fr/bot.ftl": "hello = Bonjour { $name }\n" + _seats("une place", "places"),
    "it/bot.ftl": "hello = Ciao { $name }\n" + _seats("un posto", "posti"),
}


def test_check_passes_a_complete_catalogue(tmp_path: Path) -> None:
    _write(tmp_path, GOOD)
    assert problems(load(tmp_path)) == []


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"it/bot.ftl": "hello = Ciao { $name }\n"}, "it/bot.ftl: missing seats"),
        ({"fr/bot.ftl": GOOD["fr/bot.ftl"] + "old = Vieux\n"}, "fr/bot.ftl: stale old"),
        (
            {"fr/bot.ftl": GOOD["fr/bot.ftl"].replace("{ $name }", "{ $nom }")},
            "fr/bot.ftl hello: placeholders",
        ),
        (
            {"it/bot.ftl": "hello = Ciao { $name }\nseats = { $n } posti\n"},
            "it/bot.ftl seats: selects on",
        ),
        ({"fr/extra.ftl": "hello = Encore\n"}, "fr: hello in both"),
        ({"fr/bot.ftl": GOOD["fr/bot.ftl"] + "broken = { $x\n"}, "cannot parse"),
    ],
)
def test_check_catches(tmp_path: Path, change: dict[str, str], expected: str) -> None:
    _write(tmp_path, GOOD | change)
    found = problems(load(tmp_path))
    assert any(expected in line for line in found), found


def test_plural_rules_follow_each_language(tmp_path: Path) -> None:
    """French counts 0 as singular, Italian and English do not."""
    _write(tmp_path, GOOD)
    cat = load(tmp_path)

    def seats(lang: str, n: int) -> str:
        bundle = cat.bundles[lang]
        return bundle.format_pattern(bundle.get_message("seats").value, {"n": n})[0]

    assert [seats("en", n) for n in (0, 1, 2)] == ["0 seats", "one seat", "2 seats"]
    assert [seats("fr", n) for n in (0, 1, 2)] == ["une place", "une place", "2 places"]
    assert [seats("it", n) for n in (0, 1, 2)] == ["0 posti", "un posto", "2 posti"]


@pytest.mark.parametrize(
    ("given", "lang"),
    [
        ("fr", "fr"),
        ("it", "it"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("de", "en"),
        ("pt-BR", "en"),
        ("", "en"),
        (None, "en"),
        ("FR", "fr"),
        ("qps", PSEUDO),
    ],
)
def test_resolve_locale(given: str | None, lang: str) -> None:
    assert resolve_locale(given) == lang


def test_resolve_a_discord_locale() -> None:
    import discord

    assert resolve_locale(discord.Locale.french) == "fr"
    assert resolve_locale(discord.Locale.italian) == "it"
    assert resolve_locale(discord.Locale.american_english) == "en"
    assert resolve_locale(discord.Locale.german) == "en"


def test_unknown_locale_falls_back_to_english() -> None:
    assert t("de", "language-set", language="Deutsch") == t(
        "en", "language-set", language="Deutsch"
    )


def test_unknown_id_comes_back_as_itself() -> None:
    assert t("fr", "no-such-message") == "no-such-message"


def test_numbers_are_not_grouped() -> None:
    """Table ids and scores read as they always did (no "1,000" / "1 000")."""
    assert "1000" in t("fr", "language-set", language=1000)
    assert "1000" in t("en", "language-set", language=1000)


def test_pseudo_locale_keeps_placeholders_and_hides_nothing() -> None:
    cat = catalogue()
    english = cat.bundles["en"]
    for domain in cat.files["en"].values():
        for entry in domain.body:
            name = getattr(getattr(entry, "id", None), "name", None)
            if name is None or not english.has_message(name) or entry.value is None:
                continue
            text = t(PSEUDO, name, **dict.fromkeys(_variables(entry), "Zed"))
            assert text.startswith("⟦") and text.endswith("⟧"), (name, text)
            assert untranslated(text, allowed=("Zed",)) == [], (name, text)


def _variables(entry: object) -> set[str]:
    """Its placeholders, also those of the messages it references (they see its arguments)."""
    from i18n.check import arguments, messages

    known = {k: v for domain in messages("en").values() for k, v in domain.items()}
    return arguments(entry, known)  # type: ignore[arg-type]


def test_untranslated_finds_english() -> None:
    assert untranslated("⟦Ýöûŕ ţûŕñ⟧ Alice, your turn", allowed=("Alice",)) == ["your", "turn"]


def test_long_arguments_are_kept_whole() -> None:
    """fluent.runtime caps a placeable at 1000 characters; t() puts long ones in afterwards."""
    terms = ", ".join(f"term{i}" for i in range(400))
    assert t("fr", "language-set", language=terms) == f"Votre langue est maintenant\u00a0: {terms}."
