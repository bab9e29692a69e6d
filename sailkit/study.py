"""Does this reading matter? Many seeded games under one set of readings against another, and who wins.

A club that disputes a reading wants to know whether it changes the game. ``sailkit study`` plays ``N`` games of a
scenario of any rule set under the rule set's default readings and ``N`` under the readings in question, between
computer captains (or random players), and reports for each setting every side's win rate, the draws and unfinished
games with 95% intervals (:mod:`sailkit.proportions`), the mean length and Victory Points, and how far each side's
win rate moved, with its interval and significance. ``--readings-each`` studies every option of every reading of the
rule set one at a time against the defaults and ranks them by how far they move the first side's win rate::

    sailkit study fighting_sail --scenario 15.1 --games 200 --readings "pivot_cost=free"
    sailkit study fighting_sail --scenario 15.1 --games 100 --readings-each --json > studies.json

**Reproducible.** Game ``i`` of a study is played with seed ``seed + i`` (dice and random players alike,
:func:`sailkit.players.play_game`), and both settings play the same seeds, so a difference is the readings' and not
the luck of the first rolls; the same seeds give the same games wherever they run.

**How sure.** Rates carry Wilson's 95% interval and changes Newcombe's, with the two-proportion z-test's p-value
(:mod:`sailkit.proportions`). They treat the two settings' games as independent samples; on the same seeds the games
are alike wherever the reading does not come into play, so the test errs on the cautious side: a change it calls
real is real, one it calls chance may still show with more games. Each comparison also counts the games that ended
exactly alike: all of them means the reading never changed a game of this scenario.

**Where the games run.** On every core of this machine by default (a process each, ``--workers`` to choose), with a
progress bar; or, when a club outgrows one machine, on a Dask distributed cluster given its scheduler's address
(``--scheduler tcp://host:8786``). Dask rather than Ray: it is pure Python, installs from the package registry in
seconds (``pip install 'sailkit[cluster]'``), starts a local cluster in about a second for the tests, and its
``Client.map`` over picklable tasks is all a study needs; Ray's runtime is much heavier for no gain here. Games are
independent and each is decided by its seed alone, so the cluster's answer equals the single-process answer exactly
(the test suite starts a local cluster and checks it).
"""

from __future__ import annotations

import argparse
import importlib.resources
import json
import os
import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any

from .engine.rules import optional
from .errors import InvalidInputError
from .numbers import whole
from .players import play_game, sides_of
from .proportions import Difference, Rate
from .readings import named

if TYPE_CHECKING:  # pragma: no cover
    from .ruleset import RuleSet

SUMMARY = "play many seeded games under two sets of readings and compare who wins"


@dataclass(frozen=True)
class Task:
    """One game to play, all a worker process or a cluster node needs: picklable, and decided by its seed alone."""

    ruleset: str
    scenario: str
    readings: tuple[tuple[str, str], ...]
    players: tuple[str, ...]  #: ``"captain"`` or ``"random"``, one per side in the rules' order of sides
    seed: int
    max_turns: int = 200


@dataclass(frozen=True)
class Outcome:
    """How one game ended: the winner (``None``: a draw or unfinished), its length and each side's Victory Points."""

    seed: int
    winner: str | None
    unfinished: bool
    turns: int
    points: tuple[tuple[str, int], ...] = ()


def play(task: Task) -> Outcome:
    """Play ``task``'s game to its end (or ``max_turns``) and say how it ended; the same task always ends alike."""
    from .registry import ruleset

    rs = ruleset(task.ruleset)
    game = rs.new_game(task.scenario, dict(task.readings))
    players = dict(zip(sides_of(game), task.players, strict=True))
    captain = rs.captain if rs.captain_at else None
    done = play_game(game, players, task.seed, captain=captain, max_turns=task.max_turns, comment=False)
    points = optional(game.rules, "victory_points")(game.state)
    return Outcome(task.seed, done.winner, done.unfinished, done.turns, tuple(sorted(points.items())))


def play_all(
    tasks: Sequence[Task], *, workers: int | None = None, scheduler: str = "", progress: bool = False
) -> list[Outcome]:
    """Every task's outcome, in the tasks' order: in this process (``workers=1``), on ``workers`` processes (the
    default: one per core), or on the Dask cluster whose scheduler listens at ``scheduler``."""
    bar = _progress(len(tasks), progress)
    try:
        if scheduler:
            return _on_cluster(tasks, scheduler, bar)
        count = min(workers or os.cpu_count() or 1, len(tasks)) or 1
        if count == 1:
            return [_ticked(play(task), bar) for task in tasks]
        with ProcessPoolExecutor(count) as pool:
            chunk = max(1, len(tasks) // (count * 8))
            return [_ticked(found, bar) for found in pool.map(play, tasks, chunksize=chunk)]
    finally:
        bar.close()


def _on_cluster(tasks: Sequence[Task], scheduler: str, bar: Any) -> list[Outcome]:
    """The outcomes computed on a Dask distributed cluster (``pip install 'sailkit[cluster]'``)."""
    try:
        from distributed import Client, as_completed
    except ImportError as err:  # pragma: no cover - the test extra installs it
        raise InvalidInputError(
            "--scheduler", scheduler, "Dask distributed installed: pip install 'sailkit[cluster]'"
        ) from err
    with Client(scheduler) as client:
        futures = client.map(play, list(tasks), pure=False)
        for _ in as_completed(futures):
            bar.update(1)
        return list(client.gather(futures))


def _progress(total: int, shown: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, disable=not shown, unit="game", leave=False)


def _ticked(outcome: Outcome, bar: Any) -> Outcome:
    bar.update(1)
    return outcome


@dataclass(frozen=True)
class Setting:
    """The games played under one set of readings (``{}``: the rule set's defaults) and what they add up to."""

    readings: Mapping[str, str]
    sides: tuple[str, ...]
    outcomes: tuple[Outcome, ...]

    @property
    def games(self) -> int:
        return len(self.outcomes)

    @property
    def name(self) -> str:
        """``"defaults"`` or the readings switched in words, ``"pivot cost: free"`` [issue 24: no reading ids]."""
        return "; ".join(named(k, v) for k, v in self.readings.items()) or "defaults"

    def wins(self, side: str) -> Rate:
        return Rate(sum(o.winner == side for o in self.outcomes), self.games)

    @cached_property
    def draws(self) -> Rate:
        """Games that ended with no winner (unfinished games not counted here)."""
        return Rate(sum(o.winner is None and not o.unfinished for o in self.outcomes), self.games)

    @cached_property
    def unfinished(self) -> Rate:
        """Games stopped at the study's turn limit."""
        return Rate(sum(o.unfinished for o in self.outcomes), self.games)

    @cached_property
    def mean_turns(self) -> float:
        return statistics.fmean(o.turns for o in self.outcomes) if self.outcomes else 0.0

    def mean_points(self, side: str) -> float | None:
        """The side's mean Victory Points, or ``None`` when the rules score none."""
        found = [points for o in self.outcomes for scorer, points in o.points if scorer == side]
        return statistics.fmean(found) if found else None

    def to_json(self) -> dict[str, Any]:
        return {
            "readings": dict(self.readings),
            "games": self.games,
            "wins": {side: _rate_json(self.wins(side)) for side in self.sides},
            "draws": _rate_json(self.draws),
            "unfinished": _rate_json(self.unfinished),
            "mean_turns": round(self.mean_turns, 3),
            "mean_points": {side: self.mean_points(side) for side in self.sides},
            # each game as [seed, winner or null, unfinished, turns, {side: points}]: what from_json reads back
            "outcomes": [[o.seed, o.winner, o.unfinished, o.turns, dict(o.points)] for o in self.outcomes],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], sides: Sequence[str]) -> Setting:
        """The setting :meth:`to_json` wrote (its games; the figures are worked out again from them)."""
        games = (
            Outcome(seed, winner, unfinished, turns, tuple(sorted(points.items())))
            for seed, winner, unfinished, turns, points in data["outcomes"]
        )
        return cls(dict(data["readings"]), tuple(sides), tuple(games))


def _rate_json(rate: Rate) -> dict[str, Any]:
    low, high = rate.interval
    return {"count": rate.count, "rate": round(rate.value, 4), "low": round(low, 4), "high": round(high, 4)}


@dataclass(frozen=True)
class Comparison:
    """One setting against the defaults: how far each side's win rate moved."""

    baseline: Setting
    setting: Setting

    def change(self, side: str) -> Difference:
        return Difference(self.baseline.wins(side), self.setting.wins(side))

    @property
    def alike(self) -> int:
        """Games that ended exactly alike under both settings (same winner, length and points on the same seed):
        all of them when the reading never came into play in this scenario."""
        return sum(a == b for a, b in zip(self.baseline.outcomes, self.setting.outcomes, strict=True))

    @property
    def first_side_change(self) -> Difference:
        """The change a ranking of readings sorts by: the first side's win rate."""
        return self.change(self.baseline.sides[0])

    def finding(self, study: Study) -> str:
        """The comparison in one line for a reader of the rulings desk: what moved, by how much, and whether it
        could be chance."""
        changes = "; ".join(f"{side}'s wins {self.change(side)}" for side in self.baseline.sides)
        if self.alike == self.setting.games:
            verdict = "every game ended alike: the reading never changed a game"
        elif any(self.change(s).significant for s in self.baseline.sides):
            verdict = "a real change"
        else:
            verdict = "could be chance"
        return (
            f"{self.setting.name} in {study.scenario} ({' v '.join(study.players)}, {self.setting.games} games a "
            f"setting): {changes}: {verdict}"
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"setting": self.setting.to_json(), "change": {}}
        for side in self.baseline.sides:
            d = self.change(side)
            low, high = d.interval
            out["change"][side] = {
                "value": round(d.value, 4),
                "low": round(low, 4),
                "high": round(high, 4),
                "p_value": round(d.p_value, 4),
                "significant": d.significant,
            }
        return out


@dataclass(frozen=True)
class Study:
    """A study: the scenario, the players, the defaults' games and each compared setting's games."""

    ruleset: str
    scenario: str
    players: tuple[str, ...]
    seeds: range
    baseline: Setting
    compared: tuple[Comparison, ...] = field(default=())

    def ranked(self) -> list[Comparison]:
        """The compared settings, the one that moves the first side's win rate most first."""
        return sorted(self.compared, key=lambda c: -abs(c.first_side_change.value))

    def table(self) -> str:
        """The study as a table for the terminal: the defaults, then each switched reading with its change; the
        readings under which every game ended alike share one last line (their figures are the defaults')."""
        sides = self.baseline.sides
        head = f"{self.ruleset} {self.scenario}: {' v '.join(self.players)}, seeds {self.seeds.start}-{self.seeds.stop - 1}"
        rows = [head, _setting_row(self.baseline, sides)]
        untouched = []
        for comparison in self.ranked():
            if comparison.alike == comparison.setting.games:  # the same figures again: named once, at the end
                untouched.append(f"{comparison.setting.name} ({comparison.setting.games} games)")
                continue
            rows.append(_setting_row(comparison.setting, sides))
            changes = "; ".join(f"{side} {comparison.change(side)}" for side in sides)
            rows.append(f"    change: {changes}; {comparison.alike} of {comparison.setting.games} games alike")
        if untouched:
            rows.append(f"  every game alike under: {', '.join(untouched)}")
        return "\n".join(rows)

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "scenario": self.scenario,
            "players": list(self.players),
            "seeds": [self.seeds.start, self.seeds.stop],
            "defaults": self.baseline.to_json(),
            "sides": list(self.baseline.sides),
            "compared": [c.to_json() for c in self.ranked()],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Study:
        """The study :meth:`to_json` wrote (``sailkit study --json``), read back: a stored study's figures and plot.
        A file that is not such a study raises :class:`~sailkit.errors.InvalidInputError`."""
        try:
            sides = data["sides"]
            base = Setting.from_json(data["defaults"], sides)
            compared = tuple(Comparison(base, Setting.from_json(c["setting"], sides)) for c in data["compared"])
            start, stop = data["seeds"]
            return cls(data["ruleset"], data["scenario"], tuple(data["players"]), range(start, stop), base, compared)
        except (KeyError, TypeError, ValueError) as err:
            raise InvalidInputError("study", type(err).__name__, "what `sailkit study --json` writes") from err


@cache
def stored(rs: RuleSet) -> tuple[Study, ...]:
    """The studies ``rs`` ships (its ``studies_at`` file): which of its readings change who wins, as measured."""
    found = importlib.resources.files(rs.package).joinpath(rs.studies_at)
    if not found.is_file():
        return ()
    return tuple(Study.from_json(data) for data in json.loads(found.read_text(encoding="utf-8")))


def findings(studies: Iterable[Study], reading: str) -> list[str]:
    """What stored ``studies`` found when ``reading`` was switched from its default, one line a comparison (the
    rulings desk shows them beside the reading)."""
    return [c.finding(s) for s in studies for c in s.ranked() if reading in c.setting.readings]


def _setting_row(setting: Setting, sides: Sequence[str]) -> str:
    wins = "; ".join(f"{side} wins {setting.wins(side)}" for side in sides)
    points = [f"{side} {p:.1f}" for side in sides if (p := setting.mean_points(side)) is not None]
    vp = f"; VP {', '.join(points)}" if points else ""
    return (
        f"  {setting.name} ({setting.games} games): {wins}; draws {setting.draws}; unfinished "
        f"{setting.unfinished.count}; {setting.mean_turns:.1f} turns{vp}"
    )


def study(
    ruleset: str,
    scenario: str | None = None,
    settings: Iterable[Mapping[str, str]] = (),
    *,
    games: int = 100,
    seed: int = 0,
    players: Sequence[str] | None = None,
    max_turns: int = 200,
    workers: int | None = None,
    scheduler: str = "",
    progress: bool = False,
) -> Study:
    """Play ``games`` seeded games of ``scenario`` (the rule set's first by default) under the defaults and under each
    of ``settings`` (readings switched from the defaults), and compare them. ``players``: one kind a side
    (``"captain"`` or ``"random"``; by default the rule set's captain on every side, random play when it has none)."""
    from .registry import ruleset as find

    rs = find(ruleset)
    name = scenario if scenario is not None else next(iter(rs.scenarios))
    sides = tuple(str(s) for s in sides_of(rs.new_game(name)))
    kinds = _players(players, sides, has_captain=bool(rs.captain_at))
    wanted = [{}, *(dict(s) for s in settings)]
    for readings in wanted:
        rs.readings.resolve(readings)  # an unknown reading or option is refused before any game is played
    seeds = range(seed, seed + _bounded(games))
    tasks = [Task(ruleset, name, tuple(r.items()), kinds, s, max_turns) for r in wanted for s in seeds]
    found = play_all(tasks, workers=workers, scheduler=scheduler, progress=progress)
    made = [Setting(r, sides, tuple(found[i * len(seeds) : (i + 1) * len(seeds)])) for i, r in enumerate(wanted)]
    return Study(ruleset, name, kinds, seeds, made[0], tuple(Comparison(made[0], s) for s in made[1:]))


def each_reading(book: Mapping[str, Any]) -> list[dict[str, str]]:
    """Every option of every reading that is not its default, one setting each (``--readings-each``)."""
    return [
        {key: option} for key, reading in book.items() for option in reading.option_names if option != reading.default
    ]


def _players(players: Sequence[str] | None, sides: Sequence[str], *, has_captain: bool) -> tuple[str, ...]:
    kinds = tuple(players) if players else ("captain" if has_captain else "random",) * len(sides)
    if len(kinds) == 1:
        kinds = kinds * len(sides)
    if len(kinds) != len(sides) or not set(kinds) <= {"captain", "random"}:
        raise InvalidInputError("players", ",".join(kinds), f"'captain' or 'random' for each of {', '.join(sides)}")
    if "captain" in kinds and not has_captain:
        raise InvalidInputError("players", ",".join(kinds), "'random': this rule set has no computer captain")
    return kinds


#: The most games a study plays under one setting.
MOST_GAMES = 100_000


def _bounded(games: int) -> int:
    if not 1 <= games <= MOST_GAMES:
        raise InvalidInputError("number of games", games, f"a whole number from 1 to {MOST_GAMES:,}")
    return games


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``sailkit study`` options."""
    parser.add_argument("ruleset", help="the rule set's key: fighting_sail, wooden_ships, as_per_margin")
    parser.add_argument("--scenario", help="the scenario (default: the rule set's first)")
    parser.add_argument("--games", type=_count("games", MOST_GAMES), default=100, help="games a setting (default 100)")
    parser.add_argument("--seed", type=_count("seed", 10**9, low=0), default=0, help="the first seed (default 0)")
    parser.add_argument(
        "--readings",
        action="append",
        default=[],
        metavar="K=O[;K=O]",
        help="a setting to compare with the defaults (repeat for more)",
    )
    parser.add_argument("--readings-each", action="store_true", help="every option of every reading, one at a time")
    parser.add_argument("--players", help="captain or random, one for all sides or one per side: captain,random")
    parser.add_argument("--max-turns", type=_count("turns", 10_000), default=200, help="stop a game after this turn")
    parser.add_argument("--workers", type=_count("workers", 1024), help="processes here (default: one per core)")
    parser.add_argument("--scheduler", default="", help="a Dask scheduler's address: run the games on that cluster")
    parser.add_argument("--json", action="store_true", help="the study as JSON on stdout")


def _count(what: str, high: int, low: int = 1) -> Callable[[str], int]:
    """An option's whole number in ASCII digits from ``low`` to ``high`` (:mod:`sailkit.numbers`), as argparse
    wants it: a bad one is a one-line usage error."""

    def read(text: str) -> int:
        try:
            return whole(text, what, low, high)
        except InvalidInputError as err:
            raise argparse.ArgumentTypeError(str(err)) from err

    return read


def run(args: argparse.Namespace) -> int:
    """``sailkit study``: play, then print the table (or JSON); exit 0."""
    from .registry import ruleset as find
    from .validate import read_readings

    settings: list[Mapping[str, str]] = [read_readings(text) for text in args.readings]
    if args.readings_each:
        settings += each_reading(find(args.ruleset).readings)
    done = study(
        args.ruleset,
        args.scenario,
        settings,
        games=args.games,
        seed=args.seed,
        players=args.players.split(",") if args.players else None,
        max_turns=args.max_turns,
        workers=args.workers,
        scheduler=args.scheduler,
        progress=not args.json,
    )
    print(json.dumps(done.to_json(), indent=2) if args.json else done.table())
    return 0


__all__ = [
    "Comparison",
    "Outcome",
    "Setting",
    "Study",
    "Task",
    "each_reading",
    "findings",
    "play",
    "play_all",
    "stored",
    "study",
]
