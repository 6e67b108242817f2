"""Wrong guesses cannot pile up (issue 21, points 2 and 10): the line is short and forgets hang-ups.

Against the real server: guesses whose connection closed leave the line at
once, a full line answers 429 without waiting, and ``X-Forwarded-For`` is
never taken for the client's address.

Each test has a server of its own: every one leaves wrong guesses counted
against an address (for ten minutes) and times the answers that follow.
"""

from __future__ import annotations

import socket
import time

from scorekeeper.web.backoff import QUEUED_GUESSES
from tests.launcher import AppServer
from tests.web.raw import (
    closed_by_server,
    open_socket,
    phone_client,
    read_all,
    rss_kb,
    status_of,
)


def send_guess(table: AppServer, source: str, guess: str = "wrong") -> socket.socket:
    sock = open_socket(table, source, timeout=30)
    sock.sendall(
        f"GET /?join={guess} HTTP/1.1\r\nHost: 127.0.0.1:{table.port}\r\n"
        "Connection: close\r\n\r\n".encode()
    )
    return sock


def test_a_guess_whose_connection_closed_leaves_the_line(own_table: AppServer) -> None:
    """Twenty guesses sent and hung up: the next guess waits its own first delay only."""
    guesser = "127.0.0.4"
    for _ in range(20):
        send_guess(own_table, guesser).close()
    time.sleep(0.5)
    started = time.monotonic()
    with phone_client(own_table, guesser) as client:
        answer = client.get("/?join=wrong-again")
    waited = time.monotonic() - started
    assert answer.status_code in (403, 429)
    assert waited < 2.5, f"the hung-up guesses were still in line ({waited:.1f} s)"


def test_a_full_line_is_answered_at_once_with_429(own_table: AppServer) -> None:
    """The line is filled, then one guess more: refused at once, the line kept.

    Two wrong guesses answered first make the next one wait 2 s, so the line stays
    full while the server takes its time to read every guess of it (a busy machine
    took more than the first guess's 0.5 s, and the extra guess joined the line).
    """
    guesser = "127.0.0.5"
    for n in range(2):
        answered = send_guess(own_table, guesser, f"earlier{n}")
        assert status_of(read_all(answered, deadline=time.monotonic() + 10)) == 403
        answered.close()
    waiting = [send_guess(own_table, guesser, f"guess{n}") for n in range(QUEUED_GUESSES)]
    time.sleep(1.0)
    try:
        started = time.monotonic()
        extra = send_guess(own_table, guesser, "one-too-many")
        answer = read_all(extra, deadline=time.monotonic() + 3)
        extra.close()
        assert status_of(answer) == 429, answer[:200]
        assert time.monotonic() - started < 1.5
        assert b"Too many wrong invitations" in answer
        assert not any(closed_by_server(sock) for sock in waiting[1:])
    finally:
        for sock in waiting:
            sock.close()
    with phone_client(own_table, "127.0.0.6") as other:
        assert other.get(f"/?join={own_table.secret}").status_code == 303


def test_thousands_of_hung_up_guesses_do_not_grow_the_servers_memory(own_table: AppServer) -> None:
    """What took 200 MB before: 3,000 guesses in a few seconds, each hung up at once."""
    before = rss_kb(own_table.process.pid)
    deadline = time.monotonic() + 30
    sent = 0
    while sent < 3000 and time.monotonic() < deadline:
        try:
            send_guess(own_table, "127.0.0.7").close()
        except OSError:
            continue
        sent += 1
    time.sleep(1)
    grown = rss_kb(own_table.process.pid) - before
    assert sent == 3000
    assert grown < 30_000, f"{grown} kB more after {sent} hung-up guesses"


def test_x_forwarded_for_does_not_reset_the_slowdown(own_table: AppServer) -> None:
    """A local process cannot pose as a new client to start its slowdown over."""
    waits = []
    with phone_client(own_table, "127.0.0.8") as client:
        for number, claimed in enumerate(("10.0.0.1", "10.0.0.2", "10.0.0.3")):
            started = time.monotonic()
            answer = client.get(
                f"/?join=wrong{number}",
                headers={"X-Forwarded-For": claimed, "Forwarded": f"for={claimed}"},
            )
            waits.append(time.monotonic() - started)
            assert answer.status_code == 403
    assert waits[2] > waits[0] + 1.0, waits
