"""Tiles pasted from the cache are exactly the tiles drawn, by construction and by test.

A tile's key is its draw function, width, theme and the marshalled bytes of its props, and the
function is called with props read back from those bytes: it cannot read anything else. The
construction is tested (closures, lambdas, bound methods and non-data props are refused; a draw
gets a copy), and whole games of the four games, at their fewest and most players, are rendered
through the cache and fresh and compared pixel for pixel, with and without the host's clock
strip, as PNG too.
"""

from __future__ import annotations

import ast
import io

import pytest
from PIL import Image, ImageChops

from games.core.playout import next_actor
from games.core.registry import game_ids, get_game
from renderers import kit, layout, png, render_frame

CLOCK = {"clock": "Clock: Name 0 1d 3h left · Name 1 20h left · a line long enough to wrap " * 2}


def _counts(game_id: str) -> list[int]:
    """The fewest and the most players (the narrowest and the widest layouts): the counts
    between add about 75 s of processor time to the suite and no layout of their own."""
    spec = get_game(game_id).spec
    return [max(2, spec.min_players), min(5, spec.max_players)]


CASES = [(g, n) for g in game_ids() for n in _counts(g)]


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_whole_games_through_the_cache_are_the_games_drawn_fresh(game_id: str, players: int):
    game = get_game(game_id)
    names = [f"Name {i} ü" for i in range(players)]
    state = game.new(players, f"layout:{game_id}:{players}")
    bot = game.make_bot("layout")
    hits = layout.stats()["hits"]
    frame = 0
    while True:
        for viewer in (None, frame % players):
            view = game.view(state, viewer)
            if frame % 7 == 3:
                view = {**view, "host": CLOCK}
            cached = render_frame(view, names)
            with layout.fresh():
                fresh = render_frame(view, names)
                drawn = fresh.image()
            image = cached.image()
            assert image.size == drawn.size, (frame, viewer)
            assert ImageChops.difference(image, drawn).getbbox() is None, (frame, viewer)
            if frame % 5 == 0:  # the PNG (bands reused) is the frame's pixels, as posted
                decoded = Image.open(io.BytesIO(cached.png())).convert("RGB")
                shown = fresh.shown()
                assert ImageChops.difference(decoded, shown).getbbox() is None, (frame, viewer)
        if game.is_over(state):
            break
        for _ in range(2 + frame % 5):  # a frame every 4 moves: the whole game, half the frames
            if game.is_over(state):
                break
            seat = next_actor(game, state)
            game.apply(state, seat, bot.choose(game, state, seat))
        frame += 1
    assert layout.stats()["hits"] > hits  # tiles were pasted: the comparison meant something


class _Label(str):
    """A str subclass: marshal refuses it."""


def _box(d: kit.Draw, label: str, colour: list) -> int:
    d.rectangle((0, 0, 39, 19), fill=tuple(colour))
    d.text((2, 2), label, font=kit.font(12), fill=kit.INK)
    return 20


def _mutating(d: kit.Draw, props: dict) -> int:
    props["seen"] = True  # a draw may scribble on its copy: nothing else sees it
    return 10


def _reads_type(d: kit.Draw, value: object) -> int:
    d.text((0, 0), repr(value), font=kit.font(12), fill=kit.INK)
    return 16


def test_a_tiles_props_changing_changes_its_pixels_and_equal_props_share_one_tile():
    first = layout.frame(layout.Page(40, layout.tile(_box, 40, "a", [200, 0, 0])))
    again = layout.frame(layout.Page(40, layout.tile(_box, 40, "a", [200, 0, 0])))
    other = layout.frame(layout.Page(40, layout.tile(_box, 40, "a", [0, 200, 0])))
    assert first.placed[0][1] is again.placed[0][1]  # one tile, pasted twice
    assert ImageChops.difference(first.image(), other.image()).getbbox() is not None
    # 1, 1.0 and True are equal in Python but not the same props: each drawn from its own
    images = [
        layout.frame(layout.Page(60, layout.tile(_reads_type, 60, v))) for v in (1, 1.0, True)
    ]
    assert len({id(f.placed[0][1]) for f in images}) == 3


def test_draw_functions_can_read_nothing_but_their_props():
    colour = [1, 2, 3]
    with pytest.raises(TypeError):
        layout.tile(lambda d: 1, 10)
    with pytest.raises(TypeError):
        layout.tile(lambda d, c=colour: 1, 10)

    def nested(d: kit.Draw) -> int:  # a nested function could close over the view
        return len(colour)

    with pytest.raises(TypeError):
        layout.tile(nested, 10)
    with pytest.raises(TypeError):
        layout.tile(kit.Draw(Image.new("RGB", (1, 1))).text, 10)  # a bound method
    # props are plain data: anything else is read through JSON (an object as its text)
    odd = layout.frame(layout.Page(60, layout.tile(_reads_type, 60, _Label("x"))))
    plain = layout.frame(layout.Page(60, layout.tile(_reads_type, 60, "x")))
    assert odd.placed[0][1] is plain.placed[0][1]
    props = {"seen": False}
    with layout.fresh():
        layout.frame(layout.Page(10, layout.tile(_mutating, 10, props)))
    assert props == {"seen": False}  # the draw got a copy read back from the key's bytes


def test_every_draw_function_of_the_renderers_is_a_module_level_function():
    """The renderers' tiles pass the construction check (a closure would fail at once)."""
    game = get_game("almadi")
    state = game.new(3, "construction", {"characters": True})
    for viewer in (None, 0):
        page = __import__("renderers.almadi", fromlist=["render"]).render(
            game.view(state, viewer), ["A", "B", "C"]
        )
        out: list = []
        page.place(0, 0, out)
        assert out


def test_band_identity_is_composition_and_the_png_is_exact():
    png.forget_bands()
    view = get_game("agra").view(get_game("agra").new(3, "bands"), None)
    first = render_frame(view, ["A", "B", "C"])
    data = first.png()
    looked = png.stats()
    assert first.png() == data  # the same tiles at the same places: every band reused
    after = png.stats()
    assert after[0] - looked[0] == after[1] - looked[1] > 0
    decoded = Image.open(io.BytesIO(data)).convert("RGB")
    assert ImageChops.difference(decoded, first.shown()).getbbox() is None


@pytest.mark.parametrize("size", [(1, 1), (3, 70), (1200, 33), (517, 64)])
def test_png_of_any_image_is_exact(size):
    image = Image.effect_noise(size, 64).convert("RGB")
    decoded = Image.open(io.BytesIO(png.to_png(image))).convert("RGB")
    assert ImageChops.difference(decoded, image).getbbox() is None


def test_adler32_of_joined_parts_is_combined_from_theirs():
    import zlib

    a, b = b"caravanserai" * 1000, b"almadi" * 777
    assert png.adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == zlib.adler32(a + b)


def _private_uses(tree: ast.Module) -> list[str]:
    """Every private or C-core Pillow name a module uses: ``x._name`` on anything but ``self``
    (a module's private names, Pillow objects' included), ``self._name`` in a class deriving
    from a Pillow class unless that class defines it, ``getattr(x, "_name")``, Pillow's C core
    (``.im``, ``.core``, an ImageDraw's ``self.draw``) and ``PIL._x`` modules."""
    found: list[str] = []

    def private(name: str) -> bool:
        return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))

    def where(node: ast.AST, what: str) -> None:
        found.append(f"line {getattr(node, 'lineno', '?')}: {what}")

    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        if not any("Image" in ast.unparse(b) or "PIL" in ast.unparse(b) for b in cls.bases):
            continue
        own = {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}
        own |= {
            t.attr
            for n in ast.walk(cls)
            if isinstance(n, ast.Assign | ast.AnnAssign)
            for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
        }
        for n in ast.walk(cls):
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name):
                if n.value.id == "self" and private(n.attr) and n.attr not in own:
                    where(n, f"self.{n.attr} (Pillow's)")
                if n.value.id == "self" and n.attr in ("draw", "im"):
                    where(n, f"self.{n.attr} (Pillow's C core)")
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute):
            base = n.value.id if isinstance(n.value, ast.Name) else None
            if private(n.attr) and base not in ("self", "cls"):
                where(n, ast.unparse(n))
            if n.attr in ("im", "core"):
                where(n, ast.unparse(n))
        elif isinstance(n, ast.Call) and ast.unparse(n.func) in ("getattr", "setattr", "hasattr"):
            names = [a.value for a in n.args[1:2] if isinstance(a, ast.Constant)]
            if names and isinstance(names[0], str) and private(names[0]):
                where(n, ast.unparse(n))
        elif isinstance(n, ast.ImportFrom) and (n.module or "").startswith("PIL"):
            bad = [a.name for a in n.names if private(a.name)]
            if bad or private((n.module or "").split(".")[-1]):
                where(n, ast.unparse(n))
        elif isinstance(n, ast.Import):
            for a in n.names:
                if a.name.startswith("PIL.") and private(a.name.split(".")[-1]):
                    where(n, ast.unparse(n))
    return found


def test_no_private_pillow_api_or_ctypes_in_the_renderers():
    """Only Pillow's public API (pyproject.toml): checked on the syntax, so a private name
    reached any way (an attribute, ``getattr``, an import) fails, not just the ones named."""
    from pathlib import Path

    import renderers

    bad = {}
    for path in sorted(Path(renderers.__file__).parent.glob("*.py")):
        text = path.read_text()
        assert "ctypes" not in text and "_getencoder" not in text, path.name
        uses = _private_uses(ast.parse(text))
        if uses:
            bad[path.name] = uses
    assert not bad, bad


def test_renderers_draw_from_the_view_and_the_games_public_api_alone():
    """No renderer reads an engine's data, glossary or texts: what it draws comes from the
    view (the engine's view function puts it there), the game catalogues, or the public
    protocol (``games.core.protocol``, ``games.core.registry``), at any depth of the code."""
    from pathlib import Path

    import renderers

    public = ("games.core.protocol", "games.core.registry")
    bad = []
    for path in sorted(Path(renderers.__file__).parent.glob("*.py")):
        for n in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in n.names] if isinstance(n, ast.Import) else []
            if isinstance(n, ast.ImportFrom):
                names = [n.module or ""]
                if n.module == "games":
                    names = [f"games.{a.name}" for a in n.names]
            bad += [
                f"{path.name}:{n.lineno} {m}"
                for m in names
                if (m == "games" or m.startswith("games.")) and m not in public
            ]
    assert not bad, bad


def test_the_private_name_check_sees_each_way_of_reaching_one():
    caught = _private_uses(
        ast.parse(
            "import PIL._imaging\n"
            "from PIL import _util\n"
            "class D(ImageDraw.ImageDraw):\n"
            "    def f(self):\n"
            "        self._getink(1)\n"
            "        self.draw.draw_bitmap((0, 0), m, 1)\n"
            "d._image.paste(x)\n"
            "getattr(d, '_image')\n"
            "i.im.getpixel\n"
            "Image.core.fill\n"
        )
    )
    assert len(caught) == 8, caught
    assert not _private_uses(
        ast.parse(
            "class D(ImageDraw.ImageDraw):\n"
            "    def __init__(self):\n"
            "        self._mine = 1\n"
            "    def _line(self):\n"
            "        self._line(self._mine)\n"
            "x.__code__\n"
        )
    )


def test_the_posted_image_is_the_drawing_at_half_its_size():
    """Renderers draw 1200 px wide; the PNG posted is 600 wide (Discord shows ≤ ~550 px, a
    phone 400), each pixel the mean of its 2 × 2 drawn pixels (tiles are reduced on the frame's
    grid; only where tiles overlap do they differ, under a level on average), so every word has
    at 400 px the size it has on the drawing shown 400 wide — and the file is under half."""
    game = get_game("agra")
    view = game.view(game.new(4, "half"), None)
    frame = render_frame(view, ["A", "B", "C", "D"])
    posted = Image.open(io.BytesIO(frame.png())).convert("RGB")
    drawn = frame.image()
    assert posted.size == (drawn.width // png.REDUCE, -(-drawn.height // png.REDUCE))
    assert posted.width == 600 and png.REDUCE == 2
    diff = ImageChops.difference(posted, drawn.reduce(png.REDUCE)).convert("L")
    mean = sum(i * n for i, n in enumerate(diff.histogram())) / (posted.width * posted.height)
    assert mean < 1, mean
    assert len(frame.png()) < 0.5 * len(png.to_png(drawn))
