"""flet.toml + flags -> AppConfig: defaults, precedence, relative paths, clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.config import (
    AppConfig,
    ConfigError,
    Renderer,
    View,
    default_config_path,
    load_config,
    platform_cache_dir,
    platform_data_dir,
)

REPO = Path(__file__).resolve().parents[2]


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "flet.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_repository_flet_toml_is_the_default_and_says_how_the_app_runs() -> None:
    assert default_config_path() == REPO / "flet.toml"
    config = load_config(environ={"HOME": "/home/ann"})
    assert config.source == REPO / "flet.toml"
    assert (config.view, config.host, config.port) == (View.DESKTOP, "127.0.0.1", 8550)
    assert config.renderer is Renderer.AUTO
    assert config.no_cdn is True
    assert config.assets_dir in (REPO / "assets", None)
    assert config.data_dir == Path("/home/ann/.local/share/scorekeeper")


def test_an_empty_app_table_gives_the_built_in_defaults(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, "[app]\n"), environ={"HOME": str(tmp_path)})
    assert config == AppConfig(
        data_dir=tmp_path / ".local/share/scorekeeper",
        assets_dir=None,
        source=tmp_path / "flet.toml",
        cache_dir=tmp_path / ".cache/scorekeeper",
    )


def test_flags_override_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, '[app]\nview = "desktop"\nhost = "127.0.0.1"\nport = 9000\n')
    config = load_config(
        path, {"view": "web", "host": "0.0.0.0", "port": 8123, "data_dir": None}, environ={}
    )
    assert (config.view, config.host, config.port) == (View.WEB, "0.0.0.0", 8123)


def test_unset_flags_leave_the_file_alone(tmp_path: Path) -> None:
    path = write(tmp_path, '[app]\nport = 9000\nview = "web"\n')
    config = load_config(path, {"view": None, "port": None, "host": None}, environ={})
    assert (config.view, config.port) == (View.WEB, 9000)


class TestDataFolderPrecedence:
    """--data-dir > SCOREKEEPER_DATA_DIR > flet.toml data_dir > platform default."""

    def test_flag_wins(self, tmp_path: Path) -> None:
        path = write(tmp_path, '[app]\ndata_dir = "from-file"\n')
        env = {"SCOREKEEPER_DATA_DIR": "/from/env", "HOME": "/home/ann"}
        config = load_config(path, {"data_dir": "/from/flag"}, environ=env)
        assert config.data_dir == Path("/from/flag")

    def test_environment_beats_the_file(self, tmp_path: Path) -> None:
        path = write(tmp_path, '[app]\ndata_dir = "from-file"\n')
        config = load_config(path, environ={"SCOREKEEPER_DATA_DIR": "/from/env"})
        assert config.data_dir == Path("/from/env")

    def test_file_beats_the_platform_default_and_is_relative_to_the_file(
        self, tmp_path: Path
    ) -> None:
        path = write(tmp_path, '[app]\ndata_dir = "from-file"\n')
        config = load_config(path, environ={"FLET_APP_STORAGE_DATA": "/device"})
        assert config.data_dir == tmp_path / "from-file"

    def test_empty_file_value_means_platform_default(self, tmp_path: Path) -> None:
        path = write(tmp_path, '[app]\ndata_dir = ""\n')
        config = load_config(path, environ={"FLET_APP_STORAGE_DATA": "/device/data"})
        assert config.data_dir == Path("/device/data")

    def test_relative_flag_is_relative_to_the_working_directory(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        config = load_config(write(tmp_path, ""), {"data_dir": "games"}, environ={})
        assert config.data_dir == tmp_path / "games"


@pytest.mark.parametrize(
    ("system", "env", "expected"),
    [
        ("Linux", {"HOME": "/home/ann"}, "/home/ann/.local/share/scorekeeper"),
        ("Linux", {"HOME": "/h", "XDG_DATA_HOME": "/xdg"}, "/xdg/scorekeeper"),
        ("Linux", {"HOME": "/h", "XDG_DATA_HOME": "rel"}, "/h/.local/share/scorekeeper"),
        ("Linux", {"HOME": "/h", "FLET_APP_STORAGE_DATA": "/app"}, "/app"),
        ("Darwin", {"HOME": "/Users/ann"}, "/Users/ann/Library/Application Support/scorekeeper"),
        ("Windows", {"HOME": "/h", "LOCALAPPDATA": "/local"}, "/local/scorekeeper"),
    ],
)
def test_platform_default_data_folder(system: str, env: dict[str, str], expected: str) -> None:
    assert platform_data_dir(env, system) == Path(expected)


@pytest.mark.parametrize(
    ("system", "env", "expected"),
    [
        ("Linux", {"HOME": "/home/ann"}, "/home/ann/.cache/scorekeeper"),
        ("Linux", {"HOME": "/h", "XDG_CACHE_HOME": "/xdg"}, "/xdg/scorekeeper"),
        ("Linux", {"HOME": "/h", "XDG_CACHE_HOME": "rel"}, "/h/.cache/scorekeeper"),
        ("Linux", {"HOME": "/h", "FLET_APP_STORAGE_TEMP": "/tmp-app"}, "/tmp-app"),
        ("Darwin", {"HOME": "/Users/ann"}, "/Users/ann/Library/Caches/scorekeeper"),
        ("Windows", {"HOME": "/h", "LOCALAPPDATA": "/local"}, "/local/scorekeeper/Cache"),
    ],
)
def test_platform_default_cache_folder(system: str, env: dict[str, str], expected: str) -> None:
    assert platform_cache_dir(env, system) == Path(expected)


def test_the_cache_folder_is_the_environments_and_shared_by_every_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    env = {"HOME": str(tmp_path), "SCOREKEEPER_CACHE_DIR": "shared"}
    one = load_config(write(tmp_path, ""), {"data_dir": "one"}, environ=env)
    two = load_config(write(tmp_path, ""), {"data_dir": "two"}, environ=env)
    assert one.data_dir != two.data_dir
    assert one.cache_dir == two.cache_dir == tmp_path / "shared"
    default = load_config(write(tmp_path, ""), {"data_dir": "one"}, environ={"HOME": "/h"})
    assert default.cache_dir == platform_cache_dir({"HOME": "/h"}).resolve()


def test_assets_folder_is_relative_to_the_file_and_none_when_missing(tmp_path: Path) -> None:
    (tmp_path / "art").mkdir()
    found = load_config(write(tmp_path, '[app]\nassets_dir = "art"\n'), environ={})
    assert found.assets_dir == tmp_path / "art"
    missing = load_config(write(tmp_path, '[app]\nassets_dir = "nope"\n'), environ={})
    assert missing.assets_dir is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[app\nport = 1", r"flet\.toml: not valid TOML: .*line 1"),
        ("[app]\nprot = 8000\n", r"unknown key 'prot' in \[app\]; did you mean 'port'\?"),
        ("[app]\nport = 0\n", r"\[app\] port must be a whole number from 1 to 65535, not 0"),
        ("[app]\nport = 70000\n", "from 1 to 65535, not 70000"),
        ('[app]\nport = "8550"\n', "whole number from 1 to 65535, not '8550'"),
        ("[app]\nport = true\n", "whole number from 1 to 65535, not True"),
        ('[app]\nview = "window"\n', r"\[app\] view must be one of desktop, web, not 'window'"),
        ('[app]\nrenderer = "html"\n', "renderer must be one of auto, canvaskit, skwasm"),
        ("[app]\nno_cdn = false\n", "no_cdn must be true, not False: the app never loads"),
        ('[app]\nhost = "http://x"\n', "host must be an address such as 127.0.0.1"),
        ('[app]\nhost = ""\n', "host must be an address"),
        ("[app]\ndata_dir = 3\n", r"data_dir must be text in quotes, not 3"),
        ('app = "x"\n', r"'app' must be a table"),
        ("[server]\nport = 1\n", r"unknown table or key 'server' \(only \[app\] is read\)"),
    ],
)
def test_a_bad_file_gives_one_clear_line(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message) as caught:
        load_config(write(tmp_path, text), environ={})
    assert "\n" not in str(caught.value)
    assert "flet.toml" in str(caught.value)


def test_a_bad_flag_names_the_flag(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"^--port must be a whole number"):
        load_config(write(tmp_path, ""), {"port": 0}, environ={})


def test_a_missing_config_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such configuration file"):
        load_config(tmp_path / "absent.toml", environ={})


def test_an_unknown_override_is_a_programming_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown configuration override"):
        load_config(write(tmp_path, ""), {"colour": "green"}, environ={})


def test_the_config_is_frozen(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, ""), environ={})
    with pytest.raises(AttributeError):
        config.port = 1  # type: ignore[misc]
