"""Whatever parcels are delivered (or moved back), and whatever files repeat, miss or over-pay them
(hypothesis): what each courier owes, as kept, equals its delivered COD parcels' amounts minus the
remittance lines counted for it, to the paisa; its days and its ageing add up to the same."""

from collections import defaultdict
from decimal import Decimal

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.orders.changes.services import order_update
from core.orders.models import PaymentMethod
from core.orders.shipping.models import Shipment
from core.remittances import selectors, services
from core.remittances.models import CodDay, CourierCod, RemittanceLine
from core.remittances.tests.factories import b64, courier, parcel, remittance_csv

pytestmark = pytest.mark.django_db
COURIERS = ["Delhivery", "DTDC"]

# a parcel: its courier, amount in paise, COD or not, delivered, moved back from delivered after
parcels_st = st.lists(
    st.tuples(
        st.sampled_from(COURIERS), st.integers(1, 500_000), st.booleans(), st.booleans(), st.booleans()
    ),
    min_size=1,
    max_size=6,
)
# a file: its courier and lines (which parcel, or an unknown AWB; the amount's paise off the due)
files_st = st.lists(
    st.tuples(
        st.sampled_from(COURIERS),
        st.lists(st.tuples(st.integers(0, 7), st.integers(-5000, 5000)), min_size=1, max_size=6),
    ),
    min_size=1,
    max_size=3,
)


def paise(value: int) -> str:
    return f"{Decimal(value) / 100:.2f}"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parcels=parcels_st, files=files_st)
def test_what_a_courier_owes_is_its_delivered_cod_parcels_minus_its_counted_remittances(
    parcels, files, staff
):
    with transaction.atomic():
        made = []
        for n, (name, amount, cod, delivered, back) in enumerate(parcels):
            order = parcel(f"AW{n:06d}", paise(amount), courier_name=name, delivered=delivered,
                           method="cod" if cod else "upi")  # fmt: skip
            if delivered and back:
                order_update(order=order, actor=None, status="shipped")
            made.append(order)
        for f, (name, picks) in enumerate(files):
            rows = []
            for index, off in picks:
                if index < len(made):
                    due = int(made[index].amount * 100)
                    rows.append((made[index].shipment.awb, paise(max(due + off, 0)), "", f"UTR{f}"))
                else:
                    rows.append((f"ZZ{index:06d}", "100.00", "", f"UTR{f}"))
            upload, _ = services.remittance_file_upload(
                user=staff,
                courier_id=courier(name).pk,
                file_name=f"{f}.csv",
                content=b64(remittance_csv(rows)),
            )
            services.remittance_file_read(file_id=str(upload.pk))

        delivered = defaultdict(Decimal)
        for shipment in Shipment.objects.filter(
            delivered_at__isnull=False, order__payment_method=PaymentMethod.COD
        ):
            delivered[shipment.courier_id] += shipment.order.amount
        remitted = defaultdict(Decimal)
        for line in RemittanceLine.objects.filter(counted=True):
            remitted[line.courier_id] += line.amount
        kept = {c.courier_id: c for c in CourierCod.objects.all()}
        for courier_id in set(delivered) | set(remitted) | set(kept):
            owed = delivered[courier_id] - remitted[courier_id]
            assert kept[courier_id].owed == owed
            days = CodDay.objects.filter(courier_id=courier_id)
            assert sum((d.delivered - d.remitted for d in days), Decimal()) == owed
            assert all(d.open == (d.delivered != d.remitted) for d in days)
        for row in selectors.courier_ageing():
            assert sum(row.buckets.values(), Decimal()) == row.owed
        transaction.set_rollback(True)
