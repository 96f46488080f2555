"""The demo's COD parcels owed by their couriers (`manage.py seed_demo`, through settings.DEMO_SEEDERS):
the demo records its delivered parcels in bulk, which passes no follower, so they are booked here."""

from core.remittances.services import cod_parcels_backfill


def seed_cod_parcels(**_) -> int:
    return cod_parcels_backfill()
