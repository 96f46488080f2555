"""Shipping labels and pickup manifests: the label's barcode scans back to the AWB, both PDFs say
what the courier needs (ship-to, cash to collect in rupees or Prepaid, weight and size, the return
address), the manifest's COD total is its parcels' sum, a day's labels cost the same queries for 3
parcels as for 9, and more than a board page of labels is written by a worker."""

import io
from datetime import timedelta
from decimal import Decimal

import pypdfium2
import pytest
import zxingcpp
from django.utils import timezone
from pypdf import PdfReader

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.exports.models import ExportJob, ExportStatus
from core.fulfilment.labels import selectors as label_selectors
from core.fulfilment.labels.manifest_pdf import Manifest
from core.fulfilment.labels.selectors import NOT_SHIPPED, day_orders, parcel_row
from core.invoices.models import InvoiceSettings
from core.jobs.tests.worker import run_ready_tasks
from core.orders.models import PaymentMethod, PaymentStatus
from core.orders.shipping.models import Courier, Shipment
from core.orders.shipping.services import order_ship
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def _ship(order, *, courier="Delhivery", awb="DL1234567890", **parcel):
    pk = Courier.objects.get(name=courier).pk
    return order_ship(order=order, courier_id=pk, awb=awb, actor=None, **parcel)


def _pages(data: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def _barcodes(data: bytes, page: int = 0) -> list[zxingcpp.Barcode]:
    """The page drawn at 300 dpi, as a printer would, and every barcode a scanner finds on it."""
    pdf = pypdfium2.PdfDocument(data)
    image = pdf[page].render(scale=300 / 72).to_pil()
    return zxingcpp.read_barcodes(image)


@pytest.fixture(autouse=True)
def _no_eway_bill_limit(settings):
    """These parcels' lakh amounts test the labels' digit grouping, not e-way bills (test_ewaybill.py)."""
    settings.EWAYBILL_THRESHOLD = Decimal("10000000")


def _today() -> str:
    return timezone.localdate().isoformat()


@pytest.fixture
def cod_order(customer):
    return OrderFactory(
        customer=customer,
        payment_method=PaymentMethod.COD,
        amount=Decimal("123456.50"),
        ship_name="Meera Iyer",
        ship_area="14 Residency Road",
        ship_landmark="Opposite Brigade Towers",
        ship_city="Bengaluru",
        ship_state="Karnataka",
        ship_pin_code="560025",
        ship_phone="9876543210",
        lines=[("M", 2), ("L", 1)],
    )


@pytest.fixture
def upi_order(customer):
    return OrderFactory(
        customer=customer, payment_method=PaymentMethod.UPI, payment_status=PaymentStatus.PAID
    )


def test_a_labels_barcode_scans_back_to_its_awb(staff_client, cod_order):
    _ship(cod_order, awb="DL-2611-90817263")
    response = staff_client.get(f"/api/office/orders/{cod_order.order_id}/label.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == f'attachment; filename="{cod_order.order_id}-label.pdf"'
    assert response["Cache-Control"] == "private, no-store"
    page = PdfReader(io.BytesIO(response.content)).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((288, 432), abs=0.1)
    found = _barcodes(response.content)
    assert [(b.text, b.format) for b in found] == [("DL-2611-90817263", zxingcpp.BarcodeFormat.Code128)]


def test_the_longest_awb_still_scans(staff_client, cod_order):
    awb = "1234567890ABCDEFGHIJ1234567890KLMNOPQRST"  # 40 characters, the most an AWB may have
    _ship(cod_order, awb=awb)
    response = staff_client.get(f"/api/office/orders/{cod_order.order_id}/label.pdf")
    assert [b.text for b in _barcodes(response.content)] == [awb]


def test_a_cod_label_says_what_to_collect_and_where_it_goes(staff_client, cod_order):
    InvoiceSettings.objects.update(trade_name="Rangrez Prints", phone="080 4567 8900")
    _ship(cod_order, weight_grams=720, length_cm=32, breadth_cm=26, height_cm=6)
    (text,) = _pages(staff_client.get(f"/api/office/orders/{cod_order.order_id}/label.pdf").content)
    for expected in (
        "Delhivery",
        "COD: collect ₹1,23,456.50",  # Indian digit grouping
        "AWB DL1234567890",
        "Meera Iyer",
        "14 Residency Road",
        "Opposite Brigade Towers",
        "Bengaluru, Karnataka",
        "PIN 560025",
        "Phone 9876543210",
        cod_order.order_id,
        "Pieces 3",
        "Weight 0.72 kg",
        "Size 32 × 26 × 6 cm",
        "Rangrez Prints",
        "Phone 080 4567 8900",
        f"Shipped {timezone.localdate():%d/%m/%Y}",
    ):
        assert expected in text
    assert "Prepaid" not in text


def test_a_paid_order_is_prepaid_and_gets_its_product_types_weight(staff_client, upi_order):
    _ship(upi_order)  # no weight or size entered: two T-shirts in a mailer
    (text,) = _pages(staff_client.get(f"/api/office/orders/{upi_order.order_id}/label.pdf").content)
    assert "Prepaid" in text and "COD" not in text and "₹" not in text
    assert "Weight 0.45 kg" in text and "Size 30 × 25 × 6 cm" in text
    assert Shipment.objects.get(order=upi_order).weight_grams == 450


def test_a_cod_order_marked_paid_is_prepaid(staff_client, cod_order):
    _ship(cod_order)
    cod_order.__class__.objects.filter(pk=cod_order.pk).update(payment_status=PaymentStatus.PAID)
    (text,) = _pages(staff_client.get(f"/api/office/orders/{cod_order.order_id}/label.pdf").content)
    assert "Prepaid" in text


def test_hand_delivery_prints_no_barcode(staff_client, upi_order):
    _ship(upi_order, courier="Hand delivery", awb="")
    data = staff_client.get(f"/api/office/orders/{upi_order.order_id}/label.pdf").content
    assert "No AWB: hand delivery" in _pages(data)[0] and _barcodes(data) == []


def test_an_order_not_shipped_has_no_label(staff_client, upi_order):
    response = staff_client.get(f"/api/office/orders/{upi_order.order_id}/label.pdf")
    assert response.status_code == 400
    assert response.json()["message"] == NOT_SHIPPED
    assert staff_client.get("/api/office/orders/RZ-NOSUCH/label.pdf").status_code == 404


def test_the_ship_dialog_proposes_a_parcel_and_refuses_a_silly_weight(staff_client, cod_order):
    proposed = staff_client.get(f"/api/office/orders/{cod_order.order_id}/parcel").json()
    assert proposed == {"weight_grams": 650, "length_cm": 30, "breadth_cm": 25, "height_cm": 8}
    courier = Courier.objects.get(name="Delhivery").pk
    body = {"courier_id": courier, "awb": "DL1234567890", "weight_grams": 0}
    response = staff_client.send("post", f"/api/office/orders/{cod_order.order_id}/ship", body)
    assert response.status_code in (400, 422)
    with pytest.raises(Exception, match="Enter 1 to 100,000 g"):
        _ship(cod_order, weight_grams=200_000)
    body["weight_grams"] = 900
    assert staff_client.send("post", f"/api/office/orders/{cod_order.order_id}/ship", body).status_code == 200
    shipped = staff_client.get(f"/api/office/orders/{cod_order.order_id}/parcel").json()
    assert shipped == {"weight_grams": 900, "length_cm": 30, "breadth_cm": 25, "height_cm": 8}


def _day_of_parcels(customer):
    """Today: three Delhivery parcels (two COD, one prepaid) and one Blue Dart; yesterday: one Delhivery."""
    amounts = (Decimal("1299.00"), Decimal("104850.50"))
    cod = [OrderFactory(customer=customer, payment_method=PaymentMethod.COD, amount=a) for a in amounts]
    prepaid = OrderFactory(customer=customer, payment_method="upi", payment_status=PaymentStatus.PAID)
    for n, order in enumerate([*cod, prepaid]):
        _ship(order, awb=f"DLV{n}00{n}1122")
    other = OrderFactory(customer=customer)
    _ship(other, courier="Blue Dart", awb="BD55554444")
    yesterday = OrderFactory(customer=customer)
    _ship(yesterday, awb="DLVOLD99887")
    Shipment.objects.filter(order=yesterday).update(shipped_at=timezone.now() - timedelta(days=1))
    return [*cod, prepaid], other, yesterday


def test_a_couriers_manifest_lists_the_days_parcels_and_their_cod_total(staff_client, customer):
    parcels, other, _ = _day_of_parcels(customer)
    courier = Courier.objects.get(name="Delhivery")
    response = staff_client.get(f"/api/office/manifest.pdf?day={_today()}&courier_id={courier.pk}")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf", response.content
    assert response["Content-Disposition"] == f'attachment; filename="manifest-delhivery-{_today()}.pdf"'
    text = "\n".join(_pages(response.content))
    rows = [parcel_row(o) for o in day_orders(day=timezone.localdate(), courier_id=courier.pk)]
    manifest = Manifest(courier="Delhivery", day=timezone.localdate(), rows=rows)
    # the total printed is the parcels' own sum, to the paisa
    assert manifest.cod_total == Decimal("1299.00") + Decimal("104850.50") == sum(r.cod_amount for r in rows)
    for expected in (
        "Pickup manifest",
        "Delhivery",
        f"Pickup day {timezone.localdate():%d/%m/%Y}",
        "Parcels: 3",
        "COD total: ₹1,06,149.50",
        "2 cash on delivery, 1 prepaid",
        "₹1,299.00",
        "₹1,04,850.50",
        "Prepaid",
        "Picked up by (Delhivery)",
        "Handed over by",
        "Signature",
        *(o.order_id for o in parcels),
        *(f"DLV{n}00{n}1122" for n in range(3)),
    ):
        assert expected in text
    assert "BD55554444" not in text and "DLVOLD99887" not in text and other.order_id not in text
    # every row's barcode scans to its AWB
    assert sorted(b.text for b in _barcodes(response.content)) == [f"DLV{n}00{n}1122" for n in range(3)]


def test_the_days_figures_before_printing(staff_client, customer):
    _day_of_parcels(customer)
    courier = Courier.objects.get(name="Delhivery")
    day = staff_client.get(f"/api/office/labels/day?day={_today()}&courier_id={courier.pk}").json()
    assert day == {"parcels": 3, "cod_parcels": 2, "cod_total": "106149.50"}
    every = staff_client.get(f"/api/office/labels/day?day={_today()}").json()
    assert every["parcels"] == 4
    yesterday = (timezone.localdate() - timedelta(days=1)).isoformat()
    assert staff_client.get(f"/api/office/labels/day?day={yesterday}").json()["parcels"] == 1


def test_a_couriers_day_is_one_query_and_an_unknown_courier_is_refused(
    staff_client, customer, monkeypatch, django_assert_num_queries
):
    _day_of_parcels(customer)
    delhivery, dtdc = (Courier.objects.get(name=n).pk for n in ("Delhivery", "DTDC"))
    url = f"/api/office/labels/day?day={_today()}&courier_id="
    staff_client.get(url + str(delhivery))
    with django_assert_num_queries(3):  # the user, the permissions, the courier's parcels summed
        day = staff_client.get(url + str(delhivery)).json()
    assert day == {"parcels": 3, "cod_parcels": 2, "cod_total": "106149.50"}
    assert staff_client.get(url + str(dtdc)).json() == {"parcels": 0, "cod_parcels": 0, "cod_total": "0.00"}
    unknown = staff_client.get(url + "999999")
    assert unknown.status_code == 400 and unknown.json()["errors"] == {"courier_id": ["Choose a courier."]}
    monkeypatch.setattr(label_selectors, "PARCELS_MAX", 2)
    assert staff_client.get(url + str(delhivery)).json() == {
        "parcels": 3,
        "cod_parcels": 0,
        "cod_total": "0.00",
    }


def test_a_day_of_more_parcels_than_a_pickup_holds_says_so_without_reading_them(
    staff_client, customer, monkeypatch, django_assert_max_num_queries
):
    _day_of_parcels(customer)
    monkeypatch.setattr(label_selectors, "PARCELS_MAX", 3)
    with django_assert_max_num_queries(3):  # the user, the permissions, the shipments of the day counted
        every = staff_client.get(f"/api/office/labels/day?day={_today()}").json()
    assert every == {"parcels": 4, "cod_parcels": 0, "cod_total": "0.00"}


def test_a_manifest_needs_a_courier_a_day_and_parcels(staff_client, customer):
    courier = Courier.objects.get(name="DTDC").pk
    no_courier = staff_client.get(f"/api/office/manifest.pdf?day={_today()}")
    assert no_courier.status_code in (400, 422)
    bad_day = staff_client.get(f"/api/office/manifest.pdf?day=26-11-2026&courier_id={courier}")
    assert bad_day.status_code == 400 and bad_day.json()["errors"] == {"day": ["Enter a day (YYYY-MM-DD)."]}
    empty = staff_client.get(f"/api/office/manifest.pdf?day={_today()}&courier_id={courier}")
    assert empty.status_code == 400 and empty.json()["message"] == "No parcels were shipped that day."


def test_a_days_labels_one_page_each_in_a_constant_number_of_queries(
    staff_client, customer, django_assert_max_num_queries
):
    def labels_with(n):
        for order in [OrderFactory(customer=customer, lines=[("M", 1), ("L", 2)]) for _ in range(n)]:
            _ship(order, awb=f"DL{order.pk:08d}")
        with django_assert_max_num_queries(8) as captured:
            response = staff_client.get(f"/api/office/labels.pdf?day={_today()}")
        return response, len(captured.captured_queries)

    three, queries_3 = labels_with(3)
    nine, queries_9 = labels_with(6)
    assert queries_3 == queries_9
    pages = _pages(nine.content)
    assert len(pages) == 9 and all("Pieces 3" in page for page in pages)


def test_ticked_orders_labels_skip_those_not_shipped(staff_client, cod_order, upi_order):
    _ship(cod_order)
    url = f"/api/office/labels.pdf?order_ids={cod_order.order_id}&order_ids={upi_order.order_id}"
    pages = _pages(staff_client.get(url).content)
    assert len(pages) == 1 and cod_order.order_id in pages[0]


def test_more_than_a_page_of_labels_is_written_by_a_worker(
    staff_client, customer, django_capture_on_commit_callbacks
):
    for _ in range(26):
        order = OrderFactory(customer=customer)
        _ship(order, awb=f"DL{order.pk:08d}")
    refused = staff_client.get(f"/api/office/labels.pdf?day={_today()}")
    assert refused.status_code == 400 and "background job" in refused.json()["message"]
    with django_capture_on_commit_callbacks(execute=True):
        started = staff_client.send("post", "/api/office/exports", {"level": "labels", "day": _today()})
    assert started.status_code == 202, started.content
    assert run_ready_tasks() == 1
    job = ExportJob.objects.get(pk=started.json()["id"])
    assert job.status == ExportStatus.DONE and job.rows_done == job.rows_total == 26
    file = staff_client.get(f"/api/office/exports/{job.id}/file")
    data = b"".join(file.streaming_content)
    assert data.startswith(b"%PDF") and len(_pages(data)) == 26
    assert file["Content-Disposition"].endswith("-labels-" + str(job.id) + '.pdf"')


def test_the_print_floor_may_not_print_labels_nor_start_them(customer):
    order = OrderFactory(customer=customer)
    _ship(order)
    floor = JsonClient()
    floor.force_login(StaffFactory(role=Role.PRINT_FLOOR))
    assert floor.get(f"/api/office/orders/{order.order_id}/label.pdf").status_code == 403
    started = floor.send("post", "/api/office/exports", {"level": "labels", "order_ids": [order.order_id]})
    assert started.status_code == 403
    desk = JsonClient()
    desk.force_login(StaffFactory(role=Role.ORDER_DESK))
    started = desk.send("post", "/api/office/exports", {"level": "labels", "order_ids": [order.order_id]})
    assert started.status_code == 202


def test_a_labels_export_of_a_day_that_is_no_date_is_refused(staff_client):
    refused = staff_client.send("post", "/api/office/exports", {"level": "labels", "day": "AAA"})
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"day": ["Enter a date."]}
