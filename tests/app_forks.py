"""A warm Python that forks each app a test starts: ``python -m tests.app_forks``.

Why: a test run starts the app about 120 times, and each ``python -m scorekeeper``
first spends 0.6 to 0.75 s of a core importing Flet, FastAPI and the app before it
serves: a tenth of the browser run's CPU on two cores that the browser keeps busy.
This process imports all that once, then forks a child per start. The child then
runs exactly what ``python -m scorekeeper ARGS`` runs (``runpy`` on the package's
``__main__``, with its own arguments, environment, working folder, log and limits)
and ends as that interpreter would: ``SystemExit``'s status, ``atexit`` handlers and
the wait for the app's threads included.

Protocol, one JSON object per line. Asked on standard input:
``{"argv": [...], "env": {...}, "cwd": ..., "log": ..., "nofile": N | null}``, where
``argv`` is what follows ``python -m scorekeeper``.
Told on standard output: ``{"started": pid}`` after each fork, and
``{"exited": pid, "status": code}`` when a child ends (``code`` as
``Popen.returncode``: the exit status, or minus the signal that ended it). Its
parent's end of standard input closing ends it, and any child still running.
:class:`tests.launcher.AppServer` is the only user.
"""

from __future__ import annotations

import json
import os
import resource
import runpy
import select
import signal
import sys
from typing import Any

WARM = (
    "scorekeeper.cli.dispatch",
    "scorekeeper.compose.app",
    "scorekeeper.web.server",
)
"""What every start imports before it serves (the import is most of a start's cost).
Not ``scorekeeper.__main__`` itself: ``runpy`` runs it afresh, and warns if it was imported."""


def _send(out: int, message: dict[str, Any]) -> None:
    os.write(out, (json.dumps(message) + "\n").encode())


def serve(requests: int, out: int) -> dict[str, Any] | None:
    """Fork a child for each request until ``requests`` closes.

    Returns the request in a forked child (which then becomes the app), None in
    this process once its parent has gone. Single-threaded, and no signal
    handler of its own: each child is watched through a pidfd, so a child starts
    with nothing of this loop but its imports.
    """
    children: dict[int, int] = {}
    """pidfd -> pid of each running child."""
    pending = b""
    while True:
        ready, _, _ = select.select([requests, *children], [], [])
        for fd in ready:
            if fd != requests:
                pid = children.pop(fd)
                os.close(fd)
                _, status = os.waitpid(pid, 0)
                _send(out, {"exited": pid, "status": os.waitstatus_to_exitcode(status)})
                continue
            chunk = os.read(requests, 65536)
            if not chunk:
                for pid in children.values():
                    os.kill(pid, signal.SIGKILL)
                return None
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                request: dict[str, Any] = json.loads(line)
                pid = os.fork()
                if pid == 0:
                    return request
                children[os.pidfd_open(pid)] = pid
                _send(out, {"started": pid})


def become(request: dict[str, Any]) -> None:
    """In a forked child: take the start's log, folder, environment, limits and arguments."""
    log = os.open(request["log"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.closerange(3, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    if request["nofile"] is not None:
        limit = int(request["nofile"])
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
    sys.argv = ["-m", *request["argv"]]


def main() -> None:
    for name in WARM:
        __import__(name)
    # The protocol's own copies of the pipes: a child's standard streams become its log.
    requests, out = os.dup(0), os.dup(1)
    request = serve(requests, out)
    if request is None:
        return
    become(request)
    runpy.run_module("scorekeeper", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
