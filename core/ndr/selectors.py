"""Reads of failed deliveries: the desk's queue (flagged first, then the nearest deadline), one case,
the customer's case by link or by order, the dates a customer may choose, and the flag."""

from datetime import date, datetime, timedelta

from django.conf import settings
from django.db.models import BooleanField, Case, IntegerField, Q, QuerySet, Value, When
from django.utils import timezone

from core.common.errors import get_or_not_found
from core.ndr.links import case_id_from
from core.ndr.models import NdrAction, NdrCase, NdrStatus

LIVE = (NdrStatus.OPEN, NdrStatus.ANSWERED, NdrStatus.ACTIONED)
WAITING = (NdrStatus.OPEN, NdrStatus.ANSWERED)  # no action taken since the last attempt
SUNDAY = 6


def reattempt_dates(*, today: date | None = None) -> list[date]:
    """The days a customer may ask for another attempt: the next three, without Sundays (couriers
    in India mostly do not deliver on Sundays)."""
    today = today or timezone.localdate()
    days = (today + timedelta(days=n) for n in range(1, 4))
    return [day for day in days if day.weekday() != SUNDAY]


def flag_q(now: datetime) -> Q:
    """A case the courier is about to return: past its attempts, or past its deadline with nothing done."""
    return Q(status__in=LIVE, attempts__gte=settings.NDR_MAX_ATTEMPTS) | Q(
        status__in=WAITING, deadline__lt=now
    )


def is_flagged(case: NdrCase, *, now: datetime | None = None) -> bool:
    now = now or timezone.now()
    if case.status not in LIVE:
        return False
    return case.attempts >= settings.NDR_MAX_ATTEMPTS or (case.status in WAITING and case.deadline < now)


def cases_queue(*, now: datetime | None = None) -> QuerySet[NdrCase]:
    """Every case with `flagged` (for sorting flagged first); the list filters to the live ones."""
    now = now or timezone.now()
    flagged = Case(When(flag_q(now), then=Value(True)), default=Value(False), output_field=BooleanField())
    rank = Case(When(flag_q(now), then=Value(0)), default=Value(1), output_field=IntegerField())
    return (
        NdrCase.objects.select_related("order", "order__customer", "shipment", "shipment__courier")
        .prefetch_related("actions")
        .annotate(flagged=flagged, urgency=rank)
    )


def queue_order(*, now: datetime | None = None) -> QuerySet[NdrCase]:
    """The cases with `flagged` and `urgency` (0: flagged), for reading a page's ids in the queue's
    order: nothing joined, nothing prefetched (core/ndr/office_rows.py reads the page's cases)."""
    now = now or timezone.now()
    flagged = Case(When(flag_q(now), then=Value(True)), default=Value(False), output_field=BooleanField())
    rank = Case(When(flag_q(now), then=Value(0)), default=Value(1), output_field=IntegerField())
    return NdrCase.objects.annotate(flagged=flagged, urgency=rank)


def live_filter(qs: QuerySet, value) -> QuerySet:
    if value in (True, "true"):
        return qs.filter(status__in=LIVE)
    if value in (False, "false"):
        return qs.filter(status=NdrStatus.CLOSED)
    raise ValueError(value)


def case_get(*, case_id: int) -> NdrCase:
    return get_or_not_found(cases_queue(), what="Failed delivery", pk=case_id)


def case_by_token(*, token: str) -> NdrCase:
    case_id = case_id_from(token)
    return get_or_not_found(
        NdrCase.objects.select_related("order", "shipment", "shipment__courier"),
        what="Failed delivery",
        pk=case_id,
    )


def order_case(*, order_id: str) -> NdrCase | None:
    """The order's newest failed delivery, for its tracking page."""
    return (
        NdrCase.objects.filter(order__order_id=order_id)
        .select_related("order", "shipment__courier")
        .order_by("-opened_at", "-id")
        .first()
    )


def live_case_for(*, shipment_id: int) -> NdrCase | None:
    return (
        NdrCase.objects.select_for_update()
        .filter(shipment_id=shipment_id, status__in=LIVE)
        .order_by("-opened_at")
        .first()
    )


def ndr_counts(*, now: datetime | None = None) -> dict[str, int]:
    """The dashboard's two numbers, read through the (status, deadline) index: live cases only,
    which the couriers' cut-offs keep few."""
    now = now or timezone.now()
    live = NdrCase.objects.filter(status__in=LIVE)
    return {"open": live.count(), "flagged": live.filter(flag_q(now)).count()}


def action_get(*, case_id: int, action_id: int) -> NdrAction:
    return get_or_not_found(NdrAction.objects.all(), what="Action", pk=action_id, case_id=case_id)
