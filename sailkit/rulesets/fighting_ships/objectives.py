"""What a scenario's fleets play for beyond fleet morale [APP.2.3.2, APP.2.2.1]: who may sail off the table, and
what ends the game when they do.

An :class:`Objective` is one line of a record's ``Objective`` header, and pastes back::

    standard            fleet morale alone decides (the Encounter, the Duel, Cat and Mouse) [APP.2.2.1]
    convoy 1 east       side 1 escorts a convoy whose merchantmen may leave by the east edge (APP.2.3.2c)
    blockade 2 west     side 2 runs a blockade: its ships may leave by the west edge, each costing side 1 its Hull
                        in morale (APP.2.3.2e)
    pursuit 2 Achille   side 2's flagship Achille may leave by any edge and wins if she does; side 1 wins if she
                        strikes, sinks or is taken (APP.2.3.2h)
    port 2 north        side 2 defends the port on the north edge with its shore batteries; fleet morale decides,
                        and morale lost to damage on a battery is lost twice (APP.2.3.2d, :mod:`.port`)
    cutout 2 Hermione   side 2's boats must take Hermione by boarding; side 1 wins when no boat of side 2 is left
                        afloat to try (APP.2.3.2i)
    being 1             side 1's fleet must keep more than half its points afloat for the scenario's Game-Turns;
                        fleet morale ends nothing (APP.2.3.2j, :mod:`.fleet_in_being_setup`)

A ship that leaves by an edge her objective allows sails off instead of pivoting along it [1.5.4]: her fate is
``off`` with the ``escaped`` flag, and her fleet loses no morale for her. :func:`decided` says when an objective
has ended the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidInputError
from ...rulings import Step
from .notation import Position, Vessel

#: The kinds of objective, each with its case.
KINDS = {
    "standard": "APP.2.2.1",
    "convoy": "APP.2.3.2c",
    "blockade": "APP.2.3.2e",
    "pursuit": "APP.2.3.2h",
    "port": "APP.2.3.2d",
    "cutout": "APP.2.3.2i",
    "being": "APP.2.3.2j",
}
#: The table's edges, as :func:`.collisions.table_edge` names them [1.5.4].
EDGES = ("north", "south", "east", "west")
#: The stat line of a convoy's merchant ships (APP.1.1.1).
MERCHANT = "merchantman"
_SPELLING = (
    "'standard', 'convoy SIDE EDGE', 'blockade SIDE EDGE', 'port SIDE EDGE', 'pursuit SIDE FLAGSHIP' or "
    "'cutout SIDE SHIP' or 'being SIDE'"
)
#: The kinds whose third word names a ship: the flagship pursued, the ship to be cut out.
_NAMING = ("pursuit", "cutout")


@dataclass(frozen=True)
class Objective:
    """A scenario's aim (see the module's docstring): its ``kind``, the ``side`` it favours, the ``edge`` its
    ships leave by (convoy, blockade) and the ``flagship`` (pursuit)."""

    kind: str = "standard"
    side: int = 0
    edge: str = ""
    flagship: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise InvalidInputError("objective", self.kind, _SPELLING)
        if self.kind == "standard":
            if self.side or self.edge or self.flagship:
                raise InvalidInputError("objective", str(self), "'standard' alone")
            return
        if self.side not in (1, 2):
            raise InvalidInputError("objective's side", self.side, "1 or 2")
        if self.kind == "being":  # Fleet in Being names the fleet's side alone (APP.2.3.2j)
            if self.edge or self.flagship:
                raise InvalidInputError("objective", str(self), "'being SIDE'")
            return
        if self.kind in _NAMING and (self.edge or not self.flagship):
            raise InvalidInputError("objective", str(self), f"'{self.kind} SIDE SHIP'")
        if self.kind not in _NAMING and (self.flagship or self.edge not in EDGES):
            raise InvalidInputError("objective's edge", self.edge, " or ".join(EDGES))

    def __str__(self) -> str:
        return " ".join(str(w) for w in (self.kind, self.side or "", self.edge or self.flagship) if w)

    @property
    def case(self) -> str:
        return KINDS[self.kind]

    @classmethod
    def parse(cls, text: str) -> Objective:
        """The objective ``text`` writes; a fault names what was expected."""
        words = text.split(maxsplit=2) if isinstance(text, str) else []
        sizes = {"standard": (1,), "being": (2,)}
        if not words or words[0] not in KINDS or len(words) not in sizes.get(words[0], (3,)):
            raise InvalidInputError("objective", text, _SPELLING)
        if len(words) == 1:
            return cls()
        kind, side, rest = (*words, "") if len(words) == 2 else words
        if side not in ("1", "2"):
            raise InvalidInputError("objective's side", side, "1 or 2")
        if kind in _NAMING:
            return cls(kind, int(side), flagship=rest)
        return cls(kind, int(side), edge=rest)

    def check(self, position: Position) -> None:
        """Refuse an objective the fleets of ``position`` cannot play: a flagship not of her side, a convoy with no
        merchantman."""
        if self.kind == "pursuit" and position.vessel(self.flagship).side != self.side:
            raise InvalidInputError("flagship", self.flagship, f"a ship of side {self.side}")
        if self.kind == "cutout" and position.vessel(self.flagship).side == self.side:
            raise InvalidInputError("ship to cut out", self.flagship, f"a ship of side {3 - self.side}")
        if self.kind == "convoy" and not _merchants(position, self.side):
            raise InvalidInputError("convoy", self.side, f"a side with ships of the {MERCHANT!r} stat line")
        forts = {v.side for v in position.ships if v.ship.cls.section == "9.1.3"}
        if self.kind == "port" and forts != {self.side}:
            raise InvalidInputError("port", self.side, f"shore batteries for side {self.side} alone (APP.2.3.2d)")

    def may_leave(self, v: Vessel, edge: str) -> bool:
        """Whether ``v`` may sail off the table by ``edge`` under this objective (APP.2.3.2c, e, h)."""
        if self.kind == "pursuit":
            return v.name == self.flagship
        if self.kind == "convoy":
            return v.side == self.side and edge == self.edge and v.ship.cls.key == MERCHANT
        return self.kind == "blockade" and v.side == self.side and edge == self.edge

    @property
    def morale_ends(self) -> bool:
        """Whether fleet morale ends the game [APP.2.2.1]; Protect the Convoy plays for the convoy alone
        (APP.2.3.2c), Cut It Out for the ship alone (APP.2.3.2i), Fleet in Being for the fleet's points afloat
        (APP.2.3.2j)."""
        return self.kind not in ("convoy", "cutout", "being")


def _merchants(position: Position, side: int) -> list[Vessel]:
    return [v for v in position.ships if v.side == side and v.ship.cls.key == MERCHANT]


def decided(objective: Objective, position: Position) -> tuple[int, list[Step]] | None:
    """The side that has won by ``objective`` in ``position`` and the steps that say why, or ``None`` while it is
    open: the convoy with half its merchantmen off the table or two-thirds of them struck, sunk or taken
    (APP.2.3.2c); the flagship escaped or lost (APP.2.3.2h); the ship cut out, or no boat left to try (APP.2.3.2i)."""
    s, case = objective.side, objective.case
    if objective.kind == "cutout":
        return _cut_out(objective, position)
    if objective.kind == "pursuit":
        flag = position.vessel(objective.flagship)
        if flag.escaped:
            return s, [Step(case, f"the flagship {flag.name} has left the table")]
        if flag.fate in ("struck", "sunk", "prize"):
            return 3 - s, [Step(case, f"the flagship {flag.name} is {flag.fate}")]
    if objective.kind == "convoy":
        convoy = _merchants(position, s)
        off = sum(v.escaped for v in convoy)
        lost = sum(v.fate in ("struck", "sunk", "prize") for v in convoy)
        if 2 * off >= len(convoy):
            return s, [Step(case, f"{off} of the convoy's {len(convoy)} merchantmen are off the table: half or more")]
        if 3 * lost >= 2 * len(convoy):
            said = f"{lost} of the convoy's {len(convoy)} merchantmen struck, sunk or taken: two-thirds or more"
            return 3 - s, [Step(case, said)]
    return None


def _cut_out(objective: Objective, position: Position) -> tuple[int, list[Step]] | None:
    """Cut It Out decided (APP.2.3.2i): the ship taken by the boats' side, or no boat of it left afloat."""
    s, ship = objective.side, position.vessel(objective.flagship)
    if ship.fate == "prize":
        return s, [Step("APP.2.3.2i", f"{ship.name} is taken: her captors may burn her or try to sail her off")]
    if ship.fate in ("sunk", "off"):
        return 3 - s, [Step("APP.2.3.2i", f"{ship.name} is {ship.fate}: there is nothing left to cut out")]
    if not any(b.side == s and b.afloat for b in position.boats):
        return 3 - s, [Step("APP.2.3.2i", f"no boat is left afloat to board {ship.name}: she is saved")]
    return None


__all__ = ["EDGES", "KINDS", "MERCHANT", "Objective", "decided"]
