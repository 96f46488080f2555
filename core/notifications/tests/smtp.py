"""A real SMTP server on loopback for the tests (aiosmtpd), keeping what it receives."""

import socket
from email import message_from_bytes, policy

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Inbox:
    """The aiosmtpd handler: every accepted message, parsed; `refuse` answers 451 instead."""

    def __init__(self):
        self.messages = []
        self.refuse = False

    async def handle_DATA(self, server, session, envelope):
        if self.refuse:
            return "451 Try again later"
        parsed = message_from_bytes(envelope.content, policy=policy.default)
        self.messages.append((envelope.rcpt_tos, parsed))
        return "250 OK"


def start_smtp(port: int | None = None) -> tuple[Controller, Inbox]:
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=port or free_port())
    controller.start()
    return controller, inbox
