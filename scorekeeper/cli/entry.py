"""What the top-level ``main.py`` runs (the entry a built app starts).

Inside a built app (``FLET_PLATFORM`` set by Flet's shell) the app starts
embedded, its configuration the app's own storage
(:func:`scorekeeper.start.starter.start_embedded`, handed the app's loader,
:func:`scorekeeper.compose.load`); anywhere else this is the ``scorekeeper``
command with no arguments. Why in ``cli``: the command is the one that turns how
the process was started into a configuration; the starter below it never
reaches back up for the command, nor for the composition root.
"""

from __future__ import annotations

from scorekeeper.cli import ExitCode
from scorekeeper.compose import load
from scorekeeper.start.starter import is_embedded, start_embedded

__all__ = ["start"]


def start() -> int:
    """Embedded in a built app, else the ``scorekeeper`` command with no arguments."""
    if not is_embedded():
        from scorekeeper.cli.dispatch import main  # noqa: PLC0415

        return main([])
    start_embedded(load)
    return ExitCode.OK
