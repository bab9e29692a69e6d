"""The shape of the code: the kit never imports a rule set, and no module of sailkit imports itself in a loop;
inside Fighting Sail, a picture draws what its ruling carries, so its drawing faces import no rules module.

Every check reads the source (imports at the top, inside functions and under
``TYPE_CHECKING`` alike), so a lazy import cannot hide a dependency.
"""

from __future__ import annotations

import ast
import functools
from collections import deque
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "sailkit"


def _module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_lines(path: Path, root: Path = PACKAGE) -> tuple[tuple[str, int], ...]:
    """Every module name ``path`` imports, with its line: top-level or inside a function, relative imports resolved.

    ``from X import y`` yields both ``X`` and ``X.y`` (``y`` may be a module or a name in ``X``). Each file is read
    once for all the checks here (seconds for the whole package), again only if it has changed since.
    """
    stat = path.stat()
    return _read_imports(path, root, (stat.st_mtime_ns, stat.st_size))


@functools.cache
def _read_imports(path: Path, root: Path, _version: tuple[int, int]) -> tuple[tuple[str, int], ...]:
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
    return tuple(out)


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
    assert "sailkit.rulesets.as_per_margin.citations" in _imports(rulesets / "as_per_margin" / "rules.py")


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


# ---------------------------------------------------------------- Fighting Sail: faces and rules [issue 21]

FS = "sailkit.rulesets.fighting_sail"
#: Fighting Sail's modules that hold data and no rule: squares and their names, positions and ships (with the
#: position notation they are read and written in), counters, the record sheet's marks, the readings, shared words.
FS_DATA = {f"{FS}.{m}" for m in ("board", "state", "notation", "ships", "marks", "readings", "vocabulary")}


def _fs_faces(graph: dict[str, dict[str, int]]) -> tuple[set[str], set[str]]:
    """Fighting Sail's drawing faces (``faces/drawing``, ``faces/replay`` and every ``faces/drawing_*`` module), and
    every face (everything in its ``faces`` folder: those, the desk, the explorers, the bench and the gallery)."""
    folder = {m for m in graph if m.startswith(f"{FS}.faces.")}
    drawing = {m for m in folder if m.rsplit(".", 1)[1] in ("drawing", "replay") or ".drawing_" in m}
    return drawing, folder


def _reached(graph: dict[str, dict[str, int]], start: str) -> dict[str, str]:
    """Every module ``start`` reaches through imports, each with the module that imports it first."""
    came = {start: ""}
    todo = [start]
    while todo:
        v = todo.pop()
        for w in sorted(graph[v]):
            if w not in came:
                came[w] = v
                todo.append(w)
    return came


def _faces_reaching_rules(graph: dict[str, dict[str, int]]) -> list[str]:
    """Each Fighting Sail drawing face that reaches a module of the rule set that is neither data nor drawing,
    with the chain of imports that gets there."""
    drawing, _ = _fs_faces(graph)
    wrong = []
    for face in sorted(drawing):
        came = _reached(graph, face)
        for m in sorted(came):
            if m.startswith(FS + ".") and m not in FS_DATA | drawing:
                chain = [m]
                while came[chain[-1]]:
                    chain.append(came[chain[-1]])
                wrong.append(" <- ".join(chain))
    return wrong


def test_fighting_sail_drawing_faces_import_no_rules_module() -> None:
    """[issue 21] A Fighting Sail picture draws what its ruling carries (its facts: fields of fire, the line of sight
    and its blockers, the range, the ends of a move set ...) and the position: no import of a drawing face, lazy or
    for type checking, leads to a rules module (fire, movement, gauge, melee, turn ...)."""
    graph = import_graph()
    drawing, _ = _fs_faces(graph)
    assert {f"{FS}.faces.{m}" for m in ("drawing", "replay", "drawing_melee", "drawing_sequence")} <= drawing
    assert _faces_reaching_rules(graph) == []


def test_no_fighting_sail_rules_module_imports_a_face() -> None:
    """[issue 21] The rules answer without the desk, the drawings, the explorers or the replayer: the sequence of play
    answers a record's ``[%ruling ...]`` questions through the rules' own table (``asked``), not the desk."""
    graph = import_graph()
    _, faces = _fs_faces(graph)
    hub = {FS, f"{FS}.__main__"}  # the package's names, loaded on first use, and its command line
    rules = {m for m in graph if m.startswith(FS + ".")} - faces - hub
    assert {f"{FS}.rules", f"{FS}.asked", f"{FS}.sequence", f"{FS}.fire.combat"} <= rules
    assert {m: sorted(set(graph[m]) & faces) for m in sorted(rules) if set(graph[m]) & faces} == {}


def test_the_face_check_finds_a_rules_module_behind_a_lazy_import(tmp_path: Path) -> None:
    """A drawing face that imports a rules module lazily, or only for type checking, or through a data module that
    does, is found (or the tests above could not fail)."""
    pkg = tmp_path / "sailkit" / "rulesets" / "fighting_sail"
    (pkg / "fire").mkdir(parents=True)
    (pkg / "faces").mkdir()
    for init in (tmp_path / "sailkit", tmp_path / "sailkit" / "rulesets", pkg, pkg / "fire", pkg / "faces"):
        (init / "__init__.py").write_text("")
    (pkg / "faces" / "drawing.py").write_text("def f():\n    from ..board import name\n")
    (pkg / "faces" / "replay.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..gauge import x\n"
    )
    (pkg / "faces" / "drawing_melee.py").write_text("from .. import board\n")
    (pkg / "board.py").write_text("from .fire.combat import fire_value\n")
    (pkg / "gauge.py").write_text("")
    (pkg / "fire" / "combat.py").write_text("")
    (pkg / "faces" / "drawing_sequence.py").write_text("")
    wrong = _faces_reaching_rules(import_graph(tmp_path / "sailkit"))
    assert f"{FS}.fire.combat <- {FS}.board <- {FS}.faces.drawing" in wrong
    assert f"{FS}.gauge <- {FS}.faces.replay" in wrong
    assert f"{FS}.fire.combat <- {FS}.board <- {FS}.faces.drawing_melee" in wrong


def _private_imports(path: Path) -> list[str]:
    """Each ``from X import _name`` of ``path`` (a name private to the module it comes from), as ``"X._name"``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            dots = "." * node.level
            out += [f"{dots}{node.module or ''}.{a.name}" for a in node.names if _private(a.name)]
    return out


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def test_the_kits_drawing_and_every_replay_face_use_only_public_names() -> None:
    """[issue 24] A replay board is drawn with its rule set's drawing face and the kit's drawing, through names they
    offer: none of ``sailkit.draw``, ``sailkit.replayer`` or a rule set's ``faces/replay.py`` imports a name private
    to another module (the Wooden Ships board took ``_at_least`` from its drawing module, Fighting Sail's ``_board``)."""
    files = [*(PACKAGE / "draw").glob("*.py"), *(PACKAGE / "replayer").glob("*.py")]
    files += sorted((PACKAGE / "rulesets").glob("*/faces/replay.py"))
    assert len(files) > 20 and any(f.parent.parent.name == "wooden_ships" for f in files)
    wrong = {str(f.relative_to(PACKAGE)): found for f in sorted(files) if (found := _private_imports(f))}
    assert wrong == {}


def test_the_private_import_check_finds_one(tmp_path: Path) -> None:
    """The check above sees a private name among public ones, relative or absolute (or it could not fail)."""
    face = tmp_path / "replay.py"
    face.write_text("from .drawing import MARKS, _at_least\nfrom sailkit.draw.hexes import __all__, _widened\n")
    assert _private_imports(face) == [".drawing._at_least", "sailkit.draw.hexes._widened"]
