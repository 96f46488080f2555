"""A customer who reads Hindi gets the order e-mails in Hindi (subject, text and HTML); no English is
left but brand names, codes, the customer's own typed words and what the allow-list names."""

import re

import pytest

from core.accounts.tests.factories import CustomerFactory
from core.common.languages import in_language
from core.common.tests.hindi_text import english_words
from core.jobs.tests.worker import run_ready_tasks
from core.notifications.models import EmailKind
from core.notifications.rendering import render_order_email
from core.orders.changes.services import order_update
from core.orders.placing.services import order_checkout
from core.orders.shipping.selectors import order_shipment
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import with_courier
from core.passwords.emails import password_changed_email
from core.returns.emails import render_return_email
from core.returns.tests.factories import ask, delivered_order

pytestmark = pytest.mark.django_db

BRANDS = {"Rangrez"}


def _typed(customer) -> set[str]:
    """The customer's own name and address as they typed them."""
    return english_words(" ".join([customer.name, customer.address_line, customer.email]))


def _english_left(text: str, customer) -> set[str]:
    """The English words outside links, brand names and what the customer typed."""
    text = re.sub(r"\S+://\S+", " ", text)
    return english_words(text) - BRANDS - _typed(customer)


@pytest.fixture
def hindi_customer(db):
    return CustomerFactory(language="hi")


def test_a_hindi_customers_order_email_arrives_in_hindi(
    smtp, hindi_customer, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        order = order_checkout(customer=hindi_customer, items=[(1, "M", 2)], payment_method="cod")
    assert run_ready_tasks() == 1
    [(_, message)] = smtp.messages
    subject = " ".join(str(message["Subject"]).split())
    text = message.get_body(preferencelist=("plain",)).get_content()
    html = message.get_body(preferencelist=("html",)).get_content()
    assert subject == f"Rangrez: ऑर्डर {order.order_id} दिया गया: ₹{order.amount:,.2f}"
    assert text.startswith(f"नमस्ते {hindi_customer.name},") and "आपके ऑर्डर के लिए धन्यवाद!" in text
    assert "भुगतान: डिलीवरी पर नकद भुगतान, भुगतान बाक़ी" in text
    assert f"उत्पाद: {in_language(order.product_type, 'name', 'hi')}" in text
    assert '<html lang="hi">' in html
    for part in (subject, text):
        assert _english_left(part, hindi_customer) == set()


@pytest.mark.parametrize("status", ["confirm", "shipped", "delivered", "cancelled"])
def test_each_status_email_is_in_hindi(hindi_customer, status):
    order = OrderFactory(customer=hindi_customer)
    with_courier(order)
    order_update(order=order, actor=None, status=status)
    rendered = render_order_email(order=order, kind=EmailKind(status))
    assert rendered.subject.startswith("Rangrez: ऑर्डर") and rendered.text.startswith("नमस्ते")
    shipment = order_shipment(order)
    courier = english_words(shipment.courier.name) if shipment and shipment.courier else set()
    assert _english_left(rendered.text, hindi_customer) <= courier


def test_a_made_to_order_product_reads_its_hindi_type_sleeve_and_colour(hindi_customer):
    rendered = render_order_email(order=OrderFactory(customer=hindi_customer), kind=EmailKind.PLACED)
    assert "उत्पाद: टी-शर्ट (आधी बाँह), काला" in rendered.text


def test_an_english_customer_still_reads_english(customer):
    order = OrderFactory(customer=customer)
    rendered = render_order_email(order=order, kind=EmailKind.PLACED)
    assert rendered.text.startswith(f"Namaste {customer.name},\n\nThank you for your order!")
    assert "Product: T-Shirt (Half Sleeve), Black" in rendered.text


def test_the_password_email_follows_the_language(hindi_customer):
    message = password_changed_email(user=hindi_customer)
    assert message.subject == "आपका रंगरेज़ पासवर्ड बदल दिया गया"
    assert _english_left(message.body_text, hindi_customer) == set()


def test_a_return_email_is_in_hindi(db):
    order = delivered_order(CustomerFactory(language="hi"))
    ret = ask(order)
    _, rendered = render_return_email(ret)
    assert "हमें आपका वापसी अनुरोध मिल गया है" in rendered.text
    assert _english_left(rendered.text, order.customer) == set()
