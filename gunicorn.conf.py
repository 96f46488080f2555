"""gunicorn settings shared by scripts/run, the test shop and production (gunicorn reads this file from the
working directory; the command line adds --bind).

keepalive must outlast the idle time of the storefront's pooled connections (Node's fetch keeps an idle
connection 4 s): with gunicorn's default of 2 s, gunicorn closed connections the storefront was about to reuse
and its server-side reads failed now and then with "socket hang up"."""

# Request lines up to gunicorn's maximum reach Django, which answers the long ones (past 4094 bytes,
# gunicorn's default limit) in the API's JSON error shape (core/common/request_line.py): gunicorn's own
# refusal is an HTML page. Beyond 8190 the proxy in front answers (docs/deploy.md).
limit_request_line = 8190

# gunicorn's own gthread worker let a thread wait, unbounded, on a client that had sent part of a request
# (or on a kept-alive connection after a POST whose body went unread) while requests queued behind it:
# core/common/http_worker.py hands a connection to a thread only with a whole request head in hand and
# accepts only while a thread is free (docs/decisions.md, "Requests that hung").
worker_class = "core.common.http_worker.ReadyThreadWorker"
workers = 2
threads = 4
keepalive = 75
loglevel = "warning"
