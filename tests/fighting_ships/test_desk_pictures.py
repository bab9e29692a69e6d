"""Fighting Ships draws every ruling its game makes, a whole position and a game as it stands (issue 22, DRAWING).

Each test draws through the kit's renderer registry and reads the figure back: its words, the named artists (gids)
and the alt text.
"""

from __future__ import annotations

from matplotlib.figure import Figure
from matplotlib.text import Text

import sailkit.rulesets.fighting_ships as fsh
from sailkit import registry, renderers
from sailkit.draw.figure import description
from sailkit.players import play_game

RULESET = "fighting_ships"
SMALLEST_POINTS = 11 * 0.75
#: A table with a struck ship, a sunk one, a prize taken, tokens, a shore and one ship gone off the table.
BATTERED = (
    "FSH turn 4 gunnery wind NW gale table 48x48 morale 6,3 first 2 shore 30,0,48,6 "
    "| Syrene=1 5th-rate 20,10@90 D2 A1 | Naiad=2 5th-rate 26,14@270 D4 A0 struck "
    "| Lynx=2 6th-rate 12,20@0 D5 A0 sunk | Kent=1 3rd-rate 14,12@45 D0 A0 aground "
    "| Rapide=2 6th-rate 40,40@0 D0 A0 off"
)


def texts(figure: Figure) -> list[str]:
    return [t.get_text() for t in figure.findobj(Text) if t.get_text()]


def gids(figure: Figure) -> list[str]:
    return [a.get_gid() for a in figure.findobj() if a.get_gid()]


def smallest(figure: Figure) -> float:
    kits = {id(t) for a in figure.findobj() if a.get_gid() == "colour-key" for t in a.findobj(Text)}
    return min(t.get_fontsize() for t in figure.findobj(Text) if t.get_text() and id(t) not in kits)


def drawn(kind: str, thing: object) -> Figure:
    figure = renderers.drawn(RULESET, kind, thing)
    assert isinstance(figure, Figure), f"nothing draws {kind!r}"
    return figure


def test_every_ruling_of_seeded_encounters_has_a_kind_that_draws_the_table_it_leaves() -> None:
    """Random play over seeded Encounters: each ruling the game makes names its kind (the phase it was made in) and
    is drawn as the table it leaves, the ships it is about framed, headed by its verdict [2.1]."""
    rs = registry.ruleset(RULESET)
    kinds: dict[str, object] = {}
    for seed in (0, 1, 2):
        game = play_game(rs.new_game(), {}, seed, max_turns=None, max_actions=4000, comment=False).game
        state = game.rules.start(game.setup)
        for action in game.actions:
            before = state
            state, ruling = game.rules.apply_action(state, action)
            assert ruling.kind, f"{action} makes a ruling of no kind"
            assert ruling.facts["position"] == state.position
            if action.verb == "fire":
                assert ruling.kind == "gunnery_phase" and {action.ship, action.target} <= set(ruling.facts["ships"])
            if action.verb == "roll" and before.throw is not None and before.throw.kind == "initiative":
                assert ruling.kind == "initiative_phase"
            kinds.setdefault(ruling.kind, ruling)
    assert {"initiative_phase", "sailing_phase", "gunnery_phase"} <= set(kinds)
    for kind, ruling in kinds.items():
        fig = drawn(kind, ruling)
        assert description(fig).startswith(str(ruling.question)), kind  # type: ignore[attr-defined]
        assert smallest(fig) >= SMALLEST_POINTS - 1e-9
        for name in ruling.facts["ships"]:  # type: ignore[attr-defined]
            assert f"frame-{name}" in gids(fig), (kind, name)


def test_a_position_shows_every_ship_with_her_tokens_and_fate() -> None:
    """A whole position: names with their Damage and Anchor tokens, the struck ship named so, the sunk one a ghost
    where she went down, a ship off the table not drawn; the shore, the Game-Turn and the wind."""
    position = fsh.Position.parse(BATTERED)
    fig = drawn("position", position)
    words = set(texts(fig))
    assert {"Syrene D2 A1", "Naiad D4 struck", "Lynx D5 sunk", "Kent aground", "Game-Turn 4"} <= words
    assert "wind from NW (315°)" in words
    assert not any("Rapide" in w for w in words), "a ship that left the table is not drawn"
    assert {"base-Syrene", "base-Naiad", "sunk-Lynx", "land"} <= set(gids(fig))
    assert "base-Lynx" not in gids(fig)
    assert any("Damage and Anchor tokens" in w for w in words) and "land [1.5.2g]" in words
    assert "gale; morale 6 to 3; Player 1: side 2" in " ".join(words)
    assert "Naiad (side 2) at 26,14 heading 270, D4 struck" in description(fig)
    assert smallest(fig) >= SMALLEST_POINTS - 1e-9


def test_a_game_shows_who_acts_and_frames_the_ships_busy() -> None:
    """A game as it stands: who acts next, or the die wanted and what for with its ships framed, or the result."""
    rs = registry.ruleset(RULESET)
    game = rs.new_game()
    fig = drawn("game", game)
    assert "a die is wanted: initiative (0 of 2 thrown)" in " ".join(texts(fig))
    game = play_game(rs.new_game(), {}, 2, max_turns=None, max_actions=4000, comment=False).game
    assert game.is_terminal()
    fig = drawn("game", game)
    assert any("the game is over" in w for w in texts(fig))
    assert game.state.result in " ".join(texts(fig))
