"""The e-mail task: run by a worker (`manage.py db_worker`), retried with back-off when SMTP fails."""

from django_tasks import task

from core.jobs.retry import retry_on_failure
from core.notifications import services


# their own queue and a higher priority: a long export never stands in front of an e-mail
@task(queue_name="emails", priority=10)
def email_send(message_id: int, attempt: int = 1) -> str:
    with retry_on_failure(email_send, attempt=attempt, kwargs={"message_id": message_id}):
        return services.email_deliver(message_id=message_id, attempt=attempt)
