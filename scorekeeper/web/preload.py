"""Preload links in the page: the engine is on the wire while the page is still being read.

Why: Flet's page loads ``flutter_bootstrap.js``, which first probes the
browser (a WebGL context, the service worker) and only then fetches the
engine (``main.dart.wasm`` and skwasm, 3.3 MB compressed). On an emulated
mid-range phone (Chromium's CPU 4x slower, 20 Mbit/s) its download started
0.7 to 1.6 s after navigation; with the links, after 0.2 s, and the engine
was running about half a second sooner (``tests/benchmarks/bench_first_visit.py``).
Links at the top of the page's head are found by the browser's preload
scanner before any script runs; Flutter's own requests for the same
addresses (``fetch`` and ``import()``, same mode and credentials) then take
the answers already there or on their way.

Which engine the loader picks is known for sure only in the browser: skwasm
(WebAssembly with garbage collection) on Chromium-based browsers, CanvasKit
elsewhere. The links are sent only to a user agent that says Chromium 119 or
later (WebAssembly GC), where the loader picks skwasm unless the app asks for
CanvasKit or the browser has no WebGL at all; a wrong guess costs bytes,
never function. Other browsers load as Flet's page always did.
"""

from __future__ import annotations

import html
import re
from typing import Final

SKWASM_SINCE: Final = 119
"""The first Chromium with WebAssembly GC, which the skwasm build needs."""
SKWASM_ENGINE: Final = (
    ("modulepreload", "main.dart.mjs"),
    ("modulepreload", "canvaskit/skwasm.js"),
    ("fetch", "main.dart.wasm"),
    ("fetch", "canvaskit/skwasm.wasm"),
)
"""What Flutter's loader fetches for skwasm, relative to the engine's address (smallest first)."""

_CHROMIUM: Final = re.compile(r"(?:Chrome|Chromium|Edg)/(\d+)")
"""Also "HeadlessChrome/"; not "CriOS/" (Chrome on iOS is WebKit)."""


def picks_skwasm(user_agent: str, renderer: str) -> bool:
    """Whether Flutter's loader will run skwasm in this browser, as far as its user agent tells.

    The loader's rule: the skwasm build on a Blink engine with WebAssembly GC,
    unless the app asks for CanvasKit. Chrome on iOS ("CriOS") is WebKit.
    """
    if renderer == "canvaskit":
        return False
    found = _CHROMIUM.search(user_agent)
    return found is not None and int(found.group(1)) >= SKWASM_SINCE


def preload_links(engine_base: str) -> str:
    """The ``<link>`` elements for skwasm's files under ``engine_base`` (the versioned address).

    Only the engine: the fonts, preloaded as well, competed with the loader
    script itself and held it up by up to a second, and asked for once the
    engine had arrived, they came no sooner than Flutter's own requests.
    """
    links = []
    for kind, name in SKWASM_ENGINE:
        href = html.escape(engine_base + name)
        if kind == "modulepreload":
            links.append(f'<link rel="modulepreload" href="{href}">')
        else:
            links.append(
                f'<link rel="preload" href="{href}" as="fetch" crossorigin fetchpriority="high">'
            )
    return "\n".join(links) + "\n"
