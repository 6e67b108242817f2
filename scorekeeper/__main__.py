"""``python -m scorekeeper`` / ``scorekeeper``: runs :mod:`scorekeeper.cli.dispatch`."""

from __future__ import annotations

import sys

from scorekeeper.cli import ExitCode
from scorekeeper.cli.dispatch import main

__all__ = ["main"]

if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(ExitCode.INTERRUPTED)
