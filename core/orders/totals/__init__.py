"""Maintained order totals (core.orders.models.OrderTally / OrderDayTally): written by services.py in
the transaction of every order's placing and change, read by selectors.py for every figure that would
otherwise count or sum the whole orders table (the header totals, the counts, the dashboards' charts)."""
