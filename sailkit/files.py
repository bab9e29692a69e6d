"""Files a club can open: saved safely, with ordinary permissions, and read with clear errors.

:func:`write_atomic` is the one way sailkit writes a file (records, exported
diagrams): a reader sees the old file or the new one, never half of either. The new
file gets the permissions any other program's file would get, a symbolic link is
followed to the file it points at, and an error names the file the user asked for.
A character device (``/dev/null``, ``/dev/stdout``) or a named pipe is written into, as
any program writes to one, and never replaced by a renamed file; a block device or a
socket is refused.
:func:`read_text` and :func:`read_bytes` read a regular file of at most :data:`MAX_READ`
bytes (a device or a named pipe is refused at once, never read forever nor waited on);
:func:`read_text` reads UTF-8 (a byte-order mark is allowed) and says which byte is
wrong when the file is not UTF-8.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from .errors import InvalidInputError


def write_atomic(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8, or bytes) to ``path`` through a temporary file and ``os.replace``.

    * Permissions: a new file gets what ``open()`` would give it (0o666 less the
      umask: 0644 under the usual umask 022), not the 0600 of a temporary file; a
      file that is replaced keeps its mode.
    * A symbolic link is followed: the file it points at is replaced and the link
      stays a link.
    * An :class:`OSError` (no such folder, no permission ...) names ``path``, not the
      hidden temporary file; no temporary file is left behind. Text that UTF-8 cannot
      hold (a lone surrogate) is an :class:`~sailkit.errors.InvalidInputError`.
    """
    asked = os.fspath(path)
    target = Path(os.path.realpath(asked))
    try:
        payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    except UnicodeEncodeError as err:  # a lone surrogate, e.g. from a comment pasted in a notebook
        raise InvalidInputError(
            f"text to save in {asked!r}", data[err.start : err.end], "text UTF-8 can hold (no lone surrogate)"
        ) from None
    tmp: str | None = None
    try:
        if _write_special(target, asked, payload):
            return
        mode = _mode_for(target)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
        tmp = None
        _sync_folder(target.parent)
    except OSError as err:
        raise _naming(err, asked) from err
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


#: The most bytes sailkit reads from one file: far more than any record, lesson or index (the longest
#: sample record is 26 kB), far less than a machine's memory.
MAX_READ = 64 * 2**20

#: What the kinds of file that are not regular files are called in a message.
_KINDS = {
    stat.S_IFCHR: "a character device",
    stat.S_IFIFO: "a named pipe",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
}


def _kind(mode: int) -> str:
    return _KINDS.get(stat.S_IFMT(mode), "not a regular file")


def _write_special(target: Path, asked: str, payload: bytes) -> bool:
    """Write ``payload`` straight into ``target`` when it is a character device or a named pipe (True), never
    renaming a file over it: the null device stays the null device. A block device or a socket is refused; anything
    else (a regular file, a new one) is left to the atomic write (False)."""
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return False
    if stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
        with open(target, "wb") as f:  # a pipe waits for its reader here, as for any program writing to it
            f.write(payload)
        return True
    if stat.S_ISBLK(mode) or stat.S_ISSOCK(mode):
        raise InvalidInputError(
            "file to write", asked, f"a regular file, a character device or a named pipe, not {_kind(mode)}"
        )
    return False


def read_bytes(path: str | os.PathLike[str], what: str = "file") -> bytes:
    """The bytes of the regular file ``path``: a device, a named pipe or a folder is an
    :class:`~sailkit.errors.InvalidInputError` at once (the zero device would be read until memory runs out, a
    pipe would wait for a writer forever), as is a file of more than :data:`MAX_READ` bytes; a missing file raises
    the usual :class:`FileNotFoundError`."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InvalidInputError(what, os.fspath(path), f"a regular file, not {_kind(info.st_mode)}")
        data = f.read(MAX_READ + 1)
    if len(data) > MAX_READ:
        raise InvalidInputError(what, os.fspath(path), f"a file of at most {MAX_READ} bytes")
    return data


def read_text(path: str | os.PathLike[str], what: str = "text file") -> str:
    """The text of a UTF-8 file, without its byte-order mark if it has one.

    Read with :func:`read_bytes` (a regular file, bounded). A file that is not UTF-8 raises
    :class:`~sailkit.errors.InvalidInputError` naming the file and the first byte that does
    not decode; a missing file raises the usual :class:`FileNotFoundError`.
    """
    data = read_bytes(path, what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise InvalidInputError(
            what, os.fspath(path), f"UTF-8 text, but byte {err.start} is 0x{data[err.start]:02x}: save it as UTF-8"
        ) from None


def _mode_for(target: Path) -> int:
    """The mode ``open()`` would leave: the replaced file's own, else 0o666 less the umask."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        return 0o666 & ~_umask()


def _umask() -> int:
    """The process's umask (reading it means setting it, so it is set straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (POSIX folders can be fsynced)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _naming(err: OSError, asked: str) -> OSError:
    """The same kind of error, naming the file the user asked for instead of the temporary one."""
    if err.errno is None:
        return type(err)(f"{err}: {asked!r}")
    return type(err)(err.errno, err.strerror, asked)


__all__ = ["MAX_READ", "read_bytes", "read_text", "write_atomic"]
