"""A GSTR-1 return period: a month, or a quarter of the financial year (QRMP scheme, CGST Rule 59(1)
proviso and Notification 84/2020-CT: April-June, July-September, October-December, January-March).
The portal names a period by its last month, "MMYYYY" (`fp`)."""

import re
from dataclasses import dataclass
from datetime import date, datetime, time

from core.common.ist import IST, ist_month, ist_months

MONTH = re.compile(r"^(20[0-9]{2})-(0[1-9]|1[0-2])$")
SPANS = ("month", "quarter")
BAD_MONTH = "Choose a month (YYYY-MM)."
BAD_SPAN = "Choose month or quarter."


@dataclass(frozen=True)
class Period:
    first: date  # the first day
    months: int  # 1 or 3

    @property
    def last_month(self) -> date:
        month = self.first.month + self.months - 1
        return date(self.first.year + (month - 1) // 12, (month - 1) % 12 + 1, 1)

    @property
    def after(self) -> date:
        """The first day after the period."""
        last = self.last_month
        return date(last.year + last.month // 12, last.month % 12 + 1, 1)

    @property
    def fp(self) -> str:
        return f"{self.last_month:%m%Y}"

    @property
    def label(self) -> str:
        if self.months == 1:
            return ist_month(self.first)
        return ist_months(self.first, self.last_month)

    def bounds(self) -> tuple[datetime, datetime]:
        """The period's start and end as aware times: documents dated by the shop's day in India."""
        return (
            datetime.combine(self.first, time.min, tzinfo=IST),
            datetime.combine(self.after, time.min, tzinfo=IST),
        )


def period_of(month: str, span: str = "month") -> Period:
    """The month "YYYY-MM", or the financial year's quarter holding it. ValueError when malformed."""
    found = MONTH.match(month or "")
    if not found:
        raise ValueError(BAD_MONTH)
    if span not in SPANS:
        raise ValueError(BAD_SPAN)
    year, number = int(found.group(1)), int(found.group(2))
    if span == "month":
        return Period(date(year, number, 1), 1)
    start = number - (number - 1) % 3  # quarters start in Jan, Apr, Jul, Oct
    return Period(date(year, start, 1), 3)
