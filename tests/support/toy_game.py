"""A tiny game for testing the host without depending on a real game's rules.

"Secret sums": every seat first picks a secret number 1–3 at the same time (hidden until the
end); then seats take turns adding 1 or 2 to a shared counter; the game ends when the counter
reaches ``target``. A seat scores its secret plus what it added. It exercises simultaneous secret
choices, turn order, hidden information and a result.
"""

from __future__ import annotations

from typing import Any

from games.core import Event, Game, GameSpec, MalformedAction, Option, Result, rank_by
from games.core.testing import Hooks

SPEC = GameSpec("toy", "Secret Sums", 2, 4, (Option("target", int, 10, "counter to reach"),))


class ToyGame(Game[dict[str, Any]]):
    spec = SPEC
    testing = "tests.support.toy_game"  # HOOKS below

    def new(self, seats: int, seed: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        opts = self.spec.resolve_options(options)
        return {
            "n": seats,
            "secret": [None] * seats,
            "added": [0] * seats,
            "counter": 0,
            "turn": 0,
            "target": opts["target"],
            "events": [],
        }

    def encode(self, state: dict[str, Any]) -> dict[str, Any]:
        return state

    def decode(self, data: dict[str, Any]) -> dict[str, Any]:
        return data

    def seats(self, state: dict[str, Any]) -> int:
        return state["n"]

    def pending(self, state: dict[str, Any]) -> list[int]:
        if self.is_over(state):
            return []
        if None in state["secret"]:
            return [s for s, v in enumerate(state["secret"]) if v is None]
        return [state["turn"]]

    def legal(self, state: dict[str, Any], seat: int) -> list[str]:
        if seat not in self.pending(state):
            return []
        if state["secret"][seat] is None:
            return ["secret 1", "secret 2", "secret 3"]
        return ["add 1", "add 2"]

    def explain(self, state: dict[str, Any], seat: int, action: str, *, locale: str = "en") -> Any:
        word = action.split()[0] if action else ""
        if word not in ("secret", "add"):
            return MalformedAction(f"'{action}' is not a Secret Sums move.")
        return f"'{action}' is not allowed now."

    def _apply(self, state: dict[str, Any], seat: int, action: str) -> list[Event]:
        word, n = action.split()
        if word == "secret":
            state["secret"][seat] = int(n)
            event = Event(f"Seat {seat + 1} chose a secret number.", {seat: f"You chose {n}."})
        else:
            state["added"][seat] += int(n)
            state["counter"] += int(n)
            state["turn"] = (state["turn"] + 1) % state["n"]
            event = Event(f"Seat {seat + 1} added {n}; counter {state['counter']}.")
        state["events"].append(event.to_json())
        return [event]

    def log(self, state: dict[str, Any], seat: int | None, *, locale: str = "en") -> list[str]:
        return [Event.from_json(e).for_seat(seat) for e in state["events"]]

    def is_over(self, state: dict[str, Any]) -> bool:
        return state["counter"] >= state["target"]

    def result(self, state: dict[str, Any]) -> Result | None:
        if not self.is_over(state):
            return None
        scores = [state["secret"][s] + state["added"][s] for s in range(state["n"])]
        breakdown = [
            {"secret": state["secret"][s], "added": state["added"][s]} for s in range(state["n"])
        ]
        return Result(scores, rank_by(scores), breakdown)

    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        over = self.is_over(state)
        return {
            "game": "toy",
            "viewer": seat,
            "seats": state["n"],
            "counter": state["counter"],
            "added": list(state["added"]),
            "pending": self.pending(state),
            "chosen": [v is not None for v in state["secret"]],
            "secrets": list(state["secret"]) if over else None,
            "private": {"secret": state["secret"][seat]} if seat is not None else None,
            "result": self.result(state).to_json() if over else None,
        }

    def summary(self, view: dict[str, Any], *, locale: str = "en") -> str:
        return f"Counter: {view['counter']}."

    def choices_are_public(self, state: dict[str, Any], seat: int) -> bool:
        return True  # every seat has the same choices; picking one is what is secret

    def prompt(self, state: dict[str, Any], seat: int, *, locale: str = "en") -> str:
        return "Pick your secret number." if state["secret"][seat] is None else "Add 1 or 2."


GAME = ToyGame()
# the generic suites' answers: English only (the pseudo-locale suites skip it), no perturbation
# of its secrets (a secret may not be chosen yet where the suites look)
HOOKS = Hooks(localized=False)
