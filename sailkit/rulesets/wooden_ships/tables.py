"""The tables the rules consult, as data: allowance charts, the HDT, the Hit Tables, melee, fouling and wind [Advanced Game Tables card].

Numbers are facts and are typed here as numbers; the card's OCR slips (Cyrillic letters
for C and H, a lost hyphen in Table 1) are normalised. The lost charts (attitudes,
allowances) come from the 2nd-edition figures and are readings (see :mod:`.readings`).
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from ...dice import Distribution

# ---- movement allowance charts [7.1.4, 20.1.1] (readings battle_sail_chart, full_sail_chart) ----

#: hexes a ship may move, by sail speed, then attitude A, B, C, D
ALLOWANCE: dict[int, dict[str, int]] = {
    3: {"A": 3, "B": 2, "C": 1, "D": 0},
    4: {"A": 4, "B": 3, "C": 1, "D": 0},
    5: {"A": 5, "B": 4, "C": 2, "D": 0},
    6: {"A": 6, "B": 5, "C": 2, "D": 0},
    7: {"A": 7, "B": 6, "C": 2, "D": 0},
}

#: attitude by the clockwise sixths from where the wind blows to the heading [7.1.3] (reading attitudes)
ATTITUDE_BY_SIXTHS = ("B", "A", "C", "D", "C", "A")

# ---- the Hit Determination Table [11.2.3, HDT card] ----

HDT_DATA = Path(__file__).resolve().parent / "data" / "hdt.csv"


@dataclass(frozen=True)
class HDTModifiers:
    """One band's modifier columns on the card."""

    rake: int
    quality: dict[str, int]
    crew_section_loss: int
    initial: int
    captured: int
    grape: int
    chain: int
    double: int
    round: int
    anchored: int
    full_sail: int
    low_powder: int


def _read_hdt() -> tuple[tuple[int, ...], tuple[tuple[tuple[int, int], ...], ...], tuple[HDTModifiers, ...]]:
    """The card's HDT from ``data/hdt.csv``: one row a gun band; each range cell written ``base(rake)``."""
    bands, cells, mods = [], [], []
    with HDT_DATA.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            bands.append(int(row["guns"]))
            pairs = []
            for col in ("range1", "range2", "range3", "range4", "range5-6", "range7-10"):
                base, rake = row[col].rstrip(")").split("(")
                pairs.append((int(base), int(rake)))
            cells.append(tuple(pairs))
            q = {k: int(row[k]) for k in ("elite", "crack", "average", "green", "poor")}
            n = {k: int(row[k]) for k in row if k not in q and not k.startswith("range") and k != "guns"}
            mods.append(HDTModifiers(quality=q, **n))
    return tuple(bands), tuple(cells), tuple(mods)


#: gun bands of the card (the lowest gun count of each), base (rake) values by band and range column, and modifiers
HDT_BANDS, HDT_CELLS, HDT_MODIFIERS = _read_hdt()
#: range columns: the largest range of each column
HDT_RANGES = (1, 2, 3, 4, 6, 10)


def band_index(guns: int, bands: tuple[int, ...] = HDT_BANDS) -> int:
    """Which row of the HDT a broadside of ``guns`` guns reads (guns >= 1)."""
    if guns < 1:
        raise ValueError(f"a broadside needs at least one gun to fire, not {guns!r}")
    i = 0
    for k, low in enumerate(bands):
        if guns >= low:
            i = k
    return i


def range_index(rng: int) -> int:
    """Which range column of the HDT a range of ``rng`` hexes reads (1-10)."""
    for k, hi in enumerate(HDT_RANGES):
        if rng <= hi:
            return k
    raise ValueError(f"range {rng!r} is beyond the 10 hexes of the HDT")


def band_label(i: int, bands: tuple[int, ...] = HDT_BANDS) -> str:
    lo = bands[i]
    return f"{lo}+" if i == len(bands) - 1 else f"{lo}-{bands[i + 1] - 1}"


# ---- the 2nd edition's Basic HDT (reading basic_tables = second-edition) ----

BASIC2_BANDS = (1, 4, 7, 10, 13)
#: base values by band and range column, the modifier columns crack/elite etc. as in the lost-charts notes
BASIC2_CELLS = (
    (1, 1, 0, -1, -2, -3),
    (2, 2, 1, 0, -1, -2),
    (3, 2, 1, 0, -1, -2),
    (4, 3, 2, 1, 0, -1),
    (5, 4, 3, 2, 1, 0),
)
#: per band: elite, crack, average, green, poor, crew loss, initial, rake, captured
BASIC2_MODIFIERS = (
    (1, 1, 0, 0, -1, -1, 1, 1, -2),
    (2, 1, 0, 0, -1, -1, 1, 2, -2),
    (2, 2, 0, -1, -1, -1, 2, 3, -2),
    (2, 2, 0, -1, -2, -1, 2, 4, -2),
    (3, 2, 0, -1, -2, -1, 2, 5, -2),
)

# ---- the Hit Tables [11.2.6, 16.1.2] ----


@dataclass(frozen=True)
class Hits:
    """One Hit Table result: hull, guns, crew and rigging hits, the full-sail extra rigging, and a critical star."""

    hull: int = 0
    guns: int = 0
    crew: int = 0
    rigging: int = 0
    full_sail_extra: int = 0
    critical: bool = False
    #: the result as the card prints it (set when read from a table)
    text: str = field(default="", compare=False)

    def __add__(self, other: Hits) -> Hits:
        return Hits(
            self.hull + other.hull,
            self.guns + other.guns,
            self.crew + other.crew,
            self.rigging + other.rigging,
            self.full_sail_extra + other.full_sail_extra,
            self.critical or other.critical,
        )

    def __str__(self) -> str:
        if self.text:
            return self.text
        parts = [
            f"{n if n > 1 else ''}{c}"
            for c, n in (("H", self.hull), ("G", self.guns), ("C", self.crew), ("R", self.rigging))
            if n
        ]
        text = "-".join(parts) or "0"
        if self.critical:
            text += "*"
        if self.full_sail_extra:
            text += f" ({self.full_sail_extra if self.full_sail_extra > 1 else ''}R)"
        return text

    @property
    def total(self) -> int:
        return self.hull + self.guns + self.crew + self.rigging


_TERM = re.compile(r"(\d*)([HGCR])")


def parse_hits(text: str) -> Hits:
    """``"2R-H-C* (R)"`` -> Hits(hull=1, crew=1, rigging=2, full_sail_extra=1, critical=True)."""
    t = text.strip()
    extra = 0
    m = re.search(r"\((\d*)R\)", t)
    if m:
        extra = int(m.group(1) or 1)
        t = t[: m.start()].strip()
    crit = t.endswith("*")
    t = t.rstrip("*").strip()
    counts = {"H": 0, "G": 0, "C": 0, "R": 0}
    if t != "0":
        for part in t.split("-"):
            mm = _TERM.fullmatch(part)
            if not mm:
                raise ValueError(f"not a Hit Table term: {part!r} in {text!r}")
            counts[mm.group(2)] += int(mm.group(1) or 1)
    return Hits(counts["H"], counts["G"], counts["C"], counts["R"], extra, crit, text.strip())


def _read_hit_tables() -> dict[int, dict[str, tuple[Hits, ...]]]:
    """Hit Tables 0-10 from ``data/hit_tables.csv``: for each table, the hull row and the rigging row, die 1 to 6, as
    the card prints them."""
    out: dict[int, dict[str, tuple[Hits, ...]]] = {}
    with (HDT_DATA.parent / "hit_tables.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            out.setdefault(int(row["table"]), {})[row["aim"]] = tuple(parse_hits(row[f"die{d}"]) for d in range(1, 7))
    return out


HIT_TABLES = _read_hit_tables()


def hit_result(table: int, aim: str, die: int) -> Hits:
    """The Hit Table result for ``table`` (0-10), ``aim`` (``"hull"``/``"rigging"``) and one die [11.2.6]."""
    return HIT_TABLES[table][aim][die - 1]


def basic_hits(hits: Hits) -> Hits:
    """A Hit Table result as the Basic Game reads it: the card's star (a critical-hit roll [16.1.2.2]) and bracketed
    rigging (extra hits on a ship under full sails [20.1.3]) belong to the Advanced Game and are dropped, so
    ``G*`` reads ``G`` and ``2R-H-C* (R)`` reads ``2R-H-C`` (reading basic_tables ``card``)."""
    text = re.sub(r"\s*\(\d*R\)", "", hits.text).replace("*", "").strip()  # the card's order kept
    return Hits(hits.hull, hits.guns, hits.crew, hits.rigging, text=text)


def split_table(n: int) -> tuple[int, ...]:
    """A modified table above 10 is several rolls, highest first: 11 -> (10, 1), 20 -> (10, 10) [16.1.2.1]."""
    out = []
    while n > 10:
        out.append(10)
        n -= 10
    out.append(n)
    return tuple(out)


# ---- fouling, grappling and melee [8.3.5, 9.1.4, 9.2.1, 12.3] ----

QUALITY_STEPS = {"elite": 2, "crack": 1, "average": 0, "green": -1, "poor": -2}
FOULING_QUALITY = {"elite": -2, "crack": -1, "average": 0, "green": 1, "poor": 2}
UNFOUL_QUALITY = {"elite": 2, "crack": 1}

#: factor per crew box: (OBP, DBP when raked, DBP) [12.3.1, Crew Melee Strength Table]
MELEE_STRENGTH = {"elite": (5, 6, 7), "crack": (4, 5, 6), "average": (3, 4, 5), "green": (2, 3, 4), "poor": (1, 2, 3)}

#: Melee Resolution Table: per die band (1-2, 3-4, 5-6), boxes lost by the enemy for TMS 1-10 ... 81+
MELEE_RESULTS = (
    (1, 1, 2, 2, 2, 3, 3, 4, 4),
    (0, 1, 1, 1, 2, 2, 2, 3, 4),
    (0, 0, 0, 1, 1, 1, 2, 2, 2),
)


def melee_loss(tms: int, die: int) -> int:
    """Boxes the enemy loses when a party of total melee strength ``tms`` rolls ``die`` [12.3.2]."""
    if tms <= 0:
        return 0
    col = min((tms - 1) // 10, 8)
    return MELEE_RESULTS[(die - 1) // 2][col]


#: two dice, as one total 2-12 with its exact probability
TWO_DICE = Distribution.from_counts({t: 6 - abs(t - 7) for t in range(2, 13)})
ONE_DIE = Distribution.uniform(range(1, 7))


def odds_at_least(target: int, modifier: int, natural: int = 12) -> Fraction:
    """Chance that two dice plus ``modifier`` reach ``target``, a natural ``natural`` always succeeding."""
    return sum((p for t, p in TWO_DICE.items() if int(t) + modifier >= target or t == natural), Fraction(0))  # type: ignore[call-overload]


# ---- wind [18.1.3, card] ----

#: die -> sixths the wind turns clockwise (None: back to its initial direction)
WIND_DIRECTION_CHANGE = {1: None, 2: 0, 3: 1, 4: -1, 5: 2, 6: -2}
WIND_VELOCITY_CHANGE = {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}
WIND_VELOCITY_NAMES = ("becalmed", "light", "moderate", "normal", "heavy", "gale", "storm", "hurricane")
DESTROYED_HULL = {1: "strike", 2: "strike", 3: "strike", 4: "strike", 5: "may sink", 6: "may explode"}


__all__ = [
    "ALLOWANCE",
    "ATTITUDE_BY_SIXTHS",
    "HDT_BANDS",
    "HDT_CELLS",
    "HDT_MODIFIERS",
    "HIT_TABLES",
    "MELEE_STRENGTH",
    "ONE_DIE",
    "TWO_DICE",
    "Hits",
    "band_index",
    "basic_hits",
    "hit_result",
    "melee_loss",
    "odds_at_least",
    "parse_hits",
    "range_index",
    "split_table",
]
