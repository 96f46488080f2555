import io
from decimal import Decimal

import factory
from django.core.files.base import ContentFile
from django.db import transaction
from PIL import Image

from core.accounts.tests.factories import CustomerFactory
from core.catalogue.models import ProductType
from core.orders.models import Order, OrderLine
from core.orders.totals.services import counted, order_totals_move

# A PIN code in each state the tests ship to: the invoice's place of supply is read from the PIN.
PIN_OF_STATE = {
    "Delhi": "110017",
    "Maharashtra": "411001",
    "Karnataka": "560001",
    "Tamil Nadu": "600001",
    "Kerala": "682001",
    "Gujarat": "380001",
    "West Bengal": "700001",
    "Uttar Pradesh": "226001",
    "Telangana": "500001",
}


def png_bytes(size=(60, 80), colour=(200, 30, 30, 255)) -> bytes:
    out = io.BytesIO()
    Image.new("RGBA", size, colour).save(out, format="PNG")
    return out.getvalue()


class OrderFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Order
        skip_postgeneration_save = True

    customer = factory.SubFactory(CustomerFactory)
    product_type = factory.LazyFunction(lambda: ProductType.objects.get(slug="tshirts"))
    sleeve = "Half Sleeve"
    colour_name = "Black"
    colour_hex = "#222222"
    subtotal = Decimal("998.00")
    shipping = Decimal("79.00")
    amount = Decimal("1077.00")
    ship_name = factory.LazyAttribute(lambda o: o.customer.name)
    ship_phone = factory.LazyAttribute(lambda o: o.customer.phone_number)
    ship_area = factory.LazyAttribute(lambda o: o.customer.area)
    ship_landmark = factory.LazyAttribute(lambda o: o.customer.landmark)
    ship_city = factory.LazyAttribute(lambda o: o.customer.city)
    ship_state = factory.LazyAttribute(lambda o: o.customer.state)
    ship_pin_code = factory.LazyAttribute(
        lambda o: (
            o.customer.pin_code if o.ship_state == o.customer.state else PIN_OF_STATE.get(o.ship_state, "")
        )
    )

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        """An order as if placed: the maintained totals count it in the same transaction."""
        with transaction.atomic():
            order = super()._create(model_class, *args, **kwargs)
            order_totals_move(before=None, after=counted(order))
        return order

    @factory.post_generation
    def lines(obj, create, extracted, **kwargs):
        if not create:
            return
        for size, qty in extracted or [("M", 2)]:
            OrderLine.objects.create(order=obj, size=size, quantity=qty, unit_price=Decimal("499.00"))

    @factory.post_generation
    def designs(obj, create, extracted, **kwargs):
        """designs=True stores a front and a back PNG (and thumbnails)."""
        if not (create and extracted):
            return
        for side in ("front", "back"):
            getattr(obj, f"{side}_image").save(f"{side}.png", ContentFile(png_bytes()), save=False)
            getattr(obj, f"{side}_thumbnail").save(
                f"{side}-thumb.png", ContentFile(png_bytes((24, 32))), save=False
            )
        obj.save()
