"""The bodies of the messages Flet receives, kept out of the text of its debug log.

Why: Flet 1.0.5's web transport writes ``f"_on_message: {action} {body}"`` for
its debug log on every message it receives, whatever the log level (the text
is built before the logger is asked), so a client's message is formatted in
full on the event loop every player shares. A 243 kB list of floats takes
about 0.7 ms to decode and 22 to 40 ms to format: six addresses sending such
messages within the byte budgets (:mod:`.connections`) kept every phone's page
load waiting seconds. Asking the logger first cannot help, as the text is made
before the call; what we own is what Flet decodes the message into. So Flet's
decoder is wrapped: the top of a decoded body (a map, as every valid one is, or
a list) formats as its size alone. Flet reads it as before (``Body(**body)``),
and what is inside it is untouched. With Flet's transport log switched on
(debugging Flet itself), bodies keep their full text.

Decoding is left to Flet: for floats, text or a file's bytes it is cheap (under
1 ms for 243 kB), and what may arrive is bounded by the byte budgets.
"""

from __future__ import annotations

import logging
import types
from typing import Any

import msgpack
from flet_web.fastapi import flet_app

FLET_TRANSPORT_LOG = "flet_transport"
"""The logger Flet's transports write every message to, at debug level."""

_TRANSPORT_LOG = logging.getLogger(FLET_TRANSPORT_LOG)


class QuietMap(dict[Any, Any]):
    """A received body that a log's text shows by its size alone."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<map of {len(self)}>"


class QuietList(list[Any]):
    """A received body that is a list (which Flet refuses), shown by its size alone."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<list of {len(self)}>"


def quiet_body(body: Any) -> Any:
    """``body`` as Flet reads it, formatting as its size when it is a map or a list."""
    if type(body) is dict:
        return QuietMap(body)
    if type(body) is list:
        return QuietList(body)
    return body


def unpackb(packed: bytes, **options: Any) -> Any:
    """msgpack's ``unpackb``, with the body of a decoded ``[action, body]`` made quiet.

    The log's level is asked per message, not once: it may be switched on after the
    decoder was wrapped, and then bodies keep their full text.
    """
    decoded = msgpack.unpackb(packed, **options)
    if _TRANSPORT_LOG.isEnabledFor(logging.DEBUG):
        return decoded
    if isinstance(decoded, list) and len(decoded) > 1:
        decoded[1] = quiet_body(decoded[1])
    return decoded


def quiet_received_bodies() -> None:
    """Have Flet's web transport decode messages into quiet bodies while its log is off.

    Only Flet's module sees the wrapped decoder: everything else, ours included,
    uses msgpack as it is.
    """
    if getattr(flet_app.msgpack, "unpackb", None) is unpackb:
        return
    wrapped = types.ModuleType(msgpack.__name__, msgpack.__doc__)
    vars(wrapped).update(vars(msgpack))
    vars(wrapped)["unpackb"] = unpackb
    flet_app.msgpack = wrapped
