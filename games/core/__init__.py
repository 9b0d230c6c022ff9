"""The engine protocol shared by every game (DESIGN §2)."""

from games.core.bots import Bot, RandomBot
from games.core.errors import (
    ActionError,
    IllegalAction,
    MalformedAction,
    NotYourTurn,
    UnknownSeat,
)
from games.core.playout import play_random_game
from games.core.protocol import Event, Game, GameSpec, Option, Result, normalize, rank_by
from games.core.rng import Rng

__all__ = [
    "ActionError",
    "Bot",
    "Event",
    "Game",
    "GameSpec",
    "IllegalAction",
    "MalformedAction",
    "NotYourTurn",
    "Option",
    "RandomBot",
    "Result",
    "Rng",
    "UnknownSeat",
    "normalize",
    "play_random_game",
    "rank_by",
]
