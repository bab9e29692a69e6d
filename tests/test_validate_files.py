"""``sailkit validate`` on what a club may hand it by mistake (issue 26): special files, numbers in other scripts'
digits, faults in headers; each reported with its line, later files still checked, the exit status honest."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sailkit import cli

ROOT = Path(__file__).resolve().parent.parent


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    status = cli.main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out.splitlines() + captured.err.splitlines()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes (POSIX)")
def test_validate_refuses_a_named_pipe_and_the_zero_device_and_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A pipe blocked ``validate`` forever and the zero device ran it out of memory: each is now one line saying
    it is not a regular file, the next record is checked, and the status is 2 (could not check)."""
    pipe = tmp_path / "pipe.sail"
    os.mkfifo(pipe)
    good = ROOT / "replays" / "15.4-constitution-guerriere.sail"
    paths = [str(pipe), *(["/dev/zero"] if os.path.exists("/dev/zero") else []), str(good)]
    status, lines = _run(capsys, "validate", *paths)
    assert status == 2
    assert (
        f"{pipe}: cannot check: invalid record file: {str(pipe)!r} (expected a regular file, not a named pipe)" in lines
    )
    assert lines[-1].startswith(f"{len(paths)} records") and "1 legal" in lines[-1]
