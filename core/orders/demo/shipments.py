"""The demo's parcels: every shipped or delivered demo order left with a courier and an AWB number of
that courier's form, recorded through the shipping service (`shipments_record`, or `order_ship` for
the few orders placed one by one), so their labels and the pickup manifest print a scannable AWB."""

import random
from collections.abc import Callable
from datetime import datetime

from core.orders.shipping.models import Courier
from core.orders.shipping.services import ShippedIn

S10_WEIGHTS = (8, 6, 4, 2, 3, 5, 9, 7)


def _digits(rnd: random.Random, count: int) -> str:
    return "".join(rnd.choice("0123456789") for _ in range(count))


def _india_post(rnd: random.Random) -> str:
    """A speed post article number (UPU S10: two letters, eight digits, a check digit, "IN")."""
    serial = str(rnd.randint(10**7, 10**8 - 1))
    check = 11 - sum(int(d) * w for d, w in zip(serial, S10_WEIGHTS, strict=True)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    return f"EM{serial}{check}IN"


# the AWB's form per seeded courier (core/orders/shipping/seed_values.py); another courier: generic
AWB_FORMS: dict[str, Callable[[random.Random], str]] = {
    "Delhivery": lambda rnd: "1" + _digits(rnd, 12),
    "Blue Dart": lambda rnd: "7" + _digits(rnd, 10),
    "DTDC": lambda rnd: "D" + _digits(rnd, 8),
    "India Post": _india_post,
    "Ecom Express": lambda rnd: "3" + _digits(rnd, 9),
}


def demo_awb(courier: str, rnd: random.Random) -> str:
    return AWB_FORMS.get(courier, lambda r: "RZ" + _digits(r, 10))(rnd)


def demo_couriers() -> list[tuple[int, str]]:
    """The couriers a parcel goes with (active, with an AWB), most used first."""
    return list(Courier.objects.filter(active=True, needs_awb=True).values_list("pk", "name"))


def demo_parcel(couriers: list[tuple[int, str]], order_pk: int) -> tuple[int, str]:
    """The courier and AWB of a demo order: the same for the same order (its own random stream, not
    the seed's, so the rest of the demo is as it was)."""
    rnd = random.Random(order_pk)
    courier_id, name = couriers[0] if rnd.random() < 0.5 else rnd.choice(couriers)
    return courier_id, demo_awb(name, rnd)


def demo_shipped(
    couriers: list[tuple[int, str]], order_pk: int, shipped_at: datetime, delivered_at: datetime | None
) -> ShippedIn:
    courier_id, awb = demo_parcel(couriers, order_pk)
    return ShippedIn(
        order_pk=order_pk, courier_id=courier_id, awb=awb, shipped_at=shipped_at, delivered_at=delivered_at
    )
