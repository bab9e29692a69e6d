"""How many dice a salvo of a game throws [5.5.1, 5.5.3.1, 5.6.1, 1.5.2c]: the one count the engine throws and the
computer captain weighs, so a captain's reason never quotes dice the engine will not throw.

:func:`.gunnery.gunnery_dice` counts dice from a ship's Gunnery and the factors it is given; this module says which
tactical factors of 5.5.3.1 a game's state brings: a ship's first shot at a target (reading ``first_shot``) and a
target that ran more than 6 inches this Game-Turn, a position fought at night [3.2.1], a line of fire through standing
smoke [9.1.6], and the firer's fleet's ECM [3.2.3] (:mod:`.fleet_words`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...geometry.board import format_real
from ...rulings import Ruling, Step
from .admirals import poor_admiral_near
from .era_factors import era_factors, hull_class_of
from .fleet_words import ecm_of
from .gunnery import gunnery_dice
from .guns import OVER_CALIBRE, armament_of
from .measuring import at_most
from .ranges import gunnery_range
from .readings import RULINGS
from .seascape import shores
from .sight import line_of_sight
from .smoke import through_smoke
from .state import State


def tactical_factors(
    state: State, firer: str, target: str, *, target_ran: float | None = None, crew: Sequence[str] = ()
) -> tuple[list[str], list[Step]]:
    """The tactical factors of 5.5.3.1 the game knows of for ``firer`` shooting at ``target``, with a step for each:
    her first shot at the target (reading ``first_shot``: at this target, or of the game), night [3.2.1], and a
    target that ran more than 6 inches this Game-Turn. ``target_ran`` stands for the inches the target has run (a forecast: where a
    move being weighed would leave her); by default what the state records. A squadron's salvo names its members as
    ``crew`` (``firer`` is then the squadron's label): its first shot is one none of them has fired at the target."""
    r = state.readings
    fired = {t for f, t in state.ranged if f in (crew or (firer,))}
    first = target not in fired if r["first_shot"] == "per-target" else not fired
    factors: list[str] = []
    said: list[Step] = []
    if first:
        factors.append("first-shot")
        said.append(RULINGS.step("5.5.3.1", f"{firer}'s first shot at {target}", r, "first_shot"))
    if state.position.night:
        factors.append("night")
        said.append(Step("5.5.3.1", "it is night: fewer dice for every ten [3.2.1]"))
    run = state.ran(target) if target_ran is None else target_ran
    if not at_most(run, 6.0):
        factors.append("fast-target")
        said.append(Step("5.5.3.1", f"{target} ran {format_real(run)} inches this Game-Turn, more than 6"))
    if not crew and {firer, target} <= {v.name for v in state.ships}:
        smoke = through_smoke(state.vessel(firer).ship, state.vessel(target).ship, state.position.smoke, state.turn)
        if smoke.verdict:  # [9.1.6]
            factors.append("smoke")
            said += smoke.steps
        more, why = _era(state, firer, target)
        factors += more
        said += why
    return factors, said


def _era(state: State, firer: str, target: str) -> tuple[list[str], list[Step]]:
    """The factors of Guns and armour between two ships of the state [5.5.3.1 b, d-f, h] (:func:`.era_factors.era_factors`):
    the range band and what her Guns fire over worked out from the position. None between sail-era ships."""
    a, b = state.vessel(firer).ship, state.vessel(target).ship
    if not (armament_of(a.cls).guns or armament_of(b.cls).guns or hull_class_of(b) != "wooden"):
        return [], []
    band = gunnery_range(a, b, readings=state.readings).facts["band"]
    over = None
    if armament_of(a.cls).at_least(OVER_CALIBRE):
        others = [v.ship for v in state.ships if v.name not in (firer, target) and v.fate not in ("sunk", "off")]
        over = line_of_sight(a, b, others, land=shores(state.position), readings=state.readings).facts["factor"]
    ecm = ecm_of(state.position.fleets, state.vessel(firer).side)  # [5.5.3.1 i, 3.2.3]
    return era_factors(a, b, band, over=over, ecm=ecm, readings=state.readings)


def salvo_dice(
    state: State,
    firer: str,
    target: str,
    *,
    gale: str | None = None,
    target_ran: float | None = None,
    stat: int | None = None,
) -> tuple[Ruling, tuple[str, ...], list[Step]]:
    """The dice ``firer`` throws at ``target`` [5.5.1, 5.5.3.1, 5.6.1, 1.5.2c] (:func:`.gunnery.gunnery_dice`: her
    Gunnery, halved while damaged, one die fewer under a Poor captain, the gale's pull when ``gale`` says where it blows the target, and the
    :func:`tactical_factors`), the factors that apply and the steps naming them. A turreted (DB) ship fires one
    salvo a Game-Turn here as every ship does, so she trains both her broadsides on it: twice her Gunnery [5.4g]
    (:mod:`.turrets` rules every other training). ``stat``: the dice of a battery trained apart (one broadside of
    a DB ship, a secondary battery [5.4g, 5.4h]), in place of her Gunnery and never doubled."""
    factors, said = tactical_factors(state, firer, target, target_ran=target_ran)
    v = state.vessel(firer)
    trained = stat is not None
    stat = v.ship.cls.gunnery if stat is None else stat
    if v.ship.cls.turreted and not trained:  # a DB ship's two broadsides trained on her one target [5.4g]
        stat *= 2
        said.append(Step("5.4g", f"{firer}'s turrets (DB) train both broadsides on {target}: Gunnery {stat}"))
    dice = gunnery_dice(
        stat,
        damaged=v.damage > 0,
        factors=factors,
        gale=gale,
        captain=v.captain,
        poor_admiral=poor_admiral_near(state.position, v),
        readings=state.readings,
    )
    return dice, tuple(factors), said


__all__ = ["salvo_dice", "tactical_factors"]
