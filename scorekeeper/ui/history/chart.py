"""The running-totals chart of one game, drawn with ``flet-charts``.

``flet_charts.LineChart`` is part of the stock Flet 1.0.5 web client, so it
needs no app build. Each player gets a colour from the Okabe-Ito palette
(distinguishable with the common colour-vision deficiencies) and, so that
colour is never the only clue, a dash pattern and a point shape of their own;
the legend names them. The target is a dashed grey line.

``flet_charts`` is loaded when a chart is first drawn, not when the app starts:
it is a sixth of a server's start (with matplotlib's chart class), which every
table and every phone host pays, and most visits never open a chart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import SEPARATOR, number
from scorekeeper.ui.history import keys
from scorekeeper.ui.history.model import ChartSeries, chart_bounds

if TYPE_CHECKING:
    import flet_charts as fch

PALETTE = ("#2F8FD8", "#E69F00", "#009E73")
"""Okabe-Ito orange and bluish green, and a mid blue (Okabe-Ito's blue is too dark on
a dark surface): all three readable on light and dark."""
DASHES: tuple[list[int] | None, ...] = (None, [10, 5], [3, 4])
"""Solid, dashed, dotted: one per seat."""
TARGET_COLOUR = ft.Colors.OUTLINE
CHART_HEIGHT = 240


def _point(seat: int) -> fch.ChartPointShape:
    import flet_charts as fch  # noqa: PLC0415 - see the module's note

    colour = PALETTE[seat]
    if seat == 0:
        return fch.ChartCirclePoint(color=colour, radius=3)
    if seat == 1:
        return fch.ChartSquarePoint(color=colour, size=6)
    return fch.ChartCrossPoint(color=colour, size=8, width=2)


def _swatch(colour: str, dash: list[int] | None) -> ft.Control:
    """A short sample of a line: solid, dashed or dotted, drawn with boxes."""
    length, gap = (24, 0) if dash is None else (dash[0], dash[1])
    count = max(1, 32 // (length + gap))
    return ft.Row(
        tight=True,
        spacing=gap,
        controls=[
            ft.Container(width=length, height=3, bgcolor=colour, border_radius=2)
            for _ in range(count)
        ],
    )


def _legend(series: Sequence[ChartSeries], locale: Locale) -> ft.Control:
    """Names with their line colour and pattern, and the target."""
    entries: list[ft.Control] = [
        ft.Row(
            tight=True,
            spacing=6,
            controls=[_swatch(PALETTE[seat], DASHES[seat]), ft.Text(line.player)],
        )
        for seat, line in enumerate(series)
    ]
    entries.append(
        ft.Row(
            tight=True,
            spacing=6,
            controls=[
                _swatch(TARGET_COLOUR, [6, 6]),
                ft.Text(locale.t("word.option.target")),
            ],
        )
    )
    return ft.Row(wrap=True, spacing=16, run_spacing=4, controls=entries)


def _lines(series: Sequence[ChartSeries], target: int, hands: int) -> list[fch.LineChartData]:
    """A line per player and the target's: the data, apart from the axes and frame around it."""
    import flet_charts as fch  # noqa: PLC0415 - see the module's note

    lines = [
        fch.LineChartData(
            points=[fch.LineChartDataPoint(x, y) for x, y in enumerate(line.totals)],
            color=PALETTE[seat],
            stroke_width=3,
            dash_pattern=DASHES[seat],
            point=_point(seat),
            rounded_stroke_cap=True,
        )
        for seat, line in enumerate(series)
    ]
    lines.append(
        fch.LineChartData(
            points=[fch.LineChartDataPoint(0, target), fch.LineChartDataPoint(hands, target)],
            color=TARGET_COLOUR,
            stroke_width=1.5,
            dash_pattern=[6, 6],
            point=False,
        )
    )
    return lines


def totals_chart(
    series: Sequence[ChartSeries],
    target: int,
    locale: Locale,
    text_scale: float = 1,
    *,
    finished: bool = True,
) -> ft.Control:
    """The chart with its legend; a screen reader hears the last totals instead.

    ``text_scale`` makes room for larger axis labels (the "larger text" setting).
    The last totals are "final" only when the game is ``finished``; for a game
    still being played they are the totals so far.
    """
    import flet_charts as fch  # noqa: PLC0415 - see the module's note

    hands = len(series[0].totals) - 1 if series else 0
    low, high = chart_bounds(series, target)
    top = high + max(5, (high - low) // 10)
    lines = _lines(series, target, hands)
    chart = fch.LineChart(
        data_series=lines,
        min_x=0,
        max_x=max(hands, 1),
        min_y=low,
        max_y=top,
        height=CHART_HEIGHT,
        interactive=False,
        horizontal_grid_lines=fch.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT, width=1),
        left_axis=fch.ChartAxis(label_size=44 * text_scale, show_max=False),
        bottom_axis=fch.ChartAxis(
            title=ft.Text(locale.t("history.chart.hand_axis")),
            label_size=28 * text_scale,
            title_size=20 * text_scale,
            label_spacing=max(1, hands // 8 + (hands % 8 > 0)) if hands > 8 else 1,
        ),
    )
    final = SEPARATOR.join(f"{line.player} {number(locale, line.totals[-1])}" for line in series)
    return ft.Semantics(
        label=locale.t(
            "history.chart.description" if finished else "history.chart.description_running",
            totals=final,
        ),
        content=ft.Column(
            key=keys.DETAIL_CHART,
            spacing=8,
            controls=[
                ft.Container(chart, padding=ft.Padding(left=0, right=12, top=8, bottom=0)),
                _legend(series, locale),
            ],
        ),
    )
