"""E-way bills for the back office (Accounts, the order desk and the owner): an order's state (needed?
number, validity), its bulk generation file and a day's, the number the portal gave and the reason
for moving without one. Mounted at /api/office/ by core/office/api.py."""

import json
from datetime import date, datetime
from decimal import Decimal

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from ninja import Field, Query, Router, Schema

from core.common.auth import staff
from core.common.ist import IST
from core.common.permissions import Perm
from core.common.schemas import WITH_404, BodyIn, JsonInt
from core.invoices.ewaybill import selectors, services
from core.orders.shipping.models import TransportMode

router = Router(tags=["office: e-way bills"])
EWAYBILL_WORK = staff(Perm.VIEW_ACCOUNTS, Perm.CHANGE_STATUS)
JSON_FILE = {"responses": {200: {"description": "JSON file", "content": {"application/json": {}}}}}


class EwayBillOut(Schema):
    needed: bool
    value: Decimal
    threshold: Decimal
    invoice_number: str | None
    number: str
    generated_at: datetime | None
    valid_until: datetime | None
    distance_km: int | None
    transport_mode: TransportMode
    vehicle_number: str
    no_number_reason: str
    expiring: bool


def _file(data: dict, name: str) -> HttpResponse:
    response = HttpResponse(json.dumps(data, indent=2), content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get("orders/{order_id}/ewaybill", auth=EWAYBILL_WORK, response={200: EwayBillOut, **WITH_404})
def ewaybill_show(request: HttpRequest, order_id: str):
    """Whether the order's consignment needs an e-way bill (rule 138(1)), and the one on record."""
    return selectors.ewaybill_status(order_id=order_id)


class DistanceIn(Schema):
    distance_km: int | None = Field(None, ge=0, le=4000, description="Part B; 0: the portal computes it")


@router.get(
    "orders/{order_id}/ewaybill.json",
    auth=EWAYBILL_WORK,
    response={200: None, **WITH_404},
    openapi_extra=JSON_FILE,
)
def ewaybill_file(request: HttpRequest, order_id: str, query: Query[DistanceIn]):
    """The order's e-way bill in the portal's bulk generation format (version 1.0.0621)."""
    data = selectors.ewaybill_file_of_order(order_id=order_id, distance_km=query.distance_km)
    return _file(data, f"ewaybill-{order_id}.json")


class EwayBillDayIn(Schema):
    day: date


@router.get("ewaybills.json", auth=EWAYBILL_WORK, response={200: None, **WITH_404}, openapi_extra=JSON_FILE)
def ewaybill_day_file(request: HttpRequest, query: Query[EwayBillDayIn]):
    """The day's consignments that need an e-way bill and have no number yet, in one file."""
    return _file(selectors.ewaybill_file_of_day(day=query.day), f"ewaybills-{query.day:%Y-%m-%d}.json")


class NumberIn(BodyIn):
    required_fields = ("number", "distance_km")
    number: str = Field("", max_length=20)
    generated_at: datetime | None = Field(None, description="When the portal generated it; now if left out")
    distance_km: JsonInt = Field(0, ge=0, le=100_000)
    transport_mode: TransportMode = TransportMode.ROAD
    vehicle_number: str = Field("", max_length=20)


@router.put("orders/{order_id}/ewaybill", auth=EWAYBILL_WORK, response={200: EwayBillOut, **WITH_404})
def ewaybill_enter(request: HttpRequest, order_id: str, payload: NumberIn):
    """Keep the e-way bill number the portal generated; its validity follows from the distance."""
    generated_at = payload.generated_at or timezone.now()
    if timezone.is_naive(generated_at):
        generated_at = generated_at.replace(tzinfo=IST)
    services.ewaybill_number_enter(
        order=selectors.order_of(order_id),
        number=payload.number,
        generated_at=generated_at,
        distance_km=payload.distance_km,
        transport_mode=payload.transport_mode,
        vehicle_number=payload.vehicle_number,
        actor=request.auth,
    )
    return selectors.ewaybill_status(order_id=order_id)


class ImportIn(BodyIn):
    """`content`: the portal's list (CSV or XLSX, at most 5 MB) as base64, or a data: URL."""

    required_fields = ("content",)
    file_name: str = Field("", max_length=200)
    content: str = Field("", max_length=7_000_000, pattern=r"^(data:[^,]{0,100},)?[A-Za-z0-9+/]+=*$")


class SkippedOut(Schema):
    row: int
    reason: str


class ImportOut(Schema):
    recorded: int
    skipped: list[SkippedOut]


@router.post("ewaybills/import", auth=EWAYBILL_WORK, response={200: ImportOut, **WITH_404})
def ewaybill_import(request: HttpRequest, payload: ImportIn):
    """The portal's list of generated e-way bills: each number kept with the invoice's order."""
    done = services.ewaybills_import(content=payload.content, actor=request.auth)
    return {"recorded": done.recorded, "skipped": [{"row": r, "reason": why} for r, why in done.skipped]}


class ReasonIn(BodyIn):
    required_fields = ("reason",)
    reason: str = Field("", max_length=300)


@router.put("orders/{order_id}/ewaybill/reason", auth=EWAYBILL_WORK, response={200: EwayBillOut, **WITH_404})
def ewaybill_reason(request: HttpRequest, order_id: str, payload: ReasonIn):
    """Why the consignment moves without an e-way bill number."""
    order = selectors.order_of(order_id)
    services.ewaybill_reason_enter(order=order, reason=payload.reason, actor=request.auth)
    return selectors.ewaybill_status(order_id=order_id)
