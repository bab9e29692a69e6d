"""The shape of the code: the kit never imports a rule set (lazy imports included)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "sailkit"


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function, relative imports resolved."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    if path.name == "__init__.py":
        module = package
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            prefix = ".".join([*base, node.module] if node.module else base)
            out.add(prefix)
            out.update(f"{prefix}.{a.name}" for a in node.names)
    return out


def test_nothing_common_imports_a_rule_set() -> None:
    """Common code is everything outside sailkit/rulesets/; a rule set is found by entry point, never imported by name."""
    offenders = {
        str(p.relative_to(PACKAGE.parent)): sorted(m for m in _imports(p) if m.startswith("sailkit.rulesets."))
        for p in PACKAGE.rglob("*.py")
        if "rulesets" not in p.relative_to(PACKAGE).parts
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_check_sees_relative_and_lazy_imports() -> None:
    """The scan must find a lazy relative import inside a function, or the test above could not fail."""
    found = _imports(PACKAGE / "engine" / "game.py")
    assert "sailkit.registry" in found and "sailkit.dice.SeededDice" in found
