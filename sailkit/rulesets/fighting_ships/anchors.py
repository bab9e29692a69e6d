"""Anchor tokens [4.2]: shaking one off after moving, and a grounded ship working herself free [1.5.2g].

An anchor token is anything that slows a ship and makes her hard to handle, not only an anchor. After all her
movement a ship may test to remove one [4.2], but only one token a sailing phase, and damage tokens go first
[1.4]: a ship with any damage token tests those under damage control (5.6.3) and keeps her anchor token. An
entangled ship cannot test to remove it [4.3.3]. A grounded ship with more than one anchor token cannot move; each
turn she may instead test her Sailing to remove one, ahead of any damage token, and a failure adds a damage token
[1.5.2g]; at one token left she evades off as from a collision.

A test rolls as many dice as the stat and passes on any 6 (:func:`.dice.stat_test` [1.4]). Dice are data: :func:`anchor_removal` takes the
dice thrown.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import InvalidInputError
from ...geometry.board import format_real, measured
from ...rulings import Ruling
from ...rulings import Step as RStep
from .dice import read_dice, stat_test
from .readings import RULINGS


def _count(value: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 99:
        raise InvalidInputError(what, value, "a whole number of tokens from 0 to 99")
    return value


def _no_test(anchors: int, tested: bool, entangled: bool, damaged: bool) -> tuple[str, str]:
    """Why a ship may not test to remove an anchor token, with the case (``""``: she may) [4.2, 1.4, 4.3.3]:
    ``damaged`` is a ship with Damage tokens that is not aground, which clears those first."""
    if anchors == 0:
        return "she has no anchor token", "4.2"
    if tested:
        return "one token test a sailing phase, and she has tested already", "1.4"
    if entangled:
        return "an entangled ship cannot test to remove her anchor token", "4.3.3"
    if damaged:
        return "damage tokens are cleared first (damage control, 5.6.3)", "1.4"
    return "", "4.3.3"


def anchor_removal(
    anchors: int,
    dice: Sequence[int],
    stat: int,
    *,
    damage: int = 0,
    grounded: bool = False,
    entangled: bool = False,
    tested: bool = False,
) -> Ruling:
    """Whether a ship's token test after moving takes off an anchor token [4.2, 1.4, 1.5.2g, 4.3.3].

    ``dice`` are the results of the test: Discipline dice, or Sailing dice for a grounded ship (``grounded`` with
    more than one anchor token); ``stat`` is that stat, the number of dice. ``tested`` says she already tested for
    a token this phase. The verdict is True when a token comes off; facts ``anchors`` and ``damage`` are her tokens
    after the test (a grounded ship that fails takes a damage token). A test the rules do not allow is refused with
    its case, and the tokens stay as they were.
    """
    anchors, damage = _count(anchors, "anchor tokens"), _count(damage, "damage tokens")
    if not isinstance(stat, int) or isinstance(stat, bool) or not 0 <= stat <= 20:
        raise InvalidInputError("stat", stat, "a whole number of dice from 0 to 20")
    thrown = read_dice(dice, "test dice", stat)
    aground = grounded and anchors > 1
    refusal, case = _no_test(anchors, tested, entangled, bool(damage) and not aground)
    if refusal:
        return RULINGS(
            "may she test to remove an anchor token",
            False,
            [RStep(case, refusal)],
            gloss=f"{refusal} [{case}]",
            kind="anchor",
            facts={"anchors": anchors, "damage": damage, "dice": thrown},
        )
    which = "Sailing" if aground else "Discipline"
    test = stat_test(stat, thrown, name=which, case="1.5.2g" if aground else "4.2")
    passed = bool(test.verdict)
    steps = [
        RStep(
            "1.5.2g" if aground else "4.2",
            f"a {which} test to remove an anchor token"
            + (": aground, this comes before any damage token" if aground else ""),
        ),
        *test.steps,
    ]
    if passed:
        anchors -= 1
        steps.append(RStep("4.2", f"one anchor token comes off: {anchors} left"))
        if aground and anchors == 1:
            steps.append(RStep("1.5.2g", "one token left: she evades off the shore as from a collision (4.3.1)"))
    elif aground:
        damage += 1
        steps.append(RStep("1.5.2g", "aground and failed: a damage token"))
    return RULINGS(
        f"does a {which} test take off an anchor token",
        passed,
        steps,
        gloss="one anchor token comes off" if passed else "the anchor token stays",
        kind="anchor",
        facts={"anchors": anchors, "damage": damage, "dice": thrown, "chance": test.facts["chance"]},
    )


def short_move_anchor(moved: float, *, sail_only: bool = True) -> Ruling:
    """Whether a ship gets an anchor token for moving under 2 inches this sailing phase [4.1.1i, 4.2]; only ships
    under sail alone do (steam, oars and hybrids keep their way)."""
    if not isinstance(moved, (int, float)) or not moved >= 0 or moved == float("inf"):
        raise InvalidInputError("inches moved", moved, "a number of inches, 0 or more")
    run = measured(moved)
    short = sail_only and run < 2.0
    why = (
        "she does not sail on canvas alone"
        if not sail_only
        else f"she moved {format_real(run)} inches" + (", under 2" if short else ", at least 2")
    )
    return RULINGS(
        "does she get an anchor token for a short move",
        short,
        [RStep("4.2" if not sail_only else "4.1.1i", why)],
        kind="anchor",
        facts={"moved": run},
    )


__all__ = ["anchor_removal", "short_move_anchor"]
