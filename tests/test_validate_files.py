"""``sailkit validate`` on what a club may hand it by mistake (issue 26): special files, numbers in other scripts'
digits, faults in headers; each reported with its line, later files still checked, the exit status honest."""

from __future__ import annotations

import os
import weakref
from pathlib import Path
from typing import Any

import pytest

from sailkit import cli
from sailkit.engine.race import RACE
from sailkit.errors import HeaderError, InvalidInputError
from sailkit.record import read_record
from sailkit.rulesets.wooden_ships import RULESET as WS_RULESET
from sailkit.validate import validate, validate_text

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


# ---- numbers in other scripts' digits: one typed error a site, naming the value (issue 26, point 2) ----

WS = (ROOT / "replays" / "wooden_ships-frigate-duel.wsim").read_text(encoding="utf-8")
APM = (ROOT / "replays" / "apm-frigate-duel.apm").read_text(encoding="utf-8")
FS = (ROOT / "replays" / "15.4-constitution-guerriere.sail").read_text(encoding="utf-8")


def _header_line(text: str, name: str) -> int:
    return next(i for i, line in enumerate(text.split("\n"), start=1) if line.startswith(f"[{name} "))


#: (site, record text with a superscript two where a number goes, the header at fault or None for an action, the
#: value the error must quote, what the error calls it)
SITES = [
    ("WS [Wind]", WS.replace('[Wind "1 3"]', '[Wind "1 ²"]'), "Wind", "²", "wind velocity"),
    ("WS [Depths]", WS.replace('[Turns "30"]', '[Turns "30"]\n[Depths "J10:²"]'), "Depths", "J10:²", "depth"),
    ("WS [Turns]", WS.replace('[Turns "30"]', '[Turns "3²"]'), "Turns", "3²", "turns"),
    ("APM rating", APM.replace("Amethyst=1 GB 38", "Amethyst=1 GB ²"), "Position", "Amethyst=1 GB ²", "ship"),
    ("APM [Turns]", APM.replace('[Turns "30"]', '[Turns "3²"]'), "Turns", "3²", "turns"),
    ("FS [GameLength]", FS.replace('[Seed "1"]', '[GameLength "١٢"]'), "GameLength", "١٢", "game length"),
]


@pytest.mark.parametrize(("site", "text", "header", "value", "what"), SITES, ids=[s[0] for s in SITES])
def test_a_header_number_in_other_digits_is_a_header_error_naming_the_value_and_its_line(
    site: str, text: str, header: str, value: str, what: str
) -> None:
    record, problems = read_record(text)
    assert problems == []
    with pytest.raises(HeaderError) as info:
        validate(record)
    err = info.value
    assert err.header == header and err.line == _header_line(text, header), (site, err.header, err.line)
    assert value in str(err.value) and what in str(err) and "digits 0-9" in str(err)


def test_a_die_in_other_digits_is_a_problem_at_its_line_and_the_other_lines_are_checked() -> None:
    """``roll ²`` in a Wooden Ships record: the action reader's typed error, at the action's own line."""
    text = WS.replace("load Java L\n", "load Java L\nroll ²\n", 1)
    report = validate_text(text)
    assert [(p.line, p.text) for p in report.problems] == [(text.split("\n").index("roll ²") + 1, "roll ²")]
    assert "invalid die result: '²'" in report.problems[0].message


def test_the_wooden_ships_desk_position_refuses_a_map_size_in_other_digits() -> None:
    example = WS_RULESET.notation.example
    with pytest.raises(InvalidInputError, match=r"invalid map columns: '²' .*digits 0-9"):
        WS_RULESET.notation.parse(example.replace("WSIM ", "WSIM map ²x² ", 1))


def test_validate_goes_on_after_each_bad_number_and_says_where_each_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every bad file is one line with its line number, the good one after them is still checked, and the status is
    2: some record could not be checked (not 1, which says every record was checked and problems were found)."""
    paths = []
    for i, (_, text, header, _, _) in enumerate(SITES):
        path = tmp_path / f"bad{i}.rec"
        path.write_text(text, encoding="utf-8")
        paths.append((str(path), _header_line(text, header)))
    status, lines = _run(
        capsys, "validate", *(p for p, _ in paths), str(ROOT / "replays" / "15.1-shannon-chesapeake.sail")
    )
    assert status == 2
    for path, line in paths:
        assert any(out.startswith(f"{path}:{line}: cannot check: invalid ") for out in lines), (path, line, lines)
    assert lines[-1].startswith(f"{len(SITES) + 1} records") and "1 legal" in lines[-1]
    assert "Traceback" not in "\n".join(lines)


# ---- every problem names its line (issue 26 point 4; issue 27, As Per Margin point 7) ----


def _headers_only(text: str) -> str:
    return text[: text.index("\n\n") + 1]


@pytest.mark.parametrize(
    ("text", "header"),
    [
        (_headers_only(WS), "Result"),  # a game not over has no result
        (_headers_only(FS), "Final"),  # the set-up is not the final position
        (_headers_only(APM), "Result"),
        (APM[: APM.index("fire Thetis Amethyst")], "Result"),  # a truncated record
    ],
    ids=["WS headers only", "FS headers only", "APM headers only", "APM truncated"],
)
def test_an_end_contradicting_a_header_is_reported_at_that_headers_line(text: str, header: str) -> None:
    report = validate_text(text)
    ends = [p for p in report.problems if getattr(p, "kind", "") == "end"]
    assert len(ends) == 1 and ends[0].line == _header_line(text, header), [str(p) for p in report.problems]
    assert f"{header} header" in ends[0].message


# ---- a record with many variations: memory grows with the main line only (issue 26, point 5) ----


def test_validating_keeps_the_states_of_the_main_line_not_of_every_variation() -> None:
    """20,000 variations kept 20,000 states (195 MB): the check now holds a state only while the walk needs it, so
    the most states alive at once follow the main line's length, not the number of variations. (The time and the
    memory themselves are figures of ``python -m sailkit.bench validate_variations``, not assertions here.)"""
    alive: dict[int, weakref.ref[Any]] = {}  # by identity: equal states of a race are still separate objects
    most = 0

    class Counting(type(RACE)):  # type: ignore[misc]
        def apply_action(self, state: Any, action: Any) -> Any:
            nonlocal most
            new, ruling = super().apply_action(state, action)
            key = id(new)
            alive[key] = weakref.ref(new, lambda _: alive.pop(key, None))
            most = max(most, len(alive))
            return new, ruling

    what_ifs = "".join(f"(\n  roll {1 + i % 6}\n  pass B\n)\n" for i in range(600))
    text = '[Game "Race"]\n[Head "0"]\n\nthrow A\nroll 6\n' + what_ifs + "pass B\nthrow A\nroll 2\n"
    report = validate_text(text, rules=Counting())
    assert report.legal and report.actions == 5 + 2 * 600
    assert most <= 8, most
