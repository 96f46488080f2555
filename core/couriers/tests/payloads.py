"""The couriers' pushes shaped as their documentation's samples (core/couriers/feeds.py cites them)."""

import json

DELHIVERY_TOKEN = "delhivery-shared-token"
SHIPROCKET_TOKEN = "shiprocket-panel-token"


def delhivery(
    awb: str, status: str, kind: str, at: str, *, nsl: str = "X-UCI", instructions: str = ""
) -> bytes:
    """Delhivery's scan push; `at` like "2026-11-20T17:10:42.767" (IST)."""
    body = {
        "Shipment": {
            "Status": {
                "Status": status,
                "StatusDateTime": at,
                "StatusType": kind,
                "StatusLocation": "Chandigarh_Raiprkln_C (Chandigarh)",
                "Instructions": instructions,
            },
            "PickUpDate": "2026-11-19T17:10:42.543",
            "NSLCode": nsl,
            "Sortcode": "IXC/MDP",
            "ReferenceNo": "28",
            "AWB": awb,
        }
    }
    return json.dumps(body).encode()


def shiprocket(awb: str, status: str, at: str, *, activity: str = "", status_id: int = 18) -> bytes:
    """Shiprocket's tracking webhook; `at` like "23 11 2026 11:43:52" (IST)."""
    body = {
        "awb": awb,
        "courier_name": "Delhivery Surface",
        "current_status": status,
        "current_status_id": status_id,
        "shipment_status": status,
        "shipment_status_id": status_id,
        "current_timestamp": at,
        "order_id": "1373900_150876814",
        "sr_order_id": 348456385,
        "awb_assigned_date": "2026-11-19 11:59:16",
        "pickup_scheduled_date": "2026-11-19 11:59:17",
        "etd": "2026-11-23 15:40:19",
        "scans": [
            {
                "date": "2026-11-19 11:59:16",
                "status": "X-UCI",
                "activity": "Manifested - Manifest uploaded",
                "location": "Chomu_SamodRd_D (Rajasthan)",
                "sr-status": "5",
                "sr-status-label": "MANIFEST GENERATED",
            },
            {
                "date": at,
                "status": "X-PPOM",
                "activity": activity or status.title(),
                "location": "Chomu_SamodRd_D (Rajasthan)",
                "sr-status": str(status_id),
                "sr-status-label": status,
            },
        ],
        "is_return": 0,
        "channel_id": 3422553,
        "pod_status": "OTP Based Delivery",
        "pod": "Not Available",
        "qc_image": "",
        "qc_failure_reason": "",
    }
    return json.dumps(body).encode()
