"""Almadi flow: setup, turns (take/place, pending pool, refill), characters, end of game.

Pure functions on :class:`AlmadiState`; ``engine.py`` wraps them in the protocol class. The
turn structure is a ``games.core.flow`` table (``FLOW``) whose one current frame is read from
the state's phase and step.
``legal`` returns canonical action texts (see the package docstring for the grammar) and
``apply_action`` carries out an action already known to be legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from games.almadi import kingdom as K
from games.almadi.characters import ZUMURRUD, copy_targets, has_power
from games.almadi.data import (
    CHARACTERS,
    MAX_MOVES,
    MOSAICS,
    OBJECTIVES,
    PLAYER_COUNT,
    POOL_ITEMS,
    RESERVE_RUBIES,
    STALLS,
    START_LETTERS,
    TILES,
    TILES_BY_TYPE,
    start_tile_id,
)
from games.almadi.objectives import check_player
from games.almadi.scoring import score_all
from games.almadi.state import AlmadiState, Player, TurnState, plain_json, slot_name
from games.core.flow import Auto, Decision, Flow, Frame, Side
from games.core.protocol import Event, Msg, Result, rank_by
from games.core.rng import Rng

Cell = tuple[int, int]
Log = list[Event]


def cell_text(cell: Cell) -> str:
    return f"{cell[0]}.{cell[1]}"


def parse_cell(text: str) -> Cell | None:
    parts = text.split(".")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


# ---------------------------------------------------------------------------------------------
# setup


def new_state(n: int, seed: str, options: dict[str, Any]) -> AlmadiState:
    if n not in PLAYER_COUNT:
        raise ValueError("Almadi is played by 2 to 5 players")
    per_type, n_mosaics, n_stalls, n_grey, n_dealt = PLAYER_COUNT[n]
    rng = Rng(seed)
    s = AlmadiState(n=n, options=dict(options), rng=rng)
    s.players = [Player(seat=i) for i in range(n)]
    first = rng.randint(0, n - 1)  # D1/D28: first player drawn at random, seats keep numbers
    s.order = [(first + i) % n for i in range(n)]
    # landscapes (4.2 step 3-4)
    chosen: list[str] = []
    for type_ in ("oasis", "caravan", "market", "palace"):
        pick = rng.sample(TILES_BY_TYPE[type_], per_type)
        chosen += pick
        s.box += [t for t in TILES_BY_TYPE[type_] if t not in pick]
    s.pile = rng.shuffled(chosen)
    s.board = list(s.pile[:8])
    s.pile = s.pile[8:]
    s.turns_total = len(s.pile)
    # mosaic and stall piles (face up, only the top visible)
    mos = rng.shuffled(sorted(MOSAICS))
    s.mosaic_pile, s.card_box = mos[:n_mosaics], s.card_box + mos[n_mosaics:]
    stl = rng.shuffled(sorted(STALLS))
    s.stall_pile, s.card_box = stl[:n_stalls], s.card_box + stl[n_stalls:]
    s.reserve = RESERVE_RUBIES
    # objectives: one of each colour + (players - 1) grey
    for colour in ("blue", "red", "yellow", "green"):
        ids = sorted(o for o, ob in OBJECTIVES.items() if ob.colour == colour)
        s.table_objectives.append(rng.choice(ids))
    greys = sorted(o for o, ob in OBJECTIVES.items() if ob.colour == "grey")
    s.table_objectives = sorted(rng.sample(greys, n_grey)) + s.table_objectives
    s.card_box += [o for o in sorted(OBJECTIVES) if o not in s.table_objectives]
    # characters: deal now (secret), keep 2 after the start tiles
    if options.get("characters"):
        deck = rng.shuffled(sorted(CHARACTERS))
        for k, seat in enumerate(s.order):
            s.players[seat].dealt = sorted(deck[k * n_dealt : (k + 1) * n_dealt])
        s.card_box += deck[n * n_dealt :]
    # start tiles (D28)
    s.start_available = list(START_LETTERS)
    if options.get("start_tiles", "choose") == "random":
        letters = rng.sample(list(START_LETTERS), n)
        for seat, letter in enumerate(letters):
            _give_start(s, seat, letter)
        s.start_available = []
        _after_start_tiles(s)
    else:
        s.phase = "setup_start"
        s.start_queue = list(reversed(s.order))
    return s


def _give_start(s: AlmadiState, seat: int, letter: str) -> None:
    p = s.players[seat]
    p.start = letter
    for r in range(1, 5):
        p.cells[(r, 0)] = start_tile_id(letter, r)


def _after_start_tiles(s: AlmadiState) -> None:
    s.start_available = []  # unused start tiles are removed
    if s.options.get("characters"):
        s.phase = "setup_keep"
    else:
        _first_turn(s)


def _first_turn(s: AlmadiState) -> None:
    s.phase = "turn"
    _begin_turn(s, s.order[0], extra=False)


def _begin_turn(s: AlmadiState, seat: int, extra: bool) -> None:
    s.active = seat
    s.turn = TurnState(extra=extra)
    s.players[seat].turns += 1
    if not extra:
        s.turn_no += 1


# ---------------------------------------------------------------------------------------------
# who acts, what is legal


def pending(s: AlmadiState) -> list[int]:
    return FLOW.pending(Ctx(s))


def keep_options(p: Player) -> list[str]:
    return ["keep " + " ".join(pair) for pair in combinations(sorted(p.dealt), 2)]


def available_objectives(s: AlmadiState, seat: int) -> list[str]:
    """D13: table objectives, and unfulfilled ones held by other players without Jafar."""
    out = list(s.table_objectives)
    for other in s.players:
        if other.seat == seat or has_power(other, "jafar"):
            continue
        out += [o for o, f in other.objectives.items() if not f]
    return out


def optional_actions(s: AlmadiState, seat: int) -> list[str]:
    """Character actions of the active player (recruit, bonuses, Zaynab), variant only."""
    if not s.options.get("characters"):
        return []
    p = s.players[seat]
    ts = s.turn
    out = []
    for cid in sorted(p.hand + s.market):
        if p.rubies >= CHARACTERS[cid].cost:
            out.append(f"recruit {cid}")
    if ts.genie_activated:
        if "aladdin" not in ts.used and s.reserve > 0 and has_power(p, "aladdin"):
            out.append("aladdin")
        if "badroulboudour" not in ts.used and s.mosaic_pile and has_power(p, "badroulboudour"):
            out.append("badroulboudour")
        if "paribanou" not in ts.used and s.stall_pile and has_power(p, "paribanou"):
            out.append("paribanou")
    if "zaynab" not in ts.used and has_power(p, "zaynab"):
        if s.stall_pile:
            seen = set()
            for m in sorted(p.mosaics):
                if MOSAICS[m] not in seen:
                    seen.add(MOSAICS[m])
                    out.append(f"zaynab {m}")
        if s.mosaic_pile:
            seen_f: set[tuple[str, str]] = set()
            for c in sorted(p.stalls):
                if STALLS[c] not in seen_f:
                    seen_f.add(STALLS[c])
                    out.append(f"zaynab {c}")
    return out


# the steps of a turn whose choices include the optional character actions (recruiting)
RECRUIT_STEPS = ("take", "place", "pool", "after")


def _a(word: str) -> str:
    """``a jar``, ``an arabesque``."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def cheapest_hidden_cost(s: AlmadiState) -> int:
    """The lowest cost a character in someone's hidden hand could have, from public facts only:
    every character not face up (market, recruited) might be in a hand."""
    shown = set(s.market).union(*(set(p.characters) for p in s.players))
    return min((c.cost for cid, c in CHARACTERS.items() if cid not in shown), default=0)


def may_recruit_from_hand(s: AlmadiState, seat: int) -> bool:
    """Whether ``seat`` might be able to recruit from its hand, as everyone can tell: a non-empty
    hand and enough rubies for the cheapest character it could hold. The turn's flow and the
    privacy of its choices follow this, never the hand itself, or they would reveal whether the
    hand holds an affordable card."""
    if not s.options.get("characters"):
        return False
    p = s.players[seat]
    return bool(p.hand) and p.rubies >= cheapest_hidden_cost(s)


def optional_window_open(s: AlmadiState, seat: int) -> bool:
    """Whether a step with optional actions stays open for ``seat``, decided from public facts:
    a public optional action exists, or a recruit from hand might."""
    p = s.players[seat]
    hand = set(p.hand)
    public = [a for a in optional_actions(s, seat) if a.split()[-1] not in hand]
    return bool(public) or may_recruit_from_hand(s, seat)


def _abriza(p: Player) -> bool:
    return has_power(p, "abriza")


def placement_rows(s: AlmadiState, p: Player) -> list[int]:
    r = s.turn.hold_row
    if r is None:
        return [1, 2, 3, 4]
    if has_power(p, "morgiane"):
        return [x for x in (r - 1, r, r + 1) if 1 <= x <= 4]
    return [r]


def genie_move_sources(s: AlmadiState, p: Player) -> list[Cell]:
    ab = _abriza(p)
    ll = s.turn.last_left
    return [
        c for c in K.movable(p.cells) if K.genie_destinations(p.cells, c, ll.get(p.cells[c]), ab)
    ]


def hussain_ok(s: AlmadiState, p: Player) -> bool:
    return "hussain" not in s.turn.used and has_power(p, "hussain")


def swap_sources(s: AlmadiState, p: Player) -> list[Cell]:
    if not hussain_ok(s, p):
        return []
    return [c for c in K.movable(p.cells) if K.swap_partners(p.cells, c, s.turn.last_left)]


def turn_actions(s: AlmadiState, seat: int) -> list[str]:
    """Actions of the active player in the current sub-step (without Zumurrud's copy)."""
    ts = s.turn
    p = s.players[seat]
    step = ts.step
    if step == "take":
        out = [f"take {slot_name(i)}" for i, t in enumerate(s.board) if t is not None]
        if not ts.extra and s.pile and has_power(p, "ali"):
            out.append("ali")
        return out + optional_actions(s, seat)
    if step == "ali":
        return ["ali a"] + [f"ali b {slot_name(i)}" for i, t in enumerate(s.board) if t is not None]
    if step == "place":
        cells = K.placement_cells(p.cells, placement_rows(s, p))
        return [f"place {r}.{c}" for r, c in cells] + optional_actions(s, seat)
    if step == "pool":
        items = [k for k in POOL_ITEMS if ts.pool[k] > 0]
        return items + ["done"] + optional_actions(s, seat)
    if step == "genie":
        out = [f"move {cell_text(c)}" for c in genie_move_sources(s, p)]
        out += [f"swap {cell_text(c)}" for c in swap_sources(s, p)]
        return out + ["skip"]
    if step == "genie_to":
        src = ts.selected
        assert src is not None
        dests = K.genie_destinations(p.cells, src, ts.last_left.get(p.cells[src]), _abriza(p))
        return [f"to {cell_text(c)}" for c in dests] + ["back"]
    if step == "swap_with":
        src = ts.selected
        assert src is not None
        return [f"with {cell_text(c)}" for c in K.swap_partners(p.cells, src, ts.last_left)] + [
            "back"
        ]
    if step == "moon":
        return [f"objective {o}" for o in available_objectives(s, seat)] + ["skip"]
    if step == "after":
        return optional_actions(s, seat) + ["end turn"]
    raise AssertionError(step)  # pragma: no cover


def legal(s: AlmadiState, seat: int) -> list[str]:
    return FLOW.legal(Ctx(s), seat)


# ---------------------------------------------------------------------------------------------
# applying


class Ctx:
    """Collects events while an action is applied."""

    def __init__(self, s: AlmadiState, labels: Sequence[str] = ()) -> None:
        self.s = s
        self.labels = labels
        self.events: Log = []

    def say(
        self,
        text: str,
        msg: Msg,
        private: dict[int, str] | None = None,
        private_msgs: dict[int, Msg] | None = None,
    ) -> None:
        """``text`` is the canonical English; ``msg`` the same in catalogue form (``almadi-e-…``,
        worded in the reader's language; a test checks the English of both agree)."""
        self.events.append(Event(text, private or {}, msg, private_msgs or {}))

    def who(self, seat: int) -> str:
        return self.labels[seat]


def _char_name(cid: str) -> str:
    return f"{cid.upper()} {CHARACTERS[cid].name.split(',')[0]}"


def _m(msg_id: str, **args: Any) -> Msg:
    return (f"almadi-{msg_id}", args)


def _char_msg(cid: str) -> Msg:
    """``CH-01 Ali-Shar`` as a message (the 40 Thieves have a name in every language)."""
    return _m("e-char", id=cid.upper(), name=_m(f"name-{cid}"))


def _type_msg(tid: str) -> Msg:
    return _m(f"type-{TILES[tid].type}")


def _goods_msg(card: str) -> Msg:
    a, b = STALLS[card]
    return _m("goods-pair", a=_m(f"good-{a}"), b=_m(f"good-{b}"))


def _a_mosaic(card: str) -> Msg:
    return _m(f"a-mosaic-{MOSAICS[card]}")


def _add_effects(ctx: Ctx, effects: list[str]) -> None:
    ts = ctx.s.turn
    if not effects:
        return
    names = []
    for e in effects:
        if e in ("hammer", "stall", "moon", "ruby"):
            ts.pool[e] += 1
        names.append(e)
    if "genie" in effects:
        ts.pool["genie"] += 1
        ts.genie_activated = True
    ctx.say(
        f"Activated: {', '.join(sorted(names))}.",
        _m("e-activated", effects=[_m(f"effect-{e}") for e in sorted(names)]),
    )


def _check(ctx: Ctx, seat: int) -> None:
    for oid in check_player(ctx.s.players[seat]):
        ctx.say(
            f"{ctx.who(seat)} fulfilled {oid.upper()} ({OBJECTIVES[oid].text}).",
            _m("e-fulfilled", who=ctx.who(seat), id=oid.upper(), text=_m(f"obj-{oid}")),
        )


def apply_action(s: AlmadiState, seat: int, action: str, labels: list[str]) -> Log:
    ctx = Ctx(s, labels)
    FLOW.apply(ctx, seat, action)
    s.log += [
        [
            e.text,
            dict(e.private),
            plain_json(e.msg),
            {k: plain_json(m) for k, m in e.private_msgs.items()},
        ]
        for e in ctx.events
    ]
    return ctx.events


def _start_legal(ctx: Ctx, f: Frame, seat: int) -> list[str]:
    return [f"start {x}" for x in ctx.s.start_available]


def _start_apply(ctx: Ctx, f: Frame, seat: int, action: str) -> None:
    s = ctx.s
    letter = action.split()[1]
    _give_start(s, seat, letter)
    s.start_available.remove(letter)
    s.start_queue.pop(0)
    ctx.say(
        f"{ctx.who(seat)} chose start tile {letter.upper()}.",
        _m("e-start", who=ctx.who(seat), letter=letter.upper()),
    )
    if not s.start_queue:
        _after_start_tiles(s)


def _keep_legal(ctx: Ctx, f: Frame, seat: int) -> list[str]:
    return keep_options(ctx.s.players[seat])


def _keep_apply(ctx: Ctx, f: Frame, seat: int, action: str) -> None:
    s = ctx.s
    words = action.split()
    s.players[seat].kept = words[1:]
    ctx.say(
        f"{ctx.who(seat)} chose which characters to keep.",
        _m("e-kept", who=ctx.who(seat)),
        {seat: "You keep " + " and ".join(_char_name(c) for c in words[1:]) + "."},
        {seat: _m("e-you-keep", first=_char_msg(words[1]), second=_char_msg(words[2]))},
    )
    if all(q.kept is not None for q in s.players):
        for q_seat in s.order:
            q = s.players[q_seat]
            assert q.kept is not None
            q.hand = sorted(q.kept)
            s.market += [c for c in q.dealt if c not in q.kept]
            q.kept = None
        s.market.sort()
        ctx.say(
            "Character market: " + ", ".join(_char_name(c) for c in s.market) + ".",
            _m("e-market", chars=[_char_msg(c) for c in s.market]),
        )
        _first_turn(s)


def _copies(ctx: Ctx, f: Frame, seat: int) -> list[str]:
    """Zumurrud's copy, open to its owner at any time of a turn (anyone's)."""
    if ctx.s.phase != "turn":
        return []
    return [f"copy {c}" for c in copy_targets(ctx.s, seat)]


def _is_copy(f: Frame, action: str) -> bool:
    return f["t"] in TURN_STEPS and action.startswith("copy ")


def _copy(ctx: Ctx, seat: int, action: str) -> None:
    s = ctx.s
    cid = action.split()[1]
    s.players[seat].copy = cid
    ctx.say(
        f"{ctx.who(seat)}'s Zumurrud copies {_char_name(cid)}.",
        _m("e-copy", who=ctx.who(seat), char=_char_msg(cid)),
    )
    if s.phase == "turn" and seat == s.active:
        _check(ctx, seat)


def _zumurrud_legal(ctx: Ctx, f: Frame, seat: int) -> list[str]:
    return [f"copy {c}" for c in copy_targets(ctx.s, seat)] + ["pass"]


def _zumurrud_apply(ctx: Ctx, f: Frame, seat: int, action: str) -> None:
    if action != "pass":
        _copy(ctx, seat, action)
        return
    ctx.s.end_passed.append(seat)
    ctx.say(f"{ctx.who(seat)} chose no power for Zumurrud.", _m("e-pass", who=ctx.who(seat)))


def _turn_legal(ctx: Ctx, f: Frame, seat: int) -> list[str]:
    return turn_actions(ctx.s, seat)


def _turn_apply(ctx: Ctx, f: Frame, seat: int, action: str) -> None:
    _turn_action(ctx, seat, ctx.s.players[seat], ctx.s.turn, action.split())
    _check(ctx, seat)


def _turn_action(ctx: Ctx, seat: int, p: Player, ts: TurnState, words: list[str]) -> None:
    s = ctx.s
    verb = words[0]
    me = ctx.who(seat)
    if verb == "take":
        r, sl = (int(x) for x in words[1].split("."))
        idx = (r - 1) * 2 + sl - 1
        tid = s.board[idx]
        assert tid is not None  # legal() offers only slots holding a tile
        s.board[idx] = None
        ts.holding, ts.hold_row, ts.taken, ts.emptied = tid, r, idx, idx
        ts.step = "place"
        ctx.say(
            f"{me} took {tid.upper()} ({TILES[tid].type}) from slot {words[1]}.",
            _m("e-take", who=me, id=tid.upper(), type=_type_msg(tid), slot=words[1]),
        )
    elif verb == "ali":
        if len(words) == 1:
            tid = s.pile.pop(0)
            ts.ali_tile = tid
            ts.used.append("ali")
            ts.step = "ali"
            ctx.say(
                f"{me} used Ali and drew {tid.upper()} ({TILES[tid].type}) from the pile.",
                _m("e-ali", who=me, id=tid.upper(), type=_type_msg(tid)),
            )
        elif words[1] == "a":
            ts.holding, ts.hold_row = ts.ali_tile, None
            ts.step = "place"
            ctx.say(
                f"{me} will place {str(ts.ali_tile).upper()} in any row (Ali, option A).",
                _m("e-ali-a", who=me, id=str(ts.ali_tile).upper()),
            )
        else:
            r, sl = (int(x) for x in words[2].split("."))
            idx = (r - 1) * 2 + sl - 1
            old = s.board[idx]
            assert old is not None
            s.board[idx] = ts.ali_tile
            ts.holding, ts.hold_row, ts.taken = old, r, idx
            ts.step = "place"
            ctx.say(
                f"{me} put {str(ts.ali_tile).upper()} in slot {words[2]} and took "
                f"{old.upper()} ({TILES[old].type}) (Ali, option B).",
                _m(
                    "e-ali-b",
                    who=me,
                    id=str(ts.ali_tile).upper(),
                    slot=words[2],
                    old=old.upper(),
                    type=_type_msg(old),
                ),
            )
    elif verb == "place":
        cell = parse_cell(words[1])
        assert cell is not None
        tid = ts.holding
        assert tid is not None
        p.cells[cell] = tid
        ts.holding = None
        ts.step = "pool"
        ctx.say(
            f"{me} placed {tid.upper()} at {cell_text(cell)}.",
            _m("e-placed", who=me, id=tid.upper(), cell=cell_text(cell)),
        )
        _add_effects(ctx, K.arrival_effects(p.cells, [cell]))
    elif verb in ("hammer", "stall", "ruby", "genie", "moon") and len(words) == 1:
        ts.pool[verb] -= 1
        _resolve_item(ctx, seat, p, ts, verb)
    elif verb == "done":
        discarded = sum(ts.pool.values())
        ts.pool = {k: 0 for k in ts.pool}
        if discarded:
            ctx.say(
                f"{me} ended step 2 ({discarded} item{'' if discarded == 1 else 's'} discarded).",
                _m("e-done", who=me, n=discarded),
            )
        _end_step2(ctx)
    elif verb == "move":
        ts.selected = parse_cell(words[1])
        ts.step = "genie_to"
    elif verb == "swap":
        ts.selected = parse_cell(words[1])
        ts.step = "swap_with"
    elif verb == "back":
        ts.selected = None
        ts.step = "genie"
    elif verb == "skip":
        if ts.step == "genie":
            ctx.say(f"{me} made no genie move.", _m("e-no-genie", who=me))
        else:
            ctx.say(f"{me} took no objective.", _m("e-no-objective", who=me))
        ts.selected = None
        ts.step = "pool"
    elif verb == "to":
        src, dst = ts.selected, parse_cell(words[1])
        assert src is not None and dst is not None
        tid = p.cells[src]
        K.move_tile(p.cells, src, dst)
        ts.last_left[tid] = src
        ts.moves_used += 1
        ts.selected = None
        ts.step = "pool"
        ctx.say(
            f"{me} moved {tid.upper()} from {cell_text(src)} to {cell_text(dst)} (move {ts.moves_used}/{MAX_MOVES}).",
            _m(
                "e-moved",
                who=me,
                id=tid.upper(),
                src=cell_text(src),
                dst=cell_text(dst),
                used=ts.moves_used,
                max=MAX_MOVES,
            ),
        )
        _add_effects(ctx, K.arrival_effects(p.cells, [dst]))
    elif verb == "with":
        a, b = ts.selected, parse_cell(words[1])
        assert a is not None and b is not None
        ta, tb = p.cells[a], p.cells[b]
        K.swap_tiles(p.cells, a, b)
        ts.last_left[ta], ts.last_left[tb] = a, b
        ts.moves_used += 1
        ts.used.append("hussain")
        ts.selected = None
        ts.step = "pool"
        ctx.say(
            f"{me} swapped {ta.upper()} and {tb.upper()} (Hussain; move {ts.moves_used}/{MAX_MOVES}).",
            _m(
                "e-swapped",
                who=me,
                a=ta.upper(),
                b=tb.upper(),
                used=ts.moves_used,
                max=MAX_MOVES,
            ),
        )
        _add_effects(ctx, K.arrival_effects(p.cells, [a, b]))
    elif verb == "objective":
        oid = words[1]
        source = "the table"
        source_msg: Any = _m("e-the-table")
        if oid in s.table_objectives:
            s.table_objectives.remove(oid)
        else:
            for other in s.players:
                if oid in other.objectives:
                    del other.objectives[oid]
                    source = source_msg = ctx.who(other.seat)
        p.objectives[oid] = False
        ts.step = "pool"
        ctx.say(
            f"{me} took objective {oid.upper()} ({OBJECTIVES[oid].text}) from {source}.",
            _m("e-objective", who=me, id=oid.upper(), text=_m(f"obj-{oid}"), source=source_msg),
        )
    elif verb == "recruit":
        cid = words[1]
        c = CHARACTERS[cid]
        where = "hand" if cid in p.hand else "market"
        (p.hand if where == "hand" else s.market).remove(cid)
        p.rubies -= c.cost
        s.reserve += c.cost
        p.characters.append(cid)
        ctx.say(
            f"{me} recruited {_char_name(cid)} from {'their hand' if where == 'hand' else 'the market'} for {c.cost} rubies.",
            _m("e-recruit", who=me, char=_char_msg(cid), where=where, cost=c.cost),
        )
    elif verb == "aladdin":
        ts.used.append("aladdin")
        s.reserve -= 1
        p.rubies += 1
        ctx.say(f"{me} took 1 ruby (Aladdin).", _m("e-aladdin", who=me))
    elif verb == "badroulboudour":
        ts.used.append("badroulboudour")
        m = s.mosaic_pile.pop(0)
        p.mosaics.append(m)
        ctx.say(
            f"{me} took {_a(MOSAICS[m])} mosaic (Badroulboudour).",
            _m("e-badroulboudour", who=me, mosaic=_a_mosaic(m)),
        )
    elif verb == "paribanou":
        ts.used.append("paribanou")
        c2 = s.stall_pile.pop(0)
        p.stalls.append(c2)
        ctx.say(
            f"{me} took a stall card ({' + '.join(STALLS[c2])}) (Paribanou).",
            _m("e-paribanou", who=me, goods=_goods_msg(c2)),
        )
    elif verb == "zaynab":
        card = words[1]
        ts.used.append("zaynab")
        if card in MOSAICS:
            p.mosaics.remove(card)
            s.mosaic_pile.append(card)
            got = s.stall_pile.pop(0)
            p.stalls.append(got)
            ctx.say(
                f"{me} returned {_a(MOSAICS[card])} mosaic and took a stall card ({' + '.join(STALLS[got])}) (Zaynab).",
                _m("e-zaynab-mosaic", who=me, mosaic=_a_mosaic(card), goods=_goods_msg(got)),
            )
        else:
            p.stalls.remove(card)
            s.stall_pile.append(card)
            got = s.mosaic_pile.pop(0)
            p.mosaics.append(got)
            ctx.say(
                f"{me} returned a stall card ({' + '.join(STALLS[card])}) and took {_a(MOSAICS[got])} mosaic (Zaynab).",
                _m("e-zaynab-stall", who=me, goods=_goods_msg(card), mosaic=_a_mosaic(got)),
            )
    elif verb == "end":
        _end_turn(ctx)
    else:  # pragma: no cover - legal() guards this
        raise AssertionError(words)


def _resolve_item(ctx: Ctx, seat: int, p: Player, ts: TurnState, item: str) -> None:
    s = ctx.s
    me = ctx.who(seat)
    if item == "hammer":
        if s.mosaic_pile:
            m = s.mosaic_pile.pop(0)
            p.mosaics.append(m)
            ctx.say(
                f"{me} took {_a(MOSAICS[m])} mosaic.", _m("e-hammer", who=me, mosaic=_a_mosaic(m))
            )
        else:
            ctx.say("Hammer: the mosaic pile is empty, no effect.", _m("e-hammer-empty"))
    elif item == "stall":
        if s.stall_pile:
            c = s.stall_pile.pop(0)
            p.stalls.append(c)
            ctx.say(
                f"{me} took a stall card ({' + '.join(STALLS[c])}).",
                _m("e-stall", who=me, goods=_goods_msg(c)),
            )
        else:
            ctx.say("Stall: the stall pile is empty, no effect.", _m("e-stall-empty"))
    elif item == "ruby":
        n = min(2 if has_power(p, "alibaba") else 1, s.reserve)
        s.reserve -= n
        p.rubies += n
        if n:
            ctx.say(f"{me} took {n} rub{'y' if n == 1 else 'ies'}.", _m("e-ruby", who=me, n=n))
        else:
            ctx.say("Ruby: the reserve is empty, no effect.", _m("e-ruby-empty"))
    elif item == "moon":
        if available_objectives(s, seat):
            ts.step = "moon"
        else:
            ctx.say("Moon: no objective is available, no effect.", _m("e-moon-none"))
    elif item == "genie":
        if ts.moves_used >= MAX_MOVES:
            ctx.say(
                f"Genie: {MAX_MOVES} moves already made this turn, no effect.",
                _m("e-genie-max", max=MAX_MOVES),
            )
        elif genie_move_sources(s, p) or swap_sources(s, p):
            ts.step = "genie"
        else:
            ctx.say("Genie: no legal move, no effect.", _m("e-genie-none"))


def _end_step2(ctx: Ctx) -> None:
    s = ctx.s
    ts = s.turn
    if not ts.extra and ts.emptied is not None and s.pile:
        tid = s.pile.pop(0)
        s.board[ts.emptied] = tid
        ctx.say(
            f"Slot {slot_name(ts.emptied)} refilled with {tid.upper()} ({TILES[tid].type}).",
            _m("e-refill", slot=slot_name(ts.emptied), id=tid.upper(), type=_type_msg(tid)),
        )
        if not s.pile:  # this refill used the last tile: the game ends at once (5.4, 10.3)
            ctx.say("The draw pile is empty: the game ends.", _m("e-pile-empty"))
            _start_end_sequence(ctx)
            return
    # no refill after Ali (or in an extra turn): the turn still ends as in 10.3 (D15)
    assert s.active is not None  # a turn is being played
    if optional_window_open(s, s.active):
        ts.step = "after"
        return
    _end_turn(ctx)


def _end_turn(ctx: Ctx) -> None:
    s = ctx.s
    if s.turn.extra:
        _next_extra(ctx)
        return
    if not s.pile:  # Ali drew the last tile: the game ends at the end of this turn (8.1, D15)
        ctx.say("The draw pile is empty: the game ends.", _m("e-pile-empty"))
        _start_end_sequence(ctx)
        return
    assert s.active is not None  # a turn is being played
    idx = s.order.index(s.active)
    _begin_turn(s, s.order[(idx + 1) % s.n], extra=False)


def _start_end_sequence(ctx: Ctx) -> None:
    s = ctx.s
    s.phase = "end_zumurrud"
    s.end_point = "before_extra"
    s.end_passed = []


def _next_extra(ctx: Ctx) -> None:
    s = ctx.s
    if s.extra_queue:
        seat = s.extra_queue.pop(0)
        s.phase = "turn"
        _begin_turn(s, seat, extra=True)
        ctx.say(
            f"{ctx.who(seat)} plays an extra turn (Dunyazad).", _m("e-extra", who=ctx.who(seat))
        )
    else:
        s.phase = "end_zumurrud"
        s.end_point = "before_scoring"
        s.end_passed = []


def _finish(ctx: Ctx) -> None:
    s = ctx.s
    chars = bool(s.options.get("characters"))
    scores, breakdown = score_all(s.players, chars)
    res = Result(scores=scores, ranks=rank_by(scores), breakdown=breakdown)
    s.result = res.to_json()
    s.phase = "over"
    s.end_point = ""
    s.active = None
    ctx.say(
        "Final scores: " + ", ".join(f"{ctx.who(i)} {sc}" for i, sc in enumerate(scores)) + ".",
        _m("e-final", scores=", ".join(f"{ctx.who(i)} {sc}" for i, sc in enumerate(scores))),
    )


def _end_point(ctx: Ctx, f: Frame) -> None:
    """Nobody has a Zumurrud choice left at an end point: run the extra turns, or score."""
    s = ctx.s
    if s.end_point == "before_extra":
        last = s.active
        assert last is not None
        i = s.order.index(last)
        seq = s.order[i + 1 :] + s.order[: i + 1]
        s.extra_queue = [x for x in seq if has_power(s.players[x], "dunyazad")]
        s.end_point = "extras"
        _next_extra(ctx)
        return
    _finish(ctx)


def _frames(ctx: Ctx) -> list[Frame]:
    """Almadi keeps a phase and a step, not a stack: the one current frame, read from them.
    An empty step 2 or an 'after' step with nothing optional left, and an end-of-game point
    where nobody has a Zumurrud choice, are automatic steps."""
    s = ctx.s
    if s.phase == "setup_start":
        return [{"t": "start", "seat": s.start_queue[0]}] if s.start_queue else []
    if s.phase == "setup_keep":
        return [{"t": "keep", "seats": [x for x in s.order if s.players[x].kept is None]}]
    if s.phase == "turn" and s.active is not None:
        ts = s.turn
        if ts.step == "pool" and not any(ts.pool.values()):
            if not optional_window_open(s, s.active):
                return [{"t": "end_step2"}]
        elif ts.step == "after" and not optional_window_open(s, s.active):
            return [{"t": "end_turn"}]
        return [{"t": ts.step, "seat": s.active}]
    if s.phase == "end_zumurrud":
        seats = [x for x in s.order if x not in s.end_passed and copy_targets(s, x)]
        return [{"t": "zumurrud", "seats": seats}] if seats else [{"t": "end_point"}]
    return []


TURN_STEPS = ("take", "ali", "place", "pool", "genie", "genie_to", "swap_with", "moon", "after")
FLOW: Flow[Ctx] = Flow(
    "almadi",
    {
        "start": Decision(_start_legal, _start_apply),
        "keep": Decision(_keep_legal, _keep_apply),
        **{step: Decision(_turn_legal, _turn_apply) for step in TURN_STEPS},
        "zumurrud": Decision(_zumurrud_legal, _zumurrud_apply),
        "end_step2": Auto(lambda ctx, f: _end_step2(ctx)),
        "end_turn": Auto(lambda ctx, f: _end_turn(ctx)),
        "end_point": Auto(_end_point),
    },
    frames=_frames,
    side=Side(_copies, _is_copy, _copy),
)


def zumurrud_owner(p: Player) -> bool:
    return ZUMURRUD in p.characters
