"""The one place every user-facing string passes through: ``t(locale, msg_id, **args)``.

Why Fluent (Mozilla's Project Fluent, ``fluent.runtime``) rather than gettext: engines and the bot
return *message ids with named arguments*, never sentences, and Fluent is built on exactly that —
each language writes whole messages with its own CLDR plural and gender selectors
(``{ $count -> [one] … *[other] … }``), so French (0 and 1 are singular) and Italian (only 1)
need no code. gettext keys on the English sentence, so every English wording change would
orphan the translations. Babel (pulled in by ``fluent.runtime``) supplies the plural rules.

Catalogues are ``i18n/locales/<lang>/<domain>.ftl``; every file of a language goes into one
bundle, so a message id is unique across domains (a test enforces it). Domains: ``bot``,
``console``, ``tournaments``, ``commands`` (slash-command names, bot/discord/translator.py) and
one per game. :data:`PSEUDO` is a generated pseudo-locale (accented, bracketed English with the
same placeholders) for tests that look for strings which never went through :func:`t`.

A message names a slash command only as ``{ $cmd-game-join }`` (the command's id in commands.ftl),
which :func:`t` fills with the current :data:`name_commands` namer: the Discord front end's gives
a mention each client shows in its own language, the default the path in the reader's language.
"""

from __future__ import annotations

from i18n.catalog import (
    DEFAULT,
    LANGUAGES,
    PSEUDO,
    SUPPORTED,
    Catalogue,
    Namer,
    catalogue,
    command_paths,
    has,
    language_name,
    localised_path,
    name_commands,
    named_seats,
    naming,
    plain,
    resolve_locale,
    t,
)

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "PSEUDO",
    "SUPPORTED",
    "Catalogue",
    "Namer",
    "catalogue",
    "command_paths",
    "has",
    "language_name",
    "localised_path",
    "name_commands",
    "named_seats",
    "naming",
    "plain",
    "resolve_locale",
    "t",
]
