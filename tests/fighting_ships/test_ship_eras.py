"""The stat lines of every era [APP.1.1.1-APP.1.1.5]: the loader, rows against the printed tables, eras and motives."""

from __future__ import annotations

import pytest

from sailkit.errors import UnknownChoiceError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.notation import MAX_TOKENS
from sailkit.rulesets.fighting_ships.ships import (
    BASES,
    ERAS,
    HULL_CLASSES,
    MOST_MARINES,
    MOTIVES,
    ORDNANCE,
    SUBMARINE,
    TUBES,
    Ship,
    _row,
    classes_of,
    ship_class,
    ship_classes,
)

#: Every row's era and motive systems: the era by the list the text prints it in, the motive by its stat line.
ERA_AND_MOTIVE = {
    "small-galley": ("pre-sail", ("oar", "sail")),
    "large-galley": ("pre-sail", ("oar", "sail")),
    "longship": ("pre-sail", ("oar", "sail")),
    "cog": ("pre-sail", ("sail",)),
    "large-galleon": ("pre-sail", ("sail",)),
    "small-galleon": ("pre-sail", ("sail",)),
    "man-o-war": ("pre-sail", ("sail",)),
    "merchantman": ("pre-sail", ("sail",)),
    "1st-rate": ("sail", ("sail",)),
    "2nd-rate": ("sail", ("sail",)),
    "3rd-rate": ("sail", ("sail",)),
    "5th-rate": ("sail", ("sail",)),
    "6th-rate": ("sail", ("sail",)),
    "fireship": ("sail", ("sail",)),
    "bomb-vessel": ("sail", ("sail",)),
    "small-battery": ("sail", ()),
    "medium-battery": ("sail", ()),
    "large-battery": ("sail", ()),
    "ironclad-a": ("19th-century", ("steam",)),
    "ironclad-b": ("19th-century", ("steam",)),
    "pre-dreadnought": ("19th-century", ("steam",)),
    "mtb": ("world-wars", ("steam",)),
    "corvette": ("world-wars", ("steam",)),
    "destroyer": ("world-wars", ("steam",)),
    "sub-surfaced": ("world-wars", ("steam",)),
    "sub-submerged": ("world-wars", ("steam",)),
    "small-steam-merchant": ("world-wars", ("steam",)),
    "large-steam-merchant": ("world-wars", ("steam",)),
    "light-cruiser": ("world-wars", ("steam",)),
    "heavy-cruiser": ("world-wars", ("steam",)),
    "battlecruiser": ("world-wars", ("steam",)),
    "battleship": ("world-wars", ("steam",)),
    "carrier": ("world-wars", ("steam",)),
    "modern-frigate": ("post-war", ("steam",)),
    "modern-sub": ("post-war", ("steam",)),
}

#: The stat lines the sail era played before the other eras came (cost, the five stats, masts, size): unchanged.
SAIL_ERA = {
    "cog": (15, 3, 3, 4, 1, 2, 1, "small"),
    "large-galleon": (25, 5, 5, 4, 3, 3, 3, "line"),
    "small-galleon": (20, 6, 5, 3, 2, 2, 3, "frigate"),
    "man-o-war": (35, 6, 5, 4, 4, 4, 3, "line"),
    "merchantman": (10, 3, 3, 2, 1, 3, 3, "frigate"),
    "1st-rate": (100, 3, 6, 10, 10, 10, 3, "line"),
    "2nd-rate": (70, 3, 6, 7, 9, 9, 3, "line"),
    "3rd-rate": (50, 4, 6, 7, 8, 7, 3, "line"),
    "5th-rate": (30, 6, 5, 3, 4, 3, 3, "frigate"),
    "6th-rate": (15, 7, 4, 2, 2, 1, 2, "small"),
    "fireship": (15, 4, 4, 0, 0, 1, 3, "small"),
    "bomb-vessel": (15, 4, 4, 1, 1, 1, 2, "small"),
    "small-battery": (25, 0, 4, 0, 2, 2, 1, "fort"),
    "medium-battery": (40, 0, 4, 0, 4, 4, 1, "fort"),
    "large-battery": (70, 0, 5, 0, 6, 6, 1, "fort"),
}


def _stats(key: str) -> tuple[int, ...]:
    c = ship_class(key)
    return (c.cost, c.sailing, c.discipline, c.boarding, c.gunnery, c.hull)


def test_every_row_has_its_era_and_motive() -> None:
    assert {k: (c.era, c.motive) for k, c in ship_classes().items()} == ERA_AND_MOTIVE
    assert list(ship_classes()) == list(ERA_AND_MOTIVE)  # the text's order


def test_each_list_of_appendix_1_is_one_era() -> None:
    """[APP.1.1.1-APP.1.1.5] The list a row is printed in is its era; 9.1's pieces belong to the sail era."""
    by_section = {"APP.1.1.1": "pre-sail", "APP.1.1.2": "sail", "APP.1.1.3": "19th-century"}
    by_section |= {"APP.1.1.4": "world-wars", "APP.1.1.5": "post-war", "9.1.2": "sail", "9.1.3": "sail"}
    by_section |= {"9.1.4": "sail"}
    for c in ship_classes().values():
        assert c.era == by_section[c.section], c.key
    assert [len(classes_of(e)) for e in ERAS] == [8, 10, 3, 12, 2]
    with pytest.raises(UnknownChoiceError, match="steampunk"):
        classes_of("steampunk")


def test_the_sail_era_rows_are_unchanged_and_take_the_sail_defaults() -> None:
    for key, line in SAIL_ERA.items():
        c = ship_class(key)
        assert (*_stats(key), c.masts, c.size) == line, key
        assert c.max_speed is None and c.hull_class == "wooden" and not c.ram and c.marines == MOST_MARINES
        assert (c.tubes, c.aa, c.asw, c.missiles, c.aircraft, c.turreted, c.submarine) == ((), 0, 0, 0, 0, False, "")
    assert ship_class("merchantman").merchant and not ship_class("5th-rate").merchant
    assert ship_class("fireship").ordnance == "none" and ship_class("3rd-rate").ordnance == "cannon"


def test_the_oared_rows_against_the_printed_table() -> None:
    """[APP.1.1.1] The galley's printed ranges are its two rows' ends; the longship's N/A Gunnery is no guns."""
    assert _stats("small-galley") == (30, 4, 5, 6, 1, 3) and _stats("large-galley") == (40, 5, 5, 6, 1, 4)
    assert _stats("longship") == (10, 5, 3, 4, 0, 1) and ship_class("longship").ordnance == "none"
    galley, longship = ship_class("large-galley"), ship_class("longship")
    assert (galley.max_speed, galley.ram, galley.marines) == (6.0, True, 2)
    assert (longship.max_speed, longship.ram, longship.marines) == (6.0, False, 1)


def test_the_steel_rows_against_the_printed_tables() -> None:
    """[APP.1.1.3-APP.1.1.5] A few rows, every column the text prints for them."""
    pre = ship_class("pre-dreadnought")
    assert _stats("pre-dreadnought") == (200, 5, 8, 3, 12, 15)
    assert (pre.max_speed, pre.ordnance, pre.calibre, pre.secondary, pre.secondary_calibre) == (6, "guns", 12, 2, 6)
    assert pre.turreted and pre.hull_class == "battleship"
    mtb = ship_class("mtb")
    assert _stats("mtb") == (20, 8, 2, 0, 1, 1) and mtb.ordnance == "cannon"
    assert (mtb.tubes, mtb.one_shot_tubes, mtb.aa, mtb.max_speed, mtb.hull_class) == (("bow",), True, 1, 18, "mtb")
    dd = ship_class("destroyer")
    assert _stats("destroyer") == (100, 6, 5, 3, 4, 6)
    assert (dd.tubes, dd.aa, dd.asw, dd.max_speed, dd.turreted) == (("port-or-starboard",), 2, 1, 12, True)
    bb = ship_class("battleship")
    assert _stats("battleship") == (600, 5, 10, 3, 20, 30) and (bb.secondary, bb.aa, bb.max_speed) == (10, 10, 10)
    cv = ship_class("carrier")
    assert _stats("carrier") == (400, 5, 10, 2, 0, 14) and (cv.aircraft, cv.ordnance, cv.hull_class) == (
        12,
        "none",
        "cruiser",
    )
    ff = ship_class("modern-frigate")
    assert (ff.missiles, ff.asw, ff.aa, ff.spotter) == (2, 2, 6, True)
    assert ship_class("modern-sub").tubes == ("bow", "bow", "stern")
    assert ship_class("light-cruiser").tubes == ("port", "starboard")
    sub = ship_class("sub-submerged")
    assert _stats("sub-submerged") == (120, 2, 3, 0, 0, 2) and (sub.submarine, sub.max_speed) == ("submerged", 4)
    assert ship_class("sub-surfaced").submarine == "surfaced"
    assert _stats("small-steam-merchant") == (50, 2, 3, 1, 0, 4) and _stats("large-steam-merchant") == (
        100,
        4,
        3,
        1,
        0,
        8,
    )
    assert ship_class("large-steam-merchant").merchant and ship_class("large-steam-merchant").max_speed is None


def test_every_row_is_within_the_contract() -> None:
    for c in ship_classes().values():
        assert c.era in ERAS and set(c.motive) <= set(MOTIVES) and c.ordnance in ORDNANCE, c.key
        assert set(c.tubes) <= set(TUBES) and c.hull_class in HULL_CLASSES and c.submarine in SUBMARINE, c.key
        assert (c.ordnance == "none") == (c.gunnery == 0), c.key
        assert (c.max_speed is None) == ("steam" not in c.motive and "oar" not in c.motive) or c.merchant, c.key
        assert c.calibre is None or c.ordnance == "guns", c.key
        assert c.one_shot_tubes <= bool(c.tubes), c.key
        for option in BASES:
            Ship.of("Probe", c, Pose(10, 10, 0), readings={"base_size": option})
    assert MOST_MARINES == MAX_TOKENS


def test_the_new_sizes_have_bases_under_both_options() -> None:
    assert set(BASES["by-class"]) == set(BASES["uniform"])
    assert BASES["by-class"]["boat"] < BASES["by-class"]["escort"] < BASES["by-class"]["capital"]
    assert {c.size for c in classes_of("world-wars")} == {"boat", "escort", "frigate", "cruiser", "capital"}
    assert Ship.of("Probe", "battleship", Pose(10, 10, 0)).build.length == 5.0


def test_a_bad_cell_in_the_data_is_named() -> None:
    row = {k: "" for k in ("max_speed", "calibre", "secondary_calibre", "tubes", "marines", "submarine", "note")}
    row |= {"key": "x", "name": "x", "section": "APP.1.1.4", "era": "world-wars", "motive": "steam"}
    row |= dict.fromkeys(("cost", "sailing", "discipline", "boarding", "gunnery", "hull", "masts"), "1")
    row |= dict.fromkeys(("secondary", "aa", "asw", "missiles", "aircraft"), "0")
    row |= {"size": "escort", "ordnance": "guns", "hull_class": "destroyer"}
    row |= dict.fromkeys(("turreted", "one_shot_tubes", "spotter", "ram", "merchant"), "")
    assert _row(row).motive == ("steam",)
    for column, bad in (("era", "victorian"), ("motive", "steam wind"), ("tubes", "aft"), ("ram", "true")):
        with pytest.raises(UnknownChoiceError, match=bad.split()[-1]):
            _row(row | {column: bad})
