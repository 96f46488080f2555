"""Newsletter sign-ups export (the club's mailing list), formula-escaped like every export."""

from import_export import fields, resources

from core.common.admin_export import SafeExportMixin, ddmmyyyy
from core.content.models import NewsletterSignup


class NewsletterSignupResource(SafeExportMixin, resources.ModelResource):
    joined = fields.Field(column_name="Joined", readonly=True)

    class Meta:
        model = NewsletterSignup
        name = "Newsletter sign-ups"
        fields = ("email", "joined")
        export_order = fields

    def dehydrate_joined(self, signup: NewsletterSignup) -> str:
        return ddmmyyyy(signup.created_at)
