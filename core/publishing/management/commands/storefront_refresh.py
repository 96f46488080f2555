"""Tell the storefront to refresh every cached page now, once, without the queue:
`manage.py storefront_refresh`. For scripts/run and start_test_shop after both servers are up (pages
pre-rendered by an earlier build may show an earlier database), and after restoring a backup."""

from django.core.management.base import BaseCommand, CommandError

from core.publishing import storefront, tags


class Command(BaseCommand):
    help = "Refresh every cached page of the storefront (all the revalidation tags), now."

    def handle(self, *args, **options) -> None:
        if not storefront.configured():
            raise CommandError("Set SHOP_REVALIDATE_SECRET and SHOP_STOREFRONT_ORIGIN first.")
        try:
            outcome = storefront.revalidate(tags=list(tags.TAGS))
        except storefront.StorefrontUnavailable as exc:
            raise CommandError(str(exc)) from exc
        if outcome == "refused: 401":
            raise CommandError("The storefront refused the signature: do both servers have the same secret?")
        if outcome.startswith("refused"):
            raise CommandError(f"The storefront {outcome}.")
        self.stdout.write(outcome)
