#!/usr/bin/env bash
# Vendor MiniSearch (MIT) into the edition's package data from the npm registry.
#   scripts/vendor_minisearch.sh [VERSION]
# The edition's search is MiniSearch, a maintained client-side full-text library; its UMD
# build is committed in pipeline/edition/static/ so `maison edition build` works offline.
set -euo pipefail
version=${1:-7.2.0}
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "minisearch@$version" >/dev/null && tar xzf ./*.tgz)
static=pipeline/edition/static
grep -v '^//# sourceMappingURL=' "$tmp/package/dist/umd/index.js" > "$static/minisearch.js"
{ echo "MiniSearch $version (npm: minisearch), dist/umd/index.js, vendored by scripts/vendor_minisearch.sh"
  echo; cat "$tmp/package/LICENSE.txt"; } > "$static/minisearch.LICENSE"
echo "vendored minisearch $version into $static"
