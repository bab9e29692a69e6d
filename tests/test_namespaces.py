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

PACKAGES = ["fighting_sail", "wooden_ships", "as_per_margin"]


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
