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
    assert "yes, Fire Value 65" in shown and "[9.33f]" in shown


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


def test_readme_picture_shows_a_legal_shot_as_its_alt_text_says() -> None:
    """[9.31a, 9.31b, 9.31c, 15.9] The picture's alt text names a firer and target of Santo Domingo: the shot is legal as described."""
    import sailkit.rulesets.fighting_sail as fs

    text = README.read_text()
    m = re.search(r"!\[(.*?)\]\(docs/img/santo_domingo\.png\)", text)
    assert m, "README lost its picture"
    alt = m.group(1)
    assert (README.parent / "docs" / "img" / "santo_domingo.png").stat().st_size > 10_000
    assert "Imperial" in alt and "Canopus" in alt and "starboard" in alt and "18 Range Points" in alt
    pos = fs.scenario("15.9")
    imperial, canopus = pos.ship("Imperial"), pos.ship("Canopus")
    assert fs.fire_arc(imperial.square, imperial.facing, canopus.square) == "starboard"
    assert fs.range_points(imperial.square, canopus.square) == 18
    shot = fs.fire_value(pos, "Imperial", "Canopus")
    assert shot and "starboard" in shot.question


def test_readme_says_which_tutorials_exist() -> None:
    """The README promises only the notebooks that are in tutorials/, and calls the rule set not yet begun planned."""
    text = README.read_text()
    names = sorted(p.stem for p in (README.parent / "tutorials").glob("*.ipynb"))
    listed = sorted(re.findall(r"^\| `(\w+)` \|", text, re.M))  # numbered lessons, and topics such as `replayer`
    assert listed == names  # the tutorials table lists exactly the notebooks there are
    if len(names) < 15:  # 00 start here, 01 first game, one per Major Section 4-15, 14 index
        assert "still to be written" in text
    # Fighting Ships is being built: while it lacks the desk, the README says so, and points to its status page
    from sailkit import registry
    from sailkit.ruleset import Capability

    assert "*Fighting Ships* (draft v3.0" in text
    if not registry.ruleset("fighting_ships").offers(Capability.DESK):
        assert "it has no rulings desk" in text
    assert (
        "(docs/fighting_ships/README.md)" in text
        and (README.parent / "docs" / "fighting_ships" / "README.md").is_file()
    )
