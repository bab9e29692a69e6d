"""Issue 24: the hex board speaks the kit's visual language (coordinates, compass and wind, level names, a key to
every tint, amber frames, the green arrow only for a yes, one colour per nation) and its text reads at 100%."""

from __future__ import annotations

import re
from typing import Any

import matplotlib

matplotlib.use("Agg")
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.text import Text  # noqa: E402

from sailkit.draw import style  # noqa: E402
from sailkit.figures import svg  # noqa: E402
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip  # noqa: E402
from sailkit.rulesets.wooden_ships import Broadside, WoodenShipsGame, combat, target_ruling  # noqa: E402
from sailkit.rulesets.wooden_ships.faces import drawing  # noqa: E402
from sailkit.rulesets.wooden_ships.faces.explorers import advanced, basic  # noqa: E402
from sailkit.rulesets.wooden_ships.fields import Kind, Obstacle  # noqa: E402


def _texts(fig: Figure) -> list[Text]:
    return [t for t in fig.findobj(Text) if t.get_text() and t.get_visible()]


def _key(fig: Figure) -> list[str]:
    (legend,) = [a for a in fig.axes[0].get_children() if a.get_gid() == "key"]
    return [t.get_text() for t in legend.get_texts()]  # type: ignore[attr-defined]


def _gids(fig: Figure) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for a in fig.findobj():
        if a.get_gid():
            out.setdefault(a.get_gid(), []).append(a)
    return out


def test_the_fire_explorer_board_names_the_hexes_it_asks_for() -> None:
    """The explorer asks for a bow hex such as "G6": every hex of its board is named, so the reader finds it, and the
    strip has the compass and the wind."""
    explorer = basic.FireExplorer(enemy="G6")
    explorer.update()
    fig = explorer.figure()
    assert fig is not None
    words = {t.get_text() for t in _texts(fig)}
    assert {"F6", "D6", "H6"} <= words  # the hex between the ships and those beside them
    # the firer's hexes and the enemy's are named too, their names hidden under the counter standing on them
    # (a name never peeks out half covered, nor is printed over by a ship's name [issue 24])
    hidden = {t.get_text() for t in fig.findobj(Text) if not t.get_visible()}
    assert {"E6", "E7", "G6", "G7"} <= hidden
    text = svg(fig)
    assert 'id="compass"' in text and 'id="wind"' in text and "blows toward NE" in text


def test_every_tint_on_the_board_has_a_key_entry() -> None:
    """A broadside's play is tinted in the kit's port or starboard colour and each tint is in the key [11.1.1];
    the five fields likewise [24.1.1]."""
    game = WoodenShipsGame.from_scenario("frigate-duel")
    fig = drawing.position_figure(game.position, game.state.grid, fields_of="Constitution")
    assert _key(fig) == ["Constitution's left (port) play [11.1.1]", "Constitution's right (starboard) play [11.1.1]"]
    colours = {tuple(c.get_facecolor()[0][:3]) for c in fig.axes[0].collections if c.get_zorder() == 1.5}
    assert colours == {matplotlib.colors.to_rgb(style.PORT), matplotlib.colors.to_rgb(style.STARBOARD)}
    five = drawing.position_figure(game.position, game.state.grid, fields_of="Constitution", five=True)
    assert all("fields 1-5" in k for k in _key(five))
    explorer = advanced.FieldExplorer()
    assert any("fields 1-5" in k for k in _key(explorer.figure()))


def test_ship_names_are_level_and_read_at_100_percent() -> None:
    """Names ran along the keel, vertical for a ship heading North, at about 6 px: now level, at least 11 px."""
    explorer = basic.FireExplorer(enemy="G6")
    explorer.update()
    fig = explorer.figure()
    assert fig is not None
    names = [t for t in _texts(fig) if t.get_text() in ("Constitution", "Java")]
    assert len(names) == 2
    assert all(t.get_rotation() == 0.0 and t.get_fontsize() >= style.SMALLEST_POINTS for t in names)
    text = svg(fig)
    sizes = [float(x) for x in re.findall(r"font-size: ([0-9.]+)px", text)]
    assert min(sizes) >= style.SMALLEST_POINTS  # the board is shown at its natural size: points to px at 4/3


def test_a_fire_ruling_frames_firer_and_target_in_amber_with_the_green_arrow() -> None:
    explorer = basic.FireExplorer(enemy="G6")
    explorer.update()
    pos = explorer.position()
    n = combat.fire_number(pos, pos.ship("Constitution"), Broadside.R, pos.ship("Java"))
    fig = n.ruling.figure()
    gids = _gids(fig)
    (frame,) = gids["ship-mark"]
    assert matplotlib.colors.to_hex(frame.get_edgecolor()[0]) == style.HIGHLIGHT.lower()
    assert len(frame.get_paths()) == 2  # firer and target
    (line,) = gids["line-of-fire"]
    assert matplotlib.colors.to_hex(line.get_facecolor()[0]) == style.CLEAR.lower()


def test_no_target_draws_no_green_arrow() -> None:
    """A "no" never draws the green "clear line" arrow: a friend alone in the play, or nobody, gets none."""
    firer = TwoHexShip(Hex(0, 0), HexDirection.N)
    friend = Obstacle("Essex", TwoHexShip(Hex(2, -1), HexDirection.N).hexes, Kind.FRIEND)
    for others in ([friend], []):
        ruling = target_ruling("Constitution", firer, Broadside.R, others)
        assert not ruling.facts["targets"]
        assert "line-of-fire" not in _gids(ruling.figure())
    enemy = Obstacle("Java", TwoHexShip(Hex(2, -1), HexDirection.N).hexes, Kind.ENEMY)
    assert "line-of-fire" in _gids(target_ruling("Constitution", firer, Broadside.R, [enemy]).figure())


def test_a_nation_has_one_colour_on_every_board() -> None:
    """British ships are the kit's British colour on the hexes as on Fighting Sail's squares, and the counters are
    opaque above the tints, so a field never changes a nation's colour."""
    game = WoodenShipsGame.from_scenario("frigate-duel")
    colours = drawing.side_colours(game.position)
    assert colours == {"United States": style.NATIONS["US"], "Britain": style.NATIONS["BR"]}
    fig = drawing.position_figure(game.position, game.state.grid, fields_of="Constitution")
    counters = [p for p in fig.axes[0].patches if p.get_zorder() == 5]
    assert counters and all(p.get_alpha() in (None, 1.0) for p in counters)


def test_explorer_text_fields_show_their_whole_description() -> None:
    """The explorers' text fields were cut to "enemy bo...": their descriptions take the width they need."""
    explorer = basic.FireExplorer()
    for box in (explorer.enemy, explorer.friend, basic.OrderExplorer().order, advanced.OrderExplorer().order):
        assert box.style.description_width == "initial"


def test_the_lines_joining_ships_are_in_the_key_when_the_map_shows_them() -> None:
    """A grappled pair's dotted line has its key row [9.0]; a map with no such pair has none."""
    game = WoodenShipsGame.from_scenario("frigate-duel")
    plain = drawing.position_figure(game.position, game.state.grid, fields_of="Constitution")
    assert not any("grappled" in k for k in _key(plain))
    locked = game.position.with_(grappled=(("Constitution", "Java"),))
    fig = drawing.position_figure(locked, game.state.grid, fields_of="Constitution")
    assert "fouled or grappled [8.3, 9.0]" in _key(fig)
