"""The orders API, mounted at /api/ by core/api.py: a customer's orders (customer.py), the
specification's admin board and accounts calls (board.py), ordering (ordering.py, at /api/orders/).
Schemas: schemas.py."""

from ninja import Router

from core.orders.api import again, board, customer, ordering, pay_now

router = Router()
router.add_router("", customer.router)
router.add_router("", board.router)
router.add_router("orders/", ordering.router)
router.add_router("orders/", again.router)
router.add_router("orders/", pay_now.router)
