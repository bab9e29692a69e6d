"""Section 12.0 Striking Colors: abandonment, striking, prizes and recapture.

Abandoned at 10 minus Rate hull hits [12.11] (never rigging [12.12]): dead in the water, no fire, no commands. She
strikes at once with an enemy alongside [12.13], or when one later enters a neighbouring square [12.14], and becomes
a prize [12.2] (crew 1 [12.21], never a target [12.23]). Melee also captures [12.15, 11.21c] and alone retakes
[12.31, 12.32]. Readings: ``strike_captors``, ``adjacent_def``, ``strike_own_square``, ``strike_triggers``,
``strike_carried``. :func:`abandonment` gives the hull hits.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from ...errors import IllegalActionError, UnknownChoiceError
from ...geometry.squares import Square, chebyshev
from ...rulings import RuledInt, Ruling, Step, changes_position, used
from ...wording import agree, plural
from .board import name as square_name
from .readings import RULINGS, Readings, ReadingsLike, readings_for
from .state import Position, ShipState

Arrival = Literal["entry", "wear", "unfoul", "swell"]
#: The ways a ship comes to a new square: a step under orders [7.3], a wear placement
#: [7.42], an unfouling placement [11.33] and a swell move [13.11].
ARRIVALS: tuple[str, ...] = ("entry", "wear", "unfoul", "swell")
_WHAT = {
    "entry": "entered a square under orders (7.3)",
    "wear": "was placed by a wear (7.42)",
    "unfoul": "was placed on unfouling (11.33)",
    "swell": "was carried by the swell (13.11)",
}
#: The arrivals each ``strike_triggers`` option counts as entering [12.14].
_COUNTED = {"any_arrival": ARRIVALS, "voluntary": ("entry", "wear", "unfoul"), "entry_only": ("entry",)}


def can_take_surrender(ship: ShipState, readings: Readings) -> bool:
    """Whether ``ship`` can accept a surrender under the ``strike_captors`` reading [12.13, 12.14].

    ``active``: not a prize and not abandoned; ``free_ships``: also not fouled;
    ``any_enemy``: any ship still afloat. A ship that blew up never can [13.23].
    """
    if ship.destroyed:
        return False
    rule = readings["strike_captors"]
    if rule == "any_enemy":
        return True
    if ship.prize or ship.abandoned:
        return False
    return not (rule == "free_ships" and ship.fouled)


def abandonment(ship: ShipState) -> RuledInt:
    """The hull hits at which ``ship`` is abandoned, 10 minus its Rate, and whether it is now [12.11, 12.12].

    A :class:`~sailkit.rulings.RuledInt` of the level; ``.ruling.facts["abandoned"]``
    says whether the ship has reached it. Rigging hits never count [12.12].
    """
    level = ship.abandonment_level
    steps = [
        Step("12.11", f"{ship.name} is Rate {ship.rate}: abandoned at 10 - {ship.rate} = {plural(level, 'hull hit')}")
    ]
    if ship.rigging:
        steps.append(Step("12.12", f"its {plural(ship.rigging, 'rigging hit')} never count toward abandonment"))
    now = "abandoned" if ship.abandoned else f"{plural(level - ship.hull, 'hull hit')} short of it"
    steps.append(Step("12.11", f"it has {plural(ship.hull, 'hull hit')}: {now}"))
    ruling = RULINGS(
        f"at how many hull hits is {ship.name} abandoned",
        level,
        steps,
        value=level,
        facts={"abandoned": ship.abandoned},
    )
    return RuledInt(level, ruling)


def alongside(a: Square, b: Square, readings: Readings) -> bool:
    """Whether ``b`` is ``a`` or one of the squares adjacent to it in the sense of 12.13 (reading ``adjacent_def``).

    ``eight``: every square sharing a side or a corner; ``four``: only those sharing a side.
    """
    if readings["adjacent_def"] == "four":
        return abs(a.col - b.col) + abs(a.row - b.row) <= 1
    return chebyshev(a, b) <= 1


def active_enemies_near(
    position: Position, ship: ShipState, readings: ReadingsLike | None = None
) -> tuple[ShipState, ...]:
    """Enemy ships in the same or one of the eight neighbouring squares that can take a surrender [12.13, 12.14].

    Which enemies can is the ``strike_captors`` reading (default: manned ships under
    their own colours, so neither prizes nor abandoned ships).
    """
    r = readings_for(readings, position)
    return tuple(
        s
        for s in position.afloat()
        if s.side != ship.side and chebyshev(s.square, ship.square) <= 1 and can_take_surrender(s, r)
    )


def strike(position: Position, ship: str | ShipState, captor_side: str) -> Position:
    """The ship strikes and becomes ``captor_side``'s prize [12.2, 12.21].

    It keeps its Rate, its crew becomes 1 (a derived value), it loses any command and
    stays where it is (fouled if it was [12.22]).
    """
    s = position.ship(ship)
    if s.destroyed:
        raise IllegalActionError(f"{s.name} has blown up and cannot strike", "13.23")
    if captor_side == s.side:
        raise IllegalActionError(f"{s.name} cannot strike to its own side {captor_side!r}", "12.2")
    return position.with_ship(s.with_(side=captor_side, prize=True, command=None, mp=0))


def strike_ruling(position: Position, ship: str | ShipState, readings: ReadingsLike | None = None) -> Ruling:
    """Does this ship strike the moment it is abandoned? [12.11, 12.13, 12.14]

    True when abandoned, not a prize, with an enemy able to take a surrender (reading ``strike_captors``) in her square
    or next to it (reading ``adjacent_def``) [12.13]; ``facts["captor"]`` names the side. Later arrivals are
    :func:`strikes_on_arrival`'s [12.14]."""
    r = readings_for(readings, position)
    s = position.ship(ship)
    q = f"does {s.name} strike the moment it is abandoned"
    steps = [
        Step(
            "12.11",
            f"{s.name} has {plural(s.hull, 'hull hit')}; it is abandoned at {s.abandonment_level} (10 minus Rate {s.rate})",
        )
    ]
    if s.prize:
        steps.append(Step("12.2", f"{s.name} is already a prize of {s.side}"))
        return _drawn(position, s, r, RULINGS(q, False, steps, facts={"captor": None}))
    if not s.abandoned:
        steps.append(Step("12.11", "not abandoned, so it does not strike"))
        return _drawn(position, s, r, RULINGS(q, False, steps, facts={"captor": None}))
    close = [o for o in position.afloat() if o.side != s.side and alongside(o.square, s.square, r)]
    sides_only = used(r, "adjacent_def") if r["adjacent_def"] != "eight" else ()
    if not close:
        steps.append(Step("12.13", "abandoned, but no enemy ship is in its own or an adjacent square"))
        later = (
            "it keeps its colours until an enemy ship enters one of the eight squares around it (strikes_on_arrival)"
        )
        steps.append(Step("12.14", later))
        return _drawn(position, s, r, RULINGS(q, False, steps, also=sides_only, facts={"captor": None}))
    near = tuple(o for o in active_enemies_near(position, s, r) if o in close)
    keys = sides_only + used(r, "strike_captors")
    if not near:
        names = ", ".join(o.name for o in close)
        steps.append(
            Step(
                "12.13",
                f"the {agree(len(close), 'enemy ship', 'enemy ships')} alongside ({names}) cannot take a surrender (strike_captors={r['strike_captors']})",
            )
        )
        return _drawn(position, s, r, RULINGS(q, False, steps, also=keys, facts={"captor": None}))
    captor = near[0]
    steps.append(
        Step(
            "12.13",
            f"{captor.name} ({captor.side}) is at {square_name(captor.square)}, next to or with it: it strikes at once",
        )
    )
    return _drawn(position, s, r, RULINGS(q, True, steps, also=keys, facts={"captor": captor.side}))


def _drawn(position: Position, ship: ShipState, readings: Readings, ruling: Ruling) -> Ruling:
    """The ruling with what its picture needs: the position, the ship and the readings asked under, the area of its
    own and adjacent squares (``reach``, reading ``adjacent_def``), the enemies there (``alongside``) and those of
    them that can take a surrender (``captors``, reading ``strike_captors``) [12.13, 12.14]."""
    active = {o.name for o in active_enemies_near(position, ship, readings)}
    near = [o for o in position.afloat() if alongside(o.square, ship.square, readings)]
    facts = {
        **ruling.facts,
        "position": position,
        "ship": ship.name,
        "readings": readings,
        "reach": _reach(ship.square, readings),
        "alongside": tuple(o.name for o in near if o.side != ship.side and o.name != ship.name),
        "captors": tuple(o.name for o in near if o.name in active),
    }
    return replace(ruling, facts=facts, ruleset="fighting_sail", kind="strike")


def _reach(square: Square, readings: Readings) -> Any:
    """The area of ``square`` and the squares adjacent to it (reading ``adjacent_def``: eight around it, or the four
    sharing a side) as one shapely polygon, in the squares' own coordinates [12.13]."""
    import shapely

    c, r = square.col, square.row
    if readings["adjacent_def"] == "four":
        return shapely.union(shapely.geometry.box(c - 2, r - 1, c + 1, r), shapely.geometry.box(c - 1, r - 2, c, r + 1))
    return shapely.geometry.box(c - 2, r - 2, c + 1, r + 1)


def strike_on_abandonment(position: Position, ship: str | ShipState, readings: ReadingsLike | None = None) -> Position:
    """After damage: an abandoned ship with an enemy alongside that can take it strikes to it [12.13]."""
    ruling = strike_ruling(position, ship, readings)
    return strike(position, ship, ruling.captor) if ruling else position


def check_arrival(how: object) -> str:
    """The kind of arrival, one of :data:`ARRIVALS` [7.3, 7.42, 11.33, 13.11]."""
    if how not in ARRIVALS:
        raise UnknownChoiceError("arrival", how, ARRIVALS)
    return str(how)


def strikes_possible(position: Position, mover: str | ShipState) -> bool:
    """Whether ``mover``'s arrival could make any ship strike [12.14]: an abandoned ship that is not a prize
    stands in or next to its square (the mover itself included). When none does, :func:`strikes_on_arrival`
    changes nothing and consults no reading, so a caller that only needs the position may skip it (the
    rules ask this for every step they try [speed, issue 7])."""
    m = position.ship(mover)
    if m.destroyed:
        return False
    sq = m.square
    return any(chebyshev(s.square, sq) <= 1 for s in position.wrecks())


@changes_position
def strikes_on_arrival(
    position: Position,
    mover: str | ShipState,
    *,
    how: Arrival | str = "entry",
    readings: ReadingsLike | None = None,
) -> tuple[Position, Ruling]:
    """The strikes caused by ``mover`` arriving in its square, and the ruling [12.14].

    ``how``: ``"entry"`` [7.3], ``"wear"`` [7.42], ``"unfoul"`` [11.33] or ``"swell"`` [13.11]. Abandoned enemies in
    or next to her square strike, by readings ``strike_captors``, ``strike_triggers``, ``strike_own_square`` and
    ``strike_carried``; the verdict is the ships that struck, ``facts``: ``struck``, ``captor``, ``how``."""
    kind = check_arrival(how)
    r = readings_for(readings, position)
    m = position.ship(mover)
    q = f"does {m.name}'s arrival make an abandoned ship strike"
    if m.destroyed:
        gone = Step("13.23", f"{m.name} has blown up and is no longer on the map")
        return position, RULINGS(q, (), (gone,), facts={"struck": (), "captor": None, "how": kind})
    position, steps, keys, struck = _wrecks_strike_to(position, m, kind, r)
    captor = m.side if struck else None
    if m.abandoned and not m.prize:
        position, step, more, side = _carried_wreck_strikes(position, m, kind, r)
        steps.append(step)
        keys += more
        if side is not None:
            struck.append(m.name)
            captor = side
    elif not steps:
        steps.append(Step("12.14", f"no abandoned enemy ship is in or next to {square_name(m.square)}"))
    ruling = RULINGS(
        q, tuple(struck), steps, readings=r, keys=keys, facts={"struck": tuple(struck), "captor": captor, "how": kind}
    )
    return position, ruling


def _wrecks_strike_to(
    position: Position, m: ShipState, kind: str, r: Readings
) -> tuple[Position, list[Step], list[str], list[str]]:
    """Abandoned enemies in or next to the square ``m`` arrived in strike to it, as the readings allow [12.14].

    Returns the position, the steps, the readings consulted and the ships that struck;
    no steps when there is no such wreck.
    """
    wrecks = [
        s
        for s in position.afloat()
        if s.side != m.side and s.abandoned and not s.prize and chebyshev(s.square, m.square) <= 1
    ]
    if not wrecks:
        return position, [], [], []
    if not can_take_surrender(m, r):
        why = "a prize" if m.prize else "abandoned" if m.abandoned else "fouled"
        refusal = Step("12.14", f"{m.name} is {why} and cannot take a surrender (strike_captors={r['strike_captors']})")
        return position, [refusal], ["strike_captors"], []
    keys = ["strike_captors", "strike_triggers"]
    trig = r["strike_triggers"]
    if kind not in _COUNTED[trig]:
        why = f"{m.name} {_WHAT[kind]}, which does not count as entering (strike_triggers={trig})"
        return position, [Step("12.14", why)], keys, []
    steps: list[Step] = []
    struck: list[str] = []
    for s in wrecks:
        if s.square == m.square:
            keys.append("strike_own_square")
            if r["strike_own_square"] == "eight_neighbours":
                why = f"{m.name} is in abandoned {s.name}'s own square, not one of the eight around it (strike_own_square=eight_neighbours)"
                steps.append(Step("12.14", why))
                continue
        position = strike(position, s.name, m.side)
        struck.append(s.name)
        where = "its own square" if s.square == m.square else f"the square next to it, {square_name(m.square)}"
        steps.append(Step("12.14", f"{m.name} {_WHAT[kind]} into {where}: abandoned {s.name} strikes to {m.side}"))
    return position, steps, keys, struck


def _carried_wreck_strikes(
    position: Position, m: ShipState, kind: str, r: Readings
) -> tuple[Position, Step, list[str], str | None]:
    """An abandoned ``m`` that itself moved strikes to an enemy beside it, by reading ``strike_carried`` [12.14].

    Returns the position, the step, the readings consulted and the captor's side (``None``: no strike).
    """
    if r["strike_carried"] == "enemy_moves":
        why = f"abandoned {m.name} itself moved; only an enemy's arrival makes it strike (strike_carried=enemy_moves)"
        return position, Step("12.14", why), ["strike_carried"], None
    keys = ["strike_carried", "strike_captors"]
    near = active_enemies_near(position, m, r)
    if not near:
        why = f"abandoned {m.name} moved, but no enemy that can take a surrender is in or next to its square"
        return position, Step("12.14", why), keys, None
    captor = near[0]
    why = f"abandoned {m.name} {_WHAT[kind]} next to {captor.name} and strikes to {captor.side} (strike_carried=either_moves)"
    return strike(position, m.name, captor.side), Step("12.14", why), keys, captor.side


def strikes_after_move(
    position: Position,
    mover: str | ShipState,
    *,
    how: Arrival | str = "entry",
    readings: ReadingsLike | None = None,
) -> Position:
    """The position after ``mover`` arrives in a square: abandoned enemies next to it strike [12.14].

    ``how`` is the kind of arrival (default ``"entry"``, a step under orders); see
    :func:`strikes_on_arrival` for the readings and the ruling.
    """
    return strikes_on_arrival(position, mover, how=how, readings=readings)[0]
