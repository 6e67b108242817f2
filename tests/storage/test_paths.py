"""The data folder: explicit, else $SCOREKEEPER_DATA_DIR, else the XDG data home."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.storage.paths import resolve_data_dir

HOME = Path("/home/ann")


def test_an_explicit_folder_wins() -> None:
    env = {"SCOREKEEPER_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"}
    assert resolve_data_dir("/flag", env, HOME) == Path("/flag")


def test_then_the_environment_variable() -> None:
    env = {"SCOREKEEPER_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"}
    assert resolve_data_dir(None, env, HOME) == Path("/env")


def test_then_the_xdg_data_home() -> None:
    assert resolve_data_dir(None, {"XDG_DATA_HOME": "/xdg"}, HOME) == Path("/xdg/scorekeeper")


def test_then_the_default_data_home() -> None:
    assert resolve_data_dir(None, {}, HOME) == HOME / ".local/share/scorekeeper"


def test_empty_and_relative_values_are_ignored_as_the_xdg_spec_says() -> None:
    env = {"SCOREKEEPER_DATA_DIR": "", "XDG_DATA_HOME": "relative/path"}
    assert resolve_data_dir("", env, HOME) == HOME / ".local/share/scorekeeper"


def test_a_tilde_is_expanded() -> None:
    assert resolve_data_dir("~/games", {}, HOME) == Path("~/games").expanduser()
