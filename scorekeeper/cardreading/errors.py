"""Why a photo of cards cannot be read.

Every refusal is a ``CardPhotoError`` (a ``ScorekeeperError``), so the command
line and the screens catch one type and show one line in the player's language
(the keys are in the catalogues). A hostile or broken file (not an image, cut
short, a decompression bomb, absurd dimensions) ends as one of these, never as
a traceback or an exhausted phone.
"""

from __future__ import annotations

from scorekeeper.rules.errors import ScorekeeperError


class CardPhotoError(ScorekeeperError):
    """Base of the card reader's refusals."""


class UnreadablePhotoError(CardPhotoError):
    """Bytes that are not an image the reader can open, or an image cut short."""

    key = "error.cards.bad_image"
    template = "the file is not a readable photo ({detail})"


class PhotoTooLargeError(CardPhotoError):
    """A photo refused by its file size or its header, before any pixel is decoded."""

    key = "error.cards.too_large"
    template = "the photo is too large to read ({detail}); take it again at the camera's usual size"
