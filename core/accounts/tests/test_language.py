"""The customer's language: stored through the API (the storefront's switch), taken from an order
placed in a language, shown in /api/me/ and the customer's data; the error's code names a refusal."""

import pytest

pytestmark = pytest.mark.django_db


def test_a_customer_stores_their_language_and_reads_it_back(customer, customer_client):
    before = customer_client.get("/api/language/").json()
    assert before == {
        "language": "en",
        "chosen": False,
        "languages": [{"code": "en", "name": "English"}, {"code": "hi", "name": "हिन्दी"}],
    }
    answer = customer_client.send("put", "/api/language/", {"language": "hi"})
    assert answer.status_code == 200 and answer.json()["language"] == "hi" and answer.json()["chosen"]
    customer.refresh_from_db()
    assert customer.language == "hi"
    assert customer_client.get("/api/me/").json()["language"] == "hi"
    assert customer_client.get("/api/customerdata/").json()["language"] == "hi"


def test_a_language_the_shop_does_not_speak_is_refused_with_its_code(customer, customer_client):
    answer = customer_client.send("put", "/api/language/", {"language": "fr"})
    assert answer.status_code == 400
    body = answer.json()
    assert body["errors"]["language"] and body["codes"]["language"]
    customer.refresh_from_db()
    assert customer.language == ""


def test_a_visitor_cannot_store_a_language(client):
    answer = client.send("put", "/api/language/", {"language": "hi"})
    assert answer.status_code == 401 and answer.json()["code"] == "not_logged_in"
    assert client.get("/api/me/").json()["language"] is None


def _place(client, **headers):
    body = {"items": [{"catalogue_item_id": 1, "size": "M", "quantity": 1}], "payment_method": "cod"}
    return client.send("post", "/api/orders/checkout/", body, **headers)


def test_an_order_placed_in_hindi_makes_hindi_the_customers_language(customer, customer_client):
    answer = _place(customer_client, HTTP_X_SHOP_LANGUAGE="hi")
    assert answer.status_code == 201, answer.content
    customer.refresh_from_db()
    assert customer.language == "hi"


def test_a_browsers_language_only_fills_one_never_chosen(customer, customer_client):
    customer_client.send("put", "/api/language/", {"language": "en"})
    assert _place(customer_client, HTTP_ACCEPT_LANGUAGE="hi-IN,hi;q=0.9").status_code == 201
    customer.refresh_from_db()
    assert customer.language == "en"  # chosen on purpose: the browser does not change it
    customer.language = ""
    customer.save(update_fields=["language"])
    assert _place(customer_client, HTTP_ACCEPT_LANGUAGE="hi-IN,hi;q=0.9").status_code == 201
    customer.refresh_from_db()
    assert customer.language == "hi"


def test_a_registration_errors_carry_codes(client):
    answer = client.send("post", "/api/register/", {"name": "Asha", "phone_number": "123", "email": "x"})
    body = answer.json()
    assert answer.status_code == 400 and body["code"]
    assert body["codes"]["phone_number"] == ["phone_invalid"]
    assert body["codes"]["email"] == ["email_invalid"]
    assert body["codes"]["password"] == ["required"]
