"""Agra seen from one seat (for the ``strong`` bot): a full state built only from what the seat
may know (§21.1). Hidden from it are the other players' rupee totals, the favour-tile pile's
order, other seats' answers to an open response window and the random generator: the pile is
re-shuffled, the totals are guessed as equal to the seat's own (nothing public tells them
apart), unanswered windows are asked again and the generator is re-seeded, all with the bot's
own generator. The log is left out (the rules never read it)."""

from __future__ import annotations

import json
import random
from typing import Any

from games.core.rng import Rng

State = dict[str, Any]


def determinize(game: Any, state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` with everything ``seat`` cannot see replaced by a plausible guess."""
    s: State = json.loads(json.dumps({k: v for k, v in state.items() if k != "log"}))
    s["log"] = []
    own = s["players"][seat]["rupees"]
    if s["result"] is None:
        for i, p in enumerate(s["players"]):
            if i != seat:
                p["rupees"] = own
    pile = sorted(s["pile"])
    rng.shuffle(pile)
    s["pile"] = pile
    for f in s["stack"]:
        if "answers" in f:
            f["answers"] = {k: v for k, v in f["answers"].items() if k == str(seat)}
    s["rng"] = Rng(f"sample:{rng.random()}").to_json()
    return s


def value(game: Any, state: State) -> list[float]:
    """Rupees: the score if the game ended now (the final result once it has)."""
    result = game.result(state)
    if result is not None:
        return [float(x) for x in result.scores]
    return [float(p["rupees"]) for p in state["players"]]


END_CAUSES = (  # the words of trigger_end's reason → a short cause
    ("level IV notable", "notable IV complete"),
    ("boat", "boat at pontoon 6"),
    ("order column", "order column full"),
    ("top of the", "track top"),
    ("no player could place", "no placement"),
)


def end_cause(state: State) -> str:
    """Why the game ended, from the log's trigger line (for ``caravanserai simulate``)."""
    for entry in state["log"]:
        text = entry["text"]
        if text.startswith("The end of the game is triggered"):
            return next((cause for key, cause in END_CAUSES if key in text), "other")
    return "other"
