"""Delivery dates: the specification's two readings, Sundays skipped, metros from the settings."""

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from core.common.pincode_directory import Place, place_for
from core.pincodes.estimate import Reading, Zone, add_delivery_days, delivery_by, estimate, zone_for
from core.pincodes.models import DEFAULT_FAST, DEFAULT_METROS

MONDAY = date(2026, 11, 23)


def _days(zone: Zone, reading: Reading) -> tuple[int, int]:
    e = estimate(zone, reading=reading, today=MONDAY)
    return e.min_days, e.max_days


SATURDAY = date(2026, 11, 28)


def _zone(pincode: str, metros: str = DEFAULT_METROS) -> Zone:
    return zone_for(place_for(pincode), fast_cities=DEFAULT_FAST, metro_cities=metros)


def test_the_directory_knows_towns_districts_and_states():
    assert place_for("110001") == Place("110001", "New Delhi", "Central Delhi", "Delhi")
    assert place_for("122001").town == "Gurgaon"
    assert place_for("400001").state == "Maharashtra"
    assert place_for("999999") is None


def test_delhi_and_gurgaon_are_fast_big_cities_metro_and_the_rest_other():
    assert _zone("110001") == _zone("122001") == Zone.FAST
    assert _zone("400001") == _zone("560001") == _zone("600001") == Zone.METRO
    assert _zone("682001") == _zone("744112") == Zone.OTHER


def test_which_cities_are_metros_is_a_setting():
    assert _zone("682001", metros="Ernakulam") == Zone.METRO
    assert _zone("400001", metros="Chennai") == Zone.OTHER


def test_the_design_pages_reading():
    fast = estimate(Zone.FAST, reading=Reading.DESIGN, today=MONDAY)
    assert (fast.min_days, fast.max_days, fast.earliest, fast.latest) == (
        1,
        2,
        date(2026, 11, 24),
        date(2026, 11, 25),
    )
    assert _days(Zone.METRO, Reading.DESIGN) == (2, 3)
    assert estimate(Zone.OTHER, reading=Reading.DESIGN, today=MONDAY).latest == date(2026, 11, 28)


def test_the_product_pages_reading_is_one_to_three_days_in_every_metro():
    for zone in (Zone.FAST, Zone.METRO):
        assert _days(zone, Reading.PRODUCT) == (1, 3)
    assert _days(Zone.OTHER, Reading.PRODUCT) == (3, 5)


def test_sundays_are_skipped():
    assert add_delivery_days(SATURDAY, 1) == date(2026, 11, 30)
    assert delivery_by(estimate(Zone.OTHER, reading=Reading.DESIGN, today=SATURDAY).latest) == (
        "Delivery by Fri, 4 Dec"
    )


@given(st.dates(min_value=date(2020, 1, 1), max_value=date(2035, 1, 1)), st.integers(1, 10))
def test_a_delivery_day_is_never_a_sunday_and_never_sooner_than_the_days(start, days):
    day = add_delivery_days(start, days)
    assert day.weekday() != 6
    assert (day - start).days >= days
