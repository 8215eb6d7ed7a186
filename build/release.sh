#!/usr/bin/env bash
# release.sh: build the packages a player downloads, into dist/ (or $DIST):
#
#   nimitz-VERSION-linux-amd64.tar.gz   the game for Linux (x86-64)
#   nimitz-VERSION-windows-amd64.zip    nimitz.exe for Windows (x86-64)
#   nimitz-VERSION-web/                 the web page (serve it: see SERVE.txt inside)
#   nimitz-VERSION-macos.zip            "Fleet Commander Nimitz.app" for macOS
#                                       (one universal binary: arm64 and amd64)
#
# VERSION is `git describe --tags --always --dirty`. Each package carries
# README.md and THIRD-PARTY-NOTICES.txt: the licences of the map data, the
# fonts and every Go module compiled into that build.
#
# Every build is made without cgo (Ebitengine reaches OpenGL, X11, Cocoa and
# Metal through purego at run time), so this script needs Go and zip only,
# and runs the same on Linux, a Mac or any other machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  export PATH="$PATH:/usr/local/go/bin"
fi
for tool in zip tar gzip; do
  command -v "$tool" >/dev/null || { echo "release.sh: $tool is missing: run build/deps.sh --test" >&2; exit 1; }
done
version="$(git describe --tags --always --dirty 2>/dev/null || echo dev)"
version="${version//\//-}"
dist="${DIST:-dist}"
mkdir -p "$dist"
dist="$(cd "$dist" && pwd)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

# notices writes the licence notes of a build for GOOS/GOARCH ($1, $2).
notices() {
  local goos="$1" goarch="$2"
  cat <<'TXT'
Fleet Commander Nimitz: third-party notices
===========================================

Map data: the coastline is drawn from Natural Earth (naturalearthdata.com),
1:50m physical land, which is in the public domain ("No permission is needed
to use Natural Earth"), converted by assets/tools/coastgen.

Fonts: the Go fonts (Go Regular, Go Bold, Go Mono), embedded by the module
golang.org/x/image, under its BSD licence, given below with that module.

Go modules compiled into this build, each with its licence:
TXT
  GOOS="$goos" GOARCH="$goarch" go list -deps -f '{{with .Module}}{{if .Version}}{{.Path}}	{{.Version}}	{{.Dir}}{{end}}{{end}}' . |
    sort -u | while IFS=$'\t' read -r path ver dir; do
      printf '\n------------------------------------------------------------\n%s %s\n\n' "$path" "$ver"
      lic="$(find "$dir" -maxdepth 1 -type f \( -iname 'LICEN[CS]E*' -o -iname 'COPYING*' \) | sort | head -1)"
      if [ -z "$lic" ]; then
        echo "release.sh: no licence file in $path $ver ($dir)" >&2
        exit 1
      fi
      cat "$lic"
    done
  printf '\n------------------------------------------------------------\nGo standard library and runtime (go.dev), BSD licence:\n\n'
  cat "$(go env GOROOT)/LICENSE"
}

# docs puts the README and the notices into a package folder.
docs() {
  cp README.md "$1/README.md"
  notices "$2" "$3" >"$1/THIRD-PARTY-NOTICES.txt"
}

# Linux: without cgo; the game loads the GL, X11 and sound libraries when it
# starts, and saves through its own file list (no GTK dialog).
name="nimitz-$version-linux-amd64"
mkdir -p "$stage/$name"
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -o "$stage/$name/nimitz" .
docs "$stage/$name" linux amd64
tar -C "$stage" -czf "$dist/$name.tar.gz" "$name"
echo "release.sh: wrote $dist/$name.tar.gz"

# Windows: cross-compiled without cgo, with icon and version information.
name="nimitz-$version-windows-amd64"
bash build/windows.sh "$stage/$name" >/dev/null
docs "$stage/$name" windows amd64
(cd "$stage" && zip -qr "$dist/$name.zip" "$name")
echo "release.sh: wrote $dist/$name.zip"

# The web page: a folder to put on any static web server.
name="nimitz-$version-web"
rm -rf "${dist:?}/$name"
bash build/web.sh "$dist/$name" >/dev/null
docs "$dist/$name" js wasm
cat >"$dist/$name/SERVE.txt" <<'TXT'
Fleet Commander Nimitz in the browser

The page must come from a web server (browsers do not run it from a file).
To play on this computer, run in this folder:

    python3 -m http.server 8080

and open http://localhost:8080 in Chrome, Edge, Firefox or Safari. Once
loaded, the page also works offline. Any static web server will do to put
it online: it needs no settings.
TXT
echo "release.sh: wrote $dist/$name/ (to play: cd there, python3 -m http.server 8080, open http://localhost:8080)"

# macOS: the .app with one universal binary of both processors' builds,
# packed by build/macapp (Info.plist, icon, universal binary, the zip).
name="nimitz-$version-macos"
mkdir -p "$stage/$name"
for arch in arm64 amd64; do
  GOOS=darwin GOARCH="$arch" CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o "$stage/$name/nimitz-$arch" .
done
docs "$stage/$name" darwin arm64
go run ./build/macapp -version "$version" -arm64 "$stage/$name/nimitz-arm64" -amd64 "$stage/$name/nimitz-amd64" \
  -folder "$name" -o "$dist/$name.zip" "$stage/$name/README.md" "$stage/$name/THIRD-PARTY-NOTICES.txt"
echo "release.sh: wrote $dist/$name.zip"
