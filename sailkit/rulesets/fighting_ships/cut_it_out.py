"""Cut It Out (APP.2.3.2i): boats stealing up at night to take a ship at anchor, its forces, a raid from its dice and
the exact chance it succeeds.

The scenario belongs to the eras before about 1870. Player 1's lone rated ship lies in harbour at night with most of
her crew ashore: a guard of one Boarding die on deck, and half of the rest of her Boarding dice (rounded up, as
halves are [1.4]) asleep below. Player 2's three boats carry a Boarding die each and a marine counter between them
(two dice [6.2]); they start a die's throw of inches off and steal in at 1 inch a Game-Turn. Once each Game-Turn
Player 1 throws a die to spot them, on a 5 or a 6; once they are seen the alarm brings the sleepers up. Nothing stops
the boats coming alongside, and the raiders take her if their hits beat the defenders' [6.1]. What they then do
with her, burn her or sail her off, is theirs to choose. Nobody fires, so the night's halved sight [3.2.1] and its
fewer gunnery dice [5.5.3.1] do not come into it.

Reading ``cut_out_watch`` says whether the watch still throws on the Game-Turn the boats come alongside. The
scenario plays on the engine (:func:`.scenarios.cut_it_out`, :mod:`.boat_phase`) with the boats as counters on the
table [6.3]; :func:`guard` is the defender both use.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ...dice import check_die, format_chance
from ...errors import InvalidInputError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .boarding import Boarder, boarding, boarding_odds
from .dice import halved
from .readings import RULINGS, chosen
from .ships import ship_class

#: The boats' crews and marines [APP.2.3.2i]: three boats of one Boarding die each and one marine counter.
BOATS, MARINES = 3, 1
#: The watch spots the boats on this score or more [APP.2.3.2i].
SPOT = 5


def asleep(ship: str) -> int:
    """The Boarding dice asleep below when a ship of stat line ``ship`` has her crew ashore: half of all but the
    guard's one die, rounded up [APP.2.3.2i, 1.4]."""
    return halved(max(ship_class(ship).boarding - 1, 0))


def guard(name: str, ship: str, roused: bool) -> tuple[Boarder, Step]:
    """Ship ``name`` (stat line ``ship``) with her crew ashore as she fights a boarding [APP.2.3.2i, 6.1]: the one
    die of the guard on deck, and once the watch has raised the alarm the sleepers turned out beside it."""
    if not roused:
        return Boarder(name, 1), Step("APP.2.3.2i", f"{name}'s crew is ashore: only the guard on deck, one die, fights")
    dice = 1 + asleep(ship)
    said = f"{name}'s alarm has brought the sleepers up: the guard and {asleep(ship)} more, {dice} dice"
    return Boarder(name, dice), Step("APP.2.3.2i", said)


def _forces(ship: str) -> tuple[Boarder, Boarder, Boarder, list[Step]]:
    """The raiders, the guard on deck and the guard with the sleepers up, and the steps saying so."""
    cls = ship_class(ship)
    below = asleep(ship)
    name = cls.name
    steps = [
        Step("APP.2.3.2i", f"the {name} lies at anchor at night, most of her crew ashore"),
        Step("APP.2.3.2i", f"on deck one Boarding die of her {cls.boarding}; half the rest, {below}, asleep below"),
        Step("APP.2.3.2i", f"{BOATS} boats of one Boarding die each and {plural(MARINES, 'marine counter')} [6.2]"),
    ]
    raiders = Boarder("the boats", BOATS, marines=MARINES)
    return raiders, Boarder(f"the {name}'s watch", 1), Boarder(f"the {name}'s crew", 1 + below), steps


def _watches(distance: int, readings: ReadingsLike | None) -> tuple[int, list[Step]]:
    """How many times the watch throws for boats starting ``distance`` inches off, at 1 inch a Game-Turn."""
    r = chosen(readings)
    last = r["cut_out_watch"] == "to-the-last"
    watches = distance if last else distance - 1
    said = f"the boats start {plural(distance, 'inch', 'inches')} off and come alongside in Game-Turn {distance}"
    said += f": the watch throws at most {plural(watches, 'time')}"
    return watches, [RULINGS.step("APP.2.3.2i", said, r, "cut_out_watch")]


def raid(
    ship: str,
    distance: int,
    watch_dice: Sequence[int],
    attack_dice: Sequence[int],
    defend_dice: Sequence[int],
    *,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A raid from its dice [APP.2.3.2i]: the ship's stat line key, the boats' ``distance`` (the die thrown for it),
    the watch's dice (one a Game-Turn, up to the first 5 or 6), then the boarding fight's dice [6.1]. The verdict is
    ``"taken"`` or ``"repelled"``; the facts ``spotted`` (the Game-Turn the boats were seen, or ``None``)."""
    distance = check_die(distance)
    raiders, watch, crew, steps = _forces(ship)
    watches, said = _watches(distance, readings)
    steps += said
    thrown = list(watch_dice)
    spotted = next((turn for turn, d in enumerate(thrown, 1) if check_die(d) >= SPOT), None)
    wanted = spotted or watches
    if spotted is not None and spotted > watches or len(thrown) != wanted:
        expected = f"{plural(wanted, 'die')} of the watch, one a Game-Turn, stopping at the first {SPOT} or 6"
        raise InvalidInputError("watch dice", thrown, expected)
    if spotted is None:
        steps.append(Step("APP.2.3.2i", "the watch never sees the boats: only the guard on deck fights"))
    else:
        steps.append(Step("APP.2.3.2i", f"the watch sees the boats in Game-Turn {spotted}: the crew below turn out"))
    fight = boarding([raiders], crew if spotted else watch, attack_dice, defend_dice)
    steps += [s for s in fight.steps if s.case == "6.1" and "Damage token" not in s.reason]  # boats count no morale
    verdict = "taken" if fight.verdict == "prize" else "repelled"
    facts = {k: fight.facts[k] for k in ("attack_hits", "defend_hits", "dice", "need")} | {"spotted": spotted}
    return RULINGS("cutting out", verdict, steps, readings=chosen(readings), facts=facts, kind="boarding")


def raid_odds(ship: str, *, readings: ReadingsLike | None = None) -> Ruling:
    """The exact chance a raid takes the ship [APP.2.3.2i]: over the six distances the boats may start at, the
    chance the watch sees them first (one in three a throw) times the chance of beating the whole crew, and
    otherwise of beating the guard on deck [6.1]. The value is the chance; the facts ``spotted`` its chance."""
    raiders, watch, crew, steps = _forces(ship)
    against_watch = Fraction(boarding_odds([raiders], watch).facts["prize"])
    against_crew = Fraction(boarding_odds([raiders], crew).facts["prize"])
    seen = Fraction(7 - SPOT, 6)  # a 5 or a 6
    unseen = sum((Fraction(1, 6) * (1 - seen) ** _watches(d, readings)[0] for d in range(1, 7)), Fraction(0))
    taken = unseen * against_watch + (1 - unseen) * against_crew
    r = chosen(readings)
    steps += [
        RULINGS.step(
            "APP.2.3.2i", f"the boats are seen before they board: {format_chance(1 - unseen)}", r, "cut_out_watch"
        ),
        Step(
            "6.1",
            f"the raiders beat the guard on deck {format_chance(against_watch)}, the whole crew "
            f"{format_chance(against_crew)}",
        ),
        Step("APP.2.3.2i", f"the ship is taken: {format_chance(taken)}", taken),
    ]
    facts = {"prize": taken, "spotted": 1 - unseen}
    return RULINGS(
        "odds of cutting out", format_chance(taken), steps, readings=r, value=taken, facts=facts, kind="odds"
    )


__all__ = ["BOATS", "MARINES", "SPOT", "asleep", "guard", "raid", "raid_odds"]
