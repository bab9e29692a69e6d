"""Loaded first by every pytest process of the suite (``-p lazy_imports`` in pyproject's addopts): imports made lazy.

nbval imports nbformat, which imports jsonschema, whose format checkers take ``is_valid_syntax`` from
``rfc3987_syntax`` when it is installed (JupyterLab's and Voila's servers bring it in, through jupyter_events);
that module builds a Lark grammar for IRIs as it is imported, about 1.2 s of every pytest process (the run's
and each worker's) for a check nothing in the suite makes: sailkit validates no URI, and nbformat's notebook
schema has no ``iri`` format.

Here ``rfc3987_syntax`` stands in as a :class:`Deferred` module until something uses it: jsonschema registers
its ``iri`` and ``iri-reference`` checks as always, with a function that imports the real module at its first
call and answers with it, so no check is lost, only the grammar's build where none runs. It must load before
nbval: a ``-p`` plugin does (pytest imports those before the plugins that installed packages declare).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from collections.abc import Callable, Iterable
from typing import Any

#: Modules whose import waits for their first use: name -> the functions other modules take from them at import.
DEFERRED: dict[str, tuple[str, ...]] = {"rfc3987_syntax": ("is_valid_syntax",)}


class Deferred(types.ModuleType):
    """Stands for module ``name`` until it is used: then imports it and answers with it.

    ``functions`` are handed out as forwarders (``from name import f`` does not import the module; calling
    ``f`` does); any other attribute asked for imports the module at once.
    """

    def __init__(self, name: str, functions: Iterable[str]) -> None:
        super().__init__(name)
        for function in functions:
            setattr(self, function, self._forwarder(function))

    def _real(self) -> types.ModuleType:
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return importlib.import_module(self.__name__)

    def _forwarder(self, function: str) -> Callable[..., Any]:
        def forward(*args: Any, **kwargs: Any) -> Any:
            return getattr(self._real(), function)(*args, **kwargs)

        forward.__name__ = forward.__qualname__ = function
        return forward

    def __getattr__(self, attribute: str) -> Any:
        if attribute.startswith("__"):  # the import system and introspection ask for dunders: no import for them
            raise AttributeError(attribute)
        return getattr(self._real(), attribute)


def defer(name: str, functions: Iterable[str]) -> bool:
    """Put a :class:`Deferred` for module ``name`` in ``sys.modules`` if it is installed and not yet imported; say so."""
    if name in sys.modules or importlib.util.find_spec(name) is None:
        return False
    sys.modules[name] = Deferred(name, functions)
    return True


for _name, _functions in DEFERRED.items():
    defer(_name, _functions)
