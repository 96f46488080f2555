"""Quote requests, price breaks and quotes for the tests."""

from datetime import timedelta
from decimal import Decimal

from django.core.files.base import ContentFile
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.catalogue.models import ProductType
from core.catalogue.price_breaks import PriceBreak, SetupCharge
from core.orders.tests.factories import png_bytes
from core.quotes.models import Quote, QuoteRequest
from core.quotes.services.desk import quote_create, quote_send

D = Decimal
# the hoodie's bulk table: (from, to, one side, both sides)
HOODIE_BREAKS = [
    (1, 9, D("1099"), D("1299")),
    (10, 49, D("899"), D("1049")),
    (50, 99, D("799"), D("949")),
    (100, 249, D("699"), D("849")),
    (250, None, D("599"), D("749")),
]
HOODIE_SETUP = [("Screens", D("1500.00")), ("Digitising", D("350.00"))]
BUSINESS = {
    "business_name": "Tarang Textiles Pvt Ltd",
    "business_gstin": "29AABCT1332L1ZA",
    "business_address": "14 Residency Road, Bengaluru 560025",
    "business_pin_code": "560025",
    "business_state": "Karnataka",
}


def hoodie_breaks(print_method: str = "Screen print or embroidery") -> ProductType:
    """The hoodie's bulk table; printed by a method that needs both setup charges unless told."""
    hoodie = ProductType.objects.get(slug="hoodie")
    hoodie.print_method = print_method
    hoodie.save(update_fields=["print_method"])
    for low, high, one, both in HOODIE_BREAKS:
        PriceBreak.objects.create(
            product_type=hoodie, min_quantity=low, max_quantity=high, one_side=one, both_sides=both
        )
    for i, (label, amount) in enumerate(HOODIE_SETUP):
        SetupCharge.objects.create(product_type=hoodie, label=label, amount=amount, position=i)
    return hoodie


def quote_request(
    *,
    customer=None,
    sizes=(("M", 60), ("L", 40), ("XL", 20)),
    positions=("front",),
    business: bool = True,
    pin_code: str = "560001",
    state: str = "Karnataka",
    city: str = "Bengaluru",
) -> QuoteRequest:
    if not ProductType.objects.get(slug="hoodie").price_breaks.exists():
        hoodie_breaks()
    customer = customer or CustomerFactory()
    request = QuoteRequest(
        customer=customer,
        product_type=ProductType.objects.get(slug="hoodie"),
        colour_name="Black",
        colour_hex="#222222",
        sizes=[{"size": s, "quantity": q} for s, q in sizes],
        quantity=sum(q for _, q in sizes),
        positions=list(positions),
        needed_by=timezone.localdate() + timedelta(days=30),
        earliest_delivery=timezone.localdate() + timedelta(days=12),
        date_possible=True,
        ship_area="14 Residency Road",
        ship_city=city,
        ship_state=state,
        ship_pin_code=pin_code,
        **(BUSINESS if business else {}),
    )
    request.artwork.save("artwork.png", ContentFile(png_bytes((300, 300))), save=False)
    request.save()
    return request


def desk():
    return StaffFactory(role=Role.ORDER_DESK)


def sent_quote(**request_kwargs) -> Quote:
    actor = desk()
    quote = quote_create(request=quote_request(**request_kwargs), actor=actor)
    quote_send(quote=quote, actor=actor)
    quote.refresh_from_db()
    return quote
