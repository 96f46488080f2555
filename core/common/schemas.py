from ninja import Schema


class ErrorOut(Schema):
    message: str
    errors: dict[str, list[str]] = {}


class MessageOut(Schema):
    message: str


# Every endpoint declares these beside its success answer, so the OpenAPI document is complete.
CLIENT_ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut}
WITH_404 = {**CLIENT_ERRORS, 404: ErrorOut}
