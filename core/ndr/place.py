"""A failed delivery's corrected address may not leave the state its tax invoice was issued for.

The place of supply of goods that move is where the movement ends for delivery to the recipient
(IGST Act s.10(1)(a); core/invoices/tax.py::place_of_supply): the delivery address's state, which
an issued invoice states and taxes by (CGST and SGST within the shop's state, IGST outside it). A
parcel re-routed to another state would be delivered against an invoice with the wrong place of
supply and the wrong tax, which only a credit note cancelling it and a new invoice put right
(CGST Act s.34), and the courier cannot take it across states on the same AWB anyway (its e-way bill
names the old state too). So the correction is refused, saying what to do: the desk returns the
parcel and ships the order again to the new address (the invoice is credited on its return and
issued again when it ships); the customer is asked to contact the shop. Within the same state, or
before any invoice, the correction stands (an invoice issued later reads the new address).
"""

from core.common.errors import FieldErrors
from core.invoices.selectors import live_invoice
from core.invoices.states import STATES
from core.invoices.tax import PlaceUnknown, place_of_supply

OTHER_STATE_DESK = (
    "This PIN code is in {new}, but invoice {number} was issued for delivery in {old}, its place of "
    "supply. A delivery to another state needs a credit note and a new invoice: choose Return to origin, "
    "then ship the order again to the new address."
)
OTHER_STATE_CUSTOMER = (
    "This parcel can be delivered only within {old}, the state it was invoiced for. For an address in "
    "another state, please contact us."
)


def place_check(order, *, pin_code: str, state: str, errors: FieldErrors, desk: bool) -> None:
    """A `pin_code` error when the new address is in another state than the order's live invoice's
    place of supply (the module's doc); nothing when there is no invoice or no new PIN code."""
    if not pin_code or "pin_code" in errors.by_field:
        return
    invoice = live_invoice(order=order)
    if invoice is None:
        return
    try:
        code = place_of_supply(pin_code=pin_code, state=state)
    except PlaceUnknown:  # the PIN directory's check already said why
        return
    if code != invoice.place_of_supply_code:
        message = OTHER_STATE_DESK if desk else OTHER_STATE_CUSTOMER
        errors.add(
            "pin_code", message.format(new=STATES[code], old=invoice.place_of_supply, number=invoice.number)
        )
