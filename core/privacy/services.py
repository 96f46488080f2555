"""The customer's right to erasure (Digital Personal Data Protection Act, 2023, s.12(3)): their
personal data erased or made anonymous at once, in one transaction, except what a law requires the
shop to keep (s.8(7)): tax invoices and credit notes, kept for 72 months from the due date of the
annual return of their year (CGST Act, 2017, s.36 with Rule 56), which print the buyer's name and
address as Rule 46 requires. Orders keep their amounts and lines (the shop's accounts) without the
person; the copies made by "Download my data" are deleted with their files. The account can no
longer log in, and the audit trail records the erasure."""

from axes.models import AccessAttempt, AccessFailureLog
from django.contrib.auth import logout
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.models import AuditAction
from core.common.services import audit_record
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup
from core.notifications.services import emails_redact
from core.orders.models import Order
from core.privacy.download.services import data_exports_erase
from core.reorders.models import OrderDesign
from core.returns.services.erasure import customer_returns_erase, returns_refund_owed
from core.reviews.services.erasure import customer_reviews_erase
from core.support.models import Ticket, TicketEntry

ERASED_NAME = "Deleted customer"
ERASED_TEXT = "(erased at the customer's request)"
BAD_PASSWORD = "Your password is not correct."
CONFIRM_WORD = "DELETE"
TEAM_ACCOUNT = "A team account cannot be deleted here: ask the shop's owner."
REFUND_OWED = (
    "We still owe you a refund to your UPI ID for return {numbers}: we need that ID to pay you. "
    "You can delete your account once it is refunded."
)
DESIGN_FIELDS = ("front_image", "back_image", "front_thumbnail", "back_thumbnail")
# On an order: the address copy and the instructions (typed by the customer) go; the amounts, lines,
# events, upi_reference (the payment's UTR: the books of account, CGST Act s.35-36), and the team's
# own notes (OrderNote: the shop's records, written by the team) stay.
ORDER_BLANKS = {
    "ship_name": ERASED_NAME,
    "ship_phone": "",
    "ship_area": "",
    "ship_landmark": "",
    "ship_city": "",
    "ship_state": "",
    "ship_pin_code": "",
    "instructions": "",
}


def _placeholder_phone(user: User) -> str:
    # unique (the column is), ten characters, and never a real Indian mobile number (those start 6-9)
    return f"0{user.pk:09d}"[-10:]


def _delete_files_after_commit(files: list) -> None:
    def delete() -> None:
        for storage, name in files:
            storage.delete(name)

    transaction.on_commit(delete)


def _erase_orders(user: User) -> list[int]:
    orders = list(Order.objects.filter(customer=user).only("pk", *DESIGN_FIELDS))
    files = [
        (getattr(o, f).storage, getattr(o, f).name) for o in orders for f in DESIGN_FIELDS if getattr(o, f)
    ]
    designs = OrderDesign.objects.filter(order__customer=user)
    files += [(d.file.storage, d.file.name) for d in designs if d.file]
    designs.delete()
    ids = [o.pk for o in orders]
    Order.objects.filter(pk__in=ids).update(**ORDER_BLANKS, **dict.fromkeys(DESIGN_FIELDS, ""))
    _delete_files_after_commit(files)
    return ids


def _erase_messages(user: User, email: str, phone: str) -> None:
    mine = Q(customer=user) | Q(phone_number=phone) | (Q(email__iexact=email) if email else Q(pk__in=[]))
    # a ticket keeps its number, dates and status (the grievance record, Consumer Protection
    # (E-Commerce) Rules 2020 r.4(5)), not one word of the customer's or of the replies to them
    tickets = Ticket.objects.filter(mine)
    TicketEntry.objects.filter(ticket__in=tickets).update(body=ERASED_TEXT, author_name="")
    tickets.update(name=ERASED_NAME, email="", phone_number="", subject="", message=ERASED_TEXT)
    if email:
        ContactMessage.objects.filter(email__iexact=email).delete()
        NewsletterSignup.objects.filter(email__iexact=email).delete()
        BulkEnquiry.objects.filter(email__iexact=email).delete()
    BulkEnquiry.objects.filter(phone_number=phone).delete()
    # failed log-ins name the phone number (axes)
    AccessAttempt.objects.filter(username=phone).delete()
    AccessFailureLog.objects.filter(username=phone).delete()


@transaction.atomic
def customer_erase(*, request: HttpRequest, password: str, confirm: str) -> User:
    """The logged-in customer's "Delete my account": password and the word DELETE first."""
    user = User.objects.select_for_update().get(pk=request.user.pk)
    if user.is_staff:
        raise ApplicationError(TEAM_ACCOUNT, status=ErrorStatus.FORBIDDEN)
    errors = FieldErrors()
    if not user.check_password(password or ""):
        errors.add("password", BAD_PASSWORD)
    if (confirm or "").strip() != CONFIRM_WORD:
        errors.add("confirm", f"Type {CONFIRM_WORD} to confirm.")
    errors.raise_if_any()
    email, phone = user.email, user.phone_number
    order_ids = _erase_orders(user)
    # DPDP Act 2023 s.12(3): kept while "necessary for the specified purpose": paying the refund.
    # Asked after the orders' rows are locked (updated): a return asked meanwhile is seen here, or
    # waits for the order and then finds the account gone; refusing rolls everything back.
    if owed := returns_refund_owed(customer=user):
        raise ApplicationError(REFUND_OWED.format(numbers=", ".join(owed)))  # 400: no new answer
    _erase_messages(user, email, phone)
    customer_returns_erase(customer=user)  # notes, UPI IDs, photos; refunds and credit notes stay
    customer_reviews_erase(customer=user)  # whole reviews; the rating tally follows
    data_exports_erase(user=user)  # "Download my data" copies, with their files
    emails_redact(addresses=[email], order_ids=order_ids)
    user.name, user.email, user.phone_number = ERASED_NAME, "", _placeholder_phone(user)
    business = ("business_name", "business_gstin", "business_pin_code", "business_state")
    for name in ("area", "landmark", "city", "state", "pin_code", *business):
        setattr(user, name, "")
    user.business_address = ""  # the orders' business snapshots stay, with their tax invoices
    user.is_active = False
    user.set_unusable_password()  # no log-in; every session's hash stops matching
    user.save()
    audit_record(
        actor=None,
        action=AuditAction.ERASURE,
        target=f"Customer #{user.pk}",
        after=f"Erased at the customer's request; {len(order_ids)} orders kept without personal data.",
    )
    logout(request)
    return user
