#!/usr/bin/env bash
# test.sh: install what is missing, then vet and run every test under a virtual
# X display (so scene tests can open windows). Extra arguments go to `go test`,
# e.g. build/test.sh -short   or   build/test.sh -run TestName
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

step "go test ./... $* (under xvfb-run)"
# -a picks a free display number; the screen is big enough for a 1280x800 window.
xvfb-run -a -s "-screen 0 1600x900x24" go test ./... "$@" </dev/null

step "All tests passed."
