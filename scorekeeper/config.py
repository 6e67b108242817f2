"""How the app runs: ``flet.toml`` plus command-line overrides, resolved once at start-up.

Flet 1.0 does not read ``flet.toml`` (it reads only ``pyproject.toml [tool.flet]``,
and only for builds), so this module does: the file says how the app normally runs,
the command line overrides it for one run, and the result is one frozen
:class:`AppConfig` handed to the composition root. Nothing else reads the
environment or the file.

Precedence, highest first, for every setting:

1. a command-line flag (``--web``, ``--host``, ``--port``, ``--data-dir``, ``--table``);
2. for the data folder only, the ``SCOREKEEPER_DATA_DIR`` environment variable;
3. the ``[app]`` table of ``flet.toml`` (``--config FILE``, else the one next to
   the package in a source checkout); an empty ``data_dir`` means "not set";
4. built-in defaults. The default data folder is ``FLET_APP_STORAGE_DATA`` when
   set (what a Flet app built for a phone gets), else the platform's per-user data
   folder: ``$XDG_DATA_HOME/scorekeeper`` or ``~/.local/share/scorekeeper`` on
   Linux, ``~/Library/Application Support/scorekeeper`` on macOS,
   ``%LOCALAPPDATA%\\scorekeeper`` on Windows.

Relative paths in ``flet.toml`` are relative to the file's folder, so the app runs
the same from any working directory; relative paths on the command line or in the
environment are relative to the working directory, as users expect.

The compressed web client is kept apart from the games, in a cache folder shared
by every data folder on the computer (it depends only on the Flet version, and
making it costs minutes of CPU): ``SCOREKEEPER_CACHE_DIR`` when set, else
``FLET_APP_STORAGE_TEMP`` (a phone build), else ``$XDG_CACHE_HOME/scorekeeper`` or
``~/.cache/scorekeeper`` on Linux, ``~/Library/Caches/scorekeeper`` on macOS,
``%LOCALAPPDATA%\\scorekeeper\\Cache`` on Windows.

Every mistake raises :class:`ConfigError` with one line naming the file (or flag),
the key and the bad value, so the command line can print it and exit with status 2
instead of a traceback.
"""

from __future__ import annotations

import difflib
import enum
import os
import platform
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

__all__ = [
    "CACHE_DIR_ENV",
    "CONFIG_FILE_NAME",
    "DATA_DIR_ENV",
    "AppConfig",
    "ConfigError",
    "Renderer",
    "View",
    "default_config_path",
    "is_loopback",
    "load_config",
    "platform_cache_dir",
    "platform_data_dir",
]

CONFIG_FILE_NAME: Final = "flet.toml"
DATA_DIR_ENV: Final = "SCOREKEEPER_DATA_DIR"
CACHE_DIR_ENV: Final = "SCOREKEEPER_CACHE_DIR"
FLET_STORAGE_ENV: Final = "FLET_APP_STORAGE_DATA"
FLET_TEMP_ENV: Final = "FLET_APP_STORAGE_TEMP"
APP_FOLDER: Final = "scorekeeper"

_PROJECT_ROOT: Final = Path(__file__).resolve().parent.parent
_MAX_PORT: Final = 65535


class ConfigError(ValueError):
    """A bad ``flet.toml`` or flag; ``str(err)`` is one line fit for the terminal."""


class View(enum.StrEnum):
    """How the app is shown."""

    DESKTOP = "desktop"
    """A native window, when a desktop client can start; web otherwise."""
    WEB = "web"
    """A local web server; open the printed address in a browser."""


class Renderer(enum.StrEnum):
    """The Flutter web renderer (web view only)."""

    AUTO = "auto"
    CANVASKIT = "canvaskit"
    SKWASM = "skwasm"


@dataclass(frozen=True, slots=True)
class AppConfig:
    """Everything the shell needs to start the app, already validated."""

    data_dir: Path
    """Absolute folder where games are kept (may not exist yet)."""
    view: View = View.DESKTOP
    """Preferred view; the shell falls back to web when no desktop client can start."""
    host: str = "127.0.0.1"
    """Interface the web server binds to; ``0.0.0.0`` shares it on the local network."""
    port: int = 8550
    """TCP port of the web server (1-65535; never left for Flet to choose)."""
    renderer: Renderer = Renderer.AUTO
    """Flutter web renderer."""
    no_cdn: bool = True
    """Serve the web engine and fonts locally; always true, kept explicit for Flet."""
    assets_dir: Path | None = None
    """Absolute assets folder, or None when the configured folder does not exist."""
    source: Path | None = None
    """The ``flet.toml`` that was read, or None when built-in defaults were used."""
    table: bool = False
    """Table mode asked for (``table = true`` or ``--table``), whatever the host."""
    compress: bool = True
    """Serve the web client compressed and cached; false serves it as Flet ships it."""
    cache_dir: Path | None = None
    """Absolute cache folder (see the module docstring); None keeps the cache in the
    data folder, which is what a configuration built by hand in a test gets."""

    @property
    def table_mode(self) -> bool:
        """Whether only phones that joined with the secret get in.

        Why a host other than loopback implies it: then anyone on the network
        reaches the server, and table mode is what keeps them out. Asked for on
        loopback it changes nothing but the checks, which lets tests exercise it
        without traffic leaving the machine.
        """
        return self.table or not is_loopback(self.host)


_FIELDS: Final = (
    "view",
    "host",
    "port",
    "renderer",
    "no_cdn",
    "assets_dir",
    "data_dir",
    "table",
    "compress",
)
_FLAGS: Final = {
    "view": "--web",
    "host": "--host",
    "port": "--port",
    "data_dir": "--data-dir",
    "table": "--table",
}


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this computer only (a loopback name or address)."""
    return host == "localhost" or host.startswith("127.") or host in ("::1", "[::1]")


def default_config_path() -> Path | None:
    """The ``flet.toml`` of a source checkout, or None when the app is installed."""
    candidate = _PROJECT_ROOT / CONFIG_FILE_NAME
    return candidate if candidate.is_file() else None


def platform_data_dir(environ: Mapping[str, str] | None = None, system: str | None = None) -> Path:
    """The per-user data folder when nothing is configured (see the module docstring)."""
    return _platform_folder(
        environ,
        system,
        phone=FLET_STORAGE_ENV,
        windows=Path(APP_FOLDER),
        darwin=Path("Library", "Application Support", APP_FOLDER),
        xdg=("XDG_DATA_HOME", Path(".local", "share")),
    )


def platform_cache_dir(environ: Mapping[str, str] | None = None, system: str | None = None) -> Path:
    """The per-user cache folder when nothing is configured (see the module docstring)."""
    return _platform_folder(
        environ,
        system,
        phone=FLET_TEMP_ENV,
        windows=Path(APP_FOLDER, "Cache"),
        darwin=Path("Library", "Caches", APP_FOLDER),
        xdg=("XDG_CACHE_HOME", Path(".cache")),
    )


def _platform_folder(
    environ: Mapping[str, str] | None,
    system: str | None,
    *,
    phone: str,
    windows: Path,
    darwin: Path,
    xdg: tuple[str, Path],
) -> Path:
    """One of the app's per-user folders: the phone build's, else the platform's convention.

    ``windows`` is under ``%LOCALAPPDATA%``, ``darwin`` under the home folder, and
    ``xdg`` names the XDG variable and its default under the home folder.
    """
    env = os.environ if environ is None else environ
    system = platform.system() if system is None else system
    if env.get(phone):
        return Path(env[phone])
    home = Path(env["HOME"]) if env.get("HOME") else Path.home()
    if system == "Windows":
        base = env.get("LOCALAPPDATA") or env.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Local") / windows
    if system == "Darwin":
        return home / darwin
    variable, default = xdg
    value = env.get(variable, "")
    # The XDG spec says relative values are invalid and must be ignored.
    base_dir = Path(value) if value and Path(value).is_absolute() else home / default
    return base_dir / APP_FOLDER


def load_config(
    path: Path | str | None = None,
    overrides: Mapping[str, object] | None = None,
    *,
    environ: Mapping[str, str] | None = None,
) -> AppConfig:
    """Read ``flet.toml`` (``path``, else :func:`default_config_path`) and apply overrides.

    ``overrides`` maps field names (``view``, ``host``, ``port``, ``data_dir``, ...)
    to command-line values; ``None`` values mean "flag not given". ``environ``
    defaults to ``os.environ`` and exists so tests need not patch it.
    """
    env = os.environ if environ is None else environ
    source = Path(path) if path is not None else default_config_path()
    table = _read_app_table(source) if source is not None else {}
    base = source.resolve().parent if source is not None else _PROJECT_ROOT
    where = source.name if source is not None else "defaults"

    values: dict[str, object] = {}
    for key, raw in table.items():
        values[key] = _check(key, raw, f"{where}: [app] {key}")
    flags = {k: v for k, v in (overrides or {}).items() if v is not None}
    for key, raw in flags.items():
        if key not in _FIELDS:
            raise ValueError(f"unknown configuration override {key!r}")
        values[key] = _check(key, raw, _FLAGS.get(key, key))

    assets = _resolve(str(values.get("assets_dir", "assets")), base)
    return AppConfig(
        view=View(str(values.get("view", View.DESKTOP))),
        host=str(values.get("host", "127.0.0.1")),
        port=int(str(values.get("port", 8550))),
        renderer=Renderer(str(values.get("renderer", Renderer.AUTO))),
        no_cdn=True,
        assets_dir=assets if assets.is_dir() else None,
        data_dir=_data_dir(flags, env, table, base),
        source=source.resolve() if source is not None else None,
        table=bool(values.get("table", False)),
        compress=bool(values.get("compress", True)),
        cache_dir=_cache_dir(env),
    )


def _read_app_table(source: Path) -> dict[str, object]:
    try:
        with source.open("rb") as handle:
            document = tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(f"{source}: no such configuration file") from None
    except OSError as exc:
        raise ConfigError(f"{source}: cannot read it ({exc.strerror})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{source}: not valid TOML: {exc}") from None
    unknown_tables = sorted(set(document) - {"app"})
    if unknown_tables:
        raise ConfigError(
            f"{source}: unknown table or key {unknown_tables[0]!r} (only [app] is read)"
        )
    table = document.get("app", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{source}: 'app' must be a table, written [app]")
    for key in table:
        if key not in _FIELDS:
            close = difflib.get_close_matches(key, _FIELDS, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else f" (known: {', '.join(_FIELDS)})"
            raise ConfigError(f"{source.name}: unknown key {key!r} in [app]{hint}")
    return dict(table)


def _check(key: str, value: object, where: str) -> object:
    """Validate one raw value; return it normalised (enum value, int, str)."""
    if key == "view":
        return _choice(value, View, where)
    if key == "renderer":
        return _choice(value, Renderer, where)
    if key == "port":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= _MAX_PORT:
            raise ConfigError(
                f"{where} must be a whole number from 1 to {_MAX_PORT}, not {value!r}"
            )
        return value
    if key in ("table", "compress"):
        if not isinstance(value, bool):
            raise ConfigError(f"{where} must be true or false, not {value!r}")
        return value
    if key == "no_cdn":
        if value is not True:
            raise ConfigError(
                f"{where} must be true, not {value!r}: the app never loads code from a CDN"
            )
        return value
    if not isinstance(value, str):
        raise ConfigError(f"{where} must be text in quotes, not {value!r}")
    if key == "host" and (not value.strip() or any(c.isspace() for c in value) or "/" in value):
        raise ConfigError(f"{where} must be an address such as 127.0.0.1 or 0.0.0.0, not {value!r}")
    return value


def _choice(value: object, kind: type[View] | type[Renderer], where: str) -> str:
    allowed = [member.value for member in kind]
    if value not in allowed:
        raise ConfigError(f"{where} must be one of {', '.join(allowed)}, not {value!r}")
    return str(value)


def _resolve(value: str, base: Path) -> Path:
    path = Path(value).expanduser()
    return (path if path.is_absolute() else base / path).resolve()


def _cache_dir(env: Mapping[str, str]) -> Path:
    if env.get(CACHE_DIR_ENV):
        return _resolve(env[CACHE_DIR_ENV], Path.cwd())
    return platform_cache_dir(env).expanduser().resolve()


def _data_dir(
    flags: Mapping[str, object],
    env: Mapping[str, str],
    table: Mapping[str, object],
    base: Path,
) -> Path:
    if flags.get("data_dir"):
        return _resolve(str(flags["data_dir"]), Path.cwd())
    if env.get(DATA_DIR_ENV):
        return _resolve(env[DATA_DIR_ENV], Path.cwd())
    if table.get("data_dir"):
        return _resolve(str(table["data_dir"]), base)
    return platform_data_dir(env).expanduser().resolve()
