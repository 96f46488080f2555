"""The customer's proofs, from their order page: read every revision, open its file, approve the
newest or ask for changes. The order's owner only: the team never decides for a customer (they have
the back office's view), and another customer is refused."""

from django.http import HttpRequest
from ninja import Router

from core.common.auth import customer_session
from core.common.schemas import WITH_404, ErrorOut
from core.proofs import selectors, services
from core.proofs.download import FILE_DOC, proof_response
from core.proofs.schemas import ProofDecisionIn, ProofRevisionOut, ProofsOut

router = Router(tags=["proofs"])


@router.get("{order_id}/proofs/", auth=customer_session, response={200: ProofsOut, **WITH_404})
def my_order_proofs(request: HttpRequest, order_id: str):
    """The proofs of one of my orders, each design's revisions oldest first."""
    order, revisions = selectors.proofs_for_customer(user=request.auth, order_id=order_id)
    return {
        "order_id": order.order_id,
        "required": selectors.proof_required(order),
        "approved": selectors.proof_approved(order),
        "revisions": revisions,
    }


@router.post(
    "{order_id}/proofs/{revision_id}/decision/",
    auth=customer_session,
    response={200: ProofRevisionOut, **WITH_404, 409: ErrorOut},
)
def my_proof_decide(request: HttpRequest, order_id: str, revision_id: int, payload: ProofDecisionIn):
    """Approve the newest revision of a design, or ask for changes with a comment."""
    revision = selectors.revision_for_customer(user=request.auth, order_id=order_id, revision_id=revision_id)
    return services.proof_decide(
        revision=revision, customer=request.auth, decision=payload.decision, comment=payload.comment
    )


@router.get(
    "{order_id}/proofs/{revision_id}/file/",
    auth=customer_session,
    response={200: None, **WITH_404},
    openapi_extra=FILE_DOC,
    summary="A proof's picture (PNG) or PDF",
)
def my_proof_file(request: HttpRequest, order_id: str, revision_id: int):
    revision = selectors.revision_for_customer(user=request.auth, order_id=order_id, revision_id=revision_id)
    return proof_response(revision)
