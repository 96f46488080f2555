"""Demo content for a fresh shop: testimonials with generated portraits, messages, sign-ups."""

import io

from PIL import Image, ImageDraw, ImageFont

from core.accounts.models import User
from core.content import services
from core.content.models import Testimonial

TESTIMONIALS = [
    (
        "Ananya Iyer",
        "Ordered hoodies for our college fest: the print is sharp and it arrived in two days.",
        "#6d3fc0",
    ),
    (
        "Rohan Kapoor",
        "Our band's drum skin looks incredible under stage lights. Thank you, Rangrez!",
        "#e4572e",
    ),
    ("Meera Nair", "The design studio is so easy. I made my dad's birthday tee in ten minutes.", "#2d6a4f"),
    (
        "Arjun Reddy",
        "Cash on delivery, quick WhatsApp updates and a perfect fit. Will order again.",
        "#0b3954",
    ),
]
MESSAGES = [
    ("Kabir Das", "kabir@example.in", "Do you print on polyester sports jerseys?"),
    ("Sana Khan", "sana@example.in", "Can I change the size of order RZ-… before it ships?"),
]
SIGNUPS = ["club1@example.in", "chai.lover@example.in", "drummer@example.in"]
BULK = [
    (
        "Gully XI Cricket Club",
        "gullyxi@example.in",
        "9812345601",
        "T-Shirt",
        40,
        "Jerseys with names and numbers",
    )
]


def portrait_png(name: str, colour: str, size: int = 320) -> bytes:
    """A round initials portrait, the way a small shop shows a reviewer without a photo."""
    img = Image.new("RGB", (size, size), colour)
    d = ImageDraw.Draw(img)
    initials = "".join(p[0] for p in name.split()[:2]).upper()
    try:
        font = ImageFont.truetype("DejaVuSans-Bold.ttf", size // 3)
    except OSError:
        font = ImageFont.load_default(size=size // 3)
    box = d.textbbox((0, 0), initials, font=font)
    d.text(
        ((size - box[2] + box[0]) / 2, (size - box[3] + box[1]) / 2 - box[1]),
        initials,
        font=font,
        fill="white",
    )
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


def seed_content(*, admin: User) -> None:
    if Testimonial.objects.exists():
        return
    for name, message, colour in TESTIMONIALS:
        services.testimonial_create(actor=admin, name=name, message=message, photo=portrait_png(name, colour))
    for name, email, message in MESSAGES:
        services.contact_message_create(name=name, email=email, message=message)
    for email in SIGNUPS:
        services.newsletter_signup_create(email=email)
    for name, email, phone, product, quantity, message in BULK:
        services.bulk_enquiry_create(
            name=name, email=email, phone_number=phone, product=product, quantity=quantity, message=message
        )
