#!/usr/bin/env bash
# Regenerates package-lock.json from package.json alone, then syncs node_modules.
# (A lock rewritten from an existing node_modules can drop other platforms' optional packages,
# which makes `npm ci` refuse it.)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
cp package.json "$work/"
(cd "$work" && npm install --package-lock-only --no-audit --no-fund --loglevel=error)
cp "$work/package-lock.json" package-lock.json
rm -rf "$work"
npm install --no-audit --no-fund --loglevel=error
npm ci --dry-run --loglevel=error >/dev/null && echo "package-lock.json is in sync (npm ci accepts it)"
