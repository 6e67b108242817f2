"""The app's font has every character the app can write, in every language.

Why: a character the font lacks makes Flutter's web client look for a fallback
font, which an offline phone cannot fetch, and the player sees an empty box
("2▯" for 2♠). The characters come from the catalogues and from the string
constants of the code (suit signs, "−", separators), docstrings left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

from fontTools.ttLib import TTFont

import scorekeeper
from scorekeeper.i18n import Catalog
from scorekeeper.rules.cards import Suit
from scorekeeper.views.fonts import FONTS

ROOT = Path(__file__).resolve().parents[2]
SOURCE = Path(scorekeeper.__file__).parent
FONT = ROOT / "assets" / next(iter(FONTS.values()))


def _characters_of_the_code() -> set[str]:
    found: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
            ):
                found |= set(node.value)
    return found


def _characters_of_the_catalogues() -> set[str]:
    catalog = Catalog.load()
    return {
        char
        for language in catalog.languages
        for key in catalog.keys(language)
        for char in catalog.template(key, language)
    }


def test_the_font_has_every_character_the_app_writes() -> None:
    cmap = TTFont(FONT).getBestCmap()
    wanted = _characters_of_the_catalogues() | _characters_of_the_code()
    # Variation selectors are only read from input (cards typed as "♠️"), never drawn.
    printable = {char for char in wanted if char.isprintable() and not "\ufe00" <= char <= "\ufe0f"}
    missing = sorted(f"{char} U+{ord(char):04X}" for char in printable if ord(char) not in cmap)
    assert missing == []


def test_the_font_has_the_four_suits_and_the_polish_letters() -> None:
    cmap = TTFont(FONT).getBestCmap()
    for char in [suit.symbol for suit in Suit] + list("ąćęłńóśźżĄĆĘŁŃÓŚŹŻäöüßëï−≤"):
        assert ord(char) in cmap, char


def test_the_font_stays_small_enough_for_a_first_visit_on_a_phone() -> None:
    assert FONT.stat().st_size < 60_000
