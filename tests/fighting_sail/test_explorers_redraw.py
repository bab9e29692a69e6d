"""Every Fighting Sail explorer draws its picture through the kit's Explorer.redraw, and leaves no figure open.

Each explorer is driven the way a reader drives it: every dropdown, slider and checkbox
set to a few of its values and every button pressed. Every change of its picture must
come from :meth:`sailkit.widgets.Explorer.redraw` (which closes each figure once drawn),
and no matplotlib figure may be left open afterwards.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as widgets
import matplotlib.pyplot as plt
import pytest

import sailkit.rulesets.fighting_sail as fs
from sailkit import figures
from sailkit import widgets as kit
from sailkit.dice import SeededDice
from sailkit.rulesets.fighting_sail.faces import explorers
from sailkit.rulesets.fighting_sail.faces.explorers.commands import OrdersExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.damage import CriticalExplorer, DamageExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.drift import DriftExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.fire import FireExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.gauge import GaugeExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.melee import MeleeExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.movement import CommandExplorer, MovesExplorer, StepExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.recording import SheetExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.sequence import OutlineExplorer, TurnStepper
from sailkit.rulesets.fighting_sail.faces.explorers.strategic import BurnExplorer, SwellExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.striking import StrikeExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.victory import VictoryExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.wind import WindExplorer

DUEL = fs.Position.parse("FS turn 1 wind NW | Shannon BR 0811 E | Chesapeake US 0809 SE")
EXAMPLE = fs.Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N | Guerriere BR 1112 S")
ORDERED = fs.Position.parse("FS turn 1 wind W | Guerriere BR 1009 S cmd=ahead | Constitution US 0610 NW cmd=ahead")
ABACK = fs.Position.parse("FS turn 1 wind N | Felicite FR 1010 N | Shannon BR 1310 W")
HOUR = fs.Position.parse("FS turn 8 wind W | Chesapeake US 1010 N | Shannon BR 1410 W")
MELEE = fs.Position.parse("FS turn 3 wind W | Wasp US 1009 E fouled | Frolic BR 1009 S fouled")


def _first_game() -> fs.Game:
    game = fs.Game.from_scenario("15.1")
    for action in ("command Chesapeake ahead", "command Shannon port"):
        game.apply_action(action)
    return game


#: How to make each Fighting Sail explorer, by class name (a new explorer must be added here).
MAKERS: dict[str, Callable[[], kit.Explorer]] = {
    "WindExplorer": lambda: WindExplorer(heading="E", wind="N", sailing="A"),
    "MovesExplorer": lambda: MovesExplorer(ORDERED, "Constitution", "port"),
    "OrdersExplorer": lambda: OrdersExplorer(DUEL, "Shannon"),
    "CommandExplorer": lambda: CommandExplorer(ORDERED, "Constitution", "port"),
    "StepExplorer": lambda: StepExplorer(ORDERED, "Guerriere", "port"),
    "GaugeExplorer": lambda: GaugeExplorer(ORDERED),
    "DriftExplorer": lambda: DriftExplorer(ABACK, "Felicite", die=3),
    "FireExplorer": lambda: FireExplorer(EXAMPLE, "Shannon", "Constitution"),
    "DamageExplorer": lambda: DamageExplorer(DUEL, "Shannon", "Chesapeake"),
    "CriticalExplorer": lambda: CriticalExplorer(DUEL, "Chesapeake"),
    "MeleeExplorer": lambda: MeleeExplorer(MELEE, "1009"),
    "StrikeExplorer": lambda: StrikeExplorer(HOUR, "Chesapeake", "Shannon"),
    "SwellExplorer": lambda: SwellExplorer(HOUR, "Chesapeake", blocker="Shannon"),
    "BurnExplorer": lambda: BurnExplorer(HOUR, "Chesapeake", partner="Shannon"),
    "SheetExplorer": lambda: SheetExplorer(_first_game(), at=0),
    "VictoryExplorer": lambda: VictoryExplorer(fs.scenario("15.5")),
    "OutlineExplorer": lambda: OutlineExplorer(8),
    "TurnStepper": lambda: TurnStepper(fs.Game.from_scenario("15.1"), SeededDice(1), limit=60),
}


def fighting_sail_explorers() -> set[str]:
    """The names of every kit Explorer a reader makes, defined in a Fighting Sail explorer module
    (``faces/explorers/*``); the bases explorers are built on (``FightingSailExplorer``, ``FaceByFace``) are not."""
    found: dict[str, type] = {}
    for info in pkgutil.iter_modules(explorers.__path__):
        module = importlib.import_module(f"{explorers.__name__}.{info.name}")
        found |= {
            name: cls
            for name, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, kit.Explorer) and cls.__module__ == module.__name__
        }
    bases = {base for cls in found.values() for base in cls.__mro__[1:]}
    return {name for name, cls in found.items() if cls not in bases}


def test_every_fighting_sail_explorer_is_driven_here() -> None:
    assert set(MAKERS) == fighting_sail_explorers()


def _widgets(explorer: kit.Explorer) -> Iterator[widgets.Widget]:
    """The explorer's own widgets, those kept in a dict (one per ship) included."""
    for value in vars(explorer).values():
        for w in value.values() if isinstance(value, dict) else [value]:
            if isinstance(w, widgets.Widget):
                yield w


def _choices(control: widgets.Widget) -> list[Any]:
    """A few values a reader may give ``control``: each end and the middle, every option of a short list."""
    if isinstance(control, widgets.Checkbox):
        return [not control.value, control.value]
    if isinstance(control, (widgets.IntSlider, widgets.BoundedIntText)):
        return [control.max, (control.min + control.max) // 2, control.min]
    if isinstance(control, (widgets.Dropdown, widgets.Select, widgets.ToggleButtons, widgets.RadioButtons)):
        options = [o[1] if isinstance(o, tuple) else o for o in control.options]
        return options if len(options) <= 4 else [options[-1], options[len(options) // 2], options[0]]
    return []


def drive(explorer: kit.Explorer) -> int:
    """Set every control of ``explorer`` to a few of its values and press every button; how many changes were made."""
    changes = 0
    for w in list(_widgets(explorer)):
        if isinstance(w, widgets.Button):
            if not w.disabled:
                w.click()
                changes += 1
            continue
        for value in _choices(w):
            if w.value != value:
                w.value = value
                changes += 1
    return changes


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_driving_an_explorer_draws_only_through_redraw_and_leaves_no_figure_open(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    plt.close("all")
    inside = [False]
    strays: list[str] = []
    redraw = kit.Explorer.redraw

    def watched(self: kit.Explorer) -> None:
        inside[0] = True
        try:
            redraw(self)
        finally:
            inside[0] = False

    monkeypatch.setattr(kit.Explorer, "redraw", watched)
    # Every picture is drawn whole into SVG, but not cut to its tight bounding box: nothing here reads the box, and
    # finding it takes a second drawing pass (more than half the time of each save).
    monkeypatch.setattr(figures, "svg", functools.partial(figures.svg, bbox=None))
    explorer = MAKERS[name]()
    explorer.picture.observe(lambda change: None if inside[0] else strays.append(name), names="value")
    first = explorer.picture.value
    assert first.startswith("<svg"), "an explorer made to draw shows its picture at once"
    assert drive(explorer) > 0
    assert explorer.picture.value.startswith("<svg")
    assert strays == [], "the picture was set by hand, not through Explorer.redraw"
    assert plt.get_fignums() == []


def test_redraw_closes_what_it_draws_with_pyplot() -> None:
    """A figure made through pyplot (which keeps it open until closed) is closed once the explorer has drawn it."""
    plt.close("all")

    class Plotted(kit.Explorer):
        def __init__(self) -> None:
            self._show_in(300)

        def figure(self) -> Any:
            fig, ax = plt.subplots()
            ax.set_title("a stray figure")
            return fig

    explorer = Plotted()
    explorer.redraw()
    assert explorer.picture.value.startswith("<svg") and plt.get_fignums() == []
    assert kit.inline_closed(None) == ""
