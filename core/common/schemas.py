"""Schemas every API shares: the one error body, a plain message, and request bodies whose
required fields are documented."""

from typing import Any, ClassVar

from ninja import Schema
from pydantic import ConfigDict


class ErrorOut(Schema):
    message: str
    errors: dict[str, list[str]] = {}


class MessageOut(Schema):
    message: str


# Every endpoint declares these beside its success answer, so the OpenAPI document is complete.
CLIENT_ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut}
WITH_404 = {**CLIENT_ERRORS, 404: ErrorOut}


def _document_required(schema: dict[str, Any], model: type) -> None:
    names = [n for n in getattr(model, "required_fields", ()) if n in schema.get("properties", {})]
    if names:
        schema["required"] = sorted(set(schema.get("required", [])) | set(names))


class BodyIn(Schema):
    """A request body. The fields in `required_fields` are required in the OpenAPI document (a
    client must send them), yet a missing one still reaches the service as empty, which answers 400
    with that field's own message: the specification's words where it has them ("Enter a valid
    10-digit phone number", "Please enter a valid email address."...), not a generic one."""

    required_fields: ClassVar[tuple[str, ...]] = ()
    model_config = ConfigDict(json_schema_extra=_document_required)
