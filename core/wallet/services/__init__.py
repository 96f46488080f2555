"""Gift cards (giftcards.py), store credit (credit.py), the checkout's tender step (tender.py) and
the liability's maintained days (liability.py)."""
