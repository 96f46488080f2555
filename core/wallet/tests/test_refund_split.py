"""The share-out of a refund between an order's tenders and its money (split.py), over random orders and
runs of partial refunds: the shares add up to each refund to the paisa, none is more than its tender
has left, each is within a paisa of its exact pro rata share, and the order's refunds in full give
every tender back exactly what it paid."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.wallet.split import refund_split

tender = st.integers(min_value=1, max_value=1_000_000)  # paise


@settings(max_examples=300, deadline=None)
@given(
    money=st.integers(min_value=0, max_value=5_000_000),
    tenders=st.lists(tender, min_size=1, max_size=3),
    asks=st.lists(st.floats(min_value=0, max_value=1), min_size=1, max_size=5),
)
def test_partial_refunds_share_out_to_the_paisa_and_the_last_gives_everything_back(money, tenders, asks):
    paid = {"money": money} | {f"tender {i}": amount for i, amount in enumerate(tenders)}
    left = dict(paid)
    for ask in [*asks, 1.0]:  # the last refund: everything that is left
        total = sum(left.values())
        refund = total if ask == 1.0 else int(total * ask)
        shares = refund_split(refund, left)
        assert sum(shares.values()) == refund
        for key, share in shares.items():
            assert 0 <= share <= left[key]
            assert abs(share * total - refund * left[key]) < max(total, 1)  # within a paisa of pro rata
            left[key] -= share
    assert left == dict.fromkeys(paid, 0)


def test_a_refund_of_half_an_order_gives_half_to_each_tender():
    # Rs 1077 paid: Rs 577 by UPI, Rs 400 by gift card, Rs 100 by store credit; half comes back
    assert refund_split(53850, {"money": 57700, "card": 40000, "credit": 10000}) == {
        "money": 28850,
        "card": 20000,
        "credit": 5000,
    }


def test_the_odd_paisa_goes_to_the_largest_remainder_then_the_money():
    assert refund_split(1, {"money": 1, "card": 1}) == {"money": 1, "card": 0}
    assert refund_split(2, {"money": 1, "card": 2}) == {"money": 1, "card": 1}
    assert refund_split(100, {"money": 0, "card": 300}) == {"money": 0, "card": 100}


def test_more_than_is_left_is_a_mistake():
    with pytest.raises(ValueError):
        refund_split(101, {"money": 50, "card": 50})
