"""The questions a club asks of a *Fighting Ships* position, answered as rulings (rules only: no face imported).

:data:`QUESTIONS` lists each question by the word it is typed with, asked of a :class:`~.notation.Position` (one
line, ``FSH turn 1 ...``, which carries the readings it is ruled under):

* ``fire SHIP TARGET``: may she fire at the target: an enemy in sight, in range and in an arc, the band fired at
  (a gale shifts it) and the dice she throws [5.1-5.4, 5.5.1, 1.5.2c];
* ``odds SHIP TARGET``: the exact chances of that salvo, as fractions: hits (a rake's chain of explosions summed
  exactly), hits through the saves, Damage and Anchor tokens, sunk, struck or afloat [5.5.1-5.6.4, APP.2.2.1];
* ``range``, ``sight``, ``arcs`` and ``rake`` of a ship and a target: one part of that ruling alone [5.2-5.5.5];
* ``sail SHIP PLAN [POINTS]``: may she sail a plan (``M2+30,T90``: manoeuvres joined by commas) with so many
  sailing points (by default what the plan costs), where it ends, and the first ship or shore her base meets on the
  way or the table's edge [4.1.1f-i, 4.3.1, 1.5.2g, 1.5.4];
* ``ends SHIP [POINTS]``: every place she can end her move [4.1.1f-i]; ``attitude SHIP``: her attitude to the
  wind [4.1.1a-e];
* ``board SHIP TARGET``: the exact chance that her boarders take the target as a prize [6.1];
* ``strike SHIP``: the strike test of a ship with four Damage tokens, its exact chance of striking [5.6.4];
* ``boat BOAT`` and ``boat-odds BOAT SHIP``: what a boat counter may do, and the exact odds of its attack [6.3]
  (:mod:`.boat_questions`);
* ``fireship SHIP``: what a fireship does to the ships round her: where her run ends, which ships then lie within
  2 inches and the exact chance each takes a Damage token, which lie within 6 inches of her blast, and the chance
  the next fire die blows her up [9.1.2];
* ``sonar``, ``asw``, ``aa`` and ``dogfight``: the exact odds of a sonar search, an ASW attack, AA fire against a
  raid and an air combat, asked in numbers [7.3, 7.4, 8.6, 8.8] (:mod:`.air_sea_questions`).
* ``torpedo SHIP TARGET [SPREADS]`` and ``missile SHIP TARGET [MISSILES]``: a torpedo run and a missile salvo
  against goalkeepers, where they strike and the exact odds of what they do [5.7-5.8.2] (:mod:`.counter_questions`).

Every answer is made by the rule functions the engine plays with, and names the readings it used; the desk
(``faces/desk.py``), ``sailkit ruling`` and a record's ``[%ruling ...]`` ask them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from shapely.geometry import box
from shapely.geometry.base import BaseGeometry

from ...dice import format_chance
from ...errors import IllegalActionError, InvalidInputError
from ...numbers import real, whole
from ...questions import Param, Question, menu, read_question
from ...rulings import Ruling, Step
from ...wording import plural
from .admirals import admiral_effect
from .air_sea_questions import AIR_SEA
from .arcs import in_arc, rake
from .batteries import battery_bearing, is_battery, shooter_of, sight_land, unraked
from .boarding import boarding_odds
from .boat_questions import boat_odds, boat_options
from .bombs import anchor_gate, bomb_bearing, bomb_rake, is_bomb
from .collisions import first_collision, table_edge
from .counter_questions import missile_salvo, torpedo_run
from .damage import Afloat
from .dice import pass_chance
from .fireships import BLAST, SCORCH, blow_up_chance, fireship_run, fireship_within, heat_chance, is_fireship
from .fleet_words import ecm_of
from .gunnery import fire_band, gunnery_dice, salvo_odds
from .notation import Position, Vessel
from .odds import fire_odds
from .prizes import boarder
from .ranges import gunnery_range
from .readings import RULINGS
from .sailing import COST, ends, parse_plan, sail
from .seascape import fog_banks
from .seeing import sight_on
from .sight import line_of_sight
from .steam import POINT, speed_range, steam_ends
from .steel import limit_of
from .targets import valid_target
from .turrets import turret_bearing, turret_options
from .wind import Weather, attitude, gale_fire

SHIP, TARGET = Param("ship", "ship"), Param("target", "ship")
#: The most sailing points a question may spend: a Sailing stat's dice never give more [4.1.1a].
MOST_POINTS = 12


def _on_table(ruling: Ruling, pos: Position, **facts: Any) -> Ruling:
    """``ruling`` with the wind among its facts (unless it has its own), so its diagram shows where it blows from."""
    return replace(ruling, facts={"wind": pos.wind, **ruling.facts, **facts})


def _afloat(v: Vessel) -> Afloat:
    """A ship's tokens and captain as the damage rules read them before an attack [5.6, APP.1.2.2]."""
    limit = limit_of(v.ship.cls)
    return Afloat(min(v.damage, limit), v.anchors > 0, limit, fort=is_battery(v.ship), captain=v.captain)


def _others(pos: Position, *names: str) -> list[Any]:
    """The ships still on the table besides ``names`` (struck ships float on; sunk ones are gone)."""
    return [v.ship for v in pos.ships if v.name not in names and v.fate not in ("sunk", "off")]


def _shores(pos: Position) -> list[BaseGeometry]:
    return [box(*s) for s in pos.shores]


def _pair(pos: Position, ship: str, target: str) -> tuple[Vessel, Vessel]:
    a, b = pos.vessel(ship), pos.vessel(target)
    if a.name == b.name:
        raise InvalidInputError("target", target, f"another ship than {a.name} herself")
    return a, b


def _gale(pos: Position, a: Vessel, b: Vessel) -> tuple[str | None, list[Ruling]]:
    """Which way a gale blows ``a``'s shot at ``b`` (``None``: no gale, or square across it), with its ruling
    [1.5.2c]."""
    if pos.weather is not Weather.GALE:
        return None, []
    gale = gale_fire(a.ship, b.ship, pos.wind)
    return (None if gale.verdict == "across" else str(gale.verdict)), [gale]


def _terms(pos: Position, a: Vessel, b: Vessel, band: str, raking: bool, parts: list[Ruling]) -> Salvo:
    """The terms of ``a``'s salvo at ``b`` measured at ``band``: the band fired at and the dice, a gale's shift and
    halving [1.5.2c], damage [5.6.1] and a Poor captain [APP.1.2.2] counted."""
    way, gale = _gale(pos, a, b)
    fired = fire_band(band, gale=way)
    dice = gunnery_dice(a.ship.cls.gunnery, damaged=a.damage > 0, gale=way, captain=a.captain, readings=pos.readings)
    return Salvo(str(fired.verdict), raking, int(dice.value or 0), (*parts, *gale, fired, dice))


def _aim(pos: Position, ship: str, target: str) -> tuple[Vessel, Vessel, Ruling, Salvo | None]:
    """``ship``, ``target``, whether she may fire at it [5.1] (an armament critical silences her [5.6.2]), and when
    she may the salvo's terms: the band fired at (a gale's shift included [1.5.2c]), whether it rakes [5.5.5] and
    the dice [5.5.1]."""
    a, b = _pair(pos, ship, target)
    others, fog = _others(pos, a.name, b.name), fog_banks(pos)
    seeing, ecm = float(sight_on(pos, a, b).value or 0), ecm_of(pos.fleets, a.side)  # [3.2.1, 1.5.2d]
    valid = valid_target(a.ship, b.ship, others, land=_shores(pos), fog=fog, seeing=seeing, ecm=ecm,
                         readings=pos.readings)  # fmt: skip
    if valid and "armament" in a.criticals:
        silenced = Step("5.6.2", f"{a.name}'s armament critical: she may not fire until its Damage token is removed")
        valid = replace(valid, verdict=False, steps=(*valid.steps, silenced))
    if valid and is_bomb(a.ship):  # her compulsory Anchor token [9.1.4]
        may, step = anchor_gate(a.name, a.anchors, pos.readings)
        used = (*valid.readings, ("bomb_anchor", pos.readings["bomb_anchor"]))
        valid = replace(valid, verdict=may, steps=(*valid.steps, step), readings=tuple(dict(used).items()))
    if not valid:
        return a, b, valid, None
    return a, b, valid, _terms(pos, a, b, str(valid.facts["band"]), bool(valid.facts["rake"]), [valid])


@dataclass(frozen=True)
class Salvo:
    """The terms of a salvo asked about: the band fired at, whether it rakes, the dice, and the rulings they rest
    on (their steps and readings)."""

    band: str
    raking: bool
    dice: int
    parts: tuple[Ruling, ...]

    @property
    def steps(self) -> list[Step]:
        return [s for part in self.parts for s in part.steps]

    @property
    def readings(self) -> tuple[tuple[str, str], ...]:
        return tuple(pair for part in self.parts for pair in part.readings)


def _fire(pos: Position, ship: str, target: str) -> Ruling:
    """May ``ship`` fire at ``target``, at which band, raking or not, with how many dice [5.1-5.5.5]."""
    _, _, valid, salvo = _aim(pos, ship, target)
    if salvo is None:
        return _on_table(valid, pos)
    ruling = RULINGS(
        valid.question,
        True,
        salvo.steps,
        readings=pos.readings,
        also=salvo.readings,
        value=salvo.dice,
        measure="{} die" if salvo.dice == 1 else "{} dice",
        gloss=f"at {salvo.band} range" + (", raking" if salvo.raking else ""),
        facts={**valid.facts, "dice": salvo.dice, "fire_band": salvo.band},
        kind="target",
    )
    return _on_table(ruling, pos)


def _odds(pos: Position, ship: str, target: str) -> Ruling:
    """The exact odds of ``ship``'s salvo at ``target``: hits, hits through, tokens, the end of the ship [5.5.1-5.6.4]."""
    a, b, valid, salvo = _aim(pos, ship, target)
    if salvo is None:
        return _on_table(valid, pos)
    hull, discipline = b.ship.cls.hull, b.test_dice("discipline")
    odds = fire_odds(
        salvo.dice,
        salvo.band,
        hull,
        raking=salvo.raking,
        shooter=shooter_of(a.ship),
        captain=a.captain,
        ship=_afloat(b),
        discipline=discipline,
        readings=pos.readings,
    )
    ruling = RULINGS(
        f"odds of {a.name}'s salvo at {b.name}",
        odds.verdict,
        [*salvo.steps, *odds.steps],
        readings=pos.readings,
        also=salvo.readings + odds.readings,
        value=odds.value,
        facts={**odds.facts, "firer": a.ship, "target": b.ship},
        kind="odds",
    )
    return _on_table(ruling, pos)


def _range(pos: Position, ship: str, target: str) -> Ruling:
    a, b = _pair(pos, ship, target)
    return _on_table(gunnery_range(a.ship, b.ship, readings=pos.readings), pos)


def _sight(pos: Position, ship: str, target: str) -> Ruling:
    a, b = _pair(pos, ship, target)
    others = _others(pos, a.name, b.name)
    land, said = sight_land(a.ship, b.ship, _shores(pos), pos.readings)
    sight = line_of_sight(a.ship, b.ship, others, land=land, readings=pos.readings)
    return _on_table(replace(sight, steps=(*said, *sight.steps)) if said else sight, pos)


def _arcs(pos: Position, ship: str, target: str) -> Ruling:
    a, b = _pair(pos, ship, target)
    bearing = battery_bearing if is_battery(a.ship) else bomb_bearing if is_bomb(a.ship) else in_arc
    bearing = turret_bearing if a.ship.cls.turreted else bearing  # flexible turret arcs [5.4g]
    return _on_table(bearing(a.ship, b.ship, readings=pos.readings), pos)


def _rake(pos: Position, ship: str, target: str) -> Ruling:
    """Whether ``ship`` rakes ``target`` [5.5.5], and when she does, the chain her salvo's explosions run [5.5.2]
    from the dice she fires, at the band she fires in (a gale halves the dice or lengthens the band [1.5.2c])."""
    a, b = _pair(pos, ship, target)
    band = str(gunnery_range(a.ship, b.ship, readings=pos.readings).facts["band"])
    raked = bomb_rake if is_bomb(a.ship) else unraked if is_battery(b.ship) else rake
    raking = raked(a.ship, b.ship, band, pos.readings)
    if not raking:
        return _on_table(raking, pos)
    terms = _terms(pos, a, b, band, True, [raking])
    shooter = shooter_of(a.ship)
    chain = salvo_odds(terms.dice, terms.band, raking=True, shooter=shooter, captain=a.captain, readings=pos.readings)
    mean = Fraction(chain.facts["mean"])
    step = Step(
        "5.5.2",
        f"her {plural(terms.dice, 'die', 'dice')} rake at {terms.band} range: bonus dice explode again, "
        f"{float(mean):.2f} hits on average (the chain summed exactly; ask odds for every chance)",
    )
    ruling = RULINGS(
        raking.question,
        raking.verdict,
        [*terms.steps, step],
        readings=pos.readings,
        also=terms.readings + chain.readings,
        facts={**raking.facts, "mean": mean},
        kind="rake",
    )
    return _on_table(ruling, pos)


def _points(text: str, default: int) -> int:
    return default if text == "plan" else whole(text, "sailing points", 0, MOST_POINTS)


def _sail(pos: Position, ship: str, plan: str, points: str) -> Ruling:
    """May ``ship`` sail ``plan`` with ``points`` sailing points, where she ends, and what her base meets on the way:
    the first ship or shore, else the table's edge [4.1.1f-i, 4.3.1, 1.5.2g, 1.5.4]."""
    v = pos.vessel(ship)
    manoeuvres = parse_plan(plan.replace(",", " "))
    if not manoeuvres:
        raise InvalidInputError("sailing plan", plan, "manoeuvres such as M2+30,T90")
    spend = _points(points, sum(COST[m.kind] for m in manoeuvres))
    steer = "steering" not in v.criticals
    ruled = sail(v.ship, manoeuvres, spend, pos.wind, can_turn=steer, readings=pos.readings)
    if not ruled:
        return _on_table(ruled, pos)
    move = ruled.facts["move"]
    met = first_collision(v.ship, move, _others(pos, v.name), shores=_shores(pos), readings=pos.readings)
    if met.verdict is None:
        edge = table_edge(v.ship, move, *pos.table, readings=pos.readings)
        if edge.verdict is None:
            return _on_table(ruled, pos)
        met = edge
    said = " ".join(map(str, manoeuvres))
    question = f"what {v.name}'s base meets sailing {said}" if met.kind == "collision" else f"{v.name} sails {said}"
    also = ruled.readings + met.readings
    ruling = RULINGS(question, met.verdict, [*ruled.steps, *met.steps], also=also, facts=met.facts, kind=met.kind)
    return _on_table(ruling, pos)


def _ends(pos: Position, ship: str, points: str) -> Ruling:
    v = pos.vessel(ship)
    return _on_table(ends(v.ship, _points(points, 2), pos.wind, readings=pos.readings), pos)


def _how_far(pos: Position, ship: str, inches: str) -> Ruling:
    """How far ``ship`` can move this turn [4.1.2-4.1.4]: under steam or oars (her choice, ``under:``, else her first
    motive but sail) the speed her ``inches`` rolled allow after her last move (``speed:``), and where plans of runs and
    turns end; a ship that sails on canvas alone, every end her full Sailing roll of points can reach [4.1.1f-i]."""
    v = pos.vessel(ship)
    motive = v.under or next((m for m in v.ship.cls.motive if m != "sail"), "sail")
    if motive == "sail" or v.under == "sail":
        found = ends(v.ship, 2, pos.wind, readings=pos.readings)
        said = Step("4.1.1a", f"{v.name} sails: her roll gives her points; here the ends of 2 (ask ends SHIP N)")
        return _on_table(replace(found, steps=(said, *found.steps)), pos)
    rolled = POINT * v.ship.cls.sailing if inches == "roll" else real(inches, "rolled inches", "inches", limit=100.0)
    speed = speed_range(v.ship.cls, rolled, v.speed, motive=motive, readings=pos.readings)
    found = steam_ends(v.ship, speed.verdict, readings=pos.readings)
    return _on_table(replace(found, steps=(*speed.steps, *found.steps)), pos)


def _attitude(pos: Position, ship: str) -> Ruling:
    v = pos.vessel(ship)
    return _on_table(attitude(v.ship.pose.heading, pos.wind, pos.readings), pos, ship=v.ship)


def _board(pos: Position, ship: str, target: str) -> Ruling:
    """The exact chance that ``ship``'s boarders take ``target`` as a prize [6.1]: with every friend entangled with the
    target pooling hers, marine counters [6.2], a Swashbuckler's 1s thrown again [APP.1.2.2] and a prize's skeleton
    crew (reading ``prize_crew``). A ship may board only an enemy she is entangled with, and the ruling says so when
    she is not (the odds are those once she is)."""
    a, b = _pair(pos, ship, target)
    friends = [v for v in pos.ships if v.name != a.name and v.side == a.side and v.fighting and b.name in v.entangled]
    crews = [boarder(v, pos.readings)[0] for v in (a, *friends)]
    attackers = [
        replace(c, swashbuckler=v.has_captain("swashbuckler")) for c, v in zip(crews, (a, *friends), strict=True)
    ]
    held, said = boarder(b, pos.readings)
    odds = boarding_odds(attackers, replace(held, swashbuckler=b.has_captain("swashbuckler")))
    if b.name in a.entangled:
        first = [Step("6.1", f"{a.name} is entangled with {b.name}: she may board instead of firing")]
    else:
        first = [Step("6.1", f"{a.name} is not entangled with {b.name}: she may board only once she is")]
    if friends:
        names = ", ".join(v.name for v in friends)
        first.append(Step("6.1", f"{names}, entangled with {b.name} too, pool their boarders"))
    steps = (*first, *said, *odds.steps)
    return _on_table(replace(odds, steps=steps), pos, ship=a.ship, target=b.ship)


def _strike(pos: Position, ship: str) -> Ruling:
    """The strike test [5.6.4]: a ship brought to four Damage tokens tests her Discipline, and strikes her colours
    unless a die shows a 6; its exact chance, with her captain's part: an Authoritarian throws the 1s again once, a
    Poor captain throws one die fewer [APP.1.2.2]."""
    v = pos.vessel(ship)
    dice = v.test_dice("discipline")
    authoritarian = v.has_captain("authoritarian")
    strikes = 1 - pass_chance(dice, rethrow_ones=authoritarian)
    limit = limit_of(v.ship.cls)
    due = v.damage >= limit and v.fighting
    steps = [
        Step(
            "5.6.4",
            f"{v.name} has {plural(v.damage, 'Damage token')}: "
            + ("she tests to strike" if due else f"she tests only once she has {limit}"),
        ),
        Step(
            "1.4", f"Discipline {v.ship.cls.discipline}: {plural(dice, 'die', 'dice')}, any 6 holds her to her colours"
        ),
    ]
    if v.captain == "poor":
        steps.append(Step("APP.1.2.2", "a Poor captain throws one Discipline die fewer"))
    if authoritarian:
        steps.append(Step("APP.1.2.2", "an Authoritarian captain throws each 1 again once: a die holds on 7/36"))
    steps.append(Step("5.6.4", f"she strikes with chance {format_chance(strikes)}"))
    ruling = RULINGS(
        f"does {v.name} strike" + ("" if due else f" (once she has {plural(limit, 'Damage token')})"),
        strikes,
        steps,
        readings=pos.readings,
        keys=("strike_test",),
        facts={"fate": {"strikes": strikes, "fights on": 1 - strikes}, "ship": v.ship},
        kind="odds",
    )
    return _on_table(ruling, pos)


def _fireship(pos: Position, ship: str) -> Ruling:
    """What fireship ``ship`` does to the ships round her [9.1.2]: her run (lit, or once her crew lights her), what
    it meets, the ships within 2 inches of where she stops with the exact chance each fails her Discipline test,
    the ships her blast would reach from there, and the chance the next fire die blows her up."""
    v = pos.vessel(ship)
    if not is_fireship(v.ship):
        raise IllegalActionError(f"fireship {v.name}: she is no fireship, and the question does not arise", "9.1.2")
    r, steps = pos.readings, []
    lit = v.damage > 0
    if not lit:
        chance = pass_chance(v.test_dice("discipline"))
        steps.append(Step("9.1.2a", f"not alight yet: her crew lights her with chance {format_chance(chance)}"))
    ran = fireship_run(v.ship, pos.wind, anchored=v.anchors > 0, readings=r)
    others = [w for w in pos.ships if w.name != v.name and w.fate not in ("sunk", "off")]
    met = first_collision(v.ship, ran.facts["move"], [w.ship for w in others], shores=_shores(pos), readings=r)
    steps += [*ran.steps, *met.steps[1:]]
    end = v.ship.at(met.facts["pose"])
    near = fireship_within(end, [w.ship for w in others], SCORCH, "9.1.2d", r)
    blast = fireship_within(end, [w.ship for w in others], BLAST, "9.1.2c", r)
    chances = {n: heat_chance(pos.vessel(n).test_dice("discipline")) for n in near.verdict}
    steps += near.steps
    if met.verdict not in (None, "shore"):
        w = pos.vessel(str(met.verdict))
        caught = heat_chance(w.ship.cls.sailing)
        chances = {**chances, w.name: caught + (1 - caught) * heat_chance(w.test_dice("discipline"))}
        said = f"{w.name} fails her emergency Sailing test with chance {format_chance(caught)} and catches fire"
        steps.append(Step("9.1.2e", said + "; clear, she still tests as within 2 inches (if she has room to turn)"))
    steps += [Step("9.1.2d", f"{n} takes a Damage token with chance {format_chance(c)}") for n, c in chances.items()]
    steps += blast.steps
    boom = Fraction(1) if met.verdict == "shore" else blow_up_chance(max(v.damage, 1), 1)
    if met.verdict == "shore":
        steps.append(Step("9.1.2f", "she runs aground burning and blows up at once: the blast reaches those ships"))
    else:
        steps.append(Step("9.1.2c", f"the next fire die blows her up with chance {format_chance(boom)}"))
    at_risk = ", ".join(f"{n} {format_chance(c)}" for n, c in chances.items())
    ruling = RULINGS(
        f"what does {v.name} do to the ships round her",
        f"a Damage token: {at_risk}" if chances else "no ship within 2 inches",
        steps,
        readings=r,
        also=ran.readings + met.readings + near.readings,
        facts={
            "ship": v.ship,
            "pose": end.pose,
            "move": ran.facts["move"],
            "inches": ran.value,
            "others": tuple(w.ship for w in others),
            "met": met.verdict,
            "near": near.verdict,
            "blast": blast.verdict,
            "chances": chances,
            "blows_up": boom,
            "lit": lit,
        },
        kind="fireship",
    )
    return _on_table(ruling, pos)


def _admiral(pos: Position, ship: str) -> Ruling:
    """What ``ship``'s admiral changes for her as the position stands (:func:`.admirals.admiral_effect`)
    [APP.1.2.1]."""
    return _on_table(admiral_effect(pos, ship), pos)


def _turrets(pos: Position, ship: str, target: str) -> Ruling:
    """Every training of a DB ship's turrets and the dice each brings on ``target`` (:func:`.turrets.turret_options`)
    [5.4g]."""
    a, b = _pair(pos, ship, target)
    return _on_table(turret_options(a.ship, b.ship, pos.readings), pos)


PLAN = Param("plan", "plan", example="M2", open=True)
BOAT = Param("boat", "boat")
#: Counters launched together by a ``torpedo`` or ``missile`` question (a missile salvo: her launchers).
SPREADS = Param("spreads", "count", "1", example="2", open=True)
SALVO = Param("missiles", "count", "", example="2", open=True)
#: The sailing points a ``sail`` question spends: by default what its plan costs.
SPEND = Param("points", "spend", "plan", open=True)

#: Every question the desk asks, in menu order: the word it is typed with, a title, its words, its sections.
QUESTIONS: dict[str, Question] = menu(
    Question("fire", "may a ship fire at a target, with how many dice", (SHIP, TARGET), "5.1-5.5.5, 1.5.2c", _fire),
    Question("odds", "the exact odds of a salvo", (SHIP, TARGET), "5.5.1-5.6.4, APP.2.2.1", _odds),
    Question("range", "range band, mainmast to mainmast", (SHIP, TARGET), "1.4, 5.3", _range),
    Question("sight", "line of sight past hulls and land", (SHIP, TARGET), "5.2", _sight),
    Question("arcs", "which gun arcs hold a target", (SHIP, TARGET), "5.4", _arcs),
    Question("rake", "does a shot rake, and its chain of explosions", (SHIP, TARGET), "5.5.5, 5.5.2", _rake),
    Question(
        "sail", "may a ship sail a plan, and what she meets", (SHIP, PLAN, SPEND), "4.1.1f-i, 4.3.1, 1.5.4", _sail
    ),
    Question(
        "ends",
        "every place a ship can end her move",
        (SHIP, Param("points", "points", "2", open=True)),
        "4.1.1f-i",
        _ends,
    ),
    Question(
        "how-far",
        "how far a steamship or galley can move this turn",
        (SHIP, Param("inches", "points", "roll", open=True)),
        "4.1.2-4.1.4",
        _how_far,
    ),
    Question("attitude", "a ship's attitude to the wind", (SHIP,), "4.1.1a-e", _attitude),
    Question("board", "the exact odds of a boarding action", (SHIP, TARGET), "6.1", _board),
    Question("strike", "the strike test's exact odds", (SHIP,), "5.6.4", _strike),
    Question("fireship", "what a fireship does to the ships round her", (SHIP,), "9.1.2", _fireship),
    Question("admiral", "what her admiral changes for a ship now", (SHIP,), "APP.1.2.1", _admiral),
    Question("boat", "what a boat counter may do now", (BOAT,), "6.3", boat_options),
    Question("boat-odds", "the exact odds of a boat attack", (BOAT, SHIP), "6.1, 6.3", boat_odds),
    *(Question(*q) for q in AIR_SEA),
    Question(
        "torpedo", "a torpedo run, where it strikes and its exact odds", (SHIP, TARGET, SPREADS), "5.7", torpedo_run
    ),
    Question("missile", "a missile salvo against goalkeepers, exact odds", (SHIP, TARGET, SALVO), "5.8", missile_salvo),
    Question("turrets", "a DB ship's turret trainings and the dice each brings", (SHIP, TARGET), "5.4g", _turrets),
)


def answer(position: Position, question: str) -> Ruling:
    """The ruling for ``question`` (``"fire Syrene Lynx"``) asked of ``position``, under the readings it carries;
    a ship's name may run to several words."""
    ships, boats = tuple(v.name for v in position.ships), tuple(b.name for b in position.boats)
    named = {"ship": ships, "boat": boats}
    asked, words = read_question(QUESTIONS, position, question, lambda _, kind: named.get(kind, ()))
    return asked.answer(position, *words)


__all__ = ["QUESTIONS", "answer"]
