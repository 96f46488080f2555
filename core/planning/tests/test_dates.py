"""The planning's dates as pure rules: the dispatch date a promise implies, the default print day,
and how due an order is."""

from datetime import date, timedelta

from core.pincodes.estimate import Reading, Zone, estimate
from core.planning.dates import Due, days_back, default_print_day, dispatch_date, due_state

MONDAY = date(2026, 11, 23)
SATURDAY = date(2026, 11, 28)


def _dispatch(zone: Zone, placed: date) -> date:
    return dispatch_date(estimate(zone, reading=Reading.DESIGN, today=placed), placed=placed)


def test_the_parcel_leaves_early_enough_for_the_courier_to_keep_the_latest_day():
    # Delhi 1-2 days: by Wednesday, a day in transit: leaves Tuesday
    assert _dispatch(Zone.FAST, MONDAY) == date(2026, 11, 24)
    # metro 2-3 days: by Thursday, two days in transit: leaves Tuesday
    assert _dispatch(Zone.METRO, MONDAY) == date(2026, 11, 24)
    # other cities 3-5 days: by Saturday, three days in transit: leaves Wednesday
    assert _dispatch(Zone.OTHER, MONDAY) == date(2026, 11, 25)


def test_sundays_are_no_courier_days():
    # placed Saturday, Delhi: by Tuesday (Sunday skipped), a day in transit: leaves Monday
    assert _dispatch(Zone.FAST, SATURDAY) == date(2026, 11, 30)
    # a day back from Monday is Saturday, never the Sunday between
    assert days_back(date(2026, 11, 30), 1) == SATURDAY
    # a Sunday itself moves to the Saturday before it
    assert days_back(date(2026, 11, 29), 0) == SATURDAY


def test_the_print_day_is_the_working_day_before_dispatch_but_never_before_the_order():
    assert default_print_day(date(2026, 11, 25), placed=MONDAY) == date(2026, 11, 24)
    assert default_print_day(date(2026, 11, 30), placed=SATURDAY) == SATURDAY
    assert default_print_day(MONDAY, placed=MONDAY) == MONDAY


def test_late_today_tomorrow_and_later():
    today = MONDAY
    assert due_state(today - timedelta(days=1), today=today) == Due.LATE
    assert due_state(today, today=today) == Due.TODAY
    assert due_state(today + timedelta(days=1), today=today) == Due.TOMORROW
    assert due_state(today + timedelta(days=2), today=today) == Due.LATER
    assert due_state(None, today=today) is None
