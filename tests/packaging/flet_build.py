"""flet-cli 1.0.5's own ``flet build`` steps, run on a copy of this project without Flutter.

Why: what the build accepts is decided by flet-cli's code, not by a reading of
it. :func:`run_build` drives ``flet_cli.commands.build.Command`` through the
steps of its ``handle`` that decide what goes into the app, in the same order:
``initialize_command`` (the bundled Python), ``validate_target_platform``,
``validate_entry_point``, ``setup_template_data`` (product, org, permissions,
splash colours, ...), ``package_python_app`` (the dependency list and the
exclude list handed to serious_python), ``customize_icons`` and
``customize_splash_images`` (real icon and splash files, written into the
Flutter folder). Replaced are only what needs the network or Flutter:

- finding or installing the Flutter SDK, the JDK and the Android SDK (they are
  downloaded on first use);
- the python-build manifest, read from the committed copy
  (``python_build_manifest.json``) through flet-cli's own
  ``FLET_PYTHON_BUILD_MANIFEST`` instead of fetched;
- rendering the Flutter template (a download): the step records the template
  data instead;
- the ``dart run serious_python:main package`` subprocess: recorded, and its
  staging folder made, as serious_python would.

A failed step ends in flet-cli's own ``cleanup`` (its message on the console,
``SystemExit`` 1), exactly as ``flet build`` ends.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
MANIFEST = Path(__file__).resolve().parent / "python_build_manifest.json"
NOT_COPIED = (
    ".git",
    ".venv",
    ".venv-phone",
    "build",
    "dist",
    "__pycache__",
    "*.egg-info",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    ".hypothesis",
    "artifacts",
)
"""Left out of the copy: what is not in the repository (caches, environments, build output)."""


def copy_project(target: Path) -> Path:
    """This project's files, as a checkout has them, in ``target`` (returned)."""
    shutil.copytree(REPO, target, ignore=shutil.ignore_patterns(*NOT_COPIED), symlinks=True)
    return target


@dataclass
class BuildRun:
    """What flet-cli's steps decided for one target."""

    command: Any
    template_data: dict[str, Any] = field(default_factory=dict)
    package_args: list[str] = field(default_factory=list)
    package_env: dict[str, str] = field(default_factory=dict)

    @property
    def requirements(self) -> list[str]:
        """The ``-r`` values handed to serious_python: what pip installs for the app."""
        return _values(self.package_args, "-r")

    @property
    def excluded(self) -> list[str]:
        """The ``--exclude`` values handed to serious_python."""
        return _values(self.package_args, "--exclude")

    @property
    def flutter_dir(self) -> Path:
        return Path(self.command.flutter_dir)


def _values(args: list[str], flag: str) -> list[str]:
    return [args[i + 1] for i, arg in enumerate(args[:-1]) if arg == flag]


@contextmanager
def _offline(home: Path) -> Iterator[None]:
    """flet-cli's network steps replaced; its caches in ``home``, the manifest committed."""
    from flet_cli.commands import build_base, flutter_base
    from flet_cli.utils import python_versions

    saved_env = {k: os.environ.get(k) for k in ("FLET_PYTHON_BUILD_MANIFEST", "FLET_CACHE_DIR")}
    os.environ["FLET_PYTHON_BUILD_MANIFEST"] = str(MANIFEST)
    os.environ["FLET_CACHE_DIR"] = str(home / "flet-cache")
    python_versions._load_data.cache_clear()
    sdk = home / "flutter-sdk" / "bin"
    replaced = {
        # The SDK flet-cli would download: present, at the version it requires.
        (flutter_base.BaseFlutterCommand, "find_flutter_batch"): lambda self, exe: str(sdk / exe),
        (flutter_base.BaseFlutterCommand, "flutter_version_valid"): lambda self: True,
        (flutter_base.BaseFlutterCommand, "flutter_sdk_supported"): lambda self: True,
        (build_base.BaseBuildCommand, "flutter_sdk_supported"): lambda self: True,
        (flutter_base.BaseFlutterCommand, "install_jdk"): lambda self: None,
        (flutter_base.BaseFlutterCommand, "install_android_sdk"): lambda self: None,
        (flutter_base.BaseFlutterCommand, "_confirm_android_sdk_installation"): lambda self: True,
    }
    originals = {key: key[0].__dict__[key[1]] for key in replaced}
    for (owner, name), stand_in in replaced.items():
        setattr(owner, name, stand_in)
    try:
        yield
    finally:
        for (owner, name), original in originals.items():
            setattr(owner, name, original)
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        python_versions._load_data.cache_clear()


BUILT_ON = {"apk": "Linux", "aab": "Linux", "linux": "Linux", "windows": "Windows"}
"""The system each target is built on in the README (every other target: a Mac)."""


def run_build(app: Path, target: str, *args: str) -> BuildRun:
    """``flet build <target> <app> <args>`` up to the Flutter build, as flet-cli runs it.

    The build runs as on the system the README names for the target (flet-cli
    refuses, say, ``ipa`` anywhere but on a Mac).
    """
    from flet_cli.commands.build import Command
    from flet_cli.commands.build_base import BaseBuildCommand
    from flet_cli.commands.flutter_base import console
    from rich.live import Live

    parser = argparse.ArgumentParser(prog="flet build")
    command = Command(parser)
    options = parser.parse_args([target, str(app), "--skip-flutter-doctor", *args])
    command.current_platform = BUILT_ON.get(target, "Darwin")
    run = BuildRun(command)

    def render_template(second_pass: bool = False) -> bool:
        """The template is downloaded: keep its data, make the folder it would fill."""
        run.template_data = dict(command.template_data)
        command.flutter_dir.mkdir(parents=True, exist_ok=True)
        command.template_digest = "no template"
        return not second_pass

    def serious_python(
        args: list[str], cwd: str, env: dict[str, str] | None = None, capture_output: bool = True
    ) -> subprocess.CompletedProcess[str]:
        """The Dart packager: record what it is handed, stage the app as it would."""
        run.package_args, run.package_env = [str(a) for a in args], dict(env or {})
        if "SERIOUS_PYTHON_APP" in run.package_env:
            Path(run.package_env["SERIOUS_PYTHON_APP"]).mkdir(parents=True, exist_ok=True)
        return subprocess.CompletedProcess(args, 0, "", "")

    command.create_flutter_project = render_template
    command.run = serious_python
    with _offline(app.parent), Live(console=console) as live:
        # Command.handle runs every step; its base only takes the options and the target.
        BaseBuildCommand.handle(command, options)
        command.status = console.status("flet build")
        command.live = live
        command.initialize_command()
        command.validate_target_platform()
        command.validate_entry_point()
        command.setup_template_data()
        command.create_flutter_project()
        command.package_python_app()
        command.customize_icons()
        command.customize_splash_images()
    return run
