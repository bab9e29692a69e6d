"""Boarding parties and melee [10.0, 12.0]: whole crew sections, lowest first, fighting rounds of one die a side.

A party is made of whole crew sections, the lowest-numbered sections with a box left
first [10.1.1, 10.1.2.1]. Its total melee strength (TMS) is its boxes times the factor
of its crew quality and party type [12.3.1]. In a round each side rolls a die on its own
TMS column of the Melee Resolution Table and the enemy party loses that many boxes from
its lowest section [12.3.2]. Three rounds a turn; an undecided melee goes on next turn
[12.3.3]. When a melee is won is a reading (``melee_victory``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...readings import Readings
from ...rulings import Ruling, Step
from ...wording import agree, plural
from . import prizes
from .actions import WoodenShipsAction
from .readings import READINGS, RULINGS
from .ships import QUALITIES, ship_type
from .state import Melee, Party, Position, Ship, State, Task
from .tables import MELEE_STRENGTH, melee_loss


def party_sections(ship: Ship, n: int, taken: Sequence[int] = ()) -> tuple[int, ...]:
    """The first ``n`` crew sections with a box left and not in another party [10.1.2.1, 10.1.2.2]."""
    free = [i for i, c in enumerate(ship.crew) if c > 0 and i not in taken]
    return tuple(free[:n])


def boxes(ship: Ship, party: Party) -> int:
    return sum(ship.crew[i] for i in party.sections)


def factor(ship: Ship, kind: str, raked: bool = False) -> int:
    """Melee strength of one crew box [12.3.1, Crew Melee Strength Table]."""
    obp, dbp_raked, dbp = MELEE_STRENGTH[ship.quality]
    if kind == "OBP":
        return obp
    return dbp_raked if raked else dbp


def tms(ships: dict[str, Ship], parties: Sequence[Party], raked: Sequence[str] = ()) -> int:
    """Total melee strength of one side of a melee: each party's boxes times its factor [12.3.1]; a DBP aboard a
    ship raked this turn counts at the lower "being raked" factor [A-10.0]."""
    return sum(boxes(ships[p.ship], p) * factor(ships[p.ship], p.kind, p.ship in raked) for p in parties)


def take_losses(ships: dict[str, Ship], parties: Sequence[Party], n: int) -> dict[str, Ship]:
    """Remove ``n`` boxes from the parties, each from its lowest section first, shared out as evenly as possible [12.3.2, 12.3.6]."""
    out = dict(ships)
    left = n
    while left:
        live = [p for p in parties if boxes(out[p.ship], p) > 0]
        if not live:
            break
        for p in live:
            if not left:
                break
            s = out[p.ship]
            crew = list(s.crew)
            for i in p.sections:
                if crew[i]:
                    crew[i] -= 1
                    break
            out[p.ship] = s.with_(crew=tuple(crew))
            left -= 1
    return out


def decided(attack: int, defend: int, readings: Readings | None = None) -> str:
    """``"attackers"``, ``"defenders"`` or ``""``: who has won after a round [12.3.3, A-12.3] (reading melee_victory)."""
    r = READINGS.resolve(readings)
    if defend == 0 and attack > 0:
        return "attackers"
    if attack == 0:
        return "defenders"
    if r["melee_victory"] == "three-to-one":
        if attack >= 3 * defend:
            return "attackers"
        if defend >= 3 * attack:
            return "defenders"
    return ""


# ---- as played in a game ----


def start_melees(state: State) -> tuple[State, list[Step]]:
    """Match attacking parties with their targets' defenders [12.2]; uncontested boarders capture at once [12.2.4, 12.2.7]."""
    pos = state.position
    steps: list[Step] = []
    melees = [m for m in state.melees]
    engaged = {m.target for m in melees}
    by_target: dict[str, list[str]] = {}
    pos, crossing, steps = transfers(state, pos)
    for p in state.parties:
        if p.kind == "OBP" and p.target not in engaged:
            by_target.setdefault(p.target, []).append(p.ship)
    for target, attackers in sorted(by_target.items()):
        t = pos.ship(target)
        defending = defenders(state, target, attackers)
        if t.status.fights and t.crew_total and defending:
            melees.append(Melee(target, tuple(attackers)))
            steps.append(Step("12.2.1", f"{', '.join(attackers)} board {target}: a melee"))
        else:
            pos, more = capture(state.with_(position=pos), target, attackers)
            steps.extend(more)
    tasks = tuple(
        t for m in melees for t in (Task("melee", (m.target, "attackers")), Task("melee", (m.target, "defenders")))
    )
    return state.with_(position=pos, melees=tuple(melees), pending=tasks, crossing=crossing), steps


def transfers(state: State, pos: Position) -> tuple[Position, tuple[tuple[str, str, int, str], ...], list[Step]]:
    """Transfer parties set out [12.1.1-12.1.4]: the boxes a friend has room for are crossed off their ship and held
    apart, ``(from, to, boxes, side)``, until the turn ends [12.1.2, 10.2.7]; the friend's crew takes the worse of the two
    qualities at once [12.1.4]. None crosses onto a friend that surrendered [12.1.2]. A party sent to an enemy takes
    her as a prize if she has given up, and otherwise stays aboard, idle [10.2.8]."""
    steps: list[Step] = []
    crossing: list[tuple[str, str, int, str]] = []
    for p in state.parties:
        if p.kind != "TBP":
            continue
        src, dst = pos.ship(p.ship), pos.ship(p.target)
        if dst.side != src.side:
            if dst.status.fights:
                steps.append(Step("10.2.8", f"{p.target} has not given up: {p.ship}'s party stays aboard, idle"))
            else:
                pos, more = capture(state.with_(position=pos), p.target, (p.ship,), "TBP")
                steps.extend([Step("10.2.8", f"{p.target} has given up: {p.ship}'s party goes aboard"), *more])
            continue
        if not dst.status.fights:
            steps.append(Step("12.1.2", f"{p.ship}'s transfer party stays aboard: {p.target} has surrendered"))
            continue
        full = ship_type(dst.type_key).crew
        room = sum(max(full[i] - c, 0) for i, c in enumerate(dst.crew) if i < len(full))
        held = sum(c[2] for c in crossing if c[1] == dst.name)
        sent = min(boxes(src, p), max(room - held, 0))
        src_crew = list(src.crew)
        left = sent
        for i in p.sections:
            take = min(src_crew[i], left)
            src_crew[i] -= take
            left -= take
        worse = max(src.quality, dst.quality, key=QUALITIES.index)
        pos = pos.with_ship(src.with_(crew=tuple(src_crew)))
        pos = pos.with_ship(pos.ship(dst.name).with_(quality=worse))
        crossing.append((src.name, dst.name, sent, src.side))
        steps.append(
            Step(
                "12.1.2",
                f"{plural(sent, 'box')} {agree(sent, 'leaves', 'leave')} {p.ship} for {p.target}, whose crew is now {worse} [12.1.4]; "
                "they join her crew when the turn ends [10.2.7]",
            )
        )
    return pos, tuple(crossing), steps


def arrivals(pos: Position, crossing: Sequence[tuple[str, str, int, str]]) -> tuple[Position, list[Step]]:
    """At the end of the turn the transferred boxes join their new ship's log, refilling her latest losses first
    [12.1.3, 10.2.7]; if she was taken meanwhile they are prisoners with the rest of her crew [12.1.4]."""
    steps: list[Step] = []
    for frm, to, n, side in crossing:
        dst = pos.ship(to)
        if dst.side != side:
            pos = pos.with_ship(dst.with_(prisoners=dst.prisoners + n))
            steps.append(
                Step(
                    "12.1.4",
                    f"{to} was taken: the {plural(n, 'box')} from {frm} {agree(n, 'is a prisoner', 'are prisoners')} with her crew",
                )
            )
            continue
        full = ship_type(dst.type_key).crew
        crew = list(dst.crew)
        moving = n
        for i in reversed(range(len(crew))):  # the latest losses are in the highest section
            add = min(max((full[i] if i < len(full) else 0) - crew[i], 0), moving)
            crew[i] += add
            moving -= add
        pos = pos.with_ship(dst.with_(crew=tuple(crew)))
        steps.append(
            Step(
                "12.1.3",
                f"the {plural(n - moving, 'box')} from {frm} {agree(n - moving, 'joins', 'join')} {to}'s crew, latest losses first",
            )
        )
    return pos, steps


def defenders(state: State, target: str, attackers: Sequence[str]) -> list[Party]:
    """Who meets the boarders: the target's OBP aimed back at one of them first, while it has men [12.2.2, 12.2.6],
    then her DBP [12.2.3]."""
    ships = {s.name: s for s in state.position.ships}
    back = [p for p in state.parties if p.ship == target and p.kind == "OBP" and p.target in attackers]
    if any(boxes(ships[p.ship], p) for p in back):
        return back
    return [p for p in state.parties if p.ship == target and p.kind == "DBP"] or back


def _second_line(state: State, target: str, beaten: Sequence[Party]) -> list[Party]:
    """The target's DBP still to be fought once her OBP is beaten [12.2.6]; none if the beaten were her DBP."""
    if not beaten or beaten[0].kind != "OBP":
        return []
    ships = {s.name: s for s in state.position.ships}
    return [p for p in state.parties if p.ship == target and p.kind == "DBP" and boxes(ships[p.ship], p)]


def capture(state: State, target: str, attackers: Sequence[str], kind: str = "OBP") -> tuple[Position, list[Step]]:
    """The boarders take the ship: their surviving boxes become her prize crew, her crew prisoners [12.4.2, 12.4.7,
    12.4.10]; ``kind`` TBP for a transfer party sent to a ship that gave up [10.2.8]."""

    pos = state.position
    parties = [p for p in state.parties if p.kind == kind and p.ship in attackers and p.target == target]
    first = pos.ship(attackers[0])
    prize = sum(boxes(pos.ship(p.ship), p) for p in parties)
    for p in parties:
        s = pos.ship(p.ship)
        crew = list(s.crew)
        for i in p.sections:
            crew[i] = 0
        pos = pos.with_ship(s.with_(crew=tuple(crew)))
    taken = prizes.take(pos.ship(target), first.side, prize, first.quality)
    steps = [
        Step(
            "12.4.2",
            f"{target} is taken by {', '.join(attackers)}; {plural(prize, 'box')} {agree(prize, 'goes', 'go')} aboard as her prize crew, "
            f"{taken.prisoners} of her crew are prisoners [12.4.7]",
        )
    ]
    held, step = prizes.hold(taken, state.readings)
    if step is not None:
        steps.append(step)
    return pos.with_ship(held), steps


def resolve_melee(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """A melee die: the attackers' first, then the defenders', with which the round is fought [12.3.1-12.3.3]
    (reading melee_victory)."""
    target, who = task.args
    m = next(x for x in state.melees if x.target == target)
    if who == "attackers":
        melees = tuple(replace(x, dice=(*x.dice, die)) if x.target == target else x for x in state.melees)
        many = len(m.attackers)
        rolls = f"the {agree(many, 'ship', 'ships')} boarding {target} {agree(many, 'rolls', 'roll')} {die}"
        return state.with_(melees=melees), RULINGS(
            "the attackers' melee die", str(die), (Step("12.3.2", rolls),), kind="melee"
        )
    state, attack, defend, ships, steps = _fight(state, m, (*m.dice, die))
    state, verdict = _decide(state, m, (attack, defend), ships, steps)
    return state, RULINGS(
        f"what happens in the melee for {target}?",
        verdict,
        steps,
        kind="melee",
        readings=state.readings,
        keys=("melee_victory",),
    )


def _fight(
    state: State, m: Melee, dice: tuple[int, ...]
) -> tuple[State, list[Party], list[Party], dict[str, Ship], list[Step]]:
    """One round fought with its two dice: each side's strength [12.3.1], the losses each inflicts [12.3.2], and a
    prize crew cut down losing her prize [12.4.8, 12.4.9]; the boarding parties, the defenders, each ship after her
    losses, and the steps."""
    pos = state.position
    ships = {s.name: s for s in pos.ships}
    attack = [p for p in state.parties if p.kind == "OBP" and p.target == m.target and p.ship in m.attackers]
    defend = defenders(state, m.target, m.attackers)
    raked = [shot.target for shot in state.shots if shot.rake]
    a_tms, d_tms = tms(ships, attack), tms(ships, defend, raked)
    a_loss, d_loss = melee_loss(d_tms, dice[1]), melee_loss(a_tms, dice[0])
    ships = take_losses(take_losses(ships, defend, d_loss), attack, a_loss)
    pos = pos.with_(ships=tuple(ships[s.name] for s in pos.ships))
    steps = [
        Step("12.3.1", f"boarders' strength {a_tms}, defenders' {d_tms}"),
        Step("12.3.2", f"dice {dice[0]} and {dice[1]}: defenders lose {d_loss}, boarders lose {a_loss}"),
    ]
    for name in (m.target, *m.attackers):  # a prize crew cut down in the melee loses her [12.4.8, 12.4.9]
        held, step = prizes.hold(pos.ship(name), state.readings)
        if step is not None:
            pos = pos.with_ship(held)
            steps.append(step)
    return state.with_(position=pos), attack, defend, ships, steps


def _decide(
    state: State, m: Melee, sides: tuple[list[Party], list[Party]], ships: dict[str, Ship], steps: list[Step]
) -> tuple[State, str]:
    """Who won the round [12.3.3] (reading melee_victory): a captured ship [12.4], boarders beaten off (whose
    defenders may board back [12.3.5]), or another round, the third the last this turn; and the verdict."""
    attack, defend = sides
    raked = [shot.target for shot in state.shots if shot.rake]
    a_after, d_after = tms(ships, attack), tms(ships, defend, raked)
    winner = decided(a_after, d_after, state.readings)
    rnd, target = m.round + 1, m.target
    rest = tuple(x for x in state.melees if x.target != target)
    if winner == "attackers" and _second_line(state, target, defend):
        steps.append(Step("12.2.6", f"{target}'s boarders are beaten: the boarders go on against her DBP"))
        state = state.with_(parties=tuple(p for p in state.parties if p not in defend))
        winner = ""
    if winner == "attackers":
        pos, more = capture(state, target, m.attackers)
        steps.extend([Step("12.3.3", f"strength {a_after} against {d_after}: the boarders win"), *more])
        return state.with_(position=pos, melees=rest), f"{target} is captured"
    if winner == "defenders":
        steps.append(Step("12.3.3", f"strength {a_after} against {d_after}: the boarders are beaten off"))
        offers = tuple(
            (p.ship, a, rnd)
            for p in defend
            if p.kind == "DBP" and boxes(ships[p.ship], p) > 0
            for a in m.attackers
            if state.position.ship(a).afloat
        )
        if offers:
            steps.append(Step("12.3.5", f"{target}'s defenders may board {', '.join(m.attackers)} in turn"))
        return state.with_(melees=rest, counters=(*state.counters, *offers)), "the boarders are beaten off"
    state = state.with_(melees=(*rest, Melee(target, m.attackers, rnd, ())))
    if rnd < 3:
        again = (Task("melee", (target, "attackers")), Task("melee", (target, "defenders")))
        state = state.with_(pending=(*again, *state.pending))
    else:
        steps.append(Step("12.3.3", "three rounds fought: the melee goes on next turn"))
    return state, f"round {rnd} fought"


def counter_board(state: State, ship: str, target: str) -> tuple[State, Ruling]:
    """A victorious DBP boards the ship whose boarders it beat off: it is an OBP from now on, at the OBP factor, and
    fights the rounds left this turn [12.3.5]; with nobody to meet it, it takes her at once [12.2.4]."""
    rounds = next(r for s, t, r in state.counters if s == ship and t == target)
    parties = tuple(
        Party(p.ship, "OBP", p.sections, target) if p.ship == ship and p.kind == "DBP" else p for p in state.parties
    )
    state = state.with_(parties=parties, counters=tuple(c for c in state.counters if c[0] != ship))
    steps = [Step("12.3.5", f"{ship}'s defenders board {target}: an OBP now, its strength counted at the OBP factor")]
    t = state.position.ship(target)
    meeting = sum(boxes(state.position.ship(d.ship), d) for d in defenders(state, target, (ship,)))
    if t.status.fights and meeting > 0:
        kept = Melee(target, (ship,), rounds, ())
        state = state.with_(melees=(*state.melees, kept))
        if rounds < 3:
            dice = (Task("melee", (target, "attackers")), Task("melee", (target, "defenders")))
            state = state.with_(pending=(*dice, *state.pending))
        else:
            steps.append(Step("12.3.3", "three rounds fought: the melee goes on next turn"))
    else:
        pos, more = capture(state, target, (ship,))
        state = state.with_(position=pos)
        steps.extend(more)
    return state, RULINGS(f"what does counter {ship} {target} do?", f"{ship} boards {target}", steps, kind="melee")


# ---- the rule set ----


def counter_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """The Melee Phase's one choice: a DBP that beat off boarders may board their ship in turn [12.3.5]."""
    return [WoodenShipsAction("counter", (s, t)) for s, t, _ in state.counters if s == ship.name]


__all__ = ["boxes", "decided", "factor", "party_sections", "take_losses", "tms"]
