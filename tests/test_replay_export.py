"""``sailkit replay``: a record exported as an animated GIF, a self-contained page, or one point as SVG/PNG.

The exports run on a short record cut from the Constitution-Guerriere sample (its first
Game-Turn and a half, first blood included) so each test draws a dozen points, not sixty.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from PIL import Image

from sailkit import replay_export
from sailkit.annotations import Arrow, Bookmark, Highlight
from sailkit.cli import main
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.record import Record
from sailkit.replay_export import Replay, ReplayError

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "replays" / "15.4-constitution-guerriere.sail"
#: Actions of the sample kept in the short record: Game-Turn 1 and the orders of Game-Turn 2.
KEEP = 17


def _short() -> Record:
    """The sample's first ``KEEP`` actions of the main line, with their comments and annotations; no what-ifs."""
    record, problems = Record.load(SAMPLE)
    assert problems == []
    node = record.root
    for _ in range(KEEP):
        del node.children[1:]
        node = node.children[0]
    node.children.clear()
    record.headers.pop("Final")
    return record


@pytest.fixture(scope="module")
def short_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("replay") / "short.sail"
    path.write_text(_short().to_text(), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def replay(short_file: Path) -> Replay:
    return Replay.load(short_file)


# ---- points ----


def test_points_are_the_set_up_and_each_action_named_turn_dot_phase(replay: Replay) -> None:
    """[4.2] one point a main-line action plus the set-up; each named by where the game then stands."""
    assert len(replay.points) == KEEP + 1
    first = replay.points[0]
    assert (first.index, first.action, first.label) == (0, "", "1.4")  # Game-Turn 1, Command Decision [6.1]
    assert first.where == "Game-Turn 1, Command Decision [6.1]" and first.comments  # the game's introduction
    moving = replay.point("1.8")
    assert moving.where == "Game-Turn 1, Movement [7.22-7.25]"
    assert moving is next(p for p in replay.points if p.label == "1.8")  # the first point of that phase
    assert replay.point("turn 2") is next(p for p in replay.points if p.turn == 2)
    blood = replay.point("first blood")
    assert blood.action == "roll 23" and "First blood" in blood.comments[0]
    assert Arrow("red", "0810", "1010") in blood.annotations and blood.bookmarks == ("first blood",)
    assert blood.played_at == "Game-Turn 1, Movement [7.22-7.25]"


@pytest.mark.parametrize(
    ("at", "what"),
    [
        ("1.x", "point"),
        ("turn 9", "turn"),
        ("9.4", "turn"),
        ("1.5", "phase"),
        ("", "point"),
        ("1" * 5000, "point"),
        ("no such mark", "point"),
    ],
)
def test_a_bad_point_is_a_typed_error_naming_it_and_what_is_expected(replay: Replay, at: str, what: str) -> None:
    with pytest.raises(ReplayError, match=f"invalid {what} of the replay") as err:
        replay.point(at)
    assert isinstance(err.value, InvalidInputError)
    message = str(err.value)
    assert "TURN.PHASE" in message or "Command Decision" in message
    if what == "phase":  # names the phases the record stands in during that turn
        assert "4 (Command Decision [6.1]), 8 (Movement [7.22-7.25])" in message
    if what == "point":
        assert "'first blood'" in message  # the bookmarks are points too


def test_an_unknown_view_names_the_sides(short_file: Path) -> None:
    with pytest.raises(UnknownChoiceError, match=r"invalid view: 'FR' \(expected one of 'umpire', 'US', 'BR'\)"):
        Replay.load(short_file, view="FR")


def test_from_one_side_s_view_the_other_side_s_order_stays_face_down_until_revealed(short_file: Path) -> None:
    """[6.1, 6.14] the British see that Constitution was given an order, not which, until Guerriere's is given."""
    umpire = Replay.load(short_file)
    british = Replay.load(short_file, view="BR")
    american = Replay.load(short_file, view="US")
    assert umpire.points[1].action == american.points[1].action == "command Constitution port"
    hidden = british.points[1]
    assert hidden.concealed and "face down" in hidden.action and "port" not in hidden.action
    assert hidden.comments == () and hidden.annotations == () and hidden.ruling == ()
    assert british.points[2].action == "command Guerriere ahead"  # their own order
    assert british.points[2].revealed == ("command Constitution port",)  # revealed with the last order
    assert american.points[2].action == "command Guerriere ahead"  # the last order is revealed as it is given
    assert [p.revealed for p in umpire.points if p.revealed] == []


# ---- one point as a picture ----


def test_svg_of_a_point_draws_its_arrows_and_highlights(replay: Replay, tmp_path: Path) -> None:
    point = replay.point("first blood")
    assert {type(a) for a in point.annotations} >= {Arrow, Highlight, Bookmark}
    out = replay.export_point("first blood", tmp_path / "forum.svg")
    text = out.read_text(encoding="utf-8")
    assert text.startswith("<?xml") and "<svg" in text
    assert 'id="annotation-arrow"' in text and 'id="annotation-highlight"' in text
    assert "First blood" in text and "Game-Turn 1, Movement" in text  # headed by the point and its comment
    plain = replay.export_point("1.4", tmp_path / "start.svg").read_text(encoding="utf-8")
    assert "annotation-arrow" not in plain  # the set-up carries no arrow
    assert oct(os.stat(out).st_mode & 0o777) == oct(0o666 & ~_umask())


def test_png_of_a_point_from_the_command_line(
    short_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "forum.png"
    assert main(["replay", str(short_file), "--at", "1.8", "--png", str(out), "--quiet"]) == 0
    with Image.open(out) as image:
        assert image.format == "PNG" and image.width > 600
    assert capsys.readouterr().out == ""


# ---- the GIF ----


def test_gif_has_one_frame_a_point_and_loops(replay: Replay, tmp_path: Path) -> None:
    out = replay.export_gif(tmp_path / "game.gif", delay=500, progress=False)
    with Image.open(out) as gif:
        assert gif.n_frames == len(replay.points)
        assert gif.info.get("loop") == 0
        durations = []
        for i in range(gif.n_frames):
            gif.seek(i)
            durations.append(gif.info["duration"])
    assert durations[0] == 1000  # the set-up is commented: twice the delay
    assert durations[-1] == 2500 and 500 in durations


def test_gif_every_turn_keeps_the_first_point_of_each_turn_bookmarks_and_the_end(
    replay: Replay, tmp_path: Path
) -> None:
    chosen = replay.chosen("turn")
    assert [p.index for p in chosen] == [0, replay.point("first blood").index, replay.point("turn 2").index, KEEP]
    out = replay.export_gif(tmp_path / "turns.gif", every="turn", progress=False)
    with Image.open(out) as gif:
        assert gif.n_frames == len(chosen)
    with pytest.raises(UnknownChoiceError, match="'minute'"):
        replay.chosen("minute")


# ---- the page ----


def _page_data(text: str) -> dict:
    found = re.search(r'<script id="replay-data" type="application/json">(.*?)</script>', text, re.S)
    assert found is not None
    return json.loads(found.group(1))


def test_html_is_self_contained_with_one_step_a_point(replay: Replay, tmp_path: Path) -> None:
    out = replay.export_html(tmp_path / "game.html", progress=False)
    text = out.read_text(encoding="utf-8")
    data = _page_data(text)
    assert len(data["steps"]) == len(replay.points)
    assert [s["action"] for s in data["steps"]] == [p.action for p in replay.points]
    assert all(0 <= s["frame"] < len(data["frames"]) for s in data["steps"])
    assert all(f.startswith("<svg") for f in data["frames"])
    assert data["steps"][replay.point("first blood").index]["bookmarks"] == ["first blood"]
    # nothing to fetch: no src or href that leaves the page, no address but the SVG namespaces
    assert not re.search(r"""(?:src|href)\s*=\s*["'](?!#)""", text)
    assert set(re.findall(r"https?://[^\s\"'<>)\\]+", text)) <= {
        "http://www.w3.org/2000/svg",
        "http://www.w3.org/1999/xlink",
    }
    assert "<link" not in text and "@import" not in text and "url(http" not in text
    assert text.count("<script") == 2 and "</script>" not in _page_data_raw(text)


def _page_data_raw(text: str) -> str:
    start = text.index('type="application/json">') + len('type="application/json">')
    return text[start : text.index("</script>", start)]


def test_html_from_one_side_keeps_the_other_side_s_order_out_of_its_step(short_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "br.html"
    assert main(["replay", str(short_file), "--view", "BR", "--html", str(out), "--quiet"]) == 0
    steps = _page_data(out.read_text(encoding="utf-8"))["steps"]
    assert "face down" in steps[1]["action"] and steps[1]["comments"] == [] and steps[1]["ruling"] == []
    assert steps[2]["revealed"] == ["command Constitution port"]


# ---- progress, errors, atomic writes ----


def test_progress_bar_on_stderr_only_when_asked_or_on_a_terminal(
    replay: Replay, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    replay.export_gif(tmp_path / "a.gif", every="turn", progress=True)
    assert "GIF frames" in capsys.readouterr().err
    replay.export_gif(tmp_path / "b.gif", every="turn")  # standard error is not a terminal under pytest
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--at", "1.x", "--svg", "{out}.svg"], "invalid point of the replay: '1.x'"),
        (["--at", "7.4", "--png", "{out}.png"], "invalid turn of the replay: '7.4'"),
        (["--view", "FR", "--html", "{out}.html"], "invalid view: 'FR'"),
        (["--svg", "{out}.svg"], "--at POINT"),
        (["--at", "1.4", "--gif", "{out}.gif"], "--svg OUT or --png OUT"),
        (["--at", "1.4", "--svg", "{out}.png"], "a name ending .svg"),
        (["--gif", "{out}.gif", "--delay", "0"], "invalid frame delay: 0"),
    ],
)
def test_a_user_s_typo_is_one_line_and_exit_status_2(
    short_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = str(tmp_path / "out")
    status = main(["replay", str(short_file), *(a.format(out=out) for a in args), "--quiet"])
    err = capsys.readouterr().err
    assert status == 2 and message in err
    assert err.startswith("sailkit replay: error: ") and err.count("\n") == 1 and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_a_missing_record_is_one_line_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.sail"
    assert main(["replay", str(missing), "--html", str(tmp_path / "x.html")]) == 2
    assert capsys.readouterr().err == f"sailkit replay: error: No such file or directory: {str(missing)!r}\n"


def test_no_output_named_is_a_usage_error(short_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(short_file)]) == 2
    assert "one of the arguments --gif --html --svg --png is required" in capsys.readouterr().err


def test_an_interrupted_export_leaves_the_old_file_and_no_temporary_file(
    replay: Replay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.html"
    target.write_text("the old page", encoding="utf-8")
    drawn = []
    real = replay.figure

    def interrupted(*args: object, **kw: object) -> object:
        drawn.append(1)
        if len(drawn) == 3:
            raise KeyboardInterrupt
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(replay, "figure", interrupted)
    with pytest.raises(KeyboardInterrupt):
        replay.export_html(target, progress=False)
    monkeypatch.undo()

    def fail_replace(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("sailkit.files.os.replace", fail_replace)
    with pytest.raises(KeyboardInterrupt):
        replay.export_gif(tmp_path / "game.html", every="turn", progress=False)
    assert target.read_text(encoding="utf-8") == "the old page"
    assert [p.name for p in tmp_path.iterdir()] == ["game.html"]


def test_the_kit_module_names_no_rule_set() -> None:
    """The exports are rule-free: the record's Game header finds the rule set through the registry."""
    source = Path(replay_export.__file__).read_text(encoding="utf-8")
    assert "rulesets" not in source and "fighting_sail" not in source


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


# ---- docs/exports.md ----

DOC = ROOT / "docs" / "exports.md"


def test_every_python_block_in_the_exports_doc_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert blocks
    for i, block in enumerate(blocks):
        exec(compile(block, f"{DOC.name} block {i + 1}", "exec"), {})


def test_the_errors_the_exports_doc_shows_are_the_command_s(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(ROOT)
    shown = re.findall(r"^sailkit replay: error: .*$", DOC.read_text(encoding="utf-8"), flags=re.M)
    assert len(shown) == 3
    sample = "replays/15.4-constitution-guerriere.sail"
    got = []
    for args in (["--at", "2.x", "--png", str(tmp_path / "a.png")], ["--at", "2.5", "--png", str(tmp_path / "a.png")]):
        assert main(["replay", sample, *args]) == 2
        got.append(capsys.readouterr().err.strip())
    assert main(["replay", "nope.sail", "--html", str(tmp_path / "a.html")]) == 2
    got.append(capsys.readouterr().err.strip())
    assert got[0].startswith(shown[0].removesuffix("...)").removesuffix(" ")) and got[1:] == shown[1:]


def test_the_phase_numbers_in_the_exports_doc_are_the_rule_set_s() -> None:
    from sailkit.rulesets.fighting_sail.turn import PHASES

    rows = re.findall(r"\| (\d+) \| ([^|]+?) \| (\d+) \| ([^|]+?) \|", DOC.read_text(encoding="utf-8"))
    table = {int(a): b for row in rows for a, b in (row[:2], row[2:])}
    expected = {i: f"{name} [{case}]" for i, (name, case) in enumerate(PHASES.values(), start=1) if i <= 12}
    assert table == expected


def test_a_record_the_rules_refuse_is_one_line_naming_the_action_and_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.sail"
    bad.write_text('[Game "Fighting Sail"]\n[Scenario "15.4"]\n\nfire Constitution Guerriere hull\n', encoding="utf-8")
    assert main(["replay", str(bad), "--html", str(tmp_path / "bad.html")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sailkit replay: error: action 1 ('fire Constitution Guerriere hull') cannot be replayed")
    assert err.count("\n") == 1 and re.search(r"\[\d+\.\d+\]", err)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.sail"]


def test_a_replay_page_of_one_point_says_one_point_and_one_board() -> None:
    """The HTML replay's summary line counts a record of a single point in the singular."""
    step = {"label": "start", "frame": 0}
    assert "view: umpire; 1 point, 1 board." in replay_export.html_page("t", "umpire", [step], ["<svg></svg>"])
    assert "view: umpire; 2 points, 1 board." in replay_export.html_page("t", "umpire", [step, step], ["<svg></svg>"])
