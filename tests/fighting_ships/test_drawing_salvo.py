"""Fighting Ships' picture of a game ruling marks a salvo as the replayer marks one (issue 24): an arrow from the firer
to the target in the colour of a broadside fired, with the ruling's result at the target and a key row for it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.text import Text

import sailkit.rulesets.fighting_ships as fsh
from sailkit.draw.figure import description
from sailkit.replayer.marks import FIRED
from sailkit.rulesets.fighting_ships.faces.drawing_game import between
from sailkit.rulesets.fighting_ships.state import State
from sailkit.rulings import Ruling

GUNNERY = "FSH turn 3 gunnery wind E blowing table 48x48 morale 9,9 first 1 "
DUEL = "| Syrene=1 5th-rate 20,20@0 D0 A0 | Kent=2 3rd-rate 28,20@0 D1 A0"


def _played(position: str, *actions: str) -> list[Ruling]:
    table = fsh.Position.parse(position)
    state = State(replace(fsh.encounter(), position=table), table)
    out = []
    for text in actions:
        state, ruling = fsh.RULES.apply_action(state, fsh.RULES.parse_action(text))
        out.append(ruling)
    return out


def _fired(figure: Figure) -> list[object]:
    """The areas (arrows, the kit's broad ones) drawn in the colour of a broadside fired."""
    fired = to_rgba(FIRED)[:3]
    return [
        c
        for c in figure.axes[0].collections
        if len(c.get_facecolors()) and tuple(c.get_facecolors()[0][:3]) == pytest.approx(fired)
    ]


def _key_rows(figure: Figure) -> list[str]:
    legend = figure.axes[0].get_legend()
    return [t.get_text() for t in legend.get_texts()] if legend is not None else []


def test_a_salvo_declared_is_an_arrow_from_firer_to_target_with_its_dice() -> None:
    (ruling,) = _played(GUNNERY + DUEL, "fire Syrene Kent")
    (mark,) = between(ruling)
    assert (mark.kind, mark.ships, mark.path) == ("fire", ("Syrene", "Kent"), ((20, 20), (28, 20)))
    assert mark.result == "3 dice"  # Gunnery 4, less 1 die for the first shot [5.5.1, 5.5.3.1]
    figure = ruling.figure()
    assert _fired(figure), "an arrow from Syrene to Kent"
    words = [t.get_text() for t in figure.axes[0].findobj(Text)]
    assert "3 dice" in words
    assert "a salvo, from firer to target, with what the ruling decided of it [5.1]" in _key_rows(figure)
    assert "Syrene fires at Kent: 3 dice" in description(figure), "the alt text says it too"


def test_the_dice_of_a_salvo_keep_the_arrow_and_say_what_they_decided() -> None:
    rulings = _played(GUNNERY + DUEL, "fire Syrene Kent", "roll 6", "roll 6", "roll 5", "roll 4", "roll 3")
    assert [m.result for r in rulings[1:] for m in between(r)][-1] == "4 hits"
    assert all(_fired(r.figure()) for r in rulings)


def test_a_ruling_about_no_salvo_draws_no_arrow() -> None:
    boarding = (
        "FSH turn 3 boarding wind E blowing table 48x48 morale 9,9 first 1 "
        "| Rapide=1 6th-rate 40,37.5@90 D0 A0 with:Achille | Achille=2 3rd-rate 40,36@90 D4 A0 with:Rapide"
    )
    (ruling,) = _played(boarding, "board Rapide Achille")
    assert between(ruling) == ()
    assert not _fired(ruling.figure())


@pytest.mark.parametrize(
    ("dice", "result"),
    [
        (["roll 1"] * 3, "0 hits"),  # no hit: the Gunnery dice end the salvo
        (["roll 4", "roll 1", "roll 1"] + ["roll 6"] * 7, "1 hit"),  # one hit, saved: the last save die ends it
    ],
    ids=["no-hit", "last-save-die"],
)
def test_every_ruling_of_a_salvo_names_its_firer_and_target_to_its_last_die(dice: list[str], result: str) -> None:
    """The ruling of the die that ends a salvo named no ship, so its picture had no arrow [issue 24]: every ruling
    of a salvo, from its declaration to its last die, carries the firer and the target as facts."""
    rulings = _played(GUNNERY + DUEL, "fire Syrene Kent", *dice)
    assert [(r.facts.get("firer"), r.facts.get("target")) for r in rulings] == [("Syrene", "Kent")] * len(rulings)
    (mark,) = between(rulings[-1])
    assert mark.ships == ("Syrene", "Kent") and mark.result == result  # the salvo's verdict, at the target
    assert _fired(rulings[-1].figure())


def test_the_arrow_comes_from_the_facts_not_from_two_names_and_a_gunnery_case() -> None:
    """A ruling naming two ships and citing a Gunnery case draws no arrow unless it says who fired at whom."""
    (ruling,) = _played(GUNNERY + DUEL, "fire Syrene Kent")
    facts = {k: v for k, v in ruling.facts.items() if k not in ("firer", "target")}
    assert between(replace(ruling, facts=facts)) == ()
    swapped = replace(ruling, facts={**ruling.facts, "firer": "Kent", "target": "Syrene"})
    (mark,) = between(swapped)
    assert mark.ships == ("Kent", "Syrene") and mark.path == ((28, 20), (20, 20))
