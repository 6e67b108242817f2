"""The web client, light to open: compressed, cached, started with the app's own splash.

What a browser gets, by address:

- ``/_client/<tag>/<file>``: the engine (``main.dart.*``, ``canvaskit/*``, the
  bootstrap scripts), named by the client's version tag, so cached for a year
  (``immutable``): a return visit does not even ask for it.
- any other file of Flet's client (fonts, icons): revalidated on every visit
  (``no-cache`` with an ``ETag``), so a return visit costs a few hundred bytes
  of "304 Not Modified" per file.
- the page itself (Flet's ``index.html``, for every route): rewritten by
  :mod:`.splash`, revalidated the same way.
  To a Chromium browser it also names the engine's files in preload links
  (:mod:`.preload`), so it varies by user agent too.
- ``/assets/FontManifest.json``: without the fonts of Flutter packages the app
  never uses (KaTeX for formulas, Cupertino icons), which Flutter otherwise
  downloads at every first start (about 700 kB).

Files travel brotli- or gzip-compressed from the cache of :mod:`.precompress`.
Everything else (the websocket, Flet's own answers) passes through untouched.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Final

import anyio.to_thread

from scorekeeper.services.devices import Device
from scorekeeper.web import precompress
from scorekeeper.web.asgi import ASGIApp, Message, Receive, Scope, Send, header
from scorekeeper.web.devices import scope_device
from scorekeeper.web.preload import picks_skwasm, preload_links
from scorekeeper.web.splash import CLIENT_PREFIX, SplashTexts, rewrite_index

IMMUTABLE: Final = b"public, max-age=31536000, immutable"
REVALIDATE: Final = b"no-cache"
FONT_MANIFEST: Final = "/assets/FontManifest.json"
UNUSED_FONT_PACKAGES: Final = ("packages/flutter_math_fork/", "packages/cupertino_icons/")
_CHUNK: Final = 256 * 1024
_TYPES: Final = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".otf": "font/otf",
    ".ttf": "font/ttf",
    ".woff2": "font/woff2",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css",
    ".map": "application/json",
    ".symbols": "text/plain",
}
_PATCHED_BY_FLET: Final = frozenset({"index.html", "manifest.json", "assets/FontManifest.json"})


def accepted_encoding(accept_encoding: str) -> str | None:
    """The best encoding of ours the browser takes (``br`` before ``gzip``), or None."""
    weights: dict[str, float] = {}
    for item in accept_encoding.lower().split(","):
        name, _, params = item.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        weights[name.strip()] = weight
    return next((name for name in precompress.ENCODINGS if weights.get(name, 0.0) > 0), None)


def trim_font_manifest(body: bytes) -> bytes:
    """Flet's font manifest without the families of :data:`UNUSED_FONT_PACKAGES`."""
    families = json.loads(body)
    kept = [
        family
        for family in families
        if not str(family.get("family", "")).startswith(UNUSED_FONT_PACKAGES)
    ]
    return json.dumps(kept).encode("utf-8")


class WebClient:
    """Serves Flet's client files itself, compressed and with caching headers."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        web_dir: Path,
        cache_dir: Path,
        tag: str,
        shadowed_by: Path | None,
        splash_texts: Callable[[str, Device], SplashTexts],
        renderer: str = "auto",
    ) -> None:
        """``renderer`` is the app's renderer setting (the page's preload links follow it).

        ``splash_texts`` are the page's own words for a browser's ``Accept-Language``
        on a device (:mod:`.devices`), in the language the app will open in there.
        """
        self._app = app
        self._web_dir = web_dir.resolve()
        self._cache_dir = cache_dir
        self._tag = tag
        self._shadowed_by = shadowed_by
        self._splash_texts = splash_texts
        self._locks: dict[str, asyncio.Lock] = {}
        self._renderer = renderer

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            await self._app(scope, receive, send)
            return
        path: str = scope["path"]
        versioned = f"{CLIENT_PREFIX}{self._tag}/"
        if path.startswith(versioned):
            relative = path[len(versioned) :]
            if not await self._serve_file(scope, send, relative, IMMUTABLE):
                await self._app({**scope, "path": "/" + relative}, receive, send)
            return
        relative = path.lstrip("/")
        servable = relative not in _PATCHED_BY_FLET and not self._shadowed(relative)
        if servable and await self._serve_file(scope, send, relative, REVALIDATE):
            return
        await self._rewritten(scope, receive, send)

    # --- files of the client -----------------------------------------------------------

    def _file(self, relative: str) -> Path | None:
        if not relative or "\\" in relative:
            return None
        candidate = (self._web_dir / relative).resolve()
        if not candidate.is_relative_to(self._web_dir) or not candidate.is_file():
            return None
        return candidate

    def _shadowed(self, relative: str) -> bool:
        """Whether the app's own assets folder has a file of that name (Flet serves it)."""
        return (
            bool(relative)
            and self._shadowed_by is not None
            and ((self._shadowed_by / relative).is_file())
        )

    async def _serve_file(self, scope: Scope, send: Send, relative: str, cache: bytes) -> bool:
        source = self._file(relative)
        if source is None:
            return False
        relative = source.relative_to(self._web_dir).as_posix()
        encoding = accepted_encoding(header(scope, "accept-encoding"))
        if not precompress.compressible(relative):
            encoding = None
        body_path = source
        if encoding is not None:
            body_path, encoding = await self._compressed(relative, encoding)
        stat = source.stat()
        etag = f'"{self._tag}-{stat.st_size}-{stat.st_mtime_ns}-{encoding or "identity"}"'
        headers = [
            (
                b"content-type",
                _TYPES.get(source.suffix.lower(), "application/octet-stream").encode(),
            ),
            (b"cache-control", cache),
            (b"etag", etag.encode()),
            (b"vary", b"Accept-Encoding"),
            # Flet's page is cross-origin isolated (for skwasm's threads); keep it so.
            (b"cross-origin-resource-policy", b"same-origin"),
        ]
        if encoding is not None:
            headers.append((b"content-encoding", encoding.encode()))
        if etag in header(scope, "if-none-match"):
            await send({"type": "http.response.start", "status": 304, "headers": headers})
            await send({"type": "http.response.body", "body": b""})
            return True
        size = body_path.stat().st_size
        headers.append((b"content-length", str(size).encode()))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        if scope["method"] == "HEAD":
            await send({"type": "http.response.body", "body": b""})
            return True
        data = await anyio.to_thread.run_sync(body_path.read_bytes)
        for start in range(0, len(data), _CHUNK):
            end = start + _CHUNK
            await send(
                {
                    "type": "http.response.body",
                    "body": data[start:end],
                    "more_body": end < len(data),
                }
            )
        if not data:
            await send({"type": "http.response.body", "body": b""})
        return True

    async def _compressed(self, relative: str, encoding: str) -> tuple[Path, str]:
        """The cached compressed form and its encoding; a missing one is made now (gzip, fast)."""
        ready = precompress.cached(self._cache_dir, relative, encoding)
        if ready.exists():
            return ready, encoding
        gzipped = precompress.cached(self._cache_dir, relative, "gzip")
        lock = self._locks.setdefault(relative, asyncio.Lock())
        async with lock:
            if not gzipped.exists():
                await anyio.to_thread.run_sync(
                    lambda: precompress.store(
                        self._web_dir, self._cache_dir, relative, "gzip", now=True
                    )
                )
        return gzipped, "gzip"

    # --- Flet's answers ----------------------------------------------------------------

    async def _rewritten(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Flet's answer, with its page and font manifest made ours (see the module docstring)."""
        start: Message | None = None
        chunks: list[bytes] = []
        passing = False

        async def capture(message: Message) -> None:
            nonlocal start, passing
            if message["type"] == "http.response.start":
                kind = header({"headers": message.get("headers", [])}, "content-type")
                wanted = message["status"] == 200 and (
                    kind.startswith("text/html") or scope["path"] == FONT_MANIFEST
                )
                if not wanted:
                    passing = True
                    await send(message)
                    return
                start = message
                return
            if passing:
                await send(message)
                return
            chunks.append(bytes(message.get("body", b"")))
            if not message.get("more_body", False) and start is not None:
                await self._send_rewritten(scope, send, start, b"".join(chunks))

        # Asked with HEAD, Flet's answer has no body to rewrite: ask for the page itself
        # (uvicorn still sends no body to a HEAD request).
        await self._app({**scope, "method": "GET"}, receive, capture)

    async def _send_rewritten(self, scope: Scope, send: Send, start: Message, body: bytes) -> None:
        if scope["path"] == FONT_MANIFEST:
            body, kind = trim_font_manifest(body), b"application/json"
        else:
            page = rewrite_index(
                body.decode("utf-8"),
                tag=self._tag,
                texts=self._splash_texts(header(scope, "accept-language"), scope_device(scope)),
                preload=preload_links(f"{CLIENT_PREFIX}{self._tag}/")
                if picks_skwasm(header(scope, "user-agent"), self._renderer)
                else "",
            )
            body, kind = page.encode("utf-8"), b"text/html; charset=utf-8"
        etag = f'"{hashlib.sha256(body).hexdigest()[:20]}"'
        kept = [
            (name, value)
            for name, value in start.get("headers", [])
            if bytes(name).lower()
            not in (
                b"content-length",
                b"content-type",
                b"etag",
                b"last-modified",
                b"cache-control",
                b"accept-ranges",
            )
        ]
        headers = [
            *kept,
            (b"content-type", kind),
            (b"cache-control", REVALIDATE),
            (b"etag", etag.encode()),
            (b"vary", b"Accept-Encoding, Accept-Language, User-Agent"),
        ]
        if etag in header(scope, "if-none-match"):
            await send({"type": "http.response.start", "status": 304, "headers": headers})
            await send({"type": "http.response.body", "body": b""})
            return
        if accepted_encoding(header(scope, "accept-encoding")) is not None:
            body = precompress.compress(body, "gzip", now=True)
            headers.append((b"content-encoding", b"gzip"))
        headers.append((b"content-length", str(len(body)).encode()))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send(
            {"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body}
        )
