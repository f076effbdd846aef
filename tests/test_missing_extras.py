"""Without an optional extra, the command that needs it says how to install it (exit 2)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "data" / "mini"


def _without(modules: list[str], argv: list[str]) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a fresh interpreter where `modules` cannot be imported, as when not installed."""
    probe = (
        "import sys\n"
        f"for name in {modules!r}: sys.modules[name] = None\n"
        "from orvena_bench.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    return subprocess.run(
        [sys.executable, "-c", probe, *argv], capture_output=True, text=True, timeout=120, cwd=ROOT
    )


@pytest.mark.parametrize("missing", [["anyio"], ["mcp"], ["pydantic"]])
def test_mcp_serve_without_the_sdk_or_a_dependency_of_it_says_how_to_install_the_extra(missing):
    out = _without(missing, ["mcp", "serve", "--scenario", "en-scheduled-dart-delays", "--data", str(MINI)])
    assert out.returncode == 2, out.stderr
    assert "pip install 'orvena-bench[mcp]'" in out.stderr
    assert "Traceback" not in out.stderr and "ModuleNotFoundError" not in out.stderr


@pytest.mark.parametrize("missing", [["distributed"], ["dask"]])
def test_score_on_dask_without_the_extra_says_how_to_install_it(missing, tmp_path):
    runs = tmp_path / "runs.jsonl"
    runs.write_text('{"id": "en-scheduled-dart-delays", "answer": "ok", "calls": []}\n', encoding="utf-8")
    out = _without(missing, ["score", str(runs), "--data", str(MINI), "--engine", "dask"])
    assert out.returncode == 2, out.stderr
    assert "pip install 'orvena-bench[dask]'" in out.stderr and "Traceback" not in out.stderr
