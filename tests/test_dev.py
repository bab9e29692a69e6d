"""dev.py, the README's two commands: which tools each installs, and the test command writing no bytecode."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent


def _dev() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("command", "extras", "cached_bytecode"),
    [("test", ("test",), True), ("lab", ("lab",), False), ("serve", ("serve",), False), ("docs", ("docs",), False)],
)
def test_each_command_installs_its_tools_and_sets_its_environment(
    monkeypatch: pytest.MonkeyPatch, command: str, extras: tuple[str, ...], cached_bytecode: bool
) -> None:
    """The tests cache their bytecode outside the tree, even where the caller's environment says to write none."""
    dev = _dev()
    calls: list[Any] = []
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.delenv("PYTHONPYCACHEPREFIX", raising=False)
    monkeypatch.setattr(dev, "setup", lambda wanted, env: calls.append((wanted, env)))
    monkeypatch.setattr(dev, "PREPARE", {})
    monkeypatch.setattr(dev.subprocess, "call", lambda cmd, cwd, env: calls.append((cmd, env)) or 0)
    assert dev.main([command, "-q"]) == 0
    ((wanted, installing), (cmd, env)) = calls
    assert wanted == extras and cmd[-1] == "-q"
    assert installing == env  # pip compiles what it installs where the command's processes read bytecode
    assert ("PYTHONDONTWRITEBYTECODE" not in env) is cached_bytecode
    assert (env.get("PYTHONPYCACHEPREFIX") == str(dev.PYCACHE)) is cached_bytecode
    assert not dev.PYCACHE.is_relative_to(ROOT)


@pytest.mark.parametrize(
    ("extra", "parallel"),
    [
        ([], True),
        (["-q", "-x", "-k", "sight"], True),  # the whole suite, filtered: still on every core
        (["tests/test_dev.py", "-k", "stamp"], False),  # tests named: one process
        (["tests/fighting_sail", "-q"], False),
        (["tests/test_dev.py::test_setup_reinstalls_only_for_tools_not_yet_installed"], False),
        (["-p", "no:xdist"], False),  # without xdist, no -n to pass it
    ],
)
def test_the_test_command_runs_on_every_core_unless_given_tests(extra: list[str], parallel: bool) -> None:
    """The whole suite goes to xdist's workers; named tests run in one process; the ten slowest are printed."""
    cmd = _dev().COMMANDS["test"](extra)
    assert cmd[1:3] == ["-m", "pytest"] and cmd[len(cmd) - len(extra) :] == extra
    assert ("-n" in cmd) is parallel and "--durations=10" in cmd
    # the caller's own choice comes later on the line, so it wins: `-n 0`, `-n 2`, `--durations=0`
    assert cmd.index("--durations=10") < len(cmd) - len(extra)


def test_setup_reinstalls_only_for_tools_not_yet_installed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The stamp records pyproject.toml's fingerprint and the extras installed; a new extra, or a changed file, reinstalls."""
    dev = _dev()
    monkeypatch.setattr(dev, "STAMP", tmp_path / "stamp")
    monkeypatch.setattr(dev, "PYTHON", tmp_path / "python")
    (tmp_path / "python").write_text("")
    runs: list[list[str]] = []
    monkeypatch.setattr(dev, "_run", lambda cmd, env: runs.append(cmd) if env == {"PYTHONPYCACHEPREFIX": "c"} else None)
    dev.setup(("test",), {"PYTHONPYCACHEPREFIX": "c"})
    assert runs[-1][-1] == ".[test]"
    monkeypatch.setattr(dev, "_run", lambda cmd, env=None: runs.append(cmd))
    dev.setup(("test",))
    dev.setup(())
    assert len(runs) == 2  # pip upgrade and the install, once
    dev.setup(("lab",))
    assert runs[-1][-1] == ".[lab,test]"
    monkeypatch.setattr(dev, "_fingerprint", lambda: "pyproject.toml changed")
    dev.setup(("lab",))
    assert runs[-1][-1] == ".[lab]"


def test_the_test_command_installs_chromium_only_as_root_and_only_when_missing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dev = _dev()
    calls: list[list[str]] = []
    monkeypatch.setattr(dev.subprocess, "call", lambda cmd, **kw: calls.append(cmd) or 0)
    monkeypatch.setattr(dev, "CHROMIUM", tmp_path / "chromium")
    monkeypatch.setattr(dev, "_is_root", lambda: False)
    dev._chromium()
    assert calls == []  # not root: nothing is installed, the browser tests skip
    monkeypatch.setattr(dev, "_is_root", lambda: True)
    if Path("/usr/bin/apt-get").exists():
        dev._chromium()
        assert calls[-1][:3] == ["apt-get", "install", "-y"] and calls[-1][-1] == "chromium"
    calls.clear()
    (tmp_path / "chromium").write_text("")
    dev._chromium()
    assert calls == []  # already there
    assert dev.PREPARE["test"] is dev._chromium


def test_serve_opens_the_desk_unless_told_the_replayer_on_127_0_0_1_only() -> None:
    """``python3 dev.py serve`` serves the rulings desk; ``serve replayer`` the replayer; other arguments go to Voila.

    Voila always listens on this machine's loopback alone: the page asks no token (docs/serving.md).
    """
    dev = _dev()
    here = "--Voila.ip=127.0.0.1"
    assert dev._serve([])[1:] == ["tutorials/rulings_desk.ipynb", here]
    assert dev._serve(["replayer", "--port=9000"])[1:] == ["tutorials/replayer.ipynb", here, "--port=9000"]
    assert dev._serve(["--no-browser"])[1:] == ["tutorials/rulings_desk.ipynb", here, "--no-browser"]
    assert all((ROOT / page).is_file() for page in dev.PAGES.values())


@pytest.mark.parametrize("command", ["lab", "serve", "test", "bench"])
def test_each_dev_command_that_shows_or_times_widgets_installs_the_notebooks_extra(command: str) -> None:
    """``dev.py`` installs its extras: ``notebooks`` itself, or one that names ``sailkit[notebooks]``."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    named = set(_dev().EXTRAS[command])
    named |= {e for extra in named for r in map(Requirement, extras[extra]) if r.name == "sailkit" for e in r.extras}
    assert "notebooks" in named, named


@pytest.mark.parametrize("address", [["--Voila.ip=0.0.0.0"], ["--Voila.ip", "192.0.2.7"], ["replayer", "--ip=::"]])
def test_serve_refuses_another_address_and_says_how_to_serve_a_club(
    address: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    dev = _dev()
    ran: list[Any] = []
    monkeypatch.setattr(dev, "setup", ran.append)
    monkeypatch.setattr(dev.subprocess, "call", lambda *a, **k: ran.append(a) or 0)
    assert dev.main(["serve", *address]) == 2 and ran == []
    error = capsys.readouterr().err
    assert "127.0.0.1" in error and "docs/serving.md" in error and error.count("\n") == 2


def test_lab_opens_the_start_page_with_the_repository_as_its_root() -> None:
    """Issue 25: JupyterLab rooted at ``tutorials/`` hid ``replays/`` and ``docs/``, so the notebooks' links to them
    did not open and the README's ``sailkit.replay("replays/...")`` failed there."""
    dev = _dev()
    cmd = dev.COMMANDS["lab"]([])
    assert cmd[1:4] == ["lab", f"--ServerApp.root_dir={ROOT}", "tutorials/00_start_here.ipynb"]
    assert (ROOT / "tutorials" / "00_start_here.ipynb").is_file()
