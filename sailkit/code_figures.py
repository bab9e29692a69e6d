"""Figures of sailkit's own code: how big each rule set is, and whether it keeps the kit's structure.

Read from the source files alone (nothing is imported), so the same functions measure this tree and an older
commit unpacked beside it (:func:`sailkit.bench.tree_at`): ``python -m sailkit.bench code`` prints both. The
figures are those issue 21 sets:

* :func:`lines`: lines of Python (every line of every ``.py`` file, as ``wc -l`` counts them) in each rule set and
  in the kit;
* :func:`shared_stretches`: places where two *different* rule sets share a stretch of six or more lines of the same
  shape (the same lines with other names, strings and numbers), where one piece of the kit could serve both;
* :func:`face_imports`: imports, lazy or not, from a rule set's rules modules into one of its faces (drawing, the
  replayer's board, the desk, explorers, bench, gallery), which the kit's layering forbids;
* :func:`drawing_imports`: imports, lazy or not, from a rule set's drawing faces (diagrams, replay board) into
  its rules modules, where a picture works out what its ruling could carry;
* :func:`drawing_imports_of_rulings`: those of them whose module makes rulings (the rest import what a position
  is: state, ships, the board's squares);
* :func:`long_functions`: functions and methods of more than 60 lines, docstring included;
* :func:`big_classes`: classes with more than 30 methods.
"""

from __future__ import annotations

import ast
import io
import tokenize
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

#: A stretch this many lines long, shared by two rule sets, is a job written twice.
STRETCH = 6
#: A stretch of lines found in more places than this is an idiom of the language, not a job written twice.
TOO_COMMON = 8
#: Longest a function may be, and most methods a class may have, before they count.
LONG_FUNCTION, BIG_CLASS = 60, 30
#: The module names of a rule set's faces, wherever they stand (a ``faces`` folder holds only faces); any module
#: named ``*_drawing`` or ``drawing_*`` is a drawing face too.
FACE_NAMES = (
    "drawing",
    "replaying",
    "desk",
    "explorers",
    "gallery",
    "bench_figures",
    "bench",
    "__main__",
)


def _python(root: Path, under: str) -> list[Path]:
    return sorted(p for p in (root / under).rglob("*.py") if "__pycache__" not in p.parts)


def rulesets(root: Path) -> dict[str, list[Path]]:
    """Each rule set's Python files under ``root`` (a checkout's top folder), by the rule set's folder name."""
    base = root / "sailkit" / "rulesets"
    return {d.name: _python(base, d.name) for d in sorted(base.iterdir()) if d.is_dir() and d.name != "__pycache__"}


def _count(paths: Iterable[Path]) -> int:
    return sum(len(p.read_text(encoding="utf-8").splitlines()) for p in paths)


def lines(root: Path, among: Iterable[str] | None = None) -> dict[str, int]:
    """Lines of Python in each rule set, in the rule sets ``among`` names (all, if None) together (``rulesets``) and
    in the kit (``kit``). Naming them lets an aim set for some rule sets be measured on those alone while another
    rule set is being built beside them."""
    sets = rulesets(root)
    out = {name: _count(paths) for name, paths in sets.items()}
    counted = set(sets) if among is None else set(among)
    out["rulesets"] = sum(n for name, n in out.items() if name in counted)
    out["kit"] = _count(p for p in _python(root, "sailkit") if "rulesets" not in p.relative_to(root).parts)
    return out


def _shape(source: str) -> list[tuple[int, str]]:
    """Each line of code that names something, as its shape: names, strings and numbers replaced by one letter each;
    comments, docstrings, imports, blank lines, a signature's parameters one a line, the fields a class declares and
    a call's plain arguments one a line, lines of data alone (strings, numbers, punctuation) and classes that only
    declare (a record type's fields, an enum's members) are left out, so a table, a record type or a call of the
    kit written out is not taken for code written twice."""
    shapes: dict[int, list[str]] = defaultdict(list)
    try:
        skip = _left_out(ast.parse(source))
    except SyntaxError:
        return []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        line = tok.start[0]
        if line in skip or tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT):
            continue
        if tok.type == tokenize.DEDENT or tok.type == tokenize.ENDMARKER:
            continue
        if tok.type == tokenize.NAME and tok.string not in _KEYWORDS:
            shapes[line].append("n")
        elif tok.type == tokenize.STRING or tok.type == _FSTRING[0]:
            shapes[line].append("s")
        elif tok.type in _FSTRING[1:]:
            continue
        elif tok.type == tokenize.NUMBER:
            shapes[line].append("0")
        else:
            shapes[line].append(tok.string)
    return [(n, " ".join(s)) for n, s in sorted(shapes.items()) if "n" in s]


def _left_out(tree: ast.Module) -> set[int]:
    """The lines :func:`_shape` leaves out of a module: imports, docstrings, laid-out signatures and calls, fields,
    a module's constants (``RUN = 4.0``) and classes that only declare."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            skip.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            skip.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))  # a docstring
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            skip.update(range(node.lineno + 1, node.body[0].lineno))  # a signature laid out one parameter a line
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            skip.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))  # a field declared: data, not logic
        if isinstance(node, ast.Call) and (node.end_lineno or node.lineno) > node.lineno:
            skip.update(_arguments_one_a_line(node))  # a call laid out one argument a line, like a signature
        if isinstance(node, ast.Dict) and (node.end_lineno or node.lineno) > node.lineno:
            skip.update(_entries_one_a_line(node))  # a mapping laid out one entry a line: data, like arguments
        if isinstance(node, ast.Assign) and node in tree.body and isinstance(node.value, ast.Constant):
            skip.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))  # a module's constant: data
        if isinstance(node, ast.ClassDef) and all(_declares(stmt) for stmt in node.body):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            skip.update(range(first, (node.end_lineno or node.lineno) + 1))  # a record type or enum: data alone
    return skip


def _entries_one_a_line(mapping: ast.Dict) -> set[int]:
    """The lines of a dict display that each hold one entry alone whose key is a constant and whose value is plain
    (a name, an attribute or a constant): a table written out (``"fire": _fire``, ``"sunk": sunk``), as a call's
    plain arguments one a line are."""
    out: set[int] = set()
    starts = [k.lineno for k in mapping.keys if k is not None]
    for k, v in zip(mapping.keys, mapping.values):
        plain = isinstance(k, ast.Constant) and isinstance(v, (ast.Name, ast.Attribute, ast.Constant))
        alone = k is not None and k.lineno > mapping.lineno and starts.count(k.lineno) == 1
        if plain and alone and k is not None and v.end_lineno == k.lineno:
            out.add(k.lineno)
    return out


def _arguments_one_a_line(call: ast.Call) -> set[int]:
    """The lines of ``call`` that each hold one plain argument alone (a name, an attribute or a constant, by
    position or keyword): what the call passes on, as a signature's parameters one a line say what it takes."""
    args: list[ast.expr] = [*call.args, *(k.value for k in call.keywords)]
    starts = [a.lineno for a in args]
    out: set[int] = set()
    for a in args:
        plain = isinstance(a, (ast.Name, ast.Attribute, ast.Constant))
        if plain and a.lineno > call.lineno and starts.count(a.lineno) == 1 and a.end_lineno == a.lineno:
            out.add(a.lineno)
    return out


def _declares(stmt: ast.stmt) -> bool:
    """True for what a record type or an enum holds and nothing else: its docstring, a field, a constant member."""
    if isinstance(stmt, (ast.AnnAssign, ast.Pass)):
        return True
    if isinstance(stmt, ast.Expr):
        return isinstance(stmt.value, ast.Constant)
    if isinstance(stmt, ast.Assign):
        return all(
            isinstance(n, ast.Constant) for n in ast.walk(stmt.value) if not isinstance(n, (ast.Tuple, ast.Load))
        )
    return False


_KEYWORDS = frozenset(__import__("keyword").kwlist) | {"self", "cls"}
#: An f-string's start, middle and end tokens (Python 3.12 and later; before, an f-string is one string token).
_FSTRING = tuple(getattr(tokenize, n, -1) for n in ("FSTRING_START", "FSTRING_MIDDLE", "FSTRING_END"))


@dataclass(frozen=True)
class Stretch:
    """Two places in different rule sets that share ``length`` lines of the same shape."""

    first: str  #: ``path:line`` of the first place
    second: str
    length: int

    def __str__(self) -> str:
        return f"{self.first} ~ {self.second} ({self.length} lines)"


def shared_stretches(root: Path) -> list[Stretch]:
    """Every stretch of :data:`STRETCH` or more lines of the same shape that two different rule sets share."""
    owner: dict[Path, str] = {p: name for name, paths in rulesets(root).items() for p in paths}
    shaped = {p: _shape(p.read_text(encoding="utf-8")) for p in owner}
    seen: dict[tuple[str, ...], list[tuple[Path, int]]] = defaultdict(list)
    for path, rows in shaped.items():
        for i in range(len(rows) - STRETCH + 1):
            seen[tuple(s for _, s in rows[i : i + STRETCH])].append((path, i))
    pairs: dict[tuple[Path, Path], set[tuple[int, int]]] = defaultdict(set)
    for places in seen.values():
        if len(places) > TOO_COMMON:
            continue
        for a, i in places:
            for b, j in places:
                if owner[a] < owner[b]:
                    pairs[(a, b)].add((i, j))
    out = []
    for (a, b), starts in sorted(pairs.items(), key=lambda kv: (str(kv[0][0]), str(kv[0][1]))):
        for i, j, length in _runs(starts):
            out.append(
                Stretch(f"{a.relative_to(root)}:{shaped[a][i][0]}", f"{b.relative_to(root)}:{shaped[b][j][0]}", length)
            )
    return out


def _runs(starts: set[tuple[int, int]]) -> Iterator[tuple[int, int, int]]:
    """Windows that follow each other on both sides, joined into runs: ``(start in a, start in b, lines)``."""
    for i, j in sorted(starts):
        if (i - 1, j - 1) in starts:
            continue
        n = 1
        while (i + n, j + n) in starts:
            n += 1
        yield i, j, n + STRETCH - 1


def _is_face(path: Path, package: Path) -> bool:
    parts = path.relative_to(package).parts
    stem = path.stem
    return (
        "faces" in parts or stem in FACE_NAMES or stem.startswith(("explore", "drawing_")) or stem.endswith("_drawing")
    )


def face_imports(root: Path) -> list[str]:
    """Every import (at the top or inside a function) of one of a rule set's faces by one of its rules modules:
    ``"sailkit/rulesets/x/turn.py:12 imports drawing"``."""
    out = []
    for name, paths in rulesets(root).items():
        package = root / "sailkit" / "rulesets" / name
        faces = {_dotted(p, package) for p in paths if _is_face(p, package)}
        for path in paths:
            if _is_face(path, package) or path.name == "__init__.py":
                continue
            for line, target in _imports(path, package):
                if target in faces or any(target.startswith(f + ".") for f in faces):
                    out.append(f"{path.relative_to(root)}:{line} imports {target}")
    return out


def _dotted(path: Path, package: Path) -> str:
    """A module's dotted name inside its rule set's package: ``faces.drawing``."""
    return path.relative_to(package).with_suffix("").as_posix().replace("/", ".")


def _is_drawing(path: Path, package: Path) -> bool:
    """A face that draws: ``drawing``, ``drawing_*``, ``*_drawing`` and the replay board, wherever they stand."""
    stem = path.stem
    return _is_face(path, package) and (
        stem in ("drawing", "replay", "replaying") or stem.startswith("drawing_") or stem.endswith("_drawing")
    )


def drawing_imports(root: Path) -> list[str]:
    """Every import (lazy or not) of a rules module by one of a rule set's drawing faces (its diagrams and replay
    board): the reverse of :func:`face_imports`. A picture should draw what its ruling carries [issue 21, point
    4], so each is a fact a ruling could carry instead: ``"sailkit/rulesets/x/faces/drawing.py:40 imports fire"``."""
    out = []
    for name, paths in rulesets(root).items():
        package = root / "sailkit" / "rulesets" / name
        rules = {_dotted(p, package) for p in paths if not _is_face(p, package) and p.name != "__init__.py"}
        for path in paths:
            if not _is_drawing(path, package):
                continue
            out += [f"{path.relative_to(root)}:{line} imports {t}" for line, t in _imports(path, package) if t in rules]
    return out


def drawing_imports_of_rulings(root: Path) -> list[str]:
    """The imports of :func:`drawing_imports` whose module makes rulings (it calls ``Step`` or ``Ruling``): a picture
    working out again what a ruling decides. The rest import what a position is (state, ships, the board's
    squares), which a picture of a position needs whatever its ruling carries."""
    return [line for line in drawing_imports(root) if _makes_rulings(_module_path(root, line))]


def _module_path(root: Path, line: str) -> Path:
    """The file of the module a :func:`drawing_imports` line names: ``"sailkit/rulesets/x/faces/drawing.py:40
    imports fire"`` -> ``sailkit/rulesets/x/fire.py`` (or ``.../fire/__init__.py``)."""
    where, _, target = line.partition(" imports ")
    key = Path(where.partition(":")[0]).parts[2]  # sailkit/rulesets/KEY/...
    module = root.joinpath("sailkit", "rulesets", key, *target.split("."))
    return module.with_suffix(".py") if module.with_suffix(".py").is_file() else module / "__init__.py"


def _makes_rulings(path: Path) -> bool:
    """Whether the module at ``path`` builds a ruling: it calls ``Step(...)`` or ``Ruling(...)``."""
    if not path.is_file():
        return False
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("Step", "Ruling"):
            return True
    return False


def _imports(path: Path, package: Path) -> Iterator[tuple[int, str]]:
    """Each module of its own rule set that ``path`` imports (at the top or inside a function), with the line."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            for target in _imported(node, _dotted(path, package)):
                yield node.lineno, target


def _imported(node: ast.ImportFrom, here: str) -> list[str]:
    """The modules of the same package that ``node`` imports, as dotted paths inside the package."""
    if not node.level:
        return []
    base = here.split(".")[: -node.level] if node.level <= here.count(".") + 1 else []
    module = [*base, *(node.module.split(".") if node.module else [])]
    if node.module:
        return [".".join(module)]
    return [".".join([*module, alias.name]) for alias in node.names]


def long_functions(root: Path) -> list[tuple[int, str]]:
    """Functions and methods longer than :data:`LONG_FUNCTION` lines in ``sailkit``: ``(lines, "path:name")``, longest
    first."""
    out = []
    for path in _python(root, "sailkit"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > LONG_FUNCTION:
                    out.append((length, f"{path.relative_to(root)}:{node.name}"))
    return sorted(out, reverse=True)


def big_classes(root: Path) -> list[tuple[int, str]]:
    """Classes with more than :data:`BIG_CLASS` methods in ``sailkit``: ``(methods, "path:name")``, biggest first."""
    out = []
    for path in _python(root, "sailkit"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                methods = sum(isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef)) for b in node.body)
                if methods > BIG_CLASS:
                    out.append((methods, f"{path.relative_to(root)}:{node.name}"))
    return sorted(out, reverse=True)


__all__ = [
    "BIG_CLASS",
    "LONG_FUNCTION",
    "STRETCH",
    "Stretch",
    "big_classes",
    "face_imports",
    "drawing_imports",
    "drawing_imports_of_rulings",
    "lines",
    "long_functions",
    "rulesets",
    "shared_stretches",
]
