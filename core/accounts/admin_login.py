"""The Django admin's log-in form: the same axes lockout as the shop's own log-ins (same counters,
same message), and a `next` that always lands inside the admin."""

from django.core.exceptions import ValidationError
from unfold.forms import AuthenticationForm

from core.accounts.lockout import is_locked_out, locked_message


class ThrottledAdminLoginForm(AuthenticationForm):
    def clean(self):
        try:
            return super().clean()  # authenticate(): axes counts, then the password is checked
        except ValidationError as error:
            if self.request is not None and is_locked_out(self.request):
                raise ValidationError(locked_message(), code="throttled") from error
            raise
