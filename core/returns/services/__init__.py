"""Writes of the returns app: the owner's returns settings (here), a customer's request
(services/requests.py) and the team's steps (services/steps.py).

Every step goes through `steps._move`: the return is locked, its status must allow the step, the new
status gets a ReturnEvent (who, when, from, to, what was said), the per-status tally moves and the
customer's e-mail is recorded, all in one transaction. A request locks its order first, so two
requests for the same line wait for each other and the second sees what the first took.
"""

from django.db import transaction

from core.returns.models import ReturnSettings


@transaction.atomic
def return_settings_save(*, settings_row: ReturnSettings) -> ReturnSettings:
    """The one row (pk 1), as the Django admin validated it."""
    settings_row.pk = 1
    settings_row.save()
    return settings_row
