"""The shop's one error type. Services raise it; the API turns it into the one error body."""

from enum import IntEnum


class ErrorStatus(IntEnum):
    BAD_REQUEST = 400
    UNAUTHORIZED = 401
    FORBIDDEN = 403
    NOT_FOUND = 404
    CONFLICT = 409
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
