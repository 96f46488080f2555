"""The Django admin's list rows (core/common/admin_rows.py and the row menu's `{% row_actions %}`)
are unfold's own HTML, byte for byte, only cheaper."""

import re

import pytest
from django.conf import settings
from django.test import override_settings

from core.accounts.tests.factories import CustomerFactory
from core.common import admin_rows
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory
from core.returns.tests.factories import ask, delivered_order
from core.reviews.tests.factories import review

pytestmark = pytest.mark.django_db

CSRF = re.compile(r'name="csrfmiddlewaretoken" value="[^"]*"')


def _page(desk, path: str, params: dict) -> str:
    response = desk.get(path, params)
    assert response.status_code == 200
    return CSRF.sub("", response.content.decode())


def _unfolds_own(desk, path: str, params: dict) -> str:
    """The page as unfold renders it: its list module's parts and its row menu template."""
    admin_rows.uninstall()
    templates = [{**engine, "DIRS": []} for engine in settings.TEMPLATES]  # not core/templates' menu
    try:
        with override_settings(TEMPLATES=templates):
            return _page(desk, path, params)
    finally:
        admin_rows.install()


@pytest.fixture
def shop():
    """Orders in several states, a name to escape, one with a marker's control character, a return
    and reviews, so every cell shape the lists have is on the pages."""
    sharp = CustomerFactory(name='Meera <b>"Iyer"</b> & Co\'s', phone_number="9812345678")
    odd = CustomerFactory(name="Ravi \x02rz-first\x03 Nair", phone_number="9812345679")
    OrderFactory(customer=sharp, status="pending", payment_status="unpaid", lines=[("M", 2)])
    OrderFactory(customer=sharp, status="confirm", payment_status="paid", lines=[("L", 1), ("XL", 3)])
    OrderFactory(customer=odd, status="cancelled", payment_status="unpaid")
    ask(delivered_order(sharp))
    review(customer=sharp, title="<i>Great</i> & soft")
    review(status="accepted")


@pytest.mark.parametrize(
    "path, params",
    [
        ("/admin/orders/order/", {}),
        ("/admin/orders/order/", {"q": "98123", "o": "-7"}),
        ("/admin/orders/order/", {"status__exact": "pending"}),
        ("/admin/orders/orderevent/", {}),
        ("/admin/accounts/user/", {}),
        ("/admin/returns/returnrequest/", {}),
        ("/admin/reviews/review/", {}),
        ("/admin/support/ticket/", {}),
    ],
)
def test_list_pages_are_unfolds_own_html(desk, shop, path, params):
    fast = _page(desk, path, params)
    assert fast == _unfolds_own(desk, path, params)


def test_rows_are_filled_with_each_rows_own_texts(desk, shop):
    page = _page(desk, "/admin/orders/order/", {})
    assert "Meera &lt;b&gt;&quot;Iyer&quot;&lt;/b&gt; &amp; Co&#x27;s" in page
    assert "Ravi \x02rz-first\x03 Nair" in page  # rendered by unfold's template, not a skeleton
    pks = list(Order.objects.values_list("pk", flat=True))
    assert page.count('name="_selected_action"') == len(pks)
    for pk in pks:
        assert f'name="_selected_action" value="{pk}"' in page
        assert page.count(f"/admin/orders/order/{pk}/update_row/") == 2  # the menu's link and its dialog's
        assert f"{{ openActionsId{pk}: false }}" in page
