"""The sample battles of ``replays/``: whole games played by the computer captain, annotated at their turning points.

``python -m sailkit.rulesets.fighting_sail samples [SCENARIO ...] [--out replays]`` writes them byte for byte the
same each time. A :class:`Sample` is a scenario, a seed and an introduction; :class:`~.captain.Captain` plays both
sides on :class:`~sailkit.dice.SeededDice` [14.0]. The notes come from what the engine recorded: first blood [9.34],
the first scoring rake [9.35] and critical of each kind [10.3], ships fouled, abandoned, struck or blown up [7.81,
12.11, 12.2, 13.21], the end [15.0]. Two what-ifs are variations: first blood's die the other way, and the deciding
die, each played on to the end of that Game-Turn.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from ...annotations import Annotation, Arrow, Bookmark, Highlight, RulingRef
from ...dice import SeededDice
from ...errors import UnknownChoiceError
from ...files import write_atomic
from ...package_data import rows
from ...record import Node
from .actions import Action
from .board import name
from .captain import Captain, play_game
from .game import Game
from .state import Position, ShipState


@dataclass(frozen=True)
class Sample:
    """One sample battle: the scenario, the seed its dice come from, its file and our introduction."""

    scenario: str
    seed: int
    file: str
    event: str
    intro: str


#: The sample battles, from ``data/samples.csv`` (our introductions to each).
SAMPLES: tuple[Sample, ...] = tuple(
    Sample(r["scenario"], int(r["seed"]), r["file"], r["event"], r["intro"])
    for r in rows(__package__, "data/samples.csv")
)

#: Whatever played, both sides: written in the records' ``Players`` header.
PLAYERS = "sailkit Captain (both sides)"
#: What the ``Annotator`` header says of the notes.
ANNOTATOR = "sailkit samples: turning points found in the engine's record of the game"


def sample(scenario: str) -> Sample:
    """The sample battle of ``scenario``."""
    for s in SAMPLES:
        if s.scenario == scenario:
            return s
    raise UnknownChoiceError("sample battle", scenario, [s.scenario for s in SAMPLES])


# ---- Playing and annotating ----


def play(s: Sample) -> Game:
    """Play sample ``s`` to its end with the captain on both sides, then annotate it; the game stands at its end."""
    game = Game.from_scenario(s.scenario)
    played = play_game(game, {side: "captain" for side in game.sides}, s.seed, comment=False)
    reasons = {i + 1: d.reason for i, _, d in played.decisions}  # by ply: the action's number from the start
    game.record().root.comments = [f"{s.event}. {s.intro}"]
    record = game.record()
    record.headers.update({"Event": s.event, "Players": PLAYERS, "Seed": str(s.seed), "Annotator": ANNOTATOR})
    decisive = _annotate(game, reasons)
    end = record.root.end()
    game.go(end)
    record.headers["Final"] = str(game.position)
    _what_ifs(game, s.seed, decisive)
    game.go(end)
    return game


@dataclass
class _Marks:
    """What has been marked so far, so each kind of turning point is marked once and bookmarks stay unique."""

    bookmarks: set[str]
    kinds: set[str]

    def bookmark(self, words: str) -> Bookmark:
        name_, n = words, 2
        while name_ in self.bookmarks:
            name_, n = f"{words} ({n})", n + 1
        self.bookmarks.add(name_)
        return Bookmark(name_)


def _annotate(game: Game, reasons: dict[int, str]) -> list[Node]:
    """Comment the turning points of the main line; returns the first-blood roll and the deciding roll (if any)."""
    marks = _Marks(set(), set())
    found: dict[str, Node] = {}
    nodes = list(game.record().root.mainline())
    game.rewind()
    before = game.position
    last_fire: tuple[Action, int] | None = None
    for ply, node in enumerate(nodes, start=1):
        game.go(node)
        after = game.position
        action = Action.parse(node.action or "")
        last_fire = (action, ply) if action.verb == "fire" else last_fire if action.verb == "roll" else None
        notes: list[str] = []
        values: list[Annotation] = []
        if action.verb == "roll" and last_fire is not None and last_fire[1] == ply - 1:
            _shot(marks, nodes, reasons, last_fire, before, after, notes, values)
            if "blood" in marks.kinds and "blood" not in found:
                found["blood"] = node
        for ship in after.ships:
            was = _find(before, ship.name)
            if was is None:
                continue
            for kind, words in _criticals(was, ship):
                if kind not in marks.kinds:
                    marks.kinds.add(kind)
                    notes.append(f"A critical hit on {ship.name} [10.3]: {words}.")
                    values += [Highlight("red", name(ship.square)), marks.bookmark(f"{ship.name}: {words}")]
            change, case = _fate(was, ship)
            if change:
                notes.append(f"{ship.name} {change} [{case}].")
                values += [Highlight("yellow", name(ship.square)), marks.bookmark(f"{ship.name} {change}")]
                decided = _deciding_roll(node) if case != "7.81" else None
                if decided is not None:
                    found.setdefault("decided", decided)
        if game.is_terminal():
            notes.append(f"The end [15.0]: {_result(game)}.")
            values.append(marks.bookmark("the end"))
        if notes:
            node.comments = [" ".join(notes), *node.comments]
            node.annotations = _unique([*node.annotations, *values])
        before = after
    return list(dict.fromkeys(found.values()))


def _shot(
    marks: _Marks,
    nodes: list[Node],
    reasons: dict[int, str],
    fired: tuple[Action, int],
    before: Position,
    after: Position,
    notes: list[str],
    values: list[Annotation],
) -> None:
    """Notes on the die of a shot: first blood, or the first rake that scores [9.34, 9.35]."""
    fire, fire_ply = fired
    hit = _hits(before, after, fire.target)
    if not hit:
        return
    firer, target = before.ship(str(fire.ship)), before.ship(str(fire.target))
    arrow = Arrow("red", name(firer.square), name(target.square))
    reason = reasons.get(fire_ply, "")
    said = f"{fire.ship} {reason}; the die gives {hit}." if reason else f"{fire.ship} fires: {hit}."
    if "blood" not in marks.kinds:
        marks.kinds.add("blood")
        notes.append(f"First blood. {said}")
        values += [arrow, Highlight("red", name(target.square)), marks.bookmark("first blood")]
        if fire_ply >= 2:  # the point before the shot: the question the shot answered
            nodes[fire_ply - 2].annotations.append(RulingRef(f"fire {fire.ship} {fire.target}"))
    elif "rake" in reason and "rake" not in marks.kinds:
        marks.kinds.add("rake")
        notes.append(f"The first rake that tells [9.35]. {said}")
        values += [arrow, marks.bookmark(f"{fire.ship} rakes {fire.target}")]


def _result(game: Game) -> str:
    """Who won, with each side's Victory Points: ``"US wins, US 5 Victory Points against BR 0"`` [15.0-VC]."""
    result = game.result()
    points = result.facts.get("points", {})
    scores = " against ".join(f"{side} {n}" for side, n in points.items())
    return f"{result.headline()}, Victory Points {scores}" if scores else result.headline()


def _unique(values: list[Annotation]) -> list[Annotation]:
    return list(dict.fromkeys(values))


def _find(position: Position, ship: str) -> ShipState | None:
    return next((s for s in position.ships if s.name == ship), None)


def _hits(before: Position, after: Position, target: str | None) -> str:
    """The hits a shot scored, in words (``"2 hull hits"``), or ``""`` for none [10.1, 10.2]."""
    a, b = _find(before, target or ""), _find(after, target or "")
    if a is None or b is None:
        return ""
    parts = []
    for what, n in (("hull", b.hull - a.hull), ("rigging", b.rigging - a.rigging)):
        if n > 0:
            parts.append(f"{n} {what} hit{'s' * (n != 1)}")
    return " and ".join(parts)


def _criticals(a: ShipState, b: ShipState) -> Iterator[tuple[str, str]]:
    """Each kind of critical hit ``b`` took since ``a``, in words [10.31-10.33]."""
    if b.masts > a.masts:
        yield "mast", "a mast goes over the side"
    if b.wheel and not a.wheel:
        yield "wheel", "the wheel is shot away"
    if b.fires > a.fires:
        yield "fire", "fire breaks out aboard"


def _fate(a: ShipState | None, b: ShipState) -> tuple[str, str]:
    """What became of a ship between two points, in words, and its case: fouled [7.81], abandoned [12.11], taken
    [12.2], blown up [13.21]; ``("", "")`` for nothing."""
    if a is None:
        return "", ""
    if b.destroyed and not a.destroyed:
        return "blows up", "13.21"
    if b.prize and not a.prize:
        return f"is taken as a prize by {b.side}", "12.2"
    if b.abandoned and not a.abandoned:
        return "is abandoned by her crew", "12.11"
    if b.fouled and not a.fouled:
        return "runs foul of the enemy", "7.81"
    return "", ""


def _deciding_roll(node: Node) -> Node | None:
    """The die that brought about ``node``'s outcome: the last ``roll`` at or before it."""
    walk: Node | None = node
    while walk is not None and walk.action is not None:
        if walk.action.startswith("roll "):
            return walk
        walk = walk.parent
    return None


def _what_ifs(game: Game, seed: int, nodes: Sequence[Node]) -> None:
    """A what-if beside each die in ``nodes``: the result that would have done the least harm (the most, when
    the die thrown did none), played on by the captains with dice of their own seed to the end of that Game-Turn."""
    captain = Captain()
    for k, node in enumerate(nodes):
        assert node.parent is not None
        game.go(node.parent)
        turn = game.turn
        actual = Action.parse(node.action or "")
        choices = [a for a, _ in game.chance_outcomes() if a != actual]
        if not choices:
            continue
        alt = min(choices, key=lambda a: _harm(game, a) * (1 if _harm(game, actual) > 0 else -1))
        what_if = game.branch()
        what_if.apply_action(alt)
        hurt = _hits(game.position, what_if.position, _target_of(game))
        what_if.comment = f"What if the die had shown {alt.args[0]}? " + (
            f"Then {hurt}." if hurt else "Then no hit at all."
        )
        dice = SeededDice(seed * 1000 + k + 1)
        while not what_if.is_terminal() and what_if.turn == turn:
            if what_if.is_chance_node():
                what_if.roll(dice)
            else:
                what_if.apply_action(captain.choose(what_if))
        what_if.comment = (
            f"Here the Game-Turn of the what-if ends: {_damage(what_if.position)}"
            if not what_if.is_terminal()
            else f"Here the what-if ends the game: {_result(what_if)}"
        )


def _target_of(game: Game) -> str | None:
    """The target of the shot whose die is wanted now (the last ``fire`` before the cursor)."""
    node: Node | None = game.node
    while node is not None and node.action is not None:
        if node.action.startswith("fire "):
            return Action.parse(node.action).target
        node = node.parent
    return None


def _harm(game: Game, die: Action) -> int:
    """Hull and rigging hits a die result would do, played ahead without touching the record [9.34]."""
    state, _ = game.rules.apply_action(game.state, die)
    return sum(s.hull + s.rigging for s in state.position.ships) - sum(s.hull + s.rigging for s in game.position.ships)


def _damage(position: Position) -> str:
    """Every ship's hull and rigging hits, in one line [14.0]."""
    return "; ".join(f"{s.name} {s.hull} hull, {s.rigging} rigging" for s in position.ships) + "."


# ---- The command ----


def write(s: Sample, folder: Path) -> Path:
    """Play sample ``s`` and write its record into ``folder`` atomically."""
    path = folder / s.file
    write_atomic(path, play(s).to_text())
    return path


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m sailkit.rulesets.fighting_sail samples [SCENARIO ...] [--out DIR]``: write the sample battles."""
    parser = argparse.ArgumentParser(
        prog="python -m sailkit.rulesets.fighting_sail samples",
        description="Play the sample battles of replays/ again (captain against captain, seeded dice) and write them.",
    )
    parser.add_argument(
        "scenarios", nargs="*", help="which samples (default: all): " + ", ".join(s.scenario for s in SAMPLES)
    )
    parser.add_argument("--out", default="replays", help="the folder to write into (default replays)")
    args = parser.parse_args(argv)
    folder = Path(args.out)
    if not folder.is_dir():
        parser.error(f"no folder {str(folder)!r}: run this from the repository root, or give --out")
    for sid in args.scenarios or [s.scenario for s in SAMPLES]:
        print(f"wrote {write(sample(sid), folder)}", flush=True)
    return 0


__all__ = ["ANNOTATOR", "PLAYERS", "SAMPLES", "Sample", "main", "play", "sample", "write"]
