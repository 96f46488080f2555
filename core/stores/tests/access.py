"""The stores' part of the access table's shop (core/tests/test_access.py): an open store whose
organiser is the table's customer, a closed one with a batch (its pack) and a refund, an accepted
quote of the customer (a store's draft is made from it), a stored draft (the open store's
duplicate) to edit and open, and the bodies of the calls."""

from datetime import timedelta

from django.utils import timezone

from core.quotes.models import Quote, QuoteStatus
from core.quotes.services.accepting import quote_accept
from core.quotes.tests.factories import sent_quote
from core.stores.models import StoreBatch, StoreDesign, StoreRefund
from core.stores.services.closing import store_close
from core.stores.services.draft_stores import store_duplicate
from core.stores.tests.factories import buy, make_store, share


def store_ids(customer) -> dict:
    store = make_store(organiser=customer, slug="access-fest")
    draft = store_duplicate(store=store, actor=None)  # "access-fest-2": to edit and to open
    closed = make_store(organiser=customer, slug="access-house", names_asked=True, numbers_asked=True)
    StoreDesign.objects.filter(store=closed, position=1).update(print_anyway=True)
    buy(closed, position=1, name="Asha", number="9")
    buy(closed, position=2, name="Ravi", number="4")
    store_close(store_id=closed.pk, early=True)
    quote_accept(quote=sent_quote(customer=customer), actor=customer)  # a store's draft is made from it
    return {
        "store_slug": store.slug,
        "stores": store.pk,
        "store-drafts": draft.pk,
        "position": StoreDesign.objects.get(store=store, position=1).position,
        "store-refunds": StoreRefund.objects.get(store=closed).pk,
        "store-batches": StoreBatch.objects.get(store=closed).pk,
    }


def _made_body(customer, later: str) -> dict:
    return {
        "title": "House Blue",
        "slug": "house-blue",
        "organiser_phone": customer.phone_number,
        "opens_at": timezone.now().isoformat(),
        "closes_at": later,
        "designs": [
            {
                "title": "Blue tee",
                "share_token": share("BLUE"),
                "product": "tshirts",
                "sleeve": "Half Sleeve",
                "colours": ["Black"],
                "sizes": ["M"],
                "price": "499.00",
                "expected": 20,
                "minimum": 10,
            }
        ],
    }


def store_body(customer) -> dict:
    later = (timezone.now() + timedelta(days=5)).isoformat()
    return {
        "POST /api/stores/{slug}/orders/": {"design": 1, "colour": "Black", "size": "M"},
        "POST /api/office/stores": _made_body(customer, later),
        "PUT /api/office/store-drafts/{pk}": {
            **_made_body(customer, later),
            "slug": "access-fest-2",
            "opens_at": (timezone.now() + timedelta(hours=2)).isoformat(),
        },
        "PUT /api/office/stores/{pk}/closing": {"closes_at": later},
        "POST /api/office/store-drafts": {
            "quote_number": Quote.objects.filter(customer=customer, status=QuoteStatus.ACCEPTED)
            .values_list("number", flat=True)
            .first()
        },
        "PUT /api/office/stores/{pk}/designs/{position}": {"print_anyway": True},
        "PUT /api/office/store-refunds/{pk}": {"utr": "UTR123456789"},
    }
