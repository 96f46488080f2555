"""An error body's words, without the codes that name them (core/error_codes.py)."""


def shown(body: dict) -> dict:
    return {key: value for key, value in body.items() if key not in ("code", "codes")}
