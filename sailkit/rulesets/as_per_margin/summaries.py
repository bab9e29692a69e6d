"""What each section of *As Per Margin* a ruling cites is about, for the kit's rulings (``CASE_SUMMARY``).

A ruling cites a section as ``"WIND SPEED, APM-03d"`` (the heading printed in the text and
our case-index id, see :mod:`.ruled`); :func:`case_summary` answers with the heading and
the one-line title of :mod:`.sections`, in our own words, so a notebook or the desk shows
what each cited section rules (:meth:`sailkit.rulings.Ruling.case_summaries`).
"""

from __future__ import annotations

from .sections import SECTIONS

_BY_ID = {s.id: s for s in SECTIONS}


def case_summary(case: str) -> str | None:
    """``"WIND SPEED: ships moving independently"`` for ``"WIND SPEED, APM-03d"`` (or the bare ``"APM-03d"``).

    ``None`` for anything else: a heading that does not go with the id, an unknown id,
    or not a string (the kit's lookup leaves such a case out).
    """
    if not isinstance(case, str):
        return None
    heading, _, id = case.rpartition(", ")
    section = _BY_ID.get(id.strip())
    if section is None or (heading and heading != section.heading):
        return None
    return f"{section.heading}: {section.title}"


__all__ = ["case_summary"]
