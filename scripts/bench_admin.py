"""The API benchmark's Django admin pages (scripts/bench_api.py imports it): the change lists a staff
person opens that grow with the orders (orders and their searches and filters, the order history,
customers, invoices, returns, reviews, tickets, stock movements, bank credits, e-mails, task rows),
by the admin team's superuser, the answer cache off like every bench read."""

from urllib.parse import urlencode


def _list(model: str, **params) -> str:
    app, name = model.split(".")
    return f"/admin/{app}/{name}/" + (f"?{urlencode(params)}" if params else "")


def admin_endpoints(facts: dict) -> list[tuple[str, str, str]]:
    """(name, role, path): the order desk's list (its two bench rows stay in bench_api.py) and the
    other change lists, each as first opened and searched or filtered as the team does."""
    admin = "admin"
    orders, users = "orders.order", "accounts.user"
    return [
        (f"Django admin order search order id {facts['oid']}", admin, _list(orders, q=facts["oid"])),
        (f"Django admin order search phone {facts['phone']}", admin, _list(orders, q=facts["phone"])),
        (f'Django admin order search name "{facts["name"]}"', admin, _list(orders, q=facts["name"])),
        ("Django admin orders, status pending", admin, _list(orders, status__exact="pending")),
        ("Django admin orders, unpaid", admin, _list(orders, payment_status__exact="unpaid")),
        ("Django admin orders, by amount", admin, _list(orders, o="7")),
        ("Django admin order history (events)", admin, _list("orders.orderevent")),
        ("Django admin customers", admin, _list(users)),
        (f"Django admin customers search phone {facts['phone']}", admin, _list(users, q=facts["phone"])),
        (f'Django admin customers search name "{facts["name"]}"', admin, _list(users, q=facts["name"])),
        ("Django admin invoices", admin, _list("invoices.invoice")),
        ("Django admin returns", admin, _list("returns.returnrequest")),
        ("Django admin reviews", admin, _list("reviews.review")),
        ("Django admin tickets", admin, _list("support.ticket")),
        ("Django admin stock movements", admin, _list("stock.stockmovement")),
        ("Django admin bank credits", admin, _list("banking.bankcredit")),
        ("Django admin e-mails", admin, _list("notifications.outgoingemail")),
        ("Django admin task rows", admin, _list("django_tasks_database.dbtaskresult")),
        ("Django admin audit trail", admin, _list("common.auditentry")),
    ]
