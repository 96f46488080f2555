"""The bank screen's credits written from plain values, not models and schemas: a page of 50 credits,
each with its order read as a whole model and validated through its schema, cost about 2.5 times a
logged-in hello (benchmarks/api.md). The selectors read the columns (core/banking/selectors.py:
CREDIT_FIELDS, CANDIDATE_FIELDS) and this writes the keys, order and values of the route's response
schema (core/banking/office.py::CreditOut), which stays on the route for the OpenAPI document;
core/banking/tests/test_office_rows.py compares the bytes."""

from core.common.renderers import json_time


def _candidate(order: dict) -> dict:
    """CandidateOut."""
    return {
        "order_id": order["order_id"],
        "created_at": json_time(order["created_at"]),
        "amount": float(order["amount"]),
        "status": order["status"],
        "payment_status": order["payment_status"],
        "payment_method": order["payment_method"],
        "name": order["ship_name"],
    }


def credit_rows(credits: list[dict]) -> list[dict]:
    """CreditOut per credit."""
    return [
        {
            "id": c["id"],
            "row": c["row"],
            "value_date": c["value_date"].isoformat(),
            "amount": float(c["amount"]),
            "narration": c["narration"],
            "reference": c["reference"],
            "utr": c["utr"],
            "rule": c["rule"],
            "reason": c["reason"],
            "order_id": c["order__order_id"],
            "order_amount": None if c["order__amount"] is None else float(c["order__amount"]),
            "order_payment_status": c["order__payment_status"],
            "confirmed": bool(c["used"]),
            "candidates": [_candidate(order) for order in c["candidates"]],
        }
        for c in credits
    ]
