"""File names the floor's downloads give: built from order ids and names the customer chose."""


def safe_name(order_id: str) -> str:
    """The order id as a file name: ASCII letters, digits and hyphens only (no CR/LF, no path)."""
    return "".join(c for c in order_id.upper() if c.isascii() and (c.isalnum() or c == "-")) or "order"
