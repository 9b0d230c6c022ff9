"""App commands. Each handler acknowledges within Discord's 3 s (answering at once from memory,
or deferring before storage and rendering), calls the plain logic in :mod:`bot.discord.game_logic`
and sends what it returns. The place of a session is ``discord:<channel id>`` (a thread is a
channel too)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import (
    game_logic,
    glossary_logic,
    history_logic,
    language_logic,
    limits,
    permissions,
)
from bot.discord.checks import server_managers
from bot.discord.host import Host
from bot.discord.http_errors import THREADS_FULL
from bot.discord.incidents import new_incident
from bot.discord.language_logic import caller_language, quick_language
from bot.ops.places import place_key
from bot.table import clock as C
from bot.table import languages, seat_bots
from i18n import LANGUAGES, language_name, t
from i18n.words import said

if TYPE_CHECKING:
    from bot.table.service import TableService

# servers only: contexts [0] and, for clients that still read it, dm_permission false
GUILD_ONLY = app_commands.guild_only()
LANGUAGE_CHOICES = [app_commands.Choice(name=language_name(c), value=c) for c in LANGUAGES]
AUTO_CHOICE = app_commands.Choice(name="auto", value="auto")


def place_of(interaction: discord.Interaction) -> str:
    return place_key(interaction.channel_id or 0)


def is_moderator(interaction: discord.Interaction) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.manage_guild or perms.administrator)


def who(interaction: discord.Interaction) -> tuple[str, str]:
    return str(interaction.user.id), interaction.user.display_name


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """Names of the permissions the bot lacks in this channel (Discord sends them with every
    interaction as ``app_permissions``)."""
    thread = isinstance(interaction.channel, discord.Thread)
    return permissions.missing(interaction.app_permissions, thread=thread)


def choices(pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=name, value=value) for name, value in pairs]


async def game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    try:
        return choices(game_logic.autocomplete_games(current))
    except Exception as exc:  # noqa: BLE001 - autocomplete cannot show an error
        new_incident("game autocomplete", exc)
        return []


async def options_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    try:
        game = getattr(interaction.namespace, "game", None) or ""
        lang = quick_language(cast(Host, interaction.client).service, interaction)
        return choices(game_logic.autocomplete_options(game, current, lang))
    except Exception as exc:  # noqa: BLE001 - autocomplete cannot show an error
        new_incident("options autocomplete", exc)
        return []


class GameCog(commands.Cog):
    game = app_commands.Group(
        name="game",
        description="Open, join and manage the board game in this channel",
        guild_only=True,
    )

    settings = app_commands.Group(
        name="settings",
        description="Your own settings: the language the bot speaks to you",
        guild_only=True,
    )

    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @property
    def service(self) -> TableService:
        return self.bot.service

    async def language(self, interaction: discord.Interaction) -> str:
        """The caller's language (their choice, else their client's), remembered for the DMs
        and private panels of the tables where they sit."""
        return await caller_language(self.service, interaction)

    async def run(
        self, interaction: discord.Interaction, call: Callable[[str], Awaitable[game_logic.Reply]]
    ) -> None:
        """Deferred work given the caller's language, looked up inside the place's queue (an
        await before the ticket could reorder two commands)."""

        async def work() -> game_logic.Reply:
            return await call(await self.language(interaction))

        await self.bot.deferred(interaction, work)

    async def read(
        self, interaction: discord.Interaction, call: Callable[[str], game_logic.Reply]
    ) -> None:
        """A reply from memory in the caller's language, itself known from memory (the
        choices are loaded at start, :meth:`bot.table.languages.Languages.preload`); a new
        client language is noted for the DMs only once the caller has their answer."""
        lang = quick_language(self.service, interaction)
        await self.bot.answer(interaction, lambda: call(lang))
        await self.language(interaction)

    # -- /game … ----------------------------------------------------------------------------
    @game.command(name="new", description="Open a table for a game in this channel")
    @app_commands.describe(
        game="Which game",
        seats="Number of seats (default: the game's maximum; each game has its own range)",
        characters="Almadi: play with the Characters variant",
        options="More options (pick from the list): name=value, name=value",
        speed="How long each player has: untimed, live, or turn-based (24h/48h/72h per move)",
        on_timeout="When a player runs out of time: a bot plays for them, or they forfeit",
        thread="Open the table in a new thread of this channel (one channel, many games)",
        rated="Count this game in the server's ratings (default yes; bots are never rated)",
        bots="How well a bot plays for a player who times out, drops or resigns (default normal)",
        language="The table's language for its posts and board (default: the server's)",
    )
    @app_commands.choices(
        speed=[app_commands.Choice(name=s.title, value=s.id) for s in C.SPEEDS.values()],
        on_timeout=[
            app_commands.Choice(
                name="a bot plays their move (dropped after 3 in a row)", value="bot"
            ),
            app_commands.Choice(name="they forfeit (ranked last; a bot finishes)", value="forfeit"),
        ],
        bots=[app_commands.Choice(name=level, value=level) for level in ("normal", "strong")],
        language=LANGUAGE_CHOICES,
    )
    @app_commands.autocomplete(game=game_autocomplete, options=options_autocomplete)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        seats: app_commands.Range[int, 2, 5] | None = None,
        characters: bool | None = None,
        options: str | None = None,
        speed: str | None = None,
        on_timeout: str | None = None,
        thread: bool | None = None,
        rated: bool | None = None,
        bots: str | None = None,
        language: str | None = None,
    ) -> None:
        missing = missing_permissions(interaction)
        if thread and isinstance(interaction.channel, discord.Thread):
            thread = False  # already in a thread: the table opens here
        given = {"seats": seats, "characters": characters, "options": options}
        given |= {"speed": speed, "on_timeout": on_timeout, "bot_level": bots}

        async def work() -> game_logic.Reply:
            lang = await self.language(interaction)
            refused = limits.refuse_new(self.bot, interaction, game, bool(thread), **given)
            if refused:  # before anything is created: a refused command leaves no thread
                return game_logic.Reply(said(lang, refused), error=True)
            book = languages.of(self.service)
            guild = str(interaction.guild_id) if interaction.guild_id else None
            table_lang = languages.default_table_language(
                language, await book.guild(guild), interaction.guild_locale
            )
            settings = {"rated": rated, "language": table_lang, "missing": missing, **given}
            user_id = str(interaction.user.id)
            # counted and created under the member's lock: commands sent at once from several
            # channels each see the tables (and threads) of those before them
            async with limits.caps_of(self.service).lock(guild, user_id):
                over = limits.over_cap(self.service, user_id, guild, limits.cap_of(self.bot), lang)
                if over:
                    return game_logic.Reply(over, error=True)
                return await self._new_table(interaction, game, bool(thread), lang, settings)

        await self.bot.deferred(interaction, work)

    async def _new_table(
        self,
        interaction: discord.Interaction,
        game: str,
        thread: bool,
        lang: str,
        settings: dict[str, Any],
    ) -> game_logic.Reply:
        """Open the thread (when asked and allowed) and the table in it."""
        user_id, name = who(interaction)
        guild = str(interaction.guild_id) if interaction.guild_id else None
        place = place_of(interaction)
        thread = thread and not settings["missing"]
        if thread:
            created = await self._open_thread(interaction, game, lang)
            if isinstance(created, game_logic.Reply):
                return created
            place = place_key(created.id)
            limits.caps_of(self.service).opened_thread(guild, user_id, place, self.service.now())
        reply = await game_logic.new_game(
            self.service,
            place,
            user_id,
            name,
            game,
            guild=guild,
            thread=place if thread else None,
            lang=lang,
            **settings,
        )
        if thread and reply.error:  # the service refused after all: no empty thread left
            await limits.archive_place(self.bot, place)
        return reply

    async def _open_thread(
        self, interaction: discord.Interaction, game: str, lang: str
    ) -> discord.Thread | game_logic.Reply:
        """A public thread for a new table, kept open for the longest time Discord allows (the
        bot also reopens it if it auto-archives while the game runs)."""
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            return game_logic.Reply(t(lang, "thread-text-channel-only"), error=True)
        title = game_logic.game_title(game)
        try:
            return await channel.create_thread(
                name=t(lang, "thread-name", game=title, name=interaction.user.display_name)[:100],
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except discord.Forbidden:
            return game_logic.Reply(t(lang, "thread-no-permission"), error=True)
        except discord.HTTPException as exc:
            if exc.code != THREADS_FULL:
                raise
            # the server's active threads are at Discord's cap: nothing was made, say so
            return game_logic.Reply(t(lang, "thread-cap-reached"), error=True)

    @game.command(name="join", description="Take a seat at the table in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        user_id, name = who(interaction)
        place = place_of(interaction)
        await self.run(
            interaction, lambda lang: game_logic.join(self.service, place, user_id, name, lang=lang)
        )

    @game.command(name="leave", description="Leave the table before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        user_id, name = who(interaction)
        place = place_of(interaction)
        await self.run(
            interaction,
            lambda lang: game_logic.leave(self.service, place, user_id, name, lang=lang),
        )

    @game.command(name="addbot", description="Fill a seat with a bot (table creator only)")
    @app_commands.describe(
        level="easy: random legal moves; normal: plays the game's plan (default); strong: searches"
    )
    @app_commands.choices(
        level=[app_commands.Choice(name=level, value=level) for level in seat_bots.LEVELS]
    )
    async def addbot(self, interaction: discord.Interaction, level: str = "normal") -> None:
        user_id, name = who(interaction)
        await self.run(
            interaction,
            lambda lang: game_logic.add_bot(
                self.service,
                place_of(interaction),
                user_id,
                name,
                is_moderator=is_moderator(interaction),
                level=level,
                lang=lang,
            ),
        )

    @game.command(name="start", description="Start the game (table creator or a moderator)")
    async def start(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        missing = missing_permissions(interaction)
        await self.run(
            interaction,
            lambda lang: game_logic.start(
                self.service,
                place_of(interaction),
                user_id,
                is_moderator=is_moderator(interaction),
                missing=missing,
                lang=lang,
            ),
        )

    @game.command(name="resume", description="Resume a paused table (table creator or a moderator)")
    async def resume(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        missing = missing_permissions(interaction)
        await self.run(
            interaction,
            lambda lang: game_logic.resume(
                self.service,
                place_of(interaction),
                user_id,
                is_moderator=is_moderator(interaction),
                missing=missing,
                lang=lang,
            ),
        )

    @game.command(name="pause", description="Pause the game: clocks stop (creator or moderator)")
    async def pause(self, interaction: discord.Interaction) -> None:
        user_id, name = who(interaction)
        await self.run(
            interaction,
            lambda lang: game_logic.pause(
                self.service,
                place_of(interaction),
                user_id,
                name,
                is_moderator=is_moderator(interaction),
                lang=lang,
            ),
        )

    @game.command(name="notify", description="How you are told it is your turn")
    @app_commands.describe(mode="A mention in the channel, a DM with the buttons, or both")
    @app_commands.choices(
        mode=[
            app_commands.Choice(name="channel and DM", value="both"),
            app_commands.Choice(name="channel only", value="channel"),
            app_commands.Choice(name="DM only", value="dm"),
        ]
    )
    async def notify(self, interaction: discord.Interaction, mode: str) -> None:
        user_id, _ = who(interaction)
        await self.run(
            interaction, lambda lang: game_logic.notify(self.service, user_id, mode, lang=lang)
        )

    @game.command(name="log", description="The recent moves (your own secrets included)")
    async def log(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        place = place_of(interaction)
        await self.read(
            interaction, lambda lang: limits.game_log(self.service, place, user_id, lang=lang)
        )

    @game.command(name="replay", description="The board as it was after a given move")
    @app_commands.describe(move="The move number (0: the start)")
    async def replay(
        self, interaction: discord.Interaction, move: app_commands.Range[int, 0, 100000]
    ) -> None:
        place = place_of(interaction)
        await self.run(
            interaction,
            lambda lang: history_logic.replay_board(self.service, place, move, lang=lang),
        )

    @game.command(name="export", description="The game record as a file (complete once it ended)")
    async def export(self, interaction: discord.Interaction) -> None:
        place = place_of(interaction)
        await self.run(
            interaction, lambda lang: history_logic.export(self.service, place, lang=lang)
        )

    @game.command(name="board", description="Show the board here (everyone sees it)")
    @app_commands.describe(text="Also the whole board in words, as a file only you see")
    async def board(self, interaction: discord.Interaction, text: bool = False) -> None:
        place = place_of(interaction)
        await self.read(
            interaction, lambda lang: limits.board(self.service, place, lang=lang, text=text)
        )

    @game.command(name="status", description="Seats, whose turn it is, and the score so far")
    async def status(self, interaction: discord.Interaction) -> None:
        place = place_of(interaction)
        await self.read(interaction, lambda lang: limits.status(self.service, place, lang=lang))

    @game.command(name="resign", description="Hand your seat to a bot for the rest of the game")
    async def resign(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        place = place_of(interaction)
        await self.run(
            interaction, lambda lang: game_logic.resign(self.service, place, user_id, lang=lang)
        )

    @game.command(name="cancel", description="Cancel the game (creator or a moderator)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        table = self.service.table_at(place_of(interaction))
        await self.run(
            interaction,
            lambda lang: game_logic.cancel(
                self.service,
                place_of(interaction),
                user_id,
                is_moderator=is_moderator(interaction),
                lang=lang,
            ),
        )
        # once its cancel post is out (run() waits for it): the thread opened for the table
        await limits.archive_if_closed(self.bot, table)

    # -- /settings … ------------------------------------------------------------------------
    @settings.command(
        name="language", description="The language of your replies, DMs and private panels"
    )
    @app_commands.describe(language="auto: follow your Discord client's language")
    @app_commands.choices(language=[AUTO_CHOICE, *LANGUAGE_CHOICES])
    async def settings_language(self, interaction: discord.Interaction, language: str) -> None:
        user_id, _ = who(interaction)
        await self.bot.deferred(
            interaction,
            lambda: language_logic.set_language(
                self.service, user_id, language, interaction.locale
            ),
        )

    @settings.command(
        name="server-language",
        description="The default language of new tables in this server (Manage Server)",
    )
    @app_commands.describe(language="auto: the server's preferred locale when it is fr or it")
    @app_commands.choices(language=[AUTO_CHOICE, *LANGUAGE_CHOICES])
    @server_managers("server-language-not-allowed")
    async def settings_server_language(
        self, interaction: discord.Interaction, language: str
    ) -> None:
        guild = str(interaction.guild_id) if interaction.guild_id else None
        await self.run(
            interaction,
            lambda lang: language_logic.set_server_language(self.service, guild, language, lang),
        )

    # -- /move, /hand, /rules -------------------------------------------------------------------
    @app_commands.command(
        name="move", description="Play a move (autocomplete lists your legal moves)"
    )
    @app_commands.describe(action="Your move, e.g. `take 2.1`; `help` lists your legal moves")
    @GUILD_ONLY
    async def move(self, interaction: discord.Interaction, action: str | None = None) -> None:
        user_id, _ = who(interaction)
        await self.run(
            interaction,
            lambda lang: game_logic.move(
                self.service,
                place_of(interaction),
                user_id,
                action,
                interaction_id=str(interaction.id),
                lang=lang,
            ),
        )

    @move.autocomplete("action")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        # cannot be deferred: answered from memory, synchronously
        try:
            lang = quick_language(self.service, interaction)
            return choices(
                game_logic.autocomplete_moves(
                    self.service, place_of(interaction), str(interaction.user.id), current, lang
                )
            )
        except Exception as exc:  # noqa: BLE001 - autocomplete cannot show an error
            new_incident("/move autocomplete", exc)
            return []

    @app_commands.command(name="games", description="Your games in progress in this server")
    @GUILD_ONLY
    async def games(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        guild = str(interaction.guild_id) if interaction.guild_id else None
        await self.read(
            interaction,
            lambda lang: history_logic.my_games(self.service, user_id, guild, lang=lang),
        )

    @app_commands.command(name="hand", description="Your private view (only you see it)")
    @GUILD_ONLY
    async def hand(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        place = place_of(interaction)
        await self.read(
            interaction, lambda lang: limits.hand(self.service, place, user_id, lang=lang)
        )

    @app_commands.command(name="rules", description="A short summary of a game's rules")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)  # also in DMs
    @app_commands.describe(game="Which game")
    @app_commands.autocomplete(game=game_autocomplete)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        await self.read(interaction, lambda lang: game_logic.rules(game, lang=lang))

    @app_commands.command(name="explain", description="What a word of the game means")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)  # also in DMs
    @app_commands.describe(term="A word of the board, a prompt or a card (pick from the list)")
    async def explain(self, interaction: discord.Interaction, term: str) -> None:
        place = place_of(interaction)
        await self.read(
            interaction, lambda lang: glossary_logic.explain(self.service, place, term, lang=lang)
        )

    @explain.autocomplete("term")
    async def explain_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        # answered from memory: the glossary is rules text, public
        try:
            lang = quick_language(self.service, interaction)
            place = place_of(interaction)
            return choices(glossary_logic.autocomplete_terms(self.service, place, current, lang))
        except Exception as exc:  # noqa: BLE001 - autocomplete cannot show an error
            new_incident("/explain autocomplete", exc)
            return []
