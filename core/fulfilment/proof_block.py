"""The job sheet's proof block: for an order that needs proofs, each approved design's revision, who
approved it and when (IST), with the approved mock-up when it is a picture; or a warning that the
proof is not approved, so nobody prints from a sheet of an order that is not cleared."""

import io

from core.common.ist import ist_datetime
from core.proofs.selectors import Approval

THUMB = 22.0  # mm: the approved mock-up's box
ROWS_MAX = 3  # designs shown; more are named on the order page
WARN = (170, 30, 30)


def approval_line(approval: Approval) -> str:
    when = ist_datetime(approval.approved_at)
    return f"{approval.design}: revision {approval.number} approved by {approval.approved_by} on {when} IST"


def draw_proofs(pdf, approvals: list[Approval] | None, *, x: float, y: float, width: float) -> float:
    """Draw the block at (x, y) on the sheet `pdf`; answer the y below it. None: no proof needed."""
    if approvals is None:
        return y
    pdf.set_y(y)
    pdf.caption("Proof", x, width)
    top = pdf.get_y()
    if not approvals:
        pdf.set_text_color(*WARN)
        pdf.para("Proof not approved by the customer: do not print.", x, width, 10, "B")
        pdf.set_text_color(20, 20, 20)
        return pdf.get_y() + 1
    for approval in approvals[:ROWS_MAX]:
        text_x = x
        if approval.picture:
            pdf.set_draw_color(190, 190, 190)
            pdf.rect(x, top, THUMB, THUMB)
            pdf.image(
                io.BytesIO(approval.picture),
                x=x + 1,
                y=top + 1,
                w=THUMB - 2,
                h=THUMB - 2,
                keep_aspect_ratio=True,
            )
            text_x = x + THUMB + 3
        pdf.set_xy(text_x, top + 1)
        pdf.para(approval_line(approval), text_x, width - (text_x - x), 9.5, "B")
        top = max(pdf.get_y(), top + (THUMB if approval.picture else 0)) + 2
    if len(approvals) > ROWS_MAX:
        pdf.para(f"And {len(approvals) - ROWS_MAX} more approved designs: see the order page.", x, width, 8)
        top = pdf.get_y() + 1
    return top
