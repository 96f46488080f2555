"""Two requests for the same line at the same moment give one return (PostgreSQL: the request locks
its order first; SQLite serialises every write transaction anyway)."""

import pytest
from django.db import connection

from core.accounts.tests.factories import CustomerFactory
from core.common.errors import ApplicationError
from core.returns.models import ReturnLine, ReturnRequest
from core.returns.services.requests import LineAsk, return_request_create
from core.returns.tests.factories import delivered_order
from core.tests.transactional import WORKERS, migration_seeds, side_by_side


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
def test_concurrent_requests_for_the_same_line_give_one_return():
    migration_seeds()
    customer = CustomerFactory()
    order = delivered_order(customer, lines=[("M", 1)])
    line = order.lines.get()

    def work(_: int) -> None:
        return_request_create(
            order=order,
            actor=customer,
            kind="refund",
            reason="wrong_size",
            note="",
            upi_id="",
            lines=[LineAsk(line_id=line.pk, quantity=1)],
            photos=[],
        )

    errors = side_by_side(work, list(range(WORKERS)))
    assert ReturnRequest.objects.filter(order=order).count() == 1
    assert sum(ReturnLine.objects.filter(order_line=line).values_list("quantity", flat=True)) == 1
    assert len(errors) == WORKERS - 1 and all(isinstance(e, ApplicationError) for e in errors)
    assert {str(e.errors["lines"][0]) for e in errors} == {"Every item of this order is already in a return."}
