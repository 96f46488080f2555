"""The courier's steps on the customer's timeline: each move of the parcel (core/couriers), in time
order, in the customer's words. Pure: built from the moves' (time, state, reason) rows."""

from dataclasses import dataclass
from datetime import datetime

from core.couriers.changes import DETAILS_CORRECTED
from core.couriers.changes import ParcelState as P

WORDS = {
    P.PICKED_UP: "Picked up by the courier",
    P.IN_TRANSIT: "In transit",
    P.OUT_FOR_DELIVERY: "Out for delivery",
    P.DELIVERED: "Delivered",
    P.NDR: "Delivery attempt failed",
    P.RTO_INITIATED: "Returning to us",
    P.RTO_IN_TRANSIT: "Returning to us",
    P.RTO_DELIVERED: "Returned to us",
    P.LOST: "Lost by the courier",
    DETAILS_CORRECTED: "Delivery details corrected",  # a failed delivery's new address or phone (core/ndr)
}
WITH_DETAIL = (P.NDR, DETAILS_CORRECTED)


@dataclass(frozen=True)
class ParcelStep:
    key: str  # the parcel state
    label: str
    at: datetime
    detail: str  # the courier's reason for a failed attempt, or what the desk corrected


def parcel_steps(moves: list[tuple[datetime, str, str]]) -> list[ParcelStep]:
    """The parcel's moves as steps; one "Returning to us" for the return's several scans."""
    steps: list[ParcelStep] = []
    for at, state, reason in sorted(moves, key=lambda move: move[0]):
        if state not in WORDS:
            continue
        if steps and steps[-1].label == WORDS[state] and state not in WITH_DETAIL:
            continue
        steps.append(
            ParcelStep(key=state, label=WORDS[state], at=at, detail=reason if state in WITH_DETAIL else "")
        )
    return steps
