"""What `pip install sailkit` promises: its licence, its changelog, a command line without Jupyter, pinned checkers.

The command line and the rules need shapely, numpy and matplotlib; the widgets of the notebooks come with the
``notebooks`` extra, which ``python3 dev.py lab``, ``serve`` and ``test`` install. The tests here run the command
line in a fresh interpreter where IPython, ipywidgets and the rest of Jupyter cannot be imported at all, as after
a plain ``pip install sailkit``, and read the metadata from ``pyproject.toml`` itself.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement

import sailkit

ROOT = Path(__file__).resolve().parent.parent
PROJECT: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
EXTRAS: dict[str, list[str]] = PROJECT["optional-dependencies"]
#: What only Jupyter and the notebooks need: none of it may be imported by the command line or be a core requirement.
JUPYTER = [
    *("IPython", "ipywidgets", "traitlets", "comm"),  # what the notebooks extra brings (sailkit.extras)
    *("ipykernel", "jupyter_client", "jupyter_core", "jupyterlab", "nbformat", "voila"),
]
#: The modules that show widgets, and so need the ``notebooks`` extra; every other module imports without it.
WIDGET_MODULES = re.compile(
    r"sailkit\.(widgets|controls|desk|quiz|replayer\.(controller|hotseat|navigation|annotating|branching|board_image)"
    r"|rulesets\.\w+\.faces\.explorers(\.\w+)?)$"
)
#: A fresh interpreter in which the packages of ``JUPYTER`` cannot be imported (it notes every try).
WITHOUT_JUPYTER = """
import json, sys
BLOCKED, tried = set(json.loads(sys.argv[1])), []
class WithoutJupyter:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            tried.append(name)
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, WithoutJupyter())
"""


def _without_jupyter(code: str, *args: str) -> dict[str, Any]:
    """Run ``code`` where Jupyter cannot be imported; it leaves its findings in ``found``, returned with the tries."""
    script = WITHOUT_JUPYTER + code + "\nprint(json.dumps({**found, 'tried': tried}))\n"
    env = {key: value for key, value in os.environ.items() if key != "MPLBACKEND"}
    out = subprocess.run(
        [sys.executable, "-c", script, json.dumps(JUPYTER), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-4000:]
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def _name(requirement: str) -> str:
    return Requirement(requirement).name.lower().replace("_", "-")


# The licence and the changelog


def test_the_licence_is_mit_in_the_file_and_in_the_metadata() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted, free of charge" in text
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]


def test_the_changelog_has_an_entry_for_the_version_and_one_per_release() -> None:
    """One ``## [VERSION] - DATE`` heading per release, newest first, each with what changed in a list."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    entries = re.findall(
        r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2}|Unreleased)\n(.*?)(?=^## |\Z)", text, re.M | re.S
    )
    versions = [version for version, _, _ in entries]
    assert versions and versions[0] == PROJECT["version"] == sailkit.__version__
    assert versions == sorted(set(versions), key=lambda v: tuple(map(int, v.split("."))), reverse=True)
    assert all(re.search(r"^- \S", body, re.M) for _, _, body in entries), "every entry lists its changes"


def test_the_installed_metadata_is_this_pyproject() -> None:
    """The environment the tests run in was installed from this pyproject.toml (dev.py reinstalls on a change)."""
    meta = importlib.metadata.metadata("sailkit")
    assert meta["Version"] == PROJECT["version"] and meta["License-Expression"] == PROJECT["license"]


# pip install sailkit: the command line without Jupyter


def test_the_core_requirements_are_the_command_lines_and_no_jupyter() -> None:
    core = {_name(r) for r in PROJECT["dependencies"]}
    assert core == {"shapely", "numpy", "matplotlib", "pillow", "tqdm"}
    assert not core & {p.lower() for p in JUPYTER}
    assert {"ipywidgets", "ipython"} <= {_name(r) for r in EXTRAS["notebooks"]}


@pytest.mark.slow
def test_the_command_line_runs_and_exports_without_jupyter(tmp_path: Path) -> None:
    """`sailkit validate`, `ruling -o`, `replay` to a picture, a page and a GIF, and `study`, none importing Jupyter."""
    position = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"
    commands = [
        ["--version"],
        ["validate", "replays/15.1-shannon-chesapeake.sail"],
        ["ruling", position, "fire", "Shannon", "Constitution", "-o", str(tmp_path / "ruling.png")],
        ["replay", "replays/15.4-constitution-guerriere.sail", "--at", "2.8", "--png", str(tmp_path / "point.png")],
        ["replay", "replays/15.1-shannon-chesapeake.sail", "--html", str(tmp_path / "battle.html")],
        ["replay", "replays/15.1-shannon-chesapeake.sail", "--gif", str(tmp_path / "battle.gif"), "--every", "turn"],
        ["study", "fighting_sail", "--games", "2", "--workers", "1", "--players", "random", "--max-turns", "2"]
        + ["--readings", "arc_boundary=blind"],
    ]
    code = (
        "import sailkit.cli\n"
        "found = {'on_import': sorted(sys.modules)}\n"
        "found['codes'] = [sailkit.cli.main(args) for args in json.loads(sys.argv[2])]\n"
    )
    found = _without_jupyter(code, json.dumps(commands))
    assert found["tried"] == [] and found["codes"] == [0] * len(commands)
    assert not [m for m in found["on_import"] if m.partition(".")[0] in JUPYTER]
    assert all(
        (tmp_path / name).stat().st_size > 0 for name in ("ruling.png", "point.png", "battle.html", "battle.gif")
    )


def test_every_module_but_the_widgets_imports_without_jupyter() -> None:
    """A rule set's rules, faces and replay board, the exports and the replayer's views need no notebook."""
    code = (
        "import importlib, pkgutil, sailkit\n"
        "found = {'failed': {}}\n"
        "for info in pkgutil.walk_packages(sailkit.__path__, 'sailkit.'):\n"
        "    if not info.name.endswith('__main__'):\n"
        "        try:\n"
        "            importlib.import_module(info.name)\n"
        "        except ModuleNotFoundError as err:\n"
        "            found['failed'][info.name] = err.name\n"
    )
    failed = _without_jupyter(code)["failed"]
    assert set(failed.values()) <= set(JUPYTER)
    assert sorted(name for name in failed if not WIDGET_MODULES.match(name)) == []
    assert "sailkit.replayer.controller" in failed and "sailkit.widgets" in failed  # the check sees a widget module


def test_the_replayer_without_the_notebooks_extra_says_what_to_install() -> None:
    code = (
        "import sailkit\n"
        "try:\n"
        "    sailkit.replay\n"
        "except ModuleNotFoundError as err:\n"
        "    found = {'error': str(err), 'name': err.name}\n"
    )
    found = _without_jupyter(code)
    assert "pip install 'sailkit[notebooks]'" in found["error"] and found["name"] in JUPYTER


# The test command's own tools


#: The checkers whose verdict the suite reports, pinned exactly so a new release cannot turn it red.
PINNED = ["ruff", "mypy", "types-shapely", "nbstripout"]


@pytest.mark.parametrize("tool", PINNED)
def test_the_checkers_the_tests_run_are_pinned_and_installed_at_their_pin(tool: str) -> None:
    (requirement,) = [Requirement(r) for r in EXTRAS["test"] if _name(r) == tool]
    (spec,) = requirement.specifier
    assert spec.operator == "==", f"{tool} is not pinned exactly: {requirement}"
    assert importlib.metadata.version(tool) == spec.version


def test_the_minimum_versions_are_the_ones_the_install_notes_say_were_tested() -> None:
    """docs/install.md's table of the oldest releases the tests passed with is what pyproject.toml asks for."""
    table = dict(re.findall(r"^\| `(\w+)` \| ([\d.]+) \|", (ROOT / "docs/install.md").read_text(), re.M))
    floors = {_name(r): str(spec.version) for r in PROJECT["dependencies"] for spec in Requirement(r).specifier}
    assert {name: floors[name] for name in ("numpy", "matplotlib", "shapely")} == table


# Serving the desk


def test_the_docs_say_the_desk_is_served_without_a_token_and_how_to_serve_a_club() -> None:
    serving = (ROOT / "docs/serving.md").read_text(encoding="utf-8")
    for needed in ("127.0.0.1", "token", "JupyterHub", "reverse proxy", "python3 dev.py serve"):
        assert needed in serving, needed
    for doc in ("README.md", "docs/desk.md"):
        text = (ROOT / doc).read_text(encoding="utf-8")
        assert "127.0.0.1" in text and "serving.md" in text, doc
