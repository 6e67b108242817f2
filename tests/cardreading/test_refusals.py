"""A photo that is not one, is cut short or is too big: one clear refusal, in every language."""

from __future__ import annotations

import resource

import pytest

from scorekeeper.cardreading import CardPhotoError, PhotoTooLargeError, UnreadablePhotoError
from scorekeeper.cardreading.limits import MAX_PHOTO_BYTES
from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.services.card_reading import read_photo
from tests.cardreading.hostile import HOSTILE, jpeg

CATALOG = Catalog.load()
TOO_LARGE = {"bomb-png", "huge-dimensions", "progressive-bomb"}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_or_broken_file_is_refused_with_a_card_photo_error(name: str) -> None:
    expected = PhotoTooLargeError if name in TOO_LARGE else UnreadablePhotoError
    with pytest.raises(expected):
        read_photo(HOSTILE[name])


def test_a_decompression_bomb_is_refused_before_its_pixels_are_decoded() -> None:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(PhotoTooLargeError):
        read_photo(HOSTILE["bomb-png"])
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mb < 50


def test_a_file_over_the_byte_cap_is_refused_unread() -> None:
    with pytest.raises(PhotoTooLargeError, match="over 32 MB"):
        read_photo(b"\xff\xd8\xff" + b"\x00" * MAX_PHOTO_BYTES)


def test_a_blank_photo_has_no_cards() -> None:
    assert read_photo(jpeg()) == ()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_reads_in_every_language(language: str) -> None:
    for name, data in HOSTILE.items():
        with pytest.raises(CardPhotoError) as refused:
            read_photo(data)
        text = CATALOG.translate_error(refused.value, language)
        assert text and "{" not in text, (name, language, text)
