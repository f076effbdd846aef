#!/usr/bin/env bash
# Build the HTML report and render it in headless Chromium to a PNG, to look at the page as a
# reader would (the page's script has run: rows, comparison). Needs Chromium (scripts/venv test
# installs Debian's as root). Any arguments after OUT.png go to `orvena-bench report`.
# Usage: scripts/screenshot_report.sh [OUT.png [--data DIR] [--results DIR] [--rescore]]
#   ORVENA_SHOT_SIZE=1280,2400 sets the window; ORVENA_SHOT_HASH='#compare=0,2' picks a view.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/orvena-report.png}
shift || true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.venv/bin/orvena-bench report --out "$work/tables" --html "$work/report.html" "$@" >/dev/null
size=${ORVENA_SHOT_SIZE:-1280,2400}
.venv/bin/python -m orvena_bench.html_report.chromium screenshot "$work/report.html" "$out" \
  --size "$size" --hash "${ORVENA_SHOT_HASH:-}"
