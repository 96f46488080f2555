"""The gateway's settlements: the settlement report Accounts uploads (reading.py), its lines matched to
the shop's gateway payments, refunds and orders with the mismatches found (services.py), the reads
behind the back office's screens (selectors.py) and the office's calls (office.py)."""
