"""Shared test settings: hypothesis runs derandomised so CI is repeatable, and writes nothing into the tree.

``derandomize=True`` already turns the example database off; hypothesis still caches
what it learns about the source (constants, Unicode tables) in a ``.hypothesis``
folder of the current directory, so that folder is moved out of the working tree
(to ``$HYPOTHESIS_STORAGE_DIRECTORY`` when set, else the system's temporary folder).
"""

import os
import tempfile
from pathlib import Path

from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

_STORAGE = os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY") or str(Path(tempfile.gettempdir()) / "sailkit-hypothesis")
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = _STORAGE
set_hypothesis_home_dir(_STORAGE)

settings.register_profile("sailkit", derandomize=True, deadline=None, max_examples=150)
settings.load_profile("sailkit")
