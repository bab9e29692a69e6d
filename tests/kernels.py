"""One Jupyter kernel per pytest process for the tutorials, reset between notebooks, instead of one per notebook.

A pytest plugin (``-p kernels`` in pyproject's addopts).

nbval starts a kernel for each notebook and stops it after the last cell. Starting one (ipykernel, IPython,
zmq) and importing what every tutorial's first cell imports (matplotlib, shapely, sailkit) took about as long
as the rest of a short notebook. Here a process keeps the kernel its first notebook started and hands it to
the next notebook after a reset, so each worker starts one kernel and imports sailkit once: the 67 notebooks
take about 0.64 of the CPU time they took with a kernel each (alternating runs of ``pytest -n 2 tutorials``).

The reset gives the next notebook what a fresh kernel would show it:
- an empty namespace (IPython's ``%reset -f``: every name, the output history);
- no figure open, matplotlib's settings and backend as the kernel started with them (a tutorial sets
  ``svg.hashsalt`` or switches to Agg);
- the warning filters as they were, and each warning shown again once (a new filter list empties the
  registries that remember which were shown);
- the notebook's own folder as the working directory.
What stays is what a process keeps across the tests of a file too: modules imported, and the caches inside
them (sailkit's are keyed by their inputs; nothing in them is a notebook's state).

What stays is also set aside from the garbage collector (``gc.freeze``, once the notebook before is collected):
a full collection walks every live object, and the modules and caches a kernel had gathered after a few notebooks
made each of the three a reset runs (IPython's ``%reset`` runs two) and each automatic one in a cell cost a fifth of
a second or more. Only the objects made since are walked; what a notebook leaves is collected as before.

A notebook with a failing cell, or one that timed out, gets its kernel stopped after it, as nbval always did,
and a kernel the reset fails in is stopped before the notebook: the next starts a new one, so one failure
cannot spread. ``SAILKIT_FRESH_KERNELS=1`` gives every notebook its own kernel, as nbval does by itself (to
rule the sharing out when a notebook fails).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from queue import Empty
from typing import Any

import pytest

#: Set to 1 to start a kernel for each notebook (nbval's own way) instead of sharing one.
FRESH = "SAILKIT_FRESH_KERNELS"
#: The module a shared kernel keeps its reset in (outside the notebook's namespace, which the reset empties).
HELPER = "_sailkit_suite_kernel"

#: Run once in a kernel when it starts: remember how it started, for :data:`RESET` to put back.
REMEMBER = f"""
def _sailkit_remember():
    import sys, types, warnings

    import matplotlib

    helper = types.ModuleType({HELPER!r})
    helper.settings = dict(matplotlib.rcParams)
    helper.filters = list(warnings.filters)

    def reset(folder):
        import gc, os

        if "matplotlib.pyplot" in sys.modules:
            import matplotlib.pyplot as plt

            plt.close("all")
            plt.switch_backend(helper.settings["backend"])
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # settings matplotlib deprecates are put back silently, as they were
            matplotlib.rcParams.update(helper.settings)
        warnings.filters[:] = helper.filters
        warnings._filters_mutated()  # each module's memory of the warnings it showed is forgotten
        os.chdir(folder)
        gc.collect()
        gc.freeze()

    helper.reset = reset
    sys.modules[{HELPER!r}] = helper
    __import__("gc").freeze()  # the kernel as it started (ipykernel, matplotlib) is not walked by collections


_sailkit_remember()
del _sailkit_remember
"""
#: Run in a shared kernel before each notebook but its first: the fresh kernel's state again (module docstring).
RESET = """%reset -f
__import__("sys").modules[{helper!r}].reset({folder!r})
"""

#: The kernel this process shares between notebooks, once one has started (None: none yet, or stopped).
_shared: Any = None


def _run(kernel: Any, code: str, timeout: float) -> None:
    """Run ``code`` in ``kernel`` and wait until it is idle again, its messages read; fail if it raised."""
    msg_id = kernel.execute_cell_input(code, allow_stdin=False)
    kernel.await_reply(msg_id, timeout=timeout)
    failed: list[str] = []
    while True:
        msg = kernel.get_message(stream="iopub", timeout=timeout)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "error":
            failed.append("\n".join(msg["content"]["traceback"]))
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
    if failed:
        raise RuntimeError(f"the suite's kernel reset failed:\n{failed[0]}")


def stop_shared() -> None:
    """Stop the shared kernel, if one runs (when pytest is done, or after a notebook failed)."""
    global _shared
    kernel, _shared = _shared, None
    if kernel is not None and kernel.is_alive():
        kernel.stop()


def install() -> None:
    """Make nbval's notebooks share a kernel (unless :data:`FRESH` says not to, or nbval is missing)."""
    if os.environ.get(FRESH) == "1":
        return
    try:
        from nbval.plugin import IPyNbFile
    except ImportError:
        return
    fresh_setup, fresh_teardown = IPyNbFile.setup, IPyNbFile.teardown

    def setup(self: Any) -> None:
        global _shared
        timeout = self.config.option.nbval_kernel_startup_timeout
        if _shared is not None and _shared.is_alive():
            try:
                _run(_shared, RESET.format(helper=HELPER, folder=str(Path(self.fspath).parent)), timeout)
            except (RuntimeError, Empty):  # a kernel that cannot be reset is not handed on: a new one starts
                stop_shared()
            else:
                self.kernel = _shared
                self.setup_sanitize_files()
                return
        fresh_setup(self)
        _run(self.kernel, REMEMBER, timeout)
        _shared = self.kernel

    def teardown(self: Any) -> None:
        if self.kernel is not _shared:  # nbval's own kernel, or one that never became the shared one
            fresh_teardown(self)
        elif self.timed_out or getattr(self, "failed_cell", False):
            stop_shared()

    IPyNbFile.setup = setup
    IPyNbFile.teardown = teardown


def pytest_configure(config: pytest.Config) -> None:
    install()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[pytest.TestReport]:
    """A notebook with a failing cell does not pass its kernel on: it is stopped after the notebook."""
    report: pytest.TestReport = yield
    if report.failed and type(item.parent).__name__ == "IPyNbFile":
        item.parent.failed_cell = True  # type: ignore[attr-defined]
    return report


def pytest_unconfigure(config: pytest.Config) -> None:
    """The kernel the notebooks shared stops with the process that ran them."""
    stop_shared()
