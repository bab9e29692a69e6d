"""Every point *As Per Margin* leaves open, as a switchable reading with a reasoned default.

The text has no case numbers, so readings cite the section headings of the text with
the ids of our case index (``WIND SPEED, APM-03b``). Three kinds of gap are listed:

- **lost tables and charts** (Table II, Table III, the tracking charts of the 2nd to 6th
  rates): each default is *reconstructed* and says so wherever it is used;
- **undefined words** (a "point" of wind, the 22.5 degrees of beating, who is Side 1);
- **wording that allows two rulings** (range limits "up to" against "under", halving,
  what a rake needs ...).

Pass ``readings={"key": "option"}`` to any entry point. ``python -m
sailkit.rulesets.as_per_margin readings`` prints ``docs/as_per_margin/readings.md``.
"""

from __future__ import annotations

from ...readings import Option, Reading, ReadingBook


def _r(
    key: str, question: str, cases: tuple[str, ...], options: list[tuple[str, str]], default: str, why: str
) -> Reading:
    return Reading(key, question, cases, tuple(Option(n, s) for n, s in options), default, why)


#: Options that stand in for something the text lost: a ruling that uses one says "reconstructed" in its steps.
RECONSTRUCTED = frozenset(
    {
        ("table_ii", "hull-guns-fire"),
        ("table_iii", "fire-on-6"),
        ("lesser_rate_charts", "by-guns"),
        ("lesser_rate_charts", "first-rate"),
        ("battery_arc", "broadsides"),
        ("battery_arc", "seaward"),
    }
)

READINGS = ReadingBook(
    "as_per_margin",
    (
        # ---- lost tables and charts ----
        _r(
            "table_ii",
            "What does Table II say (Table I sends a 4 at close range there, but the table is lost)?",
            ("TABLE I, APM-11", "TABLE I, APM-11a"),
            [
                ("unresolved", "count such dice as 'Table II' results and leave them for the players to settle"),
                (
                    "hull-guns-fire",
                    "reconstructed stand-in, one more d6: 1-3 a hull hit, 4-5 a gun hit, 6 a fire "
                    "(put out once it has done a hull hit)",
                ),
            ],
            "unresolved",
            "the table is lost; counting the results keeps every ruling honest, and the stand-in is "
            "there for players who want a game to run on (the fire note and the lack of any other "
            "route to hull damage suggest hull and fire results)",
        ),
        _r(
            "table_iii",
            "What does Table III say (red-hot shot from shore batteries rolls there, but it is lost)?",
            ("SHORE BATTERIES, APM-15c",),
            [
                ("unresolved", "count one Table III roll per hit and leave it to the players"),
                ("fire-on-6", "reconstructed stand-in: a 6 sets a fire that does one more hull hit"),
            ],
            "unresolved",
            "nothing of the table survives; a guess would be buried in every battery's fire",
        ),
        _r(
            "lesser_rate_charts",
            "How many boxes do ships of the 2nd to 6th rates have (only the 1st Rate chart is printed)?",
            ("SHIP TYPES AND TRACKING CHARTS, APM-16f",),
            [
                (
                    "by-guns",
                    "reconstructed: every row (top and bottom masts, port and starboard guns, each "
                    "half of the hull) has 6 x guns / 100 boxes, rounded half up, between 2 and 6",
                ),
                ("first-rate", "every ship uses the 1st Rate chart (6 boxes a row)"),
                ("supplied", "the scenario must give each ship's boxes; no chart is made up"),
            ],
            "by-guns",
            "the printed 1st Rate chart has 6 boxes a row for 100 guns, so about 8 guns a gun box, "
            "like a shore battery's 8-14; scaling by guns keeps that ratio for every rate",
        ),
        _r(
            "battery_arc",
            "Where do a shore battery's guns bear (the text gives a battery no chart nor arc)?",
            ("SHORE BATTERIES, APM-15c",),
            [
                (
                    "broadsides",
                    "reconstructed: like a ship's broadsides, within 45 degrees of either beam of the "
                    "battery's facing; a battery never moves and has no masts",
                ),
                (
                    "seaward",
                    "reconstructed: its starboard guns bear anywhere on its starboard half (the sea side), "
                    "its port boxes stand in reserve; it never moves and has no masts",
                ),
            ],
            "broadsides",
            "the text only says a battery's gun box stands for 8-14 guns, so a battery is read as a ship "
            "that cannot move, keeping every other rule of fire the same",
        ),
        _r(
            "rate_gaps",
            "Which rate has a ship whose gun count falls between the printed bands (99, 81-89, 61-63, 45-49, 31, under 20)?",
            ("SHIP TYPES AND TRACKING CHARTS, APM-16",),
            [
                ("nearest", "the band with the nearest gun count; a tie goes to the bigger ship's band"),
                ("refuse", "the ship is unrated: the scenario must name its rate"),
            ],
            "nearest",
            "the bands read as round figures of a continuous scale; a gap ship is closest in kind to its neighbour",
        ),
        _r(
            "initial_wind_speed",
            "What is the wind speed at the start (the text only says how to roll a change)?",
            ("WIND SPEED, APM-03a", "INITIAL WIND, APM-13"),
            [
                ("roll", "throw 2d6 at set-up, as for a change of speed"),
                ("scenario", "the scenario gives both dice"),
            ],
            "roll",
            "a game needs a speed from turn one and the speed roll is the only way the text gives",
        ),
        # ---- undefined words ----
        _r(
            "compass_point",
            "How far is 'one point' of wind shift?",
            ("CHANGES IN WIND, APM-02",),
            [
                ("nautical", "11.25 degrees: one point of the 32-point mariner's compass"),
                ("sixteen", "22.5 degrees: one step of a 16-point rose"),
                ("eight", "45 degrees: one step of the eight winds the initial wind table uses"),
            ],
            "nautical",
            "a point is a mariner's measure, and the wind then boxes the compass at a believable pace",
        ),
        _r(
            "beating_angle",
            "Which headings count as beating into the wind, and which cannot be sailed at all ('up to 22.5 degrees')?",
            ("WIND SPEED, APM-03b", "TACKING SHIPS, APM-06"),
            [
                (
                    "above-beam",
                    "90 degrees or more off the wind is with or across it; 67.5 to 90 is beating "
                    "(up to 22.5 degrees above the beam); closer than 67.5 cannot be sailed",
                ),
                (
                    "wind-eye",
                    "a ship may point up to 22.5 degrees from the wind's eye: 22.5 to 90 degrees off "
                    "the wind is beating, closer cannot be sailed",
                ),
            ],
            "above-beam",
            "square riggers lay about six points (67.5 degrees) off the wind; beating 22.5 degrees "
            "into the wind's eye would sail closer than any ship of the age",
        ),
        _r(
            "side_one",
            "How does one d6 settle who is Side 1?",
            ("TURN SEQUENCE, APM-01a",),
            [
                ("odd-even", "the first player named is Side 1 on an odd throw, the other on an even one"),
                ("roll-off", "each side throws; the higher is Side 1, a tie throws again"),
            ],
            "odd-even",
            "the text says one d6; one die can only split the sides by odd and even",
        ),
        _r(
            "prevailing_wind",
            "Where does the prevailing wind blow from (it is never defined)?",
            ("CHANGES IN WIND, APM-02",),
            [
                ("initial", "from the scenario's prevailing direction, else from the initial wind"),
                ("current", "from wherever the wind blows now (a 1 or 2 then never changes it)"),
            ],
            "initial",
            "the text itself says to use the initial wind when the prevailing direction is unknown",
        ),
        # ---- wording that allows two rulings ----
        _r(
            "wind_check_frequency",
            "Is the wind checked every turn (TURN SEQUENCE) or every 15 minutes (CHANGES IN WIND)?",
            ("TURN SEQUENCE, APM-01", "CHANGES IN WIND, APM-02"),
            [
                ("every-ten-turns", "the Check Wind step throws only on turns 10, 20, 30 ... (15 minutes)"),
                ("every-turn", "throw at every Check Wind step"),
            ],
            "every-ten-turns",
            "a turn is a minute and a half, so 15 minutes is ten turns; the step is where the clock is read",
        ),
        _r(
            "range_boundaries",
            "At exactly 8 or 16 inches, does a 4 or a 5 still count ('up to' on the range chart, 'under' in Table I)?",
            ("RANGES & COMBAT CHARTS, APM-09", "TABLE I, APM-11"),
            [
                ("up-to", "the limits belong to the nearer band: a 4 counts at 8 inches, a 5 at 16"),
                ("under", "the limits belong to the farther band: a 4 misses at 8 inches, a 5 misses at 16"),
            ],
            "up-to",
            "the range chart is the rule the player reads first and states each band outright",
        ),
        _r(
            "double_dice",
            "What is 'double dice' for a first broadside or a rake?",
            ("TOSS DOUBLE DICE FOR, APM-08",),
            [
                ("twice-as-many", "two dice for each gun box that bears (three for a raking first broadside)"),
                ("best-of", "roll each gun box's die two or three times and keep the best"),
            ],
            "twice-as-many",
            "'triple dice' only makes sense as a count of dice; the same word then means the same for double",
        ),
        _r(
            "rake_definition",
            "When can the target's guns 'not bear' for a rake?",
            ("TOSS DOUBLE DICE FOR, APM-08a",),
            [
                ("outside-arcs", "the firer lies outside both of the target's broadside arcs (off its bow or stern)"),
                (
                    "no-guns",
                    "the target's broadside facing the firer has no gun boxes left, or the firer is outside both arcs",
                ),
            ],
            "outside-arcs",
            "a rake is a shot along the keel from ahead or astern, where no broadside can answer",
        ),
        _r(
            "rake_split",
            "Which hits of a rake are shared between port and starboard with the odd one to the hull?",
            ("RANGES & COMBAT CHARTS, APM-10", "SHIP TYPES AND TRACKING CHARTS, APM-16c"),
            [
                ("gun-hits", "only gun hits; mast hits land on the masts as usual"),
                ("all-hits", "every hit of the rake, mast hits included, is shared and an odd one goes to the hull"),
            ],
            "gun-hits",
            "the tracking chart ties the sharing to gun boxes",
        ),
        _r(
            "anchored_halving",
            "How is an anchored ship's halved throw rounded?",
            ("FALLING ABOARD, APM-04c", "ADDITIONAL NOTES ON FALLING ABOARD, APM-14"),
            [
                ("exact", "keep the half: a 5 becomes 2 1/2"),
                ("down", "round down: a 5 becomes 2, a 1 becomes 0"),
                ("up", "round up: a 5 becomes 3"),
            ],
            "exact",
            "no rounding is stated; exact halves add nothing to the text",
        ),
        _r(
            "fall_aboard_when",
            "When is the 3-inch falling-aboard check made?",
            ("FALLING ABOARD, APM-04c", "ADDITIONAL NOTES ON FALLING ABOARD, APM-14"),
            [
                (
                    "first-closing",
                    "at the first moment of a move when the mainmasts are within 3 inches and the gap is shrinking",
                ),
                ("end-of-move", "only where the moving ship stops"),
            ],
            "first-closing",
            "the text checks 'whenever' ships come within 3 inches while closing, so a ship cannot slip past between measurements",
        ),
        _r(
            "fall_aboard_who",
            "Which ships check for falling aboard?",
            ("FALLING ABOARD, APM-04c",),
            [
                ("any", "any two ships, friend or foe"),
                ("enemies", "only ships of opposing sides"),
            ],
            "any",
            "the text says 'another ship' without qualification; friends usually both want to fend off anyway",
        ),
        _r(
            "tack_moves",
            "Does a ship that tacks successfully also move that turn?",
            ("TACKING SHIPS, APM-06", "WIND SPEED, APM-03e"),
            [
                ("moves", "it comes round and then moves as its new heading allows, with no minimum"),
                ("no-move", "it only comes round this turn"),
            ],
            "moves",
            "TACKING SHIPS says it pivots and moves; the minimum move is waived for tacking ships",
        ),
        _r(
            "missed_stays_drift",
            "Does a ship that misses stays swing downwind as it drifts, like a dismasted ship?",
            ("TACKING SHIPS, APM-06", "TACKING SHIPS, APM-06c", "WIND SPEED, APM-03c"),
            [
                ("swing-downwind", "it turns to head downwind, as a dismasted ship does, and drifts the lower die"),
                ("no-turn", "it keeps its heading and is carried the lower die straight downwind, sideways or astern"),
            ],
            "swing-downwind",
            "the drift is 'as if dismasted', and a dismasted ship swings downwind; but the same clause says "
            "the ship does not turn, which no-turn follows (the default keeps the earlier behaviour)",
        ),
        _r(
            "english",
            "Which ships tack on a 5 as 'English'?",
            ("TACKING SHIPS, APM-06",),
            [
                ("british", "ships of the British navy"),
                ("scenario", "only ships the scenario marks as English-handled"),
            ],
            "british",
            "the text means the Royal Navy's seamanship",
        ),
        _r(
            "independent_extra",
            "May an independent ship that is beating take the extra d6 of distance?",
            ("WIND SPEED, APM-03d", "TACKING SHIPS, APM-06b"),
            [
                ("not-beating", "no: beating ships may only take the pivot"),
                ("any-heading", "yes: WIND SPEED sets no such limit"),
            ],
            "not-beating",
            "TACKING SHIPS states the limit and WIND SPEED does not contradict it",
        ),
        _r(
            "board_dice_basis",
            "Does a boarding ship throw one die per box it has left or per box on its chart?",
            ("BOARDING, APM-12a",),
            [
                ("remaining", "one die per box not yet crossed off (masts, guns and hull)"),
                ("chart", "one die per box printed on its chart"),
            ],
            "remaining",
            "a battered ship has fewer men and guns to fight with",
        ),
        _r(
            "boarding_hits_side",
            "Which gun boxes take the boarding winner's surplus hits?",
            ("BOARDING, APM-12b",),
            [
                ("facing", "the side facing the boarder first, carrying over when it is empty"),
                ("even", "shared between port and starboard as a rake is"),
            ],
            "facing",
            "the ordinary gun-hit rule: the side facing the enemy",
        ),
        _r(
            "strike_condition",
            "When does a ship strike for lost guns?",
            ("BOARDING, APM-12b", "SHIP TYPES AND TRACKING CHARTS, APM-16b"),
            [
                ("all-guns", "when every gun box, port and starboard, is crossed off"),
                ("engaged-side", "when the side that was hit has no gun boxes left"),
            ],
            "all-guns",
            "the tracking chart says a ship strikes when all gun boxes are gone",
        ),
        _r(
            "pumps_callaway",
            "How often does a pumping crew called to the guns throw on the pumps table?",
            ("SHIP TYPES AND TRACKING CHARTS, APM-16e",),
            [
                ("per-call", "once each time the crew is called away (a fire or a boarding)"),
                ("per-turn", "once a turn however often they are called"),
            ],
            "per-call",
            "the throw is made 'immediately' when called away",
        ),
    ),
)

DEFAULT = READINGS.defaults()

#: Readings nothing consults yet (none: the game consults the last of them). Ship.english follows
#: ``english=british`` (nation "GB").
AWAITING_GAME: frozenset[str] = frozenset()


def reconstructed(key: str, option: str) -> bool:
    """True when this option of a reading stands in for something the text lost (a made-up table or chart)."""
    return (key, option) in RECONSTRUCTED


def document() -> str:
    """``docs/as_per_margin/readings.md``: every reading, its options and default."""
    return "\n".join(
        [
            "# As Per Margin: readings",
            "",
            "Generated by `python -m sailkit.rulesets.as_per_margin readings > docs/as_per_margin/readings.md`; "
            "a test keeps it current.",
            "",
            "The rules have no case numbers: each reading cites the section heading of the text and the id of "
            "our case index (APM-nn). Where a table or chart is lost, or the words allow two rulings, sailkit "
            'names each reading and picks a default. Switch with `readings={"compass_point": "eight"}` on any '
            "entry point; every ruling lists the readings it consulted.",
            "",
            "Options that stand in for lost text (reconstructed): "
            + ", ".join(f"`{k}={v}`" for k, v in sorted(RECONSTRUCTED))
            + ". A ruling that uses one says so in its steps.",
            "",
            "Not consulted yet: "
            + (", ".join(f"`{k}`" for k in sorted(AWAITING_GAME)) or "none, every reading is used")
            + ".",
            "",
            f"{len(READINGS)} readings.",
            "",
            READINGS.markdown(),
            "",
        ]
    )


__all__ = ["AWAITING_GAME", "DEFAULT", "READINGS", "RECONSTRUCTED", "document", "reconstructed"]
