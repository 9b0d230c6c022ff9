"""Placement points and standings on hand-computed examples."""

from __future__ import annotations

from fractions import Fraction as F

from bot.tournaments.standings import (
    RoundRecord,
    TableRecord,
    compute,
    default_scale,
    draw_order,
    placement_points,
)


def test_scale_stretched_to_the_table() -> None:
    four = default_scale(4)
    assert four == [6, 4, 2, 0]
    assert placement_points(four, [1, 2, 3, 4]) == [6, 4, 2, 0]
    assert placement_points(four, [2, 3, 1]) == [3, 0, 6]  # a table of 3: 6/3/0
    assert placement_points(four, [2, 1]) == [0, 6]
    assert placement_points(four, [1, 2, 3, 4, 5]) == [6, F(9, 2), 3, F(3, 2), 0]
    # tied places share the points of the places they cover
    assert placement_points(four, [1, 1, 3, 4]) == [5, 5, 2, 0]
    assert placement_points(four, [1, 2, 2, 2]) == [6, 2, 2, 2]
    assert placement_points([10, 5, 1, 0], [1, 2, 3, 4]) == [10, 5, 1, 0]


def test_standings_hand_computed() -> None:
    # tables of 3, default scale 4/2/0; a table of 2 scores 4/0
    rounds = [
        RoundRecord(
            1,
            [TableRecord([1, 2, 3], [1, 2, 3], [30, 20, 10]), TableRecord([4, 5], [2, 1], [5, 15])],
        ),
        RoundRecord(
            2,
            [TableRecord([1, 5, 4], [1, 1, 3], [12, 12, 0]), TableRecord([2, 3], [1, 2], [7, 7])],
        ),
    ]
    st = compute([1, 2, 3, 4, 5], rounds, scale=default_scale(3), bye_points=F(2), seed="x")
    assert [s.entry for s in st] == [1, 5, 2, 4, 3]
    by = {s.entry: s for s in st}
    assert [by[e].points for e in (1, 2, 3, 4, 5)] == [7, 6, 0, 0, 7]
    # 1 and 5 tie on points; opponents' points: 1 met 2 (6), 3 (0), 5 (7), 4 (0) → 13/4;
    # 5 met 4 (0), 1 (7), 4 (0) → 7/3
    assert by[1].opp_points == F(13, 4) and by[5].opp_points == F(7, 3)
    # 3 and 4 tie on 0: 3 met 1, 2, 2 → 19/3; 4 met 5, 1, 5 → 7
    assert by[3].opp_points == F(19, 3) and by[4].opp_points == 7
    assert by[1].score == 2  # normalised: best of 30/20/10, tied best of 12/12/0
    assert by[2].score == F(1, 2) + F(1, 2)  # middle of 30/20/10, equal scores 7/7
    assert by[1].wins == 2 and by[5].wins == 2 and by[4].wins == 0
    assert [s.rank for s in st] == [1, 2, 3, 4, 5]


def test_score_then_draw_break_ties() -> None:
    rounds = [RoundRecord(1, [TableRecord([1, 2, 3, 4], [1, 1, 3, 3], [10, 9, 0, 0])])]
    st = compute([1, 2, 3, 4], rounds, scale=default_scale(4), bye_points=F(3), seed="s")
    by = {s.entry: s for s in st}
    assert by[1].points == by[2].points == 5 and by[1].opp_points == by[2].opp_points
    assert [s.entry for s in st][:2] == [1, 2]  # game score decides
    # 3 and 4 are equal in everything: the recorded draw decides
    draw = draw_order([1, 2, 3, 4], "s")
    assert [s.entry for s in st][2:] == sorted([3, 4], key=draw.__getitem__)
    assert by[3].draw == draw[3]
    assert {tuple(draw_order([1, 2, 3, 4], f"seed{i}").values()) for i in range(10)} != 1


def test_byes_and_drops() -> None:
    rounds = [
        RoundRecord(1, [TableRecord([1, 2, 3, 4], [1, 2, 3, 4], [4, 3, 2, 1])], byes=[5]),
        RoundRecord(2, [TableRecord([5, 1, 2, 3], [1, 2, 3, 4], [4, 3, 2, 1])], byes=[]),
    ]
    st = compute(
        [1, 2, 3, 4, 5], rounds, scale=default_scale(4), bye_points=F(3), seed="s", dropped=[4]
    )
    by = {s.entry: s for s in st}
    assert by[5].points == 9 and by[5].byes == 1 and by[5].games == 1
    assert by[5].score == F(1, 2) + 1
    assert by[4].dropped and by[4].points == 0 and by[4].games == 1
    assert by[1].points == 10
    assert [s.entry for s in st] == [1, 5, 2, 3, 4]


def test_running_tables_do_not_count() -> None:
    rounds = [RoundRecord(1, [TableRecord([1, 2]), TableRecord([3, 4], [1, 2], [1, 0])])]
    st = compute([1, 2, 3, 4], rounds, scale=default_scale(2), bye_points=F(1), seed="s")
    assert {s.entry: s.points for s in st} == {1: 0, 2: 0, 3: 2, 4: 0}
    assert not rounds[0].finished


def test_elimination_orders_by_how_far_players_got() -> None:
    rounds = [
        RoundRecord(
            1,
            [
                TableRecord([1, 2, 3], [1, 2, 3], [9, 5, 1]),
                TableRecord([4, 5, 6], [3, 1, 2], [0, 9, 5]),
            ],
        ),
        RoundRecord(2, [TableRecord([1, 2, 5, 6], [4, 3, 2, 1], [1, 2, 3, 4])], final=True),
    ]
    st = compute(
        range(1, 7), rounds, scale=default_scale(4), bye_points=F(3), seed="s", elimination=True
    )
    # the final decides the top four; 3 and 4 both went out third in round 1 with 0 points,
    # and 4 met stronger opponents (5: 10 points, 6: 9) than 3 did (1: 6, 2: 5)
    assert [s.entry for s in st] == [6, 5, 2, 1, 4, 3]
