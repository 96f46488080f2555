"""A JSON body past the API's limit (DATA_UPLOAD_MAX_MEMORY_SIZE, 30 MB) answers 413 in the one error
shape, told by its Content-Length before a byte of it is read."""

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.tests.bodies import shown
from core.conftest import JsonClient
from core.studio.models import Artwork

pytestmark = pytest.mark.django_db

TOO_BIG = 200 * 1024 * 1024


def test_a_200_mb_json_body_to_the_artwork_upload_answers_413_unread():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    kept = Artwork.objects.count()
    # the test client's payload refuses a read past its 2 bytes: a server that read the body would fail
    answer = client.post(
        "/api/office/artwork",
        data=b"{}",
        content_type="application/json",
        CONTENT_LENGTH=str(TOO_BIG),
        HTTP_X_CSRFTOKEN=client.csrf(),
    )

    assert answer.status_code == 413, answer.content[:300]
    assert shown(answer.json()) == {"message": "The request is larger than 30 MB.", "errors": {}}
    assert Artwork.objects.count() == kept
