"""The commands a rule set's package answers as ``python -m sailkit.rulesets.KEY COMMAND``, written once for every
rule set that keeps its readings document, sample games and index tables where the kit expects them: ``readings``
(its ``readings.document()``), ``samples [--out DIR]`` (its ``samples.main``) and ``index NOTEBOOK`` (its
``index.tables``, through :func:`sailkit.index_notebook.command`). Each module is imported only when its command
runs, so printing the readings loads no engine. A rule set's ``__main__`` adds its own commands around these.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib import import_module

from .index_notebook import command as index_command

#: The common commands' usage, after ``python -m PACKAGE``.
USAGE = ("readings", "samples [--out DIR]", "index NOTEBOOK")


def common(package: str, argv: Sequence[str]) -> int | None:
    """Run ``argv`` if it is one of the common commands of ``package`` and return its exit status; ``None`` when it
    is not one of them (the caller tries its own, then prints :func:`usage`)."""
    if list(argv) == ["readings"]:
        sys.stdout.write(import_module(".readings", package).document())
        return 0
    if argv[:1] == ["samples"]:
        return int(import_module(".samples", package).main(list(argv[1:])))
    if argv[:1] == ["index"] and len(argv) == 2:
        return index_command(argv[1], import_module(".index", package).tables)
    return None


def usage(package: str, *more: str) -> int:
    """Print the usage of ``package``'s commands, the common ones and ``more``, on standard error; exit status 2."""
    lines = [f"python -m {package} {line}" for line in (*USAGE, *more)]
    sys.stderr.write("usage: " + "\n       ".join(lines) + "\n")
    return 2


__all__ = ["USAGE", "common", "usage"]
