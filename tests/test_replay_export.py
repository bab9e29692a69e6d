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

from sailkit import replay_export, replay_page
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
    assert data["board"].startswith("<svg") and all(p.startswith("<g") for p in data["pieces"])
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
    assert capsys.readouterr().err == f"sailkit replay: error: no such record file: {str(missing)!r}\n"


def test_no_output_named_is_a_usage_error(short_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(short_file)]) == 2
    assert "(expected one or more of --gif, --html, --svg, --png)" in capsys.readouterr().err


def test_an_interrupted_export_leaves_the_old_file_and_no_temporary_file(
    replay: Replay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.html"
    target.write_text("the old page", encoding="utf-8")
    drawn = []
    real = replay_page.Layers.add

    def interrupted(self: replay_page.Layers, *args: object, **kw: object) -> object:
        drawn.append(1)
        if len(drawn) == 3:
            raise KeyboardInterrupt
        return real(self, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(replay_page.Layers, "add", interrupted)
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
    one = [[0, 0.0, 0.0]]
    assert "view: umpire; 1 point, 1 board." in replay_page.html_page("t", "umpire", [step], one, pieces=["<svg/>"])
    two = replay_page.html_page("t", "umpire", [step, step], one, pieces=["<svg/>"])
    assert "view: umpire; 2 points, 1 board." in two


# ---- exports that scale (issue 26) ----

_TEXT = re.compile(r'<text\b[^>]*?\bx="(-?[0-9.]+)" y="(-?[0-9.]+)"[^>]*>([^<]*)</text>')


def _drawn(svg_parts: list[tuple[str, float, float]]) -> tuple[list[tuple[str, float, float]], int, int]:
    """Every text of ``svg_parts`` (each an SVG fragment and the offset it is shown at) with where it stands, and how
    many paths and uses they hold."""
    texts = []
    for text, dx, dy in svg_parts:
        texts += [(t, round(float(x) + dx, 1), round(float(y) + dy, 1)) for x, y, t in _TEXT.findall(text)]
    whole = "".join(t for t, _, _ in svg_parts)
    return sorted(texts), whole.count("<path"), whole.count("<use")


def _frame_parts(data: dict, step: dict) -> list[tuple[str, float, float]]:
    """The board and a step's pieces at their offsets, as the page's script lays them."""
    frame = data["frames"][step["frame"]]
    pieces = [(data["pieces"][int(frame[k])], frame[k + 1], frame[k + 2]) for k in range(0, len(frame), 3)]
    return [(data["board"], 0.0, 0.0), *pieces]


def test_the_page_shows_at_every_point_what_the_live_board_draws_there(replay: Replay) -> None:
    """The board drawn once and the moving pieces laid over it by offset are the board drawn whole at that point:
    every word (names, ratings, damage, Game-Turn, wind) at the same place, as many shapes, arrows and highlights."""

    _assert_same_frames(replay, len(replay.points))
    data = _page_data(replay.html(progress=False))
    assert len(data["frames"]) < len(data["steps"])  # points that show the same board share a frame
    assert "Guerriere" in "".join(data["pieces"]) and "Guerriere" not in data["board"]


@pytest.mark.slow
@pytest.mark.parametrize(("sample", "turns"), [("wooden_ships-frigate-duel.wsim", 5), ("apm-frigate-duel.apm", 3)])
def test_the_page_of_the_other_rule_sets_shows_what_their_live_boards_draw(sample: str, turns: int) -> None:
    """The same for the hex map of Wooden Ships and the open table of As Per Margin, over their first points: the
    page of their first Game-Turns (``--turns 1-N``, at least 25 points; the Wooden Ships duel's whole page is 119)."""
    _assert_same_frames(Replay.load(ROOT / "replays" / sample), 25, (1, turns))


def _assert_same_frames(replay: Replay, count: int, turns: tuple[int, int] | None = None) -> None:
    """The page's first ``count`` frames, laid as its script lays them, are the live board drawn whole there (the page
    of ``turns``, every turn when ``None``, and the live board of its points).

    The board's background (every artist it has before its first update but the heading's) is the same at every
    point: it is compared whole with the page's board at the first point, and at every point after it is hidden so
    that only what changes is drawn again and compared with the frame's pieces (a Wooden Ships map is some 370 hex
    numbers drawn once, not at each point)."""
    from matplotlib.axes import Axes

    from sailkit.figures import svg
    from sailkit.replayer.marks import draw_annotations, draw_happened, keep_clear
    from sailkit.replayer.support import support_for

    data = _page_data(replay.html(turns=turns, progress=False))
    points = replay.span(turns)
    assert len(points) >= count and len(data["steps"]) == len(points)
    board = support_for(replay.rules).board([replay.seen(p) for p in points])
    assert board is not None
    changing = {id(a) for a in board.dynamic()}
    made = [*board.figure.get_children(), *(a for ax in board.figure.axes for a in ax.get_children())]
    background = [a for a in made if not isinstance(a, Axes) and id(a) not in changing and a.get_visible()]
    marks: list = []
    for n, (point, step) in enumerate(list(zip(points, data["steps"], strict=True))[:count]):
        board.update(replay.seen(point), "")
        for mark in marks:
            mark.remove()
        marks, _ = draw_annotations(board, replay.seen(point), point.annotations)
        clear = keep_clear(board, replay.seen(point))  # as the page places a mark's words: off counters and names
        marks += draw_happened(board.ax, point.happened, getattr(board, "place_size", 1.0), clear)
        parts = _frame_parts(data, step)
        if n == 0:
            whole = replay_page.clean(svg(board.figure, prolog=False, bbox=None))
            assert _drawn(parts) == _drawn([(whole, 0.0, 0.0)]), point.label
        for a in background:
            a.set_visible(False)
        changed = replay_page.clean(svg(board.figure, prolog=False, bbox=None))
        for a in background:
            a.set_visible(True)
        assert _drawn(parts[1:]) == _drawn([(changed, 0.0, 0.0)]), point.label


def test_the_page_keeps_its_steps_slider_keys_and_bookmarks(replay: Replay) -> None:
    text = replay.html(progress=False)
    data = _page_data(text)
    for control in ('id="first"', 'id="back"', 'id="play"', 'id="forward"', 'id="end"', 'id="marks"'):
        assert control in text
    assert f'id="slider" type="range" min="0" max="{len(replay.points) - 1}"' in text
    for key in ("ArrowRight", "ArrowLeft", "Home", "End"):
        assert f'e.key === "{key}"' in text
    assert [s["label"] for s in data["steps"]] == [p.label for p in replay.points]
    assert [s["bookmarks"] for s in data["steps"]] == [list(p.bookmarks) for p in replay.points]
    assert 'id="moving"' in data["board"]


def test_the_page_grows_with_what_moves_not_with_whole_boards(replay: Replay) -> None:
    """A board is drawn once: the short sample's page (18 points) is small (the board with its key to the marks), and a
    point adds a few hundred bytes."""
    text = replay.html(progress=False)
    data = _page_data(text)
    frames = len(json.dumps(data["frames"], separators=(",", ":")))
    assert len(text.encode()) < 66_000, len(text.encode())
    assert frames / len(data["steps"]) < 400


def test_every_and_turns_choose_the_points_of_the_page_and_the_gif(replay: Replay, tmp_path: Path) -> None:
    labels = [s["label"] for s in _page_data(replay.html(every="turn", progress=False))["steps"]]
    assert labels == [p.label for p in replay.chosen("turn")] and len(labels) < len(replay.points)
    second = _page_data(replay.html(turns=(2, 2), progress=False))["steps"]
    assert [s["label"] for s in second] == [p.label for p in replay.points if p.turn == 2] != []
    out = replay.export_gif(tmp_path / "t2.gif", turns=(2, 2), progress=False)
    with Image.open(out) as gif:
        assert gif.n_frames == len(second)
    with pytest.raises(ReplayError, match=r"invalid turns of the replay: '7-9' \(expected turns from 1 to 2\)"):
        replay.chosen("turn", (7, 9))


def test_width_sizes_every_export(replay: Replay, tmp_path: Path) -> None:
    with Image.open(replay.export_gif(tmp_path / "a.gif", every="turn", width=320, progress=False)) as gif:
        assert gif.width == 320
    with Image.open(replay.export_point("1.8", tmp_path / "a.png", width=400)) as png:
        assert abs(png.width - 400) <= 20  # about: the words keep their size in points
    assert 'width="400px"' in replay.export_point("1.8", tmp_path / "a.svg", width=400).read_text(encoding="utf-8")
    assert "max-width:500px" in _page_data(replay.html(width=500, progress=False))["board"][:400]
    for bad in (0, 99, 10**6, True, 2.5):
        with pytest.raises(ReplayError, match="invalid picture width"):
            replay.export_point("1.8", tmp_path / "b.png", width=bad)  # type: ignore[arg-type]


def test_several_exports_in_one_run_replay_the_record_once(
    short_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    loads = []
    real = Replay.load

    def counted(*args: object, **kw: object) -> Replay:
        loads.append(1)
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(Replay, "load", counted)
    out = {k: tmp_path / f"game.{k}" for k in ("html", "gif", "png", "svg")}
    args = ["--html", out["html"], "--gif", out["gif"], "--at", "1.8", "--png", out["png"], "--svg", out["svg"]]
    command = ["replay", str(short_file), *map(str, args), "--every", "phase", "--turns", "1-2", "--width", "300"]
    assert main(command) == 0
    assert loads == [1]
    assert capsys.readouterr().out.splitlines() == [f"wrote {out[k]}" for k in ("gif", "html", "svg", "png")]
    with Image.open(out["gif"]) as gif:
        assert gif.width == 300 and gif.n_frames == len(Replay.load(short_file).chosen("phase"))
    assert "max-width:300px" in out["html"].read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--html", "{folder}"], "the --html file is a folder, not a file: '{folder}'"),
        (["--html", "{folder}/no/such/x.html"], "the folder for the --html file does not exist"),
        (["--gif", "{folder}/a.html"], "invalid GIF file name: '{folder}/a.html' (expected a name ending .gif"),
        (["--gif", "{folder}/a.gif", "--svg", "{folder}/./a.gif", "--at", "1"], "a different file for each export"),
        ([], "invalid command line: 'no export' (expected one or more of --gif, --html, --svg, --png)"),
        (["--html", "{folder}/a.html", "--turns", "5-3"], "the first turn before the last"),
        (["--html", "{folder}/a.html", "--turns", "²"], "FIRST-LAST such as '3-5'"),
        (["--html", "{folder}/a.html", "--width", "²"], "invalid picture width: '²'"),
        (["--html", "{folder}/a.html", "--width", "20"], "invalid picture width: 20"),
    ],
)
def test_a_bad_output_or_option_is_refused_before_any_work(
    short_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    def no_work(*args: object, **kw: object) -> None:
        raise AssertionError("the record was read before the command line was checked")

    monkeypatch.setattr(Replay, "load", no_work)
    folder = str(tmp_path)
    status = main(["replay", str(short_file), *(a.format(folder=folder) for a in args), "--quiet"])
    err = capsys.readouterr().err
    assert status == 2 and message.format(folder=folder) in err and err.count("\n") == 1, err
    assert list(tmp_path.iterdir()) == []


def test_a_range_of_turns_the_record_lacks_is_refused_before_drawing(
    short_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(short_file), "--gif", str(tmp_path / "a.gif"), "--turns", "9", "--quiet"]) == 2
    assert "invalid turns of the replay: '9-9' (expected turns from 1 to 2)" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_the_bench_prints_every_export_figure_beside_its_baseline(short_file: Path) -> None:
    """``python -m sailkit.bench export`` (here on the short record under both names, the older commit not run):
    each page's and the GIF's seconds and megabytes, each beside the figure before issue 26, and the 15.9 goals."""
    from sailkit import bench

    lines = [bench.format_line(*line) for line in bench.export_figures({"15_4": short_file, "15_9": short_file})]
    names = [line.split()[0] for line in lines]
    assert all(re.fullmatch(r"\S+ [0-9.]+ (s|MB)", line) for line in lines), lines
    for label in ("html_15_4", "html_15_9", "gif_15_9_every_turn"):
        for what in ("seconds", "mb"):
            at = names.index(f"export.{label}_{what}")
            assert names[at + 1] == f"export.baseline_{label}_{what}_{bench.EXPORT_BEFORE_COMMIT}_recorded"
    assert {"export.goal_html_15_9_seconds", "export.goal_html_15_9_mb"} <= set(names)
    assert {"export", "baseline_exports"} <= set(bench.FIGURES) and "baseline_exports" in bench.ON_REQUEST
    assert [n for n in bench.FIGURES if n.startswith("export")] == ["export"]  # `bench export` stays quick


def test_the_page_steps_by_keys_slider_and_bookmarks_in_a_browser(replay: Replay, tmp_path: Path) -> None:
    """In Chromium (skipped without it): the arrow keys, End, the slider and the bookmark list move the step, the
    address follows, and each step lays its own pieces over the board."""
    if not Path("/usr/bin/chromium").exists():
        pytest.skip("no Chromium at /usr/bin/chromium (see tests/test_browser.py)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
    page_file = replay.export_html(tmp_path / "game.html", progress=False)
    blood = replay.point("first blood").index
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            page = browser.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(page_file.as_uri())
            pieces = page.locator("#moving > *").count()
            assert page.input_value("#slider") == "0" and pieces > 0
            for _ in range(3):
                page.keyboard.press("ArrowRight")
            assert page.inner_text("#label").startswith(f"4 / {len(replay.points)}")
            assert page.evaluate("location.hash") == "#3" and page.input_value("#slider") == "3"
            page.keyboard.press("End")
            assert page.input_value("#slider") == str(len(replay.points) - 1)
            page.select_option("#marks", str(blood))
            assert page.inner_text("#action") == "roll 23" and "first blood" in page.inner_text("#comments")
            assert page.locator("#moving path").count() > 0  # the arrow and highlight of that point are drawn
            page.goto(page_file.as_uri() + "#5")
            page.reload()
            assert page.inner_text("#label").startswith(f"6 / {len(replay.points)}")
            assert errors == []
        finally:
            browser.close()


def test_a_rule_set_with_no_live_board_has_each_point_drawn_whole(
    replay: Replay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a live board (a replay support that draws none), the page and the GIF draw each point with the rule
    set's ``"replay"`` renderer: a page frame is one whole board, and the options still hold."""
    from sailkit.replayer import support

    monkeypatch.setattr(support, "support_for", lambda rules: support.Plain())
    data = _page_data(replay.html(every="turn", width=300, progress=False))
    assert data["board"] == "" and all(p.startswith("<svg") and "max-width:300px" in p for p in data["pieces"])
    assert all(len(f) == 3 for f in data["frames"]) and len(data["steps"]) == len(replay.chosen("turn"))
    with Image.open(replay.export_gif(tmp_path / "a.gif", turns=(2, 2), width=240, progress=False)) as gif:
        assert gif.width == 240 and gif.n_frames == len(replay.span((2, 2)))


def test_the_record_can_come_from_standard_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``sailkit replay - --html OUT`` reads the record piped in, as ``validate -`` and ``ruling -`` do."""
    import io

    text = (ROOT / "replays" / "15.4-constitution-guerriere.sail").read_bytes()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(text)))
    out = tmp_path / "piped.png"
    assert main(["replay", "-", "--png", str(out), "--at", "turn 2", "--quiet"]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")


def test_an_export_can_go_to_standard_output(capfdbinary: pytest.CaptureFixture[bytes]) -> None:
    """``--png -`` writes the picture's bytes to standard output and says what it wrote on standard error."""
    record = str(ROOT / "replays" / "15.4-constitution-guerriere.sail")
    assert main(["replay", record, "--png", "-", "--at", "turn 2"]) == 0
    out, err = capfdbinary.readouterr()
    assert out.startswith(b"\x89PNG") and err.endswith(b"wrote standard output\n")


def test_the_commands_help_names_every_rule_sets_records() -> None:
    """``sailkit replay --help`` said its record is a ``.sail`` file, while it exports a record of any rule set."""
    import argparse

    parser = argparse.ArgumentParser()
    replay_export.add_arguments(parser)
    said = parser.format_help()
    assert all(ending in said for ending in (".sail", ".wsim", ".apm", ".fsh")), said
