"""Actions of Fighting Ships: every decision and die result of a game as one line of text.

``str(action)`` writes an action and :meth:`FightingShipsAction.parse` reads it back (the repr pastes back)::

    sail Syrene                 her player rolls her Sailing dice [4.1.1a] (a steamship's engines [4.1.2])
    power Argo                  a galley takes to her oars (a hybrid to her engines) and rolls [4.1.3, 4.1.4]
    manoeuvre Syrene M2+30      one manoeuvre of the plan grammar: M (run, turn), T (tack), W (wear) [4.1.1f-h]
    ignite Hell                 a fireship's crew tries to set her alight [9.1.2a]
    smoke Kent                  she sails laying smoke along her track [9.1.6]
    stop Syrene                 she spends no more sailing points this phase [4.1.1i]
    tow Syrene                  in a calm, her move is to lower her boats to tow her [1.5.2b]
    recover Syrene              her move is to hoist her boats back in [1.5.2b]
    lower Syrene                her move is to lower a boat counter with a crew die and her marines [6.3]
    row Launch Hermione         a boat rowed toward a ship until alongside (or ``row Launch 20,14`` to a point) [6.3]
    hold Launch                 a boat lies where it is this Game-Turn [6.3]
    launch Rattler Kent         a torpedo salvo from the ready tubes facing an enemy ship (or a point x,y) [5.7.1]
    missile Halifax Kent        a missile salvo from the ready launchers, homing on an enemy ship [5.8.1]
    fire Syrene Lynx            a salvo at a valid target, a ship or a boat [5.1, 6.3] (a DB ship's both broadsides)
    broadside Kent Emden        one of a DB ship's two broadsides at a valid target [5.4g]
    secondary Lion Luetzow      a capital ship's secondary battery fires its own salvo [5.4h]
    starshell Lion              at night she fires starshell instead of her salvo [3.2.1.1]
    sweep Halifax M1            a minesweeper throws a die to sweep a mine near her [9.1.5]
    lay Halifax mine            she lays a mine counter in her wake (``lay Halifax herring``: a red herring) [9.1.5]
    board Defiance Achille      a boarding action on an entangled enemy, or from a boat alongside her [6.1, 6.3]
    volley Blue Santisima       a squadron's combined salvo [9.2]
    takeoff Hornet-1            an aircraft counter aboard a carrier takes off [8.2]
    fly Hornet-1 20,31.5        an aircraft counter flies to a point (6 inches ahead, one turn, on) [8.3]
    fly Seahawk 20,24 14,30     through points, a turn toward each (reading air_turns); to where it is, a hover [8.3]
    land Hornet-1 Hornet        it lands on a carrier of its side [8.2]
    patrol Wildcat-1 Hornet     a fighter flies a combat air patrol over a ship of its side [8.4]
    join Wildcat-2 Hornet       a fighter patrols over a ship, to join a pair of its patrol's as a spare [8.8c]
    bomb Dauntless-1 Kaga       it drops a bomb on an enemy within 4 inches [8.5]
    aa Hornet Kate-2            a ship fires all her AA points at an enemy aircraft counter [8.6]
    engage Wildcat-1 Kate-2     it attacks an enemy counter within 2 inches, 8 with rockets [8.8]
    admiral Syrene              the admiral's effect used on a ship of his fleet, or the one offered now [APP.1.2.1]
    done GB                     the side is finished with this step (no more fire, no more boarding) [2.1], or
                                declines the admiral's effect offered now
    dive U-47                   a submarine on the surface goes down, her model giving way to her pack [7.2]
    surface U-47                a submerged boat comes up where her real counter lies [7.2]
    run U-47 20,14 24,18 18,20  each of her counters runs to its point, at most her submerged speed [7.2]
    run U-47 20,14 24,18* 18,20 her counters part: the marked one is the boat, kept from the enemy [7.1]
    search Wolf                 a ship with sonar searches the enemy counters within reach [7.3]
    evade U-47 20,14 24,18 18,20   a located boat tries to slip away, scattering her counters [7.3]
    asw Wolf U-47 2             a ship's ASW launchers attack counter 2 of a pack [7.4]
    roll 5                      one die's result

Dice are ``roll N``, one die a line, thrown in the order the ruling reads them (the engine says what each is for).
A manoeuvre is one word of :func:`~.sailing.parse_plan`'s grammar, written back in its shortest form.
"""

from __future__ import annotations

from ...actions import Action, Grammar, Slot, Verb
from ...errors import InvalidInputError
from ...geometry.table import LIMIT, Table
from ...numbers import die
from .sailing import Manoeuvre, parse_plan
from .submarines import BOAT_MARK, boat_marked


def _manoeuvre(text: str) -> str:
    """One manoeuvre of the plan grammar (``M2+30``, ``T90``, ``W-90``), written back as :func:`parse_plan` reads it."""
    plan = parse_plan(text)
    if len(plan) != 1:
        raise InvalidInputError("manoeuvre", text, "one manoeuvre such as 'M2+30', 'M1.5', 'T90' or 'W-90'")
    return str(plan[0])


#: Torpedoes and missiles launched, mines swept, in the gunnery phase [5.7.1, 5.8.1, 9.1.5] (:mod:`.launch_phase`,
#: :mod:`.sweep_phase`).
LAUNCHES = tuple(
    Verb(word, (Slot("ship"), Slot("target")), case, summary)
    for word, case, summary in (
        ("launch", "5.7.1", "a torpedo salvo: every ready tube whose side faces the target (an enemy ship or a point "
         "x,y) launches a counter at it"),
        ("missile", "5.8.1", "a missile salvo: every ready launcher launches a missile homing on an enemy ship (or "
         "straight at x,y)"),
        ("sweep", "9.1.5", "a minesweeper that has run 2 inches or less throws a die to sweep the mine TARGET near "
         "her, and fires nothing else this Game-Turn"),
    )
)  # fmt: skip


def _mine_kind(text: str) -> str:
    """What a laid counter is: a ``mine`` or a red ``herring`` [9.1.5]."""
    if text not in ("mine", "herring"):
        raise InvalidInputError("mine counter", text, "'mine' or 'herring' (a red herring)")
    return text


def _point(text: str) -> str:
    """A point of the table ``x,y`` in inches, written back in its shortest form [7.2]."""
    return _TABLE.format(_TABLE.parse(text))


def _counter_point(text: str) -> str:
    """Where a pack's counter goes, ``x,y``, or ``x,y*`` for the one that is the boat when her counters part [7.1]."""
    point, marked = boat_marked([text])
    return _point(point[0]) + (BOAT_MARK if marked is not None else "")


def _label(text: str) -> int:
    """A pack counter's label, 1 to 3 [7.1]."""
    if text not in ("1", "2", "3"):
        raise InvalidInputError("counter", text, "a pack counter's label: 1, 2 or 3")
    return int(text)


def _pack_counter(text: str) -> str:
    """A pack's counter a hunter names, ``U-47:2``: the boat's name and the counter's label [7.1, 7.3]."""
    boat, colon, label = text.rpartition(":")
    if not colon or not boat:
        raise InvalidInputError("counter", text, "a pack's counter: the boat's name, ':' and its label, as U-47:2")
    return f"{boat}:{_label(label)}"


_TABLE = Table(LIMIT, LIMIT)

GRAMMAR = Grammar(
    "Fighting Ships",
    (
        Verb("sail", (Slot("ship"),), "4.1.1a", "roll a ship's Sailing dice for her sailing points"),
        Verb(
            "power",
            (Slot("ship"),),
            "4.1.4",
            "a ship with sails and oars (or engines) takes to her oars or engines this turn and rolls her Sailing dice",
        ),
        Verb(
            "manoeuvre",
            (Slot("ship"), Slot("plan", _manoeuvre)),
            "4.1.1f",
            "spend sailing points on one manoeuvre: M and the inches run (up to 2) with a turn of up to 30 degrees "
            "after a full 2 inches (M2+30), a tack T90 (2 points) or a wear W90 (1 point)",
        ),
        Verb(
            "ignite",
            (Slot("ship"),),
            "9.1.2a",
            "a fireship's crew tries to set her alight (a Discipline test) instead of sailing her",
        ),
        Verb("stop", (Slot("ship"),), "4.1.1i", "the ship spends no more sailing points this phase"),
        # turrets, starshell and smoke [5.4g, 5.4h, 3.2.1.1, 9.1.6]
        Verb(
            "starshell",
            (Slot("ship"),),
            "3.2.1.1",
            "at night a ship with Guns of 6 inches or more fires starshell instead of her salvo: her side adds one to "
            "next Game-Turn's initiative die",
        ),
        Verb(
            "broadside",
            (Slot("ship"), Slot("target")),
            "5.4g",
            "a DB ship fires one of her two broadsides at a valid target; her second may go at another",
        ),
        Verb(
            "secondary",
            (Slot("ship"), Slot("target")),
            "5.4h",
            "a capital ship's secondary battery fires its own salvo at a valid target, once a Game-Turn",
        ),
        Verb(
            "smoke",
            (Slot("ship"),),
            "9.1.6",
            "a ship of about 1900 or later sails laying smoke: counters along her track, fog for two Game-Turns",
        ),
        Verb("tow", (Slot("ship"),), "1.5.2b", "in a calm, the ship's move is to lower her boats to tow her"),
        Verb("recover", (Slot("ship"),), "1.5.2b", "the ship's move is to hoist her boats back in"),
        Verb(
            "lower",
            (Slot("ship"),),
            "6.3",
            "the ship's move is to lower a boat counter with a crew die and her marines",
        ),
        Verb("row", (Slot("boat"), Slot("to")), "6.3", "row a boat toward a ship (until alongside) or to a point x,y"),
        Verb("hold", (Slot("boat"),), "6.3", "a boat lies where it is this Game-Turn"),
        Verb("fire", (Slot("ship"), Slot("target")), "5.1", "fire a salvo at a valid target, a ship or a boat [6.3]"),
        Verb("board", (Slot("ship"), Slot("target")), "6.1", "board an enemy the ship is entangled with"),
        *LAUNCHES,  # torpedoes, missiles and minesweeping [5.7.1, 5.8.1, 9.1.5]
        Verb("lay", (Slot("ship"), Slot("kind", _mine_kind)), "9.1.5", "a capable ship lays a mine or red herring"),
        # submarines [7.1-7.4]
        Verb("dive", (Slot("ship"),), "7.2", "a submarine on the surface goes down instead of sailing: her pack"),
        Verb("surface", (Slot("ship"),), "7.2", "a submerged boat comes up instead of running: her model"),
        Verb(
            "run",
            (
                Slot("ship"),
                Slot("to", _counter_point),
                Slot("to2", _counter_point, True),
                Slot("to3", _counter_point, True),
            ),
            "7.2",
            "each counter of a submerged boat's pack, in label order, runs straight to its point x,y; x,y* marks the boat's "
            "when her counters part",
        ),
        Verb(
            "search",
            (Slot("ship"), Slot("counter", _pack_counter, True)),
            "7.3",
            "a ship with sonar searches the enemy counters within its reach (under sonar_dice=one-counter the one "
            "it names, U-47:2)",
        ),
        Verb(
            "evade",
            (
                Slot("ship"),
                Slot("to", _counter_point),
                Slot("to2", _counter_point, True),
                Slot("to3", _counter_point, True),
            ),
            "7.3",
            "a located boat tries to slip away, her counters scattered to these points within 5 inches, x,y* the boat's",
        ),
        Verb(
            "asw",
            (Slot("ship"), Slot("pack"), Slot("counter", _label)),
            "7.4",
            "a ship's ASW launchers attack one counter of an enemy pack",
        ),
        Verb(
            "volley",
            (Slot("squadron"), Slot("target")),
            "9.2",
            "the members of a squadron that may fire pool their Gunnery dice at one target",
        ),
        # aircraft counters [8.2-8.8]
        Verb("takeoff", (Slot("plane"),), "8.2", "an aircraft counter aboard a carrier takes off, to fly half a move"),
        Verb(
            "fly",
            (Slot("plane"), Slot("to"), Slot("to2", _point, True), Slot("to3", _point, True)),
            "8.3",
            "an aircraft counter flies to a point x,y (an edge: home; where it is: a hover), or through up to three "
            "points, a turn toward each (reading air_turns)",
        ),
        Verb("land", (Slot("plane"), Slot("to")), "8.2", "an aircraft counter lands on a carrier of its side"),
        Verb("patrol", (Slot("plane"), Slot("to")), "8.4", "a fighter flies a combat air patrol over a ship"),
        Verb(
            "join",
            (Slot("plane"), Slot("to")),
            "8.8",
            "a fighter flies a combat air patrol over a ship, committed to join a pair as a spare when the patrol "
            "catches fewer than it has",
        ),
        Verb("bomb", (Slot("plane"), Slot("target")), "8.5", "an aircraft counter drops a bomb on an enemy ship"),
        Verb("aa", (Slot("ship"), Slot("plane")), "8.6", "a ship fires all her AA points at an enemy aircraft counter"),
        Verb(
            "engage",
            (Slot("plane"), Slot("target")),
            "8.8",
            "an aircraft counter attacks an enemy counter within 2 inches (8 with air-to-air rockets)",
        ),
        Verb(
            "admiral",
            (Slot("ship"),),
            "APP.1.2.1",
            "use the admiral's effect on a ship of the fleet: a Noble takes away one of her Damage tokens, a Gunner "
            "lets her fire again after firing this Game-Turn; or the effect the engine offers now (APP.1.2.1b, f, g, "
            "n, o, p)",
        ),
        Verb(
            "done",
            (Slot("side"),),
            "2.1",
            "the side has finished with this step of the Game-Turn, or declines the admiral's effect offered now",
        ),
        Verb("roll", (Slot("die", die),), "1.4", "one die's result, 1-6"),
    ),
)


class FightingShipsAction(Action):
    """One Fighting Ships action: ``FightingShipsAction.parse("manoeuvre Syrene M2+30")``; its repr pastes back."""

    __slots__ = ()
    grammar = GRAMMAR

    @property
    def manoeuvre(self) -> Manoeuvre:
        """The manoeuvre of a ``manoeuvre`` action [4.1.1f-h]."""
        return parse_plan(str(self.get("plan")))[0]


__all__ = ["GRAMMAR", "LAUNCHES", "FightingShipsAction"]
