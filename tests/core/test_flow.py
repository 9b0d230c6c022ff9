"""The one flow model of games.core.flow on a toy stack: what every engine now relies on."""

from __future__ import annotations

from typing import Any

import pytest

from games.core.flow import Auto, Decision, Flow, Frame, Side, Window, pop, push, steps

State = dict[str, Any]


def _choose_legal(s: State, f: Frame, seat: int) -> list[str]:
    return list(f["options"])


def _choose_apply(s: State, f: Frame, seat: int, action: str) -> None:
    pop(s)
    s["said"].append((seat, action))


def _resolve(s: State, f: Frame) -> None:
    s["said"].append(("window", dict(f["answers"])))


def _flow(**kw: Any) -> Flow[State]:
    table = {
        "choose": Decision(_choose_legal, _choose_apply),
        "forced": Decision(_choose_legal, _choose_apply, forced=True),
        "vote": Window(lambda s, f, seat: ["yes", "no"], _resolve),
        "then": Auto(lambda s, f: s["said"].append("then"), once=True),
    }
    return Flow("toy", table, **kw)


def _state(*frames: Frame) -> State:
    return {"stack": list(frames), "said": []}


def test_steps_refuses_a_kind_defined_twice() -> None:
    step = Auto(lambda s, f: None)
    assert steps({"a": step}, {"b": step}) == {"a": step, "b": step}
    with pytest.raises(ValueError, match="'a'"):
        steps({"a": step}, {"a": step})


def test_a_window_keeps_answers_until_every_seat_answered_then_resolves_once() -> None:
    flow = _flow()
    s = _state({"t": "then"}, {"t": "vote", "seats": [2, 0, 1], "answers": {}})
    assert flow.pending(s) == [2, 0, 1]
    flow.apply(s, 0, "no")
    assert flow.pending(s) == [2, 1] and flow.legal(s, 0) == [] and s["said"] == []
    flow.apply(s, 2, "yes")
    flow.apply(s, 1, "yes")
    # resolved once with every answer, then the automatic step under it ran
    assert s["said"] == [("window", {"0": "no", "2": "yes", "1": "yes"}), "then"]
    assert s["stack"] == [] and flow.pending(s) == []


def test_a_forced_decision_is_taken_when_one_answer_exists_and_an_empty_one_is_skipped() -> None:
    flow = _flow()
    s = _state(
        {"t": "choose", "seat": 1, "options": ["a", "b"]},
        {"t": "choose", "seat": 0, "options": []},
        {"t": "forced", "seat": 2, "options": ["only"]},
    )
    flow.advance(s)
    assert s["said"] == [(2, "only")]
    assert flow.pending(s) == [1] and flow.legal(s, 1) == ["a", "b"] and flow.legal(s, 0) == []


def test_side_actions_are_offered_beside_the_frames_own_and_carried_out_apart() -> None:
    side = Side(
        lambda s, f, seat: ["wave"] if seat == 0 else [],
        lambda f, action: action == "wave",
        lambda s, seat, action: s["said"].append(("side", seat)),
    )
    flow = _flow(side=side)
    s = _state({"t": "choose", "seat": 1, "options": ["a"]})
    assert flow.legal(s, 1) == ["a"] and flow.legal(s, 0) == ["wave"]
    flow.apply(s, 0, "wave")
    assert s["said"] == [("side", 0)] and flow.pending(s) == [1]


def test_idle_pushes_frames_on_an_empty_stack_until_the_game_is_over() -> None:
    def idle(s: State) -> None:
        s["rounds"] += 1
        push(s, {"t": "choose", "seat": s["rounds"] % 2, "options": ["go"]})

    flow = _flow(idle=idle, over=lambda s: s["rounds"] >= 3 and not s["stack"])
    s = _state()
    s["rounds"] = 0
    flow.advance(s)
    while flow.pending(s):
        flow.apply(s, flow.pending(s)[0], "go")
    assert s["said"] == [(1, "go"), (0, "go"), (1, "go")]


def test_a_flow_that_never_settles_is_an_error_not_a_hang() -> None:
    flow = Flow("loop", {"spin": Auto(lambda s, f: None)})
    with pytest.raises(RuntimeError, match="loop"):
        flow.advance(_state({"t": "spin"}))
