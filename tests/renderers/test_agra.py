"""Agra renderer: public board and private panels at every player count, a finished game, and
the public image unchanged by a secret (a rupee total)."""

from __future__ import annotations

import functools
import io

import pytest
from PIL import Image

from games.agra import GAME
from games.agra.bots import HeuristicBot
from games.core.playout import next_actor, play_random_game
from i18n import PSEUDO
from renderers import agra, png, render_png
from tests.renderers.langs import LANGS, in_lang

NAMES = ["Ana", "Bernard with a very long display name", "Cid", "Dana"]


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 8 * 1024 * 1024
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.width == agra.W // png.REDUCE == 600  # drawn 1200 wide, posted at half
    # tall is fine on a phone (the top is checked); the private panel adds the seat's farm
    assert 300 <= img.height <= 2.6 * img.width
    return img


def midgame(n: int, moves: int = 250, seed: str = "r"):
    st = GAME.new(n, seed)
    bots = [HeuristicBot(f"{seed}{s}", explore=0.2) for s in range(n)]
    for _ in range(moves):
        if GAME.is_over(st):
            break
        seat = next_actor(GAME, st)
        GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    return st


@pytest.mark.parametrize("n", [2, 3, 4])
def test_public_and_private_images(n):
    st = midgame(n)
    _png(render_png(GAME.view(st, None), NAMES[:n]))
    for seat in range(n):
        _png(render_png(GAME.view(st, seat), NAMES[:n]))


def test_finished_game_shows_scores():
    out = play_random_game(GAME, 4, "end", bots=[HeuristicBot(i) for i in range(4)])
    view = GAME.view(out.state, None)
    assert view["result"] and all(p["rupees"] is not None for p in view["players"])
    _png(render_png(view, NAMES))


@functools.cache
def _hidden() -> tuple:
    """A game and the same game with one seat's rupees changed (a secret)."""
    st = midgame(3, 120, "hide")
    other = GAME.copy(st)
    other["players"][1]["rupees"] += 11
    return st, other


@pytest.mark.parametrize("lang", [*LANGS, PSEUDO])
def test_public_image_hides_rupees(lang):
    """Secrecy by perturbation in every language: only seat 2's own panel changes."""
    st, other = _hidden()

    def png(state, seat):  # noqa: ANN001, ANN202
        return render_png(in_lang(GAME.view(state, seat), lang), NAMES[:3])

    assert png(st, None) == png(other, None)
    assert png(st, 0) == png(other, 0)
    assert png(st, 1) != png(other, 1)


def test_window_with_several_pending_seats_renders():
    st = midgame(4, 40, "win")
    for seed in range(200):
        if len(GAME.pending(st)) > 1:
            break
        seat = next_actor(GAME, st)
        GAME.apply(st, seat, HeuristicBot(seed).choose(GAME, st, seat))
    _png(render_png(GAME.view(st, None), NAMES))


@functools.cache
def _phone_views(n: int) -> tuple[dict, ...]:
    """Public and seat-1 views after 8 and 120 moves and at the end, played once for every
    language."""
    st = GAME.new(n, f"phone-{n}")
    bots = [HeuristicBot(f"ph{s}") for s in range(n)]
    out = []
    for stop in (8, 120, 10_000):
        while not GAME.is_over(st) and stop > 0:
            seat = next_actor(GAME, st)
            GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
            stop -= 1
        out += [GAME.view(st, None), GAME.view(st, 0)]
    return tuple(out)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_no_text_leaves_the_image_and_the_banner_reads_at_400px(n, lang):
    from renderers import kit, render_image

    names = [f"Player {i + 1}" for i in range(n)]
    for view in (in_lang(v, lang) for v in _phone_views(n)):
        with kit.measuring() as drawn:
            img = render_image(view, names)
        for t in drawn:
            left, top, right, bottom = t.box
            assert left >= 0 and right <= img.width and bottom <= img.height, (t, img.size)
        if view.get("result") and view["viewer"] is None:
            continue  # the final score table replaces the banner
        banner = [t for t in drawn if t.size >= kit.BANNER_SIZE - 16 and ":" in t.text]
        assert banner and max(t.size for t in banner) * 400 / img.width >= 10


def test_pngs_are_the_frames_drawn_fresh():
    """Every PNG (tiles from the cache, bands reused), from the first action to the final
    scores and with the clock strip on and off, decodes to the image drawn afresh."""
    from PIL import ImageChops

    from renderers import layout, render_frame

    st = GAME.new(3, "strict")
    bots = [HeuristicBot(f"strict{s}") for s in range(3)]
    frames, actions = [], 0
    while not GAME.is_over(st):
        if actions < 6 or actions % 30 == 0:
            frames.append(GAME.copy(st))
        seat = next_actor(GAME, st)
        GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
        actions += 1
    frames.append(st)
    for viewer in (None, 1):
        for i, state in enumerate(frames):
            view = GAME.view(state, viewer)
            if i % 4 == 3:
                view = {**view, "host": {"clock": "Clock: Name 0 1d 3h left"}}
            decoded = _png(render_png(view, NAMES[:3])).convert("RGB")
            with layout.fresh():
                drawn = render_frame(view, NAMES[:3]).shown()
            assert decoded.size == drawn.size, (viewer, i)
            assert ImageChops.difference(decoded, drawn).getbbox() is None, (viewer, i)


def _changes(me: dict) -> dict[str, dict]:
    """Each field of a seat's own player entry changed (the farm: each farmer and a cache tile
    removed), as the whole entry with that one change."""
    out: dict[str, dict] = {}
    for key, value in me.items():
        if key == "farm":
            for side, at in value.items():
                out[f"farm.{side}"] = {**me, "farm": {**value, side: at % 5 + 1}}
            continue
        if isinstance(value, bool):
            new = not value
        elif isinstance(value, int):
            new = value + 1
        elif isinstance(value, str):
            new = value + "9"
        elif isinstance(value, dict):
            k = next(iter(value), "wood")
            new = {**value, k: value.get(k, 0) + 1}
        else:
            some = {"tiles": "ft2", "contracts": "n3", "bonus_tiles": "cb2-1", "used": "f1"}
            new = value[1:] if value else [some[key]]
        out[key] = {**me, key: new}
    return out


def test_each_field_of_the_seats_own_view_is_drawn_on_its_panel():
    """The private panel draws every part of the seat's own board: the farm (farmers and cache
    tiles), goods, workers, favours, tiles, notables, meditation, influence…; changing any one
    field of the seat's own player entry changes the image."""
    st = midgame(3, 120, "farm")
    view = GAME.view(st, 1)
    base = render_png(view, NAMES[:3])
    me = view["players"][1]
    assert set(me["farm"]) == {"n", "e", "s", "w"} and len(me["caches"]) == 8
    unchanged = []
    # the seat and its code (P2) are whose board this is, drawn as the badge, not a part of it
    fields = {k: v for k, v in me.items() if k not in ("seat", "label")}
    for name, entry in _changes(fields).items():
        players = list(view["players"])
        players[1] = {**entry, "seat": 1}
        if render_png({**view, "players": players}, NAMES[:3]) == base:
            unchanged.append(name)
    assert not unchanged, unchanged
