"""Placeholder until the app shell lands: starts nothing."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    """No options yet."""


def run(args: argparse.Namespace) -> int:
    """Print usage."""
    print("app shell not built yet")
    return 0
