"""Playing whole games with bots: simulation, random-playout tests, benchmarks and replay."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.core.bots import Bot, RandomBot
from games.core.protocol import Game


class StuckGame(RuntimeError):
    """The engine is waiting for nobody, or for a seat with no legal action, before the end."""


@dataclass
class Playout:
    state: Any
    actions: list[tuple[int, str]] = field(default_factory=list)


def next_actor(game: Game[Any], state: Any) -> int:
    """The seat that should act next: the first pending seat with a legal action."""
    for seat in game.pending(state):
        if game.legal(state, seat):
            return seat
    raise StuckGame(f"no pending seat can act (pending={game.pending(state)})")


def play_random_game(
    game: Game[Any],
    seats: int,
    seed: str,
    options: dict[str, Any] | None = None,
    bots: list[Bot] | None = None,
    max_actions: int = 100_000,
) -> Playout:
    """Play a complete game with bots (random ones by default); raise if it does not end."""
    state = game.new(seats, seed, options)
    players = bots or [RandomBot(f"{seed}:{s}") for s in range(seats)]
    out = Playout(state)
    while not game.is_over(state):
        if len(out.actions) >= max_actions:
            raise StuckGame(f"game did not end within {max_actions} actions")
        seat = next_actor(game, state)
        action = players[seat].choose(game, state, seat)
        game.apply(state, seat, action)
        out.actions.append((seat, action))
    if game.result(state) is None:
        raise StuckGame("game is over but has no result")
    return out


def replay(
    game: Game[Any],
    seats: int,
    seed: str,
    options: dict[str, Any] | None,
    actions: list[tuple[int, str]],
) -> Any:
    """Rebuild a state from its event-sourced truth: (seed, options, seats, log)."""
    state = game.new(seats, seed, options)
    for seat, action in actions:
        game.apply(state, seat, action)
    return state
