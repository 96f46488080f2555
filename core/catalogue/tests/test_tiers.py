"""A bulk table's rules (core/catalogue/tiers.py): which tier a quantity falls in, and which tables
the owner cannot save: overlapping, gapped, not from 1, not open at the end, prices of ₹0."""

from decimal import Decimal as D

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.catalogue.tests.tables import sound_tables
from core.catalogue.tiers import Tier, item_unit_price, ordered, tier_for, tier_problems

TEES = [
    Tier(1, 9, D("499"), D("499")),
    Tier(10, 49, D("429"), D("499")),
    Tier(50, 99, D("379"), D("449")),
    Tier(100, 249, D("339"), D("399")),
    Tier(250, None, D("299"), D("359")),
]


def messages(tiers) -> list[str]:
    return [message for _, message in tier_problems(tiers)]


@given(tiers=sound_tables(), quantity=st.integers(1, 5000))
def test_every_quantity_falls_in_exactly_one_tier_of_a_sound_table(tiers, quantity):
    assert tier_problems(tiers) == []
    chosen = tier_for(tiers, quantity)
    assert [t for t in tiers if t.covers(quantity)] == [chosen]
    assert chosen.min_quantity <= quantity and (
        chosen.max_quantity is None or quantity <= chosen.max_quantity
    )


@pytest.mark.parametrize(
    ("quantity", "label", "one", "both"),
    [
        (1, "1-9", "499", "499"),
        (9, "1-9", "499", "499"),
        (10, "10-49", "429", "499"),
        (55, "50-99", "379", "449"),
        (249, "100-249", "339", "399"),
        (250, "250+", "299", "359"),
        (2000, "250+", "299", "359"),
    ],
)
def test_the_tier_and_its_prices_by_sides(quantity, label, one, both):
    tier = tier_for(TEES, quantity)
    assert (tier.label, tier.price(1), tier.price(2)) == (label, D(one), D(both))


def test_a_product_without_breaks_has_no_tier_and_a_piece_has_one_or_two_sides():
    assert tier_for([], 40) is None
    with pytest.raises(ValueError):
        TEES[0].price(3)
    with pytest.raises(ValueError):
        tier_for(TEES, 0)


@given(tiers=sound_tables().filter(lambda t: len(t) >= 2), data=st.data())
def test_overlapping_tiers_are_refused_by_name(tiers, data):
    i = data.draw(st.integers(1, len(tiers) - 1))
    before, tier = tiers[i - 1], tiers[i]
    into = data.draw(st.integers(before.min_quantity, before.max_quantity))
    shifted = Tier(into, tier.max_quantity, tier.one_side, tier.both_sides)
    broken = [*tiers[:i], shifted, *tiers[i + 1 :]]
    assert f"The tiers {before.label} and {shifted.label} overlap." in messages(broken)


@given(
    tiers=sound_tables().filter(lambda t: len(t) >= 2 and (t[1].max_quantity or 10**6) > t[1].min_quantity),
    data=st.data(),
)
def test_a_gap_between_tiers_is_refused_with_the_quantities_left_out(tiers, data):
    before, tier = tiers[0], tiers[1]
    start = data.draw(st.integers(tier.min_quantity + 1, tier.max_quantity or tier.min_quantity + 50))
    broken = [before, Tier(start, tier.max_quantity, tier.one_side, tier.both_sides), *tiers[2:]]
    gap = f"{before.max_quantity + 1}-{start - 1}"
    assert any(m.startswith(f"No tier covers {gap} pieces") for m in messages(broken))


def test_the_table_starts_at_one_ends_open_and_prices_are_above_zero():
    assert messages([Tier(10, None, D("1"), D("1"))]) == ["The first tier starts at 1 piece, not 10."]
    assert messages([Tier(1, 9, D("1"), D("1"))]) == ["The last tier is open-ended (1+), not 1-9."]
    assert messages([Tier(1, None, D("0"), D("10"))]) == ["Prices of the tier 1+ must be more than ₹0."]
    assert messages([Tier(1, None, D("10"), D("-1"))]) == ["Prices of the tier 1+ must be more than ₹0."]
    assert messages([Tier(1, None, D("10"), D("9"))]) == [
        "In the tier 1+, both sides cannot cost less than one side."
    ]
    assert "The tier 5-4 ends before it starts." in messages([Tier(1, 4, D(1), D(1)), Tier(5, 4, D(1), D(1))])
    two_open = [Tier(1, None, D(1), D(1)), Tier(10, None, D(1), D(1))]
    assert "Only the last tier is open-ended; 1+ is not last." in messages(two_open)
    assert tier_problems([]) == []  # no breaks at all: sold at its own price


@given(tiers=sound_tables(), price=st.integers(1, 5000), q1=st.integers(1, 2000), q2=st.integers(1, 2000))
def test_an_item_gets_the_tiers_share_to_the_rupee_and_more_pieces_never_cost_more(tiers, price, q1, q2):
    item_price = D(price)
    low, high = sorted((q1, q2))
    unit_low, label = item_unit_price(tiers=tiers, item_price=item_price, quantity=low)
    unit_high, _ = item_unit_price(tiers=tiers, item_price=item_price, quantity=high)
    assert label == tier_for(tiers, low).label
    assert D(1) <= unit_high <= unit_low <= item_price
    assert unit_low == unit_low.to_integral_value() or unit_low == item_price
    assert item_unit_price(tiers=tiers, item_price=item_price, quantity=1) == (
        item_price,
        ordered(tiers)[0].label,
    )


def test_an_item_at_a_tier_pays_the_same_share_as_the_plain_piece():
    # 699 x 379 / 499 = 530.90... -> ₹531
    assert item_unit_price(tiers=TEES, item_price=D("699"), quantity=60) == (D("531.00"), "50-99")
    assert item_unit_price(tiers=[], item_price=D("699"), quantity=60) == (D("699"), "")
