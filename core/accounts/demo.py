"""Demo people for a fresh shop (`manage.py seed_demo`): the admin, the three demo customers with
their fixed log-ins, and generated customers for the demo orders."""

import random

from django.contrib.auth.hashers import make_password

from core.accounts import services
from core.accounts.models import User
from core.accounts.roles import Role
from core.accounts.staff.services import admin_register, staff_role_set

ADMIN = ("9000000001", "Rangrez@Admin1", "Asha Admin")  # the owner (a superuser)
# one member per role besides the owner: (phone, password, name, role)
TEAM = [
    ("9000000002", "Rangrez@Desk1", "Deepak Desk", Role.ORDER_DESK),
    ("9000000003", "Rangrez@Accounts1", "Anita Accounts", Role.ACCOUNTS),
    ("9000000004", "Rangrez@Support1", "Sunil Support", Role.SUPPORT),
    ("9000000005", "Rangrez@Print1", "Prakash Print", Role.PRINT_FLOOR),
]
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


def seed_admin() -> User:
    admin = User.objects.filter(phone_number=ADMIN[0]).first()
    if admin is None:
        admin = services.superuser_create(
            phone_number=ADMIN[0], password=ADMIN[1], name=ADMIN[2], email="asha@rangrez.in"
        )
        staff_role_set(user=admin, role=Role.OWNER)
    for phone, password, name, role in TEAM:
        if not User.objects.filter(phone_number=phone).exists():
            admin_register(actor=admin, name=name, phone_number=phone, password=password, role=role)
    return admin


def seed_demo_customers() -> list[User]:
    """The three demo customers, registered as a customer would register."""
    users = []
    for phone, name, email, area, landmark, city, state, pin in CUSTOMERS:
        user = User.objects.filter(phone_number=phone).first()
        if user is None:
            user = services.customer_register(
                name=name,
                phone_number=phone,
                email=email,
                password=CUSTOMER_PASSWORD,
                area=area,
                landmark=landmark,
                city=city,
                state=state,
                pin_code=pin,
            )
        users.append(user)
    return users


def seed_other_customers(rnd: random.Random, count: int) -> list[User]:
    """Generated customers (phones 7xxxxxxxxx) for the demo orders, inserted in bulk for speed."""
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
    return existing + services.customers_bulk_create(customers=new)
