"""Where the shop's files live: local disk by default, or an S3-compatible object store.

Design images, exports and any generated documents all go through Django's storage API
(`default_storage`, FileField), so the same code runs on either. Set AWS_STORAGE_BUCKET_NAME to use
an object store (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...) through django-storages:

  AWS_STORAGE_BUCKET_NAME   the bucket (required to switch)
  AWS_S3_ENDPOINT_URL       e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000 (MinIO)
  AWS_S3_REGION_NAME        e.g. ap-south-1 (Mumbai)
  AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY   credentials (or the machine's IAM role when unset)
  SHOP_S3_PREFIX            a folder inside the bucket (default "media")

The bucket stays private (no ACL is set, so objects inherit the bucket's private default): private
files are served by the API's views after an access check; a `.url` is a signed link valid an hour.
"""

import os


def default_storage_from_env(env=os.environ) -> dict:
    bucket = env.get("AWS_STORAGE_BUCKET_NAME", "")
    if not bucket:
        return {"BACKEND": "django.core.files.storage.FileSystemStorage"}
    options = {
        "bucket_name": bucket,
        "location": env.get("SHOP_S3_PREFIX", "media"),
        "default_acl": None,
        "querystring_auth": True,
        "querystring_expire": 3600,
        "file_overwrite": False,
    }
    for option, name in (
        ("endpoint_url", "AWS_S3_ENDPOINT_URL"),
        ("region_name", "AWS_S3_REGION_NAME"),
        ("access_key", "AWS_ACCESS_KEY_ID"),
        ("secret_key", "AWS_SECRET_ACCESS_KEY"),
    ):
        if env.get(name):
            options[option] = env[name]
    return {"BACKEND": "storages.backends.s3.S3Storage", "OPTIONS": options}
