"""The web server's own layers around Flet's app: who gets in, what each answer says.

Each module is one plain ASGI wrapper (or the pure logic behind one), composed
in :func:`scorekeeper.ui.server.build_web_app`, outermost first:

- ``headers``: security headers on every answer, and no ``Access-Control-Allow-Origin: *``;
- ``hosts``: only the server's own names in ``Host``, only its own page opens ``/ws``;
- ``join``: in table mode, only phones that came with the secret (``join_page``: how to join);
- ``client``: the web client compressed, cached, and started with the app's own splash.

Why plain ASGI and not Starlette's ``BaseHTTPMiddleware``: that sees only
http requests, and the websocket, through which every change is made, is the
one that most needs the checks.
"""
