"""What the Fighting Ships tutorials let a reader vary: explorers on the open table and on the dice.

Each explorer is a :class:`sailkit.widgets.Explorer`: public widgets as attributes, named methods as callbacks,
:meth:`rule` asking the rules one question for the widgets' values, the answer kept as ``explorer.ruling`` and its
picture (drawn by the rule set's drawing face, :mod:`.drawing`) held as SVG text in ``explorer.picture.value``. A
test sets a widget's ``.value`` and reads the ruling back, with no kernel.

* :class:`SailingExplorer`: turn the ship and the wind, change the weather, give her an Anchor token and type the
  Sailing dice: her attitude on the reconstructed Weather Gauge and the sailing points the dice give [4.1.1a-e, 4.2,
  1.5.2b, 1.5.2c]; the gauge is a reading (``weather_gauge``).
* :class:`PlanExplorer`: type a plan of manoeuvres (``M2 M2-30 T90``) and give her points: whether she may sail it,
  and where she ends [4.1.1f-i].
* :class:`TargetExplorer`: move and turn the target: sight, range band, the arc that bears, a rake, and the dice
  the firer throws [5.1-5.5.5].
* :class:`FireOddsExplorer`: the exact odds of a salvo on a ship, from the dice, the band, a rake, the target's Hull
  and tokens and the readings of the Damage Deck and of morale [5.5-5.6.4, APP.2.2.1].
* :class:`BoardingExplorer`: the Boarding stats, a damaged crew and marines: the exact chance of taking a prize
  [6.1, 6.2].

The rules live in their sections; an explorer only asks and shows. Dice typed in a box are read one by one, ASCII
digits only (:func:`dice_from`); a mistyped throw is said in the label, and the picture waits for a good one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import ipywidgets as widgets

from .... import widgets as kit
from ....errors import InvalidInputError
from ....geometry.compass import Direction
from ....geometry.table import Pose
from ....numbers import die
from ....rulings import Ruling, Step
from ..boarding import Boarder, boarding_odds
from ..damage import Afloat
from ..gunnery import gunnery_dice
from ..odds import fire_odds
from ..readings import READINGS
from ..sailing import sail
from ..ships import Ship, ship_classes
from ..targets import valid_target
from ..wind import Weather, attitude, sailing_points

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: The eight points the wind blows from [1.2].
WINDS = tuple(d.name for d in Direction)
#: The most dice a typed throw may hold: no stat of the sail era comes near it.
MOST_DICE = 20
BANDS = ("short", "medium", "long")


def dice_from(text: str, count: int, what: str) -> tuple[int, ...]:
    """The dice typed in ``text`` (``"1, 4 4,5 6"``): exactly ``count`` results 1-6, each read as ASCII digits;
    an :class:`~sailkit.errors.InvalidInputError` naming the bad part and what was expected otherwise."""
    words = [w for w in re.split(r"[\s,]+", text.strip()) if w]
    if len(words) > MOST_DICE:
        raise InvalidInputError(what, text[:40], f"at most {MOST_DICE} die results")
    results = tuple(die(w, what=f"{what} result") for w in words)
    if len(results) != count:
        raise InvalidInputError(what, text, f"{count} die results, one a die of the stat, each 1-6")
    return results


def _refused(question: str, case: str, err: InvalidInputError) -> Ruling:
    """A ruling that says a typed value was refused, with the case it is for (nothing is drawn for it)."""
    return Ruling(question, None, (Step(case, str(err)),), ruleset="fighting_ships", kind="typed")


def _reading_box(key: str) -> widgets.Dropdown:
    """A dropdown of the options of reading ``key``, set to its default."""
    return kit.reading_dropdown(key, READINGS[key].option_names, READINGS[key].default)


def _heading(description: str, value: int) -> widgets.IntSlider:
    """A heading in degrees clockwise from North, in steps of 15."""
    box = kit.slider(description, value, 0, 345)
    box.step = 15
    return box


def _figure_of(ruling: Ruling) -> Figure | None:
    """The ruling's own diagram (:mod:`.drawing`), ``None`` for a refused typed value."""
    return None if ruling.kind == "typed" else ruling.figure()


class SailingExplorer(kit.Explorer):
    """Turn the ship and the wind, change the weather and throw her Sailing dice: her attitude and sailing points
    [4.1.1a-e, 4.2, 1.5.2b, 1.5.2c]. The picture is the Weather Gauge round her; the label the points."""

    CONTROLS = ("heading", "wind", "sailing", "dice", "weather", "anchor", "gauge")

    def __init__(
        self, heading: int = 60, wind: str = "N", sailing: int = 5, dice: str = "1, 4, 4, 5, 6", *, draw: bool = True
    ) -> None:
        self._show_in(480, draw=draw)
        self.heading = _heading("heading (degrees)", heading)
        self.wind = kit.dropdown("wind from", WINDS, wind)
        self.sailing = kit.slider("Sailing stat", sailing, 1, 8)
        self.dice = kit.text_box("Sailing dice", dice)
        self.weather = kit.dropdown("weather", tuple(w.value for w in Weather), Weather.BLOWING.value)
        self.anchor = kit.checkbox("she has an Anchor token")
        self.gauge = _reading_box("weather_gauge")
        self._watch()

    @property
    def readings(self) -> dict[str, str]:
        return {"weather_gauge": self.gauge.value}

    @property
    def attitude(self) -> Ruling:
        """Her attitude on the Weather Gauge under the chosen reading [4.1.1a]."""
        return attitude(self.heading.value, self.wind.value, self.readings)

    def rule(self) -> Ruling:
        at = self.attitude.verdict
        question = f"sailing points of a {at.value} ship rolling {self.sailing.value} dice"
        try:
            thrown = dice_from(self.dice.value, self.sailing.value, "Sailing dice")
        except InvalidInputError as err:
            return _refused(question, "4.1.1a", err)
        return sailing_points(
            self.sailing.value,
            thrown,
            at,
            anchor=self.anchor.value,
            weather=self.weather.value,
            readings=self.readings,
        )

    def label_html(self) -> str:
        return f"{self.attitude.html(picture=False)}{self.ruling.html(picture=False)}"

    @property
    def text(self) -> str:
        return f"{self.attitude}\n{self.ruling}"

    def figure(self) -> Figure | None:
        return self.attitude.figure()


class PlanExplorer(kit.Explorer):
    """Type a plan and give her sailing points: may she sail it, and where does she end [4.1.1f-i]?

    A plan is manoeuvres in a row: ``M2`` two inches ahead, ``M2+30`` then 30 degrees to starboard on her stern,
    ``T90`` a tack, ``W-90`` a wear, ``M1.5`` a short last run."""

    CONTROLS = ("plan", "points", "heading", "wind")

    def __init__(
        self, plan: str = "M2-30 T90 M2+30", points: int = 4, heading: int = 90, wind: str = "SE", *, draw: bool = True
    ) -> None:
        self._show_in(520, draw=draw)
        self.plan = kit.text_box("plan", plan)
        self.points = kit.slider("sailing points", points, 0, 8)
        self.heading = _heading("heading (degrees)", heading)
        self.wind = kit.dropdown("wind from", WINDS, wind)
        self._watch()

    @property
    def ship(self) -> Ship:
        return Ship.of("Syrene", "5th-rate", Pose(0.0, 0.0, float(self.heading.value)))

    def rule(self) -> Ruling:
        try:
            return sail(self.ship, self.plan.value, self.points.value, self.wind.value)
        except InvalidInputError as err:
            return _refused(f"may Syrene sail {self.plan.value}", "4.1.1f", err)

    def figure(self) -> Figure | None:
        return _figure_of(self.ruling)


class TargetExplorer(kit.Explorer):
    """Move and turn the target round the Syrene: may she fire, at what band, with which arc, raking or not, and how
    many dice [5.1-5.5.5]?"""

    CONTROLS = ("x", "y", "heading", "damaged")

    def __init__(self, x: int = 0, y: int = 8, heading: int = 0, *, draw: bool = True) -> None:
        self._show_in(520, draw=draw)
        self.x = kit.slider("target east (inches)", x, -20, 20)
        self.y = kit.slider("target north (inches)", y, -20, 20)
        self.heading = _heading("target heading", heading)
        self.damaged = kit.checkbox("Syrene has a Damage token")
        self._watch()

    @property
    def ships(self) -> tuple[Ship, Ship]:
        firer = Ship.of("Syrene", "5th-rate", Pose(0.0, 0.0, 90.0), side=2)
        target = Ship.of(
            "Hermione", "5th-rate", Pose(float(self.x.value), float(self.y.value), float(self.heading.value))
        )
        return firer, target

    def rule(self) -> Ruling:
        firer, target = self.ships
        if firer.mainmast == target.mainmast:
            steps = (Step("1.4", "both mainmasts on one spot: move the target"),)
            return Ruling("may Syrene fire at Hermione", False, steps, ruleset="fighting_ships", kind="typed")
        return valid_target(firer, target)

    @property
    def dice(self) -> Ruling | None:
        """The dice Syrene throws at the target when she may fire [5.5.1, 5.6.1], else ``None``."""
        if not self.ruling:
            return None
        firer, _ = self.ships
        return gunnery_dice(firer.cls.gunnery, damaged=self.damaged.value)

    def label_html(self) -> str:
        dice = self.dice
        return self.ruling.html(picture=False) + ("" if dice is None else dice.html(picture=False))

    def figure(self) -> Figure | None:
        return _figure_of(self.ruling)


class FireOddsExplorer(kit.Explorer):
    """A salvo before the dice: the exact chance of every end, from the dice, the band, a rake, the target's Hull and
    the tokens she has, under the readings of the Damage Deck and of morale [5.5-5.6.4, APP.2.2.1]."""

    CONTROLS = ("dice", "band", "raking", "hull", "damage", "anchor", "deck", "morale")

    def __init__(self, dice: int = 8, band: str = "medium", hull: int = 3, *, draw: bool = True) -> None:
        self._show_in(520, draw=draw)
        self.dice = kit.slider("gunnery dice", dice, 1, MOST_DICE)
        self.band = kit.dropdown("range band", BANDS, band)
        self.raking = kit.checkbox("raking (from her bow or stern chaser arc)")
        self.hull = kit.slider("target's Hull", hull, 1, 10)
        self.damage = kit.slider("target's Damage tokens already", 0, 0, 4)
        self.anchor = kit.checkbox("target has an Anchor token")
        self.deck = _reading_box("damage_deck")
        self.morale = _reading_box("morale_basis")
        self._watch()

    def rule(self) -> Ruling:
        ship = Afloat(damage=self.damage.value, anchored=self.anchor.value)
        return fire_odds(
            self.dice.value,
            self.band.value,
            self.hull.value,
            raking=self.raking.value,
            ship=ship,
            discipline=5,
            readings={"damage_deck": self.deck.value, "morale_basis": self.morale.value},
        )

    def figure(self) -> Figure | None:
        return self.ruling.figure()


class BoardingExplorer(kit.Explorer):
    """Two entangled ships before the boarding: the Boarding stats, a damaged crew and marines give the dice, and the
    exact chance of a prize [6.1, 6.2]."""

    CONTROLS = ("attacker", "defender", "damaged", "marines")

    def __init__(self, attacker: int = 6, defender: int = 5, *, draw: bool = True) -> None:
        self._show_in(520, draw=draw)
        self.attacker = kit.slider("Defiance's Boarding", attacker, 1, 10)
        self.defender = kit.slider("Achille's Boarding", defender, 1, 10)
        self.damaged = kit.checkbox("Achille has a Damage token (her crew fights at half)")
        self.marines = kit.slider("marine counters aboard Defiance", 0, 0, 2)
        self._watch()

    def rule(self) -> Ruling:
        attacker = Boarder("Defiance", self.attacker.value, marines=self.marines.value)
        defender = Boarder("Achille", self.defender.value, damaged=self.damaged.value, hull=6)
        return boarding_odds([attacker], defender)

    def figure(self) -> Figure | None:
        return self.ruling.figure()


def stat_lines(keys: Sequence[str] = ()) -> str:
    """The sail stat lines as a plain text table, one class a row (every class, or those of ``keys``)
    [APP.1.1.1, APP.1.1.2]: cost, then the dice of Sailing, Discipline, Boarding, Gunnery and Hull."""
    classes = ship_classes()
    rows = [f"{'class':<28} cost  Sai Dis Boa Gun Hul"]
    for key in keys or classes:
        c = classes[key]
        rows.append(
            f"{c.name:<28} {c.cost:>4}  {c.sailing:>3} {c.discipline:>3} {c.boarding:>3} {c.gunnery:>3} {c.hull:>3}"
        )
    return "\n".join(rows)


__all__ = [
    "BANDS",
    "MOST_DICE",
    "WINDS",
    "BoardingExplorer",
    "FireOddsExplorer",
    "PlanExplorer",
    "SailingExplorer",
    "TargetExplorer",
    "dice_from",
    "stat_lines",
]
