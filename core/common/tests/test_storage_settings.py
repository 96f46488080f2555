"""Files go to local disk by default and to an S3-compatible bucket when the environment names one."""

from django.core.files.storage import storages
from django.test import override_settings

from core.storage_settings import default_storage_from_env


def test_local_disk_is_the_default():
    assert default_storage_from_env({}) == {"BACKEND": "django.core.files.storage.FileSystemStorage"}


def test_a_bucket_in_the_environment_switches_to_a_private_s3_store():
    env = {
        "AWS_STORAGE_BUCKET_NAME": "rangrez-files",
        "AWS_S3_ENDPOINT_URL": "http://127.0.0.1:9000",
        "AWS_S3_REGION_NAME": "ap-south-1",
        "AWS_ACCESS_KEY_ID": "key",
        "AWS_SECRET_ACCESS_KEY": "secret",
    }
    config = default_storage_from_env(env)
    assert config["BACKEND"] == "storages.backends.s3.S3Storage"
    assert config["OPTIONS"]["default_acl"] is None and config["OPTIONS"]["querystring_auth"] is True

    with override_settings(STORAGES={"default": config, "staticfiles": {"BACKEND": "x"}}):
        storages._storages = {}
        storages._backends = None
        store = storages["default"]
        url = store.url("exports/2026-orders.xlsx")  # signed locally, no network needed
        storages._storages = {}
        storages._backends = None
    assert url.startswith("http://127.0.0.1:9000/rangrez-files/media/exports/2026-orders.xlsx?")
    assert "Signature=" in url or "X-Amz-Signature=" in url
