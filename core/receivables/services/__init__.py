"""Writes of receivables: opening one when a quote is accepted (`opening`), recording payments and
following order changes (`payments`), the daily reminders (`reminders`), the debtors' sums (`debtors`)."""
