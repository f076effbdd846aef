"""orvena-bench: score language models acting as the agent of a phone assistant."""

__version__ = "0.1.0"
