"""Flet's ``index.html`` made ours: the app's own splash, and engine addresses that never go stale.

Flet's page shows its logo until Flutter's first frame and then, inside the
canvas, "Working..." until the app's first page arrives over the websocket.
Here the logo is replaced by the app's name and a line in the user's
language, drawn above the canvas, and it stays until the session has
started and its first screen has had time to arrive and paint
(:data:`SPLASH_SETTLE_MS` after the websocket's first message, then two
animation frames), or for at most :data:`SPLASH_LIMIT_MS`, so "Working..."
(shown while the websocket connects) is never seen.

The engine's addresses get the client's version tag (``/_client/<tag>/...``),
so its files can be cached for a year without an upgrade of Flet ever
meeting a stale engine in a browser's cache.
"""

from __future__ import annotations

import html
import re
from typing import Final

CLIENT_PREFIX: Final = "/_client/"
SPLASH_LIMIT_MS: Final = 20_000
SPLASH_SETTLE_MS: Final = 300
"""After the session's first message: time for the first screen's patch to arrive and paint."""

_FLET_LOADING: Final = re.compile(r'<div id="loading".*?</div>', re.DOTALL)
_BODY_END: Final = "</body>"
_HEAD: Final = "<head>"

_SPLASH: Final = """<div id="scorekeeper-splash" role="status" aria-live="polite">
<style>
#scorekeeper-splash {{ position: fixed; inset: 0; z-index: 2147483647; display: flex;
  flex-direction: column; align-items: center; justify-content: center; gap: 18px;
  background: #f3f7f2; color: #1e5b3a; font-family: Roboto, system-ui, sans-serif; }}
#scorekeeper-splash b {{ font-size: 28px; font-weight: 500; letter-spacing: .5px; }}
#scorekeeper-splash span {{ font-size: 16px; opacity: .8; }}
#scorekeeper-splash i {{ width: 36px; height: 36px; border-radius: 50%;
  border: 4px solid currentColor; border-right-color: transparent;
  animation: scorekeeper-spin 1s linear infinite; }}
@keyframes scorekeeper-spin {{ to {{ transform: rotate(360deg); }} }}
@media (prefers-color-scheme: dark) {{ #scorekeeper-splash {{ background: #141c16;
  color: #9fd5b0; }} }}
</style>
<i></i><b>{title}</b><span>{loading}</span>
</div>
<script>
(() => {{
  const splash = document.getElementById('scorekeeper-splash');
  const hide = () => splash && splash.remove();
  let messages = 0;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {{
    constructor(...args) {{
      super(...args);
      this.addEventListener('message', () => {{
        messages += 1;
        if (messages === 1) setTimeout(
          () => requestAnimationFrame(() => requestAnimationFrame(hide)), {settle});
      }});
    }}
  }};
  setTimeout(hide, {limit});
}})();
</script>
"""


def rewrite_index(
    page: str, *, tag: str, language: str, title: str, loading: str, preload: str = ""
) -> str:
    """Flet's patched ``index.html`` with our splash, language and versioned engine addresses.

    ``preload`` (:func:`.preload.preload_links`) goes first in the head, where the
    browser's preload scanner finds it before any script has run.
    """
    page = page.replace("<html>", f'<html lang="{html.escape(language)}">', 1)
    page = _FLET_LOADING.sub("", page, count=1)
    splash = _SPLASH.format(
        title=html.escape(title),
        loading=html.escape(loading),
        limit=SPLASH_LIMIT_MS,
        settle=SPLASH_SETTLE_MS,
    )
    page = page.replace(_BODY_END, splash + _BODY_END, 1)
    base = f"{CLIENT_PREFIX}{tag}/"
    for old, new in (
        ('flet.entrypointBaseUrl="/";', f'flet.entrypointBaseUrl="{base}";'),
        ('flet.canvasKitBaseUrl="/canvaskit/";', f'flet.canvasKitBaseUrl="{base}canvaskit/";'),
        ('<script src="flutter_bootstrap.js"', f'<script src="{base}flutter_bootstrap.js"'),
        ('<script src="python.js"', f'<script src="{base}python.js"'),
    ):
        page = page.replace(old, new, 1)
    return page.replace(_HEAD, _HEAD + "\n" + preload, 1) if preload else page
