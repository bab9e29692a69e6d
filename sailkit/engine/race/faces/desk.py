"""The race's rulings desk: the track as the pickers show it, on the kit's desk base [R5].

A side is the race's only piece: it stands on the square of its score, so putting side A on square 7 sets A's
score to 7. Everything else (the notation, the questions, the readings) the kit's :class:`~sailkit.questions.
DeskBase` finds through the race's ``RULESET``.
"""

from __future__ import annotations

from dataclasses import replace

from ....errors import InvalidInputError
from ....questions import DeskBase
from ....readings import Readings
from ..rules import RACE, SIDES, TRACK, RaceState


class RaceDesk(DeskBase):
    """The desk's board of the race: one row of squares 0 to 20, a side on the square of its score."""

    columns = tuple(str(n) for n in TRACK)
    rows = ("track",)
    place_words = ("square", "track")
    headings = ("ahead",)
    record_suffix = ".race"

    @property
    def ruleset(self) -> object:
        from .. import RULESET

        return RULESET

    def ships(self, position: RaceState) -> tuple[str, ...]:
        return SIDES

    def spot(self, column: str, row: str) -> str:
        return column

    def place(self, position: RaceState, ship: str, square: str, heading: str) -> RaceState:
        scores = list(position.scores)
        scores[SIDES.index(ship)] = RACE.place(position, square)
        return replace(position, scores=(scores[0], scores[1]))

    def remove(self, position: RaceState, ship: str) -> RaceState:
        raise InvalidInputError("side to take off the track", ship, "none: both sides run the whole race")

    def where(self, position: RaceState, ship: str) -> tuple[str, str, str]:
        return str(position.scores[SIDES.index(ship)]), "track", "ahead"

    def with_readings(self, position: RaceState, readings: Readings) -> RaceState:
        return replace(position, faces=int(readings["die"][1:]))

    def position_of(self, state: RaceState) -> RaceState:
        return state

    def figure(self, position: RaceState) -> object:
        from ..rules import score
        from .drawing import race_figure

        return race_figure(score(position, position.to_move))


#: What the kit's desk (:mod:`sailkit.questions`) finds through the race's desk face.
DESK = RaceDesk()

__all__ = ["DESK", "RaceDesk"]
