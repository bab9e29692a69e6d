"""Actions: every decision and die result of a game as one line of text [5.0].

Written orders are an argument (``order Constitution L1R1``): the text as written, read
into its canonical form (:func:`~.movement.read_plot`), whether or not it can be carried
out whole; execution stops at the first element the rules forbid [7.2.7]. Dice are
``roll N`` actions: one die 1-6, or the total of two dice 2-12 where a table rolls two.
"""

from __future__ import annotations

from ...actions import Action, Grammar, Slot, Verb, choice
from ...errors import InvalidInputError
from ...numbers import whole_reader
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


SHIP = Slot("ship")
BROADSIDE = Slot("broadside", _broadside)
#: ship and side names holding spaces, from every scenario started in this session (casefolded -> as written), so
#: ``done United States`` reads without quotes; any name can still be quoted
KNOWN_NAMES: dict[str, str] = {}


def remember_names(names: list[str]) -> None:
    KNOWN_NAMES.update({n.casefold(): n for n in names if " " in n})


SECTIONS = Slot("sections", whole_reader(1, 3, "crew sections"))
GRAMMAR = Grammar(
    "Wooden Ships & Iron Men",
    (
        Verb("order", (SHIP, Slot("plot", read_plot), Slot("note", _note, optional=True)), "7.2",
             "write a ship's movement order, e.g. L1R1; the Advanced Game adds one note: FS/BS, an anchor order or "
             "a repair"),
        Verb("ahead", (SHIP, Slot("turn", whole_reader(1, 999, "turn")), Slot("plot", read_plot),
                       Slot("note", _note, optional=True)), "32.3",
             "write the order a ship out of her admiral's reach carries out on a later turn (Optional Rule 32, "
             "command lag), e.g. 'ahead Ajax 3 L1'"),
        Verb("erase", (SHIP,), "32.4.1",
             "erase the orders a ship back within her admiral's reach wrote ahead (Optional Rule 32.4.1)"),
        Verb("flag", (SHIP,), "32.5",
             "name a new flag ship for a squadron whose flag ship gave up (Optional Rule 32.5)"),
        Verb("tow", (SHIP, Slot("other")), "35.4.1",
             "take a friendly ship in tow: her bow points at the tower's stern hex (Optional Rule 35, Grappling "
             "Phase)"),
        Verb("cast", (SHIP,), "35.4.3", "cast off the ship in tow (Optional Rule 35, Grappling Phase)"),
        Verb("unfoul", (SHIP, Slot("other"), Slot("sacrifice", choice(("sacrifice",), "unfouling option"), True)),
             "6.0",
             "try to unfoul a fouled pair (two dice follow); 'sacrifice' strikes a rigging box for +1 [6.1]"),
        Verb("grapple", (SHIP, Slot("target")), "9.1", "throw grapnels at an adjacent ship (two dice follow)"),
        Verb("ungrapple", (SHIP, Slot("other")), "9.2", "try to cut a grapple (two dice follow)"),
        Verb("transfer", (SHIP, Slot("friend"), SECTIONS), "10.2.6",
             "send the first N crew sections across to an adjacent friendly ship, or to an enemy expected to give up "
             "[10.2.8] (a TBP)"),
        Verb("board", (SHIP, Slot("target"), SECTIONS), "10.2",
             "form an offensive boarding party of the first N crew sections"),
        Verb("defend", (SHIP, SECTIONS), "10.2", "form a defensive boarding party of the first N crew sections"),
        Verb("firefight", (SHIP, Slot("sections", whole_reader(0, 3, "crew sections"))), "16.1.2.2",
             "set N crew sections to fight the fire aboard (Critical Hit Table 2H), in the Boarding Preparation Phase; "
             "until her player chooses, every section not boarding or at the pumps fights it"),
        Verb("lighten", (SHIP,), "38.2.2.1",
             "an aground ship throws a gun of each broadside overboard, for good: +1 on her refloat die (Optional "
             "Rule 38, in the Reload Phase)"),
        Verb("counter", (SHIP, Slot("target")), "12.3.5",
             "a defending party that has beaten off boarders boards their ship in turn (an OBP from now on)"),
        Verb("fire", (SHIP, BROADSIDE, Slot("target"), Slot("aim", choice(("hull", "rigging"), "aim")),
                      Slot("shot", choice(("grape",), "shot fired"), optional=True)), "11.1",
             "fire the L or R broadside at a target, aiming at hull or rigging (a die follows); Advanced Game: "
             "'grape' fires a round-shot load as grape [24.2.4.5]"),
        Verb("lose", (SHIP, BROADSIDE), "11.4.3.1",
             "as the Combat Phase's hits are marked, a target as near a firer on both sides (a rake, a firer dead "
             "ahead or astern) chooses which of her broadsides, L or R, loses that shot's gun hits first"),
        Verb("discharge", (SHIP, BROADSIDE), "13.4",
             "fire the L or R broadside at no target: the load is spent, and so is that side's initial-broadside "
             "bonus"),
        Verb("load", (SHIP, BROADSIDE, Slot("ammo", _ammo, optional=True)), "13.1",
             "reload an empty broadside (Advanced Game: with R, C, G or D shot [24.2]); a bomb's 'R M' or 'L M' is a "
             "turn of loading her bow or second mortar (Optional Rule 42.5)"),
        Verb("mortar", (SHIP, Slot("mortar", choice(("bow", "second"), "mortar")), Slot("target")), "42.1",
             "fire a bomb's loaded bow or second mortar at a ship lying still 3-10 hexes off (Optional Rule 42, Combat "
             "Phase; a die follows)"),
        Verb("done", (Slot("side"),), "5.0", "a side has finished with this phase"),
        Verb("roll", (Slot("die", whole_reader(1, 12, "die result")),), "5.0",
             "a die result: one die 1-6, or two dice added 2-12"),
    ),
    known_names=lambda: KNOWN_NAMES,
)  # fmt: skip


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
