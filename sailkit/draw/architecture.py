"""The README's picture of sailkit's layers: ``python -m sailkit.draw.architecture`` draws it again.

Each layer uses only the layers below it; rule sets stand on top and plug in through
the registry (the ``sailkit.rulesets`` entry-point group), the engine's ``Rules``
interface and the figures' renderer registry. ``tests/test_architecture.py`` fails when
the committed PNG differs from what :func:`picture` draws now.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

#: Where the README shows the picture, from the repository root.
PICTURE = Path("docs/img/architecture.png")
#: Resolution of the committed PNG.
DPI = 100

#: The layers from the top down: title, modules, what it is for, and its colour.
LAYERS: tuple[tuple[str, str, str, str], ...] = (
    (
        "rule sets",
        "sailkit.rulesets: fighting_sail  wooden_ships  as_per_margin",
        "each a RuleSet: its rules by their sections, readings, cases, notation; its faces apart",
        "#f3d9b1",
    ),
    (
        "widgets, replays and the desk",
        "sailkit.widgets  sailkit.lessons  sailkit.replayer  sailkit.desk  sailkit.players",
        "explorers, lessons from annotated records, the replayer, the rulings desk, captains and matches",
        "#d8e8c8",
    ),
    (
        "drawing",
        "sailkit.draw   sailkit.renderers   sailkit.figures",
        "matplotlib on a given ax, one visual language; a rule-free renderer registry; export and display",
        "#cfe3f2",
    ),
    (
        "engine and records",
        "sailkit.engine   sailkit.record   sailkit.ruleset   sailkit.registry",
        "the contract a rule set meets; Game on a cursor in its record tree: legal actions, chance, replay",
        "#e2d5ee",
    ),
    (
        "rulings and readings",
        "sailkit.rulings  sailkit.readings  sailkit.cases  sailkit.dice  sailkit.numbers",
        "answers that cite their cases, switchable readings, case indexes, dice as data, bounded numbers",
        "#f7e9a8",
    ),
    (
        "boards and geometry",
        "sailkit.geometry: squares, hexes, the open table   (shapely, numpy)",
        "ranges, arcs, lines of sight and paths, rule-free and exact",
        "#dedede",
    ),
)

#: How a rule set plugs into the kit, drawn beside the stack: (what, where, the layer it joins or ``None``).
PLUGS: tuple[tuple[str, str, int | None], ...] = (
    ("found by entry point", 'group "sailkit.rulesets": its\nRULESET, read by sailkit.registry', 0),
    ("drawn by the kit", "faces/drawing.py: renderers\nin sailkit.renderers' registry", 2),
    ("played by the engine", "rules.py: RULES, a\nsailkit.engine.Rules", 3),
    ("held to the contract", "tests/conformance: one suite\nrun over every RuleSet", None),
)


#: The height of a layer's box and the gap between boxes, and where the top box's top is (axes units).
HEIGHT, GAP, TOP = 8.6, 1.4, 63.0


def _layer_y(i: int) -> float:
    """The bottom of the ``i``-th layer's box from the top."""
    return TOP - (i + 1) * HEIGHT - i * GAP


def _layers(ax: Any, box_type: Any) -> None:
    """The stack of layers, rule sets on top with a dashed frame: each box with its title, modules and purpose."""
    for i, (title, modules, purpose, colour) in enumerate(LAYERS):
        y = _layer_y(i)
        rule_set = i == 0
        box = box_type(
            (2, y),
            72,
            HEIGHT,
            boxstyle="round,pad=0,rounding_size=1.2",
            facecolor=colour,
            edgecolor="#8a5a14" if rule_set else "#555555",
            linewidth=2.0 if rule_set else 1.0,
            linestyle="--" if rule_set else "-",
        )
        ax.add_patch(box)
        ax.text(4, y + HEIGHT - 2.0, title, fontsize=13, weight="bold", va="center")
        ax.text(4, y + HEIGHT / 2 - 0.5, modules, fontsize=9.5, family="monospace", va="center")
        ax.text(4, y + 1.7, purpose, fontsize=9.5, style="italic", color="#333333", va="center")
        if rule_set:
            ax.text(72.5, y + HEIGHT - 2.0, "above the kit", fontsize=9, ha="right", va="center", color="#8a5a14")


def _plugs(ax: Any, box_type: Any, arrow_type: Any) -> None:
    """Beside the stack, each way a rule set plugs in, with an arrow to the layer it joins."""
    ax.text(78, 60.5, "How a rule set plugs in", fontsize=12.5, weight="bold", va="center")
    for j, (what, where, joins) in enumerate(PLUGS):
        y = 51.0 - j * 12.5
        style = {"boxstyle": "round,pad=0,rounding_size=1.0", "facecolor": "white", "edgecolor": "#8a5a14"}
        ax.add_patch(box_type((78, y), 30, 8.5, linewidth=1.2, **style))
        ax.text(80, y + 6.3, what, fontsize=10.5, weight="bold", va="center")
        ax.text(80, y + 2.8, where, fontsize=9, family="monospace", va="center", linespacing=1.3)
        if joins is not None:
            end = (74.6, _layer_y(joins) + HEIGHT / 2)
            arrow = arrow_type((78, y + 4.25), end, arrowstyle="-|>", mutation_scale=14, color="#8a5a14", lw=1.3)
            ax.add_patch(arrow)


def figure() -> Any:
    """The layers as a matplotlib Figure: the stack on the left, how a rule set plugs in on the right."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure
    from matplotlib.patches import FancyArrowPatch, FancyBboxPatch

    fig = Figure(figsize=(11.0, 7.0))
    ax = fig.add_axes((0.0, 0.0, 1.0, 1.0))
    ax.set_xlim(0, 110)
    ax.set_ylim(0, 70)
    ax.axis("off")
    ax.text(2, 67, "sailkit: each layer uses only the layers below it", fontsize=15, weight="bold", va="center")
    _layers(ax, FancyBboxPatch)
    _plugs(ax, FancyBboxPatch, FancyArrowPatch)
    ax.text(
        2,
        2.2,
        "notebooks (tutorials/), the sailkit command and python -m sailkit.bench use every layer; "
        "nothing outside sailkit/rulesets imports a rule set",
        fontsize=9.5,
        color="#333333",
        va="center",
    )
    fig.set_label(
        "sailkit's layers from the bottom up: boards and geometry; rulings and readings; engine and records; "
        "drawing; widgets, replays and the desk; rule sets on top, each a RuleSet found by entry point, played by "
        "the engine's Rules, drawn through the renderer registry and held to the contract by the conformance suite"
    )
    return fig


def picture() -> bytes:
    """The committed PNG, byte for byte (no software name or date in its metadata)."""
    fig = figure()
    buf = io.BytesIO()
    fig.savefig(
        buf, format="png", dpi=DPI, metadata={"Software": None, "Description": fig.get_label()}, facecolor="white"
    )
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Write the picture to ``docs/img/architecture.png`` under the given root (default: the current folder)."""
    from ..files import write_atomic

    args = sys.argv[1:] if argv is None else argv
    root = Path(args[0]) if args else Path.cwd()
    (root / PICTURE).parent.mkdir(parents=True, exist_ok=True)
    write_atomic(root / PICTURE, picture())
    print(root / PICTURE)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
