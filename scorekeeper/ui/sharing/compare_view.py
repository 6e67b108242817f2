"""The comparison: this phone's record and the other phone's, side by side, and three choices.

Two columns (this phone / other phone). Hands that are the same fold into one
line; a hand that differs is outlined, labelled (different, only here, only
there; never colour alone) and followed by what taking theirs would change in
points. Then the totals on both phones, and the three ways out, each with one
line saying what it does.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.formatting import format_int, format_signed
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import variant_name
from scorekeeper.rules.hands import Outcome
from scorekeeper.services.sharing import Comparison, HandStatus, HandView, Resolution
from scorekeeper.ui.kit import Look, action, wide
from scorekeeper.ui.rules_view.options import option_label, option_value
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.compare_model import (
    DiffLine,
    SameRun,
    SettingLine,
    compare_lines,
    setting_lines,
    total_lines,
)

_STATUS_ICONS = {
    HandStatus.DIFFERENT: ft.Icons.COMPARE_ARROWS,
    HandStatus.ONLY_HERE: ft.Icons.PHONE_ANDROID,
    HandStatus.ONLY_THERE: ft.Icons.MOBILE_FRIENDLY,
}

CHOICES = (
    (Resolution.KEEP_MINE, keys.COMPARE_KEEP_MINE, ft.Icons.PHONE_ANDROID),
    (Resolution.TAKE_THEIRS, keys.COMPARE_TAKE_THEIRS, ft.Icons.DOWNLOAD),
    (Resolution.KEEP_BOTH, keys.COMPARE_KEEP_BOTH, ft.Icons.CALL_SPLIT),
)
"""Each choice: what it resolves to, its key and its icon (texts by resolution value)."""


def comparison_panel(
    locale: Locale, comparison: Comparison, on_choose: Callable[[Resolution], None]
) -> ft.Control:
    """The whole comparison, ending in the three choices."""
    t = locale.t
    controls: list[ft.Control] = [
        ft.Text(t("compare.title"), theme_style=ft.TextThemeStyle.TITLE_LARGE),
        ft.Text(t("compare.intro")),
        _two_columns(
            _header(locale, "compare.here", comparison.fingerprint_here),
            _header(locale, "compare.there", comparison.fingerprint_there),
        ),
    ]
    settings = setting_lines(comparison)
    if settings:
        controls.append(_settings(locale, settings))
    for index, line in enumerate(compare_lines(comparison)):
        if isinstance(line, SameRun):
            controls.append(_same_run(locale, line, index))
        else:
            controls.append(_difference(locale, line, index))
    controls.append(_totals(locale, comparison))
    controls += [_choice(locale, *choice, on_choose) for choice in CHOICES]
    return ft.Column(key=keys.COMPARE, spacing=12, controls=controls)


def _two_columns(left: ft.Control, right: ft.Control) -> ft.Control:
    return ft.Row(
        vertical_alignment=ft.CrossAxisAlignment.START,
        controls=[
            ft.Container(expand=True, content=left),
            ft.Container(expand=True, content=right),
        ],
    )


def _header(locale: Locale, title_key: str, fingerprint: str) -> ft.Control:
    return ft.Column(
        spacing=0,
        controls=[
            ft.Text(locale.t(title_key), theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
            ft.Text(fingerprint, font_family="monospace", color=ft.Colors.ON_SURFACE_VARIANT),
        ],
    )


def _settings(locale: Locale, lines: tuple[SettingLine, ...]) -> ft.Control:
    t = locale.t
    rows: list[ft.Control] = [
        ft.Text(t("compare.settings"), theme_style=ft.TextThemeStyle.TITLE_SMALL)
    ]
    for line in lines:
        rows.append(ft.Text(_setting_name(locale, line), weight=ft.FontWeight.W_500))
        rows.append(
            _two_columns(
                ft.Text(_setting_value(locale, line, line.here)),
                ft.Text(_setting_value(locale, line, line.there)),
            )
        )
    return _outlined(ft.Column(spacing=4, controls=rows), key=keys.COMPARE_SETTINGS)


SETTING_NAMES = {
    "players": "word.players",
    "variant": "word.variant",
    "first_dealer": "compare.setting.first_dealer",
    "first_roles": "compare.setting.first_roles",
}
"""Each setting's catalogue key: players and variant by the game's one word for them."""


def _setting_name(locale: Locale, line: SettingLine) -> str:
    if line.what == "option":
        return option_label(locale.t, line.option)
    if line.what == "other":
        return line.option
    return locale.t(SETTING_NAMES[line.what])


def _setting_value(locale: Locale, line: SettingLine, value: object) -> str:
    if line.what == "variant" and isinstance(value, str):
        return variant_name(locale.t, value)
    if line.what == "option" and value is not None:
        return option_value(locale.t, line.option, value)
    return "-" if value is None else str(value)


def _same_run(locale: Locale, run: SameRun, index: int) -> ft.Control:
    text = (
        locale.t("compare.same_one", number=run.first)
        if run.first == run.last
        else locale.t("compare.same_run", first=run.first, last=run.last)
    )
    return ft.Row(
        key=keys.compare_hand(index),
        controls=[
            ft.Icon(ft.Icons.CHECK, size=18, color=ft.Colors.ON_SURFACE_VARIANT),
            ft.Text(text, color=ft.Colors.ON_SURFACE_VARIANT, expand=True),
        ],
    )


def _difference(locale: Locale, line: DiffLine, index: int) -> ft.Control:
    t = locale.t
    if line.change:
        changes = ", ".join(f"{p} {format_signed(v, locale.language)}" for p, v in line.change)
        consequence = t("compare.change", changes=changes)
    else:
        consequence = t("compare.no_change")
    body = ft.Column(
        spacing=8,
        controls=[
            ft.Row(
                controls=[
                    ft.Icon(_STATUS_ICONS[line.status], color=ft.Colors.ON_TERTIARY_CONTAINER),
                    ft.Text(
                        t("word.hand", number=line.number),
                        theme_style=ft.TextThemeStyle.TITLE_SMALL,
                        color=ft.Colors.ON_TERTIARY_CONTAINER,
                    ),
                    ft.Text(
                        t(f"compare.status.{line.status.value}"),
                        color=ft.Colors.ON_TERTIARY_CONTAINER,
                        expand=True,
                        text_align=ft.TextAlign.RIGHT,
                    ),
                ]
            ),
            _two_columns(_hand_cell(locale, line.here), _hand_cell(locale, line.there)),
            ft.Text(consequence, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_TERTIARY_CONTAINER),
        ],
    )
    return ft.Container(
        key=keys.compare_hand(index),
        bgcolor=ft.Colors.TERTIARY_CONTAINER,
        border=ft.Border.all(2, ft.Colors.TERTIARY),
        border_radius=12,
        padding=12,
        content=body,
    )


def hand_texts(locale: Locale, view: HandView | None) -> list[str]:
    """One side of a differing hand: how it ended, the deadwood (seat order), who scored."""
    t = locale.t
    if view is None:
        return [t("compare.no_hand")]
    entry = view.entry
    player = entry.by or ""
    lines = [
        t("word.outcome.draw")
        if view.outcome is Outcome.DRAW
        else t(f"compare.outcome.{view.outcome.value}", player=player)
    ]
    deadwood = [(p, entry.deadwood[p]) for p in view.points if p in entry.deadwood]
    if deadwood:
        language = locale.language
        lines.append(" · ".join(f"{p} {format_int(v, language)}" for p, v in deadwood))
    scored = [(p, v) for p, v in view.points.items() if v]
    lines.append(
        ", ".join(f"{p} {format_signed(v, locale.language)}" for p, v in scored)
        if scored
        else t("word.nobody_scores")
    )
    return lines


def _hand_cell(locale: Locale, view: HandView | None) -> ft.Control:
    texts = hand_texts(locale, view)
    return ft.Column(
        spacing=2,
        controls=[
            ft.Text(texts[0], weight=ft.FontWeight.W_500, color=ft.Colors.ON_TERTIARY_CONTAINER),
            *(ft.Text(text, color=ft.Colors.ON_TERTIARY_CONTAINER) for text in texts[1:]),
        ],
    )


def _totals(locale: Locale, comparison: Comparison) -> ft.Control:
    language = locale.language
    small = ft.TextThemeStyle.LABEL_MEDIUM
    rows: list[ft.Control] = [
        ft.Row(
            controls=[
                ft.Text(locale.t("word.totals"), theme_style=ft.TextThemeStyle.TITLE_SMALL),
            ]
        ),
        ft.Row(
            controls=[
                ft.Container(width=18),
                ft.Text("", expand=2),
                ft.Text(locale.t("compare.here"), expand=1, theme_style=small),
                ft.Text(locale.t("compare.there"), expand=1, theme_style=small),
            ]
        ),
    ]
    for line in total_lines(comparison):
        weight = ft.FontWeight.BOLD if line.differs else ft.FontWeight.NORMAL
        marker = ft.Icons.COMPARE_ARROWS if line.differs else ft.Icons.CHECK
        rows.append(
            ft.Row(
                controls=[
                    ft.Icon(marker, size=18, color=ft.Colors.ON_SURFACE_VARIANT),
                    ft.Text(line.player, expand=2, weight=weight),
                    ft.Text(format_int(line.here, language), expand=1, weight=weight),
                    ft.Text(format_int(line.there, language), expand=1, weight=weight),
                ]
            )
        )
    return _outlined(ft.Column(spacing=6, controls=rows), key=keys.COMPARE_TOTALS)


def _outlined(content: ft.Control, *, key: str) -> ft.Control:
    return ft.Container(
        key=key,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        border_radius=12,
        padding=12,
        content=content,
    )


def _choice(
    locale: Locale,
    resolution: Resolution,
    key: str,
    icon: ft.IconData,
    on_choose: Callable[[Resolution], None],
) -> ft.Control:
    t = locale.t
    button = action(
        t(f"compare.{resolution.value}"),
        key=key,
        on_click=lambda: on_choose(resolution),
        look=Look.MAIN,
        icon=icon,
        height=48,
    )
    return ft.Column(
        spacing=4,
        controls=[
            wide(button),
            ft.Text(
                t(f"compare.{resolution.value}.hint"),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
                color=ft.Colors.ON_SURFACE_VARIANT,
            ),
        ],
    )
