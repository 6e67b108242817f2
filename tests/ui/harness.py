"""Run the real app in-process, without a Flutter client, and drive it like a user.

Why this works: a Flet app talks to its client only through a
:class:`flet.messaging.connection.Connection`. :class:`RecordingConnection`
stands in for the WebSocket: it msgpack-encodes every outgoing message exactly as
the real transport does (Flet's diffing keeps its "previous" snapshots during
that encoding, so skipping it breaks the second update) and keeps the decoded
messages. A real :class:`flet.messaging.session.Session` then runs ``main(page)``,
and :meth:`UiHarness.click` and friends dispatch the same events the client
would send.

What it checks for you: Flet swallows exceptions raised in handlers and sends
them to the client as ``SESSION_CRASHED`` messages; every action here fails the
test on such a message, with the traceback.

It also plays the client's part of client-side methods: ``page.push_route`` /
``page.navigate`` change the route as a browser would; any other method (clipboard,
file picker, ...) fails the test until the test says what the client answers
(:meth:`UiHarness.respond_to`).

The API is synchronous (no pytest-asyncio needed): each action runs the
session's event loop until the app is idle again.

Finding: ``find(key)``, ``find_as(key, ft.Text)``, ``exists(key)``, ``find_text(text)``,
``controls()``, ``keys()``, ``texts()``, ``has_text(text)``, ``open_dialogs()``, ``route``.
Acting: ``click(key)``, ``type_text(key, text)``, ``submit(key)``,
``event(key, name, data)``, ``go(route)``, ``respond_to("Clipboard.get", fn)``.
Checking: ``assert_no_crash()``, ``messages``, ``page``, ``session``.

::

    app = UiHarness(create_main(config)).start()
    app.click(keys.HOME_NEW_GAME)
    assert app.route == "/new"
    app.close()

Most tests use the ``ui`` / ``start_ui`` fixtures from ``tests/ui/conftest.py``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Self, TypeVar

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.context import _context_page, context
from flet.messaging.connection import Connection
from flet.messaging.protocol import (
    Message,
    MessageAction,
    RegisterClientResponseBody,
    configure_encode_object_for_msgpack,
    decode_ext_from_msgpack,
)
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

Main = Callable[[ft.Page], Awaitable[None] | None]
Target = str | BaseControl
Responder = Callable[[dict[str, Any]], Any]
C = TypeVar("C", bound=BaseControl)

_SCHEDULER = "__updates_scheduler"
"""Name ending of Session's long-lived update task, which never finishes."""


@dataclasses.dataclass(frozen=True)
class Browser:
    """What the server's websocket tells about the browser of a session (see ``UiHarness``)."""

    address: str = "192.168.1.20"
    """The address it connects from (a phone on the LAN, not the host's own 127.0.0.1)."""
    agent: str = "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile"
    """Its ``User-Agent``."""
    cookie: str = ""
    """Its ``Cookie`` header (the device id, the table's cookie)."""


@dataclasses.dataclass(frozen=True)
class _Client:
    host: str
    port: int = 50000


class _WebSocket:
    """The little of Starlette's ``WebSocket`` that the app reads of a session's browser."""

    def __init__(self, browser: Browser) -> None:
        self.headers = {"user-agent": browser.agent, "cookie": browser.cookie}
        self.client = _Client(browser.address)


class UiCrashError(AssertionError):
    """The app reported a crash (an exception in ``main`` or in a handler)."""


class RecordingConnection(Connection):
    """A client connection that records what the session sends, as the wire would."""

    def __init__(self, loop: asyncio.AbstractEventLoop, executor: ThreadPoolExecutor) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self.loop = loop
        self.executor = executor
        self.pubsubhub = PubSubHub(loop=loop, executor=executor)
        self.page_url = "http://127.0.0.1:8550"
        self.local_data_transport = True
        self.messages: list[tuple[MessageAction, Any]] = []
        """Every message sent to the client, decoded back from msgpack."""
        self.sent_bytes = 0
        self.on_invoke: Callable[[dict[str, Any]], None] | None = None
        """Called with each client-method request (``push_route``, clipboard, ...)."""

    def send_message(self, message: Message) -> None:
        """Encode like ``flet_web``'s WebSocket transport, then keep the decoded form."""
        packed = msgpack.packb(
            [message.action, message.body],
            default=configure_encode_object_for_msgpack(BaseControl),  # type: ignore[no-untyped-call]
        )
        self.sent_bytes += len(packed)
        action, body = msgpack.unpackb(
            packed, ext_hook=decode_ext_from_msgpack, strict_map_key=False
        )
        self.messages.append((MessageAction(action), body))
        if action == MessageAction.INVOKE_METHOD.value and self.on_invoke is not None:
            self.loop.call_soon(self.on_invoke, body)

    def crashes(self) -> list[str]:
        """The error texts of all ``SESSION_CRASHED`` messages so far."""
        return [
            str(body.get("message", body) if isinstance(body, dict) else body)
            for action, body in self.messages
            if action == MessageAction.SESSION_CRASHED
        ]


class UiHarness:
    """One app session on a simulated phone screen, driven synchronously."""

    def __init__(
        self,
        main: Main,
        *,
        width: float = 400,
        height: float = 800,
        route: str = "/",
        platform: str = "android",
        brightness: str = "light",
        timeout: float = 5.0,
        web: bool = True,
        browser: Browser | None = None,
    ) -> None:
        """``web``: a browser's page (False: a built app's or a desktop window's).

        ``browser``: the session came over the web server's websocket from this
        browser (its address, its browser name, its cookies), as Flet's web app
        hands them to a session; None: no websocket (the host's own window).
        """
        self._main = main
        self._client_page = {
            "route": route,
            "width": width,
            "height": height,
            "platform": platform,
            "platform_brightness": brightness,
            "web": web,
        }
        self.timeout = timeout
        """Seconds an action may take before the harness gives up."""
        self._loop = asyncio.new_event_loop()
        self._loop.set_exception_handler(self._on_loop_error)
        self._loop_errors: list[str] = []
        self._schedulers: set[asyncio.Task[Any]] = set()
        self._executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ui-harness")
        self.connection = RecordingConnection(self._loop, self._executor)
        self.connection.on_invoke = self._on_client_method
        self._browser = browser
        if browser is not None:
            # Where Flet 1.0.5's web app keeps the websocket of a session's connection.
            setattr(self.connection, "_FletApp__websocket", _WebSocket(browser))  # noqa: B010
        self._session: Session | None = None
        self._responders: dict[str, Responder] = {"Page.push_route": self._push_route}

    # --- lifecycle ---------------------------------------------------------------------

    def start(self) -> Self:
        """Register the simulated client and run ``main(page)`` until the app is idle."""
        self._run(self._start())
        return self

    def settle(self) -> None:
        """Let the session handle what reached it from elsewhere (another phone's change)."""
        self._run(asyncio.sleep(0))

    def close(self) -> None:
        """Stop the session and free its event loop and threads."""
        if self._session is not None:
            session, self._session = self._session, None

            async def close_session() -> None:
                session.close()  # type: ignore[no-untyped-call]
                await asyncio.sleep(0)

            self._loop.run_until_complete(close_session())
        pending = [t for t in asyncio.all_tasks(self._loop) if not t.done()]
        for task in pending:
            task.cancel()
        if pending:
            self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self._loop.close()
        self._executor.shutdown(wait=True)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def session(self) -> Session:
        """The live Flet session (for what the helpers below do not cover)."""
        if self._session is None:
            raise RuntimeError("the harness is not started")
        return self._session

    @property
    def page(self) -> ft.Page:
        """The session's page."""
        page: ft.Page = self.session.page
        return page

    @property
    def route(self) -> str:
        """The page's current route, e.g. ``/``."""
        return str(self.page.route)

    # --- finding -----------------------------------------------------------------------

    def find(self, key: str) -> BaseControl:
        """The one control on screen (top view, open dialogs, overlay) with this key."""
        found = [c for c in self._controls(self._screen_roots(), menus=True) if c.key == key]
        if len(found) != 1:
            raise AssertionError(
                f"expected one control with key {key!r}, found {len(found)}; "
                f"keys on screen: {self.keys()}"
            )
        return found[0]

    def find_as(self, key: str, kind: type[C]) -> C:
        """The one control with this key, which must be a ``kind`` (fails naming both types).

        E.g. ``ui.find_as(keys.PLAYER, ft.TextField).value``: the checker knows the
        control's properties, and a key moved to another kind of control fails here.
        """
        return _as(self.find(key), kind, f"the control with key {key!r}")

    def exists(self, key: str) -> bool:
        """Whether a control with this key is on screen."""
        return any(c.key == key for c in self._controls(self._screen_roots(), menus=True))

    def find_text(self, text: str) -> BaseControl:
        """The first control on screen whose own visible text is exactly ``text``."""
        for control in self._controls(self._screen_roots(), menus=False):
            if text in _own_texts(control):
                return control
        raise AssertionError(f"no control shows {text!r}; texts on screen: {self.texts()}")

    def controls(self) -> list[BaseControl]:
        """Every control on screen, in tree order (popup-menu items included)."""
        return list(self._controls(self._screen_roots(), menus=True))

    def keys(self) -> list[str]:
        """All string keys on screen, in tree order."""
        controls = self._controls(self._screen_roots(), menus=True)
        return [c.key for c in controls if isinstance(c.key, str)]

    def texts(self) -> list[str]:
        """All visible texts, in tree order (closed menus and dialogs excluded)."""
        return [
            text
            for control in self._controls(self._screen_roots(), menus=False)
            for text in _own_texts(control)
        ]

    def has_text(self, text: str) -> bool:
        """Whether ``text`` is one of the visible texts."""
        return text in self.texts()

    def open_dialogs(self) -> list[ft.DialogControl]:
        """Dialogs, sheets and snack bars currently shown, bottom first."""
        return [d for d in self.page._dialogs.controls if getattr(d, "open", False)]

    # --- acting ------------------------------------------------------------------------

    def click(self, target: Target, data: Any = None) -> None:
        """Tap a control (by key or control), as the client's ``click`` event does."""
        control = self._interactive(target)
        self.event(control, "click", data)

    def type_text(self, target: Target, text: str) -> None:
        """Replace a text field's value, as typing does: a value patch plus ``change``."""
        control = self._interactive(target)
        self._run(self._type(control, text))

    def toggle(self, target: Target, value: bool) -> None:
        """Flip a switch or checkbox, as a tap does: a value patch plus ``change``."""
        control = self._interactive(target)
        self._run(self._toggle(control, value))

    def submit(self, target: Target) -> None:
        """Press Enter in a text field (its ``submit`` event)."""
        self.event(self._interactive(target), "submit")

    def event(self, target: Target, name: str, data: Any = None) -> None:
        """Dispatch any event (``name`` without ``on_``) to a control and wait until idle."""
        control = self.find(target) if isinstance(target, str) else target
        self._run(self.session.dispatch_event(control._i, name, data))

    def go(self, route: str) -> None:
        """Navigate as the browser's address bar or back button would."""
        self._run(self._client_route_change(route))

    def respond_to(self, method: str, responder: Responder) -> None:
        """Answer a client method, named ``Control.method``, as the client would.

        E.g. ``ui.respond_to("Clipboard.get", lambda args: "K7Q-2MX")``.
        ``responder(args)`` returns the result (it may be async); raising makes
        the app's call fail. ``Page.push_route`` is answered already: it changes
        the route like a browser does. A method without a responder fails the
        test, naming the method.
        """
        self._responders[method] = responder

    # --- checking ----------------------------------------------------------------------

    @property
    def messages(self) -> list[tuple[MessageAction, Any]]:
        """Everything sent to the client so far (decoded)."""
        return self.connection.messages

    def assert_no_crash(self) -> None:
        """Fail with the app's traceback if it reported any crash."""
        crashes = self.connection.crashes() + self._loop_errors
        if crashes:
            raise UiCrashError("the app crashed:\n" + "\n---\n".join(crashes))

    # --- internals ---------------------------------------------------------------------

    async def _start(self) -> None:
        session = Session(self.connection)
        self._session = session
        _context_page.set(session.page)
        session.apply_page_patch(self._client_page)
        if self._browser is not None:  # as Flet's web app does for a new session
            session.page.client_ip = self._browser.address
            session.page.client_user_agent = self._browser.agent
        self.connection.send_message(
            Message(
                MessageAction.REGISTER_CLIENT,
                RegisterClientResponseBody(
                    session_id=session.id,
                    page_patch=session.get_page_patch(),  # type: ignore[no-untyped-call]
                    error="",
                ),
            )
        )
        context.reset_auto_update()  # type: ignore[no-untyped-call]
        try:
            result = self._main(session.page)
            if inspect.isawaitable(result):
                await result
            await session.after_event(session.page)
        except Exception as exc:  # mirror Flet: report, then let the crash check fail
            session.error(f"{exc!r} in main()")
            raise

    def _on_loop_error(self, loop: asyncio.AbstractEventLoop, info: dict[str, Any]) -> None:
        """A background task died (e.g. the update scheduler): the app would freeze."""
        exc = info.get("exception")
        self._loop_errors.append(f"{info.get('message')}: {exc!r}" if exc else str(info))

    def _on_client_method(self, request: dict[str, Any]) -> None:
        self._loop.create_task(self._answer(request), name=f"client method {request.get('name')}")

    async def _answer(self, request: dict[str, Any]) -> None:
        """Play the client's part of ``invoke_method``: do it, then send the result."""
        control = self.session.index.get(request["control_id"])
        name = f"{type(control).__name__}.{request.get('name')}"
        result: Any = None
        error: str | None = None
        responder = self._responders.get(name)
        if responder is None:
            error = f"the UI harness does not emulate the client method {name!r}"
            self._loop_errors.append(f"{error}; add ui.respond_to({name!r}, ...)")
        else:
            try:
                result = responder(request.get("args") or {})
                if inspect.isawaitable(result):
                    result = await result
            except Exception as exc:  # the app sees a failed client call
                error = str(exc)
        self.session.handle_invoke_method_results(
            request["control_id"], request["call_id"], result, error
        )

    async def _push_route(self, args: dict[str, Any]) -> None:
        await self._client_route_change(str(args["route"]))

    async def _client_route_change(self, route: str) -> None:
        """What the Flutter client does when the URL changes: patch, then event."""
        self.session.apply_page_patch({"route": route})
        await self.session.dispatch_event(self.page._i, "route_change", {"route": route})

    async def _toggle(self, control: BaseControl, value: bool) -> None:
        self.session.apply_patch(control._i, {"value": value})
        await self.session.dispatch_event(control._i, "change", str(value).lower())

    async def _type(self, control: BaseControl, text: str) -> None:
        self.session.apply_patch(control._i, {"value": text})
        await self.session.dispatch_event(control._i, "change", text)

    def _run(self, action: Awaitable[None]) -> None:
        async def run_and_settle() -> None:
            try:
                async with asyncio.timeout(self.timeout):
                    await action
                    await self._settle()
            except TimeoutError:
                pending = [t.get_name() for t in asyncio.all_tasks() if not _is_scheduler(t)]
                raise AssertionError(
                    f"the app was still busy after {self.timeout} s; tasks: {pending}"
                ) from None

        self._loop.run_until_complete(run_and_settle())
        self.assert_no_crash()

    async def _settle(self) -> None:
        """Wait until no task but the update scheduler runs and nothing more is sent.

        Also fails fast when the scheduler itself died: Flet would not report
        that, and the app would silently stop updating.
        """
        quiet_rounds = 0
        while quiet_rounds < 3:  # three idle turns of the loop
            before = len(self.connection.messages)
            busy = False
            for task in asyncio.all_tasks():
                if _is_scheduler(task):
                    self._schedulers.add(task)
                elif task is not asyncio.current_task():
                    busy = True
            await asyncio.sleep(0.001 if busy else 0)
            for task in self._schedulers:
                if task.done() and not task.cancelled() and task.exception() is not None:
                    raise UiCrashError(f"Flet's update scheduler died: {task.exception()!r}")
            quiet = not busy and len(self.connection.messages) == before
            quiet_rounds = quiet_rounds + 1 if quiet else 0

    def _screen_roots(self) -> list[Any]:
        views = ft.unwrap_component(self.page.views)
        if not isinstance(views, list):
            views = [views]
        top = [views[-1]] if views else []
        return [*top, *self.open_dialogs(), *self.page.overlay]

    def _interactive(self, target: Target) -> BaseControl:
        control = self.find(target) if isinstance(target, str) else target
        # A snack bar covers nothing: Flutter lets taps through around it.
        snack_bars = [d for d in self.open_dialogs() if isinstance(d, ft.SnackBar)]
        dialogs = [d for d in self.open_dialogs() if not isinstance(d, ft.SnackBar)]
        reachable = [*dialogs[-1:], *snack_bars] if dialogs else self._screen_roots()
        if not any(c is control for c in self._controls(reachable, menus=True)):
            raise AssertionError(f"{_describe(control)} is covered by a dialog or not on screen")
        if getattr(control, "disabled", False) or any(
            getattr(p, "disabled", False) for p in _ancestors(control)
        ):
            raise AssertionError(f"{_describe(control)} is disabled")
        return control

    def _controls(self, roots: list[Any], *, menus: bool) -> Iterator[BaseControl]:
        seen: set[int] = set()
        for root in roots:
            yield from _walk(root, seen, menus=menus)


def _is_scheduler(task: asyncio.Task[Any]) -> bool:
    coro = task.get_coro()
    return getattr(coro, "__qualname__", "").endswith(_SCHEDULER)


def _walk(node: Any, seen: set[int], *, menus: bool) -> Iterator[BaseControl]:
    """Depth-first over visible controls; ``menus`` includes closed popup-menu items."""
    if isinstance(node, (list, tuple)):
        for item in node:
            yield from _walk(item, seen, menus=menus)
        return
    if not isinstance(node, BaseControl) or id(node) in seen:
        return
    seen.add(id(node))
    if getattr(node, "visible", True) is False:
        return
    yield node
    for field in dataclasses.fields(node):
        if field.metadata.get("skip") or field.name == "_parent":
            continue
        if field.name == "items" and isinstance(node, ft.PopupMenuButton) and not menus:
            continue
        yield from _walk(getattr(node, field.name, None), seen, menus=menus)


def _own_texts(control: BaseControl) -> list[str]:
    """Texts a control draws itself (not its children's)."""
    texts: list[str] = []
    for name in ("value", "content", "text", "label", "title"):
        if name == "value" and not isinstance(control, ft.Text):
            continue
        value = getattr(control, name, None)
        if isinstance(value, str) and value:
            texts.append(value)
    return texts


def parent_as(control: BaseControl, kind: type[C]) -> C:
    """``control``'s parent, which must be a ``kind`` (e.g. the ``ft.Semantics`` around it)."""
    parent = control.parent
    if parent is None:
        raise AssertionError(f"{_describe(control)} has no parent, expected a {kind.__name__}")
    return _as(parent, kind, f"the parent of {_describe(control)}")


def _as(control: BaseControl, kind: type[C], what: str) -> C:
    if not isinstance(control, kind):
        raise AssertionError(f"{what} is a {type(control).__name__}, expected a {kind.__name__}")
    return control


def _ancestors(control: BaseControl) -> Iterator[BaseControl]:
    parent = control.parent
    while parent is not None:
        yield parent
        parent = parent.parent


def _describe(control: BaseControl) -> str:
    return f"{type(control).__name__}(key={control.key!r})"
