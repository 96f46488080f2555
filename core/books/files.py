"""The Tally file of a period, written by a background export (core/exports, level "tally"): the
vouchers are written aside first while their parties are met, then the file: the ledgers (parties,
each GSTIN once, then the shop's own), the vouchers. Before it is kept the file is read back
(`tally_check`: Tally's import structure, every voucher summing to zero) and its totals are held to
GSTR-1's tables and the purchase register's, to the paisa: a file that fails is not served."""

import os
import tempfile
from collections.abc import Callable
from dataclasses import replace

from django.conf import settings

from core.books.ledgers import GROUPS, HEADS, Ledgers, ledgers
from core.books.selectors import Span, money_in, period_counts, purchase_heads, purchases, span_of
from core.books.tally_xml import Master, TallyFileError, TallySummary, TallyWriter, tally_check
from core.books.vouchers import CREDIT, PURCHASE, SALES, purchase_voucher, receipt_voucher, sale_voucher
from core.common.ist import in_ist
from core.common.states import STATES
from core.gst.selectors import gstr1_build, period_documents
from core.gst.tables import CHALLAN, Gstr1, Heads

LEVEL = "tally"
SUFFIX = ".xml"
PROGRESS_EVERY = 2000
SALE_KEYS = {"taxable": "sales", "cgst": "output_cgst", "sgst": "output_sgst", "igst": "output_igst"}
BUY_KEYS = {"taxable": "purchase", "cgst": "input_cgst", "sgst": "input_sgst", "igst": "input_igst"}


class Parties:
    """The party ledgers met so far, one per GSTIN (a customer or a supplier), named "Name (GSTIN)"."""

    def __init__(self, names: Ledgers):
        self.names = names
        self.by_gstin: dict[str, Master] = {}

    def of(self, gstin: str, name: str, *, group: str) -> str:
        if not gstin:
            return self.names.name("b2c_party")
        if gstin not in self.by_gstin:
            state = STATES.get(gstin[:2], "")
            label = f"{(name or gstin).strip()[:80]} ({gstin})"
            self.by_gstin[gstin] = Master(label, self.names.name(group), gstin=gstin, state=state)
        return self.by_gstin[gstin].name


def tally_total(params: dict) -> int:
    return period_counts(span=span_of(params))


def tally_name(params: dict) -> str:
    return f"tally-{span_of(params).name}"


def tally_write(path: str, *, params: dict, progress: Callable[[int], None] | None = None) -> int:
    """Write the period's file at `path`, check it; answers how many vouchers it holds."""
    span = span_of(params)
    names = ledgers()
    parties = Parties(names)
    done = [0]

    def tick() -> None:
        done[0] += 1
        if progress and done[0] % PROGRESS_EVERY == 0:
            progress(done[0])

    fd, body = tempfile.mkstemp(suffix=SUFFIX)
    try:
        with os.fdopen(fd, "wb") as fh:
            aside = TallyWriter(fh)
            tables = gstr1_build(period=span, documents=_sales(span, aside, parties, names, tick))
            for money, buyer in money_in(span=span):
                party = parties.of(buyer.gstin, buyer.name, group="debtors_group") if buyer else None
                money = replace(money, party=party or names.name("b2c_party"))
                aside.voucher(receipt_voucher(money=money, names=names))
                tick()
            for bought, gstin in purchases(span=span):
                party = parties.of(gstin, bought.party, group="creditors_group")
                aside.voucher(purchase_voucher(bought=replace(bought, party=party), names=names))
                tick()
        _assemble(path, body, parties, names)
    finally:
        os.unlink(body)
    summary = tally_check(path)
    tally_reconcile(summary=summary, names=names, tables=tables, span=span)
    return sum(summary.vouchers.values())


def _sales(span: Span, aside: TallyWriter, parties: Parties, names: Ledgers, tick):
    """GSTR-1's documents, passed on to its tables as each is written as a voucher (one read for both)."""
    for doc in period_documents(period=span):
        if doc.kind != CHALLAN:  # a replacement's delivery challan is no sale: no voucher, no value
            party = parties.of(doc.buyer_gstin, doc.buyer_name, group="debtors_group")
            aside.voucher(sale_voucher(doc=doc, party=party, day=in_ist(doc.issued_at).date(), names=names))
            tick()
        yield doc


def _assemble(path: str, body: str, parties: Parties, names: Ledgers) -> None:
    """The envelope, the ledgers (parties first), then the vouchers written aside."""
    own = [Master(name, GROUPS[key]) for name, key in names.used.items() if key in GROUPS]
    with open(path, "wb") as fh, TallyWriter(fh, getattr(settings, "TALLY_COMPANY", "")) as out:
        for master in [*parties.by_gstin.values(), *own]:
            out.master(master)
        with open(body, "rb") as vouchers:
            out.copy_in(vouchers)


def _file_heads(
    summary: TallySummary, names: Ledgers, kinds: tuple[str, ...], keys: dict, sign: int
) -> Heads:
    return Heads(
        **{head: sign * sum(summary.total(k, names.named(key)) for k in kinds) for head, key in keys.items()}
    )


def gstr1_heads(tables: Gstr1) -> Heads:
    """The period's sales net of credit notes, as GSTR-1 reports them (Tables 4A, 5, 7, 9B)."""
    out = Heads()
    for table, sign in (("b2cs", 1), ("b2cl", 1), ("cdnur", -1), ("b2b", 1), ("cdnr", -1)):
        out = out.plus(tables.total(table), sign)
    return out


def tally_reconcile(*, summary: TallySummary, names: Ledgers, tables: Gstr1, span: Span) -> None:
    """The file's sales ledgers equal GSTR-1's totals and its purchase ledgers the purchase
    register's, head by head, to the paisa (TallyFileError otherwise)."""
    problems = []
    sold = _file_heads(summary, names, (SALES, CREDIT), SALE_KEYS, 1)
    bought = _file_heads(summary, names, (PURCHASE,), BUY_KEYS, -1)
    for what, got, expected in (
        ("GSTR-1", sold, gstr1_heads(tables)),
        ("the purchase register", bought, Heads(**purchase_heads(span=span))),
    ):
        for head in ("taxable", *HEADS):
            if getattr(got, head) != getattr(expected, head):
                problems.append(
                    f"{head} is {getattr(got, head)} paise in the file, {getattr(expected, head)} in {what}"
                )
    if problems:
        raise TallyFileError(problems)
