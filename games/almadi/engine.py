"""The Almadi engine: the protocol class tying state, rules, views and texts together."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from games.almadi import kingdom as K
from games.almadi import rules as R
from games.almadi import text as T
from games.almadi.characters import has_power
from games.almadi.data import CHARACTERS, MOSAICS, OBJECTIVES, STALLS
from games.almadi.scoring import score_all
from games.almadi.state import AlmadiState
from games.almadi.view import build_view, for_seat, public_view
from games.core.errors import IllegalAction, MalformedAction
from games.core.protocol import Event, Game, GameSpec, Option, Result, quote

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
        return [Event(t, dict(p)) for t, p in R.apply_action(state, seat, action, labels)]

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
        return [priv.get(seat, text) if seat is not None else text for text, priv in state.log]

    def describe(self, state: AlmadiState, seat: int, action: str, *, locale: str = "en") -> str:
        try:
            return T.describe(state, seat, action)
        except (KeyError, ValueError, IndexError, AttributeError):
            return action

    def prompt(self, state: AlmadiState, seat: int, *, locale: str = "en") -> str:
        return T.prompt(state, seat, R.legal(state, seat))

    def private_summary(self, view: dict[str, Any], *, locale: str = "en") -> str:
        return T.private_summary(view)

    def summary(self, view: dict[str, Any], *, locale: str = "en") -> str:
        return T.summary(view)

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

    def rules_summary(self, *, locale: str = "en") -> str:
        return T.RULES_SUMMARY

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
        words = action.split()
        if len(words) == 2 and words[0] == "place" and R.parse_cell(words[1]) is not None:
            words = ["place", *words[1].split(".")]  # `place 2.3` reads as `place 2 3`
        if not words or words[0] not in _VERBS:
            return MalformedAction(
                f"{quote(action)} is not an Almadi action (try `take 2.1`, `place 2.3`, `genie`, `done`)."
            )
        verb = words[0]
        if verb == "keep":
            if len(words) != 3:
                return MalformedAction(
                    "Write `keep ch-xx ch-yy`: exactly two of your dealt characters."
                )
        elif verb == "end":
            if words != ["end", "turn"]:
                return MalformedAction("Write `end turn`.")
        elif verb == "ali":
            if not (len(words) == 1 or words[1:] == ["a"] or (len(words) == 3 and words[1] == "b")):
                return MalformedAction("Write `ali`, then `ali a` or `ali b r.s`.")
        elif len(words) != _VERBS[verb]:
            return MalformedAction(f"{quote(action)} has the wrong number of words for `{verb}`.")
        cell_verbs = ("take", "move", "to", "swap", "with")
        if verb in cell_verbs and R.parse_cell(words[1]) is None:
            return MalformedAction(
                f"`{verb}` needs a position written row.column, like `{verb} 2.1`."
            )
        if verb == "place" and not all(re.fullmatch(r"-?[0-9]+", x) for x in words[1:]):
            return MalformedAction("Write `place row.column`, like `place 2.3`.")
        if verb in ("recruit", "copy") and words[1] not in CHARACTERS:
            return MalformedAction(f"Unknown character '{words[1]}' (ids look like ch-17).")
        if verb == "objective" and words[1] not in OBJECTIVES:
            return MalformedAction(f"Unknown objective '{words[1]}' (ids look like gr-12).")
        return self._why(state, seat, verb, words)

    def _why(self, s: AlmadiState, seat: int, verb: str, words: list[str]) -> str | None:
        step = s.turn.step if s.phase == "turn" else s.phase
        p = s.players[seat]
        if s.phase == "turn" and seat != s.active and verb != "copy":
            return f"It is {self.seat_label(s.active or 0)}'s turn; you may only choose Zumurrud's copy."
        if verb == "start":
            return (
                f"Start tile '{words[1]}' is not available (left: {', '.join(s.start_available)})."
            )
        if verb == "keep":
            return "Keep exactly two different characters from those dealt to you, written in sorted order."
        if verb == "copy":
            if "ch-26" not in p.characters:
                return "Only a player who recruited Zumurrud (CH-26) may copy a power."
            if p.copy:
                return "Zumurrud's copy is permanent and already chosen."
            return "Zumurrud may only copy a character recruited by another player (not Zumurrud)."
        if verb == "take" and step == "take":
            return f"Board slot {words[1]} is empty or does not exist (slots 1.1 to 4.2)."
        if verb == "place" and step == "place":
            r, c = int(words[1]), int(words[2])
            rows = R.placement_rows(s, p)
            if r not in rows:
                return f"This tile may go in row {' or '.join(map(str, rows))} only, not row {r}."
            if c < 1:
                return "Column 0 holds your start tile: place in column 1 or further right."
            if (r, c) in p.cells:
                return f"Cell {r}.{c} already holds a landscape."
            return f"Cell {r}.{c} has no neighbouring landscape."
        if verb in ("genie", "hammer", "stall", "moon", "ruby") and step == "pool":
            return f"There is no {verb} item in your pending pool."
        if verb == "to" and step == "genie_to":
            src = s.turn.selected
            dst = R.parse_cell(words[1])
            if src and dst and s.turn.last_left.get(p.cells[src]) == dst:
                return "No direct return: this tile just left that cell this turn (D6)."
            if dst in p.cells:
                return f"Cell {words[1]} is occupied."
            if dst and not K.cell_in_range(dst, has_power(p, "abriza")):
                return "Genie moves go to rows 1-4, column 1 or more (rows 0 and 5 need Abriza)."
            return "That cell needs a neighbouring landscape other than the moving tile."
        if verb == "move" and step == "genie":
            return "Pick one of your own non-start landscapes that has a legal destination."
        if verb == "objective" and step == "moon":
            return "That objective is not available (fulfilled, protected by Jafar, or your own)."
        if verb == "recruit":
            cid = words[1]
            if cid not in p.hand and cid not in s.market:
                return "You can only recruit from your own hand or the market."
            if p.rubies < CHARACTERS[cid].cost:
                return f"{cid.upper()} costs {CHARACTERS[cid].cost} rubies; you have {p.rubies}."
            return "Recruiting is only possible during your own turn."
        if verb == "zaynab":
            card = words[1]
            if card not in p.mosaics and card not in p.stalls:
                return "Zaynab exchanges one of your own mosaic or stall cards."
            if card in MOSAICS and not s.stall_pile or card in STALLS and not s.mosaic_pile:
                return "The pile you would take from is empty."
            return "Zaynab: you need her power and it is once per turn."
        if verb in ("aladdin", "badroulboudour", "paribanou"):
            return f"{verb.title()}: you need this power, a genie activated this turn, once per turn, and a non-empty supply."
        return f"Not possible now: {T.PROMPTS.get(step, 'see the allowed actions')}"


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
