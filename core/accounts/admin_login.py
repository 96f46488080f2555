"""The Django admin's log-in form, throttled like the shop's own log-ins (same counters, same message)."""

from django.core.exceptions import ValidationError
from unfold.forms import AuthenticationForm

from core.accounts.services import login_failure_record, login_throttle_check
from core.common.errors import ApplicationError


class ThrottledAdminLoginForm(AuthenticationForm):
    def clean(self):
        phone_number = (self.cleaned_data.get("username") or "").strip()
        if self.request is not None and phone_number:
            try:
                login_throttle_check(request=self.request, phone_number=phone_number)
            except ApplicationError as error:
                raise ValidationError(error.message, code="throttled") from error
        try:
            return super().clean()
        except ValidationError as error:
            # a wrong password counts; a right password of a non-staff account is not a guess
            if self.request is not None and phone_number and self.user_cache is None:
                login_failure_record(request=self.request, phone_number=phone_number)
            raise error
