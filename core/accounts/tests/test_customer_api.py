"""A customer's own data: read and edit, never anyone else's."""

import pytest

pytestmark = pytest.mark.django_db

ADDRESS = {
    "area": "22 Residency Road",
    "landmark": "Opp. the park",
    "city": "Bengaluru",
    "state": "Karnataka",
    "pin_code": "560025",
}


class TestCustomerData:
    URL = "/api/customerdata/"

    def test_anonymous_gets_401(self, client, customer):
        assert client.get(f"{self.URL}?phone_number={customer.phone_number}").status_code == 401

    def test_owner_reads_own_data_with_or_without_phone(self, customer_client, customer):
        for url in (self.URL, f"{self.URL}?phone_number={customer.phone_number}"):
            body = customer_client.get(url).json()
            assert body["name"] == customer.name
            assert body["pin_code"] == customer.pin_code
            assert "password" not in body

    def test_another_customer_is_refused(self, other_client, customer):
        response = other_client.get(f"{self.URL}?phone_number={customer.phone_number}")
        assert response.status_code == 403
        assert response.json()["message"] == "You can only see your own account."

    def test_staff_reads_any_customer(self, staff_client, customer):
        assert (
            staff_client.get(f"{self.URL}?phone_number={customer.phone_number}").json()["name"]
            == customer.name
        )

    def test_staff_asking_for_an_unknown_phone_gets_404(self, staff_client):
        assert staff_client.get(f"{self.URL}?phone_number=9111111111").status_code == 404
        assert staff_client.get(f"{self.URL}?phone_number=abc").status_code == 404


class TestAddressEdit:
    URL = "/api/addressedit/"

    def test_anonymous_gets_401(self, client, customer):
        assert (
            client.send("patch", self.URL, {"phone_number": customer.phone_number, **ADDRESS}).status_code
            == 401
        )

    def test_owner_edits_and_gets_the_new_address(self, customer_client, customer):
        response = customer_client.send("patch", self.URL, {"phone_number": customer.phone_number, **ADDRESS})
        assert response.status_code == 200
        assert response.json()["city"] == "Bengaluru"
        customer.refresh_from_db()
        assert customer.address_line == "22 Residency Road, Opp. the park, Bengaluru, Karnataka, 560025"

    def test_all_fields_are_required(self, customer_client, customer):
        before = customer.area
        response = customer_client.send("patch", self.URL, {**ADDRESS, "landmark": "", "city": " "})
        assert response.status_code == 400
        assert set(response.json()["errors"]) == {"landmark", "city"}
        customer.refresh_from_db()
        assert customer.area == before

    def test_a_pincode_missing_from_the_directory_is_refused(self, customer_client, customer):
        response = customer_client.send("patch", self.URL, {**ADDRESS, "pin_code": "999999"})
        assert response.status_code == 400
        assert response.json()["errors"]["pin_code"] == ["We could not find pincode 999999. Please check it."]
        customer.refresh_from_db()
        assert customer.pin_code != "999999"

    def test_another_customer_cannot_edit(self, other_client, customer):
        before = customer.area
        response = other_client.send("patch", self.URL, {"phone_number": customer.phone_number, **ADDRESS})
        assert response.status_code == 403
        customer.refresh_from_db()
        assert customer.area == before

    def test_staff_can_edit_for_a_customer(self, staff_client, customer):
        response = staff_client.send("patch", self.URL, {"phone_number": customer.phone_number, **ADDRESS})
        assert response.status_code == 200
        customer.refresh_from_db()
        assert customer.city == "Bengaluru"

    def test_needs_csrf(self, customer_client):
        assert customer_client.send("patch", self.URL, ADDRESS, csrf=False).status_code == 403
