"""Put on PYTHONPATH of a process a test starts (`inspect eval`): offline, as the tests are.

Connections beyond loopback are refused, and tiktoken's o200k_base is registered as a
byte-level stand-in: mockllm counts the tokens of its default output with tiktoken, which
would download that vocabulary on first use. Only token counts in the log change; nothing
of orvena_bench or of Inspect's evaluation is replaced.
"""

import socket

import tiktoken
import tiktoken.registry

_connect = socket.socket.connect


def _loopback_only(self, address):
    if isinstance(address, tuple) and address[0] not in ("127.0.0.1", "::1", "localhost"):
        raise OSError(f"tests are offline: connection to {address} refused")
    return _connect(self, address)


socket.socket.connect = _loopback_only
tiktoken.registry.ENCODINGS["o200k_base"] = tiktoken.Encoding(
    name="o200k_base",
    pat_str=r"\S+|\s+",
    mergeable_ranks={bytes([i]): i for i in range(256)},
    special_tokens={},
)
