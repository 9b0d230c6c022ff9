"""Skill ratings: a thin, pure wrapper around OpenSkill's Plackett–Luce model.

The maths is the ``openskill`` package's (default parameters: μ 25, σ 25/3, β 25/6, τ 25/300);
this module only decides *who* is rated and turns places into its input. A game is rated when
it is ``rated`` (the default), has a server (ratings are per server and per game), and at least
two distinct human players; bot seats are never rated (they are left out of the update, which
then covers only the humans' relative places). A seat that resigned counts as placed after
everyone who did not. A user holding several seats (a hot-seat console game) is not rated.
The shown rating is the conservative ordinal ``μ - 3σ``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Rating:
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma

    @property
    def ordinal(self) -> float:
        """A conservative skill estimate (μ - 3σ): it rises as the uncertainty shrinks."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class Seat:
    """What ratings need to know about one seat of a finished game."""

    user_id: str
    is_bot: bool
    resigned: bool
    rank: int  # the engine's place, 1 = best; ties share


def final_ranks(ranks: Sequence[int], resigned: Sequence[bool]) -> list[int]:
    """Places with resigned seats after all the others (ties still shared)."""
    keys = [(bool(r), rank) for r, rank in zip(resigned, ranks, strict=True)]
    return [1 + sum(1 for other in keys if other < k) for k in keys]


def rated_seats(seats: Sequence[Seat]) -> list[int]:
    """Indices of the seats a game's rating update covers (empty: the game is not rated)."""
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    users = [seats[i].user_id for i in humans]
    if len(humans) < 2 or len(set(users)) != len(users):
        return []
    return humans


def rate(priors: Sequence[Rating], ranks: Sequence[int]) -> list[Rating]:
    """New ratings after one game; ``ranks`` 1 = best (ties allowed). Pure: same in, same out."""
    if len(priors) != len(ranks):
        raise ValueError("one rank per rating")
    teams = [[MODEL.create_rating([r.mu, r.sigma])] for r in priors]
    rated = MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [Rating(team[0].mu, team[0].sigma) for team in rated]
