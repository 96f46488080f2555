"""Hostile inputs, built once for the tests and the API fuzzing (core/tests/api_fuzz.py): JSON nested
thousands deep and an XLSX whose XML declares entities."""

import io
import zipfile

from openpyxl import Workbook

ENTITY = '<!ENTITY name SYSTEM "file:///etc/passwd">'


def deep_json(levels: int, inner: str = "1") -> str:
    """`levels` arrays, one inside the other, around `inner`."""
    return "[" * levels + inner + "]" * levels


def entity_xlsx(part: str = "xl/worksheets/sheet1.xml", entity: str = ENTITY, name: str = "&name;") -> bytes:
    """A team sheet (name, number, size) whose `part` declares `entity` (a DOCTYPE; none when empty),
    with `name` as the person's name (the entity, by default)."""
    book = Workbook()
    book.active.append(["name", "number", "size"])
    book.active.append(["THE-NAME", "7", "M"])
    saved = io.BytesIO()
    book.save(saved)
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(saved.getvalue())) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == part:
                text = data.decode()
                head, body = text.split("?>", 1) if text.startswith("<?xml") else ("", text)
                root = body.lstrip().split(None, 1)[0][1:].rstrip(">")
                doctype = f"<!DOCTYPE {root} [{entity}]>" if entity else ""
                data = f"{head and head + '?>'}{doctype}{body.replace('THE-NAME', name)}".encode()
            dst.writestr(info, data)
    return out.getvalue()
