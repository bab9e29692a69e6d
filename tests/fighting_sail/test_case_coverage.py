"""Every case of the rules (4.0 to 15.9) has at least one test that cites it.

A test cites a case by naming it in square brackets inside a string or comment of a
test file (a docstring such as ``Rake bonus [9.33f].``, a comment ``# [9.15, 9.37]``) or
in the name of a test function (``def test_9_33f_stern_rake``). A range such as
``[7.32-7.36]`` or ``[9.31a-c]`` cites none of the cases it spans: each case needs a
test of its own. Brackets in code (``[9.5]`` as a list of floats) are not citations,
so only string and comment tokens are read.

The files of the case system itself (this file, ``test_cases_module.py`` and
``test_case_summaries.py``, which handle case numbers as data) do not count as citations.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterable
from pathlib import Path

import pytest

from sailkit.rulesets.fighting_sail.cases import CaseNumber, rules_cases

TESTS = Path(__file__).resolve().parents[1]
NOT_CITATIONS = {"test_case_coverage.py", "test_cases_module.py", "test_case_summaries.py"}

_CASE = r"\d{1,2}\.\d{1,2}[a-g]?(?:-(?:GL|VC|MR))?"
_BRACKETS = re.compile(r"\[([^\[\]\n]*)\]")
# One item of a bracketed list: a case number at its start, not part of a longer
# number or word, and not the first end of a range ("7.32-7.36", "9.31a-c").
_ITEM = re.compile(rf"^\s*({_CASE})(?![\w.])(?!\s*[-\u2013]\s*(?:\d|[a-g](?![\w])))")
_NAME = re.compile(r"^test_(\d{1,2})_(\d{1,2})([a-g])?(?:_|$)")
_TEXT_TOKENS = {tokenize.STRING, tokenize.COMMENT}


def _normal(number: str) -> str:
    """The case number as ``cases.csv`` spells it ("9.330" is not a case; "9.33f" is)."""
    return str(CaseNumber.parse(number))


def cited_in_text(text: str) -> set[str]:
    """Case numbers cited in brackets in one string or comment."""
    found: set[str] = set()
    for group in _BRACKETS.findall(text):
        for item in group.split(","):
            m = _ITEM.match(item)
            if m:
                found.add(_normal(m.group(1)))
    return found


def cited_in_names(source: str) -> set[str]:
    """Case numbers named by test functions: ``test_9_33f_rake`` cites 9.33f."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            m = _NAME.match(node.name)
            if m:
                found.add(_normal(f"{m.group(1)}.{m.group(2)}{m.group(3) or ''}"))
    return found


def cited_in_source(source: str) -> set[str]:
    """Every case one test file cites, in its strings, comments and test names."""
    found = cited_in_names(source)
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in _TEXT_TOKENS:
            found |= cited_in_text(tok.string)
    return found


#: Worked examples of examples.md: A printed in the rules, B derived from their wording, C scenario facts.
EXAMPLES = (
    tuple(f"A{i}" for i in range(1, 21)) + tuple(f"B{i}" for i in range(1, 29)) + tuple(f"C{i}" for i in range(1, 4))
)
_EXAMPLE_TEXT = re.compile(r"(?<![A-Za-z0-9])([ABC][1-9]\d?)(?![0-9])")
_EXAMPLE_NAME = re.compile(r"(?:^|_)([abcABC][1-9]\d?)(?=_|$)")


def examples_in_source(source: str) -> set[str]:
    """Example ids (``A12``, ``B23``) named in a test file's strings, comments or test function names."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            found |= {m.upper() for m in _EXAMPLE_NAME.findall(node.name)}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in _TEXT_TOKENS:
            found |= set(_EXAMPLE_TEXT.findall(tok.string))
    return found & set(EXAMPLES)


def _test_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("test_*.py") if p.name not in NOT_CITATIONS)


def uncited(case_numbers: Iterable[str], files: Iterable[Path]) -> list[str]:
    cited: set[str] = set()
    for path in files:
        cited |= cited_in_source(path.read_text(encoding="utf-8"))
    return [n for n in case_numbers if n not in cited]


def test_every_rules_case_has_a_test_that_cites_it() -> None:
    """Each of the 183 cases 4.0-15.9 (lettered items and the parts of 15.0 included) is cited by at least one test."""
    numbers = [c.number for c in rules_cases()]
    assert len(numbers) == 183
    missing = uncited(numbers, _test_files())
    assert not missing, f"{len(missing)} case(s) have no test citing them: {', '.join(missing)}"


def test_every_worked_example_is_a_test() -> None:
    """Each worked example of examples.md (A1-A20, B1-B28, C1-C3) is named by at least one test."""
    named: set[str] = set()
    for path in _test_files():
        named |= examples_in_source(path.read_text(encoding="utf-8"))
    missing = [e for e in EXAMPLES if e not in named]
    assert not missing, f"{len(missing)} worked example(s) have no test naming them: {', '.join(missing)}"


# The checker itself: it must see real citations and refuse false ones, or the test
# above could pass with cases untested.


@pytest.mark.parametrize(
    "text, expected",
    [
        ("[9.33f]", {"9.33f"}),
        ("Rake bonus [9.33f] and fire [9.0].", {"9.33f", "9.0"}),
        ("[9.15, 9.37]", {"9.15", "9.37"}),
        ("[4.2 B, 6.1]", {"4.2", "6.1"}),
        ("[9.11 example]", {"9.11"}),
        ("[15.0-GL, 15.8]", {"15.0-GL", "15.8"}),
        ("[15.0, 15.0-VC]", {"15.0", "15.0-VC"}),
        ("[7.32-7.36]", set()),
        ("[7.32 - 7.36]", set()),
        ("[9.31a-c]", set()),
        ("[7.21a-c, 7.22]", {"7.22"}),
        ("9.33f without brackets", set()),
        ("[T12]", set()),
        ("[9.333]", set()),
        ("[19.3.1]", set()),
    ],
)
def test_citations_read_from_text(text: str, expected: set[str]) -> None:
    assert cited_in_text(text) == expected


def test_citations_only_in_strings_comments_and_test_names() -> None:
    source = (
        "def test_9_33f_stern_rake():\n"
        "    '''Bow rake [9.35].'''\n"
        "    x = [9.5]  # [13.11]\n"
        "def helper_7_1():\n"
        "    return [7.2]\n"
        "def test_extra_10_4():\n"
        "    pass\n"
    )
    assert cited_in_source(source) == {"9.33f", "9.35", "13.11"}


def test_checker_reports_a_case_that_loses_its_last_test(tmp_path: Path) -> None:
    """Removing the only citation of a case makes the coverage check list it."""
    a = tmp_path / "test_a.py"
    b = tmp_path / "test_b.py"
    a.write_text("def test_one():\n    '''[9.15]'''\n", encoding="utf-8")
    b.write_text("def test_9_37_other():\n    pass\n", encoding="utf-8")
    assert uncited(["9.15", "9.37", "7.55"], [a, b]) == ["7.55"]
    b.write_text("def test_other():\n    '''[9.37-9.38]'''\n", encoding="utf-8")
    assert uncited(["9.15", "9.37", "7.55"], [a, b]) == ["9.37", "7.55"]


def test_example_ids_read_from_strings_comments_and_test_names() -> None:
    source = (
        "def test_guerriere_A7_T28():\n"
        "    '''A12/T99: Shannon shoots; B2 and C3.'''\n"
        "    x = 'A21 B29 AB12 A120'  # B23\n"
        "def test_b5_back_sail():\n"
        "    pass\n"
        "def helper_a9():\n"
        "    return A10\n"
    )
    assert examples_in_source(source) == {"A7", "A12", "B2", "C3", "B23", "B5"}
