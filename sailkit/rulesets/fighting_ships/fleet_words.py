"""A fleet's radio, ECM and night training, and the smoke on the table, as words of a position's head [3.1, 3.2.1.1,
3.2.3, 9.1.6, APP.1.1.7].

A fleet's abilities (:class:`Abilities`) are bought with it [APP.1.1.7] and last the battle: its ECM generation
(0 to 3) [3.2.3], radio aboard its flagship [3.1] and training to fight at night [3.2.1.1]. A position writes each
fleet's that has any as one head word, ``fleet1:ecm2,radio,night`` (side 1's; ``fleet2:`` side 2's), and each
standing smoke counter as ``smoke`` and its stretch, width and the Game-Turn it was laid:
``smoke 10,10,14,12,1.5,3`` [9.1.6] (:class:`~.smoke.Smoke`), and starshell a side fired, with the Game-Turn:
``starshell:1@3`` [3.2.1.1]. All paste back.

:func:`initiative_of` is what a side brings to the initiative die from its abilities (with AWACS or patrol aircraft
of its own on the table) (:class:`~.electronics.Initiative`), :func:`ecm_of` its ECM level, read where sight, fog
and gunnery need it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...errors import InvalidInputError
from ...geometry.board import format_real
from ...geometry.table import LIMIT
from ...numbers import real, whole
from .electronics import Initiative, read_ecm
from .smoke import Smoke

#: How a head word names each side's abilities.
FLEET_WORDS = ("fleet1", "fleet2")
_ABILITIES_SPELLING = "fleet1:WORDS or fleet2:WORDS, the words among ecm1, ecm2, ecm3, radio and night, by commas"
_SMOKE_SPELLING = "smoke x0,y0,x1,y1,WIDTH,TURN: the stretch of track, its width in inches and the Game-Turn laid"


@dataclass(frozen=True)
class Abilities:
    """A fleet's abilities of later eras [APP.1.1.7]: its ECM generation [3.2.3], radio aboard its flagship [3.1],
    and training for night fighting [3.2.1.1]."""

    ecm: int = 0
    radio: bool = False
    night: bool = False

    def __post_init__(self) -> None:
        read_ecm(self.ecm)

    @property
    def any(self) -> bool:
        """Whether the fleet has any ability at all (a position writes only those that do)."""
        return bool(self.ecm or self.radio or self.night)


NONE = Abilities()


def format_abilities(side: int, a: Abilities) -> str:
    """The head word of side ``side``'s abilities: ``fleet1:ecm2,radio,night``."""
    words = [f"ecm{a.ecm}"] if a.ecm else []
    words += ["radio"] if a.radio else []
    words += ["night"] if a.night else []
    return f"{FLEET_WORDS[side - 1]}:{','.join(words)}"


def parse_abilities(word: str) -> tuple[int, Abilities]:
    """The side and abilities a ``fleet1:...`` or ``fleet2:...`` head word gives; a fault names the word."""
    key, _, value = word.partition(":")
    parts = value.split(",")
    ecm = [p for p in parts if p in ("ecm1", "ecm2", "ecm3")]
    known = set(ecm) | {"radio", "night"}
    if key not in FLEET_WORDS or not value or len(set(parts)) != len(parts) or len(ecm) > 1 or set(parts) - known:
        raise InvalidInputError("fleet abilities", word, _ABILITIES_SPELLING)
    level = int(ecm[0][3]) if ecm else 0
    return FLEET_WORDS.index(key) + 1, Abilities(level, "radio" in parts, "night" in parts)


def format_smoke(s: Smoke) -> str:
    """The head words of one smoke counter: ``smoke 10,10,14,12,1.5,3`` [9.1.6]."""
    numbers = (*s.start, *s.end, s.width)
    return "smoke " + ",".join(format_real(n) for n in numbers) + f",{s.laid}"


def parse_smoke(text: str) -> Smoke:
    """The smoke counter the word after ``smoke`` writes [9.1.6]; a fault names it and what was expected."""
    parts = text.split(",")
    if len(parts) != 6:
        raise InvalidInputError("smoke counter", text, _SMOKE_SPELLING)
    x0, y0, x1, y1, width = (real(p, "smoke counter", _SMOKE_SPELLING, limit=LIMIT) for p in parts[:5])
    return Smoke((x0, y0), (x1, y1), width, whole(parts[5], "Game-Turn the smoke was laid", 1, 999))  # type: ignore[arg-type]


def format_starshell(fired: tuple[int, int]) -> str:
    """The head word of starshell side ``fired[0]`` fired in Game-Turn ``fired[1]``: ``starshell:1@3`` [3.2.1.1]."""
    return f"starshell:{fired[0]}@{fired[1]}"


def parse_starshell(word: str) -> tuple[int, int]:
    """The side and Game-Turn a ``starshell:SIDE@TURN`` head word gives; a fault names the word."""
    side, at, turn = word.partition(":")[2].partition("@")
    if side not in ("1", "2") or not at:
        raise InvalidInputError("starshell", word, "starshell:SIDE@TURN: the side that fired it and the Game-Turn")
    return int(side), whole(turn, "Game-Turn starshell was fired", 1, 999)


def ecm_of(fleets: Sequence[Abilities], side: int) -> int:
    """Side ``side``'s ECM level [3.2.3] (0 for a side with none written)."""
    return fleets[side - 1].ecm


def initiative_of(
    fleets: Sequence[Abilities], side: int, *, awacs: bool = False, starshell: bool = False
) -> Initiative:
    """What side ``side``'s abilities bring to the initiative die [3.1, 3.2.1.1]; ``awacs``: AWACS or patrol
    aircraft of its own are on the table; ``starshell``: one of its ships fired starshell last Game-Turn."""
    a = fleets[side - 1]
    return Initiative(radio=a.radio, awacs=awacs, ecm=a.ecm, night_trained=a.night, starshell=starshell)


__all__ = [
    "FLEET_WORDS",
    "NONE",
    "Abilities",
    "ecm_of",
    "format_abilities",
    "format_smoke",
    "format_starshell",
    "initiative_of",
    "parse_abilities",
    "parse_smoke",
    "parse_starshell",
]
