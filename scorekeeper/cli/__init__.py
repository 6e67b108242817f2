"""Command-line sub-commands, one module each.

``COMMANDS`` maps a sub-command name to its module and one-line help. Every
module exposes ``configure(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import enum


class ExitCode(enum.IntEnum):
    """Exit statuses shared by all commands: one per kind of cause (the README's table)."""

    OK = 0
    FAILURE = 1
    """Something could not be written or used: a full disk, a read-only or forbidden folder,
    a data folder or port in use, a damaged store."""
    BAD_INPUT = 2
    """What was given cannot be used: an argument, a file that cannot be read or is not
    valid, an unknown game, an output that is not a plain file."""
    CONFLICT = 3
    """``import-code``: the stored copy of the game differs; nothing was changed."""
    INTERRUPTED = 130


COMMANDS: dict[str, tuple[str, str]] = {
    "replay": ("scorekeeper.cli.replay", "replay a session file and print the result as JSON"),
    "cut": ("scorekeeper.cli.cut", "work out the first roles or dealer from three cut cards"),
    "melds": ("scorekeeper.cli.melds", "referee: best melds, deadwood, discard and layoffs"),
    "games": ("scorekeeper.cli.games", "list the stored games, one per line"),
    "export": ("scorekeeper.cli.export", "write one game or a backup of all games as JSON"),
    "import": ("scorekeeper.cli.import_games", "store the games of a backup or session file"),
    "share": ("scorekeeper.cli.share", "show a game as QR code(s) or code text to share it"),
    "import-code": ("scorekeeper.cli.import_code", "read a shared game code (image or text)"),
    "cards": ("scorekeeper.cli.cards", "read the cards in photos of a hand, as JSON lines"),
}
