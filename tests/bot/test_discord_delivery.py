"""Delivery of notices and the decision components, with a fake client (no network)."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest

from bot.discord import game_logic
from bot.discord.components import DecisionButton, DecisionSelect, PrivateChoice, decision_view
from bot.discord.delivery import Delivery, LeakError, split_text
from bot.table.service import Notice

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

PLACE = "discord:100"
A, B = "11", "22"
PNG = b"\x89PNG\r\n\x1a\nfake"


class FakeChannel:
    def __init__(self, log: list, where: str, forbidden: bool = False) -> None:
        self.log, self.where, self.forbidden = log, where, forbidden

    async def send(self, content=None, **kwargs):
        if self.forbidden:
            raise discord.Forbidden(
                SimpleNamespace(status=403, reason="Forbidden"),
                {"code": 50007, "message": "Cannot send messages to this user"},
            )
        self.log.append((self.where, content, kwargs))
        return SimpleNamespace(id=len(self.log))

    def get_partial_message(self, message_id):
        return SimpleNamespace(edit=self._edit)

    async def _edit(self, **kwargs):
        self.log.append((self.where, "<edit>", kwargs))


class FakeClient:
    def __init__(self, closed: set[str]) -> None:
        self.sent: list = []
        self.dm_attempts: list[int] = []
        self.closed = closed
        self.dms: dict[int, FakeChannel] = {}  # channel id -> the DM channel opened

    def get_partial_messageable(self, channel_id, type=None):
        if channel_id in self.dms:
            return self.dms[channel_id]
        return FakeChannel(self.sent, f"channel:{channel_id}")

    async def create_dm(self, user):
        self.dm_attempts.append(user.id)
        dm = FakeChannel(self.sent, f"dm:{user.id}", forbidden=str(user.id) in self.closed)
        dm.id = 9000 + user.id
        self.dms[dm.id] = dm
        return dm


class SpyRenderer:
    def __init__(self) -> None:
        self.views: list[dict] = []

    def __call__(self, view, names):
        self.views.append(view)
        return PNG


async def _start_toy(service):
    await game_logic.new_game(service, PLACE, A, "Ann", "toy", seats=2)
    await game_logic.join(service, PLACE, B, "Bob")
    return await game_logic.start(service, PLACE, A)


async def test_a_remembered_dm_channel_is_used_and_one_gone_is_opened_again(service, store):
    """A DM channel stored by an earlier run takes the DM without an open; one Discord no
    longer knows (10003) is forgotten, a new one opened and remembered, the DM retried there."""
    client = FakeClient(closed=set())
    delivery = Delivery(client, service, store, SpyRenderer())  # type: ignore[arg-type]
    delivery.backoff = lambda attempt: 0.01
    kept = FakeChannel(client.sent, "dm:kept")
    client.dms[777] = kept
    await store.set_dm_channel(A, "777")
    gone = FakeChannel(client.sent, "dm:gone")

    async def unknown(content=None, **kwargs):
        raise discord.NotFound(
            SimpleNamespace(status=404, reason="Not Found"),
            {"code": 10003, "message": "Unknown Channel"},
        )

    gone.send = unknown  # type: ignore[method-assign]
    client.dms[888] = gone
    await store.set_dm_channel(B, "888")
    started = await _start_toy(service)
    await delivery.deliver(started.notices)
    await delivery.idle()
    assert client.dm_attempts == [int(B)]  # Ann's remembered channel served; Bob's reopened
    assert any(s[0] == "dm:kept" for s in client.sent)
    assert any(s[0] == f"dm:{B}" for s in client.sent)
    assert await store.dm_channel(B) == str(9000 + int(B))
    assert await store.dm_channel(A) == "777"


async def test_public_notices_render_public_views_and_dm_closed_is_noted_once(service, store):
    client = FakeClient(closed={B})
    spy = SpyRenderer()
    delivery = Delivery(client, service, store, spy)  # type: ignore[arg-type]
    started = await _start_toy(service)
    await delivery.deliver(started.notices)
    public = [s for s in client.sent if s[0] == "channel:100"]
    assert public[0][2]["file"].filename == "board.png"
    assert "view" in public[0][2]  # decisions → components
    mentions = public[0][2]["allowed_mentions"]
    assert {u.id for u in mentions.users} == {int(A), int(B)} and not mentions.everyone
    # Ann got a DM; Bob's was refused → remembered, one public note
    assert [s[0] for s in client.sent].count("dm:11") == 1
    notes = [s for s in public if "/hand" in (s[1] or "")]
    assert len(notes) == 1 and f"<@{B}>" in notes[0][1]
    assert await store.dm_closed(B)
    assert await service.undelivered() == []
    # more private notices: Bob is never DMed again, no further notes
    for uid, text in ((A, "secret 1"), (B, "secret 2")):
        reply = await game_logic.move(service, PLACE, uid, text)
        await delivery.deliver(reply.notices)
    assert client.dm_attempts.count(int(B)) == 1
    assert len([s for s in client.sent if "/hand" in (s[1] or "")]) == 1
    # the renderer only received public views for channel posts; private ones went to DMs
    channel_views = [v for v in spy.views if v["viewer"] is None]
    assert channel_views and all(v.get("private") is None for v in channel_views)
    # Bob's panel was drawn once, for the DM that bounced; never again
    assert [v["viewer"] for v in spy.views].count(1) == 1


async def test_a_private_view_is_never_posted_publicly(service, store):
    client = FakeClient(closed=set())
    spy = SpyRenderer()
    delivery = Delivery(client, service, store, spy)  # type: ignore[arg-type]
    leak = Notice("public", 1, PLACE, "oops", {"game": "toy", "viewer": 1, "private": {}}, ["a"])
    with pytest.raises(LeakError):
        await delivery.send(leak)
    await delivery.deliver([leak])  # logged, not sent
    assert spy.views == [] and client.sent == []


def test_split_text_respects_the_limit():
    text = "\n".join(f"line {i} " + "x" * 50 for i in range(100)) + "\n" + "y" * 4500
    chunks = split_text(text)
    assert all(len(c) <= 2000 for c in chunks)
    assert "".join(chunks).count("line") == 100
    assert split_text("") == ["…"]


def _decision(n: int, label: str = "act", secret: bool = False) -> dict:
    actions = [[f"act {i}", f"{label} {i}"] for i in range(n)]
    return {
        "session": 7,
        "seq": 12,
        "seat": 1,
        "user_id": A,
        "prompt": "?",
        "secret": secret,
        "actions": actions,
    }


def test_a_secret_decision_is_a_private_button_in_public_and_choices_in_private():
    public = decision_view([{**_decision(0), "secret": True}])
    assert [type(c) for c in public.children] == [PrivateChoice]
    # the ephemeral answer to that button holds the choices, not another private button
    private = decision_view([_decision(3, secret=True)], private=True)
    assert [type(c) for c in private.children] == [DecisionButton] * 3
    # a decision stored before engines declared secrecy counts as secret
    legacy = {k: v for k, v in _decision(3).items() if k != "secret"}
    assert [type(c) for c in decision_view([legacy]).children] == [PrivateChoice]


def test_components_buttons_select_and_overflow():
    few = decision_view([_decision(3)])
    assert few is not None
    assert [type(c) for c in few.children] == [DecisionButton] * 3
    assert [c.custom_id for c in few.children] == [f"cs:b:7:12:1:{i}" for i in range(3)]

    long_labels = decision_view([_decision(3, "a very long label " * 4)])
    assert [type(c) for c in long_labels.children] == [DecisionSelect]

    many = decision_view([_decision(40)])
    (select,) = many.children
    assert isinstance(select, DecisionSelect)
    options = select.item.options
    assert len(options) == 25 and options[-1].value == "more"
    assert [o.value for o in options[:24]] == [str(i) for i in range(24)]
    assert "/move" in select.item.placeholder

    payload = many.to_components()
    for row in payload:
        for comp in row["components"]:
            assert len(comp["custom_id"]) <= 100
            for opt in comp.get("options", []):
                assert len(opt["label"]) <= 100 and len(opt["value"]) <= 100

    assert decision_view([_decision(0)]) is None
    assert len(decision_view([_decision(2)] * 7).to_components()) == 5


async def test_a_dm_refused_for_good_is_counted_as_refused_not_sent(service, store):
    from bot.ops import metrics

    def count(result: str, code: str = "") -> float:
        value = metrics.REGISTRY.get_sample_value(
            "caravanserai_deliveries_total", {"result": result, "code": code}
        )
        return value or 0.0

    sent, closed = count("sent"), count("dm_closed", "50007")
    client = FakeClient(closed={B})
    delivery = Delivery(client, service, store, SpyRenderer())  # type: ignore[arg-type]
    started = await _start_toy(service)
    await delivery.deliver(started.notices)
    delivered_dms = [s for s in client.sent if s[0] == f"dm:{A}"]
    posts = [s for s in client.sent if s[0] == "channel:100" and "/hand" not in (s[1] or "")]
    assert count("dm_closed", "50007") == closed + 1
    assert count("sent") == sent + len(delivered_dms) + len(posts)


async def test_a_database_that_fails_while_delivering_stalls_and_loses_nothing(
    service, store, monkeypatch
):
    """The database failing under a courier (locked, disk full): a post whose delivery cannot
    be recorded is not sent again and the rest still go out (the sweep records it later); a
    read that fails before a post is tried again, not dropped."""
    import sqlite3

    client = FakeClient(closed=set())
    delivery = Delivery(client, service, store, SpyRenderer())  # type: ignore[arg-type]
    delivery.backoff = lambda attempt: 0.0
    started = await _start_toy(service)
    real_mark, real_dm_closed = store.mark_sent_many, store.dm_closed
    failures = {"mark": 1, "read": 1}

    locked = away(store, sqlite3.OperationalError("database is locked"))
    broken = away(store, sqlite3.OperationalError("disk I/O error"))

    async def mark(ids, sent=1):
        if failures["mark"]:
            failures["mark"] -= 1
            raise locked
        await real_mark(ids, sent)

    async def dm_closed(user_id):
        if failures["read"]:
            failures["read"] -= 1
            raise broken
        return await real_dm_closed(user_id)

    monkeypatch.setattr(store, "mark_sent_many", mark)
    monkeypatch.setattr(store, "dm_closed", dm_closed)
    await delivery.deliver(started.notices)
    await delivery.idle()  # deliver returns once a courier waits to retry
    sent = [s[0] for s in client.sent]
    assert sent.count("channel:100") == 1 and sent.count("dm:11") == sent.count("dm:22") == 1
    assert failures == {"mark": 0, "read": 0}
    assert await service.undelivered()  # the row whose delivery was not recorded
    await delivery.sweep()
    assert await service.undelivered() == []
    assert [s[0] for s in client.sent] == sent  # nothing sent twice


def away(store, sqlite_error: Exception) -> Exception:
    """An error by which ``store``'s back end says the database is away (SQLite's own, else a
    lost connection as PostgreSQL's client raises it)."""
    for exc in (sqlite_error, ConnectionResetError("the server closed the connection")):
        if store.unavailable(exc):
            return exc
    raise AssertionError("the store names no error as the database being away")
