"""axes' failed log-in records in the admin's own theme: who is locked out, and a way to lift it
(delete the row)."""

from axes.admin import AccessAttemptAdmin, AccessFailureLogAdmin, AccessLogAdmin
from axes.models import AccessAttempt, AccessFailureLog, AccessLog
from django.contrib import admin
from unfold.admin import ModelAdmin

for model, base in (
    (AccessAttempt, AccessAttemptAdmin),
    (AccessLog, AccessLogAdmin),
    (AccessFailureLog, AccessFailureLogAdmin),
):
    if admin.site.is_registered(model):
        admin.site.unregister(model)
    admin.site.register(model, type(base.__name__, (base, ModelAdmin), {}))
