"""Helpers every command shares: reading an input file and failing cleanly."""

from __future__ import annotations

import argparse
import errno
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from scorekeeper.cli import ExitCode


class InputError(Exception):
    """A file that cannot be read; the message is one line for standard error."""


WRITE_REFUSALS = frozenset(
    {errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EPERM, errno.EIO}
)
"""What the operating system says when it will not write (the status is then FAILURE)."""


def os_status(error: OSError) -> int:
    """The exit status for an OS refusal: FAILURE when it would not write, else BAD_INPUT."""
    return ExitCode.FAILURE if error.errno in WRITE_REFUSALS else ExitCode.BAD_INPUT


SHOWN_CHARS = 60
"""How much of an argument a message repeats: enough to recognise it, never a screenful."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose refusal is one line on standard error, status 2.

    argparse prints the usage and then the error; a script reading standard
    error, or a player, wants the one line that names the problem (the usage is
    one ``--help`` away).
    """

    def error(self, message: str) -> NoReturn:
        """Print ``prog: message`` as one line and exit with the bad-input status."""
        text = " ".join(f"{self.prog}: {message} (see --help)".split())
        self.exit(ExitCode.BAD_INPUT, f"{shorten(text, 4 * SHOWN_CHARS)}\n")


def shorten(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` as a message repeats it: at most ``limit`` characters, unprintable ones escaped."""
    shown = text if text.isprintable() else text.encode("unicode_escape", "replace").decode()
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def is_file(source: str) -> bool:
    """Whether ``source`` names an existing file; a name no file can have (too long, NUL) is not."""
    try:
        return Path(source).is_file()
    except (OSError, ValueError):
        return False


def read_input(source: str) -> bytes:
    """The bytes of ``source``: a file path, or ``-`` for standard input.

    A session or backup file larger than the app's one cap is refused before it
    is parsed. The cap is imported here, not with this module, because every
    command imports this module and the referee's never read a file (``melds``
    starts without the services and sharing packages).
    """
    from scorekeeper.services.files import MAX_FILE_BYTES  # noqa: PLC0415

    try:
        if source == "-":
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        else:
            with Path(source).open("rb") as handle:
                data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise InputError(f"cannot read {shorten(source)}: {exc.strerror or exc}") from None
    except ValueError:
        raise InputError(f"cannot read {shorten(source)}: no file can have that name") from None
    if len(data) > MAX_FILE_BYTES:
        raise InputError(f"{shorten(source)} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    return data


def run_guarded(run: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """Run a command; an OS refusal no command foresaw becomes one line, never a traceback.

    Every command names its own failures; this is the net under an argument
    the operating system refuses in a way nobody thought of (a name too long
    for the file system, a NUL byte, a folder where a file was expected).
    """
    try:
        return run(args)
    except OSError as exc:
        where = f" {shorten(str(exc.filename))}" if exc.filename else ""
        return fail(f"cannot use{where}: {exc.strerror or exc}", os_status(exc))
    except UnicodeError as exc:
        return fail(f"an argument is not valid text ({shorten(str(exc))})")
    except ValueError as exc:
        # The one ValueError the OS layer raises for a path: Python refuses a NUL
        # byte before any system call, so it is no OSError. Anything else is a bug.
        if "null byte" not in str(exc):
            raise
        return fail("an argument holds a NUL character, which no file or folder name can")


def write_output(path: Path, data: bytes) -> int:
    """Write ``data`` as the plain file ``path`` a command was told to write; the exit status.

    One rule for every output a player names (``export -o``, ``share --png``): a
    plain file, new or replaced by renaming, never written through a symbolic
    link, never blocking on a FIFO. A link, FIFO, device or folder at ``path`` is
    bad input (status 2) and left as it is; a write the system refuses (a full
    disk, a read-only folder) is a failure (status 1).
    """
    from scorekeeper.services.files import (  # noqa: PLC0415
        NotRegularFileError,
        write_regular_file,
    )
    from scorekeeper.services.records import StorageError  # noqa: PLC0415

    try:
        write_regular_file(path, data, mode=0o644)
    except NotRegularFileError as exc:
        return fail(str(exc))
    except StorageError as exc:
        return fail(str(exc), ExitCode.FAILURE)
    return ExitCode.OK


def fail(message: str, status: int = ExitCode.BAD_INPUT) -> int:
    """Print ``message`` as one line on standard error; return ``status`` (bad input)."""
    print(f"scorekeeper: {' '.join(message.split())}", file=sys.stderr)
    return status


def print_json(value: Any) -> None:
    """Print ``value`` as UTF-8 JSON on standard output."""
    sys.stdout.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")
    sys.stdout.flush()
