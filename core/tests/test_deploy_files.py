"""deploy/: the nginx file is one nginx accepts (as production runs it, with TLS, and as
scripts/scale-out-check runs it, on loopback), keeps its promises about personal pages, and the
systemd units and the example environment name what the shop has."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
NGINX_FILE = DEPLOY / "nginx" / "rangrez.conf"
NGINX = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if Path(p).exists()), None)
sys.path.insert(0, str(ROOT / "scripts"))

import scale_out_nginx  # noqa: E402 (scripts/ is no package)

needs_nginx = pytest.mark.skipif(
    NGINX is None, reason="nginx is not installed (scripts/scale-out-check installs it)"
)


def _nginx_accepts(conf: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [NGINX, "-t", "-q", "-p", str(conf.parent), "-c", str(conf)], capture_output=True, text=True
    )


def _as_site(tmp_path: Path, site_text: str) -> Path:
    site = tmp_path / "rangrez.conf"
    site.write_text(site_text)
    conf = tmp_path / "nginx.conf"
    conf.write_text(
        scale_out_nginx.main_conf(work=tmp_path, site=site, as_root=False).replace("user root;", "")
    )
    for folder in ("cache", "logs", "temp"):
        (tmp_path / folder).mkdir(exist_ok=True)
    return conf


@needs_nginx
def test_the_loopback_variant_the_check_runs_is_valid(tmp_path):
    text = scale_out_nginx.render(
        port="18088", django_ports=["18141", "18142"], shop_ports=["13141", "13142"], work=tmp_path
    )
    assert "ssl" not in text and "listen 127.0.0.1:18088;" in text
    assert "server 127.0.0.1:18142 " in text and "server 127.0.0.1:13141 " in text
    result = _nginx_accepts(_as_site(tmp_path, text))
    assert result.returncode == 0, result.stderr


@needs_nginx
@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_the_production_file_with_tls_is_valid(tmp_path):
    """The TLS server as written: only the certificate, the logs and the cache folder moved aside."""
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=shop.example.in",
        ]
        + ["-keyout", str(key), "-out", str(cert)],
        check=True,
        capture_output=True,
    )
    text = NGINX_FILE.read_text()
    text = text.replace("/etc/letsencrypt/live/shop.example.in/fullchain.pem", str(cert))
    text = text.replace("/etc/letsencrypt/live/shop.example.in/privkey.pem", str(key))
    text = text.replace("/var/log/nginx/", f"{tmp_path}/logs/").replace(
        "/var/cache/nginx/rangrez", f"{tmp_path}/cache"
    )
    result = _nginx_accepts(_as_site(tmp_path, text))
    assert result.returncode == 0, result.stderr


def _storefront_location() -> str:
    text = NGINX_FILE.read_text()
    return text[text.index("    location / {") :]


def test_a_request_with_a_session_is_never_answered_from_the_cache_nor_kept():
    text = NGINX_FILE.read_text()
    assert re.search(r'map \$cookie_sessionid \$rangrez_session \{\s*""\s+0;\s*default 1;', text)
    page = _storefront_location()
    assert "proxy_cache_bypass $rangrez_session;" in page
    assert re.search(r"proxy_no_cache \$rangrez_session \$rangrez_not_public;", page)
    # only a page Next served from its cache, the same for everyone, is kept
    assert re.search(
        r"map \$upstream_http_x_nextjs_cache \$rangrez_not_public \{\s*HIT\s+0;\s*default 1;", text
    )


def test_the_micro_cache_is_short_locked_and_serves_the_old_copy_while_updating():
    page = _storefront_location()
    assert "proxy_cache_valid 200 1s;" in page  # the 5 s promise of a price change: docs/deploy.md
    assert "proxy_cache_lock on;" in page
    assert re.search(r"proxy_cache_use_stale updating\b", page)
    # keyed as storefront/server/page-cache.mjs keys: the address and the headers Next's answers vary on
    key = re.search(r'proxy_cache_key "([^"]+)";', page).group(1)
    for part in ("$request_uri", "$http_rsc", "$http_next_router_state_tree", "$http_next_router_prefetch"):
        assert part in key
    assert "$http_next_router_segment_prefetch" in key and "$http_accept_encoding" in key


def test_media_are_never_served_from_a_folder_of_the_proxy():
    text = NGINX_FILE.read_text()
    media = text[text.index("location /media/") :]
    media = media[: media.index("}")]
    assert "proxy_pass http://rangrez_django;" in media and "alias" not in media and "root" not in media


def test_the_units_run_commands_the_shop_has():
    commands = {p.stem for p in ROOT.glob("core/*/management/commands/*.py")}
    units = {p.name: p.read_text() for p in (DEPLOY / "systemd").iterdir()}
    assert {"rangrez-web@.service", "rangrez-storefront@.service", "rangrez-worker@.service"} <= set(units)
    for name, text in units.items():
        for used in re.findall(r"manage\.py (\w+)", text):
            assert used in commands, f"{name} runs manage.py {used}, which the shop does not have"
    assert "gunicorn core.wsgi:application --bind 127.0.0.1:%i" in units["rangrez-web@.service"]
    assert "ExecStart=/usr/bin/node server.mjs" in units["rangrez-storefront@.service"]
    # every instance the target wants is one the nginx file sends requests to (or a worker)
    wanted = re.search(r"^Wants=(.+)$", units["rangrez.target"], flags=re.MULTILINE).group(1).split()
    nginx = NGINX_FILE.read_text()
    for instance in wanted:
        port = re.match(r"rangrez-(?:web|storefront)@(\d+)\.service", instance)
        if port:
            assert f"server 127.0.0.1:{port.group(1)} " in nginx, instance


def test_the_example_environment_names_only_documented_settings():
    doc = (ROOT / "docs" / "deploy.md").read_text()
    names = re.findall(
        r"^([A-Z][A-Z0-9_]+)=", (DEPLOY / "rangrez.env.example").read_text(), flags=re.MULTILINE
    )
    assert "SHOP_REDIS_URL" in names and "SHOP_STOREFRONT_ORIGIN" in names
    assert [n for n in names if f"`{n}" not in doc] == []
