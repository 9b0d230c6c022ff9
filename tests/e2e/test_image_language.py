"""The images' language on the loopback: the renderer draws the words of
``view["locale"]`` (``renderers.kit.locale_of``), so the front end must set it for the image's
reader — the public board in the table's language, a private panel (DM, ``/hand``) in that
player's, ``/game replay`` in the caller's — and leave English views as the engines made them
(English images stay byte-identical). The render spy records every view the renderer gets."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import Harness
from tests.e2e.test_discord_e2e import table_of

pytestmark = pytest.mark.e2e


def _fresh(h: Harness) -> None:
    """Forget the drawings the render pool shares (an identical view is drawn once)."""
    assert h.bot is not None
    h.bot.delivery.pool._recent.clear()
    h.spy.calls.clear()


def _locales(calls: list[dict[str, Any]], viewer: int | None) -> set[str | None]:
    return {v.get("locale") for v in calls if v.get("viewer") == viewer}


async def test_french_board_and_an_italian_players_panel(bot: Harness):
    h = bot
    h.fake.guild_locale = "fr"  # the table speaks French
    ann = h.user("ann", locale="fr")
    bob = h.user("bob", locale="it")  # bob reads his private things in Italian
    ch = h.fake.general
    await h.cmd(ann, "game new", ch, game="almadi", seats=2, characters=True)
    await h.cmd(bob, "game join", ch)
    await h.cmd(ann, "game start", ch)
    await h.delivered()
    table = table_of(h, ch)
    bob_seat = table.seats_of(str(bob.id))[0]
    ann_seat = 1 - bob_seat
    calls = h.spy.calls
    assert calls, "no image was drawn"
    assert _locales(calls, None) == {"fr"}  # the public board: the table's language
    assert _locales(calls, bob_seat) == {"it"}  # bob's DM panel: his language
    assert _locales(calls, ann_seat) == {"fr"}
    # /hand (ephemeral, private) and /game board (public) ask the renderer again
    _fresh(h)
    hand = await h.cmd(bob, "hand", ch)
    assert hand.ephemeral
    assert _locales(h.spy.calls, bob_seat) == {"it"}, h.spy.calls
    _fresh(h)
    await h.cmd(bob, "game board", ch)
    await h.delivered()
    assert _locales(h.spy.calls, None) == {"fr"}
    # /game replay is answered to its caller alone: in their language
    _fresh(h)
    await h.cmd(bob, "game replay", ch, move=0)
    assert _locales(h.spy.calls, None) == {"it"}
    # the same panel for another reader: only the locale differs, nothing of a seat's secret
    assert all(v.get("viewer") in (None, bob_seat, ann_seat) for v in calls)


async def test_an_english_table_draws_views_without_a_locale(bot: Harness):
    """English views reach the renderer exactly as the engine made them (no locale key), so
    English images, shared drawings and stored notices are what they were."""
    h = bot
    ann, bob = h.user("ann"), h.user("bob", locale="fr")
    ch = h.fake.general
    await h.cmd(ann, "game new", ch, game="almadi", seats=2, characters=True)
    await h.cmd(bob, "game join", ch)
    await h.cmd(ann, "game start", ch)
    await h.cmd(ann, "hand", ch)
    await h.delivered()
    table = table_of(h, ch)
    ann_seat = table.seats_of(str(ann.id))[0]
    english = [v for v in h.spy.calls if v.get("viewer") in (None, ann_seat)]
    assert english and all("locale" not in v for v in english)
    assert _locales(h.spy.calls, 1 - ann_seat) == {"fr"}  # bob, French client, English table
