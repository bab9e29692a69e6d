"""``sailkit ruling``: the desk's answer in a terminal, the captioned picture written, errors as one line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sailkit import cli

ROOT = Path(__file__).resolve().parent.parent
DUEL = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"
SAMPLE = str(ROOT / "replays" / "15.4-constitution-guerriere.sail")


def test_the_readme_example_prints_the_ruling_of_9_3(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", DUEL, "fire", "Shannon", "Constitution"]) == cli.OK
    out = capsys.readouterr().out
    assert out.startswith("Shannon fires its port broadside at Constitution (hull fire): yes, Fire Value 65")
    assert "[9.33f] Shannon is in Constitution's stern blind area" in out


@pytest.mark.parametrize("option", ["-o", "--svg", "--png"])
def test_the_captioned_diagram_is_written_where_asked(tmp_path: Path, option: str) -> None:
    target = tmp_path / ("dispute.png" if option == "-o" else "dispute")  # --svg/--png add their suffix
    assert cli.main(["ruling", DUEL, "sight", "Shannon", "Constitution", option, str(target)]) == cli.OK
    written = target if option == "-o" else target.with_suffix("." + option[2:])
    data = written.read_bytes()
    if written.suffix == ".svg":
        assert (
            b"no occupied square lies across the line" in data and DUEL.encode() in data
        )  # the ruling and position as the caption
    else:
        assert data.startswith(b"\x89PNG")


def test_a_point_of_a_recorded_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", SAMPLE, "--at", "0", "range", "Constitution", "Guerriere"]) == cli.OK
    assert capsys.readouterr().out.startswith("range from Constitution to Guerriere: 9")  # 0610 to 1009 at the set-up
    assert cli.main(["ruling", SAMPLE, "gauge"]) == cli.OK  # at the end of the main line
    assert "who holds the weather gauge" in capsys.readouterr().out


def test_a_reading_switched_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", DUEL, "--readings", "wg_ma_population=all_ships", "gauge"]) == cli.OK
    assert "wg_ma_population=all_ships" in capsys.readouterr().out


def test_list_names_every_question(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", DUEL, "list"]) == cli.OK
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 16 and lines[0].startswith("fire SHIP TARGET [AIM]") and lines[0].endswith("[9.1-9.36]")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([DUEL, "fire", "Shannon", "Bob"], "invalid target: 'Bob' (expected one of 'Shannon', 'Constitution')"),
        (["FS turn 1 wind Q | Shannon BR 1013 E", "gauge"], "invalid position notation at column 16"),
        (["Shannon BR 1013 E", "gauge"], "invalid position: 'Shannon BR 1013 E'"),
        ([DUEL, "--at", "3", "gauge"], "a record file as the position"),
        ([SAMPLE, "--at", "999", "gauge"], "invalid --at: 999 (expected a number of actions from 0 to"),
        ([DUEL, "--readings", "arc_boundary", "gauge"], "invalid reading: 'arc_boundary' (expected KEY=OPTION"),
        ([DUEL, "gauge", "--png", "out.svg"], "invalid --png file name: 'out.svg'"),
        ([DUEL, "gauge", "-o", "out.gif"], "invalid diagram file suffix: '.gif'"),
    ],
)
def test_a_typo_is_one_line_naming_it_and_exit_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # nothing is written by a refused command, and never into the tree
    assert cli.main(["ruling", *args]) == cli.CANNOT
    err = capsys.readouterr().err
    assert err.startswith("sailkit ruling: error: ") and message in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_the_installed_command_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sailkit", "ruling", DUEL, "strikes", "Shannon"], capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stdout.startswith("does Shannon strike: no")
