"""The rulings desk on a *Wooden Ships & Iron Men* position: the questions, ``sailkit ruling`` and the desk's widgets."""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit import cli
from sailkit.desk import RulingsDesk
from sailkit.errors import InvalidInputError
from sailkit.questions import ask, board, board_for
from sailkit.rulesets.wooden_ships.faces.desk import DESK, WoodenShipsDesk

ROOT = Path(__file__).resolve().parents[2]
CONSTITUTION = "Constitution=US-44/United States/crack@J18:1 H18 C8-6-6 G8/8 K8/8 R6-6-6-6/6-6-6-6 T3 P21 L:LR F:- "
CONSTITUTION += "S:active D:0"
JAVA = "Java=GB-18/Britain/average@M17:1 H14 C6-4-4 G6/6 K6/6 R5-5-5-5/5-5-5-5 T3 P13 L:LR F:- S:active D:0"
#: Java three hexes off Constitution's starboard beam, both heading North, the wind blowing North
DUEL = f"WSIM turn 1 | wind 1/3/1/- | {CONSTITUTION} | {JAVA}"
#: a British friend, Lively, between them: nearer to Constitution than Java, on the same side of her
LIVELY = "Lively=GB-18/United States/average@K18:1 H14 C6-4-4 G6/6 K6/6 R5-5-5-5/5-5-5-5 T3 P13 L:LR F:- S:active D:0"
BLOCKED = f"{DUEL} | {LIVELY}"


def test_the_desk_is_found_by_its_notation() -> None:
    assert board("wooden_ships") is DESK and board_for(DUEL) is DESK
    state = DESK.parse(DUEL)
    assert DESK.format(state) == DUEL and state.level == "basic"
    head = "WSIM advanced map 30x24 optional 36.1 readings range_from=firing-section "
    advanced = DESK.parse(head + DUEL.removeprefix("WSIM "))
    assert advanced.level == "advanced" and advanced.grid.columns == 30 and advanced.optional == {"36.1"}
    assert advanced.readings["range_from"] == "firing-section"
    assert DESK.format(advanced) == head + DUEL.removeprefix("WSIM ")


@pytest.mark.parametrize(
    "text", ["WSIM sideways turn 1 | wind 1/3/1/-", "WSIM map 0x3 " + DUEL[5:], "WSIM no turn here", "FS turn 1"]
)
def test_a_bad_position_is_a_clear_error(text: str) -> None:
    with pytest.raises(InvalidInputError):
        DESK.parse(text)


def test_fire_may_fire_with_fields_range_and_the_hit_table() -> None:
    """[11.1.1, 11.2.1, 11.1.4.1, 11.2.3] Java lies in Constitution's starboard field, 3 hexes to her nearer hex."""
    ruling = ask(DESK, DESK.parse(DUEL), "fire Constitution Java")
    assert str(ruling.verdict).startswith("yes: her R broadside") and ruling.value == 2
    assert {"11.1.1", "11.2.1", "11.1.4.1", "11.2.3", "11.3.1", "11.3.4"} <= set(ruling.cases)
    assert ("closest_tie", "enemy-may-fire") in ruling.readings and ("range_from", "nearer-hexes") in ruling.readings
    assert ruling.kind == "fire" and ruling.figure() is not None


def test_fire_refused_when_a_friend_is_nearer() -> None:
    """[11.1.4.2] a friendly ship nearer in the field blocks the whole broadside (rbastian/wsim lets friends not
    block)."""
    ruling = ask(DESK, DESK.parse(BLOCKED), "fire Constitution Java")
    assert str(ruling.verdict).startswith("no:") and "blocked" in str(ruling.verdict)
    assert "11.1.4.2" in ruling.cases


def test_targets_range_and_odds() -> None:
    state = DESK.parse(DUEL)
    assert ask(DESK, state, "range Java Constitution").value == 3
    assert ask(DESK, state, "targets Java").verdict == "L: Constitution"
    odds = ask(DESK, state, "odds Java Constitution rigging")
    sixths = [s for s in odds.steps if s.case == "11.2.6" and s.reason.endswith("(1/6)")]
    assert len(sixths) == 6 and odds.steps[-1].reason.startswith("expected boxes hit: 7/6")


def test_attitude_allowance_and_a_written_order() -> None:
    """[7.1.3, 7.1.4, 7.2.7] running before the wind (B), speed 4: allowance 3; L1R1 stops at its fourth element."""
    state = DESK.parse(DUEL)
    att = ask(DESK, state, "attitude Java")
    assert att.verdict == "attitude B, allowance 3"
    order = ask(DESK, state, "order Java L1R1")
    assert order.verdict == "carries out L1R of L1R1" and order.facts["stopped_at"] == 3
    assert "[7.2.7]" in order.steps[-1].reason
    with pytest.raises(InvalidInputError):
        ask(DESK, state, "order Java X9")


def test_grapple_and_melee_odds() -> None:
    """[9.1.2] only a ship alongside may be grappled; [12.3.1] total melee strengths: 20 crack boxes at 4 against 14
    average boxes defending at 5; the first round's outcomes add to 1."""
    state = DESK.parse(DUEL)
    assert str(ask(DESK, state, "grapple Java Constitution").verdict).startswith("no:")
    melee = ask(DESK, state, "melee Constitution Java")
    assert "strength 80" in melee.steps[1].reason and "strength 70" in melee.steps[2].reason
    assert ("melee_victory", "three-to-one") in melee.readings


def test_sailkit_ruling_on_a_wsim_position(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", DUEL, "fire", "Constitution", "Java"]) == cli.OK
    out = capsys.readouterr().out
    assert out.startswith("may Constitution fire at Java? yes, her R broadside") and "[11.1.4.1]" in out
    assert cli.main(["ruling", DUEL, "--readings", "closest_tie=blocked", "range", "Constitution", "Java"]) == cli.OK


def test_the_desk_page_on_a_wsim_position() -> None:
    """The desk's widgets on the hex map: ask, place a ship on a hex, switch a reading, jump into a recorded game."""
    desk = RulingsDesk("wooden_ships", DUEL, question="fire Constitution Java", draw=False, records=ROOT / "replays")
    assert desk.cell == "hex" and "hex" in desk.place_button.tooltip
    assert desk.ruling is not None and str(desk.ruling.verdict).startswith("yes")
    desk.ship.value = "Java"
    assert (desk.column.value, desk.row.value, desk.heading.value) == ("M", "17", "1")
    desk.column.value, desk.row.value = "T", "2"
    desk.place_ship()
    assert desk.ruling is not None and str(desk.ruling.verdict).startswith("no")
    assert "Java=GB-18/Britain/average@T2:1" in desk.notation.value
    desk.notation.value = BLOCKED
    assert "11.1.4.2" in desk.ruling.cases
    desk.ask("range Constitution Java")
    switch = next(w for w in desk.readings.children if getattr(w, "description", "") == "range from")
    switch.value = "firing-section"
    assert "readings range_from=firing-section" in desk.notation.value
    assert desk.record.options and any(str(o).endswith(".wsim") for o in desk.record.options)
    desk.record.value = next(o for o in desk.record.options if str(o).endswith(".wsim"))
    assert desk.game is not None and desk.position is desk.game.state


def test_a_new_ship_from_the_counter_list() -> None:
    """A chart type put on the map gets a new log [3.2]."""
    state = DESK.place(DESK.parse(DUEL), "GB-6", "B3", "2")
    added = state.position.ship("GB-6")
    assert added.hull > 0 and added.bow == state.grid.parse("B3") and "GB-6" in DESK.counters()
    assert DESK.where(state, "GB-6") == ("B", "3", "2")
    assert isinstance(DESK, WoodenShipsDesk)


def test_fire_in_the_advanced_game_checks_the_load_s_reach() -> None:
    """[24.2, Munition Range Table] grape reaches one hex: at three hexes the broadside may not fire; round shot may,
    reading the Advanced HDT [24.1.2]."""
    grape = DUEL.replace("WSIM turn 1", "WSIM advanced turn 1").replace(
        "S:active D:0 | Java", "S:active D:0 M:GG | Java"
    )
    state = DESK.parse(grape)
    assert state.position.ship("Constitution").ammo == ("G", "G")
    refused = ask(DESK, state, "fire Constitution Java")
    assert str(refused.verdict) == "no: her grape shot reaches 1 hex, not 3" and "24.2" in refused.cases
    fired = ask(DESK, DESK.parse(DUEL.replace("WSIM turn 1", "WSIM advanced turn 1")), "fire Constitution Java")
    assert str(fired.verdict).startswith("yes: her R broadside") and "24.1.2" in fired.cases
