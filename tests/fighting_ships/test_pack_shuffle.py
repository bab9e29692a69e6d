"""Which counter is the boat is her owner's secret [7.1, 7.3]: chosen when her counters part (after a dive, firing
from below or slipping away), marked ``x,y*`` in her run or evasion, and kept from the other side's record."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.sub_captain import hiding_place
from sailkit.rulesets.fighting_ships.submarines import boat_marked
from tests.fighting_ships.test_engine import play, rolls
from tests.fighting_ships.test_subs_in_play import HEAD, KENT, LOCATED, PACK, START, U47, WOLF, at, legal, refused

#: U-47 a Game-Turn after she dived: her three counters still stand together.
TOGETHER = " | U-47=2 pack sub-submerged D0 A0 1:30,30@0 2:30,30@0 3:30,30@0 real:1"


def test_a_dive_sets_her_counters_down_together() -> None:
    """[7.1] Diving, her three counters stand where her model was."""
    (p,) = play(at(HEAD + WOLF + U47 + KENT), "dive U-47").position.packs
    assert p.counters == Position.parse(HEAD + TOGETHER).packs[0].counters


def test_a_run_from_counters_standing_together_marks_which_is_the_boat() -> None:
    """[7.1] After the dive the three stand together: the run offers each point marked in turn, and the marked point
    is where the boat goes."""
    state = at(HEAD + WOLF + TOGETHER + KENT)
    runs = sorted(a for a in legal(state) if a.startswith("run U-47"))
    assert runs and all(a.count("*") == 1 for a in runs)
    plain = boat_marked(runs[0].split()[2:])[0]
    for place in range(3):
        ends = [p + ("*" if i == place else "") for i, p in enumerate(plain)]
        after = play(state, "run U-47 " + " ".join(ends))
        (p,) = after.position.packs
        assert p.counters[place][0] == p.real


def test_a_mark_is_refused_once_the_counters_are_apart_and_nothing_changes() -> None:
    """[7.1] Apart, the boat was chosen when they parted: a mark is refused, citing 7.1, the state unchanged; two
    marks are refused too."""
    state = at(HEAD + WOLF + PACK + KENT)
    refused(state, "run U-47 26,24 33,30* 12,36", "7.1")
    assert state == at(HEAD + WOLF + PACK + KENT)
    refused(at(HEAD + WOLF + TOGETHER + KENT), "run U-47 30,33* 30,33* 30,33", "7.1")
    located = at(HEAD + WOLF + TOGETHER.replace(" real:", " located real:") + KENT)
    refused(located, "run U-47 30,33 30,33* 30,33", "7.1")  # found, she is shuffled only by slipping away [7.3]
    assert not any("*" in str(a) for a in RULES.legal_actions(located))


def test_an_evasion_shuffles_the_boat_anew_when_marked() -> None:
    """[7.3] Slipping away, the marked point is the boat's: the hunters, who knew her counter, no longer do."""
    state = rolls(RULES.start(Setup("test", Position.parse(START + WOLF + LOCATED))), [5, 3])
    state = rolls(play(state, "search Wolf"), [2])
    offers = [a for a in legal(state) if a.startswith("evade U-47")]
    assert len(offers) == len(state.position.packs[0].counters) > 1
    before = state.position.packs[0].real
    place = next(i for i, (k, _) in enumerate(state.position.packs[0].counters) if k != before)
    ends = boat_marked(offers[0].split()[2:])[0]
    ends[place] += "*"
    after = rolls(play(state, "evade U-47 " + " ".join(ends)), [5])
    assert after.position.packs[0].real != before


def test_the_other_side_sees_a_run_without_its_mark_until_she_is_located() -> None:
    """[7.1] The escort's record shows the run's points, not which is the boat; her own side's shows the mark."""
    state = at(HEAD + WOLF + TOGETHER + KENT)
    run = next(a for a in RULES.legal_actions(state) if a.verb == "run")
    after = play(state, str(run))
    told = RULES.conceal(after, run, "GB")  # the escort's side; U-47's is FR here
    assert told is not None and "*" not in told and "face down" in told
    assert all(boat_marked([p])[0][0] in told for p in run.args[1:])
    assert RULES.conceal(after, run, "FR") is None
    located = after.with_(
        position=after.position.__class__.parse(str(after.position).replace(" real:", " located real:"))
    )
    assert RULES.conceal(located, run, "GB") is None


def test_the_captain_does_not_always_hide_the_boat_in_the_same_counter() -> None:
    """[7.1] The captain's hiding place changes with the Game-Turn (a fixed scramble, no lots drawn)."""
    assert {hiding_place("U-47", t, 3) for t in range(1, 13)} == {0, 1, 2}
    assert hiding_place("U-47", 5, 3) == hiding_place("U-47", 5, 3)
