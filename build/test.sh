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

# The game is built and tested as it ships: without cgo (Ebitengine loads
# the system's libraries at run time). Only the race detector needs cgo.
export CGO_ENABLED=0

step "go vet ./..."
go vet ./...

step "go vet for Windows, the browser (js/wasm) and macOS (both processors)"
GOOS=windows GOARCH=amd64 go vet ./...
GOOS=js GOARCH=wasm go vet ./...
for arch in arm64 amd64; do
  GOOS=darwin GOARCH="$arch" go vet ./...
done

step "staticcheck for every package"
# Pinned, so that a new release's checks never fail a build that passed; the
# Go module proxy serves it, so a fresh machine installs it here.
STATICCHECK_VERSION=v0.8.2
go install "honnef.co/go/tools/cmd/staticcheck@$STATICCHECK_VERSION" </dev/null
gobin="$(go env GOBIN)"
"${gobin:-$(go env GOPATH)/bin}/staticcheck" ./...

step "go test ./... $* (under xvfb-run)"
# -a picks a free display number; the screen is big enough for a 1280x800 window.
# -timeout: a package's tests may take far longer than Go's 10 minutes on a
# loaded machine (the release test cross-builds five programs); each wait
# in the tests ends on its event, the limits only stop a hang.
xvfb-run -a -s "-screen 0 1600x900x24" go test -timeout 45m ./... "$@" </dev/null

step "go test -race: the odds run beside the game they copy"
# The screens estimate the odds on a copy of the game in the background while
# the game plays on: the race detector checks that no memory is shared.
CGO_ENABLED=1 go test -race -run 'TestOddsWhileTheGamePlays' ./odds </dev/null

step "All tests passed."
