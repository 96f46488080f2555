"""The soak's crowd (scripts/soak.py): clients that hold connections to gunicorn without sending a whole
request, beside the busy ones (docs/decisions.md, "Requests that hung"): kept alive after an answer and
silent, connected and silent, half a request sent, kept alive after a POST whose body the server did not
read. Each closed by the server is opened again, so the crowd stands for the whole load; the busy
clients' slowest answer (soak_http.STATS.slowest) shows whether a request waited behind it."""

import socket
import time

from soak_http import PORT

CROWD = {"idle": 30, "silent": 20, "part": 10, "unread": 10}
HOST = b"Host: 127.0.0.1\r\n"


def _open(kind: str) -> socket.socket | None:
    try:
        sock = socket.create_connection(("127.0.0.1", int(PORT)), timeout=5)
        if kind == "idle":
            sock.sendall(b"GET /api/ HTTP/1.1\r\n" + HOST + b"\r\n")
            sock.recv(65536)
        elif kind == "part":
            sock.sendall(b"GET /api/ HTTP/1.1\r\n" + HOST)
        elif kind == "unread":  # refused before its body is read; the body comes after the head
            body = b'{"note": "' + b"x" * 2000 + b'"}'
            sock.sendall(
                b"POST /api/no-such-call/ HTTP/1.1\r\n" + HOST + b"Content-Length: %d\r\n\r\n" % len(body)
            )
            time.sleep(0.02)
            sock.sendall(body)
            sock.recv(65536)
        return sock
    except OSError:  # a server that does not answer the crowd: the busy clients' figures tell
        return None


def _closed(sock: socket.socket) -> bool:
    try:
        return sock.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def crowd_loop(stop) -> None:
    held: list[tuple[str, socket.socket]] = []
    try:
        while not stop.is_set():
            for kind, sock in [(k, s) for k, s in held if _closed(s)]:
                sock.close()
                held.remove((kind, sock))
            for kind, count in CROWD.items():
                for _ in range(count - sum(k == kind for k, _ in held)):
                    sock = _open(kind)
                    if sock is not None:
                        held.append((kind, sock))
            stop.wait(5)
    finally:
        for _, sock in held:
            sock.close()
