"""Every date and time a person reads (screens, e-mails, PDFs, exports) is India time, IST
(Asia/Kolkata, UTC+05:30, no daylight saving), written dd/mm/yyyy and 24-hour hh:mm. Stored
times are UTC. These are the Python formatters; the back office and the storefront each have one
(`backoffice/src/format.ts`, `storefront/lib/format.ts`)."""

from datetime import date, datetime
from zoneinfo import ZoneInfo

IST = ZoneInfo("Asia/Kolkata")


def in_ist(value: datetime) -> datetime:
    """The moment in India time, whatever time zone is active."""
    return value.astimezone(IST)


def ist_date(value: datetime | date | None) -> str:
    """'23/11/2026'; a date is kept as that day; empty for None."""
    if value is None:
        return ""
    if isinstance(value, datetime):
        value = in_ist(value)
    return value.strftime("%d/%m/%Y")


def ist_datetime(value: datetime | None) -> str:
    """'23/11/2026 23:36'; empty for None."""
    if value is None:
        return ""
    return in_ist(value).strftime("%d/%m/%Y %H:%M")
