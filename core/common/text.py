"""Text a client sends: control characters are refused (core/common/schemas.py::TextIn applies it
to every request body's text fields).

NUL and the other C0 control characters but tab, line feed and carriage return, and DEL: no person
types them, SQLite stored them as they came, and PostgreSQL refuses NUL in text with a generic
error. A person's line breaks and tabs (a note, an address) stay allowed."""

import re

CONTROL_CHARACTERS = "This text contains control characters (such as NUL), which are not allowed."
_CONTROL = "\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f"
_FOUND = re.compile(f"[{_CONTROL}]")
# the same rule as the OpenAPI document's pattern (ECMA-262 and Python read it alike)
TEXT_PATTERN = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$"
NOT_BLANK_TEXT = (
    "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*"
    "[^\\s\\u0000-\\u001f\\u007f]"
    "[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$"
)


def has_control_characters(text: str) -> bool:
    return _FOUND.search(text) is not None
