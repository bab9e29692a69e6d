"""Files a club can open: saved records and exported diagrams get ordinary permissions, follow links,
name the file asked for in errors, and read back from UTF-8 with or without a byte-order mark."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from sailkit import files
from sailkit.errors import InvalidInputError
from sailkit.files import read_text, write_atomic
from sailkit.record import Record
from sailkit.rulesets.fighting_sail import Game, Position
from sailkit.rulesets.fighting_sail.faces import drawing

posix = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


@pytest.fixture
def umask() -> Iterator[None]:
    """Run the test under the usual umask 022, whatever the machine's, and put the old one back."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _game() -> Game:
    return Game(Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"))


def _writers() -> dict[str, object]:
    rec = Record.from_actions(["command Shannon ahead"], {"Scenario": "custom"})
    return {
        "record.sail": rec.save,
        "game.sail": _game().save,
        "diagram.svg": lambda p: drawing.export(Position.parse("FS turn 1 wind W | Shannon BR 1013 E"), p),
    }


@posix
@pytest.mark.usefixtures("umask")
@pytest.mark.parametrize("name", list(_writers()))
def test_a_saved_file_gets_the_mode_any_program_gives_it(tmp_path: Path, name: str) -> None:
    """0644 under umask 022, like a file made by open(); not the 0600 of a temporary file."""
    path = tmp_path / name
    _writers()[name](path)  # type: ignore[operator]
    assert _mode(path) == 0o644
    assert [p.name for p in tmp_path.iterdir()] == [name]


@posix
def test_the_umask_is_respected(tmp_path: Path) -> None:
    old = os.umask(0o077)
    try:
        write_atomic(tmp_path / "private.sail", "x\n")
    finally:
        os.umask(old)
    assert _mode(tmp_path / "private.sail") == 0o600


@posix
@pytest.mark.usefixtures("umask")
def test_overwriting_keeps_the_old_files_mode(tmp_path: Path) -> None:
    path = tmp_path / "club.sail"
    path.write_text("old\n", encoding="utf-8")
    path.chmod(0o664)
    write_atomic(path, "new\n")
    assert path.read_text(encoding="utf-8") == "new\n" and _mode(path) == 0o664


@posix
def test_saving_to_a_symbolic_link_writes_to_its_target(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    target = tmp_path / "games" / "latest-real.sail"
    target.write_text("old\n", encoding="utf-8")
    link = tmp_path / "latest.sail"
    link.symlink_to(target)
    _game().save(link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8").startswith('[Game "Fighting Sail"]')
    dangling = tmp_path / "next.sail"
    dangling.symlink_to(tmp_path / "games" / "next-real.sail")
    write_atomic(dangling, "new\n")
    assert dangling.is_symlink() and (tmp_path / "games" / "next-real.sail").read_text(encoding="utf-8") == "new\n"
    assert sorted(p.name for p in (tmp_path / "games").iterdir()) == ["latest-real.sail", "next-real.sail"]


def test_an_error_names_the_file_asked_for_not_the_temporary_one(tmp_path: Path) -> None:
    asked = tmp_path / "no such folder" / "game.sail"
    with pytest.raises(FileNotFoundError) as info:
        _game().save(asked)
    assert info.value.filename == str(asked)
    assert ".tmp" not in str(info.value) and str(asked) in str(info.value)
    folder = tmp_path / "a folder"
    folder.mkdir()
    with pytest.raises(IsADirectoryError) as info2:
        write_atomic(folder, "x")
    assert info2.value.filename == str(folder) and ".tmp" not in str(info2.value)
    assert [p.name for p in tmp_path.iterdir()] == ["a folder"] and not any(folder.iterdir())


def test_a_record_saved_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    """Windows Notepad saves UTF-8 with a byte-order mark: the header before it still reads."""
    game = _game()
    game.apply_action("command Shannon ahead")
    path = tmp_path / "notepad.sail"
    path.write_bytes(b"\xef\xbb\xbf" + game.to_text().replace("\n", "\r\n").encode("utf-8"))
    assert read_text(path).startswith('[Game "Fighting Sail"]')
    record, problems = Record.load(path)
    assert problems == [] and record.headers["Game"] == "Fighting Sail"
    assert Game.load(path).actions == game.actions


@pytest.mark.parametrize("encoding", ["latin-1", "utf-16"])
def test_a_record_file_that_is_not_utf8_is_an_input_error_naming_it(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "old.sail"
    path.write_bytes('[Scenario "15.4"]\n\ncommand Constitution ahead {Légère}\n'.encode(encoding))
    for load in (Record.load, Game.load):
        with pytest.raises(InvalidInputError, match="UTF-8") as info:
            load(path)
        assert str(path) in str(info.value) and "byte" in str(info.value)


def test_text_utf8_cannot_hold_is_an_input_error_and_writes_nothing(tmp_path: Path) -> None:
    record = Record.from_actions(["command Shannon ahead"], {"Scenario": "custom"})
    record.root.comment = "half a pair \ud800"
    with pytest.raises(InvalidInputError, match="surrogate"):
        record.save(tmp_path / "broken.sail")
    assert list(tmp_path.iterdir()) == []


# ---- special files: devices and named pipes (issue 26, point 1) ----

fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes (POSIX)")


def _drain(path: Path) -> tuple[threading.Thread, list[bytes]]:
    """A reader at the other end of the named pipe ``path``, collecting what comes through."""
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(path.read_bytes()), daemon=True)
    reader.start()
    return reader, got


@fifo
def test_saving_into_a_named_pipe_writes_through_it_and_leaves_it_a_pipe(tmp_path: Path) -> None:
    """A save aimed at a named pipe goes to whoever reads it; the pipe is never replaced by an ordinary file."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reader, got = _drain(pipe)
    Record.from_actions(["command Shannon ahead"], {"Scenario": "custom"}).save(pipe)
    reader.join(10)
    assert got == [b'[Scenario "custom"]\n\ncommand Shannon ahead\n']
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pipe"]


def test_saving_to_a_character_device_writes_into_it_and_never_renames_over_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a save to the null or full device does, shown on an ordinary file that stat calls a character device
    (no test writes to a real device): the bytes go into it, and nothing is renamed over it."""
    target = tmp_path / "device"
    target.write_bytes(b"old")
    real_stat = os.stat

    def as_device(path: object, *args: object, **kw: object) -> os.stat_result:
        st = real_stat(path, *args, **kw)  # type: ignore[arg-type]
        if os.fspath(path) == str(target) or (isinstance(path, int) and os.path.samestat(st, real_stat(target))):
            return os.stat_result((stat.S_IFCHR | 0o666, *st[1:]))
        return st

    def never(*args: object) -> None:
        raise AssertionError("a device must never be replaced by a renamed file")

    monkeypatch.setattr(os, "stat", as_device)
    monkeypatch.setattr(os, "fstat", lambda fd: as_device(fd))
    monkeypatch.setattr(os, "replace", never)
    write_atomic(target, "new\n")
    monkeypatch.undo()
    assert target.read_bytes() == b"new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["device"]


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_reading_a_device_is_refused_not_read_forever(device: str) -> None:
    """``sailkit validate /dev/zero`` read until memory ran out: a record must be a regular file."""
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    with pytest.raises(InvalidInputError, match="a regular file") as info:
        Record.load(device)
    assert device in str(info.value) and "character device" in str(info.value)


@fifo
def test_reading_a_named_pipe_is_refused_at_once_not_blocked_forever(tmp_path: Path) -> None:
    """``sailkit validate FIFO`` blocked forever waiting for a writer: it is refused without waiting."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for load in (Record.load, Game.load, read_text):
        with pytest.raises(InvalidInputError, match="named pipe"):
            load(pipe)  # type: ignore[operator]


def test_a_record_file_too_big_to_be_a_record_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.sail"
    path.write_text('[Game "Fighting Sail"]\n' + "roll 3\n" * 100, encoding="utf-8")
    monkeypatch.setattr(files, "MAX_READ", 200)
    with pytest.raises(InvalidInputError, match="at most 200 bytes"):
        Record.load(path)
