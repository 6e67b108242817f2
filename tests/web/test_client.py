"""The web client over the wire: compressed, cached for return visits, with the app's own splash."""

from __future__ import annotations

import gzip
import json
import re

import brotli
import httpx
import pytest
from flet_web import get_package_web_dir

from tests.launcher import AppServer

ENGINE = re.compile(r'src="(/_client/[0-9a-f]+/)flutter_bootstrap\.js"')
WEB_DIR = get_package_web_dir()


def engine_base(client: httpx.Client) -> str:
    found = ENGINE.search(client.get("/").text)
    assert found, "the page names no versioned engine"
    return found.group(1)


def raw(client: httpx.Client, path: str, **headers: str) -> tuple[httpx.Response, bytes]:
    """The answer and its body as it came over the wire (not decoded)."""
    request = client.build_request("GET", path, headers=headers)
    response = client.send(request, stream=True)
    try:
        return response, b"".join(response.iter_raw())
    finally:
        response.close()


@pytest.mark.parametrize("encoding", ["gzip", "br"])
def test_the_engine_travels_compressed_and_unchanged(server: AppServer, encoding: str) -> None:
    with server.client() as client:
        base = engine_base(client)
        response, body = raw(client, f"{base}main.dart.mjs", **{"Accept-Encoding": encoding})
    assert response.status_code == 200
    got = response.headers["content-encoding"]
    assert got in (encoding, "gzip"), "brotli may still be building; gzip is made at once"
    decoded = gzip.decompress(body) if got == "gzip" else brotli.decompress(body)
    with open(f"{WEB_DIR}/main.dart.mjs", "rb") as original:
        assert decoded == original.read()
    assert len(body) < len(decoded) / 3


def test_the_engine_is_cached_for_a_year_under_its_version(server: AppServer) -> None:
    with server.client() as client:
        base = engine_base(client)
        response = client.get(f"{base}canvaskit/skwasm.js")
        unversioned = client.get("/flutter_bootstrap.js")
        wrong_version = client.get("/_client/000000000000/flutter_bootstrap.js")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["vary"] == "Accept-Encoding"
    assert unversioned.headers["cache-control"] == "no-cache"
    assert wrong_version.status_code == 404


def test_the_page_and_other_files_are_revalidated_with_an_etag(server: AppServer) -> None:
    with server.client() as client:
        for path in ("/", "/assets/fonts/MaterialIcons-Regular.otf", "/favicon.png"):
            first = client.get(path)
            assert first.status_code == 200, path
            assert first.headers["cache-control"] == "no-cache", path
            again = client.get(path, headers={"If-None-Match": first.headers["etag"]})
            assert again.status_code == 304, path
            assert again.content == b""


def test_the_page_is_small_and_has_the_apps_splash_in_the_browsers_language(
    server: AppServer,
) -> None:
    with server.client() as client:
        german, body = raw(
            client, "/", **{"Accept-Language": "de-DE,de;q=0.9", "Accept-Encoding": "gzip"}
        )
        english = client.get("/settings", headers={"Accept-Language": "fr"})
    assert german.headers["content-encoding"] == "gzip"
    page = gzip.decompress(body).decode()
    assert '<html lang="de">' in page
    assert "Der Scorekeeper wird geöffnet" in page
    assert 'id="loading"' not in page, "Flet's logo is gone"
    assert "loading-animation.png" not in page
    assert "Opening the scorekeeper" in english.text


def test_the_font_manifest_leaves_out_fonts_the_app_never_uses(server: AppServer) -> None:
    with server.client() as client:
        families = [f["family"] for f in json.loads(client.get("/assets/FontManifest.json").text)]
    assert "MaterialIcons" in families
    assert "Roboto" in families
    assert not [f for f in families if "KaTeX" in f or "cupertino" in f.lower()]


def test_chromium_gets_preload_links_for_the_engine_before_any_script(server: AppServer) -> None:
    chrome = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile"
    firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"
    with server.client() as client:
        page = client.get("/", headers={"User-Agent": chrome})
        other = client.get("/", headers={"User-Agent": firefox})
        base = engine_base(client)
        head = page.text.split("<script", 1)[0]
        linked = re.findall(r'<link rel="(?:modulepreload|preload)" href="([^"]+)"', head)
        assert [link.removeprefix(base) for link in linked] == [
            "main.dart.mjs",
            "canvaskit/skwasm.js",
            "main.dart.wasm",
            "canvaskit/skwasm.wasm",
        ]
        for link in linked:
            answer = client.get(link)
            assert answer.status_code == 200, link
            assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert "User-Agent" in page.headers["vary"]
    assert "preload" not in other.text, "another browser may pick CanvasKit"
    assert page.headers["etag"] != other.headers["etag"]
