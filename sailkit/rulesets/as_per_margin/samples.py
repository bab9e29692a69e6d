"""The sample game of replays/: sailkit's own frigate duel played by the computer captain on seeded dice, annotated.

``python -m sailkit.rulesets.as_per_margin samples [--out replays]`` plays it again and
writes ``apm-frigate-duel.apm``, byte for byte the same. Its notes are written from what
the engine recorded, at the turning points: the first fire that scores (a red arrow from
firer to target, and a ruling question on the odds of that fire), the first rake, every
ship fallen aboard, damaged, dismasted, at the pumps, struck or sunk (its mainmast
highlighted), and the result; each is bookmarked. A what-if beside the first die of the
first scoring fire shows another result, played on to the end of that turn.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path

from ...annotations import Arrow, Bookmark, Highlight, RulingRef
from ...dice import SeededDice
from ...files import write_atomic
from ...geometry.table import Point
from ...players import play_game
from ...record import Node
from .actions import AsPerMarginAction
from .captain import Captain
from .game import AsPerMarginGame
from .scenarios import frigate_duel
from .state import State

NAME = "apm-frigate-duel.apm"
SEED = 5
ANNOTATOR = "sailkit: the computer captain of sailkit.rulesets.as_per_margin.captain for both sides, dice seeded 5"
INTRO = (
    "A frigate duel of sailkit's own set-up (the text's only scenario is lost): Amethyst (GB) against "
    "Thetis (FR), two 38-gun 5th Rates with the reconstructed charts of reading lesser_rate_charts, "
    "played by sailkit's computer captain on both sides: each of its decisions says why, with the sections "
    "it follows. The notes mark the turning points."
)


def _place(p: Point) -> str:
    return f"{p.x:.1f},{p.y:.1f}"


def play(seed: int = SEED) -> AsPerMarginGame:
    """The duel played to its end by the captain on both sides with dice from ``seed``, each decision commented with
    the captain's reason."""
    game = AsPerMarginGame(frigate_duel())
    play_game(game, dict.fromkeys(game.setup.sides, "captain"), seed, captain=Captain, max_turns=None)
    return game


def _on_table(state: State, name: str) -> bool:
    return name not in state.gone and state.ship(name).mainmast in state.setup.area


def _changes(
    before: State, state: State, bookmark: Callable[[str], Bookmark], notes: list[str], marks: list[object]
) -> None:
    """Note and mark what changed from ``before`` to ``state``: a ship's state, ships falling aboard, the end."""
    for ship in state.ships:
        old, new = before.status(ship.name), state.status(ship.name)
        if old != new:
            notes.append(f"{ship.name}: {new}.")
            if _on_table(state, ship.name):
                marks.append(Highlight("yellow", _place(ship.mainmast)))
            marks.append(bookmark(f"{ship.name} {new.split(', ')[-1]}"))
    if state.locked_pairs() != before.locked_pairs() and state.locked_pairs():
        pair = state.locked_pairs()[-1]
        notes.append(f"{pair[0]} and {pair[1]} fall aboard [FALLING ABOARD, APM-04c].")
        marks.append(bookmark("fallen aboard"))
    if state.result:
        notes.append(f"The end: {state.result}.")
        marks.append(bookmark("the end"))


def _annotate(game: AsPerMarginGame) -> Node | None:
    """Comment the turning points of the main line; the node of the first scoring fire's first die, if any."""
    nodes = list(game.mainline())
    first_blood: Node | None = None
    raked = False
    before = game.rules.start(game.setup)
    fire_nodes: dict[str, Node] = {}
    seen: dict[str, int] = {}

    def bookmark(words: str) -> Bookmark:
        seen[words] = seen.get(words, 0) + 1
        return Bookmark(words if seen[words] == 1 else f"{words} {seen[words]}")

    for node in nodes:
        game.go(node)
        state, ruling = game.state, game.ruling()
        action = AsPerMarginAction.parse(node.action or "")
        if action.verb == "fire":
            fire_nodes[f"{action.ship} {action.target}"] = node
        notes: list[str] = []
        marks: list[object] = []
        if (
            ruling.kind == "fire"
            and ruling.question.endswith(tuple(s.name for s in state.ships))
            and " fires on " in ruling.question
        ):
            firer, target = ruling.question.split(" fires on ")
            volley = ruling.facts.get("volley")
            scored = state.ship(target).damage != before.ship(target).damage
            if scored and first_blood is None:
                start = fire_nodes.get(f"{firer} {target}")
                first_blood = start.children[0] if start is not None and start.children else None
                notes.append(f"First blood: {firer} hits {target}, {ruling.verdict} [FIRE, APM-07; TABLE I, APM-11].")
                marks += [Arrow("red", _place(state.ship(firer).mainmast), _place(state.ship(target).mainmast))]
                marks.append(bookmark("first blood"))
                if start is not None and start.parent is not None and start.parent.parent is not None:
                    start.parent.annotations.append(RulingRef(f"fire {firer} {target}"))
            if volley is not None and volley.rake and not raked:
                raked = True
                notes.append(
                    f"{firer} rakes {target} from within 12 inches: double dice [TOSS DOUBLE DICE FOR, APM-08]."
                )
                marks += [Arrow("blue", _place(state.ship(firer).mainmast), _place(state.ship(target).mainmast))]
                marks.append(bookmark("first rake"))
        _changes(before, state, bookmark, notes, marks)
        if notes:
            node.comments = [" ".join(notes), *node.comments]
            node.annotations.extend(marks)  # type: ignore[arg-type]
        before = state
    return first_blood


def _what_if(game: AsPerMarginGame, node: Node, seed: int) -> None:
    """Beside the die at ``node``: the other extreme result, played on by the captain to the end of that turn."""
    assert node.parent is not None
    game.go(node.parent)
    actual = AsPerMarginAction.parse(node.action or "")
    alt = AsPerMarginAction.parse("roll 1" if actual.die and actual.die >= 4 else "roll 6")
    turn = game.turn
    what_if = game.branch()
    what_if.apply_action(alt)
    what_if.comment = f"What if the die had shown {alt.die} instead of {actual.die}?"
    dice = SeededDice(seed * 1000 + 1)
    while not what_if.is_terminal() and what_if.turn == turn:
        if what_if.is_chance_node():
            what_if.roll(dice)
        else:
            what_if.apply_action(Captain().choose(what_if))
    ships = ", ".join(f"{s.name} {what_if.state.status(s.name)}" for s in what_if.position.ships)
    what_if.comment = f"Here the turn of the what-if ends: {ships}."


def sample(seed: int = SEED) -> AsPerMarginGame:
    """The annotated sample game, as written to replays/."""
    game = play(seed)
    record = game.record()
    record.headers.update({"Seed": str(seed), "Annotator": ANNOTATOR, "Result": game.result})
    record.root.comments = [INTRO]
    end = record.root.end()
    first = _annotate(game)
    if first is not None:
        _what_if(game, first, seed)
    game.go(end)
    return game


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m sailkit.rulesets.as_per_margin samples [--out DIR]``: write the sample game."""
    parser = argparse.ArgumentParser(prog="python -m sailkit.rulesets.as_per_margin samples")
    parser.add_argument("--out", default="replays", help="directory to write into (default: replays)")
    args = parser.parse_args(argv)
    path = Path(args.out) / NAME
    write_atomic(path, sample().to_text())
    print(f"wrote {path}")
    return 0


__all__ = ["NAME", "SEED", "main", "play", "sample"]
