"""The web server's own layers around Flet's app: who gets in, what each answer says.

A shell beside ``ui``, not inside it: it serves whatever Flet ``main`` the
starter (:mod:`scorekeeper.start.starter`) hands it, and of the screens it
reads only the app's fonts, for the live page.

Each module is one plain ASGI wrapper (or the pure logic behind one), composed
in :func:`scorekeeper.web.server.build_web_app`, outermost first:

- ``headers``: security headers on every answer, and no ``Access-Control-Allow-Origin: *``;
- ``hosts``: only the server's own names in ``Host``, only its own page opens ``/ws``;
- ``join``: in table mode, only phones that came with the secret (``join_page``: how to join);
- ``devices``: every browser's device id, a cookie, for its own settings and kept sheet;
- ``client``: the web client compressed, cached, and started with the app's own splash.

Why plain ASGI and not Starlette's ``BaseHTTPMiddleware``: that sees only
http requests, and the websocket, through which every change is made, is the
one that most needs the checks.
"""
