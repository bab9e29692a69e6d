"""``sailkit case`` and ``sailkit readings``: look-ups from the terminal, for every rule set (issue 25, point 6)."""

from __future__ import annotations

import json

import pytest

from sailkit import cli, registry
from sailkit.readings import cite_all
from sailkit.ruleset import Capability


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_a_case_says_what_it_rules_where_it_is_taught_and_its_readings(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "case", "[4.2]", "--ruleset", "Fighting Sail")
    case = registry.ruleset("fighting_sail").cases["4.2"]
    assert status == 0 and not err
    assert out.startswith(f"Fighting Sail [4.2] {case.title}\n  {case.summary}\n")
    assert f"Taught in tutorials/{case.tutorial}" in out
    assert case.readings and all(f"Reading {key}:" in out for key in case.readings)


@pytest.mark.parametrize("key", sorted(k for k, rs in registry.rulesets().items() if rs.offers(Capability.CASES)))
def test_every_rule_sets_cases_are_looked_up_by_number_in_any_letter_case(
    capsys: pytest.CaptureFixture[str], key: str
) -> None:
    rs = registry.ruleset(key)
    number = list(rs.cases)[-1]
    status, out, _ = _run(capsys, "case", number.lower(), "--ruleset", key, "--json")
    answer = json.loads(out)
    assert status == 0 and answer["number"] == number and answer["game"] == rs.title
    assert answer["summary"] == rs.cases[number].summary


def test_a_cases_readings_are_found_however_the_reading_cites_it() -> None:
    """As Per Margin's readings cite a case with its printed heading (``TABLE I, APM-11``): the case still lists
    the reading."""
    rs = registry.ruleset("as_per_margin")
    cited = {rs.cases.number_of(c) for r in rs.readings.values() for c in r.cases}
    assert cited and all(rs.cases[n].readings for n in cited if n is not None)


def test_a_number_no_index_has_is_refused_with_the_nearest_there_are(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "case", "9.3z")
    assert status == cli.CANNOT and not out
    assert err.startswith("sailkit case: error: invalid case number: '9.3z'") and "9.31" in err
    assert len(err.splitlines()) == 1


def test_readings_lists_each_reading_with_its_default_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "readings", "wooden-ships")
    book = registry.ruleset("wooden_ships").readings
    assert status == 0 and out.startswith(f"Wooden Ships & Iron Men: {len(book)} readings\n")
    for reading in book.values():
        assert f"  {reading.key} [" in out
    first = next(iter(book.values()))
    assert f"{first.default} (default)" in out


def test_readings_of_every_rule_set_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "readings", "--json")
    books = json.loads(out)
    expected = {rs.title: len(rs.readings) for rs in registry.rulesets().values() if rs.offers(Capability.READINGS)}
    assert status == 0 and {title: len(book) for title, book in books.items()} == expected
    assert all(r["default"] in [o["name"] for o in r["options"]] for book in books.values() for r in book)


def test_an_unknown_rule_set_is_refused_with_those_installed(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "readings", "chess")
    assert status == cli.CANNOT and "invalid rule set: 'chess'" in err and "'fighting_sail'" in err


def test_a_number_of_no_index_names_the_rule_set_of_each_nearest_case(capsys: pytest.CaptureFixture[str]) -> None:
    """``4.2.1`` is no case of any rule set (Fighting Ships' 4.2 has no sub-cases): the nearest are named with their
    rule set and title, each once, so a reader sees which to ask for."""
    status, out, err = _run(capsys, "case", "4.2.1")
    assert status == cli.CANNOT and not out
    assert "Fighting Ships 4.2 (" in err and "Fighting Sail 4.2 (" in err
    assert "such as 4.2, 4.2" not in err


def test_every_fighting_ships_case_is_looked_up(capsys: pytest.CaptureFixture[str]) -> None:
    for number in ("4.1.1a", "4.2", "5.5.3.1", "APP.2.2.1"):
        status, out, _ = _run(capsys, "case", number, "--ruleset", "fighting_ships")
        assert status == 0 and out.startswith(f"Fighting Ships [{number}]"), out
    status, out, _ = _run(capsys, "readings", "fighting_ships")
    assert status == 0 and out.startswith("Fighting Ships: ")


@pytest.mark.parametrize("key", sorted(k for k, rs in registry.rulesets().items() if rs.offers(Capability.CASES)))
def test_every_case_of_every_rule_set_says_its_number_title_summary_part_and_readings(
    capsys: pytest.CaptureFixture[str], key: str
) -> None:
    """Issue 25, point 6, for every id of every index: the first line names the case asked for, by its number and
    title (a Wooden Ships case taught under a heading it shares with others says its own, and then where it is
    taught), then its summary, the part teaching it and each reading touching it."""
    from sailkit.case_command import answer, text

    rs = registry.ruleset(key)
    status, out, err = _run(capsys, "case", list(rs.cases)[0], "--ruleset", key)
    assert status == 0 and not err and out == text(answer(rs, next(iter(rs.cases.values())))) + "\n"
    for number, case in rs.cases.items():
        out = text(answer(rs, case))  # what the command prints, as above
        first, summary = out.splitlines()[:2]
        assert first.startswith(f"{rs.title} [{number}] ") and first.endswith(case.title), first
        assert " ".join(summary.split()) == " ".join(case.summary.split()), number
        if case.tutorial:
            assert f"Taught in tutorials/{rs.tutorials + '/' if rs.tutorials else ''}{case.tutorial}, under " in out
            assert f"under '{case.heading}'" in out, number
        assert all(f"Reading {reading}:" in out for reading in case.readings), number


def test_a_readings_cases_name_each_heading_once(capsys: pytest.CaptureFixture[str]) -> None:
    """As Per Margin cites a case under its heading: two cases under one heading say it once."""
    status, out, _ = _run(capsys, "readings", "as_per_margin")
    assert status == 0 and "  table_ii [TABLE I, APM-11, APM-11a]\n" in out
    assert (
        cite_all(["RANGES & COMBAT CHARTS, APM-09", "TABLE I, APM-11"])
        == "RANGES & COMBAT CHARTS, APM-09, TABLE I, APM-11"
    )
    assert cite_all(["9.33f", "9.33g"]) == "9.33f, 9.33g"
