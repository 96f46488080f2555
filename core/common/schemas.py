"""Schemas every API shares: the one error body, a plain message, and request bodies whose
required fields are documented."""

from collections.abc import Mapping
from typing import Annotated, Any, ClassVar

from ninja import Field, Schema
from pydantic import ConfigDict, Strict, field_validator, model_validator

from core.common.text import CONTROL_CHARACTERS, NOT_BLANK_TEXT, TEXT_PATTERN, has_control_characters

NOT_AN_OBJECT = "The request body must be a JSON object."
NOT_AN_OBJECT_FIELD = "This must be a JSON object with its fields, not a string, a number or a list."
NOT_BLANK = r"\S"  # JSON Schema: at least one character that is not a space

# A body's true/false and whole numbers are JSON's own: pydantic's lax mode would take 0 for false
# and false for 0, which the document does not allow.
JsonBool = Annotated[bool, Strict()]
JsonInt = Annotated[int, Strict()]


class ErrorOut(Schema):
    message: str
    code: str = Field(
        "", description="The message's stable code (core/error_codes.py): the storefront translates by it"
    )
    errors: dict[str, list[str]] = {}
    codes: dict[str, list[str]] = Field({}, description="Each field's messages' codes, in the same order")


class MessageOut(Schema):
    message: str


# Every endpoint declares these beside its success answer, so the OpenAPI document is complete.
CLIENT_ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut}
WITH_404 = {**CLIENT_ERRORS, 404: ErrorOut}


def _is(prop: dict[str, Any], kind: str) -> bool:
    return prop.get("type") == kind or any(p.get("type") == kind for p in prop.get("anyOf", ()))


def _document_required(schema: dict[str, Any], model: type) -> None:
    """The document says what the services require: the fields listed, each non-blank."""
    properties = schema.get("properties", {})
    names = [n for n in getattr(model, "required_fields", ()) if n in properties]
    if not names:
        return
    schema["required"] = sorted(set(schema.get("required", [])) | set(names))
    for name in names:
        prop = properties[name]
        prop.pop("default", None)  # a client must send it: nothing stands in for it
        if prop.get("type") == "string":
            prop.setdefault("minLength", 1)
            prop.setdefault("pattern", NOT_BLANK)
        elif _is(prop, "array") and prop.get("type") == "array":
            prop.setdefault("minItems", 1)


def _document_text(schema: dict[str, Any], model: type) -> None:
    """The document says that text refuses control characters: a pattern on every string (combined
    with the not-blank one where a field is required)."""
    _document_required(schema, model)
    for prop in schema.get("properties", {}).values():
        for part in (prop, *prop.get("anyOf", ()), prop.get("items") or {}):
            if part.get("type") != "string" or part.get("format") or part.get("enum"):
                continue
            if part.get("pattern") in (None, NOT_BLANK):
                part["pattern"] = TEXT_PATTERN if part.get("pattern") is None else NOT_BLANK_TEXT
    return None


class TextIn(Schema):
    """Input whose text is refused when it holds control characters (NUL and the other C0 ones
    but tab, line feed and carriage return; DEL): SQLite stored them and PostgreSQL refused NUL with a
    generic error. The one place for every body's text: each field answers its own error."""

    model_config = ConfigDict(json_schema_extra=_document_text)

    @model_validator(mode="before")
    @classmethod
    def _an_object(cls, data: Any) -> Any:
        # ninja's schemas read attributes too (from_attributes), so a JSON string or list where an
        # object belongs (a /bulk `business` sent as "Tarang Textiles") would otherwise pass as an
        # object whose fields all take their defaults: silently dropped
        if not isinstance(getattr(data, "_obj", data), Mapping):
            raise ValueError(NOT_AN_OBJECT_FIELD)
        return data

    @field_validator("*", mode="after")
    @classmethod
    def _no_control_characters(cls, value: Any) -> Any:
        texts = value if isinstance(value, list | tuple) else (value,)
        if any(isinstance(t, str) and has_control_characters(t) for t in texts):
            raise ValueError(CONTROL_CHARACTERS)
        return value


class BodyIn(TextIn):
    """A request body: a JSON object (or a form's fields).

    The fields in `required_fields` are required in the OpenAPI document, and must not be blank
    (`minLength` 1, a non-space character), as the services demand; yet a missing or blank one
    still reaches the service as empty, which answers 400 with that field's own message: the
    specification's words where it has them ("Enter a valid 10-digit phone number", "Please enter
    a valid email address."...), not a generic one."""

    required_fields: ClassVar[tuple[str, ...]] = ()

    @model_validator(mode="before")
    @classmethod
    def _an_object(cls, data: Any) -> Any:  # the body's own message (TextIn's, for the whole body)
        if not isinstance(getattr(data, "_obj", data), Mapping):
            raise ValueError(NOT_AN_OBJECT)
        return data
