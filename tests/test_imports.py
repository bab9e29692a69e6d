"""The shape of the code: the kit never imports a rule set, and no module of sailkit imports itself in a loop.

Both checks read the source (imports at the top, inside functions and under
``TYPE_CHECKING`` alike), so a lazy import cannot hide a dependency.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "sailkit"


def _module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_lines(path: Path, root: Path = PACKAGE) -> list[tuple[str, int]]:
    """Every module name ``path`` imports, with its line: top-level or inside a function, relative imports resolved.

    ``from X import y`` yields both ``X`` and ``X.y`` (``y`` may be a module or a name in ``X``).
    """
    module = _module_name(path, root)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.extend((a.name, node.lineno) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = parts[: len(parts) - node.level + 1] if node.level else []
            prefix = ".".join([*base, node.module] if node.module else base)
            out.append((prefix, node.lineno))
            out.extend((f"{prefix}.{a.name}", node.lineno) for a in node.names)
    return out


def _imports(path: Path) -> set[str]:
    return {name for name, _ in _import_lines(path)}


def import_graph(root: Path = PACKAGE) -> dict[str, dict[str, int]]:
    """Module -> {module of the package it imports: line of the first such import}.

    A name is resolved to the longest module of the package it starts with; a module's
    own parent packages are left out (Python imports them before the module anyway).
    """
    files = {_module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    graph: dict[str, dict[str, int]] = {m: {} for m in files}
    for m, path in files.items():
        for name, line in _import_lines(path, root):
            while name and name not in files:
                name = name.rpartition(".")[0]
            if name and name != m and not m.startswith(name + "."):
                graph[m].setdefault(name, line)
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[tuple[list[str], list[str]]]:
    """Each group of modules that import each other (Tarjan's strongly connected components), as one shortest loop
    through it and the whole group."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return [(_shortest_loop(graph, group), sorted(group)) for group in groups]


def _shortest_loop(graph: dict[str, dict[str, int]], group: set[str]) -> list[str]:
    """A shortest path from the group's first module back to itself, inside the group (breadth first)."""
    start = min(group)
    came: dict[str, str] = {}
    todo = deque([start])
    while todo:
        v = todo.popleft()
        for w in sorted(graph[v]):
            if w not in group:
                continue
            if w == start:
                path = [v]
                while path[-1] != start:
                    path.append(came[path[-1]])
                return [start, *reversed(path[:-1]), start]
            if w not in came:
                came[w] = v
                todo.append(w)
    raise AssertionError(f"no loop through {start}")  # pragma: no cover - a strongly connected group has one


def describe(loop: list[str], graph: dict[str, dict[str, int]], root: Path = PACKAGE) -> str:
    """``a -> b (a.py:12) -> a (b.py:40)``: each arrow with the file and line of its import."""
    parts = [loop[0]]
    for a, b in zip(loop, loop[1:]):
        where = Path(*a.split(".")).with_suffix(".py")
        if not (root.parent / where).exists():
            where = Path(*a.split("."), "__init__.py")
        parts.append(f"{b} ({where}:{graph[a][b]})")
    return " -> ".join(parts)


def test_nothing_common_imports_a_rule_set() -> None:
    """Common code is everything outside sailkit/rulesets/; a rule set is found by entry point, never imported by name."""
    offenders = {
        str(p.relative_to(PACKAGE.parent)): sorted(m for m in _imports(p) if m.startswith("sailkit.rulesets."))
        for p in PACKAGE.rglob("*.py")
        if "rulesets" not in p.relative_to(PACKAGE).parts
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_no_rule_set_imports_another() -> None:
    """A rule set stands on the kit alone: what two rule sets share lives in the kit, never in one of them."""
    rulesets = PACKAGE / "rulesets"
    offenders = {}
    for p in rulesets.rglob("*.py"):
        parts = p.relative_to(rulesets).parts
        if len(parts) < 2:
            continue  # sailkit/rulesets/__init__.py itself
        own = f"sailkit.rulesets.{parts[0]}"
        others = sorted(
            m for m in _imports(p) if m.startswith("sailkit.rulesets.") and m.split(".")[:3] != own.split(".")
        )
        if others:
            offenders[str(p.relative_to(PACKAGE.parent))] = others
    assert offenders == {}
    # the scan resolves a rule set's relative imports to its own package, or the check could not fail
    assert "sailkit.rulesets.as_per_margin.ruled" in _imports(rulesets / "as_per_margin" / "game.py")


def test_the_check_sees_relative_and_lazy_imports() -> None:
    """The scan must find a lazy relative import inside a function, or the test above could not fail."""
    found = _imports(PACKAGE / "engine" / "game.py")
    assert "sailkit.registry" in found and "sailkit.dice.SeededDice" in found


def test_no_import_cycle_anywhere_in_sailkit() -> None:
    """No module of sailkit imports, through any chain of imports (lazy ones included), a module that imports it.

    The failure names each loop with the file and line of every import in it.
    """
    graph = import_graph()
    loops = [
        f"{describe(loop, graph)}\n    (the {len(group)} modules that import each other: {', '.join(group)})"
        for loop, group in cycles(graph)
    ]
    assert not loops, "import cycles:\n  " + "\n  ".join(loops)


def test_the_cycle_check_finds_a_lazy_loop(tmp_path: Path) -> None:
    """A loop closed by an import inside a function, through a package's __init__, is found and named with its lines."""
    pkg = tmp_path / "toy"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .sub import b\n")
    (pkg / "sub" / "__init__.py").write_text("from .b import thing\n")
    (pkg / "sub" / "b.py").write_text("import os\n\n\ndef thing():\n    from ..a import x\n    return x\n")
    (pkg / "c.py").write_text("from . import a\n")  # imports into the loop, is not part of it
    graph = import_graph(pkg)
    assert graph["toy.c"] == {"toy.a": 1} and "os" not in graph["toy.sub.b"]
    ((loop, group),) = cycles(graph)
    assert loop == ["toy.a", "toy.sub.b", "toy.a"] and group == ["toy.a", "toy.sub", "toy.sub.b"]
    assert describe(loop, graph, pkg) == "toy.a -> toy.sub.b (toy/a.py:1) -> toy.a (toy/sub/b.py:5)"
