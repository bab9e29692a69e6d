"""Tables shipped inside a package (a rule set's ``data/*.csv``): read the same way by every rule set and the kit."""

from __future__ import annotations

import csv
import io
from importlib import resources


def text(package: str, path: str) -> str:
    """The text of the file ``path`` inside ``package`` (``"data/scenarios.json"``), read as UTF-8."""
    return resources.files(package).joinpath(path).read_text(encoding="utf-8")


def rows(package: str, path: str) -> list[dict[str, str]]:
    """Each row of the CSV table ``path`` inside ``package`` by its header's names, in the file's order."""
    return list(csv.DictReader(io.StringIO(text(package, path))))


__all__ = ["rows", "text"]
