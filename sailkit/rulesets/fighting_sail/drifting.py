"""Section 8.0 Drift: a ship out of control swings in place and may not fire.

She drifts facing the wind at order time [8.11], taken aback while turning [7.62, 8.12], after a free turn into the
wind [7.85], on a failed wheel test or a wheel hit [8.21, 8.22], or stuck by a stack of four [7.83b, 8.3]. A die
swings her in her square [8.0]: 1-2 no change, 3-4 45 degrees to port, 5-6 to starboard (:func:`drift_faces`,
:func:`drift_odds`, :func:`drift_ruling`). She loses her command, moves no more and fires not this Game-Turn
[8.4, 9.12].
"""

from __future__ import annotations

from ...dice import D6, Distribution, check_die
from ...errors import IllegalActionError, UnknownChoiceError
from ...geometry.compass import Direction
from ...rulings import Ruling, Step, changes_position, used
from .readings import RULINGS
from .state import Position, ShipState

#: The bow's swing for each die result, in 45-degree steps clockwise [8.0].
SWING = {1: 0, 2: 0, 3: -1, 4: -1, 5: 1, 6: 1}
_LABEL = {0: "unchanged", -1: "port", 1: "starboard"}
#: What each swing does, in the words of a ruling [8.0].
_WHAT = {
    0: "the bow stays where it was",
    -1: "the bow swings 45 degrees to port",
    1: "the bow swings 45 degrees to starboard",
}


def drift_swing(die: int) -> int:
    """The bow's change for a drift die [8.0]: 0, -1 (45 degrees to port) or +1 (to starboard)."""
    return SWING[check_die(die, D6, "drift die")]


def drift_again(position: Position, ship: str | ShipState, cause: str | None = None) -> Ruling:
    """May ``ship`` drift now? Truthy when it may [8.0, 8.4, 8.21].

    Once a Game-Turn [8.4], but a wheel hit (``cause="8.21"``) makes any ship drift; after a drift, reading
    ``wheel_drift_again``."""
    s = position.ship(ship)
    r = position.readings

    def said(may: bool, case: str, why: str, *keys: str) -> Ruling:
        return RULINGS(f"may {s.name} drift now", may, (Step(case, why),), readings=r, keys=keys)

    if s.destroyed:
        return said(False, "13.23", f"{s.name} has blown up and is off the map")
    if not s.drifted:
        return said(True, "8.0", f"{s.name} has not drifted this Game-Turn")
    if cause != "8.21":
        return said(False, "8.4", f"{s.name} has already drifted this Game-Turn and moves no more")
    if r["wheel_drift_again"] == "swing_again":
        why = f"{s.name} drifted already, but a wheel hit makes it drift again at once (reading wheel_drift_again=swing_again)"
        return said(True, "8.21", why, "wheel_drift_again")
    why = f"{s.name} drifted already this Game-Turn; the wheel hit brings no second drift (reading wheel_drift_again=once)"
    return said(False, "8.4", why, "wheel_drift_again")


@changes_position
def drift(position: Position, ship: str | ShipState, die: int, cause: str | None = None) -> tuple[Position, Ruling]:
    """Drift ``ship`` with the die result ``die`` [8.0, 8.4, 8.11, 8.21].

    She stays in her square, her bow swings by :data:`SWING`, command and points are gone, and she may not fire this
    Game-Turn [8.4, 9.12]. ``cause`` names the case (``"8.11"`` taken aback at the command stage [7.61]); a second drift
    only on a wheel hit (``cause="8.21"``), by reading ``wheel_drift_again`` (:func:`drift_again`)."""
    s = position.ship(ship)
    swing = drift_swing(die)
    if s.destroyed:
        raise IllegalActionError(f"{s.name} has blown up and cannot drift", "13.23")
    may = drift_again(position, s, cause)
    if not may:
        raise IllegalActionError(f"{s.name} has already drifted this turn: {may.steps[-1].reason}", may.steps[-1].case)
    facing = s.facing.turned(swing)
    what = _WHAT[swing]
    why: tuple[Step, ...] = ()
    if cause == "8.11":
        why = (
            Step(
                "8.11",
                f"{s.name} began the Command Decision Stage facing the wind: it could be given no command [7.61] and drifts at the end of the stage",
            ),
        )
    lost = "loses its command, " if s.command is not None else ""
    steps = (
        *why,
        *(may.steps if s.drifted else ()),
        Step("8.0", f"drift die {die}: {what}, from {s.facing} to {facing}, in the same square"),
        Step("8.4", f"{s.name} {lost}moves no more this phase and may not fire this Game-Turn [9.12]"),
    )
    new = position.with_ship(s.with_(facing=facing, command=None, mp=0, drifted=True))
    ruling = RULINGS(
        f"drift of {s.name}",
        facing.name,  # a name, not the Direction: Direction.N is 0, and a ruling is truthy by its verdict
        steps,
        also=may.readings,
        value=die,  # "NW, drift die 5": the die that swung the bow (the swing is a fact)
        measure="drift die {}",
        facts={"facing": facing, "swing": _LABEL[swing]},
    )
    return new, ruling


def drift_faces(facing: Direction | str | None = None) -> Ruling:
    """Which faces of the drift die do what [8.0]: 1-2 no change, 3-4 45 degrees to port, 5-6 to starboard.

    Given a heading each face names the heading she ends on (``"1-2 N, 3-4 NW, 5-6 NE"``); ``facts["faces"]`` maps the
    faces, a step a pair with its case."""
    f = None if facing is None else Direction.parse(facing)
    faces: dict[int, object] = {}
    steps = []
    for swing in (0, -1, 1):
        pair = [d for d in D6 if SWING[d] == swing]
        result = _LABEL[swing] if f is None else f.turned(swing)
        faces.update(dict.fromkeys(pair, result))
        end = "" if f is None else f" ({f} stays {f})" if not swing else f" ({f} to {result})"
        steps.append(Step("8.0", f"{pair[0]}-{pair[-1]}: {_WHAT[swing]}, in the same square{end}"))
    verdict = ", ".join(f"{a}-{b} {faces[a]}" for a, b in ((1, 2), (3, 4), (5, 6)))
    q = "what each face of the drift die does" + ("" if f is None else f" to a ship heading {f}")
    return RULINGS(q, verdict, steps, facts={"faces": faces})


def drift_odds(facing: Direction | str | None = None) -> Distribution:
    """Exact chances of each drift result [8.0]: one third each, ``"unchanged"`` (1-2), ``"port"`` (3-4),
    ``"starboard"`` (5-6), or given a heading the headings she may end on (as a ruling: :func:`drift_faces`)."""
    swings = Distribution.uniform(SWING[d] for d in D6)
    if facing is None:
        return swings.map(lambda k: _LABEL[k])
    f = Direction.parse(facing)
    return swings.map(lambda k: f.turned(k))


#: What sends a ship drifting, by the case that says so [8.11, 8.12, 8.21, 8.22, 8.3].
CAUSES = {
    "8.11": "taken aback when the Command Decision Stage opens",
    "8.12": "taken aback by a turn in the Movement Phase",
    "8.21": "a wheel hit",
    "8.22": "a failed wheel test",
    "8.3": "no way round a full stack of four",
}


def _no_drift(
    question: str, steps: tuple[Step, ...], readings: tuple[tuple[str, str], ...], facts: dict[str, object]
) -> Ruling:
    """A refused drift: falsy, its last step (also ``.case`` and ``.reason``) the case that refuses it."""
    last = steps[-1]
    facts = {**facts, "case": last.case, "reason": last.reason}
    return RULINGS(question, False, steps, also=readings, facts=facts, kind="drift")


def drift_ruling(position: Position, ship: str | ShipState, die: int, cause: str = "8.11") -> Ruling:
    """``ship`` drifting for ``cause`` with the drift die ``die``, as a ruling drawn on its square [8.0-8.4].

    Truthy with her new heading (``facts["facing"]``, ``facts["after"]``, ``facts["faces"]``); falsy with the case when
    she does not drift: not facing the wind at order time [8.11], drifted already [8.4] (reading ``wheel_drift_again``),
    dead in the water facing the wind (reading ``diw_aback_drift``) [8.11]. ``cause`` is a key of :data:`CAUSES`."""
    if cause not in CAUSES:
        raise UnknownChoiceError("drift cause", cause, tuple(CAUSES))
    s = position.ship(ship)
    check_die(die, D6, "drift die")
    q = f"drift of {s.name} ({CAUSES[cause]})"
    faces = drift_faces(s.facing).facts["faces"]
    facts: dict[str, object] = {"position": position, "ship": s.name, "die": die, "cause": cause, "faces": faces}
    if cause == "8.11" and not s.taken_aback(position.wind):
        step = Step(
            "8.11",
            f"{s.name} faces {s.facing} and the wind blows from {position.wind}: not taken aback, so it takes an order [6.1] and does not drift",
        )
        return _no_drift(q, (step,), (), facts)
    aback: tuple[Step, ...] = ()
    keys: tuple[tuple[str, str], ...] = ()
    if cause == "8.11" and s.dead_in_water and not s.fouled:
        keys = used(position.readings, "diw_aback_drift")
        if position.readings["diw_aback_drift"] == "no_drift":
            step = Step(
                "8.11",
                f"{s.name} faces the wind but is dead in the water [10.41]: it could get no order anyway, so it does not drift (reading diw_aback_drift=no_drift)",
            )
            return _no_drift(q, (step,), keys, facts)
        aback = (
            Step(
                "8.11",
                f"{s.name} is dead in the water [10.41] but faces the wind, so it drifts like any ship taken aback (reading diw_aback_drift=drift)",
            ),
        )
    try:
        after, done = drift(position, s, die, cause)
    except IllegalActionError:
        may = drift_again(position, s, cause)
        return _no_drift(q, may.steps, may.readings, facts)
    why = aback if cause == "8.11" else (Step(cause, f"{s.name} drifts: {CAUSES[cause]}"),)
    return RULINGS(
        q,
        done.verdict,
        (*why, *done.steps),
        also=keys + done.readings,
        facts={**facts, **done.facts, "after": after},
        kind="drift",
    )


__all__ = ["CAUSES", "SWING", "drift", "drift_again", "drift_faces", "drift_odds", "drift_ruling", "drift_swing"]
