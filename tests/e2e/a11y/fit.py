"""Words that must fit the keys and buttons they are drawn in, measured in the real page.

Two checks that the language walk (``test_languages``) makes at 360 × 640 with
larger text, where the words are longest and the room least:

- The new-game form's mode buttons (Cut, Pick, Random) once shared a row in thirds,
  and "Przełożenie" and "Random" were broken inside the word. Flutter draws on a
  canvas, so the break is measured from the semantics tree: a button whose label
  takes two lines is taller than one whose label takes one, and the buttons of one
  row are not stretched to each other's height. Every mode button must be as tall
  as the shortest one, and inside the screen.
- Each word of the pad's last key (Next, Done, Save) and of the result buttons fits
  the key it is drawn in, at the size it is drawn: measured exactly in the app's
  own font, as these sizes are fixed. "Zapisz rozdani", "Volgen|de" and "Klopfe|n"
  once did not.
"""

from __future__ import annotations

from scorekeeper.i18n import Catalog
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.game.sheet.number_pad import LABEL_PADDING, LABEL_SIZE
from scorekeeper.ui.game.sheet.view import COMPACT_LABEL, RESULT_LABELS

from ..browser import WebApp
from ..steps import fill, reveal, unfocus
from ..text_fit import widest_word

CATALOG = Catalog.load()
MODES = (game_keys.FIRST_MODE_CUT, game_keys.FIRST_MODE_PICK, game_keys.FIRST_MODE_RANDOM)
ONE_PIXEL = 1.0
CLEAR_OF_EDGE = 120
"""Pixels between the last mode button and the screen's bottom edge when measured."""
LONG_NAMES = ("Małgorzata", "Bartłomiej", "Grażyna")
BOLDER = 1.04
"""Room for the synthetic bold of the keys' words (the app's font has one weight)."""
CHOICE_PADDING = 8
"""Beside a result button's words (``hand_sheet._choice``)."""


def mode_button_problems(app: WebApp, screen_width: int, screen_height: int) -> list[str]:
    """On the new-game form: long names typed, then each mode button that wraps or overflows."""
    for seat, name in enumerate(LONG_NAMES):
        fill(app, game_keys.player_field(seat), name)
    unfocus(app)
    reveal(app, game_keys.FIRST_MODE_RANDOM)  # the last of them, wherever the row wraps
    for _ in range(8):  # away from the bottom edge, which clips a box to what shows
        box = app.by_id(game_keys.FIRST_MODE_RANDOM).first.bounding_box()
        if box is not None and box["y"] + box["height"] < screen_height - CLEAR_OF_EDGE:
            break
        app.page.mouse.wheel(0, 120)
        app.page.wait_for_timeout(200)
    app.page.wait_for_timeout(400)  # the form has laid itself out again
    found = {}
    for identifier in MODES:
        box = app.by_id(identifier).first.bounding_box()
        if box is None:
            return [f"{identifier} has no box"]
        found[identifier] = box
    lowest = min(box["height"] for box in found.values())
    problems = [
        f"a word wraps in {key}: {box}"
        for key, box in found.items()
        if box["height"] > lowest + ONE_PIXEL
    ]
    problems += [
        f"{key} is past the screen's edge: {box}"
        for key, box in found.items()
        if box["x"] + box["width"] > screen_width
    ]
    return problems


def sheet_key_problems(app: WebApp, language: str) -> list[str]:
    """With the pad open: each word of the pad's last key and of the result buttons that
    is wider than its key."""
    too_wide: list[str] = []
    key = app.by_id(game_keys.PAD_NEXT).first.bounding_box()
    if key is None:
        return ["the pad's last key has no box"]
    room = key["width"] - 2 * LABEL_PADDING
    for label in ("word.next", "word.done", "sheet.save"):
        words = CATALOG.translate(label, language)
        widest = widest_word(app, words, LABEL_SIZE) * BOLDER
        if widest > room:
            too_wide.append(f"{words!r}: {widest:.0f} px in {room:.0f}")
    for result, label in RESULT_LABELS.items():
        button = app.by_id(game_keys.result_choice(result.value)).first.bounding_box()
        if button is None:
            too_wide.append(f"the {result.value} button has no box")
            continue
        words = CATALOG.translate(label, language)
        widest = widest_word(app, words, COMPACT_LABEL) * BOLDER
        if widest > button["width"] - 2 * CHOICE_PADDING:
            too_wide.append(
                f"{words!r}: {widest:.0f} px in {button['width'] - 2 * CHOICE_PADDING:.0f}"
            )
    return too_wide
