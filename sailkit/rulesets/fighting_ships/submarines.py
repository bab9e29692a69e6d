"""Submarines on the table: three counters, two of them decoys [7.1], and their movement and depth [7.2].

A submerged boat is not shown by her model but by a pack of three counters of her base's size that look alike; only
her owner knows which one is the boat, the others being decoys ("red herrings") [7.1]. A :class:`Pack` holds the
counters' poses and, for her owner, which is real; :meth:`Pack.seen_by` is what the other side knows (the counters,
not which is real), and so what ``observe`` shows, a replay hides and a hot-seat game keeps back.

What changes a pack [7.1, 7.2, 7.3]:

- diving (:func:`submerge`): all three counters set down where the model was, shuffled;
- running submerged (:func:`run_pack`): each counter straight to a point within her submerged top speed (reading
  ``pack_run`` says what an Anchor token does); while the three still stand together (after a dive or firing from
  below), the run is where her owner shuffles them: the point marked ``*`` is the boat's (:func:`boat_marked`,
  :func:`shuffled`);
- coming up (:func:`surface`): the decoys are void and the model stands where the real counter was;
- firing from below (:func:`fire_from`): the decoys are void and the real counter is shown, but the pack then
  gathers at the firing point to move off again next Game-Turn, shuffled anew;
- running below at her surface speed (:func:`dash`): the decoys are void for good, until she surfaces and dives;
- a search that finds a decoy or an ASW hit on one removes it (:func:`remove_decoy`); one that finds the boat
  locates her (:func:`locate`), until she slips away (:func:`scatter`).

In the Game-Turn she dives or comes up she moves at her submerged speed at most and fires nothing
(:func:`depth_change`); on the surface or changing depth, a surface ship crossing her rams her (:func:`rammed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from ...dice import check_die
from ...errors import IllegalActionError, InvalidInputError
from ...geometry.board import format_real, measured
from ...geometry.table import Point, Pose, bearing, distance
from ...readings import ReadingsLike
from ...rulings import Ruling, Step, reads_as_ruling
from ...wording import plural
from .dice import read_count, read_dice
from .launchers import Launches
from .measuring import at_most
from .readings import RULINGS, chosen

#: The counters of a submerged boat: herself and two decoys [7.1].
COUNTERS = 3
#: The Damage tokens a rammed submarine takes besides the collision's [7.2].
RAM_EXTRA = 2
#: A submarine's depths: on the surface, going down or coming up this Game-Turn, or submerged [7.2].
DEPTHS = ("surfaced", "diving", "surfacing", "submerged")


@dataclass(frozen=True)
class Pack:
    """A submerged boat's counters [7.1]: the boat's name, each counter still on the table by its label (1, 2, 3)
    and pose, which label is the boat (``None``: not known to whoever holds this view), whether she is located
    [7.3], and, as a piece of the position, her side, stat line and tokens."""

    boat: str
    counters: tuple[tuple[int, Pose], ...]
    real: int | None
    located: bool = False
    side: int = 2  #: her side
    key: str = "sub-submerged"  #: her stat line's key (:func:`.ships.ship_classes`)
    damage: int = 0  #: her Damage tokens, carried under water [5.6.1]
    anchors: int = 0  #: her Anchor tokens [4.2]
    launches: Launches = Launches()  #: what her tubes have launched: each one's last Game-Turn, her salvos [5.7.1]

    def __post_init__(self) -> None:
        labels = [k for k, _ in self.counters]
        if not 1 <= len(labels) <= COUNTERS or len(set(labels)) != len(labels) or not set(labels) <= {1, 2, 3}:
            raise InvalidInputError("counters", labels, "one to three counters labelled 1, 2 and 3 [7.1]")
        if self.real is not None and self.real not in labels:
            raise InvalidInputError("real counter", self.real, f"one of the pack's counters {labels}")

    def seen_by(self, side_is_owner: bool) -> Pack:
        """The pack as a side knows it: her owner knows which counter is real, the other side only once she is
        located, when the hunters know her counter [7.1, 7.3]."""
        return self if side_is_owner or self.located else replace(self, real=None)

    def pose_of(self, label: int) -> Pose:
        """Where counter ``label`` lies; an error naming the pack's counters if it is not on the table."""
        for k, pose in self.counters:
            if k == label:
                return pose
        raise InvalidInputError(f"counter of {self.boat}", label, f"one of {[k for k, _ in self.counters]}")

    @property
    def decoys(self) -> int:
        """How many decoys are still on the table."""
        return len(self.counters) - 1


#: The mark after a point of a run or an evasion that says the boat herself goes there [7.1, 7.3].
BOAT_MARK = "*"


def boat_marked(points: Sequence[object]) -> tuple[list[str], int | None]:
    """The points of a run or an evasion without the boat's mark, and the place (0, 1, 2) of the one marked, or
    ``None`` when none is: her owner's secret choice of which counter is the boat [7.1, 7.3]."""
    marked = [i for i, t in enumerate(points) if str(t).endswith(BOAT_MARK)]
    if len(marked) > 1:
        raise InvalidInputError("points", list(points), f"at most one point marked {BOAT_MARK} as the boat's [7.1]")
    return [str(t).removesuffix(BOAT_MARK) for t in points], (marked[0] if marked else None)


def together(pack: Pack) -> bool:
    """Whether the pack's counters all lie at one point, as after a dive or firing from below, so that which of
    them is the boat is still her owner's to choose [7.1]."""
    return len({pose.point for _, pose in pack.counters}) == 1


def shuffled(pack: Pack, place: int | None) -> Pack:
    """The pack whose counters, standing together, part with the boat as the counter at ``place`` in label order
    (her owner's choice, kept from the other side [7.1]); unchanged for ``None``. Refused when they are apart (the
    boat was chosen when they parted) or she is located (the hunters know her counter until she slips away [7.3])."""
    if place is None:
        return pack
    if pack.located or not together(pack):
        why = (
            "she is located: only slipping away shuffles her [7.3]" if pack.located else "her counters are apart [7.1]"
        )
        raise InvalidInputError(f"{BOAT_MARK} in {pack.boat}'s move", place + 1, f"no mark: {why}")
    return replace(pack, real=pack.counters[read_count(place + 1, "marked point", 1, len(pack.counters)) - 1][0])


@reads_as_ruling
class PackMoved(NamedTuple):
    """A pack after a change [7.1, 7.2] (diving, firing from below, a dash), and the ruling saying what changed;
    prints as its ruling and unpacks as ``pack, ruling``."""

    pack: Pack
    ruling: Ruling


@reads_as_ruling
class Surfaced(NamedTuple):
    """Where the boat's model stands once she surfaces [7.1], and the ruling; unpacks as ``pose, ruling``."""

    pose: Pose
    ruling: Ruling


def submerge(boat: str, at: Pose, real: int) -> PackMoved:
    """Boat ``boat`` dives where her model stands [7.1]: three counters set down together, shuffled, her owner
    noting which one (``real``, 1 to 3) is the boat."""
    real = read_count(real, "real counter", 1, COUNTERS)
    pack = Pack(boat, tuple((k, at) for k in range(1, COUNTERS + 1)), real)
    steps = [Step("7.1", f"{boat} dives: her model gives way to three counters alike, two of them decoys")]
    return PackMoved(pack, RULINGS(f"{boat} dives", "submerged", steps, facts={"pack": pack}))


def surface(pack: Pack) -> Surfaced:
    """The boat comes up [7.1]: her decoys are void and her model stands where her real counter was."""
    real = _real(pack)
    steps = [Step("7.1", f"{pack.boat} surfaces: {plural(pack.decoys, 'decoy')} void, her model where her counter was")]
    ruling = RULINGS(f"{pack.boat} surfaces", "surfaced", steps, facts={"pose": pack.pose_of(real)})
    return Surfaced(pack.pose_of(real), ruling)


def fire_from(pack: Pack, real: int) -> PackMoved:
    """The boat fires from below [7.1]: her counter is shown and her decoys are void for this moment, but the
    three gather at the firing point to move off again next Game-Turn; ``real`` is the label her owner now gives the
    boat among them, shuffled anew."""
    at = pack.pose_of(_real(pack))
    again = read_count(real, "real counter", 1, COUNTERS)
    after = replace(pack, counters=tuple((k, at) for k in range(1, COUNTERS + 1)), real=again)
    said = f"{pack.boat} fires from below: her counter is shown and the decoys void; all three gather where she fired"
    return PackMoved(
        after, RULINGS(f"{pack.boat} fires submerged", "shown", [Step("7.1", said)], facts={"pack": after})
    )


def dash(pack: Pack) -> PackMoved:
    """The boat runs below at her surface speed [7.2]: her decoys are void, leaving her one counter, known."""
    real = _real(pack)
    after = replace(pack, counters=((real, pack.pose_of(real)),), located=True)
    said = f"{pack.boat} runs at her surface speed under water: her {plural(pack.decoys, 'decoy')} void"
    return PackMoved(after, RULINGS(f"{pack.boat} dashes", "decoys void", [Step("7.2", said)], facts={"pack": after}))


def run_pack(
    pack: Pack, places: Sequence[Point], top_speed: float, *, readings: ReadingsLike | None = None
) -> PackMoved:
    """Each counter of ``pack`` still on the table, in label order, runs straight to its point of ``places`` [7.2,
    7.1]: no farther than her submerged ``top_speed`` (her steam roll of 2 inches a die always reaches it [4.1.2]),
    the decoys alike so that no roll marks the boat. Under reading ``pack_run=anchor-holds`` a pack with an Anchor
    token lies still, as only 6s would score for her [4.2]; under ``top-speed`` her tokens change nothing. A counter
    sent too far is refused with an error citing 7.2; one that moves turns to the way it ran."""
    r = chosen(readings)
    if len(places) != len(pack.counters):
        raise InvalidInputError("places", len(places), f"{plural(len(pack.counters), 'point')}, one a counter [7.2]")
    still = pack.anchors > 0 and r["pack_run"] == "anchor-holds"
    reach = 0.0 if still else top_speed
    moved: list[tuple[int, Pose]] = []
    for (label, pose), to in zip(pack.counters, places, strict=True):
        gap = distance(pose.point, to)
        if not at_most(gap, reach):
            said = f"counter {label} of {pack.boat} runs {format_real(measured(gap))} inches: at most"
            raise IllegalActionError(f"{said} {format_real(reach)}", "4.2" if still else "7.2")
        moved.append((label, Pose.at(to, bearing(pose.point, to)) if gap > 1e-9 else pose))
    after = replace(pack, counters=tuple(moved))
    said = (
        f"{pack.boat}'s {plural(len(moved), 'counter')} run submerged, each at most her {format_real(top_speed)} inches"
    )
    steps = [RULINGS.step("7.2", said, r, "pack_run")]
    if still:
        steps.append(RULINGS.step("4.2", f"{pack.boat} carries an Anchor token: her counters lie still", r, "pack_run"))
    return PackMoved(after, RULINGS(f"{pack.boat} runs submerged", "ran", steps, readings=r, facts={"pack": after}))


def remove_decoy(pack: Pack, label: int, case: str = "7.3") -> Pack:
    """Decoy ``label`` comes off the table, found by a search [7.3] or hit by an ASW weapon [7.4]; the other stays.
    Removing the boat's own counter this way is refused with an error."""
    pack.pose_of(label)
    if label == pack.real:
        raise InvalidInputError(f"counter {label} of {pack.boat}", "the boat herself", f"a decoy [{case}]")
    return replace(pack, counters=tuple(c for c in pack.counters if c[0] != label))


def locate(pack: Pack) -> Pack:
    """The boat's counter is found for what it is: she is located, and the hunters know her counter [7.3]."""
    return replace(pack, located=True)


def scatter(pack: Pack, places: Sequence[Pose], real: int) -> Pack:
    """The boat slipped away [7.3]: she and her decoys still on the table set down anew at ``places``, shuffled,
    ``real`` labelling the boat; she is no longer located. (:func:`.sonar.scatter_check` says how far.)"""
    if len(places) != len(pack.counters):
        raise InvalidInputError("places", len(places), f"{plural(len(pack.counters), 'place')}, one a counter [7.3]")
    labels = [k for k, _ in pack.counters]
    counters = tuple(zip(labels, places, strict=True))
    return replace(pack, counters=counters, real=read_count(real, "real counter", 1, COUNTERS), located=False)


def _real(pack: Pack) -> int:
    if pack.real is None:
        raise InvalidInputError(f"{pack.boat}'s pack", "a view without her real counter", "her owner's view [7.1]")
    return pack.real


def depth_change(boat: str, depth: str, inches: float, submerged_speed: float, *, firing: bool = False) -> Ruling:
    """Whether a boat at ``depth`` may move ``inches`` this Game-Turn [7.2]: diving or surfacing, no farther than
    her submerged speed and without firing; an illegal move raises :class:`IllegalActionError` citing 7.2."""
    if depth not in DEPTHS:
        raise InvalidInputError("depth", depth, " or ".join(DEPTHS))
    steps = [Step("7.2", f"{boat} is {depth}")]
    if depth in ("diving", "surfacing"):
        if not at_most(inches, submerged_speed):
            said = f"{boat} moves {inches:g} inches while {depth}: at most her submerged speed, {submerged_speed:g}"
            raise IllegalActionError(said, "7.2")
        if firing:
            raise IllegalActionError(f"{boat} may not fire while {depth}", "7.2")
        steps.append(Step("7.2", f"changing depth: {inches:g} of her submerged {submerged_speed:g} inches, no firing"))
    return RULINGS(f"may {boat} move {inches:g} inches", True, steps)


def may_be_rammed(depth: str) -> bool:
    """Whether a surface ship crossing the boat rams her: on the surface or changing depth, not submerged [7.2]."""
    if depth not in DEPTHS:
        raise InvalidInputError("depth", depth, " or ".join(DEPTHS))
    return depth != "submerged"


def rammed(
    rammer: str,
    boat: str,
    rammer_hull: int,
    rammer_dice: Sequence[int],
    boat_hull: int,
    boat_dice: Sequence[int] = (),
    *,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A surface ship crosses a boat on the surface or changing depth [7.2]. The rammer makes 4.3.1e's Hull test (no
    6: a Damage token); under reading ``sub_ram_damage=own-test`` the boat makes her own, under ``rammer-result``
    she takes what the rammer took; then two more Damage tokens. Nobody is entangled. The verdict is the boat's
    Damage tokens; the facts ``rammer`` and ``boat`` the tokens each takes."""
    r = chosen(readings)
    rammer_failed = not any(check_die(d) == 6 for d in read_dice(rammer_dice, f"{rammer}'s Hull dice", rammer_hull))
    own = r["sub_ram_damage"] == "own-test"
    dice = read_dice(boat_dice, f"{boat}'s Hull dice", boat_hull if own else 0)
    boat_failed = not any(d == 6 for d in dice) if own else rammer_failed
    took = int(boat_failed) + RAM_EXTRA
    steps = [
        Step("7.2", f"{rammer} crosses {boat}'s counter while she cannot go deep: she is rammed"),
        Step("4.3.1e", f"{rammer}'s Hull test {'fails: a Damage token' if rammer_failed else 'passes'}"),
        RULINGS.step(
            "7.2",
            f"{boat} takes {'her own test' if own else 'the same'}: {'a Damage token' if boat_failed else 'none'}",
            r,
            "sub_ram_damage",
        ),
        Step("7.2", f"{boat} takes {RAM_EXTRA} more: {plural(took, 'Damage token')}; nobody is entangled", took),
    ]
    facts = {"rammer": int(rammer_failed), "boat": took}
    return RULINGS(f"{rammer} rams {boat}", took, steps, readings=r, value=took, facts=facts, measure="Damage token")


__all__ = [
    "BOAT_MARK",
    "COUNTERS",
    "DEPTHS",
    "RAM_EXTRA",
    "Pack",
    "PackMoved",
    "Surfaced",
    "boat_marked",
    "dash",
    "depth_change",
    "fire_from",
    "locate",
    "may_be_rammed",
    "rammed",
    "remove_decoy",
    "run_pack",
    "scatter",
    "shuffled",
    "submerge",
    "surface",
    "together",
]
