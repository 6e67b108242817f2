"""Helpers every command shares: reading an input file and failing cleanly."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from scorekeeper.cli import ExitCode

MAX_INPUT_BYTES = 16 * 1024 * 1024
"""A session or backup file larger than this is refused before it is parsed."""


class InputError(Exception):
    """A file that cannot be read; the message is one line for standard error."""


def read_input(source: str) -> bytes:
    """The bytes of ``source``: a file path, or ``-`` for standard input."""
    try:
        if source == "-":
            data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with Path(source).open("rb") as handle:
                data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise InputError(f"cannot read {source}: {exc.strerror or exc}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"{source} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")
    return data


def fail(message: str) -> int:
    """Print ``message`` as one line on standard error; return the bad-input status."""
    print(f"scorekeeper: {' '.join(message.split())}", file=sys.stderr)
    return ExitCode.BAD_INPUT


def print_json(value: Any) -> None:
    """Print ``value`` as UTF-8 JSON on standard output."""
    sys.stdout.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")
    sys.stdout.flush()
