"""The page's preload links: which browsers get them, and that they name what the loader fetches."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flet_web import get_package_web_dir

from scorekeeper.web.preload import SKWASM_ENGINE, picks_skwasm, preload_links

WEB_DIR = Path(get_package_web_dir())
ANDROID_CHROME = (
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko)"
    " Chrome/131.0.0.0 Mobile Safari/537.36"
)


@pytest.mark.parametrize(
    ("user_agent", "renderer", "expected"),
    [
        (ANDROID_CHROME, "auto", True),
        (ANDROID_CHROME, "skwasm", True),
        (ANDROID_CHROME, "canvaskit", False),
        (
            "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.6778.33 Safari/537.36",
            "auto",
            True,
        ),
        (
            "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
            "auto",
            True,
        ),
        ("Mozilla/5.0 (Linux; Android 10) Chrome/118.0.0.0 Mobile Safari/537.36", "auto", False),
        ("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "auto", False),
        (
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15"
            " (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
            "auto",
            False,
        ),
        ("", "auto", False),
    ],
)
def test_skwasm_is_expected_only_from_chromium_with_webassembly_gc(
    user_agent: str, renderer: str, expected: bool
) -> None:
    assert picks_skwasm(user_agent, renderer) is expected


def test_the_links_name_the_files_flutters_loader_fetches_for_skwasm() -> None:
    """Every named file exists in Flet's client and is one the bootstrap's build config uses."""
    links = preload_links("/_client/abc/")
    hrefs = re.findall(r'href="/_client/abc/([^"]+)"', links)
    assert hrefs == [name for _, name in SKWASM_ENGINE]
    bootstrap = (WEB_DIR / "flutter_bootstrap.js").read_text()
    for name in hrefs:
        assert (WEB_DIR / name).is_file(), name
        assert Path(name).name.split(".")[0] in bootstrap, name
    # fetch() and import() match a preload only with the same mode and credentials.
    assert links.count('as="fetch" crossorigin') == 2
    assert links.count('rel="modulepreload"') == 2
