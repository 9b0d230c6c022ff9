"""Persistent decision components: buttons and selects whose ``custom_id`` carries the session,
the decision's sequence number, the seat and (for buttons) the action's index in that seat's legal
list at that sequence. They are :class:`discord.ui.DynamicItem` subclasses registered with
``add_dynamic_items``, so they keep working after a restart; nothing lives in the View.

Because the service refuses a stale ``expected_seq``, an index is only ever resolved against the
exact position the buttons were drawn for.
"""

from __future__ import annotations

import logging
import re
from typing import Any, cast

import discord

from bot.discord import game_logic, limits
from bot.discord.host import Host
from bot.discord.incidents import apologise
from bot.discord.language_logic import caller_language, quick_language
from bot.discord.replies import defer, say
from bot.table import notices
from i18n import plain, t

log = logging.getLogger("caravanserai.discord.components")

MAX_BUTTONS = 5
BUTTON_LABEL = 80
SHORT_LABEL = 40
MAX_OPTIONS = 25
MAX_TEXT = 100
MORE = "more"

BUTTON_TEMPLATE = r"cs:b:(?P<session>\d+):(?P<seq>\d+):(?P<seat>\d+):(?P<index>\d+)"
SELECT_TEMPLATE = r"cs:s:(?P<session>\d+):(?P<seq>\d+):(?P<seat>\d+)"
PRIVATE_TEMPLATE = r"cs:p:(?P<session>\d+):(?P<seq>\d+):(?P<seat>\d+)"


def _cut(text: str, limit: int) -> str:
    # ordinary blanks only: a French label's non-breaking spaces stay
    text = " ".join(_BLANKS.split(str(text).strip())) or "?"
    return text if len(text) <= limit else text[: limit - 1] + "…"


_BLANKS = re.compile(r"[ \t\r\n]+")


def decision_view(
    decisions: list[dict[str, Any]],
    names: list[str] | None = None,
    *,
    private: bool = False,
) -> discord.ui.View | None:
    """Components for decisions: one row each (≤ 5 rows): buttons when there are at most 5 short
    actions, else a select (first 24 + a pointer to ``/move`` when > 25). In a public post a
    decision whose choices would reveal a secret (``secret``, decided by the engine; a notice
    stored before that field existed counts as secret) gets one "choose privately" button
    instead; ``private=True`` builds the choices themselves, for the ephemeral answer to it.
    Labels are in the decision's ``lang`` (its audience's, set by bot/table/notices.py; absent: en)."""
    view = discord.ui.View(timeout=None)
    for row, decision in enumerate(decisions[:5]):
        actions: list[list[str]] = decision["actions"]
        secret = not private and bool(decision.get("secret", True))
        if not actions and not secret:
            continue
        session, seq, seat = decision["session"], decision["seq"], decision["seat"]
        lang = decision.get("lang", "en")
        if secret:
            who = names[seat] if names and seat < len(names) else t(lang, "seat-n", seat=seat + 1)
            label = t(lang, "choose-privately-for", name=who)
            view.add_item(PrivateChoice(session, seq, seat, label=label, row=row))
        elif len(actions) <= MAX_BUTTONS and all(len(label) <= SHORT_LABEL for _, label in actions):
            for index, (_action, label) in enumerate(actions):
                view.add_item(DecisionButton(session, seq, seat, index, label=label, row=row))
        else:
            view.add_item(DecisionSelect.build(session, seq, seat, actions, row=row, lang=lang))
    return view if view.children else None


class PrivateChoice(discord.ui.DynamicItem[discord.ui.Button], template=PRIVATE_TEMPLATE):
    """Opens the seat's choices in an ephemeral message (for decisions that are secret)."""

    def __init__(
        self, session: int, seq: int, seat: int, *, label: str = "Choose privately", row=None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=_cut(label, BUTTON_LABEL),
                style=discord.ButtonStyle.secondary,
                custom_id=f"cs:p:{session}:{seq}:{seat}",
            ),
            row=row,
        )
        self.session, self.seq, self.seat = session, seq, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PrivateChoice:
        return cls(
            int(match["session"]),
            int(match["seq"]),
            int(match["seat"]),
            label=getattr(item, "label", None) or "Choose privately",
        )

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await _check(interaction, self.session, self.seat)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self._open(interaction)
        except Exception as exc:  # noqa: BLE001 - answered with an incident id
            await apologise(interaction, "a private-choice button", exc)

    async def _open(self, interaction: discord.Interaction) -> None:
        bot = cast(Host, interaction.client)
        lang = quick_language(bot.service, interaction)  # answered from memory
        text, decision = game_logic.private_decision(
            bot.service, self.session, self.seat, str(interaction.user.id), lang
        )
        view = decision_view([decision | {"lang": lang}], private=True) if decision else None
        await say(interaction, text, view=view)
        if view is not None:
            # discord.py gives ephemeral views a 15-minute timer; the items are dynamic and
            # dispatched by custom_id anyway, so the View object itself is not needed
            view.stop()
        await caller_language(bot.service, interaction)  # a new client language, for the DMs


class DecisionButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_TEMPLATE):
    def __init__(
        self,
        session: int,
        seq: int,
        seat: int,
        index: int,
        *,
        label: str = "…",
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=_cut(label, BUTTON_LABEL),
                style=discord.ButtonStyle.primary,
                custom_id=f"cs:b:{session}:{seq}:{seat}:{index}",
            ),
            row=row,
        )
        self.session, self.seq, self.seat, self.index = session, seq, seat, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DecisionButton:
        return cls(
            int(match["session"]),
            int(match["seq"]),
            int(match["seat"]),
            int(match["index"]),
            label=getattr(item, "label", None) or "…",
        )

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await _check(interaction, self.session, self.seat)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _act(interaction, self.session, self.seq, self.seat, self.index)


class DecisionSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    def __init__(self, select: discord.ui.Select, session: int, seq: int, seat: int) -> None:
        super().__init__(select)
        self.session, self.seq, self.seat = session, seq, seat

    @classmethod
    def build(
        cls,
        session: int,
        seq: int,
        seat: int,
        actions: list[list[str]],
        *,
        row: int | None = None,
        lang: str = "en",
    ) -> DecisionSelect:
        options: list[discord.SelectOption] = []
        shown = actions if len(actions) <= MAX_OPTIONS else actions[: MAX_OPTIONS - 1]
        for index, (action, label) in enumerate(shown):
            text, more = notices.option_text(action, label)
            description = _cut(more, MAX_TEXT) if more else None
            options.append(
                discord.SelectOption(
                    label=_cut(text, MAX_TEXT), value=str(index), description=description
                )
            )
        placeholder = t(lang, "select-placeholder")
        if len(actions) > MAX_OPTIONS:
            options.append(
                discord.SelectOption(
                    label=plain(lang, "select-more", count=len(actions) - len(shown)),
                    value=MORE,
                    description=plain(lang, "select-more-description"),
                )
            )
            placeholder = plain(
                lang, "select-placeholder-some", shown=len(shown), total=len(actions)
            )
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"cs:s:{session}:{seq}:{seat}",
            placeholder=_cut(placeholder, 150),
            min_values=1,
            max_values=1,
            options=options,
            row=row,
        )
        return cls(select, session, seq, seat)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DecisionSelect:
        assert isinstance(item, discord.ui.Select)
        return cls(item, int(match["session"]), int(match["seq"]), int(match["seat"]))

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await _check(interaction, self.session, self.seat)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self._choose(interaction)
        except Exception as exc:  # noqa: BLE001 - answered with an incident id
            await apologise(interaction, "a decision menu", exc)

    async def _choose(self, interaction: discord.Interaction) -> None:
        # the choice as Discord sent it (what discord.py copies into ``self.item.values``; a
        # press relayed from another process has only the payload)
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values") or []]
        choice = values[0] if values else ""
        if choice == MORE or not (choice.isascii() and choice.isdigit()):
            lang = quick_language(cast(Host, interaction.client).service, interaction)
            await say(interaction, t(lang, "select-too-long"))
            return
        await _act(interaction, self.session, self.seq, self.seat, int(choice))


async def _check(interaction: discord.Interaction, session: int, seat: int) -> bool:
    try:
        bot = cast(Host, interaction.client)
        relay = getattr(bot, "relay", None)  # a DM press for another process's table
        if session not in bot.service.by_id and relay and await relay.forward(interaction):
            return False  # bot/discord/relay.py: the table's own process answers
        user = str(interaction.user.id)
        lang = quick_language(bot.service, interaction)
        refusal = game_logic.check_seat(bot.service, session, seat, user, lang)
        table = bot.service.by_id.get(session)
        home = table.guild if table is not None else None  # the table's server, if any
        in_dm = interaction.guild_id is None and bool(home)
        if refusal is None and in_dm and home and not limits.seen_member(home, user):
            # asking Discord waits behind every request queued in the limiter (a burst of turn
            # DMs): acknowledge first, the answer replaces the "thinking…" message
            await defer(interaction)
            if not await limits.still_member(bot, home, user):
                refusal = t(lang, "not-a-member-any-more")
        if refusal is None:
            return True
        await say(interaction, refusal)
    except Exception as exc:  # noqa: BLE001 - answered with an incident id
        await apologise(interaction, "a decision component", exc)
    return False


async def relayed(interaction: discord.Interaction) -> None:
    """A press another bot process received for a table of this one (bot/discord/relay.py): the same
    checks and actions as :meth:`discord.ui.DynamicItem.callback` of the component pressed."""
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    item: discord.ui.Item[Any]
    if m := re.fullmatch(BUTTON_TEMPLATE, custom_id):
        button: discord.ui.Button[Any] = discord.ui.Button(custom_id=custom_id)
        item = await DecisionButton.from_custom_id(interaction, button, m)
    elif m := re.fullmatch(PRIVATE_TEMPLATE, custom_id):
        button = discord.ui.Button(custom_id=custom_id)
        item = await PrivateChoice.from_custom_id(interaction, button, m)
    elif m := re.fullmatch(SELECT_TEMPLATE, custom_id):
        select: discord.ui.Select[Any] = discord.ui.Select(custom_id=custom_id)
        item = await DecisionSelect.from_custom_id(interaction, select, m)
    else:
        return
    if await item.interaction_check(interaction):
        await item.callback(interaction)


async def _act(
    interaction: discord.Interaction, session: int, seq: int, seat: int, index: int
) -> None:
    bot = cast(Host, interaction.client)

    async def work() -> game_logic.Reply:
        return await game_logic.press(
            bot.service,
            session=session,
            seq=seq,
            seat=seat,
            index=index,
            user_id=str(interaction.user.id),
            interaction_id=str(interaction.id),
            lang=await caller_language(bot.service, interaction),
        )

    await bot.deferred(interaction, work)
