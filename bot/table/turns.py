"""One board post per turn: when a commit is worth a channel post, and the story of a turn.

A player's turn is often a dozen decisions (place a worker, choose goods, pay, deliver…); a post
for each made the channel a wall of near-identical boards (673 for one 3-player Agra game) and a
notification storm. So the channel gets a post only when something changes for the
people watching:

* someone *new* must decide (the turn passes, a bid goes round, a response window opens);
* a seat outside those the last post waited for acted (bots took their turns in between);
* a window closed: several seats were asked and one of them, having answered, decides anew;
* the game starts or ends, or the table service has news of its own (a timeout, a resignation,
  an undo: a headline).

Bids are the exception (an auction: decisions the engine declares numeric, one seat after
another, the board unchanged but for the high bid): posting each was a full board per bid and
two counted requests with its turn DM. While the auction goes on, each bid is a line of the post
that opened it (the *run*), which is edited — no board, no ping, as an edit never pings; when the
lot is sold the next post carries the board again. At a table played over days the next bidder
is told by their turn DM, which carries the choices: then the edit is left out too and the bids
wait, as lines, for that post. Likewise a turn of one decision at such a table (an event card
bought, a pass) whose next player is told by DM: the channel reads it with the next post, and
nobody is pinged twice for one turn.

Between posts, each step is answered to the player who made it (the reply to their command or
button carries the board and their next choices) and its public events wait in the table's
*story*; the next post tells the whole turn in sentences ("Ann places a worker on the Quarry,
produces 2 sandstone, ends the turn."). The story holds public event texts only — the same lines
a post would have shown — so grouping reveals nothing a post would not have. It is stored with
the table's private digests (``sessions.digests``) in the transaction of each move, so a restart
mid-turn loses none of it.
"""

from __future__ import annotations

import hashlib
from typing import Any

from bot.table.model import Applied, Table
from i18n import t
from i18n.words import Words

STORY_LINES = 25  # a post longer than this keeps its first and last lines

# what a commit does in the channel (:func:`mode`)
POST, EDIT, QUIET, STEP = "post", "edit", "quiet", "step"


def empty() -> dict[str, Any]:
    """A table's story: event lines not posted yet, who the last post waited for, who has acted
    since, the move of the last post and a digest of the choices it offered each seat; while an
    auction goes on (``bidding``), its post's ``run``: the move it was posted at and its lines."""
    return {"lines": [], "waiting": [], "acted": [], "seq": None, "offers": {}}


def offers_digest(actions: list[str]) -> str:
    return hashlib.sha256("\n".join(actions).encode()).hexdigest()[:16]


def still_offered(table: Table, seat: int, seq: int) -> bool:
    """Whether the buttons a post offered ``seat`` at move ``seq`` still mean the same choices:
    the post is the latest, the seat has not acted since, and its legal moves are the ones
    offered (in a response window, others answering first must not make a member's buttons
    stale)."""
    story = table.story
    offered = story.get("offers", {}).get(str(seat))
    return (
        offered is not None
        and story.get("seq") == seq
        and seat not in story["acted"]
        and seat in table.pending_humans()
        and offers_digest(table.game.legal(table.state, seat)) == offered
    )


def should_post(
    table: Table, applied: list[Applied], *, started: bool, headline: Words | None, over: bool
) -> bool:
    """Whether this commit gets a channel post (the rules in the module's docstring)."""
    if started or over or headline or not applied:
        return True
    story = table.story
    before = set(story["waiting"])
    now = set(table.pending_humans())
    acted = set(story["acted"]) | {a.seat for a in applied}
    if not now <= before:
        return True  # someone new decides
    if acted - before:
        return True  # others played in between (bots)
    return len(before) > 1 and bool(now & acted)  # a window closed; one of its seats goes on


def bidding(table: Table) -> bool:
    """Whether every seat the table waits for faces a bid (a numeric decision: an auction)."""
    now = table.pending_humans()
    return bool(now) and all(table.game.numeric(table.state, s) is not None for s in now)


def mode(
    table: Table,
    applied: list[Applied],
    *,
    started: bool,
    headline: Words | None,
    over: bool,
    told_by_dm: frozenset[int] = frozenset(),
) -> str:
    """What this commit does in the channel (the rules in the module's docstring): a new
    ``post``, an ``edit`` of the auction's post, nothing (``quiet``: whoever decides now is
    told by their turn DM, ``told_by_dm``) or a ``step`` answered to the player alone."""
    if not should_post(table, applied, started=started, headline=headline, over=over):
        return STEP
    if started or over or headline or not applied:
        return POST
    story = table.story
    now = set(table.pending_humans())
    by_dm = bool(now) and now <= told_by_dm
    if story.get("bidding") and bidding(table):  # the auction goes on
        return QUIET if by_dm else EDIT
    if story.get("bidding"):
        return POST  # a lot is sold: the board again
    one_decision = not story["acted"] and len({a.seat for a in applied}) == 1
    alone = len(now) == 1 and len(story["waiting"]) <= 1
    if by_dm and one_decision and alone and len(story["lines"]) < STORY_LINES:
        return QUIET
    return POST


def edited(table: Table, lines: list[str]) -> tuple[int, list[str]]:
    """An edit of the auction's post: its run (the move it was posted at) and every line it
    tells, ``lines`` added; the story starts again after them. No run yet (the auction began
    quietly): 0, and the caller posts instead."""
    run = table.story.get("run") or {}
    told = [*run.get("lines", []), *table.story["lines"], *lines]
    seq = int(run.get("seq") or 0)
    table.story = {
        **empty(),
        "waiting": sorted(table.pending_humans()),
        "seq": table.seq,
        "bidding": True,
        "run": {"seq": seq, "lines": told} if seq else None,
    }
    return seq, told


def kept_quiet(table: Table, lines: list[str], applied: list[Applied]) -> None:
    """Nothing in the channel: the lines wait for the next post; the last post's buttons are
    no longer the current choices (the turn DM carries those)."""
    remember(table, lines, applied)
    story = table.story
    story.update(
        waiting=sorted(table.pending_humans()),
        acted=[],
        seq=None,
        offers={},
        bidding=bidding(table),
    )


def remember(table: Table, lines: list[str], applied: list[Applied]) -> None:
    """Keep a step's public lines for the next post."""
    story = table.story
    story["lines"] = [*story["lines"], *lines]
    story["acted"] = sorted({*story["acted"], *(a.seat for a in applied)})


def posted(table: Table) -> list[str]:
    """The story told so far (to prefix the post being built); the story starts again."""
    lines = list(table.story["lines"])
    table.story = {
        **empty(),
        "waiting": sorted(table.pending_humans()),
        "seq": table.seq,
        "bidding": bidding(table),
    }
    return lines


def opens_run(table: Table, lines: list[str]) -> int | None:
    """After :func:`posted`: when the post being built opens an auction, it is the run's post
    (its bids will edit it, :func:`edited`); returns its run, else None."""
    if not table.story.get("bidding"):
        return None
    table.story["run"] = {"seq": table.seq, "lines": list(lines)}
    return table.seq


def offered(table: Table, decisions: list[dict[str, Any]]) -> None:
    """Remember what the post being built offers each seat as buttons."""
    table.story["offers"] = {
        str(d["seat"]): offers_digest([a for a, _ in d["actions"]])
        for d in decisions
        if d["actions"]
    }


def sentences(lines: list[str], names: list[str]) -> list[str]:
    """Event lines told as a story: consecutive sentences of one player become one sentence
    ("Ann places a worker on the Quarry, produces 2 sandstone, ends the turn."), the others stay
    as they are. Every line's text is kept, in order."""
    out: list[str] = []
    subject: str | None = None
    for raw in lines:
        line = raw.strip()
        who = next(
            (n for n in sorted(names, key=len, reverse=True) if line.startswith(n + " ")), None
        )
        if who is not None and who == subject and out:
            rest = line[len(who) + 1 :].rstrip(".")
            out[-1] = out[-1].rstrip(".") + f", {rest}."
            continue
        out.append(line)
        subject = who
    return out


def clip(lines: list[str], lang: str = "en") -> list[str]:
    if len(lines) <= STORY_LINES:
        return lines
    keep = STORY_LINES // 2
    more = t(lang, "story-more", count=len(lines) - 2 * keep)
    return [*lines[:keep], more, *lines[-keep:]]
