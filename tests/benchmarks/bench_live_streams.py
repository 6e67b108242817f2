"""The host's CPU per saved hand and the last live page's delay, with many live pages open.

Run: ``.venv/bin/python tests/benchmarks/bench_live_streams.py [--streams 200] [--hands 500]
[--saves 5]``. Not a pytest test: timing noise never fails a build.

A data folder holds one box game of ``--hands`` hands. For each mode, a server
in a process of its own serves the live page (``LivePages`` on uvicorn with the
host's connection limits, over loopback) from a copy of that folder, and
``--streams`` live pages follow it (``/live/events``), six per client address,
their languages spread over the five; then hands are saved, one at a time, in
the server's process as a Flet session's handler saves them. For each saved
hand: the server's CPU time (``time.process_time``) from before the save until
every page has received it, and the delay from the hand stored to the last
page's event. First, once, the CPU of a save with no page open.

The modes, in the same run: ``each stream`` (every stream renders the change
on its own, as before issue 35's point 5: ``renders_kept=0``) and ``shared``
(one rendering per change, game and language). Prints medians.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import resource
import selectors
import shutil
import socket
import statistics
import sys
import tempfile
import threading
import time
from multiprocessing.connection import Connection
from pathlib import Path

import uvicorn

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorekeeper.i18n import default_catalog
from scorekeeper.live_page.app import STREAMS_PER_ADDRESS, LivePages
from scorekeeper.live_page.shared import RENDERS_KEPT
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from scorekeeper.storage.gamefile import GameFile
from scorekeeper.storage.index import IndexEntry, IndexFile
from scorekeeper.storage.layout import DataLayout, file_sig
from scorekeeper.storage.model import StoredGame, summarize
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.web.asgi import Receive, Scope, Send, respond
from scorekeeper.web.listening import bind
from scorekeeper.web.table_server import server_config

PLAYERS = ("Ann", "Bob", "Cid")
GAME_ID = "g000001"
LANGUAGES = ("en", "nl", "de", "pl", "ms")
MODES = {"each stream": 0, "shared": RENDERS_KEPT}
EVENT = b"\nevent: page\n"
WAIT_SECONDS = 300.0


def knock(game: Game, rng: random.Random) -> HandEntry:
    """A knock by the box player against the captain: the game never reaches its target."""
    roles = replay(game).next_roles
    assert roles is not None, "the game ended"
    return HandEntry(
        Result.KNOCK, roles.box, {roles.box: rng.randint(1, 5), roles.captain: rng.randint(0, 12)}
    )


def write_game(data_dir: Path, hands: int) -> None:
    """One box game of ``hands`` hands, built in memory and written once."""
    rng = random.Random(35)
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 10_000})
    created = "2026-01-01T19:00:00+00:00"
    game = Game.start(
        PLAYERS,
        Variant.BOX,
        first=Seats.of_box(Roles(*PLAYERS)),
        rules=rules,
        game_id=GAME_ID,
        created=created,
    )
    for _ in range(hands):
        game = game.record(knock(game, rng))
    layout = DataLayout(data_dir)
    layout.create()
    path = layout.game_path(GAME_ID)
    stored = StoredGame(game, created)
    os.replace(GameFile(path).stage(stored), path)
    IndexFile(layout.index_path).rebuild([IndexEntry(summarize(stored), file_sig(path.stat()))])


async def _nothing_else(scope: Scope, receive: Receive, send: Send) -> None:
    if scope["type"] == "http":
        await respond(send, 404, b"only the live page here\n")


def serve(data_dir: Path, kept: int, sock: socket.socket, commands: Connection) -> None:
    """The server's process: the live page on uvicorn, and saves when told ("cpu", "save")."""
    rng = random.Random(5)
    with open_repository(data_dir) as repository:
        games = GameService(repository)
        catalog = default_catalog()
        pages = LivePages(
            _nothing_else,
            games,
            catalog,
            language=lambda accept: accept or "en",
            full_app=False,
            renders_kept=kept,
        )

        def answer() -> None:
            while True:
                command = commands.recv()
                if command == "cpu":
                    commands.send(time.process_time())
                elif command == "save":
                    game = games.load(GAME_ID)
                    games.record(GAME_ID, knock(game, rng), based_on=revision(game))
                    commands.send(time.monotonic())

        threading.Thread(target=answer, daemon=True).start()
        server = uvicorn.Server(server_config(pages))
        server.config.log_level = "warning"
        server.run(sockets=[sock])


class Pages:
    """``count`` open live pages on one thread: when each received its latest event."""

    def __init__(self, port: int, count: int) -> None:
        self.selector = selectors.DefaultSelector()
        self.events = [0] * count
        self.arrived = [0.0] * count
        self._tails = [b""] * count
        for number in range(count):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind((f"127.0.8.{number // STREAMS_PER_ADDRESS + 1}", 0))
            sock.connect(("127.0.0.1", port))
            language = LANGUAGES[number % len(LANGUAGES)]
            sock.sendall(
                f"GET /live/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                f"Accept-Language: {language}\r\n\r\n".encode()
            )
            sock.setblocking(False)
            self.selector.register(sock, selectors.EVENT_READ, number)
        self.running = True
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        while self.running:
            for key, _ in self.selector.select(0.1):
                number = key.data
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                chunk = sock.recv(1 << 20)
                seen = self._tails[number] + chunk
                found = seen.count(EVENT)
                if found:
                    self.events[number] += found
                    self.arrived[number] = time.monotonic()
                self._tails[number] = seen[-len(EVENT) :]

    def wait_all(self, events: int) -> None:
        deadline = time.monotonic() + WAIT_SECONDS
        while min(self.events) < events:
            if time.monotonic() > deadline:
                raise SystemExit(f"pages still without event {events}: {self.events}")
            time.sleep(0.005)

    def close(self) -> None:
        self.running = False
        self.thread.join()
        for key in list(self.selector.get_map().values()):
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            sock.close()


def measure(mode: str, kept: int, source: Path, streams: int, saves: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder) / "data"
        shutil.copytree(source, data_dir)
        sock = bind("127.0.0.1", 0)
        port = int(sock.getsockname()[1])
        ours, theirs = multiprocessing.Pipe()
        server = multiprocessing.get_context("fork").Process(
            target=serve, args=(data_dir, kept, sock, theirs), daemon=True
        )
        server.start()
        sock.close()

        def ask(command: str) -> float:
            ours.send(command)
            return float(ours.recv())

        time.sleep(1.0)
        cpu = ask("cpu")
        ask("save")
        alone = ask("cpu") - cpu
        pages = Pages(port, streams)
        cpus: list[float] = []
        delays: list[float] = []
        try:
            pages.wait_all(1)
            for saved in range(1, saves + 1):
                time.sleep(0.5)
                cpu = ask("cpu")
                stored = ask("save")
                pages.wait_all(1 + saved)
                cpus.append(ask("cpu") - cpu)
                delays.append(max(pages.arrived) - stored)
        finally:
            pages.close()
            server.kill()
            server.join()
    print(
        f"{mode:<12} {streams} pages: host CPU per saved hand {statistics.median(cpus):6.2f} s"
        f" (a save with no page open {alone:5.2f} s), last page's delay"
        f" {statistics.median(delays):6.2f} s (medians of {saves}; worst CPU {max(cpus):.2f} s,"
        f" delay {max(delays):.2f} s)",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--saves", type=int, default=5)
    parser.add_argument("--mode", choices=sorted(MODES), action="append")
    options = parser.parse_args()
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "data"
        started = time.monotonic()
        write_game(source, options.hands)
        print(
            f"a box game of {options.hands} hands, written in"
            f" {time.monotonic() - started:.1f} s; languages {', '.join(LANGUAGES)}",
            flush=True,
        )
        for mode in options.mode or list(MODES):
            measure(mode, MODES[mode], source, options.streams, options.saves)
    return 0


if __name__ == "__main__":
    sys.exit(main())
