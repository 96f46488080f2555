"""Customers (list with money, get, update; no delete) and admins (list, create, update)."""

import pytest
from django.utils import timezone

from core.accounts.models import User
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.office.tests.calls import content_range, get_list
from core.office.tests.lean import same_page
from core.orders.customer_totals import customers_with_totals
from core.orders.office import customers as office_customers
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


class TestCustomers:
    def test_list_excludes_staff_and_carries_money(self, staff_client, customer):
        OrderFactory(customer=customer, amount="100.00", payment_status="paid")
        OrderFactory(customer=customer, amount="40.00")
        OrderFactory(customer=customer, amount="7.00", status="cancelled")
        response = get_list(staff_client, "customers")
        assert response.status_code == 200
        assert [c["id"] for c in response.json()] == [customer.pk]
        assert content_range(response) == ("0-0", 1)
        row = response.json()[0]
        assert (row["orders_count"], row["total_paid"], row["total_due"]) == (3, 100.0, 40.0)

    def test_sort_range_filter_and_q(self, staff_client):
        a = CustomerFactory(name="Asha Rao", city="Delhi")
        b = CustomerFactory(name="Bina Das", city="Pune")
        c = CustomerFactory(name="Chitra Iyer", city="Pune")
        names = [
            r["name"] for r in get_list(staff_client, "customers", sort=["name", "DESC"], range=[0, 1]).json()
        ]
        assert names == [c.name, b.name]
        pune = get_list(staff_client, "customers", filter={"city": "pune"}, sort=["name", "ASC"]).json()
        assert [r["id"] for r in pune] == [b.pk, c.pk]
        found = get_list(staff_client, "customers", filter={"q": "asha"}).json()
        assert [r["id"] for r in found] == [a.pk]
        many = get_list(staff_client, "customers", filter={"id": [a.pk, c.pk]}).json()
        assert sorted(r["id"] for r in many) == [a.pk, c.pk]

    def test_pages_are_the_schemas_bytes_in_few_queries(
        self, staff_client, customer, django_assert_num_queries
    ):
        """Written from plain values (office_customers._customer_rows): the bytes of the same pages read
        as models with their totals; the user, the page, the count, the page's totals."""
        people = [customer, *CustomerFactory.create_batch(4, city="Pune"), CustomerFactory(name="Meera Nair")]
        User.objects.filter(pk=people[1].pk).update(last_login=timezone.now())
        OrderFactory(customer=customer, amount="100.10", payment_status="paid")
        OrderFactory(customer=people[2], amount="40.05")
        OrderFactory(customer=people[2], amount="7.00", status="cancelled")
        models = customers_with_totals()
        for params in (
            {},
            {"range": [0, 2]},
            {"range": [2, 9], "sort": ["name", "ASC"]},
            {"filter": {"q": "nair"}},
        ):
            same_page(
                staff_client,
                "/api/office/customers",
                office_customers.router,
                "customers",
                office_customers.CUSTOMERS,
                models,
                params,
            )
        with django_assert_num_queries(5):
            get_list(staff_client, "customers", range=[0, 2])

    def test_get_and_update(self, staff_client, customer):
        assert staff_client.get(f"/api/office/customers/{customer.pk}").json()["name"] == customer.name
        record = staff_client.get(f"/api/office/customers/{customer.pk}").json()
        response = staff_client.send(
            "put",
            f"/api/office/customers/{customer.pk}",
            {**record, "name": "Priya S.", "city": "Mumbai", "is_active": False},
        )
        assert response.status_code == 200
        assert (response.json()["name"], response.json()["city"], response.json()["is_active"]) == (
            "Priya S.",
            "Mumbai",
            False,
        )

    def test_update_validates(self, staff_client, customer):
        record = staff_client.get(f"/api/office/customers/{customer.pk}").json()
        response = staff_client.send(
            "put", f"/api/office/customers/{customer.pk}", {**record, "pin_code": "12"}
        )
        assert response.status_code == 400
        assert "pin_code" in response.json()["errors"]

    def test_staff_are_not_customers_and_customers_are_not_deleted(self, staff_client, staff, customer):
        assert staff_client.get(f"/api/office/customers/{staff.pk}").status_code == 404
        assert staff_client.send("delete", f"/api/office/customers/{customer.pk}").status_code == 405
        assert User.objects.filter(pk=customer.pk).exists()


class TestAdmins:
    def test_list_sort_and_q(self, staff_client, staff, customer):
        other = StaffFactory(name="Zoya Admin")
        response = get_list(staff_client, "admins", sort=["name", "DESC"])
        assert [r["id"] for r in response.json()] == [other.pk, staff.pk]
        assert content_range(response) == ("0-1", 2)
        assert [r["id"] for r in get_list(staff_client, "admins", filter={"q": "zoya"}).json()] == [other.pk]
        assert [r["id"] for r in get_list(staff_client, "admins", filter={"id": [staff.pk]}).json()] == [
            staff.pk
        ]

    def test_create_through_the_admin_register_service(self, staff_client):
        response = staff_client.send(
            "post",
            "/api/office/admins",
            {"name": "New Admin", "phone_number": "8123456789", "password": "Rangrez@New1"},
        )
        assert response.status_code == 201
        assert response.json()["phone_number"] == "8123456789"
        user = User.objects.get(phone_number="8123456789")
        assert user.is_staff and user.check_password("Rangrez@New1")

    def test_create_duplicate_is_409(self, staff_client, staff):
        response = staff_client.send(
            "post",
            "/api/office/admins",
            {"name": "Dup", "phone_number": staff.phone_number, "password": "Rangrez@New1"},
        )
        assert response.status_code == 409

    def test_update_and_no_locking_yourself_out(self, staff_client, staff):
        other = StaffFactory()
        response = staff_client.send(
            "put", f"/api/office/admins/{other.pk}", {"name": "Renamed", "is_active": False}
        )
        assert response.status_code == 200 and response.json()["is_active"] is False
        own = staff_client.send(
            "put", f"/api/office/admins/{staff.pk}", {"name": staff.name, "is_active": False}
        )
        assert own.status_code == 400
        assert "is_active" in own.json()["errors"]

    def test_customers_are_not_admins(self, staff_client, customer):
        assert staff_client.get(f"/api/office/admins/{customer.pk}").status_code == 404
