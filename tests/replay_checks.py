"""Checks every rule set's replay tests share: a board walked step by step draws what a fresh board draws, and a
record's GIF and HTML exports hold one frame or step a point."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from sailkit.cli import main


def differing_steps(support: Any, states: Sequence[Any], order: Iterable[int]) -> tuple[int, list[int]]:
    """Walk one board through ``states`` in ``order``; at each step that drew, compare it pixel for pixel with a
    fresh board shown that state: how many steps were compared, and those that differ."""
    import numpy as np

    from sailkit.replayer.picture import Picture

    walked = Picture(support, states)
    assert walked.canvas is not None
    compared, differ = 0, []
    for i in order:
        walked.show(states[i])
        if walked.canvas.redrawn and i:
            fresh = Picture(support, states)
            fresh.show(states[i])
            a, b = (np.asarray(p.canvas.canvas.buffer_rgba()) for p in (walked, fresh))  # type: ignore[union-attr]
            compared += 1
            if not np.array_equal(a, b):
                differ.append(i)
    return compared, differ


def exported_points(record: Path, out: Path) -> tuple[int, int]:
    """``sailkit replay`` of ``record`` as a GIF and as an HTML page under ``out``: the GIF's frames and the page's
    steps (each page step naming one of its frames, its board an SVG)."""
    gif, page = out / "replay.gif", out / "replay.html"
    assert main(["replay", str(record), "--gif", str(gif), "--quiet"]) == 0
    with Image.open(gif) as frames:
        count = frames.n_frames
    assert main(["replay", str(record), "--html", str(page), "--quiet"]) == 0
    text = page.read_text(encoding="utf-8")
    start = text.index('type="application/json">') + len('type="application/json">')
    data = json.loads(text[start : text.index("</script>", start)])
    assert data["board"].startswith("<svg") and all(0 <= s["frame"] < len(data["frames"]) for s in data["steps"])
    return count, len(data["steps"])
