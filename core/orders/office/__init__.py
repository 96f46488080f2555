"""The back office's orders (`orders.py`: the dashboard, the board and list, one order, bulk changes)
and customers (`customers.py`), mounted by core/office/api.py; `schemas.py` their bodies, `detail.py`
one order written from plain values."""
