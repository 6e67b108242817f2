"""flet-cli 1.0.5's own build steps accept this project on every target (``flet_build``).

What is checked is what flet-cli decided, not a reading of its source: the entry
it will run, the Python it bundles with the README's command, the template data
(product, org, permissions, splash colours), the requirements and the exclude
list handed to serious_python, and the icon and splash files it generates from
``assets/``. A wrong entry fails with flet-cli's own message.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from PIL import Image

from tests.packaging.build_inputs import PHONE_PYTHON, PHONES, phone_requirements, read_pyproject
from tests.packaging.flet_build import REPO, BuildRun, copy_project, run_build

TARGETS = ("apk", "aab", "ipa", "macos", "windows", "linux")
README = (REPO / "README.md").read_text(encoding="utf-8")
BUILD_COMMANDS = re.findall(r"`(flet build (\w+)[^`]*)`", README)
"""Every ``flet build <target> ...`` command the README gives, with its target."""
PACKAGED = {"main.py", "scorekeeper", "assets", "pyproject.toml", "flet.toml", "README.md"}
"""What a built app carries of this folder: everything else is excluded, on purpose."""


def readme_arguments(target: str) -> list[str]:
    """The arguments the README's command for ``target`` passes to ``flet build``."""
    (command,) = [text for text, name in BUILD_COMMANDS if name == target]
    return command.split()[3:]


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the project: flet-cli writes its build folder into the app's folder."""
    return copy_project(tmp_path_factory.mktemp("flet-build") / "app")


@pytest.fixture(scope="module")
def builds(project: Path) -> Iterator[dict[str, BuildRun]]:
    """flet-cli's steps for every target, each run with the README's arguments."""
    yield {target: run_build(project, target, *readme_arguments(target)) for target in TARGETS}


def test_the_readme_gives_a_build_command_for_every_target() -> None:
    assert {name for _, name in BUILD_COMMANDS} == set(TARGETS)


@pytest.mark.parametrize("target", TARGETS)
def test_flet_cli_accepts_the_entry_and_bundles_the_tested_python(
    builds: dict[str, BuildRun], target: str
) -> None:
    run = builds[target]
    assert run.command.python_module_name == "main"
    assert run.template_data["python_module_name"] == "main"
    assert (Path(run.command.package_app_path) / "main.py").is_file()
    assert run.command.python_release.short == PHONE_PYTHON
    assert run.template_data["options"]["python_version"] == PHONE_PYTHON
    at = run.package_args.index("--python-version")
    assert run.package_args[at : at + 2] == ["--python-version", PHONE_PYTHON]


def test_without_the_readmes_flag_flet_cli_would_bundle_another_python(project: Path) -> None:
    """Why the README's commands pin the version: ``requires-python`` alone picks the newest."""
    run = run_build(project, "apk")
    assert run.command.python_release.short != PHONE_PYTHON
    assert run.command.python_release.short == max(
        ("3.12", "3.13", "3.14"), key=lambda v: tuple(map(int, v.split(".")))
    )


def test_the_entry_changed_back_to_the_dotted_module_fails_with_flet_clis_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app = copy_project(tmp_path / "app")
    pyproject = app / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    assert 'module = "main"' in text
    pyproject.write_text(text.replace('module = "main"', 'module = "scorekeeper.ui.main"'))
    with pytest.raises(SystemExit) as stopped:
        run_build(app, "apk", *readme_arguments("apk"))
    assert stopped.value.code == 1
    said = " ".join(re.sub(r"[│╭╮╰╯─]", " ", capsys.readouterr().out).split())
    assert "scorekeeper.ui.py not found in the root of Flet app directory" in said


def test_the_entry_is_the_embedded_start(project: Path) -> None:
    """``main.py`` hands over to the one start (:func:`scorekeeper.cli.entry.start`)."""
    source = (project / "main.py").read_text(encoding="utf-8")
    assert "from scorekeeper.cli.entry import start" in source
    assert "raise SystemExit(start())" in source


@pytest.mark.parametrize("target", ["apk", "ipa"])
def test_the_packager_installs_exactly_the_phones_requirements(
    builds: dict[str, BuildRun], target: str
) -> None:
    """The list tests/packaging/test_build_inputs.py follows is the one flet-cli hands over."""
    platform = "android" if target == "apk" else "ios"
    pyproject = read_pyproject(REPO / "pyproject.toml")
    expected = [str(r) for r in phone_requirements(pyproject, platform)]
    handed = builds[target].requirements
    assert sorted(str(Requirement(text)) for text in handed) == sorted(expected)
    assert builds[target].command.config_platform == platform
    assert platform in PHONES


def test_the_settings_reach_the_template(builds: dict[str, BuildRun]) -> None:
    for target, run in builds.items():
        data = run.template_data
        assert data["product_name"] == "Scorekeeper", target
        assert data["org_name"] == "app.scorekeeper", target
        assert data["project_name"] == "scorekeeper", target
        assert data["project_description"].startswith("Score keeper"), target
        assert data["splash"]["color"] == "#1B5E20", target
        assert data["splash"]["dark_color"] == "#0B2E10", target


def test_the_camera_permission_is_declared_on_every_platform_that_asks(
    builds: dict[str, BuildRun],
) -> None:
    android = builds["apk"].template_data["options"]["android_permissions"]
    assert android["android.permission.CAMERA"] is True
    for target in ("ipa", "macos"):
        plist = builds[target].template_data["options"]["info_plist"]
        assert "QR code" in plist["NSCameraUsageDescription"], target
    entitlements = builds["macos"].template_data["options"]["macos_entitlements"]
    assert entitlements["com.apple.security.device.camera"] is True


HOST_PERMISSIONS = (
    "android.permission.INTERNET",
    "android.permission.ACCESS_NETWORK_STATE",
    "android.permission.ACCESS_WIFI_STATE",
)
"""What "Host this table" needs on Android: serve on the Wi-Fi, know the network."""


@pytest.mark.parametrize("target", ["apk", "aab"])
def test_hosting_the_table_has_its_android_permissions(
    builds: dict[str, BuildRun], target: str
) -> None:
    android = builds[target].template_data["options"]["android_permissions"]
    for permission in HOST_PERMISSIONS:
        assert android.get(permission) is True, (target, permission)


def test_hosting_the_table_says_why_it_uses_the_local_network_on_ios(
    builds: dict[str, BuildRun],
) -> None:
    plist = builds["ipa"].template_data["options"]["info_plist"]
    assert "host the table" in plist["NSLocalNetworkUsageDescription"]
    entitlements = builds["macos"].template_data["options"]["macos_entitlements"]
    assert entitlements["com.apple.security.network.server"] is True


def test_flet_cli_draws_the_icon_and_splash_from_the_assets(builds: dict[str, BuildRun]) -> None:
    res = builds["apk"].flutter_dir / "android" / "app" / "src" / "main" / "res"
    icon = Image.open(res / "mipmap-xxxhdpi" / "ic_launcher.png")
    assert icon.size == (192, 192)
    ours = Image.open(REPO / "assets" / "icon.png").convert("RGB").resize((1, 1))
    assert icon.convert("RGB").resize((1, 1)).getpixel((0, 0)) == pytest.approx(
        ours.getpixel((0, 0)), abs=40
    )
    for density in ("mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"):
        assert (res / f"drawable-{density}" / "splash.png").is_file(), density
        assert (res / f"drawable-{density}" / "android12splash.png").is_file(), density


@pytest.mark.parametrize("target", TARGETS)
def test_the_app_carries_its_code_and_assets_and_nothing_else(
    builds: dict[str, BuildRun], project: Path, target: str
) -> None:
    excluded = set(builds[target].excluded)
    packaged = {entry.name for entry in project.iterdir() if entry.name not in excluded} - {"build"}
    assert packaged == PACKAGED
    assert "assets/screenshots" in excluded
    assert not (set(builds[target].package_args) & {"--include"})


def test_setuptools_packages_the_package_and_not_the_build_entry() -> None:
    """The top-level ``main.py`` is Flet's; a wheel must not install a module named ``main``."""
    script = (
        "import warnings; warnings.simplefilter('ignore')\n"
        "from setuptools.dist import Distribution\n"
        "from setuptools.config.pyprojecttoml import apply_configuration\n"
        "d = Distribution(); apply_configuration(d, 'pyproject.toml'); d.set_defaults()\n"
        "print(d.py_modules, 'scorekeeper.ui' in d.packages, d.package_data['scorekeeper'])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert result.stdout.split(" ", 2)[:2] == ["None", "True"], result.stdout
    assert "i18n/*.json" in result.stdout
