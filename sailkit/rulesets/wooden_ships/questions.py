"""*Wooden Ships & Iron Men*'s questions: what a club asks of a position, each answered as a ruling citing its rules.

A question is asked of a desk position, a :class:`~.state.State` (the position on the map with the level, the
Optional Rules in play, the readings and the map's size; :mod:`.notation` writes one on a line). :data:`QUESTIONS`
lists every question by the word it is typed with (``fire Constitution Java``), each answered by the rule set's own
functions and returned as a :class:`~sailkit.rulings.Ruling`; answers that come as odds are turned into steps with the
case that gives them. :func:`ask` answers one typed as words, as the rulings desk (``faces/desk.py``), ``sailkit
ruling`` and a record's ``[%ruling ...]`` annotation do.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ...errors import InvalidInputError
from ...geometry.hexes import gap
from ...questions import Param, Question, menu, read_question
from ...rulings import Ruling, Step
from ...wording import plural
from . import ammunition, bombs, combat, locking, melee
from .combat import target_ruling
from .fields import Broadside, reduced_targets, ship_range
from .movement import attitude, carry_out, read_plot
from .orders import movement_grid, mover
from .readings import RULINGS
from .state import Party, Ship, State
from .tables import basic_hits, hit_result, melee_loss, split_table
from .wind import wind_to

SHIP, TARGET = Param("ship", "ship"), Param("target", "ship")
AIM = Param("aim", "aim", "hull")


def _percent(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator} ({float(p):.1%})" if p.denominator != 1 else f"{p} ({float(p):.0%})"


def _ship(state: State, name: str) -> Ship:
    return state.position.ship(name)


# ---- fire [11.1, 11.2, 24.1] ----


def _engagement(state: State, firer: Ship, target: Ship) -> tuple[Broadside | None, str, list[Ruling]]:
    """The broadside that may engage ``target`` and the guns that bear (``full``, ``bow``, ``stern``), and each
    broadside's closest-target ruling [11.1.4, 24.1.5]."""
    others = combat.obstacles(state.position, firer, state.readings)
    checks = [target_ruling(firer.name, firer.counter, side, others, state.readings) for side in Broadside]
    for side, check in zip(Broadside, checks):
        if state.level == "advanced":
            for e in reduced_targets(firer.counter, side, others, state.readings):
                if e.target == target.name:
                    return side, e.section, checks
        elif target.name in check.facts["targets"]:
            return side, "full", checks
    return None, "", checks


def fire_question(state: State, firer_name: str, target_name: str, aim: str = "hull") -> Ruling:
    """May ``firer`` fire at ``target``, and which Hit Table does she read: her fields, the range to the nearer hex,
    the closest-target rule with blocking friends, struck ships and land [11.1, 11.2.1, 24.1], then the HDT
    [11.2.3, 11.3, 24.1-24.5]. The ruling carries the map's ``grid`` and the ``position``, so its picture names the
    hexes and shows the turn and the wind [2.2]."""
    ruling = _fire(state, firer_name, target_name, aim)
    return replace(ruling, facts={"position": state.position, **ruling.facts, "grid": state.grid})


def _fire(state: State, firer_name: str, target_name: str, aim: str) -> Ruling:
    firer, target = _ship(state, firer_name), _ship(state, target_name)
    if firer.name == target.name:
        raise InvalidInputError("target", target_name, "another ship than the firer")
    question = f"may {firer.name} fire at {target.name}?"
    side, section, checks = _engagement(state, firer, target)
    if side is None:
        seen = [c for c in checks if any(n == target.name for n, _, _ in c.facts["seen"])]
        check = seen[0] if seen else checks[0]
        case = "11.1.4"
        if not seen:
            why = f"{target.name} is in neither broadside's field within 10 hexes"
        elif state.level == "advanced":
            case = "24.1.5"
            why = f"{target.name} is in her {check.facts['side']} play, but something nearer blocks the guns that bear"
        else:
            why = f"{target.name} is in her {check.facts['side']} field, but {check.verdict}"
        return replace(check, question=question, verdict=f"no: {why}", steps=(*check.steps, Step(case, why)))
    check = checks[0 if side is Broadside.L else 1]
    steps: list[Step] = [*check.steps]
    if not combat.can_fire(firer, side):
        why = f"her {side.value} broadside may not fire now (unloaded, no guns or crew, quiet, or not fighting)"
        return RULINGS(question, f"no: {why}", [*steps, Step("11.1.8", why)], kind="targets", facts=check.facts)
    if state.level == "advanced":
        load = firer.ammo_on(side)
        rng = ship_range(firer.counter, target.counter, state.readings, "" if section == "full" else section)
        if rng > ammunition.reach(load, state.readings):
            why = f"her {ammunition.NAMES[load]} reaches {plural(ammunition.reach(load, state.readings), 'hex')}, not {rng}"
            return RULINGS(question, f"no: {why}", [*steps, Step("24.2", why)], kind="targets", facts=check.facts)
        number = combat.advanced_fire_number(
            state.position, firer, side, target, section, state.readings, optional=state.optional
        )
    else:
        number = combat.fire_number(state.position, firer, side, target, state.readings, state.level)
    aims = combat.aims(state.position, firer, target, number.range)
    if aim not in aims:
        steps.append(Step("11.2.5", f"at range {number.range} she may aim only at the {' or '.join(aims)}"))
    guns = "" if section == "full" else f" ({section} section)"
    verdict = f"yes: her {side.value} broadside{guns}, {number.ruling.verdict}"
    return replace(
        number.ruling,
        question=question,
        verdict=verdict,
        steps=(*steps, *number.ruling.steps),
        readings=tuple(dict.fromkeys((*number.ruling.readings, *check.readings, *RULINGS.named(steps)))),
        facts={**number.ruling.facts, "aim": aim if aim in aims else aims[0]},
    )


def odds_question(state: State, firer_name: str, target_name: str, aim: str = "hull") -> Ruling:
    """The fire ruling with the chance of each Hit Table result after it: one die a table, each face 1/6 [11.2.6,
    16.1.2.1]."""
    base = fire_question(state, firer_name, target_name, aim)
    if not str(base.verdict).startswith("yes") or base.value is None or base.value < 0:
        return base
    shot = str(base.facts.get("aim", aim))
    steps: list[Step] = []
    expected = Fraction(0)
    question = f"odds of {firer_name}'s fire at {target_name}"
    if base.facts.get("ammo") == "G":
        return replace(base, question=question)
    for table in split_table(int(base.value)):
        for die in range(1, 7):
            hits = hit_result(table, shot, die)
            if state.level != "advanced":  # the card's * and (R) are the Advanced Game's
                hits = basic_hits(hits)
            expected += Fraction(hits.total, 6)
            star = " and a critical-hit roll" if hits.critical else ""
            steps.append(Step("11.2.6", f"Table {table}, {shot}, die {die}: {hits}{star} (1/6)"))
    steps.append(Step("11.2.6", f"expected boxes hit: {expected} ({float(expected):.2f})"))
    fired = str(base.verdict).removeprefix("yes: ")
    verdict = f"{plural(expected, 'box', 'boxes')} hit on average ({fired})"
    return replace(base, question=question, verdict=verdict, steps=(*base.steps, *steps))


def range_question(state: State, a: str, b: str) -> Ruling:
    """Range in hexes to the target's nearer hex [11.2.1] (reading range_from)."""
    sa, sb = _ship(state, a), _ship(state, b)
    rng = ship_range(sa.counter, sb.counter, state.readings)
    step = Step("11.2.1", f"hexes from {sa.name}'s nearer hex to {sb.name}'s nearer hex: {rng}", rng)
    return RULINGS(
        f"range from {sa.name} to {sb.name}",
        plural(rng, "hex"),
        [step],
        readings=state.readings,
        keys=("range_from",),
        value=rng,
        kind="dice",
    )


def targets_question(state: State, name: str) -> Ruling:
    """Whom each broadside may engage now [11.1.4, 24.1.5]."""
    ship = _ship(state, name)
    others = combat.obstacles(state.position, ship, state.readings)
    steps: list[Step] = []
    found: list[str] = []
    keys: list[str] = []
    for side in Broadside:
        check = target_ruling(ship.name, ship.counter, side, others, state.readings)
        keys += (k for k, _ in check.readings)
        if not combat.can_fire(ship, side):
            steps.append(Step("11.1.8", f"her {side.value} broadside may not fire now"))
            continue
        if state.level == "advanced":
            engaged = reduced_targets(ship.counter, side, others, state.readings)
            names = [e.target + ("" if e.section == "full" else f" ({e.section} section)") for e in engaged]
            steps += [*check.steps[:-1], Step("24.1.5", f"{side.value}: " + (", ".join(names) or "no target"))]
        else:
            names = list(check.facts["targets"])
            steps += check.steps
        found += [f"{side.value}: {n}" for n in names]
    verdict = "; ".join(found) or "nobody"
    return RULINGS(f"whom may {ship.name} fire at?", verdict, steps, readings=state.readings, keys=keys, kind="dice")


# ---- movement [7.1, 7.2, 20.0] ----


def _plan(state: State, name: str, written: str) -> Ruling:
    ship = _ship(state, name)
    return carry_out(mover(state, ship), written, wind_to(state), movement_grid(state), state.readings).ruling


def attitude_question(state: State, name: str) -> Ruling:
    """A ship's attitude to the wind and her movement allowance this turn [7.1.3, 7.1.4, 20.1.1]."""
    ship = _ship(state, name)
    plan = _plan(state, name, "0")
    steps = [s for s in plan.steps if s.case in ("7.1.3", "7.1.4", "37.1")]
    allowance = plan.value
    att = attitude(ship.facing, wind_to(state), state.readings)
    sails = "full sails" if state.level == "advanced" and ship.full_sails else "battle sails"
    steps.insert(
        1,
        Step(
            "7.1.4",
            f"{sails}, speed {mover(state, ship).speed}, {plural(ship.rigging_sections_lost, 'rigging section')} lost",
        ),
    )
    return replace(
        plan,
        question=f"how does {ship.name} lie to the wind, and how far may she sail?",
        verdict=f"attitude {att}, allowance {allowance}",
        steps=tuple(steps),
    )


def order_question(state: State, name: str, written: str) -> Ruling:
    """Where a written order takes a ship, carried out up to its first forbidden element [7.2.7]."""
    return _plan(state, name, read_plot(written))


# ---- grappling and melee [9.1, 12.3] ----


def grapple_question(state: State, a: str, b: str) -> Ruling:
    """The chance ``a`` grapples ``b`` this turn: two dice, 10 or more with the Grappling Table's modifiers [9.1.4]."""
    sa, sb = _ship(state, a), _ship(state, b)
    if (apart := gap(sa.hexes, sb.hexes)) != 1:
        why = f"{sb.name} is not alongside {sa.name}, in a hex next to hers: she is {plural(apart, 'hex', 'hexes')} off"
        return RULINGS(
            f"may {sa.name} grapple {sb.name}?", f"no: {why}", [Step("9.1.2", f"{why}: no grapple")], kind="dice"
        )
    mod, steps = locking.grappling_modifier(
        sa, sb, True, True, 1, state.position.wind.velocity, state.level == "advanced", state.readings
    )
    odds = locking.odds(mod)
    note = Step("9.1.4", "both ships taken to have moved, the target one hex: set the position to ask otherwise")
    return RULINGS(
        f"may {sa.name} grapple {sb.name}?",
        f"two dice {mod:+d}: 10 or more ({_percent(odds)})",
        [*steps, note],
        facts={"odds": odds},
        kind="dice",
    )


def melee_question(state: State, a: str, b: str) -> Ruling:
    """``a``'s whole crew boarding ``b`` against ``b``'s whole crew defending: each side's total melee strength
    [12.3.1] and the chance of each outcome of the first round [12.3.2, 12.3.3] (reading melee_victory)."""
    sa, sb = _ship(state, a), _ship(state, b)
    attack = Party(sa.name, "OBP", melee.party_sections(sa, 3), sb.name)
    defend = Party(sb.name, "DBP", melee.party_sections(sb, 3))
    ships = {sa.name: sa, sb.name: sb}
    a_tms, d_tms = melee.tms(ships, [attack]), melee.tms(ships, [defend])
    steps = [
        Step("10.2", f"supposing {sa.name} fouled or grappled with {sb.name}, as boarding needs"),
        Step("12.3.1", f"{sa.name} boards with every section: strength {a_tms}"),
        Step("12.3.1", f"{sb.name} defends with every section: strength {d_tms}"),
    ]
    outcome: dict[str, Fraction] = {}
    for da in range(1, 7):
        for dd in range(1, 7):
            after = melee.take_losses(ships, [defend], melee_loss(a_tms, da))
            after = melee.take_losses(after, [attack], melee_loss(d_tms, dd))
            won = melee.decided(melee.tms(after, [attack]), melee.tms(after, [defend]), state.readings)
            key = {"attackers": f"{sa.name} takes {sb.name}", "defenders": "the boarders are beaten off"}.get(
                won, "the melee goes on"
            )
            outcome[key] = outcome.get(key, Fraction(0)) + Fraction(1, 36)
    steps += [Step("12.3.3", f"after one round: {k}: {_percent(p)}") for k, p in outcome.items()]
    likeliest = max(outcome, key=lambda k: outcome[k])
    return RULINGS(
        f"what comes of {sa.name} boarding {sb.name}?",
        likeliest,
        steps,
        readings=state.readings,
        keys=("melee_victory",),
        kind="melee",
    )


def mortar_question(state: State, name: str, target_name: str) -> Ruling:
    """May a bomb's mortar fire at a ship now, and at which Hit Table (the bow mortar, else the second) [42.1-42.9.3]."""
    bomb, target = _ship(state, name), _ship(state, target_name)
    said = [bombs.fire_ruling(state, bomb, m, target) for m in ("bow", "second")]
    return next((r for r in said if r.value is not None), said[0])


#: Every question the desk asks, in menu order: the word it is typed with, a title, its words, its cases.
QUESTIONS = menu(
    Question(
        "fire",
        "may a ship fire at another, and the Hit Table",
        (SHIP, TARGET, AIM),
        "11.1-11.3, 24.1",
        fire_question,
    ),
    Question("odds", "the hit odds of a broadside", (SHIP, TARGET, AIM), "11.2.6, 16.1.2.1", odds_question),
    Question("range", "range to the nearer hex", (SHIP, TARGET), "11.2.1", range_question),
    Question("targets", "whom a ship may fire at", (SHIP,), "11.1.4, 24.1.5", targets_question),
    Question("attitude", "attitude to the wind and allowance", (SHIP,), "7.1.3, 7.1.4", attitude_question),
    Question(
        "order",
        "where a written order takes a ship",
        (SHIP, Param("plot", "plot", example="L1R1")),
        "7.1, 7.2.7",
        order_question,
    ),
    Question("grapple", "the chance to grapple", (SHIP, TARGET), "9.1.4", grapple_question),
    Question("melee", "melee odds, one ship boarding another", (SHIP, TARGET), "12.3", melee_question),
    Question(
        "mortar",
        "may a bomb's mortar fire at a ship, and the Hit Table",
        (SHIP, TARGET),
        "42.1-42.9.3",
        mortar_question,
    ),
)


def choices(state: State, kind: str) -> tuple[str, ...]:
    """What a question's word of ``kind`` may name in ``state``: a ship (her name may have several words), an aim."""
    if kind == "ship":
        return tuple(s.name for s in state.position.ships)
    return ("hull", "rigging") if kind == "aim" else ()


def ask(state: State, text: str) -> Ruling:
    """The ruling for the question ``text`` asks of ``state`` (``"fire United States Java"``): what the desk, ``sailkit
    ruling`` and a record's ``[%ruling ...]`` annotation answer."""
    question, words = read_question(QUESTIONS, state, text, choices)
    return question.answer(state, *words)


__all__ = [
    "QUESTIONS",
    "ask",
    "choices",
    "attitude_question",
    "fire_question",
    "grapple_question",
    "melee_question",
    "mortar_question",
    "odds_question",
    "order_question",
    "range_question",
    "targets_question",
]
