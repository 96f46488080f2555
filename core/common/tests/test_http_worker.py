"""gunicorn, started as in production (gunicorn.conf.py, the shop's app, this run's database), answers a
normal request within 2 s however many clients sit on it idle, silent, half-way through a request or kept
alive after a POST whose body went unread; and a worker whose threads are all taken leaves new requests to
the other worker (docs/decisions.md, "Requests that hung")."""

import os
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

ROOT = Path(__file__).resolve().parents[3]
PROMPT = 2.0  # seconds: a normal request's answer while the crowd sits on the server
NORMAL = b"GET /api/catalogue/product-types/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


def _answer(sock: socket.socket) -> bytes:
    """The status line of one answer (read to its end, so the connection can carry another)."""
    data = b""
    while b"\r\n\r\n" not in data:
        part = sock.recv(65536)
        if not part:
            raise ConnectionError("closed without an answer")
        data += part
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    fields = dict(line.lower().partition(b":")[::2] for line in lines[1:])
    chunked = b"chunked" in fields.get(b"transfer-encoding", b"")
    length = int(fields.get(b"content-length", 0))
    while (not body.endswith(b"0\r\n\r\n")) if chunked else len(body) < length:
        part = sock.recv(65536)
        if not part:
            raise ConnectionError("closed in the middle of an answer")
        body += part
    return lines[0]


def _connect(port: int, timeout: float = PROMPT) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def _normal_request(port: int) -> float:
    began = time.monotonic()
    with _connect(port) as sock:
        sock.sendall(NORMAL)
        assert _answer(sock) == b"HTTP/1.1 200 OK"
    return time.monotonic() - began


def _database_env() -> dict:
    from django.db import connection

    name = str(connection.settings_dict["NAME"])
    if connection.vendor == "sqlite":
        return {"SQLITE_PATH": name}
    url = urlsplit(os.environ["DATABASE_URL"])
    return {"DATABASE_URL": urlunsplit(url._replace(path="/" + name))}


@pytest.fixture(scope="module")
def port(django_db_setup, tmp_path_factory):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    log = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
    env = {**os.environ, **_database_env(), "PYTHONPATH": str(ROOT)}
    gunicorn = str(Path(sys.executable).parent / "gunicorn")
    with open(log, "w") as out:
        server = subprocess.Popen(
            [gunicorn, "core.wsgi:application", "--bind", f"127.0.0.1:{free}"],
            cwd=ROOT,  # gunicorn reads ./gunicorn.conf.py, as in production
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        _warm_up(free, server)
        yield free
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:  # a thread stuck on a client outlasts the graceful stop
            server.kill()
            server.wait()


def _warm_up(port: int, server: subprocess.Popen) -> None:
    """Until both workers answer at once (a fresh worker's first requests are slow, crowd or not)."""
    until = time.monotonic() + 120
    with ThreadPoolExecutor(8) as pool:
        while time.monotonic() < until:
            assert server.poll() is None, "gunicorn exited"
            try:
                if max(pool.map(lambda _: _normal_request(port), range(8))) < 0.5:
                    return
            except OSError:
                time.sleep(0.5)
    pytest.fail("gunicorn did not start")


def _crowd(port: int, kind: str, count: int) -> list[socket.socket]:
    crowd = []
    for _ in range(count):
        sock = _connect(port)
        crowd.append(sock)
        if kind == "idle":  # answered once, then kept alive and silent
            sock.sendall(NORMAL)
            _answer(sock)
        elif kind == "part":  # half a request, then nothing
            sock.sendall(b"GET /api/catalogue/product-types/ HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        elif kind == "unread":  # a POST refused without its body read; the body came after the head
            body = b'{"note": "' + b"x" * 2000 + b'"}'
            sock.sendall(
                b"POST /api/no-such-call/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            )
            sock.sendall(b"Content-Length: %d\r\n\r\n" % len(body))
            time.sleep(0.02)
            sock.sendall(body)
            assert _answer(sock) == b"HTTP/1.1 404 Not Found"
        # "silent": connected, nothing sent
    return crowd


@pytest.mark.django_db  # the tables gunicorn's app reads: this run's test database
@pytest.mark.parametrize(
    "crowd",
    [
        {"idle": 50, "silent": 50},
        {"part": 12},  # more than the 2 workers' 8 threads
        {"unread": 12},
        {"idle": 20, "silent": 20, "part": 12, "unread": 12},
    ],
    ids=["idle-and-silent", "part-of-a-request", "kept-after-an-unread-body", "all"],
)
def test_a_normal_request_is_answered_promptly_beside_a_crowd(port, crowd):
    # given a crowd of clients holding connections to the server, none of them sending a whole request
    held = [sock for kind, count in crowd.items() for sock in _crowd(port, kind, count)]
    try:
        # when customers make normal requests, each on a new connection
        waits = [_normal_request(port) for _ in range(20)]
        # and one of the crowd kept alive asks again on its connection
        if crowd.get("idle") or crowd.get("unread"):
            again = held[0] if crowd.get("idle") else held[-1]
            began = time.monotonic()
            again.sendall(NORMAL)
            assert _answer(again) == b"HTTP/1.1 200 OK"
            waits.append(time.monotonic() - began)
    finally:
        for sock in held:
            sock.close()
    # then every one is answered within 2 s
    assert max(waits) < PROMPT


def slow_app(environ, start_response):
    """A stand-in for slow pages (an export's first rows, a big PDF): /slow takes 1.5 s, the rest nothing."""
    if environ["PATH_INFO"] == "/slow":
        time.sleep(1.5)
    start_response("200 OK", [("Content-Length", "2")])
    return [b"ok"]


def test_a_request_waits_for_no_busy_worker_while_another_is_free(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    app = "core.common.tests.test_http_worker:slow_app"
    gunicorn = str(Path(sys.executable).parent / "gunicorn")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with open(tmp_path / "gunicorn.log", "w") as out:
        command = [gunicorn, app, "--bind", f"127.0.0.1:{free}"]  # with ./gunicorn.conf.py
        server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)

    def get(path: str) -> float:
        began = time.monotonic()
        with _connect(free, timeout=10) as sock:
            sock.sendall(b"GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % path.encode())
            assert _answer(sock) == b"HTTP/1.1 200 OK"
        return time.monotonic() - began

    try:
        until = time.monotonic() + 60
        while True:
            try:
                get("/")
                break
            except OSError:
                assert time.monotonic() < until and server.poll() is None, "gunicorn did not start"
                time.sleep(0.2)
        waits = []
        with ThreadPoolExecutor(6) as pool:
            for _ in range(3):
                # given six slow requests under way: one worker may have all four of its threads taken
                slow = [pool.submit(get, "/slow") for _ in range(6)]
                time.sleep(0.3)
                # when quick requests come, each on a new connection
                waits += [get("/") for _ in range(8)]
                wait(slow)
    finally:
        server.terminate()
        server.wait(timeout=30)
    # then the other worker, which has threads free, answers them at once
    assert max(waits) < 0.75
