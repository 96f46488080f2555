"""The statement task: a worker reads the uploaded file while the screen polls its progress."""

from django_tasks import task

from core.banking import services


@task()
def statement_read(statement_id: str) -> int:
    return services.bank_statement_read(statement_id=statement_id)
