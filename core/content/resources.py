"""Newsletter sign-ups export (the club's mailing list), formula-escaped like every export."""

from import_export import resources

from core.common.admin_export import SafeExportMixin, export_column
from core.common.ist import ist_date
from core.content.models import NewsletterSignup


class NewsletterSignupResource(SafeExportMixin, resources.ModelResource):
    joined = export_column("Joined")

    class Meta:
        model = NewsletterSignup
        name = "Newsletter sign-ups"
        fields = ("email", "joined")
        export_order = fields

    def dehydrate_joined(self, signup: NewsletterSignup) -> str:
        return ist_date(signup.created_at)
