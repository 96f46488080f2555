"""Labels and pickup manifests for the back office (staff who ship orders: Perm.CHANGE_STATUS).

One order's label, the ticked orders' or a day's labels (at most a board page on the request; more
through an export job of level "labels", core.exports), what a day holds before printing, and a
courier's pickup manifest for a day. PDFs are private: no-store, downloaded with the session."""

from decimal import Decimal

from django.http import HttpRequest, HttpResponse
from ninja import Field, Query, Router, Schema

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import WITH_404
from core.fulfilment.labels import selectors
from core.fulfilment.labels.label_pdf import render_labels
from core.fulfilment.labels.manifest_pdf import Manifest, render_manifest
from core.fulfilment.names import safe_name

router = Router(tags=["office: labels and manifests"])

PDF = {"responses": {200: {"description": "PDF", "content": {"application/pdf": {}}}}}
DAY = {"type": "string", "format": "date"}


class DayIn(Schema):
    day: str = Field(
        ..., max_length=10, json_schema_extra=DAY, description="The shipping day (IST), YYYY-MM-DD."
    )
    courier_id: int | None = Field(None, ge=1, le=2**63 - 1)


class LabelsIn(Schema):
    """The ticked orders (`order_ids`, shipped ones only), else a day's parcels (a courier's when given)."""

    order_ids: list[str] | None = Field(None, max_length=selectors.LABELS_AT_ONCE)
    day: str | None = Field(None, max_length=10, json_schema_extra={"anyOf": [DAY, {"type": "null"}]})
    courier_id: int | None = Field(None, ge=1, le=2**63 - 1)


class DayParcelsOut(Schema):
    parcels: int  # at most PARCELS_MAX + 1: more than one pickup holds (then no cash figures)
    cod_parcels: int
    cod_total: Decimal


def _pdf(data: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(data, content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "orders/{order_id}/label.pdf",
    auth=staff(Perm.CHANGE_STATUS),
    response={200: None, **WITH_404},
    openapi_extra=PDF,
    summary="Download a shipped order's 4x6 label",
)
def order_label(request: HttpRequest, order_id: str):
    row = selectors.order_parcel(order_id=order_id)
    data, _ = render_labels([row], selectors.return_address())
    return _pdf(data, f"{safe_name(row.order_id)}-label.pdf")


@router.get(
    "labels.pdf",
    auth=staff(Perm.CHANGE_STATUS),
    response={200: None, **WITH_404},
    openapi_extra=PDF,
    summary="Download labels of the ticked orders or of a day",
)
def labels(request: HttpRequest, params: Query[LabelsIn]):
    """At most a board page of labels (25) on the request; more: an export job of level "labels"."""
    rows, shop = selectors.labels_rows(
        order_ids=params.order_ids,
        day=params.day,
        courier_id=params.courier_id,
        most=selectors.LABELS_AT_ONCE,
    )
    data, _ = render_labels(rows, shop)
    name = f"labels-{params.day}.pdf" if not params.order_ids and params.day else "labels.pdf"
    return _pdf(data, safe_name(name.removesuffix(".pdf")).lower() + ".pdf")


@router.get("labels/day", auth=staff(Perm.CHANGE_STATUS), response={200: DayParcelsOut, **WITH_404})
def labels_day(request: HttpRequest, params: Query[DayIn]):
    """How many parcels shipped that day (a courier's when given) and the cash on delivery they carry."""
    return selectors.day_parcels(day=params.day, courier_id=params.courier_id)


@router.get(
    "manifest.pdf",
    auth=staff(Perm.CHANGE_STATUS),
    response={200: None, **WITH_404},
    openapi_extra=PDF,
    summary="Download a courier's pickup manifest for a day",
)
def manifest(request: HttpRequest, params: Query[DayIn]):
    courier, day, rows, shop = selectors.manifest_rows(day=params.day, courier_id=params.courier_id)
    data = render_manifest(Manifest(courier=courier.name, day=day, rows=rows), shop)
    return _pdf(data, f"manifest-{safe_name(courier.name).lower()}-{day.isoformat()}.pdf")
