"""The Emira engine: the protocol surface over the frame machine (see the package docstring)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.core.errors import IllegalAction, MalformedAction
from games.core.json_state import JsonStateGame
from games.core.protocol import Event, GameSpec, Numeric, Option, Result
from games.emira import flow, glossary, setup, text
from games.emira.data import BASE_INCOME, BASE_INCOME_CHOICES, VERSION
from games.emira.state import State, label
from games.emira.text import describe, explain
from games.emira.view import build_view, build_views

SPEC = GameSpec(
    id="emira",
    title="Emira",
    min_players=3,
    max_players=5,
    options=(
        Option("advanced", bool, False, "Advanced game: Restoration cards, palace track."),
        Option(
            "reveal_objectives",
            bool,
            False,
            "Reveal every objective at the end (otherwise only the winners').",
        ),
        Option(
            "base_income",
            int,
            BASE_INCOME,
            "Gold every sheik earns each round before caravans (the printed value is unknown; "
            "with 100, a few careful 3-player games stall until round 100; with 150, none).",
            BASE_INCOME_CHOICES,
        ),
    ),
    version=VERSION,
)

# decisions whose legal list shows a secret: the hand, a private look, or (through what is
# affordable) hidden gold
_SECRET_LISTS = {"keep", "event", "chm", "court", "orders", "noble", "bazaar", "keepev"}
_GOLD_LISTS = {"bid", "act", "buyev", "xenia"}
_UNDOABLE = {"looks", "vermin", "gnaw", "spice", "split", "quiet", "samira", "zahrah", "sidi"}


class Emira(JsonStateGame):
    texts = text
    glossary = glossary
    testing = "games.emira.testing"
    spec = SPEC

    # -- creation and persistence ---------------------------------------------------------------
    def new(self, seats: int, seed: str, options: dict[str, Any] | None = None) -> State:
        if not self.spec.min_players <= seats <= self.spec.max_players:
            raise ValueError("Emira is played by 3 to 5 players.")
        state = setup.new_state(seats, str(seed), self.spec.resolve_options(options))
        flow.advance(state)
        return state

    # -- flow -------------------------------------------------------------------------------------

    def pending(self, state: State) -> list[int]:
        return flow.pending(state)

    def legal(self, state: State, seat: int) -> list[str]:
        return flow.legal(state, seat)

    def numeric(self, state: State, seat: int) -> Numeric | None:
        """Bids: any multiple of 10 from the minimum raise to what the seat can pay (gold plus
        camel discount); the last player's voluntary bid likewise."""
        spec = flow.numeric(state, seat)
        return Numeric(*spec) if spec else None

    def _apply(self, state: State, seat: int, action: str) -> list[Event]:
        start = len(state["log"])
        flow.apply(state, seat, action)
        return [Event.from_json(e) for e in state["log"][start:]]

    def explain(
        self, state: State, seat: int, action: str, *, locale: str = "en"
    ) -> str | IllegalAction | None:
        malformed, reason = explain(state, seat, action, self.legal(state, seat), locale)
        return MalformedAction(reason) if malformed else IllegalAction(reason)

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def result(self, state: State) -> Result | None:
        return Result.from_json(state["result"]) if state["result"] else None

    def undoable(self, state: State, seat: int, action: str) -> bool:
        """Only choices on public information that show nothing hidden: Good Looking's type,
        Vermin's kind and caravans, New Spice Caravan, the 3-player Double Trouble / Quiet Days
        split, Samira's and Zahrah's discards, Sidi's princess. Bids, buys and event cards are
        commitments (and depend on hidden gold or cards); looks reveal cards."""
        f = flow.top(state)
        return bool(f and f["t"] in _UNDOABLE and action in self.legal(state, seat))

    def default_action(self, state: State, seat: int) -> str | None:
        """A timed-out seat's obvious answer: pass in an auction, play no event card, buy no
        event card. Other decisions (an auction winner's action, secret keeps, Xenia's gift…)
        have no neutral answer: None lets the seat's bot decide."""
        f = flow.top(state)
        if f is None or seat not in flow.frame_seats(f):
            return None
        answers = {"bid": "pass", "event": "pass", "buyev": "pass"}
        answer = answers.get(f["t"])
        return answer if answer in self.legal(state, seat) else None

    # -- information ------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat)

    def views(self, state: State, seats: Sequence[int | None]) -> list[dict[str, Any]]:
        return build_views(state, seats)

    def log(self, state: State, seat: int | None, *, locale: str = "en") -> list[str]:
        return [Event.from_json(e).for_seat(seat, locale) for e in state["log"]]

    def describe(self, state: State, seat: int, action: str, *, locale: str = "en") -> str:
        try:
            return describe(state, seat, action, locale)
        except (KeyError, ValueError, IndexError, StopIteration):
            return action

    def seat_label(self, seat: int, *, locale: str = "en") -> str:
        return label(seat)

    def choices_are_public(self, state: State, seat: int) -> bool:
        """False when the list shows the hand, a private look, or what hidden gold affords."""
        f = flow.top(state)
        if f is None or seat not in flow.frame_seats(f):
            return True
        if f["t"] in _SECRET_LISTS:
            return False
        if f["t"] in _GOLD_LISTS:
            return "noor" in state["players"][seat]["pal"]
        return True

    def make_bot(self, seed: str, level: str = "normal") -> Any:
        """The bot of an empty, resigned or timed-out seat at ``level`` (easy, normal, strong):
        see :func:`games.emira.bots.make_bot`."""
        from games.emira.bots import make_bot

        return make_bot(seed, level)

    def terms(self, *, locale: str = "en") -> dict[str, str]:
        """The glossary in ``locale`` (English terms, ids and names answer in every language)."""
        from games.emira.glossary import localized_terms

        return localized_terms(locale)

    def score_labels(self, *, locale: str = "en") -> dict[str, str]:
        from games.emira.glossary import CATEGORIES
        from games.emira.text import tr

        if locale == "en":
            return dict(CATEGORIES)
        return {key: tr(locale, f"cat-{key}") for key in CATEGORIES}

    def stats(self, state: State) -> dict[str, Any]:
        out: dict[str, Any] = {
            "round": state["round"],
            "princesses": [len(p["pal"]) for p in state["players"]],
            "gold": [p["gold"] for p in state["players"]],
            "undecided": len(state["undecided"]),
            "removed": len(state["removed"]),
        }
        res = self.result(state)
        if res:
            out["scores"] = res.scores
            out["ranks"] = res.ranks
            out["ending"] = "victory" if state["winners"] and state["dry"] < 2 else "other"
        return out


GAME = Emira()
