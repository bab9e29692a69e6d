"""Section 15.0 Game length, victory and map restrictions.

Length [15.0-GL]: 15.8 12 Game-Turns, 15.9 16; smaller games stop when a side has no ship under her colours, when
no side can do fire damage (a draw by default), or by agreement. Victory [15.0-VC]: prizes held at the end, 10 minus
Rate each, a ship blown up her enemy's prize; equal totals draw. Map [15.0-MR]: the printed grid unless extended
(readings ``map_exit``, ``swell_edge``); beyond it a ship still counts for her side.
"""

from __future__ import annotations

from ...errors import InvalidInputError
from ...geometry.squares import Square
from ...rulings import RuledInt, Ruling, Step, used
from .board import COLUMNS, MAP, ROWS, in_bounds
from .board import name as square_name
from .readings import RULINGS, Readings, ReadingsLike, readings_for
from .state import Position, ShipState

#: Ship count above which a scenario needs a fixed length [15.0-GL].
OPEN_ENDED_MAX_SHIPS = 6


def _two_sides(position: Position) -> tuple[str, str]:
    sides = position.sides()
    if len(sides) != 2:
        raise InvalidInputError("sides of the position", sides, "exactly two sides")
    return sides[0], sides[1]


def enemy_of(position: Position, side: str) -> str:
    """The other side of a two-sided game [15.0]."""
    a, b = _two_sides(position)
    if side not in (a, b):
        raise InvalidInputError("side", side, f"{a!r} or {b!r}")
    return b if side == a else a


def game_length(scenario_id: str) -> Ruling:
    """Fixed number of Game-Turns of a scenario, ``None`` when open-ended [15.0-GL, 15.8, 15.9].

    Read from :func:`.scenarios.scenario_info`; the verdict is the number or ``None``.
    """
    from .scenarios import scenario_info

    info = scenario_info(scenario_id)
    n = info.game_length
    if n is None:
        step = Step("15.0-GL", f"scenario {scenario_id} has six ships or fewer: no fixed length")
    else:
        step = Step(f"{scenario_id}", f"scenario {scenario_id} lasts {n} Game-Turns", n)
    return RULINGS(f"length of scenario {scenario_id}", n, (step,), value=n)


def active(ship: ShipState) -> bool:
    """Still fighting under its own colours: afloat and not a prize [12.2, 13.23]."""
    return not ship.destroyed and not ship.prize


def damage_possible(position: Position, readings: ReadingsLike | None = None) -> Ruling:
    """Can either side still hope to do fire damage to the other? [15.0-GL, 9.11, 9.12, 10.41, 11.1, 11.3, 12.11, 12.23]

    While a side has a ship that may shoot (afloat, not a prize [12.2] nor abandoned [12.11]) and can reach a shooting
    position (she can move, or is only fouled [10.41e, 11.3], or fouled with an enemy [11.1], or under
    ``fire_after_non_entry=once_per_turn`` has a shot now [9.11]), and the other a ship to hit (not a prize [12.23])."""
    from .fire.combat import fire_options

    r = readings_for(readings, position)
    a, b = _two_sides(position)
    steps: list[Step] = []
    consulted: tuple[tuple[str, str], ...] = ()
    q = "can fire damage still be done"
    for side, other in ((a, b), (b, a)):
        targets = [s for s in position.afloat() if s.side == other and not s.prize]
        if not targets:
            steps.append(Step("12.23", f"{other} has no ship that may be fired at"))
            continue
        for s in position.afloat():
            if s.side != side or s.prize or s.abandoned:
                continue
            fouled_with_enemy = s.fouled and any(t.side == other and not t.prize for t in position.at(s.square))
            if not s.dead_in_water:
                how = "can still move"
            elif not s.with_(fouled=False).dead_in_water:
                how = "is dead in the water only because it is fouled, and may unfoul and sail again [10.41e, 11.3]"
            elif fouled_with_enemy:
                how = "is fouled with an enemy it may fire at [11.1]"
            else:
                consulted = used(r, "fire_after_non_entry")
                if r["fire_after_non_entry"] != "once_per_turn" or not fire_options(position, s.name, readings=r):
                    continue
                how = "cannot move but has a shot now, and gets a fire window every turn (reading fire_after_non_entry=once_per_turn)"
            steps.append(Step("9.11", f"{s.name} ({side}) {how}, and {other} has targets: damage is still possible"))
            return RULINGS(q, True, steps, also=consulted)
        steps.append(Step("10.41", f"no ship of {side} can move or fire at an enemy stacked with it"))
    if consulted and r["fire_after_non_entry"] == "literal":
        steps.append(
            Step(
                "9.11", "a ship that enters no square never fires unless fouled (reading fire_after_non_entry=literal)"
            )
        )
    return RULINGS(q, False, steps, also=consulted)


def _lost(ship: ShipState) -> Step:
    """How one ship was lost to its side: taken as a prize, or blown up [12.2, 13.23]."""
    if ship.destroyed:
        return Step("13.23", f"{ship.name} blew up")
    if ship.side == ship.nationality:
        return Step("12.32", f"{ship.name} was retaken, but only as a prize, which takes no part in the fight")
    return Step("12.2", f"{ship.name} struck and is a prize of {ship.side}")


def eliminated_sides(position: Position) -> tuple[str, ...]:
    """The sides with no participating ship left (every one a prize or blown up), in order [15.0-GL, 12.2, 13.23]:
    what :func:`elimination` decides, without the ruling (the sequence asks after every action)."""
    fighting = position.fighting_sides()  # remembered by the position, which keeps it while no ship changes sides
    return tuple(side for side in _two_sides(position) if side not in fighting)


def elimination(
    position: Position, length: int | None = None, during: str | None = None, readings: ReadingsLike | None = None
) -> Ruling:
    """Has a side lost every one of its participating ships, as prizes or to fire? [15.0-GL, 12.2, 13.23]

    For open-ended games (``length`` ``None``; 15.8 and 15.9 by reading ``elimination_fixed_length``), at any moment:
    ``during`` names the phase (``"Melee [11.2]"``); the game ends and scores at once. Facts: those of
    :func:`end_check`, ``sides`` and ``during``."""
    q = "has a side lost all its participating ships"
    facts: dict[str, object] = {"reason": None, "draw_forced": False, "sides": (), "during": during}
    r = readings_for(readings, position)
    consulted = () if length is None else used(r, "elimination_fixed_length")
    if length is not None and r["elimination_fixed_length"] == "plays_out":
        step = Step("15.0-GL", f"the scenario lasts {length} Game-Turns; losing every ship does not end it earlier")
        return RULINGS(q, False, (step,), also=consulted, facts=facts)
    gone = eliminated_sides(position)
    if not gone:
        step = Step("15.0-GL", "both sides still have a ship under their own colours")
        return RULINGS(q, False, (step,), facts=facts)
    steps: list[Step] = []
    for side in gone:
        steps.extend(_lost(s) for s in position.ships if s.nationality == side)
        steps.append(
            Step("15.0-GL", f"{side} has no ship left under its own colours: it has lost all its participating ships")
        )
    if length is not None:
        steps.append(
            Step("15.0-GL", f"the scenario's {length} Game-Turns are not played out (reading elimination_fixed_length)")
        )
    when = f"in the {during} phase of Game-Turn {position.turn}" if during else f"in Game-Turn {position.turn}"
    steps.append(
        Step(
            "15.0-GL",
            f"the game ends at that moment, {when}: nothing more of the turn is played and the Victory Points are counted as the ships stand [15.0-VC]",
        )
    )
    return RULINGS(q, True, steps, also=consulted, facts=facts | {"reason": "eliminated", "sides": gone})


def end_check(
    position: Position,
    length: int | None = None,
    agreed: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Is the game over after ``position.turn``'s Terminal Stage? [15.0-GL, 15.8, 15.9]

    A fixed ``length`` ends after its last turn; an open-ended game on :func:`elimination`, when no damage is possible
    (:func:`damage_possible`) or when ``agreed``. ``facts["reason"]``; ``facts["draw_forced"]`` by reading
    ``game_end_no_damage``."""
    r = readings_for(readings, position)
    if length is not None and (isinstance(length, bool) or not isinstance(length, int) or length < 1):
        raise InvalidInputError("game length", length, "a whole number of Game-Turns, or None for open-ended")
    q = f"is the game over after Game-Turn {position.turn}"

    def over(
        reason: str, steps: list[Step], forced: bool = False, readings_used: tuple[tuple[str, str], ...] = ()
    ) -> Ruling:
        return RULINGS(q, True, steps, also=readings_used, facts={"reason": reason, "draw_forced": forced})

    if agreed:
        return over("agreement", [Step("15.0-GL", "both players agree to stop")])
    if length is not None:
        if position.turn >= length:
            return over("length", [Step("15.0-GL", f"Game-Turn {position.turn} of {length} has been played")])
        step = Step("15.0-GL", f"Game-Turn {position.turn} of {length}: play on")
        return RULINGS(q, False, (step,), facts={"reason": None, "draw_forced": False})
    steps = [Step("15.0-GL", "no fixed length: play until a side is eliminated, damage is impossible, or by agreement")]
    gone = elimination(position)
    if gone:
        return over("eliminated", steps + list(gone.steps))
    dmg = damage_possible(position, r)
    steps.extend(dmg.steps)
    if not dmg:
        forced = r["game_end_no_damage"] == "draw"
        steps.append(
            Step(
                "15.0-GL",
                "neither side can do fire damage any more: "
                + ("the game is a draw" if forced else "Victory Points decide"),
            )
        )
        return over("no damage possible", steps, forced, dmg.readings + used(r, "game_end_no_damage"))
    return RULINGS(q, False, steps, also=dmg.readings, facts={"reason": None, "draw_forced": False})


def prize_value(ship: ShipState) -> int:
    """Victory Points of one prize or blown-up ship: 10 minus its Rate [15.0-VC]."""
    return 10 - ship.rate


def _scorer(position: Position, s: ShipState, r: Readings) -> tuple[str | None, Step]:
    value = prize_value(s)
    if s.destroyed:
        if not s.prize:
            side = enemy_of(position, s.side)
            return side, Step("15.0-VC", f"{s.name} blew up: it counts as a prize of {side}, 10 - Rate {s.rate}", value)
        if r["vp_blown_prize"] == "enemy_of_original":
            side = enemy_of(position, s.nationality)
        else:
            side = enemy_of(position, s.side)
        return side, Step("15.0-VC", f"{s.name} blew up while a prize of {s.side}: {side} scores it", value)
    if s.prize:
        if s.side == s.nationality and r["vp_recaptured"] == "nothing":
            return None, Step("12.32", f"{s.name} is {s.side}'s own ship retaken: no points")
        return s.side, Step("15.0-VC", f"{s.name} is a prize held by {s.side}: 10 - Rate {s.rate}", value)
    return None, Step("15.0-VC", f"{s.name} is not a prize: no points")


def victory_points(position: Position, readings: ReadingsLike | None = None) -> dict[str, RuledInt]:
    """Each side's Victory Points [15.0-VC, 12.2, 12.32, 13.21]: prizes held, and enemy ships blown up.

    Each scoring ship is worth 10 minus its Rate. Abandoned ships that never struck
    score nothing. Readings ``vp_blown_prize`` and ``vp_recaptured`` settle the two
    open cases.
    """
    r = readings_for(readings, position)
    a, b = _two_sides(position)
    steps: dict[str, list[Step]] = {a: [], b: []}
    for s in position.ships:
        side, step = _scorer(position, s, r)
        if side is not None:
            steps[side].append(step)
    out: dict[str, RuledInt] = {}
    for side in (a, b):
        total = sum(st.value or 0 for st in steps[side])
        ruling = RULINGS(
            f"Victory Points of {side}",
            total,
            tuple(steps[side]) or (Step("15.0-VC", f"{side} holds no prizes"),),
            readings=r,
            keys=("vp_blown_prize", "vp_recaptured"),
            value=total,
        )
        out[side] = RuledInt(total, ruling)
    return out


def result(
    position: Position,
    draw_forced: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Who won: the side with more Victory Points, else a draw [15.0-VC].

    ``draw_forced`` (from :func:`end_check`'s facts under ``game_end_no_damage=draw``)
    makes the game a draw whatever the points [15.0-GL]. The verdict reads
    ``"BR wins"`` or ``"draw"``; ``facts["points"]`` holds both totals.
    """
    r = readings_for(readings, position)
    vp = victory_points(position, r)
    (a, pa), (b, pb) = vp.items()
    steps = [*vp[a].ruling.steps, *vp[b].ruling.steps]
    if draw_forced:
        steps.append(Step("15.0-GL", "the game ended with no damage possible: a draw (game_end_no_damage=draw)"))
        verdict = "draw"
    elif pa == pb:
        steps.append(Step("15.0-VC", f"equal totals, {pa} each: a draw"))
        verdict = "draw"
    else:
        w = a if pa > pb else b
        steps.append(Step("15.0-VC", f"{a} {int(pa)} against {b} {int(pb)}: {w} wins"))
        verdict = f"{w} wins"
    points = {a: int(pa), b: int(pb)}
    return RULINGS(
        "result of the game",
        verdict,
        steps,
        readings=r,
        keys=(
            "vp_blown_prize",
            "vp_recaptured",
            *(("game_end_no_damage",) if draw_forced else ()),
        ),
        facts={"points": points},
    )


def outcome(
    position: Position, length: int | None = None, agreed: bool = False, readings: ReadingsLike | None = None
) -> Ruling:
    """Is the game over after this Game-Turn, and if so who won? [15.0-GL, 15.0-VC]

    :func:`end_check`'s steps, then (when the game is over) :func:`result`'s, the draw
    forced by reading ``game_end_no_damage=draw`` included. The verdict is ``"play on"``
    or the result (``"US wins"``, ``"draw"``); ``facts["reason"]`` says why the game ended.
    """
    end = end_check(position, length, agreed, readings)
    q = f"outcome after Game-Turn {position.turn}"
    if not end:
        return RULINGS(q, "play on", end.steps, also=end.readings, facts={"reason": None})
    res = result(position, bool(end.facts["draw_forced"]), readings)
    both = end.readings + res.readings
    return RULINGS(q, res.verdict, end.steps + res.steps, also=both, facts={"reason": end.facts["reason"], **res.facts})


def on_printed_map(sq: Square) -> Ruling:
    """Is the square on the printed grid, where play is meant to stay? [15.0-MR, 2.1]"""
    inside = sq in MAP
    where = square_name(sq) if in_bounds(sq) else f"column {sq.col}, row {sq.row}"
    why = (
        "on the printed grid"
        if inside
        else f"off the printed {COLUMNS} x {ROWS} grid; leaving it needs both players' consent"
    )
    return RULINGS(f"is {where} on the map", inside, (Step("15.0-MR", f"{where} is {why}"),))


__all__ = [
    "OPEN_ENDED_MAX_SHIPS",
    "active",
    "damage_possible",
    "elimination",
    "end_check",
    "enemy_of",
    "game_length",
    "on_printed_map",
    "outcome",
    "prize_value",
    "result",
    "victory_points",
]
