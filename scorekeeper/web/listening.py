"""The listening socket and uvicorn's limits, one copy for both servers.

Why here: the full web server (:mod:`scorekeeper.web.server`) and the phone's
table server (:mod:`scorekeeper.web.table_server`) open their socket and set
uvicorn's limits the same way, and the phone's must not import flet-web, which
the full server needs; so the shared part stands on its own.
"""

from __future__ import annotations

import socket
from typing import Any

from scorekeeper.web.connections import BACKLOG, HEAD_BYTES, KEEP_ALIVE_SECONDS, ConnectionBook
from scorekeeper.web.logs import LOG_CONFIG

__all__ = ["bind", "uvicorn_limits"]


def bind(host: str, port: int) -> socket.socket:
    """Open the listening socket now, so a busy port is reported before anything starts.

    Raises ``OSError`` (e.g. address in use, or an address this machine does not have).
    """
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


def uvicorn_limits(book: ConnectionBook) -> dict[str, Any]:
    """uvicorn's settings that both servers share: every limit it has, and quiet logs.

    h11, not httptools: h11 caps the request head (``h11_max_incomplete_event_size``),
    httptools buffers a head of any size. ``proxy_headers`` is off: nothing stands
    in front of these servers, so an ``X-Forwarded-For`` is whatever the client
    wants its address to be (a local process would reset its own slowdown).
    """
    return {
        "log_level": "warning",
        "log_config": LOG_CONFIG,
        "h11_max_incomplete_event_size": HEAD_BYTES,
        "timeout_keep_alive": KEEP_ALIVE_SECONDS,
        "limit_concurrency": 2 * book.total,
        "backlog": BACKLOG,
        "proxy_headers": False,
        "server_header": False,
        "access_log": False,
    }
