"""A Fighting Ships position as one line of text, and back: ``Position.parse(text)`` / ``str(position)``.

Fields are separated by `` | ``: first the table's state, then one field a ship::

    FSH turn 2 sailing wind E blowing table 48x48 morale 9,7 first 1 | Syrene=1 5th-rate 10,10@90 D1 A0

The head gives the Game-Turn, its phase (``initiative``, ``sailing``, ``gunnery``, ``boarding``; the Duel's
``manoeuvre``) [2.1, APP.2.3.2a], the point
the wind blows from and what it does (``blowing``, ``becalmed``, ``gale``) [1.5.1, 1.5.2], the table's width and
depth in inches, each fleet's morale (side 1's, then side 2's) [APP.2.2.1], which side is Player 1 this turn
(``-`` before the first initiative) [3.1], then any reading that differs from its default as ``key=option``,
``night`` when the game is fought in the dark [3.2.1], each fleet's abilities as ``fleet1:ecm2,radio,night``
[3.1, 3.2.1.1, 3.2.3], each smoke counter as ``smoke x0,y0,x1,y1,WIDTH,TURN`` [9.1.6] (:mod:`.fleet_words`), any stretch of shore as ``shore x0,y0,x1,y1`` (a rectangle in inches) [1.5.2g], and any bank of fog, squall or
shoal water the same way: ``fog ...``, ``squall ...``, ``shoal ...`` [1.5.2d-f]. A gale that will die down writes
the Game-Turns it still blows, this one included: ``gale:3`` [1.5.2c]. A ship gives her name, ``=``, her
side (1 or 2), her stat line's key (:func:`~.ships.ship_classes`), her mainmast and heading (``x,y@heading``), her
Damage and Anchor tokens (``D1 A0``) [1.2], then, when set: ``flexible`` (flexible gun mounts [5.4a]),
``crit:fire,steering`` (her criticals [5.6.2]), ``circling:port`` (her steering shot away mid-turn
[5.6.2]), ``captain:marksman`` (her special captain [APP.1.2.2], or a
captain legend such as ``captain:drake`` [APP.1.2.3]), ``admiral:hero`` (she is her fleet's flagship and carries its
admiral [APP.1.2.1], or an admiral legend such as ``admiral:nelson``), ``spent:gunner`` (the admiral's
once-per-game effects used), ``marines:1`` (marine counters aboard [6.2]), ``squadron:Blue`` (the squadron she sails in [9.2]),
``boats:out`` (her boats lowered to tow her [1.5.2b, 6.3]), ``guard:watch`` or ``guard:roused`` (her crew ashore
and only a guard aboard, its sleepers below or turned out, APP.2.3.2i),
``with:Lynx,Kent`` (the ships she is entangled with [4.3.3]), ``aground`` [1.5.2g] and what became of her:
``struck``, ``sunk``, ``prize`` or ``off`` (she left the table; ``off escaped`` when a scenario let her sail off,
APP.2.3.2); ``running:north`` (a steamship of destroyer size or larger that failed her strike test, making for
that edge [5.6.4]); ``pressed`` (a prize a Buccaneer's fleet took into its own: her last Damage token stays
[APP.1.2.1p]); ``speed:6`` (a steamship's or oared ship's last move in inches, astern negative [4.1.2]) and
``under:oar`` (the motive a ship with two uses this turn [4.1.4]); ``launched:bow@3`` and ``salvos:1,0`` (each
torpedo tube's or missile launcher's last Game-Turn, and the salvos fired [5.7.1, 5.8.1], :mod:`.launchers`). A shore battery is written as a ship of its stat line (``Citadel=2 medium-battery 26,45@180 D0 A0``), its
heading the way it faces; ``struck`` is a battery silenced, ``sunk`` one destroyed [9.1.3].
A boat counter [6.3] is a field of its own: its name, ``=``, its side, the word ``boat``, where it lies (``x,y``), its
crew's Boarding dice and marine counters (``crew:1 marines:1``), the ship that lowered it (``from:Syrene``) when one
did, and its fate when it is not afloat (``sunk``, ``aboard``, ``withdrawn``): ``Gig=2 boat 20,14.5 crew:1 marines:1``.
A submerged submarine's pack of counters [7.1] and an aircraft counter [8.1] are fields of their own too, written as
:mod:`.air_sea_pieces` says: ``U-100=2 pack sub-submerged D0 A0 1:22,15@100 2:27,27@60 3:12,27@200 real:2``,
``Stuka-1=1 air dive-bomber 20,20@90 load:2-bomb``.
Torpedo, missile and mine counters are fields of their own too (:mod:`.counter_notation`):
``T1=1 torpedo 20,14@45 run:12 left:3 from:Rattler``, ``M1=2 mine 30,20 rh`` [5.7.1, 5.8.1, 9.1.5].

Numbers are ASCII digits only, read by the kit's one bounded reader (:mod:`sailkit.numbers`); a fault names the
field and what was expected. ``docs/notation.md`` gives the grammar beside the other rule sets'.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from enum import StrEnum

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.board import format_real
from ...geometry.compass import Direction
from ...geometry.table import LIMIT, Table
from ...numbers import real, whole
from ...readings import Readings
from ...ruleset import WordNotation
from ...setup import check_names
from .air_sea_pieces import Plane, format_pack, format_plane, parse_pack, parse_plane, piece_of
from .archetypes import parts, read_admiral
from .boats import BOAT_FATES, Boat
from .counter_notation import format_counter, format_mine, is_counter, parse_counter
from .criticals import KINDS, WAYS
from .fleet_words import (
    NONE,
    Abilities,
    format_abilities,
    format_smoke,
    format_starshell,
    parse_abilities,
    parse_smoke,
    parse_starshell,
)
from .gunnery import read_captain
from .launchers import Launches, launch_words, read_launch_word
from .legends import captain_parts
from .mines import Mine
from .readings import READINGS
from .ships import Ship, ship_class
from .smoke import Smoke
from .submarines import Pack
from .torpedoes import Counter
from .wind import Weather

SEP = " | "
WORD = "FSH"
TABLE = Table(LIMIT, LIMIT)
MAX_TEXT = 20_000
#: What can become of a ship, besides fighting on [5.6.3, 5.6.4, 6.1, 1.5.4].
FATES = ("afloat", "struck", "sunk", "prize", "off")
#: The table edges a big steamship that failed her strike test runs for [5.6.4, 1.5.4].
EDGES = ("north", "east", "south", "west")
#: A ship's crew: all aboard, or ashore with a guard asleep below or turned out (APP.2.3.2i).
GUARDS = ("", "watch", "roused")
#: The most tokens of one kind a position may give a ship.
MAX_TOKENS = 9
_SHIP_SPELLING = (
    "'Name=SIDE CLASS x,y@heading D0 A0' then flexible, crit:..., circling:port|starboard, captain:..., admiral:..., spent:..., marines:N, speed:N, under:oar|steam|sail, "
    "launched:bow@3,..., salvos:T,M, squadron:..., with:..., "
    "guard:watch|roused, aground, struck/sunk/prize/off, escaped, pressed, running:north|east|south|west"
)
_BOAT_SPELLING = "'Name=SIDE boat x,y crew:N' then marines:N, from:SHIP and sunk/aboard/withdrawn"
_HEAD_SPELLING = (
    "'FSH turn N PHASE wind POINT WEATHER[:TURNS] table WxD morale M,M first 1|2|-', then key=option readings, "
    "night, and shore, fog, squall or shoal x0,y0,x1,y1 areas, fleet1: or fleet2: abilities, smoke counters"
)


class Phase(StrEnum):
    """The phases of a Game-Turn under sail [2.1]; boarding is the gunnery phase's step c."""

    INITIATIVE = "initiative"
    SAILING = "sailing"
    MANOEUVRE = "manoeuvre"  #: the Duel's alternating manoeuvres and broadsides (APP.2.3.2a)
    GUNNERY = "gunnery"
    BOARDING = "boarding"


#: The case each phase carries out.
PHASE_CASES = {
    Phase.INITIATIVE: "3.1",
    Phase.SAILING: "4.1",
    Phase.MANOEUVRE: "APP.2.3.2a",
    Phase.GUNNERY: "5.1",
    Phase.BOARDING: "6.1",
}


def _check_motion(v: Vessel) -> None:
    """A ship's motive this turn is one of hers [4.1.4], and her speed a number of inches [4.1.2]."""
    if v.under and v.under not in v.ship.cls.motive:
        raise UnknownChoiceError(f"motive of {v.ship.name}", v.under, v.ship.cls.motive)
    if v.speed is not None and (isinstance(v.speed, bool) or not -100 <= v.speed <= 100):
        raise InvalidInputError(f"speed of {v.ship.name}", v.speed, "inches from -100 to 100")


@dataclass(frozen=True)
class Vessel:
    """A ship in a game: the :class:`~.ships.Ship` (stat line, pose, base) and her tokens and fate [1.2, 5.6].

    ``damage`` and ``anchors`` count her Damage and Anchor tokens, ``criticals`` the criticals marked beside them
    [5.6.2], ``entangled`` the ships she is laid alongside [4.3.3], ``aground`` whether she sits on a shore
    [1.5.2g], ``fate`` one of :data:`FATES`; ``captain`` her special captain (:data:`~.gunnery.CAPTAINS`
    [APP.1.2.2], or a captain legend [APP.1.2.3]), ``marines`` the marine counters aboard [6.2] and ``squadron``
    the squadron she belongs to, if any [9.2]; ``admiral`` the admiral she carries as her fleet's flagship (``""``:
    she is not the flagship) and ``spent`` his once-per-game effects used [APP.1.2.1].
    """

    ship: Ship
    damage: int = 0
    anchors: int = 0
    criticals: tuple[str, ...] = ()
    entangled: frozenset[str] = frozenset()
    aground: bool = False
    fate: str = "afloat"
    captain: str = "competent"
    marines: int = 0
    squadron: str = ""
    escaped: bool = False  #: she sailed off by an edge her scenario allows (fate ``off``) [APP.2.3.2]
    boats: bool = False  #: her boats are out, lowered to tow her in a calm [1.5.2b, 6.3]
    admiral: str = ""  #: the admiral aboard: she is her fleet's flagship [APP.1.2.1]
    spent: tuple[str, ...] = ()  #: the admiral's once-per-game effects used [APP.1.2.1]
    #: her steering shot away while she was turning: the way her helm is jammed (reading ``steering_jam``) [5.6.2]
    circling: str = ""
    guard: str = ""  #: her crew ashore: ``watch`` (the sleepers below) or ``roused`` (turned out) (APP.2.3.2i)
    pressed: bool = False  #: a prize pressed into her captors' fleet by a Buccaneer: her last Damage token stays
    #: a steamship's or oared ship's last move in inches, astern negative (``None``: not recorded) [4.1.2]
    speed: float | None = None
    #: the motive a ship with two uses this turn (``""``: her first, sail where she has it) [4.1.4]
    under: str = ""
    #: what her torpedo tubes and missile launchers have launched: each one's last Game-Turn, her salvos [5.7.1, 5.8.1]
    launches: Launches = Launches()
    #: the edge she runs for, having failed her strike test as a big steamship (``""``: she does not run) [5.6.4]
    running: str = ""

    def __post_init__(self) -> None:
        read_captain(self.captain)
        if self.running and self.running not in EDGES:
            raise UnknownChoiceError(f"edge {self.ship.name} runs for", self.running, EDGES)
        if self.guard not in GUARDS:
            raise UnknownChoiceError(f"guard of {self.ship.name}", self.guard, GUARDS[1:])
        if self.admiral:
            once = [a.key for a in parts(read_admiral(self.admiral)) if a.once]
            for key in self.spent:
                if key not in once or self.spent.count(key) > 1:
                    raise UnknownChoiceError(f"spent effect of {self.ship.name}'s admiral", key, once)
        elif self.spent:
            raise InvalidInputError(f"spent effects of {self.ship.name}", list(self.spent), "none: no admiral aboard")
        if self.squadron and not _SQUADRON.fullmatch(self.squadron):
            raise InvalidInputError(f"squadron of {self.ship.name}", self.squadron, "a word of letters and digits")
        counted = (("Damage tokens", self.damage), ("Anchor tokens", self.anchors), ("marine counters", self.marines))
        for what, value in counted:
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_TOKENS:
                raise InvalidInputError(f"{what} of {self.ship.name}", value, f"a whole number from 0 to {MAX_TOKENS}")
        if self.fate not in FATES:
            raise UnknownChoiceError(f"fate of {self.ship.name}", self.fate, FATES)
        if self.escaped and self.fate != "off":
            raise InvalidInputError(f"fate of {self.ship.name}", self.fate, "'off' for a ship that escaped")
        for kind in self.criticals:
            if kind not in KINDS.values():
                raise UnknownChoiceError(f"critical of {self.ship.name}", kind, tuple(KINDS.values()))
        _check_motion(self)
        if self.circling and ("steering" not in self.criticals or self.circling not in WAYS):
            said = "'port' or 'starboard', beside a steering critical (crit:steering)"
            raise InvalidInputError(f"circling of {self.ship.name}", self.circling, said)

    @property
    def name(self) -> str:
        """Her name, as the position and every action write it."""
        return self.ship.name

    @property
    def fighting(self) -> bool:
        """Afloat on the table and flying her colours: she sails, fires and boards."""
        return self.fate == "afloat"

    @property
    def side(self) -> int:
        """Her side, 1 or 2 (the set-up's first or second label)."""
        return self.ship.side

    def test_dice(self, stat: str) -> int:
        """The dice she throws for a ``"sailing"`` or ``"discipline"`` roll: the stat, one die fewer under a Poor
        captain [APP.1.2.2] (her gunnery's Poor die is :func:`~.gunnery.gunnery_dice`'s)."""
        return max(0, self.ship.cls.stat(stat) - (1 if self.captain == "poor" else 0))

    def has_captain(self, quality: str) -> bool:
        """Whether her captain has ``quality`` (``"marksman"``): his own, or one of his legend's [APP.1.2.2, 1.2.3]."""
        return quality in captain_parts(self.captain)

    def with_(self, **changes: object) -> Vessel:
        return replace(self, **changes)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Position:
    """The table at one moment (see the module's docstring); immutable, and ``str()`` pastes back."""

    ships: tuple[Vessel, ...]
    turn: int = 1
    phase: Phase = Phase.INITIATIVE
    wind: Direction = Direction.E
    weather: Weather = Weather.BLOWING
    table: tuple[int, int] = (48, 48)
    morale: tuple[int, int] = (0, 0)
    first: int | None = None  #: the side that is Player 1 this Game-Turn [3.1]
    shores: tuple[tuple[float, float, float, float], ...] = ()
    readings: Readings = field(default_factory=READINGS.defaults)
    fog: tuple[tuple[float, float, float, float], ...] = ()  #: fog banks [1.5.2d]
    squalls: tuple[tuple[float, float, float, float], ...] = ()  #: squalls [1.5.2e]
    shoals: tuple[tuple[float, float, float, float], ...] = ()  #: shoals and shallow water [1.5.2f]
    gale_left: int = 0  #: Game-Turns a gale still blows, this one included; 0: until a tie changes it [1.5.2c]
    boats: tuple[Boat, ...] = ()  #: boat counters on the table [6.3]
    night: bool = False  #: fought in the dark: sight and gunnery dice halved [3.2.1, 5.5.3.1]
    packs: tuple[Pack, ...] = ()  #: submerged submarines' counters [7.1] (:mod:`.air_sea_pieces`)
    planes: tuple[Plane, ...] = ()  #: aircraft counters [8.1]
    counters: tuple[Counter, ...] = ()  #: torpedo and missile counters on the table [5.7.1, 5.8.1]
    mines: tuple[Mine, ...] = ()  #: mine and red-herring counters [9.1.5]
    fleets: tuple[Abilities, Abilities] = (NONE, NONE)  #: each side's ECM, radio and night training [APP.1.1.7]
    smoke: tuple[Smoke, ...] = ()  #: smoke counters standing on the table [9.1.6]
    starshell: tuple[tuple[int, int], ...] = ()  #: (side, Game-Turn) starshell was fired [3.2.1.1]

    def __post_init__(self) -> None:
        named = [c.name for c in self.counters] + [m.name for m in self.mines]
        check_names([v.name for v in self.ships] + [b.name for b in self.boats] + self.piece_names + named)
        for b in self.boats:
            if b.fate == "afloat" and not (0 <= b.point.x <= self.table[0] and 0 <= b.point.y <= self.table[1]):
                raise InvalidInputError(f"place of {b.name}", TABLE.format(b.point), "a point on the table")
        for name in sorted({v.squadron for v in self.ships if v.squadron}):
            crew = [v for v in self.ships if v.squadron == name]
            if (
                not 2 <= len(crew) <= 3
                or len({v.side for v in crew}) > 1
                or any(v.ship.cls.size == "line" for v in crew)
            ):
                expected = "two or three frigates, brigs or smaller ships of one side (9.2)"
                raise InvalidInputError(f"squadron {name}", [v.name for v in crew], expected)
        for side in (1, 2):
            flagships = [v.name for v in self.ships if v.side == side and v.admiral]
            if len(flagships) > 1:
                raise InvalidInputError(f"side {side}'s flagships", flagships, "one flagship a side (APP.1.2.1)")
        if self.first not in (None, 1, 2):
            raise InvalidInputError("Player 1", self.first, "side 1, side 2 or None (before the first initiative)")
        if self.gale_left and self.weather is not Weather.GALE:
            raise InvalidInputError("Game-Turns of gale", self.gale_left, "none unless a gale blows")

    @property
    def piece_names(self) -> list[str]:
        """The names of the submarine packs and aircraft counters [7.1, 8.1]."""
        return [p.boat for p in self.packs] + [p.name for p in self.planes]

    def __str__(self) -> str:
        """The position's one line (:func:`format_position`)."""
        return format_position(self)

    def vessel(self, name: str) -> Vessel:
        for v in self.ships:
            if v.name == name:
                return v
        raise InvalidInputError("ship", name, "one of " + ", ".join(repr(v.name) for v in self.ships))

    def __repr__(self) -> str:
        return f"Position.parse({str(self)!r})"

    def boat(self, name: str) -> Boat:
        """The boat counter named ``name``, or an error naming the boats there are [6.3]."""
        for b in self.boats:
            if b.name == name:
                return b
        raise InvalidInputError("boat", name, "one of " + ", ".join(repr(b.name) for b in self.boats) or "none")

    def put_boats(self, *boats: Boat) -> Position:
        """The same position with ``boats`` in place of those of their names, and any new ones added after."""
        new = {b.name: b for b in boats}
        kept = tuple(new.pop(b.name, b) for b in self.boats)
        return replace(self, boats=kept + tuple(new.values()))

    @classmethod
    def parse(cls, text: str) -> Position:
        """The position ``text`` writes (:func:`parse_position`); a bad field is named."""
        return parse_position(text)

    def put(self, *vessels: Vessel) -> Position:
        """The same position with ``vessels`` in place of the ships of their names."""
        new = {v.name: v for v in vessels}
        return replace(self, ships=tuple(new.get(v.name, v) for v in self.ships))


def format_vessel(v: Vessel) -> str:
    optional = (  # (written, present): each field only when it differs from a new ship's
        ("flexible", v.ship.flexible),
        ("crit:" + ",".join(c.replace(" ", "-") for c in v.criticals), bool(v.criticals)),
        (f"circling:{v.circling}", bool(v.circling)),
        (f"captain:{v.captain}", v.captain != "competent"),
        (f"admiral:{v.admiral}", bool(v.admiral)),
        ("spent:" + ",".join(v.spent), bool(v.spent)),
        (f"marines:{v.marines}", bool(v.marines)),
        (f"squadron:{v.squadron}", bool(v.squadron)),
        ("boats:out", v.boats),
        (f"guard:{v.guard}", bool(v.guard)),
        ("aground", v.aground),
        (v.fate, v.fate != "afloat"),
        ("escaped", v.escaped),
        ("pressed", v.pressed),
        (f"running:{v.running}", bool(v.running)),
        (f"speed:{format_real(v.speed or 0.0)}", v.speed is not None),
        (f"under:{v.under}", bool(v.under)),
        *((word, True) for word in launch_words(v.launches)),  # [5.7.1, 5.8.1]
        ("with:" + ",".join(sorted(v.entangled)), bool(v.entangled)),  # last: the names run to the field's end
    )
    head = f"{v.name}={v.side} {v.ship.cls.key} {TABLE.format_pose(v.ship.pose)} D{v.damage} A{v.anchors}"
    return " ".join([head, *(written for written, present in optional if present)])


def format_boat(b: Boat) -> str:
    """One boat counter's field [6.3] (see the module's docstring)."""
    words = [f"{b.name}={b.side} boat {format_real(b.point.x)},{format_real(b.point.y)} crew:{b.crew}"]
    words += [f"marines:{b.marines}"] if b.marines else []
    words += [f"from:{b.mother}"] if b.mother else []
    return " ".join(words + ([b.fate] if b.fate != "afloat" else []))


def parse_boat(text: str) -> Boat:
    """One boat counter's field [6.3]; a fault names the field and what was expected."""
    name, _, rest = text.partition("=")
    words = rest.split()
    if len(words) < 3 or words[0] not in ("1", "2") or words[1] != "boat":
        raise InvalidInputError("boat", text, _BOAT_SPELLING)
    side, _, place, *flags = words
    kw: dict[str, object] = {}
    for flag in flags:
        word, colon, value = flag.partition(":")
        if colon and word in ("crew", "marines") and word not in kw:
            kw[word] = whole(value, f"{word} of {name.strip()}", 0, MAX_TOKENS)
        elif colon and word == "from" and value and "mother" not in kw:
            kw["mother"] = value
        elif flag in BOAT_FATES[1:] and "fate" not in kw:
            kw["fate"] = flag
        else:
            raise InvalidInputError("boat", text, _BOAT_SPELLING)
    try:
        return Boat(name.strip(), int(side), TABLE.parse(place), **kw)  # type: ignore[arg-type]
    except InvalidInputError as e:
        raise InvalidInputError("boat", text, f"{_BOAT_SPELLING}; {e}") from None


def format_position(p: Position) -> str:
    w, d = p.table
    first = "-" if p.first is None else str(p.first)
    sky = p.weather.value + (f":{p.gale_left}" if p.gale_left else "")
    head = [
        f"{WORD} turn {p.turn} {p.phase.value} wind {p.wind} {sky} table {w}x{d}",
        f"morale {p.morale[0]},{p.morale[1]} first {first}",
    ]
    head += ["night"] if p.night else []
    head += [format_abilities(side, a) for side, a in enumerate(p.fleets, 1) if a.any]  # [APP.1.1.7]
    head += [f"{k}={v}" for k, v in sorted(p.readings.non_default().items())]
    for word, areas in (("shore", p.shores), ("fog", p.fog), ("squall", p.squalls), ("shoal", p.shoals)):
        head += [f"{word} " + ",".join(format_real(c) for c in s) for s in areas]
    head += [format_smoke(s) for s in p.smoke]  # [9.1.6]
    head += [format_starshell(f) for f in p.starshell]  # [3.2.1.1]
    pieces = [*(format_pack(k) for k in p.packs), *(format_plane(a) for a in p.planes)]
    pieces += [*(format_counter(c) for c in p.counters), *(format_mine(m) for m in p.mines)]  # [5.7.1, 9.1.5]
    return SEP.join([" ".join(head), *(format_vessel(v) for v in p.ships), *(format_boat(b) for b in p.boats), *pieces])


_SQUADRON = re.compile(r"[A-Za-z0-9]{1,20}", re.ASCII)
_TOKENS = re.compile(r"D([0-9])", re.ASCII), re.compile(r"A([0-9])", re.ASCII)


def _valued(word: str, value: str, name: str) -> int | float | str:
    """A ship's ``marines:N`` [6.2], ``speed:N`` (inches, astern negative) or ``under:MOTIVE`` [4.1.2, 4.1.4]."""
    if word == "marines":
        return whole(value, f"marine counters of {name}", 0, MAX_TOKENS)
    if word == "under":
        if not value:
            raise InvalidInputError(f"motive of {name}", value, "sail, oar or steam")
        return value
    return real(value, f"speed of {name}", "inches such as speed:6 or speed:-2", limit=100.0)


def _launch_flags(flags: list[str], text: str, name: str) -> tuple[Launches, list[str]]:
    """A ship's launch record (``launched:...``, ``salvos:T,M``) [5.7.1, 5.8.1] and her other flags."""
    launches, seen, rest = Launches(), set(), []
    for flag in flags:
        word, colon, value = flag.partition(":")
        if not colon or word not in ("launched", "salvos"):
            rest.append(flag)
        elif word in seen:
            raise InvalidInputError("ship", text, _SHIP_SPELLING)
        else:
            seen.add(word)
            launches = read_launch_word(word, value, launches, name)
    return launches, rest


def parse_vessel(text: str, readings: Readings) -> Vessel:
    """One ship field (see the module's docstring), her base built under ``readings``; a fault names the field."""
    name, found, rest = text.partition("=")
    rest, with_, partners = rest.partition(" with:")  # always last: names may hold spaces, never commas
    words = rest.split()
    if not found or len(words) < 5 or (with_ and not partners.strip()):
        raise InvalidInputError("ship", text, _SHIP_SPELLING)
    side, key, pose, dmg, anc, *flags = words
    m_d, m_a = _TOKENS[0].fullmatch(dmg), _TOKENS[1].fullmatch(anc)
    if side not in ("1", "2") or m_d is None or m_a is None:
        raise InvalidInputError("ship", text, _SHIP_SPELLING)
    kw: dict[str, object] = {}
    if with_:
        kw["entangled"] = frozenset(n.strip() for n in partners.split(","))
    flexible = False
    launches, flags = _launch_flags(flags, text, name.strip())
    for flag in flags:
        word, colon, value = flag.partition(":")
        if flag == "flexible" and not flexible:
            flexible = True
        elif flag == "aground" and "aground" not in kw:
            kw["aground"] = True
        elif flag in FATES[1:] and "fate" not in kw:
            kw["fate"] = flag
        elif flag in ("escaped", "pressed") and flag not in kw:
            kw[flag] = True
        elif flag == "boats:out" and "boats" not in kw:
            kw["boats"] = True
        elif colon and word == "crit" and value and "criticals" not in kw:
            kw["criticals"] = tuple(c.replace("-", " ") for c in value.split(","))
        elif (
            colon
            and word in ("captain", "squadron", "admiral", "circling", "guard", "running")
            and value
            and word not in kw
        ):
            kw[word] = value
        elif colon and word == "spent" and value and "spent" not in kw:
            kw["spent"] = tuple(value.split(","))
        elif colon and word in ("marines", "speed", "under") and word not in kw:
            kw[word] = _valued(word, value, name.strip())
        else:
            raise InvalidInputError("ship", text, _SHIP_SPELLING)
    try:
        ship = Ship.of(
            name.strip(), ship_class(key), TABLE.parse_pose(pose), int(side), flexible=flexible, readings=readings
        )
        return Vessel(ship, int(m_d[1]), int(m_a[1]), launches=launches, **kw)  # type: ignore[arg-type]
    except InvalidInputError as e:
        raise InvalidInputError("ship", text, f"{_SHIP_SPELLING}; {e}") from None


_HEAD = re.compile(
    r"FSH turn (?P<turn>\S+) (?P<phase>\S+) wind (?P<wind>\S+) (?P<weather>\S+) table (?P<w>[^x\s]+)x(?P<d>\S+) "
    r"morale (?P<m1>[^,\s]+),(?P<m2>\S+) first (?P<first>\S+)(?P<rest>(?: \S+)*)",
    re.IGNORECASE,
)


#: The head's words for the areas on the table [1.5.2d-g], each followed by a rectangle.
AREAS = ("shore", "fog", "squall", "shoal")


def _area(text: str, what: str) -> tuple[float, float, float, float]:
    parts = text.split(",")
    if len(parts) != 4:
        raise InvalidInputError(what, text, "x0,y0,x1,y1: a rectangle in inches")
    x0, y0, x1, y1 = (real(p, what, "x0,y0,x1,y1: a rectangle in inches", limit=LIMIT) for p in parts)
    if not (x0 < x1 and y0 < y1):
        raise InvalidInputError(what, text, "x0,y0,x1,y1 with x0 < x1 and y0 < y1")
    return (x0, y0, x1, y1)


def parse_position(text: str) -> Position:
    """Read a position written by :func:`format_position`; a fault names the field and what was expected."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise InvalidInputError("position", text, f"a line of text of at most {MAX_TEXT} characters")
    head, *fields = text.split(SEP.strip())
    m = _HEAD.fullmatch(" ".join(head.split()))
    if m is None:
        raise InvalidInputError("position head", head.strip(), _HEAD_SPELLING)
    turn = whole(m["turn"], "Game-Turn", 1, 999)
    sky, colon, left = m["weather"].lower().partition(":")
    try:
        phase = Phase(m["phase"].lower())
        weather = Weather(sky)
    except ValueError:
        raise UnknownChoiceError("phase or weather", f"{m['phase']} {m['weather']}", [*Phase, *Weather]) from None
    if colon and weather is not Weather.GALE:
        raise InvalidInputError("weather", m["weather"], "a count of Game-Turns only after 'gale' (gale:3)")
    gale_left = whole(left, "Game-Turns of gale", 1, 99) if colon else 0
    table = (whole(m["w"], "table width", 1, 999), whole(m["d"], "table depth", 1, 999))
    morale = (whole(m["m1"], "side 1's morale", -999, 999), whole(m["m2"], "side 2's morale", -999, 999))
    first = None if m["first"] == "-" else whole(m["first"], "Player 1", 1, 2)
    chosen, areas, night, more = _head_words(m["rest"])
    readings = READINGS.resolve(chosen)
    boats = tuple(parse_boat(f.strip()) for f in fields if _is_boat(f))
    counters = [parse_counter(f.strip()) for f in fields if is_counter(f)]  # [5.7.1, 5.8.1, 9.1.5]
    ships = tuple(parse_vessel(f.strip(), readings) for f in fields if piece_of(f) == "ship" and not is_counter(f))
    packs = tuple(parse_pack(f.strip()) for f in fields if piece_of(f) == "pack")
    planes = tuple(parse_plane(f.strip()) for f in fields if piece_of(f) == "air")
    wind = Direction.parse(m["wind"])
    fog, squalls, shoals = (tuple(areas[a]) for a in AREAS[1:])
    return Position(
        ships,
        turn,
        phase,
        wind,
        weather,
        table,
        morale,
        first,
        tuple(areas["shore"]),
        readings,
        fog,
        squalls,
        shoals,
        gale_left,
        boats,
        night,
        packs,
        planes,
        tuple(c for c in counters if isinstance(c, Counter)),
        tuple(m for m in counters if isinstance(m, Mine)),
        fleets=more.fleets,
        smoke=more.smoke,
        starshell=more.starshell,
    )


@dataclass
class _Later:
    """The head words of later eras: the fleets' abilities [APP.1.1.7] and the smoke counters [9.1.6]."""

    fleets: tuple[Abilities, Abilities] = (NONE, NONE)
    smoke: tuple[Smoke, ...] = ()
    starshell: tuple[tuple[int, int], ...] = ()

    def read(self, word: str, words: list[str]) -> bool:
        """Whether ``word`` (with the next of ``words``, for smoke) is one of these, read into this value."""
        if word == "smoke" and words:
            self.smoke += (parse_smoke(words.pop(0)),)
            return True
        if word.startswith("starshell:"):
            self.starshell += (parse_starshell(word),)
            return True
        if not word.startswith(("fleet1:", "fleet2:")):
            return False
        side, abilities = parse_abilities(word)
        if self.fleets[side - 1].any:
            raise InvalidInputError("fleet abilities", word, f"one fleet{side}: word a position")
        self.fleets = (abilities, self.fleets[1]) if side == 1 else (self.fleets[0], abilities)
        return True


def _head_words(
    rest: str,
) -> tuple[dict[str, str], dict[str, list[tuple[float, float, float, float]]], bool, _Later]:
    """The words after a head's ``first``: the readings off their default, the areas of shore, fog, squall and shoal
    [1.5.2d-g], whether it is night [3.2.1], and the fleets' abilities and smoke counters (:class:`_Later`)."""
    chosen: dict[str, str] = {}
    areas: dict[str, list[tuple[float, float, float, float]]] = {a: [] for a in AREAS}
    words = rest.split()
    night = False
    more = _Later()
    while words:
        word = words.pop(0)
        if word == "night" and not night:
            night = True
        elif more.read(word, words):
            continue
        elif word in AREAS and words:
            areas[word].append(_area(words.pop(0), word))
        elif "=" in word:
            key, _, option = word.partition("=")
            chosen[key] = option
        else:
            raise InvalidInputError("position head", word, _HEAD_SPELLING)
    return chosen, areas, night, more


def _is_boat(text: str) -> bool:
    """Whether a field of a position is a boat counter's (its word after the side is ``boat``) [6.3]."""
    words = text.partition("=")[2].split()
    return len(words) > 1 and words[1] == "boat"


#: The rule set's notation for the kit (:class:`~sailkit.ruleset.WordNotation`): a position opening with ``FSH``.
NOTATION = WordNotation(
    WORD,
    "FSH turn 1 initiative wind E blowing table 48x48 morale 9,9 first - "
    "| Syrene=1 5th-rate 20,6@0 D0 A0 | Lynx=2 5th-rate 28,42@180 D0 A0 | Gig=2 boat 24,12 crew:1 marines:1",
    parse_position,
    format_position,
)

__all__ = [
    "FATES",
    "GUARDS",
    "NOTATION",
    "PHASE_CASES",
    "Phase",
    "Position",
    "Vessel",
    "format_boat",
    "format_position",
    "format_vessel",
    "parse_boat",
    "parse_position",
    "parse_vessel",
]
