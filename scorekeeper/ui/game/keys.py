"""Stable control keys of the game screens (home, new game, table, hand sheet, detail, end).

Keys never depend on the language or on player names: a player's control is
keyed by their seat (0, 1, 2 in seat order), so one test drives any game in
any language, and the browser tests find controls by these identifiers.
"""

from __future__ import annotations

from typing import Final

# --- home -----------------------------------------------------------------------------
HOME_CONTINUE: Final = "home.continue"
HOME_HISTORY: Final = "home.history"
HOME_STATS: Final = "home.stats"
HOME_IMPORT: Final = "home.import"
HOME_SETTINGS: Final = "home.settings"
HOME_RULES: Final = "home.rules"

# --- new game -------------------------------------------------------------------------
NEW_VIEW: Final = "setup"
NEW_BACK: Final = "setup.back"
NEW_START: Final = "setup.start"
NEW_ERROR: Final = "setup.error"
FIRST_MODE_CUT: Final = "setup.first.cut"
FIRST_MODE_PICK: Final = "setup.first.pick"
FIRST_MODE_RANDOM: Final = "setup.first.random"
FIRST_RANDOM_AGAIN: Final = "setup.first.random.again"
FIRST_RESULT: Final = "setup.first.result"
RULES_TILE: Final = "setup.rules"
RULES_RESET: Final = "setup.rules.reset"


def variant_card(variant: str) -> str:
    """The choice card of a variant (``setup.variant.box``)."""
    return f"setup.variant.{variant}"


def player_field(seat: int) -> str:
    """The name field of the player in ``seat`` (0-2)."""
    return f"setup.player.{seat}"


def suggestion(index: int) -> str:
    """The chip of the ``index``-th suggested past player."""
    return f"setup.suggestion.{index}"


def cut_field(seat: int) -> str:
    """The cut-card field of the player in ``seat``."""
    return f"setup.cut.{seat}"


def pick_choice(step: str, seat: int) -> str:
    """A player button in the Pick mode: step ``box``, ``captain`` or ``dealer``."""
    return f"setup.pick.{step}.{seat}"


def option_field(name: str) -> str:
    """The editor of one house option (``setup.option.target``)."""
    return f"setup.option.{name}"


def option_choice(name: str, value: str) -> str:
    """One choice of an option with named values (``setup.option.tie.no_score``)."""
    return f"setup.option.{name}.{value}"


def option_error(name: str) -> str:
    """The refusal shown under one house option (``setup.option.target.error``)."""
    return f"setup.option.{name}.error"


# --- table ----------------------------------------------------------------------------
TABLE_VIEW: Final = "table"
TABLE_HOME: Final = "table.home"
TABLE_RECORD: Final = "table.record"
TABLE_UNDO: Final = "table.undo"
TABLE_SHARE: Final = "table.share"
TABLE_MENU: Final = "table.menu"
TABLE_RULES: Final = "table.rules"
TABLE_HOUSE_RULES: Final = "table.house_rules"
TABLE_FINGERPRINT: Final = "table.fingerprint"
TABLE_HAND_NUMBER: Final = "table.hand_number"
TABLE_RESULT: Final = "table.result"
TABLE_SEE_RESULT: Final = "table.see_result"
TABLE_NOT_FOUND: Final = "table.not_found"
TABLE_DELETED: Final = "table.deleted"
TABLE_HOME_AFTER_DELETE: Final = "table.deleted.home"
SNACKBAR: Final = "table.snackbar"
HOUSE_RULES_DIALOG: Final = "table.house_rules.dialog"
HOUSE_RULES_SAVE: Final = "table.house_rules.save"
HOUSE_RULES_CANCEL: Final = "table.house_rules.cancel"
HOUSE_RULES_ERROR: Final = "table.house_rules.error"
CONFIRM_RESCORE: Final = "table.house_rules.confirm"


def tile(seat: int) -> str:
    """The tile of the player in ``seat``."""
    return f"table.tile.{seat}"


def tile_total(seat: int) -> str:
    """The total shown on the tile of the player in ``seat``."""
    return f"table.tile.{seat}.total"


def hand_row(number: int) -> str:
    """The hand list line of hand ``number`` (1-based)."""
    return f"table.hand.{number}"


# --- hand sheet -----------------------------------------------------------------------
SHEET: Final = "sheet"


def sheet(number: int, *, editing: bool) -> str:
    """The sheet entering hand ``number`` (new, or a correction).

    One key per hand: a sheet closed a moment ago can still be in the page's
    dialogs until the client has let it go, and Flet's diff of two dialogs with
    one key and different content fails (and stops the screen updating).
    """
    return f"{SHEET}.{'edit' if editing else 'new'}.{number}"


SHEET_CLOSE: Final = "sheet.close"
SHEET_SAVE: Final = "sheet.save"
SHEET_PREVIEW: Final = "sheet.preview"
SHEET_ERROR: Final = "sheet.error"
SHEET_BANNER: Final = "sheet.banner"
SHEET_HEARD: Final = "sheet.heard"
SHEET_HOME: Final = "sheet.home"
SHEET_COUNT_CARDS: Final = "sheet.count_cards"
SHEET_READ_CARDS: Final = "sheet.read_cards"
"""Read the cards from a photo: the referee, opened on its photo reader."""
SHEET_CARDS: Final = "sheet.cards"
SHEET_CARDS_REMOVE: Final = "sheet.cards.remove"
SHEET_FIELD_ERROR: Final = "sheet.field_error"
SHEET_SITTER_REASON: Final = "sheet.sitter_reason"
SHEET_ZERO_KNOCK: Final = "sheet.zero_knock"
SHEET_SCORE: Final = "sheet.score"
PAD_BACK: Final = "sheet.pad.back"
PAD_NEXT: Final = "sheet.pad.next"


def result_choice(result: str) -> str:
    """The result button (``sheet.result.knock``)."""
    return f"sheet.result.{result}"


def by_choice(seat: int) -> str:
    """The "who" button of the player in ``seat``."""
    return f"sheet.by.{seat}"


def deadwood_field(seat: int) -> str:
    """The deadwood field of the player in ``seat``."""
    return f"sheet.field.{seat}"


def pad_for(seat: int) -> str:
    """The number pad while it types into the field of the player in ``seat``.

    A pad of its own per field: a tap on the pad as the phone last drew it still
    names the field that phone showed as active (see ``sheet_model.pad_key``).
    """
    return f"sheet.pad.for.{seat}"


def pad_digit(digit: int) -> str:
    """A digit key of the number pad."""
    return f"sheet.pad.{digit}"


# --- hand detail and game end ---------------------------------------------------------
DETAIL_VIEW: Final = "detail"
DETAIL_BACK: Final = "detail.back"
DETAIL_EDIT: Final = "detail.edit"
DETAIL_EXPLANATION: Final = "detail.explanation"
DETAIL_SEATS: Final = "detail.seats"
END_VIEW: Final = "end"
END_REMATCH: Final = "end.rematch"
END_REMATCH_CUT: Final = "end.rematch_cut"
END_UNDO: Final = "end.undo"
UNDO_CONFIRM: Final = "undo.confirm"
DETAIL_RULE_LINK: Final = "detail.rule_link"
UNDO_CONFIRM_YES: Final = "undo.confirm.yes"
UNDO_CONFIRM_KEEP: Final = "undo.confirm.keep"
END_TABLE: Final = "end.table"
END_HOME: Final = "end.home"
END_WINNER: Final = "end.winner"
