"""Unknown /api/ paths and wrong methods answer the one JSON error shape, not Django's HTML page:
a client reads `message` whatever went wrong."""

import json

from django.http import HttpRequest, HttpResponse

MESSAGES = {404: "There is no such API call.", 405: "This API call does not take {method}."}
CODES = {404: "api_not_found", 405: "method_not_allowed"}  # as core/error_codes.py names messages


class JsonApiErrorsMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if (
            request.path.startswith("/api/")
            and response.status_code in MESSAGES
            and "json" not in response.get("Content-Type", "")
        ):
            message = MESSAGES[response.status_code].format(method=request.method)
            body = {"message": message, "code": CODES[response.status_code], "errors": {}, "codes": {}}
            json_response = HttpResponse(
                json.dumps(body), status=response.status_code, content_type="application/json"
            )
            if response.has_header("Allow"):
                json_response["Allow"] = response["Allow"]
            return json_response
        return response
