"""The case index of Wooden Ships (``data/cases.csv``): every rule in the text's order with what it rules in our words,
held together with the headings of the tutorials that teach it; rulings show what the rules they cite rule.

A rule is taught where a heading (``##`` or deeper) of a notebook in ``tutorials/wooden_ships/`` cites it: ``## [8.3.5,
8.3.5.1-8.3.5.9] The Fouling Table`` cites each number listed, and a range every rule between its ends in the index's
order. The index's ``tutorial`` and ``taught_under`` columns say which notebook and heading; after changing either,
``python -m sailkit.rulesets.wooden_ships index tutorials/wooden_ships`` writes them again.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sailkit.cases import Case
from sailkit.engine import play_random
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.questions import ask
from sailkit.registry import case_summaries
from sailkit.ruleset import Capability
from sailkit.rulesets.wooden_ships import READINGS, RULESET, WoodenShipsGame, case, optional, scenario
from sailkit.rulesets.wooden_ships.__main__ import CASES_CSV, INDEX, index_cells, taught_columns
from sailkit.rulesets.wooden_ships.cases import NUMBER, PARTS, cited, index, notebook_headings, taught_in
from sailkit.rulesets.wooden_ships.faces.desk import DESK
from sailkit.rulings import Ruling

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "tutorials" / "wooden_ships"
REGENERATE = "python -m sailkit.rulesets.wooden_ships index tutorials/wooden_ships"
#: rules of the Optional Rules no tutorial teaches: the players' clock and table talk, which sailkit leaves to them
UNTAUGHT_OPTIONAL = ("30.0", "31.0", "31.1", "31.2", "31.3", "31.4")


def teaching() -> dict[str, tuple[str, str]]:
    """Rule number -> (notebook, heading) as the tutorials' headings have it now (the index notebook teaches none)."""
    notebooks = {p.name: notebook_headings(p) for p in sorted(FOLDER.glob("*.ipynb")) if p.name != INDEX}
    return taught_in(notebooks, list(index()))


# ---- the index ----


def test_the_rule_set_states_its_index_and_the_kit_reads_it() -> None:
    assert RULESET.offers(Capability.CASES) and RULESET.cases is index()
    found = case("[7.1.4]")
    assert isinstance(found, Case) and found is RULESET.cases["7.1.4"] and found.title == "Allowance charts"
    assert found.lost and found.readings == ("battle_sail_chart",) and found.tutorial == "07_movement_notation.ipynb"
    assert case("A-12.3").readings == ("melee_victory",) and case("24.3.2.3.1").extra["part"] == "advanced"
    with pytest.raises(UnknownChoiceError, match="'99.9'"):
        case("99.9")


def test_every_rule_of_the_text_once_in_its_order_and_part() -> None:
    """[1.0-42.9.3, Addendum] 39 rules of the introduction, 204 of the Basic Game, 153 of the Advanced, 74 Optional and
    26 Addendum notes; the parts follow one another, each rule's number sorts after the one before."""
    rules = index()
    parts = [c.extra["part"] for c in rules.values()]
    assert [parts.count(p) for p in PARTS] == [39, 204, 153, 74, 26]
    assert parts == sorted(parts, key=list(PARTS).index)
    numbers = [n for n in rules if not n.startswith("A-")]
    assert all(NUMBER.fullmatch(n) for n in numbers) and numbers[0] == "1.0" and numbers[-1] == "42.9.3"
    # 2.31 and its rules are the text's own numbering of what would be 2.3.1, between 2.3 and 2.4
    as_tuples = [tuple(int(x) for x in re.sub(r"^2\.31", "2.3.1", n).split(".")) for n in numbers]
    assert as_tuples == sorted(as_tuples)
    basic = [n for n, p in zip(rules, parts) if p == "basic"]
    assert basic[0] == "4.0" and basic[-1] == "15.0"


def test_every_summary_says_in_a_sentence_or_two_what_its_rule_rules() -> None:
    for c in index().values():
        assert c.title and not c.title[0].islower(), c.number
        sentences = re.split(r"(?<=[.!?]) (?=[A-Z])", c.summary)
        assert c.summary.endswith(".") and 1 <= len(sentences) <= 2 and len(c.summary) <= 480, c.number


def test_a_lost_rule_names_the_reading_that_stands_in_and_every_reading_named_exists() -> None:
    """House rule 3: where the chart or diagram a rule rests on was lost, its summary names the reading playing it."""
    for c in index().values():
        named = set(re.findall(r"\breading[s]? ([a-z_]+(?:(?:, | and )[a-z_]+)*)", c.summary))
        keys = {k for group in named for k in re.split(r", | and ", group) if "_" in k or k in READINGS}  # not prose
        assert keys <= set(READINGS), (c.number, keys - set(READINGS))
        if c.lost:
            assert keys, f"{c.number} is lost but its summary names no reading"


def test_cited_reads_lists_and_ranges() -> None:
    order = ["8.3.5", "8.3.5.1", "8.3.5.2", "8.3.5.3", "8.3.6", "A-8.3.5"]
    assert cited("## [8.3.5.1-8.3.5.3, 8.3.6] Fouling", order) == ["8.3.5.1", "8.3.5.2", "8.3.5.3", "8.3.6"]
    assert cited("[8.3.5] Fouling [A-8.3.5] [A]", order) == ["8.3.5", "A-8.3.5"]
    assert cited("Check yourself", order) == []


def test_a_heading_citing_fewer_rules_teaches_them_and_a_title_teaches_none() -> None:
    order = ["8.0", "8.1", "8.2"]
    heads = {"08.ipynb": [(1, "Title [8.0-8.2]"), (2, "[8.0, 8.1, 8.2] All"), (3, "[8.1] One")]}
    assert taught_in(heads, order) == {
        "8.0": ("08.ipynb", "[8.0, 8.1, 8.2] All"),
        "8.1": ("08.ipynb", "[8.1] One"),
        "8.2": ("08.ipynb", "[8.0, 8.1, 8.2] All"),
    }


# ---- the index and the tutorials' headings, held together ----


def test_each_rule_names_the_notebook_and_heading_that_teach_it_and_nothing_else() -> None:
    """A rule listed as taught in a notebook is cited by one of its headings, and a rule a heading cites names that
    notebook and that heading; a heading citing a number the index lacks is a typo."""
    where = teaching()
    assert set(where) <= set(index()), f"headings cite rules the index lacks: {sorted(set(where) - set(index()))}"
    listed = {n: (c.tutorial, c.extra["taught_under"]) for n, c in index().items() if c.tutorial}
    assert listed == where, f"run {REGENERATE}"
    for c in index().values():
        if c.tutorial:
            assert (FOLDER / c.tutorial).is_file() and c.heading == c.extra["taught_under"]


def test_regenerating_the_index_and_its_notebook_changes_nothing() -> None:
    """The command that writes the tutorial columns and the index notebook's tables would leave both as they are."""
    text = CASES_CSV.read_text(encoding="utf-8")
    assert taught_columns(FOLDER, text) == text, f"run {REGENERATE}"
    notebook = (FOLDER / INDEX).read_text(encoding="utf-8")
    assert index_cells(notebook, index()) == notebook, f"run {REGENERATE}"


def test_every_rule_of_the_basic_and_advanced_games_is_taught_and_the_optional_gaps_are_known() -> None:
    rules = index()
    assert all(c.tutorial for c in rules.values() if c.extra["part"] in ("introduction", "basic", "advanced"))
    assert [n for n in rules.untaught if rules[n].extra["part"] == "optional"] == list(UNTAUGHT_OPTIONAL)
    assert all(not c.tutorial for c in rules.values() if c.extra["part"] == "addendum")


def test_basic_rules_are_taught_in_the_basic_notebooks() -> None:
    """The introduction and Basic Game are taught in notebooks 01-15, the Advanced Game in 16-27, the rest in 30."""
    limits = {"introduction": (1, 15), "basic": (1, 15), "advanced": (16, 27), "optional": (30, 30)}
    for c in index().values():
        if c.tutorial:
            low, high = limits[c.extra["part"]]
            assert low <= int(c.tutorial[:2]) <= high, (c.number, c.tutorial)


# ---- rulings show what their rules rule ----


def test_a_ruling_shows_what_each_rule_it_cites_rules() -> None:
    ruling = ask(DESK, WoodenShipsGame().state, "order Java L1R1")
    assert ruling.ruleset == "wooden_ships" and ruling.cases == ("7.1.3", "7.1.4", "7.1.10", "7.1.5")
    assert ruling.case_summaries() == {n: case(n).summary for n in ruling.cases}
    html = ruling.html(picture=False)
    assert "what these cases rule" in html and "<b>[7.1.5]</b>" in html
    fire = ask(DESK, WoodenShipsGame().state, "fire Constitution Java")
    assert set(fire.case_summaries()) == set(fire.cases) == {"11.1.1", "11.1.4"}
    assert case_summaries("wooden_ships", ["11.2.1", "[24.4.4]", "99.9"]) == {
        "11.2.1": case("11.2.1").summary,
        "[24.4.4]": case("24.4.4").summary,
    }


def test_a_rulings_readings_link_from_a_tutorial_to_their_rows_of_the_readings_page() -> None:
    """[readings] From a notebook of tutorials/wooden_ships, each reading a ruling used links to its own row."""
    ruling = ask(DESK, WoodenShipsGame().state, "fire Constitution Java")
    links = re.findall(r'href="([^"]+)"', ruling.html(picture=False))
    assert len(links) == len(ruling.readings) == 3
    page = ROOT / RULESET.readings_doc
    text = page.read_text(encoding="utf-8")
    for link, (key, _) in zip(links, ruling.readings):
        path, _, anchor = link.partition("#")
        assert (FOLDER / path).resolve() == page and anchor == key and f'<a id="{key}"></a>' in text
    assert all(f'<a id="{key}"></a>' in text for key in READINGS)


def _cited(ruling: Ruling | None) -> set[str]:
    return set() if ruling is None else set(ruling.cases)


def _desk_rulings(state: object, ships: list[str]) -> list[Ruling]:
    """Every desk question about every ship (and pair of ships) of a position; questions the position refuses are
    left out (a ship firing at herself, a mortar on a ship that has none)."""
    out = []
    for name, question in DESK.questions.items():
        kinds = [p.kind for p in question.params if p.default is None]
        pairs = [[a, b] for a in ships for b in ships if a != b] if kinds.count("ship") == 2 else [[a] for a in ships]
        for words in pairs:
            words = words + (["L1"] if "plot" in kinds else [])
            try:
                out.append(ask(DESK, state, " ".join([name, *words])))
            except InvalidInputError:
                continue
    return out


@pytest.mark.parametrize("key", ["frigate-duel", "advanced-duel", "bombardment"])
def test_every_rule_a_ruling_cites_is_in_the_index(key: str) -> None:
    """[cases] The rulings of seeded random games of both levels, with the desk's questions asked every few actions
    along them, cite only rules the index has (so every one shows what it rules)."""
    setup = scenario(key)
    if key == "advanced-duel":  # the wind rolled before play [34.0], and soundings [39.1] asked on the way
        from dataclasses import replace

        setup = replace(setup, optional=("34", "39"))
    cites: set[str] = set()
    for seed in range(2):
        g = play_random(WoodenShipsGame(setup), seed)
        g.rewind()
        cites |= _cited(g.ruling())
        while g.node.children:
            g.forward()
            cites |= _cited(g.ruling())
            if g.ply % 25 == 0:
                ships = [s.name for s in g.position.ships]
                cites |= {c for r in _desk_rulings(g.state, ships) for c in r.cases}
                cites |= {c for name in ships for c in optional.soundings(g.state, name).cases}
    unknown = sorted(c for c in cites if c not in index())
    assert not unknown, f"rulings cite rules the index lacks: {unknown}"
    assert len(cites) > 30
