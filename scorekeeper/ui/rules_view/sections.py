"""The building blocks of the rules screen: a numbered section, a ruling, an option.

Plain functions from what to show to controls; the screen (``view``) decides
what to show. Texts come from the ``rules_text`` catalogues through ``t``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from functools import partial

import flet as ft

from scorekeeper.i18n.words import Translate
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.rules_view import keys
from scorekeeper.ui.rules_view.keys import scroll_key
from scorekeeper.ui.rules_view.options import (
    OptionLine,
    option_label,
    option_value,
)
from scorekeeper.ui.widgets import identified
from scorekeeper.views.rule_book import (
    SECTIONS,
    Section,
    ruling_keys,
    scroll_name,
    section_key,
)


def paragraphs(
    text: str, *, style: ft.TextThemeStyle = ft.TextThemeStyle.BODY_LARGE
) -> list[ft.Control]:
    """One text per line, so "•" lines read as a list (and wrap as one)."""
    return [ft.Text(line, theme_style=style) for line in text.splitlines()]


def ruling_box(t: Translate, text: str) -> ft.Control:
    """A ruling, set apart: it is what settles a dispute at the table."""
    return ft.Container(
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
        border_radius=12,
        padding=12,
        content=ft.Row(
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                ft.Icon(ft.Icons.GAVEL, color=ft.Colors.ON_SECONDARY_CONTAINER, size=20),
                ft.Column(
                    expand=True,
                    spacing=4,
                    controls=[
                        ft.Text(
                            t("rules.ruling"),
                            theme_style=ft.TextThemeStyle.LABEL_LARGE,
                            color=ft.Colors.ON_SECONDARY_CONTAINER,
                        ),
                        ft.Text(text, color=ft.Colors.ON_SECONDARY_CONTAINER),
                    ],
                ),
            ],
        ),
    )


def option_row(
    t: Translate, line: OptionLine, *, with_game: bool, key: str | None = None
) -> ft.Control:
    """The option's name and value; when a game changed it, the standard underneath."""
    details: list[ft.Control] = []
    if with_game and line.changed:
        standard = option_value(t, line.name, line.standard)
        details.append(
            ft.Text(
                t("rules.option.standard", value=standard),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
                color=ft.Colors.ON_SURFACE_VARIANT,
            )
        )
    return ft.Row(
        key=key,
        vertical_alignment=ft.CrossAxisAlignment.START,
        controls=[
            ft.Icon(
                ft.Icons.EDIT_NOTE if with_game and line.changed else ft.Icons.TUNE,
                size=20,
                color=ft.Colors.PRIMARY,
            ),
            ft.Column(
                expand=True,
                spacing=0,
                controls=[
                    ft.Row(
                        wrap=True,
                        controls=[
                            ft.Text(option_label(t, line.name)),
                            ft.Text(
                                option_value(t, line.name, line.value),
                                weight=ft.FontWeight.BOLD,
                            ),
                        ],
                    ),
                    *details,
                ],
            ),
        ],
    )


def section_card(
    t: Translate,
    variant: Variant,
    section: Section,
    options: Mapping[str, OptionLine],
    *,
    linked: bool,
    with_game: bool,
) -> ft.Control:
    """One numbered section; the one a hand linked to is outlined and says so."""
    number = section.number
    body: list[ft.Control] = [_section_title(t, variant, section, linked=linked)]
    if linked:
        body.append(_linked_line(t, variant, number))
    if section.text:
        body += paragraphs(t(section_key(variant, number, "text")))
    body += [ruling_box(t, t(key)) for key in ruling_keys(variant, section)]
    if section.options:
        body += _house_options(t, section, options, with_game=with_game)
    return ft.Container(
        key=scroll_key(scroll_name(variant, number)),
        padding=12,
        border_radius=12,
        border=ft.Border.all(2, ft.Colors.PRIMARY) if linked else None,
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH if linked else None,
        content=ft.Column(spacing=8, controls=body),
    )


def _section_title(t: Translate, variant: Variant, section: Section, *, linked: bool) -> ft.Control:
    """The number badge and the title: the line a reader jumps to, apart from the text under it."""
    number = section.number
    return ft.Row(
        controls=[
            ft.Container(
                width=32,
                height=32,
                border_radius=16,
                alignment=ft.Alignment.CENTER,
                bgcolor=ft.Colors.PRIMARY if linked else ft.Colors.PRIMARY_CONTAINER,
                tooltip=t("rules.section.number", number=number),
                content=ft.Text(
                    str(number),
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.ON_PRIMARY if linked else ft.Colors.ON_PRIMARY_CONTAINER,
                ),
            ),
            ft.Semantics(
                identifier=keys.section(variant, number),
                header=True,
                container=True,
                expand=True,
                content=ft.Text(
                    t(section.title),
                    key=keys.section(variant, number),
                    theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                ),
            ),
        ]
    )


def _linked_line(t: Translate, variant: Variant, number: int) -> ft.Control:
    """The line only a section a hand linked to has, saying why it is outlined."""
    return ft.Row(
        key=keys.linked(variant, number),
        controls=[
            ft.Icon(ft.Icons.ARROW_FORWARD, size=18, color=ft.Colors.PRIMARY),
            ft.Text(
                t("rules.linked"),
                theme_style=ft.TextThemeStyle.LABEL_LARGE,
                color=ft.Colors.PRIMARY,
            ),
        ],
    )


def _house_options(
    t: Translate, section: Section, options: Mapping[str, OptionLine], *, with_game: bool
) -> list[ft.Control]:
    """The house options under a section's rules: only some sections have any."""
    label = ft.Text(
        t("rules.house_option"),
        theme_style=ft.TextThemeStyle.LABEL_LARGE,
        color=ft.Colors.ON_SURFACE_VARIANT,
    )
    return [label, *(option_row(t, options[name], with_game=with_game) for name in section.options)]


def section_index(
    t: Translate, variant: Variant, on_jump: Callable[[int], Awaitable[None]]
) -> ft.Control:
    """A button per numbered section at the top of a variant's page: a tap scrolls there.

    Why: a long page of text is read by scrolling only; these let a thumb (or a
    keyboard's Tab) reach a section at once. They are also what makes the page's
    scrolling region reachable by keyboard: Flutter's web engine gives a tab stop
    only to controls one acts on, and a region of text alone was one axe-core
    flagged (scrollable-region-focusable, serious).
    """
    buttons: list[ft.Control] = [
        identified(
            ft.OutlinedButton(
                # Heard as the section it leads to, seen as its number.
                content=ft.Text(
                    str(section.number),
                    semantics_label=t(
                        "rules.index.link",
                        number=section.number,
                        title=t(section.title),
                    ),
                ),
                key=keys.index_link(variant, section.number),
                on_click=partial(on_jump, section.number),
                style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=4)),
                width=48,
                height=48,
            )
        )
        for section in SECTIONS[variant]
    ]
    return ft.Column(
        key=keys.INDEX,
        spacing=4,
        controls=[
            ft.Text(t("rules.index"), theme_style=ft.TextThemeStyle.TITLE_SMALL),
            ft.Row(wrap=True, spacing=4, run_spacing=4, controls=buttons),
        ],
    )


def heading(text: str) -> ft.Control:
    """A heading between groups of sections."""
    return ft.Text(text, theme_style=ft.TextThemeStyle.TITLE_LARGE)
