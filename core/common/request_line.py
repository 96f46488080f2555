"""Over-long request lines answer the one JSON error shape, not a server's HTML page.

gunicorn refuses a request line past `limit_request_line` with its own HTML "Bad Request", which no
Django code can change. So gunicorn.conf.py lets lines through up to its maximum (8190 bytes) and
this middleware, first in the chain, answers 414 in JSON past MAX_REQUEST_LINE (4094, gunicorn's
old limit); beyond 8190 the proxy in front answers (docs/deploy.md shows nginx doing it in JSON)."""

from django.http import HttpRequest, JsonResponse

MAX_REQUEST_LINE = 4094
TOO_LONG = f"This address is too long: at most {MAX_REQUEST_LINE} characters."


def _line_length(request: HttpRequest) -> int:
    raw = request.META.get("RAW_URI")  # gunicorn: the target exactly as sent
    target = raw if raw is not None else request.get_full_path()
    return (
        len(request.method or "") + 1 + len(target) + 1 + len(request.META.get("SERVER_PROTOCOL", "HTTP/1.1"))
    )


class RequestLineLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        if _line_length(request) > MAX_REQUEST_LINE:
            body = {"message": TOO_LONG, "code": "uri_too_long", "errors": {}, "codes": {}}
            return JsonResponse(body, status=414)
        return self.get_response(request)
