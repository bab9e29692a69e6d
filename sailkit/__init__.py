"""sailkit: learn, check and replay age-of-sail naval wargames.

``import sailkit`` stays light (no shapely, no matplotlib); rule sets load on first
use, by the key they are installed under (see :mod:`sailkit.registry`):
``from sailkit import fighting_sail``.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"


#: What ``sailkit`` offers besides its rule sets, imported on first use: the notebook replayer (:mod:`sailkit.replayer`).
_LAZY = {"replay": "replay", "hot_seat": "hot_seat"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from . import replayer

        return getattr(replayer, _LAZY[name])
    import importlib

    from .registry import keys, ruleset

    if name not in keys():
        raise AttributeError(f"module 'sailkit' has no attribute {name!r}")
    return importlib.import_module(ruleset(name).package)


def __dir__() -> list[str]:
    from .registry import keys

    return sorted([*globals(), *_LAZY, *keys()])
