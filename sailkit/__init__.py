"""sailkit: learn, check and replay age-of-sail naval wargames.

``import sailkit`` stays light (no shapely, no matplotlib); rule sets load on first
use: ``from sailkit import fighting_sail``.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_RULESETS = {"fighting_sail": "sailkit.rulesets.fighting_sail"}


def __getattr__(name: str) -> Any:
    if name in _RULESETS:
        return importlib.import_module(_RULESETS[name])
    raise AttributeError(f"module 'sailkit' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_RULESETS])
