"""The ``/tournament`` commands, ``/tournament-config``, ``/leaderboard`` and ``/profile``; what
they do is in :mod:`bot.discord.tournament_logic`. Organisers are members who can manage the
server or hold the role set with ``/tournament-config``.

``/tournament-config`` is a top-level command of its own because Discord only honours
``default_permissions`` on top-level commands: on it, Manage Server reaches Discord (members
without it do not even see the command), and it is checked again here (a role holder cannot
hand the role on). The ``/tournament`` group stays visible to everyone: players join, check in,
drop and read standings through it; its organiser commands are guarded by checks
(:mod:`bot.discord.checks`).

Languages: every reply is in the caller's language (their ``/settings language``,
else their client's), looked up inside the command's queued work; the tournament's language
(``/tournament new language:``, default as a table's) is for what the channel reads."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import tournament_logic as tl
from bot.discord.checks import organisers, server_managers
from bot.discord.cog import GUILD_ONLY, LANGUAGE_CHOICES, game_autocomplete, who
from bot.discord.host import Host
from bot.discord.language_logic import caller_language
from bot.ops.places import place_key
from bot.table import clock as C
from bot.table import languages
from bot.tournaments import store as ts
from bot.tournaments.runner import TournamentRunner

if TYPE_CHECKING:
    from bot.table.service import TableService

Work = Callable[[str], Awaitable[tl.Reply]]  # given the caller's language


def places_of(interaction: discord.Interaction) -> list[str]:
    """This channel, and the channel a thread belongs to (tables are threads)."""
    out = [place_key(interaction.channel_id or 0)]
    parent = getattr(interaction.channel, "parent_id", None)
    if parent:
        out.append(place_key(parent))
    return out


async def table_thread(
    me: discord.ClientUser | None, service: TableService, channel: discord.TextChannel, name: str
) -> str:
    """The place of a tournament table's thread: a thread the bot made under this table's name
    that no table plays in yet is taken up (Discord made it, then the bot process was killed,
    or Discord's answer was lost, before the place was stored), else a new thread is made —
    one table, one thread, whatever the kill point. The candidates are the channel's active
    threads as the gateway gave them (GUILD_CREATE lists them, THREAD_CREATE adds one): no
    request unless a thread has to be made."""
    for thread in channel.threads:
        if thread.name != name or me is None or thread.owner_id != me.id or thread.archived:
            continue
        place = place_key(thread.id)
        if service.table_at(place) is None and not await ts.place_taken(service.store, place):
            return place
    made = await channel.create_thread(
        name=name, type=discord.ChannelType.public_thread, auto_archive_duration=10080
    )
    return place_key(made.id)


def guild_of(interaction: discord.Interaction) -> str | None:
    return str(interaction.guild_id) if interaction.guild_id else None


def dropping_oneself(interaction: discord.Interaction) -> bool:
    """``/tournament drop`` without a player (or naming oneself) is anyone's to send."""
    player = getattr(interaction.namespace, "player", None)
    return player is None or player.id == interaction.user.id


class TournamentCog(commands.Cog):
    tournament = app_commands.Group(
        name="tournament", description="Run a tournament in this channel", guild_only=True
    )

    def __init__(self, bot: Host, runner: TournamentRunner) -> None:
        self.bot = bot
        self.runner = runner

    async def language(self, interaction: discord.Interaction) -> str:
        """The caller's language (awaits storage: inside the queued work)."""
        return await caller_language(self.runner.service, interaction)

    async def _run(self, interaction: discord.Interaction, work: Work) -> None:
        """``work(lang)`` in the caller's language."""

        async def run() -> tl.Reply:
            return await work(await self.language(interaction))

        await self.bot.deferred(interaction, run)

    async def _here(self, interaction: discord.Interaction) -> int:
        return await tl.tournament_here(self.runner, places_of(interaction), guild_of(interaction))

    def _in_tournament(
        self,
        interaction: discord.Interaction,
        fn: Callable[[int, str], Awaitable[tl.Reply]],
    ) -> Work:
        """``work(lang)`` running ``fn(tid, lang)`` for this channel's tournament, or saying
        there is none."""

        async def work(lang: str) -> tl.Reply:
            try:
                tid = await self._here(interaction)
            except tl.TournamentError as exc:
                return tl.Reply(exc.text(lang), error=True)
            return await fn(tid, lang)

        return work

    @tournament.command(name="new", description="Open a tournament in this channel (organiser)")
    @app_commands.describe(
        round_days="Days per round before unfinished tables are adjudicated (0: speed's default)",
        at_deadline="At the deadline: bots play the rest, or rank by the current score",
        drop_after_timeouts="Drop from the tournament a player dropped from a game for timeouts",
        repeats="Swiss: avoid repeat meetings (default), weigh them against standing, or allow",
        seeding="Round 1 order: random, or by the server's rating",
        cap="Most players (0: no cap); later ones join a waiting list",
        checkin="Players confirm with /tournament checkin; no-shows are left out at the start",
        game="Which game",
        format="swiss (tables by standing), round-robin or elimination",
        table_size="Players per table",
        min_table_size="Smallest table allowed (default: table_size)",
        rounds="Number of rounds (Swiss; round robin: 0 = a full cycle)",
        speed="The tables' game clock",
        name="A name for the tournament",
        points="Placement points, best first, e.g. 6,4,2,0 (default scaled to table size)",
        advance="Elimination: how many of each table go through (default 2)",
        rated="Count the games in the server's ratings (default yes)",
        language="Its posts and tables' language (default: the server's)",
    )
    @app_commands.choices(
        format=[
            app_commands.Choice(name="Swiss", value="swiss"),
            app_commands.Choice(name="round robin", value="roundrobin"),
            app_commands.Choice(name="elimination", value="elimination"),
        ],
        speed=[app_commands.Choice(name=s.title, value=s.id) for s in C.SPEEDS.values()],
        at_deadline=[
            app_commands.Choice(name="bots play the rest", value="bots"),
            app_commands.Choice(name="rank by the current score", value="standing"),
        ],
        repeats=[
            app_commands.Choice(name="avoid repeat meetings", value="avoid"),
            app_commands.Choice(
                name="weighted (a repeat = 2 tables of standing)", value="weighted"
            ),
            app_commands.Choice(name="allow (standing first)", value="allow"),
        ],
        seeding=[
            app_commands.Choice(name="random", value="random"),
            app_commands.Choice(name="by rating", value="rating"),
        ],
        language=LANGUAGE_CHOICES,
    )
    @app_commands.autocomplete(game=game_autocomplete)
    @organisers()
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        format: str,
        table_size: app_commands.Range[int, 2, 5],
        min_table_size: app_commands.Range[int, 2, 5] | None = None,
        rounds: app_commands.Range[int, 0, 20] = 0,
        speed: str = "24h",
        name: str | None = None,
        points: str | None = None,
        advance: app_commands.Range[int, 1, 4] | None = None,
        rated: bool = True,
        round_days: app_commands.Range[float, 0, 90] = 0.0,
        at_deadline: str = "bots",
        drop_after_timeouts: bool = True,
        repeats: str = "avoid",
        seeding: str = "random",
        cap: app_commands.Range[int, 0, 500] = 0,
        checkin: bool = False,
        language: str | None = None,
    ) -> None:
        user_id, _ = who(interaction)
        guild = guild_of(interaction)

        async def work(lang: str) -> tl.Reply:
            book = languages.of(self.runner.service)
            public = languages.default_table_language(
                None, await book.guild(guild), interaction.guild_locale
            )
            return await tl.new(
                self.runner,
                guild=guild_of(interaction),
                place=place_key(interaction.channel_id or 0),
                organiser=user_id,
                game=game,
                format=format,
                table_size=table_size,
                min_table_size=min_table_size,
                rounds=rounds,
                speed=speed,
                name=name,
                points=points,
                advance=advance,
                rated=rated,
                round_days=round_days,
                at_deadline=at_deadline,
                drop_after_timeouts=drop_after_timeouts,
                repeats=repeats,
                seeding=seeding,
                cap=cap,
                checkin=checkin,
                language=language,
                default_language=public,
                lang=lang,
            )

        await self._run(interaction, work)

    @app_commands.command(
        name="tournament-config", description="Set the tournament organiser role (Manage Server)"
    )
    @app_commands.describe(role="Members with this role may organise tournaments")
    @app_commands.default_permissions(manage_guild=True)
    @GUILD_ONLY
    @server_managers("tourn-role-manage-only")
    async def config(self, interaction: discord.Interaction, role: discord.Role) -> None:
        guild = guild_of(interaction)

        async def work(lang: str) -> tl.Reply:
            return await tl.configure(self.runner, guild, str(role.id), lang=lang)

        await self._run(interaction, work)

    @tournament.command(name="join", description="Register for this channel's tournament")
    async def join(self, interaction: discord.Interaction) -> None:
        user_id, name = who(interaction)
        await self._run(
            interaction,
            self._in_tournament(
                interaction, lambda t, lang: tl.join(self.runner, t, user_id, name, lang=lang)
            ),
        )

    @tournament.command(name="leave", description="Withdraw before the tournament starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        await self._run(
            interaction,
            self._in_tournament(
                interaction, lambda t, lang: tl.leave(self.runner, t, user_id, lang=lang)
            ),
        )

    @tournament.command(name="checkin", description="Confirm you will play (before the start)")
    async def checkin(self, interaction: discord.Interaction) -> None:
        user_id, _ = who(interaction)
        await self._run(
            interaction,
            self._in_tournament(
                interaction, lambda t, lang: tl.checkin(self.runner, t, user_id, lang=lang)
            ),
        )

    @tournament.command(name="drop", description="Leave a running tournament (a bot finishes)")
    @app_commands.describe(player="Organisers: the player to drop (default: yourself)")
    @organisers(unless=dropping_oneself)
    async def drop(
        self, interaction: discord.Interaction, player: discord.Member | None = None
    ) -> None:
        user_id, _ = who(interaction)
        if player is None or str(player.id) == user_id:
            await self._run(
                interaction,
                self._in_tournament(
                    interaction, lambda t, lang: tl.drop(self.runner, t, user_id, lang=lang)
                ),
            )
            return
        target = str(player.id)
        await self._run(
            interaction,
            self._in_tournament(
                interaction,
                lambda t, lang: tl.drop_player(self.runner, t, target, user_id, lang=lang),
            ),
        )

    @tournament.command(name="score", description="Set a stuck table's result by hand (organiser)")
    @app_commands.describe(
        table="The table number in the current round",
        places="Each seat's place in seat order, e.g. 2,1,3,4 (seat 1 came second)",
    )
    @organisers()
    async def score(
        self, interaction: discord.Interaction, table: app_commands.Range[int, 1, 200], places: str
    ) -> None:
        user_id, _ = who(interaction)
        await self._run(
            interaction,
            self._in_tournament(
                interaction,
                lambda t, lang: tl.score(self.runner, t, table, places, user_id, lang=lang),
            ),
        )

    @tournament.command(name="export", description="Rounds, tables, results and standings files")
    async def export(self, interaction: discord.Interaction) -> None:
        await self._run(
            interaction,
            self._in_tournament(interaction, lambda t, lang: tl.export(self.runner, t, lang=lang)),
        )

    @tournament.command(name="start", description="Close registration and pair round 1")
    @organisers()
    async def start(self, interaction: discord.Interaction) -> None:
        await self._run(
            interaction,
            self._in_tournament(interaction, lambda t, lang: tl.start(self.runner, t, lang=lang)),
        )

    @tournament.command(name="advance", description="Unstick a round: pair what is due")
    @organisers()
    async def advance(self, interaction: discord.Interaction) -> None:
        await self._run(
            interaction,
            self._in_tournament(interaction, lambda t, lang: tl.advance(self.runner, t, lang=lang)),
        )

    @tournament.command(name="replace", description="Hand a player's entry to someone else")
    @app_commands.describe(
        player="The player who leaves (their standing and running seat pass on)",
        by="The member who takes over",
    )
    @organisers()
    async def replace(
        self, interaction: discord.Interaction, player: discord.Member, by: discord.Member
    ) -> None:
        await self._run(
            interaction,
            self._in_tournament(
                interaction,
                lambda t, lang: tl.replace(
                    self.runner, t, str(player.id), str(by.id), by.display_name, lang=lang
                ),
            ),
        )

    @tournament.command(name="pause", description="Pause every table of the round (organiser)")
    @organisers()
    async def pause(self, interaction: discord.Interaction) -> None:
        _, name = who(interaction)
        await self._run(
            interaction,
            self._in_tournament(
                interaction,
                lambda t, lang: tl.pause(self.runner, t, name, resume=False, lang=lang),
            ),
        )

    @tournament.command(name="resume", description="Resume the round's tables (organiser)")
    @organisers()
    async def resume(self, interaction: discord.Interaction) -> None:
        _, name = who(interaction)
        await self._run(
            interaction,
            self._in_tournament(
                interaction,
                lambda t, lang: tl.pause(self.runner, t, name, resume=True, lang=lang),
            ),
        )

    @tournament.command(name="cancel", description="Cancel the tournament (organiser)")
    @organisers()
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self._run(
            interaction,
            self._in_tournament(interaction, lambda t, lang: tl.cancel(self.runner, t, lang=lang)),
        )

    @tournament.command(name="standings", description="The standings (text and an image)")
    async def standings(self, interaction: discord.Interaction) -> None:
        await self._run(
            interaction,
            self._in_tournament(
                interaction, lambda t, lang: tl.standings(self.runner, t, lang=lang)
            ),
        )

    @tournament.command(name="info", description="Format, players and the current tables")
    async def info(self, interaction: discord.Interaction) -> None:
        await self._run(
            interaction,
            self._in_tournament(interaction, lambda t, lang: tl.info(self.runner, t, lang=lang)),
        )

    @app_commands.command(name="leaderboard", description="The server's ratings for a game")
    @app_commands.describe(game="Which game")
    @app_commands.autocomplete(game=game_autocomplete)
    @GUILD_ONLY
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        guild = guild_of(interaction)

        await self._run(
            interaction, lambda lang: tl.leaderboard(self.runner, guild, game, lang=lang)
        )

    @app_commands.command(name="profile", description="Games, wins and rating of a player")
    @app_commands.describe(game="Which game", user="Whose profile (default: yours)")
    @app_commands.autocomplete(game=game_autocomplete)
    @GUILD_ONLY
    async def profile(
        self, interaction: discord.Interaction, game: str, user: discord.Member | None = None
    ) -> None:
        target = user or interaction.user
        guild = guild_of(interaction)
        await self._run(
            interaction,
            lambda lang: tl.profile(
                self.runner, guild, game, str(target.id), target.display_name, lang=lang
            ),
        )
