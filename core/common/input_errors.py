"""Last line against 500s from bad input: what the schemas and services did
not catch answers a 400 in the one error shape instead of "Something went wrong".

- a value the database cannot hold (too long on PostgreSQL, an integer past 64 bits on SQLite);
- a model field's own validation (e.g. a filter value of the wrong type);
- a multipart body without its boundary, which the CSRF check meets when it reads request.POST.
The schemas still carry the model's lengths and ranges, so the usual answer names the field.
"""

from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import DataError
from django.http.multipartparser import MultiPartParserError

OUT_OF_RANGE = "A value is too long or out of range."
BAD_MULTIPART = "The request body is not valid multipart form data."

BAD_INPUT_ERRORS: dict[type[Exception], str] = {
    DataError: OUT_OF_RANGE,
    OverflowError: OUT_OF_RANGE,
    MultiPartParserError: BAD_MULTIPART,
}


def bad_input_message(exc: Exception) -> str | None:
    """The message for an exception that means the input was bad, or None for a real fault."""
    if isinstance(exc, DjangoValidationError):
        return " ".join(exc.messages) or OUT_OF_RANGE
    for kind, message in BAD_INPUT_ERRORS.items():
        if isinstance(exc, kind):
            return message
    return None
