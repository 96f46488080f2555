"""The API benchmark's courier desk and books (scripts/bench_api.py imports it): an order's parcel and
its scans, the scans no shipment has, the RTO refunds due and the RTO chart, the NDR desk's queue and
counts and one case, the customer's failed delivery (by order and by the e-mail's link), the COD
remittance files, their lines and the parcels missing from them, what couriers owe, the gateway's
settlements and their mismatches, an order's e-way bill, the margins' charts and a month's orders;
and the values they need from the seeded database (scripts/bench_desk_fill.py fills their tables).
Names start with "desk:" or "books:" (BENCH_ONLY="desk|books|baseline")."""

import json
import urllib.parse


def _page(resource: str, sort: list[str] | None = None, **filters) -> str:
    params = {
        "range": [0, 24],
        **({"sort": sort} if sort else {}),
        **({"filter": filters} if filters else {}),
    }
    return f"/api/office/{resource}?" + urllib.parse.urlencode({k: json.dumps(v) for k, v in params.items()})


def desk_endpoints(facts: dict) -> list[tuple[str, str, str]]:
    admin, office = "admin", "/api/office"
    remittance = f"{office}/remittances/{facts['remittance']}"
    return [
        (
            "desk: an order's parcel and scans",
            admin,
            f"{office}/orders/{facts['scanned_order']}/courier-tracking",
        ),
        ("desk: scans of no shipment", admin, f"{office}/courier-events/unmatched?limit=50"),
        ("desk: RTO refunds due", admin, f"{office}/rto-refunds?limit=50"),
        ("desk: RTO rate by courier", admin, f"{office}/rto-rates?by=courier"),
        ("desk: RTO rate by PIN prefix", admin, f"{office}/rto-rates?by=pin_prefix"),
        ("desk: NDR cases, live (the queue)", admin, _page("ndr-cases", live=True)),
        ("desk: NDR cases, all", admin, _page("ndr-cases")),
        ("desk: NDR cases, flagged", admin, _page("ndr-cases", live=True, flagged=True)),
        ("desk: NDR counts", admin, f"{office}/ndr-cases/counts"),
        ("desk: NDR case", admin, f"{office}/ndr-cases/{facts['ndr_case']}"),
        ("desk: customer's failed delivery (by link)", "customer", f"/api/ndr/{facts['ndr_token']}/"),
        (
            "desk: customer's order's delivery attempt",
            "customer",
            f"/api/orders/{facts['customer_ndr_order']}/delivery-attempt/",
        ),
        ("desk: remittance files, 25 newest", admin, _page("remittances", ["created_at", "DESC"])),
        ("desk: remittance files of a courier", admin, _page("remittances", courier_id=facts["courier_id"])),
        ("desk: remittance file", admin, remittance),
        ("desk: remittance lines, exact", admin, f"{remittance}/lines?group=exact"),
        ("desk: remittance lines, short", admin, f"{remittance}/lines?group=short"),
        ("desk: COD parcels missing from files", admin, f"{remittance}/missing"),
        ("desk: COD ageing per courier", admin, f"{office}/cod-ageing"),
        ("desk: remittance couriers", admin, f"{office}/remittance-couriers"),
        ("books: settlement reports", admin, f"{office}/settlement-reports"),
        ("books: settlements, 25 newest", admin, _page("settlements", ["settled_on", "DESC"])),
        ("books: settlement", admin, f"{office}/settlements/{facts['settlement']}"),
        ("books: settlement lines", admin, f"{office}/settlements/{facts['settlement']}/lines"),
        ("books: settlement mismatches", admin, f"{office}/settlements/mismatches"),
        ("books: settlement mismatches, page 3", admin, f"{office}/settlements/mismatches?offset=100"),
        ("books: an order's e-way bill", admin, f"{office}/orders/{facts['ewaybill_order']}/ewaybill"),
        (
            "books: an order's e-way bill, over the limit",
            admin,
            f"{office}/orders/{facts['big_order']}/ewaybill",
        ),
        ("books: an order's e-way bill JSON", admin, f"{office}/orders/{facts['big_order']}/ewaybill.json"),
        ("books: the day's e-way bill JSON", admin, f"{office}/ewaybills.json?day={facts['ewaybill_day']}"),
        ("books: margins, 12 months", admin, f"{office}/margins/months?month={facts['month']}"),
        ("books: margins, a month's summary", admin, f"{office}/margins/summary?month={facts['month']}"),
        (
            "books: margins, a month's orders, losses first",
            admin,
            _page("margin-orders", month=facts["month"]),
        ),
        (
            "books: margins, a month's orders of a product type",
            admin,
            _page("margin-orders", month=facts["month"], product_type_id=facts["product_type"]),
        ),
        ("books: margins, this month's orders", admin, _page("margin-orders")),
        ("books: an order's margin", admin, f"{office}/margin-orders/{facts['margin_order']}"),
        ("books: margin settings", admin, f"{office}/margins/settings"),
    ]


def desk_facts(customer) -> dict:
    """The newest scanned parcel's order, a live NDR case and its link, the customer's order with a
    failed delivery (else their newest), the biggest remittance file of the busiest courier, the
    newest settlement, an order with an e-way bill, last month and its commonest product type."""
    from datetime import timedelta

    from django.utils import timezone

    from core.couriers.models import CourierEvent
    from core.margins.models import OrderMargin
    from core.ndr.links import case_token
    from core.ndr.models import NdrCase
    from core.orders.models import Order
    from core.orders.shipping.models import EwayBill
    from core.payments.settlements.models import Settlement
    from core.remittances.models import RemittanceFile

    scanned = (
        CourierEvent.objects.filter(order__isnull=False).order_by("-id").values_list("order_id", flat=True)
    )
    case = NdrCase.objects.filter(status="open").order_by("-opened_at").first() or NdrCase.objects.first()
    mine = NdrCase.objects.filter(order__customer=customer).values_list("order__order_id", flat=True).first()
    mine = (
        mine
        or Order.objects.filter(customer=customer)
        .order_by("-created_at")
        .values_list("order_id", flat=True)[0]
    )
    remittance = RemittanceFile.objects.order_by("-created_at").first()
    today = timezone.localdate()
    month = (today.replace(day=1) - timedelta(days=1)).replace(day=1)
    margin = OrderMargin.objects.filter(month=month).order_by("margin", "id").first()
    return {
        "scanned_order": Order.objects.get(pk=scanned[0]).order_id,
        "ndr_case": case.pk,
        "ndr_token": case_token(case.pk),
        "customer_ndr_order": mine,
        "remittance": remittance.pk,
        "courier_id": remittance.courier_id,
        "settlement": Settlement.objects.order_by("-settled_on", "-id").values_list("pk", flat=True)[0],
        "ewaybill_order": EwayBill.objects.order_by("-id").values_list("order__order_id", flat=True)[0],
        **_big_orders(),
        "month": month.strftime("%Y-%m"),
        "product_type": margin.product_type_id,
        "margin_order": margin.order.order_id,
    }


def _big_orders() -> dict:
    """The newest business consignment over the limit waiting for its e-way bill number, and its
    invoice's day (IST): the day's file lists it (scripts/bench_ewaybill_fill.py)."""
    from core.common.ist import IST
    from core.invoices.models import Invoice
    from core.orders.shipping.ewaybill import ewaybill_hint

    waiting = (
        Invoice.objects.filter(kind="invoice", order__amount__gt=50_000, order__ewaybill__isnull=True)
        .order_by("-issued_at")
        .values_list("order__order_id", "issued_at", "total")
    )
    if not waiting:  # no fill yet: those endpoints answer 404 (bench_api.py run stops on it)
        return {"big_order": "RZ-NONE", "ewaybill_day": "2020-01-01"}
    order_id, issued, total = waiting[0]
    assert ewaybill_hint(total)
    return {"big_order": order_id, "ewaybill_day": f"{issued.astimezone(IST):%Y-%m-%d}"}
