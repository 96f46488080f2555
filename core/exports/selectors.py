"""Reads for exports: which orders a job covers, and a job for its owner or the admin team."""

from datetime import date

from django.contrib.admin import site
from django.core.exceptions import ValidationError
from django.db.models import QuerySet
from django.test import RequestFactory

from core.accounts.models import User
from core.common.auth import NEEDS_ROLE
from core.common.errors import ApplicationError, ErrorStatus, NotAllowed
from core.common.permissions import Perm, may
from core.exports.models import ExportJob
from core.orders.models import Order, PaymentStatus
from core.orders.selectors import orders_between

NOT_FOUND = "No such export."
# what each kind of export needs: spreadsheets of orders, or the print floor's production packs
# and the GST returns' files (GSTR-1, the sales register) the accounts'
LEVEL_NEEDS = {
    "orders": Perm.EXPORT_ORDERS,
    "lines": Perm.EXPORT_ORDERS,
    "packs": Perm.PRINT_FILES,
    "labels": Perm.CHANGE_STATUS,  # who ships prints the labels (core/fulfilment/labels/office.py)
    "gst_csv": Perm.VIEW_ACCOUNTS,
    "gst_json": Perm.VIEW_ACCOUNTS,
    "register": Perm.VIEW_ACCOUNTS,
    "purchase": Perm.MANAGE_PURCHASES,  # the purchase register
    "tally": Perm.VIEW_ACCOUNTS,  # the Tally file: the books of Accounts and the owner (core/books)
    "margins": Perm.VIEW_ACCOUNTS,  # the margin per order (core.margins.export)
    "consent": Perm.MANAGE_CONTENT,  # the consent ledger (core.consent.export)
}


def export_level_check(*, user: User, level: str) -> None:
    """A spreadsheet needs the export permission, production packs the print files' (403 otherwise)."""
    need = LEVEL_NEEDS.get(level)
    if need is not None and not (user.is_superuser or may(user, need)):
        raise NotAllowed(NEEDS_ROLE)


def _day(value) -> date | None:
    return date.fromisoformat(str(value)) if value else None


def orders_for_job(params: dict) -> QuerySet[Order]:
    """The orders an export covers. `params` holds one of:
    - "ids": the orders ticked in the Django admin (primary keys);
    - "order_ids": the orders ticked in the back office (order ids such as RZ-7KQ4M2XP);
    - "admin_query": the Django admin's list filters and search (its own ChangeList applies them,
      so the file has exactly the orders the screen listed);
    - "status", "payment_status", "date_from", "date_to": the back office's filters."""
    if "ids" in params:
        return Order.objects.filter(pk__in=params["ids"])
    if "order_ids" in params:
        return Order.objects.filter(order_id__in=[str(i).strip().upper() for i in params["order_ids"]])
    if "admin_query" in params:
        return _admin_changelist(params["admin_query"], params.get("admin_user_id"))
    qs = orders_between(
        statuses=[params["status"]] if params.get("status") else None,
        date_from=_day(params.get("date_from")),
        date_to=_day(params.get("date_to")),
    )
    if params.get("payment_status"):
        if params["payment_status"] not in PaymentStatus.values:
            raise ValueError("Unknown payment_status; use paid or unpaid.")
        qs = qs.filter(payment_status=params["payment_status"])
    return qs


def _admin_changelist(query: dict, user_id: int | None) -> QuerySet[Order]:
    request = RequestFactory().get("/admin/orders/order/", query)
    request.user = User.objects.get(pk=user_id) if user_id else User(is_staff=True, is_superuser=True)
    changelist = site._registry[Order].get_changelist_instance(request)
    return changelist.get_queryset(request)


def export_job_get(*, job_id: str) -> ExportJob:
    try:
        return ExportJob.objects.select_related("created_by").get(pk=job_id)
    except (ExportJob.DoesNotExist, ValidationError):  # unknown, or not a UUID at all
        raise ApplicationError(NOT_FOUND, status=ErrorStatus.NOT_FOUND) from None
