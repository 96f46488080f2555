"""Deployment settings: the documented production environment passes Django's
deploy check, no key from the repository is used outside development, pages carry a
Content-Security-Policy, and the API answers JSON even for paths and methods it does not have."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from core.common.tests.bodies import shown

ROOT = Path(__file__).resolve().parents[3]
# the production settings docs/deploy.md lists
PRODUCTION = {
    "DJANGO_DEBUG": "0",
    "DJANGO_ALLOWED_HOSTS": "shop.example.in",
    "DJANGO_CSRF_TRUSTED_ORIGINS": "https://shop.example.in",
    "DJANGO_SECURE_SSL_REDIRECT": "1",
    "DJANGO_SECURE_HSTS_SECONDS": "31536000",
    "SHOP_TRUSTED_PROXIES": "1",
}


def _manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "SHOP_"))}
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env={**clean, **env}, capture_output=True, text=True
    )


def test_the_documented_production_settings_pass_the_deploy_check():
    result = _manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        **PRODUCTION,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_without_debug_a_missing_secret_key_refuses_to_start():
    result = _manage("check", **PRODUCTION)
    assert result.returncode != 0
    assert "Set DJANGO_SECRET_KEY" in result.stderr


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/admin/login/", "/api/docs", "/office/"])
def test_django_pages_carry_a_content_security_policy(client, url):
    response = client.get(url)
    policy = response["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "object-src 'none'" in policy


@pytest.mark.django_db
def test_unknown_api_paths_and_wrong_methods_answer_the_json_error_shape(client):
    missing = client.get("/api/no-such-call/")
    assert missing.status_code == 404
    assert shown(missing.json()) == {"message": "There is no such API call.", "errors": {}}
    wrong = client.delete("/api/me/")
    assert wrong.status_code == 405
    assert shown(wrong.json()) == {"message": "This API call does not take DELETE.", "errors": {}}
