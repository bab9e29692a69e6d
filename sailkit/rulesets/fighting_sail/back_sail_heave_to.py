"""Backing sail [7.7] and heaving to [7.9]: may a ship stay in its square instead of moving?

Backing sail after beginning the phase beating or beam reaching, never two phases running [7.71, 7.74]; heaving to
after beginning it beating [7.91]; either is her move and leaves her free to fire [7.72, 7.73, 7.92, 7.93].
:func:`may_heave_to` and :func:`may_back_sail` ask :func:`.movement.apply_step` itself, so they answer as a game
would; a ship with no command yet is judged as if given one.
"""

from __future__ import annotations

import re

from ...errors import IllegalActionError
from ...rulings import Ruling, Step
from ...wording import plural
from .commands import give_command, legal_commands, unable_reason
from .movement import BackSail, HeaveTo, StepAction, allowance, apply_step, start_movement
from .readings import RULINGS
from .state import Position, ShipState

#: How the movement rules name a reading in a refusal: "(reading short_allowance)", "reading x=y".
_READING = re.compile(r"\breading (\w+)")


def may_heave_to(position: Position, ship: str | ShipState) -> Ruling:
    """May ``ship`` heave to instead of moving this Movement Phase? Truthy when it may [7.91, 7.92, 7.93].

    She must hold a command, not have moved, and have begun the phase beating; her bow eases 45 degrees off the wind
    (``facts["facing"]``). Readings ``backsail_orientation`` and ``short_allowance`` where they apply."""
    return _may_stay(position, ship, HeaveTo(), "heave to", "7.91")


def may_back_sail(position: Position, ship: str | ShipState) -> Ruling:
    """May ``ship`` back sail instead of moving this Movement Phase? Truthy when it may [7.71-7.74]: holding a command,
    not moved, having begun beating or beam reaching, not backed in the phase before (reading
    ``backsail_consecutive``)."""
    return _may_stay(position, ship, BackSail(), "back sail", "7.71")


def _may_stay(position: Position, ship: str | ShipState, action: StepAction, words: str, case: str) -> Ruling:
    s = position.ship(ship)
    q = f"may {s.name} {words} this Movement Phase"
    if s.command is not None:
        start = position if s.start_facing is not None else start_movement(position)
        return _try(q, start, s.name, action, ())
    if s.start_facing is not None:  # the phase began with an order, which is spent now
        done = Step(case, f"{s.name} has finished its movement this phase: its command chit is gone [7.25]")
        return RULINGS(q, False, (done,), facts={"facing": None})
    why_not = unable_reason(position, s)
    if s.drifted and why_not is None:
        why_not = Step("8.4", f"{s.name} has drifted and moves no more this Game-Turn")
    if why_not is not None:
        return RULINGS(q, False, (why_not,), facts={"facing": None})
    first: Ruling | None = None
    for order in legal_commands(position, s):
        start = start_movement(give_command(position, s, order))
        ma = int(allowance(start, s.name))
        lead = Step(
            "6.1",
            f"{s.name} holds no command yet; given {'an' if order[0] in 'aeiou' else 'a'} {order} command, it begins "
            f"the Movement Phase with {plural(ma, 'Movement Point')} [7.1]",
        )
        answer = _try(q, start, s.name, action, (lead,))
        if answer:
            return answer
        if first is None:
            first = answer
    assert first is not None  # a ship that may be given orders may always be given ahead [6.12]
    return first


def _try(q: str, start: Position, name: str, action: StepAction, lead: tuple[Step, ...]) -> Ruling:
    """The movement rules' own answer: the step's ruling when allowed, else its refusal as a ruling."""
    try:
        out = apply_step(start, name, action)
    except IllegalActionError as err:
        reason = str(err).removesuffix(f" [{err.case}]")
        keys = [k for k in _READING.findall(reason) if k in start.readings]
        if start.ship(name).studding and err.case in ("7.71", "7.91"):
            keys.append("backsail_orientation")  # the point of sail judged was the one this reading picks [13.33]
        refusal = Step(err.case, reason)
        return RULINGS(q, False, (*lead, refusal), readings=start.readings, keys=keys, facts={"facing": None})
    after = out.position.ship(name)
    return RULINGS(
        q,
        True,
        (*lead, *out.ruling.steps),
        also=out.ruling.readings,
        facts={"facing": after.facing, "square": after.square},
    )


__all__ = ["may_back_sail", "may_heave_to"]
