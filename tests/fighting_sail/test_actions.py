"""Actions as text: every decision and die result reads from and writes to one line [4.2]."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_sail.actions import GRAMMAR, Action, FightingSailAction, parse
from sailkit.rulesets.fighting_sail.ships import counters


@pytest.mark.parametrize(
    "text, verb, args",
    [
        ("fire Shannon Constitution hull", "fire", ("Shannon", "Constitution", "hull")),  # [9.31, 9.32]
        ("fire Bonhomme Richard Serapis rigging", "fire", ("Bonhomme Richard", "Serapis", "rigging")),
        ("fire Serapis Bonhomme Richard hull port", "fire", ("Serapis", "Bonhomme Richard", "hull", "port")),  # [11.13]
        ("command Countess of Scarborough wear", "command", ("Countess of Scarborough", "wear")),  # [6.12]
        ("step Guerriere", "step", ("Guerriere",)),  # [7.52]
        ("step Guerriere port 90", "step", ("Guerriere", "port", "90")),  # [7.36]
        ("free-turn Wasp starboard", "free-turn", ("Wasp", "starboard")),  # [7.83a]
        ("free-turn Wasp port starboard", "free-turn", ("Wasp", "port", "starboard")),
        ("tack Lydia SE", "tack", ("Lydia", "SE")),  # [7.41]
        ("wear Shannon SE 0912", "wear", ("Shannon", "SE", "0912")),  # [7.42, 7.44]
        ("next BR", "next", ("BR",)),  # [7.22]
        ("place Frolic 1109 SW", "place", ("Frolic", "1109", "SW")),  # [11.33]
        ("roll 46", "roll", (46,)),  # [9.0]
        ("roll 3", "roll", (3,)),
        ("propose-end US", "propose-end", ("US",)),  # [15.0-GL]
        ("accept-end BR", "accept-end", ("BR",)),
        ("decline-end BR", "decline-end", ("BR",)),
    ],
)
def test_parse_reads_verb_and_arguments(text: str, verb: str, args: tuple[object, ...]) -> None:
    a = Action.parse(text)
    assert (a.verb, a.args) == (verb, args)
    assert str(a) == text
    assert Action.parse(str(a)) == a


def test_parse_normalises_case_and_the_default_45_degree_turn() -> None:
    """[7.35] a bare turn direction means 45 degrees, so 'port 45' and 'port' are one action."""
    assert Action.parse("COMMAND shannon PORT") == Action("command", ("Shannon", "port"))
    assert Action.parse("step Guerriere port 45") == Action.parse("step Guerriere port")
    assert Action.parse("next us").side == "US"
    assert Action.parse("tack Lydia se").get("heading") == "SE"


def test_repr_pastes_back() -> None:
    a = Action.parse("fire Bonhomme Richard Serapis hull")
    assert repr(a).startswith("FightingSailAction.parse(") and FightingSailAction is Action
    assert eval(repr(a)) == a  # noqa: S307 - the promise is that repr is code


def test_quoted_unknown_names_round_trip() -> None:
    a = Action.parse('command "Black Prince" ahead')
    assert a.ship == "Black Prince"
    assert str(a) == 'command "Black Prince" ahead'
    assert Action.parse(str(a)) == a


def test_named_arguments() -> None:
    a = Action.parse("fire Shannon Constitution rigging starboard")
    assert (a.ship, a.target, a.get("aim"), a.get("broadside"), a.die, a.side) == (
        "Shannon",
        "Constitution",
        "rigging",
        "starboard",
        None,
        None,
    )
    assert Action.parse("roll 5").die == 5 and Action.parse("roll 5").is_chance
    assert parse(a) is a


@pytest.mark.parametrize(
    "text, error",
    [
        ("", InvalidInputError),
        ("sail away", UnknownChoiceError),
        ("command Shannon sideways", UnknownChoiceError),  # [6.12] five commands only
        ("fire Shannon Constitution", InvalidInputError),  # [9.32] aim must be declared
        ("fire Shannon Constitution broadside", UnknownChoiceError),
        ("roll 7", InvalidInputError),  # [9.0] a die shows 1-6
        ("roll 70", InvalidInputError),
        ("roll 07", InvalidInputError),
        ("next XX", UnknownChoiceError),
        ("place Frolic 3121 N", InvalidInputError),  # [2.1] off the map
        ('command "Shannon port', InvalidInputError),
        ("step Shannon port 90 extra", InvalidInputError),
    ],
)
def test_unreadable_text_raises_a_typed_error(text: str, error: type[Exception]) -> None:
    with pytest.raises(error) as info:
        Action.parse(text)
    assert isinstance(info.value, ValueError)


def test_every_verb_names_its_case_and_says_what_it_does() -> None:
    for verb in GRAMMAR.verbs:
        assert verb.case[:1].isdigit() and len(verb.summary) > 10, verb
    assert "| `fire SHIP TARGET AIM [BROADSIDE]` |" in GRAMMAR.markdown()


_SHIPS = sorted(counters())
_VALUES = {
    "command": st.sampled_from(("ahead", "port", "starboard", "wear", "tack")),
    "choice": st.sampled_from(("set", "in")),
    "side": st.sampled_from(("BR", "FR", "US", "PA")),
    "way": st.sampled_from(("port", "starboard")),
    "free": st.sampled_from(("port", "starboard")),
    "degrees": st.just("90"),
    "heading": st.sampled_from(("N", "NE", "E", "SE", "S", "SW", "W", "NW")),
    "square": st.builds(lambda c, r: f"{c:02d}{r:02d}", st.integers(1, 30), st.integers(1, 20)),
    "aim": st.sampled_from(("hull", "rigging")),
    "broadside": st.sampled_from(("port", "starboard")),
    "die": st.sampled_from((1, 2, 3, 4, 5, 6, 11, 36, 46, 66)),
    "ship": st.sampled_from(_SHIPS),
    "target": st.sampled_from(_SHIPS),
}


@st.composite
def _actions(draw: st.DrawFn) -> Action:
    verb = draw(st.sampled_from(sorted(v.word for v in GRAMMAR.verbs)))
    spec = GRAMMAR.verb(verb).slots
    required = [s.name for s in spec if not s.optional]
    optional = [s.name for s in spec if s.optional]
    names = required + optional[: draw(st.integers(0, len(optional)))]
    return Action(verb, tuple(draw(_VALUES[n]) for n in names))


@given(_actions())
def test_any_action_survives_its_text_form(a: Action) -> None:
    assert Action.parse(str(a)) == a
    assert str(Action.parse(str(a))) == str(a)


def test_end_by_agreement_verbs_read_a_side_and_cite_15_0_GL() -> None:
    """[15.0-GL] the agreement verbs take one side code, any case, and cite the Game-Length rules."""
    assert Action.parse("propose-end us").side == "US"
    assert {Action.parse(f"{v} BR").case for v in ("propose-end", "accept-end", "decline-end")} == {"15.0-GL"}
    with pytest.raises(UnknownChoiceError):
        Action.parse("accept-end XX")
    with pytest.raises(InvalidInputError):
        Action.parse("decline-end")
