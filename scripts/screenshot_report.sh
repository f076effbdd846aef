#!/usr/bin/env bash
# Render the HTML report of the bundled results in headless Chromium and save a screenshot,
# to look at the page as a reader would. Needs Debian's chromium (apt-get install chromium).
# Usage: scripts/screenshot_report.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/orvena-report.png}
page=$(mktemp --suffix=.html)
profile=$(mktemp -d)
.venv/bin/orvena-bench report --out "$(mktemp -d)" --html "$page" >/dev/null
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --window-size=1280,2400 --screenshot="$out" "file://$page" 2>/dev/null
echo "$out"
