"""The courier desk's and books' bench fill: its scale figures and the COPY writer
(scripts/bench_desk_fill.py)."""

import json
from decimal import Decimal

EVENT_SHIPMENTS_PER_MILLION = 250_000  # the newest parcels' scans: four to five each (1M events)
UNMATCHED_EVENTS_PER_MILLION = 3_000  # scans whose AWB no shipment has (typos, other shops' parcels)
LIVE_NDR = 300  # failed deliveries still open: the couriers' cut-offs keep them few
COST_LINE_ORDERS_PER_MILLION = 150_000  # the newest margins' cost lines, four each
SETTLED_PER_MILLION = 300_000  # UPI orders paid through the gateway and settled, a line each
UNSETTLED = 150  # paid through the gateway, in no settlement after the days allowed
BIG_ORDERS_DAYS = 60  # a business order over the e-way bill limit a day, for the last 60 days
FILE_MARK = "bench-remittance-"
TWO = Decimal("0.01")


def _scale(per_million: int, orders: int) -> int:
    return max(1, per_million * orders // 1_000_000)


class Writer:
    """Rows of `model` by COPY: every concrete column, its default unless the row names it."""

    def __init__(self, model):
        from django.db.models import AutoField, BigAutoField, DateTimeField, JSONField
        from django.utils import timezone

        from core.orders.demo.bulk import next_id

        self.model = model
        self.fields = [f for f in model._meta.concrete_fields]
        self.columns = [f.column for f in self.fields]
        self.defaults = []
        for f in self.fields:
            value = f.get_default() if f.has_default() or not f.null else None
            if isinstance(f, JSONField):
                value = json.dumps(value if value is not None else {})
            if isinstance(f, DateTimeField) and (f.auto_now or f.auto_now_add):
                value = timezone.now()
            self.defaults.append(value)
        self.names = [f.attname for f in self.fields]
        self.numbered = isinstance(model._meta.pk, AutoField | BigAutoField)
        self.next = next_id(model) if self.numbered else 0
        self.rows: list[tuple] = []
        self.count = 0

    def add(self, **values) -> int:
        pk = values.pop("id", None) or self.next
        if self.numbered:
            self.next = max(self.next, pk + 1)
        values[self.model._meta.pk.attname] = pk
        row = tuple(values[n] if n in values else d for n, d in zip(self.names, self.defaults, strict=True))
        self.rows.append(row)
        if len(self.rows) >= 20_000:
            self.flush()
        return pk

    def flush(self) -> None:
        from core.orders.demo.bulk import _insert_rows

        _insert_rows(self.model, self.columns, self.rows)
        self.count += len(self.rows)
        self.rows = []

    def done(self) -> int:
        from core.orders.demo.bulk import reset_sequences

        self.flush()
        reset_sequences(self.model)
        return self.count


def _money(value) -> Decimal:
    return Decimal(value).quantize(TWO)


def _fy(at) -> int:
    return at.year if at.month >= 4 else at.year - 1
