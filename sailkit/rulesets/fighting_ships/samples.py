"""The sample games of replays/: each scenario under sail, annotated. The Encounter on the High Seas and the Duel
are played by random players on seeded dice; Protect the Convoy, Blockade, Pursuit and Evasion, Cat and Mouse, The
Fog Lifts and Attack the Port by the computer captain on both sides (:data:`CAPTAINED`), on seeded dice.

``python -m sailkit.rulesets.fighting_ships samples [--out replays]`` plays them again and writes each
``fighting_ships-*.fsh`` of :data:`SAMPLES`, byte for byte the same. The notes are written from what the
engine recorded: each salvo that lays a token (a red arrow from firer to target, bookmarked), every ship that
collides, entangles, strikes, sinks or leaves the table, each change of weather, and the end; the record's
``Result`` and ``Final`` headers are checked by ``sailkit validate``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path

from ...annotations import Arrow, Bookmark
from ...files import write_atomic
from ...players import play_game
from .batteries import is_battery
from .boats import alongside
from .captain import Captain
from .carrier_strike import carrier_strike
from .fleet_in_being_setup import fleet_in_being
from .game import FightingShipsGame
from .jutland import jutland
from .notation import Position, Vessel
from .scenarios import (
    Setup,
    attack_the_port,
    blockade,
    cat_and_mouse,
    convoy,
    cut_it_out,
    duel,
    encounter,
    fog_lifts,
    galleys,
    pursuit,
)
from .seascape import squalls, touching
from .state import State
from .sub_notes import packs_told, sub_arrow
from .wolfpack import wolfpack

NAME = "fighting_ships-encounter.fsh"
SEED = 12
INTRO = (
    "Encounter on the High Seas [APP.2.3.2b] as sailkit sets it up: Defiance, Syrene and Lynx (GB) against Achille, "
    "Naiad and Rapide (FR) on a 4-foot table, the wind from the east. Both sides are sailed at random, as in the "
    "Duel, so that the moves show the rules at work, not seamanship (the computer captain sails the other samples)."
)
DUEL_NAME = "fighting_ships-duel.fsh"
DUEL_SEED = 1
DUEL_INTRO = (
    "The Duel [APP.2.3.2a] as sailkit sets it up: the frigates Syrene (GB) and Naiad (FR), the wind from the east. "
    "Each Game-Turn both roll their sailing points, then they manoeuvre in turn, Naiad first while she lies further "
    "downwind, and after each manoeuvre a ship may fire a gun arc she has not fired that Game-Turn. Both are sailed "
    "at random, so read it for the sequence, not for seamanship."
)
CAPTAINS = (
    "Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships "
    "it lets leave make for their edge, and their enemies go for them."
)
CUT_OUT_NAME, CUT_OUT_SEED = "fighting_ships-cut-it-out.fsh", 2
JUTLAND_NAME, JUTLAND_SEED = "fighting_ships-jutland.fsh", 3
GALLEYS_NAME, GALLEYS_SEED = "fighting_ships-galleys.fsh", 3
CARRIER_NAME, CARRIER_SEED = "fighting_ships-carrier.fsh", 7
BEING_NAME, BEING_SEED = "fighting_ships-fleet-in-being.fsh", 13
WOLFPACK_NAME, WOLFPACK_SEED = "fighting_ships-wolfpack.fsh", 5
GALLEYS_INTRO = (
    "Encounter on the High Seas [APP.2.3.2b] fought with the galleys of APP.1.1.1: Capitana, San Marco and Fenice "
    "(VE) against Sultana, Hilal, Yildiz and the longship Kartal (OT) on a 4-foot table, the wind from the east. "
    "Each galley takes to her oars (all her Sailing dice, 2 inches a die, no faster than 6 inches) rather than her "
    "sails (2 dice) [4.1.3, 4.1.4], turns 30 degrees after each 2 inches, gains or loses no more than 2 inches of "
    "speed a Game-Turn and never takes an Anchor token for a short move [4.1.2, 4.2]. " + CAPTAINS
)
#: Each sample of replays/: its file name, set-up, seed and opening note.
SAMPLES: dict[str, tuple[Callable[[], Setup], int, str]] = {
    NAME: (encounter, SEED, INTRO),
    DUEL_NAME: (duel, DUEL_SEED, DUEL_INTRO),
    GALLEYS_NAME: (galleys, GALLEYS_SEED, GALLEYS_INTRO),
    "fighting_ships-convoy.fsh": (
        convoy,
        5,
        "Protect the Convoy [APP.2.3.2c] as sailkit sets it up: the frigate Syrene (GB) escorts the merchantmen "
        "Providence and Harmony from the west edge of a 6-by-4-foot table, the wind from the south; Naiad and Rapide "
        "(FR) come from the east. Half the merchantmen off the east edge wins for GB, two-thirds of them struck, "
        "sunk or taken for FR; fleet morale ends nothing. " + CAPTAINS,
    ),
    "fighting_ships-blockade.fsh": (
        blockade,
        5,
        "Blockade [APP.2.3.2e] as sailkit sets it up: six squalls across a 6-by-4-foot table, Defiance and Syrene "
        "(GB) holding the west edge, the wind from the south; Achille, Naiad and Rapide (FR) run the blockade from "
        "the east and may sail off by the west edge, each costing GB her Hull in morale. A ship starting her move in "
        "a squall or sailing into one takes an Anchor token [1.5.2e]. " + CAPTAINS,
    ),
    "fighting_ships-pursuit.fsh": (
        pursuit,
        1,
        "Pursuit and Evasion [APP.2.3.2h] as sailkit sets it up: the flagship Achille (FR) and Rapide at the centre "
        "of a 6-by-4-foot table, the wind from the east edge, where Defiance, Syrene and Lynx (GB) deploy (reading "
        "pursuit_deployment). Achille wins by sailing off any edge; GB wins if she strikes, sinks or is taken. "
        + CAPTAINS,
    ),
    "fighting_ships-cat-and-mouse.fsh": (
        cat_and_mouse,
        5,
        "Cat and Mouse [APP.2.3.2f] as sailkit sets it up: the frigate Syrene (GB) on patrol in the north, the brigs "
        "Lynx and Rapide (FR) in the south, a shoal between them [1.5.2f], the wind from the east. " + CAPTAINS,
    ),
    "fighting_ships-fog-lifts.fsh": (
        fog_lifts,
        5,
        "The Fog Lifts [APP.2.3.2g] as sailkit sets it up: three islands and three shoals on a 6-by-4-foot table, the "
        "fleets deployed among them at least 6 inches from any enemy, the wind die a 3 (from the east). Defiance "
        "(GB) carries Nelson, a National Hero and Gunner admiral, with the squadron Syrene and Lynx; Achille (FR) a "
        "Daring admiral, with the squadron Naiad and Rapide [APP.1.2.1, APP.1.2.3, 9.2]. " + CAPTAINS,
    ),
    "fighting_ships-port.fsh": (
        attack_the_port,
        0,
        "Attack the Port [APP.2.3.2d] as sailkit sets it up: the port's shore along the north edge of a 6-by-4-foot "
        "table, the medium battery Citadel and the small battery Mole on it facing the sea [9.1.3], Achille and "
        "Naiad (FR) within 12 inches of it; Defiance, Syrene, Lynx, the bomb vessel Thunder and the fireship "
        "Vesuvius (GB) attack from the south, the wind from the west. The batteries never sail; they hit on 4+ and "
        "explode on 6 at every range; morale lost to damage on them counts twice. " + CAPTAINS,
    ),
    CUT_OUT_NAME: (
        cut_it_out,
        CUT_OUT_SEED,
        "Cut It Out [APP.2.3.2i] as sailkit sets it up: at night the frigate Hermione (ES) lies at anchor under the "
        "harbour's shore with her crew ashore, one die of guard on deck and one asleep below; three boats (GB), the "
        "Launch with a marine counter, lie 3 inches off her side and steal in at 1 inch a Game-Turn [6.3]. Each "
        "Game-Turn her watch throws a die to see them, on a 5 or 6; the boats win by boarding and taking her. "
        + CAPTAINS,
    ),
    JUTLAND_NAME: (
        jutland,
        JUTLAND_SEED,
        "A Jutland-style action in the steam eras (jutland.py): the battlecruisers Lion and Tiger with the destroyers "
        "Nestor and Nomad (GB) against Luetzow, Seydlitz, V27 and V29 (DE) on a 6-by-4-foot table, the wind from the "
        "west. Their Guns reach far beyond the Cannon's 18 inches (12 inch Guns to 80 [5.3]), their shells explode at "
        "long range [5.5.2], the 12 inch Guns add a die a ten [5.5.3.1], each ship trains both broadsides on her "
        "target [5.4g], and a steel hull sinks past her row of the table [5.6.3]. " + CAPTAINS,
    ),
    CARRIER_NAME: (
        carrier_strike,
        CARRIER_SEED,
        "A carrier strike of 1942 (carrier_strike.py): Hornet, Portland and Hammann (US) against Kaga, Tone and Arashi "
        "(JP) at either end of a 6-by-4-foot table, the wind from the east and both carriers heading into it. Each "
        "carrier's two dive bombers, torpedo bomber and two fighters take off [8.2], fly half a move in their first "
        "Game-Turn and up to 36 inches after [8.3]; the torpedo bombers launch through 5.7's verb [8.5]; fighters fly combat air patrols over their carrier and catch what comes within 10 "
        "inches, fought before any fire [8.4, 8.8]; a bomb within 4 inches hits on 3 or more against these big ships "
        "and strikes as a torpedo [8.5]; every ship's AA fires at counters within 8 inches [8.6]. " + CAPTAINS,
    ),
    WOLFPACK_NAME: (
        wolfpack,
        WOLFPACK_SEED,
        "A wolf pack against a convoy (wolfpack.py): the merchant ships Baron, Clan and Empire steam east with the "
        "destroyer Walker ahead and the corvette Heather astern (GB); U-47 and U-99 (DE) wait to the east under "
        "water, each three counters alike, two of them decoys only her owner can tell [7.1]. The boats run below at "
        "4 inches [7.2] and launch their bow tubes [5.7.1]; the escorts search by sonar as each Game-Turn opens, "
        "finding decoys or the boat [7.3], and roll depth charges over the stern [7.4]. A side's view of the replay "
        "shows the enemy's counters alike until one is located. " + CAPTAINS,
    ),
    BEING_NAME: (
        fleet_in_being,
        BEING_SEED,
        "Fleet in Being [APP.2.3.2j] as sailkit sets it up (fleet_in_being_setup.py): the battleship Warspite, the "
        "heavy cruiser Norfolk and the destroyers Onslow and Offa (GB, 1100 points) steam east from the middle of a "
        "6-by-4-foot table; DE spends 260 of the quarter of that it may, on the U-boats U-73 and U-81, waiting below "
        "at either end, and the torpedo bomber He-115 over the east edge. Fleet morale ends nothing: after 12 "
        "Game-Turns GB wins if its ships afloat are worth more than half its 1100 points. " + CAPTAINS,
    ),
}


#: The samples sailed by the computer captain on both sides; the rest by random players.
CAPTAINED = frozenset(
    (
        "fighting_ships-convoy.fsh",
        "fighting_ships-blockade.fsh",
        "fighting_ships-pursuit.fsh",
        "fighting_ships-cat-and-mouse.fsh",
        "fighting_ships-fog-lifts.fsh",
        "fighting_ships-port.fsh",
        CUT_OUT_NAME,
        JUTLAND_NAME,
        GALLEYS_NAME,
        CARRIER_NAME,
        BEING_NAME,
        WOLFPACK_NAME,
    )
)


#: A battery's fates as 9.1.3 names them: where a ship strikes it is silenced, where she sinks it is destroyed.
FORT_FATES = {"struck": "silenced", "sunk": "destroyed"}


def _at(position: Position, name: str) -> str:
    boats = {b.name: b.point for b in position.boats}
    x, y = boats[name] if name in boats else position.vessel(name).ship.mainmast
    return f"{x:.1f},{y:.1f}"


def _told(before: State, after: State) -> list[tuple[str, str]]:
    """What changed between two states, each as a note and a bookmark's words: Damage tokens, fates,
    entanglements, the weather, the end."""
    said = []
    if after.position.weather != before.position.weather or after.position.wind != before.position.wind:
        sky = f"{after.position.weather.value}, wind from {after.position.wind}"
        said.append((f"The weather: {sky} [1.5.1].", f"weather {sky}"))
    if after.position.gale_left > before.position.gale_left + 1:  # not the count down of a Game-Turn
        left = after.position.gale_left
        said.append((f"The gale will blow {left} Game-Turn{'s' * (left != 1)} [1.5.2c].", f"a gale of {left}"))
    was = {v.name: v for v in before.ships}
    for new in after.ships:
        old = was.get(new.name, new)  # a boat that has just come up is new to the table [7.1]
        if new.damage > old.damage and new.fate == "afloat":
            tokens = f"{new.damage} Damage token{'s' * (new.damage != 1)}"
            said.append((f"{new.name} now has {tokens} [5.6.1].", f"{new.name} damaged"))
        if new.entangled - old.entangled and old.name < min(new.entangled - old.entangled):
            other = min(new.entangled - old.entangled)
            said.append((f"{new.name} and {other} collide and entangle [4.3.1, 4.3.3].", f"{new.name} entangled"))
        if new.escaped and not old.escaped:
            case = after.setup.objective.case
            said.append((f"{new.name} sails off the table, as the scenario allows [{case}].", f"{new.name} away"))
        elif new.fate != old.fate and is_battery(new.ship):
            fate = FORT_FATES.get(new.fate, new.fate)
            said.append((f"{new.name}: {fate} [9.1.3, 5.6.4].", f"{new.name} {fate}"))
        elif new.fate != old.fate:
            said.append((f"{new.name}: {new.fate} [5.6.3, 5.6.4, 6.1, 1.5.4].", f"{new.name} {new.fate}"))
        if new.admiral and new.fighting != old.fighting and not new.fighting:
            said.append((f"{new.name}'s admiral is lost with her: a Methodical one leads [APP.1.2.1].", "admiral lost"))
        for key in new.spent[len(old.spent) :]:
            said.append((f"The admiral's once-per-game {key} effect is spent [APP.1.2.1].", f"{key} spent"))
        if new.aground and not old.aground:
            said.append((f"{new.name} runs aground [1.5.2f, 1.5.2g].", f"{new.name} aground"))
        if new.anchors > old.anchors == 0 and new.fate == "afloat" and _in_squall(after, new):
            said.append((f"{new.name} takes an Anchor token in a squall [1.5.2e].", f"{new.name} in a squall"))
    said += _boats_told(before, after) + packs_told(before.position, after.position)
    if after.result:
        objective = after.setup.objective
        case = "APP.2.3.2a" if after.setup.duel else objective.case
        said.append((f"The end: {after.result} [{case}].", "the end"))
    return said


def _boats_told(before: State, after: State) -> list[tuple[str, str]]:
    """What changed of the boats and of a crew ashore [6.3, APP.2.3.2i]: a boat sunk, alongside, gone aboard or
    beaten off, and the watch seeing them."""
    said = []
    for old, new in zip(before.position.boats, after.position.boats):
        if new.fate != old.fate:
            words = {"sunk": "is sunk by a hit [6.3]", "aboard": "'s crew is aboard [6.1]", "withdrawn": "pulls away"}
            said.append((f"{new.name} {words[new.fate]}.".replace(" 's", "'s"), f"{new.name} {new.fate}"))
        elif not any(alongside(old, v.ship) for v in after.ships) and any(alongside(new, v.ship) for v in after.ships):
            said.append((f"{new.name} comes alongside [6.3].", f"{new.name} alongside"))
    for old_v, new_v in zip(before.ships, after.ships):
        if new_v.guard == "roused" and old_v.guard == "watch":
            said.append((f"{new_v.name}'s watch sees the boats: her crew turns out [APP.2.3.2i].", "the alarm"))
    return said


def _in_squall(state: State, v: Vessel) -> bool:
    return bool(touching(v.ship, squalls(state.position)))


def sample(name: str = NAME) -> FightingShipsGame:
    """The annotated sample game ``name`` of :data:`SAMPLES`, as written to replays/."""
    setup, seed, intro = SAMPLES[name]
    game = FightingShipsGame(setup())
    if name in CAPTAINED:
        captains = {side: "captain" for side in game.setup.sides}
        play_game(game, captains, seed, captain=Captain, max_turns=None, comment=False)
        annotator = f"sailkit: the computer captain for both sides (captain.py), dice seeded {seed}"
    else:
        play_game(game, {}, seed, max_turns=None, comment=False)
        annotator = f"sailkit: random players for both sides (sailkit.players), choices and dice seeded {seed}"
    record = game.record()
    record.headers.update(
        {"Seed": str(seed), "Annotator": annotator, "Result": game.result, "Final": str(game.position)}
    )
    record.root.comments = [intro]
    end = record.root.end()
    before, firing, seen = game.rules.start(game.setup), "", set()
    for node in list(game.mainline()):
        game.go(node)
        after = game.state
        words = str(node.action or "").split()
        firing = " ".join(words[1:3]) if words[:1] == ["fire"] else firing
        said = _told(before, after)
        if words[:1] == ["board"] and any(b.name == words[1] for b in before.position.boats):  # from the water [6.3]
            node.annotations.append(Arrow("red", _at(before.position, words[1]), _at(before.position, words[2])))
        arrow = sub_arrow(before.position, words)  # a launch or an ASW attack [5.7.1, 7.4]
        if arrow is not None:
            node.annotations.append(arrow)
        if said:
            node.comments = [" ".join(note for note, _ in said), *node.comments]
            label = said[0][1] if said[0][1] not in seen else f"{said[0][1]}, Game-Turn {after.turn}"
            seen.add(label)
            node.annotations.append(Bookmark(label))
            if after.result and label != "the end":  # the end gets its own bookmark, whatever came with it
                node.annotations.append(Bookmark("the end"))
            shooter, _, target = firing.partition(" ")
            if firing and before.throw is not None and before.throw.ships[:2] == (shooter, target):
                node.annotations.append(Arrow("red", _at(after.position, shooter), _at(after.position, target)))
        before = after
    game.go(end)
    return game


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m sailkit.rulesets.fighting_ships samples [--out DIR]``: write the sample games."""
    parser = argparse.ArgumentParser(prog="python -m sailkit.rulesets.fighting_ships samples")
    parser.add_argument("--out", default="replays", help="directory to write into (default: replays)")
    out = Path(parser.parse_args(argv).out)
    for name in SAMPLES:
        write_atomic(out / name, sample(name).to_text())
        print(f"wrote {out / name}")
    return 0


__all__ = [
    "BEING_NAME",
    "CARRIER_NAME",
    "CUT_OUT_NAME",
    "DUEL_NAME",
    "GALLEYS_NAME",
    "JUTLAND_NAME",
    "NAME",
    "SAMPLES",
    "SEED",
    "WOLFPACK_NAME",
    "main",
    "sample",
]
