"""The project's import graph: its circles and the arrows that run back up the layers.

    python scripts/import_graph.py [--show N]

Every import counts — at module level, inside functions, and under ``TYPE_CHECKING`` — because
each one is a dependency a reader must hold in mind, whatever the interpreter does at run time.
A *circle* is a strongly connected group of two or more modules; an *upward arrow* is an import
from a module to one of a higher layer in :data:`LAYERS` (a front end may use the table
service, never the reverse). Exits 1 when there is a circle or an upward arrow, so a check can
run it.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "games", "renderers", "i18n")

# (module prefix, layer): the longest matching prefix decides; lower layers never import higher
LAYERS: list[tuple[str, int]] = [
    ("i18n", 0),
    ("games.core", 1),
    ("games", 2),
    ("renderers", 3),
    ("bot.ops", 4),
    ("bot.store", 5),
    ("bot.table", 6),
    ("bot.tournaments", 7),
    ("bot.ops.http", 8),
    ("bot.discord", 8),
    ("bot.console", 8),
    ("bot.tools", 9),
    ("bot.cli", 9),
    ("bot.__main__", 9),
]


def modules() -> dict[str, Path]:
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules ``name`` imports anywhere in its text."""
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            subs = [f"{base}.{a.name}" for a in node.names]
            # ``from pkg import module`` depends on that module; ``from pkg import name`` on pkg
            targets = [t for t in subs if t in known] or [base]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def layer(name: str) -> int:
    best, level = -1, 0
    for prefix, n in LAYERS:
        if (name == prefix or name.startswith(prefix + ".")) and len(prefix) > best:
            best, level = len(prefix), n
    return level


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of two or more modules (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            node, edges = work[-1]
            nxt = next((e for e in edges if e not in index or e in on), None)
            if nxt is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        top = stack.pop()
                        on.discard(top)
                        group.append(top)
                        if top == node:
                            break
                    if len(group) > 1:
                        out.append(sorted(group))
            elif nxt not in index:
                index[nxt] = low[nxt] = len(index)
                stack.append(nxt)
                on.add(nxt)
                work.append((nxt, iter(sorted(graph[nxt]))))
            else:
                low[node] = min(low[node], index[nxt])
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", type=int, default=40, help="how many lines of each list")
    args = parser.parse_args()
    found = modules()
    known = set(found)
    graph = {name: imports(name, path, known) for name, path in found.items()}
    groups = circles(graph)
    upward = sorted((a, b) for a, targets in graph.items() for b in targets if layer(b) > layer(a))
    by_package: dict[str, int] = defaultdict(int)
    for group in groups:
        by_package[group[0].split(".")[0]] += 1
    print(f"{len(found)} modules, {sum(map(len, graph.values()))} imports")
    print(f"{len(groups)} circles" + "".join(f"; {k}: {v}" for k, v in sorted(by_package.items())))
    for group in groups[: args.show]:
        print("  circle: " + " ↔ ".join(group))
    print(f"{len(upward)} upward arrows")
    for a, b in upward[: args.show]:
        print(f"  {a} (layer {layer(a)}) → {b} (layer {layer(b)})")
    return 1 if groups or upward else 0


if __name__ == "__main__":
    sys.exit(main())
