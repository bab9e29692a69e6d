"""The sample games of replays/: the Encounter on the High Seas and the Duel played by random players on seeded
dice, annotated.

``python -m sailkit.rulesets.fighting_ships samples [--out replays]`` plays them again and writes
``fighting_ships-encounter.fsh`` and ``fighting_ships-duel.fsh``, byte for byte the same. There is no computer captain yet, so both fleets are sailed
by :mod:`sailkit.players`' random player (choices and dice from the seed). The notes are written from what the
engine recorded: each salvo that lays a token (a red arrow from firer to target, bookmarked), every ship that
collides, entangles, strikes, sinks or leaves the table, each change of weather, and the end; the record's
``Result`` and ``Final`` headers are checked by ``sailkit validate``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path

from ...annotations import Arrow, Bookmark
from ...files import write_atomic
from ...players import play_game
from .game import FightingShipsGame
from .notation import Position
from .scenarios import Setup, duel, encounter
from .state import State

NAME = "fighting_ships-encounter.fsh"
SEED = 12
INTRO = (
    "Encounter on the High Seas [APP.2.3.2b] as sailkit sets it up: Defiance, Syrene and Lynx (GB) against Achille, "
    "Naiad and Rapide (FR) on a 4-foot table, the wind from the east. Both sides are sailed at random (Fighting "
    "Ships has no computer captain yet), so read it for the rules at work, not for seamanship."
)
DUEL_NAME = "fighting_ships-duel.fsh"
DUEL_SEED = 1
DUEL_INTRO = (
    "The Duel [APP.2.3.2a] as sailkit sets it up: the frigates Syrene (GB) and Naiad (FR), the wind from the east. "
    "Each Game-Turn both roll their sailing points, then they manoeuvre in turn, Naiad first while she lies further "
    "downwind, and after each manoeuvre a ship may fire a gun arc she has not fired that Game-Turn. Both are sailed "
    "at random, so read it for the sequence, not for seamanship."
)
#: Each sample of replays/: its file name, set-up, seed and opening note.
SAMPLES: dict[str, tuple[Callable[[], Setup], int, str]] = {
    NAME: (encounter, SEED, INTRO),
    DUEL_NAME: (duel, DUEL_SEED, DUEL_INTRO),
}


def _at(position: Position, name: str) -> str:
    x, y = position.vessel(name).ship.mainmast
    return f"{x:.1f},{y:.1f}"


def _told(before: State, after: State) -> list[tuple[str, str]]:
    """What changed between two states, each as a note and a bookmark's words: Damage tokens, fates,
    entanglements, the weather, the end."""
    said = []
    if after.position.weather != before.position.weather or after.position.wind != before.position.wind:
        sky = f"{after.position.weather.value}, wind from {after.position.wind}"
        said.append((f"The weather: {sky} [1.5.1].", f"weather {sky}"))
    for old, new in zip(before.ships, after.ships):
        if new.damage > old.damage and new.fate == "afloat":
            tokens = f"{new.damage} Damage token{'s' * (new.damage != 1)}"
            said.append((f"{new.name} now has {tokens} [5.6.1].", f"{new.name} damaged"))
        if new.entangled - old.entangled and old.name < min(new.entangled - old.entangled):
            other = min(new.entangled - old.entangled)
            said.append((f"{new.name} and {other} collide and entangle [4.3.1, 4.3.3].", f"{new.name} entangled"))
        if new.fate != old.fate:
            said.append((f"{new.name}: {new.fate} [5.6.3, 5.6.4, 6.1, 1.5.4].", f"{new.name} {new.fate}"))
    if after.result:
        case = "APP.2.3.2a" if after.setup.duel else "APP.2.2.1"
        said.append((f"The end: {after.result} [{case}].", "the end"))
    return said


def sample(name: str = NAME) -> FightingShipsGame:
    """The annotated sample game ``name`` of :data:`SAMPLES`, as written to replays/."""
    setup, seed, intro = SAMPLES[name]
    game = FightingShipsGame(setup())
    play_game(game, {}, seed, max_turns=None, comment=False)
    record = game.record()
    annotator = f"sailkit: random players for both sides (sailkit.players), choices and dice seeded {seed}"
    record.headers.update(
        {"Seed": str(seed), "Annotator": annotator, "Result": game.result, "Final": str(game.position)}
    )
    record.root.comments = [intro]
    end = record.root.end()
    before, firing, seen = game.rules.start(game.setup), "", set()
    for node in list(game.mainline()):
        game.go(node)
        after = game.state
        words = str(node.action or "").split()
        firing = " ".join(words[1:3]) if words[:1] == ["fire"] else firing
        said = _told(before, after)
        if said:
            node.comments = [" ".join(note for note, _ in said), *node.comments]
            label = said[0][1] if said[0][1] not in seen else f"{said[0][1]}, Game-Turn {after.turn}"
            seen.add(label)
            node.annotations.append(Bookmark(label))
            if after.result and label != "the end":  # the end gets its own bookmark, whatever came with it
                node.annotations.append(Bookmark("the end"))
            shooter, _, target = firing.partition(" ")
            if firing and before.throw is not None and before.throw.ships[:2] == (shooter, target):
                node.annotations.append(Arrow("red", _at(after.position, shooter), _at(after.position, target)))
        before = after
    game.go(end)
    return game


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m sailkit.rulesets.fighting_ships samples [--out DIR]``: write the sample games."""
    parser = argparse.ArgumentParser(prog="python -m sailkit.rulesets.fighting_ships samples")
    parser.add_argument("--out", default="replays", help="directory to write into (default: replays)")
    out = Path(parser.parse_args(argv).out)
    for name in SAMPLES:
        write_atomic(out / name, sample(name).to_text())
        print(f"wrote {out / name}")
    return 0


__all__ = ["DUEL_NAME", "NAME", "SAMPLES", "SEED", "main", "sample"]
