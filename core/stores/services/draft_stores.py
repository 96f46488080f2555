"""A store's draft, stored: "Duplicate" on a store makes one (its copy with new dates, drafts.py),
the desk edits it, and "Open the store" publishes it.

Readings (the shop's own):
- A draft is not public: its page, progress and buying answer as a store not found; its organiser
  previews it on their dashboard. The close task never closes it (nothing is queued for it).
- Saving a draft checks every field as making a store does, but not whether its dates are past:
  the dates are checked when it is opened, with the rules of a new store (the address free, the
  organiser, the quote, each design's price at or above the price break as it stands then).
- "Opening in the future or now": an opening time up to OPEN_GRACE ago counts as now (the form's
  times are to the minute); the store must close after it opens."""

from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.ist import ist_datetime
from core.common.models import AuditAction
from core.common.services import audit_record
from core.jobs.start import start
from core.stores.models import Store, StoreDesign, StoreStatus
from core.stores.services.desk import (
    CHECK_STORE,
    CLOSE_TASK,
    MAX_DESIGNS,
    TAKEN_SLUG,
    DesignIn,
    StoreIn,
    design_check,
    store_create,
    store_fields,
    store_fields_check,
    store_sold_from_quote,
)
from core.stores.services.drafts import store_draft_copy, store_form

OPEN_GRACE = timedelta(minutes=5)
NOT_DRAFT = "This store is not a draft: it is {status} already."
OPENS_PAST = "The opening time has passed: set it to now or later."


def _input(fields: dict) -> StoreIn:
    designs = [DesignIn(**d) for d in fields.pop("designs")]
    return StoreIn(**fields, designs=designs)


def store_duplicate(*, store: Store, actor: User | None) -> Store:
    """A draft copy of `store`: its designs and choices, new dates, a free address."""
    return store_create(data=_input(store_draft_copy(store=store)), actor=actor, status=StoreStatus.DRAFT)


def _locked_draft(store: Store) -> Store:
    locked = Store.objects.select_for_update(of=("self",)).select_related("quote__order").get(pk=store.pk)
    if locked.status != StoreStatus.DRAFT:
        message = NOT_DRAFT.format(status=locked.get_status_display().lower())
        raise ApplicationError(message, status=ErrorStatus.CONFLICT)
    return locked


@transaction.atomic
def store_draft_update(*, store: Store, data: StoreIn, actor: User | None) -> Store:
    """Save the desk's edits to a draft: every field checked (its dates when it is opened), its
    designs replaced by the form's."""
    locked = _locked_draft(store)
    errors = FieldErrors()
    organiser, quote, gstin = store_fields_check(data, errors, timezone.now(), own=locked, dates=False)
    designs = [design_check(row, i, errors) for i, row in enumerate(data.designs[:MAX_DESIGNS])]
    errors.raise_if_any(CHECK_STORE)
    store_fields(locked, data, organiser, quote, gstin)
    try:
        with transaction.atomic():
            locked.save()
    except IntegrityError:
        raise FieldErrors.single("slug", TAKEN_SLUG) from None
    StoreDesign.objects.filter(store=locked).delete()  # a draft's designs have no orders
    for design in designs:
        design.store = locked
    StoreDesign.objects.bulk_create(designs)
    audit_record(actor=actor, action=AuditAction.SETTINGS, target=f"Store {locked.slug}", after="draft saved")
    return locked


@transaction.atomic
def store_open(*, store: Store, actor: User | None) -> Store:
    """Publish a draft: its dates (opening now or later, closing after it opens) and every rule of
    a new store checked again, each design's shop price taken from the price break as it stands,
    the quote's order settled (a store from a quote), its close queued at its closing time."""
    locked = _locked_draft(store)
    now = timezone.now()
    data = _input(store_form(locked))
    errors = FieldErrors()
    if data.opens_at < now - OPEN_GRACE:
        errors.add("opens_at", OPENS_PAST)
    store_fields_check(data, errors, now, own=locked)
    checked = [design_check(row, i, errors) for i, row in enumerate(data.designs[:MAX_DESIGNS])]
    errors.raise_if_any(CHECK_STORE)
    for design in checked:
        StoreDesign.objects.filter(store=locked, position=design.position).update(
            shop_price=design.shop_price
        )
    locked.status = StoreStatus.OPEN
    locked.save(update_fields=["status"])
    store_sold_from_quote(locked, actor)
    prices = ", ".join(f"{d.title} ₹{d.price} (shop ₹{d.shop_price})" for d in checked)
    audit_record(
        actor=actor, action=AuditAction.PRICE, target=f"Store {locked.slug}",
        before="draft", after=f"open {ist_datetime(locked.opens_at)}: {prices}",
    )  # fmt: skip
    start(CLOSE_TASK, run_after=locked.closes_at, store_id=locked.pk)
    return locked
