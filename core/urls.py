from django.conf import settings
from django.contrib import admin
from django.urls import path, re_path

from core.api import api
from core.common.views import backoffice_index, public_media

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", api.urls),
    re_path(r"^office/?(?P<rest>.*)$", backoffice_index, name="backoffice"),
    re_path(r"^media/(?P<path>testimonials/.+)$", public_media, name="public-media"),
]

if settings.DEBUG:
    from django.contrib.staticfiles.urls import staticfiles_urlpatterns

    urlpatterns += staticfiles_urlpatterns()
