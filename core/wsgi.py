import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")
application = get_wsgi_application()
# the URLs (and with them every app's API) are imported now, before gunicorn's worker accepts a
# connection, not on the first request it takes while another worker may be idle
get_resolver().url_patterns  # noqa: B018
