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


def empty() -> dict[str, Any]:
    """A table's story: event lines not posted yet, who the last post waited for, who has acted
    since, the move of the last post and a digest of the choices it offered each seat."""
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


def remember(table: Table, lines: list[str], applied: list[Applied]) -> None:
    """Keep a step's public lines for the next post."""
    story = table.story
    story["lines"] = [*story["lines"], *lines]
    story["acted"] = sorted({*story["acted"], *(a.seat for a in applied)})


def posted(table: Table) -> list[str]:
    """The story told so far (to prefix the post being built); the story starts again."""
    lines = list(table.story["lines"])
    table.story = {**empty(), "waiting": sorted(table.pending_humans()), "seq": table.seq}
    return lines


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
