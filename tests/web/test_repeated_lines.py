"""Repeated log lines are held back and counted (issue 35, point 2), with a fake clock."""

from __future__ import annotations

import logging

from scorekeeper.web.logs import (
    ALL_BURST,
    ALL_EVERY_SECONDS,
    BURST,
    EVERY_SECONDS,
    MOST_CHARACTERS,
    OneLineFormatter,
    RepeatedLines,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def record(message: str, *args: object, name: str = "uvicorn.error") -> logging.LogRecord:
    return logging.LogRecord(name, logging.WARNING, __file__, 1, message, args, None)


def written(lines: RepeatedLines, *records: logging.LogRecord) -> list[str]:
    formatter = OneLineFormatter()
    return [formatter.format(each) for each in records if lines.filter(each)]


def test_a_flood_of_one_kind_is_cut_to_a_burst_and_then_counted() -> None:
    clock = Clock()
    lines = RepeatedLines(clock)
    flood = [record("Invalid HTTP request received.") for _ in range(1000)]
    assert len(written(lines, *flood)) == BURST
    clock.now += EVERY_SECONDS
    assert written(lines, record("Invalid HTTP request received.")) == [
        "warning: uvicorn.error: Invalid HTTP request received."
        f" ({1000 - BURST:,} more like it not shown)"
    ]
    clock.now += EVERY_SECONDS
    assert written(lines, record("Invalid HTTP request received.")) == [
        "warning: uvicorn.error: Invalid HTTP request received."
    ], "the count is said once"


def test_lines_of_one_template_are_one_kind_whatever_their_arguments() -> None:
    lines = RepeatedLines(Clock())
    refusals = [
        record("refused a connection from %s: too many open", f"127.1.0.{n}", name="web")
        for n in range(50)
    ]
    assert len(written(lines, *refusals)) == BURST
    assert written(lines, record("another kind"))


def test_every_kind_together_is_held_back_too() -> None:
    clock = Clock()
    lines = RepeatedLines(clock)
    many_kinds = [record(f"error number {n}") for n in range(500)]
    assert len(written(lines, *many_kinds)) == ALL_BURST
    clock.now += ALL_EVERY_SECONDS
    assert len(written(lines, record("one more"))) == 1


def test_quiet_lines_all_pass() -> None:
    clock = Clock()
    lines = RepeatedLines(clock)
    for _ in range(20):
        clock.now += EVERY_SECONDS
        assert written(lines, record("a phone hung up"))


def test_a_long_line_is_cut_before_its_count() -> None:
    clock = Clock()
    lines = RepeatedLines(clock)
    long = "x" * 1000
    written(lines, *[record(long) for _ in range(BURST + 3)])
    clock.now += EVERY_SECONDS
    [line] = written(lines, record(long))
    assert len(line) == MOST_CHARACTERS
    assert line.endswith("… (3 more like it not shown)")
