"""The two ways the phone refuses: bad phone data (the scenario's fault) and a failed call.

A ToolError becomes an error result the model reads; PhoneDataError stops a run before it
starts, because a scenario with a broken phone cannot be scored fairly.
"""

from __future__ import annotations


class ToolError(Exception):
    """A call the phone cannot carry out; the message is shown to the model as the answer."""


class PhoneDataError(ValueError):
    """A scenario's phone object that does not follow the data model."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{path}: {message}" for path, message in problems))
