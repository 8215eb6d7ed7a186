#!/usr/bin/env bash
# windows.sh: cross-compile the Windows (amd64) game, without cgo, with its
# icon, version information and manifest embedded (build/winres).
#
#   build/windows.sh [DIR]    writes DIR/nimitz.exe (default DIR: build/out/windows)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  export PATH="$PATH:/usr/local/go/bin"
fi
out="${1:-build/out/windows}"
version="$(git describe --tags --always --dirty 2>/dev/null || echo dev)"
mkdir -p "$out"
# go build links a *_windows_amd64.syso of the main package's folder into
# Windows builds only; it is made for this build and removed after. Two
# builds at once (the tests run the Wine test and the release test side by
# side) take turns, so neither removes the other's.
mkdir -p build/out
exec 9>build/out/.windows.lock
flock 9
syso="rsrc_windows_amd64.syso"
trap 'rm -f "$syso"' EXIT
go run ./build/winres -version "$version" -o "$syso"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o "$out/nimitz.exe" .
echo "windows.sh: wrote $out/nimitz.exe, version $version"
