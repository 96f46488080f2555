"""Demo reviews for a fresh shop (`manage.py seed_demo`, through settings.DEMO_SEEDERS): a few
accepted reviews of item 1 (one with the shop's reply) so the product page shows them, a few
pending ones for the moderation queue, and a delivered order of item 1 for the first demo customer
(9876543210) that waits for her review. Every row goes through the services, as a real one would."""

import random

from core.orders.changes.services import order_update
from core.orders.placing.services import order_checkout
from core.reviews import services

ITEM = 1
ACCEPTED = [
    (
        5,
        "Colours even better in person",
        "The blue is rich and the print feels soft. Washed it twice, no fading.",
    ),
    (
        4,
        "Good fit, runs slightly large",
        "Regular fit as described. I am usually an M and the M is a bit roomy.",
    ),
    (5, "Gift for my brother", "He loved it. Packed well and arrived two days early."),
    (3, "Nice print, thin fabric", "The print is lovely but I expected a heavier cotton."),
]
PENDING = [
    (3, 5, "Beautiful drapery print", "Looks like a painting. Getting compliments at college."),
    (5, 4, "Heavy and comfy", "Heavyweight cotton, worth the price."),
    (2, 2, "Print slightly off-centre", "The logo sits a little to the left on mine."),
]
REPLY = "Thank you for the kind words! Tag us when you wear it."


def _delivered_line(customer, admin, item_id: int):
    """A delivered order of one `item_id` in M, and its line."""
    order = order_checkout(customer=customer, items=[(item_id, "M", 1)], payment_method="cod")
    order_update(order=order, actor=admin, status="delivered")
    return order.lines.get()


def seed_reviews(*, rnd: random.Random, demo: list, others: list, admin) -> int:
    """Add the demo reviews; answers how many."""
    if not others or not demo:
        return 0
    people = rnd.sample(others, min(len(others), len(ACCEPTED) + len(PENDING)))
    made = []
    for person, (rating, title, comment) in zip(people, ACCEPTED, strict=False):
        line = _delivered_line(person, admin, ITEM)
        made.append(
            services.review_submit(
                customer=person, line_id=line.pk, rating=rating, title=title, comment=comment
            )
        )
    services.reviews_bulk_moderate(ids=[r.pk for r in made], action="accept", actor=admin)
    if made:
        services.review_moderate(review_id=made[0].pk, actor=admin, reply=REPLY)
    for n, (item_id, rating, title, comment) in enumerate(PENDING, start=len(ACCEPTED)):
        person = people[n % len(people)]
        line = _delivered_line(person, admin, item_id)
        made.append(
            services.review_submit(
                customer=person, line_id=line.pk, rating=rating, title=title, comment=comment
            )
        )
    _delivered_line(demo[0], admin, ITEM)  # Priya's, not yet reviewed
    return len(made)
