"""What a gale forbids beyond the sail rules [1.5.2c, 9.1.6]: the check the torpedo, missile and air rules call.

In a gale no aircraft may take off, land or fly any mission, and no missile or torpedo may be launched [1.5.2c];
smoke may not be laid in a gale or a squall [9.1.6]. :func:`gale_check` answers whether an act is allowed in the
weather as a ruling, and :func:`refuse_in_gale` raises the typed error an illegal action gets, naming the case.
"""

from __future__ import annotations

from ...errors import IllegalActionError, UnknownChoiceError
from ...rulings import Ruling, Step
from .readings import RULINGS
from .wind import Weather

#: The acts a gale forbids, each with the case that forbids it.
BANNED = {
    "aircraft": "1.5.2c",
    "missile": "1.5.2c",
    "torpedo": "1.5.2c",
    "smoke": "9.1.6",
}
#: How a ruling names each act.
ACTS = {
    "aircraft": "aircraft operations",
    "missile": "launching a missile",
    "torpedo": "launching a torpedo",
    "smoke": "laying smoke",
}


def gale_check(act: str, weather: Weather | str, *, in_squall: bool = False) -> Ruling:
    """Whether ``act`` (one of :data:`BANNED`) may be done in ``weather`` [1.5.2c, 9.1.6]: never in a gale; smoke
    also never from a ship in a squall (``in_squall``). The verdict is True or False."""
    if act not in BANNED:
        raise UnknownChoiceError("act a gale may forbid", act, tuple(BANNED))
    sky = Weather(weather)
    case = BANNED[act]
    if sky is Weather.GALE:
        step = Step(case, f"a gale blows: no {ACTS[act]}")
    elif act == "smoke" and in_squall:
        step = Step(case, "in a squall: no laying smoke")
    else:
        step = Step(case, f"the weather is {sky.value}: {ACTS[act]} is allowed")
    allowed = not step.reason.startswith(("a gale", "in a squall"))
    return RULINGS(f"may {ACTS[act]} go ahead", allowed, [step], kind="weather")


def refuse_in_gale(act: str, weather: Weather | str, *, in_squall: bool = False) -> None:
    """Raise :class:`~sailkit.errors.IllegalActionError` citing the case when :func:`gale_check` forbids ``act``."""
    ruled = gale_check(act, weather, in_squall=in_squall)
    if not ruled.verdict:
        step = ruled.steps[0]
        raise IllegalActionError(step.reason, step.case)


__all__ = ["ACTS", "BANNED", "gale_check", "refuse_in_gale"]
