"""The Tally file: Tally's XML import envelope, written as a stream (a long period is never held in
memory), and its check, read back as a stream before the file is served.

The structure, from Tally's developer reference (help.tallysolutions.com: "Integration using XML"
(xml-integration), "Significance of Tags" (tally/significance_of_tags), "Understanding Integration -
Transactions" (developer-reference/introduction/understanding-integration-transactions) and
"Understanding Accounting Masters Integration"):
ENVELOPE > HEADER > TALLYREQUEST "Import Data"; BODY > IMPORTDATA > REQUESTDESC > REPORTNAME
"Vouchers", and REQUESTDATA holding TALLYMESSAGEs: the ledgers (LEDGER NAME ACTION="Create", PARENT,
PARTYGSTIN, LEDSTATENAME) first, so every voucher's ledger exists when it is read, then each VOUCHER
(VCHTYPE, ACTION="Create", DATE yyyymmdd, VOUCHERTYPENAME, VOUCHERNUMBER, PARTYLEDGERNAME and its
ALLLEDGERENTRIES.LIST: LEDGERNAME, ISDEEMEDPOSITIVE, AMOUNT). Tally's sign: a debit is deemed
positive and its AMOUNT negative, a credit the other way; a voucher's amounts add up to zero.

lxml writes it (etree.xmlfile: the envelope opened once, each TALLYMESSAGE written whole and let go)
and reads it back (iterparse, no entities, no network)."""

import re
import shutil
from collections import Counter
from collections.abc import Iterable
from contextlib import ExitStack
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from lxml import etree

from core.books.vouchers import Voucher
from core.common.money import from_paise, paise

VIEW = "Accounting Voucher View"
DAY = re.compile(r"^(19|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$")
AMOUNT = re.compile(r"^-?[0-9]+\.[0-9]{2}$")


@dataclass(frozen=True)
class Master:
    """A ledger the file creates: a party (GSTIN and state) or one of the shop's own ledgers."""

    name: str
    parent: str
    gstin: str = ""
    state: str = ""


def _add(parent, tag: str, text: str):
    child = etree.SubElement(parent, tag)
    child.text = text
    return child


def _message():
    return etree.Element("TALLYMESSAGE", nsmap={"UDF": "TallyUDF"})


class TallyWriter:
    """`with TallyWriter(fh, company) as out: out.master(...); out.voucher(...)` (masters first).
    Outside `with`, it writes bare TALLYMESSAGEs (vouchers kept aside while their parties are met)."""

    def __init__(self, fh, company: str = ""):
        self.fh = fh
        self.company = company
        self.vouchers = 0
        self._stack = ExitStack()
        self.xf = None

    def __enter__(self) -> "TallyWriter":
        xf = self._stack.enter_context(etree.xmlfile(self.fh, encoding="utf-8"))
        xf.write_declaration()
        self._stack.enter_context(xf.element("ENVELOPE"))
        header = etree.Element("HEADER")
        _add(header, "TALLYREQUEST", "Import Data")
        xf.write(header)
        self._stack.enter_context(xf.element("BODY"))
        self._stack.enter_context(xf.element("IMPORTDATA"))
        desc = etree.Element("REQUESTDESC")
        _add(desc, "REPORTNAME", "Vouchers")
        if self.company:
            _add(etree.SubElement(desc, "STATICVARIABLES"), "SVCURRENTCOMPANY", self.company)
        xf.write(desc)
        self._stack.enter_context(xf.element("REQUESTDATA"))
        self.xf = xf
        return self

    def __exit__(self, *exc) -> None:
        self._stack.__exit__(*exc)

    def _write(self, message) -> None:
        if self.xf is None:  # aside: bare messages, copied into an envelope later
            self.fh.write(etree.tostring(message, encoding="utf-8") + b"\n")
            return
        self.xf.write(message)
        self.xf.write("\n")  # a line per ledger and voucher: readable, diffable

    def copy_in(self, fileobj) -> None:
        """Messages written aside (outside `with`), copied whole after what is written so far."""
        self.xf.flush()
        shutil.copyfileobj(fileobj, self.fh)

    def master(self, ledger: Master) -> None:
        message = _message()
        led = etree.SubElement(message, "LEDGER", NAME=ledger.name, ACTION="Create")
        _add(led, "NAME", ledger.name)
        _add(led, "PARENT", ledger.parent)
        if ledger.gstin:
            _add(led, "GSTREGISTRATIONTYPE", "Regular")
            _add(led, "PARTYGSTIN", ledger.gstin)
            _add(led, "COUNTRYNAME", "India")
        if ledger.state:
            _add(led, "LEDSTATENAME", ledger.state)
        self._write(message)

    def voucher(self, voucher: Voucher) -> None:
        if voucher.empty:
            return
        message = _message()
        v = etree.SubElement(message, "VOUCHER", VCHTYPE=voucher.kind, ACTION="Create", OBJVIEW=VIEW)
        _add(v, "DATE", f"{voucher.day:%Y%m%d}")
        _add(v, "VOUCHERTYPENAME", voucher.kind)
        _add(v, "VOUCHERNUMBER", voucher.number)
        if voucher.reference:
            _add(v, "REFERENCE", voucher.reference)
        _add(v, "PARTYLEDGERNAME", voucher.party)
        _add(v, "PERSISTEDVIEW", VIEW)
        if voucher.narration:
            _add(v, "NARRATION", voucher.narration)
        for ledger, amount in voucher.lines():
            entry = etree.SubElement(v, "ALLLEDGERENTRIES.LIST")
            _add(entry, "LEDGERNAME", ledger)
            _add(entry, "ISDEEMEDPOSITIVE", "Yes" if amount < 0 else "No")
            _add(entry, "ISPARTYLEDGER", "Yes" if ledger == voucher.party else "No")
            _add(entry, "AMOUNT", f"{from_paise(amount)}")
        self._write(message)
        self.vouchers += 1


class TallyFileError(ValueError):
    """The file is not what Tally imports: the problems, the first few."""

    def __init__(self, problems: list[str]):
        super().__init__("; ".join(problems[:5]))
        self.problems = problems


@dataclass
class TallySummary:
    """What a checked file holds: vouchers per type, and per (voucher type, ledger) the sum in paise."""

    vouchers: Counter = field(default_factory=Counter)
    totals: dict[tuple[str, str], int] = field(default_factory=dict)
    masters: dict[str, str] = field(default_factory=dict)  # ledger -> parent
    gstins: Counter = field(default_factory=Counter)

    def total(self, kind: str, ledgers: Iterable[str]) -> int:
        return sum(self.totals.get((kind, name), 0) for name in ledgers)


def _text(element, tag: str) -> str:
    found = element.find(tag)
    return (found.text or "").strip() if found is not None else ""


def _check_voucher(voucher, summary: TallySummary, problems: list[str]) -> None:
    kind = voucher.get("VCHTYPE") or ""
    number = _text(voucher, "VOUCHERNUMBER")
    where = f"voucher {kind} {number or '?'}"
    if voucher.get("ACTION") != "Create" or not kind or _text(voucher, "VOUCHERTYPENAME") != kind:
        problems.append(f"{where}: VCHTYPE, ACTION Create and VOUCHERTYPENAME are needed")
    if not DAY.match(_text(voucher, "DATE")) or not number:
        problems.append(f"{where}: DATE (yyyymmdd) and VOUCHERNUMBER are needed")
    entries = voucher.findall("ALLLEDGERENTRIES.LIST")
    if len(entries) < 2:
        problems.append(f"{where}: a voucher needs two ledger entries at least")
    balance, names = 0, set()
    for entry in entries:
        name, text, deemed = (
            _text(entry, "LEDGERNAME"),
            _text(entry, "AMOUNT"),
            _text(entry, "ISDEEMEDPOSITIVE"),
        )
        try:
            amount = paise(Decimal(text)) if AMOUNT.match(text) else None
        except InvalidOperation:
            amount = None
        if not name or amount is None or deemed != ("Yes" if amount < 0 else "No"):
            problems.append(f"{where}: an entry without LEDGERNAME, AMOUNT or its ISDEEMEDPOSITIVE")
            continue
        if name not in summary.masters:
            problems.append(f"{where}: ledger {name!r} is not created before it")
        names.add(name)
        balance += amount
        summary.totals[(kind, name)] = summary.totals.get((kind, name), 0) + amount
    if balance:
        problems.append(f"{where}: its ledger amounts add up to {from_paise(balance)}, not zero")
    if _text(voucher, "PARTYLEDGERNAME") not in names:
        problems.append(f"{where}: PARTYLEDGERNAME is none of its ledgers")
    summary.vouchers[kind] += 1


def tally_check(path: str) -> TallySummary:
    """Read the file back as Tally would: ENVELOPE > HEADER (TALLYREQUEST Import Data) > BODY >
    IMPORTDATA (REQUESTDESC REPORTNAME Vouchers, REQUESTDATA); every ledger created once, before
    use, each GSTIN once; every voucher complete and its amounts summing to zero. TallyFileError
    lists what is wrong."""
    summary, problems, path_now = TallySummary(), [], []
    root = holder = None
    for event, element in etree.iterparse(
        path, events=("start", "end"), resolve_entities=False, no_network=True, huge_tree=False
    ):
        if event == "start":
            path_now.append(element.tag)
            root = root if root is not None else element
            holder = element if element.tag == "REQUESTDATA" else holder
            continue
        path_now.pop()
        if element.tag == "LEDGER":
            name = element.get("NAME") or _text(element, "NAME")
            if not name or not _text(element, "PARENT") or name in summary.masters:
                problems.append(f"ledger {name!r}: NAME and PARENT needed, once")
            summary.masters[name] = _text(element, "PARENT")
            if gstin := _text(element, "PARTYGSTIN"):
                summary.gstins[gstin] += 1
            element.clear()
        elif element.tag == "VOUCHER":
            _check_voucher(element, summary, problems)
            element.clear()
        elif element.tag == "TALLYMESSAGE" and path_now[-1:] == ["REQUESTDATA"]:
            holder.remove(element)  # read: keep memory flat
    if root is None or root.tag != "ENVELOPE" or _text(root, "HEADER/TALLYREQUEST") != "Import Data":
        problems.insert(0, "not an ENVELOPE whose HEADER's TALLYREQUEST is Import Data")
    elif _text(root, "BODY/IMPORTDATA/REQUESTDESC/REPORTNAME") != "Vouchers" or (
        root.find("BODY/IMPORTDATA/REQUESTDATA") is None
    ):
        problems.insert(0, "no BODY > IMPORTDATA with REQUESTDESC (REPORTNAME Vouchers) and REQUESTDATA")
    problems += [
        f"GSTIN {gstin} is on {count} ledgers" for gstin, count in summary.gstins.items() if count > 1
    ]
    if problems:
        raise TallyFileError(problems)
    return summary
