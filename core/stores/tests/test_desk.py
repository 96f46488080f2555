"""The desk's store: its checks (the price floor, the GSTIN, dates, designs), and its close queued."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from core.accounts.tests.factories import CustomerFactory
from core.common.errors import ApplicationError
from core.stores.models import StoreStatus
from core.stores.services.desk import store_create, store_extend
from core.stores.tests.factories import design_in, make_store, store_in, tees

pytestmark = pytest.mark.django_db


def test_a_store_keeps_each_designs_price_and_the_shops_price_at_the_break():
    store = make_store()
    a, b = store.designs.all()
    assert (a.price, a.shop_price, a.minimum) == (Decimal("449.00"), Decimal("429.00"), 10)
    assert store.status == StoreStatus.OPEN and b.position == 2


def test_a_price_below_the_break_for_the_expected_quantity_is_refused_with_its_reason():
    tees()
    data = store_in(CustomerFactory(), designs=[design_in("A", price="428", expected=20)])
    with pytest.raises(ApplicationError) as caught:
        store_create(data=data, actor=None)
    assert caught.value.errors["designs.1.price"] == [
        "The price per piece (₹428.00) is below the shop's price for 20 pieces (₹429.00)."
    ]


def test_the_organisers_gstin_is_checked_as_the_checkout_checks_one():
    tees()
    data = store_in(CustomerFactory(), business_name="Fest Society", business_gstin="27AAAAA0000A1Z0")
    with pytest.raises(ApplicationError) as caught:
        store_create(data=data, actor=None)
    assert "business_gstin" in caught.value.errors


def test_every_field_is_checked_at_once():
    tees()
    now = timezone.now()
    data = store_in(
        CustomerFactory(), slug="X", closes_at=now - timedelta(days=1), organiser_phone="9000000000"
    )
    data.designs[0].sizes = ["7XL"]
    with pytest.raises(ApplicationError) as caught:
        store_create(data=data, actor=None)
    assert {"slug", "closes_at", "organiser_phone", "designs.1.sizes"} <= set(caught.value.errors)


def test_a_store_slug_is_one_stores_only():
    make_store()
    with pytest.raises(ApplicationError) as caught:
        make_store()
    assert caught.value.errors["slug"] == ["Another store has this address."]


def test_extending_moves_the_close_and_a_closed_store_cannot_be_extended():
    store = make_store()
    later = timezone.now() + timedelta(days=9)
    assert store_extend(store=store, closes_at=later, actor=None).closes_at == later
    with pytest.raises(ApplicationError):
        store_extend(store=store, closes_at=timezone.now() - timedelta(days=1), actor=None)
