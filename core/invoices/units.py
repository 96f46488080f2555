"""The unit of a quantity (CGST Rule 46(g): the quantity with its unit or Unique Quantity Code, a UQC
of the GST portal). Its one home is the product type's rule (ProductTaxRule.uqc, beside the HSN code):
the invoice rows copy it, and the e-invoice and GSTR-1's Table 12 read it from the rows."""

from core.invoices.models import ProductTaxRule, Uqc
from core.invoices.tax import CHARGE_UQC, carries_pieces

DEFAULT_UNIT = Uqc.PCS.value  # a product type without a rule is sold by the piece


def unit_of(rule: ProductTaxRule | None) -> str:
    """The unit a product type's rows print."""
    return rule.uqc if rule is not None else DEFAULT_UNIT


def row_uqc(row: dict) -> str:
    """A printed row's unit; rows issued before units were kept: pieces, or OTH for a charge."""
    return row.get("uqc") or (DEFAULT_UNIT if carries_pieces(row["description"]) else CHARGE_UQC)
