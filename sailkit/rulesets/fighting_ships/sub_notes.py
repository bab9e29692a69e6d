"""The sample records' notes on submarines [7.1-7.4]: what changed of the packs between two positions.

A boat diving or coming up, a decoy found or sunk, a boat located or slipping away, a boat launching from below (her
counters gathered at one point) and a boat lost under water: each a note and a bookmark's words, as
:func:`.samples._told` gives for the ships. The notes never say which counter is the boat before the hunters know.
"""

from __future__ import annotations

from ...annotations import Arrow
from .notation import Position


def _place(position: Position, name: str, label: int | None = None) -> str | None:
    """Where ``name`` lies, ``x,y`` to a tenth: a ship's mainmast, a pack's counter ``label`` (by default her real
    one), or ``name`` itself when it is a point of the table."""
    pack = next((p for p in position.packs if p.boat == name), None)
    if pack is not None:
        label = label or pack.real
        point = pack.pose_of(label).point if label is not None else None
    else:
        ship = next((v for v in position.ships if v.name == name), None)
        point = ship.ship.mainmast if ship is not None else None
    if point is None:
        return name if name.replace(",", "").replace(".", "").isdigit() else None
    return f"{point[0]:.1f},{point[1]:.1f}"


def sub_arrow(position: Position, words: list[str]) -> Arrow | None:
    """A red arrow for a launch (from the boat or ship to her target) or an ASW attack (from the hunter to the
    counter she attacks) [5.7.1, 7.4], drawn on the position before it; ``None`` for any other action."""
    if words[:1] == ["launch"] and len(words) == 3:
        ends = _place(position, words[1]), _place(position, words[2])
    elif words[:1] == ["asw"] and len(words) == 4 and words[3].isdigit():
        ends = _place(position, words[1]), _place(position, words[2], int(words[3]))
    else:
        return None
    return Arrow("red", ends[0], ends[1]) if ends[0] and ends[1] else None


def packs_told(before: Position, after: Position) -> list[tuple[str, str]]:
    """What changed of the submarine packs from ``before`` to ``after``, each as a note and a bookmark's words."""
    said = []
    was, now = {p.boat: p for p in before.packs}, {p.boat: p for p in after.packs}
    ships = {v.name for v in after.ships}
    for name in now.keys() - was.keys():
        if name in {v.name for v in before.ships}:
            said.append((f"{name} dives: three counters alike where she lay [7.1, 7.2].", f"{name} dives"))
    for name in was.keys() - now.keys():
        gone = next((v for v in after.ships if v.name == name), None)
        if gone is not None and gone.fate == "sunk":
            said.append((f"{name} is sunk under water [7.4, 5.6.3].", f"{name} sunk"))
        elif name in ships:
            said.append((f"{name} comes up where her real counter lay [7.1, 7.2].", f"{name} surfaces"))
    for name in was.keys() & now.keys():
        old, new = was[name], now[name]
        if len(new.counters) < len(old.counters) and len({pose for _, pose in new.counters}) > 1:
            said.append((f"A decoy of {name} comes off the table [7.3, 7.4].", f"{name} decoy off"))
        if new.located and not old.located:
            said.append((f"{name} is located [7.3].", f"{name} located"))
        elif old.located and not new.located:
            said.append((f"{name} slips away: her counters scatter [7.3].", f"{name} slips away"))
        if new.damage > old.damage:
            said.append((f"{name} now has {new.damage} Damage tokens under water [7.4].", f"{name} damaged"))
        if new.launches.torpedo_salvos > old.launches.torpedo_salvos:
            said.append(
                (f"{name} launches from below: her counters gather where she fired [7.1, 5.7.1].", f"{name} fires")
            )
    return said


__all__ = ["packs_told", "sub_arrow"]
