"""Fill a realistic demo shop: an admin, customers, orders in every status and payment status.

Orders go in with bulk inserts, so `seed_demo --orders 100000` takes seconds, not hours.
Running it again adds more orders; the demo log-ins stay the same.
"""

import random
from datetime import timedelta
from decimal import Decimal

from django.contrib.auth.hashers import make_password
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management.base import BaseCommand
from django.db import connection, transaction
from django.utils import timezone

from core.accounts.models import User
from core.catalogue.models import CatalogueItem, Colour, ProductType
from core.catalogue.selectors import money_rules
from core.content.demo import seed_content
from core.orders.demo.designs import design_png
from core.orders.models import ORDER_ID_ALPHABET, Order, OrderLine, OrderStatus, PaymentMethod, PaymentStatus
from core.orders.pricing import PriceLine, quote

ADMIN = ("9000000001", "Rangrez@Admin1", "Asha Admin")
CUSTOMER_PASSWORD = "Rangrez@Guest1"
CUSTOMERS = [
    (
        "9876543210",
        "Priya Sharma",
        "priya@example.in",
        "12 MG Road",
        "Near Metro Pillar 45",
        "Gurgaon",
        "Haryana",
        "122001",
    ),
    (
        "9876543211",
        "Rahul Verma",
        "rahul@example.in",
        "4 Park Street",
        "Opp. Flurys",
        "Kolkata",
        "West Bengal",
        "700016",
    ),
    (
        "9876543219",
        "Nisha Empty",
        "nisha@example.in",
        "88 Brigade Road",
        "Near Church",
        "Bengaluru",
        "Karnataka",
        "560025",
    ),
]
FIRST = [
    "Aarav",
    "Vivaan",
    "Aditya",
    "Ananya",
    "Diya",
    "Ishaan",
    "Kavya",
    "Meera",
    "Rohan",
    "Saanvi",
    "Arjun",
    "Zoya",
]
LAST = ["Iyer", "Khan", "Patel", "Reddy", "Singh", "Das", "Menon", "Gupta", "Nair", "Joshi", "Kapoor", "Bose"]
CITIES = [
    ("Delhi", "Delhi", "110001"),
    ("Mumbai", "Maharashtra", "400001"),
    ("Pune", "Maharashtra", "411001"),
    ("Chennai", "Tamil Nadu", "600001"),
    ("Jaipur", "Rajasthan", "302001"),
    ("Kochi", "Kerala", "682001"),
]
STREETS = ["MG Road", "Station Road", "Gandhi Nagar", "Lake View"]
GARMENT_SIZES = ["S", "M", "L", "XL", "2XL", "3XL"]
DESIGN_VARIANTS = 8


def adapt_dt(value):
    return connection.ops.adapt_datetimefield_value(value)


def _insert_rows(model, rows: list[dict], chunk: int = 500) -> None:
    """Plain multi-row INSERTs: the ORM's per-field preparation is most of bulk_create's time."""
    if not rows:
        return
    columns = list(rows[0])
    table = connection.ops.quote_name(model._meta.db_table)
    cols = ", ".join(connection.ops.quote_name(c) for c in columns)
    one = "(" + ", ".join(["%s"] * len(columns)) + ")"
    with connection.cursor() as cursor:
        for i in range(0, len(rows), chunk):
            part = rows[i : i + chunk]
            sql = f"INSERT INTO {table} ({cols}) VALUES " + ", ".join([one] * len(part))
            cursor.execute(sql, [row[c] for row in part for c in columns])


class Command(BaseCommand):
    help = "Fill the shop with demo customers, an admin and orders (with generated designs)."

    def add_arguments(self, parser):
        parser.add_argument("--orders", type=int, default=60, help="How many orders to add (default 60).")
        parser.add_argument("--seed", type=int, default=7, help="Random seed, for repeatable data.")

    def handle(self, *args, orders: int, seed: int, **options):
        rnd = random.Random(seed)
        with transaction.atomic():
            admin = self._admin()
            demo = self._demo_customers()
            others = self._other_customers(rnd, count=min(max(orders // 25, 5), 4000))
        seed_content(admin=admin)
        designs = self._designs()
        created = self._orders(rnd, orders, demo[:2], others, designs, admin)
        self.stdout.write(self.style.SUCCESS(f"Added {created} orders."))
        self.stdout.write("Demo log-ins (phone / password):")
        self.stdout.write(f"  admin team: {ADMIN[0]} / {ADMIN[1]}")
        for phone, name, *_ in CUSTOMERS:
            self.stdout.write(f"  customer:   {phone} / {CUSTOMER_PASSWORD}  ({name})")

    def _admin(self) -> User:
        admin = User.objects.filter(phone_number=ADMIN[0]).first()
        if admin is None:
            admin = User.objects.create_superuser(ADMIN[0], ADMIN[1], name=ADMIN[2], email="asha@rangrez.in")
        return admin

    def _demo_customers(self) -> list[User]:
        users = []
        for phone, name, email, area, landmark, city, state, pin in CUSTOMERS:
            user = User.objects.filter(phone_number=phone).first()
            if user is None:
                user = User.objects.create_user(
                    phone,
                    CUSTOMER_PASSWORD,
                    name=name,
                    email=email,
                    area=area,
                    landmark=landmark,
                    city=city,
                    state=state,
                    pin_code=pin,
                )
            users.append(user)
        return users

    def _other_customers(self, rnd: random.Random, count: int) -> list[User]:
        existing = list(User.objects.filter(is_staff=False, phone_number__startswith="7")[:count])
        if len(existing) >= count:
            return existing
        taken = set(User.objects.values_list("phone_number", flat=True))
        password = make_password(CUSTOMER_PASSWORD)  # hashed once, shared by the generated customers
        new = []
        while len(existing) + len(new) < count:
            phone = "7" + "".join(rnd.choice("0123456789") for _ in range(9))
            if phone in taken:
                continue
            taken.add(phone)
            first, last = rnd.choice(FIRST), rnd.choice(LAST)
            city, state, pin = rnd.choice(CITIES)
            new.append(
                User(
                    phone_number=phone,
                    name=f"{first} {last}",
                    email=f"{first.lower()}.{phone[-4:]}@example.in",
                    area=f"{rnd.randint(1, 300)} {rnd.choice(STREETS)}",
                    landmark=rnd.choice(["Near temple", "Opp. post office", "Behind market"]),
                    city=city,
                    state=state,
                    pin_code=pin,
                    password=password,
                )
            )
        User.objects.bulk_create(new, batch_size=2000)
        return existing + new

    def _designs(self) -> list[dict[str, str]]:
        """A few generated artworks, stored once and shared by the demo orders."""
        names = []
        for i in range(DESIGN_VARIANTS):
            pair = {}
            for side in ("front", "back"):
                for thumb in (False, True):
                    path = f"designs/demo/demo-{i}-{side}{'-thumb' if thumb else ''}.png"
                    if not default_storage.exists(path):
                        size = (240, 320) if thumb else (900, 1200)
                        default_storage.save(
                            path, ContentFile(design_png(i, side=side, width=size[0], height=size[1]))
                        )
                    pair[f"{side}_{'thumbnail' if thumb else 'image'}"] = path
            names.append(pair)
        return names

    def _orders(self, rnd, count, demo, others, designs, admin) -> int:
        if count <= 0:
            return 0
        rules = money_rules()
        types = {t.slug: t for t in ProductType.objects.prefetch_related("sleeves")}
        garments = [t for t in types.values() if t.has_sizes and t.customisable]
        flat = [t for t in types.values() if not t.has_sizes]
        colours = list(Colour.objects.values_list("name", "hex"))
        items = list(CatalogueItem.objects.select_related("product_type"))
        taken = set(Order.objects.values_list("order_id", flat=True))
        now = timezone.now()
        statuses = list(OrderStatus)
        created = 0
        batch = 5000
        for start in range(0, count, batch):
            orders, line_sets = [], []
            for n in range(start, min(start + batch, count)):
                # the first orders go to the two demo customers, in every status and payment status
                customer = demo[n % 2] if n < 12 else rnd.choice(others)
                status = statuses[n % 5] if n < 12 else rnd.choices(statuses, weights=[30, 20, 20, 25, 5])[0]
                paid = (n % 3 == 0) if n < 12 else (status == OrderStatus.DELIVERED or rnd.random() < 0.3)
                method = PaymentMethod.UPI if (paid and rnd.random() < 0.7) else PaymentMethod.COD
                item = rnd.choice(items) if rnd.random() < 0.25 else None
                if item:
                    ptype, sleeve, colour, unit = (
                        item.product_type,
                        "",
                        (item.colour_name, item.colour_hex),
                        item.price,
                    )
                else:
                    ptype = rnd.choice(garments if rnd.random() < 0.85 else flat)
                    sleeves = list(ptype.sleeves.all())
                    s = rnd.choice(sleeves) if sleeves else None
                    sleeve, unit = (s.name, s.price) if s else ("", ptype.base_price)
                    colour = rnd.choice(colours)
                if ptype.has_sizes:
                    sizes = rnd.sample(GARMENT_SIZES, rnd.choice([1, 1, 2, 3]))
                    lines = [(size, rnd.choice([1, 1, 2, 3, 5])) for size in sizes]
                else:
                    lines = [("Standard", rnd.choice([1, 2, 5, 10]))]
                if method == PaymentMethod.COD:
                    lines = self._fit_cod(lines, unit, rules)
                q = quote(
                    lines=[PriceLine(unit, qty) for _, qty in lines],
                    rules=rules,
                    payment_method=method,
                    code="FEST15" if rnd.random() < 0.15 else "",
                )
                design = designs[rnd.randrange(len(designs))] if not item else {}
                has_back = bool(design) and rnd.random() < 0.6
                order_id = self._order_id(rnd, taken)
                created_at = (
                    now - timedelta(minutes=n * 7 + rnd.randint(0, 6))
                    if n < 12
                    else now - timedelta(minutes=rnd.randint(60, 60 * 24 * 365))
                )
                orders.append(
                    {
                        "order_id": order_id,
                        "customer_id": customer.pk,
                        "created_at": adapt_dt(created_at),
                        "status": status.value,
                        "payment_status": PaymentStatus.PAID if paid else PaymentStatus.UNPAID,
                        "payment_method": method.value,
                        "upi_reference": f"UPI{rnd.randint(10**9, 10**10)}"
                        if paid and method == "upi"
                        else "",
                        "product_type_id": ptype.pk,
                        "sleeve": sleeve,
                        "catalogue_item_id": item.pk if item else None,
                        "colour_name": colour[0],
                        "colour_hex": colour[1],
                        "instructions": rnd.choice(
                            ["", "", "Please print the logo a little smaller.", "Gift wrap, please."]
                        ),
                        "front_image": design.get("front_image", ""),
                        "front_thumbnail": design.get("front_thumbnail", ""),
                        "back_image": design.get("back_image", "") if has_back else "",
                        "back_thumbnail": design.get("back_thumbnail", "") if has_back else "",
                        "subtotal": str(q.subtotal),
                        "discount_code": q.discount_code,
                        "discount_amount": str(q.discount_amount),
                        "online_discount": str(q.online_discount),
                        "shipping": str(q.shipping),
                        "amount": str(q.total),
                        "ship_name": customer.name,
                        "ship_phone": customer.phone_number,
                        "ship_area": customer.area,
                        "ship_landmark": customer.landmark,
                        "ship_city": customer.city,
                        "ship_state": customer.state,
                        "ship_pin_code": customer.pin_code,
                        "idempotency_key": None,
                    }
                )
                line_sets.append([(size, qty, str(unit), item.pk if item else None) for size, qty in lines])
            with transaction.atomic():
                _insert_rows(Order, orders)
                ids = dict(
                    Order.objects.filter(order_id__in=[o["order_id"] for o in orders]).values_list(
                        "order_id", "pk"
                    )
                )
                _insert_rows(
                    OrderLine,
                    [
                        {
                            "order_id": ids[o["order_id"]],
                            "size": size,
                            "quantity": qty,
                            "unit_price": unit,
                            "catalogue_item_id": item_id,
                        }
                        for o, lines in zip(orders, line_sets, strict=True)
                        for size, qty, unit, item_id in lines
                    ],
                )
            created += len(orders)
        return created

    @staticmethod
    def _fit_cod(lines, unit: Decimal, rules) -> list:
        """Cash on delivery is only for orders below Rs 5000: trim demo quantities to fit."""
        while sum(unit * q for _, q in lines) + rules.shipping_fee >= rules.cod_below and (
            len(lines) > 1 or lines[0][1] > 1
        ):
            lines = lines[:-1] if len(lines) > 1 else [(lines[0][0], max(1, lines[0][1] // 2))]
        return lines

    @staticmethod
    def _order_id(rnd: random.Random, taken: set[str]) -> str:
        while True:
            oid = "RZ-" + "".join(rnd.choice(ORDER_ID_ALPHABET) for _ in range(8))
            if oid not in taken:
                taken.add(oid)
                return oid
