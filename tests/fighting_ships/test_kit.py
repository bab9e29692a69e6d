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
    faces = {Capability.DESK: Face.DESK, Capability.DRAWING: Face.DRAWING, Capability.REPLAY: Face.REPLAY}
    for capability, face in {**faces, Capability.BENCH: Face.BENCH}.items():
        assert RULESET.offers(capability) and RULESET.face(face) is not None
    assert RULESET.offers(Capability.CAPTAIN) and RULESET.captain_at == ".captain:Captain"


def test_cases_and_readings_are_looked_up(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "case", "3.1", "--ruleset", "fighting_ships")
    assert status == 0 and out.startswith("Fighting Ships [3.1] initiative")
    status, out, _ = _run(capsys, "readings", "fighting_ships")
    assert status == 0 and "anchor_tokens" in out


def test_the_desk_and_the_replay_export_answer_on_the_command_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``sailkit ruling`` answers its positions and records; ``sailkit replay`` draws a point of the sample."""
    assert "fighting_ships" in boards()
    status, out, _ = _run(capsys, "ruling", NOTATION.example, "fire Syrene Lynx")
    assert status == 0 and out.startswith("may Syrene fire at Lynx: no")
    status, out, _ = _run(capsys, "ruling", SAMPLE, "range Syrene Naiad")
    assert status == 0 and out.startswith("range from Syrene to Naiad")
    status, _, err = _run(capsys, "replay", SAMPLE, "--svg", str(tmp_path / "x.svg"), "--at", "5")
    assert status == 0 and "Traceback" not in err and (tmp_path / "x.svg").read_text().startswith("<?xml")
