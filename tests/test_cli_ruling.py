"""``sailkit ruling``: the desk's answer in a terminal, the captioned picture written, errors as one line."""

from __future__ import annotations

import json
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
    assert "those without a command counting" in capsys.readouterr().out  # the reading switched, in words


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
        (
            [SAMPLE, "--at", "999", "gauge"],
            "invalid point of the replay: '999' (expected an action number from 0 to 54",
        ),
        ([DUEL, "--readings", "arc_boundary", "gauge"], "invalid reading: 'arc_boundary' (expected key=option"),
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
    assert done.returncode == 0 and done.stdout.startswith("does Shannon strike the moment it is abandoned: no")


# ---- whom a ship may fire at [9.31] ----

#: Chesapeake heads north with Shannon astern of her to the south-east: in her stern blind area [9.31b].
ASTERN = "FS turn 1 wind W | Shannon BR 1013 E | Chesapeake US 1010 N"


def test_targets_says_no_when_no_broadside_bears_9_31b(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", ASTERN, "targets", "Chesapeake"]) == cli.OK
    out = capsys.readouterr().out
    assert out.startswith("whom may Chesapeake fire at: no\n")
    assert "[9.31b] Shannon: not a target: Shannon lies in Chesapeake's stern blind area" in out


def test_targets_lists_each_target_with_its_best_shot(capsys: pytest.CaptureFixture[str]) -> None:
    three = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N | Chesapeake US 1210 N"
    assert cli.main(["ruling", three, "targets", "Shannon"]) == cli.OK
    out = capsys.readouterr().out
    assert out.startswith("whom may Shannon fire at: Constitution, Chesapeake\n")
    assert "[9.31] Constitution: a target: port broadside, 6 Range Points, Fire Value 65 (hull fire)" in out


@pytest.mark.parametrize(
    "position",
    [
        ASTERN,
        DUEL,
        "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N | Chesapeake US 1210 N | Wasp US 1413 W",
        "FS turn 1 wind N | Shannon BR 0505 E | Chesapeake US 0507 W | Wasp US 0305 S | Levant BR 0309 N",
    ],
)
def test_targets_names_exactly_the_ships_fire_says_yes_to(position: str) -> None:
    """One answer whichever way it is asked: ``targets X`` names T exactly when ``fire X T`` is legal [9.31]."""
    from sailkit.questions import ask, board_for

    desk = board_for(position)
    pos = desk.parse(position)
    for ship in desk.ships(pos):
        targets = ask(desk, pos, f"targets {ship}")
        legal = [t for t in desk.ships(pos) if t != ship and ask(desk, pos, f"fire {ship} {t}")]
        assert (list(targets.verdict) if targets else []) == legal, (ship, str(targets))
        assert bool(targets) == bool(legal)


# ---- --at: one meaning for every command ----


@pytest.mark.parametrize("at", ["0", "20", "#20", "1.8", "2.4", "turn 2", "first blood"])
def test_at_names_the_point_replay_draws(at: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``ruling --at X`` asks where ``replay --at X`` draws: an action number, TURN.PHASE or a bookmark."""
    from sailkit.questions import ask, board
    from sailkit.replay_export import Replay

    point = Replay.load(SAMPLE).point(at)
    desk = board("fighting_sail")
    expected = ask(desk, desk.position_of(point.state), "range Constitution Guerriere")
    assert cli.main(["ruling", SAMPLE, "--at", at, "range", "Constitution", "Guerriere"]) == cli.OK
    assert capsys.readouterr().out == f"{expected}\n"


def test_a_bad_at_is_the_same_error_for_ruling_and_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    said = []
    for argv in (
        ["ruling", SAMPLE, "--at", "2.5", "gauge"],
        ["replay", SAMPLE, "--at", "2.5", "--png", str(tmp_path / "a.png")],
    ):
        assert cli.main(argv) == cli.CANNOT
        said.append(capsys.readouterr().err.split(": error: ", 1)[1])
    assert said[0] == said[1] and said[0].startswith("invalid phase of the replay: '2.5'")


# ---- the position: a file, a line, standard input ----


@pytest.mark.parametrize("name", ["nope.sail", "games/nope.sail", "my game.wsim", "nope"])
def test_a_missing_record_file_is_no_such_file(
    name: str, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(["ruling", name, "gauge"]) == cli.CANNOT
    assert capsys.readouterr().err == f"sailkit ruling: error: no such record file: {name!r}\n"


def test_a_position_with_a_typo_is_a_short_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", "Shannon BR 1013 E | Constitution US 1010 N", "gauge"]) == cli.CANNOT
    err = capsys.readouterr().err
    assert "opening with 'APM' (As Per Margin), 'FS' (Fighting Sail)" in err and len(err) < 300


def test_a_lower_case_position_is_read_as_position_parse_reads_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", DUEL.lower().replace("shannon", "Shannon"), "fire", "Shannon", "Constitution"]) == 0
    assert capsys.readouterr().out.startswith("Shannon fires its port broadside at Constitution (hull fire): yes")


def _stdin(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8"))


def test_a_dash_reads_the_position_from_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _stdin(monkeypatch, DUEL + "\n")
    assert cli.main(["ruling", "-", "fire", "Shannon", "Constitution"]) == cli.OK
    assert "yes, Fire Value 65" in capsys.readouterr().out


def test_a_dash_reads_a_record_from_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _stdin(monkeypatch, Path(SAMPLE).read_text(encoding="utf-8"))
    assert cli.main(["ruling", "-", "--at", "0", "range", "Constitution", "Guerriere"]) == cli.OK
    assert capsys.readouterr().out.startswith("range from Constitution to Guerriere: 9")


def test_a_diagram_to_standard_output_sends_the_ruling_to_standard_error() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sailkit", "ruling", DUEL, "sight", "Shannon", "Constitution", "--svg", "-"],
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"<?xml") and done.stdout.rstrip().endswith(b"</svg>")
    assert done.stderr.decode().startswith("line of sight from 1013 to 1010: yes")


# ---- the output, checked before anything is asked ----


@pytest.mark.parametrize(
    ("option", "name", "says"),
    [
        ("-o", "{tmp}", "the diagram file is a folder, not a file: "),
        ("--png", "{tmp}/nope/dispute", "the folder for the diagram file does not exist: "),
        ("--svg", "/proc/dispute.svg", "cannot write the diagram file there"),
        ("-o", "-", "invalid -o: '-' (expected a file name; --svg - or --png - writes to standard output)"),
    ],
)
def test_an_output_that_cannot_be_written_is_refused_before_any_work(
    option: str,
    name: str,
    says: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def never(*args: object) -> None:
        raise AssertionError("the question was asked before the output was checked")

    monkeypatch.setattr("sailkit.questions.ask", never)
    assert cli.main(["ruling", DUEL, "gauge", option, name.format(tmp=tmp_path)]) == cli.CANNOT
    err = capsys.readouterr().err
    assert err.startswith("sailkit ruling: error: ") and says in err and err.count("\n") == 1


# ---- --json, --readings ----


RAKE = "Shannon is in Constitution's stern blind area: a stern rake (9.35)"


def test_json_is_the_ruling_as_data(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", DUEL, "--json", "fire", "Shannon", "Constitution"]) == cli.OK
    data = json.loads(capsys.readouterr().out)
    ruling = data["ruling"]
    assert data["position"] == DUEL and ruling["question"].startswith("Shannon fires its port broadside")
    assert (ruling["verdict"], ruling["value"], ruling["headline"]) == (True, 65, "Fire Value 65")
    steps = {step["case"]: step for step in ruling["steps"]}
    assert steps["9.33f"] == {"case": "9.33f", "reason": RAKE, "value": 20} and steps["9.11"]["value"] is None
    assert sum(step["value"] or 0 for step in ruling["steps"]) == 65  # the modifiers add up, as printed
    assert "9.33f" in ruling["cases"] and data["cases"]["9.33f"]  # what each case rules, from the case index
    assert ruling["text"].startswith("Shannon fires its port broadside at Constitution (hull fire): yes")


def test_json_of_a_refusal_and_of_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", ASTERN, "--json", "targets", "Chesapeake"]) == cli.OK
    assert json.loads(capsys.readouterr().out)["ruling"]["verdict"] is False
    assert cli.main(["ruling", DUEL, "--json", "list"]) == cli.OK
    listed = json.loads(capsys.readouterr().out)
    assert listed[0] == {
        "usage": "fire SHIP TARGET [AIM]",
        "title": "Fire Value, with every modifier",
        "cases": "9.1-9.36",
    }


def test_readings_are_read_as_validate_reads_them(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["ruling", DUEL, "--readings", "wg_ma_population=all_ships;", "gauge"]
    assert cli.main(argv) == cli.OK
    assert "those without a command counting" in capsys.readouterr().out  # the reading switched, in words
