"""The desk's search of quote requests (core/quotes/selectors.py::request_search): a part of the
business's name, served by a trigram index on its UPPER() (what `icontains` compares); the customer's
name, phone and e-mail by accounts' own (0004, 0011), the number by the key. PostgreSQL only
(core/common/pg_indexes.py)."""

from django.db import migrations

from core.common.pg_indexes import TrigramIndex


class Migration(migrations.Migration):
    dependencies = [("quotes", "0001_initial")]

    operations = [
        TrigramIndex(
            table="quotes_quoterequest", column="business_name", name="quoterequest_business_trigram"
        ),
    ]
