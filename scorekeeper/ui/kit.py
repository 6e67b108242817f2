"""The screens' layout kit: the frame, the column, the way back, and the pieces every area draws.

Why one module: every area once built its own frame (``body()`` in the game
screens, ``screen()`` in sharing, ``view_padding`` in history, inline in the
rules) with three different column widths, and settings and statistics
borrowed their cards from history. A screen now takes its frame and pieces
from here, so the app looks and reads the same on every screen, and a change
of the layout is made once.

Two frames, for two kinds of screen:

- :func:`frame`: a screen whose whole content scrolls as one column (the forms,
  the table, home, sharing): an app bar, then :func:`body` (centred :data:`COLUMNS`).
- :func:`padded_frame`: a screen whose controls sit straight in the view, padded
  (:func:`view_padding`) so they are at most :data:`CONTENT_WIDTH` wide: one
  that scrolls a ``ListView`` of its own, loading more as it goes (history,
  statistics), and the screens of facts and settings beside them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from functools import partial
from urllib.parse import urlsplit

import flet as ft

from scorekeeper.ui.back_link import back_target
from scorekeeper.ui.widgets import identified

COLUMNS: dict[str | ft.ResponsiveRowBreakpoint, int | float] = {"xs": 12, "md": 9, "lg": 6}
"""Full width on a phone; a centred, readable column on a tablet or desktop window."""

CONTENT_WIDTH = 560
"""Screens with a list of their own fill a phone and stop growing on a desktop."""


# --- frames -----------------------------------------------------------------------------------


def frame(
    *,
    route: str,
    key: str,
    title: str | ft.Control,
    controls: list[ft.Control],
    back: ft.Control | None = None,
    actions: list[ft.Control] | None = None,
    spacing: float = 12,
    stretch: bool = True,
    ref: ft.Ref[ft.View] | None = None,
) -> ft.View:
    """A screen whose content scrolls as one centred column under an app bar.

    ``back`` is the app bar's way back (:func:`back_button`, or an
    :func:`icon_action` that goes to a fixed screen); ``title`` a text, or a
    control of its own (one with a key); ``stretch`` makes every control as
    wide as the column (a form), else each keeps its own width; ``ref`` lets a
    hook scroll it (:func:`use_revealed`).
    """
    bar_title = ft.Text(title) if isinstance(title, str) else title
    return ft.View(
        ref=ref,
        route=route,
        key=key,
        appbar=ft.AppBar(leading=back, title=bar_title, actions=actions),
        scroll=ft.ScrollMode.AUTO,
        controls=[body(controls, spacing=spacing, stretch=stretch)],
    )


def padded_frame(
    *,
    route: str,
    key: str,
    title: str,
    controls: Sequence[ft.BaseControl],
    back: ft.Control | None = None,
    actions: list[ft.Control] | None = None,
    scroll: bool = True,
    spacing: float = 12,
    ref: ft.Ref[ft.View] | None = None,
) -> ft.View:
    """A screen whose controls sit straight in the view, at most :data:`CONTENT_WIDTH` wide.

    ``scroll`` False leaves the scrolling to a ``ListView`` among ``controls``
    (one with ``expand=True`` fills the rest of the screen); ``ref`` lets a hook
    scroll it (:func:`use_revealed`).
    """
    return ft.View(
        ref=ref,
        route=route,
        key=key,
        padding=view_padding(ft.context.page),
        scroll=ft.ScrollMode.AUTO if scroll else None,
        spacing=spacing,
        appbar=ft.AppBar(leading=back, title=ft.Text(title), actions=actions),
        controls=list(controls),
    )


def body(controls: list[ft.Control], *, spacing: float = 12, stretch: bool = True) -> ft.Control:
    """The screen's content column, phone first, centred and narrower on wide screens."""
    return ft.SafeArea(
        content=ft.ResponsiveRow(
            alignment=ft.MainAxisAlignment.CENTER,
            controls=[
                ft.Container(
                    col=COLUMNS,
                    padding=ft.Padding.only(left=4, right=4, bottom=24),
                    content=ft.Column(
                        spacing=spacing,
                        horizontal_alignment=(
                            ft.CrossAxisAlignment.STRETCH
                            if stretch
                            else ft.CrossAxisAlignment.START
                        ),
                        controls=controls,
                    ),
                )
            ],
        )
    )


def view_padding(page: ft.Page) -> ft.Padding:
    """Padding that keeps a screen's content :data:`CONTENT_WIDTH` wide at most.

    Flet has no "maximum width" box, so the side padding grows with the
    window instead; on a phone it is the usual 12 points. The phone's safe-area
    insets are added (a notch or rounded corners in landscape, the home
    indicator below); the app bar keeps the top clear itself.
    """
    width = float(page.width or 0)
    side = max(12.0, (width - CONTENT_WIDTH) / 2)
    inset = page.media.padding
    return ft.Padding(
        left=max(side, 12 + inset.left),
        right=max(side, 12 + inset.right),
        top=8,
        bottom=8 + inset.bottom,
    )


# --- the way back and other actions -------------------------------------------------------------


def back_button(key: str, tooltip: str, route: str) -> ft.Control:
    """The app bar's way back for a screen that can be opened directly (a bookmark).

    A screen at the top of the view stack has no back arrow of its own; this
    one goes where the player came from (the ``back`` of the address, see
    ``back_link``), else to ``route`` (usually the start screen).
    """

    async def go_back() -> None:
        page = ft.context.page
        await page.push_route(back_target(page.route or "", route))

    return identified(
        ft.IconButton(ft.Icons.ARROW_BACK, key=key, tooltip=tooltip, on_click=go_back)
    )


def icon_action(
    icon: ft.IconData,
    key: str,
    tooltip: str,
    on_click: Callable[[], None],
    *,
    disabled: bool = False,
) -> ft.Control:
    """An app-bar icon button with a tooltip (its accessible name) and a key."""
    return identified(
        ft.IconButton(icon, key=key, tooltip=tooltip, on_click=on_click, disabled=disabled)
    )


class Look(Enum):
    """How much a button stands out: a screen's one main action is ``MAIN``."""

    MAIN = "filled"
    TONAL = "tonal"
    OUTLINED = "outlined"
    PLAIN = "text"


_BUTTONS: dict[
    Look, type[ft.FilledButton | ft.FilledTonalButton | ft.OutlinedButton | ft.TextButton]
]
_BUTTONS = {
    Look.MAIN: ft.FilledButton,
    Look.TONAL: ft.FilledTonalButton,
    Look.OUTLINED: ft.OutlinedButton,
    Look.PLAIN: ft.TextButton,
}


def action(
    text: str,
    *,
    key: str,
    on_click: Callable[[], object],
    look: Look = Look.PLAIN,
    icon: ft.IconData | None = None,
    wide: bool = False,
    height: float | None = None,
    disabled: bool = False,
    selected: bool | None = None,
) -> ft.Control:
    """A labelled button, identified by ``key`` (its name is its text).

    Why one function: every screen built its buttons by hand, each remembering
    to identify it for the browser and a screen reader and to make a main
    action as wide as the column. ``wide`` fills the column; ``selected`` says
    which of a group of choices is the chosen one.
    """
    button = _BUTTONS[look](
        text,
        key=key,
        icon=icon,
        height=height,
        width=float("inf") if wide else None,
        disabled=disabled,
        on_click=on_click,
    )
    return identified(button, selected=selected)


def choice(
    text: str,
    *,
    key: str,
    chosen: bool,
    on_click: Callable[[], object],
    icon: ft.IconData | None = None,
    chosen_look: Look = Look.MAIN,
    disabled: bool = False,
) -> ft.Control:
    """One of a group of choices: the chosen one filled, with a check mark, heard as selected.

    Why here: each group drew its chosen button its own way, and one (the
    restore's choices) told a screen reader nothing of which was chosen.
    """
    return action(
        text,
        key=key,
        on_click=on_click,
        look=chosen_look if chosen else Look.OUTLINED,
        icon=ft.Icons.CHECK if chosen else icon,
        disabled=disabled,
        selected=chosen,
    )


LEFT_BY_ARROW = "scorekeeper.left_by_arrow"
"""Session-store key: the address of a screen just left by its app-bar arrow.

Why: Flet can only push addresses onto the browser's history, so the arrow
adds its target after the screen it leaves, and the browser's Back then
reopens that screen. The screen, shown again at this address without a tap
(``navigate`` forgets it), goes where its arrow went instead.
"""


TAPPED_TO = "scorekeeper.tapped_to"
"""Session-store key: the address the latest in-app link opened, until that screen
has asked :func:`opened_by_tap`: a screen shown any other way came by Back or Forward."""


def navigate(route: str) -> Callable[[], None]:
    """A handler that opens ``route`` (kept in the browser's history, so Back works)."""
    return partial(_navigate, route)


def _navigate(route: str) -> None:
    page = ft.context.page
    page.session.store.set(LEFT_BY_ARROW, None)
    page.session.store.set(TAPPED_TO, urlsplit(route).path)
    page.navigate(route)


def opened_by_tap() -> bool:
    """Whether the screen on top was opened by an in-app link (asked once, on mount),
    not by the browser's Back or Forward or the system's back."""
    store = ft.context.page.session.store
    tapped = store.get(TAPPED_TO)
    store.set(TAPPED_TO, None)
    return bool(tapped) and tapped == urlsplit(ft.context.page.route or "/").path


def leave_by_arrow(target: str) -> None:
    """Go to ``target`` from the screen on top, noting it as left by its arrow."""
    page = ft.context.page
    page.session.store.set(LEFT_BY_ARROW, page.route or "/")
    page.navigate(target)


def shown_again_by_back() -> bool:
    """Whether the screen on top was just left by its arrow and Back has brought it back."""
    page = ft.context.page
    left = page.session.store.get(LEFT_BY_ARROW)
    return bool(left) and left == (page.route or "/")


def on_text(handler: Callable[[str], None]) -> Callable[[ft.Event[ft.TextField]], None]:
    """A text field's ``on_change`` that hands ``handler`` the field's new text."""
    return partial(_typed, handler)


def _typed(handler: Callable[[str], None], event: ft.Event[ft.TextField]) -> None:
    handler(typed_text(event))


def typed_text(event: ft.Event[ft.TextField]) -> str:
    """The text a field's change event carries: what the player's field held when it was sent.

    Why not ``event.control.value``: that is the control as the server holds it,
    and a render of the screen still showing an earlier key can set it back just
    before the event is handled. On a busy server "Bob" was then stored as "Bo"
    (and drawn back into the field) once the next name was typed. The event's
    own data is what the phone sent.
    """
    data = event.data
    return data if isinstance(data, str) else (event.control.value or "")


# --- pieces -------------------------------------------------------------------------------------


def heading(text: str) -> ft.Control:
    """A section heading inside a form (quiet, small)."""
    return ft.Text(
        text, theme_style=ft.TextThemeStyle.TITLE_SMALL, color=ft.Colors.ON_SURFACE_VARIANT
    )


def section_title(text: str) -> ft.Text:
    """A heading inside a screen of facts (bold, larger)."""
    return ft.Text(text, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD)


def muted(text: str, *, key: str | None = None, selectable: bool = False) -> ft.Text:
    """Secondary text: readable in light and dark, but quieter than the main text."""
    return ft.Text(
        text,
        key=key,
        theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        color=ft.Colors.ON_SURFACE_VARIANT,
        selectable=selectable,
    )


def copyable(text: ft.Text) -> ft.Control:
    """A selectable text (a code, a command to copy) as a node of its own, named by its words.

    Why: Flutter hands selectable text to the browser as a read-only text box,
    without a name; merged into the card around it, it made the whole card read as
    one edit field.
    """
    text.selectable = True
    text.semantics_label = text.value
    return ft.Semantics(container=True, content=text)


_LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]", "::1"})


def clipboard_blocked(page_url: str | None) -> bool:
    """Whether the browser will not let the page write the clipboard: plain http, not loopback.

    ``page_url`` is Flet's ``page.url``, the websocket's address (``ws://host:port/…``).
    Browsers grant the clipboard to secure contexts only: https, and http on
    this machine itself. A phone at the table opens the app over plain http at
    the host's network address, where a copy fails or silently does nothing.
    """
    parts = urlsplit(page_url or "")
    if parts.scheme not in ("http", "ws"):
        return False
    host = (parts.hostname or "").lower()
    return host not in _LOOPBACK_HOSTS and not host.startswith("127.")


def revealed_name(key: str) -> str:
    """The scroll name of the block that shows the control ``key`` (see :func:`use_revealed`)."""
    return f"{key}.revealed"


def _revealed_key(key: str) -> ft.ScrollKey:
    """The scroll key of that block (Flet's decorator hides the constructor from mypy)."""
    return ft.ScrollKey(revealed_name(key))  # type: ignore[call-arg]


def use_revealed(shown: bool, key: str) -> ft.Ref[ft.View]:
    """A ref for the screen's view, scrolled to the block of ``key`` each time ``shown`` turns on.

    Why: a block shown in place of a button at the foot of a phone's screen
    (:func:`copy_by_hand`, four lines high) reached below the fold, so its
    selection was out of sight; Flutter does not bring a read-only field it
    focuses into view. The block carries the scroll key (:func:`revealed_name`).
    """
    view = ft.use_memo(ft.Ref[ft.View], dependencies=[])

    async def reveal() -> None:
        if shown and view.current is not None:
            await view.current.scroll_to(scroll_key=_revealed_key(key), duration=300)

    ft.use_effect(reveal, dependencies=[shown])
    return view


def copy_by_hand(text: str, hint: str, *, key: str) -> ft.Control:
    """``text`` selected in a read-only field, with ``hint`` on how to copy it by hand.

    Why: where the browser keeps the clipboard from the page (see
    :func:`clipboard_blocked`), the player can still long-press the selection
    and copy it with the phone's own menu. The screen brings it into view
    (:func:`use_revealed` with the same ``key``).
    """
    return ft.Column(
        key=_revealed_key(key),
        spacing=4,
        controls=[
            ft.Text(hint),
            identified(
                ft.TextField(
                    value=text,
                    key=key,
                    read_only=True,
                    multiline=True,
                    max_lines=4,
                    autofocus=True,
                    selection=ft.TextSelection(0, len(text)),
                    text_style=ft.TextStyle(font_family="monospace"),
                )
            ),
        ],
    )


def error_line(text: str, key: str | None = None) -> ft.Control:
    """A refusal in the error colour with an icon (never colour alone)."""
    return ft.Row(
        key=key,
        spacing=6,
        controls=[
            ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ERROR, size=18),
            ft.Text(text, color=ft.Colors.ERROR, expand=True),
        ],
    )


def card(content: ft.Control, *, key: str | None = None, padding: int = 16) -> ft.Control:
    """A quiet surface that groups related facts (works in light and dark).

    Flutter reads a card's texts as one node to assistive technology ("Ann,
    Games played, 4, ..."), so a card with a key also carries it as its
    semantics identifier: that is how a screen reader user's browser, and a
    browser test, finds the card.
    """
    surface = ft.Container(
        key=key,
        content=content,
        padding=padding,
        border_radius=12,
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
    )
    if key is None:
        return surface
    return ft.Semantics(identifier=key, container=True, content=surface)


def empty_state(icon: ft.IconData, text: str, *, key: str) -> ft.Control:
    """What a list shows when there is nothing in it: an icon and one sentence."""
    return ft.Container(
        key=key,
        padding=ft.Padding.symmetric(vertical=48, horizontal=24),
        alignment=ft.Alignment.CENTER,
        content=ft.Column(
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=12,
            controls=[
                ft.Icon(icon, size=48, color=ft.Colors.ON_SURFACE_VARIANT),
                ft.Text(
                    text,
                    text_align=ft.TextAlign.CENTER,
                    theme_style=ft.TextThemeStyle.BODY_LARGE,
                ),
            ],
        ),
    )


def wide(control: ft.Control) -> ft.Control:
    """``control`` stretched to the column's width (a thumb-sized target on a phone).

    Why the wrapper: ``identified`` puts a ``Semantics`` around the control, and a
    row only stretches its direct children.
    """
    return ft.Row(controls=[ft.Container(expand=True, content=control)])
