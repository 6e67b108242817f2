"""Flet's ``index.html`` made ours: the app's own splash, and engine addresses that never go stale.

Flet's page shows its logo until Flutter's first frame and then, inside the
canvas, "Working..." until the app's first page arrives over the websocket.
Here the logo is replaced by the app's name and a line in the user's
language, drawn above the canvas, and it stays until the session has
started and its first screen has had time to arrive and paint
(:data:`SPLASH_SETTLE_MS` after the websocket's first message, then two
animation frames), or for at most :data:`SPLASH_LIMIT_MS`, so "Working..."
(shown while the websocket connects) is never seen.

Flet's client waits twice as long before each new try to reconnect, so after a
restart a phone came back up to a minute after the server did. The script
keeps the app's websocket steady instead: once the app has talked over it, a
try to reconnect that fails is not reported to Flet's client; the page asks
the server (``HEAD``) every :data:`REDIAL_MS` and dials again once it answers,
so Flet's one try succeeds within moments of the server's return (in place: the
session, its screen and an open sheet stay). Asking rather than dialling,
because Chromium delays a page's new websockets longer after each failed one.
On a socket dialled again, the messages after the server's first answer wait
for one drawn frame (at most :data:`DRAWN_LIMIT_MS`): a restarted server's new
session replaces the page, and drawn in the same frame as the new page, the old
one kept its open sheet on screen.
Meanwhile the script asks the server for the page (``HEAD``, never cached)
every second: if the answer is the table's "not joined" (the invitation was
revoked), the page says so and how to join again instead of spinning, and a
page whose socket has still not come back :data:`RECONNECT_GRACE_MS` after the
server answered is reloaded (the server keeps an open sheet across the reload).

The engine's addresses get the client's version tag (``/_client/<tag>/...``),
so its files can be cached for a year without an upgrade of Flet ever
meeting a stale engine in a browser's cache.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from typing import Final

CLIENT_PREFIX: Final = "/_client/"
SPLASH_LIMIT_MS: Final = 20_000
SPLASH_SETTLE_MS: Final = 300
"""After the session's first message: time for the first screen's patch to arrive and paint."""
WATCH_FAST_POLLS: Final = 600
"""Once-a-second asks while the app's socket is closed (ten minutes); every 10 s after that."""
REDIAL_MS: Final = 100
"""While the server is away, how often the page asks whether it is back (and dials the
app's socket once it is): a phone is back at most this long after the server, plus
the connection itself."""
DIAL_LIMIT_MS: Final = 3_000
"""A question or a reconnection not answered by then is given up and asked again (a
host that left the network answers nothing, and the browser's own limit is minutes)."""
RECONNECT_GRACE_MS: Final = 5_000
"""Once the server answers, the time Flet's client has to reconnect by itself before the
page reloads: a reconnected session keeps everything, a reload starts the engine again."""

DRAWN_LIMIT_MS: Final = 250
"""After a reconnection's first answer, the longest the next messages wait for a frame
to be drawn (a hidden tab draws none)."""

_FLET_LOADING: Final = re.compile(r'<div id="loading".*?</div>', re.DOTALL)
_BODY_END: Final = "</body>"
_HEAD: Final = "<head>"

_SPLASH: Final = """<style>
#scorekeeper-splash {{ position: fixed; inset: 0; z-index: 2147483647; display: flex;
  flex-direction: column; align-items: center; justify-content: center; gap: 18px;
  background: #f3f7f2; color: #1e5b3a; font-family: Roboto, system-ui, sans-serif; }}
#scorekeeper-splash b {{ font-size: 28px; font-weight: 500; letter-spacing: .5px; }}
#scorekeeper-splash span {{ font-size: 16px; opacity: .8; max-width: 30rem;
  padding: 0 1.2rem; text-align: center; line-height: 1.5; }}
#scorekeeper-splash i {{ width: 36px; height: 36px; border-radius: 50%;
  border: 4px solid currentColor; border-right-color: transparent;
  animation: scorekeeper-spin 1s linear infinite; }}
@keyframes scorekeeper-spin {{ to {{ transform: rotate(360deg); }} }}
@media (prefers-color-scheme: dark) {{ #scorekeeper-splash {{ background: #141c16;
  color: #9fd5b0; }} }}
</style>
<div id="scorekeeper-splash" role="status" aria-live="polite">
<i></i><b>{title}</b><span>{loading}</span>
</div>
<script>
(() => {{
  const splash = document.getElementById('scorekeeper-splash');
  const hide = () => splash && splash.remove();
  let messages = 0;
  let live = false;
  // A notice over the whole page, in the page's language (the splash's look).
  const notice = (role, lines, spinning) => {{
    const told = document.createElement('div');
    told.id = 'scorekeeper-splash';
    told.setAttribute('role', role);
    const title = document.createElement('b');
    title.textContent = {title_js};
    if (spinning) told.append(document.createElement('i'));
    told.append(title);
    for (const words of lines) {{
      const text = document.createElement('span');
      text.textContent = words;
      told.append(text);
    }}
    document.body.append(told);
    return told;
  }};
  let away = null;
  const back = () => {{ if (away) {{ away.remove(); away = null; }} }};
  const shutOut = () => {{
    if (shut) return;
    shut = true;
    hide();
    back();
    notice('alert', [{shut_out_js}], false);
  }};
  // While the app's socket is closed, ask the server every second whether it is back;
  // if the socket has not come back by itself soon after, reload the page.
  // Each outage is numbered: a reload planned in one never fires in the next (a host
  // that restarts twice within the grace would reload a page it cannot serve).
  let outages = 0;
  const watch = (tries, outage) => setTimeout(() => {{
    if (live || outage !== outages) return;
    fetch(location.href, {{method: 'HEAD', cache: 'no-store', redirect: 'manual'}}).then(
      (answer) => {{
        if (answer.ok) setTimeout(
          () => live || outage !== outages || location.reload(), {grace});
        else if ([401, 403, 429].includes(answer.status)) shutOut();
        else watch(tries + 1, outage);
      }},
      () => watch(tries + 1, outage));
  }}, tries < {polls} ? 1000 : 10000);
  // The app's socket, kept steady across an outage: once the app has talked, a try to
  // reconnect that fails is not reported to Flet's client (which would wait twice as
  // long before each next try). The server is asked (HEAD) every {redial} ms instead,
  // and the socket dialled again once it answers: a phone is back within moments of
  // the server. Asking, not dialling: Chromium delays a page's new sockets longer
  // after each one that failed (seconds after a few dozen).
  const Native = window.WebSocket;
  let everLive = false;
  let shut = false;
  const onceBack = (then) => {{
    const ask = () => fetch(location.href, {{method: 'HEAD', cache: 'no-store',
      redirect: 'manual', signal: AbortSignal.timeout({dial_limit})}}).then(
      (answer) => {{
        if (answer.ok) then();
        else if ([401, 403, 429].includes(answer.status)) shutOut();
        else setTimeout(ask, {redial});
      }},
      () => setTimeout(ask, {redial}));
    setTimeout(ask, {redial});
  }};
  class SteadySocket extends EventTarget {{
    constructor(url, protocols) {{
      super();
      this.url = url;
      this.onopen = this.onmessage = this.onerror = this.onclose = null;
      this._protocols = protocols;
      this._binaryType = 'blob';
      this._state = Native.CONNECTING;
      this._dial();
    }}
    get readyState() {{ return this._state; }}
    get binaryType() {{ return this._binaryType; }}
    set binaryType(kind) {{ this._binaryType = kind; this._socket.binaryType = kind; }}
    get bufferedAmount() {{ return this._socket.bufferedAmount; }}
    get protocol() {{ return this._socket.protocol; }}
    get extensions() {{ return this._socket.extensions; }}
    send(data) {{ this._socket.send(data); }}
    close(code, reason) {{
      this._state = Native.CLOSING;
      if (this._socket.readyState !== Native.CLOSED) {{
        this._socket.close(code, reason);
        return;
      }}
      this._state = Native.CLOSED;  // closed between two dials: no socket will say so
      this._fire(new CloseEvent('close', {{code: 1000, wasClean: true}}));
    }}
    _fire(event) {{
      this.dispatchEvent(event);
      const handler = this['on' + event.type];
      if (handler) handler.call(this, event);
    }}
    _hidden() {{ return everLive && !shut && this._state === Native.CONNECTING; }}
    // A socket dialled after an outage: once the server's first answer (the session)
    // has reached Flet's client, the messages after it wait until a frame has been
    // drawn (or {drawn} ms). A session the restarted server made anew replaces the
    // page: drawn apart, the old page goes, and the sheet that was open over it with
    // it; drawn in one frame with the new page, Flutter kept the old page (its views
    // have the same routes) and the old sheet stayed on screen, closing with nothing.
    _deliver(event) {{
      if (this._held) {{
        this._held.push(event);
        return;
      }}
      this._fire(event);
      if (!this._again || this._answered) return;
      this._answered = true;
      this._held = [];
      let done = false;
      const release = () => {{
        if (done) return;
        done = true;
        this._release();
      }};
      requestAnimationFrame(() => requestAnimationFrame(release));
      setTimeout(release, {drawn});
    }}
    _release() {{
      const held = this._held || [];
      this._held = null;
      for (const event of held) this._fire(event);
    }}
    _dial() {{
      const socket = this._protocols === undefined
        ? new Native(this.url) : new Native(this.url, this._protocols);
      socket.binaryType = this._binaryType;
      this._socket = socket;
      this._again = everLive;
      this._answered = false;
      let opened = false;
      const late = setTimeout(() => opened || socket.close(), {dial_limit});
      socket.addEventListener('open', () => {{
        opened = true;
        clearTimeout(late);
        this._state = Native.OPEN;
        this._fire(new Event('open'));
      }});
      socket.addEventListener('message', (event) => {{
        messages += 1;
        live = true;
        everLive = true;
        back();
        if (messages === 1) setTimeout(
          () => requestAnimationFrame(() => requestAnimationFrame(hide)), {settle});
        this._deliver(new MessageEvent('message', {{data: event.data, origin: event.origin}}));
      }});
      socket.addEventListener('error', () => {{
        if (opened || !this._hidden()) this._fire(new Event('error'));
      }});
      socket.addEventListener('close', (event) => {{
        clearTimeout(late);
        this._release();
        if (!opened && this._hidden()) {{
          onceBack(() => this._hidden() && this._dial());
          return;
        }}
        this._state = Native.CLOSED;
        if (live) {{
          live = false;
          outages += 1;
          watch(0, outages);
          if (!shut && !away) away = notice('status', [{reconnecting_js}, {kept_js}], true);
        }}
        this._fire(new CloseEvent('close',
          {{code: event.code, reason: event.reason, wasClean: event.wasClean}}));
      }});
    }}
  }}
  for (const [name, value] of Object.entries(
    {{CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3}})) {{
    Object.defineProperty(SteadySocket, name, {{value}});
    Object.defineProperty(SteadySocket.prototype, name, {{value}});
  }}
  window.WebSocket = SteadySocket;
  setTimeout(hide, {limit});
  // Flutter's engine writes a viewport that forbids zooming (user-scalable=no):
  // a player who needs it may enlarge the page.
  new MutationObserver(() => {{
    const meta = document.querySelector('meta[flt-viewport]');
    if (meta && meta.content.includes('user-scalable=no')) {{
      meta.content = 'width=device-width, initial-scale=1.0';
    }}
  }}).observe(document.head, {{childList: true}});
}})();
</script>
"""


@dataclass(frozen=True, slots=True)
class SplashTexts:
    """The page's own words, in the language chosen for the visitor.

    ``shut_out``: what a phone shows when the server, back or still up, no longer
    lets it in (the table's gate answers 401, 403 or 429 once its invitation is
    revoked). ``reconnecting``: what it shows while the app's socket is away, over
    Flet's own "Working..." (English in every language) and over taps that could
    not reach the server. ``kept``: the line under it about a hand being entered,
    which is not saved yet but kept in the data folder as far as it was typed (the
    notice covers the page, so nothing more can be typed meanwhile), and reopens
    on that phone once the server is back.
    """

    language: str
    title: str
    loading: str
    shut_out: str
    reconnecting: str
    kept: str


def _script_string(text: str) -> str:
    """``text`` as a string literal inside an inline script (no ``</script>`` can end it)."""
    return json.dumps(text).replace("<", "\\u003c")


def rewrite_index(page: str, *, tag: str, texts: SplashTexts, preload: str = "") -> str:
    """Flet's patched ``index.html`` with our splash, language and versioned engine addresses.

    ``preload`` (:func:`.preload.preload_links`) goes first in the head, where the
    browser's preload scanner finds it before any script has run.
    """
    page = page.replace("<html>", f'<html lang="{html.escape(texts.language)}">', 1)
    page = _FLET_LOADING.sub("", page, count=1)
    splash = _SPLASH.format(
        title=html.escape(texts.title),
        loading=html.escape(texts.loading),
        title_js=_script_string(texts.title),
        shut_out_js=_script_string(texts.shut_out),
        reconnecting_js=_script_string(texts.reconnecting),
        kept_js=_script_string(texts.kept),
        limit=SPLASH_LIMIT_MS,
        settle=SPLASH_SETTLE_MS,
        polls=WATCH_FAST_POLLS,
        grace=RECONNECT_GRACE_MS,
        drawn=DRAWN_LIMIT_MS,
        redial=REDIAL_MS,
        dial_limit=DIAL_LIMIT_MS,
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
