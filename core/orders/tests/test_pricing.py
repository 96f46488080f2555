"""The money rules (DESIGN.md "Money rules"): each rule, their combinations, and properties."""

from decimal import Decimal as D

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.orders.placing.pricing import CLUB_CODE, MoneyRules, PriceLine, UnknownCode, quote

RULES = MoneyRules()


def lines(*pairs) -> list[PriceLine]:
    return [PriceLine(D(str(unit)), qty) for unit, qty in pairs]


class TestLinePrices:
    def test_subtotal_is_unit_price_times_quantity_summed(self):
        # given a half-sleeve tee x2 and a full-sleeve tee x1
        q = quote(lines=lines((499, 2), (599, 1)), rules=RULES)
        # then
        assert q.subtotal == D("1597.00")

    def test_no_lines_costs_nothing_and_ships_free(self):
        q = quote(lines=[], rules=RULES)
        assert (q.subtotal, q.shipping, q.total) == (D("0.00"), D("0.00"), D("0.00"))


class TestShipping:
    def test_flat_fee_at_or_below_999(self):
        assert quote(lines=lines((999, 1)), rules=RULES).shipping == D("79.00")
        assert quote(lines=lines((499, 1)), rules=RULES).total == D("578.00")

    def test_free_over_999(self):
        q = quote(lines=lines((1000, 1)), rules=RULES)
        assert q.shipping == D("0.00")
        assert q.total == D("1000.00")

    def test_threshold_counts_goods_after_discounts(self):
        # 1099 - 15% = 934.15: no longer over 999, so the fee applies
        q = quote(lines=lines((1099, 1)), rules=RULES, code="FEST15")
        assert q.discount_amount == D("164.85")
        assert q.shipping == D("79.00")
        assert q.total == D("1013.15")

    def test_fee_and_threshold_are_the_admins(self):
        rules = MoneyRules(shipping_fee=D("49"), free_shipping_over=D("500"))
        assert quote(lines=lines((400, 1)), rules=rules).total == D("449.00")
        assert quote(lines=lines((501, 1)), rules=rules).shipping == D("0.00")


class TestCodes:
    def test_fest15_takes_15_percent(self):
        q = quote(lines=lines((1000, 2)), rules=RULES, code="FEST15")
        assert q.discount_code == "FEST15"
        assert q.discount_amount == D("300.00")
        assert q.total == D("1700.00")

    def test_code_is_case_and_space_insensitive(self):
        assert quote(lines=lines((1000, 1)), rules=RULES, code="  fest15 ").discount_code == "FEST15"

    def test_unknown_code_is_refused(self):
        with pytest.raises(UnknownCode):
            quote(lines=lines((1000, 1)), rules=RULES, code="FREE100")

    def test_club_first_order_takes_10_percent(self):
        q = quote(lines=lines((1000, 2)), rules=RULES, club_first_order=True)
        assert q.discount_code == CLUB_CODE
        assert q.discount_amount == D("200.00")
        assert q.total == D("1800.00")

    def test_only_one_code_a_typed_code_wins_over_the_club(self):
        q = quote(lines=lines((1000, 2)), rules=RULES, code="FEST15", club_first_order=True)
        assert q.discount_code == "FEST15"
        assert q.discount_amount == D("300.00")

    def test_no_code_no_club_no_discount(self):
        q = quote(lines=lines((1000, 2)), rules=RULES)
        assert (q.discount_code, q.discount_amount) == ("", D("0.00"))

    def test_percentages_round_to_paise_half_up(self):
        # 333.33 x 15% = 49.9995 -> 50.00
        assert quote(lines=lines(("333.33", 1)), rules=RULES, code="FEST15").discount_amount == D("50.00")


class TestOnlinePayment:
    def test_upi_under_5000_takes_5_percent_more(self):
        q = quote(lines=lines((1000, 2)), rules=RULES, payment_method="upi")
        assert q.online_discount == D("100.00")
        assert q.total == D("1900.00")

    def test_upi_at_or_over_5000_gets_no_online_discount(self):
        assert quote(lines=lines((5000, 1)), rules=RULES, payment_method="upi").online_discount == D("0.00")
        assert quote(lines=lines((2500, 3)), rules=RULES, payment_method="upi").online_discount == D("0.00")

    def test_cod_gets_no_online_discount(self):
        assert quote(lines=lines((1000, 2)), rules=RULES, payment_method="cod").online_discount == D("0.00")

    def test_online_discount_applies_after_the_code(self):
        # 5600 - 15% = 4760, under 5000: 5% of 4760 = 238
        q = quote(lines=lines((2800, 2)), rules=RULES, code="FEST15", payment_method="upi")
        assert q.discount_amount == D("840.00")
        assert q.online_discount == D("238.00")
        assert q.total == D("4522.00")

    def test_all_rules_together_on_a_small_order(self):
        # 499 x 2 = 998; club 10% = 99.80 -> 898.20; UPI 5% = 44.91 -> 853.29; + 79 shipping
        q = quote(lines=lines((499, 2)), rules=RULES, payment_method="upi", club_first_order=True)
        assert (q.discount_amount, q.online_discount, q.shipping, q.total) == (
            D("99.80"),
            D("44.91"),
            D("79.00"),
            D("932.29"),
        )
        assert q.notes == ["Club member's first order: 10% off", "UPI payment: 5% off"]


class TestCashOnDelivery:
    def test_allowed_below_5000(self):
        assert quote(lines=lines(("4999.99", 1)), rules=RULES).cod_allowed is True

    def test_refused_at_5000(self):
        assert quote(lines=lines((5000, 1)), rules=RULES).cod_allowed is False

    def test_refused_above_5000(self):
        assert quote(lines=lines((1099, 5)), rules=RULES).cod_allowed is False

    def test_the_limit_is_on_the_total_after_discounts(self):
        # 5600 - 15% = 4760: cash on delivery is possible again
        assert quote(lines=lines((2800, 2)), rules=RULES, code="FEST15").cod_allowed is True

    def test_shipping_can_push_a_total_to_the_limit(self):
        rules = MoneyRules(cod_below=D("1000"))
        assert quote(lines=lines((950, 1)), rules=rules).total == D("1029.00")
        assert quote(lines=lines((950, 1)), rules=rules).cod_allowed is False


# --- properties --------------------------------------------------------------------------------

units = st.decimals(min_value=D("0"), max_value=D("20000"), places=2, allow_nan=False, allow_infinity=False)
line_lists = st.lists(st.builds(PriceLine, unit_price=units, quantity=st.integers(1, 500)), max_size=20)
percent = st.decimals(min_value=D("0"), max_value=D("100"), places=2)
rules_strategy = st.builds(
    MoneyRules,
    shipping_fee=st.decimals(min_value=D("0"), max_value=D("500"), places=2),
    free_shipping_over=st.decimals(min_value=D("0"), max_value=D("10000"), places=2),
    cod_below=st.decimals(min_value=D("0"), max_value=D("20000"), places=2),
    online_discount_below=st.decimals(min_value=D("0"), max_value=D("20000"), places=2),
    online_discount_percent=percent,
    promo_percent=percent,
    club_percent=percent,
)
codes = st.sampled_from(["", "FEST15", "fest15"])
methods = st.sampled_from(["cod", "upi"])


@given(lines=line_lists, code=codes, method=methods, club=st.booleans())
def test_total_is_never_negative_with_the_shops_rules(lines, code, method, club):
    q = quote(lines=lines, rules=RULES, code=code, payment_method=method, club_first_order=club)
    assert q.total >= 0
    assert q.discount_amount >= 0 and q.online_discount >= 0 and q.shipping >= 0


@given(lines=line_lists, rules=rules_strategy, code=codes, method=methods, club=st.booleans())
def test_total_is_never_negative_whatever_the_admin_sets(lines, rules, code, method, club):
    q = quote(lines=lines, rules=rules, code=code, payment_method=method, club_first_order=club)
    assert q.total >= 0


@given(lines=line_lists, code=codes, method=methods, club=st.booleans())
def test_cod_is_never_allowed_at_or_above_5000(lines, code, method, club):
    q = quote(lines=lines, rules=RULES, code=code, payment_method=method, club_first_order=club)
    if q.total >= D("5000"):
        assert q.cod_allowed is False
    else:
        assert q.cod_allowed is True


@given(lines=line_lists, code=codes, method=methods, club=st.booleans())
def test_the_breakdown_adds_up(lines, code, method, club):
    q = quote(lines=lines, rules=RULES, code=code, payment_method=method, club_first_order=club)
    assert q.total == q.subtotal - q.discount_amount - q.online_discount + q.shipping
    assert q.total == q.total.quantize(D("0.01"))


# --- the server's total equals the quote --------------------------------------------------------

SIZES = ["S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL", "6XL", "8XL"]


@pytest.mark.django_db
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    product=st.sampled_from(
        [
            ("tshirts", "Half Sleeve"),
            ("tshirts", "Full Sleeve"),
            ("hoodie", ""),
            ("polo", ""),
            ("crop-top", ""),
        ]
    ),
    picked=st.lists(
        st.tuples(st.sampled_from(SIZES), st.integers(1, 6)), min_size=1, max_size=4, unique_by=lambda t: t[0]
    ),
    code=codes,
    method=methods,
)
def test_the_servers_total_equals_the_quote(customer_client, product, picked, code, method):
    from core.orders.tests.test_placing import design_png

    slug, sleeve = product
    sizes = [{"size": s, "quantity": q} for s, q in picked]
    quoted = customer_client.send(
        "post",
        "/api/orders/quote/",
        {
            "product": slug,
            "sleeve": sleeve,
            "lines": sizes,
            "code": code,
            "payment_method": method,
        },
    )
    assert quoted.status_code == 200, quoted.json()
    form = {
        "product": slug,
        "sleeve": sleeve,
        "color": "#222222",
        "sizes": __import__("json").dumps(sizes),
        "payment_method": method,
        "code": code,
        "front": design_png(size=(60, 80)),
    }
    placed = customer_client.post("/api/orders/", form, HTTP_X_CSRFTOKEN=customer_client.csrf())
    if not quoted.json()["cod_allowed"] and method == "cod":
        assert placed.status_code == 400
        return
    assert placed.status_code == 201, placed.json()
    assert placed.json()["amount"] == quoted.json()["total"]
    assert placed.json()["breakdown"]["total"] == quoted.json()["total"]
