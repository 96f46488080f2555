"""What each courier owes, by days past due: the open days of a long history, each in the column its
due date (the day plus the courier's cycle) puts it, read in the same few queries however long."""

from datetime import date, timedelta
from decimal import Decimal

import pytest

from core.receivables.selectors import age_bucket
from core.remittances import selectors
from core.remittances.models import CodDay, CourierCod
from core.remittances.tests.factories import courier

pytestmark = pytest.mark.django_db
TODAY = date(2026, 11, 24)


def test_a_years_open_days_fall_in_their_columns_in_three_queries(settings, django_assert_num_queries):
    settings.COD_REMITTANCE_CYCLE_DAYS = {"Blue Dart": 10}  # Delhivery keeps the default 7
    couriers = {"Delhivery": courier("Delhivery"), "Blue Dart": courier("Blue Dart")}
    expected = {name: {} for name in couriers}
    for name, found in couriers.items():
        owed = Decimal("0")
        for back in range(0, 400, 3):
            day = TODAY - timedelta(days=back)
            delivered, remitted = Decimal(1000 + back), Decimal(back % 7 * 10)
            CodDay.objects.create(courier=found, day=day, delivered=delivered, remitted=remitted, open=True)
            column = age_bucket(day + timedelta(days=selectors.cycle_days(found)), TODAY)
            expected[name][column] = expected[name].get(column, Decimal("0")) + delivered - remitted
            owed += delivered - remitted
        CodDay.objects.create(courier=found, day=TODAY - timedelta(days=500), delivered=5, remitted=5)
        CourierCod.objects.create(courier=found, delivered=owed, remitted=0, parcels=1)
    with django_assert_num_queries(3):  # the couriers' totals, the old days summed, the newer days
        rows = {row.courier.name: row for row in selectors.courier_ageing(TODAY)}
    for name, columns in expected.items():
        got = {k: v for k, v in rows[name].buckets.items() if v}
        assert got == columns
        assert sum(rows[name].buckets.values(), Decimal()) == rows[name].owed
    # 91 days past due starts the last column: Delhivery's is 98 days back, Blue Dart's 101
    assert rows["Delhivery"].buckets["d90_plus"] != rows["Blue Dart"].buckets["d90_plus"]
