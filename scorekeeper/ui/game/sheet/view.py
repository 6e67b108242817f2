"""The hand sheet: how a hand ended, who, each deadwood, the preview, Save.

A pure builder: it draws a ``SheetView`` (see ``model``) and wires every
control to one of the ``SheetActions``; it decides nothing itself. The steps
follow the order a hand is told in: result, who (the sitter disabled with the reason), one deadwood
at a time on the pad with the player's name and the limit above it, then the
preview sentence and Save. The deadwood fields and the pad are in ``fields``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from scorekeeper.i18n.game_words import announcement_text
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.refusals import refusal_text
from scorekeeper.i18n.words import explanation_text
from scorekeeper.rules.hands import Result
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.sheet.fields import PreviewParts, deadwood_section
from scorekeeper.ui.game.sheet.hook import OpenSheet
from scorekeeper.ui.game.sheet.layout import ROOMY, SheetLayout
from scorekeeper.ui.game.sheet.model import Banner, SheetActions, SheetView
from scorekeeper.ui.kit import Look, action, error_line, heading, icon_action
from scorekeeper.ui.referee.panel import referee_panel
from scorekeeper.ui.widgets import identified

SHEET_ANIMATION = ft.AnimationStyle(
    duration=ft.Duration(milliseconds=200), reverse_duration=ft.Duration(milliseconds=1)
)
"""Slides up as usual, but gets out of the way at once after Save: the new totals
are what the players look at (and a screen reader reads the table only once the
sheet is gone)."""
RESULT_LABELS = {
    Result.KNOCK: "word.outcome.knock",
    Result.GIN: "word.outcome.gin",
    Result.DRAW: "word.outcome.draw",
}
"""Button words: the same words as the badge of a hand in the hand list."""
COMPACT_LABEL = 15
"""The words of the who buttons, and of the result buttons on a compact sheet: "Małgorzata"
and "Kloppen" fit a third of a 360 px phone."""
BOTTOM_MARGIN = 24
"""Room under the sheet's last row."""
RESULT_ICONS = {
    Result.KNOCK: ft.Icons.BACK_HAND,
    Result.GIN: ft.Icons.STARS,
    Result.DRAW: ft.Icons.HORIZONTAL_RULE,
}


def _choice(
    label: str,
    key: str,
    selected: bool,
    on_click: Callable[[], None],
    *,
    height: int,
    icon: ft.IconData | None = None,
    disabled: bool = False,
    plain: bool = False,
) -> ft.Control:
    """A big toggle button; the chosen one is filled and carries a check mark.

    Plain (a player's name, or a compact sheet): no icon, the words at a fixed
    ``COMPACT_LABEL`` size and in two lines at most. A third of a 360 px phone
    left "Klopfe|n" and "Małgorzat|a" broken inside the word beside an icon with
    larger text, and the check mark beside the chosen name did at 400 px with
    standard text; the chosen one still differs in shape (filled, not outlined)
    and says so to a screen reader.
    """
    button_type = ft.FilledButton if selected else ft.OutlinedButton
    content: str | ft.Control = label
    if plain:
        content = ft.Text(label, size=COMPACT_LABEL, text_align=ft.TextAlign.CENTER, max_lines=2)
    return ft.Container(
        expand=True,
        content=identified(
            button_type(
                content=content,
                key=key,
                icon=None if plain else (ft.Icons.CHECK if selected else icon),
                height=height,
                # Narrow side padding: a third of a 360 px phone with larger text
                # still holds "Knock" beside its icon, unbroken.
                style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=8)),
                disabled=disabled,
                on_click=on_click,
            ),
            selected=selected,
        ),
    )


def _who(
    locale: Locale,
    view: SheetView,
    players: tuple[str, ...],
    on_by: Callable[[str], None],
    layout: SheetLayout,
) -> list[ft.Control]:
    result = view.draft.result
    title = locale.t("sheet.who.gin" if result is Result.GIN else "sheet.who.knock")
    buttons = [
        _choice(
            p,
            keys.by_choice(seat),
            view.draft.by == p,
            partial(on_by, p),
            height=layout.button_height,
            disabled=p not in view.seats.holders,
            # Names are long and a third of the sheet is all each gets: never an icon.
            plain=True,
        )
        for seat, p in enumerate(players)
    ]
    controls: list[ft.Control] = [heading(title), ft.Row(spacing=8, controls=buttons)]
    if view.draft.zero_knock and result is Result.GIN:
        controls.append(
            ft.Row(
                key=keys.SHEET_ZERO_KNOCK,
                spacing=6,
                controls=[
                    ft.Icon(ft.Icons.STARS, size=16, color=ft.Colors.PRIMARY),
                    ft.Text(locale.t("sheet.zero_knock"), expand=True, color=ft.Colors.PRIMARY),
                ],
            )
        )
    if view.seats.sitter is not None:
        controls.append(
            ft.Row(
                key=keys.SHEET_SITTER_REASON,
                spacing=6,
                controls=[
                    ft.Icon(ft.Icons.EVENT_SEAT, size=16, color=ft.Colors.ON_SURFACE_VARIANT),
                    ft.Text(
                        locale.t("sheet.sitter_reason", player=view.seats.sitter),
                        theme_style=ft.TextThemeStyle.BODY_SMALL,
                    ),
                ],
            )
        )
    return controls


def _preview(locale: Locale, view: SheetView, actions: SheetActions) -> PreviewParts:
    card: list[ft.Control] = []
    if view.error is not None:
        text = refusal_text(locale, view.error, view.seats.number)
        card.append(error_line(text, keys.SHEET_ERROR))
    label = locale.t("sheet.save_edit" if view.editing else "sheet.save")
    if view.preview is None or not view.can_save:
        return PreviewParts(card, [], None, label)
    score = explanation_text(locale, view.preview.record.score.explanation)
    upcoming = announcement_text(locale, view.preview.next)
    # A draw's rule already says who deals again: the next line would repeat it.
    shown_next = [] if upcoming in score else [locale.t("sheet.next", what=upcoming)]
    if view.preview.later:
        shown_next = [locale.t("sheet.next_kept", number=view.seats.number + 1)]
    card.append(
        ft.Container(
            key=keys.SHEET_PREVIEW,
            padding=12,
            border_radius=12,
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            content=ft.Column(
                spacing=4,
                controls=[
                    ft.Text(
                        score,
                        theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                        color=ft.Colors.ON_SECONDARY_CONTAINER,
                    ),
                    *(
                        ft.Text(
                            line,
                            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
                            color=ft.Colors.ON_SECONDARY_CONTAINER,
                        )
                        for line in shown_next
                    ),
                ],
            ),
        )
    )
    save = action(
        label,
        key=keys.SHEET_SAVE,
        on_click=actions.on_save,
        look=Look.MAIN,
        icon=ft.Icons.SAVE,
        wide=True,
        height=56,
    )
    return PreviewParts(card, [save], score, label)


def sheet_content(
    locale: Locale,
    view: SheetView,
    players: tuple[str, ...],
    actions: SheetActions,
    layout: SheetLayout = ROOMY,
) -> ft.Control:
    """The sheet's column: title, result, who, deadwood, cards, preview and Save."""
    results = _results(locale, view, actions, layout)
    controls: list[ft.Control] = [
        _title_row(locale, view, actions, layout),
        *_notices(locale, view, actions),
    ]
    controls += [heading(locale.t("sheet.how")), ft.Row(spacing=8, controls=results)]
    if view.draft.result in (Result.KNOCK, Result.GIN):
        controls += _who(locale, view, players, actions.on_by, layout)
    parts = _preview(locale, view, actions)
    held: list[ft.Control] = []
    if not view.fields:
        controls += parts.card + parts.save
    else:
        section = deadwood_section(locale, view, players, actions, parts, layout=layout)
        controls += section.body
        if layout.compact:
            held = section.pad
            controls += section.after
        else:
            controls += section.pad + section.after
    return _framed(controls, held, layout)


def _results(
    locale: Locale, view: SheetView, actions: SheetActions, layout: SheetLayout
) -> list[ft.Control]:
    """Knock, gin or draw: the first choice, and what the rest of the sheet follows from."""
    return [
        _choice(
            locale.t(RESULT_LABELS[r]),
            keys.result_choice(r.value),
            view.draft.result is r,
            partial(actions.on_result, r),
            height=layout.button_height,
            icon=RESULT_ICONS[r],
            plain=layout.compact,
        )
        for r in Result
    ]


def _title_row(
    locale: Locale, view: SheetView, actions: SheetActions, layout: SheetLayout
) -> ft.Control:
    """Which hand and who deals, beside the close button: the line a compact sheet shrinks."""
    seats = view.seats
    title = locale.t(
        "sheet.title_edit" if view.editing else "sheet.title",
        number=seats.number,
        dealer=seats.dealer,
    )
    return ft.Row(
        controls=[
            ft.Text(
                title,
                # Compact: a smaller title stays on one line ("Rozdanie 4 · rozdaje ann").
                theme_style=ft.TextThemeStyle.TITLE_MEDIUM
                if layout.compact
                else ft.TextThemeStyle.TITLE_LARGE,
                expand=True,
            ),
            icon_action(
                ft.Icons.CLOSE, keys.SHEET_CLOSE, locale.t("sheet.close"), actions.on_close
            ),
        ]
    )


def _notices(locale: Locale, view: SheetView, actions: SheetActions) -> list[ft.Control]:
    """What happened to the hand or the game meanwhile: shown above the entry, when there is."""
    controls: list[ft.Control] = []
    if view.banner is not None:
        text = locale.t(f"sheet.banner.{view.banner.value}", number=view.seats.number)
        controls.append(error_line(text, keys.SHEET_BANNER))
        if view.banner is Banner.DELETED:
            controls.append(_home(locale, actions.on_home))
    if view.heard is not None:
        controls.append(_heard_line(view.heard))
    return controls


def _framed(controls: list[ft.Control], held: list[ft.Control], layout: SheetLayout) -> ft.Control:
    """The sheet's rows in one frame, with the pad ``held`` at its foot or scrolling with them."""
    # The bottom margin is a row of the column, not padding around it: the part
    # that scrolls then reaches the screen's edge, so a pad that fits is not cut
    # off by a margin that only needed to show once scrolled to the end.
    margin = ft.Container(height=BOTTOM_MARGIN - layout.spacing)
    if held:
        # A compact sheet holds the fields, the line above the pad and the pad at its
        # foot, and the rest scrolls above them: on a short screen with larger text a
        # refusal of three lines pushed the pad's last row off the screen (Dutch, Polish
        # at 360 x 640), and the player needs those keys, and the number typed, to fix
        # the entry. The preview goes into the part that scrolls then.
        body = ft.Column(
            spacing=layout.spacing,
            scroll=ft.ScrollMode.AUTO,
            expand=True,
            expand_loose=True,
            controls=controls,
        )
        column = ft.Column(spacing=layout.spacing, tight=True, controls=[body, *held, margin])
    else:
        column = ft.Column(
            spacing=layout.spacing,
            tight=True,
            scroll=ft.ScrollMode.AUTO,
            controls=[*controls, margin],
        )
    return ft.Container(padding=ft.Padding.only(left=16, right=16, top=8), content=column)


def _home(locale: Locale, on_home: Callable[[], None]) -> ft.Control:
    """The way back from a sheet whose game is gone: Home, where the games are."""
    return action(
        locale.t("table.home"),
        key=keys.SHEET_HOME,
        on_click=on_home,
        look=Look.TONAL,
        icon=ft.Icons.HOME,
        height=48,
    )


def _heard_line(text: str) -> ft.Control:
    """What another phone just did, said inside the sheet (the snack bar is beneath it)."""
    return ft.Row(
        key=keys.SHEET_HEARD,
        spacing=6,
        controls=[
            ft.Icon(ft.Icons.INFO_OUTLINE, color=ft.Colors.PRIMARY, size=18),
            ft.Text(text, color=ft.Colors.PRIMARY, expand=True),
        ],
    )


def hand_sheet(
    locale: Locale,
    view: SheetView,
    players: tuple[str, ...],
    actions: SheetActions,
    layout: SheetLayout = ROOMY,
    *,
    key: str = keys.SHEET,
) -> ft.BottomSheet:
    """The bottom sheet around :func:`sheet_content` (a compact one drops the drag handle,
    which only shows: the sheet is not draggable); ``key`` names the hand it enters."""
    return ft.BottomSheet(
        key=key,
        content=sheet_content(locale, view, players, actions, layout),
        scrollable=True,
        show_drag_handle=not layout.compact,
        animation_style=SHEET_ANIMATION,
        on_dismiss=actions.on_close,
    )


REFEREE_MARGIN = 32
"""Room above the sheet while the referee fills it, so the table still peeks out."""
SMALLEST_SCREEN = 560


def referee_sheet(
    panel: ft.Control, screen_height: float | None, *, key: str = keys.SHEET
) -> ft.BottomSheet:
    """The same sheet, filled by the card referee (given a fixed height, as it asks).

    Kept open rather than swapped for another screen, so the count is a step of
    recording the hand; the referee's own Cancel and Done lead back. A stray tap
    outside does not throw the tapped cards away.
    """
    height = max(SMALLEST_SCREEN, (screen_height or 800) - REFEREE_MARGIN)
    return ft.BottomSheet(
        key=key,
        content=ft.Container(height=height, content=panel),
        scrollable=True,
        dismissible=False,
    )


def sheet_dialog(locale: Locale, sheet: OpenSheet | None) -> ft.BottomSheet | None:
    """The open sheet drawn (for ``ft.use_dialog``): the hand's entry, or the referee in it."""
    if sheet is None:
        return None
    call = sheet.referee
    if call is None:
        view, actions = sheet.view, sheet.actions
        return hand_sheet(locale, view, sheet.players, actions, sheet.layout, key=sheet.key)
    panel = referee_panel(
        knocker=call.knocker,
        opponents=call.opponents,
        knock_limit=call.knock_limit,
        allow_layoffs_on_gin=call.allow_layoffs_on_gin,
        result=call.result,
        on_done=call.on_done,
        on_cancel=call.on_cancel,
        read_first=call.read_first,
    )
    return referee_sheet(panel, sheet.screen_height, key=sheet.key)
