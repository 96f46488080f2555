"""The Tally ledgers the vouchers post to: names in `settings.TALLY_LEDGERS` (a dict merged over
DEFAULTS, so the accountant's chart of accounts can be matched without code), each with the Tally
group it sits under when the file creates it.

`{rate}` is the GST rate and `{half}` half of it (CGST and SGST are each levied at half the rate:
Section 9(1) CGST Act and the State's SGST Act), written as Tally users name them: "18", "2.5"."""

from dataclasses import dataclass, field
from decimal import Decimal

from django.conf import settings

DEFAULTS = {
    # parties: a buyer without a GSTIN (B2C) is one ledger; registered buyers and suppliers their own
    "b2c_party": "Cash Sales",
    "debtors_group": "Sundry Debtors",
    "creditors_group": "Sundry Creditors",
    # sales and output tax, one ledger per rate (and head)
    "sales": "Sales @ {rate}%",
    "output_cgst": "Output CGST @ {half}%",
    "output_sgst": "Output SGST @ {half}%",
    "output_igst": "Output IGST @ {rate}%",
    # purchases and input tax (the credit GSTR-3B claims), one ledger per rate (and head)
    "purchase": "Purchase @ {rate}%",
    "input_cgst": "Input CGST @ {half}%",
    "input_sgst": "Input SGST @ {half}%",
    "input_igst": "Input IGST @ {rate}%",
    "round_off": "Round Off",
    # where money comes in: the bank (UPI credits matched from statements, business payments), the
    # payment gateway's clearing account (settled to the bank later), couriers' COD remittances
    "bank": "Bank Account",
    "gateway": "Payment Gateway Clearing",
    "cod": "COD Remittances (Couriers)",
}
# the Tally group each of the shop's own ledgers is created under (Tally's predefined groups)
GROUPS = {
    "b2c_party": "Sundry Debtors",
    "sales": "Sales Accounts",
    "output_cgst": "Duties & Taxes",
    "output_sgst": "Duties & Taxes",
    "output_igst": "Duties & Taxes",
    "purchase": "Purchase Accounts",
    "input_cgst": "Duties & Taxes",
    "input_sgst": "Duties & Taxes",
    "input_igst": "Duties & Taxes",
    "round_off": "Indirect Expenses",
    "bank": "Bank Accounts",
    "gateway": "Current Assets",
    "cod": "Current Assets",
}
HEADS = ("cgst", "sgst", "igst")


def _number(value: Decimal) -> str:
    """18.00 -> "18", 2.50 -> "2.5"."""
    return f"{Decimal(value).normalize():f}"


@dataclass(frozen=True)
class Ledgers:
    names: dict
    used: dict = field(default_factory=dict)  # each ledger named so far -> its key (the file creates them)

    def name(self, key: str, rate: Decimal | None = None) -> str:
        template = self.names[key]
        name = (
            template if rate is None else template.format(rate=_number(rate), half=_number(Decimal(rate) / 2))
        )
        self.used.setdefault(name, key)
        return name

    def named(self, key: str) -> set[str]:
        """Every ledger of `key` named so far (one per rate)."""
        return {name for name, used in self.used.items() if used == key}

    def sales(self, rate: Decimal) -> str:
        return self.name("sales", rate)

    def output(self, head: str, rate: Decimal) -> str:
        return self.name(f"output_{head}", rate)

    def purchase(self, rate: Decimal) -> str:
        return self.name("purchase", rate)

    def input(self, head: str, rate: Decimal) -> str:
        return self.name(f"input_{head}", rate)


def ledgers() -> Ledgers:
    """The names in force: the setting's over the defaults."""
    return Ledgers({**DEFAULTS, **(getattr(settings, "TALLY_LEDGERS", None) or {})})
