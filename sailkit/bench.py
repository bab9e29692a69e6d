"""Benchmarks: ``python -m sailkit.bench [PREFIX ...]``.

Prints one ``name value unit`` line per figure, each measured figure followed in the
same run by the baseline it should be read against. Times are medians of several
repeats of CPU time (:func:`clock`, and the child's CPU time for a fresh interpreter):
the machine these figures are taken on is shared, and CPU time is what a busy machine
disturbs least. A few figures also print a constant ``..._at_COMMIT``: the same figure
measured on this machine before a change, to read the change against.

Add a figure by decorating a generator of ``(name, value, unit)`` lines::

    @figure("drift")
    def _drift() -> Iterator[Line]:
        yield "drift.call", median_ms(lambda: drift(position, "Shannon", 3)), "ms"
        yield "drift.baseline_dict_lookup", median_ms(lambda: {}.get(1)), "ms"

``main(["santo"])`` runs only figures whose name starts with ``santo``. A figure registered with
``on_request=True`` (one that takes long, such as timing an older commit) runs only when a prefix
names it, never in the default run of every figure.

A baseline that is an older commit of this repository is measured in the same run where git and
the commit are at hand: :func:`tree_at` unpacks the commit's files into a temporary folder and
:func:`run_in_tree` runs a timing script there in a child interpreter, the same Python with the
same packages, so both trees are timed alike.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from . import code_figures

Line = tuple[str, float, str]
Figure = Callable[[], Iterable[Line]]

FIGURES: dict[str, Figure] = {}
#: Figures run only when a prefix names them (slow ones, such as timing an older commit).
ON_REQUEST: set[str] = set()


def load_figures() -> dict[str, Figure]:
    """Every registered figure, after importing each installed rule set's bench face (:class:`~sailkit.ruleset.Face`)."""
    from .registry import rulesets
    from .ruleset import Face

    for rs in rulesets().values():
        rs.face(Face.BENCH)
    return FIGURES


def figure(name: str, on_request: bool = False) -> Callable[[Figure], Figure]:
    """Register a benchmark under ``name``; it yields ``(name, value, unit)`` lines. ``on_request=True`` leaves it
    out of the default run of every figure: it runs when a prefix given to :func:`main` names it."""

    def register(fn: Figure) -> Figure:
        if name in FIGURES:
            raise ValueError(f"benchmark figure {name!r} is registered twice")
        FIGURES[name] = fn
        if on_request:
            ON_REQUEST.add(name)
        return fn

    return register


def clock() -> float:
    """Seconds of CPU time this process has used: every in-process figure is timed with it."""
    return time.process_time()


def median_ms(fn: Callable[[], object], repeat: int = 7, number: int = 1) -> float:
    """Median over ``repeat`` runs of the CPU time for ``number`` calls of ``fn``, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = clock()
        for _ in range(number):
            fn()
        times.append((clock() - start) / number)
    return 1000 * statistics.median(times)


def fresh_process_ms(code: str, repeat: int = 7) -> float:
    """Median CPU time of ``python -c code`` in a new interpreter, in milliseconds.

    Bytecode is written to a temporary folder (never into the tree) and a first run
    fills it, so the figure is that of an installed package, not of compiling it.
    """
    with tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = cache
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        times = []
        for _ in range(repeat):
            before = _children_cpu()
            subprocess.run([sys.executable, "-c", code], check=True, env=env)
            times.append(_children_cpu() - before)
    return 1000 * statistics.median(times)


def _children_cpu() -> float:
    """CPU seconds used by finished child processes (wall-clock seconds where the platform cannot say)."""
    try:
        import resource
    except ImportError:  # Windows
        return time.perf_counter()
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


#: The folder holding the ``sailkit`` package being timed (the repository's root in a checkout).
SOURCE = Path(__file__).resolve().parent.parent


@contextlib.contextmanager
def tree_at(commit: str, repo: Path = SOURCE) -> Iterator[Path | None]:
    """The files of ``commit`` of the git repository at ``repo``, unpacked into a temporary folder for the
    duration of the ``with`` block; ``None`` when there is no git, no repository or no such commit (an
    installed package or a tarball), so the caller falls back to a figure recorded earlier."""
    try:
        archive = subprocess.run(
            ["git", "-C", str(repo), "archive", "--format=tar", commit], capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        yield None
        return
    with tempfile.TemporaryDirectory() as tmp, tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(tmp, filter="data")
        yield Path(tmp)


def run_in_tree(tree: Path, code: str) -> str:
    """What ``python -c code`` prints when ``import sailkit`` finds the package in ``tree`` (a folder holding
    ``sailkit/``): the same interpreter and packages as this process, run from inside ``tree`` with its
    bytecode kept out of it. Raises :class:`RuntimeError` with the child's last error line when it fails
    (an older commit whose code no longer runs with today's packages)."""
    with tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE")}
        env.update(PYTHONPATH=str(tree), PYTHONPYCACHEPREFIX=cache)
        done = subprocess.run([sys.executable, "-c", code], cwd=tree, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no error output"])[-1]
        raise RuntimeError(f"the code in {str(tree)!r} failed: {last}")
    return done.stdout


def in_turns(
    script: str,
    commits: Sequence[str],
    rounds: int,
    label: str,
    *,
    trees: Callable[[str], contextlib.AbstractContextManager[Path | None]] = tree_at,
    run: Callable[[Path, str], str] = run_in_tree,
) -> dict[str, list[dict[str, Any]]]:
    """The JSON object ``script`` prints in today's tree (``"now"``) and in each tree of ``commits`` (``trees``,
    :func:`tree_at`), run by ``run`` (:func:`run_in_tree`) ``rounds`` times taken in turns, so that a change in the
    machine's load falls on all alike. A commit not at hand, or whose code fails, has no runs, and standard error
    says so in a line headed ``label``. A figure passes ``trees`` and ``run`` as its module names them, so that its
    tests can stand others in."""
    import json

    runs: dict[str, list[dict[str, Any]]] = {"now": [], **{commit: [] for commit in commits}}
    with contextlib.ExitStack() as stack:
        trees_at = {commit: stack.enter_context(trees(commit)) for commit in commits}
        for commit in (c for c, tree in trees_at.items() if tree is None):
            print(f"{label}: commit {commit} is not at hand (no git repository or no such commit)", file=sys.stderr)
        for _ in range(rounds):
            runs["now"].append(dict(json.loads(run(SOURCE, script))))
            for commit, tree in trees_at.items():
                if tree is None or (len(runs["now"]) > 1 and not runs[commit]):
                    continue
                try:
                    runs[commit].append(dict(json.loads(run(tree, script))))
                except RuntimeError as error:
                    print(f"{label}: commit {commit}'s code does not run here: {error}", file=sys.stderr)
    return runs


class TimedRules:
    """Put before a rule set's rules class (``class Timed(TimedRules, XRules)``) to add up the CPU seconds its
    ``legal_actions`` and ``check_action`` take, in :attr:`listing` and :attr:`checking`: the two parts in which
    playing a game and replaying its record differ (both apply every action the same way)."""

    listing = checking = 0.0

    def legal_actions(self, state: Any) -> Any:
        start = clock()
        try:
            return super().legal_actions(state)  # type: ignore[misc]
        finally:
            self.listing += clock() - start

    def check_action(self, state: Any, action: Any) -> Any:
        start = clock()
        try:
            return super().check_action(state, action)  # type: ignore[misc]
        finally:
            self.checking += clock() - start


def decision_times(game: Any, actions: Iterable[Any], players: Any) -> dict[str, list[float]]:
    """CPU seconds along a recorded game, replayed from ``game`` with ``actions``: at each decision (not a die)
    listing the legal actions (``"listing"``) and the side's player deciding (``players[side].decide(game)``,
    ``"decide"``); at every action applying it (``"applying"``), which settles the game up to the next decision."""
    times: dict[str, list[float]] = {"listing": [], "decide": [], "applying": []}
    for action in actions:
        if not game.is_chance_node():
            start = clock()
            game.legal_actions()
            times["listing"].append(clock() - start)
            start = clock()
            players[str(game.current_side())].decide(game)
            times["decide"].append(clock() - start)
        start = clock()
        game.apply_action(action)
        times["applying"].append(clock() - start)
    return times


def format_line(name: str, value: float, unit: str) -> str:
    """``name value unit`` with a plain decimal value (never exponent notation)."""
    text = f"{value:.3f}" if isinstance(value, float) else str(int(value))
    return f"{name} {text} {unit}"


def run(name: str) -> list[str]:
    """The formatted lines of one registered figure."""
    return [format_line(*line) for line in load_figures()[name]()]


# ---- figures ----

#: The commit issue 21 measured the rule sets at, before the kit owned their common jobs.
CODE_BASELINE = "921c921"
#: The rule sets issue 21's aim for their lines was set on; a rule set built since is printed on its own line.
CODE_BASELINE_RULESETS = ("as_per_margin", "fighting_sail", "wooden_ships")


@figure("code")
def _code() -> Iterator[Line]:
    """The figures of the code issue 21 sets, for this tree and, beside each, for the commit before the work
    (:data:`CODE_BASELINE`, unpacked from git in the same run): lines of Python in the rule sets and the kit,
    stretches of six or more lines of the same shape that two rule sets share, imports from a rule set's rules
    into its faces, functions over 60 lines (and the longest), classes over 30 methods (and the biggest)
    (:mod:`sailkit.code_figures`)."""
    with tree_at(CODE_BASELINE) as before:
        trees = [("", SOURCE)] + ([(f"_{CODE_BASELINE}", before)] if before is not None else [])
        for suffix, root in trees:
            counted = code_figures.lines(root, among=CODE_BASELINE_RULESETS)
            yield f"code.ruleset_lines{suffix}", counted["rulesets"], "lines"
            for name in sorted(k for k in counted if k not in ("rulesets", "kit")):
                yield f"code.lines_{name}{suffix}", counted[name], "lines"
            yield f"code.kit_lines{suffix}", counted["kit"], "lines"
            yield f"code.shared_stretches{suffix}", len(code_figures.shared_stretches(root)), "stretches"
            yield f"code.face_imports{suffix}", len(code_figures.face_imports(root)), "imports"
            yield f"code.drawing_imports_of_rules{suffix}", len(code_figures.drawing_imports(root)), "imports"
            made = len(code_figures.drawing_imports_of_rulings(root))
            yield f"code.drawing_imports_of_rulings{suffix}", made, "imports"
            long = code_figures.long_functions(root)
            yield f"code.functions_over_60{suffix}", len(long), "functions"
            yield f"code.longest_function{suffix}", long[0][0] if long else 0, "lines"
            big = code_figures.big_classes(root)
            yield f"code.classes_over_30_methods{suffix}", len(big), "classes"
            yield f"code.most_methods{suffix}", big[0][0] if big else 0, "methods"


@figure("import")
def _import() -> Iterator[Line]:
    """Start-up cost of ``import sailkit`` and of the rule set, beside ``import shapely`` alone (which the rule
    set needs) and a bare interpreter start; matplotlib and ipywidgets load only when a picture or a widget is
    made."""
    kit = fresh_process_ms("import sailkit")
    ruleset = fresh_process_ms("import sailkit.rulesets.fighting_sail")
    shapely = fresh_process_ms("import shapely")
    yield "import.sailkit", kit, "ms"
    yield "import.fighting_sail", ruleset, "ms"
    yield "import.baseline_shapely", shapely, "ms"
    yield "import.fighting_sail_over_shapely", ruleset / shapely, "x"
    # the rule set's names load on first use: this is what playing a game costs to start
    yield "import.fighting_sail_game", fresh_process_ms("from sailkit.rulesets.fighting_sail import Game"), "ms"
    yield "import.baseline_python_startup", fresh_process_ms("pass"), "ms"


@figure("record")
def _record() -> Iterator[Line]:
    """Reading a record grows in step with its size: 1 MB and 2 MB of short comments on lines of their
    own (quadratic while each comment line re-copied the comments before it), 2 MB of actions, and
    one 1 MB line of escaped braces (quadratic while a regex searched it for a comment from every
    brace), beside just splitting the 2 MB text into lines."""
    from .record import read_record

    comment = "{c}\n"
    texts = {f"comment_lines_{mb}mb": "roll 1\n" + comment * (mb * 2**20 // len(comment)) for mb in (1, 2)}
    texts["action_lines_2mb"] = "roll 1\n" * (2 * 2**20 // len("roll 1\n"))
    texts["one_line_of_escaped_braces_1mb"] = "roll 1 {" + "\\{" * 2**19 + "x"  # no closing brace: one problem
    for name, text in texts.items():
        yield f"record.read_{name}", median_ms(partial(read_record, text), repeat=3), "ms"
    yield "record.baseline_splitlines_2mb", median_ms(texts["comment_lines_2mb"].splitlines, repeat=3), "ms"
    yield from _validation()


#: Rounds of the long toy record whose validation is timed (two actions and two annotations a round).
TOY_ROUNDS = 2000


def _validation() -> Iterator[Line]:
    """``sailkit validate`` speed, each beside reading the same text alone: a long record of the toy race
    (:mod:`sailkit.engine.race`: the kit's own cost of replay, annotation checks and report), and the longest
    legal record in ``replays/`` that an installed rule set plays (the Santo Domingo game, 15.9: sixteen
    Game-Turns, eighteen ships), also beside playing its main line through the engine, in turns a second
    when the rule set says how far a game went (its ``describe``), else in actions a second."""
    from pathlib import Path

    from .engine.race import RACE
    from .record import read_record
    from .validate import validate, validate_file

    rounds = ["pass A {[%highlight green 0] [%ruling score A]}\npass B\n"] * TOY_ROUNDS
    toy = '[Game "Race"]\n[Head "0"]\n\n' + "".join(rounds)
    report = validate(read_record(toy)[0], rules=RACE)
    assert report.legal and report.turn == TOY_ROUNDS + 1, report.lines()[:3]
    ms = median_ms(lambda: validate(read_record(toy)[0], rules=RACE), repeat=3)
    yield "record.validate_toy_race_2000_rounds", 1000 * TOY_ROUNDS / ms, "turns/s"
    yield (
        "record.baseline_read_toy_race_2000_rounds",
        1000 * TOY_ROUNDS / median_ms(lambda: read_record(toy), repeat=3),
        "turns/s",
    )
    replays = Path(__file__).resolve().parent.parent / "replays"
    playable = []
    for path in sorted(replays.glob("*.sail")):
        try:
            report = validate_file(path)
        except Exception:  # no installed rule set plays it (yet): nothing to time
            continue
        if report.legal:  # in turns when the rule set says how far the game went, else in actions
            count, unit = (report.turn, "turns/s") if isinstance(report.turn, int) else (report.actions, "actions/s")
            playable.append((report.actions, path.name, path, count, unit))
    if playable:
        _, _, path, count, unit = max(playable)
        text = path.read_text(encoding="utf-8")
        yield f"record.validate_{path.stem}", 1000 * count / median_ms(lambda: validate_file(path), repeat=3), unit
        play = _player(text)
        yield f"record.play_{path.stem}", 1000 * count / median_ms(play, repeat=3), unit
        yield f"record.baseline_read_{path.stem}", 1000 * count / median_ms(lambda: read_record(text), repeat=3), unit


#: What issue 26 measured validating the record of :func:`_variations_record` at, on main before the work
#: (commit 1f863f1): CPU seconds and the peak of memory allocated while validating, in MB.
VARIATIONS_AT = "1f863f1", 6.8, 120.6


def _variations_record() -> str | None:
    """The Wooden Ships frigate duel of ``replays/`` with 20,000 one-action variations, spread over its main line,
    each a what-if that repeats the recorded action with a short comment: about 700 kB, as issue 26's record.
    ``None`` when the sample or its rule set is not installed."""
    from .record import read_record
    from .registry import rulesets

    path = SOURCE / "replays" / "wooden_ships-frigate-duel.wsim"
    if not path.is_file() or "wooden_ships" not in rulesets():
        return None
    record, _ = read_record(path.read_text(encoding="utf-8"))
    main = list(record.root.mainline())
    for i in range(VARIATIONS):
        node = main[i % len(main)]
        node.parent.add(str(node.action), "what if")  # type: ignore[union-attr]
    return record.to_text()


#: How many variations the record of :func:`_variations_record` has.
VARIATIONS = 20_000


def peak_mb(fn: Callable[[], object]) -> float:
    """The most memory ``fn`` holds allocated at once while it runs, in MB (:mod:`tracemalloc`: slower, so never
    timed in the same run)."""
    import gc
    import tracemalloc

    gc.collect()
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


@figure("validate_variations")
def _validate_variations() -> Iterator[Line]:
    """``sailkit validate`` of a 700 kB record with 20,000 variations (:func:`_variations_record`, issue 26): CPU
    time and the peak of memory allocated, beside replaying the same actions through the rules alone (each from
    the state before it, what any check must do) and reading the text alone (the record's own tree), and beside
    the figures on main before the work (:data:`VARIATIONS_AT`, measured on this machine the same way)."""
    from .engine import Game
    from .record import read_record
    from .validate import validate

    text = _variations_record()
    if text is None:  # pragma: no cover - the sample ships with the repository
        return
    name = f"validate_variations.{VARIATIONS}"
    yield f"{name}_record_size", len(text.encode("utf-8")) / 1000, "kB"
    report = validate(read_record(text)[0])
    assert report.legal and report.actions > VARIATIONS, report.lines()[:3]
    commit, seconds, megabytes = VARIATIONS_AT
    yield name, median_ms(lambda: validate(read_record(text)[0]), repeat=1) / 1000, "s"
    yield f"{name}_at_{commit}", seconds, "s"
    yield (
        f"{name}.baseline_engine_replay",
        median_ms(lambda: Game.replay_leniently(read_record(text)[0]), 1) / 1000,
        "s",
    )
    yield f"{name}_peak", peak_mb(lambda: validate(read_record(text)[0])), "MB"
    yield f"{name}_peak_at_{commit}", megabytes, "MB"
    yield f"{name}.baseline_read_peak", peak_mb(lambda: read_record(text)), "MB"


def _player(text: str) -> Callable[[], object]:
    """Playing a record's main line: a new game of its set-up, each action applied in turn through the engine
    (what validating it costs beyond that is the checks: variations, annotations, ruling questions, the end)."""
    from .engine import Game
    from .record import read_record
    from .registry import rules_for_title

    record, _ = read_record(text)
    rules = rules_for_title(record.headers.get("Game"))
    setup = rules.setup_from_headers(record.headers)
    actions = [node.action for node in record.root.mainline()]

    def play() -> object:
        game = Game(rules, setup)
        for action in actions:
            game.apply_action(action)
        return game

    return play


@figure("boards")
def _boards() -> Iterator[Line]:
    """A 10-hex line of sight beside the square grid's trace over 10 squares; and the exact
    first-within-3-inches query for two moving ships beside sampling both tracks 401 times."""
    import numpy as np

    from .geometry import squares
    from .geometry.hexes import Hex, trace
    from .geometry.table import Move, Pose, first_within

    a, b = Hex(0, 0), Hex(7, 3)
    yield "boards.hex_trace_10", 1000 * median_ms(lambda: trace(a, b), number=20), "us"
    sa, sb = squares.Square(1, 1), squares.Square(11, 5)
    box = [squares.Square(c, r) for c in range(1, 12) for r in range(1, 6)]
    yield "boards.baseline_square_trace_10", 1000 * median_ms(lambda: squares.trace(sa, sb, box), number=20), "us"

    ta = Move.pivot_then_straight(90, 8, (0.0, -2.0)).track(Pose(0, 0, 0))
    tb = Move.pivot_then_straight(-45, 6).track(Pose(10, 3, 270))
    yield "boards.table_first_within", 1000 * median_ms(lambda: first_within(ta, tb, 3.0), number=20), "us"
    times = np.linspace(0, 1, 401)

    def sampled() -> object:
        gap = np.hypot(*(ta.at_times(times) - tb.at_times(times)).T)
        return times[np.argmax(gap <= 3.0)]

    yield "boards.baseline_sampled_401", 1000 * median_ms(sampled, number=20), "us"


@figure("replay")
def _replay() -> Iterator[Line]:
    """The notebook replayer (:mod:`sailkit.replayer`) on ``replays/15.4-constitution-guerriere.sail``, in CPU time.

    One step's redraw (the board's changed artists redrawn or pasted over the kept background, then the PNG): the
    median over every step of the game to a point not drawn before (a new picture walked from the start), over those
    of them that moved, turned, damaged or struck a ship (a counter changed), and over steps to points seen before
    (their frames kept), beside rebuilding the same picture from nothing (a new board figure, rendered and encoded)
    for a tenth of the points, and beside one frame at 60 Hz. Then a jump from the last action back to Game-Turn 1:
    with its frame kept; with neither its frame nor its panel kept (the words worked out again, the counters put back
    on the board); with no pixels kept either (every changed counter drawn anew); and the state the jump lands on,
    which the engine keeps for every node of the record since it was read; beside replaying the record from the
    start, which the jump avoids."""
    yield from _replay_figures("replay", "15.4-constitution-guerriere.sail", seen=True)


@figure("replay_wooden_ships")
def _replay_wooden_ships() -> Iterator[Line]:
    """The replayer on the Wooden Ships & Iron Men frigate duel of ``replays/``, as ``replay`` measures Fighting
    Sail's: a step that changes a counter (a ship moves or strikes) beside a full rebuild of the same points, and the
    jump back to the first turn with nothing but the pixels of the artists kept, and with those not kept either."""
    yield from _replay_figures("replay_wooden_ships", "wooden_ships-frigate-duel.wsim")


@figure("replay_as_per_margin")
def _replay_as_per_margin() -> Iterator[Line]:
    """The replayer on the As Per Margin frigate duel of ``replays/``, as ``replay_wooden_ships``."""
    yield from _replay_figures("replay_as_per_margin", "apm-frigate-duel.apm")


def _replay_figures(name: str, record: str, seen: bool = False) -> Iterator[Line]:
    """The figures of ``replay`` (see :func:`_replay`) for one record of ``replays/``, under ``name``; ``seen``: also
    the steps to points seen before and the jumps that keep frames (the kit's, the same for every rule set)."""
    from pathlib import Path

    from .replayer import replay

    path = Path(__file__).resolve().parent.parent / "replays" / record
    if not path.is_file():  # pragma: no cover - the samples ship with the repository
        return
    r = replay(path)
    yield from _step_figures(name, r, seen)
    yield from _jump_figures(name, r, path, seen)


def _step_figures(name: str, r: Any, seen: bool) -> Iterator[Line]:
    """Redrawing one step of the replayer ``r`` along its line: fresh, changing a counter, seen before, beside a
    full rebuild of the same point and one 60 Hz frame."""
    from .replayer.picture import Picture

    states = [r.cache.get(n, None).state for n in r.line]
    fresh, changing, walked, rebuilds = _steps(Picture, r.support, states, seen)
    step, counter, rebuild = (1000 * statistics.median(t) for t in (fresh, changing, rebuilds))
    yield f"{name}.step_redraw", step, "ms"
    yield f"{name}.step_redraw_changing_a_counter", counter, "ms"
    yield f"{name}.steps_walked", len(fresh), "steps"
    yield f"{name}.steps_changing_a_counter", len(changing), "steps"
    if seen:
        yield f"{name}.step_redraw_seen_before", 1000 * statistics.median(walked), "ms"
    yield f"{name}.baseline_full_rebuild_same_point", rebuild, "ms"
    yield f"{name}.step_redraw_share_of_rebuild", step / rebuild, "ratio"
    yield f"{name}.step_redraw_changing_a_counter_share_of_rebuild", counter / rebuild, "ratio"
    yield f"{name}.baseline_one_60hz_frame", 1000 / 60, "ms"


def _jump_figures(name: str, r: Any, path: Any, seen: bool) -> Iterator[Line]:
    """Jumping the replayer ``r`` from its last action to its first, keeping what it keeps and not, beside replaying
    the record at ``path`` from the start."""
    from .engine import Game
    from .record import Record
    from .replayer.cache import ShownCache
    from .replayer.canvas import Sprites

    last, first = len(r.line) - 1, 0

    def jump(forget: Callable[[], None] = lambda: None, repeat: int = 7) -> float:
        times = []
        for _ in range(repeat):
            r.go(last)
            forget()
            start = clock()
            r.go(first)
            times.append(clock() - start)
        return 1000 * statistics.median(times)

    def no_frame_no_panel() -> None:
        r.cache = ShownCache(r.game, r.support)
        if r.picture.canvas is not None:
            r.picture.canvas.frames.clear()

    def no_pixels() -> None:
        no_frame_no_panel()
        if r.picture.canvas is not None:
            r.picture.canvas.sprites = Sprites()

    if seen:
        yield f"{name}.jump_last_action_to_turn_1", jump(), "ms"
    yield f"{name}.jump_last_action_to_turn_1_frame_and_panel_not_kept", jump(no_frame_no_panel), "ms"
    yield f"{name}.jump_last_action_to_turn_1_no_pixels_kept", jump(no_pixels, repeat=5), "ms"
    if seen:
        yield f"{name}.jump_state_at_turn_1", median_ms(lambda: r.game.branch().go(r.line.nodes[first]).state), "ms"
    loaded, _ = Record.load(path)
    yield (
        f"{name}.baseline_replay_record_from_turn_1",
        median_ms(lambda: Game.from_record(loaded.copy()), repeat=3),
        "ms",
    )


def _steps(
    picture_of: Callable[[Any, list[Any]], Any], support: Any, states: list[Any], seen: bool
) -> tuple[list[float], list[float], list[float], list[float]]:
    """CPU seconds of each step of a walk through ``states`` to a point not yet drawn, of those that changed a counter,
    of each step to a point seen before (when ``seen``), and of a full rebuild at a tenth of the points."""

    def counters(picture: Any) -> object:
        """What the board's counters show: its key's last part (each square's, hex's or ship's counters by their looks);
        for a board without a key (an older one), which artists it shows."""
        key = getattr(picture.board, "key", None)
        return key()[-1] if callable(key) else frozenset(map(id, picture.board.dynamic()))

    fresh: list[float] = []  # a step to a point not yet drawn
    changing: list[float] = []  # those of them that changed a counter (moved, turned, hit, struck...)
    walked: list[float] = []  # a step to a point seen before
    picture = picture_of(support, states)  # as the replayer draws it: the heading is HTML beside the picture
    for times in (fresh, walked, walked) if seen else (fresh,):
        picture.show(states[0])
        for state in states[1:]:
            before = counters(picture)
            start = clock()
            picture.show(state)
            times.append(clock() - start)
            if times is fresh and counters(picture) != before:
                changing.append(times[-1])
    rebuilds = []
    for state in states[1 :: max(1, len(states) // 9)]:
        start = clock()
        picture_of(support, states).show(state)
        rebuilds.append(clock() - start)
    return fresh, changing, walked, rebuilds


#: The commit before issue 26 made the exports scale, and what its exports measured on this machine (CPU seconds and
#: megabytes of 10**6 bytes; 2026-12-06, the machine busy: issue 26 gives 174 s for the 15.9 page on a quiet one):
#: ``python -m sailkit.bench baseline_exports`` measures them all in one run.
EXPORT_BEFORE_COMMIT = "1f863f1"
EXPORT_BEFORE = {
    "html_15_4_seconds": 4.46,
    "html_15_4_mb": 0.532,
    "html_15_9_seconds": 273.5,
    "html_15_9_mb": 36.24,
    "gif_15_9_every_turn_seconds": 18.75,
    "gif_15_9_every_turn_mb": 2.79,
}
#: The goals issue 26 sets for the whole 15.9 battle as one page: seconds (on this machine) and megabytes.
EXPORT_GOALS = {"html_15_9_seconds": 20.0, "html_15_9_mb": 5.0}
#: The records the export figures are taken on, by the name their lines carry.
EXPORT_RECORDS = {"15_4": "15.4-constitution-guerriere.sail", "15_9": "15.9-santo-domingo.sail"}
#: The record whose GIF is measured (every Game-Turn's first point, the bookmarks and the end).
EXPORT_GIF = "15_9"

#: What a child interpreter runs to time one export of the code in its tree: prints CPU seconds and bytes.
EXPORT_SCRIPT = """
import json, os, sys, tempfile, time
from sailkit.replay_export import Replay
kind, record, every = sys.argv[1:4]
with tempfile.TemporaryDirectory() as tmp:
    start = time.process_time()
    replay = Replay.load(record)
    out = os.path.join(tmp, "out." + kind)
    if kind == "html":
        replay.export_html(out, progress=False)
    else:
        replay.export_gif(out, every=every, progress=False)
    print(json.dumps([time.process_time() - start, os.path.getsize(out)]))
"""


@figure("export")
def _export() -> Iterator[Line]:
    """``sailkit replay --html`` of the 15.4 and 15.9 samples and ``--gif --every turn`` of 15.9 (every Game-Turn's
    first point, the bookmarks and the end), in CPU seconds (reading and replaying the record included) and megabytes,
    each beside the figure of the code before issue 26 (:data:`EXPORT_BEFORE_COMMIT`): 15.4's page measured in the
    same run from that commit's files, the rest recorded on this machine (``baseline_exports`` measures them all), and
    beside issue 26's goals for the 15.9 page (:data:`EXPORT_GOALS`)."""
    replays = SOURCE / "replays"
    yield from export_figures({k: replays / v for k, v in EXPORT_RECORDS.items()}, before=("html_15_4",))


@figure("baseline_exports", on_request=True)
def _baseline_exports() -> Iterator[Line]:
    """As ``export``, every figure of the code before issue 26 measured in the same run (its 15.9 page takes minutes;
    named so that ``python -m sailkit.bench export`` does not run it)."""
    replays = SOURCE / "replays"
    yield from export_figures(
        {k: replays / v for k, v in EXPORT_RECORDS.items()}, before=("html_15_4", "html_15_9", f"gif_{EXPORT_GIF}")
    )


def export_figures(records: dict[str, Path], before: Sequence[str] = ()) -> Iterator[Line]:
    """The ``export`` lines for ``records`` (name: record file; the GIF of :data:`EXPORT_GIF`'s), each beside
    :data:`EXPORT_BEFORE`'s figure: measured from :data:`EXPORT_BEFORE_COMMIT`'s files for the exports ``before``
    names (``"html_15_4"``...), where git and the commit are at hand, else the recorded figure (``..._recorded``)."""
    from .replay_export import Replay

    wanted = [("html", name, "action") for name in records]
    if EXPORT_GIF in records:
        wanted.append(("gif", EXPORT_GIF, "turn"))
    with tree_at(EXPORT_BEFORE_COMMIT) as tree, tempfile.TemporaryDirectory() as tmp:
        for kind, name, every in wanted:
            label = f"{kind}_{name}" + ("_every_turn" if kind == "gif" else "")
            out = Path(tmp) / f"{name}.{kind}"
            start = clock()
            replay = Replay.load(records[name])
            if kind == "html":
                replay.export_html(out, progress=False)
            else:
                replay.export_gif(out, every=every, progress=False)
            seconds, size = clock() - start, out.stat().st_size / 1e6
            then: tuple[float, float] | None = None
            if tree is not None and f"{kind}_{name}" in before:
                try:
                    then = _export_in_tree(tree, kind, records[name], every)
                except RuntimeError as error:
                    print(f"export: {EXPORT_BEFORE_COMMIT}'s code does not run here: {error}", file=sys.stderr)
            tag = EXPORT_BEFORE_COMMIT if then is not None else f"{EXPORT_BEFORE_COMMIT}_recorded"
            if then is None:
                then = (EXPORT_BEFORE[f"{label}_seconds"], EXPORT_BEFORE[f"{label}_mb"])
            yield f"export.{label}_seconds", seconds, "s"
            yield f"export.baseline_{label}_seconds_{tag}", then[0], "s"
            yield f"export.{label}_mb", size, "MB"
            yield f"export.baseline_{label}_mb_{tag}", then[1], "MB"
            for unit, what in (("s", "seconds"), ("MB", "mb")):
                goal = EXPORT_GOALS.get(f"{label}_{what}")
                if goal is not None:
                    yield f"export.goal_{label}_{what}", goal, unit


def _export_in_tree(tree: Path, kind: str, record: Path, every: str) -> tuple[float, float]:
    """CPU seconds and megabytes of one export by the code in ``tree`` (:data:`EXPORT_SCRIPT` in a child interpreter)."""
    import json

    code = EXPORT_SCRIPT.replace("sys.argv[1:4]", repr([kind, str(record), every]))
    seconds, size = json.loads(run_in_tree(tree, code).strip().splitlines()[-1])
    return float(seconds), size / 1e6


STUDY_GAMES = 24


@figure("study")
def _study() -> Iterator[Line]:
    """``sailkit study``'s pace: Fighting Sail's 15.1 between computer captains, in games per second of wall-clock
    time, on every core of this machine beside one core (the baseline), the same seeded games on both."""
    from .study import Task, play_all

    tasks = [Task("fighting_sail", "15.1", (), ("captain", "captain"), seed) for seed in range(STUDY_GAMES)]
    cores = os.cpu_count() or 1
    paces = []
    for workers in (1, cores):
        start = time.perf_counter()
        play_all(tasks, workers=workers)
        paces.append(STUDY_GAMES / (time.perf_counter() - start))
    yield "study.games_per_s_all_cores", paces[1], "games/s"
    yield "study.games_per_s_one_core", paces[0], "games/s"
    yield "study.cores", cores, "cores"


# ---- command line ----


def main(argv: Sequence[str] | None = None) -> int:
    """Run the figures whose names start with any given prefix (all by default)."""
    parser = argparse.ArgumentParser(prog="python -m sailkit.bench", description="Print 'name value unit' lines.")
    parser.add_argument("prefix", nargs="*", help="run only figures whose name starts with one of these")
    parser.add_argument("--list", action="store_true", help="list the figures and exit")
    args = parser.parse_args(argv)
    load_figures()
    if args.prefix:
        chosen = [n for n in FIGURES if any(n.startswith(p) for p in args.prefix)]
    else:
        chosen = [n for n in FIGURES if n not in ON_REQUEST]
    if args.list:
        print("\n".join(FIGURES))
        return 0
    if not chosen:
        print(
            f"no figure starts with {' or '.join(map(repr, args.prefix))}; figures: {', '.join(FIGURES)}",
            file=sys.stderr,
        )
        return 2
    for name in chosen:
        for line in run(name):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    # Run the importable module's main: rule sets register their figures there, not in __main__.
    from sailkit import bench

    raise SystemExit(bench.main())
