"""A test month (November 2026) of sales, a credit note, money received and supplier invoices, made
through the shop's own services (invoices and credit notes issued as in the shop)."""

from datetime import date
from decimal import Decimal
from xml.etree import ElementTree

from core.accounts.tests.factories import StaffFactory
from core.banking.models import UpiReceipt
from core.gst.tests.months import change, ist, make_order
from core.orders.models import Order
from core.payments.models import GatewayPayment, GatewayPaymentStatus
from core.purchasing.services import ReceivedIn, purchase_order_receive
from core.purchasing.tests.factories import purchase, supplier
from core.stock.tests.factories import blank

BUYERS = ["29AABCT1332L1ZA", "27AAPFU0939F1ZV"]
PLACES = {"Delhi": "110017", "Maharashtra": "411001", "Karnataka": "560001"}


def sale(*, state: str, lines, gstin: str = "", product: str = "tshirts", shipping=Decimal("0")) -> Order:
    order = make_order(
        state="Delhi", lines=lines, placed=ist(2026, 10, 30), product=product, shipping=shipping
    )
    business = {"business_gstin": gstin, "business_name": f"Buyer {gstin[:2]}" if gstin else ""}
    Order.objects.filter(pk=order.pk).update(ship_state=state, ship_pin_code=PLACES[state], **business)
    order.refresh_from_db()
    return order


def receive(order, day: date, number: str) -> None:
    purchase_order_receive(
        order=order,
        lines=[ReceivedIn(line_id=line.pk, quantity=line.to_come) for line in order.lines.all()],
        supplier_invoice_number=number,
        supplier_invoice_date=day,
        actor=None,
    )


def november() -> dict:
    """Two B2C sales (in Delhi and Maharashtra), two B2B sales to one buyer (one cancelled: a credit
    note), a UPI receipt, a gateway payment, and a local and an inter-State supplier invoice."""
    local = sale(state="Delhi", lines=[(2, Decimal("499.00"))], shipping=Decimal("79.00"))
    far = sale(state="Maharashtra", lines=[(1, Decimal("2700.00")), (3, Decimal("349.00"))], product="mugs")
    b2b = sale(state="Karnataka", lines=[(3, Decimal("4500.00"))], gstin=BUYERS[0], product="poster")
    again = sale(state="Karnataka", lines=[(1, Decimal("999.00"))], gstin=BUYERS[0])
    for day, order in enumerate((local, far, b2b, again), start=3):
        change(order, ist(2026, 11, day), status="confirm")
    change(again, ist(2026, 11, 20), status="cancelled")
    accounts = StaffFactory(role="accounts")
    UpiReceipt.objects.create(
        key="utr:512345678901", order=local, utr="512345678901", amount=local.amount,
        confirmed_by=accounts, confirmed_at=ist(2026, 11, 4),
    )  # fmt: skip
    GatewayPayment.objects.create(
        order=b2b, gateway="razorpay", gateway_order_id="order_T1", payment_id="pay_T1",
        amount_paise=int(b2b.amount * 100), status=GatewayPaymentStatus.CAPTURED, method="upi",
        created_at=ist(2026, 11, 6),
    )  # fmt: skip
    tees = blank()
    near, pune = supplier(), supplier(state="27", name="Pune Knits", email="pune@knits.example")
    receive(purchase(supplier_=near, lines=[(tees, 20, "142.50")]), date(2026, 11, 8), "SB/118")
    receive(purchase(supplier_=pune, lines=[(tees, 7, "99.99")]), date(2026, 11, 9), "PK/77")
    receive(
        purchase(supplier_=pune, lines=[(tees, 5, "99.99")]), date(2026, 10, 31), "PK/78"
    )  # October: not this month
    return {
        "b2b": b2b,
        "again": again,
        "local": local,
        "far": far,
        "accounts": accounts,
        "suppliers": [near, pune],
    }


def read(path) -> ElementTree.Element:
    return ElementTree.parse(path).getroot()


def vouchers(root) -> list[ElementTree.Element]:
    return root.findall("BODY/IMPORTDATA/REQUESTDATA/TALLYMESSAGE/VOUCHER")


def entries(voucher) -> list[tuple[str, int, str]]:
    """(ledger, paise, ISDEEMEDPOSITIVE) of a voucher."""
    return [
        (e.findtext("LEDGERNAME"), int(Decimal(e.findtext("AMOUNT")) * 100), e.findtext("ISDEEMEDPOSITIVE"))
        for e in voucher.findall("ALLLEDGERENTRIES.LIST")
    ]
