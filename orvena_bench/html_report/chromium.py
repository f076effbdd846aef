"""Headless Chromium for looking at the page: the DOM after its script ran, or a screenshot.

The tests, `scripts/screenshot_report.sh` and `benchmarks/html_report.py` all start the browser
here, with the flags it needs on a machine with no network and no screen, so they agree.
Usage: python -m orvena_bench.html_report.chromium {dom,screenshot} PAGE [OUT.png] [--size W,H] [--hash #...]
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: Quiet, sandbox-free, no background connections (the closed network refuses them noisily).
FLAGS: tuple[str, ...] = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
)  # fmt: skip

#: Names Debian and others install the browser under; ORVENA_CHROMIUM overrides them.
NAMES: tuple[str, ...] = ("chromium", "chromium-browser", "google-chrome", "chrome")


class NoBrowser(RuntimeError):
    """No Chromium on this machine."""


def find() -> str:
    """The browser's path, from ORVENA_CHROMIUM or the PATH; NoBrowser when there is none."""
    wanted = os.environ.get("ORVENA_CHROMIUM")
    for name in (wanted,) if wanted else NAMES:
        path = shutil.which(name)
        if path:
            return path
    raise NoBrowser(
        "no Chromium found (looked for " + (wanted or ", ".join(NAMES)) + "); "
        "install Debian's with `apt-get install chromium` (scripts/venv test does it as root)"
    )


def _run(
    page: Path, extra: list[str], fragment: str = "", timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    with tempfile.TemporaryDirectory(prefix="orvena-chromium-") as profile:
        command = [find(), *FLAGS, f"--user-data-dir={profile}", *extra, page.resolve().as_uri() + fragment]
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=False)


def dom(page: Path, fragment: str = "", budget_ms: int = 20000) -> str:
    """The page's DOM once its script is done: virtual time lets the unpacking promise settle first."""
    result = _run(page, [f"--virtual-time-budget={budget_ms}", "--dump-dom"], fragment)
    if result.returncode != 0 or "<html" not in result.stdout:
        raise RuntimeError(f"chromium --dump-dom failed ({result.returncode}): {result.stderr[-2000:]}")
    return result.stdout


def screenshot(page: Path, out: Path, width: int = 1280, height: int = 2400, fragment: str = "") -> Path:
    """A PNG of the page's first `height` pixels, after its script ran."""
    result = _run(
        page,
        ["--virtual-time-budget=20000", f"--window-size={width},{height}", f"--screenshot={out.resolve()}"],
        fragment,
    )
    if result.returncode != 0 or not out.exists():
        raise RuntimeError(f"chromium --screenshot failed ({result.returncode}): {result.stderr[-2000:]}")
    return out


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m orvena_bench.html_report.chromium", description=__doc__)
    parser.add_argument("what", choices=("dom", "screenshot"))
    parser.add_argument("page", type=Path)
    parser.add_argument("out", type=Path, nargs="?", default=Path("/tmp/orvena-report.png"))
    parser.add_argument("--size", default="1280,2400", help="window WIDTH,HEIGHT for the screenshot")
    parser.add_argument("--hash", default="", help="a fragment for the page, e.g. '#compare=0,2'")
    args = parser.parse_args(argv)
    fragment = args.hash if not args.hash or args.hash.startswith("#") else "#" + args.hash
    if args.what == "dom":
        print(dom(args.page, fragment))
    else:
        width, height = (int(v) for v in args.size.split(","))
        print(screenshot(args.page, args.out, width, height, fragment))
    return 0


if __name__ == "__main__":
    sys.exit(main())
