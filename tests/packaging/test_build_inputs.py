"""What ``flet build apk|ipa|macos|windows|linux`` reads from this project, checked here.

The Flutter SDK cannot run on this machine, so the Flutter build itself is not
run. The settings, the entry module, the bundled Python, the permissions, the
icon, the splash and the lists handed to the packager are checked by flet-cli's
own build steps (``test_flet_build.py``); this file follows the phone's
dependencies through the packages they bring along (see ``build_inputs``) and
checks the artwork the build starts from.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from PIL import Image

from tests.packaging.build_inputs import (
    MOBILE_INDEX,
    PHONES,
    closure,
    mobile_index,
    phone_problems,
    phone_requirements,
    read_pyproject,
)

REPO = Path(__file__).resolve().parents[2]
PYPROJECT = read_pyproject(REPO / "pyproject.toml")
FLET = PYPROJECT["tool"]["flet"]
MOBILE_INDEX_BUILDS = mobile_index()


@pytest.mark.parametrize("platform", PHONES)
def test_every_phone_dependency_is_pure_python_or_built_by_the_mobile_index(
    platform: str,
) -> None:
    assert phone_problems(PYPROJECT, platform, MOBILE_INDEX_BUILDS) == []


def test_the_check_refuses_what_a_phone_cannot_install() -> None:
    before = {  # the dependencies before phones were thought of
        "project": {
            "dependencies": [
                "flet[web]==1.0.5",
                "qrcode==8.2",
                "pillow==13.0.0",
                "zxing-cpp==3.1.1",
            ]
        }
    }
    problems = "\n".join(phone_problems(before, "android", MOBILE_INDEX_BUILDS))
    assert "zxing-cpp (from pyproject.toml) is a binary package" in problems
    assert "pillow: the mobile index builds 12.2.0, but pillow==13.0.0" in problems
    assert "uvloop (from uvicorn" in problems  # what flet-web brings along


@pytest.mark.parametrize("platform", PHONES)
def test_a_phone_gets_a_qr_reader_from_the_mobile_index(platform: str) -> None:
    wanted = closure(phone_requirements(PYPROJECT, platform), platform).wanted
    assert "pyzbar" in wanted
    assert "zxing-cpp" not in wanted
    assert "flet-web" not in wanted
    (pyzbar,) = {str(req.specifier) for req, _ in wanted["pyzbar"]}
    assert pyzbar == f"=={MOBILE_INDEX_BUILDS['pyzbar']}"


@pytest.mark.parametrize("system", ["Linux", "Windows", "Darwin"])
def test_computers_keep_zxing_and_the_web_server(system: str) -> None:
    env = {"platform_system": system, "sys_platform": "linux", "extra": ""}
    requirements = [Requirement(text) for text in PYPROJECT["project"]["dependencies"]]
    taken = {r.name for r in requirements if r.marker is None or r.marker.evaluate(env)}
    assert {"zxing-cpp", "flet", "pillow"} <= taken
    assert any(
        r.extras == {"web"} and r.marker.evaluate(env) for r in requirements if r.marker is not None
    )


def test_every_pin_is_exact() -> None:
    texts = [*PYPROJECT["project"]["dependencies"]]
    texts += [t for key in PHONES for t in FLET[key]["dependencies"]]
    for text in texts:
        (spec,) = Requirement(text).specifier
        assert spec.operator == "==", text


def test_the_mobile_index_list_says_where_it_comes_from() -> None:
    header = MOBILE_INDEX.read_text(encoding="utf-8")[:600]
    assert "github.com/flet-dev/mobile-forge" in header
    assert re.search(r"commit [0-9a-f]{40} \(\d{4}-\d{2}-\d{2}\)", header)
    assert {"pillow", "pyzbar", "msgpack", "flet-libzbar"} <= set(MOBILE_INDEX_BUILDS)


def test_the_icon_is_square_large_and_drawn() -> None:
    icon = Image.open(REPO / "assets" / "icon.png")
    assert icon.format == "PNG"
    assert icon.width == icon.height >= 1024
    colours = icon.convert("RGB").getcolors(maxcolors=1 << 20)
    assert colours is not None
    assert len(colours) > 1000  # a drawing, not a flat square


def test_the_splash_is_the_cards_on_transparency() -> None:
    splash = Image.open(REPO / "assets" / "splash.png")
    assert splash.mode == "RGBA"
    assert splash.width == splash.height >= 512
    alpha = splash.getchannel("A")
    assert alpha.getextrema() == (0, 255)
