"""The ``notebooks`` extra: what only the notebooks need, and a clear error when it is not installed.

``pip install sailkit`` brings what the ``sailkit`` command and the rules need (shapely, numpy,
matplotlib); the widgets of the tutorials, the replayer and the rulings desk come with
``pip install "sailkit[notebooks]"`` (``python3 dev.py lab``, ``serve`` and ``test`` install it).
A widget module loaded through :func:`import_widgets` (the replayer's, behind ``sailkit.replay``) says
so without it, instead of a bare "No module named 'ipywidgets'"; tests/test_packaging.py checks that
every module but those showing widgets imports without it.
"""

from __future__ import annotations

import importlib
from types import ModuleType

#: The top-level packages only the ``notebooks`` extra brings (and what they bring with them).
NOTEBOOK_PACKAGES = frozenset({"ipywidgets", "IPython", "traitlets", "comm"})

#: What to install for them.
INSTALL = "pip install 'sailkit[notebooks]'"


def import_widgets(module: str) -> ModuleType:
    """Import ``module``, which shows widgets; without the ``notebooks`` extra, say what to install."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as missing:
        if (missing.name or "").partition(".")[0] not in NOTEBOOK_PACKAGES:
            raise
        raise ModuleNotFoundError(
            f"{module} shows widgets in a notebook and needs {missing.name}, which is not installed: {INSTALL}",
            name=missing.name,
        ) from missing
