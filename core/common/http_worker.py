"""gunicorn's threaded worker, made so that no request waits while a thread or another worker is free
(gunicorn.conf.py's worker_class; why: docs/decisions.md, "Requests that hung").

gunicorn 23's gthread worker hands a connection to a thread as soon as one byte is readable; the thread
then reads the request with a blocking socket and no time limit. A client that sent part of a request,
and a kept-alive connection whose previous request's body the app never read (a POST refused before its
body was read: the body's tail makes the socket readable, the thread discards it and waits for the next
request), each held a thread for as long as the client kept the socket open, while the worker went on
accepting connections and queueing their requests behind those threads; nothing was logged.

This worker:
- reads in its main loop, without blocking, until a connection holds a whole request head, and only
  then hands it to a thread (a silent, slow or idle client costs a socket, never a thread);
- after each answer reads what is left of the request's body (while it keeps coming, for a short
  while), or closes the connection instead of keeping it;
- accepts new connections only while one of its threads is free, so another worker takes them;
- closes connections that have not sent a whole request head within `keepalive` seconds, first ones
  included, and gives a thread's reads and writes a time limit (CLIENT_IDLE_SECONDS).
Everything but the threads' work happens in the main loop: the threads hand finished connections back
through a queue and a pipe that wakes the loop."""

import errno
import os
import selectors
import time
from collections import deque
from concurrent import futures
from functools import partial

from gunicorn import http
from gunicorn.workers.gthread import TConn, ThreadWorker

HEAD_END = b"\r\n\r\n"
HEAD_BUFFER = 64 * 1024  # past this without a head's end, a thread's parser reads on (and refuses it)
CLIENT_IDLE_SECONDS = 30  # a client silent this long while a thread serves it is dropped
LEFTOVER_SECONDS = 10.0  # the unread rest of a request's body is read after the answer for up to this,
LEFTOVER_STALL = 2.0  # with a pause of at most this between its parts; else the connection is closed


class Conn(TConn):
    def __init__(self, cfg, sock, client, server):
        super().__init__(cfg, sock, client, server)
        self.pending = bytearray()

    def set_timeout(self):
        """When to close it if no whole request head has come (keep-alive off: as long as a thread waits)."""
        self.timeout = time.time() + (self.cfg.keepalive or CLIENT_IDLE_SECONDS)

    def head_ready(self) -> bool:
        return HEAD_END in self.pending or len(self.pending) >= HEAD_BUFFER

    def init(self):
        """For a thread: the parser reads what the main loop has read first, then the socket."""
        self.initialized = True
        self.sock.settimeout(CLIENT_IDLE_SECONDS)
        if self.parser is None:
            self.parser = http.RequestParser(self.cfg, self.sock, self.client)
        self.parser.unreader.unread(bytes(self.pending))
        self.pending.clear()

    def take_back(self):
        """After an answer: bytes the parser read past it (a pipelined request) wait for the next one."""
        unreader = self.parser.unreader
        self.pending += unreader.buf.getvalue()
        unreader.buf.seek(0)
        unreader.buf.truncate()
        self.sock.setblocking(False)


class ReadyThreadWorker(ThreadWorker):
    @classmethod
    def check_config(cls, cfg, log):
        super().check_config(cfg, log)
        if cfg.is_ssl:
            raise RuntimeError("ReadyThreadWorker serves plain HTTP; TLS ends at the proxy (docs/deploy.md)")

    def init_process(self):
        self.busy = 0  # connections handed to the thread pool and not back yet
        self.inflight: set = set()
        self.back: deque = deque()  # futures done, for the main loop
        self.wake_r, self.wake_w = os.pipe()
        os.set_blocking(self.wake_r, False)
        os.set_blocking(self.wake_w, False)
        super().init_process()

    # the main loop

    def run(self):
        listeners = []
        for sock in self.sockets:
            sock.setblocking(False)
            listeners.append((sock, partial(self.accept, sock.getsockname())))
        self.poller.register(self.wake_r, selectors.EVENT_READ, self.on_wake)
        listening = False
        while self.alive:
            self.notify()
            want = self.busy < self.cfg.threads and self.nr_conns < self.worker_connections
            if want != listening:
                for sock, acceptor in listeners:
                    if want:
                        self.poller.register(sock, selectors.EVENT_READ, acceptor)
                    else:
                        self.poller.unregister(sock)
                listening = want
            for key, _ in self.poller.select(1.0):
                key.data(key.fileobj)
            if not self.is_parent_alive():
                break
            self.murder_keepalived()
        self.tpool.shutdown(False)
        self.poller.close()
        for sock in self.sockets:
            sock.close()
        futures.wait(list(self.inflight), timeout=self.cfg.graceful_timeout)

    def accept(self, server, listener):
        try:
            sock, client = listener.accept()
        except OSError as e:
            if e.errno not in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                raise
            return
        self.nr_conns += 1
        self.wait_for_head(Conn(self.cfg, sock, client, server))

    def wait_for_head(self, conn):
        if conn.head_ready():
            self.start(conn)
            return
        conn.set_timeout()
        self._keep.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self.on_readable, conn))

    def on_readable(self, conn, sock):
        try:
            data = sock.recv(HEAD_BUFFER)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if data:
            conn.pending += data
            if not conn.head_ready():
                return
        self.poller.unregister(sock)
        self._keep.remove(conn)
        if data:
            self.start(conn)
        else:  # the client went away
            self.drop(conn)

    def start(self, conn):
        conn.init()
        self.busy += 1
        future = self.tpool.submit(self.handle, conn)
        future.conn = conn
        self.inflight.add(future)
        future.add_done_callback(self.finish_request)

    def on_wake(self, fd):
        try:
            while os.read(fd, 4096):
                pass
        except BlockingIOError:
            pass
        while self.back:
            future = self.back.popleft()
            self.inflight.discard(future)
            self.busy -= 1
            conn = future.conn
            try:
                keepalive = not future.cancelled() and future.result()[0] and self.alive
            except Exception:
                keepalive = False
            if keepalive:
                conn.take_back()
                self.wait_for_head(conn)
            else:
                self.drop(conn)

    def drop(self, conn):
        self.nr_conns -= 1
        conn.close()

    def murder_keepalived(self):
        now = time.time()
        while self._keep and self._keep[0].timeout <= now:
            conn = self._keep.popleft()
            self.poller.unregister(conn.sock)
            self.drop(conn)

    # in a thread

    def finish_request(self, fs):
        self.back.append(fs)
        try:
            os.write(self.wake_w, b".")
        except BlockingIOError:  # the pipe is full: the loop is being woken anyway
            pass

    def handle_request(self, req, conn):
        try:
            keepalive = super().handle_request(req, conn)
        except TimeoutError:
            self.log.warning("Closed a connection from %s: silent for %s s", conn.client, CLIENT_IDLE_SECONDS)
            raise StopIteration() from None
        return keepalive and self.read_leftover(req, conn)

    def read_leftover(self, req, conn) -> bool:
        """Whether the request's body was read to its end, so the connection can wait for the next one."""
        conn.sock.settimeout(LEFTOVER_STALL)
        until = time.monotonic() + LEFTOVER_SECONDS
        try:
            while time.monotonic() < until:
                if not req.body.read(64 * 1024):
                    return True
        except (OSError, http.errors.NoMoreData):
            pass
        return False
