"""Where the games live: the same answer for every command and for the app.

The storage commands (``games``, ``export``, ``import``, ``share``) resolve the
data folder exactly as the app does (``scorekeeper.config``): ``--data-dir``,
then ``SCOREKEEPER_DATA_DIR``, then ``data_dir`` in ``flet.toml``, then the
platform's per-user data folder. One rule, so a command never looks at another
folder than the app that recorded the games.

Why a service and not part of storage: the answer comes from the app's
configuration, which the store itself never needs to know; the store is
handed a folder. Only ``config`` is imported here, so building a command's
parser (which shows :data:`DATA_DIR_HELP`) stays fast.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from scorekeeper.config import DATA_DIR_ENV, load_config

DATA_DIR_HELP = (
    f"folder holding the stored games (default: ${DATA_DIR_ENV}, else data_dir in "
    "flet.toml, else the platform's data folder, e.g. ~/.local/share/scorekeeper)"
)


def resolve_data_dir(
    explicit: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> Path:
    """The data folder: ``explicit`` if given, else as the app's configuration says."""
    overrides = {"data_dir": os.fspath(explicit) if explicit else None}
    return load_config(overrides=overrides, environ=environ).data_dir
