"""The README's Architecture picture is committed, shown with alt text, and what the code draws now."""

from __future__ import annotations

from pathlib import Path

from sailkit.draw import architecture

ROOT = Path(__file__).resolve().parents[1]
COMMAND = "python -m sailkit.draw.architecture"


def test_the_readme_shows_the_layers_picture_with_alt_text() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "## Architecture" in readme
    assert f"]({architecture.PICTURE.as_posix()})" in readme
    assert "![](" + architecture.PICTURE.as_posix() not in readme


def test_the_committed_picture_is_what_the_code_draws_now() -> None:
    committed = ROOT / architecture.PICTURE
    assert committed.exists(), f"no {architecture.PICTURE}: run `{COMMAND}` from the repository root and commit"
    assert committed.read_bytes() == architecture.picture(), (
        f"{architecture.PICTURE} is out of date: run `{COMMAND}` from the repository root, look at it, and commit"
    )


def test_the_picture_names_every_layer_and_each_way_a_rule_set_plugs_in(tmp_path: Path) -> None:
    fig = architecture.figure()
    texts = " ".join(t.get_text() for t in fig.axes[0].texts)
    for title, *_ in architecture.LAYERS:
        assert title in texts
    for needle in (
        "sailkit.rulesets",
        "sailkit.registry",
        "sailkit.engine.Rules",
        "sailkit.renderers",
        "tests/conformance",
    ):
        assert needle in texts
    assert architecture.main([str(tmp_path)]) == 0
    assert (tmp_path / architecture.PICTURE).read_bytes() == architecture.picture()
