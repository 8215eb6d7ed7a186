#!/usr/bin/env bash
# play.sh: install what is missing, then build and run the game.
#
#   build/play.sh [game flags]     e.g. build/play.sh -campaign 1942 -seed 7
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The official Go tarball installs to /usr/local/go; use it even when not on PATH.
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  export PATH="$PATH:/usr/local/go/bin"
fi
bash build/deps.sh
if [ -z "${DISPLAY:-}" ]; then
  echo "play.sh: no graphical display (DISPLAY is not set): the game needs a desktop session." >&2
  echo "play.sh: to try it headless: xvfb-run -a go run . -shot shot.png" >&2
  exit 1
fi
# Without cgo, as released: Go alone builds it (see build/deps.sh).
CGO_ENABLED=0 exec go run . "$@"
