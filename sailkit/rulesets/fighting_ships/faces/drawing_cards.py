"""Fighting Ships' rulings with no place on the table, drawn as the kit's cards (:mod:`sailkit.draw.cards`).

The dice side of the game: a salvo's dice round by round (the ones that hit edged green, the ones that explode
starred), Hull saves, critical checks, boarding, tests of any 6, the weather and morale, each with its steps and
cases; and the exact odds as bar charts, one for each distribution the ruling carries (hits, hits through, Damage
tokens, Anchor tokens, the ship's fate, morale lost; each ship's hits when misses carry over). Nothing here imports a
rule module: the dice and the distributions are the ruling's facts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ....draw import primitives as p
from ....draw.cards import SMALLEST, Chances, DiceRow, card, percent
from ....draw.style import CLEAR, DRIFT, WIND
from ....readings import readings_line
from ....renderers import renderer
from ....rulings import Ruling

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

RULESET = "fighting_ships"
#: A chance chart lists rows down to this chance; what is left beyond the last row is one row ("N or more").
SHOWN = Fraction(1, 2000)
#: The most rows one chart lists.
MOST_ROWS = 18
#: The charts of an odds ruling, in the order shown: each fact and its heading.
CHARTS = (
    ("hits", "hits"),
    ("through", "hits through the Hull saves"),
    ("damage_tokens", "Damage tokens after"),
    ("anchor", "Anchor tokens placed"),
    ("fate", "the ship in the end"),
    ("morale_lost", "morale lost (points game)"),
    ("prize", "a prize taken"),
    ("margin", "attacking hits less defending hits"),
    ("misses_left", "misses carried over"),
    ("located", "the submarine located"),
    ("deck", "the Damage Deck"),
    ("destroyed", "aircraft destroyed"),
    ("turned", "aircraft turned away"),
    ("pressing", "aircraft pressing on"),
)


def rows_of(chances: Any) -> tuple[tuple[str, Fraction], ...]:
    """The rows of a chart: a ``Counts`` (exact rows and one remainder) or a mapping of outcome to chance. Counts run
    in order and their long tail, past :data:`MOST_ROWS` rows or once under :data:`SHOWN` in all, is one
    "N or more" row; other outcomes are listed as they come."""
    if hasattr(chances, "head"):
        pairs = [*enumerate(chances.head), (len(chances.head), chances.tail)]
    elif all(isinstance(k, int) for k in chances):
        pairs = sorted(chances.items())
    else:  # counts and words (Damage tokens, or "sunk"): the counts in order, then the words
        ordered = sorted(
            chances.items(), key=lambda kv: (not isinstance(kv[0], int), kv[0] if isinstance(kv[0], int) else 0)
        )
        return tuple((str(k), Fraction(v)) for k, v in ordered)
    out: list[tuple[str, Fraction]] = []
    pairs = [(k, Fraction(v)) for k, v in pairs]
    low = Fraction(0)
    while len(pairs) > 2 and low + pairs[0][1] < SHOWN:  # the unlikely fewest: one row
        low += pairs.pop(0)[1]
    if low:
        out.append((f"{pairs[0][0] - 1} or fewer", low))
    left = sum((v for _, v in pairs), Fraction(0))
    peak = max(pairs, key=lambda kv: kv[1])[0]
    for k, v in pairs:
        if left and (len(out) == MOST_ROWS - 1 or (k > peak and left < SHOWN)):
            return (*out, (f"{k} or more", left))
        out.append((str(k), v))
        left -= v
    if not hasattr(chances, "head"):
        return tuple(out)
    last, chance = out[-1]  # a Counts' remainder: none left when the pool cannot go further
    return tuple(out[:-1]) + (((f"{last} or more", chance),) if chance else ())


def _charts(facts: Mapping[str, Any]) -> list[Chances]:
    charts: list[Chances] = []
    for key, heading in CHARTS:
        got = facts.get(key)
        if got is None or isinstance(got, (int, bool, str)):
            continue
        if isinstance(got, Fraction):
            charts.append(Chances(heading, (("yes", got), ("no", 1 - got))))
        elif hasattr(got, "head") or (isinstance(got, Mapping) and not _nested(got)):
            charts.append(Chances(heading, rows_of(got)))
        elif isinstance(got, Mapping):
            charts += [Chances(f"{heading}: {name}", rows_of(each)) for name, each in got.items()]
    return charts


def _nested(got: Mapping[Any, Any]) -> bool:
    return any(hasattr(v, "head") or isinstance(v, Mapping) for v in got.values())


#: A step listing chances (``"hits: 0: 1/1024 (0.1%), ..."``): on an odds card its chart says it.
LISTED = re.compile(r"\d+/\d+ \(")


def _lines(ruling: Ruling) -> list[str]:
    """The ruling's steps with their cases, then the readings it used; on an odds card the steps that list the
    chances a chart already shows are left out."""
    charted = ruling.kind == "odds"
    lines = [f"{s.words} [{s.case}]" for s in ruling.steps if not (charted and LISTED.search(s.reason))]
    if ruling.readings:
        lines.append(readings_line(ruling.readings))
    return lines


def _verdict(ruling: Ruling) -> str:
    """The line under an odds card's heading: the chance of each end, or the mean, in percentages a reader takes in
    at a glance (the exact fractions are the ruling's); any other ruling's headline."""
    fate = ruling.facts.get("fate")
    if ruling.kind == "odds" and isinstance(fate, Mapping):
        return ", ".join(f"{k} {percent(Fraction(v))}" for k, v in fate.items())
    mean = ruling.facts.get("mean")
    if ruling.kind == "odds" and mean is not None:
        return f"{float(mean):.2f} hits on average"
    if ruling.kind == "odds" and isinstance(ruling.verdict, Fraction):
        return percent(ruling.verdict)
    return ruling.headline()


def card_figure(ruling: Ruling, *, dice: Iterable[DiceRow] = (), keys: Iterable[p.Key] = ()) -> Figure:
    """A ruling drawn as a card: its heading, ``dice`` rows, a chart of each distribution in its facts and its
    steps with their cases and readings."""
    return card(
        ruling.question,
        _verdict(ruling),
        dice=tuple(dice),
        chances=_charts(ruling.facts) if ruling.kind == "odds" else (),
        lines=_lines(ruling),
        keys=tuple(keys),
    )


@renderer(RULESET, "odds")
def odds_figure(ruling: Ruling) -> Figure:
    """The exact odds [5.5, 5.6, 6.1]: a bar for every outcome of each distribution the ruling carries, with its
    chance, then the steps."""
    return card_figure(
        ruling,
        keys=[
            p.Key(
                "fill",
                WIND,
                "the chance of each outcome, the likeliest bar full length (exact fractions in the ruling)",
            )
        ],
    )


@renderer(RULESET, "salvo")
def salvo_figure(ruling: Ruling) -> Figure:
    """A salvo [5.5.1-5.5.5]: the gunnery dice, then each round of bonus dice, the hits edged green and the
    explosions starred; a squadron's count or misses carried over are steps alone."""
    rounds = ruling.facts.get("rounds", ())
    pool = ruling.facts.get("pool")
    rows = [
        DiceRow(
            "gunnery dice" if k == 0 else f"bonus dice{f', round {k}' if len(rounds) > 2 else ''}",
            tuple(r.dice),
            pool.hit if pool is not None else None,
            pool.explode if pool is not None else None,
        )
        for k, r in enumerate(rounds)
    ]
    keys = []
    if rows and pool is not None:
        keys.append(p.Key("frame", CLEAR, f"a hit ({pool.hit}+)"))
        if pool.explode is not None:
            keys.append(p.Key("dot", DRIFT, f"✱ an explosion ({pool.explode}+): a bonus die"))
    return card_figure(ruling, dice=rows, keys=keys)


def _plain_dice(ruling: Ruling, label: str, need: int | None) -> list[DiceRow]:
    got = ruling.facts.get("dice")
    if not got:
        return []
    if isinstance(got[0], tuple):
        return [DiceRow(str(who), tuple(faces), need) for who, faces in got]
    return [DiceRow(label, tuple(got), need)]


def _dice_card(label: str, default_need: int | None) -> Any:
    def draw(ruling: Ruling) -> Figure:
        need = ruling.facts.get("need", default_need)
        rows = _plain_dice(ruling, label, need)
        keys = [p.Key("frame", CLEAR, f"a die that scores ({need}+)")] if rows and need is not None else []
        return card_figure(ruling, dice=rows, keys=keys)

    draw.__doc__ = f"A ruling of {label} drawn as a card: the dice as thrown and the steps."
    return draw


@renderer(RULESET, "morale")
@renderer(RULESET, "visibility")
def steps_figure(ruling: Ruling) -> Figure:
    """A ruling of numbers alone (morale, how far ships see): its heading and its steps with their cases."""
    return card_figure(ruling)


damage_figure = renderer(RULESET, "damage")(_dice_card("Hull dice", None))
boarding_figure = renderer(RULESET, "boarding")(_dice_card("boarding dice", None))
test_figure = renderer(RULESET, "test")(_dice_card("dice", 6))
anchor_figure = renderer(RULESET, "anchor")(_dice_card("dice", 6))
criticals_figure = renderer(RULESET, "criticals")(_dice_card("critical dice", None))
sailing_points_figure = renderer(RULESET, "sailing_points")(_dice_card("Sailing dice", None))
weather_figure = renderer(RULESET, "weather")(_dice_card("die", None))


__all__ = [
    "CHARTS",
    "RULESET",
    "SMALLEST",
    "anchor_figure",
    "boarding_figure",
    "card_figure",
    "criticals_figure",
    "damage_figure",
    "odds_figure",
    "rows_of",
    "salvo_figure",
    "steps_figure",
    "test_figure",
    "weather_figure",
]
