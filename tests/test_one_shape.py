"""One shape of answer (issue 25, point 4), in every rule set: a rules step that changes the position gives back
the new position as ``.position`` and prints, in a notebook too, as its ruling, never as a tuple or dataclass of
reprs."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import re

import IPython.lib.pretty
import pytest

from sailkit.rulings import Changed

PACKAGES = ["fighting_sail", "wooden_ships", "as_per_margin", "fighting_ships"]


def _classes_with_position_and_ruling(key: str) -> list[type]:
    """The dataclasses of a rule set's rule modules (faces aside) that carry a new position and its ruling."""
    package = importlib.import_module(f"sailkit.rulesets.{key}")
    found = []
    for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
        if ".faces" in info.name:
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if inspect.isclass(value) and value.__module__ == module.__name__ and dataclasses.is_dataclass(value):
                names = {f.name for f in dataclasses.fields(value)}
                if {"position", "ruling"} <= names:
                    found.append(value)
    return found


@pytest.mark.parametrize("key", PACKAGES)
def test_a_result_carrying_a_position_and_its_ruling_shows_as_the_ruling(key: str) -> None:
    plain = [
        c.__qualname__
        for c in _classes_with_position_and_ruling(key)
        if c.__str__ is object.__str__ or not hasattr(c, "_repr_pretty_") or not hasattr(c, "_repr_html_")
    ]
    assert plain == []


@pytest.mark.parametrize("key", PACKAGES)
def test_no_exported_step_returns_a_bare_position_and_ruling_pair(key: str) -> None:
    """A function typed ``-> tuple[Position, Ruling]`` (or a desk ``State``) is wrapped so it returns a
    :class:`~sailkit.rulings.Changed`."""
    package = importlib.import_module(f"sailkit.rulesets.{key}")
    bare = []
    for name in package.__all__:
        value = getattr(package, name)
        if not inspect.isfunction(value):
            continue
        returns = str(inspect.signature(value).return_annotation).replace(" ", "")
        if returns in ("tuple[Position,Ruling]", "tuple[State,Ruling]") and inspect.unwrap(value) is value:
            bare.append(name)
    assert bare == []


@pytest.mark.parametrize("key", PACKAGES)
def test_no_exported_function_returns_a_bare_tuple_with_a_ruling(key: str) -> None:
    """``-> tuple[Ship, Ship, Ruling]`` prints as a tuple of reprs: such a result is a named tuple that reads as
    its ruling (:func:`~sailkit.rulings.reads_as_ruling`), still unpacking as before."""
    package = importlib.import_module(f"sailkit.rulesets.{key}")
    bare = [
        name
        for name in package.__all__
        if inspect.isfunction(value := getattr(package, name))
        and inspect.unwrap(value) is value
        and re.fullmatch(r"tuple\[.*Ruling\]", str(inspect.signature(value).return_annotation).replace(" ", ""))
    ]
    assert bare == []


def test_as_per_margin_results_print_as_their_rulings_and_still_unpack() -> None:
    import sailkit.rulesets.as_per_margin as apm
    from sailkit.rulesets.as_per_margin.chart import FIRST_RATE, Damage

    chart = apm.chart_for(74)
    hits = apm.apply_hits(FIRST_RATE, Damage(), masts=2, hull=1)

    def html(shown: object) -> str:  # each figure's SVG ids get the next page-wide prefix: compare without them
        return re.sub(r"\bsk\d+-", "sk-", shown._repr_html_())  # type: ignore[attr-defined]

    for result in (chart, hits):
        assert str(result) == str(result.ruling)
        assert IPython.lib.pretty.pretty(result) == str(result.ruling)
        assert html(result) == html(result.ruling)
        assert result.verdict == result.ruling.verdict
    value, ruling = hits
    assert value == hits.damage and value.masts == 2 and ruling is hits.ruling
    assert chart.chart.masts_row >= 2


def test_a_critical_hit_and_a_movement_step_print_as_their_rulings() -> None:
    import sailkit.rulesets.fighting_sail as fs

    duel = fs.scenario("15.1")
    hit = fs.apply_critical(duel, "Shannon", "wheel")
    moving = fs.start_movement(fs.give_command(duel, "Shannon", "ahead"))
    step = fs.apply_step(moving, "Shannon", "step")
    for result in (hit, step):
        assert str(result) == str(result.ruling)
        assert IPython.lib.pretty.pretty(result) == str(result.ruling)
        assert result._repr_html_() == result.ruling._repr_html_()
    assert hit.position.ship("Shannon").wheel and fs.name(step.position.ship("Shannon").square) == "0911"


def test_low_powder_fire_gives_the_new_desk_state_and_prints_as_its_ruling() -> None:
    import sailkit.rulesets.wooden_ships as ws
    from sailkit.questions import board

    desk = board("wooden_ships")
    state = desk.parse(desk.example)
    result = ws.powder_fire(state, ws.Task("powder_fire", ("Constitution", 3, 2)), 12)
    assert isinstance(result, Changed)
    assert str(result) == str(result.ruling) and result.verdict == "fire"
    assert result.position != state and result.position.readings == state.readings


def _section_functions_tutorials_call(key: str) -> dict[str, object]:
    """``module.name`` -> function, for each function of a rule set's section module that its tutorials import the
    module for and call (``from sailkit.rulesets.wooden_ships import sinking`` ... ``sinking.doom(...)``)."""
    import json
    import re
    from pathlib import Path

    folder = Path(__file__).resolve().parent.parent / "tutorials" / ("" if key == "fighting_sail" else key)
    found: dict[str, object] = {}
    for path in sorted(folder.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        for m in re.finditer(rf"^from sailkit\.rulesets\.{key} import ([\w, ]+)$", code, re.MULTILINE):
            for name in (n.strip() for n in m.group(1).split(",")):
                try:
                    module = importlib.import_module(f"sailkit.rulesets.{key}.{name}")
                except ImportError:
                    continue  # a name the package exports, not a module
                for call in re.findall(rf"\b{name}\.(\w+)\(", code):
                    if inspect.isfunction(value := getattr(module, call, None)):
                        found[f"{name}.{call}"] = value
    return found


@pytest.mark.parametrize("key", PACKAGES)
def test_no_step_a_tutorial_calls_from_a_section_returns_a_bare_pair(key: str) -> None:
    bare = [
        name
        for name, value in _section_functions_tutorials_call(key).items()
        if str(inspect.signature(value).return_annotation).replace(" ", "")  # type: ignore[arg-type]
        in ("tuple[Position,Ruling]", "tuple[State,Ruling]")
        and inspect.unwrap(value) is value  # type: ignore[arg-type]
    ]
    assert bare == []
