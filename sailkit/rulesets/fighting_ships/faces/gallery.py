"""The Fighting Ships gallery: every kind of diagram, drawn from real rulings on a small open table.

``python -m sailkit.rulesets.fighting_ships.faces.gallery`` (from the repository root) writes
``docs/fighting_ships/gallery.md`` and one SVG per entry in ``docs/fighting_ships/gallery/``. Each entry's code is
shown on the page and is exactly the code that drew its picture, so the page doubles as a set of examples.
``tests/fighting_ships/test_faces_gallery.py`` fails when the committed files differ from what this module draws now:
run the command again and commit. The running of entries and the writing of files are the kit's
(:mod:`sailkit.gallery`), shared with Fighting Sail's gallery.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

from ....gallery import Entry, Gallery, Shown, redraw
from ....gallery import write as write_files

#: Where the gallery's files go, relative to the repository root.
PAGE = Path("docs/fighting_ships/gallery.md")
FOLDER = Path("docs/fighting_ships/gallery")
COMMAND = "python -m sailkit.rulesets.fighting_ships.faces.gallery"

SETUP = """\
import shapely

import sailkit.rulesets.fighting_ships as fsh
from sailkit.geometry.table import Advance, Move, Pivot, Pose
from sailkit.rulesets.fighting_ships.faces import drawing  # registers the pictures

syrene = fsh.Ship.of("Syrene", "5th-rate", Pose(20, 20, 90), side=2)
naiad = fsh.Ship.of("Naiad", "5th-rate", Pose(28, 26, 180), side=1)
victory = fsh.Ship.of("Victory", "1st-rate", Pose(24, 23, 0), side=1)
cruizer = fsh.Ship.of("Cruizer", "6th-rate", Pose(14, 18, 45), side=1)
"""

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "sight",
        "A line of sight [5.2]",
        "Syrene looks for Naiad past Victory's hull. The ships asked about are framed in amber; the line from mainmast "
        "to mainmast is dashed red because it is blocked, the hull in the way is outlined red and crossed where the "
        "line meets it. Only a hull blocks, never the base (reading hull_outline).",
        "picture = fsh.line_of_sight(syrene, naiad, [victory, cruizer])",
    ),
    Entry(
        "target",
        "A valid target [5.1, 5.3, 5.4, 5.5.5]",
        "Hermione lies off Syrene's port beam: in sight, at medium range and in her port broadside, so the line of "
        "fire is the green arrow. Syrene's four gun arcs are tinted, the one that bears stronger; the label on the "
        "line gives the range, the band and, since Syrene lies in Hermione's stern chaser arc, the rake.",
        'hermione = fsh.Ship.of("Hermione", "5th-rate", Pose(20, 28, 0))\npicture = fsh.valid_target(syrene, hermione)',
    ),
    Entry(
        "target-refused",
        "A target refused [5.1]",
        "Syrene may not fire at Naiad: Victory's hull blocks the line and Naiad lies in none of Syrene's arcs. A "
        "refusal never draws the green arrow; the key says what is missing.",
        "picture = fsh.valid_target(syrene, naiad, [victory, cruizer])",
    ),
    Entry(
        "range",
        "A range [1.4, 5.3]",
        "The Cannon bands round Syrene's mainmast, darker nearer, and the distance to Naiad's: 10 inches, medium. "
        "A range dead on a band's edge goes to the shorter band.",
        "picture = fsh.gunnery_range(syrene, naiad)",
    ),
    Entry(
        "measure",
        "A measure [1.4]",
        "How far apart two ships are, mainmast to mainmast, with the bands for scale.",
        "picture = fsh.measure(syrene, victory)",
    ),
    Entry(
        "arcs",
        "Gun arcs [5.4]",
        "Syrene's broadside and chaser arcs from the corners of her base (lines square off the corners), and "
        "Hermione's mainmast, ringed, in the port broadside.",
        'hermione = fsh.Ship.of("Hermione", "5th-rate", Pose(20, 28, 0))\npicture = fsh.in_arc(syrene, hermione)',
    ),
    Entry(
        "rake",
        "A rake [5.5.5]",
        "Amazon lies dead ahead of Syrene's bow: her mainmast is in Syrene's bow chaser arc at short range, so her "
        "fire rakes. Syrene's chaser arcs are hatched out to 12 inches, the one Amazon is in stronger.",
        'amazon = fsh.Ship.of("Amazon", "5th-rate", Pose(26, 20, 0))\npicture = fsh.rake(amazon, syrene, "short")',
    ),
    Entry(
        "squadron",
        "A squadron's pooled fire [9.2]",
        "Three frigates of a squadron and the Franklin: each member's line to the target, green for the one that "
        "adds her dice, dashed red for those that may not, and 6 inches round each member dashed.",
        "members = [\n"
        '    fsh.Ship.of("Amazon", "5th-rate", Pose(10, 10, 0)),\n'
        '    fsh.Ship.of("Lively", "5th-rate", Pose(14, 12, 0)),\n'
        '    fsh.Ship.of("Cruizer", "6th-rate", Pose(12, 4, 0)),\n'
        "]\n"
        'picture = fsh.squadron_fire(members, fsh.Ship.of("Franklin", "3rd-rate", Pose(22, 12, 180), side=2))',
    ),
    Entry(
        "attitude",
        "Attitude on the Weather Gauge [4.1.1a]",
        "The reconstructed Weather Gauge (reading weather_gauge=quarters) round a ship heading 060 with the wind "
        "from the North: the wind comes 60 degrees off her bow, through the close-hauled sector framed in amber.",
        'picture = fsh.attitude(60, "N")',
    ),
    Entry(
        "sail",
        "A plan sailed [4.1.1f-i]",
        "Syrene sails two inches ahead, then two more and pivots 30 degrees to port on her stern: where she "
        "started is a ghost, her mainmast's way an arrow, the tick her heading between manoeuvres.",
        'picture = fsh.sail(syrene, "M2 M2-30", 2, "N")',
    ),
    Entry(
        "ends",
        "Where a move can end [4.1.1f-i]",
        "Every end of Syrene's move with two sailing points: a dot for each place her mainmast can end, a tick on "
        "it for each heading she can end on there, a ring where a run under 2 inches brings an anchor token. The "
        "heading's count of ends is the number of ticks, and her own place.",
        'picture = fsh.ends(syrene, 2, "N")',
    ),
    Entry(
        "collision",
        "A collision [4.3.1]",
        "Syrene's base followed along her move: the ground it sweeps is tinted up to the first contact with "
        "Hermione, crossed in red; where she started is a ghost and the whole move asked is dotted.",
        'hermione = fsh.Ship.of("Hermione", "5th-rate", Pose(25, 21.5, 0))\n'
        "move = Move((Advance(2.0), Pivot(-30.0, (0.0, -1.5)), Advance(2.0)))\n"
        "picture = fsh.first_collision(syrene, move, [hermione])",
    ),
    Entry(
        "evasion",
        "The smallest evasive pivot [4.3.1]",
        "Where her base met Hermione's, Syrene may pivot on her stern (the ring) just far enough to clear her bow: "
        "each way she can turn is a ghost, her mainmast a dot with her new heading ticked and the degrees beside it.",
        'hermione = fsh.Ship.of("Hermione", "5th-rate", Pose(25, 21.5, 0))\n'
        "move = Move((Advance(2.0), Pivot(-30.0, (0.0, -1.5)), Advance(2.0)))\n"
        "met = fsh.first_collision(syrene, move, [hermione])\n"
        'picture = fsh.evasive_pivot(syrene.at(met.facts["pose"]), [met.facts["obstacle"]])',
    ),
    Entry(
        "entangle",
        "Entangled ships [4.3.3]",
        "Syrene struck Hermione heading the same way, so they lie bow to bow; the moving ship is laid alongside "
        "(reading entangle_alignment) and both take an anchor token.",
        'hermione = fsh.Ship.of("Hermione", "5th-rate", Pose(22.4, 20.5, 60))\n'
        "picture = fsh.entangle(syrene, hermione)",
    ),
    Entry(
        "table-edge",
        "A table edge [1.5.4]",
        "Lively runs into the east edge of a 48 by 36 inch table: she stops where her base would touch it, pivots "
        "on her stern parallel to it and takes an anchor token. Off the table is grey.",
        'lively = fsh.Ship.of("Lively", "5th-rate", Pose(44, 20, 90))\n'
        "picture = fsh.table_edge(lively, Move((Advance(2.0), Advance(2.0))), 48, 36)",
    ),
    Entry(
        "salvo",
        "A salvo with a raking chain [5.5.1-5.5.5]",
        "The Agamemnon's rake at medium range: the gunnery dice, then each round of bonus dice. A hit is edged "
        "green, an explosion starred; in a rake bonus dice explode again until a round brings none.",
        'picture = fsh.salvo("medium", [1, 2, 2, 3, 4, 6, 6], [5, 6, 6, 2], raking=True)',
    ),
    Entry(
        "salvo-odds",
        "The exact odds of a salvo [5.5]",
        "Twelve dice raking at short range: the chance of each number of hits, the likeliest bar full length. The "
        "chain has no end; the chances are summed exactly and the last row gathers the rest.",
        'picture = fsh.salvo_odds(12, "short", raking=True)',
    ),
    Entry(
        "fire-odds",
        "Everything a salvo can do [5.5-5.6.4, APP.2.2.1]",
        "Ten dice at medium range on a ship of Hull 4 and Discipline 4: the hits, the hits through the saves, the "
        "Damage and Anchor tokens, the ship's fate and the morale lost, each as a chart.",
        'picture = fsh.fire_odds(10, "medium", 4, discipline=4)',
    ),
    Entry(
        "damage",
        "Hull saves [5.6.1]",
        "Four hits on a ship of Hull 3: her three Hull dice save on 4 or more.",
        "picture = fsh.hull_saves(4, 3, [1, 4, 6])",
    ),
    Entry(
        "criticals",
        "A critical check [5.6.2]",
        "One fresh Damage token, checked with the dice thrown in order: the parity die, then the kind.",
        "picture = fsh.criticals(1, [2, 3])",
    ),
    Entry(
        "boarding",
        "Boarding [6.1]",
        "The Defiance boards the Achille: each side's dice, hits on 4 or more edged green. More attacking hits take "
        "a prize.",
        'picture = fsh.boarding([fsh.Boarder("Defiance", 6)], fsh.Boarder("Achille", 5, hull=6), '
        "[1, 3, 4, 4, 5, 6], [2, 2, 3, 4, 5])",
    ),
    Entry(
        "boarding-odds",
        "The odds of a boarding [6.1]",
        "The same boarding before the dice: the chance of a prize and of each margin of hits.",
        'picture = fsh.boarding_odds([fsh.Boarder("Defiance", 6)], fsh.Boarder("Achille", 5, hull=6))',
    ),
    Entry(
        "test",
        "A test [1.4]",
        "A Discipline 3 test: any 6 among the three dice passes.",
        'picture = fsh.stat_test(3, [2, 6, 1], name="Discipline")',
    ),
    Entry(
        "anchor",
        "Shaking off an anchor token [4.2]",
        "A ship with two anchor tokens tests her Discipline: a 6 takes one off.",
        "picture = fsh.anchor_removal(2, [3, 6, 2], 3)",
    ),
    Entry(
        "sailing-points",
        "Sailing points [4.1.1b-e]",
        "A close-hauled ship of Sailing 4 throws her dice: each 5 or more is a sailing point.",
        'picture = fsh.sailing_points(4, [5, 2, 6, 4], "close-hauled")',
    ),
    Entry(
        "weather",
        "The weather after a tie [1.5.1]",
        "The initiative dice tied on 6: the weather table reads a gale.",
        'picture = fsh.weather_change(6, "N")',
    ),
    Entry(
        "gale-fire",
        "Fire in a gale [1.5.2c]",
        "Naiad lies upwind of Syrene in a northerly gale: her bands count one longer.",
        'picture = fsh.gale_fire(syrene, naiad, "N")',
    ),
    Entry(
        "duel-order",
        "The Duel's first mover [APP.2.3.2a]",
        "In a Duel the ship further downwind manoeuvres first.",
        'picture = fsh.duel_order(syrene, naiad, "N")',
    ),
    Entry(
        "guns-range",
        "A range for Guns [5.3]",
        "Lion's 12 inch Guns: short to 12 inches, medium to 40, long to 55 and, being 8 inches or more, extreme "
        "(plunging shot) to 80. Seydlitz lies 58 inches off, at extreme range.",
        'lion = fsh.Ship.of("Lion", "battlecruiser", Pose(10, 10, 45))\n'
        'picture = fsh.gunnery_range(lion, fsh.Ship.of("Seydlitz", "battlecruiser", Pose(52, 50, 225), side=2))',
    ),
    Entry(
        "turrets",
        "Turret arcs [5.4g]",
        "The destroyer Zulu (DB, Gunnery 4) has trained one broadside ahead and one to starboard: each arc given "
        "dice is tinted with its dice written in it. Z5's mainmast lies ahead and to port, so the 4 dice of the "
        "bow arc bear on her, the starboard 4 do not.",
        "from sailkit.rulesets.fighting_ships.turrets import Allocation, turret_dice\n\n"
        'zulu = fsh.Ship.of("Zulu", "destroyer", Pose(20, 20, 90))\n'
        'z5 = fsh.Ship.of("Z5", "destroyer", Pose(30, 27, 90), side=2)\n'
        "picture = turret_dice(zulu, z5, Allocation.of(bow=4, starboard=4))",
    ),
    Entry(
        "smoke",
        "A shot through smoke [9.1.6, 5.5.3.1]",
        "Nestor laid smoke along her track last Game-Turn; it still stands, pale grey like fog. Lion's line of fire "
        "to Seydlitz crosses it, dashed red: two dice a ten fewer.",
        "from sailkit.rulesets.fighting_ships.smoke import lay_smoke, through_smoke\n\n"
        'nestor = fsh.Ship.of("Nestor", "destroyer", Pose(26, 22, 90))\n'
        "laid = lay_smoke(nestor, [(14, 20), (20, 20), (26, 22)], 1).verdict\n"
        'lion = fsh.Ship.of("Lion", "battlecruiser", Pose(20, 32, 0))\n'
        'picture = through_smoke(lion, fsh.Ship.of("Seydlitz", "battlecruiser", Pose(21, 10, 0), side=2), laid, 2)',
    ),
    Entry(
        "visibility",
        "How far ships see [3.2.1]",
        "At night in bad weather ships are seen 10 inches off.",
        "picture = fsh.visibility(bad_weather=True, night=True)",
    ),
    Entry(
        "morale",
        "Morale [APP.2.2.1]",
        "A 600-point fleet starts with 60 morale.",
        "picture = fsh.starting_morale(600)",
    ),
    Entry(
        "position",
        "A whole position [1.2, 2.1]",
        "Every ship where she stands, her Damage and Anchor tokens after her name and what became of her: Naiad has "
        "struck, Lynx went down where her ghost lies, Kent sits aground; the shore is sand. Rapide sailed off the "
        "table and is not drawn.",
        'picture = drawing.position_figure(fsh.Position.parse(\n    "FSH turn 4 gunnery wind NW gale table 48x48 '
        'morale 6,3 first 2 shore 30,0,48,6 "\n    "| Syrene=1 5th-rate 20,10@90 D2 A1 | Naiad=2 5th-rate 26,14@270 D4 '
        'A0 struck "\n    "| Lynx=2 6th-rate 12,20@0 D5 A0 sunk | Kent=1 3rd-rate 14,12@45 D0 A0 aground "\n    '
        '"| Rapide=2 6th-rate 40,40@0 D0 A0 off"\n))',
    ),
    Entry(
        "game",
        "A game as it stands [2.1, 3.1]",
        "The Encounter on the High Seas before its first die: both fleets at their edges, the initiative dice wanted.",
        "picture = drawing.game_figure(fsh.RULESET.new_game())",
    ),
    Entry(
        "game-initiative",
        "The initiative phase [3.1]",
        "GB throws 5 and FR 1: GB is Player 1, and the Game-Turn moves on to the sailing phase.",
        "rules, state = fsh.RULES, fsh.RULES.start(fsh.encounter())\n"
        'state, _ = rules.apply_action(state, rules.parse_action("roll 5"))\n'
        'state, picture = rules.apply_action(state, rules.parse_action("roll 1"))',
    ),
    Entry(
        "game-sailing",
        "The sailing phase [4.1]",
        "Lynx, her sailing points thrown, runs her first 2 inches; she is framed while her move goes on.",
        "rules, state = fsh.RULES, fsh.RULES.start(fsh.encounter())\n"
        'for text in "roll 5|roll 1|sail Lynx|roll 4|roll 3|roll 1|roll 1|roll 2|roll 6|roll 5".split("|"):\n'
        "    state, _ = rules.apply_action(state, rules.parse_action(text))\n"
        'state, picture = rules.apply_action(state, rules.parse_action("manoeuvre Lynx M2"))',
    ),
    Entry(
        "fireship",
        "A fireship's run and her rings [9.1.2]",
        "Hell, burning with three Damage tokens, runs 4 inches straight ahead from where she started (the ghost). "
        "Round where she stops, the orange ring of 2 inches: Lynx, inside it and framed in amber, tests her "
        "Discipline; the dashed red ring of 6 inches is her blast when she blows up, and Naiad, framed red, lies in "
        "it only. The title gives each exact chance of a Damage token (the desk's fireship question).",
        "from sailkit.rulesets.fighting_ships.questions import answer\n\n"
        'harbour = fsh.Position.parse(\n    "FSH turn 3 sailing wind S blowing table 48x48 morale 9,9 first 1 "\n'
        '    "| Hell=1 fireship 20,20@0 D3 A0 | Lynx=2 5th-rate 21.5,25@0 D0 A0 | Naiad=2 5th-rate 25.5,26@30 D0 A0"\n)\n'
        'picture = answer(harbour, "fireship Hell")',
    ),
    Entry(
        "subs-and-aircraft",
        "Submarine counters and aircraft in a position [7.1, 8.1, 8.4]",
        "U-100 is submerged: her pack is three grey counters alike, numbered, and the white dot on counter 2 marks "
        "the boat, as her owner and the record know it; the destroyers' side sees no dot (its view, observe, leaves "
        "the real counter out). A Stuka dive bomber (a dart pointing where it flies) carries its two bombs in on its "
        "first Game-Turn, and a Hurricane flies combat air patrol over Vanoc.",
        'picture = drawing.position_figure(fsh.Position.parse(\n    "FSH turn 2 sailing wind N blowing table 48x48 '
        'morale 9,9 first 1 "\n    "| Vanoc=1 destroyer 20,20@0 D0 A0 | Walker=1 destroyer 14,16@30 D0 A0 "\n    '
        '"| U-100=2 pack sub-submerged D1 A0 1:22,15@100 2:27,27@60 3:12,27@200 real:2 "\n    '
        '"| Stuka-1=1 air dive-bomber 28,30@225 load:2-bomb first | Hurri=1 air fighter-3 17,22@0 cap:Vanoc"\n))',
    ),
    Entry(
        "hunt",
        "A submarine hunt [7.1, 7.3, 7.4]",
        "The destroyer Vanoc (ECM 1) closes U-100's pack of three counters, alike to her: one is the boat, two are "
        "decoys. The blue disc is her sonar's 10 inches (6 and 4 a level of ECM): every counter in it is framed amber "
        "and searched this initiative phase, so she locates the boat one time in two. The hatched half-disc is the 6 "
        "inches astern where her depth charges reach (reading asw_stern_arc): only counter 1 lies in it.",
        "from sailkit.rulesets.fighting_ships.sub_hunt import hunt\n"
        "from sailkit.rulesets.fighting_ships.submarines import Pack\n\n"
        'vanoc = fsh.Ship.of("Vanoc", "destroyer", Pose(20, 20, 0), side=1)\n'
        'boat = fsh.Ship.of("U-100", "sub-submerged", Pose(0, 0, 0), side=2)\n'
        'pack = Pack("U-100", ((1, Pose(22, 15, 100)), (2, Pose(27, 27, 60)), (3, Pose(12, 27, 200))), real=2)\n'
        "picture = hunt(vanoc, 1, boat, pack)  # a destroyer of the world wars: depth charges",
    ),
    Entry(
        "torpedo-run",
        "A torpedo run [5.7.1, 5.7.2]",
        "The destroyer Rattler fires two spreads from her starboard tubes at the cruiser Kent, aimed at Kent's "
        "mainmast. The counters run 12 inches a sailing phase (a dot, numbered, where each phase ends), are armed "
        "after 6 inches (the purple diamond) and the first base they touch is Lynx's, lying across the line: a "
        "torpedo strikes whatever it meets first, friend or bystander. The title gives the exact odds of two torpedo "
        "impacts on Lynx, saved by half her Hull (the desk's torpedo question).",
        "from sailkit.rulesets.fighting_ships.questions import answer\n\n"
        'action = fsh.Position.parse(\n    "FSH turn 4 gunnery wind W blowing table 48x48 morale 30,30 first 1 "\n'
        '    "| Rattler=1 destroyer 8,10@0 D0 A0 | Kent=2 light-cruiser 36,30@270 D0 A0"\n'
        '    " | Lynx=2 corvette 24,22@300 D0 A0"\n)\n'
        'picture = answer(action, "torpedo Rattler Kent 2")',
    ),
    Entry(
        "missile-salvo",
        "A missile salvo against goalkeepers [5.8.1, 5.8.2]",
        "The frigate Harrier launches both her missiles at Kent. Guided, they run straight until armed, then home on "
        "Kent's mainmast, 30 inches a phase, and strike her base. Kent and the destroyer Swift, whose mainmasts lie "
        "within 8 inches of where the missiles strike (the dashed rings), fire their goalkeepers first: a die for "
        "every 2 AA points, each 6 destroying a missile. The title gives the exact odds of what gets through.",
        "from sailkit.rulesets.fighting_ships.questions import answer\n\n"
        'action = fsh.Position.parse(\n    "FSH turn 4 gunnery wind W blowing table 60x48 morale 30,30 first 1 "\n'
        '    "| Harrier=1 modern-frigate 6,8@45 D0 A0 | Kent=2 light-cruiser 40,30@270 D0 A0"\n'
        '    " | Swift=2 destroyer 44,24@270 D0 A0"\n)\n'
        'picture = answer(action, "missile Harrier Kent")',
    ),
    Entry(
        "battery",
        "A shore battery's fire [9.1.3]",
        "The medium battery Citadel stands on the port's shore (sand), its seaward face the dark bar with three "
        "embrasures. Its guns bear on the half of the table ahead of that face (tinted, reading shore_battery_arc); the "
        "shore it stands on does not block its line (reading battery_sight), so the green arrow reaches Syrene, 11.7 "
        "inches off at medium range. A battery hits on 4+ and explodes on 6 at every range (the desk's fire "
        "question).",
        "from sailkit.rulesets.fighting_ships.questions import answer\n\n"
        'port = fsh.Position.parse(\n    "FSH turn 3 gunnery wind W blowing table 48x36 morale 13,17 first 2 shore 0,30,48,36 "\n'
        '    "| Citadel=2 medium-battery 24,33@180 D0 A0 | Syrene=1 5th-rate 20,22@0 D0 A0"\n)\n'
        'picture = answer(port, "fire Citadel Syrene")',
    ),
    Entry(
        "game-duel",
        "The Duel's manoeuvres [APP.2.3.2a]",
        "In the frigate Duel the two ships manoeuvre and fire in turn; the first ruling of that phase in the sample "
        "Duel, its ship framed.",
        "from pathlib import Path\n\nfrom sailkit.engine import Game\n\n"
        'game = Game.load(Path(fsh.__file__).resolve().parents[3] / "replays" / "fighting_ships-duel.fsh")\n'
        "state = game.rules.start(game.setup)\n"
        "for action in game.actions:\n"
        "    state, picture = game.rules.apply_action(state, action)\n"
        '    if picture.kind == "manoeuvre_phase":\n'
        "        break",
    ),
    Entry(
        "game-gunnery",
        "The gunnery phase [5.1]",
        "Syrene fires at Kent on her starboard beam: the arrow runs from firer to target, as a replay marks a salvo, "
        "with the dice the salvo throws at the target; both are framed while the Gunnery dice are wanted.",
        "from dataclasses import replace\n\nfrom sailkit.rulesets.fighting_ships.state import State\n\n"
        'table = fsh.Position.parse(\n    "FSH turn 3 gunnery wind E blowing table 48x48 morale 9,9 first 1 "\n'
        '    "| Syrene=1 5th-rate 20,20@0 D0 A0 | Kent=2 3rd-rate 28,20@0 D1 A0"\n)\n'
        "state = State(replace(fsh.encounter(), position=table), table)\n"
        'state, picture = fsh.RULES.apply_action(state, fsh.RULES.parse_action("fire Syrene Kent"))',
    ),
    Entry(
        "game-boarding",
        "Boarding [6.1]",
        "Rapide, entangled with the battered Achille, boards her instead of firing: the boarding dice are wanted.",
        "from dataclasses import replace\n\nfrom sailkit.rulesets.fighting_ships.state import State\n\n"
        'table = fsh.Position.parse(\n    "FSH turn 3 boarding wind E blowing table 48x48 morale 9,9 first 1 "\n'
        '    "| Rapide=1 6th-rate 40,37.5@90 D0 A0 with:Achille | Achille=2 3rd-rate 40,36@90 D4 A0 with:Rapide"\n)\n'
        "state = State(replace(fsh.encounter(), position=table), table)\n"
        'state, picture = fsh.RULES.apply_action(state, fsh.RULES.parse_action("board Rapide Achille"))',
    ),
    Entry(
        "boats",
        "What a boat counter may do [6.3]",
        "Cut It Out at night: the Launch (a crew die and a marine counter) pulls for Hermione, whose alarm has "
        "turned her crew out; the Pinnace is alongside and the Jolly was sunk. The desk frames the boat, rings how "
        "far it rows in a Game-Turn, and draws a dashed red line from the ship that may fire at it with her exact "
        "chance of sinking it, one hit being enough.",
        'table = fsh.Position.parse(\n    "FSH turn 3 gunnery wind E blowing table 24x24 morale 3,0 first 2 night shore 0,19,24,24 "\n'
        '    "| Hermione=1 5th-rate 12,14@90 D0 A0 guard:roused | Launch=2 boat 8,11 crew:1 marines:1 "\n'
        '    "| Pinnace=2 boat 12.5,13.375 crew:1 | Jolly=2 boat 15,11 crew:1 sunk"\n)\n'
        'from sailkit.rulesets.fighting_ships.questions import answer\n\npicture = answer(table, "boat Launch")',
    ),
    Entry(
        "boat-attack",
        "A boat attack [6.1, 6.3, APP.2.3.2i]",
        "The Launch and the Pinnace, alongside Hermione, board her from the water: their crews and the Launch's "
        "marines pool four dice against the guard and the sleeper the alarm brought up. A boat has no Damage token "
        "to take and no morale to lose.",
        "from dataclasses import replace\n\nfrom sailkit.rulesets.fighting_ships.scenarios import cut_it_out\n"
        "from sailkit.rulesets.fighting_ships.state import State\n\n"
        'table = fsh.Position.parse(\n    "FSH turn 3 boarding wind E blowing table 24x24 morale 3,0 first 2 night shore 0,19,24,24 "\n'
        '    "| Hermione=1 5th-rate 12,14@90 D0 A0 guard:roused | Launch=2 boat 11,13.375 crew:1 marines:1 "\n'
        '    "| Pinnace=2 boat 12,13.375 crew:1"\n)\n'
        "state = State(replace(cut_it_out(), position=table), table)\n"
        'state, picture = fsh.RULES.apply_action(state, fsh.RULES.parse_action("board Launch Hermione"))',
    ),
    Entry(
        "admiral",
        "What an admiral changes for a ship [APP.1.2.1]",
        "Syrene lies 8 inches from the flagship Victory, whose Villain admiral gives her one Discipline die more: "
        "the desk's question, both ships framed.",
        'picture = fsh.admiral_effect(\n    fsh.Position.parse(\n        "FSH turn 2 sailing wind E blowing table 48x48 morale 9,9 first 1 "\n'
        '        "| Victory=1 1st-rate 14,14@0 D0 A0 admiral:villain | Syrene=1 5th-rate 22,14@0 D0 A0 "\n'
        '        "| Naiad=2 5th-rate 34,30@180 D0 A0"\n    ),\n    "Syrene",\n)',
    ),
    Entry(
        "deployment",
        "A deployment checked [APP.2.3.2g]",
        "sailkit's set-up of The Fog Lifts checked against the scenario's rules: six features 6 inches apart, every "
        "ship 6 inches from every enemy, each squadron within 3 inches.",
        "from sailkit.rulesets.fighting_ships.fog_lifts import placement\n\npicture = placement(fsh.fog_lifts().position)",
    ),
    Entry(
        "steam",
        "A cruiser's runs and turns under steam [4.1.2]",
        "A light cruiser may turn 30 degrees only after 3 inches since her last turn (a destroyer after 2, a battleship "
        "after 4); she never tacks or wears. Here she runs 3, turns, 3, turns and runs 4: 10 of the 12 inches her "
        "speed allows. A tick marks her heading after each run.",
        "from sailkit.rulesets.fighting_ships.steam import Speed, steam\n\n"
        'ajax = fsh.Ship.of("Ajax", "light-cruiser", Pose(20, 20, 0))\n'
        'picture = steam(ajax, "M3+30 M3+30 M4", Speed(0, 12, 0))',
    ),
    Entry(
        "steam-ends",
        "How far a galley can row [4.1.2, 4.1.3]",
        "A galley under oars last ran 4 inches: this turn she must run at least 2 and may run up to her top speed of 6. "
        "Each dot is where a plan of 2-inch runs ends, straight or turning 30 degrees after each run, the tick her "
        "heading there.",
        "from sailkit.rulesets.fighting_ships.steam import speed_range, steam_ends\n\n"
        'argo = fsh.Ship.of("Argo", "large-galley", Pose(20, 20, 0))\n'
        'speed = speed_range("large-galley", 10, 4, motive="oar").verdict\n'
        "picture = steam_ends(argo, speed)",
    ),
    Entry(
        "replay-galleys",
        "The galley battle [APP.1.1.1, 4.1.3, 4.3.2]",
        "The sample galley battle in its third Game-Turn, as the replay's exports draw it, as a ram sinks Sultana: "
        "the galleys have rowed into each other, a rammer holding her course while her victim tries to turn clear, "
        "and the two lie where they struck, their Anchor tokens beside their names [4.3.2, 4.3.3].",
        "from pathlib import Path\n\nfrom sailkit.replay_export import Replay\n\n"
        'replay = Replay.load(Path(fsh.__file__).resolve().parents[3] / "replays" / "fighting_ships-galleys.fsh")\n'
        "picture = replay.figure(replay.points[216])",
    ),
    Entry(
        "replay",
        "A point of a replay [2.1]",
        "The sample Encounter forty actions in, as the replay's exports draw it: the same part of the table at every "
        "point, the ships busy framed.",
        "from pathlib import Path\n\nfrom sailkit.replay_export import Replay\n\n"
        'replay = Replay.load(Path(fsh.__file__).resolve().parents[3] / "replays" / "fighting_ships-encounter.fsh")\n'
        "picture = replay.figure(replay.points[40])",
    ),
    Entry(
        "jutland",
        "The steam eras' sample: a Jutland-style action [5.3, 5.4g, 5.6.3]",
        "The sample action of battlecruisers and destroyers as the replay draws it, at the first salvo that sinks a "
        "ship: the red arrow runs from the firer to her target, and the mark at the target gives the result [5.6.3]. "
        "Guns reach across the whole 6-by-4-foot table.",
        "from pathlib import Path\n\nfrom sailkit.replay_export import Replay\n\n"
        'replay = Replay.load(Path(fsh.__file__).resolve().parents[3] / "replays" / "fighting_ships-jutland.fsh")\n'
        "sinking = (p for p in replay.points if any(h.kind == 'fire' and 'sunk' in h.result for h in p.happened))\n"
        "picture = replay.figure(next(sinking))",
    ),
    Entry(
        "carrier",
        "The air age's sample: a carrier strike [8.2-8.6]",
        "The sample carrier strike as the replay draws it at its first bomb, dropped within 4 inches of the target's "
        "mainmast [8.5]: fighters patrol over their carriers [8.4], and strike aircraft fly for the enemy. Counters "
        "aboard a carrier are not drawn; a dart is a counter in the air, its load or patrol beside its name.",
        "from pathlib import Path\n\nfrom sailkit.replay_export import Replay\n\n"
        'replay = Replay.load(Path(fsh.__file__).resolve().parents[3] / "replays" / "fighting_ships-carrier.fsh")\n'
        "picture = replay.figure(next(p for p in replay.points if str(p.action or '').startswith('bomb ')))",
    ),
)

#: The gallery's entries and where its files go, for the kit to draw (:class:`sailkit.gallery.Gallery`).
GALLERY = Gallery(SETUP, ENTRIES, PAGE, FOLDER)


def page(shown: Mapping[str, Shown]) -> str:
    """The gallery's Markdown page; ``shown`` gives each entry's alt text and width by slug."""
    out = [
        "# Fighting Ships gallery: every kind of diagram",
        "",
        f"Generated by `{COMMAND}` from the code under each picture; do not edit by hand. A test fails when this page",
        "or its pictures are out of date.",
        "",
        "Every diagram speaks the kit's one visual language on the open table: each ship is her base to scale in her",
        "side's colour (side 1 vermilion, side 2 blue, as the key beside the compass says), her hull white on it",
        "with the bow filled and her mainmast a dot, her name beside her; the ships a ruling is about are framed in",
        "amber; a green arrow is only ever a clear line, a dashed red one a line refused, with a red cross on what",
        "blocks it; gun arcs and range bands are tinted and named in the key; a dot is a place a ship can end, with a",
        "tick for each heading. East of the table the compass, the wind and a ruler in inches. Rulings with no place",
        "on the table are cards: the dice as thrown, the exact odds as bars, the steps with their cases. Each",
        "picture carries its heading as alt text. Every snippet starts with:",
        "",
        "```python",
        SETUP.rstrip(),
        "```",
        "",
    ]
    return "\n".join(out + GALLERY.sections(shown))


def files() -> dict[Path, bytes]:
    """Every file the gallery writes, by path relative to the repository root."""
    return GALLERY.files(page)


def write(root: Path) -> list[Path]:
    """Write the gallery under ``root`` (each file atomically), remove pictures no entry draws; the paths that
    changed."""
    return write_files(root, files(), FOLDER)


def main(argv: list[str]) -> int:
    """Redraw the gallery from the repository root; ``0`` when done."""
    if argv:
        print(f"usage: {COMMAND}   (from the repository root)", file=sys.stderr)
        return 2
    return redraw(write)


__all__ = ["COMMAND", "ENTRIES", "FOLDER", "GALLERY", "PAGE", "SETUP", "files", "main", "page", "write"]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
