"""A rule set's package exports functions, classes and constants, never a module (issue 25, point 4).

Python binds every imported submodule to its package, so the test imports every module of each package first:
``ws.fields`` must not become reachable just because something imported ``wooden_ships.fields``.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import types

import pytest

from sailkit.namespace import Namespace

PACKAGES = ["fighting_sail", "wooden_ships", "as_per_margin", "fighting_ships"]


def _loaded(name: str) -> types.ModuleType:
    """The package with every one of its modules imported (as a test session or the tutorials would)."""
    package = importlib.import_module(f"sailkit.rulesets.{name}")
    for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
        importlib.import_module(info.name)
    return package


@pytest.mark.parametrize("name", PACKAGES)
def test_no_public_name_of_a_rule_set_package_is_a_module(name: str) -> None:
    package = _loaded(name)
    public = [n for n in dir(package) if not n.startswith("_")]
    assert [n for n in public if inspect.ismodule(getattr(package, n))] == []
    assert sorted(public) == sorted(package.__all__)
    for info in pkgutil.iter_modules(package.__path__):
        value = getattr(package, info.name, None)
        assert not inspect.ismodule(value), f"{name}.{info.name} is reachable as a module"


@pytest.mark.parametrize("name", PACKAGES)
def test_every_exported_name_is_there(name: str) -> None:
    package = _loaded(name)
    missing = [n for n in package.__all__ if not hasattr(package, n)]
    assert missing == []


def test_modules_stay_importable_by_their_dotted_path() -> None:
    """``from sailkit.rulesets.wooden_ships import fields`` still gives the module: Python finds it in sys.modules."""
    from sailkit.rulesets.fighting_sail import drifting
    from sailkit.rulesets.wooden_ships import fields

    assert inspect.ismodule(fields) and inspect.ismodule(drifting)
    ws = importlib.import_module("sailkit.rulesets.wooden_ships")
    assert isinstance(ws, Namespace) and not hasattr(ws, "fields")


#: Names the tutorials import from a section module that the package leaves there on purpose, and why.
LEFT_IN_THEIR_MODULES = {
    "fighting_sail": {
        "command": "the engine's reader of an order word; legal_commands and command_ruling answer",
        "turn_fulfilled": "movement bookkeeping; moves() answers where a command can end",
    },
    "wooden_ships": {
        "PARTS": "the index notebook's own machinery",
        "index": "the index notebook's own machinery",
        "notebook_headings": "the index notebook's own machinery",
        "part_table": "the index notebook's own machinery",
        "odds": "two dice against a number, a generic name asked as locking.odds",
        "cost": "a load's reload cost, asked as ammunition.cost beside ammunition.RELOADS",
        "fighting": "victory's helpers, generic names asked as victory.fighting ...",
        "lost": "victory's helpers, generic names asked as victory.lost ...",
        "outcome": "victory's helpers, generic names asked as victory.outcome ...",
        "points": "victory's helpers, generic names asked as victory.points ...",
    },
    "as_per_margin": {
        "cell": "the index notebook's own machinery",
        "tables": "the index notebook's own machinery",
    },
    "fighting_ships": {
        "cell": "the index notebook's own machinery",
        "tables": "the index notebook's own machinery",
        "Counter": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "run_counter": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "Target": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "impact": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "impact_odds": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "Launches": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "launched": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "may_launch": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "Mine": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "sweep": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "tripped": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "Keeper": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "goalkeeper": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
        "missile_odds": "a later-era ruling of torpedoes, missiles or mines, asked from its section module until the engine plays it (issue 23)",
    },
}


def _imported_by_tutorials() -> set[tuple[str, str]]:
    """(rule set, name) for every name a tutorial imports from one of a rule set's section modules (its faces and
    its computer captain aside: those are the pictures and the opponent, not the rules)."""
    import json
    import re
    from pathlib import Path

    found: set[tuple[str, str]] = set()
    for path in sorted((Path(__file__).resolve().parent.parent / "tutorials").rglob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        pattern = r"from sailkit\.rulesets\.(\w+)\.([\w.]+) import (?:\(([^)]*)\)|([\w, ]+)$)"
        for m in re.finditer(pattern, code, re.MULTILINE):
            key, module, wrapped, names = m.groups()
            names = wrapped or names
            if not module.startswith(("faces", "captain")):
                found |= {(key, n) for n in re.findall(r"\w+", names)}
    return found


def test_everything_a_tutorial_imports_from_a_section_is_exported_or_left_there_for_a_reason() -> None:
    imported = _imported_by_tutorials()
    assert {key for key, _ in imported} >= {"fighting_sail", "wooden_ships", "as_per_margin"}  # FSh: none yet
    missing = sorted(
        (key, name)
        for key, name in imported
        if name not in _loaded(key).__all__ and name not in LEFT_IN_THEIR_MODULES.get(key, {})
    )
    assert missing == []
    stale = sorted((k, n) for k, names in LEFT_IN_THEIR_MODULES.items() for n in names if (k, n) not in imported)
    assert stale == []
