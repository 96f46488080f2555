"""Last line against 500s from bad input: what the schemas and services did
not catch answers a 400 in the one error shape instead of "Something went wrong".

- a value the database cannot hold (too long on PostgreSQL, an integer past 64 bits on SQLite);
- a model field's own validation (e.g. a filter value of the wrong type);
- a multipart body without its boundary, which the CSRF check meets when it reads request.POST;
- a form of more fields or files than Django takes (DATA_UPLOAD_MAX_NUMBER_FIELDS, ..._FILES);
- a body past DATA_UPLOAD_MAX_MEMORY_SIZE: 413 (`too_large`), told by its Content-Length before it is
  read (Django's request.body and request.POST check it first).
The schemas still carry the model's lengths and ranges, so the usual answer names the field.
"""

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import DataError
from django.http.multipartparser import MultiPartParserError

OUT_OF_RANGE = "A value is too long or out of range."
BAD_MULTIPART = "The request body is not valid multipart form data."
TOO_MANY_PARTS = "The form has more fields or files than any of the shop's forms."

BAD_INPUT_ERRORS: dict[type[Exception], str] = {
    DataError: OUT_OF_RANGE,
    OverflowError: OUT_OF_RANGE,
    MultiPartParserError: BAD_MULTIPART,
    TooManyFieldsSent: TOO_MANY_PARTS,
    TooManyFilesSent: TOO_MANY_PARTS,
}


def too_large(exc: Exception) -> str | None:
    """The message for a body past the limit (answered 413), or None for another exception."""
    if isinstance(exc, RequestDataTooBig):
        return f"The request is larger than {settings.DATA_UPLOAD_MAX_MEMORY_SIZE >> 20} MB."
    return None


def bad_input_message(exc: Exception) -> str | None:
    """The message for an exception that means the input was bad, or None for a real fault."""
    if isinstance(exc, DjangoValidationError):
        return " ".join(exc.messages) or OUT_OF_RANGE
    for kind, message in BAD_INPUT_ERRORS.items():
        if isinstance(exc, kind):
            return message
    return None
