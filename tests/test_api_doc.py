"""docs/api.md, "Ask the rules a question": every example on the page runs and shows what it says, and nothing a
rule set offers is missing from it (issue 25, point 4).

The page is a doctest: each ``>>>`` line is run in order and its output compared with the line below it. Each rule
set has a section, marked ``<!-- ruleset: KEY -->`` under its heading, that holds:

- every question of its desk (``RULESET.questions``) as a row ``| `USAGE` | title | cases |``, each asked in an
  example (``ask(desk, position, "WORD ...")``);
- tables of the functions it exports, every one the rule set's tutorials call among them, each with an example
  (``alias.name(``) and with cases its case index knows;
- its geometry and its notation, with every action its grammar reads (``GRAMMAR.markdown()`` verbatim).
"""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import inspect
import json
import re
from pathlib import Path
from types import ModuleType

import pytest

from sailkit import registry

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "api.md"
#: Each rule set: how the page imports it, and the folder of its tutorials under tutorials/.
RULESETS = {
    "fighting_sail": ("fs", "."),
    "wooden_ships": ("ws", "wooden_ships"),
    "as_per_margin": ("apm", "as_per_margin"),
    "fighting_ships": ("fsh", "fighting_ships"),
}
TITLES = {"fighting_sail": "Fighting Sail", "wooden_ships": "Wooden Ships", "as_per_margin": "As Per Margin",
          "fighting_ships": "Fighting Ships"}  # fmt: skip


def _section(key: str) -> str:
    """The rule set's part of the page: from its marker to the next rule set's heading, or the page's end matter."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"<!-- ruleset: {key} -->")
    ends = [m.start() for m in re.finditer(r"^## ", text[start:], re.MULTILINE)]
    return text[start : start + ends[0]] if ends else text[start:]


def _rows(section: str) -> list[list[str]]:
    """The cells of every table row of ``section`` (header and rule rows left out)."""
    rows = []
    for line in section.splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[0] not in ("question", "you type", "field", "action"):
                rows.append(cells)
    return rows


def _function_rows(section: str) -> list[tuple[str, list[str], str]]:
    """(question, function names, cases) for each row of the section's tables of functions."""
    found = []
    for cells in _rows(section):
        names = re.findall(r"`([a-z_][a-z_.]*)\(", cells[1]) if len(cells) == 3 else []
        if names and not cells[0].startswith("`"):
            found.append((cells[0], names, cells[2]))
    return found


def _examples(section: str) -> str:
    return "\n".join(line for line in section.splitlines() if line.startswith((">>> ", "... ")))


def _package(key: str) -> ModuleType:
    return importlib.import_module(f"sailkit.rulesets.{key}")


def _offered(key: str, name: str) -> bool:
    """Whether the rule set offers the function ``name``: exported by its package, or ``module.function`` of a
    section module its tutorials import whole."""
    if "." not in name:
        return name in _package(key).__all__
    module, _, function = name.partition(".")
    return inspect.isfunction(getattr(importlib.import_module(f"sailkit.rulesets.{key}.{module}"), function, None))


def _called_by_tutorials(key: str) -> set[str]:
    """The functions a rule set's tutorials call: exported ones, as ``alias.name`` or imported by name from the
    package or one of its section modules (its faces and its computer captain aside: those draw and play, they do not
    rule), and ``module.name`` of a section module imported whole."""
    alias, folder = RULESETS[key]
    package = _package(key)
    named: set[str] = set()
    for path in sorted((ROOT / "tutorials" / folder).glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        named |= set(re.findall(rf"\b{alias}\.(\w+)", code))
        pattern = rf"from sailkit\.rulesets\.{key}(?:\.([\w.]+))? import (?:\(([^)]*)\)|([\w, ]+)$)"
        for m in re.finditer(pattern, code, re.MULTILINE):
            module, wrapped, names = m.groups()
            if not (module or "").startswith(("faces", "captain")):
                named |= set(re.findall(r"\w+", wrapped or names))
            if module is None:  # from the package: a section module imported whole is called by its name
                for whole in re.findall(r"\w+", wrapped or names):
                    if importlib.util.find_spec(f"{package.__name__}.{whole}") is not None:
                        named |= {f"{whole}.{f}" for f in re.findall(rf"\b{whole}\.(\w+)\(", code)}
    exported = {n for n in package.__all__ if inspect.isfunction(getattr(package, n))}
    found = {n for n in named if n in exported}
    for name in (n for n in named if "." in n and _offered(key, n)):
        module, _, function = name.partition(".")
        value = getattr(importlib.import_module(f"{package.__name__}.{module}"), function)
        found.add(function if function in exported and getattr(package, function) is value else name)
    return found


def _known_cases(key: str, cited: str) -> list[str]:
    """The citations of a table's cases cell that the rule set's case index does not know: ``any`` and ranges
    (``7.0-7.9``, ``9.33a-g``, ``APM-07 to APM-09``) whose ends it knows pass."""
    cases = registry.ruleset(key).cases
    unknown = []
    for part in re.split(r",\s*", cited):
        if part in ("any", "") or part in cases:
            continue
        ends = part.split(" to ") if " to " in part else part.rsplit("-", 1)
        first, last = ends[0], ends[-1]
        if len(ends) == 2 and first in cases and (last in cases or first[: -len(last)] + last in cases):
            continue
        unknown.append(part)
    return unknown


def test_every_example_on_the_page_runs_and_shows_its_output() -> None:
    result = doctest.testfile(str(DOC), module_relative=False, verbose=False, report=True)
    assert result.failed == 0
    assert result.attempted >= 200


def test_every_rule_set_with_a_desk_has_a_section() -> None:
    with_desk = {key for key, rs in registry.rulesets().items() if rs.questions}
    assert with_desk == set(RULESETS)
    for key in RULESETS:
        assert _section(key)


@pytest.mark.parametrize("key", RULESETS)
def test_every_desk_question_is_on_the_page_with_an_example(key: str) -> None:
    section = _section(key)
    examples = _examples(section)
    for question in registry.ruleset(key).questions.values():
        row = f"| `{question.usage()}` | {question.title} | {question.cases} |"
        assert row in section, f"{key}: no row {row}"
        assert re.search(rf'ask\(\w+, \w+, "{question.name}\b', examples), f"{key}: no example of {question.name}"


@pytest.mark.parametrize("key", RULESETS)
def test_every_function_in_the_tables_is_exported_and_has_an_example(key: str) -> None:
    alias, _ = RULESETS[key]
    section = _section(key)
    examples = _examples(section)
    rows = _function_rows(section)
    assert len(rows) >= 10
    for question, names, _ in rows:
        assert [n for n in names if not _offered(key, n)] == [], question
        called = [n if "." in n else f"{alias}.{n}" for n in names]
        assert [n for n in called if f"{n}(" not in examples] == [], f"{key}: no example for {question}"


@pytest.mark.parametrize("key", RULESETS)
def test_every_function_a_tutorial_calls_is_in_a_table(key: str) -> None:
    tabled = {n for _, names, _ in _function_rows(_section(key)) for n in names}
    called = _called_by_tutorials(key)
    assert len(called) >= 20
    assert sorted(called - tabled) == []


@pytest.mark.parametrize("key", RULESETS)
def test_the_cases_the_tables_cite_are_in_the_case_index(key: str) -> None:
    unknown = {q: _known_cases(key, cited) for q, _, cited in _function_rows(_section(key))}
    assert {q: u for q, u in unknown.items() if u} == {}


@pytest.mark.parametrize("key", RULESETS)
def test_geometry_notation_and_every_action_are_on_the_page(key: str) -> None:
    section = _section(key)
    title = TITLES[key]
    assert f"### {title}: geometry" in section and f"### {title}: notation" in section
    grammar = importlib.import_module(f"sailkit.rulesets.{key}.actions").GRAMMAR
    assert grammar.markdown() in section, f"{key}: paste GRAMMAR.markdown() again"


def test_the_page_covers_the_questions_a_club_asks() -> None:
    """Line of sight, range, arcs, Fire Value, odds, moves, gauge, strike, melee, drift, swell, heave to, unfouling."""
    named = {n for _, names, _ in _function_rows(_section("fighting_sail")) for n in names}
    wanted = {
        "sight_between",
        "range_points",
        "arc_between",
        "fire_value",
        "fire_odds",
        "moves",
        "weather_gauge",
        "strike_ruling",
        "melee_odds",
        "drift_faces",
        "swell_odds",
        "may_heave_to",
        "unfoul_odds",
    }
    assert wanted <= named


@pytest.mark.parametrize("key", RULESETS)
def test_every_desk_question_cites_cases_its_index_knows(key: str) -> None:
    """A desk question's cases (shown in the menu, in ``sailkit ruling --help`` and on this page) are numbers a
    reader can look up with ``sailkit case``."""
    questions = registry.ruleset(key).questions.values()
    assert {q.name: _known_cases(key, q.cases) for q in questions if _known_cases(key, q.cases)} == {}


def test_a_grapple_asked_of_ships_apart_says_how_far_apart_they_are() -> None:
    """Wording the page found misleading: Java three hexes off was 'not alongside (a hex away from Constitution)'."""
    from sailkit.questions import ask, board

    desk = board("wooden_ships")
    apart = desk.parse(desk.example.replace("@M16:6", "@H16:5"))
    ruling = ask(desk, apart, "grapple Constitution Java")
    assert ruling.headline() == "no: Java is not alongside Constitution, in a hex next to hers: she is 3 hexes off"
    assert ruling.cases == ("9.1.2",)
