#!/usr/bin/env bash
# test.sh: install what is missing, then vet and run every test under a virtual
# X display (so scene tests can open windows). Extra arguments go to `go test`,
# e.g. build/test.sh -short   or   build/test.sh -run TestName
#
# Besides Linux, the tests build and run the other platforms' builds: Windows
# under Wine (build/wine), the web page in headless Chromium (webtest), the
# release packages (build/release); and the vet steps type-check the Windows,
# web and macOS builds.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  export PATH="$PATH:/usr/local/go/bin"
fi

step() { printf '\n== %s\n' "$*"; }

step "Checking system packages (build/deps.sh --test)"
bash build/deps.sh --test </dev/null

step "go vet ./..."
go vet ./...

step "go vet for Windows, the browser (js/wasm) and macOS"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go vet ./...
GOOS=js GOARCH=wasm go vet ./...
# Ebitengine's macOS window code needs cgo and Apple's SDK, which no Linux
# machine has: the packages below it are checked for both Mac processors.
for arch in arm64 amd64; do
  GOOS=darwin GOARCH="$arch" CGO_ENABLED=0 go vet ./rules/... ./savegame/... ./sim/... ./odds/... ./nativedialog/... ./headless/... ./assets/...
done

step "staticcheck for the engine's packages (rules, sim, savegame, odds)"
# Pinned, so that a new release's checks never fail a build that passed; the
# Go module proxy serves it, so a fresh machine installs it here.
STATICCHECK_VERSION=v0.8.2
go install "honnef.co/go/tools/cmd/staticcheck@$STATICCHECK_VERSION" </dev/null
gobin="$(go env GOBIN)"
"${gobin:-$(go env GOPATH)/bin}/staticcheck" ./rules/... ./sim/... ./savegame/... ./odds/...

step "go test ./... $* (under xvfb-run)"
# -a picks a free display number; the screen is big enough for a 1280x800 window.
xvfb-run -a -s "-screen 0 1600x900x24" go test ./... "$@" </dev/null

step "go test -race: the odds run beside the game they copy"
# The screens estimate the odds on a copy of the game in the background while
# the game plays on: the race detector checks that no memory is shared.
go test -race -run 'TestOddsWhileTheGamePlays' ./odds </dev/null

step "All tests passed."
