"""The state of a Fighting Sail game: ships on the map, wind and turn.

Values are immutable: every rule returns a new :class:`Position` instead of changing
one, so a refused action can never leave a half-changed state behind, and a game is
its list of actions replayed from the set-up. Derived facts (crew, abandonment,
dead in the water, taken aback) are computed, never stored.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field, fields, replace
from operator import attrgetter
from types import MappingProxyType
from typing import Any

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.compass import Direction
from ...geometry.squares import Square
from ...memo import remembered
from ...ruleset import WordNotation
from .board import COLUMNS, ROWS, parse_square
from .board import name as square_name
from .board import square as read_square
from .notation import HEADER, format_position, format_ship, name_problem, read_position
from .readings import READINGS, Readings
from .ships import Counter, counter


def custom_counter(name: str, rating: str) -> Counter:
    """The counter of a ship of your own, from its name and rating [2.22, 9.38]: ``custom_counter("Bellona", "44-A-5-8 BR")``.

    Fire Value, ``-`` (``*`` for carronades), Sailing Value, Rate, Crew Value, then nationality after a space or slash;
    a writable name. A catalogue name gives a variant of that ship."""
    problem = name_problem(name) if isinstance(name, str) else "a name"
    if problem is not None:
        raise InvalidInputError("ship name", name, problem)
    text = rating.replace("/", " ") if isinstance(rating, str) else rating
    return Counter.from_rating(name, text)


@dataclass(frozen=True)
class ShipState:
    """One ship's position and everything the record sheet [14.0] and the turn track about it."""

    counter: Counter
    side: str  #: current owner's nationality code; differs from the counter's for a prize [12.2]
    square: Square
    facing: Direction
    hull: int = 0  #: hull hits [10.1]
    rigging: int = 0  #: rigging hits [10.2]
    masts: int = 0  #: masts lost, 0-3 [10.31]
    wheel: bool = False  #: has a wheel hit [10.32]
    fires: int = 0  #: fire criticals taken; 1 = burning [10.33]
    fouled: bool = False  #: in a fouled stack [7.81]
    prize: bool = False  #: has struck and belongs to ``side`` [12.2]
    destroyed: bool = False  #: blown up and off the map [13.21]
    studding: bool = False  #: studding sails set [13.31]
    first_port: bool = False  #: first port broadside already fired [9.36]
    first_starboard: bool = False  #: first starboard broadside already fired [9.36]
    # per-turn state, cleared in the Terminal Stage [4.2 F]
    command: str | None = None  #: this turn's command chit [6.1]
    mp: int = 0  #: Movement Points left this phase [7.52]
    fired: str | None = None  #: broadside fired this turn, "port" or "starboard" [9.13, 9.15]
    drifted: bool = False  #: drifted this turn [8.4]
    tacked: bool = False  #: carried out a tack this turn [9.33e]
    backed_turn: int | None = None  #: last Game-Turn it backed sail [7.74]
    ordered_turn: int | None = None  #: last Game-Turn it was given a command [7.74, reading backsail_consecutive]
    prior_ordered_turn: int | None = (
        None  #: the Game-Turn of the order before the current one [7.74, reading backsail_consecutive]
    )
    # Movement Phase bookkeeping [7.32-7.37]
    ma: int = 0  #: Movement Allowance set in this turn's determination phase [7.1, 7.21, 7.24]
    start_facing: Direction | None = None  #: heading when the Movement Phase began [7.32, 7.33]
    turned: int = 0  #: net 45-degree turns made this phase, clockwise positive [7.32, 7.33]
    entered: int = 0  #: squares entered this phase [7.34]

    @classmethod
    def of(
        cls,
        name: str,
        square: str | Square,
        facing: str | Direction,
        side: str | None = None,
        *,
        rating: str | None = None,
        **state: Any,
    ) -> ShipState:
        """A ship by counter name, square and heading: ``ShipState.of("Shannon", "0811", "E", hull=2)``.

        A ship off the counter list needs ``rating="44-A-5-8 BR"`` [2.22] (:func:`custom_counter`; with a catalogue name
        it replaces the values). ``side`` defaults to the nationality [2.21], ``state`` sets other fields; squares
        beyond the map (``"31:05"`` [15.0-MR]) are checked by the :class:`Position` against its readings."""
        c = counter(name) if rating is None else custom_counter(name, rating)
        return cls(c, side or c.nationality, parse_square(square), Direction.parse(facing), **state)

    @remembered
    def name(self) -> str:
        """The counter's name (remembered: the rules ask it hundreds of thousands of times a game)."""
        return self.counter.name

    nationality = property(attrgetter("counter.nationality"), doc="The original owner [2.21].")
    rate = property(attrgetter("counter.rate"), doc="The Rate on the ship's counter [2.2].")

    @property
    def abandonment_level(self) -> int:
        """Hull hits at which the ship is abandoned: 10 minus its Rate [12.11]."""
        return 10 - self.counter.rate

    @property
    def abandoned(self) -> bool:
        """Abandoned once hull hits reach 10 minus Rate [12.11]; rigging never counts [12.12]."""
        return self.hull >= 10 - self.counter.rate

    @property
    def burning(self) -> bool:
        return self.fires >= 1

    @property
    def dead_in_water(self) -> bool:
        """Dead in the water [10.41 a-e]: three masts gone, a mast and 2+ rigging hits, prize, abandoned or fouled."""
        return self.masts >= 3 or (self.masts >= 1 and self.rigging >= 2) or self.prize or self.abandoned or self.fouled

    def taken_aback(self, wind: Direction) -> bool:
        """Facing straight into the wind [7.6]."""
        return self.facing == wind

    def __hash__(self) -> int:
        """The hash of the fields equality compares (as the dataclass's own), worked out once per ship state:
        the engine's tables are keyed by ship states [speed, issue 7]."""
        own = self.__dict__
        h = own.get("_hash")
        if h is None:
            h = own["_hash"] = hash(tuple(own[k] for k in _SHIP_FIELD_ORDER))
        return h

    def __getstate__(self) -> dict[str, Any]:
        """The fields only: a remembered hash belongs to this process (string hashes differ between processes)."""
        return {k: self.__dict__[k] for k in _SHIP_FIELD_ORDER}

    def __str__(self) -> str:
        """The ship as a position writes it (``Shannon BR 0913 E first=port``): what printing one shows, instead of
        a dump of every field [issue 25]."""
        return format_ship(self)

    def with_(self, **changes: Any) -> ShipState:
        """A copy with ``changes`` made (as :func:`dataclasses.replace`, which the rules call too often to afford)."""
        if not _SHIP_FIELDS.issuperset(changes):
            raise TypeError(f"ShipState has no field {sorted(changes.keys() - _SHIP_FIELDS)[0]!r}")
        new = object.__new__(ShipState)
        values = self.__dict__.copy()
        values.pop("_hash", None)  # what is remembered goes with the values it was worked out from
        if "counter" in changes:
            values.pop("name", None)
        values.update(changes)
        object.__setattr__(new, "__dict__", values)
        return new


#: The squares :meth:`Position.at` was asked about while :func:`squares_looked_at` listens, else ``None``.
_looked_at: set[Square] | None = None


class _Listening:
    """The ``with`` block of :func:`squares_looked_at` (a class: a generator's context manager costs more, and the
    engine opens one for every ship's steps it works out)."""

    __slots__ = ("outer", "seen")
    outer: set[Square] | None
    seen: set[Square]

    def __enter__(self) -> set[Square]:
        global _looked_at
        self.outer, self.seen = _looked_at, set[Square]()
        _looked_at = self.seen
        return self.seen

    def __exit__(self, *exc: object) -> None:
        global _looked_at
        if self.outer is not None:
            self.outer.update(self.seen)
        _looked_at = self.outer


def squares_looked_at() -> AbstractContextManager[set[Square]]:
    """Collect every square :meth:`Position.at` is asked about inside the ``with`` block (of any position).

    A game engine remembers an answer worked out from a few squares (a ship's steps) together with
    how many ships stood in each, and uses it again while they still do [speed, issue 7].
    """
    return _Listening()


def _fights_for(ship: ShipState) -> str | None:
    """The side a ship takes part in the fight for, or ``None`` when it is a prize or blown up [12.2, 13.23]."""
    return None if ship.destroyed or ship.prize else ship.side


def _carry_over(own: dict[str, Any], new: dict[str, Any], replaced: ShipState, ship: ShipState) -> None:
    """Give the position made by replacing ``replaced`` with ``ship`` (of the same name) those of ``own``'s
    derived lookups the change leaves as they were, or that follow from them at less cost than afresh
    [speed, issue 7]; the others are worked out when first asked."""
    new["_slots"] = own["_slots"]  # the same names in the same places
    wrecks = own.get("_wrecks")
    if wrecks is not None and not (replaced.abandoned or ship.abandoned):
        new["_wrecks"] = wrecks  # neither ship a wreck: the others are what they were
    fouled = own.get("_fouled_squares")
    if fouled is not None and not (replaced.fouled or ship.fouled):
        new["_fouled_squares"] = fouled
    sides = own.get("_sides")
    if sides is not None and replaced.nationality == ship.nationality:
        new["_sides"] = sides
    fighting = own.get("_fighting_sides")
    if fighting is not None and _fights_for(replaced) == _fights_for(ship):
        new["_fighting_sides"] = fighting  # the ship fights for the side it did, or for none as before
    ships = new["ships"]
    afloat = own.get("_afloat")
    if afloat is None or len(afloat) != len(ships) or replaced.destroyed or ship.destroyed:
        return  # a ship blown up, now or before: worked out afresh
    new["_afloat"] = ships
    occupied = own.get("_occupied")
    if occupied is None:
        return
    sq, was = ship.square, replaced.square
    if was == sq:  # the same squares in the same order (users see it)
        squares = occupied.copy()  # the underlying dict's copy: no square is hashed again
        squares[sq] = tuple(ship if s is replaced else s for s in occupied[sq])
        new["_occupied"] = MappingProxyType(squares)
    elif sq not in occupied and len(here := occupied[was]) == 1:
        # alone where it was and where it is: its square stands where the old one stood in the order of the
        # squares (that of each square's first ship), so only that key changes
        moved = {(sq if v is here else k): ((ship,) if v is here else v) for k, v in occupied.items()}
        new["_occupied"] = MappingProxyType(moved)


#: The fields of a :class:`ShipState`, which :meth:`ShipState.with_` copies (not what it remembers: name, hash).
_SHIP_FIELDS = frozenset(f.name for f in fields(ShipState))
_SHIP_FIELD_ORDER = tuple(f.name for f in fields(ShipState))


@dataclass(frozen=True)
class Position:
    """Wind, Game-Turn and every ship (destroyed ones included, off the map) [15.0]."""

    wind: Direction
    ships: tuple[ShipState, ...]
    turn: int = 1
    scenario: str | None = None
    readings: Readings = field(default_factory=READINGS.defaults)

    def __post_init__(self) -> None:
        """Every ship stands where the readings allow one: the printed map unless the grid was extended [15.0-MR]."""
        for s in self.ships:
            sq = s.square
            if not (1 <= sq.col <= COLUMNS and 1 <= sq.row <= ROWS):
                read_square(sq, self.readings, what=f"square of {s.name}")

    def __iter__(self) -> Iterator[ShipState]:
        return iter(self.ships)

    def ship(self, name: str | ShipState) -> ShipState:
        """The ship named ``name`` (exact, or ignoring case)."""
        if type(name) is str:  # the rules ask by exact name hundreds of thousands of times a game (as named())
            i = self._slots.get(name)
            if i is not None:
                return self.ships[i]
        elif isinstance(name, ShipState):
            name = name.name
        found = self._by_name.get(name) if isinstance(name, str) else None
        if found is not None:
            return found
        if isinstance(name, str):
            for s in self.ships:
                if s.name.casefold() == name.casefold():
                    return s
        raise UnknownChoiceError("ship", name, [s.name for s in self.ships])

    def named(self, name: str) -> ShipState | None:
        """The ship named exactly ``name``, else ``None``: the first of that name in :attr:`ships`, found by the
        index of names that every position made by replacing a ship shares."""
        i = self._slots.get(name)
        return None if i is None else self.ships[i]

    # Derived lookups, worked out once per position (a position never changes) and never compared or copied
    # by ``replace``: the rules ask them thousands of times a turn [speed, issue 7].

    @remembered
    def _slots(self) -> dict[str, int]:
        """Where each name first stands in :attr:`ships`: a position made by replacing one ship shares it."""
        out: dict[str, int] = {}
        for i, s in enumerate(self.ships):
            out.setdefault(s.name, i)
        return out

    @remembered
    def _by_name(self) -> dict[str, ShipState]:
        out: dict[str, ShipState] = {}
        for s in self.ships:
            out.setdefault(s.name, s)
        return out

    @remembered
    def _afloat(self) -> tuple[ShipState, ...]:
        return tuple(s for s in self.ships if not s.destroyed)

    @remembered
    def _occupied(self) -> Mapping[Square, tuple[ShipState, ...]]:
        out: dict[Square, list[ShipState]] = {}
        for s in self._afloat:
            out.setdefault(s.square, []).append(s)
        return MappingProxyType({k: tuple(v) for k, v in out.items()})

    @remembered
    def _wrecks(self) -> tuple[ShipState, ...]:
        """Ships afloat that are abandoned and not prizes: the only ones an arrival can make strike [12.14]."""
        return tuple(s for s in self._afloat if s.abandoned and not s.prize)

    @remembered
    def _fouled_squares(self) -> frozenset[Square]:
        return frozenset(s.square for s in self._afloat if s.fouled)

    @remembered
    def _fighting_sides(self) -> frozenset[str]:
        """The current owners of the ships still afloat and not prizes [12.2, 13.23]."""
        return frozenset(side for side in map(_fights_for, self.ships) if side is not None)

    def fighting_sides(self) -> frozenset[str]:
        """The sides that still have a participating ship: afloat and not a prize [12.2, 13.23, 15.0-GL]."""
        return self._fighting_sides

    def wrecks(self) -> tuple[ShipState, ...]:
        """Ships afloat that are abandoned and not prizes, in the order of :attr:`ships` [12.11, 12.14]."""
        return self._wrecks

    def fouled_here(self, sq: Square) -> bool:
        """Whether ``sq`` holds a fouled ship afloat [7.81, 11.1] (a question about the square, as :meth:`at`)."""
        if _looked_at is not None:
            _looked_at.add(sq)
        return sq in self._fouled_squares

    def afloat(self) -> tuple[ShipState, ...]:
        """Ships still on the map (not blown up [13.23])."""
        return self._afloat

    def at(self, sq: Square) -> tuple[ShipState, ...]:
        """Ships in one square (more than one only when fouled [7.81])."""
        if _looked_at is not None:
            _looked_at.add(sq)
        return self._occupied.get(sq, ())

    def occupied(self) -> Mapping[Square, tuple[ShipState, ...]]:
        """The squares holding ships afloat, each with its ships in the order of :attr:`ships`."""
        return self._occupied

    @remembered
    def _sides(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s.nationality for s in self.ships))

    def sides(self) -> tuple[str, ...]:
        """The nationalities of the ships, in the order they first appear [2.21]."""
        return self._sides

    def enemies(self, a: ShipState, b: ShipState) -> bool:
        """Ships of different current owners are enemies [12.2, 12.22]."""
        return a.side != b.side

    def with_ship(self, ship: ShipState) -> Position:
        """A copy with one ship (matched by name) replaced."""
        name = ship.name
        slots = self._slots
        i = slots.get(name)
        replaced: ShipState | None = None
        if i is not None and len(slots) == len(self.ships):  # names are unique: replace that one ship
            replaced = self.ships[i]
            ships = self.ships[:i] + (ship,) + self.ships[i + 1 :]
        else:
            ships = tuple(ship if s.name == name else s for s in self.ships)
        sq = ship.square
        if not (1 <= sq.col <= COLUMNS and 1 <= sq.row <= ROWS):
            return replace(self, ships=ships)  # beyond the printed map: checked against the readings
        new = object.__new__(Position)  # the other ships were checked when this position was made
        own = self.__dict__
        new.__dict__.update({k: own[k] for k in _POSITION_FIELDS}, ships=ships)
        if replaced is not None:
            _carry_over(own, new.__dict__, replaced, ship)
        return new

    def with_(self, **changes: Any) -> Position:
        return replace(self, **changes)

    def describe(self) -> str:
        """A short human summary, one ship a line."""
        lines = [f"Game-Turn {self.turn}, wind from {self.wind}"]
        for s in self.ships:
            where = "destroyed" if s.destroyed else f"{square_name(s.square)} {s.facing}"
            lines.append(f"  {s.name} ({s.side}) {where}")
        return "\n".join(lines)

    def square_of(self, x: str | ShipState | Square) -> Square:
        """A ship's square by ship or name, or a square given as ``CCRR`` or ``COL:ROW`` [2.1, 15.0-MR]."""
        from .board import looks_like_square

        if isinstance(x, Square) or (isinstance(x, str) and looks_like_square(x)):
            return read_square(x, self.readings)
        return self.ship(x).square

    # ---- the one-line notation (docs/notation.md), as python-chess's FEN ----

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read the one-line position notation (``docs/notation.md``); ``str(position)`` writes it and ``repr`` pastes back.

        ``Position.parse("FS turn 1 wind NW | Shannon BR 0811 E hull=2 | Chesapeake US 0807 SE")``; a ship off the
        counter list gives ``rating=44-A-5-8/BR`` [2.22]. Bad text raises :class:`~.notation.NotationError` naming its
        column."""
        head, ships = read_position(text)
        return cls(
            wind=head["wind"],
            ships=tuple(ShipState(**fields) for fields in ships),
            turn=head["turn"],
            scenario=head["scenario"],
            readings=head["readings"],
        )

    def __str__(self) -> str:
        return format_position(self)

    def __repr__(self) -> str:
        return f"Position.parse({format_position(self)!r})"

    def figure(self) -> Any:
        """The position drawn as a new matplotlib Figure: the board, every ship, the turn and the wind [2.1, 15.0].

        Drawn by the renderer the rule set registers for ``"position"`` (its ``DRAWING``
        module), so the rules never import drawing; only this call loads matplotlib.
        """
        from ...renderers import drawn

        return drawn("fighting_sail", "position", self)

    def _repr_svg_(self) -> str | None:
        """The position as a deterministic SVG (what a notebook shows) [2.1, 15.0]."""
        from ...renderers import drawn_svg

        return drawn_svg("fighting_sail", "position", self)


#: The fields of a :class:`Position` (not its remembered lookups), which :meth:`Position.with_ship` copies.
_POSITION_FIELDS = tuple(f.name for f in fields(Position))


#: The rule set's notation (``RULESET.notation``), for the desk, ``sailkit ruling`` and the conformance suite [2.1].
NOTATION = WordNotation(
    HEADER, "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N", Position.parse, format_position
)
