"""Turret arcs [5.4g, 5.4h]: where a turreted ship's main and secondary batteries bear, as a choice the player makes.

Main turrets [5.4g]: a ship marked DB (``turreted``) trains her turrets where she likes. Her Gunnery is one broadside
and she has two of them: both to port or both to starboard (a double broadside), one each side, one ahead and one
astern, or any other pairing among the bow, stern, port and starboard arcs, the half-planes of 5.4c-f (the text's
HMS Zulu, Gunnery 4: 8 to starboard, or 4 to port and 4 to starboard, or 4 ahead and 4 astern). Reading
``turret_split`` says whether the two broadsides go whole (ten ways) or the doubled Gunnery is split die by die.

Secondary turrets [5.4h]: a capital ship's bracketed secondary battery is one battery a side, firing to its own side;
up to a third of each side's battery may turn to the bow arc and up to a third to the stern arc (the text's Bismarck,
12 a side: 8 ahead, 8 astern, 4 to port, 4 to starboard). Reading ``secondary_third`` rounds a third that does not
come out whole.

The main and secondary batteries fire separate salvos [5.5.1]. A target whose mainmast lies in two arcs given dice
(ahead and to port, say) draws the dice of both: the ship could have trained them all one way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations_with_replacement

from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .arcs import ArcName, arc_shape, arcs_holding
from .dice import read_count
from .readings import RULINGS, chosen
from .ships import Ship

#: The arcs turrets train on [5.4c-f], in the order an allocation is written.
TURRET_ARCS = (ArcName.BOW, ArcName.STERN, ArcName.PORT, ArcName.STARBOARD)
#: The sides a secondary battery is mounted on, and the arcs a third of each may turn to [5.4h].
SIDES = (ArcName.PORT, ArcName.STARBOARD)
ENDS = (ArcName.BOW, ArcName.STERN)


@dataclass(frozen=True)
class Allocation:
    """Dice a battery fires into each of the arcs of :data:`TURRET_ARCS`, as ``(bow, stern, port, starboard)``."""

    dice: tuple[int, int, int, int]

    @classmethod
    def of(cls, **arcs: int) -> Allocation:
        """``Allocation.of(port=8)``: the dice by arc name, the others none."""
        unknown = sorted(set(arcs) - {a.value for a in TURRET_ARCS})
        if unknown:
            raise UnknownChoiceError("turret arc", unknown[0], tuple(a.value for a in TURRET_ARCS))
        counts = [read_count(arcs.get(a.value, 0), f"dice to the {a.value} arc", 0, 200) for a in TURRET_ARCS]
        return cls((counts[0], counts[1], counts[2], counts[3]))

    def __getitem__(self, arc: ArcName | str) -> int:
        return self.dice[TURRET_ARCS.index(ArcName(arc))]

    @property
    def total(self) -> int:
        return sum(self.dice)

    def __str__(self) -> str:
        parts = [f"{a.value} {n}" for a, n in zip(TURRET_ARCS, self.dice, strict=True) if n]
        return ", ".join(parts) or "no dice"

    def bearing(self, arcs: tuple[ArcName, ...]) -> int:
        """The dice that bear on a mainmast lying in ``arcs``: those of every arc given dice that holds it."""
        return sum(self[a] for a in TURRET_ARCS if a in arcs)


def main_options(gunnery: int, readings: ReadingsLike | None = None) -> tuple[Allocation, ...]:
    """Every way a turreted ship of ``gunnery`` dice may train her main turrets [5.4g], under reading
    ``turret_split``: her two broadsides each whole to an arc (ten ways), or the doubled Gunnery split die by die."""
    g = read_count(gunnery, "Gunnery stat")
    if chosen(readings)["turret_split"] == "whole-broadsides":
        out = []
        for pair in combinations_with_replacement(range(4), 2):
            counts = [0, 0, 0, 0]
            for i in pair:
                counts[i] += g
            out.append(Allocation((counts[0], counts[1], counts[2], counts[3])))
        return tuple(dict.fromkeys(out))
    whole = 2 * g
    return tuple(
        Allocation((b, s, p, whole - b - s - p))
        for b in range(whole + 1)
        for s in range(whole + 1 - b)
        for p in range(whole + 1 - b - s)
    )


def train_main(gunnery: int, allocation: Allocation, readings: ReadingsLike | None = None) -> Ruling:
    """Whether ``allocation`` is a legal training of the main turrets of a DB ship of ``gunnery`` dice [5.4g]; an
    illegal one is refused, citing the case. The verdict is the allocation."""
    r = chosen(readings)
    legal = main_options(gunnery, r)
    if allocation not in legal:
        how = "two whole broadsides" if r["turret_split"] == "whole-broadsides" else "the doubled Gunnery"
        raise IllegalActionError(
            f"{allocation} is not a training of two broadsides of {gunnery} ({how}, {2 * gunnery} dice in all)", "5.4g"
        )
    steps = [
        Step(
            "5.4g",
            f"a DB ship has two broadsides of Gunnery {gunnery} to train among the bow, stern, port and starboard",
        ),
        RULINGS.step("5.4g", f"trained: {allocation}", r, "turret_split"),
    ]
    return RULINGS(
        "main turrets trained", allocation, steps, readings=r, kind="turrets", facts={"allocation": allocation}
    )


def third(battery: int, readings: ReadingsLike | None = None) -> int:
    """The most of one side's secondary ``battery`` that may turn ahead, and the most astern [5.4h], by reading
    ``secondary_third``."""
    n = read_count(battery, "secondary battery a side")
    return n // 3 if chosen(readings)["secondary_third"] == "round-down" else (2 * n + 3) // 6


def train_secondary(
    battery: int, turned: Mapping[str, Mapping[str, int]] | None = None, readings: ReadingsLike | None = None
) -> Ruling:
    """The arcs a capital ship's secondary battery of ``battery`` dice a side bears in [5.4h]. ``turned`` says, for
    each side (``"port"``, ``"starboard"``), the dice of that side turned to ``"bow"`` and ``"stern"``, each at most a
    third (:func:`third`); the rest fire to their own side. The verdict is the :class:`Allocation`; too many dice
    turned is refused, citing the case."""
    r = chosen(readings)
    cap = third(battery, r)
    counts = {a: 0 for a in TURRET_ARCS}
    steps: list[Step] = [
        RULINGS.step(
            "5.4h",
            f"{plural(battery, 'die')} a side; up to {cap} of each may turn ahead and {cap} astern",
            r,
            "secondary_third",
        )
    ]
    for side in SIDES:
        ends = dict((turned or {}).get(side.value, {}))
        for end in ends:
            if end not in (e.value for e in ENDS):
                raise UnknownChoiceError("arc a secondary battery turns to", end, tuple(e.value for e in ENDS))
        left = battery
        for end in ENDS:
            n = read_count(ends.get(end.value, 0), f"{side.value} dice turned to the {end.value}", 0, battery)
            if n > cap:
                raise IllegalActionError(
                    f"{n} of the {side.value} battery's {battery} turned to the {end.value}: at most a third, {cap}",
                    "5.4h",
                )
            counts[end] += n
            left -= n
        counts[side] += left
    alloc = Allocation((counts[ArcName.BOW], counts[ArcName.STERN], counts[ArcName.PORT], counts[ArcName.STARBOARD]))
    steps.append(Step("5.4h", f"trained: {alloc}"))
    return RULINGS("secondary turrets trained", alloc, steps, readings=r, kind="turrets", facts={"allocation": alloc})


def secondary_options(battery: int, readings: ReadingsLike | None = None) -> tuple[Allocation, ...]:
    """The ways to train a secondary battery of ``battery`` dice a side [5.4h] a player is offered: each side turns
    none or its full third ahead, and none or its full third astern (every other split lies between them)."""
    cap = third(battery, readings)
    out: list[Allocation] = []
    for pb, ps, sb, ss in ((a, b, c, d) for a in (0, cap) for b in (0, cap) for c in (0, cap) for d in (0, cap)):
        turned = {"port": {"bow": pb, "stern": ps}, "starboard": {"bow": sb, "stern": ss}}
        out.append(train_secondary(battery, turned, readings).verdict)
    return tuple(dict.fromkeys(out))


def turret_dice(ship: Ship, target: Ship, allocation: Allocation, readings: ReadingsLike | None = None) -> Ruling:
    """The dice of a trained battery that bear on ``target`` [5.4g, 5.4h]: those of every arc given dice that holds
    her mainmast (the half-planes of 5.4c-f, lines included). The value is the dice; the facts ``arcs`` (the arcs
    holding the mainmast) and ``allocation``."""
    if not isinstance(allocation, Allocation):
        raise InvalidInputError("allocation", allocation, "an Allocation of dice to the bow, stern, port and starboard")
    held = tuple(a for a in arcs_holding(ship, target.mainmast, readings) if a in TURRET_ARCS)
    dice = allocation.bearing(held)
    reach = max(8.0, 1.3 * abs(complex(*ship.pose.to_local(target.mainmast))))
    where = ", ".join(a.value for a in held) or "no turret arc"
    steps = [
        Step("5.4c", f"{target.name}'s mainmast lies in {ship.name}'s {where} arc{'s' if len(held) > 1 else ''}"),
        Step("5.4g", f"trained {allocation}: {plural(dice, 'die', 'dice')} bear on {target.name}", dice),
    ]
    return RULINGS(
        f"turret dice of {ship.name} on {target.name}",
        dice,
        steps,
        value=dice,
        kind="turrets",
        facts={
            "arcs": held,
            "allocation": allocation,
            "firer": ship,
            "target": target,
            "mainmast": target.mainmast,
            "shapes": {
                a.value: ship.pose.place(arc_shape(ship.build, a, reach=reach)) for a in TURRET_ARCS if allocation[a]
            },
            "dice": {a.value: allocation[a] for a in TURRET_ARCS},
        },
    )


def turret_bearing(firer: Ship, target: Ship, *, reach: float = 20.0, readings: ReadingsLike | None = None) -> Ruling:
    """Whether a turreted (DB) ship's guns bear on ``target`` [5.4g]: her arcs are flexible, so they bear into every
    half-plane of 5.4c-f, and any mainmast lies in one. The verdict is the tuple of half-planes holding it; the facts
    as :func:`.arcs.in_arc`'s (the four half-planes as polygons, ``reach`` inches out)."""
    held = tuple(a for a in arcs_holding(firer, target.mainmast, readings) if a in TURRET_ARCS)
    where = ", ".join(a.value for a in held)
    steps = [Step("5.4g", f"{firer.name}'s turrets (DB) train all round: {target.name}'s mainmast lies {where}")]
    polygons = {a: firer.pose.place(arc_shape(firer.build, a, reach=reach, readings=readings)) for a in TURRET_ARCS}
    return RULINGS(
        f"which arcs of {firer.name} bear on {target.name}",
        held,
        steps,
        also=firer.build.read("base_size", "mainmast_point"),
        kind="arcs",
        facts={
            "arcs": polygons,
            "half_planes": held,
            "mainmast": target.mainmast,
            "held": held,
            "firer": firer,
            "target": target,
        },
    )


def turret_options(
    ship: Ship, target: Ship, readings: ReadingsLike | None = None, *, secondary: bool = False
) -> Ruling:
    """Every training of ``ship``'s main turrets (her ``secondary`` battery's [5.4h]) and the dice each brings on
    ``target`` [5.4g]: the player's choice listed, best first. The verdict is the most dice a training brings
    (``value`` too); the facts ``options`` (each :class:`Allocation` with its dice, best first) and, for the picture,
    the best training's arcs as :func:`turret_dice` gives them. A ship that is not DB (with no secondary battery)
    has no training to choose: a card says so."""
    cls = ship.cls
    if not (cls.secondary if secondary else cls.turreted):
        said = f"{ship.name} is not turreted (no DB): her broadsides fire from their own arcs [5.4a]"
        said = f"{ship.name} has no secondary battery [5.4h]" if secondary else said
        return RULINGS(f"turret trainings of {ship.name}", "not turreted", [Step("5.4g", said)], kind="turrets")
    r = chosen(readings)
    held = tuple(a for a in arcs_holding(ship, target.mainmast, r) if a in TURRET_ARCS)
    every = secondary_options(cls.secondary, r) if secondary else main_options(cls.gunnery, r)
    ranked = sorted(every, key=lambda a: -a.bearing(held))
    options = tuple((a, a.bearing(held)) for a in ranked)
    best = turret_dice(ship, target, ranked[0], r)
    listed = "; ".join(f"{a}: {n}" for a, n in options)
    what = (
        RULINGS.step(
            "5.4h",
            f"{len(options)} trainings of a secondary battery of {cls.secondary} a side: {listed}",
            r,
            "secondary_third",
        )  # fmt: skip
        if secondary
        else RULINGS.step(
            "5.4g", f"{len(options)} trainings of two broadsides of {cls.gunnery}: {listed}", r, "turret_split"
        )
    )
    steps = [*best.steps[:1], what]
    return RULINGS(
        f"turret trainings of {ship.name} on {target.name}",
        options[0][1],
        steps,
        readings=r,
        value=options[0][1],
        kind="turrets",
        facts={**best.facts, "options": options},
    )


__all__ = [
    "Allocation",
    "ENDS",
    "SIDES",
    "TURRET_ARCS",
    "main_options",
    "secondary_options",
    "third",
    "train_main",
    "train_secondary",
    "turret_bearing",
    "turret_dice",
    "turret_options",
]
