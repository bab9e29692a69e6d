"""Fleet morale and the end of a points game [1.3, APP.2.2.1].

Each fleet starts with a tenth of its points in morale, rounded to the nearest whole number; it loses morale to
damage (at most the ship's Hull an attack, :func:`~.damage.morale_for_damage`), to a failed collision Hull test, and
the whole Hull of a ship that sinks, strikes, leaves the table or is taken; it gains the Hull of a prize it takes.
A fleet whose morale falls to zero or below has lost. Boats, marines and aircraft never count.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ...errors import UnknownChoiceError
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_count, round_half_up
from .readings import RULINGS

#: What costs a fleet morale besides damage [APP.2.2.1 c, d, f], and how much: ``"hull"`` the ship's Hull stat.
LOSSES = {
    "collision": "1",
    "sunk": "hull",
    "struck": "hull",
    "left the table": "hull",
    "taken as a prize": "hull",
}


def starting_morale(points: int) -> Ruling:
    """A fleet's morale at the start of a points game [APP.2.2.1]: a tenth of its points, rounded (600 give 60)."""
    points = read_count(points, "fleet points", 0, 100_000)
    morale = round_half_up(Fraction(points, 10))
    steps = [Step("APP.2.2.1", f"a tenth of {points} points, rounded: {morale}")]
    return RULINGS("starting morale", morale, steps, value=morale, measure="morale point", kind="morale")


def morale_loss(event: str, hull: int) -> Ruling:
    """The morale a fleet loses when one of its ships of Hull ``hull`` meets ``event`` (one of :data:`LOSSES`)
    [APP.2.2.1]; the captors of a prize gain as much [6.1]."""
    if event not in LOSSES:
        raise UnknownChoiceError("morale event", event, LOSSES)
    hull = read_count(hull, "Hull stat")
    lost = 1 if LOSSES[event] == "1" else hull
    why = "a failed collision Hull test" if event == "collision" else f"a ship of Hull {hull} {event}"
    steps = [Step("APP.2.2.1", f"{why}: {plural(lost, 'morale point')} lost")]
    if event == "taken as a prize":
        steps.append(Step("6.1", f"the captors gain {lost}"))
    return RULINGS("morale lost", lost, steps, value=lost, measure="morale point", kind="morale")


def game_over(morale: Mapping[str, int]) -> Ruling:
    """Whether a points game has ended [1.3, APP.2.2.1]: every fleet at zero morale or below has lost."""
    beaten = tuple(side for side, m in morale.items() if m <= 0)
    steps = [
        Step("APP.2.2.1", f"{side}: {m} morale" + (", at zero or below" if m <= 0 else ""))
        for side, m in morale.items()
    ]
    steps.append(Step("1.3", f"{' and '.join(beaten)} lost" if beaten else "every fleet fights on"))
    return RULINGS("game over", bool(beaten), steps, facts={"beaten": beaten}, kind="morale")


__all__ = ["LOSSES", "game_over", "morale_loss", "starting_morale"]
