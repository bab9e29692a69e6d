"""Actions: every decision and die result of a game as one line of text [5.0].

Written orders are an argument (``order Constitution L1R1``): the text as written, read
into its canonical form (:func:`~.movement.read_plot`), whether or not it can be carried
out whole; execution stops at the first element the rules forbid [7.2.7]. Dice are
``roll N`` actions: one die 1-6, or the total of two dice 2-12 where a table rolls two.
"""

from __future__ import annotations

from ...actions import Action, Grammar, Slot, choice
from ...errors import InvalidInputError
from ...numbers import whole_reader
from ...verb_table import read_verbs
from .movement import read_plot


def _broadside(text: str) -> str:
    t = text.strip().upper()
    if t not in ("L", "R"):
        raise InvalidInputError("broadside", text, "L (left, port) or R (right, starboard) [3.2.8]")
    return t


#: notes an order may carry: sails [20.1.5.2], anchors [20.3], repairs [20.5.2]
NOTES = ("FS", "BS", "A", "AB", "AS", "UA", "CUT", "RH", "RG", "RR")


def _note(text: str) -> str:
    t = text.strip().upper()
    if t not in NOTES:
        raise InvalidInputError(
            "order note",
            text,
            "FS or BS (sails), A, AB, AS (anchor), UA (weigh anchor), CUT (cut the cable), RH, RG or RR (repair)",
        )
    return t


def _ammo(text: str) -> str:
    t = text.strip().upper()
    if t not in ("R", "C", "G", "D", "M"):
        raise InvalidInputError(
            "shot",
            text,
            "R (round), C (chain), G (grape) or D (double) [24.2]; M a turn loading a bomb's mortar [42.5]",
        )
    return t


#: ship and side names holding spaces, from every scenario started in this session (casefolded -> as written), so
#: ``done United States`` reads without quotes; any name can still be quoted
KNOWN_NAMES: dict[str, str] = {}


def remember_names(names: list[str]) -> None:
    KNOWN_NAMES.update({n.casefold(): n for n in names if " " in n})


#: How each argument of a verb is read, by the name ``data/verbs.csv`` gives it (any other is a ship's or side's name)
SLOTS = {
    "plot": Slot("plot", read_plot),
    "note": Slot("note", _note),
    "turn": Slot("turn", whole_reader(1, 999, "turn")),
    "sacrifice": Slot("sacrifice", choice(("sacrifice",), "unfouling option")),
    "sections": Slot("sections", whole_reader(1, 3, "crew sections")),
    "sections_or_none": Slot("sections", whole_reader(0, 3, "crew sections")),
    "broadside": Slot("broadside", _broadside),
    "aim": Slot("aim", choice(("hull", "rigging"), "aim")),
    "shot": Slot("shot", choice(("grape",), "shot fired")),
    "ammo": Slot("ammo", _ammo),
    "mortar": Slot("mortar", choice(("bow", "second"), "mortar")),
    "die": Slot("die", whole_reader(1, 12, "die result")),
}
#: Every verb, its arguments, its case and what it does: a table, ``data/verbs.csv`` (:mod:`sailkit.verb_table`)
GRAMMAR = Grammar(
    "Wooden Ships & Iron Men",
    read_verbs("sailkit.rulesets.wooden_ships", "data/verbs.csv", SLOTS),
    known_names=lambda: KNOWN_NAMES,
)


class WoodenShipsAction(Action):
    """One Wooden Ships & Iron Men action: ``WoodenShipsAction.parse("fire Constitution r Java hull")``."""

    grammar = GRAMMAR
    __slots__ = ()

    @property
    def broadside(self) -> str | None:
        v = self.get("broadside")
        return None if v is None else str(v)


def parse(text: str | WoodenShipsAction) -> WoodenShipsAction:
    return WoodenShipsAction.parse(text)


__all__ = ["GRAMMAR", "WoodenShipsAction", "parse"]
