"""The courier's side of the desk's action: a small port, one adapter per courier API.

The default adapter, `ByHand`, sends nothing: it records the action as "to send on the courier's
panel", and the desk's screen lists it so someone does it by hand (then marks it sent). A courier
with an NDR API plugs in as another adapter named by `settings.NDR_COURIER_ACTIONS`:
- Shiprocket: POST https://apiv2.shiprocket.in/v1/external/courier/ndr/{awb}/action with
  {"action": "re-attempt", "comments": ..., "deferred_date": ...} or {"action": "return", ...};
  an address or phone change goes as "fake-attempt"/"re-attempt" with `address1`/`phone` fields.
- Delhivery: POST https://track.delhivery.com/api/p/update with {"data": [{"waybill": awb,
  "act": "RE-ATTEMPT" | "DEFER_DLV" (with "action_data": {"deferred_date": ...}) | "EDIT_DETAILS"
  (name, add, phone) | "RTO"}]}, then poll the returned UPL id for the outcome.
Such an adapter reads its key from the environment, maps `NdrActionKind` to the courier's verb, and
answers `CourierReply(sent=True, reference=<the courier's request id>)`; a refusal raises
ApplicationError with the courier's words, which rolls the desk's action back. Tests replay the
courier's documented payloads with `responses`; nothing here reaches the network.
"""

from dataclasses import dataclass
from functools import cache
from typing import Protocol

from django.conf import settings
from django.utils.module_loading import import_string

from core.ndr.models import NdrAction


@dataclass(frozen=True)
class CourierReply:
    sent: bool  # False: the desk sends it by hand on the courier's panel
    reference: str = ""


class CourierActions(Protocol):
    def send(self, *, action: NdrAction) -> CourierReply: ...


class ByHand:
    """No courier API: the action waits on the desk's screen to be given to the courier by hand."""

    def send(self, *, action: NdrAction) -> CourierReply:
        return CourierReply(sent=False)


@cache
def _adapter(path: str) -> CourierActions:
    return import_string(path)()


def courier_actions() -> CourierActions:
    return _adapter(settings.NDR_COURIER_ACTIONS)
