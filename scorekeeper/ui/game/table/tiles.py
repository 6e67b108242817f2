"""The table's building blocks: a player tile and a line of the hand list.

Pure builders over ``table_model`` rows, so the table, the winner screen and
the hand detail draw players and hands the same way. Roles are an icon plus a
word, outcomes a badge with an icon plus a word: nothing is told by colour alone.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import outcome_label, points_text, seats_note
from scorekeeper.rules.hands import Outcome, Role
from scorekeeper.ui.game import keys
from scorekeeper.ui.icons import DEALER_ICON, OUTCOME_ICONS, ROLE_ICONS
from scorekeeper.ui.widgets import identified
from scorekeeper.views.addresses import game_route
from scorekeeper.views.table import HandRow, PlayerTile
from scorekeeper.views.table_words import role_label, roles_line


def chip(icon: ft.IconData, text: str, *, strong: bool = False) -> ft.Control:
    """A small rounded label: icon and word, filled when ``strong``."""
    fg = ft.Colors.ON_PRIMARY if strong else ft.Colors.ON_SURFACE
    return ft.Container(
        padding=ft.Padding.symmetric(horizontal=6, vertical=3),
        border_radius=14,
        bgcolor=ft.Colors.PRIMARY if strong else ft.Colors.SURFACE_CONTAINER_HIGHEST,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        # A wrapping row: where the tile is too narrow for icon and words side by
        # side (a 360 px phone, larger text), the words go under the icon whole,
        # breaking only between words ("BOX · deals"), never inside one ("CAPTAI/N").
        content=ft.Row(
            wrap=True,
            tight=True,
            spacing=4,
            run_spacing=2,
            controls=[
                ft.Icon(icon, size=14, color=fg),
                ft.Text(text, size=12, weight=ft.FontWeight.W_600, color=fg),
            ],
        ),
    )


def role_chip(locale: Locale, tile: PlayerTile) -> ft.Control | None:
    """The role for the coming hand (``box``) or the dealer chip (``jersey``)."""
    if tile.role is not None:
        return chip(ROLE_ICONS[tile.role], role_label(locale, tile.role), strong=tile.deals)
    if tile.deals:
        return chip(DEALER_ICON, locale.t("table.role.dealer"), strong=True)
    return None


_SPOKEN_ROLES = {
    Role.BOX: "table.tile.a11y.box",
    Role.CAPTAIN: "table.tile.a11y.captain",
    Role.SITTER: "table.tile.a11y.sitter",
}


def spoken_tile(locale: Locale, tile: PlayerTile) -> str:
    """The tile as a screen reader says it: "Ann, 12 points, 88 to go, in the box, deals".

    Points in full words with their plural (a reader spells "pkt" out), and the
    player who reached the target has won rather than having "0 to go".
    """
    if tile.to_go == 0:
        parts = [locale.t("table.tile.a11y.won", name=tile.name, total=tile.total)]
    else:
        parts = [locale.t("table.tile.a11y", name=tile.name, total=tile.total, to_go=tile.to_go)]
    if tile.role is not None:
        parts.append(locale.t(_SPOKEN_ROLES[tile.role]))
    elif tile.deals:
        parts.append(locale.t("table.tile.a11y.dealer"))
    return ", ".join(parts)


def player_tile(
    locale: Locale, seat: int, tile: PlayerTile, target: int, *, name_size: float | None = None
) -> ft.Control:
    """Name, total (large), progress toward the target, role chip.

    ``name_size``: the name's size, so that a long name is read whole on a narrow tile
    (``table.tile_layout``); None: the theme's title size.

    Heard as one sentence (:func:`spoken_tile`): the tile is a semantics container
    with that label, so a screen reader does not read "Ann", "12", a bar and a chip
    as four loose things. The total keeps its own identifier inside it.
    """
    role = role_chip(locale, tile)
    return ft.Semantics(
        identifier=keys.tile(seat),
        container=True,
        expand=True,
        label=spoken_tile(locale, tile),
        content=_tile_box(seat, tile, target, locale, role, name_size=name_size),
    )


def _silent(control: ft.Control) -> ft.Control:
    """A part of the tile the tile's spoken sentence already says (heard once, not twice)."""
    return ft.Semantics(exclude_semantics=True, content=control)


def _tile_box(
    seat: int,
    tile: PlayerTile,
    target: int,
    locale: Locale,
    role: ft.Control | None,
    *,
    name_size: float | None,
) -> ft.Control:
    """The tile's frame: the dealer's (or box's) tile is outlined in the main colour."""
    return ft.Container(
        key=keys.tile(seat),
        expand=True,
        padding=10,
        border_radius=16,
        bgcolor=ft.Colors.SURFACE_CONTAINER,
        border=ft.Border.all(
            2 if tile.deals else 1, ft.Colors.PRIMARY if tile.deals else ft.Colors.OUTLINE_VARIANT
        ),
        content=ft.Column(
            spacing=6,
            horizontal_alignment=ft.CrossAxisAlignment.START,
            controls=_tile_lines(seat, tile, target, locale, role, name_size=name_size),
        ),
    )


def _tile_lines(
    seat: int,
    tile: PlayerTile,
    target: int,
    locale: Locale,
    role: ft.Control | None,
    *,
    name_size: float | None,
) -> list[ft.Control]:
    """The tile's lines, apart from its frame: only the total is heard on its own."""
    return [
        _silent(
            # Two lines at most, breaking between words; cut only a name of
            # one word too long for any tile.
            ft.Text(
                tile.name,
                theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                size=name_size,
                max_lines=2,
                overflow=ft.TextOverflow.ELLIPSIS,
            )
        ),
        # The total is what players (and the save benchmark) watch: the
        # identifier lets a browser find it without knowing the number.
        ft.Semantics(
            identifier=keys.tile_total(seat),
            content=ft.Text(
                str(tile.total),
                key=keys.tile_total(seat),
                size=36,
                weight=ft.FontWeight.BOLD,
            ),
        ),
        _silent(
            ft.ProgressBar(
                value=tile.progress,
                bar_height=6,
                border_radius=3,
                semantics_label=locale.t("table.progress", total=tile.total, target=target),
            )
        ),
        _silent(
            ft.Text(
                locale.t("table.to_go", points=tile.to_go),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            )
        ),
        _silent(role) if role is not None else ft.Container(height=22),
    ]


def outcome_badge(locale: Locale, outcome: Outcome) -> ft.Control:
    """Knock / Undercut / Gin / Draw with its icon; gin and undercut stand out."""
    return chip(
        OUTCOME_ICONS[outcome],
        outcome_label(locale, outcome),
        strong=outcome in (Outcome.GIN, Outcome.UNDERCUT),
    )


def _roles_lines(locale: Locale, row: HandRow) -> list[ft.Control]:
    """The seats of a hand, and for a hand off the rotation, why (marked with an icon)."""
    roles = ft.Text(
        roles_line(locale, row.roles, row.dealer),
        theme_style=ft.TextThemeStyle.BODY_SMALL,
        color=ft.Colors.ON_SURFACE_VARIANT,
    )
    if not row.off_rotation:
        return [roles]
    note = ft.Row(
        spacing=4,
        controls=[
            ft.Icon(ft.Icons.EVENT_SEAT, size=14, color=ft.Colors.TERTIARY),
            ft.Text(
                seats_note(locale, row.corrected),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
                color=ft.Colors.TERTIARY,
                expand=True,
            ),
        ],
    )
    return [roles, note]


def hand_line(locale: Locale, row: HandRow, on_open: Callable[[int], None]) -> ft.Control:
    """One line of the hand list: number, outcome badge, points, roles; tap for detail."""
    return identified(
        ft.Container(
            key=keys.hand_row(row.number),
            on_click=lambda: on_open(row.number),
            padding=ft.Padding.symmetric(horizontal=8, vertical=8),
            border_radius=12,
            ink=True,
            content=ft.Row(
                spacing=10,
                controls=[
                    # Room for "#100" with larger text: at 36 px "#13" wrapped to "#1" over "3".
                    ft.Text(
                        f"#{row.number}",
                        width=52,
                        no_wrap=True,
                        theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                    ),
                    ft.Column(
                        expand=True,
                        spacing=2,
                        controls=[
                            ft.Row(
                                spacing=8,
                                controls=[
                                    outcome_badge(locale, row.outcome),
                                    ft.Text(
                                        points_text(locale, row.scorer, row.points),
                                        weight=ft.FontWeight.W_600,
                                    ),
                                ],
                            ),
                            *_roles_lines(locale, row),
                        ],
                    ),
                    ft.Icon(ft.Icons.CHEVRON_RIGHT, color=ft.Colors.ON_SURFACE_VARIANT),
                ],
            ),
        )
    )


@ft.component
def _hand_list_line(locale: Locale, row: HandRow, game_id: str) -> ft.Control:
    def open_detail(number: int) -> None:
        ft.context.page.navigate(game_route(game_id, "hands", str(number)))

    return hand_line(locale, row, open_detail)


HandListLine = ft.memo(_hand_list_line)  # type: ignore[no-untyped-call]  # flet leaves memo untyped
"""A hand list line as a memoized component: after a save, only the new hand is
built and sent; every other line is the very same object as before, which Flet's
diff skips (comparing the whole list would cost more with every hand played)."""


def hand_list(locale: Locale, rows: tuple[HandRow, ...], game_id: str) -> list[ft.Control]:
    """The hand list, newest first, each line keyed by its hand number."""
    return [
        HandListLine(locale, row, game_id, key=f"{keys.hand_row(row.number)}.line") for row in rows
    ]
