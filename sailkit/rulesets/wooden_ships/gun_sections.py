"""Bow and stern sections of a broadside [16.2.2, 24.1.2, 24.1.7]: which guns each section holds, and where a gun hit
falls.

In the Advanced Game each broadside, and its carronades, is divided into a bow and a stern section [16.2.2]. A target
in field 4 gets only the stern section, in field 5 only the bow section [24.1.2]; a gun hit comes off the target's
section nearest the guns that fired [24.1.7]. The charts give each broadside's count only, so how the sections share
it is reading ``gun_sections``: by default the broadside is halved when the log is made (``odd_split`` gives the odd
gun) and each section keeps its own count from then on (``Ship.bow_guns``, ``Ship.bow_carronades``; ``None`` while
no section has lost a gun: half of what is left).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...geometry.hexes import Hex
from ...rulings import ReadStep
from ...wording import plural
from .fields import Broadside
from .readings import RULINGS
from .state import Ship

#: a section's guns and carronades
Boxes = tuple[int, int]


def halves(n: int, readings: Mapping[str, str]) -> tuple[int, int]:
    """``n`` boxes as (bow, stern), the odd one where reading ``odd_split`` puts it [16.2.2]."""
    big, small = (n + 1) // 2, n // 2
    return (big, small) if readings["odd_split"] == "bow-larger" else (small, big)


def kept(ship: Ship, readings: Mapping[str, str]) -> bool:
    """Does each section of ``ship`` keep its own count (reading ``gun_sections``)?"""
    return readings["gun_sections"] == "halves-kept" and ship.bow_guns is not None


def split(ship: Ship, side: Broadside, readings: Mapping[str, str]) -> tuple[Boxes, Boxes]:
    """(bow, stern) sections of one broadside, each as (guns, carronades) left [16.2.2]."""
    i = 0 if side is Broadside.L else 1
    guns, carr = ship.guns[i], ship.carronades[i]
    if kept(ship, readings):
        assert ship.bow_guns is not None and ship.bow_carronades is not None
        bow_g, bow_c = min(ship.bow_guns[i], guns), min(ship.bow_carronades[i], carr)
    else:
        bow_g, bow_c = halves(guns, readings)[0], halves(carr, readings)[0]
    return (bow_g, bow_c), (guns - bow_g, carr - bow_c)


def section_boxes(ship: Ship, side: Broadside, section: str, readings: Mapping[str, str]) -> Boxes:
    """Guns and carronades of ``section`` (``full``, ``bow`` or ``stern``) of one broadside [16.2.2, 24.1.2]."""
    if section == "full":
        i = 0 if side is Broadside.L else 1
        return ship.guns[i], ship.carronades[i]
    bow, stern = split(ship, side, readings)
    return bow if section == "bow" else stern


def firing_hexes(firer: Ship, section: str) -> tuple[Hex, ...]:
    """Where the guns that fired stand: both hexes for a whole broadside, else the bow or the stern hex [24.1.7]."""
    return {"bow": (firer.bow,), "stern": (firer.stern,)}.get(section, firer.hexes)


def nearer_section(target: Ship, firer: Ship, section: str) -> str | None:
    """``bow`` or ``stern``: the target's section whose hex is nearer the firing guns; None when equally near."""
    guns = firing_hexes(firer, section)
    to_bow = min(target.bow.distance(h) for h in guns)
    to_stern = min(target.stern.distance(h) for h in guns)
    return None if to_bow == to_stern else ("bow" if to_bow < to_stern else "stern")


def take_gun_hits(
    ship: Ship, n: int, near: Broadside, firer: Ship, section: str, readings: Mapping[str, str]
) -> tuple[Ship, int, list[ReadStep]]:
    """Mark ``n`` gun hits section by section [24.1.7]: the nearer section of the ``near`` broadside (guns, then
    carronades), the other section of that broadside, then the far broadside's sections in the same order. Returns
    the ship, the hits left over (no guns at all) and the steps."""
    if not any(ship.guns) and not any(ship.carronades):
        return ship, n, []
    first = nearer_section(ship, firer, section)
    chose = first is None
    why = f"{first} hex nearer the firing guns"
    if first is None:  # the defender's choice (reading gun_hit_section)
        bow, stern = split(ship, near, readings)
        more_in_bow = sum(bow) >= sum(stern)
        fewer_in_bow = sum(bow) <= sum(stern)
        first = "bow" if (more_in_bow if readings["gun_hit_section"] == "more-left" else fewer_in_bow) else "stern"
        why = f"bow and stern hex equally near the firing guns: the defender gives up the {first} section"
    order = (first, "stern" if first == "bow" else "bow")
    guns, carr = list(ship.guns), list(ship.carronades)
    bows = {b: split(ship, b, readings)[0] for b in (Broadside.L, Broadside.R)}
    bow_g = [bows[Broadside.L][0], bows[Broadside.R][0]]
    bow_c = [bows[Broadside.L][1], bows[Broadside.R][1]]
    left = n
    kinds = ((guns, bow_g), (carr, bow_c))
    if readings["gun_hit_kind"] == "carronades-first":  # the defender's choice [11.4.3.1]
        kinds = kinds[::-1]
    for side in (near, near.other()):
        i = 0 if side is Broadside.L else 1
        for part in order:
            for pool, bow_pool in kinds:
                have = bow_pool[i] if part == "bow" else pool[i] - bow_pool[i]
                take = min(have, left)
                pool[i] -= take
                if part == "bow":
                    bow_pool[i] -= take
                left -= take
    out = ship.with_(
        guns=(guns[0], guns[1]),
        carronades=(carr[0], carr[1]),
        bow_guns=(bow_g[0], bow_g[1]),
        bow_carronades=(bow_c[0], bow_c[1]),
    )
    taken = n - left
    keys = ("gun_sections", "odd_split") + (("gun_hit_section",) if chose else ())
    keys += ("gun_hit_kind",) if any(ship.carronades) else ()
    step = RULINGS.step(
        "24.1.7",
        f"{ship.name} loses {plural(taken, 'gun box')}, the {near.value} broadside's {order[0]} section first ({why})",
        readings,
        *keys,
    )
    return out, left, [step]


def put_back(ship: Ship, guns: tuple[int, int], carr: tuple[int, int], readings: Mapping[str, str]) -> Ship:
    """``ship`` with ``guns`` and ``carronades`` after a repair [26.2.3]: each box given back goes to the section of its
    broadside short of its half (the bow on a tie, as odd_split says), so the sections stay as even as they can."""
    if not kept(ship, readings):
        return ship.with_(guns=guns, carronades=carr)
    bow_g, bow_c = [0, 0], [0, 0]
    for i, side in enumerate((Broadside.L, Broadside.R)):
        (bg, bc), (sg, sc) = split(ship, side, readings)
        for added, bow_pool, bow, stern in (
            (guns[i] - ship.guns[i], bow_g, bg, sg),
            (carr[i] - ship.carronades[i], bow_c, bc, sc),
        ):
            for _ in range(max(0, added)):
                if bow < halves(bow + stern + 1, readings)[0]:
                    bow += 1
                else:
                    stern += 1
            bow_pool[i] = bow
    return ship.with_(guns=guns, carronades=carr, bow_guns=(bow_g[0], bow_g[1]), bow_carronades=(bow_c[0], bow_c[1]))


__all__ = ["firing_hexes", "halves", "nearer_section", "put_back", "section_boxes", "split", "take_gun_hits"]
