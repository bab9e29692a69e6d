"""The ``sailkit`` command as a whole: one-line usage errors, ``--version``, exit statuses kept apart from crashes,
outputs checked before any work, ``-`` for standard input and output, and docs/cli.md true to all of it."""

from __future__ import annotations

import argparse
import errno
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sailkit import cli

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "cli.md"
DUEL = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# ---- usage errors, --version ----


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["ruling"], "sailkit ruling: error: the following arguments are required: position, question"),
        (["ruling", DUEL, "gauge", "--at"], "sailkit ruling: error: argument --at: expected one argument"),
        (["validate", "--bogus", "x.sail"], "sailkit: error: unrecognized arguments: --bogus"),
        (["replay", "x.sail", "--every", "week"], "sailkit replay: error: argument --every: invalid choice: 'week'"),
        (["dance"], "sailkit: error: argument COMMAND: invalid choice: 'dance'"),
    ],
)
def test_a_usage_error_is_one_line_saying_where_the_usage_is(
    capsys: pytest.CaptureFixture[str], argv: list[str], says: str
) -> None:
    status, out, err = _run(capsys, *argv)
    assert (status, out) == (cli.CANNOT, "")
    assert err.count("\n") == 1 and err.startswith(says) and err.rstrip().endswith("--help)"), err


def test_version_names_the_installed_package(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    status, out, _ = _run(capsys, "--version")
    assert status == cli.OK and out == f"sailkit {version('sailkit')}\n"


# ---- exit statuses ----


def _with_run(monkeypatch: pytest.MonkeyPatch, error: BaseException) -> None:
    """Make ``sailkit ruling`` raise ``error`` once its arguments are read."""

    def run(args: argparse.Namespace) -> int:
        raise error

    monkeypatch.setattr("sailkit.dispute.run", run)


def test_a_crash_is_a_traceback_and_exit_status_3_never_1_or_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _with_run(monkeypatch, ZeroDivisionError("a bug"))
    status, _, err = _run(capsys, "ruling", DUEL, "gauge")
    assert status == cli.CRASHED == 3
    assert "Traceback (most recent call last)" in err and "ZeroDivisionError: a bug" in err
    assert err.rstrip().splitlines()[-1].startswith("sailkit ruling: crashed: this is a bug in sailkit")


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (KeyboardInterrupt(), cli.INTERRUPTED),
        (FileNotFoundError(errno.ENOENT, "no such record file", "x.sail"), cli.CANNOT),
    ],
)
def test_an_interruption_and_an_unreadable_file_have_their_own_status(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, error: BaseException, status: int
) -> None:
    _with_run(monkeypatch, error)
    assert _run(capsys, "ruling", DUEL, "gauge")[0] == status


def test_a_crash_in_the_installed_command_exits_3_with_its_traceback(tmp_path: Path) -> None:
    """In a real process: an error sailkit did not expect is never passed off as "problems found" (1)."""
    code = (
        "import sys, sailkit.dispute as d\n"
        "def run(args): raise RuntimeError('boom')\n"
        "d.run = run\n"
        "from sailkit.cli import main\n"
        f"sys.exit(main(['ruling', {DUEL!r}, 'gauge']))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 3 and "RuntimeError: boom" in done.stderr and done.stdout == ""


# ---- outputs checked before any work ----


def test_standard_output_is_a_dash(tmp_path: Path) -> None:
    assert cli.output_path("-") is None
    assert cli.output_path(str(tmp_path / "a.png")) == tmp_path / "a.png"
    assert list(tmp_path.iterdir()) == []  # checking leaves nothing behind


@pytest.mark.parametrize(
    ("name", "error", "says"),
    [
        ("{tmp}", IsADirectoryError, "the diagram file is a folder, not a file"),
        ("{tmp}/", IsADirectoryError, "the diagram file is a folder, not a file"),
        ("{tmp}/nope/a.png", FileNotFoundError, "the folder for the diagram file does not exist"),
        ("{tmp}/file.txt/a.png", FileNotFoundError, "the folder for the diagram file is not a folder"),
        ("/proc/a.png", PermissionError, "cannot write the diagram file there"),  # refused even to root
    ],
)
def test_an_output_that_cannot_be_written_is_refused_naming_it(
    tmp_path: Path, name: str, error: type[OSError], says: str
) -> None:
    (tmp_path / "file.txt").write_text("x", encoding="utf-8")
    with pytest.raises(error) as err:
        cli.output_path(name.format(tmp=tmp_path), "diagram file")
    assert err.value.strerror.startswith(says) and err.value.filename


@pytest.mark.parametrize("option", ["--html", "--gif"])
@pytest.mark.parametrize(("name", "says"), [("{tmp}", "is a folder"), ("{tmp}/nope/x", "does not exist")])
def test_an_export_to_a_folder_is_refused_before_the_record_is_read(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    option: str,
    name: str,
    says: str,
) -> None:
    """``replay --html <folder>`` drew every frame (26 s) before failing; now it fails at once."""

    def never(*args: object, **kw: object) -> None:
        raise AssertionError("the record was read before the output was checked")

    monkeypatch.setattr("sailkit.replay_export.Replay.load", never)
    record = str(ROOT / "replays" / "15.4-constitution-guerriere.sail")
    status, out, err = _run(capsys, "replay", record, option, name.format(tmp=tmp_path))
    assert (status, out) == (cli.CANNOT, "") and err.startswith("sailkit replay: error: the ") and says in err


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(__import__("os"), "geteuid"), reason="POSIX modes")
def test_a_folder_without_write_permission_is_refused(tmp_path: Path) -> None:
    import os

    if os.geteuid() == 0:
        pytest.skip("root writes into any folder whatever its mode (the /proc case above covers root)")
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    try:
        with pytest.raises(PermissionError, match="cannot write"):
            cli.output_path(str(locked / "a.png"))
    finally:
        locked.chmod(0o700)


# ---- docs/cli.md ----


def test_the_doc_lists_every_exit_status_the_command_uses() -> None:
    text = DOC.read_text(encoding="utf-8")
    for status in (cli.OK, cli.PROBLEMS, cli.CANNOT, cli.CRASHED, cli.INTERRUPTED, cli.PIPE_CLOSED):
        assert re.search(rf"^\| `{status}` \|", text, re.M), status


def test_the_doc_names_every_option_of_ruling_and_validate() -> None:
    """(``sailkit replay``'s export options are documented with the exports, docs/exports.md.)"""
    text = DOC.read_text(encoding="utf-8")
    parser = cli.build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in commands.choices.items():
        assert f"## `sailkit {name}`" in text, name
        if name == "replay":
            continue
        for action in sub._actions:
            for option in [] if isinstance(action, argparse._HelpAction) else action.option_strings:
                assert f"`{option}" in text, f"sailkit {name} {option}"
