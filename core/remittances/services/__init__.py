"""Writes for COD remittances: files (files.py), the kept figures of what couriers owe
(parcels.py), and the transfers found on bank statements (bank.py)."""

from core.remittances.services.bank import remittance_transfers_match
from core.remittances.services.files import (
    FILE_READ,
    READ_FAILED,
    remittance_file_fail,
    remittance_file_read,
    remittance_file_upload,
    remittance_task_finished_check,
)
from core.remittances.services.parcels import (
    cod_parcel_delivered,
    cod_parcel_remitted,
    cod_parcel_undelivered,
    cod_parcels_backfill,
    remittance_order_follow,
    remittance_shipment_follow,
)

__all__ = [
    "FILE_READ",
    "READ_FAILED",
    "cod_parcel_delivered",
    "cod_parcel_remitted",
    "cod_parcel_undelivered",
    "cod_parcels_backfill",
    "remittance_file_fail",
    "remittance_file_read",
    "remittance_file_upload",
    "remittance_order_follow",
    "remittance_shipment_follow",
    "remittance_task_finished_check",
    "remittance_transfers_match",
]
