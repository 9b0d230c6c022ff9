"""Ratings: OpenSkill's Plackett–Luce through the wrapper; who is rated."""

from __future__ import annotations

import pytest

from bot.tournaments.ratings import Rating, Seat, final_ranks, rate, rated_seats


def test_known_update_reproduced() -> None:
    # three new players, the second wins, the first is last (numbers from openskill 6.2)
    new = rate([Rating(), Rating(), Rating()], [3, 1, 2])
    assert [round(r.mu, 6) for r in new] == [21.413689, 27.869049, 25.717262]
    assert [round(r.sigma, 6) for r in new] == [8.058224, 8.205243, 8.058224]
    # with priors: an established player loses to a newcomer
    new = rate([Rating(30.0, 2.0), Rating()], [2, 1])
    assert round(new[0].mu, 6) == 29.761949 and round(new[0].sigma, 6) == 2.00005
    assert round(new[1].mu, 6) == 29.12608 and round(new[1].sigma, 6) == 7.811323
    assert new[0].sigma < 2.1 and new[1].sigma < 25 / 3


def test_pure_and_ties() -> None:
    a = rate([Rating(), Rating(), Rating()], [1, 1, 3])
    assert a == rate([Rating(), Rating(), Rating()], [1, 1, 3])
    assert a[0] == a[1] and a[0].mu > a[2].mu
    assert Rating().ordinal == pytest.approx(0.0)


def test_resigned_seats_placed_last() -> None:
    assert final_ranks([1, 2, 3, 4], [True, False, False, False]) == [4, 1, 2, 3]
    assert final_ranks([1, 1, 3], [False, False, False]) == [1, 1, 3]
    assert final_ranks([2, 1, 3], [True, False, True]) == [2, 1, 3]


def test_who_is_rated() -> None:
    human = lambda u, r: Seat(u, False, False, r)  # noqa: E731
    bot = lambda r: Seat("bot:1", True, False, r)  # noqa: E731
    assert rated_seats([human("a", 1), bot(2), human("b", 3)]) == [0, 2]
    assert rated_seats([human("a", 1), bot(2)]) == []  # one human: nothing to compare
    assert rated_seats([human("a", 1), human("a", 2)]) == []  # hot-seat: not rated
