"""A stopped clock for the deadline and the flag. time-machine is the house's tool, but it is not in
the shared environment; this patches what the shop reads (`django.utils.timezone.now`, through which
`localdate` reads too, and the signed links' clock) and gives way to time-machine once it is installed."""

from contextlib import contextmanager
from datetime import datetime
from types import SimpleNamespace
from unittest import mock

try:
    import time_machine
except ImportError:  # pragma: no cover - the environment decides
    time_machine = None


@contextmanager
def travel(when: datetime):
    if time_machine is not None:
        with time_machine.travel(when, tick=False):
            yield
        return
    signing_clock = SimpleNamespace(time=when.timestamp)
    with (
        mock.patch("django.utils.timezone.now", return_value=when),
        mock.patch("django.core.signing.time", signing_clock),
    ):
        yield
