"""A customer's returns after "Delete my account" (DPDP Act 2023 s.12(3)): what the customer typed
or photographed goes; what the shop's accounts need stays. Called by core.privacy.services
inside its transaction."""

from django.db import transaction
from django.db.models import Q

from core.returns.models import RefundTo, ReturnEvent, ReturnKind, ReturnPhoto, ReturnRequest, ReturnStatus

ERASED_TEXT = "(erased at the customer's request)"
# a refund still owed to the UPI ID the customer typed (cash on delivery): the ID is needed to pay it
REFUND_OWED = (ReturnStatus.REQUESTED, ReturnStatus.APPROVED, ReturnStatus.PICKED_UP, ReturnStatus.RECEIVED)


def returns_refund_owed(*, customer) -> list[str]:
    """The numbers of the customer's returns still waiting for a refund to a UPI ID they gave."""
    owed = ReturnRequest.objects.filter(
        customer=customer, kind=ReturnKind.REFUND, refund_to=RefundTo.UPI_ID, status__in=REFUND_OWED
    )
    return list(owed.order_by("number").values_list("number", flat=True))


@transaction.atomic
def customer_returns_erase(*, customer) -> int:
    """Erase the customer's words and photos from their returns; answers how many returns.

    Per field:
    - note (typed by the customer, may hold a name, phone or address) -> ERASED_TEXT, and so is its
      copy in the request's own event (the first one, made by the customer);
    - upi_id (typed for a cash-on-delivery refund, often the phone number: 98...@ybl) -> blank; the
      erasure is refused while a refund to it is owed (returns_refund_owed), so nobody loses money;
    - photos (the customer's pictures: faces, labels with the address) -> deleted with their files;
    - refund_amount, refund_reference (UTR), refunded_at, credit_note: the shop's accounting
      records (the credit note is kept 72 months, CGST Act s.36), with no personal data -> kept;
    - reject_reason, qc_note, awb and the team's events: the team's words on the return, the shop's
      records like the order notes -> kept.
    """
    returns = ReturnRequest.objects.filter(customer=customer)
    photos = list(ReturnPhoto.objects.filter(request__in=returns))
    files = [(p.image.storage, p.image.name) for p in photos if p.image]
    ReturnPhoto.objects.filter(pk__in=[p.pk for p in photos]).delete()
    asked = Q(actor=customer) | Q(from_status="")  # the request's own event copies the note
    ReturnEvent.objects.filter(asked, request__in=returns).exclude(note="").update(note=ERASED_TEXT)
    returns.exclude(note="").update(note=ERASED_TEXT)
    count = returns.update(upi_id="")

    def delete_files() -> None:
        for storage, name in files:
            storage.delete(name)

    transaction.on_commit(delete_files)
    return count
