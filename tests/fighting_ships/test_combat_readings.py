"""The choices the engine makes where Fighting Ships' text is silent, as named readings with their defaults (issue
22): where carried misses run [5.6.5], and the Duel's boarding, arcs and ships with no manoeuvre (APP.2.3.2a)."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import READINGS, RULES, Position, Setup, State
from tests.fighting_ships.test_duel import HEAD as DUEL_HEAD
from tests.fighting_ships.test_duel import legal
from tests.fighting_ships.test_engine import HEAD, play, rolls

#: Achille (FR) entangled with Naiad, 5 inches from Defiance, and Lynx, 5.375 inches off but closer to Achille.
THREE = (
    "Defiance=1 3rd-rate 10,10@0 D0 A0 | Achille=2 3rd-rate 14,10@0 D0 A1 with:Lynx,Naiad "
    "| Lynx=1 6th-rate 15.375,10@0 D0 A1 with:Achille | Naiad=1 5th-rate 14,13@0 D0 A1 with:Achille"
)


def _at(ships: str, head: str, readings: str = "", **kw: object) -> State:
    pos = Position.parse(head + (" " + readings if readings else "") + " | " + ships)
    return State(Setup("test", pos), pos, **kw)  # type: ignore[arg-type]


def test_every_new_reading_is_in_the_book_with_its_default() -> None:
    defaults = {k: READINGS[k].default for k in ("carried_order", "duel_boarding", "duel_arc_order", "duel_idle")}
    assert defaults == {
        "carried_order": "nearest-firer",
        "duel_boarding": "after-manoeuvres",
        "duel_arc_order": "broadsides-first",
        "duel_idle": "one-volley",
    }
    assert {READINGS[k].default for k in ("prize_course", "prize_crew")} == {"homeward", "half-stat"}


def test_carried_misses_run_to_the_ship_nearest_the_firer_first() -> None:
    """[5.6.5] Reading carried_order: Naiad (5 inches from Defiance) before Lynx (5.375); nearest-target: Lynx, laid
    closest alongside Achille, first."""
    ranged = frozenset({("Defiance", "Achille")})
    for readings, first, then in (("", "Naiad", "Lynx"), ("carried_order=nearest-target", "Lynx", "Naiad")):
        state = _at(THREE, HEAD.format(turn=1, phase="gunnery", first="1"), readings, ranged=ranged)
        state, ruling = RULES.apply_action(
            rolls(play(state, "fire Defiance Achille"), [1] * 7), RULES.parse_action("roll 1")
        )
        assert state.throw is not None and state.throw.ships == ("Defiance", first) and state.throw.chain == (then,)
        assert ("carried_order", readings.partition("=")[2] or "nearest-firer") in ruling.readings


def _duel(ships: str, readings: str = "") -> State:
    """A Duel with the wind from the North: both ships head into it, in irons."""
    head = DUEL_HEAD.replace("wind E", "wind N")
    pos = Position.parse(head + (" " + readings if readings else "") + " | " + ships)
    return RULES.start(Setup("test", pos, duel=True))


def _both_idle(state: State) -> State:
    """Both Duel ships, in irons, roll no sailing points (and fail their Anchor token tests)."""
    for name in ("Syrene", "Naiad"):
        state = play(state, f"sail {name}")
        while state.throw is not None:
            state = rolls(state, [1])
    return state


#: Naiad's mainmast lies on the line Syrene's flexible starboard broadside shares with her bow chaser.
ON_LINE = "Syrene=1 5th-rate 10,10@0 D0 A0 flexible | Naiad=2 5th-rate 12.625,14.964101615@0 D0 A0"


def test_a_duel_ship_with_no_manoeuvre_fires_once_when_the_manoeuvres_are_over() -> None:
    """APP.2.3.2a, reading duel_idle: no sailing points for either; by default each may fire once, Syrene first;
    read literally, neither fires and the Game-Turn moves on."""
    state = _both_idle(_duel(ON_LINE))
    assert state.volley == "Syrene" and legal(state) == ["fire Syrene Naiad", "done GB"]
    literal = _both_idle(_duel(ON_LINE, "duel_idle=literal"))
    assert not literal.volley and "fire Syrene Naiad" not in legal(literal)


def test_a_duel_volley_spends_the_broadside_before_the_chaser() -> None:
    """APP.2.3.2a, reading duel_arc_order: Naiad lies in Syrene's starboard broadside and bow chaser at once."""
    for readings, spent in (("", "starboard broadside"), ("duel_arc_order=chasers-first", "bow chaser")):
        state = play(_both_idle(_duel(ON_LINE, readings)), "fire Syrene Naiad")
        assert state.broadsides == {("Syrene", spent)}


#: Syrene and Naiad laid alongside each other, Syrene a little downwind.
FOUL = "Syrene=1 5th-rate 10,10@0 D0 A0 with:Naiad | Naiad=2 5th-rate 11.375,10.5@0 D0 A0 with:Syrene"


def test_duel_boarding_follows_the_manoeuvres_or_comes_after_one() -> None:
    """APP.2.3.2a, 6.1, reading duel_boarding: by default the volley after a manoeuvre is fire only, a boarding step
    follows; after-a-manoeuvre lets her board then instead of firing, with no boarding step."""
    state = _both_idle(_duel(FOUL))
    assert state.volley == "Syrene" and "board Syrene Naiad" not in legal(state)
    board_now = _both_idle(_duel(FOUL, "duel_boarding=after-a-manoeuvre"))
    assert "board Syrene Naiad" in legal(board_now)
    boarded = play(board_now, "board Syrene Naiad")
    assert boarded.throw is not None and boarded.throw.kind == "boarding" and not boarded.volley
