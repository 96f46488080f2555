"""This app's background work: the password reset e-mails, queued by every forgot-password request
(so the request takes the same time whether or not an account matched)."""

from django_tasks import task

from core.passwords import services


@task()
def password_reset_send(user_ids: list[int]) -> int:
    return services.password_reset_emails_send(user_ids=user_ids)
