"""The Almadi engine: the protocol class tying state, rules, views and texts together."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from games.almadi import glossary
from games.almadi import kingdom as K
from games.almadi import rules as R
from games.almadi import text as T
from games.almadi.characters import has_power
from games.almadi.data import CHARACTERS, MOSAICS, OBJECTIVES, STALLS
from games.almadi.scoring import score_all
from games.almadi.state import AlmadiState
from games.almadi.view import build_view, for_seat, public_view
from games.core.errors import IllegalAction, MalformedAction
from games.core.protocol import Event, Game, GameSpec, Option, Result, echo

SPEC = GameSpec(
    id="almadi",
    title="Almadi",
    min_players=2,
    max_players=5,
    options=(
        Option("characters", bool, False, "Play with the Characters variant."),
        Option(
            "start_tiles",
            str,
            "choose",
            "Start tiles: chosen in reverse turn order, or dealt at random.",
            ("choose", "random"),
        ),
    ),
    version="2",
)

_VERBS = {
    "start": 2,
    "keep": 3,
    "take": 2,
    "place": 3,
    "genie": 1,
    "hammer": 1,
    "stall": 1,
    "moon": 1,
    "ruby": 1,
    "done": 1,
    "move": 2,
    "to": 2,
    "swap": 2,
    "with": 2,
    "back": 1,
    "skip": 1,
    "objective": 2,
    "recruit": 2,
    "aladdin": 1,
    "badroulboudour": 1,
    "paribanou": 1,
    "zaynab": 2,
    "copy": 2,
    "pass": 1,
    "end": 2,
}


class Almadi(Game[AlmadiState]):
    texts = T
    glossary = glossary
    testing = "games.almadi.testing"
    spec = SPEC

    # -- creation and persistence ---------------------------------------------------------------
    def new(self, seats: int, seed: str, options: dict[str, Any] | None = None) -> AlmadiState:
        if not self.spec.min_players <= seats <= self.spec.max_players:
            raise ValueError("Almadi is played by 2 to 5 players.")
        return R.new_state(seats, str(seed), self.spec.resolve_options(options))

    def encode(self, state: AlmadiState) -> dict[str, Any]:
        return state.to_json()

    def decode(self, data: dict[str, Any]) -> AlmadiState:
        return AlmadiState.from_json(data)

    # -- flow -------------------------------------------------------------------------------------
    def seats(self, state: AlmadiState) -> int:
        return state.n

    def pending(self, state: AlmadiState) -> list[int]:
        return R.pending(state)

    def legal(self, state: AlmadiState, seat: int) -> list[str]:
        return R.legal(state, seat)

    def _apply(self, state: AlmadiState, seat: int, action: str) -> list[Event]:
        labels = [self.seat_label(i) for i in range(state.n)]
        return R.apply_action(state, seat, action, labels)

    def is_over(self, state: AlmadiState) -> bool:
        return state.phase == "over"

    def result(self, state: AlmadiState) -> Result | None:
        return Result.from_json(state.result) if state.result else None

    # -- information ------------------------------------------------------------------------------
    def view(self, state: AlmadiState, seat: int | None) -> dict[str, Any]:
        labels = [self.seat_label(i) for i in range(state.n)]
        return build_view(state, seat, R.pending(state), labels)

    def views(self, state: AlmadiState, seats: Sequence[int | None]) -> list[dict[str, Any]]:
        labels = [self.seat_label(i) for i in range(state.n)]
        public = public_view(state, R.pending(state), labels)
        return [for_seat(public, state, seat) for seat in seats]

    def log(self, state: AlmadiState, seat: int | None, *, locale: str = "en") -> list[str]:
        out = []
        for text, private, *msgs in state.log:
            msg, private_msgs = msgs if msgs else (None, {})
            event = Event(text, private, msg, private_msgs)
            out.append(event.for_seat(seat, locale))
        return out

    def describe(self, state: AlmadiState, seat: int, action: str, *, locale: str = "en") -> str:
        try:
            return T.describe(state, seat, action, locale)
        except (KeyError, ValueError, IndexError, AttributeError):
            return action

    def prompt(self, state: AlmadiState, seat: int, *, locale: str = "en") -> str:
        return T.prompt(state, seat, R.legal(state, seat), locale)

    def undoable(self, state: AlmadiState, seat: int, action: str) -> bool:
        """An Almadi move can be taken back when it draws nothing from a pile or the box and
        shows no card of a hand or deal (placing, the genie's moves, taking a board tile)."""
        after = self.copy(state)
        self.apply(after, seat, action)
        return _hidden(after) == _hidden(state)

    def choices_are_public(self, state: AlmadiState, seat: int) -> bool:
        """Private while the seat keeps cards from its deal, and whenever it might recruit from
        its hand (decided from public facts, so the answer itself reveals nothing); every other
        choice in Almadi is open information."""
        if state.phase == "setup_keep":
            return not state.players[seat].dealt
        if state.phase == "turn" and seat == state.active and state.turn.step in R.RECRUIT_STEPS:
            return not R.may_recruit_from_hand(state, seat)
        return True

    def make_bot(self, seed: str, level: str = "normal") -> Any:
        """The bot of an empty, resigned or timed-out seat at ``level`` (easy, normal, strong):
        see :func:`games.almadi.bots.make_bot`."""
        from games.almadi.bots import make_bot

        return make_bot(seed, level)

    def terms(self, *, locale: str = "en") -> dict[str, str]:
        """The glossary in ``locale`` (English terms and ids answer in every language)."""
        from games.almadi.glossary import localized_terms

        return localized_terms(locale)

    def score_labels(self, *, locale: str = "en") -> dict[str, str]:
        from games.almadi.glossary import CATEGORIES

        if locale == "en":
            return dict(CATEGORIES)
        return {key: T.tr(locale, f"cat-{key}") for key in CATEGORIES}

    def stats(self, state: AlmadiState) -> dict[str, Any]:
        scores, breakdown = score_all(state.players, bool(state.options.get("characters")))
        if state.result:
            scores, breakdown = state.result["scores"], state.result["breakdown"]
        return {
            "scores": scores,
            "breakdown": breakdown,
            "landscapes": [len(p.cells) for p in state.players],
            "rubies": [p.rubies for p in state.players],
            "mosaics": [len(p.mosaics) for p in state.players],
            "stalls": [len(p.stalls) for p in state.players],
            "objectives_fulfilled": [sum(p.objectives.values()) for p in state.players],
            "characters": [len(p.characters) for p in state.players],
            "turns": [p.turns for p in state.players],
        }

    # -- errors -----------------------------------------------------------------------------------
    def explain(
        self, state: AlmadiState, seat: int, action: str, *, locale: str = "en"
    ) -> str | IllegalAction | None:
        def x(key: str, **args: Any) -> str:
            return T.tr(locale, f"x-{key}", **args)

        words = action.split()
        if len(words) == 2 and words[0] == "place" and R.parse_cell(words[1]) is not None:
            words = ["place", *words[1].split(".")]  # `place 2.3` reads as `place 2 3`
        if not words or words[0] not in _VERBS:
            return MalformedAction(x("not-action", action=echo(action)))
        verb = words[0]
        if verb == "keep":
            if len(words) != 3:
                return MalformedAction(x("keep-form"))
        elif verb == "end":
            if words != ["end", "turn"]:
                return MalformedAction(x("end-form"))
        elif verb == "ali":
            if not (len(words) == 1 or words[1:] == ["a"] or (len(words) == 3 and words[1] == "b")):
                return MalformedAction(x("ali-form"))
        elif len(words) != _VERBS[verb]:
            return MalformedAction(x("word-count", action=echo(action), verb=verb))
        cell_verbs = ("take", "move", "to", "swap", "with")
        if verb in cell_verbs and R.parse_cell(words[1]) is None:
            return MalformedAction(x("cell-form", verb=verb))
        if verb == "place" and not all(re.fullmatch(r"-?[0-9]+", w) for w in words[1:]):
            return MalformedAction(x("place-form"))
        if verb in ("recruit", "copy") and words[1] not in CHARACTERS:
            return MalformedAction(x("unknown-char", id=words[1]))
        if verb == "objective" and words[1] not in OBJECTIVES:
            return MalformedAction(x("unknown-objective", id=words[1]))
        return self._why(state, seat, verb, words, locale)

    def _why(
        self, s: AlmadiState, seat: int, verb: str, words: list[str], locale: str = "en"
    ) -> str | None:
        def x(key: str, **args: Any) -> str:
            return T.tr(locale, f"x-{key}", **args)

        step = s.turn.step if s.phase == "turn" else s.phase
        p = s.players[seat]
        if s.phase == "turn" and seat != s.active and verb != "copy":
            return x("not-your-turn", who=self.seat_label(s.active or 0))
        if verb == "start":
            return x("start", letter=words[1], left=", ".join(s.start_available))
        if verb == "keep":
            return x("keep")
        if verb == "copy":
            if "ch-26" not in p.characters:
                return x("copy-no-zumurrud")
            if p.copy:
                return x("copy-chosen")
            return x("copy-target")
        if verb == "take" and step == "take":
            return x("take", slot=words[1])
        if verb == "place" and step == "place":
            r, c = int(words[1]), int(words[2])
            rows = R.placement_rows(s, p)
            if r not in rows:
                return x("place-row", rows=x("or").join(map(str, rows)), row=r)
            if c < 1:
                return x("place-col")
            if (r, c) in p.cells:
                return x("place-taken", cell=f"{r}.{c}")
            return x("place-alone", cell=f"{r}.{c}")
        if verb in ("genie", "hammer", "stall", "moon", "ruby") and step == "pool":
            return x("no-item", item=T.tr(locale, f"effect-{verb}"))
        if verb == "to" and step == "genie_to":
            src = s.turn.selected
            dst = R.parse_cell(words[1])
            if src and dst and s.turn.last_left.get(p.cells[src]) == dst:
                return x("no-return")
            if dst in p.cells:
                return x("occupied", cell=words[1])
            if dst and not K.cell_in_range(dst, has_power(p, "abriza")):
                return x("rows")
            return x("to-alone")
        if verb == "move" and step == "genie":
            return x("move")
        if verb == "objective" and step == "moon":
            return x("objective")
        if verb == "recruit":
            cid = words[1]
            if cid not in p.hand and cid not in s.market:
                return x("recruit-where")
            if p.rubies < CHARACTERS[cid].cost:
                return x("recruit-cost", id=cid.upper(), cost=CHARACTERS[cid].cost, rubies=p.rubies)
            return x("recruit-turn")
        if verb == "zaynab":
            card = words[1]
            if card not in p.mosaics and card not in p.stalls:
                return x("zaynab-own")
            if card in MOSAICS and not s.stall_pile or card in STALLS and not s.mosaic_pile:
                return x("zaynab-empty")
            return x("zaynab")
        if verb in ("aladdin", "badroulboudour", "paribanou"):
            return x("power", name=verb.title())
        what = T.step_prompt(locale, step) if step in T.PROMPTS else x("see-allowed")
        return x("not-now", what=what)


def _hidden(s: AlmadiState) -> tuple[object, ...]:
    """Everything in Almadi that some seat cannot see: the piles, the box, hands and deals."""
    return (
        s.rng.counter,
        list(s.pile),
        list(s.box),
        list(s.mosaic_pile),
        list(s.stall_pile),
        list(s.card_box),
        [(list(p.hand), list(p.dealt), p.kept) for p in s.players],
    )
