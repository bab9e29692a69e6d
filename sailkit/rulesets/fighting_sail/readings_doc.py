"""``docs/readings.md``: the readings of :mod:`.readings` as a document, grouped by Major Section.

Written by ``python -m sailkit.rulesets.fighting_sail readings > docs/readings.md``; a
test keeps the committed file in step. It lives apart from the reading book because
the section titles come from :mod:`.cases`, which itself lists the readings touching
each case: the book stays free of the case list.
"""

from __future__ import annotations

from .cases import case
from .readings import READINGS

_INTRO = """\
# Fighting Sail readings

Generated from `sailkit/rulesets/fighting_sail/readings.py` by
`python -m sailkit.rulesets.fighting_sail readings > docs/readings.md`; do not edit by hand.

Parts of the 1981 rules are lost (the Movement Allowance display, the field-of-fire
and wear diagrams, the counter sheet) and some wording allows more than one ruling.
Where that happens sailkit does not guess silently: it declares a *reading*, a named
question with competing options, each argued, and a default with the reason for it.
Every ruling lists the readings its answer depended on, so two clubs that rule
differently can see exactly where and why. What was lost, what sailkit put in its
place and the evidence for each choice are told in [reconstruction.md](reconstruction.md).

Choose other options for one call with `readings=`:

```python
from sailkit.rulesets.fighting_sail import fire_arc
fire_arc("0505", "N", "0604", readings={"arc_boundary": "blind"})
```

or for a whole game, on its position (every rule applied to it then uses them):

```python
position = position.with_(readings=position.readings.replace(arc_boundary="blind"))
```

An unknown reading or option is refused with the list of the allowed ones.
"""


_NOT_SWITCHABLE = """
## Open questions that are not readings

These are fixed conventions, not switches, because no competing option could be
computed, or the competing option makes no sense; each is stated where it applies.

| question | cases | what sailkit does | why it is not a switch |
|---|---|---|---|
| Which map edge is North? | 2.1, 5.1, 15.0 | North is toward row 01, East toward column 30 | the compass rose is lost; this is the only orientation under which every scenario starts the historical weather-gauge holder upwind, and every relative rule (points of sail, arcs) is the same under any orientation |
| How many command chits of each kind does each pool hold? | 6.11 | pools never run out | the counts are lost with the counter sheet, so a limited pool cannot be computed |
| Is a ship abandoned only at *exactly* 10 minus Rate hull hits? | 12.11 | abandoned at that many hits or more | a shot that jumps past the level would otherwise leave a wreck fighting on forever |
| In fouled fire, does a rake count, using the headings held before fouling? | 9.35, 11.13 | no rake bonus in fouled fire | ships in one square have no bearing on each other, so no rake geometry exists |
| What are the ratings of Hunter, Little Belt, Kingfisher and Agamemnon? | 2.22 | placeholder counters, marked `placeholder` in the data | the counter sheet lost them; replace the row in `data/counters.csv` when the real counter turns up |
"""


def document() -> str:
    """The readings document: what a reading is, how to switch one, the table of all of them,
    and the open questions that are fixed conventions instead of readings."""
    return f"{_INTRO}\n{_index()}\n\n## Every reading\n\n{READINGS.markdown()}\n{_NOT_SWITCHABLE}"


def _index() -> str:
    """The readings grouped by the Major Section of the first case each touches."""
    groups: dict[int, list[str]] = {}
    for r in READINGS.values():
        groups.setdefault(int(r.cases[0].split(".")[0]), []).append(r.key)
    rows = [
        f"| {sec}.0 {case(f'{sec}.0').title} | {', '.join(f'[`{k}`](#{k})' for k in keys)} |"
        for sec, keys in sorted(groups.items())
    ]
    return "\n".join(["## By Major Section", "", "| section | readings |", "|---|---|", *rows])


__all__ = ["document"]
