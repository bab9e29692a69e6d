"""Benchmarks: ``python -m sailkit.bench [PREFIX ...]``.

Prints one ``name value unit`` line per figure, each measured figure followed in the
same run by the baseline it should be read against. Times are medians of several
repeats taken with :func:`time.perf_counter`.

Add a figure by decorating a generator of ``(name, value, unit)`` lines::

    @figure("drift")
    def _drift() -> Iterator[Line]:
        yield "drift.call", median_ms(lambda: drift(position, "Shannon", 3)), "ms"
        yield "drift.baseline_dict_lookup", median_ms(lambda: {}.get(1)), "ms"

``main(["santo"])`` runs only figures whose name starts with ``santo``.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence

Line = tuple[str, float, str]
Figure = Callable[[], Iterable[Line]]

FIGURES: dict[str, Figure] = {}


def figure(name: str) -> Callable[[Figure], Figure]:
    """Register a benchmark under ``name``; it yields ``(name, value, unit)`` lines."""

    def register(fn: Figure) -> Figure:
        if name in FIGURES:
            raise ValueError(f"benchmark figure {name!r} is registered twice")
        FIGURES[name] = fn
        return fn

    return register


def median_ms(fn: Callable[[], object], repeat: int = 7, number: int = 1) -> float:
    """Median over ``repeat`` runs of the time for ``number`` calls of ``fn``, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - start) / number)
    return 1000 * statistics.median(times)


def fresh_process_ms(code: str, repeat: int = 7) -> float:
    """Median wall time of ``python -c code`` in a new interpreter, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def format_line(name: str, value: float, unit: str) -> str:
    """``name value unit`` with a plain decimal value (never exponent notation)."""
    text = f"{value:.3f}" if isinstance(value, float) else str(int(value))
    return f"{name} {text} {unit}"


def run(name: str) -> list[str]:
    """The formatted lines of one registered figure."""
    return [format_line(*line) for line in FIGURES[name]()]


# ---- figures ----


@figure("range_call")
def _range_call() -> Iterator[Line]:
    """One Range Points ruling [9.31a] against the bare closed-form cost it wraps."""
    from .geometry.squares import Square, path_cost
    from .rulesets.fighting_sail.fire.ranges import range_points

    a, b = Square(5, 5), Square(7, 7)
    yield "range_call.range_points", 1000 * median_ms(lambda: range_points("0505", "0707"), number=200), "us"
    yield "range_call.baseline_path_cost", 1000 * median_ms(lambda: path_cost(a, b, 2, 3), number=200), "us"


@figure("santo_domingo")
def _santo_domingo() -> Iterator[Line]:
    """Range, arc and line of sight for every ordered pair of the 19 ships of 15.9, call by call,
    beside one vectorised shapely pass over the same sight lines and ship squares."""
    import numpy as np
    import shapely

    from .geometry.squares import sight_line
    from .rulesets.fighting_sail.fire.arcs import fire_arc
    from .rulesets.fighting_sail.fire.ranges import range_points
    from .rulesets.fighting_sail.fire.sight import line_of_sight
    from .rulesets.fighting_sail.scenarios import scenario

    ships = scenario("15.9").ships
    pairs = [(a, b) for a in ships for b in ships if a is not b]
    occupied = [s.square for s in ships]
    yield "santo_domingo.ordered_pairs", len(pairs), "pairs"

    def ranges() -> None:
        for a, b in pairs:
            range_points(a.square, b.square)

    def arcs() -> None:
        for a, b in pairs:
            fire_arc(a.square, a.facing, b.square)

    def sights() -> None:
        for a, b in pairs:
            line_of_sight(a.square, b.square, occupied=occupied)

    lines = np.array([sight_line(a.square, b.square) for a, b in pairs], dtype=object)
    boxes = np.array([s.polygon for s in occupied], dtype=object)

    def vectorised() -> None:
        meets = shapely.intersects(lines[:, None], boxes[None, :])
        touches = shapely.touches(lines[:, None], boxes[None, :])
        _ = meets & ~touches

    yield "santo_domingo.range_all_pairs", median_ms(ranges, repeat=5), "ms"
    yield "santo_domingo.arc_all_pairs", median_ms(arcs, repeat=3), "ms"
    yield "santo_domingo.los_all_pairs", median_ms(sights, repeat=3), "ms"
    yield "santo_domingo.baseline_vectorised_shapely_los", median_ms(vectorised, repeat=5), "ms"


@figure("import")
def _import() -> Iterator[Line]:
    """Start-up cost of ``import sailkit`` and of the rule set, beside a bare interpreter start."""
    yield "import.sailkit", fresh_process_ms("import sailkit"), "ms"
    yield "import.fighting_sail", fresh_process_ms("import sailkit.rulesets.fighting_sail"), "ms"
    yield "import.baseline_python_startup", fresh_process_ms("pass"), "ms"


# ---- command line ----


def main(argv: Sequence[str] | None = None) -> int:
    """Run the figures whose names start with any given prefix (all by default)."""
    parser = argparse.ArgumentParser(prog="python -m sailkit.bench", description="Print 'name value unit' lines.")
    parser.add_argument("prefix", nargs="*", help="run only figures whose name starts with one of these")
    parser.add_argument("--list", action="store_true", help="list the figures and exit")
    args = parser.parse_args(argv)
    chosen = [n for n in FIGURES if not args.prefix or any(n.startswith(p) for p in args.prefix)]
    if args.list:
        print("\n".join(FIGURES))
        return 0
    if not chosen:
        print(f"no figure starts with {' or '.join(map(repr, args.prefix))}; figures: {', '.join(FIGURES)}", file=sys.stderr)
        return 2
    for name in chosen:
        for line in run(name):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
