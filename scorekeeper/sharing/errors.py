"""Why a game cannot be shared, or why a scanned or pasted code is refused.

Every refusal of the sharing package is a ``SharingError`` (a ``ScorekeeperError``),
so the UI and the command line catch one type and show one clear line. The
import use case promises that nothing else escapes: a damaged photo, a hostile payload
or a deflate bomb all end as one of these, and nothing is stored.
"""

from __future__ import annotations

from scorekeeper.rules.errors import ScorekeeperError


class SharingError(ScorekeeperError):
    """Base of all sharing refusals."""


class UnshareableGameError(SharingError):
    """A game that cannot be put into codes (invalid, or beyond the format's limits)."""

    key = "error.sharing.unshareable"
    template = "this game cannot be shared as a code: {detail}"


class NotAGameCodeError(SharingError):
    """Text or a QR code that is not a Scorekeeper game code at all."""

    key = "error.sharing.not_a_code"
    template = "this is not a Scorekeeper game code ({detail})"


class CodeVersionError(SharingError):
    """A code made by a newer (or unknown) version of the format."""

    key = "error.sharing.version"
    template = "this code uses format {version}, which this app cannot read; update the app"


class CodeTooLargeError(SharingError):
    """A size cap hit before the work was done (text, parts, decompressed payload)."""

    key = "error.sharing.too_large"
    template = "the code is too large: {what} is over {limit}"


class DamagedCodeError(SharingError):
    """A code whose checksum does not match: damaged, mistyped or cut short."""

    key = "error.sharing.damaged"
    template = "the code is damaged or incomplete ({detail}); scan or copy it again"


class MalformedCodeError(SharingError):
    """A code with a valid checksum whose content breaks the format."""

    key = "error.sharing.malformed"
    template = "the code is not a valid game: {detail}"


class InvalidGameError(SharingError):
    """A well-formed code holding a game the rules refuse (e.g. a knock over the limit)."""

    key = "error.sharing.invalid_game"
    template = "the game in the code breaks the rules: {detail}"


class MissingPartsError(SharingError):
    """A game split over several codes of which some have not been scanned yet."""

    key = "error.sharing.missing_parts"
    template = "{have} of {total} codes read; still missing code {missing}"


class MixedPartsError(SharingError):
    """Codes that belong to different games (or different versions of one game)."""

    key = "error.sharing.mixed_parts"
    template = "these codes belong to different games; scan the codes of one game only"


class NoCodeFoundError(SharingError):
    """An image in which no QR code could be read."""

    key = "error.sharing.no_code"
    template = "no QR code found in the image; hold the phone steady and fill the frame"


class UnreadableImageError(SharingError):
    """Bytes that are not an image this app can open."""

    key = "error.sharing.bad_image"
    template = "the file is not a readable image ({detail})"


class ImageTooLargeError(SharingError):
    """An image refused by its file size or its header, before any pixel is decoded."""

    key = "error.sharing.image_too_large"
    template = "the image is too large to read ({detail}); use a screenshot or a smaller photo"


class NoDecoderError(SharingError):
    """This installation has no QR reader (neither zxing-cpp nor ZBar)."""

    key = "error.sharing.no_decoder"
    template = "this installation cannot read QR codes from pictures; paste the code text instead"
