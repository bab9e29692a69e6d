"""The readings of Fighting Sail: every rule the surviving text leaves open.

Each :class:`~sailkit.readings.Reading` names the cases it touches, its competing
options and a default with the reason for it. ``docs/readings.md`` is generated from
this list (``python -m sailkit.rulesets.fighting_sail readings``, by :mod:`.readings_doc`),
and a test keeps the two in step.
"""

from __future__ import annotations

from typing import Protocol

from ...readings import Option, Reading, ReadingBook, Readings, ReadingsLike

# Each section's readings live in their own tuple, in case order.

WIND_AND_GEOMETRY: tuple[Reading, ...] = (
    Reading(
        key="ma_table",
        question="What are the lost Movement Allowances of Sailing Value B and C ships when beating, beam reaching or running?",
        cases=("5.22", "7.1", "13.33"),
        options=(
            Option("minus_one", "each grade below A moves one point less at every point of sail: B = A - 1, C = A - 2"),
            Option(
                "proportional", "B and C keep A's value scaled by their broad-reach ratio (5/6 and 4/6), rounded down"
            ),
        ),
        default="minus_one",
        why_default=(
            "the only printed values are A beating 3, A beam 4 and broad reach 6/5/4; A running 5 follows from the "
            "13.33 ladder; 'one less per grade' is the simplest table that matches them all"
        ),
    ),
    Reading(
        key="arc_boundary",
        question="Where do the lost field-of-fire displays put squares exactly on a 45-degree line from the bow or stern?",
        cases=("9.31b", "9.35"),
        options=(
            Option(
                "broadside",
                "the 90-degree broadside wedges include their boundary lines; bow and stern blind areas are what lies strictly inside the remaining wedges",
            ),
            Option(
                "blind", "the boundary lines belong to the bow and stern blind areas; broadsides are the open wedges"
            ),
            Option(
                "half_plane",
                "each broadside covers its whole side; only the squares straight ahead and straight astern are blind",
            ),
        ),
        default="broadside",
        why_default=(
            "a shaded wedge drawn from a counter naturally includes its diagonals, ships in a diagonal line abreast can "
            "then engage, and diagonally adjacent ships are not left unable to fire at each other"
        ),
    ),
    Reading(
        key="los_corner_pinch",
        question="Does a line of sight pass between two occupied squares that touch it only at the same corner?",
        cases=("9.31c",),
        options=(
            Option("clear", "passing through a corner never blocks, even between two occupied squares"),
            Option("blocked", "two occupied squares meeting at a corner the line passes through close the gap"),
        ),
        default="clear",
        why_default="the rule says a line through a square's corner does not block, and makes no exception for pairs",
    ),
    Reading(
        key="los_split",
        question="When a line of sight runs through the midpoint of the side two squares share, is it blocked by one occupied square of the pair?",
        cases=("9.31c",),
        options=(
            Option("either", "the line passes through both squares' interiors, so either one occupied blocks it"),
            Option("both", "the line splits the pair evenly, so it is blocked only when both squares are occupied"),
        ),
        default="either",
        why_default="the line does pass through the interior of both squares, and the rule blocks any square passed through",
    ),
)

# Commands, movement, drift and the weather gauge [6.0-8.0].
MOVEMENT: tuple[Reading, ...] = (
    Reading(
        key="step_order",
        question="When a ship's points drop below 2 on entering a square, may it still make its turn in that square before its chit comes off?",
        cases=("7.34", "7.36", "7.54", "9.14"),
        options=(
            Option(
                "turn_then_stop",
                "entering, then the optional turn in the new square, then the chit check: the last square entered can still be used to turn",
            ),
            Option(
                "stop_then_turn",
                "the chit check comes first: a ship left with under 2 points may not turn in the square it just entered",
            ),
        ),
        default="turn_then_stop",
        why_default="otherwise many port and starboard commands could never be fulfilled, and 9.14 lets a ship finish its turn before firing",
    ),
    Reading(
        key="free_turn_scope",
        question="Which ordered ships may take the free 45-degree turn that avoids fouling?",
        cases=("7.31", "7.83a", "7.84"),
        options=(
            Option(
                "all_ordered",
                "every ship that must move ahead into an occupied square (ahead, port or starboard); the turn may come before the first square is entered, does not count toward the 90-degree limit of a square and counts toward the required turn by its direction",
            ),
            Option(
                "port_starboard",
                "only ships under port or starboard commands; an ahead ship must foul (or drift at a stack of four)",
            ),
        ),
        default="all_ordered",
        why_default="7.31 names 7.84 as the exception to going straight, which only makes sense if ahead ships can take the free turn too",
    ),
    Reading(
        key="foul_alternatives",
        question="Does a free turn that leaves a ship facing a square it cannot pay for count as avoiding the foul?",
        cases=("7.83a", "7.54"),
        options=(
            Option(
                "turn_or_stop",
                "yes: the ship turns, cannot pay for the new square, and its movement ends without fouling",
            ),
            Option("turn_must_enter", "no: the free turn is allowed only when the ship then goes on to enter a square"),
        ),
        default="turn_or_stop",
        why_default="the free turn is granted to avoid the foul, and stopping for lack of points is the ordinary 7.54 outcome",
    ),
    Reading(
        key="turn_requirement_metric",
        question="How is the required port or starboard turn of at least 45 degrees measured?",
        cases=("7.32", "7.33", "7.37"),
        options=(
            Option(
                "cumulative",
                "the signed total of every turn made this phase must be at least one 45-degree step in the ordered direction; a full circle counts",
            ),
            Option(
                "net_heading",
                "as cumulative, and the final heading must also differ from the heading held at the start of the phase",
            ),
        ),
        default="cumulative",
        why_default="the chit reminder of 7.37 tracks whether the turn was made, not where the bow ends up",
    ),
    Reading(
        key="maximal_spend",
        question="Must a ship choose its turns so that as many Movement Points as possible are spent?",
        cases=("7.51", "7.54"),
        options=(
            Option(
                "stop_rule", "no: the only obligation is to keep entering the square ahead while the points pay for it"
            ),
            Option(
                "most_points",
                "yes: among the ways of carrying out the command only those spending the most points are legal",
            ),
        ),
        default="stop_rule",
        why_default="7.54 spells out exactly when movement ends, and nothing asks a player to plan turns around spare points",
    ),
    Reading(
        key="aback_midturn",
        question="Is a ship taken aback when a 90-degree port or starboard turn swings its bow through the wind?",
        cases=("7.62", "7.63", "7.36"),
        options=(
            Option(
                "each_increment",
                "yes: each 45-degree step is a heading of its own, so passing the wind stops the ship facing it and it drifts",
            ),
            Option("end_of_turn", "no: only the heading at the end of the turn counts"),
        ),
        default="each_increment",
        why_default="7.35 builds every turn out of 45-degree increments, and 7.63 grants passing through the wind to tacking ships only",
    ),
    Reading(
        key="wear_leeward_square",
        question="Which square is 'one square to leeward' for a wear (the two wear displays are lost)?",
        cases=("7.42", "7.44"),
        options=(
            Option(
                "lee_beam",
                "the neighbour straight off the side away from the wind: to port with the wind on the starboard side, to starboard with it on the port side",
            ),
            Option("downwind", "the neighbour the wind blows toward, as for swell"),
            Option("lee_quarter", "the neighbour diagonally astern on the side away from the wind"),
        ),
        default="lee_beam",
        why_default=(
            "the lost displays were keyed to the side the wind comes from, and 7.44 treats the running ship, "
            "which has no lee side, as the special case (docs/reconstruction.md, section 5)"
        ),
    ),
    Reading(
        key="wear_occupied",
        question="What happens when a wear would place a ship in an occupied square?",
        cases=("7.42", "7.81", "7.83b"),
        options=(
            Option(
                "fouls",
                "the placement counts as entering: the ships foul, and a stack of four makes the wearing ship drift instead",
            ),
            Option("illegal", "a wear may only be made into an empty square"),
        ),
        default="fouls",
        why_default="7.81 fouls any ship arriving in an occupied square, and nothing exempts a ship that arrives by being placed",
    ),
    Reading(
        key="wg_ma_population",
        question="Which ships' Movement Allowances are compared for the weather gauge?",
        cases=("4.2", "7.1", "7.21"),
        options=(
            Option("ordered", "only ships holding a command chit (7.1 gives allowances to ordered ships)"),
            Option(
                "all_ships",
                "every ship on the map, those without a command counting with the allowance their heading and damage give",
            ),
        ),
        default="ordered",
        why_default="7.1 sets allowances only for ships with commands; the two differ only when a ship has lost its order, e.g. to a wheel test",
    ),
    Reading(
        key="fastest_first_metric",
        question="Under the optional 7.24, which allowance decides the ships that must move first?",
        cases=("7.24",),
        options=(
            Option("allowance", "the allowance set in the Movement Allowance Determination Phase"),
            Option("remaining", "the Movement Points each ship has left at the moment of the declaration"),
        ),
        default="allowance",
        why_default="7.24 speaks of Movement Allowances, the term 7.1 uses for the number set before movement",
    ),
    Reading(
        key="backsail_orientation",
        question="For backing sail and heaving to, is a ship with studding sails judged by its true point of sail or by the better one 13.33 rates it at?",
        cases=("7.71", "7.91", "13.33"),
        options=(
            Option("true_wind", "the true angle between bow and wind"),
            Option("studding", "the point of sail as improved by the studding sails"),
        ),
        default="true_wind",
        why_default="13.33 changes the point of sail only for finding the Movement Allowance",
    ),
    Reading(
        key="backsail_consecutive",
        question="Which Movement Phases count as 'consecutive' for the ban on backing sail twice running?",
        cases=("7.74", "7.71"),
        options=(
            Option(
                "game_turns",
                "the phases of two Game-Turns in a row: a ship that backed sail last Game-Turn may not do so this one, and any Game-Turn in between clears the ban",
            ),
            Option(
                "ordered_phases",
                "only the phases for which the ship was given a command count: a turn spent without an order (taken aback, fouled, dead in the water) does not break the run, so the ban lasts until the ship's next ordered phase",
            ),
        ),
        default="game_turns",
        why_default="every Game-Turn has a Movement Phase whether or not a given ship takes part, so two consecutive phases are those of two consecutive Game-Turns",
    ),
    Reading(
        key="wg_tie_roll",
        question="What happens when the weather-gauge roll-off dice come up equal?",
        cases=("7.21c",),
        options=(
            Option("reroll", "both players roll again until the results differ"),
            Option(
                "keep_previous", "the side that held the gauge last Game-Turn keeps it (roll again on the first turn)"
            ),
        ),
        default="reroll",
        why_default="the case only says the higher roll wins; rolling again is the usual way to break a tied roll-off",
    ),
    Reading(
        key="map_exit",
        question="What happens when carrying out a command would take a ship off the map grid?",
        cases=("7.54", "15.0"),
        options=(
            Option(
                "stop_at_edge",
                "the ship may not leave the grid: movement that would take it off ends at the edge and its chit comes off",
            ),
            Option(
                "unbounded",
                "by the players' agreement in 15.0 the grid continues on every side and ships may move off the printed map",
            ),
        ),
        default="stop_at_edge",
        why_default="15.0 recommends keeping play on the printed grid and prohibiting exits",
    ),
    Reading(
        key="short_allowance",
        question="A ship under an ahead, port or starboard command whose allowance cannot pay for the square it faces when the Movement Phase begins (e.g. Sailing Value C beating, allowance 1): does its chit come off at once, or may it still back sail or heave to?",
        cases=("7.54", "7.71", "7.91"),
        options=(
            Option(
                "back_or_heave",
                "it may still declare backing sail or heaving to if it is eligible, or simply have its chit removed",
            ),
            Option("chit_off", "7.54 removes the chit before any other choice: it neither backs sail nor heaves to"),
        ),
        default="back_or_heave",
        why_default="backing sail and heaving to are declared instead of moving and need no points; the reconstructed allowance table expects such a ship to use them (docs/reconstruction.md, section 3)",
    ),
    Reading(
        key="tack_wear_short",
        question="May a ship under a tack or wear command turn when its allowance is below 2 (e.g. Sailing Value C beating, allowance 1)?",
        cases=("7.41", "7.42", "7.54"),
        options=(
            Option(
                "turns",
                "yes: a tack or wear spends the whole allowance, whatever it is; the under-2 rule of 7.54 is about entering a square",
            ),
            Option(
                "chit_off",
                "no: 7.54 takes the chit of any ship with fewer than 2 points, so it keeps its heading and neither tacks nor wears",
            ),
        ),
        default="turns",
        why_default=(
            "7.54 gives its own reason for the under-2 rule, that such a ship could not enter an adjacent square; a "
            "tack or wear enters none, and 7.41 and 7.42 ask only that the whole allowance be spent"
        ),
    ),
    Reading(
        key="damage_cap_timing",
        question="When damage in the middle of the Movement Phase lowers a ship's maximum allowance (rigging or mast hits), what happens to the points it still has?",
        cases=("7.1", "10.2", "10.31"),
        options=(
            Option(
                "kept",
                "nothing this phase: the allowance was fixed when it was determined, and the new cap applies from the next one",
            ),
            Option("cut", "the points left are cut at once to the new maximum allowance"),
        ),
        default="kept",
        why_default="7.1 sets the allowance once, in its own phase before movement, and 10.2 and 10.31 speak of the allowance, not of points left",
    ),
    Reading(
        key="wheel_drift_again",
        question="A ship that has already drifted this Game-Turn takes a wheel hit: does it drift again?",
        cases=("8.21", "8.4", "10.32"),
        options=(
            Option("swing_again", "yes: the hit makes it drift at once, so a new die swings its bow again"),
            Option("once", "no: a ship drifts at most once a Game-Turn, so the second drift is skipped"),
        ),
        default="swing_again",
        why_default="8.21 makes every wheel hit an immediate drift with no exception, and 8.4 only limits what a drifted ship may do itself",
    ),
)

# Fire combat, damage and striking [9.0, 10.0, 12.0].
FIRE: tuple[Reading, ...] = (
    Reading(
        key="target_priority_pool",
        question="At 7 or more Range Points, which other targets decide whether a bigger-or-equal ship 'can' be chosen instead?",
        cases=("9.16",),
        options=(
            Option(
                "same_broadside",
                "only the legal targets of the broadside that would fire count; a big ship on the other beam does not bind",
            ),
            Option(
                "either_broadside",
                "legal targets of either broadside count, so a big ship on the other beam forces that choice",
            ),
        ),
        default="same_broadside",
        why_default="the restriction is about picking a target for the guns being fired; the other beam's guns are not in play",
    ),
    Reading(
        key="target_priority_scope",
        question="When a smaller ship is chosen at 7 or more Range Points, which ships of the firer's Rate or bigger rule that choice out?",
        cases=("9.16",),
        options=(
            Option(
                "any_range",
                "every such ship the guns can legally hit, near or far: a bigger ship at 4 Range Points still forbids a small one at 8",
            ),
            Option(
                "long_range_only",
                "only such ships that are themselves 7 or more Range Points away: the fallback speaks of targets at that range",
            ),
            Option(
                "close_target_frees",
                "the priority holds only while every legal target is 7 or more away; one legal target within 6 lifts it",
            ),
        ),
        default="any_range",
        why_default="the duty to prefer a ship of one's own size holds whenever it can be met, and a nearer such ship is always a shot the guns can take",
    ),
    Reading(
        key="target_priority_abandoned",
        question="Does an abandoned enemy count among the bigger ships that bind the choice of target at 7 or more Range Points?",
        cases=("9.16", "12.11", "12.23"),
        options=(
            Option(
                "included",
                "yes: it keeps its colours and can be fired on, so firing at it is possible and it binds like any other",
            ),
            Option(
                "excluded", "no: a wreck left by its crew is out of the fight, so only manned ships bind the choice"
            ),
        ),
        default="included",
        why_default="only prizes are barred as targets; an abandoned ship may still be fired on, so it is a possible target",
    ),
    Reading(
        key="rigging_penalty_range",
        question="At which ranges does aiming at the rigging cost 10 points?",
        cases=("9.33d",),
        options=(
            Option("close", "only at 6 Range Points or less, as printed twice (in 9.33d and the modifier summary)"),
            Option("any_range", "at every range: the range clause is a printing slip"),
            Option("long_range", "only at 7 or more Range Points: the printed clause has the comparison reversed"),
        ),
        default="close",
        why_default="the case and the summary print the same condition, so there is no textual sign of a slip",
    ),
    Reading(
        key="first_broadside_limit",
        question="Does 'one port and one starboard broadside per game' limit the bonus or the firing itself?",
        cases=("9.36", "9.33g"),
        options=(
            Option(
                "bonus_once",
                "each side's first-broadside bonus can be earned once per game; the guns may fire every turn",
            ),
            Option("fire_once", "taken literally: each broadside may be fired only once in the whole game"),
        ),
        default="bonus_once",
        why_default="the literal reading would leave a ship silent after two shots, against fire once per turn and the battles modelled",
    ),
    Reading(
        key="first_broadside_fouled",
        question="Can a fouled ship (range 1, arcs ignored) use and spend an unused first broadside?",
        cases=("9.36", "11.13"),
        options=(
            Option(
                "named_side",
                "the owner names the side that fires; an unused first broadside earns its bonus at range 1 and is spent",
            ),
            Option("none", "first-broadside bonuses and bookkeeping do not apply to fire between fouled ships"),
        ),
        default="named_side",
        why_default="fouled fire follows the ordinary fire restrictions and counts as one Range Point, which sits in the closest bonus band",
    ),
    Reading(
        key="doubles_crit_rigging",
        question="Can the hull hit of a fire critical caused by rigging fire bring the target to its abandonment level?",
        cases=("9.34", "10.3", "10.33", "12.12"),
        options=(
            Option("counts", "yes: the fire critical's hit is an ordinary hull hit whatever the aim"),
            Option(
                "spares",
                "no: rigging fire never abandons, so that hull hit is not scored when it would reach the level",
            ),
        ),
        default="counts",
        why_default="12.12 speaks of the rigging hits themselves; the fire critical deals a hull hit, which is a different thing",
    ),
    Reading(
        key="crew_floor",
        question="Can a ship's Crew Value fall below zero from hull hits?",
        cases=("10.12",),
        options=(
            Option("negative", "no floor: every hull hit removes one point, even below zero"),
            Option("zero", "the Crew Value stops at zero"),
        ),
        default="negative",
        why_default="the text subtracts one per hull hit without a floor, and Boarding Values are allowed to be negative",
    ),
    Reading(
        key="fire_crit_abandon",
        question="When the immediate hull hit of a fire critical reaches the abandonment level, is the ship abandoned or blown up?",
        cases=("10.33", "12.11", "13.22"),
        options=(
            Option("abandon", "ordinary abandonment: the explosion rule is only about the Strategic-Cycle fire roll"),
            Option("explode", "it blows up, as a burning ship reaching that level in the Fire Phase does"),
        ),
        default="abandon",
        why_default="13.22 is written for the hit a burning ship takes in the Fire Phase, not for the hit of the critical itself",
    ),
    Reading(
        key="chain_explosion_scope",
        question="Does a blow-up from a second fire critical also destroy the ships fouled with it?",
        cases=("10.33", "13.24"),
        options=(
            Option("every_explosion", "yes: any ship that blows up takes its fouled stack with it"),
            Option("fire_phase_only", "no: only Strategic-Cycle explosions spread to the stack"),
        ),
        default="every_explosion",
        why_default="an explosion is the same physical event whatever caused it; the case's placement under 13.2 is an editing accident",
    ),
    Reading(
        key="fire_on_fouling_entry",
        question="May a ship that has just fouled by entering an occupied square fire during the Movement Phase?",
        cases=("9.11", "11.1", "7.81"),
        options=(
            Option("none", "no: fouled ships fire only in the Melee-Stage Fire Phase"),
            Option("outside", "yes, at once, but only at a target outside its own square, with the normal geometry"),
            Option("stacked", "yes, at once, but only at an enemy in its own square, with the fouled-fire rules"),
        ),
        default="none",
        why_default="11.1 gives fouled ships their own phase for fire; the Movement Phase window is for ships that are free",
    ),
    Reading(
        key="fire_once_incl_melee",
        question="Does fire during movement use up the once-per-turn fire, so the ship cannot fire again in the Melee-Stage Fire Phase?",
        cases=("9.11", "11.1"),
        options=(
            Option("once", "yes: one fire per Game-Turn in total"),
            Option("separate", "no: the Melee-Stage Fire Phase is a separate chance to fire"),
        ),
        default="once",
        why_default="9.11 limits fire to once per Game-Turn and 11.1 applies the 9.0 restrictions to fouled fire",
    ),
    Reading(
        key="strike_captors",
        question="Which enemy ships can take the surrender of an abandoned ship next to them?",
        cases=("12.13", "12.14"),
        options=(
            Option(
                "active",
                "enemy ships under their own colours with their crews aboard: not prizes, not abandoned; fouled ships count",
            ),
            Option(
                "free_ships",
                "active enemy ships that are also not fouled, since a fouled ship is tied up in its own square",
            ),
            Option(
                "any_enemy", "every enemy ship afloat, prizes and abandoned ships included, as the bare words allow"
            ),
        ),
        default="active",
        why_default="a surrender needs a ship able to send over a prize crew; a prize has a crew of one and an abandoned ship none, while a fouled ship is still manned",
    ),
    Reading(
        key="strike_own_square",
        question="Does an enemy that moves into the abandoned ship's own square (fouling it) make it strike?",
        cases=("12.14", "12.13", "7.81"),
        options=(
            Option(
                "same_or_adjacent",
                "yes: the same square is closer than any of the eight around it, and 12.13 counts it at the moment of abandonment",
            ),
            Option(
                "eight_neighbours",
                "no: 12.14 names only the eight surrounding squares; inside the square, capture is left to melee (12.15)",
            ),
        ),
        default="same_or_adjacent",
        why_default="it would be absurd for an enemy one square off to take the wreck while one alongside in the same square could not",
    ),
    Reading(
        key="strike_triggers",
        question="Which ways of arriving next to an abandoned ship count as an enemy entering its neighbourhood?",
        cases=("12.14", "7.42", "11.33", "13.11"),
        options=(
            Option(
                "any_arrival",
                "every change of square: a step under orders, a wear placement, an unfouling placement or a swell move",
            ),
            Option(
                "voluntary",
                "only the owner's own moves: a step, a wear or an unfouling placement, but not a swell move",
            ),
            Option(
                "entry_only", "only a square entered by a step under orders (7.3); placements and swell do not count"
            ),
        ),
        default="any_arrival",
        why_default="the rule looks at where the enemy ends up, not how it got there; every placement puts the ship in a new square just as a step does",
    ),
    Reading(
        key="strike_carried",
        question="Does an abandoned ship strike when it is itself carried (by the swell) next to an enemy?",
        cases=("12.14", "13.11"),
        options=(
            Option(
                "enemy_moves",
                "no: only the arrival of an enemy triggers the strike; the wreck coming to the enemy does not",
            ),
            Option("either_moves", "yes: once the two are neighbours it strikes, whichever of them moved"),
        ),
        default="enemy_moves",
        why_default="the case makes the enemy ship the one that enters; a drifting wreck stays its owner's until an enemy comes to it",
    ),
)

# Melee, the Strategic Cycle, victory and map edges [11.0, 13.0, 15.0].
MELEE_STRATEGIC_VICTORY: tuple[Reading, ...] = (
    Reading(
        key="fouled_fire_order",
        question="Do fouled ships in one square fire highest Crew Value first or lowest first?",
        cases=("11.11",),
        options=(
            Option("highest_first", "the best-manned ship shoots first, as the tie-break (high roll first) suggests"),
            Option("lowest_first", "the order runs from the smallest current Crew Value upward"),
        ),
        default="highest_first",
        why_default="the tie-break lets the higher die shoot first, which only makes sense if higher values lead",
    ),
    Reading(
        key="melee_ratio",
        question="How much larger must a melee sum be to take the other side's ships: half as much again, or two and a half times?",
        cases=("11.21c",),
        options=(
            Option("one_and_half", "the winner needs at least 1.5 times the loser's sum (the usual 3 to 2 odds)"),
            Option("two_and_half", "'larger by 150%' read as the smaller sum plus 150% of it: at least 2.5 times"),
        ),
        default="one_and_half",
        why_default="SPI habitually expresses decisive ratios this way and a 2.5 margin would make boarding almost never succeed between similar crews; both readings include the boundary",
    ),
    Reading(
        key="melee_sum_zero",
        question="Does the 'only the best Boarding Value' rule apply to a side whose values are zero and negative?",
        cases=("11.23",),
        options=(
            Option("negative_only", "only when every value is below zero; a side with a zero sums normally"),
            Option("zero_too", "whenever no value is above zero, the best one alone is used"),
        ),
        default="negative_only",
        why_default="zero is not negative, and the case speaks of negative values only",
    ),
    Reading(
        key="prizes_in_melee",
        question="Do prizes in a melee square add their Boarding Value to their holder?",
        cases=("11.2", "12.22", "12.31"),
        options=(
            Option("fight", "a prize adds its own value (Crew 1 minus Rate) like any other ship of its holder"),
            Option(
                "passive",
                "prizes add nothing; they change hands with the square, and a side present only with prizes counts zero before its die",
            ),
        ),
        default="fight",
        why_default=(
            "12.21 gives every prize a Crew Value of 1, which matters only in melee, and 12.31 has the melee that "
            "retakes a prize fought normally; counted as cargo, a lone prize would often take a weakened manned "
            "ship with nothing but its die"
        ),
    ),
    Reading(
        key="abandoned_unfoul",
        question="May an abandoned ship (not a prize) try to unfoul?",
        cases=("11.3", "11.31", "12.11"),
        options=(
            Option("may", "yes: like any fouled ship, once per Unfouling Stage, at its owner's choice"),
            Option(
                "may_not",
                "no: a crew that has given up the fight does not cut its ship free; it stays fouled until the others leave it alone",
            ),
        ),
        default="may",
        why_default=(
            "12.11 lists what an abandoned ship may not do, fire and receive commands, and unfouling is neither; "
            "11.31 lets players declare any of their fouled ships, and 12.22 lets even a prize with its crew of 1 try"
        ),
    ),
    Reading(
        key="adjacent_def",
        question="Which squares are 'adjacent' where the rules do not say 'eight'?",
        cases=("11.33", "12.13"),
        options=(
            Option("eight", "all eight squares sharing a side or a corner"),
            Option("four", "only the four squares sharing a side"),
        ),
        default="eight",
        why_default="12.14 counts eight adjacent squares and ships move diagonally, so the same word should mean the same squares",
    ),
    Reading(
        key="swell_edge",
        question="What happens when swell would carry a ship off the edge of the printed map?",
        cases=("13.11", "15.0-MR"),
        options=(
            Option("blocks", "the map edge acts like an occupied leeward square: the ship is exempt and stays"),
            Option("unbounded", "the players have agreed to extend the grid, so the ship moves onto the extension"),
        ),
        default="blocks",
        why_default="the map restrictions forbid leaving the grid unless both players agree otherwise",
    ),
    Reading(
        key="swell_exempt_roll",
        question="May the owner of a ship spared the swell roll because its downwind square is occupied still choose to roll?",
        cases=("13.12", "13.11"),
        options=(
            Option("exempt", "no: the ship does not roll and stays where it is"),
            Option(
                "owner_may_roll",
                "yes: its owner may declare a roll; on 3-6 it is carried into the occupied square and fouls the ships there, unless that would make more than four",
            ),
        ),
        default="exempt",
        why_default=(
            "the case takes the ship out of 13.11 altogether, and no rule says what a swell move into an occupied "
            "square does; 'not obligated' reads as the reason for the exemption, not as an offer"
        ),
    ),
    Reading(
        key="studding_duration",
        question="Do studding sails stay set until taken in, or lapse after the eight Game-Turns they were declared for?",
        cases=("13.31",),
        options=(
            Option("until_taken_in", "they stay set through later cycles until the owner takes them in"),
            Option("eight_turns", "they come in by themselves at the next Strategic Cycle unless declared again"),
        ),
        default="until_taken_in",
        why_default="the case provides a separate taking-in declaration, which would be pointless if the sails lapsed",
    ),
    Reading(
        key="game_end_no_damage",
        question="When neither side can still do fire damage, is the game a draw or decided on Victory Points?",
        cases=("15.0-GL", "15.0-VC"),
        options=(
            Option("draw", "that ending is always a draw, whatever prizes are held"),
            Option("points", "the game stops there and the Victory Points decide, a draw only when they are equal"),
        ),
        default="draw",
        why_default=(
            "the game-length rule says in so many words that this ending is a draw; the victory conditions tell how "
            "the other endings are scored, and nothing in them overrides that sentence"
        ),
    ),
    Reading(
        key="elimination_fixed_length",
        question="In a scenario of fixed length (15.8, 15.9), does the game end when one side has lost all its ships?",
        cases=("15.0-GL", "15.8", "15.9"),
        options=(
            Option(
                "ends", "yes: as in the shorter scenarios, the game stops at that moment and the points are counted"
            ),
            Option("plays_out", "no: the printed number of Game-Turns is played, the survivors sailing on alone"),
        ),
        default="ends",
        why_default=(
            "the elimination ending is written for the scenarios without a turn limit and the two big ones only name "
            "their length; but once a side has no ship left nothing can change the points, so playing on only "
            "lengthens the record"
        ),
    ),
    Reading(
        key="vp_blown_prize",
        question="A prize blows up while held: who scores it?",
        cases=("15.0-VC", "13.21"),
        options=(
            Option("enemy_of_original", "its holder, the enemy of the side that first owned it, keeps the points"),
            Option("enemy_of_holder", "the side opposing its current holder (its original owner) scores it"),
        ),
        default="enemy_of_original",
        why_default="a blown-up ship counts as the enemy's prize, and the holder already had it as a prize when it blew up",
    ),
    Reading(
        key="vp_recaptured",
        question="Does a side score its own ship that it recaptured (a prize again under 12.32)?",
        cases=("15.0-VC", "12.32"),
        options=(
            Option("nothing", "points are for enemy ships taken; getting your own ship back only denies the enemy"),
            Option("scores", "a recaptured ship is a prize like any other and scores for its holder"),
        ),
        default="nothing",
        why_default="victory comes from capturing the enemy, and retaking one's own ship already removes the enemy's points",
    ),
)

# The Game-Turn sequence [4.2].
SEQUENCE: tuple[Reading, ...] = (
    Reading(
        key="move_granularity",
        question="How much movement is 'one move' before the weather-gauge holder names the next side?",
        cases=("7.22", "7.23"),
        options=(
            Option("square", "one square entered (or one tack, wear, back sail or heave to), then a new declaration"),
            Option("whole_move", "the chosen ship spends all of its remaining movement before the next declaration"),
        ),
        default="square",
        why_default="7.22 asks for a declaration after every square entered, and the 7.2 example moves Guerriere one square and then names the other side",
    ),
    Reading(
        key="declaration_triggers",
        question="Which completed ship actions are followed by a new declaration of the side to move?",
        cases=("7.22", "7.72", "7.92"),
        options=(
            Option(
                "every_action",
                "every completed ship action, including a wear, a drift or a chit removed without moving",
            ),
            Option(
                "listed",
                "only the events the rules list: a square entered under a command, a tack, backing sail and heaving to",
            ),
        ),
        default="every_action",
        why_default="the listed events are every way a ship normally completes a move; treating the rest alike keeps the gauge holder in control as 7.22 intends",
    ),
    Reading(
        key="wheel_test_timing",
        question="When does a ship with a wheel hit test whether it obeys its command?",
        cases=("6.21", "10.32", "8.11"),
        options=(
            Option("reveal", "when the commands are revealed, after the drift of ships taken aback"),
            Option("command_end", "at the end of the Command Decision Stage, before the drift of ships taken aback"),
        ),
        default="reveal",
        why_default="6.21 ties the test to the moment the command is shown; both come before any allowance is set, so only the order of the dice differs",
    ),
    Reading(
        key="fire_after_non_entry",
        question="May a ship that enters no square in the Movement Phase (and neither tacks, wears, backs sail nor heaves to) fire at all?",
        cases=("9.11", "7.73", "7.93"),
        options=(
            Option("literal", "no: fire only follows entering a square, a tack, a wear, backing sail or heaving to"),
            Option(
                "once_per_turn",
                "yes: every ship that has not drifted or struck gets one fire window, at the end of the Movement Phase if it had none",
            ),
        ),
        default="literal",
        why_default="9.11 allows fire only just after entering a square or tacking, and 7.73 and 7.93 add backing sail and heaving to; nothing else opens a chance to fire",
    ),
    Reading(
        key="unfoul_order",
        question="In what order are unfouling attempts made when both players want to go first?",
        cases=("11.31",),
        options=(
            Option("gauge_first", "the weather-gauge holder makes all his attempts first, then the other player"),
            Option("alternate", "the players alternate one attempt at a time, the weather-gauge holder first"),
        ),
        default="gauge_first",
        why_default="the weather-gauge holder controls the order of movement all turn [7.22]; giving him the first choice of free squares is the closest rule",
    ),
    Reading(
        key="diw_aback_drift",
        question="Does a ship dead in the water (prize, dismasted, abandoned) that faces the wind drift at the end of the Command Decision Stage?",
        cases=("8.11", "7.61", "10.42"),
        options=(
            Option("no_drift", "no: it could not receive a command anyway, so nothing happens"),
            Option("drift", "yes: 8.11 makes every ship taken aback drift"),
        ),
        default="no_drift",
        why_default="drift stands in for a ship failing to follow orders; a ship dead in the water has none to fail",
    ),
    Reading(
        key="fastest_first",
        question="Is the optional fastest-ships-first movement rule in use?",
        cases=("7.24",),
        options=(
            Option("off", "no: the weather-gauge holder names sides freely"),
            Option("large_scenarios", "yes, in scenarios of seven or more ships, using the allowances set this turn"),
        ),
        default="off",
        why_default="7.24 is optional and needs both players' agreement; the standard game leaves it out",
    ),
)

READINGS = ReadingBook("fighting_sail", WIND_AND_GEOMETRY + SEQUENCE + MOVEMENT + FIRE + MELEE_STRATEGIC_VICTORY)

DEFAULT = READINGS.defaults()


class _HasReadings(Protocol):
    """Anything that carries its readings: a position, a game state."""

    @property
    def readings(self) -> Readings: ...


def readings_for(readings: ReadingsLike | None = None, position: _HasReadings | None = None) -> Readings:
    """The checked readings one call uses: ``readings`` if given, else the position's own, else the defaults.

    Every entry point that takes ``readings=`` reads it through here, so a plain
    ``{"key": "option"}`` mapping, a :class:`~sailkit.readings.Readings` and "the
    position's choice" mean the same everywhere; a bad key or option is refused
    with the list of the allowed ones.
    """
    if readings is None and position is not None:
        return position.readings
    return READINGS.resolve(readings)
