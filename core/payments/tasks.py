"""The refund task: asks the gateway for a refund recorded pending (core/payments/services/refunds.py),
after the transaction that recorded it committed. Its outcome, answered or refused, is kept on the
refund; a worker that dies mid-call leaves it pending for Accounts to see."""

from django_tasks import task

from core.payments.services.refunds import gateway_refund_send


@task()
def gateway_refund_send_task(refund_pk: int) -> str:
    refund = gateway_refund_send(refund_pk=refund_pk)
    return "" if refund is None else f"{refund.pk} {refund.status}"
