"""Set up sailkit in a local virtual environment and run it: the README's two commands.

    python3 dev.py lab      # set up .venv, then open the tutorials in JupyterLab
    python3 dev.py test     # set up .venv, then run every test, notebooks included
    python3 dev.py bench    # set up .venv, then print the benchmark figures

Set-up is safe to repeat: it creates ``.venv`` once and reinstalls only when
``pyproject.toml`` changes or a command needs tools not yet installed (``lab`` brings
JupyterLab, ``test`` the test tools). Arguments after the command go to the tool
(``python3 dev.py test -k sight``). The tests run with ``PYTHONDONTWRITEBYTECODE`` set,
so neither they nor the notebook kernels they start write bytecode into the tree.
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


def setup(extras: tuple[str, ...] = ()) -> None:
    """Create ``.venv`` and install sailkit with ``extras`` (``test``, ``lab``), unless already done for this pyproject.toml."""
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
    _run([str(PYTHON), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    wanted = sorted((have - {""}) | set(extras))
    _run([str(PYTHON), "-m", "pip", "install", "--quiet", "-e", f".[{','.join(wanted)}]" if wanted else "."])
    STAMP.write_text(_fingerprint() + "\n" + " ".join(wanted))


def _run(cmd: list[str]) -> None:
    code = subprocess.call(cmd, cwd=ROOT)
    if code:
        sys.exit(f"error: {' '.join(cmd)} failed with exit code {code}")


def _root_flag() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


COMMANDS = {
    # JupyterLab refuses to run as root (as in many containers) unless told it may.
    "lab": lambda extra: [str(BIN / "jupyter"), "lab", "tutorials/00_start_here.ipynb", *_root_flag(), *extra],
    "test": lambda extra: [str(PYTHON), "-m", "pytest", *extra],
    "bench": lambda extra: [str(PYTHON), "-m", "sailkit.bench", *extra],
}
#: The optional dependencies (pyproject.toml) each command needs beyond sailkit itself.
EXTRAS = {"lab": ("lab",), "test": ("test",), "bench": ()}
#: Environment each command adds: the tests (and the kernels they start) write no bytecode into the tree.
ENVIRONMENT = {"test": {"PYTHONDONTWRITEBYTECODE": "1"}}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        shown = repr(argv[0]) if argv else "nothing"
        sys.stderr.write(f"usage: python3 dev.py {{{'|'.join(COMMANDS)}}} [arguments]  (got {shown})\n")
        return 2
    setup(EXTRAS[argv[0]])
    env = {**os.environ, **ENVIRONMENT.get(argv[0], {})}
    return subprocess.call(COMMANDS[argv[0]](argv[1:]), cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
