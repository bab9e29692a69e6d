"""``sailkit validate``: every record replayed through its rule set, every problem listed, an honest exit status.

No installed rule set runs on the engine yet, so these tests register the toy race of
:mod:`sailkit.engine.race` as if it were installed (the registry is monkeypatched).
The last test runs the real command on the sample records of ``replays/`` and is
skipped only while no installed rule set reads them.
"""

from __future__ import annotations

import builtins
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from sailkit import cli, registry
from sailkit.engine import race
from sailkit.engine.race import RACE
from sailkit.errors import HeaderError, InvalidInputError, UnknownChoiceError
from sailkit.record import read_record
from sailkit.validate import FINE_UNDER_OWN, read_readings, validate_text

ROOT = Path(__file__).resolve().parent.parent
REPLAYS = sorted((ROOT / "replays").glob("*.sail"))

GOOD = """[Game "Race"]
[Head "0"]
[Final "A 5 B 0"]

{club night [%bookmark start] [%highlight green 0]}
throw A {A goes for it [%arrow red 0>5] [%ruling score A]}
roll 5
(
  roll 3 {had it been three}
)
pass B
"""

BAD = """[Game "Race"]
[Head "0"]
[Final "A 9 B 9"]

{[%bookmark start]}
throw A {[%highlight red 25]}
roll 5 {[%ruling odds A] [%bookmark start]}
(
  roll 7
  pass B
)
pass B {unclosed [%arrow red 1>2}
(
  pass A
)
"""


@pytest.fixture
def race_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy race as the one installed rule set, found from a record's ``Game "Race"`` header."""
    monkeypatch.setattr(registry, "rulesets", lambda: {"race": race.RULESET})


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# ---- the library ----


def test_a_legal_record_with_variations_and_annotations_has_no_problem() -> None:
    report = validate_text(GOOD, rules=RACE, source="good.sail")
    assert report.legal and report.problems == () and report.game == "Race"
    assert report.actions == 4 and report.turn == 2  # throw, roll 5, roll 3, pass B; the main line ends in round 2


def test_every_problem_has_its_line_where_the_game_stood_the_action_and_the_case() -> None:
    report = validate_text(BAD, rules=RACE, source="bad.sail")
    assert report.lines() == [
        "bad.sail:6: round 1, A rolls, after action 1 'throw A', annotation [%highlight red 25]: "
        "invalid square of the track: '25' (expected a whole number from 0 to 20, in the digits 0-9)",
        "bad.sail:7: round 1, B to act, after action 2 'roll 5', annotation [%ruling odds A]: "
        "invalid question: 'odds' (expected one of 'score', 'finish')",
        "bad.sail:7: round 1, B to act, after action 2 'roll 5', annotation [%bookmark start]: "
        "the bookmark 'start' is already at line 5: a replayer could not tell which to jump to",
        "bad.sail:9: round 1, A rolls, action 2 'roll 7': roll 7: a d6 has no face 7 [R3] "
        "(the 1 action after it not checked)",
        "bad.sail:12: annotation never closed (no ']'); kept as words: '[%arrow red 1>2'",
        "bad.sail:12: round 2, A to act, the end of the main line, after action 3: invalid Final header: "
        "'A 9 B 9' (expected the scores the main line reaches, 'A 5 B 0')",
        "bad.sail:14: round 1, B to act, action 3 'pass A': pass A: B is to act, and no die is due [R1]",
    ]
    assert not report.legal and report.actions == 3
    kinds = [getattr(p, "kind", "text") for p in report.problems]
    assert kinds == ["annotation", "annotation", "annotation", "action", "text", "end", "action"]
    # a main line that breaks off says nothing of its end: the Final header is not compared
    broken = validate_text(BAD.replace("roll 5", "roll 8"), rules=RACE)
    assert "end" not in [getattr(p, "kind", "text") for p in broken.problems]


class _HeaderNamingRace(race.Race):
    """The race, its end check naming the header it contradicts (as a :class:`HeaderError`)."""

    def check_end(self, state: Any, headers: Any) -> None:
        try:
            super().check_end(state, headers)
        except InvalidInputError as err:
            raise HeaderError("Final", err.value, err.expected) from None


def test_an_end_that_contradicts_a_named_header_is_reported_at_that_headers_line() -> None:
    """[check_end] A rule set naming the header reports at the header's line; otherwise at the main line's end."""
    wrong = GOOD.replace("A 5 B 0", "A 6 B 0")
    named = validate_text(wrong, rules=_HeaderNamingRace(), source="r.sail")
    assert [(p.line, p.kind) for p in named.problems] == [(3, "end")]  # type: ignore[attr-defined]
    assert named.lines()[0].startswith("r.sail:3: round 2, A to act, the end of the main line, after action 3: ")
    assert "invalid Final header: 'A 6 B 0'" in named.lines()[0]
    assert [p.line for p in validate_text(wrong, rules=RACE).problems] == [11]  # the main line's last action


def test_other_readings_say_where_the_record_stops_being_legal() -> None:
    report = validate_text(GOOD, rules=RACE, source="good.sail", readings={"die": "d4"})
    assert report.readings == {"die": "d4"}
    assert report.lines() == [
        "good.sail:7: round 1, A rolls, action 2 'roll 5': roll 5: a d4 has no face 5 [R3] "
        f"(the 1 action after it not checked) ({FINE_UNDER_OWN})"
    ]
    assert validate_text(GOOD, rules=RACE, readings={"die": "d6"}).legal  # the record's own, spelled out
    wrong_end = GOOD.replace("A 5 B 0", "A 6 B 0")
    assert [p.kind for p in validate_text(wrong_end, rules=RACE).problems] == ["end"]  # type: ignore[attr-defined]
    assert validate_text(wrong_end, rules=RACE, readings={"die": "d6"}).legal  # another end is no fault there
    with pytest.raises(UnknownChoiceError, match="'d20'"):
        validate_text(GOOD, rules=RACE, readings={"die": "d20"})


def test_the_rule_set_is_found_from_the_game_header(race_installed: None) -> None:
    assert validate_text(GOOD).legal
    with pytest.raises(UnknownChoiceError, match="'Chess'.*'Race'"):
        validate_text(GOOD.replace('"Race"', '"Chess"'))


def test_a_record_without_a_game_header_or_with_nothing_installed_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(InvalidInputError, match="no Game header"):
        validate_text(GOOD.replace('[Game "Race"]\n', ""))
    monkeypatch.setattr(registry, "rulesets", dict)
    with pytest.raises(InvalidInputError, match="'Race' .expected an installed rule set, but none is installed"):
        validate_text(GOOD)


def test_a_rule_set_that_answers_no_questions_leaves_ruling_references_unchecked() -> None:
    class Quiet(type(RACE)):  # type: ignore[misc]
        def answer(self, state: object, question: str) -> Any:
            raise NotImplementedError

    assert validate_text(GOOD.replace("score A", "anything at all"), rules=Quiet()).legal


def test_reading_switches_are_read_like_a_readings_header() -> None:
    assert read_readings("die=d4") == {"die": "d4"}
    assert read_readings(" a=x ; b = y,c=z") == {"a": "x", "b": "y", "c": "z"}
    assert read_readings("die=d4;") == read_readings("; die=d4 ;;") == {"die": "d4"}  # a spare separator is none
    for bad in ("die", "=d4", "die=", ";", ""):
        with pytest.raises(InvalidInputError, match="key=option"):
            read_readings(bad)


def test_a_record_never_runs_code_when_read(monkeypatch: pytest.MonkeyPatch, race_installed: None) -> None:
    """The Game header is compared with installed titles, never imported; annotations are words."""
    imported: list[str] = []
    real = builtins.__import__

    def spy(name: str, *args: Any, **kw: Any) -> Any:
        imported.append(name)
        return real(name, *args, **kw)

    monkeypatch.setattr(builtins, "__import__", spy)
    hostile = GOOD.replace("score A", "__import__('this')").replace(
        '[Head "0"]', '[Head "0"]\n[Setup "import antigravity"]'
    )
    report = validate_text(hostile)
    assert "invalid question" in report.lines()[0]
    with pytest.raises(UnknownChoiceError):
        validate_text(hostile.replace('"Race"', '"antigravity"'))
    assert not {"this", "antigravity"} & set(imported) and not {"this", "antigravity"} & set(sys.modules)


# ---- the command ----


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out.splitlines(), err


def test_validate_exit_status_zero_when_every_record_is_legal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None
) -> None:
    a, b = _write(tmp_path, "a.sail", GOOD), _write(tmp_path, "b.sail", GOOD)
    status, out, err = _run(capsys, "validate", a, b)
    assert (status, out, err) == (0, ["2 records, 8 actions replayed: all legal"], "")


def test_validate_prints_each_problem_then_a_summary_and_exits_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None
) -> None:
    good, bad = _write(tmp_path, "good.sail", GOOD), _write(tmp_path, "bad.sail", BAD)
    status, out, _ = _run(capsys, "validate", good, bad)
    assert status == 1 and len(out) == 8
    assert (
        out[3]
        == f"{bad}:9: round 1, A rolls, action 2 'roll 7': roll 7: a d6 has no face 7 [R3] (the 1 action after it not checked)"
    )
    assert out[-1] == "2 records, 7 actions replayed: 1 legal, 1 with 7 problems"


def test_validate_under_other_readings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None
) -> None:
    good = _write(tmp_path, "good.sail", GOOD)
    status, out, _ = _run(capsys, "validate", "--readings", "die=d4", good)
    assert status == 1 and out[0].startswith(f"{good}:7: round 1, A rolls, action 2 'roll 5'")
    assert out[0].endswith(f"({FINE_UNDER_OWN})")
    assert out[-1] == "1 record under die=d4, 2 actions replayed: 1 with 1 problem"
    status, out, _ = _run(capsys, "validate", "--readings", "die=d6", good)
    assert status == 0


def test_validate_reads_json_records_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None
) -> None:
    path = _write(tmp_path, "good.json", read_record(GOOD)[0].to_json())
    assert _run(capsys, "validate", path)[0] == 0


def test_validate_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None) -> None:
    bad, missing = _write(tmp_path, "bad.sail", BAD), str(tmp_path / "missing.sail")
    status, out, _ = _run(capsys, "validate", "--json", bad, missing)
    data = json.loads("\n".join(out))
    assert status == 2
    (report,) = data["reports"]
    assert report["legal"] is False and report["game"] == "Race" and report["actions"] == 3
    action = report["problems"][3]
    assert {k: action[k] for k in ("line", "kind", "ply", "action", "case", "skipped")} == {
        "line": 9,
        "kind": "action",
        "ply": 2,
        "action": "roll 7",
        "case": "R3",
        "skipped": 1,
    }
    assert action["facts"] == {"turn": 1, "phase": "A rolls"}
    assert report["problems"][4]["kind"] == "text"
    assert data["unchecked"][0]["source"] == missing and "No such file" in data["unchecked"][0]["error"]
    assert data["summary"].endswith("1 with 7 problems, 1 could not be checked")


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["validate", "{missing}"], "cannot check: No such file or directory"),
        (["validate", "{latin}"], "cannot check: invalid record file"),
        (["validate", "{chess}"], "cannot check: invalid game (the record's Game header): 'Chess'"),
        (["validate", "{headless}"], "cannot check: invalid Head header: 'x'"),
        (["validate", "--readings", "die=d20", "{good}"], "cannot check: invalid option for reading 'die': 'd20'"),
        (["validate", "--readings", "die", "{good}"], "sailkit validate: error: invalid reading: 'die'"),
    ],
)
def test_what_cannot_be_checked_is_one_clear_line_and_exit_status_two(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None, argv: list[str], says: str
) -> None:
    paths = {
        "missing": str(tmp_path / "missing.sail"),
        "good": _write(tmp_path, "good.sail", GOOD),
        "chess": _write(tmp_path, "chess.sail", GOOD.replace('"Race"', '"Chess"')),
        "headless": _write(tmp_path, "headless.sail", GOOD.replace('[Head "0"]', '[Head "x"]')),
    }
    (tmp_path / "latin.sail").write_bytes(GOOD.replace("club night", "Légère").encode("latin-1"))
    paths["latin"] = str(tmp_path / "latin.sail")
    status, out, err = _run(capsys, *(a.format(**paths) for a in argv))
    shown = out + err.splitlines()
    assert status == 2 and any(says in line for line in shown), shown
    assert "Traceback" not in err


def test_usage_errors_and_help(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "validate")
    assert status == 2 and "the following arguments are required: RECORD" in err
    status, _, err = _run(capsys)
    assert status == 2 and "validate" in err  # no subcommand: the help, on stderr
    status, out, _ = _run(capsys, "--help")
    assert status == 0 and any("validate" in line and "problem" in line for line in out)
    status, out, _ = _run(capsys, "validate", "--help")
    assert status == 0 and "Exit status: 0 every record is legal" in " ".join(out)
    assert _run(capsys, "dance")[0] == 2


def test_every_subcommand_module_provides_the_three_parts() -> None:
    import importlib

    for name, module in cli.SUBCOMMANDS.items():
        mod = importlib.import_module(module)
        assert isinstance(mod.SUMMARY, str) and callable(mod.add_arguments) and callable(mod.run), name


def test_the_installed_command_and_python_dash_m_agree(tmp_path: Path) -> None:
    """The console script from pyproject.toml, in a real process: one line, no traceback, exit status 2."""
    script = Path(sys.executable).parent / "sailkit"
    missing = str(tmp_path / "missing.sail")
    for command in ([str(script)], [sys.executable, "-m", "sailkit"]):
        done = subprocess.run([*command, "validate", missing], capture_output=True, text=True, timeout=60)
        assert done.returncode == 2, done
        assert done.stdout.splitlines() == [
            f"{missing}: cannot check: No such file or directory: {missing!r}",
            "1 record, 0 actions replayed: 1 could not be checked",
        ]
        assert "Traceback" not in done.stderr


def _readers_of(path: Path) -> bool:
    """Whether an installed rule set plays the record at ``path`` (its Game header names one)."""
    record, _ = read_record(path.read_text(encoding="utf-8"))
    try:
        registry.rules_for_title(record.headers.get("Game"))
    except UnknownChoiceError:
        return False
    return True


@pytest.mark.parametrize("path", REPLAYS, ids=lambda p: p.name)
def test_every_sample_record_validates_clean(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``sailkit validate replays/...`` as a user runs it, through the installed rule sets."""
    if not registry.rulesets() or not _readers_of(path):
        pytest.skip(
            f"no installed rule set plays {path.name} yet (installed: {sorted(registry.rulesets()) or 'none'}): "
            "this runs once the rule set declares RULES and its sailkit.rulesets entry point"
        )
    status, out, err = _run(capsys, "validate", str(path))
    assert (status, err) == (0, ""), out
    assert out[-1].endswith("all legal")


def test_a_fighting_sail_record_is_checked_under_another_club_s_readings(capsys: pytest.CaptureFixture[str]) -> None:
    """[7.54, 14.0] the sample replays clean under its own readings; under step_order=stop_then_turn it stops
    being legal at line 35 (a turn after the last point is spent), and the report says where the game stood."""
    from sailkit.cli import main

    sample = str(ROOT / "replays" / "15.4-constitution-guerriere.sail")
    assert main(["validate", sample]) == 0
    assert main(["validate", "--readings", "step_order=stop_then_turn", sample]) == 1
    out = capsys.readouterr().out
    assert "15.4-constitution-guerriere.sail:35: Game-Turn 2, Movement [7.22-7.25]" in out and "[7.54]" in out


def test_validate_accepts_a_trailing_separator_and_names_many_readings_by_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = _write(tmp_path, "good.sail", GOOD)
    status, out, err = _run(capsys, "validate", "--readings", "die=d6;", good)
    assert (status, out[-1], err) == (0, "1 record under die=d6, 4 actions replayed: all legal", "")
    many = ";".join(f"r{i}=option{i}" for i in range(12))
    seen: list[dict[str, str]] = []
    monkeypatch.setattr("sailkit.validate.validate_file", lambda path, readings: seen.append(readings) or _legal())
    status, out, _ = _run(capsys, "validate", "--readings", many, "--readings", "die=d6", good)
    assert status == 0 and seen == [{**read_readings(many), "die": "d6"}]
    assert out == ["1 record under 13 switched readings, 0 actions replayed: all legal"]  # not the 13 again


def _legal() -> Any:
    from sailkit.validate import Report

    return Report("good.sail", "Race", {}, (), 0)


def test_validate_reads_a_record_from_standard_input(
    capsys: pytest.CaptureFixture[str], race_installed: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    for text in (BAD, read_record(GOOD)[0].to_json()):
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8"))
        status, out, _ = _run(capsys, "validate", "-")
        if text is BAD:
            assert status == 1 and out[3].startswith("<stdin>:9: round 1, A rolls, action 2 'roll 7'")
        else:
            assert (status, out) == (0, ["1 record, 4 actions replayed: all legal"])


def test_a_crash_on_one_record_is_exit_status_3_and_the_others_are_still_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], race_installed: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug in sailkit is not "problems found" (1) nor "could not check" (2): its traceback, then exit 3."""
    import sailkit.validate as v

    good, bad = _write(tmp_path, "good.sail", GOOD), _write(tmp_path, "bad.sail", BAD)
    real = v.validate_file

    def buggy(path: str, **kw: Any) -> Any:
        if path == good:
            raise ValueError("invalid literal for int() with base 10: '²'")  # a reader's bug, as in issue 26
        return real(path, **kw)

    monkeypatch.setattr(v, "validate_file", buggy)
    status, out, err = _run(capsys, "validate", good, bad)
    assert status == 3 and "Traceback" in err and f"{good}: sailkit crashed checking it" in err
    assert any(line.startswith(f"{bad}:9:") for line in out)  # the record after it was checked
    assert out[-1] == "2 records, 3 actions replayed: 1 with 7 problems, sailkit crashed on 1 (a bug)"
