"""The sail sections' case index, readings and stat lines hang together."""

from __future__ import annotations

import re
from pathlib import Path

from sailkit.cases import CaseIndex
from sailkit.rulesets import fighting_ships
from sailkit.rulesets.fighting_ships.readings import READINGS
from sailkit.rulesets.fighting_ships.ships import BASES, ship_classes

PACKAGE = Path(fighting_ships.__file__).parent
#: Cases the sail modules cite that belong to the fire sections (5.6, Appendix 2), indexed there.
ELSEWHERE = {"5.6.2", "APP.2.2.1c", "5.7.2"}  # 5.7.2: the torpedo hit a ram deals, the torpedoes' case (issue 23)


def index() -> CaseIndex:
    return CaseIndex.read("fighting_ships", "sailkit.rulesets.fighting_ships", READINGS)


def test_every_reading_names_indexed_cases_and_a_reasoned_default() -> None:
    cases = index()
    for reading in READINGS.values():
        assert reading.cases and all(c in cases for c in reading.cases), reading.key
        assert reading.why_default and len(reading.options) >= 2


def test_every_case_a_sail_module_cites_is_indexed() -> None:
    cases = index()
    cited: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        cited |= set(re.findall(r'(?:Step|step)\(\s*"([0-9A-Z][0-9A-Za-z.]*)"', text))
        cited |= set(re.findall(r'Arc\w*\.\w+: "([0-9][0-9a-z.]*)"', text))
    assert cited - ELSEWHERE <= set(cases), sorted(cited - ELSEWHERE - set(cases))


def test_lost_cases_have_a_reconstructed_reading() -> None:
    cases = index()
    stand_ins = {c for r in READINGS.values() if any(o.reconstructed for o in r.options) for c in r.cases}
    for number in cases:
        if cases[number].lost:
            assert number in stand_ins or cases[number].readings, number


def test_stat_lines_are_whole_numbers_with_a_base_size() -> None:
    for c in ship_classes().values():
        assert c.size in BASES["by-class"] and c.masts in (1, 2, 3)
        assert all(isinstance(v, int) and v >= 0 for v in (c.cost, c.sailing, c.discipline, c.boarding, c.hull))


def test_the_package_exports_functions_not_modules() -> None:
    assert all(not isinstance(getattr(fighting_ships, name), type(fighting_ships)) for name in fighting_ships.__all__)
