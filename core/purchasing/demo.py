"""A demo supplier and purchase order (`manage.py seed_demo`, through settings.DEMO_SEEDERS, after
core/stock/demo.py): a knitwear mill in Tiruppur (Tamil Nadu, so its purchases carry IGST) sells the
shop its garment blanks. One purchase order, sent, has partly arrived: two of the low blanks came in
on the mill's invoice two days ago; the others, and the blanks the waiting orders need, are still to
come. Written
through the services, as Accounts and the print floor would."""

import random
from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from core.catalogue.selectors import product_types
from core.orders.models import Order, OrderStatus
from core.purchasing.models import Supplier
from core.purchasing.services import (
    LineIn,
    ReceivedIn,
    purchase_order_create,
    purchase_order_receive,
    purchase_order_send,
    supplier_create,
)
from core.stock.models import BlankItem
from core.stock.selectors import order_needs

MILL = {
    "name": "Tiruppur Knit Blanks",
    "gstin": "33AAFFT4521K1Z8",
    "address": "SF 112, Avinashi Road, Tiruppur, Tamil Nadu 641603",
    "state_code": "33",
    "email": "orders@tiruppurknit.example",
    "phone": "9443012345",
}
# rupees a piece, GST extra, per product type (slug): what the mill charges for a plain blank
RATES = {
    "tshirts": "145.00",
    "polo": "215.00",
    "crop-top": "128.00",
    "sweatshirt": "365.00",
    "hoodie": "420.00",
    "tank-top": "118.00",
}
LOW_LINES = 4  # the low blanks on the order
ARRIVED = 2  # of which these have arrived
PIECES = (36, 48, 60)
INVOICE = "TKB/2627/0412"


def _waiting_blanks() -> list[BlankItem]:
    """The blanks the confirmed orders waiting for blanks need (the newest few)."""
    ids: set[int] = set()
    waiting = Order.objects.filter(status=OrderStatus.CONFIRM, waiting_for_blanks=True).order_by("-pk")
    for order in waiting[:10]:
        ids |= set(order_needs(order))
    return list(BlankItem.objects.filter(pk__in=ids, product_type__slug__in=RATES).order_by("pk"))


def _low_blanks(skip: set[int]) -> list[BlankItem]:
    low = BlankItem.objects.filter(low=True, product_type__slug__in=RATES).order_by("pk")
    return [item for item in low if item.pk not in skip][:LOW_LINES]


def seed_purchases(*, rnd: random.Random, admin=None, **_) -> int:
    """The mill and its purchase order, part-received; answers how many purchase orders (nothing when
    the mill is already a supplier: seed_demo run again adds orders only)."""
    if Supplier.objects.filter(gstin=MILL["gstin"]).exists():
        return 0
    garments = list(product_types().filter(slug__in=RATES).values_list("pk", flat=True))
    mill = supplier_create(**MILL, product_type_ids=garments, actor=admin)
    waiting = _waiting_blanks()
    low = _low_blanks({item.pk for item in waiting})
    arriving, to_come = low[:ARRIVED], [*low[ARRIVED:], *waiting]
    lines = [
        LineIn(item_id=item.pk, quantity=rnd.choice(PIECES), rate=Decimal(RATES[item.product_type.slug]))
        for item in [*arriving, *to_come]
    ]
    if not lines:
        return 0
    today = timezone.localdate()
    order = purchase_order_create(
        supplier=mill,
        lines=lines,
        note="Plain blanks, ring-spun cotton, 180 GSM; pack by colour and size.",
        expected_on=today + timedelta(days=3),
        actor=admin,
    )
    purchase_order_send(order=order, actor=admin)
    came = {item.pk for item in arriving}
    received = [ReceivedIn(line_id=x.pk, quantity=x.quantity) for x in order.lines.all() if x.item_id in came]
    if received and not to_come:  # part of the last line is still to come
        last = received[-1]
        received[-1] = ReceivedIn(line_id=last.line_id, quantity=last.quantity // 2)
    if received:
        purchase_order_receive(
            order=order,
            lines=received,
            supplier_invoice_number=INVOICE,
            supplier_invoice_date=today - timedelta(days=2),
            actor=admin,
        )
    return 1
