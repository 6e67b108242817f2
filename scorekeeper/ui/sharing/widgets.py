"""Building blocks of the share, import and compare screens.

A message banner, and the game preview card (who, when, which rules, how far,
the fingerprint) that the import screen shows before storing and again after.
The frame and the layout pieces are the app's own (``scorekeeper.ui.kit``).
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.formatting import format_date, format_int
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import variant_name
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.model import GamePreview, Tone

_TONES = {
    Tone.ERROR: (ft.Icons.ERROR_OUTLINE, ft.Colors.ERROR_CONTAINER, ft.Colors.ON_ERROR_CONTAINER),
    Tone.SUCCESS: (
        ft.Icons.CHECK_CIRCLE_OUTLINE,
        ft.Colors.PRIMARY_CONTAINER,
        ft.Colors.ON_PRIMARY_CONTAINER,
    ),
    Tone.INFO: (
        ft.Icons.INFO_OUTLINE,
        ft.Colors.TERTIARY_CONTAINER,
        ft.Colors.ON_TERTIARY_CONTAINER,
    ),
}


def sentence(text: str) -> str:
    """A message as a sentence on screen: refusals are written lower case for the
    command line ("no QR code found ..."), a banner starts with a capital."""
    return text[:1].upper() + text[1:]


def banner(text: str, *, key: str, tone: Tone) -> ft.Control:
    """A message in a coloured box with an icon that says the same as the colour.

    A live region of its own: a screen reader announces a refusal or a success
    when it appears, and a browser test finds it by ``key``.
    """
    icon, background, foreground = _TONES[tone]
    return ft.Semantics(
        identifier=key,
        container=True,
        live_region=True,
        content=ft.Container(
            key=key,
            bgcolor=background,
            border_radius=12,
            padding=12,
            content=ft.Row(
                vertical_alignment=ft.CrossAxisAlignment.START,
                controls=[
                    ft.Icon(icon, color=foreground),
                    ft.Text(sentence(text), color=foreground, expand=True),
                ],
            ),
        ),
    )


def fingerprint_block(locale: Locale, code: str, *, key: str) -> ft.Control:
    """The fingerprint, big and monospaced, so two people can read it across a table.

    It is a semantics node of its own (identified by ``key``), so a screen reader
    and a browser test find the code by itself, not merged into the card's text.
    """
    return ft.Column(
        spacing=2,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        width=float("inf"),
        controls=[
            ft.Text(
                locale.t("import.preview.fingerprint"),
                theme_style=ft.TextThemeStyle.LABEL_LARGE,
                color=ft.Colors.ON_SURFACE_VARIANT,
            ),
            ft.Semantics(
                identifier=key,
                container=True,
                content=ft.Text(
                    code,
                    key=key,
                    theme_style=ft.TextThemeStyle.HEADLINE_MEDIUM,
                    font_family="monospace",
                    weight=ft.FontWeight.BOLD,
                ),
            ),
        ],
    )


def _fact(label: str, value: str) -> ft.Control:
    return ft.Row(
        vertical_alignment=ft.CrossAxisAlignment.START,
        controls=[
            ft.Container(
                width=120,
                content=ft.Text(label, color=ft.Colors.ON_SURFACE_VARIANT),
            ),
            ft.Text(value, weight=ft.FontWeight.W_500, expand=True),
        ],
    )


def preview_card(locale: Locale, preview: GamePreview) -> ft.Control:
    """The game at a glance: players, date, variant, hands, totals, fingerprint."""
    t, language = locale.t, locale.language
    created = (
        format_date(preview.created, language) if preview.created else t("import.preview.no_date")
    )
    totals = [
        ft.Row(
            controls=[
                ft.Text(player, expand=True),
                ft.Text(
                    format_int(total, language),
                    weight=ft.FontWeight.BOLD,
                    text_align=ft.TextAlign.RIGHT,
                ),
            ]
        )
        for player, total in preview.totals.items()
    ]
    facts: list[ft.Control] = [
        ft.Text(
            " · ".join(preview.players),
            key=keys.PREVIEW_PLAYERS,
            theme_style=ft.TextThemeStyle.TITLE_LARGE,
        ),
        _fact(t("import.preview.started"), created),
        _fact(t("word.variant"), variant_name(t, preview.variant)),
        _fact(t("import.preview.hands"), format_int(preview.hands, language)),
        ft.Text(t("word.totals"), theme_style=ft.TextThemeStyle.TITLE_SMALL),
        *totals,
    ]
    if preview.winner is not None:
        facts.append(
            ft.Row(
                controls=[
                    ft.Icon(ft.Icons.EMOJI_EVENTS, color=ft.Colors.PRIMARY),
                    ft.Text(t("import.preview.winner", name=preview.winner)),
                ]
            )
        )
    facts.append(fingerprint_block(locale, preview.fingerprint, key=keys.PREVIEW_FINGERPRINT))
    return ft.Card(
        key=keys.IMPORT_PREVIEW,
        content=ft.Container(padding=16, content=ft.Column(spacing=8, controls=facts)),
    )
