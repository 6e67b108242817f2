"""How the app reads a shared game, composed here as its screens and commands compose it.

The package keeps only the steps (split pasted text, read the codes in a picture,
decode the codes, import the game); these one-line compositions serve the tests
that feed a text or a picture in and look at the game that comes out.
"""

from __future__ import annotations

from collections.abc import Iterable

from PIL.Image import Image

from scorekeeper.rules.game import Game
from scorekeeper.services.games import GameService
from scorekeeper.services.imports import ImportResult, import_game
from scorekeeper.sharing.codes import game_from_codes, split_pasted_text
from scorekeeper.sharing.decode import read_code_texts, read_code_texts_in_file
from scorekeeper.sharing.decoders import QrDecoder


def game_from_text(text: str) -> Game:
    """The game in pasted text (one or more codes, one per line), as Paste reads it."""
    return game_from_codes(split_pasted_text(text))


def game_from_image(image: Image, decoder: QrDecoder | None = None) -> Game:
    """The game shown by the code(s) in a picture, as the camera reads it."""
    return game_from_codes(read_code_texts(image, decoder))


def game_from_image_file(data: bytes, decoder: QrDecoder | None = None) -> Game:
    """The game shown by the code(s) in an image file's bytes, as a chosen file is read."""
    return game_from_codes(read_code_texts_in_file(data, decoder))


def import_codes(games: GameService, texts: Iterable[str]) -> ImportResult:
    """Decode every code first, then import the game: a bad code stores nothing."""
    return import_game(games, game_from_codes(texts))
