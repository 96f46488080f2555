"""What the team sees of each line's design: a bag of three catalogue
designs and an exchange's replacement, on the office's order list (the board's cards) and page, the
print floor's job sheet and pack; and the replacement's delivery challan instead of a tax invoice."""

import io
import json
import zipfile

import pytest
from pypdf import PdfReader

from core.invoices.models import Invoice
from core.invoices.numbering import financial_year, year_label
from core.office.tests.calls import get_list
from core.orders.models import Order, OrderLine
from core.reorders.services import order_design_save
from core.returns.services import steps
from core.returns.services.requests import LineAsk
from core.returns.tests.factories import ask, catalogue_item, delivered_order, received

pytestmark = pytest.mark.django_db

PICTURES = {"Medieval Pink": "/brevity/medieval-pink-1.jpg", "Kolam": "/brevity/kolam-1.jpg"}
EDITABLE = {"front": {"version": "5.3.0", "objects": [{"type": "textbox", "text": "Rangrez"}]}}


def _bag(customer) -> Order:
    """A delivered bag order: three catalogue designs, each in M x 1."""
    order = delivered_order(customer, lines=[("M", 1), ("M", 1), ("M", 1)], catalogue=False)
    for line, name in zip(order.lines.order_by("id"), ["Medieval Pink", "Kolam", "Jaipur Blue"], strict=True):
        item = catalogue_item()
        item.name, item.images = name, [PICTURES[name]] if name in PICTURES else []
        item.save()
        OrderLine.objects.filter(pk=line.pk).update(catalogue_item=item)
    return order


def _exchange(order: Order, owner, *, sizes: dict[int, str], reason="size_exchange") -> Order:
    """Exchange the order's lines (line id -> new size) and answer the replacement order."""
    lines = [LineAsk(line_id=pk, quantity=1, exchange_size=size) for pk, size in sizes.items()]
    ret = received(ask(order, kind="exchange", reason=reason, lines=lines), owner)
    return steps.return_exchange(ret=ret, actor=owner).replacement_order


def _pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def _pack(client, order: Order) -> zipfile.ZipFile:
    response = client.get(f"/api/office/orders/{order.order_id}/pack.zip")
    assert response.status_code == 200
    return zipfile.ZipFile(io.BytesIO(response.content))


def _sheet(archive: zipfile.ZipFile, order: Order) -> str:
    return _pdf_text(archive.read(f"{order.order_id}/{order.order_id}-job-sheet.pdf"))


def _row(client, order: Order) -> dict:
    rows = get_list(client, "orders", filter={"q": order.order_id}).json()
    return next(r for r in rows if r["order_id"] == order.order_id)


BAG_DESIGNS = [
    {"size": "M", "quantity": 1, "design": "Medieval Pink", "picture": PICTURES["Medieval Pink"]},
    {"size": "M", "quantity": 1, "design": "Kolam", "picture": PICTURES["Kolam"]},
    {"size": "M", "quantity": 1, "design": "Jaipur Blue", "picture": None},
]


def _named(designs: list[dict]) -> list[dict]:
    return [{k: d[k] for k in ("size", "quantity", "design", "picture")} for d in designs]


def test_a_bag_of_three_designs_names_each_lines_design_on_the_card_page_and_job_sheet(
    customer, staff_client
):
    bag = _bag(customer)
    # the board's card (a row of the office's orders list)
    assert _named(_row(staff_client, bag)["designs"]) == BAG_DESIGNS
    # the order page
    page = staff_client.get(f"/api/office/orders/{bag.order_id}").json()
    assert [(ln["size"], ln["design"], ln["picture"]) for ln in page["lines"]] == [
        (d["size"], d["design"], d["picture"]) for d in BAG_DESIGNS
    ]
    # the print floor's job sheet
    text = _sheet(_pack(staff_client, bag), bag)
    for name in ("Medieval Pink", "Kolam", "Jaipur Blue"):
        assert f"M {name} 1" in text


def test_the_orders_list_reads_every_lines_design_in_a_constant_number_of_queries(
    customer, staff_client, django_assert_num_queries
):
    _bag(customer)
    # session, user, the total (maintained counts), the page's ids, their rows with every line's
    # design as JSON
    with django_assert_num_queries(5) as one:
        assert len(get_list(staff_client, "orders", filter={"status": "delivered"}).json()) == 1
    for _ in range(4):
        _bag(customer)
    with django_assert_num_queries(len(one.captured_queries)):
        rows = get_list(staff_client, "orders", filter={"status": "delivered"}).json()
    assert len(rows) == 5 and all(_named(r["designs"]) == BAG_DESIGNS for r in rows)


def test_a_bag_orders_replacement_shows_the_exchanged_lines_designs(customer, owner, staff_client):
    bag = _bag(customer)
    first, _, third = bag.lines.order_by("id")
    replacement = _exchange(bag, owner, sizes={first.pk: "L", third.pk: "S"})

    row = _row(staff_client, replacement)
    assert row["replacement_of"] == bag.order_id
    assert [(d["size"], d["design"]) for d in row["designs"]] == [
        ("L", "Medieval Pink"),
        ("S", "Jaipur Blue"),
    ]
    page = staff_client.get(f"/api/office/orders/{replacement.order_id}").json()
    assert [(ln["size"], ln["design"]) for ln in page["lines"]] == [
        ("L", "Medieval Pink"),
        ("S", "Jaipur Blue"),
    ]
    text = _sheet(_pack(staff_client, replacement), replacement)
    assert f"Replaces {bag.order_id}" in text
    assert "L Medieval Pink 1" in text and "S Jaipur Blue 1" in text


def test_a_studio_orders_replacement_carries_its_print_files_and_editable_design(
    customer, owner, staff_client
):
    original = delivered_order(customer, catalogue=False, designs=True, lines=[("M", 1)])
    order_design_save(order=original, design=EDITABLE)
    line = original.lines.get()
    replacement = _exchange(original, owner, sizes={line.pk: "L"}, reason="wrong_size")

    row = _row(staff_client, replacement)
    assert row["designs"][0]["design"] == "Own design: front, back"
    assert row["front"] == f"/api/orders/{replacement.order_id}/design/front/"
    assert row["back"] == f"/api/orders/{replacement.order_id}/design/back/"
    front = staff_client.get(row["front"])
    with original.front_image.open("rb") as fh:
        assert front.status_code == 200 and b"".join(front) == fh.read()

    archive = _pack(staff_client, replacement)
    folder = replacement.order_id
    assert sorted(archive.namelist()) == sorted(
        f"{folder}/{folder}-{name}" for name in ("back.png", "design.json", "front.png", "job-sheet.pdf")
    )
    assert json.loads(archive.read(f"{folder}/{folder}-design.json")) == EDITABLE
    text = _sheet(archive, replacement)
    assert f"Replaces {original.order_id}" in text and "L Own design: front, back 1" in text
    assert f"Editable design: {folder}-design.json" in text


def test_a_replacement_moves_under_a_delivery_challan_not_a_tax_invoice(customer, owner, staff_client):
    original = _bag(customer)
    invoice = Invoice.objects.get(order=original, kind=Invoice.Kind.INVOICE)
    lines = list(original.lines.order_by("id"))
    first = _exchange(original, owner, sizes={lines[0].pk: "L"})
    second = _exchange(original, owner, sizes={lines[1].pk: "S"})

    # CGST Rule 55(1)(c): no tax invoice for goods sent again without consideration, a challan instead
    assert not Invoice.objects.filter(order__in=[first, second]).exclude(kind=Invoice.Kind.CHALLAN).exists()
    year = year_label(financial_year(invoice.issued_at.date()))
    challans = [Invoice.objects.get(order=o, kind=Invoice.Kind.CHALLAN) for o in (first, second)]
    assert [c.number for c in challans] == [f"DC/{year}/000001", f"DC/{year}/000002"]
    assert challans[0].total == 0 and [(r["description"], r["quantity"]) for r in challans[0].rows] == [
        ("Medieval Pink, size L", 1)
    ]
    # the RZ series goes on without a gap: the next sale takes the next number
    nxt = delivered_order(customer)
    assert Invoice.objects.get(order=nxt, kind=Invoice.Kind.INVOICE).sequence == invoice.sequence + 1

    # the team downloads it from the order like an invoice
    documents = staff_client.get(f"/api/office/orders/{first.order_id}/invoices").json()
    assert [(d["kind"], d["number"]) for d in documents] == [("challan", f"DC/{year}/000001")]
    assert documents[0]["pdf_url"] == f"/api/office/orders/{first.order_id}/challan.pdf"
    pdf = staff_client.get(documents[0]["pdf_url"])
    assert pdf.status_code == 200 and pdf["Content-Type"] == "application/pdf"
    text = _pdf_text(pdf.content)
    assert "DELIVERY CHALLAN" in text and f"DC/{year}/000001" in text and "TAX INVOICE" not in text
    assert original.order_id in text and invoice.number in text and "Medieval Pink, size L" in text
    assert staff_client.get(f"/api/office/orders/{first.order_id}/invoice.pdf").status_code == 404
