"""The code map's promises, kept by tests rather than by habit (ARCHITECTURE.md):
- no non-test source file is over 300 lines;
- every path that ARCHITECTURE.md, docs/ and the code's comments name exists;
- every date a person reads is written by the one formatter of its language (`core/common/ist.py`),
  not by a format string of its own."""

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINE_CAP = 300
SOURCE = re.compile(r"\.(py|ts|tsx|mjs)$")
NOT_SOURCE = re.compile(r"(^|/)(tests?|e2e|__tests__|migrations)/|\.test\.|\.spec\.|\.gen\.ts$|(^|/)test_")


def _tracked() -> list[str]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [name for name in listed.stdout.splitlines() if (ROOT / name).is_file()]


TRACKED = _tracked()


def test_no_source_file_is_over_the_line_cap():
    long = []
    for name in TRACKED:
        if SOURCE.search(name) and not NOT_SOURCE.search(name):
            lines = (ROOT / name).read_text().count("\n")
            if lines > LINE_CAP:
                long.append(f"{name}: {lines} lines")
    assert long == []


# A path a text names: a top folder of the repository, then path characters. `<...>`, `{...}` and `*` mark a
# pattern, not a path; a build's output (git-ignored) is named without existing in a clone.
TOP = "core|backoffice|storefront|scripts|docs|deploy"
NAMED = re.compile(rf"(?<![\w./@-])((?:{TOP})/[\w./@-]*[\w@])(?![<{{*\w-])")
BUILT = ("backoffice/dist", "storefront/.next", "core/static_build")
# figures and history: what a benchmark ran then, not what the tree holds now
HISTORY = ("benchmarks/",)


def _comment_lines(name: str, text: str):
    """The lines of a file that are prose: a Markdown page's every line, else comments and docstrings."""
    in_doc = False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        quotes = stripped.count('"""')
        prose = name.endswith(".md") or in_doc or quotes > 0
        prose = prose or stripped.startswith(("#", "//", "*", "/*")) or " # " in line or " // " in line
        if quotes % 2 == 1:
            in_doc = not in_doc
        if prose:
            yield number, line


def _exists(path: str, beside: Path) -> bool:
    path = path.rstrip(".")
    if path.startswith(BUILT):
        return True
    app_root = ROOT / Path(beside.relative_to(ROOT)).parts[0] if beside != ROOT else ROOT
    for base in (ROOT, beside, app_root):
        if (base / path).exists() or (base / f"{path}.py").exists():
            return True
    return False


def _missing_paths(name: str, text: str) -> list[str]:
    beside = (ROOT / name).parent
    return [
        f"{name}:{number} names {match[1]}"
        for number, line in _comment_lines(name, text)
        for match in NAMED.finditer(line)
        if not _exists(match[1], beside)
    ]


def test_every_path_a_text_names_exists():
    missing = []
    for name in TRACKED:
        prose = re.search(r"\.(py|ts|tsx|mjs|md|sh)$|^scripts/", name)
        if name == "core/tests/test_code_map.py" or name.startswith(HISTORY) or not prose:
            continue
        missing += _missing_paths(name, (ROOT / name).read_text(errors="replace"))
    assert missing == []


def test_a_path_that_is_gone_is_found():
    assert _missing_paths("core/x.py", '"""See core/orders/no_such_module.py."""') == [
        "core/x.py:1 names core/orders/no_such_module.py"
    ]
    assert _missing_paths("core/x.py", "# core/common/money.py and core/common/json_rows") == []


# A format that writes a day, month or year: strftime's codes in a format spec or a call.
DATE_FORMAT = re.compile(r"""(:%[dbBmyYHM][^"'}]*\}|strftime\()""")
# Dates written for a machine, in the format its reader asks for (not for a person), and the formatters.
MACHINE_DATES = {
    "core/common/ist.py": "the one formatter",
    "core/gst/portal.py": "the GST portal's JSON: dd-mm-yyyy",
    "core/gst/b2b_files.py": "the GST offline tool's CSV sheets: dd-mm-yyyy and dd-Mon-yyyy",
    "core/invoices/einvoice/build.py": "the IRP's JSON schema: dd/mm/yyyy",
    "core/invoices/ewaybill/build.py": "the e-way bill portal's bulk file: dd/mm/yyyy",
    "core/invoices/ewaybill/office.py": "a file name",
    "core/jobs/services.py": "a worker's heartbeat in the operators' log, UTC",
    "core/receivables/office.py": "a file name",
    "core/banking/reading.py": "formats a bank statement's dates are read in, not written",
    "core/gst/sheets.py": "the GST offline tool's dd-mmm-yyyy",
    "core/gst/period.py": "the GST return's period field, mmyyyy",
    "core/common/management/commands/backup_shop.py": "a file name",
    "core/exports/services.py": "a file name",
    "core/privacy/api.py": "a file name",
    "core/books/selectors.py": "a file name",
    "core/books/tally_xml.py": "Tally's DATE, yyyymmdd",
}
# a private file's folder in storage: `designs/2026/11/...`
STORAGE_FOLDER = re.compile(r":%Y/%m\}")


def test_every_date_a_person_reads_comes_from_the_one_formatter():
    own = []
    for name in TRACKED:
        if not name.startswith("core/") or not name.endswith(".py") or NOT_SOURCE.search(name):
            continue
        if name in MACHINE_DATES:
            continue
        for number, line in enumerate((ROOT / name).read_text().splitlines(), 1):
            if DATE_FORMAT.search(line) and not STORAGE_FOLDER.search(line):
                own.append(f"{name}:{number}: {line.strip()}")
    assert own == []


@pytest.mark.parametrize("name", sorted(MACHINE_DATES))
def test_each_machine_date_file_still_writes_one(name):
    """An allowance outlives its reason when the file no longer writes a date: then it goes."""
    assert DATE_FORMAT.search((ROOT / name).read_text())


def test_every_storefront_route_folder_is_explained():
    """The storefront's folders keep the specification's URLs (brevity, pilot, oandr...): ARCHITECTURE.md's
    route table says what each is, and lists only folders that exist."""
    text = (ROOT / "ARCHITECTURE.md").read_text().split("route folders keep", 1)[1].split("\n\n", 2)[1]
    cells = [row.split("|")[1] for row in text.splitlines()[2:]]
    listed = {name for cell in cells for name in re.findall(r"`([^`/(]+?)`", cell)}
    # the pages live under app/[locale]/ (one per language); the routes outside a language beside it
    app = ROOT / "storefront" / "app"
    pages = app / "[locale]"
    folders = {path.name for base in (app, pages) for path in base.iterdir() if path.is_dir()} - {"[locale]"}
    assert folders - listed == set(), "route folders missing from ARCHITECTURE.md's table"
    gone = {name for name in listed if not (app / name).exists() and not (pages / name).exists()}
    assert gone == set(), "the table names folders that are gone"


def test_every_upward_door_in_the_settings_is_named_in_the_code_map():
    """A setting of dotted paths into the shop's apps is a door upward past the layer table: each is named."""
    from django.conf import settings

    def dotted(value) -> bool:
        values = value if isinstance(value, list | tuple) else [value]
        return bool(values) and all(isinstance(v, str) and v.startswith("core.") for v in values)

    # read by the shop's own code (a library's hook, such as AXES_HANDLER, is the library's business)
    code = "".join((ROOT / n).read_text() for n in TRACKED if n.startswith("core/") and n.endswith(".py"))
    doors = {n for n in dir(settings) if n.isupper() and dotted(getattr(settings, n))}
    doors = {n for n in doors if f"settings.{n}" in code}
    text = (ROOT / "ARCHITECTURE.md").read_text()
    assert sorted(name for name in doors if f"`{name}`" not in text and f"settings.{name}`" not in text) == []
