"""Reads of COD remittances: a file, its lines by group (a page, index order), the delivered COD
parcels no file has paid for after the courier's cycle, and each courier's ageing.

Nothing here counts or sums a table: a file's group sizes and totals are kept on the file when it
is read; what a courier owes is kept (CourierCod, CodDay); the ageing reads only the open days of
the few couriers (index cod_day_open), never the parcels."""

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db.models import F, QuerySet, Sum
from django.utils import timezone

from core.common.errors import ApplicationError, ErrorStatus
from core.orders.shipping.models import Courier
from core.receivables.selectors import BUCKETS, age_bucket
from core.remittances.models import CodDay, CodParcel, CourierCod, LineGroup, RemittanceFile, RemittanceLine

NOT_FOUND = "No such remittance file."
# couriers remit COD 7 to 10 days after delivery (Delhivery's and Shiprocket's standard cycles:
# https://www.courierbook.in/blog/cod-remittance-delayed-action-plan/)
DEFAULT_CYCLE_DAYS = 7
ZERO = Decimal("0.00")


def cycle_days(courier: Courier) -> int:
    """The courier's remittance cycle: settings.COD_REMITTANCE_CYCLE_DAYS by courier name, else 7."""
    return int(getattr(settings, "COD_REMITTANCE_CYCLE_DAYS", {}).get(courier.name, DEFAULT_CYCLE_DAYS))


def remittance_couriers() -> list[Courier]:
    """The couriers a remittance file may be for: those that give an AWB (a short table)."""
    return list(Courier.objects.filter(needs_awb=True).order_by("position", "name"))


def remittance_get(*, file_id: str) -> RemittanceFile:
    try:
        return RemittanceFile.objects.select_related("courier").get(pk=file_id)
    except (RemittanceFile.DoesNotExist, ValidationError):
        raise ApplicationError(NOT_FOUND, status=ErrorStatus.NOT_FOUND) from None


def remittances_recent() -> QuerySet[RemittanceFile]:
    """Newest first (index remittance_recent)."""
    return RemittanceFile.objects.select_related("courier")


def remittance_lines(
    *, upload: RemittanceFile, group: LineGroup, offset: int, limit: int
) -> list[RemittanceLine]:
    """A page of one group's lines, in file order (index remittance_line_group)."""
    lines = RemittanceLine.objects.filter(file=upload, group=group).order_by("row")
    return list(lines[offset : offset + limit])


def remittance_missing(
    *, upload: RemittanceFile, offset: int, limit: int, today: date | None = None
) -> list[CodParcel]:
    """The courier's delivered COD parcels that no file has paid for, delivered more than its
    cycle ago, oldest first (index cod_parcel_unremitted)."""
    cutoff = (today or timezone.localdate()) - timedelta(days=cycle_days(upload.courier))
    parcels = CodParcel.objects.filter(
        courier_id=upload.courier_id, line__isnull=True, delivered_on__isnull=False, delivered_on__lte=cutoff
    ).order_by("delivered_on", "id")
    return list(parcels[offset : offset + limit])


@dataclass
class CourierAgeing:
    courier: Courier
    delivered: Decimal
    remitted: Decimal
    parcels: int
    buckets: dict[str, Decimal] = field(default_factory=dict)

    @property
    def owed(self) -> Decimal:
        return self.delivered - self.remitted


def courier_ageing(today: date | None = None) -> list[CourierAgeing]:
    """Each courier's COD owed, by days past its due date (the day plus the courier's cycle), in
    the receivables' columns; three queries, whatever the number of parcels or of days: the open
    days older than every courier's last column's start are summed per courier by the database
    (they are all in that column), the newer ones (a hundred days or so a courier) read one by one
    (index cod_day_open)."""
    today = today or timezone.localdate()
    rows = {
        kept.courier_id: CourierAgeing(kept.courier, kept.delivered, kept.remitted, kept.parcels)
        for kept in CourierCod.objects.select_related("courier").order_by("courier__name")
    }
    for row in rows.values():
        row.buckets = {"not_due": ZERO, **{name: ZERO for name, _, _ in BUCKETS}}
    if not rows:
        return []
    last_name, last_from, _ = BUCKETS[-1]
    longest = max(cycle_days(row.courier) for row in rows.values())
    # a day on or before this is at least `last_from` days past its due date, whatever the courier
    old = today - timedelta(days=longest + last_from)
    open_days = CodDay.objects.filter(open=True, courier_id__in=list(rows))
    sums = (
        open_days.filter(day__lte=old).values("courier_id").annotate(owed=Sum(F("delivered") - F("remitted")))
    )
    for courier_id, owed in sums.order_by().values_list("courier_id", "owed"):
        rows[courier_id].buckets[last_name] += owed
    days = open_days.filter(day__gt=old).values_list("courier_id", "day", "delivered", "remitted")
    for courier_id, day, delivered, remitted in days:
        row = rows[courier_id]
        due_on = day + timedelta(days=cycle_days(row.courier))
        row.buckets[age_bucket(due_on, today)] += delivered - remitted
    return list(rows.values())
