"""Marking hits, striking and surrender [11.4]: what a broadside's result does to a ship's log.

Hull hits cross off hull boxes [11.4.1.1]; crew hits empty section 1 first, then 2, then 3
[11.4.2.1]; gun hits come off the broadside facing the firer, then the far side (with both as near, the side
the defender chooses, a decision of hers in play), guns before carronades or carronades first as the defender chooses
(reading ``gun_hit_kind``) [11.4.3.1] (in the Advanced Game the nearer bow or stern section first, module
:mod:`.sections` [24.1.7]); rigging hits empty a rigging section at a time (reading
``rigging_loss_order``) [11.4.4.1]. With no hull left a ship strikes [11.4.1.2]; with no guns
or no rigging and no friend of her class within 10 hexes she surrenders [11.4.3.2, 11.4.4.2],
and fights on again if a friend comes within 5 [11.4.5]. On a prize, crew losses fall by turns
on the prize crew and the prisoners [12.4.11].
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from ...errors import InvalidInputError
from ...geometry.hexes import gap
from ...readings import Readings
from ...rulings import Step, used
from ...wording import agree, plural
from . import gun_sections
from .fields import Broadside, ahead_or_astern, bearing
from .prizes import hold, split_crew_hits
from .readings import READINGS, RULINGS
from .state import Position, Ship, Status
from .tables import Hits


def nearer_side(target: Ship, firer: Ship) -> Broadside | None:
    """The target's broadside nearer the firer: the side of her keel line the firer's nearest hexes lie on; None
    when both are equally near, the firer lying on that line ahead or astern (as in a rake) or across it
    [11.4.3.1]."""
    d = min(a.distance(b) for a in firer.hexes for b in target.hexes)
    nearest = [h for h in firer.hexes if min(h.distance(x) for x in target.hexes) == d]
    sides = {bearing(target.counter, h).side for h in nearest}
    return sides.pop() if len(sides) == 1 and None not in sides else None


def gun_hit_side(target: Ship, firer: Ship, choice: Broadside | None = None) -> tuple[Broadside | None, Step]:
    """The broadside of ``target`` that loses ``firer``'s gun hits first, and the step that says why [11.4.3.1]: the
    side nearer the firer. With both equally near (a rake, a firer on her keel line ahead or astern) the choice is
    the target's: ``choice`` is the side she chose; with none, the side is ``None`` and the step names both sides
    she may choose from, with the guns each has left (what the fire ruling says before the die)."""
    near = nearer_side(target, firer)
    if near is not None:
        reason = f"gun hits come off {target.name}'s {SIDE_WORDS[near]} broadside first, the side nearer {firer.name}"
        return near, Step("11.4.3.1", reason)
    left, right = (target.guns[i] + target.carronades[i] for i in (0, 1))
    tie = f"{firer.name} is as near {target.name}'s left broadside as her right"
    if choice is not None:
        return choice, Step(
            "11.4.3.1", f"{tie}: she chose her {SIDE_WORDS[choice]} broadside to lose the gun hits first"
        )
    if not (left and right):
        side = Broadside.L if left else Broadside.R
        return side, Step(
            "11.4.3.1", f"{tie}; she has guns on her {SIDE_WORDS[side]} broadside only: they take the hits"
        )
    reason = (
        f"{tie}: which broadside loses the gun hits first is her choice, the left ({left} guns and carronades) or "
        f"the right ({right}); the other loses guns only once the first is empty"
    )
    return None, Step("11.4.3.1", reason)


def must_choose(target: Ship, firer: Ship, guns: int) -> bool:
    """Is it ``target``'s choice which broadside loses ``guns`` gun hits from ``firer`` [11.4.3.1]? Only when she has
    gun hits to take, both broadsides are as near the firer and each still has guns or carronades (with one side
    empty, either choice marks the same boxes)."""
    both = all(target.guns[i] + target.carronades[i] for i in (0, 1))
    return guns > 0 and both and nearer_side(target, firer) is None


def fuller_side(ship: Ship) -> Broadside:
    """The broadside with more guns and carronades left (the left on a tie): the side sailkit gives up for a ship
    whose choice it is where no decision is asked of her player, gun hits from a ship that blows up alongside on her
    keel line [24.3.2.3.1, 11.4.3.1]; a broadside's gun hits always ask her (``lose``)."""
    left, right = (ship.guns[i] + ship.carronades[i] for i in (0, 1))
    return Broadside.L if left >= right else Broadside.R


#: each broadside in words
SIDE_WORDS = {Broadside.L: "left", Broadside.R: "right"}


def _gun_hits(
    ship: Ship, n: int, firer: Ship, r: Readings, section: str | None, choice: Broadside | None
) -> tuple[Ship, int, list[Step]]:
    """Gun hits off the broadside facing the firer, or the one the target chose (the Advanced Game: its nearer
    section [24.1.7]), then the far side; returns the ship, the hits left over for want of guns, and the steps
    [11.4.3.1]."""
    steps: list[Step] = []
    if not n:
        return ship, 0, steps
    near, said = gun_hit_side(ship, firer, choice)
    if near is None:
        raise InvalidInputError(
            "broadside to lose the gun hits",
            "none chosen",
            f"L or R: {ship.name} chooses, both her broadsides being as near {firer.name} [11.4.3.1]",
        )
    if nearer_side(ship, firer) is None:  # the side nearer goes without saying when the hits are marked
        steps.append(said)
    by_sections = section is not None and r["gun_sections"] == "halves-kept"
    left = n
    keys: tuple[str, ...] = ()
    if any(ship.carronades):  # guns or carronades: the defender's choice [11.4.3.1] (reading gun_hit_kind)
        keys += ("gun_hit_kind",)
    if by_sections:
        assert section is not None
        ship, left, more = gun_sections.take_gun_hits(ship, n, near, firer, section, r)
        steps += [replace(s, readings=tuple(dict.fromkeys((*used(r, *keys), *s.readings)))) for s in more]
    else:
        guns_l, carr_l = list(ship.guns), list(ship.carronades)
        pools = (carr_l, guns_l) if r["gun_hit_kind"] == "carronades-first" else (guns_l, carr_l)
        for side in (near, near.other()):
            i = 0 if side is Broadside.L else 1
            for pool in pools:
                left = _spread(pool, left, (i,))
        ship = ship.with_(guns=(guns_l[0], guns_l[1]), carronades=(carr_l[0], carr_l[1]))
        if section is not None:
            keys += ("gun_sections",)
        kind = " (carronades first)" if "gun_hit_kind" in keys and r["gun_hit_kind"] == "carronades-first" else ""
        reason = f"{ship.name} loses {plural(n - left, 'gun box')}, the {near.value} side first{kind}"
        steps.append(RULINGS.step("11.4.3.1", reason, r, *keys) if keys else Step("11.4.3.1", reason))
    return ship, left, steps


def mark_hits(
    ship: Ship,
    hits: Hits,
    firer: Ship,
    readings: Readings | None = None,
    section: str | None = None,
    choice: Broadside | None = None,
) -> tuple[Ship, list[Step]]:
    """Cross off one result's boxes on ``ship``'s log [11.4.1-11.4.4]. ``section`` is the Advanced Game's firing
    section (``full``, ``bow`` or ``stern``): gun hits then come off the target's nearer section [24.1.7].
    ``choice`` is the broadside ``ship`` chose to lose gun hits first when both are as near the firer (see
    :func:`must_choose`); gun hits that need it and lack it are an :class:`~sailkit.errors.InvalidInputError`
    [11.4.3.1]."""
    r = READINGS.resolve(readings)
    steps: list[Step] = []
    hull = ship.hull
    if hits.hull:
        taken = min(hull, hits.hull)
        hull -= taken
        steps.append(Step("11.4.1.1", f"{ship.name} loses {plural(taken, 'hull box')}"))
    crew, prisoners_lost, counted = _crew_hits(ship, hits.crew, steps)
    ship, left, more = _gun_hits(ship, hits.guns, firer, r, section, choice)
    steps += more
    if left and any(ship.mortars) and r["mortar_gun_hits"] == "after-guns":  # logged with the carronades [42.6]
        ship, left = _mortar_hits(ship, left, r, steps)
    if left:
        take = min(hull, left)
        hull -= take
        steps.append(
            Step(
                "11.4.3.2",
                f"no guns left: {plural(take, 'surplus gun hit')} {agree(take, 'falls', 'fall')} on the hull",
            )
        )
    rig = list(ship.rigging)
    order = range(len(rig)) if r["rigging_loss_order"] == "section-1-first" else range(len(rig) - 1, -1, -1)
    left = _spread(rig, hits.rigging, order)
    if hits.rigging:
        reason = f"{ship.name} loses {plural(hits.rigging - left, 'rigging box')}"
        steps.append(RULINGS.step("11.4.4.1", reason, r, "rigging_loss_order"))
    out = ship.with_(
        hull=hull, crew=crew, rigging=tuple(rig), prisoners=ship.prisoners - prisoners_lost, prize_losses=counted
    )
    if out.captured:
        out, step = hold(out, r)
        if step is not None:
            steps.append(step)
    return out, steps


def _spread(boxes: list[int], n: int, order: Iterable[int]) -> int:
    """Cross ``n`` hits off ``boxes`` in ``order``, as many from each as it has left; the hits left over."""
    for i in order:
        take = min(boxes[i], n)
        boxes[i] -= take
        n -= take
    return n


def _crew_hits(ship: Ship, n: int, steps: list[Step]) -> tuple[tuple[int, ...], int, int]:
    """``n`` crew hits crossed off, section 1 first [11.4.2.1]; on a prize, some fall on her own crew held below
    [12.4.11]: the crew sections left, the prisoners lost and the prize's losses counted."""
    crew = list(ship.crew)
    left, prisoners_lost, counted = n, 0, ship.prize_losses
    if left and ship.captured and ship.prisoners:
        left, prisoners_lost, counted = split_crew_hits(ship, left)
        steps.append(
            Step(
                "12.4.11",
                f"{ship.name} is a prize: {plural(left, 'loss')} on the prize crew, {prisoners_lost} on the prisoners",
            )
        )
    left = _spread(crew, left, range(len(crew)))
    if n:
        steps.append(Step("11.4.2.1", f"{ship.name} loses {plural(n - left, 'crew box')}, section 1 first"))
    return tuple(crew), prisoners_lost, counted


def _mortar_hits(ship: Ship, n: int, r: Readings, steps: list[Step]) -> tuple[Ship, int]:
    """Gun hits a bomb has no guns left for take her mortars, the bow mortar first (reading mortar_gun_hits) [42.6];
    the ship and the hits left over."""
    kept = list(ship.mortars)
    left = _spread(kept, n, (1, 0))
    lost = sum(ship.mortars) - sum(kept)
    ship = ship.with_(mortars=(kept[0], kept[1]))
    reason = f"no guns left: {ship.name} loses {plural(lost, 'mortar')}, logged with the carronades"
    steps.append(RULINGS.step("42.6", reason, r, "mortar_gun_hits"))
    return ship, left


def friend_near(position: Position, ship: Ship, reach: int = 10, match: int | None = None) -> bool:
    """A fighting friend of ``ship`` within ``reach`` hexes of the same or a larger class (smaller class number) than
    ``match``, the class of the ship that fired on her [11.4.3.2, 11.4.4.2]; her own class where no firer is known."""
    least = ship.class_number if match is None else match
    for s in position.ships:
        ok = s.name != ship.name and s.side == ship.side and s.status.fights and s.class_number <= least
        if ok and min(a.distance(b) for a in s.hexes for b in ship.hexes) <= reach:
            return True
    return False


def firer_class(position: Position, firers: Iterable[str], r: Readings) -> tuple[int | None, str]:
    """The class a friend near must match for a ship fired on by ``firers`` this Combat Phase, and the words for it
    [11.4.3.2, 11.4.4.2]: the largest firer's, or the smallest's under reading ``surrender_firer_class`` any-firer;
    ``None`` with no firer."""
    ships = sorted({position.ship(f) for f in firers}, key=lambda s: (s.class_number, s.name))
    if not ships:
        return None, "her class"
    pick = ships[0] if r["surrender_firer_class"] == "largest-firer" else ships[-1]
    return pick.class_number, f"{pick.name}'s class ({pick.class_number})"


def surrenders(
    position: Position,
    ships: Iterable[str],
    readings: Readings | None = None,
    contact: frozenset[str] | None = None,
    firers: Mapping[str, Iterable[str]] | None = None,
) -> tuple[Position, list[Step]]:
    """Strike or surrender the ships that must after the hits are marked [11.4.1.2, 11.4.3.2, 11.4.4.2]: no guns or no
    rigging, and no friend of her firer's class or larger (``firers``; reading surrender_firer_class) within ten
    hexes at the moment of fire. Under reading surrender_captor ``on-contact`` only in ``contact`` (``None``: not
    known)."""
    r = READINGS.resolve(readings)
    waits = r["surrender_captor"] == "on-contact"
    steps: list[Step] = []
    for name in ships:
        s = position.ship(name)
        if not s.status.fights:
            continue
        fired = set((firers or {}).get(name, ()))
        match, whose = firer_class(position, fired, r)
        keys = ("surrender_captor", *(("surrender_firer_class",) if len(fired) > 1 else ()))
        if s.hull == 0:
            s = s.with_(status=Status.STRUCK)
            steps.append(Step("11.4.1.2", f"{name} has no hull left and strikes"))
        elif (s.guns_total == 0 or sum(s.rigging) == 0) and not friend_near(position, s, match=match):
            firepower = s.guns_total == 0
            case, lost = ("11.4.3.2", "guns") if firepower else ("11.4.4.2", "rigging")
            near = f"no friend of {whose} or larger within ten hexes"
            if waits and name not in (contact or frozenset()):
                reason = f"{name} has no {lost} and {near}, but no enemy has closed with her: she fights on"
                steps.append(RULINGS.step(case, reason, r, *keys))
                continue
            s = s.with_(status=Status.FIREPOWER if firepower else Status.IMMOBILE)
            reason = f"{name} has no {lost} and {near}: she surrenders"
            steps.append(RULINGS.step(case, reason, r, *keys))
        position = position.with_ship(s)
    return position, steps


def in_contact(position: Position, shots: Iterable[tuple[str, str]]) -> frozenset[str]:
    """Ships an enemy alongside has fired on (``shots``: firer, target), or that have a fighting enemy alongside
    across their bow or stern (she could be raked) [11.4.3.2, 11.4.4.2] (reading surrender_captor)."""
    out = {t for f, t in shots if gap(position.ship(f).hexes, position.ship(t).hexes) == 1}
    for s in position.ships:
        ends = set(ahead_or_astern(s.counter))
        if any(e.side != s.side and e.status.fights and e.afloat and ends & set(e.hexes) for e in position.ships):
            out.add(s.name)
    return frozenset(out)


def recoveries(pos: Position) -> tuple[Position, list[Step]]:
    """A ship that surrendered without striking, not taken, with a fighting friend within 5 hexes fights on [11.4.5]."""
    steps = []
    for s in pos.ships:
        if s.status in (Status.FIREPOWER, Status.IMMOBILE) and not s.captured:
            friends = [
                f
                for f in pos.ships
                if f.side == s.side and f.name != s.name and f.status.fights and gap(f.hexes, s.hexes) <= 5
            ]
            if friends:
                pos = pos.with_ship(s.with_(status=Status.ACTIVE))
                steps.append(Step("11.4.5", f"{friends[0].name} is within 5 hexes: {s.name} hoists her colours again"))
    return pos, steps


__all__ = [
    "firer_class",
    "friend_near",
    "fuller_side",
    "gun_hit_side",
    "in_contact",
    "mark_hits",
    "must_choose",
    "nearer_side",
    "recoveries",
    "SIDE_WORDS",
    "surrenders",
]
