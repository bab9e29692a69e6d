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
        "sailkit.rulesets.fighting_sail   sailkit.rulesets.wooden_ships",
        "the rules in the cases' own words and numbers: states, actions, rulings, their own diagrams",
        "#f3d9b1",
    ),
    (
        "widgets, replays and the desk",
        "sailkit.widgets  sailkit.lessons  sailkit.replayer  sailkit.desk  sailkit.replay_export",
        "explorers, lessons from annotated records, the replayer, the rulings desk, exports of a game",
        "#d8e8c8",
    ),
    (
        "drawing",
        "sailkit.draw   sailkit.figures",
        "matplotlib on a given ax, one visual language; figures: renderer registry, export, notebook display",
        "#cfe3f2",
    ),
    (
        "engine and records",
        "sailkit.engine   sailkit.record   sailkit.annotations   sailkit.validate",
        "Game on a cursor in its record tree: legal actions, chance nodes, undo, branches, replay",
        "#e2d5ee",
    ),
    (
        "rulings and readings",
        "sailkit.rulings   sailkit.readings   sailkit.dice   sailkit.actions   sailkit.errors",
        "answers that cite their cases, switchable readings, dice as data, actions as text",
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
    ("found by entry point", 'group "sailkit.rulesets"\nread by sailkit.registry', 0),
    ("drawn by the kit", "DRAWING: its renderers in\nsailkit.figures' registry", 2),
    ("played by the engine", "RULES: a sailkit.engine.Rules", 3),
    ("timed by the bench", "BENCH: its figures for\npython -m sailkit.bench", None),
)


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
    height, gap, top = 8.6, 1.4, 63.0

    def layer_y(i: int) -> float:
        return top - (i + 1) * height - i * gap

    for i, (title, modules, purpose, colour) in enumerate(LAYERS):
        y = layer_y(i)
        rule_set = i == 0
        box = FancyBboxPatch(
            (2, y),
            72,
            height,
            boxstyle="round,pad=0,rounding_size=1.2",
            facecolor=colour,
            edgecolor="#8a5a14" if rule_set else "#555555",
            linewidth=2.0 if rule_set else 1.0,
            linestyle="--" if rule_set else "-",
        )
        ax.add_patch(box)
        ax.text(4, y + height - 2.0, title, fontsize=13, weight="bold", va="center")
        ax.text(4, y + height / 2 - 0.5, modules, fontsize=9.5, family="monospace", va="center")
        ax.text(4, y + 1.7, purpose, fontsize=9.5, style="italic", color="#333333", va="center")
        if rule_set:
            ax.text(72.5, y + height - 2.0, "above the kit", fontsize=9, ha="right", va="center", color="#8a5a14")
    ax.text(78, 60.5, "How a rule set plugs in", fontsize=12.5, weight="bold", va="center")
    for j, (what, where, joins) in enumerate(PLUGS):
        y = 51.0 - j * 12.5
        ax.add_patch(
            FancyBboxPatch(
                (78, y),
                30,
                8.5,
                boxstyle="round,pad=0,rounding_size=1.0",
                facecolor="white",
                edgecolor="#8a5a14",
                linewidth=1.2,
            )
        )
        ax.text(80, y + 6.3, what, fontsize=10.5, weight="bold", va="center")
        ax.text(80, y + 2.8, where, fontsize=9, family="monospace", va="center", linespacing=1.3)
        if joins is not None:
            end = (74.6, layer_y(joins) + height / 2)
            arrow = FancyArrowPatch((78, y + 4.25), end, arrowstyle="-|>", mutation_scale=14, color="#8a5a14", lw=1.3)
            ax.add_patch(arrow)
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
        "drawing; widgets, replays and the desk; rule sets on top, which plug in by entry point, the engine's Rules, "
        "the figures' renderers and the bench"
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
