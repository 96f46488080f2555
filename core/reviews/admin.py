"""Reviews in the Django admin (Perm.MODERATE_REVIEWS, core/common/permissions.py::MODEL_ACCESS):
the moderation queue, accept or reject in bulk, the reply. Every change goes through
core.reviews.services (ServiceWrites), as the back office's do; the text is the customer's, read-only."""

from django.contrib import admin
from django.utils.html import format_html, format_html_join
from unfold.admin import ModelAdmin
from unfold.decorators import action, display

from core.catalogue.models import RatingTally
from core.common.admin_filters import DayRangeFilter, fixed_values
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator, IndexedSorts
from core.common.admin_writes import ServiceWrites
from core.common.errors import ApplicationError
from core.reviews import services
from core.reviews.models import Review

ADMIN_REJECT_REASON = "It does not follow our review guidelines."


@admin.register(Review)
class ReviewAdmin(ServiceWrites, IndexedSorts, ModelAdmin):
    list_display = ("created_at", "stars", "title", "product", "customer", "status_badge", "helpful_count")
    list_filter = ("status", ("rating", fixed_values(1, 2, 3, 4, 5)), ("created_at", DayRangeFilter))
    list_filter_submit = True
    list_select_related = ("customer", "tally__item", "tally__product_type")
    search_fields = ("title", "comment")
    ordering = ("-created_at", "-id")  # index review_recent
    sortable_by = ("created_at",)  # by stars, status or votes a page sorted every review
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE
    actions = ("accept", "reject")
    readonly_fields = (
        "customer",
        "product",
        "rating",
        "title",
        "comment",
        "photo_links",
        "created_at",
        "edited_at",
        "moderated_at",
        "helpful_count",
    )
    fields = (
        "customer",
        "product",
        "rating",
        "title",
        "comment",
        "photo_links",
        "created_at",
        "edited_at",
        "status",
        "reject_reason",
        "reply",
        "moderated_at",
        "helpful_count",
    )

    def has_add_permission(self, request) -> bool:
        return False  # customers write them, from their delivered orders

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # rejected instead, so the rating tally and the author's page stay true

    def save_record(self, request, obj, form, change: bool) -> None:
        services.review_moderate(
            review_id=obj.pk,
            actor=request.user,
            status=obj.status,
            reject_reason=obj.reject_reason,
            reply=obj.reply,
        )

    @display(description="Stars", ordering="rating")
    def stars(self, review: Review) -> str:
        return "★" * review.rating + "☆" * (5 - review.rating)

    @display(description="Product")
    def product(self, review: Review) -> str:
        return review.tally.label

    @display(
        description="Status",
        ordering="status",
        label={"pending": "warning", "accepted": "success", "rejected": "danger"},
    )
    def status_badge(self, review: Review):
        return review.status, review.get_status_display()

    @display(description="Photos")
    def photo_links(self, review: Review) -> str:
        photos = review.photos.all()
        if not photos:
            return "-"
        return format_html_join(
            " ",
            '<a href="{}" target="_blank"><img src="{}" height="80"></a>',
            ((p.url, p.url) for p in photos),
        )

    def _moderate(self, request, queryset, action_name: str, reason: str = "") -> None:
        try:
            n = services.reviews_bulk_moderate(
                ids=list(queryset.values_list("pk", flat=True)[:200]),
                action=action_name,
                actor=request.user,
                reason=reason,
            )
        except ApplicationError as exc:
            self.message_user(request, exc.message, level="error")
            return
        self.message_user(request, format_html("{} review(s) changed.", n))

    @action(description="Accept selected reviews", permissions=["change"])
    def accept(self, request, queryset):
        self._moderate(request, queryset, "accept")

    @action(description="Reject selected reviews (reason: not within our guidelines)", permissions=["change"])
    def reject(self, request, queryset):
        self._moderate(request, queryset, "reject", ADMIN_REJECT_REASON)


@admin.register(RatingTally)
class RatingTallyAdmin(ModelAdmin):
    """The maintained stars per product (read-only: the reviews' services keep it)."""

    list_display = ("__str__", "stars_5", "stars_4", "stars_3", "stars_2", "stars_1")
    list_select_related = ("item", "product_type")

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
