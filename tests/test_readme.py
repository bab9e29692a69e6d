"""The README's example runs and prints exactly what the README shows."""
from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_ruling_example_prints_what_it_shows() -> None:
    """[9.3] the three-line ruling and odds example is live code, not a transcript."""
    text = README.read_text()
    m = re.search(r"```python\n(.*?)```\s*```text\n(.*?)```", text, re.S)
    assert m, "README lost its python example followed by its text output"
    code, shown = m.group(1), m.group(2)
    assert len(code.strip().splitlines()) == 3
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    assert out.getvalue().rstrip() == shown.rstrip()
    assert "value 65" in shown and "[9.33f]" in shown


def test_readme_quick_start_names_the_ci_test_command() -> None:
    """The README's test command is the one CI runs (.ci/run), so the two stay true together."""
    ci = (README.parent / ".ci" / "run").read_text()
    assert "python3 dev.py test" in README.read_text()
    assert ci.strip().splitlines()[-1] == "python3 dev.py test"


def test_every_python_example_in_the_readme_runs() -> None:
    """Examples in the README are code, so they are run: an API change that breaks one fails here."""
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert len(blocks) >= 2
    for block in blocks:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(block, "README.md", "exec"), {})
