"""What Inspect AI's `inspect_ai` entry point loads, so `inspect eval orvena_bench/orvena` finds the task."""

from .inspect_task import orvena

__all__ = ["orvena"]
