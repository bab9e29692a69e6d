"""A rule set's package as its users see it: the functions and classes they ask the rules with, never a module.

Python sets every submodule it imports as an attribute of its package, so after
``import sailkit.rulesets.wooden_ships`` the name ``ws.fields`` would be a module beside
``ws.field_hexes``, and a submodule named like a function (``drift``) would take the
function's place or lose it to the function depending on which was imported last.
:func:`public_names_only` turns a package into a :class:`Namespace` that keeps its
submodules out of its attributes: they stay importable by their dotted path
(``from sailkit.rulesets.wooden_ships.fields import Kind``, ``from . import fields``
inside the package: Python finds an imported module in ``sys.modules`` when its
package has no attribute of that name), but ``dir(ws)`` and ``ws.<name>`` give only what
the package exports.
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Iterable, Mapping
from dataclasses import dataclass


class Namespace(types.ModuleType):
    """A package whose attributes are what it exports: a submodule imported later is not bound to its name."""

    def __setattr__(self, name: str, value: object) -> None:
        if _is_submodule(self, name, value):
            return
        super().__setattr__(name, value)

    def __dir__(self) -> list[str]:
        """The names the package exports (``__all__``) and its dunder attributes; not the names it imports for its
        own use (``RuleSet``, ``annotations``)."""
        exported = getattr(self, "__all__", None)
        if exported is None:
            return sorted(super().__dir__())
        return sorted({*exported, *(n for n in vars(self) if n.startswith("__"))})


def _is_submodule(package: types.ModuleType, name: str, value: object) -> bool:
    """Whether ``value`` is the package's own submodule called ``name``."""
    return isinstance(value, types.ModuleType) and value.__name__ == f"{package.__name__}.{name}"


def public_names_only(name: str) -> None:
    """Make the package ``name`` a :class:`Namespace` and drop the submodules its own imports bound to it.

    Called at the end of a rule set's ``__init__`` (``public_names_only(__name__)``).
    """
    package = sys.modules[name]
    for attribute, value in list(vars(package).items()):
        if _is_submodule(package, attribute, value):
            delattr(package, attribute)
    package.__class__ = Namespace


def export_order(name: str) -> tuple[int, str]:
    """How ruff sorts ``__all__``: constants, then classes, then functions, each alphabetically."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


@dataclass(frozen=True)
class LazyNames:
    """The names a package exports from its modules, each imported on first use (PEP 562), so that importing the
    package stays cheap and a question about the rules loads only its own section.

    ``LazyNames.of(__name__, {".board": "name square", ".readings": "DEFAULT_READINGS=DEFAULT READINGS"})``: each
    module (relative to the package) with its names, ``name=attribute`` where the two differ. The package's
    ``__getattr__`` calls :meth:`load`; its ``__all__`` is :meth:`exports`.
    """

    package: str
    where: Mapping[str, tuple[str, str]]

    @classmethod
    def of(cls, package: str, defined: Mapping[str, str]) -> LazyNames:
        words = ((module, word.partition("=")) for module, names in defined.items() for word in names.split())
        return cls(package, {name: (module, attribute or name) for module, (name, _, attribute) in words})

    def load(self, name: str) -> object:
        """``name`` imported from the module that defines it and kept on the package; AttributeError if unknown."""
        if name not in self.where:
            raise AttributeError(f"module {self.package!r} has no attribute {name!r}")
        module, attribute = self.where[name]
        value = getattr(importlib.import_module(module, self.package), attribute)
        setattr(sys.modules[self.package], name, value)
        return value

    def exports(self, *eager: str, leave_out: Iterable[str] = ()) -> list[str]:
        """The package's ``__all__``: the names ``eager`` (defined or imported at once) and every lazy name but those
        left out, in :func:`export_order`."""
        return sorted({*eager, *self.where} - set(leave_out), key=export_order)
