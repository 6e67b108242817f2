"""``scorekeeper cards PHOTO... [--letters auto|en|de|nl|fr|pl]``: the cards in photos.

Prints one JSON line per photo, in the order given: ``{"photo": ..., "letters":
..., "cards": ["TD", "QS", ...], "unsure": [...]}``. ``cards`` were read surely;
``unsure`` are likely but should be checked. ``letters`` is the deck's letter set,
given or worked out from the letters seen; when the letters seen fit decks that
read them differently (a V alone: the queen on a Dutch deck, the jack on a French
one) it is null, ``choices`` names those decks and ``undecided`` the corners
that depend on the choice; ``--letters`` settles it.

For batches and checks: a photo that cannot be read (not an image, cut short,
too large) gives an ``{"photo": ..., "error": ...}`` line, the others are still
read, and the run ends with one line on standard error (the first refusal, and
how many more) and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Final

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import InputError, fail, shorten
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.services.card_reading import (
    MAX_PHOTO_BYTES,
    CardsRead,
    LetterSet,
    cards_for,
    read_photo,
)

AUTO: Final = "auto"


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the photos; which letters the deck prints, or ``auto``."""
    parser.add_argument("photos", nargs="+", metavar="PHOTO", help="a photo of the cards")
    parser.add_argument(
        "--letters",
        choices=[AUTO, *(s.value for s in LetterSet)],
        default=AUTO,
        help="the letters on the cards: English A K Q J, German K D B, Dutch H V B, "
        "French R D V, Polish K D W; auto works it out from the letters seen",
    )


def run(args: argparse.Namespace) -> int:
    """Read each photo and print its line; status 2 if any photo was refused."""
    letters = None if args.letters == AUTO else LetterSet(args.letters)
    refused: list[str] = []
    for photo in args.photos:
        try:
            line = to_dict(photo, cards_for(read_photo(_photo_bytes(photo)), letters))
        except (InputError, ScorekeeperError) as exc:
            line = {"photo": photo, "error": str(exc)}
            refused.append(f"{shorten(photo)}: {exc}")
        sys.stdout.write(json.dumps(line, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    if not refused:
        return ExitCode.OK
    more = len(refused) - 1
    also = (
        f" (and {more} more {'photo' if more == 1 else 'photos'}, see their lines)" if more else ""
    )
    return fail(refused[0] + also)


def to_dict(photo: str, read: CardsRead) -> dict[str, object]:
    """One photo's JSON line (see the module's description)."""
    line: dict[str, object] = {
        "photo": photo,
        "letters": read.letters.value if read.letters else None,
        "cards": [str(c) for c in read.cards],
        "unsure": [str(c) for c in read.unsure],
    }
    if read.letters is None:
        line["choices"] = [s.value for s in read.choices]
        line["undecided"] = list(read.undecided)
    return line


def _photo_bytes(photo: str) -> bytes:
    """The file's bytes, at most one byte past the photo cap (the reader refuses more)."""
    try:
        with Path(photo).open("rb") as handle:
            return handle.read(MAX_PHOTO_BYTES + 1)
    except OSError as exc:
        raise InputError(f"cannot read it: {exc.strerror or exc}") from None
    except ValueError:
        raise InputError("no file can have that name") from None
