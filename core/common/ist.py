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


def ist_day_month(value: date) -> str:
    """'23/11': a chart's short label for a day."""
    return value.strftime("%d/%m")


def ist_month(value: date) -> str:
    """'November 2026': a month a report covers."""
    return value.strftime("%B %Y")


def ist_months(first: date, last: date) -> str:
    """'Oct 2026 to Dec 2026': the months a report covers, first to last."""
    return f"{first:%b %Y} to {last:%b %Y}"


def ist_delivery_day(value: date) -> str:
    """'Thu, 27 Nov': a day of delivery, short, as the storefront shows it."""
    return f"{value:%a}, {value.day} {value:%b}"


def ist_datetime(value: datetime | None) -> str:
    """'23/11/2026 23:36'; empty for None."""
    if value is None:
        return ""
    return in_ist(value).strftime("%d/%m/%Y %H:%M")
