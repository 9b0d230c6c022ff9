"""The Al-Rashid engine: the protocol surface over the frame machine (see package docstring)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.al_rashid import glossary, text
from games.al_rashid.data import SECTORS, VERSION
from games.al_rashid.flow import FLOW, advance, setup_draws
from games.al_rashid.scoring import final_result
from games.al_rashid.state import State, label, new_state
from games.al_rashid.view import build_view, build_views
from games.core.errors import IllegalAction, MalformedAction
from games.core.json_state import JsonStateGame
from games.core.protocol import Event, GameSpec, Result, normalize


class AlRashid(JsonStateGame):
    texts = text
    glossary = glossary
    testing = "games.al_rashid.testing"
    spec = GameSpec(
        id="al-rashid", title="Al-Rashid", min_players=2, max_players=5, version=VERSION
    )

    # -- creation and persistence ------------------------------------------------------------------
    def new(self, seats: int, seed: str, options: dict[str, Any] | None = None) -> State:
        self.spec.resolve_options(options)
        if not self.spec.min_players <= seats <= self.spec.max_players:
            raise ValueError("Al-Rashid is played by 2 to 5 players.")
        state = new_state(seats, seed)
        setup_draws(state)
        advance(state)
        return state

    # -- flow ----------------------------------------------------------------------------------------

    def pending(self, state: State) -> list[int]:
        return FLOW.pending(state)

    def legal(self, state: State, seat: int) -> list[str]:
        return FLOW.legal(state, seat)

    def _apply(self, state: State, seat: int, action: str) -> list[Event]:
        start = len(state["log"])
        FLOW.apply(state, seat, action)
        if state["phase"] == "over" and state["result"] is None:
            state["result"] = final_result(state["players"], state["order"]).to_json()
        return [Event.from_json(e) for e in state["log"][start:]]

    def resolve(self, state: State, seat: int, text: str) -> list[str]:
        """As the protocol's, and a question's answer typed without its verb: "red or blue?"
        takes ``red`` for ``draw red`` when exactly one legal move ends that way."""
        try:
            return super().resolve(state, seat, text)
        except IllegalAction:
            words = normalize(text).split()
            hits = [a for a in self.legal(state, seat) if words and a.split()[1:] == words]
            if len(hits) == 1:
                return hits
            raise

    def undoable(self, state: State, seat: int, action: str) -> bool:
        """An Al-Rashid move can be taken back when it draws no card or crisis, shows no card of
        a hand and uncovers no face-down token or title."""
        after = self.copy(state)
        self.apply(after, seat, action)
        return _hidden(after) == _hidden(state)

    def explain(
        self, state: State, seat: int, action: str, *, locale: str = "en"
    ) -> str | IllegalAction | None:
        malformed, reason = text.explain(state, seat, action, self.legal(state, seat), locale)
        return MalformedAction(reason) if malformed else IllegalAction(reason)

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def result(self, state: State) -> Result | None:
        return Result.from_json(state["result"]) if state["result"] else None

    # -- information -----------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat, state["result"])

    def views(self, state: State, seats: Sequence[int | None]) -> list[dict[str, Any]]:
        return build_views(state, seats, state["result"])

    def log(self, state: State, seat: int | None, *, locale: str = "en") -> list[str]:
        return [Event.from_json(e).for_seat(seat, locale) for e in state["log"]]

    def score_labels(self, *, locale: str = "en") -> dict[str, str]:
        """The breakdown keys' names (``glossary.CATEGORIES`` in English) in ``locale``."""
        from games.al_rashid.glossary import CATEGORIES

        return {k: text.score_label(k, locale) for k in CATEGORIES}

    def terms(self, *, locale: str = "en") -> dict[str, str]:
        """The glossary in ``locale``, keyed by that language's terms (``glossary.TERMS`` in
        English)."""
        from i18n import DEFAULT, resolve_locale  # lazily: engines and bots never need it

        if resolve_locale(locale) == DEFAULT:
            return super().terms()
        out: dict[str, str] = {}
        for _, term, explanation in text.glossary(locale):
            out.setdefault(term, explanation)
        return out

    def explain_term(self, term: str, *, locale: str = "en") -> str | None:
        """As the protocol's, in ``locale``: a term of that language (``explain déshonneur``),
        or an English term or id, which works in every language (``explain pp``)."""
        from i18n import DEFAULT, resolve_locale  # lazily: engines and bots never need it

        found = super().explain_term(term, locale=locale)
        if found is not None or resolve_locale(locale) == DEFAULT:
            return found
        english = super().explain_term(term)
        if english is None:
            return None
        by_english: dict[str, str] = {}
        for key, _, explanation in text.glossary(locale):
            by_english.setdefault(key, explanation)
        keys = [k for k, v in super().terms().items() if v == english]
        return by_english[keys[0]] if keys and keys[0] in by_english else english

    def seat_label(self, seat: int, *, locale: str = "en") -> str:
        return label(seat)

    def choices_are_public(self, state: Any, seat: int) -> bool:
        """Public unless the list shows mercenary values from the seat's hand: committing
        tokens to a battle and the Negotiator's exchange."""
        return not any(a.startswith(("commit ", "remove ")) for a in self.legal(state, seat))

    def make_bot(self, seed: str, level: str = "normal") -> Any:
        """The bot of an empty, resigned or timed-out seat at ``level`` (easy, normal, strong):
        see :func:`games.al_rashid.bots.make_bot`."""
        from games.al_rashid.bots import make_bot

        return make_bot(seed, level)

    def stats(self, state: State) -> dict[str, Any]:
        out: dict[str, Any] = {
            "year": state["year"],
            "titles": [len(p["titles"]) for p in state["players"]],
            "dishonour": [p["dis"] for p in state["players"]],
            "actions_logged": len(state["log"]),
        }
        res = self.result(state)
        if res:
            out["scores"] = res.scores
            out["ranks"] = res.ranks
        return out


GAME = AlRashid()
__all__ = ["GAME", "AlRashid", "SECTORS"]


def _hidden(state: State) -> tuple[object, ...]:
    """Everything in Al-Rashid that some seat cannot see."""
    tokens = {
        c: [(t["v"], t["up"], sorted(t["known"])) for t in ts] for c, ts in state["tokens"].items()
    }
    players = [(p["hand"], p.get("used")) for p in state["players"]]
    return (state["rng"], state["stacks"], state["crisis_deck"], tokens, players)
