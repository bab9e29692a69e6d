"""Set up sailkit in a local virtual environment and run it: the README's two commands.

    python3 dev.py lab      # set up .venv, then open the tutorials in JupyterLab
    python3 dev.py test     # set up .venv, then run every test, notebooks included
    python3 dev.py bench    # set up .venv, then print the benchmark figures
    python3 dev.py docs     # set up .venv, then build the rules reference site (build/site; `--serve` serves it)
    python3 dev.py serve    # set up .venv, then serve the rulings desk as a web page (Voila; `serve replayer`: the replayer)

``serve`` is for this machine only: Voila listens on 127.0.0.1 (no other machine can
reach it) and asks no token, so anyone with an account on this machine can open the page
and run the desk's kernel. A club serving the desk to its members puts it behind a login
(docs/serving.md); ``serve`` refuses another address rather than publish it unguarded.

Set-up is safe to repeat: it creates ``.venv`` once and reinstalls only when
``pyproject.toml`` changes or a command needs tools not yet installed (``lab`` brings
JupyterLab, ``test`` the test tools, ``serve`` Voila, ``docs`` Sphinx). Arguments after the command go to the tool
(``python3 dev.py test -k sight``). ``test`` runs the suite on every core (pytest-xdist's
``-n auto``; ``tests/scheduling.py`` keeps each notebook whole on one worker) unless the
arguments name test files or folders, which run in one process as given (add ``-n auto``
to spread them too; ``-n 0`` runs the whole suite in one process); it ends with the ten
slowest tests (``--durations=10``; a later ``--durations=N`` wins). Its bytecode goes to
one cache in the system's temporary folder (``PYTHONPYCACHEPREFIX``), never into the tree,
so neither the tests nor the notebook kernels they start compile sailkit anew on each run; pip
compiles the libraries it installs for ``test`` into that cache too.
The browser tests drive the system's Chromium (``/usr/bin/chromium``): when it is
missing and this runs as root with apt-get (a container, CI), ``test`` installs it
first; otherwise those tests are skipped with a message saying how to get it.
This file needs nothing but Python; the version check comes first, so an older
Python 3 says what is wrong instead of failing later.
"""

import sys

MINIMUM = (3, 11)
if sys.version_info < MINIMUM:
    sys.stderr.write(
        "error: sailkit needs Python %d.%d or newer, but this is Python %s.\n"
        "       Run this script with a newer one, e.g. python3.11 dev.py test\n"
        % (MINIMUM[0], MINIMUM[1], sys.version.split()[0])
    )
    sys.exit(1)

import hashlib  # noqa: E402
import os  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".sailkit-installed"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def _fingerprint() -> str:
    """What the installed environment was built from: pyproject.toml and this interpreter's version."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(sys.version.encode())
    return digest.hexdigest()


def _installed() -> set[str]:
    """The extras installed for the current pyproject.toml (none when it changed or nothing is installed)."""
    if not (STAMP.exists() and PYTHON.exists()):
        return set()
    fingerprint, _, extras = STAMP.read_text().partition("\n")
    return set(extras.split()) | {""} if fingerprint == _fingerprint() else set()


def setup(extras: tuple[str, ...] = (), env: dict[str, str] | None = None) -> None:
    """Create ``.venv`` and install sailkit with ``extras`` (``test``, ``lab``), unless already done for this pyproject.toml.

    pip runs in ``env`` (the command's environment): for ``test``, whose processes read their bytecode from
    :data:`PYCACHE`, pip compiles what it installs there, so a fresh checkout's first run does not compile its
    libraries again (as it would if they were compiled beside their sources, where those processes never look).
    """
    have = _installed()
    if have and set(extras) <= have:
        return
    print("setting up .venv (first run, pyproject.toml changed, or new tools needed): a minute or two", flush=True)
    if not PYTHON.exists():
        try:
            import venv

            venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
        except Exception as err:  # ensurepip missing on some Linux distributions
            sys.exit(
                f"error: could not create {VENV}: {err}\n"
                "       On Debian or Ubuntu install the venv module first: sudo apt install python3-venv"
            )
    _run([str(PYTHON), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], env)
    wanted = sorted((have - {""}) | set(extras))
    _run([str(PYTHON), "-m", "pip", "install", "--quiet", "-e", f".[{','.join(wanted)}]" if wanted else "."], env)
    STAMP.write_text(_fingerprint() + "\n" + " ".join(wanted))


def _run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    code = subprocess.call(cmd, cwd=ROOT, env=env)
    if code:
        sys.exit(f"error: {' '.join(cmd)} failed with exit code {code}")


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _root_flag() -> list[str]:
    return ["--allow-root"] if _is_root() else []


#: The browser the browser tests drive (Debian's package; Playwright cannot download its own here).
CHROMIUM = Path("/usr/bin/chromium")


def _chromium() -> None:
    """Install Debian's chromium for the browser tests when it is missing and apt-get may be used (as root)."""
    if CHROMIUM.exists() or not _is_root() or not Path("/usr/bin/apt-get").exists():
        return
    print("installing chromium for the browser tests (apt-get, once)", flush=True)
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if subprocess.call(["apt-get", "update", "-qq"], env=env, **quiet) == 0:
        subprocess.call(["apt-get", "install", "-y", "-qq", "chromium"], env=env, **quiet)
    if not CHROMIUM.exists():
        print("could not install chromium: the browser tests will be skipped", flush=True)


#: The pages ``python3 dev.py serve [PAGE]`` serves, by name: the rulings desk unless told otherwise.
PAGES = {"desk": "tutorials/rulings_desk.ipynb", "replayer": "tutorials/replayer.ipynb"}
#: The one address ``serve`` listens on: this machine's loopback, out of reach of any other machine.
LOOPBACK = "127.0.0.1"


class Refused(Exception):
    """A command line ``dev.py`` will not run, with the reason to print."""


def _serve(extra: list[str]) -> list[str]:
    """Voila on the page named first in ``extra`` (``desk`` when none is), on 127.0.0.1, with the rest of ``extra``.

    Voila asks no token here, so the page must stay on this machine: an address given to Voila
    (``--Voila.ip``) is refused, pointing to docs/serving.md for serving a club behind a login.
    """
    page, rest = (extra[0], extra[1:]) if extra and extra[0] in PAGES else ("desk", extra)
    for arg in rest:
        if arg.split("=")[0].lower() in ("--voila.ip", "--ip"):
            raise Refused(
                f"`dev.py serve` listens on {LOOPBACK} only and asks no token, so it will not take {arg!r}.\n"
                "       To serve the desk to a club's members, put it behind a login: see docs/serving.md"
            )
    return [str(BIN / "voila"), PAGES[page], f"--Voila.ip={LOOPBACK}", *rest]


#: Where the test command's bytecode is cached: outside the tree, shared by every run, worker and kernel.
PYCACHE = Path(tempfile.gettempdir()) / "sailkit-pycache"


def _test(extra: list[str]) -> list[str]:
    """pytest with ``extra``: on every core unless ``extra`` names tests to run, ending with the ten slowest tests."""
    names_tests = any(not arg.startswith("-") and (ROOT / arg.split("::")[0]).exists() for arg in extra)
    parallel = [] if names_tests or "no:xdist" in extra else ["-n", "auto"]
    return [str(PYTHON), "-m", "pytest", *parallel, "--durations=10", *extra]


COMMANDS = {
    # JupyterLab refuses to run as root (as in many containers) unless told it may.
    # rooted at the repository, so replays/ and docs/ are at hand and the README's examples run as written;
    # the tutorials' start page opens first
    "lab": lambda extra: [
        str(BIN / "jupyter"),
        "lab",
        f"--ServerApp.root_dir={ROOT}",
        "tutorials/00_start_here.ipynb",
        *_root_flag(),
        *extra,
    ],
    "test": _test,
    "bench": lambda extra: [str(PYTHON), "-m", "sailkit.bench", *extra],
    # The rules reference site, built from the committed notebooks' stored outputs into build/site (docs/site.md).
    "docs": lambda extra: [str(PYTHON), "-m", "sailkit.docsite", *extra],
    # The rulings desk (or, with ``replayer``, the replayer) as a web page on this machine (http://127.0.0.1:8866).
    "serve": lambda extra: _serve(extra),
}
#: The optional dependencies (pyproject.toml) each command needs beyond sailkit itself. ``lab``, ``serve`` and
#: ``test`` each include ``notebooks``, the widgets (``pip install sailkit`` alone is the command line); the
#: bench times the replayer and the desk, so it installs the widgets too.
EXTRAS = {"lab": ("lab",), "test": ("test",), "bench": ("notebooks",), "serve": ("serve",), "docs": ("docs",)}
#: What each command makes ready outside the environment before it runs.
PREPARE = {"test": _chromium}
#: Environment each command sets (None: removes): the tests (and the workers and kernels they start) cache
#: their bytecode outside the tree, and write it even where the caller's environment says not to.
ENVIRONMENT: dict[str, dict[str, str | None]] = {
    "test": {"PYTHONPYCACHEPREFIX": str(PYCACHE), "PYTHONDONTWRITEBYTECODE": None}
}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        shown = repr(argv[0]) if argv else "nothing"
        sys.stderr.write(f"usage: python3 dev.py {{{'|'.join(COMMANDS)}}} [arguments]  (got {shown})\n")
        return 2
    try:
        command = COMMANDS[argv[0]](argv[1:])
    except Refused as refused:
        sys.stderr.write(f"error: {refused}\n")
        return 2
    merged = {**os.environ, **ENVIRONMENT.get(argv[0], {})}
    env = {name: value for name, value in merged.items() if value is not None}
    setup(EXTRAS[argv[0]], env)
    if argv[0] in PREPARE:
        PREPARE[argv[0]]()
    return subprocess.call(command, cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
