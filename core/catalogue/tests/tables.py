"""Hypothesis strategies for bulk tables: sound ones (every quantity covered once, prices falling)."""

from decimal import Decimal as D

from hypothesis import strategies as st

from core.catalogue.tiers import Tier


@st.composite
def sound_tables(draw, max_tiers: int = 6) -> list[Tier]:
    """1 to `max_tiers` tiers from 1 piece, the last open, each a lower one-side price than the one
    before, both sides at least one side's price."""
    cuts = sorted(draw(st.sets(st.integers(2, 600), max_size=max_tiers - 1)))
    starts = [1, *cuts]
    first = draw(st.integers(100, 3000))
    tiers, price = [], D(first)
    for i, start in enumerate(starts):
        end = starts[i + 1] - 1 if i + 1 < len(starts) else None
        paise = draw(st.integers(0, 99))
        one = price + D(paise) / 100 if i == 0 else price
        both = one + D(draw(st.integers(0, 300)))
        tiers.append(Tier(start, end, one, both))
        price = max(D(1), price - D(draw(st.integers(0, 90))))
    return tiers


def as_rows(tiers: list[Tier]) -> list[dict]:
    return [
        {
            "min_quantity": t.min_quantity,
            "max_quantity": t.max_quantity,
            "one_side": t.one_side,
            "both_sides": t.both_sides,
        }
        for t in tiers
    ]
