"""Shared test settings: hypothesis runs derandomised so CI is repeatable, and the suite writes nothing into the tree.

Hypothesis tries 100 examples of a property (its own default) unless the test says otherwise: enough
for the everyday run, where a test of seconds a time is a test of minutes over a day's runs;
``SAILKIT_HYPOTHESIS=thorough`` tries ten times as many.

``derandomize=True`` already turns the example database off; hypothesis still caches
what it learns about the source (constants, Unicode tables) in a ``.hypothesis``
folder of the current directory, so that folder is moved out of the working tree
(to ``$HYPOTHESIS_STORAGE_DIRECTORY`` when set, else the system's temporary folder).

Bytecode goes out of the tree too, into one cache in the system's temporary folder
(``PYTHONPYCACHEPREFIX``, which ``python3 dev.py test`` sets; for a run started some
other way it is set here, for every module imported from now on and every process
started later: workers, notebook kernels, servers). Compiled once there, sailkit, the
tests (with pytest's rewritten asserts) and their libraries load from it on every later
run and in every kernel, instead of being compiled again each time. The tree as it
stands now is remembered, and ``tests/test_tree_clean.py``, run last (after every
worker, when the run is parallel: see ``scheduling.py``), fails if the suite added or
changed a file.

Each run records how long each test took (``durations.py``, outside the tree too), so the next
parallel run sends the longest tests and notebooks out first.
"""

import gc
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import durations
import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

_STORAGE = os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY") or str(Path(tempfile.gettempdir()) / "sailkit-hypothesis")
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = _STORAGE
set_hypothesis_home_dir(_STORAGE)

#: The suite's hypothesis settings; ``SAILKIT_HYPOTHESIS=thorough`` tries ten times as many examples wherever a test
#: does not set its own count (a long hunt for a counter-example, not the everyday run: minutes more).
settings.register_profile("sailkit", derandomize=True, deadline=None, max_examples=100)
settings.register_profile("thorough", settings.get_profile("sailkit"), max_examples=1000)
settings.load_profile(os.environ.get("SAILKIT_HYPOTHESIS") or "sailkit")

#: Where the suite's bytecode is cached, outside the tree (dev.py names the same folder).
PYCACHE = os.environ.get("PYTHONPYCACHEPREFIX") or str(Path(tempfile.gettempdir()) / "sailkit-pycache")
sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"] = PYCACHE
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

ROOT = Path(__file__).resolve().parent.parent
#: What belongs to the tools, not to the tree a clone checks out: git's own files and the environment.
NOT_THE_TREE = frozenset({".git", ".venv"})
#: The check that runs after every other test (and, in a parallel run, after every other worker).
LAST = "tests/test_tree_clean.py::test_the_suite_writes_nothing_into_the_tree"


def tree_files(root: Path = ROOT) -> dict[str, tuple[int, int]]:
    """Every file of the working tree (but git's own and the environment's), with its size and modification time."""

    def walk(folder: Path) -> Iterator[Path]:
        for entry in os.scandir(folder):
            if entry.is_dir(follow_symlinks=False):
                if entry.name not in NOT_THE_TREE:
                    yield from walk(Path(entry.path))
            else:
                yield Path(entry.path)

    out = {}
    for p in walk(root):
        st = p.lstat()
        out[p.relative_to(root).as_posix()] = (st.st_size, st.st_mtime_ns)
    return out


_BEFORE = tree_files()


@pytest.fixture(scope="session")
def unstripped() -> str:
    """What ``nbstripout --keep-count --verify`` says of every notebook under ``tutorials/``: a line for each it would
    change (``would have stripped PATH``). One run for all of them: nbstripout takes seconds to start."""
    notebooks = sorted(map(str, (ROOT / "tutorials").rglob("*.ipynb")))
    result = subprocess.run(
        [sys.executable, "-m", "nbstripout", "--keep-count", "--verify", *notebooks],
        capture_output=True,
        text=True,
    )
    assert result.returncode in (0, 1) and not result.stderr, result.stderr  # 1: some notebook would change
    assert (result.returncode == 1) is ("would have stripped" in result.stdout), result.stdout
    return result.stdout


#: The browser the browser tests drive (Debian's package; Playwright cannot download its own here).
CHROMIUM = Path("/usr/bin/chromium")


#: This process's Chromium and the Playwright driving it, while a row of browser tests runs (None: none runs).
_chromium: Any = None
_playwright: Any = None


@pytest.fixture
def browser() -> Any:
    """One Chromium (driven by Playwright) for the browser tests of a process: each opens and closes its own pages.

    It starts for the first test that uses it and stops after the last of a row of such tests (:func:`after_test`);
    the suite puts them in one row (:func:`browser_tests_together`) and a parallel run sends them all to one worker
    (:data:`ON_ONE_WORKER`), so a run starts Chromium once, not once a module. It is not kept for the whole session:
    Playwright's synchronous API holds an event loop running in the thread while it is open, which would refuse any
    other Playwright and ``asyncio.run`` (a notebook's kernel client) in the tests that follow on that worker.
    """
    global _chromium, _playwright
    if _chromium is None:
        if not CHROMIUM.exists():
            pytest.skip(
                f"no Chromium at {CHROMIUM}: `sudo apt-get install chromium` (as root `python3 dev.py test` does)"
            )
        sync_api = pytest.importorskip(
            "playwright.sync_api", reason="Playwright is missing: `python3 dev.py test` installs it"
        )
        playwright = sync_api.sync_playwright().start()
        try:
            _chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        except BaseException:
            playwright.stop()
            raise
        _playwright = playwright
    return _chromium


def uses_browser(item: Any) -> bool:
    """Whether test ``item`` drives the browser (asks for the fixture)."""
    return "browser" in getattr(item, "fixturenames", ())


def stop_browser() -> None:
    """Stop this process's Chromium and its Playwright, if they run."""
    global _chromium, _playwright
    chromium, playwright, _chromium, _playwright = _chromium, _playwright, None, None
    if chromium is not None:
        try:
            chromium.close()
        finally:
            playwright.stop()


def after_test(nextitem: Any) -> None:
    """Stop Chromium when the next test (``None``: none) does not use it: a row of browser tests has ended."""
    if nextitem is None or not uses_browser(nextitem):
        stop_browser()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    try:
        return (yield)
    finally:
        after_test(nextitem)


def browser_tests_together(items: list[Any]) -> list[Any]:
    """``items`` with the tests using the browser moved to where the last of them is, in their order, so they run in
    one row and share one Chromium; every other test keeps its place (and each module's tests stay together)."""
    using = [i for i in items if uses_browser(i)]
    if not using:
        return items
    out = []
    for item in items:
        if item is using[-1]:
            out += using
        elif not uses_browser(item):
            out.append(item)
    return out


@pytest.fixture(scope="session")
def tree_before() -> dict[str, tuple[int, int]]:
    """The working tree as it was when the test session began."""
    return _BEFORE


def _start_kernels_twice_if_need_be() -> None:
    """nbval's kernel start tries once more when the kernel dies or is silent before its first answer.

    A kernel binds ports that jupyter_client found free a moment before; with the workers' and
    other processes' kernels starting at the same time, or the machine loaded, one now and then
    dies or times out before it answers (``RuntimeError``), failing every cell of its notebook
    without having run any. A second start tells that apart from a kernel that cannot start.
    """
    try:
        from nbval import kernel
    except ImportError:
        return
    start = kernel.start_new_kernel

    def start_new_kernel(*args: Any, **kwargs: Any) -> Any:
        try:
            return start(*args, **kwargs)
        except RuntimeError:
            return start(*args, **kwargs)

    kernel.start_new_kernel = start_new_kernel


_start_kernels_twice_if_need_be()


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """An xdist worker's temporary folders are ``gw0/...`` below the run's, not ``popen-gw0/...``.

    Some tests check that a message quotes a file's whole path, and sailkit cuts a quoted value
    past 80 characters (``sailkit.errors.SHOWN``); the worker's longer folder name pushed their
    ``tmp_path`` past it. Before pytest makes its temporary-path factory from this option.
    """
    worker = getattr(config, "workerinput", {}).get("workerid")
    if worker and config.option.basetemp:
        config.option.basetemp = str(Path(config.option.basetemp).with_name(worker))


#: Fixtures so costly to set up that a parallel run sends every test using them to one worker, in one group: a
#: browser, and the rules reference site (built once a run; the site's browser tests need both).
ON_ONE_WORKER = {"browser": "browser", "site": "browser"}


def groups(item: pytest.Item) -> set[str]:
    """The groups of tests that run on one worker ``item`` belongs to: by the fixtures it uses, and its
    ``xdist_group`` marks (pytest-xdist's own, honoured whatever ``--dist`` says)."""
    named = {str(m.args[0] if m.args else m.kwargs.get("name", "default")) for m in item.iter_markers("xdist_group")}
    used = getattr(item, "fixturenames", ())
    return named | {group for fixture, group in ON_ONE_WORKER.items() if fixture in used}


def run_temp(config: pytest.Config) -> Path:
    """The run's temporary folder: a worker's own folder is one of its sub-folders."""
    base = Path(config._tmp_path_factory.getbasetemp())  # type: ignore[attr-defined]
    return base.parent if hasattr(config, "workerinput") else base


def _write_groups(config: pytest.Config, grouped: dict[str, str]) -> None:
    """Write ``grouped`` (test id -> group) where the scheduler reads it (``scheduling.py``), whole or not at all."""
    path = run_temp(config) / f"groups-{config.workerinput['workerid']}.json"  # type: ignore[attr-defined]
    part = path.with_suffix(".part")
    part.write_text(json.dumps(grouped), encoding="utf-8")
    part.replace(path)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The check that the suite left the tree as it found it runs after everything else, notebooks included.

    On xdist's workers the tests marked ``slow`` come first (after the notebooks, which the
    scheduler sends out first), so the parallel run ends with short tests on every worker
    rather than with one worker still busy on a long one. A serial run keeps the file order
    (moving a test away from its file would set its module's fixtures up twice).

    The tests using the browser run in one row where the last of them was (:func:`browser_tests_together`), so one
    Chromium serves them all.

    A worker also writes down the tests in a group (:func:`groups`) in the run's temporary folder, for the
    scheduler to send each group whole to one worker.
    """
    worker = hasattr(config, "workerinput")
    if worker:
        _write_groups(config, {i.nodeid: "_".join(sorted(g)) for i in items if (g := groups(i))})
    first = [i for i in items if i.get_closest_marker("slow")] if worker else []
    last = [i for i in items if i.nodeid == LAST]
    moved = {id(i) for i in first + last}
    items[:] = browser_tests_together(first + [i for i in items if id(i) not in moved] + last)


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection left alive (every test module, the libraries, hypothesis's strategies) is set aside from the
    garbage collector (``gc.freeze``): a full collection walks every live object, and these are most of a worker's,
    walked again by each automatic full collection while the tests run. They stay alive either way; what the tests
    make is collected as before."""
    gc.collect()
    gc.freeze()


#: How long each test took in this run (set-up, call and tear-down), gathered by the process that reports the run.
_MEASURED: dict[str, float] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Each phase's time, added to its test's (in a parallel run the workers' reports come here too)."""
    _MEASURED[report.nodeid] = _MEASURED.get(report.nodeid, 0.0) + report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    """The run's figures go into the table the next parallel run is ordered by; a worker leaves that to the run."""
    if not hasattr(session.config, "workerinput"):
        durations.record(_MEASURED)
    stop_browser()  # in case the run was cut short in a row of browser tests


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """A parallel run keeps notebooks whole and the tree check last (``scheduling.py``), whatever ``--dist`` says.

    ``--dist each`` (every test on every worker) is left to xdist.
    """
    if config.getvalue("dist") == "each":
        return None
    from scheduling import SuiteScheduling

    return SuiteScheduling(config, log)
