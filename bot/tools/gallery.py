"""``caravanserai gallery --out DIR``: every game's images at every player count, for review.

For each game and each allowed player count (2 to 5), a bot-played game (seeded, so the same
command draws the same images) is stopped early, in the middle and at the end; at each stop the
public board and seat 1's private panel are written as PNG, as posted (600 px wide, drawn at
1200: :mod:`renderers.png`). ``index.html`` shows them all at
phone width (400 px) so a person can judge them at once, and each image's line on stdout gives
the smallest text and the smallest recorded piece (icon, pawn, tile) as seen at 400 px — the
numbers the images keep at 8 px (text) and 10 px (icons) or more — and whether the first
screen (400 × 700 px) shows whose turn it is, what they must decide and the central board
(:func:`first_screen_misses`, the nodes a renderer tagged with :func:`renderers.layout.tag`).
``--lang fr|it|qps`` draws the images in that language (``view["locale"]``, as the bot sets it
for each reader): French and Italian words are longer, and must fit as English ones do.
"""

from __future__ import annotations

import argparse
import html
import re
from dataclasses import dataclass
from pathlib import Path

PHONE = 400  # px: the width an image is judged at (a phone screen)
SCREEN = 700  # px: how much of it a phone shows before scrolling, at that width
BOARD_SHOWN = 200  # px of the central board (at 400 wide) the first screen shows, or all of it
EARLY = 8  # moves played before the "early" stop
WORD = re.compile(r"[^\W\d_]{2}")  # a text with a word (any letters; a seat digit has none)


@dataclass(frozen=True)
class Shot:
    """One image written: its file, what it shows and its smallest sizes at 400 px."""

    file: str
    game: str
    players: int
    stop: str
    view: str
    text_px: float | None  # the smallest text drawn, at 400 px wide
    text: str
    icon_px: float | None  # the smallest piece recorded by ``kit.note``, at 400 px wide
    icon: str
    word_px: float | None = None  # the smallest text with a word in it (not a badge's digit)
    word: str = ""
    screen: tuple[str, ...] = ()  # what the first screen misses (:func:`first_screen_misses`)


def _play(game, players: int, seed: str, moves: int | None):  # noqa: ANN001, ANN202
    """A bot game from ``seed``, stopped after ``moves`` moves (None: at its end); the number
    of moves played is returned too."""
    from games.core.playout import next_actor

    state = game.new(players, seed, None)
    bots = [game.make_bot(f"{seed}:{s}") for s in range(players)]
    done = 0
    while not game.is_over(state) and (moves is None or done < moves):
        seat = next_actor(game, state)
        game.apply(state, seat, bots[seat].choose(game, state, seat))
        done += 1
    return state, done


def positions(game, players: int, seed: str) -> list[tuple[str, object]]:
    """(name, state) early, in the middle and at the end of one seeded bot game (replayed to
    each stop: the bots are deterministic given their seeds)."""
    final, total = _play(game, players, seed, None)
    early, _ = _play(game, players, seed, min(EARLY, total // 4))
    middle, _ = _play(game, players, seed, total // 2)
    return [("early", early), ("middle", middle), ("final", final)]


def measure(view: dict, names: list[str]):  # noqa: ANN201 - (frame, texts, sizes)
    """The frame of ``view`` with every text drawn and every piece noted while drawing it."""
    from renderers import kit, render_frame

    with kit.measuring() as drawn, kit.measuring_sizes() as sizes:
        frame = render_frame(view, names)
    return frame, drawn, sizes


def roles_needed(view: dict) -> tuple[str, ...]:
    """What the first screen of ``view``'s image must show: on the public board whose turn it
    is, what they must decide and the central board (at the end: the result and the board);
    on a private panel whose turn and what to decide (at the end nothing is decided)."""
    over = bool((view.get("result") or {}).get("scores"))
    if view.get("viewer") is None:
        return ("result", "board") if over else ("turn", "decision", "board")
    return () if over else ("turn", "decision")


def first_screen_misses(frame, roles: tuple[str, ...]) -> list[str]:  # noqa: ANN001 - a Frame
    """The roles among ``roles`` the first :data:`SCREEN` px of ``frame`` (shown :data:`PHONE`
    px wide) do not show, each with why. A turn, decision or result box must lie wholly inside;
    the board's first box must start high enough to show :data:`BOARD_SHOWN` px of it (all of
    it when it is shorter)."""
    scale = PHONE / frame.width
    misses = []
    for role in roles:
        boxes = frame.role_boxes(role)
        if not boxes:
            misses.append(f"{role}: not tagged")
            continue
        _, top, _, bottom = min(boxes, key=lambda b: b[1])
        top, bottom = top * scale, bottom * scale
        if role == "board":
            if top + min(BOARD_SHOWN, bottom - top) > SCREEN:
                misses.append(f"board: starts at {top:.0f} px")
        elif bottom > SCREEN:
            misses.append(f"{role}: ends at {bottom:.0f} px")
    return misses


def shoot(game_id: str, players: int, out: Path, seed: str, lang: str = "en") -> list[Shot]:
    """The six images of one game at one player count, written to ``out``, drawn in ``lang``
    (the seats named "Player n" in that language)."""
    from games.core.registry import get_game
    from i18n import t

    game = get_game(game_id)
    names = [t(lang, "board-gallery-player", n=i + 1) for i in range(players)]
    shots = []
    for stop, state in positions(game, players, f"{seed}-{game_id}-{players}"):
        for label, seat in (("public", None), ("private", 0)):
            view = {**game.view(state, seat), "locale": lang}
            frame, drawn, sizes = measure(view, names)
            image = frame.image()
            scale = PHONE / image.width
            name = f"{game_id}-{players}p-{stop}-{label}.png"
            (out / name).write_bytes(frame.png())  # as posted; measured on the drawing
            text = min(drawn, key=lambda t: t.size, default=None)
            icon = min(sizes, key=lambda s: s[1], default=None)
            words = [t for t in drawn if WORD.search(t.text)]
            word = min(words, key=lambda t: t.size, default=None)
            shots.append(
                Shot(
                    name,
                    game_id,
                    players,
                    stop,
                    label,
                    round(text.size * scale, 1) if text else None,
                    text.text if text else "",
                    round(icon[1] * scale, 1) if icon else None,
                    icon[0] if icon else "",
                    round(word.size * scale, 1) if word else None,
                    word.text if word else "",
                    tuple(first_screen_misses(frame, roles_needed(view))),
                )
            )
    return shots


def contact_sheet(shots: list[Shot], lang: str = "en") -> str:
    """``index.html`` in ``lang``: one row per game and player count, each image 400 px wide
    with its smallest sizes under it (those stay as on stdout: they are for the developers)."""
    from i18n import language_name, t

    title = t(lang, "board-gallery-title", language=language_name(lang))
    rows = []
    key = None
    for s in shots:
        if (s.game, s.players) != key:
            if key is not None:
                rows.append("</div>")
            key = (s.game, s.players)
            head = t(lang, "board-gallery-row", game=s.game, players=s.players)
            rows.append(f"<h2>{html.escape(head)}</h2><div class=row>")
        rows.append(
            f'<figure><a href="{html.escape(s.file)}"><img src="{html.escape(s.file)}" '
            f'width="{PHONE}" alt="{html.escape(s.file)}"></a><figcaption>'
            f"{html.escape(t(lang, 'board-gallery-' + s.stop))} · "
            f"{html.escape(t(lang, 'board-gallery-' + s.view))} — "
            f"{html.escape(_sizes(s))}</figcaption>"
            "</figure>"
        )
    rows.append("</div>")
    style = (
        "body{font-family:sans-serif;background:#eee}.row{display:flex;flex-wrap:wrap;gap:12px}"
        "figure{margin:0;width:400px}figcaption{font-size:12px}img{border:1px solid #999}"
    )
    return (
        f'<!doctype html><html lang="{html.escape(lang)}"><meta charset=utf-8>'
        f"<title>{html.escape(title)}</title><style>{style}</style><h1>{html.escape(title)}</h1>"
        f"<p>{html.escape(t(lang, 'board-gallery-phone', px=PHONE))}</p>" + "\n".join(rows) + "\n"
    )


def _sizes(s: Shot) -> str:
    text = f"{s.text_px} px ({s.text!r})" if s.text_px is not None else "none"
    icon = f"{s.icon_px} px ({s.icon})" if s.icon_px is not None else "none recorded"
    word = f"{s.word_px} px ({s.word!r})" if s.word_px is not None else "none"
    screen = "first screen ok" if not s.screen else "first screen misses " + "; ".join(s.screen)
    return f"smallest text {text}, word {word}, piece {icon} at {PHONE} px; {screen}"


def run(out: Path, games: list[str] | None, seed: str, lang: str = "en") -> list[Shot]:
    """Every image of every (chosen) game in ``lang``, ``index.html``; one line per image on
    stdout."""
    from games.core.registry import game_ids, get_game

    out.mkdir(parents=True, exist_ok=True)
    shots: list[Shot] = []
    for game_id in games or game_ids():
        spec = get_game(game_id).spec
        for players in range(max(2, spec.min_players), min(5, spec.max_players) + 1):
            for s in shoot(game_id, players, out, seed, lang):
                print(f"{s.file}: {_sizes(s)}", flush=True)
                shots.append(s)
    (out / "index.html").write_text(contact_sheet(shots, lang), encoding="utf-8")
    print(f"{len(shots)} images and {out / 'index.html'}")
    return shots


def cmd_gallery(args: argparse.Namespace) -> int:
    from games.core.registry import get_game

    try:
        games = [get_game(g).spec.id for g in args.game] if args.game else None
    except KeyError as exc:
        raise SystemExit(str(exc.args[0] if exc.args else exc)) from None
    run(Path(args.out), games, args.seed, args.lang)
    return 0


def add_parser(sub, formatter) -> None:  # noqa: ANN001 - argparse's private types
    p = sub.add_parser(
        "gallery",
        help="draw every game's images (2-5 players, early/middle/final) for review",
        description="Plays one seeded bot game per game and player count, writes the public "
        "board and seat 1's private panel early, in the middle and at the end as PNG, and an "
        "index.html contact sheet showing them 400 px wide. Prints, for each image, its "
        "smallest text and smallest icon or piece as seen 400 px wide, and whether its first "
        "screen (400 x 700 px) shows whose turn it is, what they must decide and the board.",
        formatter_class=formatter,
    )
    p.add_argument("--out", required=True, help="directory to write the images into")
    from games.core.registry import game_ids

    p.add_argument(
        "--game",
        action="append",
        metavar="{" + ",".join(game_ids()) + "}",
        help="only this game (repeatable; default: every game)",
    )
    p.add_argument("--seed", default="gallery", help="seed of the bot games")
    from i18n import LANGUAGES, PSEUDO

    p.add_argument(
        "--lang",
        choices=[*LANGUAGES, PSEUDO],
        default="en",
        help=f"the images' language ({PSEUDO}: the pseudo-locale, to spot untranslated words)",
    )
    p.set_defaults(func=cmd_gallery)
