"""The Agra engine: the protocol surface over its rules (the rules package, on games.core.flow)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.agra import glossary, rules, text
from games.agra.data import VERSION
from games.agra.setup import final_result, new_game
from games.agra.state import State, label
from games.agra.view import build_view, build_views
from games.core.errors import IllegalAction, MalformedAction
from games.core.json_state import JsonStateGame
from games.core.protocol import Event, GameSpec, Result, fold, normalize


class Agra(JsonStateGame):
    texts = text
    glossary = glossary
    testing = "games.agra.testing"
    spec = GameSpec(id="agra", title="Agra", min_players=2, max_players=4, version=VERSION)

    # -- creation and persistence ------------------------------------------------------------------
    def new(self, seats: int, seed: str, options: dict[str, Any] | None = None) -> State:
        self.spec.resolve_options(options)
        if not self.spec.min_players <= seats <= self.spec.max_players:
            raise ValueError("Agra is played by 2 to 4 players.")
        s = new_game(seats, str(seed))
        rules.advance(s)
        return s

    # -- flow ----------------------------------------------------------------------------------------

    def pending(self, state: State) -> list[int]:
        return [] if state["over"] else rules.pending(state)

    def legal(self, state: State, seat: int) -> list[str]:
        if state["over"]:
            return []
        return rules.legal(state, seat)

    def _apply(self, state: State, seat: int, action: str) -> list[Event]:
        start = len(state["log"])
        rules.apply(state, seat, action)
        if state["over"] and state["result"] is None:
            state["stack"] = []
            res = final_result(state)
            state["result"] = res.to_json()
            msg = text.final_msg(res)
            state["log"].append(
                {"text": text.final_text(state, res), "private": {}, "msg": [msg[0], msg[1]]}
            )
        return [Event.from_json(e) for e in state["log"][start:]]

    def undoable(self, state: State, seat: int, action: str) -> bool:
        """An Agra move can be taken back when it draws nothing (the favour-tile pile, the
        RNG), touches no other player's secret rupees and opens no private look (the Mosaic
        Maker shows the pile). The mover's own rupees may change: nobody else learns them."""
        after = self.copy(state)
        self.apply(after, seat, action)
        top = after["stack"][-1] if after["stack"] else {}
        return _hidden(after, seat) == _hidden(state, seat) and top.get("t") != "mosaic"

    def default_action(self, state: State, seat: int) -> str | None:
        """The rules' answer for a seat that did not answer a response window in time (§21.3)."""
        if state["over"] or seat not in self.pending(state):
            return None
        return text.default_action(state, seat, self.legal(state, seat))

    def explain(
        self, state: State, seat: int, action: str, *, locale: str = "en"
    ) -> str | IllegalAction | None:
        malformed, reason = text.explain(state, seat, action, self.legal(state, seat), locale)
        return MalformedAction(reason) if malformed else IllegalAction(reason)

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def result(self, state: State) -> Result | None:
        return Result.from_json(state["result"]) if state["result"] else None

    # -- information -----------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat)

    def views(self, state: State, seats: Sequence[int | None]) -> list[dict[str, Any]]:
        return build_views(state, seats)

    def log(self, state: State, seat: int | None, *, locale: str = "en") -> list[str]:
        return [Event.from_json(e).for_seat(seat, locale) for e in state["log"]]

    def seat_label(self, seat: int, *, locale: str = "en") -> str:
        """``P1`` in every language: a notation the front ends swap for the player's name."""
        return label(seat)

    def terms(self, *, locale: str = "en") -> dict[str, str]:
        """The glossary in the reader's language: its own words (``péonage``, ``Carrière``)."""
        from i18n import DEFAULT, resolve_locale

        lang = resolve_locale(locale)
        return super().terms() if lang == DEFAULT else dict(glossary.localized(lang)[1])

    def explain_term(self, term: str, *, locale: str = "en") -> str | None:
        """``term`` in the reader's language's words, else as an English term, id or display
        name, or a word of any language's move aliases — answered in the reader's language."""
        from i18n import DEFAULT, resolve_locale

        lang = resolve_locale(locale)
        found = super().explain_term(term, locale=lang)
        # the base answers a term's explanation, or says (in ``lang``) which terms it could be
        ambiguous = found is not None and found not in self.terms(locale=lang).values()
        if lang == DEFAULT or (found is not None and not ambiguous):
            return found
        by_key = glossary.localized(lang)[0]
        english = {v: k for k, v in glossary.TERMS.items()}
        candidates = [term]
        folded = fold(normalize(term))
        for table in glossary.ALIASES.values():
            for typed, canonical in table.items():
                if fold(typed) == folded:
                    candidates.append(canonical)
        for word in candidates:
            text = super().explain_term(word, locale=DEFAULT)
            if text in english and english[text] in by_key:
                return by_key[english[text]]
        return found

    def choices_are_public(self, state: State, seat: int) -> bool:
        """Public except (a) placement lists of a player with a worker on the board — which
        peonage spaces are offered would show whether the secret rupee total covers peonage —
        and (b) the Mosaic Maker's choice, which lists the hidden favour-tile pile."""
        if not state["stack"] or state["over"]:
            return True
        f = state["stack"][-1]
        if f["t"] in ("mosaic", "peon"):
            return False
        if f["t"] == "turn" and f["stage"] in ("start", "act", "extra"):
            if rules.fa_ok(state, seat, "ft14"):
                return True  # FT14 pays any peonage: the list no longer depends on rupees
            return not any(w and w[0] == seat for w in state["spaces"].values())
        return True

    def make_bot(self, seed: str, level: str = "normal") -> Any:
        """The bot of an empty, resigned or timed-out seat at ``level`` (easy, normal, strong):
        see :func:`games.agra.bots.make_bot`."""
        from games.agra.bots import make_bot

        return make_bot(seed, level)

    def rules_summary(self, *, locale: str = "en") -> str:
        return text.tr(locale, "rules")

    def stats(self, state: State) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rounds": state["round"],
            "boat": state["boat"],
            "notables_done": sum(state["done_lvl"]),
            "contracts": [len(p["contracts"]) for p in state["players"]],
        }
        res = self.result(state)
        if res:
            out["scores"] = res.scores
            out["ranks"] = res.ranks
        return out


GAME = Agra()


def _hidden(s: State, seat: int) -> tuple[object, ...]:
    """What in Agra ``seat`` cannot see: the draws, the pile, the other players' rupees."""
    others = [p["rupees"] for i, p in enumerate(s["players"]) if i != seat]
    return (s["rng"], s["pile"], others)
