"""The commands find the data folder exactly where the app keeps it."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.config import load_config
from scorekeeper.services.data_folder import resolve_data_dir

HOME = {"HOME": "/home/ann"}


def test_an_explicit_folder_wins() -> None:
    env = {**HOME, "SCOREKEEPER_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"}
    assert resolve_data_dir("/flag", env) == Path("/flag")


def test_then_the_environment_variable() -> None:
    env = {**HOME, "SCOREKEEPER_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"}
    assert resolve_data_dir(None, env) == Path("/env")


def test_then_the_xdg_data_home() -> None:
    assert resolve_data_dir(None, {**HOME, "XDG_DATA_HOME": "/xdg"}) == Path("/xdg/scorekeeper")


def test_empty_and_relative_values_are_ignored_as_the_xdg_spec_says() -> None:
    env = {**HOME, "SCOREKEEPER_DATA_DIR": "", "XDG_DATA_HOME": "relative/path"}
    assert resolve_data_dir("", env) == Path("/home/ann/.local/share/scorekeeper")


def test_a_tilde_is_expanded() -> None:
    assert resolve_data_dir("~/games", HOME) == Path("~/games").expanduser()


def test_the_commands_and_the_app_agree() -> None:
    for env in ({**HOME}, {**HOME, "SCOREKEEPER_DATA_DIR": "/env"}):
        assert resolve_data_dir(None, env) == load_config(environ=env).data_dir
