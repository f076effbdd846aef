"""Reaching people: send_message, call_contact, send_email.

Nothing leaves the simulated phone; each action is recorded in the turn's outbox and
confirmed with the recipient and the number or address actually used.
"""

from __future__ import annotations

from typing import Any

from ..state import PhoneState, Sent
from .contacts import resolve
from .registry import tool


@tool("send_message")
def send_message(state: PhoneState, args: dict[str, Any]) -> str:
    who = resolve(args["to"], state, email=False)
    state.outbox.append(Sent("message", who.name, who.address, text=args["text"]))
    return f'Message sent to {who.name} ({who.address}): "{args["text"]}"'


@tool("call_contact")
def call_contact(state: PhoneState, args: dict[str, Any]) -> str:
    who = resolve(args["to"], state, email=False)
    kind = "video call" if args.get("video") else "call"
    state.outbox.append(Sent(kind, who.name, who.address))
    label = f" ({who.label})" if who.label else ""
    verb = "FaceTime video call to" if args.get("video") else "Calling"
    if who.name == who.address:
        return f"{verb} {who.address}{label}."
    return f"{verb} {who.name} on {who.address}{label}."


@tool("send_email")
def send_email(state: PhoneState, args: dict[str, Any]) -> str:
    who = resolve(args["to"], state, email=True)
    copies = [resolve(cc, state, email=True) for cc in args.get("cc", [])]
    state.outbox.append(Sent("email", who.name, who.address, text=args["body"], subject=args["subject"]))
    cc_text = "; cc " + ", ".join(f"{c.name} <{c.address}>" for c in copies) if copies else ""
    return f'Email sent to {who.name} <{who.address}>{cc_text}; subject "{args["subject"]}".'
