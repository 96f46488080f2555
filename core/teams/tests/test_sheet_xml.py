"""A team sheet is open to anyone: an XLSX whose XML declares entities (a local file, an entity bomb)
is refused with a 400 saying why, whichever part declares them; nothing is read from it."""

import pytest

from core.common.tables import UNSAFE_XML, Table, UnsafeXml
from core.common.tests.bodies import shown
from core.tests.hostile import entity_xlsx

pytestmark = pytest.mark.django_db

PARTS = ["xl/worksheets/sheet1.xml", "xl/workbook.xml", "xl/styles.xml", "[Content_Types].xml"]


def _upload(client, data: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    sheet = SimpleUploadedFile("team.xlsx", data, content_type="application/octet-stream")
    return client.post("/api/team-sheets/", {"file": sheet}, HTTP_X_CSRFTOKEN=client.csrf())


@pytest.mark.parametrize("part", PARTS)
def test_a_team_sheet_whose_xml_declares_an_entity_is_refused(client, part):
    answer = _upload(client, entity_xlsx(part))

    assert answer.status_code == 400, answer.content[:300]
    assert shown(answer.json()) == {"message": UNSAFE_XML, "errors": {"file": [UNSAFE_XML]}}


def test_an_internal_entity_in_the_sheet_is_not_expanded_into_a_name():
    with pytest.raises(UnsafeXml):
        list(Table(entity_xlsx(entity='<!ENTITY name "Priya">')))


def test_the_same_sheet_without_the_entity_is_read(client):
    answer = _upload(client, entity_xlsx(entity="", name="Priya"))

    assert answer.status_code == 200, answer.content[:300]
    assert answer.json()["rows"] == [{"name": "Priya", "number": "7", "size": "M"}]
