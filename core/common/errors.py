"""The shop's one error type, and the one collector that turns per-field problems into it.

Services raise ApplicationError; core/api.py turns it into the one error body
`{"message": ..., "code": ..., "errors": {field: [...]}, "codes": {field: [...]}}` (the codes name
the messages for the storefront's translations: core/error_codes.py).
"""

from dataclasses import dataclass, field
from enum import IntEnum

from django.db.models import Model, QuerySet

REQUIRED = "This field is required."
CHECK_FIELDS = "Please check the highlighted fields."


class ErrorStatus(IntEnum):
    BAD_REQUEST = 400
    UNAUTHORIZED = 401
    FORBIDDEN = 403
    NOT_FOUND = 404
    CONFLICT = 409
    GONE = 410
    TOO_MANY = 429


class ApplicationError(Exception):
    """A failure the user can understand: a message, optional per-field errors, an HTTP status."""

    def __init__(
        self,
        message: str,
        *,
        errors: dict[str, list[str]] | None = None,
        status: ErrorStatus = ErrorStatus.BAD_REQUEST,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.errors = errors or {}
        self.status = status


class NotLoggedIn(ApplicationError):
    def __init__(self, message: str = "Please log in first.") -> None:
        super().__init__(message, status=ErrorStatus.UNAUTHORIZED)


class NotAllowed(ApplicationError):
    def __init__(self, message: str = "You are not allowed to do this.") -> None:
        super().__init__(message, status=ErrorStatus.FORBIDDEN)


class NotFound(ApplicationError):
    def __init__(self, message: str = "Not found.") -> None:
        super().__init__(message, status=ErrorStatus.NOT_FOUND)


@dataclass
class FieldErrors:
    """Every problem of a form, per field, so the user sees them all at once.

    The message of the raised error: the field's own message when exactly one field is wrong and
    its message says what is wrong; otherwise the form's summary (e.g. "Registration failed...").
    """

    by_field: dict[str, list[str]] = field(default_factory=dict)

    def add(self, name: str, message: str) -> None:
        bucket = self.by_field.setdefault(name, [])
        if message not in bucket:
            bucket.append(message)

    def required(self, value: str | None, name: str) -> str:
        """The value without surrounding spaces; an empty one is recorded as missing."""
        cleaned = (value or "").strip()
        if not cleaned:
            self.add(name, REQUIRED)
        return cleaned

    def absorb(self, exc: ApplicationError, name: str) -> None:
        for key, messages in (exc.errors or {name: [exc.message]}).items():
            for message in messages:
                self.add(key, message)

    def as_error(self, summary: str = CHECK_FIELDS) -> ApplicationError | None:
        if not self.by_field:
            return None
        first = next(iter(self.by_field.values()))[0]
        one_clear_message = len(self.by_field) == 1 and first != REQUIRED
        return ApplicationError(first if one_clear_message else summary, errors=self.by_field)

    @staticmethod
    def single(name: str, message: str, *, status: ErrorStatus = ErrorStatus.BAD_REQUEST) -> ApplicationError:
        """The error for one wrong field, raised at once: its message is the field's."""
        return ApplicationError(message, errors={name: [message]}, status=status)

    def raise_if_any(self, summary: str = CHECK_FIELDS) -> None:
        error = self.as_error(summary)
        if error is not None:
            raise error


def get_or_not_found(queryset: QuerySet, *, what: str, **lookup) -> Model:
    """The one row `lookup` finds in `queryset`, or NotFound("<what> not found.")."""
    found = queryset.filter(**lookup).first()
    if found is None:
        raise NotFound(f"{what} not found.")
    return found


def schema_error_message(err: dict) -> str:
    """One problem the request's schema found (a pydantic error), in the shop's words."""
    kind, ctx = err.get("type", ""), err.get("ctx") or {}
    if kind == "json_invalid":
        return "This request body is not valid JSON."
    if kind == "missing":
        return REQUIRED
    if kind == "value_error" and ctx.get("error") is not None:
        return str(ctx["error"])
    if kind == "string_too_long":
        return f"This can be at most {ctx.get('max_length')} characters."
    if kind == "too_long":
        return f"This can have at most {ctx.get('max_length')} entries."
    if kind in ("less_than_equal", "greater_than_equal", "less_than", "greater_than"):
        low, high = ctx.get("ge", ctx.get("gt")), ctx.get("le", ctx.get("lt"))
        if low is not None and high is None:
            return f"This must be at least {low}."
        if high is not None and low is None:
            return f"This must be at most {high}."
    return err.get("msg", "Invalid value.")
