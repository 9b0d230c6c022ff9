"""What people are told about a table: the notices after a move (a public post, private DMs),
the decisions offered with them, and the status and result texts. Built from views and the
engine's public answers only, so nothing here can reveal what a view hides."""

from __future__ import annotations

import hashlib
import json
import logging
import re
from dataclasses import replace
from typing import Any

from bot.table import clock as C
from bot.table import turns
from bot.table.languages import drawn_in, player_language, table_language
from bot.table.model import Applied, Notice, Player, Table
from games.core import Event
from games.core.protocol import score_part
from i18n import t
from i18n.words import Words, said

log = logging.getLogger("caravanserai.notices")


def seat_label(table: Table, seat: int, lang: str) -> str:
    """``Ann (seat 1)`` in ``lang`` (:meth:`Table.label`, translated)."""
    return t(lang, "seat-label", name=table.players[seat].name, seat=seat + 1)


def tag(player: Player, lang: str) -> str:
    """`` (bot)``, `` (resigned)``… in ``lang`` (:attr:`Player.tag`, translated)."""
    if player.is_bot:
        return " " + t(lang, "tag-bot")
    if player.resigned:
        return " " + t(lang, "tag-left", why=player.left_reason or "resigned")
    return ""


def private_digest(table: Table, seat: int, view: dict[str, Any] | None = None) -> str:
    """A digest of what only ``seat`` sees (``view``: that seat's view, when already built)."""
    if view is None:
        view = table.game.view(table.state, seat)
    private = view.get("private")
    return hashlib.sha256(json.dumps(private, sort_keys=True).encode()).hexdigest()


def build(
    table: Table,
    applied: list[Applied],
    *,
    started: bool = False,
    headline: Words | None = None,
    now: float | None = None,
    told_by_dm: frozenset[int] = frozenset(),
) -> list[Notice]:
    """The notices after ``applied``: a public post (the turn's story, headline, whom it waits
    for and their decisions) when the commit is worth one (:mod:`bot.table.turns`), an edit of
    the auction's post, nothing public when the seats now deciding are told by their turn DM
    (``told_by_dm``), else a ``step`` notice for the player who goes on deciding; and a DM for
    each human told something only they may read."""
    game, state = table.game, table.state
    public = table_language(table)
    over = game.is_over(state)
    how = turns.mode(
        table, applied, started=started, headline=headline, over=over, told_by_dm=told_by_dm
    )
    events = [e for a in applied for e in a.events]
    # kept unnamed: names are put in when told; in the table's language (English is canonical)
    step = [e.for_seat(None, public) for e in events if e.text]
    # a resigned or dropped player no longer sees the seat's private view (a bot plays it),
    # until the end, when nothing is hidden any more
    humans = [s for s, p in enumerate(table.players) if not p.is_bot and (over or not p.resigned)]
    public_view, *seat_views = game.views(state, [None, *humans])  # built together: cheaper
    views = dict(zip(humans, seat_views, strict=True))
    private = private_notices(table, views, events, started=started, over=over)
    if how == turns.QUIET:
        turns.kept_quiet(table, step, applied)
        return private
    run: int | None = None
    lines: list[str] = [said(public, headline)] if headline else []
    if started:
        order = ", ".join(seat_label(table, s, public) for s in range(len(table.players)))
        lines.append(t(public, "game-begins", game=game.spec.title, players=order))
    if how == turns.EDIT:
        run, told = turns.edited(table, step)
        if not run:  # the auction began quietly (turn DMs): this post opens it, with the board
            how, run = turns.POST, turns.opens_run(table, told)
        lines += _story(table, told, public)
    elif how == turns.POST:
        told = [*turns.posted(table), *step]
        run = turns.opens_run(table, told)
        lines += _story(table, told, public)
    else:
        turns.remember(table, step, applied)
        lines += [f"• {table.named(line)}" for line in step]
    clocks = clock_line(table, now, public, DRAWN_RUNNING) if now is not None else ""
    if clocks:  # drawn under the board (renderers/host.py)
        public_view = {**public_view, "host": {"clock": clocks}}
    first = _first(table, how, lines, public_view, public, over=over, run=run)
    return [first, *private]


def _story(table: Table, told: list[str], lang: str) -> list[str]:
    """A turn's event lines told as a post's sentences (names put in, long stories clipped)."""
    named = [table.named(line) for line in told]
    return [f"• {line}" for line in turns.clip(turns.sentences(named, table.names), lang)]


def _first(
    table: Table,
    how: str,
    lines: list[str],
    public_view: dict[str, Any],
    public: str,
    *,
    over: bool,
    run: int | None,
) -> Notice:
    """The commit's public notice: a post, an edit of the auction's post (no board: the one it
    has stays) or the step answered to its player; whoever decides now, with their choices."""
    short = table.game.headline(public_view, locale=public)  # short: the image shows the rest
    if short and not over:  # at the end the result says it all
        lines.append(table.named(short))
    mentions: list[str] = []
    decisions: list[dict[str, Any]] = []
    if over:
        lines = _without_told_scores(table, lines)
        lines.append(result_text(table, lang=public))
    elif how == turns.STEP:  # the player goes on: their next choices, answered to them alone
        decisions = [decision(table, seat) for seat in table.pending_humans()]
    else:
        for seat in table.pending_humans():
            player = table.players[seat]
            if how == turns.POST:  # an edit pings nobody
                mentions.append(player.user_id)
            offered = decision(table, seat, public=True)
            decisions.append(offered)
            prompt = table.named(offered["prompt"])  # engines name seats by their labels
            lines.append(t(public, "your-turn-line", user=player.user_id, prompt=prompt))
        turns.offered(table, decisions)
    return Notice(
        "step" if how == turns.STEP else "public",
        table.id,
        table.place,
        "\n".join(lines),
        None if how == turns.EDIT else drawn_in(public_view, public),
        table.names,
        mentions=mentions,
        decisions=decisions,
        final=over,
        run=run,
    )


def _without_told_scores(table: Table, lines: list[str]) -> list[str]:
    """The final post's story without a line that already lists every player's final score
    (an engine's own final scoring event): the result below says it once, with its parts."""
    result = table.game.result(table.state)
    if result is None:
        return lines
    marks = [
        re.compile(rf"(?<!\w){re.escape(p.name)} {score}(?!\w)")
        for p, score in zip(table.players, result.scores, strict=True)
    ]
    return [line for line in lines if not all(mark.search(line) for mark in marks)]


def private_notices(
    table: Table,
    views: dict[int, dict[str, Any]],
    events: list[Event],
    *,
    started: bool,
    over: bool,
) -> list[Notice]:
    """A DM for each seat of ``views`` (seat → its view) whose private view changed and that
    read something only it may read in ``events`` (or at the start and the end), in its
    player's language, with those lines."""
    game = table.game
    out: list[Notice] = []
    for seat, view in views.items():
        player = table.players[seat]
        digest = private_digest(table, seat, view)
        if not started and digest == table.private_digest.get(seat) and not over:
            continue  # no panel drawn or sent: what this seat holds is what it was last told
        secret = [e for e in events if e.for_seat(seat) != e.text]
        if not (started or over or secret):
            # changed only through what everyone read (gold from the income all were told):
            # no DM for it — /hand shows it, and the next DM shows the seat's view whole
            continue
        table.private_digest[seat] = digest
        if not (started or over or _has_content(view.get("private"))):
            continue  # nothing secret to tell (e.g. Almadi without characters)
        mine = player_language(table, player.user_id)
        private_lines = [e.for_seat(seat, mine) for e in secret]
        secrets_text = game.private_summary(view, locale=mine)
        text = "\n".join(
            [t(mine, "private-title", game=game.spec.title, seat=seat + 1)]
            + [f"• {table.named(line)}" for line in private_lines[-10:]]
            + ([table.named(secrets_text)] if secrets_text else [])
            + [table.named(game.headline(view, locale=mine))]
        )
        out.append(
            Notice(
                "private",
                table.id,
                table.place,
                text,
                drawn_in(view, mine),
                table.names,
                seat=seat,
                user_id=player.user_id,
                final=over,
            )
        )
    return out


def one_dm_each(out: list[Notice], told_by_dm: frozenset[int]) -> list[Notice]:
    """A seat told both its private view and that it is its turn, by DM, gets one DM: the
    private one's text and panel, then the turn DM's call and choices, where the private one
    was."""
    turns_of = {n.seat: n for n in out if n.kind == "turn" and n.seat in told_by_dm}
    both = {n.seat for n in out if n.kind == "private" and n.seat in turns_of}
    merged: list[Notice] = []
    for notice in out:
        if notice.seat in both and notice.kind == "private":
            turn = turns_of[notice.seat]
            text = f"{notice.text}\n\n{turn.text}"  # the panel's words, then the call to act
            merged.append(replace(turn, text=text, view=notice.view, final=notice.final))
        elif not (notice.seat in both and notice.kind == "turn"):
            merged.append(notice)
    return merged


def label(table: Table, seat: int, action: str, lang: str = "en") -> str:
    """The engine's label for a legal action; its text when the engine fails to label it (a
    label is a courtesy: it must never stop a move from being announced)."""
    try:
        return table.named(table.game.describe(table.state, seat, action, locale=lang))
    except Exception:  # noqa: BLE001 - logged, the action text serves
        log.exception("%s could not label %r", table.game.spec.id, action.split()[0])
        return action


OPTION_TEXT = 100  # Discord's characters for a select option's label, and for its description
_HEAD = re.compile(r"[\u00a0 ]?: ")


def option_text(action: str, label: str) -> tuple[str, str | None]:
    """A menu option as Discord shows it: its label and description (the action's notation
    when the label says something else). A label too long for the line keeps its head ("Play
    Vermin [Spice jar]") and gives what follows its first colon (the card's effect) to the
    description, so nothing a French or Italian label says is cut off."""
    flat = " ".join(label.split(" ")).strip()
    notation = action if label != action else None
    if len(flat) <= OPTION_TEXT:
        return flat, notation
    cut = _HEAD.search(flat)
    if cut and cut.start() <= OPTION_TEXT:
        return flat[: cut.start()], flat[cut.end() :]
    return flat, notation


def decision(table: Table, seat: int, *, public: bool = False) -> dict[str, Any]:
    """What ``seat`` decides now. With ``public=True`` (for a channel post) the actions are
    left out when the engine says they would reveal hidden information; ``secret`` tells
    the front end to offer them privately. A public decision says nothing about a secret list,
    not even its length."""
    game, state = table.game, table.state
    secret = not game.choices_are_public(state, seat)
    hidden = public and secret
    actions = game.legal(state, seat) if not hidden else []
    # a prompt may name what the seat holds ("commit blue 4"): with secret choices the
    # channel only learns that the seat decides
    user_id = table.players[seat].user_id
    lang = table_language(table) if public else player_language(table, user_id)
    prompt = t(lang, "private-prompt") if hidden else game.prompt(state, seat, locale=lang)
    offered = {
        "session": table.id,
        "seq": table.seq,
        "seat": seat,
        "user_id": user_id,
        "prompt": prompt,
        "secret": secret,
        "actions": [[a, label(table, seat, a, lang)] for a in actions],
    }
    if lang != "en":  # the language of its buttons' labels (bot/discord/components.py)
        offered["lang"] = lang
    return offered


RUNNING = "⏳"  # beside a running clock in a post: every Discord client draws the emoji
DRAWN_RUNNING = "▸"  # under the board image: neither of the renderers' fonts has U+23F3


def clock_line(table: Table, now: float, lang: str | None = None, mark: str = RUNNING) -> str:
    """Each player's time left on a timed table (``Ann 1 d 2 h · Bob 20 h``), else empty;
    ``mark`` is put beside the clocks that run."""
    if not C.timed(table.clock):
        return ""
    assert table.clock is not None
    lang = lang or table_language(table)
    speed = t(lang, "choice-" + C.speed_of(table.clock["speed"]).id)  # the speed: choice's name
    parts = []
    for seat, player in enumerate(table.players):
        if player.automated:
            continue
        running = mark if table.clock["since"][seat] is not None else ""
        parts.append(f"{player.name} {running}{C.describe(C.left(table.clock, seat, now), lang)}")
    stopped = table.clock.get("paused_at") is not None
    head = t(lang, "clocks-left", speed=speed, stopped=str(stopped).lower())
    return f"{head} " + " · ".join(parts)


def status_text(table: Table, now: float | None = None, *, lang: str | None = None) -> str:
    """The table's state for ``/game status`` (``lang``: the reader's; the table's if None)."""
    lang = lang or table_language(table)
    spec = table.game.spec
    seats = "\n".join(f"{i + 1}. {p.name}{tag(p, lang)}" for i, p in enumerate(table.players))
    if table.status == "open":
        return t(
            lang,
            "status-open",
            game=spec.title,
            seated=len(table.players),
            max=table.max_seats,
            seats=seats,
            options=json.dumps(table.options),
        )
    view = table.public_view()
    pending = table.game.pending(table.state)
    waiting = ", ".join(seat_label(table, s, lang) for s in pending) or t(lang, "nobody")
    paused = "\n" + t(lang, "status-paused", why=table.paused) if table.paused else ""
    clocks = clock_line(table, now, lang) if now is not None else ""
    paused += f"\n{clocks}" if clocks else ""
    head = t(lang, "status-running", game=spec.title, seq=table.seq, waiting=waiting)
    return f"{head}{paused}\n{seats}\n{table.named(table.game.summary(view, locale=lang))}"


def result_text(table: Table, *, lang: str | None = None) -> str:
    lang = lang or table_language(table)
    result = table.game.result(table.state)
    if result is None:
        return ""
    resigned = [p.resigned for p in table.players]
    order = sorted(range(len(table.players)), key=lambda s: (resigned[s], result.ranks[s]))
    lines = [t(lang, "final-scores")]
    labels = table.game.score_labels(locale=lang)
    for s in order:
        parts = ", ".join(
            score_part(_label(labels, k, lang), v) for k, v in result.breakdown[s].items()
        )
        player = table.players[s]
        name = player.name + (tag(player, lang) if resigned[s] else "")
        score = result.scores[s]
        lines.append(
            t(lang, "final-line", rank=result.ranks[s], name=name, score=score, parts=parts)
        )
    winners = [table.players[s].name for s in result.winners if not resigned[s]]
    if winners:
        lines.append(t(lang, "winners", count=len(winners), names=", ".join(winners)))
    return "\n".join(lines)


def _label(labels: dict[str, str], key: str, lang: str) -> str:
    """A score category's name: the game's, else the bot's word for the ``total`` most engines
    add, else the key itself."""
    if key in labels:
        return labels[key]
    return t(lang, "score-total") if key == "total" else key


def _has_content(private: Any) -> bool:
    """Whether a view's private part holds anything (empty hands and lists do not count)."""
    if isinstance(private, dict):
        return any(_has_content(v) for v in private.values())
    if isinstance(private, list | tuple):
        return len(private) > 0
    return private not in (None, "", 0, False)
