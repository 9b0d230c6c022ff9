"""A game's history as people may read it: the recent moves as one seat may see them, the board
after any move, and the game record — public while the game runs, complete (seed, options, seats,
actions) once it has ended, which ``caravanserai replay FILE`` re-runs and checks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.table.model import ServiceError, Table
from bot.table.undo import state_at
from games.core.playout import replay as replay_actions
from games.core.registry import get_game

if TYPE_CHECKING:
    from bot.table.service import TableService

RECORD_FORMAT = "caravanserai-game/1"


def recent(table: Table, seat: int | None, count: int = 15, lang: str = "en") -> list[str]:
    """The last ``count`` event lines as ``seat`` may read them (its own secrets included), in
    ``lang`` (English, the canonical text, for records and exports)."""
    if table.state is None:
        return []
    lines = table.game.log(table.state, seat, locale=lang)
    return [table.named(line) for line in lines[-count:]]


async def board_after(service: TableService, table: Table, move: int) -> dict[str, Any]:
    """The public view after move ``move`` (0: the start)."""
    if table.state is None:
        raise ServiceError("not-started")
    if not 0 <= move <= table.seq:
        raise ServiceError("replay-no-move", move=move, seq=table.seq)
    return table.game.view(await state_at(service, table, move), None)


async def record(service: TableService, table: Table) -> dict[str, Any]:
    """The game record. While the game runs only what is public: the seats, options, the public
    log and the public board — never the seed or the actions, which may name hidden cards."""
    game = table.game
    base: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "game": game.spec.id,
        "rules_version": table.rules_version,
        "options": table.options,
        "seats": [{"name": p.name, "bot": p.is_bot} for p in table.players],
        "moves": table.seq,
        "status": table.status,
    }
    if table.state is None or not game.is_over(table.state):
        base["public_log"] = recent(table, None, count=10_000)
        if table.state is not None:
            base["board"] = game.view(table.state, None)
        return base
    rows = await service.store.fetchall(
        "SELECT seat, action FROM actions WHERE session_id = ? ORDER BY seq", (table.id,)
    )
    result = game.result(table.state)
    return {
        **base,
        "seed": table.seed,
        "actions": [[r["seat"], r["action"]] for r in rows],
        "final_hash": game.state_hash(table.state),
        "result": result.to_json() if result else None,
    }


def check_record(data: dict[str, Any]) -> dict[str, Any]:
    """Re-run a complete game record; ``{"ok": bool, ...}`` saying whether it reproduces the
    recorded final state."""
    if data.get("format") != RECORD_FORMAT:
        raise ValueError("not a Caravanserai game record")
    if "actions" not in data or "seed" not in data:
        raise ValueError("this record is public only (exported during play): nothing to replay")
    game = get_game(data["game"])
    actions = [(int(seat), str(action)) for seat, action in data["actions"]]
    state = replay_actions(game, len(data["seats"]), data["seed"], data["options"], actions)
    final = game.state_hash(state)
    result = game.result(state)
    return {
        "ok": final == data.get("final_hash"),
        "game": game.spec.id,
        "moves": len(actions),
        "final_hash": final,
        "scores": result.scores if result else None,
        "rules_version_now": game.spec.version,
        "rules_version_recorded": data.get("rules_version"),
    }
