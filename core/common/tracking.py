"""A courier's tracking link: its URL template with the AWB number in place of `{awb}`."""

from urllib.parse import quote


def tracking_link(template: str | None, awb: str | None) -> str:
    """'' when the courier has no template (hand delivery) or the parcel no AWB yet."""
    if not template or not awb:
        return ""
    return template.replace("{awb}", quote(awb, safe=""))
