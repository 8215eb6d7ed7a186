#!/usr/bin/env bash
# web.sh: build the browser version of the game into a folder.
#
#   build/web.sh [DIR]    default DIR: build/out/web
#
# DIR then holds index.html (the page, with its progress bar), nimitz.wasm.gz
# (the game, unpacked by the page), wasm_exec.js (Go's loader) and sw.js (the
# service worker that keeps the page for offline play). Serve DIR with any
# static web server, e.g.  python3 -m http.server -d DIR 8080
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  export PATH="$PATH:/usr/local/go/bin"
fi
out="${1:-build/out/web}"
version="$(git describe --tags --always --dirty 2>/dev/null || echo dev)"
mkdir -p "$out"
GOOS=js GOARCH=wasm go build -trimpath -ldflags "-s -w" -o "$out/nimitz.wasm" .
# -n: no name or time in the header, so the same build gives the same file.
gzip -9 -n -f "$out/nimitz.wasm"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" web/index.html "$out/"
sed "s/VERSION/${version//\//-}/" web/sw.js >"$out/sw.js"
echo "web.sh: wrote $out ($(du -k "$out/nimitz.wasm.gz" | cut -f1) KB of gzipped wasm), version $version"
