"""Vouchers and offers through the shop's calls: the owner makes them, the bag's live price and the
order agree, a code that does not apply says why, uses are counted once, and the invoice and GSTR-1
carry the discount in the taxable value to the paisa."""

from decimal import Decimal as D

import pytest
from django.utils import timezone

from core.gst.period import period_of
from core.gst.selectors import gstr1_build
from core.orders.breakdown import breakdown_rows
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.promotions.models import Voucher, VoucherUse

pytestmark = pytest.mark.django_db
QUOTE, CHECKOUT = "/api/orders/quote/", "/api/orders/checkout/"
VOUCHERS, OFFERS = "/api/office/vouchers", "/api/office/offers"
TEES = 1  # catalogue item 1: a T-shirt at Rs 699 (the seeded catalogue)


def make_voucher(client, **rules) -> dict:
    body = {"code": "FEST10", "kind": "percent", "value": "10", "min_order": "999"} | rules
    answer = client.send("post", VOUCHERS, body)
    assert answer.status_code == 201, answer.json()
    return answer.json()


def items(quantity: int, item: int = TEES, size: str = "M") -> list[dict]:
    return [{"catalogue_item_id": item, "size": size, "quantity": quantity}]


def quote(client, quantity: int, code: str = "", item: int = TEES):
    return client.send("post", QUOTE, {"items": items(quantity, item), "code": code, "payment_method": "cod"})


def checkout(client, quantity: int, code: str = "", key: str = "k", item: int = TEES):
    body = {"items": items(quantity, item), "code": code, "payment_method": "cod"}
    return client.send("post", CHECKOUT, body, HTTP_IDEMPOTENCY_KEY=key)


class TestVoucherCodes:
    def test_a_code_too_small_for_the_bag_says_how_much_more_then_applies(
        self, staff_client, customer_client
    ):
        make_voucher(staff_client)
        refused = quote(customer_client, 1, "fest10")  # 699: 300 short
        assert refused.status_code == 400
        assert refused.json()["errors"]["code"] == [
            "FEST10 needs an order of Rs 999 or more; add Rs 300 more"
        ]
        accepted = quote(customer_client, 2, "fest10").json()
        assert (accepted["discount_code"], accepted["discount_amount"], accepted["total"]) == (
            "FEST10",
            139.8,
            1258.2,
        )

    def test_an_unknown_code_keeps_the_shops_words(self, customer_client):
        assert quote(customer_client, 1, "NOPE").json()["errors"]["code"] == ["The code NOPE is not valid."]

    def test_once_per_customer_counts_the_order_once(self, staff_client, customer_client, other_client):
        made = make_voucher(staff_client, max_uses_per_customer=1)
        placed = checkout(customer_client, 2, "FEST10", key="a")
        assert placed.status_code == 201, placed.json()
        assert placed.json()["amount"] == 1258.2
        replay = checkout(customer_client, 2, "FEST10", key="a")  # the same order, answered again
        assert replay.json()["order_id"] == placed.json()["order_id"]
        voucher = Voucher.objects.get(pk=made["first"]["id"])
        assert voucher.uses == 1 and VoucherUse.objects.filter(voucher=voucher).count() == 1
        again = checkout(customer_client, 2, "FEST10", key="b")
        assert again.json()["errors"]["code"] == [
            "FEST10 can be used once per customer; you have used it already."
        ]
        assert checkout(other_client, 2, "FEST10", key="c").status_code == 201
        voucher.refresh_from_db()
        assert voucher.uses == 2

    def test_the_last_use_goes_to_one_order(self, staff_client, customer_client, other_client):
        make_voucher(staff_client, max_uses=1)
        assert checkout(customer_client, 2, "FEST10", key="a").status_code == 201
        refused = checkout(other_client, 2, "FEST10", key="b")
        assert refused.json()["errors"]["code"] == ["FEST10 has been used as many times as it can be."]

    def test_dates_and_first_order(self, staff_client, customer_client):
        later = timezone.now() + timezone.timedelta(days=2)
        make_voucher(staff_client, code="SOON", starts_at=later.isoformat())
        assert "SOON starts on " in quote(customer_client, 2, "SOON").json()["errors"]["code"][0]
        make_voucher(staff_client, code="HELLO", first_order_only=True)
        assert checkout(customer_client, 2, "HELLO", key="first").status_code == 201
        again = quote(customer_client, 2, "HELLO").json()
        assert again["errors"]["code"] == ["HELLO is for a first order only."]

    def test_fest15_and_a_voucher_of_its_name(self, staff_client, customer_client):
        refused = staff_client.send("post", VOUCHERS, {"code": "FEST15", "kind": "percent", "value": "20"})
        assert refused.json()["errors"]["code"] == ["FEST15 is already a code of the shop."]
        assert quote(customer_client, 2, "FEST15").json()["discount_amount"] == 209.7  # 15% of 1398


class TestBuyThreeCheapestFree:
    def offer(self, staff_client) -> dict:
        body = {
            "name": "Buy 3, cheapest free",
            "kind": "buy_n",
            "quantity": 3,
            "percent": "100",
            "banner": "Diwali: buy 3 tees, the cheapest is free",
        }
        made = staff_client.send("post", OFFERS, body)
        assert made.status_code == 201, made.json()
        return made.json()

    def test_the_bag_the_order_the_invoice_and_gstr1_show_the_same_lines(
        self, staff_client, customer_client, staff
    ):
        self.offer(staff_client)
        shown = customer_client.get("/api/promotions/offers/").json()
        assert [o["banner"] for o in shown] == ["Diwali: buy 3 tees, the cheapest is free"]
        live = quote(customer_client, 3).json()
        assert (live["offer_name"], live["offer_discount"], live["total"]) == (
            "Buy 3, cheapest free",
            699.0,
            1398.0,
        )
        placed = checkout(customer_client, 3, key="buy3").json()
        order = Order.objects.get(order_id=placed["order_id"])
        assert (order.offer_name, order.offer_discount, order.amount) == (
            "Buy 3, cheapest free",
            D("699.00"),
            D("1398.00"),
        )
        assert placed["breakdown"]["offer_discount"] == 699.0
        assert ("Offer (Buy 3, cheapest free)", "- ₹699.00") in [
            (r.label, r.text) for r in breakdown_rows(order)
        ]
        order_update(order=order, actor=staff, status="confirm")
        invoice = order.invoices.get()
        # the free piece is not a Rs 0 supply: the line carries 3 pieces at 699 less the discount
        goods = [row for row in invoice.rows if row["quantity"] == 3]
        assert goods and goods[0]["gross"] == 209700 and goods[0]["discount"] == 69900
        assert invoice.total == order.amount
        assert sum(r["taxable"] + r["cgst"] + r["sgst"] + r["igst"] for r in invoice.rows) == 139800
        tables = gstr1_build(period=period_of(timezone.localdate(invoice.issued_at).strftime("%Y-%m")))
        assert tables.hsn_total().taxable == int(invoice.taxable_value * 100)

    def test_a_voucher_not_combinable_says_so(self, staff_client, customer_client):
        self.offer(staff_client)
        make_voucher(staff_client, code="SOLO", combinable=False, min_order="0")
        refused = quote(customer_client, 3, "SOLO").json()
        assert refused["errors"]["code"] == ["SOLO cannot be used with the offers already in your bag."]
