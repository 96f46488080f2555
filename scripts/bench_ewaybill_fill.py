"""The API benchmark's business consignments over the e-way bill limit (scripts/bench_api.py runs
`fill` after the desk's fill): the demo holds no order over Rs 50,000, so the day's e-way bill file
was never read at scale. A few a day, as a print shop's business customers order (a fest's or a
company's run: 110 to 300 pieces), for the last BIG_ORDERS_DAYS days: UPI orders already shipped
or delivered (their gateway payment and settlement line keep their amount: no list compares them
again, each line's mismatch is kept on it), made a registered
business's order (a GSTIN) of Rs 54,890 to Rs 2,39,700, with their tax invoice drawn again for that
value (inter-State, IGST at 5%, one row); the older ones got their e-way bill number, the last
NO_NUMBER_DAYS days' wait for theirs (the day's file lists them). Additive and idempotent (a
marker: the orders' business name), so it may run on a database the desk's fill made before.
"""

from datetime import datetime, time, timedelta
from decimal import Decimal

from bench_desk_rows import BIG_ORDERS_DAYS, Writer, _money

A_DAY = 3  # business consignments over the limit a day
NO_NUMBER_DAYS = 3  # the newest days' consignments wait for their number
MARK = "Bench Business Buyers"
PANS = ("AABCT1332L", "AAACR5055K", "AADCS0472N", "AAFCB2287Q", "AAGCM9174H")


def _gstin(state: str, pan: str) -> str:
    from stdnum.in_ import gstin

    for check in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        if gstin.is_valid(f"{state}{pan}1Z{check}"):
            return f"{state}{pan}1Z{check}"
    raise ValueError(pan)


def _picked(now) -> list[tuple]:
    """A_DAY orders a day (IST), the newest BIG_ORDERS_DAYS days: shipped or delivered, UPI, invoiced,
    shipped with a courier: (pk, created_at, ship pin, ship state, invoice pk)."""
    from django.db.models import Exists, OuterRef

    from core.common.ist import IST
    from core.invoices.models import Invoice
    from core.orders.models import Order

    picked = []
    for back in range(BIG_ORDERS_DAYS):
        day = (now.astimezone(IST) - timedelta(days=back + 1)).date()
        start = datetime.combine(day, time.min, tzinfo=IST)
        rows = (
            Order.objects.filter(
                created_at__gte=start, created_at__lt=start + timedelta(days=1), payment_method="upi",
                status__in=["shipped", "delivered"], shipment__courier__isnull=False,
            )
            .alias(invoiced=Exists(Invoice.objects.filter(order=OuterRef("pk"), kind="invoice")))
            .filter(invoiced=True)
            .order_by("created_at", "pk")
            .values_list("pk", "created_at", "ship_pin_code", "ship_state")[:A_DAY]
        )  # fmt: skip
        picked += [(*row, back) for row in rows]
    return picked


def fill(orders: int) -> None:
    """The business consignments, once (orders: the shop's size, unused: A_DAY a day at any size)."""
    from django.db import transaction
    from django.utils import timezone

    from core.invoices.models import Invoice
    from core.orders.demo.bulk import analyze
    from core.orders.models import Order
    from core.orders.shipping.ewaybill import state_code_of, valid_until
    from core.orders.shipping.models import EwayBill

    if Order.objects.filter(business_name=MARK).exists():
        return
    now = timezone.now()
    picked = _picked(now)
    bills = Writer(EwayBill)
    with transaction.atomic():
        for n, (pk, created, pin, state, back) in enumerate(picked):
            pieces = 110 + (n * 37) % 191
            price = Decimal(499 + (n % 4) * 100)
            amount = _money(price * pieces)
            to_state = state_code_of(pin_code=pin, state=state) or "29"
            gstin = _gstin(to_state, PANS[n % len(PANS)])
            Order.objects.filter(pk=pk).update(
                subtotal=amount, amount=amount, shipping=Decimal("0.00"), business_gstin=gstin,
                business_name=MARK, business_address=f"{n + 1} Industrial Estate, {state} {pin}",
                business_pin_code=pin, business_state=state,
            )  # fmt: skip
            taxable = _money(amount / Decimal("1.05"))
            paise = {"taxable": int(taxable * 100), "igst": int((amount - taxable) * 100)}
            row = {
                "hsn": "610910", "uqc": "PCS", "rate": "5", "quantity": pieces,
                "unit_price": int(price * 100), "gross": int(amount * 100), "discount": 0,
                "total": int(amount * 100), "cgst": 0, "sgst": 0,
                "description": f"Crew neck tee, printed, {pieces} pieces", **paise,
            }  # fmt: skip
            Invoice.objects.filter(order_id=pk, kind="invoice").update(
                rows=[row], taxable_value=taxable, igst=amount - taxable, cgst=Decimal("0.00"),
                sgst=Decimal("0.00"), total=amount, buyer_gstin=gstin, buyer_legal_name=MARK,
                place_of_supply_code=to_state, intra_state=False,
            )  # fmt: skip
            EwayBill.objects.filter(order_id=pk).delete()
            if back >= NO_NUMBER_DAYS:
                made = created + timedelta(hours=18)
                km = 150 + (n * 53) % 1800
                bills.add(
                    order_id=pk, number=f"{381000000000 + n}", generated_at=made, distance_km=km,
                    valid_until=valid_until(generated_at=made, distance_km=km), transport_mode="1",
                    updated_at=made,
                )  # fmt: skip
        made = bills.done()
    analyze(Order, Invoice, EwayBill)
    print(f"Business consignments over the e-way bill limit: {len(picked)} orders, {made} with a number.")
