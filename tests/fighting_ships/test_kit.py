"""Fighting Ships through the kit's registry: what it states works, what it does not state is refused cleanly."""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit import cli, registry
from sailkit.questions import boards
from sailkit.ruleset import Capability, Face
from sailkit.rulesets.fighting_ships import NOTATION, RULESET
from sailkit.rulesets.fighting_ships.samples import NAME

SAMPLE = str(Path(__file__).resolve().parents[2] / "replays" / NAME)


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_it_is_registered_with_only_what_is_there() -> None:
    assert registry.find("Fighting Ships") is RULESET and registry.ruleset_for_title("fighting ships") is RULESET
    for capability in (Capability.DESK, Capability.DRAWING, Capability.REPLAY):
        assert not RULESET.offers(capability)
    assert RULESET.face(Face.BENCH) is not None and RULESET.offers(Capability.BENCH)
    assert RULESET.offers(Capability.CAPTAIN) and RULESET.captain_at == ".captain:Captain"


def test_cases_and_readings_are_looked_up(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "case", "3.1", "--ruleset", "fighting_ships")
    assert status == 0 and out.startswith("Fighting Ships [3.1] initiative")
    status, out, _ = _run(capsys, "readings", "fighting_ships")
    assert status == 0 and "anchor_tokens" in out


def test_what_it_does_not_state_is_refused_cleanly(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """No desk: ``sailkit ruling`` refuses its positions and records; no drawing: ``sailkit replay`` refuses; the
    desk lists the rule sets with a board only. Each exits 2 with a message, never a traceback."""
    assert "fighting_ships" not in boards()
    status, _, err = _run(capsys, "ruling", NOTATION.example, "fire Syrene Lynx")
    assert status == 2 and "Traceback" not in err and "notation" in err
    status, _, err = _run(capsys, "ruling", SAMPLE, "fire Syrene Lynx")
    assert status == 2 and "rulings desk" in err
    status, _, err = _run(capsys, "replay", SAMPLE, "--svg", str(tmp_path / "x.svg"), "--at", "5")
    assert status == 2 and "replay" in err and not list(tmp_path.iterdir())
