"""Every point the Tournament Edition leaves open, as a switchable reading with a reasoned default.

Three kinds of gap are listed here:

- **lost diagrams and charts** (attitudes, allowance charts, broadside play, five fields):
  recovered from the 2nd-edition figures as numbers and hex sets. The Tournament Edition
  may differ, so each is a reading naming its source;
- **lost tables** (the Basic Game tables): the Tournament Edition's Advanced card stands in,
  or the 2nd edition's Basic values where they survive;
- **ambiguous or contradictory text** (melee victory, the order rigging is lost, the HDT
  against the text ...): each competing ruling is an option.

Pass ``readings={"key": "option"}`` to any entry point, or ``Game(..., readings=...)``.
``python -m sailkit.rulesets.wooden_ships readings`` prints the table in
``docs/wooden_ships/readings.md``.
"""

from __future__ import annotations

from ...readings import Option, Reading, ReadingBook


def _r(
    key: str, question: str, cases: tuple[str, ...], options: list[tuple[str, str]], default: str, why: str
) -> Reading:
    return Reading(key, question, cases, tuple(Option(n, s) for n, s in options), default, why)


READINGS = ReadingBook(
    "wooden_ships",
    (
        # ---- lost diagrams and charts ----
        _r(
            "attitudes",
            "Which headings put a ship in attitude A, B, C or D (Diagrams 1 and 2 are lost)?",
            ("7.1.3",),
            [
                (
                    "second-edition",
                    "with k the clockwise sixths from the way the wind blows to the heading: "
                    "k = 0 is B (wind astern), 1 or 5 is A (wind on the quarter), 2 or 4 is C "
                    "(wind forward of the beam), 3 is D (head to wind)",
                ),
            ],
            "second-edition",
            "the 2nd-edition diagrams read cell by cell; the TE's own examples agree "
            "(A and C are one turn apart [7.1.12], D stops a ship [7.1.16])",
        ),
        _r(
            "battle_sail_chart",
            "How many hexes may a ship under battle sails move in each attitude (the charts are lost)?",
            ("7.1.4", "3.2.4"),
            [("second-edition", "speed 3: A 3, B 2, C 1, D 0; speed 4: A 4, B 3, C 1, D 0")],
            "second-edition",
            "every cell the TE examples fix (3C = 1, 4A = 4, 3B = 2, D = 0) agrees; 4B = 3 is read from the 2nd-edition chart",
        ),
        _r(
            "full_sail_chart",
            "How many hexes may a ship under full sails move in each attitude?",
            ("20.1.1",),
            [("second-edition", "speed 5: A 5, B 4, C 2, D 0; 6: 6/5/2/0; 7: 7/6/2/0")],
            "second-edition",
            "the only surviving source (the 2nd-edition figure)",
        ),
        _r(
            "broadside_play",
            "Which hexes does each broadside's play cover (the diagram is lost)?",
            ("11.1.1", "11.1.3"),
            [
                (
                    "second-edition",
                    "v rows out from the keel line, u hex-widths along it from the point between "
                    "bow and stern hex: the play is |u| <= (v + 1) / 2, so v + 2 hexes in row v; "
                    "the hexes straight ahead and astern are never in it",
                )
            ],
            "second-edition",
            "read hex by hex from the 2nd-edition figure; it is the union of the two 60-degree "
            "cones abeam of the bow and of the stern hex",
        ),
        _r(
            "five_fields",
            "How is the play divided into the Advanced Game's five fields (the diagram is lost)?",
            ("24.1.1", "24.1.2"),
            [
                (
                    "second-edition",
                    "field 1: u = 0; 2: -(v + 2)/4 <= u < 0; 3: 0 < u <= (v + 2)/4; "
                    "4: the rest of the play toward the stern; 5: the rest toward the bow",
                )
            ],
            "second-edition",
            "127 hexes of the 2nd-edition figure checked against these inequalities without a mismatch",
        ),
        _r(
            "wind_arrow",
            "Does the wind arrow (and the wind number) point where the wind blows to, or where it comes from?",
            ("2.2", "8.2.1", "18.1.1"),
            [
                ("toward", "the arrow points downwind: drift goes the way it points"),
                ("from", "the arrow points upwind, like a weather vane's tail"),
            ],
            "toward",
            "a drifting ship moves the way the wind number points [8.2.1], and the diagrams draw the arrow downwind",
        ),
        # ---- the Basic Game's lost tables ----
        _r(
            "basic_tables",
            "Which Hit Determination Table does the Basic Game use (its own tables are not in the text)?",
            ("2.4.1", "11.2.3"),
            [
                ("card", "the TE Advanced card's HDT and Hit Tables, capped at Table 8, basic modifiers only"),
                (
                    "second-edition",
                    "the 2nd edition's Basic HDT (five gun bands, 1-3 to 13+) with gun counts halved "
                    "to Basic scale; the Hit Tables stay the card's",
                ),
            ],
            "card",
            "the card is the Tournament Edition's own; the 2nd-edition Basic Hit Tables are lost, so "
            "that option can only borrow its HDT",
        ),
        _r(
            "basic_rake",
            "What does a Basic Game rake add (the Basic HDT's rake modifier is lost)?",
            ("11.3.2", "16.1.1.1"),
            [
                ("bracket", "use the bracketed rake value of the HDT cell, as the Advanced Game does"),
                ("rake-column", "add the card's RAKE column (+1)"),
                (
                    "second-edition",
                    "add the 2nd edition's Basic rake column to the card's table: +1 to +5 by gun band, the guns "
                    "halved to Basic scale unless ship_scale already halved them",
                ),
            ],
            "bracket",
            "11.3.2 says the bonus depends on the guns; the bracketed values are the card's only such figures "
            "(the RAKE +1 column reads best as the stern-rake bonus of 16.1.1.2). Under basic_tables=second-edition "
            "the 2nd edition's HDT carries its own rake column and this reading is not consulted",
        ),
        _r(
            "fouling_table",
            "Which Fouling Table decides a collision?",
            ("8.3.5",),
            [
                ("card", "two dice, 10 or more fouls, with the card's modifiers; a natural 12 always fouls"),
                ("second-edition", "one die, 1-3 fouls, no modifiers"),
            ],
            "card",
            "rule 8.3.5 and the 1.2b change notes name the two-dice table",
        ),
        # ---- geometry the text leaves open ----
        _r(
            "range_from",
            "From which of the firer's two hexes is range counted (to the target's nearer hex)?",
            ("11.2.1", "24.1.6"),
            [
                ("nearer-hexes", "from whichever firer hex is nearer: the least distance between the two counters"),
                ("firing-section", "from the hex of the section that fires (the bow hex for a bow section alone)"),
            ],
            "nearer-hexes",
            "the 2nd-edition range figure counts stern hex to stern hex, the nearest pair",
        ),
        _r(
            "closest_tie",
            "When an enemy and a blocking object (friend, struck ship, land) are equally near in a field, may the broadside fire?",
            ("11.1.4.1", "11.1.4.2", "11.1.5"),
            [
                ("enemy-may-fire", "yes: among equally near objects the firer picks [11.1.5]"),
                ("blocked", "no: a blocking object among the nearest blocks the field"),
            ],
            "enemy-may-fire",
            "11.1.5 lets the firer choose among equally near targets",
        ),
        _r(
            "rake_geometry",
            "From which hexes is an Advanced Game rake possible?",
            ("24.4.1", "24.4.4"),
            [
                ("axis-line", "any hex on the line the target's bow or stern points along, out to 5 hexes"),
                ("adjacent-only", "only the hex directly ahead of the bow or astern of the stern"),
            ],
            "axis-line",
            "the 5-hex limit of 24.4.4 would mean nothing if only the adjacent hex counted",
        ),
        _r(
            "collision_swap",
            "Do two ships that exchange hexes in one step (passing through each other) collide?",
            ("8.3.1",),
            [
                ("no-collision", "no: a collision is two ships in one hex at the same step"),
                ("collision", "yes: they must have met on the way"),
            ],
            "no-collision",
            "8.3.1 defines a collision by the shared hex; a swap is rare on hexes and the text is silent",
        ),
        # ---- ambiguous text ----
        _r(
            "melee_victory",
            "When is a melee won?",
            ("12.3.3", "A-12.3"),
            [
                ("three-to-one", "as soon as one party's total melee strength is three times the other's"),
                ("wipe-out", "only when one party has no crew left"),
            ],
            "three-to-one",
            "the Addendum's worked melee ends that way, as the 2nd edition's 12.3.3 said",
        ),
        _r(
            "rigging_loss_order",
            "Which rigging section loses boxes first?",
            ("11.4.4.1", "20.1.4", "A-Log"),
            [("section-1-first", "section 1, then 2, 3, 4"), ("highest-first", "the highest-numbered section first")],
            "section-1-first",
            "the rule text says so; only the revised log schematic (item 11) says otherwise",
        ),
        _r(
            "gun_hit_side",
            "Gun hits that could come off either broadside (the firer is equally near both), or in the Advanced Game "
            "either section of a broadside (the firing guns are equally near its bow and stern hex): which does the "
            "defender give up first?",
            ("11.4.3.1", "24.1.7"),
            [
                (
                    "more-left",
                    "the broadside (or section) with more guns and carronades left (the left, or the bow, on a tie)",
                ),
                (
                    "fewer-left",
                    "the broadside (or section) with fewer left, keeping the stronger one whole (the left, or the "
                    "bow, on a tie)",
                ),
            ],
            "more-left",
            "the rule leaves it to the defender; taking from the fuller side keeps both broadsides able to answer, "
            "which suits a ship that may be engaged on either beam, and is how the recorded games were played",
        ),
        _r(
            "gun_hit_kind",
            "A gun hit on a broadside that has carronades too: the rule lets the defender choose which kind of box "
            "to give up; which does sailkit give up for her?",
            ("11.4.3.1", "24.1.7"),
            [
                ("guns-first", "her long guns, carronades only once the guns of that broadside (or section) are gone"),
                (
                    "carronades-first",
                    "her carronades, keeping the long guns that reach 10 hexes; the guns only once the carronades of "
                    "that broadside (or section) are gone",
                ),
            ],
            "guns-first",
            "the choice is the defender's [11.4.3.1]; a player who wants the other may switch it. Guns first is how "
            "the engine has always marked gun hits and how the recorded games were played",
        ),
        _r(
            "surrender_tbp_reach",
            "Which enemy ships may a transfer party be sent to in the hope that they give up?",
            ("10.2.8", "10.2.1", "10.2.6"),
            [
                ("locked", "only an enemy she is fouled or grappled with"),
                ("adjacent", "any enemy alongside, as a transfer to a friend may go to any friend alongside"),
            ],
            "locked",
            "parties are written for ships fouled or grappled; the freedom to cross to a ship merely alongside is "
            "given for friends only",
        ),
        _r(
            "map_edge",
            "What happens when a ship sails up to the edge of the map in open sea?",
            ("15.0",),
            [
                ("edge-stops", "the edge stops her, as land would"),
                (
                    "floating",
                    "she sails on and, after movement, every counter is moved the fewest hexes one way that puts all "
                    "the ships back on the map, so the ships keep their places relative to one another (not in a "
                    "scenario with land)",
                ),
            ],
            "edge-stops",
            "the text offers moving the counters as an expedient players may use, not a rule they must; a fixed "
            "map is what the scenarios' hex names describe and how the recorded games were played",
        ),
        _r(
            "boarders_under_fire",
            "When does a ship with a boarding party formed take the extra crew loss?",
            ("24.2.7",),
            [
                ("crew-hit", "one extra box for each broadside whose result kills crew"),
                ("any-hit", "one extra box for each broadside that hits her at all"),
            ],
            "crew-hit",
            "the extra box is added to the normal crew loss, which presumes there is one to add to",
        ),
        _r(
            "crew_loss_modifier",
            "How much does each lost crew section cost on the Hit Tables?",
            ("11.3.3", "24.5.1"),
            [("card", "the HDT column: -1, or -2 for 19 guns and more"), ("text", "-1 a section, as 11.3.3 says")],
            "card",
            "the 24.5.1 worked example uses the card's -2",
        ),
        _r(
            "captured_modifier",
            "How much does firing from a captured ship cost?",
            ("11.3.5", "12.4.5"),
            [("card", "the HDT column: -1 for up to 6 guns, else -2"), ("text", "-2 always")],
            "card",
            "the card is the later, tabulated statement",
        ),
        _r(
            "full_sail_hull_extra",
            "Does a hull shot at a ship under full sails add the bracketed extra R?",
            ("20.1.3", "A-20.1"),
            [("rigging-only", "only rigging shots add it"), ("hull-too", "hull cells' brackets count too")],
            "rigging-only",
            "20.1.3 speaks of rigging damage only; its worked example (2R-C-G) matches neither reading and is not a test",
        ),
        _r(
            "unfouling_rolls",
            "Who rolls to unfoul a fouled pair?",
            ("6.0", "36.2.2"),
            [
                ("each-ship", "each ship of the pair may roll; one success frees both"),
                ("one-per-pair", "one roll a pair"),
            ],
            "each-ship",
            "6.0 speaks of a roll per fouled ship and 36.2.2 implies each ship rolls",
        ),
        _r(
            "avoid_grappling",
            "What is an attempt to avoid grappling (named in the sequence of play, never described)?",
            ("5.0", "17.0"),
            [("no-procedure", "nothing: a grapple is decided by its own roll")],
            "no-procedure",
            "no rule gives a procedure",
        ),
        _r(
            "mixed_class_drift",
            "At whose rate does a fouled or grappled group of mixed classes drift?",
            ("8.2.3.1",),
            [
                ("largest-ship", "the class-1 or class-2 ship's: every other turn"),
                ("smallest-ship", "the highest class number's: every turn"),
            ],
            "largest-ship",
            "the heaviest hull sets the pace of the whole group",
        ),
        _r(
            "entry_place",
            "Where does the counter of a ship entering during the game stand, and what does entering cost?",
            ("7.2.8", "8.1.2"),
            [
                (
                    "placed",
                    "the scenario's placing for her (both hexes on the map) is where she stands once she has "
                    "entered; she is put there as the Movement Execution Phase of her turn begins, taking it costs "
                    "one hex of that turn's allowance in the attitude she enters in, and she then carries out her "
                    "order from there; if either hex is taken she waits a turn",
                ),
            ],
            "placed",
            "the text fixes the cost (the first hex entered) but not the counter's path onto the map; a two-hex "
            "counter half off the map would have no field of fire to speak of, so she appears whole",
        ),
        _r(
            "dismasted_wait",
            "Which turns count toward the wait before a dismasted ship may make her one 60-degree turn?",
            ("8.2.5", "8.2.5.1", "8.2.5.2", "8.2.5.3", "8.2.5.4"),
            [
                (
                    "turns-adrift",
                    "every Movement Execution Phase she spends dismasted and does not turn, whether or not her "
                    "class's drift rate moved her a hex that phase",
                ),
                ("hexes-drifted", "only the phases in which she actually drifted a hex"),
            ],
            "turns-adrift",
            "8.2.5 speaks of consecutive turns while drifting, and a ship of the line drifting every other turn is "
            "still drifting in the turns between; counting only the hexes would make the wait twice as long for her",
        ),
        _r(
            "friendly_grapple_quality",
            "Whose crew quality adds to the roll when a ship grapples a friend (+1 crack, +2 elite)?",
            ("9.1.3", "9.1.4.1"),
            [
                ("grappler", "the crew of the ship throwing the grapnels"),
                ("both-crews", "each of the two crews, so two crack crews add +2"),
            ],
            "grappler",
            "the modifiers are for the ship making the attempt, as the enemy case compares her crew with the target's",
        ),
        _r(
            "blank_fire",
            "When may a ship fire a loaded broadside at no target?",
            ("13.4", "11.3.4"),
            [
                (
                    "with-a-target",
                    "while her side has a broadside to fire at a target; a Combat Phase in which no ship of a side "
                    "has a target passes that side by",
                ),
                ("any-time", "in every Combat Phase: the phase then waits for each side with a loaded broadside"),
            ],
            "with-a-target",
            "13.4 says what firing at nothing costs, not when it may be done; asking every side to say done in "
            "every Combat Phase, targets or none, would slow every game for a rare choice",
        ),
        _r(
            "late_loading",
            "In a scenario whose ships may load late, how many broadsides does a ship load in turn 1's Reload Phase?",
            ("13.5", "13.1"),
            [
                ("both-broadsides", "both: the loads she would have started with, put off to that phase"),
                ("one-broadside", "one, as in any Reload Phase [13.1]; the other waits for turn 2"),
            ],
            "both-broadsides",
            "13.5 puts off the loading ships start with (both broadsides [13.0]) without other effect; holding her "
            "to one would leave a ship that deferred worse off than one that loaded at the start",
        ),
        _r(
            "reload_allowance",
            "How many broadsides may a ship reload in one Reload Phase?",
            ("13.1", "26.1"),
            [("one-broadside", "one [13.1, the card]"), ("one-per-side", "one on each side [26.1's wording]")],
            "one-broadside",
            "13.1 and the card agree",
        ),
        _r(
            "boarders_exposed",
            "Which fire kills one extra crew box of a ship with a boarding party?",
            ("24.2.7",),
            [("all-fire", "any fire"), ("grape-only", "grapeshot only")],
            "all-fire",
            "24.2.7 is a case of its own under the shot types, after the grapeshot cases (24.2.4), and names no shot; "
            "it is how the engine has always played it",
        ),
        _r(
            "crew_differential_sign",
            "Which way does the crew-quality difference count when grappling an enemy?",
            ("9.1.4.1",),
            [
                ("better-attacker-gains", "+1 a step the grappler's crew is better, -1 a step worse"),
                ("better-target-gains", "the other way round"),
            ],
            "better-attacker-gains",
            "a better crew throws its grapnels better",
        ),
        _r(
            "stopped_ships",
            "Does a ship that only drifted count as having not moved, for the turning limits?",
            ("20.4.1",),
            [
                ("sailed-only", "yes: only sailing moves a ship"),
                ("bow-hex-unchanged", "no: any change of bow hex counts"),
            ],
            "sailed-only",
            "drift is not way made through the water",
        ),
        _r(
            "lost_cables",
            "A ship lying at anchor loses her second anchor cable to a critical hit: is she still anchored?",
            ("20.3.8", "20.3.8.3", "20.3.7"),
            [
                ("adrift", "no: with no cable left nothing holds her; she sails and drifts freely from then on"),
                (
                    "still-anchored",
                    "yes: she keeps lying where she is, as the note to 20.3.8 says of a ship with one cable, "
                    "until she weighs or cuts",
                ),
            ],
            "adrift",
            "the note to 20.3.8 speaks of a ship holding by one cable; with none left, she is in the state a cut "
            "cable leaves her in [20.3.7]",
        ),
        _r(
            "surrender_captor",
            "When does a ship with no guns, or no rigging, and no friend near surrender?",
            ("11.4.3.2", "11.4.4.2"),
            [
                ("immediate", "at once, at the end of the Combat Phase; a prize crew is needed to take it"),
                ("on-contact", "only when an enemy comes adjacent and fires (or can rake)"),
            ],
            "immediate",
            "who is 'first' under simultaneous movement is undefined; surrendering at once is the simple ruling",
        ),
        _r(
            "prize_guard_ratio",
            "How many prize-crew boxes guard 13 prisoners?",
            ("12.4.9",),
            [("ceiling", "one for each six or part of six: 3"), ("floor", "one for each full six: 2")],
            "ceiling",
            "the text asks for at least one box per six prisoners",
        ),
        _r(
            "storm_gunnery_small",
            "Do classes 5 to 7 fire at a penalty in a storm?",
            ("18.2.2.5",),
            [("no-penalty", "no, as printed"), ("as-class-4", "as class 4: two tables lower")],
            "no-penalty",
            "as printed",
        ),
        _r(
            "odd_split",
            "Which section gets the extra gun when a broadside's guns split unevenly into bow and stern?",
            ("16.2.2",),
            [("bow-larger", "the bow section"), ("stern-larger", "the stern section")],
            "bow-larger",
            "an arbitrary but fixed choice; the text is silent",
        ),
        _r(
            "gun_sections",
            "How are a broadside's guns and carronades shared between its bow and stern sections, and which section "
            "loses gun hits (the charts print only each broadside's count)?",
            ("16.2.2", "24.1.2", "24.1.7"),
            [
                (
                    "halves-kept",
                    "reconstructed: each broadside and its carronades are halved when the log is made (the odd one "
                    "as odd_split says) and each section keeps its own count from then on: a gun hit comes off the "
                    "section whose hex (bow or stern) is nearer the firing guns, then the other section of that "
                    "broadside, then the far broadside; a section fires only the guns it has left",
                ),
                (
                    "halves-of-what-is-left",
                    "each section is always half of what its broadside has left: gun hits come off the nearer "
                    "broadside only, as in the Basic Game",
                ),
            ],
            "halves-kept",
            "16.2.2 divides the log into sections and 24.1.7 marks gun hits on the nearer section; the even split is "
            "our reconstruction, since no chart gives guns per section",
        ),
        _r(
            "variable_wind_velocity",
            "Under Optional Rule 34, which velocity does the second die give (the Wind Velocity Table's die column "
            "is lost)?",
            ("34.0", "18.2"),
            [
                ("die-is-velocity", "reconstructed: the velocity of the die's number, 1 light to 6 storm"),
                ("scenario-velocity", "no die: the scenario's velocity stands; only direction and change numbers vary"),
            ],
            "die-is-velocity",
            "the rule matches the die against a column of the table, and the velocities it can reach are numbered "
            "1-6 like the die's faces; 0 (becalmed) and 7 (hurricane) come only from changes",
        ),
        _r(
            "mortar_gun_hits",
            "Optional Rule 42.6 logs a bomb's mortars in the carronade section: do gun hits reach them?",
            ("42.6", "11.4.3.1"),
            [
                (
                    "after-guns",
                    "derived: yes, once her guns and carronades are all gone, the bow mortar first, before surplus "
                    "gun hits fall on the hull",
                ),
                ("never", "derived: no: the log only keeps them there; gun hits pass them by"),
            ],
            "after-guns",
            "boxes in the carronade section are taken as carronades are, after the guns [11.4.3.1]; sailkit puts them "
            "last so a bomb's guns shield her mortars",
        ),
        _r(
            "command_lag",
            "Optional Rule 32: which ships write their orders turn by turn, the others three turns ahead?",
            ("32.2", "32.3", "32.4"),
            [
                ("squadrons", "printed (32.2, 32.3): the ships of a squadron whose flag ship still fights"),
                ("radius", "printed (32.4): the ships with a hex within ten hexes of a flag ship of their side"),
            ],
            "squadrons",
            "32.2 and 32.3 are the rule; 32.4 offers the radius as an alternative",
        ),
        _r(
            "lag_erase",
            "Optional Rule 32.4.1: which orders written ahead does a ship back within reach have erased?",
            ("32.4.1",),
            [
                ("all-ahead", "derived: all of them, this turn's too; she writes this turn's order afresh"),
                ("after-this-turn", "derived: those for later turns; this turn's order stands"),
            ],
            "all-ahead",
            "the rule lets her be marked from turn to turn once erased, which this turn's Movement Notation Phase "
            "already is",
        ),
        _r(
            "mortar_field",
            "Optional Rule 42.4: which hexes make up a bow mortar's 270-degree field on the hex map?",
            ("42.4", "42.4.1"),
            [
                (
                    "not-astern",
                    "reconstructed: both broadsides' plays and every hex ahead of them; not the hexes astern of them",
                )
            ],
            "not-astern",
            "the rule names the two broadside fields and the field between them toward the bow, and forbids only "
            "fire through the stern",
        ),
        _r(
            "lighten_bonus",
            "Optional Rule 38.2.2.1: how long does the +1 for guns thrown overboard last?",
            ("38.2.2.1",),
            [
                ("that-turn", "for the refloat die of the turn the guns went over; throw more next turn for another"),
                ("lasting", "for every later refloat die; no more guns need go over (the +1 is the most she can gain)"),
            ],
            "that-turn",
            "guns go over one pair a turn, which reads as a price paid for each attempt",
        ),
        _r(
            "fire_crews_at_guns",
            "Does a crew section set to fight a fire count as a section down when her guns fire (as men in the "
            "rigging do)?",
            ("Critical Hit Table 2H", "A-24.3.2.3.1", "24.5.1"),
            [
                ("no-penalty", "no: the text names no cost but the sections' work"),
                ("section-down", "yes: each fire-fighting section is a section down on the HDT, as in 24.5.1"),
            ],
            "no-penalty",
            "the fire rules list no gunnery penalty; where the rules want one (men in the rigging) they say so",
        ),
        _r(
            "doubleshot_commitment",
            "May a doubleshot load be fired as roundshot beyond one hex?",
            ("24.2.3.3", "24.2.3.4"),
            [("may-fire-as-round", "yes, still costing two reloads"), ("committed", "no: it must be fired at 1 hex")],
            "may-fire-as-round",
            "24.2.3.4 is the more specific rule",
        ),
        _r(
            "change_number_set",
            "A change result such as '7 or 9 or 11': does any of the numbers change the wind?",
            ("18.1.3", "33.0"),
            [("any-listed", "yes: a 2d6 total equal to any listed number changes the wind")],
            "any-listed",
            "the chart lists several numbers; the log keeps them all",
        ),
        _r(
            "low_powder_fire",
            "Does a low-powder fire (a 12 after a combat die of 1) also need the 2H qualifying roll?",
            ("16.1.2.3.2",),
            [
                ("direct", "no: a fire breaks out"),
                ("qualifying-roll", "yes: as a 2H critical, qualifying roll and all"),
            ],
            "direct",
            "the text says the fire starts",
        ),
        _r(
            "tow_critical",
            "What does a 5H critical cut?",
            ("35.4.3.1", "Critical Hit Table"),
            [
                ("card", "the towing grapple (8H cuts an anchor cable)"),
                ("optional-rule", "odd: tow grapple, even: anchor"),
            ],
            "card",
            "the card is the later statement",
        ),
        _r(
            "tow_wake",
            "Optional Rule 35.4.2: where does a ship in tow lie after her tower moves?",
            ("35.4.2",),
            [
                (
                    "stern-trail",
                    "derived: step by step on the two hexes her tower's stern last left, her bow next to the "
                    "tower's stern; the tower may not sail or swing into her, and a collision stops both",
                )
            ],
            "stern-trail",
            "the rule puts her in the tower's wake without a diagram; the hexes the stern leaves are that wake on a "
            "hex map, and keep her bow where the tow was made fast",
        ),
        _r(
            "grape_strength",
            "How is the grapeshot column of the HDT read?",
            ("24.2.4.2",),
            [("as-printed", "as printed: it cancels most of the 1-hex base value")],
            "as-printed",
            "numbers are printed as such; the odd result is flagged in the docs",
        ),
        # ---- data ----
        _r(
            "french_44_guns",
            "The French 44's chart row gives 10 guns left and 5 right: misprint?",
            ("Ship Specification Charts",),
            [("mirrored", "10 and 10"), ("as-printed", "10 and 5")],
            "mirrored",
            "every other ship carries equal broadsides",
        ),
        _r(
            "counter_ratings",
            "Where do turning ability and full-sail speed come from (no chart prints them)?",
            ("2.31.1", "2.31.3"),
            [
                (
                    "by-class",
                    "reconstructed by class: 1st rates 1 and 5, other ships of the line 2 and 5, frigates 3 and 6, smaller 3 and 7",
                ),
                ("scenario-only", "a scenario must state them"),
            ],
            "by-class",
            "the counters are lost; heavier ships turn worse and run slower",
        ),
        _r(
            "ship_scale",
            "At which scale does the Basic Game use the Addendum's (Advanced-scale) charts?",
            ("16.2.1", "2.4.1"),
            [
                ("as-charted", "as charted, with the card's HDT (its bands reach 25+ guns)"),
                ("halved", "halved back to Basic scale (hull / 1.5, guns and crew / 2)"),
            ],
            "as-charted",
            "the card's HDT is built for charted gun counts; halve only with the 2nd-edition Basic HDT",
        ),
        _r(
            "reload_squares",
            "May the other side inspect how many reload squares a ship has left, once logs are opened after the "
            "orders? Only the load column is said to stay closed, but double shot marks off two squares, so the "
            "count gives the load away.",
            ("7.2.5", "26.1.1"),
            [
                ("hidden", "kept with the load column: the other side sees neither the shot nor the squares left"),
                ("open", "part of the open log: the other side sees the squares left (and may infer double shot)"),
            ],
            "hidden",
            "the load column is closed so the shot loaded stays secret; squares that reveal double shot would "
            "undo that",
        ),
    ),
)

DEFAULT = READINGS.defaults()


def document() -> str:
    """``docs/wooden_ships/readings.md``: every reading, its options and default."""
    return "\n".join(
        [
            "# Wooden Ships & Iron Men: readings",
            "",
            "Generated by `python -m sailkit.rulesets.wooden_ships readings > docs/wooden_ships/readings.md`; "
            "a test keeps it current.",
            "",
            "Where the Tournament Edition text lost a diagram or table, or can be read two ways, sailkit names "
            'each reading and a default. Switch with `readings={"melee_victory": "wipe-out"}` on any entry '
            "point or on `Game(..., readings=...)`; every ruling lists the readings it consulted.",
            "",
            f"{len(READINGS)} readings.",
            "",
            READINGS.markdown(),
            "",
        ]
    )


__all__ = ["DEFAULT", "READINGS", "document"]
