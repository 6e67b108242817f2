"""Read the cards, drawn: where the photo comes from, the photo with each card found
outlined and named, the same cards as a list to fix, and Confirm.

Only draws :class:`~scorekeeper.ui.referee.reading_hook.CardReader`; every tap
is a pure change of :mod:`~scorekeeper.ui.referee.reading_model`. The referee's
card picker fixes a wrong card and adds a missing one, so a correction looks
and works as tapping the cards in does.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from scorekeeper.i18n.words import card_label, letters_name
from scorekeeper.rules.cards import Card
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.kit import Look, action, error_line, icon_action, muted, wide
from scorekeeper.ui.referee import keys
from scorekeeper.ui.referee import reading_model as model
from scorekeeper.ui.referee.card_face import MINI, face
from scorekeeper.ui.referee.meld_view import say
from scorekeeper.ui.referee.picker import card_picker
from scorekeeper.ui.referee.reading_hook import CardReader, use_card_reading
from scorekeeper.ui.referee.reading_model import ADD, Hand, Phase, ReadingState
from scorekeeper.ui.sharing.camera import camera_panel
from scorekeeper.ui.widgets import identified

Translate = Callable[..., str]

MARK = 30
"""The side of the frame drawn around a corner read on the photo."""
PHOTO_MAX_WIDTH = 480
"""The photo is never drawn wider (a tablet or a desktop window)."""
SIDE_ROOM = 32
"""The panel's padding on both sides, taken from the page's width."""
UNSURE_COLOUR = ft.Colors.AMBER_700
SURE_COLOUR = ft.Colors.GREEN_700


@ft.component
def card_reader(
    hand: Hand,
    on_confirm: Callable[[tuple[Card, ...]], None],
    on_cancel: Callable[[], None],
) -> ft.Control:
    """Read ``hand.player``'s cards from a photo; ``on_confirm`` gets them once confirmed."""
    t = use_locale().t
    reader = use_card_reading(hand, on_confirm)
    state = reader.state
    if state.phase is Phase.CAMERA:
        body: list[ft.Control] = [
            camera_panel(reader.picture, lambda: reader.change(model.close_camera), photo=True)
        ]
    elif state.phase is Phase.READING:
        body = [_busy(t)]
    elif state.phase is Phase.REVIEW:
        width = min(PHOTO_MAX_WIDTH, (ft.context.page.width or 360) - SIDE_ROOM)
        body = _review(reader, t, width)
    else:
        body = _sources(reader, t)
    return ft.Column(
        key=keys.READER,
        expand=True,
        spacing=0,
        controls=[
            ft.Container(
                expand=True,
                padding=ft.Padding.symmetric(horizontal=8),
                content=ft.Column(
                    spacing=10,
                    scroll=ft.ScrollMode.AUTO,
                    controls=[ft.Container(height=2), *body, ft.Container(height=8)],
                ),
            ),
            ft.Divider(height=1),
            _footer(reader, t, on_cancel),
        ],
    )


def _refusal(state: ReadingState, t: Translate) -> list[ft.Control]:
    if state.refusal is None:
        return []
    return [error_line(say(t, state.refusal), keys.READ_REFUSAL)]


def _sources(reader: CardReader, t: Translate) -> list[ft.Control]:
    """Take a photo (where the device has a camera) or pick one."""
    state = reader.state
    controls: list[ft.Control] = [
        ft.Text(t("reading.hint", player=state.hand.player)),
        *_refusal(state, t),
    ]
    if reader.camera:
        controls.append(
            wide(
                action(
                    t("reading.camera"),
                    key=keys.READ_CAMERA,
                    on_click=lambda: reader.change(model.open_camera),
                    look=Look.MAIN,
                    icon=ft.Icons.PHOTO_CAMERA,
                    height=52,
                )
            )
        )
    controls.append(
        wide(
            action(
                t("reading.pick"),
                key=keys.READ_PICK,
                on_click=reader.pick,
                look=Look.TONAL if reader.camera else Look.MAIN,
                icon=ft.Icons.IMAGE_OUTLINED,
                height=52,
            )
        )
    )
    return controls


def _busy(t: Translate) -> ft.Control:
    return ft.Row(
        key=keys.READ_BUSY,
        spacing=12,
        controls=[ft.ProgressRing(width=24, height=24), ft.Text(t("reading.busy"))],
    )


def _review(reader: CardReader, t: Translate, width: float) -> list[ft.Control]:
    """The photo with its cards outlined, what is wrong, the list, and the picker to fix it."""
    state = reader.state
    controls: list[ft.Control] = [*_refusal(state, t)]
    if state.choices:
        controls.append(_letters_question(reader, t))
    controls.append(_photo(state, width))
    controls += [
        error_line(say(t, problem), keys.READ_PROBLEM)
        for problem in model.problems(model.held(state), state.hand)
    ]
    controls += [muted(say(t, note), key=keys.READ_NOTE) for note in model.notes(state)]
    controls += [_list(reader, t)]
    if state.fixing is not None:
        fixed = None if state.fixing == ADD else state.cards[state.fixing].card
        controls += [
            ft.Text(
                t("reading.add.hint" if fixed is None else "reading.fix.hint", card=_name(fixed)),
                key=keys.READ_PICKER_HINT,
                theme_style=ft.TextThemeStyle.TITLE_SMALL,
            ),
            card_picker(
                held=model.held(state),
                owners=state.hand.held,
                full=False,
                on_card=lambda card: reader.change(partial(model.pick, card=card)),
                t=t,
            ),
        ]
    return controls


def _name(card: Card | None) -> str:
    return "" if card is None else card_label(card)


def _letters_question(reader: CardReader, t: Translate) -> ft.Control:
    """The deck's letters fit decks that read them differently: which is it?"""
    undecided = ", ".join(reader.state.undecided)
    options = [
        action(
            letters_name(t, letters),
            key=keys.read_letters(letters.value),
            on_click=partial(reader.change, partial(model.choose_letters, letters=letters)),
            look=Look.TONAL,
        )
        for letters in reader.state.choices
    ]
    return ft.Container(
        key=keys.READ_LETTERS,
        padding=10,
        border_radius=12,
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
        content=ft.Column(
            spacing=6,
            controls=[
                ft.Text(t("reading.letters.question", corners=undecided)),
                ft.Row(wrap=True, spacing=8, run_spacing=8, controls=options),
            ],
        ),
    )


def _photo(state: ReadingState, width: float) -> ft.Control:
    """The photo as read, each card found framed at its corner and named beside it.

    The frame is amber for a card the reader is not sure of (and its name says
    "?"), so the colour is never the only sign.
    """
    photo_width, photo_height = state.size
    height = width * photo_height / max(1, photo_width)
    marks: list[ft.Control] = []
    for seen in state.cards:
        if seen.where is None:
            continue
        x, y = seen.where[0] * width, seen.where[1] * height
        colour = UNSURE_COLOUR if seen.unsure else SURE_COLOUR
        marks += [
            ft.Container(
                left=x - MARK / 2,
                top=y - MARK / 2,
                width=MARK,
                height=MARK,
                border=ft.Border.all(3, colour),
                border_radius=6,
            ),
            ft.Container(
                left=x - MARK / 2,
                top=y + MARK / 2,
                bgcolor=colour,
                border_radius=4,
                padding=ft.Padding.symmetric(horizontal=4),
                content=ft.Text(
                    card_label(seen.card) + (" ?" if seen.unsure else ""),
                    size=12,
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.WHITE,
                ),
            ),
        ]
    return ft.Container(
        key=keys.READ_PHOTO,
        width=width,
        height=height,
        clip_behavior=ft.ClipBehavior.HARD_EDGE,
        border_radius=8,
        content=ft.Stack(
            width=width,
            height=height,
            controls=[
                ft.Image(src=state.picture, width=width, height=height, fit=ft.BoxFit.FILL),
                *marks,
            ],
        ),
    )


def _list(reader: CardReader, t: Translate) -> ft.Control:
    """The cards read, each to tap to fix (an unsure one marked), or to remove; then Add."""
    state = reader.state
    seen_before: set[Card] = set()
    chips: list[ft.Control] = []
    for index, seen in enumerate(state.cards):
        twice = seen.card in seen_before
        seen_before.add(seen.card)
        chips.append(_chip(reader, t, index, twice=twice))
    adding = state.fixing == ADD
    chips.append(
        action(
            t("reading.add"),
            key=keys.READ_ADD,
            on_click=lambda: reader.change(model.add),
            icon=ft.Icons.ADD,
            look=Look.TONAL if adding else Look.PLAIN,
            selected=adding,
        )
    )
    count = len(state.cards)
    return ft.Column(
        spacing=6,
        controls=[
            ft.Text(
                t("reading.list", count=count, player=state.hand.player),
                key=keys.READ_COUNT,
                theme_style=ft.TextThemeStyle.TITLE_SMALL,
            ),
            ft.Row(wrap=True, spacing=6, run_spacing=6, controls=chips),
        ],
    )


def _chip(reader: CardReader, t: Translate, index: int, *, twice: bool) -> ft.Control:
    """One card of the list: its face (tap: fix it), a ? when unsure, and a ✕ to remove it."""
    state = reader.state
    seen = state.cards[index]
    fixing = state.fixing == index
    ring = ft.Colors.PRIMARY if fixing else UNSURE_COLOUR if seen.unsure else None
    card_face = face(seen.card, MINI, ring=ring)
    card_face.key = keys.read_card(seen.card, index if twice else None)
    card_face.on_click = partial(reader.change, partial(model.fix, index=index))
    said = "reading.a11y.unsure" if seen.unsure else "reading.a11y.card"
    tappable = identified(card_face)  # named as the picker's cells are: one node, with its state
    tappable.label = t(said, card=card_label(seen.card))
    tappable.selected = fixing
    tappable.button = True
    tappable.container = True
    tappable.exclude_semantics = True
    remove = icon_action(
        ft.Icons.CLOSE,
        keys.read_remove(seen.card, index if twice else None),
        t("reading.remove", card=card_label(seen.card)),
        partial(reader.change, partial(model.remove, index=index)),
        icon_size=16,
    )
    marks: list[ft.Control] = [tappable]
    if seen.unsure:
        marks.append(ft.Icon(ft.Icons.HELP_OUTLINE, size=16, color=UNSURE_COLOUR))
    return ft.Row(spacing=0, tight=True, controls=[*marks, remove])


def _footer(reader: CardReader, t: Translate, on_cancel: Callable[[], None]) -> ft.Control:
    """Cancel (the referee as it was); in the list, another photo and Confirm."""
    state = reader.state
    controls: list[ft.Control] = [
        action(
            t("button.cancel"),
            key=keys.READ_CANCEL,
            on_click=on_cancel,
            look=Look.OUTLINED,
            height=48,
        ),
    ]
    if state.phase is Phase.REVIEW:
        controls += [
            action(
                t("reading.again"),
                key=keys.READ_AGAIN,
                on_click=lambda: reader.change(model.another_photo),
                icon=ft.Icons.REPLAY,
                height=48,
            ),
            action(
                t("reading.confirm"),
                key=keys.READ_CONFIRM,
                on_click=reader.confirm,
                look=Look.MAIN,
                icon=ft.Icons.CHECK,
                height=48,
                disabled=not model.can_confirm(state),
            ),
        ]
    # Spread over the line: the three may not fit one line on a phone (or in German
    # with larger text), so the row wraps, and a wrapping row (Flutter's Wrap) takes
    # no expanding spacer (Flutter draws a grey box in its place on the web).
    return ft.Container(
        padding=ft.Padding.symmetric(horizontal=8, vertical=8),
        content=ft.Row(
            wrap=True,
            spacing=8,
            run_spacing=8,
            alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
            controls=controls,
        ),
    )
