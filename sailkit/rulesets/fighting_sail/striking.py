"""Section 12.0 Striking Colors: abandonment, striking, prizes and recapture.

A ship is abandoned once its hull hits reach 10 minus its Rate [12.11]; rigging
hits never count [12.12]. Abandonment alone does not change the owner: the ship is
dead in the water and can neither fire nor take commands [12.11]. It strikes at
once if an enemy is in its own or a neighbouring square when that happens [12.13],
or later as soon as an enemy ship enters one of its eight neighbouring squares
[12.14]. A struck ship becomes the captor's prize [12.2]: crew 1, Rate unchanged
[12.21], never a target [12.23]. Melee can also capture [12.15, 11.21c] and is the
only way to retake a prize [12.31], which is then a prize again [12.32].
"""
from __future__ import annotations

from ...errors import IllegalActionError
from ...geometry.squares import chebyshev
from ...rulings import Ruling, Step
from .board import name as square_name
from .state import Position, ShipState


def active_enemies_near(position: Position, ship: ShipState) -> tuple[ShipState, ...]:
    """Enemy ships in the same or one of the eight neighbouring squares that can take a surrender.

    Prizes, abandoned ships and wrecks cannot accept a surrender [12.13, 12.14]:
    only a ship still under its own colours and manned can send a prize crew.
    """
    return tuple(
        s
        for s in position.afloat()
        if s.side != ship.side and not s.prize and not s.abandoned and chebyshev(s.square, ship.square) <= 1
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


def strike_ruling(position: Position, ship: str | ShipState) -> Ruling:
    """Does this ship strike now? [12.11, 12.13, 12.14]

    True when it is abandoned, not already a prize, and an active enemy ship is in
    its own or a neighbouring square. The verdict's ``facts["captor"]`` names the side.
    """
    s = position.ship(ship)
    steps = [Step("12.11", f"{s.name} has {s.hull} hull hits; it is abandoned at {s.abandonment_level} (10 minus Rate {s.rate})")]
    if s.prize:
        steps.append(Step("12.2", f"{s.name} is already a prize of {s.side}"))
        return _drawn(position, s, Ruling(f"does {s.name} strike", False, tuple(steps), facts={"captor": None}))
    if not s.abandoned:
        steps.append(Step("12.11", "not abandoned, so it does not strike"))
        return _drawn(position, s, Ruling(f"does {s.name} strike", False, tuple(steps), facts={"captor": None}))
    near = active_enemies_near(position, s)
    if not near:
        steps.append(Step("12.13", "abandoned, but no enemy ship is in its own or a neighbouring square"))
        return _drawn(position, s, Ruling(f"does {s.name} strike", False, tuple(steps), facts={"captor": None}))
    captor = near[0]
    steps.append(
        Step("12.13", f"{captor.name} ({captor.side}) is at {square_name(captor.square)}, next to or with it: it strikes at once")
    )
    return _drawn(position, s, Ruling(f"does {s.name} strike", True, tuple(steps), facts={"captor": captor.side}))


def _drawn(position: Position, ship: ShipState, ruling: Ruling) -> Ruling:
    """The ruling with its picture: the ship, its neighbouring squares and the enemies there [12.13, 12.14]."""
    from .drawing import strike_diagram  # matplotlib-free at import; draws only when shown

    return ruling.with_diagram(strike_diagram(position, ruling, ship.name))


def strike_on_abandonment(position: Position, ship: str | ShipState) -> Position:
    """After damage: an abandoned ship with an active enemy alongside strikes to it [12.13]."""
    ruling = strike_ruling(position, ship)
    return strike(position, ship, ruling.captor) if ruling else position


def strikes_after_move(position: Position, mover: str | ShipState) -> Position:
    """After ``mover`` enters a square: every abandoned enemy now next to it strikes to it [12.14]."""
    m = position.ship(mover)
    if m.prize or m.abandoned or m.destroyed:
        return position
    for s in position.afloat():
        if s.side != m.side and s.abandoned and not s.prize and chebyshev(s.square, m.square) <= 1:
            position = strike(position, s, m.side)
    return position
