"""Who may open which Django admin page and use which action, for every registered model and every
role, from the one table the server reads (core/common/permissions.py::MODEL_ACCESS, through
core/accounts/backends.py). A visitor and a customer are sent to the log-in page; a member whose role
does not allow a page gets 403; a model without a row in the table is a superuser's only."""

import pytest
from django.contrib import admin
from django.test import Client, RequestFactory
from django.urls import reverse

from core.accounts.roles import ROLE_PERMS, Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.permissions import MODEL_ACCESS
from core.office.tests.factories import CatalogueItemFactory, ContactMessageFactory
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def _registered():
    import core.urls  # noqa: F401  (the admin's pages are registered by then)

    return list(admin.site._registry.items())


def _allowed(role: Role, perm: str) -> bool:
    return bool(set(MODEL_ACCESS.get(perm, ())) & set(ROLE_PERMS[role]))


def test_every_admin_page_is_in_the_table_or_a_superusers_only():
    """Each registered model has a view permission in the table (else only superusers see it)."""
    missing = [
        m._meta.label_lower
        for m, _ in _registered()
        if f"{m._meta.app_label}.view_{m._meta.model_name}" not in MODEL_ACCESS
    ]
    assert missing == []


@pytest.mark.parametrize("subject", ["anonymous", "customer", *[r.value for r in Role]])
def test_each_admin_list_answers_each_role_as_the_table_says(subject):
    client = Client()
    if subject == "customer":
        client.force_login(CustomerFactory())
    elif subject != "anonymous":
        client.force_login(StaffFactory(role=Role(subject)))
    OrderFactory()
    CatalogueItemFactory()
    ContactMessageFactory()
    wrong = []
    for model, _ in _registered():
        opts = model._meta
        url = reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")
        code = client.get(url).status_code
        if subject in ("anonymous", "customer"):
            ok = code == 302
        else:
            view = f"{opts.app_label}.view_{opts.model_name}"
            change = f"{opts.app_label}.change_{opts.model_name}"
            may = _allowed(Role(subject), view) or _allowed(Role(subject), change)
            ok = code == (200 if may else 403)
        if not ok:
            wrong.append(f"{opts.label_lower}: {code}")
    assert wrong == []


# the order desk's actions and the permission each needs
ORDER_ACTIONS = {
    "mark_paid": "change_payment",
    "mark_unpaid": "change_payment",
    "set_pending": "change_status",
    "set_confirm": "change_status",
    "set_shipped": "change_status",
    "set_delivered": "change_status",
    "set_cancelled": "change_status",
    "export_orders_in_background": "export_orders",
    "export_lines_in_background": "export_orders",
    "production_packs_in_background": "print_files",
}


@pytest.mark.parametrize("role", list(Role))
def test_the_order_desk_offers_each_role_only_its_actions(role):
    request = RequestFactory().get("/admin/orders/order/")
    request.user = StaffFactory(role=role)
    offered = set(admin.site.get_model_admin(Order).get_actions(request))
    held = {p.value for p in ROLE_PERMS[role]}
    if "view_orders" not in held:
        return  # no order desk at all (the list itself answers 403)
    assert {name for name, perm in ORDER_ACTIONS.items() if perm in held} == offered & set(ORDER_ACTIONS)


def test_a_forced_action_the_role_lacks_changes_nothing():
    """Support may see orders but not mark them paid: posting the action anyway changes nothing."""
    order = OrderFactory()
    client = Client()
    client.force_login(StaffFactory(role=Role.SUPPORT))
    url = reverse("admin:orders_order_changelist")
    client.post(url, {"action": "mark_paid", "_selected_action": [order.pk]})
    order.refresh_from_db()
    assert order.payment_status == "unpaid"


def test_a_support_member_sees_the_status_read_only_on_the_order_page():
    order = OrderFactory()
    client = Client()
    client.force_login(StaffFactory(role=Role.SUPPORT))
    page = client.get(reverse("admin:orders_order_change", args=(order.pk,))).content.decode()
    assert 'name="status"' not in page and 'name="payment_status"' not in page


def test_a_member_who_may_edit_customers_cannot_grant_access_in_the_django_admin():
    """Editing customers is not making staff: the team's access changes only in the audited staff list."""
    customer = CustomerFactory()
    client = Client()
    client.force_login(StaffFactory())  # an Owner who is not a superuser
    page = client.get(reverse("admin:accounts_user_change", args=(customer.pk,))).content.decode()
    assert 'name="groups"' not in page and 'name="is_staff"' not in page
